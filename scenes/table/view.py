"""What the table shows, as plain data that follows the engine's events.

`TableView` lags the engine while events are animated: each event changes it once when
its animation starts (`begin`) and once when it ends (`end`), so after every queued event
has ended the view equals the engine state (`matches`). Pure: it imports no pygame, plays
no sound and pushes no scene; the scene reacts to the same events for those. Testable on
its own by feeding it an engine's events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import assert_never

from game.rules import Card, Observation
from game.rules.cards import CardKind
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
    # The expansion [X1]-[X3]. `next_back` is the colour of the deck's top card's back
    # ("green"/"normal"): events do not carry it, so the scene sets it from the engine's
    # public observation once the reveal that exposed it has been shown.
    next_back: str | None = None
    bidders: list[int] = field(default_factory=list)
    skipped: set[int] = field(default_factory=set)
    choice: tuple[int, str] | None = None  # (seat, "give_left" / "remove") being chosen
    discard: list[Card] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.displays = [[] for _ in range(self.players)]
        self.counters = [0] * self.players

    def begin(self, event: Event) -> None:
        """What changes on screen when an event's animation starts."""
        match event:
            case RoundStarted():
                self.round, self.rounds = event.round, event.rounds
                self.displays = [[] for _ in range(self.players)]
                self.counters = list(event.counters)
                self.pot, self.card, self.deck_left = 0, None, event.deck_size
                self.removed = event.removed
                self.current = None
                self.discard, self.choice = [], None
            case CardRevealed():
                self.deck_left = event.deck_left
                self.bidders, self.skipped = [], set()
            case DecisionMoved():
                self.current = event.seat
            case CounterPaid():
                self.counters[event.seat] = event.counters_left
            case BidPlaced():
                self.counters[event.seat] = event.counters_left
                self.bidders.append(event.seat)
            case CardTaken() | GreenDeclined():
                self.card = None
                self.pot = 0
            case SpecialPlayed():
                # A skip or look leaves its owner's display; a now card never stays in one.
                if event.card in self.displays[event.seat]:
                    self.displays[event.seat].remove(event.card)
                if event.card.kind is CardKind.SKIP:
                    self.skipped.add(event.seat)
            case ChoiceRequired():
                self.choice = (event.seat, event.choice)
            case CardGiven() | CardRemoved():
                self.choice = None
                if event.card in self.displays[event.seat]:
                    self.displays[event.seat].remove(event.card)
            case CardDrawn():
                self.deck_left = event.deck_left
            case RoundEnded() | MatchEnded():
                self.current = None
                self.bidders, self.skipped = [], set()
            case GameStarted():
                pass
            case _:
                assert_never(event)

    def end(self, event: Event) -> None:
        """What changes when an event's animation ends."""
        match event:
            case CardRevealed():
                self.card = event.card
            case CounterPaid() | BidPlaced():
                self.pot = event.pot
            case CardTaken():
                self._add(event.seat, event.card)
                self.counters[event.seat] = event.counters_after
                self.last_taken = (event.seat, event.card)
            case GreenDeclined():
                self.counters[event.seat] = event.counters_after
                self._add(event.receiver, event.card)
                self.last_taken = (event.receiver, event.card)
            case SpecialPlayed():
                if event.card in self.displays[event.seat]:  # a now card: it acts, then goes
                    self.displays[event.seat].remove(event.card)
                self.discard.append(event.card)
            case CardGiven():
                self._add(event.to_seat, event.card)
            case CardRemoved():
                self.discard.append(event.card)
            case CardDrawn():
                self._add(event.seat, event.card)
            case (
                GameStarted()
                | RoundStarted()
                | DecisionMoved()
                | ChoiceRequired()
                | RoundEnded()
                | MatchEnded()
            ):
                pass  # all their change is at the start
            case _:
                assert_never(event)

    def _add(self, seat: int, card: Card) -> None:
        self.displays[seat] = sorted([*self.displays[seat], card])

    def sync(self, obs: Observation) -> None:
        """Become the engine state at once (used when starting from a saved game)."""
        self.displays = [sorted(d) for d in obs.displays]
        self.counters = list(obs.counters)
        self.pot, self.card, self.deck_left = obs.pot, obs.card, obs.deck_left
        self.current, self.round, self.rounds = obs.current_seat, obs.round, obs.rounds
        self.removed = obs.removed
        self.next_back = obs.next_back
        self.bidders, self.skipped = list(obs.bidders), set(obs.skipped)
        self.discard = list(obs.discard)
        seat = obs.current_seat
        self.choice = (seat, obs.choice) if obs.choice is not None and seat is not None else None

    def matches(self, obs: Observation) -> bool:
        """Does the view show what `obs` (a spectator's observation) says?"""
        return (
            [tuple(sorted(d)) for d in self.displays] == list(obs.displays)
            and tuple(self.counters) == obs.counters
            and self.pot == obs.pot
            and self.card == obs.card
            and self.deck_left == obs.deck_left
            and (self.current == obs.current_seat or obs.is_over)
            and tuple(self.bidders) == obs.bidders
            and tuple(sorted(self.skipped)) == obs.skipped
            and tuple(self.discard) == obs.discard
            and (self.choice[1] if self.choice else None) == obs.choice
        )
