"""What the engine reports. Applying an action returns a list of these, in order.

Scenes animate them; every event is public information (nothing here reveals the
set-aside cards, the green cards in the box or the deck order), so a UI may show all of
them to everybody. What a look card shows its owner is in that seat's observation only.
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
    # The back colour of the deck's top card after this event (public [X1]); None: empty.
    next_back: str | None = None


@dataclass(frozen=True, slots=True)
class CardRevealed:
    """The top card of the deck is turned face up; `deck_left` cards remain face down."""

    kind: ClassVar[str] = "card_revealed"
    card: Card
    deck_left: int
    next_back: str | None = None  # the deck's top card's back now (public [X1])


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


@dataclass(frozen=True, slots=True)
class BidPlaced:
    """`seat` bid for the green card by putting a counter on it [X3]; `pot` are on it now."""

    kind: ClassVar[str] = "bid_placed"
    seat: int
    pot: int
    counters_left: int


@dataclass(frozen=True, slots=True)
class GreenDeclined:
    """`seat` declined the green `card` and collected the `counters` on it; the card went
    to `receiver` (the last bidder still in, else the first seat still in on the decliner's
    right) [X3]. `seat` reveals the next card, after any choice the card asks of the
    receiver."""

    kind: ClassVar[str] = "green_declined"
    seat: int
    card: Card
    counters: int
    counters_after: int
    receiver: int


@dataclass(frozen=True, slots=True)
class SpecialPlayed:
    """`seat`'s special `card` acted and went to the discard pile: a skip or look its owner
    played, or a *now* card just received (give left, remove, take a pink-back card).
    `note` says what it did in words ("no card to give" when the display was empty)."""

    kind: ClassVar[str] = "special_played"
    seat: int
    card: Card
    note: str


@dataclass(frozen=True, slots=True)
class ChoiceRequired:
    """`seat` must choose one of `options` from its display: `choice` is "give_left" (the
    card goes to the seat on its left) or "remove" (the card is discarded) [X3]."""

    kind: ClassVar[str] = "choice_required"
    seat: int
    choice: str
    options: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardGiven:
    """`seat` gave `card` from its display to `to_seat`, on its left [X3]."""

    kind: ClassVar[str] = "card_given"
    seat: int
    to_seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardRemoved:
    """`seat` discarded `card` from its display [X3]."""

    kind: ClassVar[str] = "card_removed"
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """Take a pink-back card [X2]: `card` went from `source` ("deck": the first
    normal-back card from the top; "set-aside": the top set-aside card) into `seat`'s
    display. `deck_left` cards remain in the deck."""

    kind: ClassVar[str] = "card_drawn"
    seat: int
    card: Card
    source: str
    deck_left: int
    next_back: str | None = None  # the deck's top card's back now (public [X1])


Event = (
    GameStarted
    | RoundStarted
    | CardRevealed
    | DecisionMoved
    | CounterPaid
    | CardTaken
    | RoundEnded
    | MatchEnded
    | BidPlaced
    | GreenDeclined
    | SpecialPlayed
    | ChoiceRequired
    | CardGiven
    | CardRemoved
    | CardDrawn
)
