"""What the table shows, as plain data that follows the engine's events.

`TableView` lags the engine while events are animated: each event changes it once when
its animation starts (`begin`) and once when it ends (`end`), so after every queued event
has ended the view equals the engine state (`matches`). Pure: it imports no pygame, plays
no sound and pushes no scene; the scene reacts to the same events for those. Testable on
its own by feeding it an engine's events.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import Card, Observation
from game.rules.events import (
    CardRevealed,
    CardTaken,
    CounterPaid,
    DecisionMoved,
    Event,
    MatchEnded,
    RoundEnded,
    RoundStarted,
)


@dataclass
class TableView:
    """What the screen shows; it lags the engine while events are being animated."""

    players: int
    displays: list[list[Card]] = field(default_factory=list)
    counters: list[int] = field(default_factory=list)
    pot: int = 0
    card: Card | None = None
    deck_left: int = 0
    current: int | None = None
    round: int = 0
    rounds: int = 1
    removed: tuple[Card, ...] = ()
    last_taken: tuple[int, Card] | None = None

    def __post_init__(self) -> None:
        self.displays = [[] for _ in range(self.players)]
        self.counters = [0] * self.players

    def begin(self, event: Event) -> None:
        """What changes on screen when an event's animation starts."""
        if isinstance(event, RoundStarted):
            self.round, self.rounds = event.round, event.rounds
            self.displays = [[] for _ in range(self.players)]
            self.counters = list(event.counters)
            self.pot, self.card, self.deck_left = 0, None, event.deck_size
            self.removed = event.removed
            self.current = None
        elif isinstance(event, CardRevealed):
            self.deck_left = event.deck_left
        elif isinstance(event, DecisionMoved):
            self.current = event.seat
        elif isinstance(event, CounterPaid):
            self.counters[event.seat] = event.counters_left
        elif isinstance(event, CardTaken):
            self.card = None
            self.pot = 0
        elif isinstance(event, RoundEnded | MatchEnded):
            self.current = None

    def end(self, event: Event) -> None:
        """What changes when an event's animation ends."""
        if isinstance(event, CardRevealed):
            self.card = event.card
        elif isinstance(event, CounterPaid):
            self.pot = event.pot
        elif isinstance(event, CardTaken):
            self.displays[event.seat] = sorted([*self.displays[event.seat], event.card])
            self.counters[event.seat] = event.counters_after
            self.last_taken = (event.seat, event.card)

    def sync(self, obs: Observation) -> None:
        """Become the engine state at once (used when starting from a saved game)."""
        self.displays = [sorted(d) for d in obs.displays]
        self.counters = list(obs.counters)
        self.pot, self.card, self.deck_left = obs.pot, obs.card, obs.deck_left
        self.current, self.round, self.rounds = obs.current_seat, obs.round, obs.rounds
        self.removed = obs.removed

    def matches(self, obs: Observation) -> bool:
        """Does the view show what `obs` (a spectator's observation) says?"""
        return (
            [tuple(sorted(d)) for d in self.displays] == list(obs.displays)
            and tuple(self.counters) == obs.counters
            and self.pot == obs.pot
            and self.card == obs.card
            and self.deck_left == obs.deck_left
            and (self.current == obs.current_seat or obs.is_over)
        )
