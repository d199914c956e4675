"""The queue of engine events waiting to be animated, one at a time.

`EventAnimator` owns the queue and the animation playing now, and tells its listener
when each event's animation begins and ends (the scene updates the view, plays a sound
or pushes a results screen then). Durations are seconds at 1x speed, divided by the
animation multiplier (instant: 0). Touches no game state and draws nothing: the flying
sprites for the animation playing now are drawn by `draw_flying`.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.draw import sprites
from game.rules.events import Event, MatchEnded, RoundEnded

# Seconds at 1x; divided by the animation multiplier (instant: 0).
DURATIONS: dict[str, float] = {
    "game_started": 0.0,
    "round_started": 0.7,
    "card_revealed": 0.55,
    "decision_moved": 0.12,
    "counter_paid": 0.42,
    "card_taken": 0.62,
    "round_ended": 1.1,
    "match_ended": 0.4,
    # The expansion [X2] [X3].
    "bid_placed": 0.42,
    "green_declined": 0.7,
    "special_played": 0.75,
    "choice_required": 0.0,
    "card_given": 0.65,
    "card_removed": 0.6,
    "card_drawn": 0.65,
}

# Events that end a skip: their results screen must be seen before play goes on.
STOPS = (RoundEnded, MatchEnded)


def duration(kind: str, multiplier: float) -> float:
    """An event's animation time at the given speed multiplier (inf: instant)."""
    return 0.0 if math.isinf(multiplier) else DURATIONS.get(kind, 0.0) / multiplier


@dataclass
class Anim:
    event: Event
    tween: sprites.Tween


class EventAnimator:
    """Plays queued events in order. `on_begin(event)` / `on_end(event)` are called as
    each animation starts and ends; `paused()` says when to stop after an ending (a
    results screen went up) and carry on later; once `finished()`, nothing more starts."""

    def __init__(
        self,
        events: Iterable[Event],
        multiplier: Callable[[], float],
        on_begin: Callable[[Event], None],
        on_end: Callable[[Event], None],
        paused: Callable[[], bool],
        finished: Callable[[], bool],
    ) -> None:
        self.queue: deque[Event] = deque(events)
        self.current: Anim | None = None
        self._multiplier = multiplier
        self._on_begin = on_begin
        self._on_end = on_end
        self._paused = paused
        self._finished = finished

    @property
    def idle(self) -> bool:
        """Nothing playing and nothing queued: the view has caught up with the engine."""
        return self.current is None and not self.queue

    def extend(self, events: Iterable[Event]) -> None:
        self.queue.extend(events)

    def _start_next(self, seconds: float) -> None:
        event = self.queue.popleft()
        self.current = Anim(event, sprites.Tween(seconds))
        self._on_begin(event)

    def advance(self, dt: float) -> None:
        """Move time on by `dt`, starting queued animations as earlier ones end."""
        while True:
            if self.current is None:
                if not self.queue or self._finished():
                    return
                self._start_next(duration(self.queue[0].kind, self._multiplier()))
            assert self.current is not None  # _start_next set it
            self.current.tween.update(dt)
            dt = 0.0
            if not self.current.tween.done:
                return
            anim, self.current = self.current, None
            self._on_end(anim.event)
            if self._paused():
                return

    def skip(self) -> None:
        """Finish every queued animation at once, up to a results stop."""
        while self.current is not None or self.queue:
            if self.current is None:
                self._start_next(0.0)
            assert self.current is not None
            anim, self.current = self.current, None
            self._on_end(anim.event)
            if isinstance(anim.event, STOPS) or self._finished():
                return
