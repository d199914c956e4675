"""Slow calls off the frame loop: bot decisions and the coach's advice.

A bot may think for up to a second (the hard bot searches), so the table never calls
`bot.decide` itself: it submits a request here and polls once a frame.

    worker = BotWorker()
    worker.submit(seat, bot, observation)      # returns at once
    ...
    result = worker.poll()                     # None until the decision is ready
    if result is not None: game.apply(result.seat, result.action)

`JobWorker` is the mechanism. Jobs run in a child process per *lane*, one job at a time:
bot decisions have their own lane ("bots"), so they never queue behind coach hints
("jobs"). A thread is not enough: a search is pure Python and holds the GIL, and
measured frames stretched to 70–110 ms while a thread searched; a process runs on the
other core and the frame loop only polls the pipe. Jobs must be picklable (module-level
functions, `functools.partial`, bots, observations).

Nothing here can hang the table:
- every job has a deadline (`submit(..., deadline_s=)`); a child still busy past it is
  killed and replaced, and the job answers with an error;
- jobs wait in the parent, so a cancelled or superseded job that has not started is
  dropped, never run; the answer of one already running is discarded when it arrives;
- if a child cannot be started (file descriptors exhausted, ...), the lane runs its jobs
  in a thread of the game process, one at a time, with a notice, and tries a child again
  later. The frame loop keeps running: `poll` yields the GIL while such a job is pending.

`BotWorker` is a `JobWorker` whose job is `bot.decide(obs)`, checked for legality. A bot
that fails, answers illegally, or runs past its budget plus a margin is replaced for
that decision by the quick `normal` policy, decided in the game process, so a broken
or killed worker never turns into a silent pass.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import itertools
import logging
import multiprocessing.util  # noqa: F401  (its exit handler, joining every child, first)
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from multiprocessing import get_context
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from game import i18n
from game.bots import make_bot
from game.bots.base import Bot
from game.i18n import _
from game.rules import Action, Observation
from game.rules.observation import ChooseCard, Move
from game.store import notices

log = logging.getLogger("nothanks.worker")

# How long a new child may take to import and report ready before it counts as failed.
STARTUP_DEADLINE_S = 20.0
# After a child could not be started, jobs run in-process for this long before retrying.
RETRY_START_AFTER_S = 30.0
# Answers nobody collected (a worker dropped without close) are freed after this long.
ANSWER_TTL_S = 60.0
DEFAULT_JOB_DEADLINE_S = 10.0
MAX_FAILED_STARTS = 3
# At shutdown a worker gets this long to end on SIGTERM before SIGKILL. A stopped
# (SIGSTOP) or hung child never ends on SIGTERM: multiprocessing's own exit handler
# terminated and then joined it for ever, and the game never exited.
SHUTDOWN_GRACE_S = 0.5
REAP_S = 2.0  # after SIGKILL, how long to wait for the child to be reaped
PR_SET_PDEATHSIG = 1  # prctl(2): a signal for this process when its parent ends
# A bot decision may run for its budget plus this margin (a loaded machine, pickling).
BOT_DEFAULT_BUDGET_MS = 500.0
BOT_MARGIN_S = 2.5


@dataclass(frozen=True, slots=True)
class JobResult:
    """A job's answer: its ticket, the caller's `tag` (what the job was for), the value
    (None on error) and how long it ran."""

    ticket: int
    tag: object
    value: object
    seconds: float
    error: str | None = None


_in_worker_process = False  # True in a worker process (set by _serve)


def _die_with(parent: int) -> None:
    """On Linux, the kernel SIGKILLs this process when the game's process ends, however it
    ends (kill -9 by a supervisor included) and even while this one is stopped or hung:
    no worker is ever left behind. (The game starts its workers from its main thread,
    the one whose end the kernel watches.) Elsewhere the broken pipe ends an idle one."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:
        os._exit(0)  # the game ended before the request was made


def _serve(conn: Connection, parent: int | None = None) -> None:
    """The worker process: report ready, then run each job it is sent and answer it.
    It ends quietly when the game has gone (closed, or killed mid-job: the answer then
    meets a broken pipe), and leaves Ctrl+C to the game, which closes it."""
    global _in_worker_process
    _in_worker_process = True
    if parent is not None:
        _die_with(parent)
    with contextlib.suppress(ValueError, OSError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if not _answer(conn, "ready"):
        return
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return  # the game has gone
        if message is None:
            return
        key, fn = message
        started = time.perf_counter()
        value: object = None
        error: str | None = None
        try:
            value = fn()
        except Exception as exc:  # a failing job must not kill the worker
            error = f"{type(exc).__name__}: {exc}"
        seconds = time.perf_counter() - started
        try:
            sent = _answer(conn, (key, value, error, seconds))
        except Exception as exc:  # an unpicklable answer
            sent = _answer(conn, (key, None, f"{type(exc).__name__}: {exc}", seconds))
        if not sent:
            return


def _answer(conn: Connection, message: object) -> bool:
    """Send to the game; False if it has gone (its end of the pipe closed)."""
    try:
        conn.send(message)
    except OSError:  # BrokenPipeError, ConnectionResetError: nobody to answer
        return False
    return True


def _start_process() -> tuple[Connection, BaseProcess]:
    """Start a worker process; raises OSError (e.g. EMFILE) if the system refuses."""
    # spawn, not fork: a forked child would inherit pygame's window and audio.
    context = get_context("spawn")
    parent, child = context.Pipe()
    try:
        process = context.Process(target=_serve, args=(child, os.getpid()), name="nothanks-worker")
        process.daemon = True
        process.start()
    except BaseException:
        parent.close()
        raise
    finally:
        child.close()
    return parent, process


Key = tuple[int, int]  # (JobWorker id, ticket)


@dataclass
class _Job:
    key: Key
    fn: Callable[[], object]
    deadline_s: float
    started: float = 0.0
    # Set when the job runs in a thread of the game process: the thread appends its answer.
    thread_box: list[tuple[object, str | None, float]] | None = None


@dataclass
class _Answer:
    value: object
    error: str | None
    seconds: float
    arrived: float = field(default_factory=time.monotonic)


class _Lane:
    """One child process and the jobs waiting for it. Driven by `pump()`, which every
    poll calls: it collects answers, enforces the running job's deadline, and sends the
    next job. Only jobs still wanted are kept: `drop(key)` forgets one."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.queue: list[_Job] = []
        self.running: _Job | None = None
        self.answers: dict[Key, _Answer] = {}
        self.stale: set[Key] = set()  # running or queued keys whose answer is unwanted
        self.restarts = 0
        self._conn: Connection | None = None
        self._process: BaseProcess | None = None
        self._ready = False
        self._spawned_at = 0.0
        self._in_process_until = 0.0
        self._told_in_process = False
        self._failed_starts = 0  # children that died before reporting ready, in a row

    # State ---------------------------------------------------------------------------
    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    @property
    def in_process(self) -> bool:
        """True while jobs run in the game process because no child could be started."""
        return time.monotonic() < self._in_process_until

    def child_alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    # Jobs ----------------------------------------------------------------------------
    def submit(self, job: _Job) -> None:
        self.queue.append(job)
        self.pump()

    def drop(self, key: Key) -> None:
        """Forget a job: unsent, it is never run; running, its answer is discarded."""
        self.queue = [job for job in self.queue if job.key != key]
        self.answers.pop(key, None)
        if self.running is not None and self.running.key == key:
            self.stale.add(key)

    def take(self, key: Key) -> _Answer | None:
        return self.answers.pop(key, None)

    def waiting(self, key: Key) -> bool:
        running = self.running is not None and self.running.key == key
        return running or any(job.key == key for job in self.queue)

    def pump(self) -> None:
        now = time.monotonic()
        if self.running is not None:
            self._check_running(now)
        if self.running is None:
            self._start_next(now)
        for key in [k for k, a in self.answers.items() if now - a.arrived > ANSWER_TTL_S]:
            del self.answers[key]

    def ensure_started(self) -> None:
        if not self.in_process and not self.child_alive():
            self._spawn()

    # Internals -------------------------------------------------------------------------
    def _finish(self, value: object, error: str | None, seconds: float) -> None:
        job = self.running
        assert job is not None
        self.running = None
        if job.key in self.stale:
            self.stale.discard(job.key)
        else:
            self.answers[job.key] = _Answer(value, error, seconds)

    def _check_running(self, now: float) -> None:
        job = self.running
        assert job is not None
        if job.thread_box is not None:
            if job.thread_box:
                self._finish(*job.thread_box[0])
            elif now - job.started > job.deadline_s:
                # A thread cannot be killed: it is abandoned and its answer ignored.
                self._finish(None, f"timed out after {job.deadline_s:.1f} s", now - job.started)
            return
        if self._conn is None:
            self._finish(None, "the worker process stopped", now - job.started)
            return
        try:
            while self._conn.poll():
                key, value, error, seconds = self._conn.recv()
                if key == job.key:
                    self._finish(value, error, seconds)
                    return
        except (EOFError, OSError):
            self._kill()
            self._finish(None, "the worker process stopped", now - job.started)
            return
        if now - job.started > job.deadline_s:
            self._kill()
            self.restarts += 1
            self._finish(None, f"timed out after {job.deadline_s:.1f} s", now - job.started)
        elif not self.child_alive():
            self._kill()
            self._finish(None, "the worker process stopped", now - job.started)

    def _start_next(self, now: float) -> None:
        if not self.queue:
            return
        if not self.in_process and not self.child_alive():
            if self._process is not None and not self._ready:
                self._failed_start()
            if not self.in_process:
                self._spawn()
        if not self.in_process and not self._wait_ready(now):
            return
        job = self.queue.pop(0)
        job.started = now
        self.running = job
        if self.in_process:
            self._run_in_thread(job)
            return
        assert self._conn is not None
        try:
            self._conn.send((job.key, job.fn))
        except (OSError, ValueError, EOFError):
            self._kill()
            self._finish(None, "the worker process stopped", 0.0)
        except Exception as exc:  # an unpicklable job
            self._finish(None, f"{type(exc).__name__}: {exc}", 0.0)

    def _wait_ready(self, now: float) -> bool:
        """True once the child has reported ready; a child that never does is killed."""
        if self._ready:
            return True
        conn = self._conn
        try:
            if conn is not None and conn.poll():
                self._ready = conn.recv() == "ready"
                self._failed_starts = 0
        except (EOFError, OSError):
            self._failed_start()
            return False
        if not self._ready and now - self._spawned_at > STARTUP_DEADLINE_S:
            self._kill()
            self._go_in_process("the worker process did not start in time")
        return self._ready

    def _failed_start(self) -> None:
        """The child died before it was ready: try again, but not for ever (a start costs
        the frame loop a few hundred ms)."""
        self._kill()
        self._failed_starts += 1
        if self._failed_starts >= MAX_FAILED_STARTS:
            self._failed_starts = 0
            self._go_in_process("the worker process keeps dying as it starts")

    def _spawn(self) -> None:
        self._kill()
        try:
            self._conn, self._process = _start_process()
        except (OSError, RuntimeError, ValueError) as exc:
            self._go_in_process(f"{type(exc).__name__}: {exc}")
            return
        self._ready = False
        self._spawned_at = time.monotonic()

    def _go_in_process(self, why: str) -> None:
        self._conn, self._process = None, None
        self._in_process_until = time.monotonic() + RETRY_START_AFTER_S
        if not self._told_in_process:  # once, not at every retry
            self._told_in_process = True
            notices.post(_("Could not start a helper process: bots think in the game (slower)"))
        log.warning("lane %s: no worker process (%s); running jobs in-process", self.name, why)

    def _kill(self) -> None:
        process, conn = self._process, self._conn
        self._process, self._conn, self._ready = None, None, False
        if conn is not None:
            conn.close()
        if process is not None:
            if process.is_alive():
                process.kill()  # SIGKILL also ends a stopped (SIGSTOP) process
            process.join(timeout=1.0)  # reaped, not left a zombie
            with contextlib.suppress(ValueError):
                process.close()

    def _run_in_thread(self, job: _Job) -> None:
        box: list[tuple[object, str | None, float]] = []
        job.thread_box = box

        def run() -> None:
            started = time.perf_counter()
            value: object = None
            error: str | None = None
            try:
                value = job.fn()
            except Exception as exc:
                error = f"{type(exc).__name__}: {exc}"
            box.append((value, error, time.perf_counter() - started))  # atomic under the GIL

        threading.Thread(target=run, name=f"nothanks-{self.name}", daemon=True).start()

    def close(self) -> None:
        self.queue.clear()
        self.running = None
        self.stale.clear()
        self._kill()

    def detach(self) -> BaseProcess | None:
        """Forget the child without waiting (shutdown stops all lanes' children at once)."""
        process, conn = self._process, self._conn
        self.queue.clear()
        self.running = None
        self.stale.clear()
        self._process, self._conn, self._ready = None, None, False
        if conn is not None:
            conn.close()
        return process


def stop_processes(processes: list[BaseProcess], grace_s: float = SHUTDOWN_GRACE_S) -> None:
    """SIGTERM each, wait up to `grace_s` in all, SIGKILL what is left (a stopped or hung
    child), and reap them all. Bounded: returns within about grace_s + REAP_S."""
    alive = []
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            if process.is_alive():
                process.terminate()
                alive.append(process)
    deadline = time.monotonic() + grace_s
    for process in alive:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            process.join(max(0.0, deadline - time.monotonic()))
    deadline = time.monotonic() + REAP_S
    for process in alive:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            if process.is_alive():
                process.kill()  # SIGKILL also ends a stopped process
            process.join(max(0.0, deadline - time.monotonic()))
    for process in processes:
        with contextlib.suppress(ValueError, AssertionError):
            process.close()


_lanes: dict[str, _Lane] = {}


def lane(name: str) -> _Lane:
    """The named lane, created on first use."""
    found = _lanes.get(name)
    if found is None:
        found = _lanes[name] = _Lane(name)
    return found


def shutdown(grace_s: float = SHUTDOWN_GRACE_S) -> None:
    """Stop every worker process: at every end of the game (the App's shutdown, and at
    exit), tests and tools. Returns within about grace_s + REAP_S, whatever the children
    are doing."""
    processes = [p for p in (each.detach() for each in _lanes.values()) if p is not None]
    _lanes.clear()
    stop_processes(processes, grace_s)


# Registered after multiprocessing's own handler (imported above), so it runs before it:
# that handler joins children without a timeout.
atexit.register(shutdown)


def _in_language(code: str, fn: Callable[[], object]) -> object:
    """Run `fn` with texts in `code`, the language of the game that submitted it: the
    worker process outlives a change of language, and the sprite prebuild sets the
    language of the names it draws there. A job run in the game's own process (no worker
    process) already has the game's language, which a player may have changed since."""
    if _in_worker_process and i18n.language() != code:
        i18n.set_language(code)
    return fn()


class JobWorker:
    """Runs slow, pure, picklable calls in a worker process: `submit(tag, fn)` returns at
    once, `poll()` returns the latest job's `JobResult` once it is ready, and `cancel()`
    drops the job (never run if it has not started; its answer discarded if it has).
    A new `submit` supersedes the job before it the same way."""

    _ids = itertools.count()

    def __init__(self, name: str = "job-worker", lane_name: str = "jobs") -> None:
        self.name = name
        self.lane = lane(lane_name)
        self._id = next(self._ids)
        self._ticket = 0
        self._pending: int | None = None
        self._pending_tag: object = None

    @property
    def busy(self) -> bool:
        """True while a submitted job has not been collected by `poll`."""
        return self._pending is not None

    def submit(
        self, tag: object, fn: Callable[[], object], deadline_s: float = DEFAULT_JOB_DEADLINE_S
    ) -> int:
        """Run `fn()` off the frame loop within `deadline_s`; returns its ticket. Never blocks."""
        self.cancel()
        self._ticket += 1
        self._pending = self._ticket
        self._pending_tag = tag
        fn = partial(_in_language, i18n.language(), fn)
        self.lane.submit(_Job((self._id, self._ticket), fn, deadline_s))
        return self._ticket

    def poll(self) -> JobResult | None:
        """The latest job's answer if it is ready, else None. Never blocks."""
        if self._pending is None:
            return None
        lane = self.lane
        key = (self._id, self._pending)
        if lane.in_process and lane.waiting(key):
            # The job runs in a thread here: hand it the GIL for a moment each frame, or a
            # loop that never sleeps (tests, autoplay) starves it for seconds.
            time.sleep(0)
        lane.pump()
        answer = lane.take(key)
        if answer is None:
            if lane.waiting(key):
                return None
            answer = _Answer(None, "the job was lost", 0.0)
        ticket, tag = self._pending, self._pending_tag
        self._pending = None
        return JobResult(ticket, tag, answer.value, answer.seconds, answer.error)

    def cancel(self) -> None:
        """Forget the job in flight: it will not run, or its answer will be ignored."""
        if self._pending is not None:
            self.lane.drop((self._id, self._pending))
        self._pending = None

    def close(self) -> None:
        """Forget any job in flight. The worker process stays for the next table."""
        self.cancel()

    def __del__(self) -> None:
        # A table dropped without close() must not leave its job to run or its answer kept.
        with contextlib.suppress(Exception):
            self.cancel()


def _decide(bot: Bot, obs: Observation) -> Move:
    """A bot's decision, run in the worker process; an illegal answer is an error."""
    action = bot.decide(obs)
    if action not in obs.legal:
        raise ValueError(f"bot {bot.name!r} chose illegal {action!r}")
    return action


@dataclass(frozen=True, slots=True)
class BotDecision:
    """A bot's answer: the seat it was asked for, the action, and how long it thought.
    `error` says why the quick `normal` policy decided instead of the bot."""

    ticket: int
    seat: int
    action: Move  # a card (ChooseCard) in a give-left or remove choice [X3]
    seconds: float
    error: str | None = None


def bot_budget_s(bot: object) -> float:
    """The thinking time a bot asks for, from `budget_ms` on it or on its `config`."""
    budget = getattr(bot, "budget_ms", None)
    if budget is None:
        budget = getattr(getattr(bot, "config", None), "budget_ms", None)
    if not isinstance(budget, int | float) or budget != budget or budget < 0:
        budget = BOT_DEFAULT_BUDGET_MS
    return float(budget) / 1000.0


def quick_decision(obs: Observation) -> Move:
    """The quick `normal` policy, decided here in the game process (microseconds)."""
    try:
        action = make_bot("normal").decide(obs)
    except Exception:
        action = None
    if action in obs.legal:
        assert action is not None
        return action
    # Only if the normal policy itself failed: the first legal move (in the expansion
    # TAKE is not always legal: a green card is bid on or declined, a choice is a card).
    return obs.legal[0] if obs.legal else Action.TAKE


class BotWorker:
    """Runs `bot.decide(obs)` in the bots' worker process; the caller polls for the
    answer. A bot that raises, answers illegally, or overruns its budget plus `margin_s`
    gets the quick `normal` decision and an `error`, so a broken bot or a hung worker
    never freezes the table."""

    def __init__(self, margin_s: float = BOT_MARGIN_S) -> None:
        self._jobs = JobWorker("bot-worker", lane_name="bots")
        self.margin_s = margin_s
        self._observations: dict[int, Observation] = {}
        # Start the process now (tens of ms, once), as the table opens, not on the first
        # bot turn, where it would be a visible hitch.
        self._jobs.lane.ensure_started()

    @property
    def busy(self) -> bool:
        """True while a submitted decision has not been collected by `poll`."""
        return self._jobs.busy

    def submit(self, seat: int, bot: Bot, obs: Observation) -> int:
        """Ask `bot` to decide for `seat`; returns the request's ticket. Never blocks."""
        deadline = bot_budget_s(bot) + self.margin_s
        ticket = self._jobs.submit(seat, partial(_decide, bot, obs), deadline_s=deadline)
        self._observations = {ticket: obs}
        return ticket

    def poll(self) -> BotDecision | None:
        """The answer to the latest request if it is ready, else None. Never blocks."""
        result = self._jobs.poll()
        if result is None:
            return None
        obs = self._observations.pop(result.ticket)
        seat = result.tag
        assert isinstance(seat, int)
        if isinstance(result.value, Action | ChooseCard) and result.value in obs.legal:
            return BotDecision(result.ticket, seat, result.value, result.seconds, result.error)
        error = result.error or "no decision"
        log.warning("bot decision for seat %s replaced by the normal policy: %s", seat, error)
        return BotDecision(result.ticket, seat, quick_decision(obs), result.seconds, error)

    def cancel(self) -> None:
        """Forget the request in flight; its answer will be ignored."""
        self._jobs.cancel()
        self._observations.clear()

    def close(self) -> None:
        """Forget any request in flight. The worker process stays for the next table."""
        self.cancel()

    def wait(self, timeout: float = 5.0) -> BotDecision | None:
        """Block until the answer arrives (for tools and tests, never the frame loop)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            answer = self.poll()
            if answer is not None:
                return answer
            time.sleep(0.001)
        return None
