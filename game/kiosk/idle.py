"""How long since anyone touched the kiosk, on an injectable clock.

`IdleClock(now=...)` takes any `() -> seconds` function (`time.monotonic` by default), so
tests and the soak benchmark drive time themselves instead of waiting.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class ManualClock:
    """A clock that moves only when told: `clock.advance(60)`. Callable like monotonic."""

    def __init__(self, start: float = 1000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


class IdleClock:
    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self.now = now
        self.last_input = now()

    def touch(self) -> None:
        """Someone did something: the idle time starts again from zero."""
        self.last_input = self.now()

    def idle_for(self, since: float | None = None) -> float:
        """Seconds without input (counted from `since` if that is later)."""
        start = self.last_input if since is None else max(self.last_input, since)
        return max(0.0, self.now() - start)
