"""What one seat may know."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.rules.cards import Card


class Action(enum.Enum):
    """A decision [B4]: take the face-up card with its counters, or pay a counter to pass."""

    TAKE = "take"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything public, plus the observing seat's own counters.

    Never contains the set-aside cards or the order of the deck, only how many cards are
    left. `counters` gives every seat's exact count: counters are kept secret at the
    table [B8], but every counter movement is public, so a player with perfect memory
    knows them all; a UI decides what to show (see `open_counters`). `seat` is None for
    a spectator view, and then `my_counters` is None.
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
    legal: tuple[Action, ...]
    is_over: bool
    open_counters: bool
    tactical: bool
    start_counters: int

    @property
    def my_display(self) -> tuple[Card, ...]:
        return () if self.seat is None else self.displays[self.seat]

    def unseen_numbers(self) -> frozenset[int]:
        """Number values not visible anywhere: in the deck or set aside (which, unknown)."""
        from game.rules.cards import number_cards

        seen = {card.value for display in self.displays for card in display}
        seen.update(card.value for card in self.removed)
        if self.card is not None:
            seen.add(self.card.value)
        return frozenset(
            card.value for card in number_cards(tactical=self.tactical) if card.value not in seen
        )
