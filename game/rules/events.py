"""What the engine reports. Applying an action returns a list of these, in order.

Scenes animate them; every event is public information (nothing here reveals the
set-aside cards or the deck order), so a UI may show all of them to everybody.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.cards import Card
from game.rules.scoring import ScoreBreakdown


@dataclass(frozen=True, slots=True)
class GameStarted:
    """A new match: how many seats and rounds."""

    kind: ClassVar[str] = "game_started"
    players: int
    rounds: int


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round begins: every seat holds `counters`; `removed` are the cards taken out face up
    in the tactical variant [V1]; `deck_size` cards will be played."""

    kind: ClassVar[str] = "round_started"
    round: int
    rounds: int
    first_seat: int
    counters: tuple[int, ...]
    removed: tuple[Card, ...]
    deck_size: int


@dataclass(frozen=True, slots=True)
class CardRevealed:
    """The top card of the deck is turned face up; `deck_left` cards remain face down."""

    kind: ClassVar[str] = "card_revealed"
    card: Card
    deck_left: int


@dataclass(frozen=True, slots=True)
class DecisionMoved:
    """It is now `seat`'s decision [B5]."""

    kind: ClassVar[str] = "decision_moved"
    seat: int


@dataclass(frozen=True, slots=True)
class CounterPaid:
    """`seat` passed by putting a counter on the card; `pot` counters are now on it."""

    kind: ClassVar[str] = "counter_paid"
    seat: int
    pot: int
    counters_left: int


@dataclass(frozen=True, slots=True)
class CardTaken:
    """`seat` took `card` with the `counters` that were on it [B4]."""

    kind: ClassVar[str] = "card_taken"
    seat: int
    card: Card
    counters: int
    counters_after: int


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """The last card was taken [B6]. `scores` are this round's, `totals` the match so far."""

    kind: ClassVar[str] = "round_ended"
    round: int
    breakdowns: tuple[ScoreBreakdown, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchEnded:
    """The match is over; the lowest total wins and a tie shares the win [V2]."""

    kind: ClassVar[str] = "match_ended"
    totals: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    GameStarted
    | RoundStarted
    | CardRevealed
    | DecisionMoved
    | CounterPaid
    | CardTaken
    | RoundEnded
    | MatchEnded
)
