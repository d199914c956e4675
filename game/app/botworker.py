"""Slow calls off the frame loop: bot decisions and the coach's advice.

A bot may think for up to a second (the hard bot searches), so the table never calls
`bot.decide` itself: it submits a request here and polls once a frame.

    worker = BotWorker()
    worker.submit(seat, bot, observation)      # returns at once
    ...
    result = worker.poll()                     # None until the decision is ready
    if result is not None: game.apply(result.seat, result.action)

`JobWorker` is the mechanism: jobs run in one child process shared by every worker, one
at a time, over a pipe. A thread is not enough: a search is pure Python and holds the
GIL, and measured frames stretched to 70–110 ms while a thread searched (whatever the
switch interval); a process runs on the other core and the frame loop only polls the
pipe. Jobs must be picklable (module-level functions, `functools.partial`, bots,
observations). `cancel()` drops any answer still in flight (the table left, or a new
game began): stale answers carry an old ticket and are ignored. `BotWorker` is a
`JobWorker` whose job is `bot.decide(obs)`, checked for legality.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from multiprocessing import get_context
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from game.bots.base import Bot
from game.rules import Action, Observation


@dataclass(frozen=True, slots=True)
class JobResult:
    """A job's answer: its ticket, the caller's `tag` (what the job was for), the value
    (None on error) and how long it ran."""

    ticket: int
    tag: object
    value: object
    seconds: float
    error: str | None = None


def _serve(conn: Connection) -> None:
    """The worker process: run each job it is sent and send back its answer."""
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
        conn.send((key, value, error, time.perf_counter() - started))


class _Child:
    """The one worker process, started on first use and restarted if it dies. Answers
    are drained into `inbox` by whichever worker polls first, keyed by (worker, ticket).
    No thread of ours runs in the game's process, so nothing there competes for the GIL."""

    def __init__(self) -> None:
        self.inbox: dict[tuple[int, int], tuple[object, str | None, float]] = {}
        self._conn: Connection | None = None
        self._process: BaseProcess | None = None

    def ensure_started(self) -> None:
        if self._process is None or not self._process.is_alive():
            self._start()

    def send(self, key: tuple[int, int], fn: Callable[[], object]) -> None:
        self.ensure_started()
        assert self._conn is not None
        try:
            self._conn.send((key, fn))
        except (OSError, ValueError):
            self._start()
            assert self._conn is not None
            self._conn.send((key, fn))

    def collect(self) -> None:
        conn = self._conn
        try:
            while conn is not None and conn.poll():
                key, value, error, seconds = conn.recv()
                self.inbox[key] = (value, error, seconds)
        except (EOFError, OSError):
            self._conn = None  # died mid-answer; `alive` tells the waiting worker

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive() and self._conn is not None

    def _start(self) -> None:
        # spawn, not fork: a forked child would inherit pygame's window and audio.
        context = get_context("spawn")
        parent, child = context.Pipe()
        process = context.Process(target=_serve, args=(child,), name="nothanks-worker")
        process.daemon = True
        process.start()
        child.close()
        self._conn, self._process = parent, process


_child = _Child()


class JobWorker:
    """Runs slow, pure, picklable calls in the worker process: `submit(tag, fn)` returns at
    once, `poll()` returns the latest job's `JobResult` once it is ready, and `cancel()`
    makes any answer in flight stale (it is then dropped)."""

    _ids = itertools.count()

    def __init__(self, name: str = "job-worker") -> None:
        self.name = name
        self._id = next(self._ids)
        self._ticket = 0
        self._pending: int | None = None
        self._pending_tag: object = None

    @property
    def busy(self) -> bool:
        """True while a submitted job has not been collected by `poll`."""
        return self._pending is not None

    @property
    def pending_tag(self) -> object:
        return self._pending_tag if self._pending is not None else None

    def submit(self, tag: object, fn: Callable[[], object]) -> int:
        """Run `fn()` in the worker process; returns the job's ticket. Never blocks."""
        self._ticket += 1
        self._pending = self._ticket
        self._pending_tag = tag
        _child.send((self._id, self._ticket), fn)
        return self._ticket

    def poll(self) -> JobResult | None:
        """The latest job's answer if it is ready, else None. Never blocks."""
        if self._pending is None:
            return None
        _child.collect()
        for key in [k for k in _child.inbox if k[0] == self._id and k[1] != self._pending]:
            del _child.inbox[key]  # answers to cancelled or superseded jobs
        answer = _child.inbox.pop((self._id, self._pending), None)
        ticket, tag = self._pending, self._pending_tag
        if answer is None:
            if _child.alive:
                return None
            self._pending = None
            return JobResult(ticket, tag, None, 0.0, "the worker process stopped")
        self._pending = None
        value, error, seconds = answer
        return JobResult(ticket, tag, value, seconds, error)

    def cancel(self) -> None:
        """Forget the job in flight; its answer will be ignored."""
        self._pending = None
        self._ticket += 1

    def close(self) -> None:
        """Forget any job in flight. The worker process stays for the next table."""
        self.cancel()


def _decide(bot: Bot, obs: Observation) -> Action:
    """A bot's decision, run in the worker process; an illegal answer is an error."""
    action = bot.decide(obs)
    if action not in obs.legal:
        raise ValueError(f"bot {bot.name!r} chose illegal {action!r}")
    return action


@dataclass(frozen=True, slots=True)
class BotDecision:
    """A bot's answer: the seat it was asked for, the action, and how long it thought."""

    ticket: int
    seat: int
    action: Action
    seconds: float
    error: str | None = None


def _fallback(obs: Observation) -> Action:
    return Action.TAKE if Action.PASS not in obs.legal else obs.legal[-1]


class BotWorker:
    """Runs `bot.decide(obs)` in the worker process; the caller polls for the answer.
    A bot that raises or answers an illegal action gets a legal fallback and an `error`,
    so a broken bot never freezes the table."""

    def __init__(self) -> None:
        # Start the process now (tens of ms, once), as the table opens, not on the first
        # bot turn, where it would be a visible hitch.
        _child.ensure_started()
        self._jobs = JobWorker("bot-worker")
        self._observations: dict[int, Observation] = {}

    @property
    def busy(self) -> bool:
        """True while a submitted decision has not been collected by `poll`."""
        return self._jobs.busy

    @property
    def pending_seat(self) -> int | None:
        seat = self._jobs.pending_tag
        return seat if isinstance(seat, int) else None

    def submit(self, seat: int, bot: Bot, obs: Observation) -> int:
        """Ask `bot` to decide for `seat`; returns the request's ticket. Never blocks."""
        ticket = self._jobs.submit(seat, partial(_decide, bot, obs))
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
        action = result.value if isinstance(result.value, Action) else _fallback(obs)
        return BotDecision(result.ticket, seat, action, result.seconds, result.error)

    def cancel(self) -> None:
        """Forget the request in flight; its answer will be ignored."""
        self._jobs.cancel()

    def close(self) -> None:
        """Stop the thread after its current decision (it is a daemon either way)."""
        self._jobs.close()

    def wait(self, timeout: float = 5.0) -> BotDecision | None:
        """Block until the answer arrives (for tools and tests, never the frame loop)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            answer = self.poll()
            if answer is not None:
                return answer
            time.sleep(0.001)
        return None
