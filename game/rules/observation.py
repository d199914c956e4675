"""What one seat may know, and the actions a seat submits."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

from game.rules.cards import Card, number_cards
from game.rules.expansion import decline_receiver


class Action(enum.Enum):
    """A decision. Base game [B4]: take the face-up card with its counters, or pay a counter
    to pass. Expansion: BID a counter for a green card or DECLINE it and collect the
    counters on it [X3]; play your SKIP or LOOK card [X3] (on your own turn)."""

    TAKE = "take"
    PASS = "pass"
    BID = "bid"
    DECLINE = "decline"
    SKIP = "skip"
    LOOK = "look"


@dataclass(frozen=True, slots=True)
class ChooseCard:
    """The answer to a pending choice (`Observation.choice`): the display card to give to
    the left ("give_left") or to discard ("remove") [X3]."""

    card: Card

    @property
    def value(self) -> str:
        """The save form, like `Action.value`: `choose:17`, `choose:bonus5:2`."""
        return f"choose:{self.card.to_json()}"


Move = Action | ChooseCard


class PublicDecision(NamedTuple):
    """One take-or-pass decision of the round so far, as everyone at the table saw it."""

    seat: int
    card: int  # the face-up card's value
    pot: int  # counters on it before the decision
    took: bool
    deck_left: int  # cards still face down when it was made


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything public, plus the observing seat's own counters and private knowledge.

    Never contains the set-aside cards, the green cards returned to the box, or the order of
    the deck, only how many cards are left. `counters` gives every seat's exact count:
    counters are kept secret at the table [B8], but every counter movement is public, so a
    player with perfect memory knows them all; a UI decides what to show (see
    `open_counters`). `seat` is None for a spectator view, and then `my_counters` is None.

    Expansion fields (defaults in the base game): `next_back` is the back colour of the
    deck's top card, "green" or "normal" (None: deck empty) — public, as green backs
    differ. `greens_left` green cards are still in the deck (public by counting).
    `box_count` green cards went back to the box unseen. `discard` holds the specials that
    acted or were played or removed. `skipped` are the seats that played skip on the current
    card; `bidders` the seats that bid on the current green card, in order. `choice` is the
    pending "give_left" or "remove" choice of `current_seat` (None: a normal decision).
    `seen_set_aside` is what this seat saw with its look card, for its own eyes only.

    `round_decisions` (base game only; empty with the expansion): every take and pass of
    the current round in order. Public, as every decision is made in the open; a player
    with perfect memory knows it, and bots read it to learn how the others play.
    """

    seat: int | None
    players: int
    round: int
    rounds: int
    current_seat: int | None
    card: Card | None
    pot: int
    deck_left: int
    set_aside_count: int
    displays: tuple[tuple[Card, ...], ...]
    counters: tuple[int, ...]
    my_counters: int | None
    removed: tuple[Card, ...]
    totals: tuple[int, ...]
    legal: tuple[Move, ...]
    is_over: bool
    open_counters: bool
    tactical: bool
    start_counters: int
    expansion: bool = False
    next_back: str | None = None
    greens_left: int = 0
    box_count: int = 0
    discard: tuple[Card, ...] = ()
    skipped: tuple[int, ...] = ()
    bidders: tuple[int, ...] = ()
    choice: str | None = None
    seen_set_aside: tuple[Card, ...] | None = None
    round_decisions: tuple[PublicDecision, ...] = ()

    @property
    def decline_receiver(self) -> int | None:
        """The seat that would receive the face-up green card if the seat to move declined
        it now (None unless a green card is being bid for) [X3]."""
        if self.card is None or not self.card.is_green or self.current_seat is None:
            return None
        return decline_receiver(self.current_seat, self.bidders, self.skipped, self.players)

    def unseen_numbers(self) -> frozenset[int]:
        """Number values not visible anywhere (displays, table, removed, discard): in the
        deck or set aside (which, unknown, unless this seat's look showed them)."""
        seen = {card.value for display in self.displays for card in display if card.is_number}
        seen.update(card.value for card in self.removed)
        seen.update(card.value for card in self.discard if card.is_number)
        if self.card is not None and self.card.is_number:
            seen.add(self.card.value)
        return frozenset(
            card.value for card in number_cards(tactical=self.tactical) if card.value not in seen
        )
