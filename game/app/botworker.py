"""Slow calls off the frame loop: bot decisions and the coach's advice.

A bot may think for up to a second (the hard bot searches), so the table never calls
`bot.decide` itself: it submits a request here and polls once a frame.

    worker = BotWorker()
    worker.submit(seat, bot, observation)      # returns at once
    ...
    result = worker.poll()                     # None until the decision is ready
    if result is not None: game.apply(result.seat, result.action)

`JobWorker` is the mechanism: one daemon thread serves jobs one at a time. A thread (not a
process) is enough: the rules engine and bots are plain Python, the GIL switches every few
milliseconds so the frame loop keeps running, and bots need no pickling. `cancel()` drops
any answer still in flight (the table left, or a new game began): stale answers carry an
old ticket and are ignored. `BotWorker` is a `JobWorker` whose job is `bot.decide(obs)`,
checked for legality.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

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


class JobWorker:
    """Runs slow, pure calls in a background thread: `submit(tag, fn)` returns at once,
    `poll()` returns the latest job's `JobResult` once it is ready, and `cancel()` makes
    any answer in flight stale (it is then dropped)."""

    def __init__(self, name: str = "job-worker") -> None:
        self._requests: queue.Queue[tuple[int, object, Callable[[], object]] | None] = queue.Queue()
        self._answers: queue.Queue[JobResult] = queue.Queue()
        self._ticket = 0
        self._pending: int | None = None
        self._pending_tag: object = None
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    @property
    def busy(self) -> bool:
        """True while a submitted job has not been collected by `poll`."""
        return self._pending is not None

    @property
    def pending_tag(self) -> object:
        return self._pending_tag if self._pending is not None else None

    def submit(self, tag: object, fn: Callable[[], object]) -> int:
        """Run `fn()` in the worker thread; returns the job's ticket. Never blocks."""
        with self._lock:
            self._ticket += 1
            ticket = self._ticket
            self._pending = ticket
            self._pending_tag = tag
        self._requests.put((ticket, tag, fn))
        return ticket

    def poll(self) -> JobResult | None:
        """The latest job's answer if it is ready, else None. Never blocks."""
        if self._pending is not None and self._answers.empty():
            # A frame loop that never sleeps (tests, autoplay) keeps the GIL and starved
            # the worker for seconds at a time; sleep(0) hands the GIL over for a moment.
            time.sleep(0)
        while True:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                return None
            with self._lock:
                if answer.ticket == self._pending:
                    self._pending = None
                    return answer
            # An answer to a cancelled or superseded job: drop it and look again.

    def cancel(self) -> None:
        """Forget the job in flight; its answer will be ignored."""
        with self._lock:
            self._pending = None
            self._ticket += 1

    def close(self) -> None:
        """Stop the thread after its current job (it is a daemon either way)."""
        self.cancel()
        self._requests.put(None)

    def _run(self) -> None:
        while True:
            request = self._requests.get()
            if request is None:
                return
            ticket, tag, fn = request
            with self._lock:
                stale = ticket != self._pending
            if stale:
                continue
            start = time.perf_counter()
            value: object = None
            error: str | None = None
            try:
                value = fn()
            except Exception as exc:  # a failing job must not kill the worker
                error = f"{type(exc).__name__}: {exc}"
            self._answers.put(JobResult(ticket, tag, value, time.perf_counter() - start, error))


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
    """Runs `bot.decide(obs)` in a background thread; the caller polls for the answer.
    A bot that raises or answers an illegal action gets a legal fallback and an `error`,
    so a broken bot never freezes the table."""

    def __init__(self) -> None:
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

        def decide() -> Action:
            action = bot.decide(obs)
            if action not in obs.legal:
                raise ValueError(f"bot {bot.name!r} chose illegal {action!r}")
            return action

        ticket = self._jobs.submit(seat, decide)
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
