"""The queue of engine events waiting to be animated, one at a time.

`EventAnimator` owns the queue and the animation playing now. The table hands it a move's
events as the engine returned them (`extend`) and plays them on (`steps`, or at once:
`skip_steps`). Each yields a `Began` as an event's animation starts and an `Ended` as it
ends; the table reacts to each in turn, in plain sight (`TableScene.play`: the view, the
story, a sound, a results screen), and stops taking steps when it must wait. Durations are
seconds at 1x speed, divided by the animation multiplier (instant: 0). Touches no game
state and draws nothing: the flying sprites for the animation playing now are drawn by
`draw_flying`.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import assert_never

from game.draw import sprites
from game.rules.events import (
    BidPlaced,
    CardDrawn,
    CardGiven,
    CardRemoved,
    CardRevealed,
    CardTaken,
    ChoiceRequired,
    CounterPaid,
    DecisionMoved,
    Event,
    GameStarted,
    GreenDeclined,
    MatchEnded,
    RoundEnded,
    RoundStarted,
    SpecialPlayed,
)


def seconds(event: Event) -> float:
    """How long an event's animation takes at 1x."""
    match event:
        case GameStarted() | ChoiceRequired():
            return 0.0
        case RoundStarted():
            return 0.7
        case CardRevealed():
            return 0.55
        case DecisionMoved():
            return 0.12
        case CounterPaid() | BidPlaced():
            return 0.42
        case CardTaken():
            return 0.62
        case RoundEnded():
            return 1.1
        case MatchEnded():
            return 0.4
        # The expansion [X2] [X3].
        case GreenDeclined():
            return 0.7
        case SpecialPlayed():
            return 0.75
        case CardGiven() | CardDrawn():
            return 0.65
        case CardRemoved():
            return 0.6
        case _:
            assert_never(event)


def duration(event: Event, multiplier: float) -> float:
    """An event's animation time at the given speed multiplier (inf: instant)."""
    return 0.0 if math.isinf(multiplier) else seconds(event) / multiplier


def stops_a_skip(event: Event) -> bool:
    """Does a skip stop after this event? Its results screen must be seen before play goes
    on."""
    match event:
        case RoundEnded() | MatchEnded():
            return True
        case (
            GameStarted()
            | RoundStarted()
            | CardRevealed()
            | DecisionMoved()
            | CounterPaid()
            | CardTaken()
            | BidPlaced()
            | GreenDeclined()
            | SpecialPlayed()
            | ChoiceRequired()
            | CardGiven()
            | CardRemoved()
            | CardDrawn()
        ):
            return False
        case _:
            assert_never(event)


@dataclass
class Anim:
    event: Event
    tween: sprites.Tween


@dataclass(frozen=True)
class Began:
    """An event's animation starts."""

    event: Event


@dataclass(frozen=True)
class Ended:
    """An event's animation ended."""

    event: Event


Step = Began | Ended


class EventAnimator:
    """Plays queued events in order. The caller takes the steps (`steps`, `skip_steps`) and
    may stop after any `Ended` (a results screen went up): the rest waits in the queue."""

    def __init__(self, events: Iterable[Event] = ()) -> None:
        self.queue: deque[Event] = deque(events)
        self.current: Anim | None = None

    @property
    def idle(self) -> bool:
        """Nothing playing and nothing queued: the view has caught up with the engine."""
        return self.current is None and not self.queue

    def extend(self, events: Iterable[Event]) -> None:
        self.queue.extend(events)

    def _start_next(self, seconds: float) -> Began:
        event = self.queue.popleft()
        self.current = Anim(event, sprites.Tween(seconds))
        return Began(event)

    def steps(self, dt: float, multiplier: float) -> Iterator[Step]:
        """Move time on by `dt` at the speed `multiplier`, starting queued animations as
        earlier ones end."""
        while True:
            if self.current is None:
                if not self.queue:
                    return
                yield self._start_next(duration(self.queue[0], multiplier))
            assert self.current is not None  # _start_next set it
            self.current.tween.update(dt)
            dt = 0.0
            if not self.current.tween.done:
                return
            anim, self.current = self.current, None
            yield Ended(anim.event)

    def skip_steps(self) -> Iterator[Step]:
        """Finish every queued animation at once, up to a results stop."""
        while self.current is not None or self.queue:
            if self.current is None:
                yield self._start_next(0.0)
            assert self.current is not None
            anim, self.current = self.current, None
            yield Ended(anim.event)
            if stops_a_skip(anim.event):
                return
