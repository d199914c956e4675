"""A compact game state for look-ahead search: ints and bitmasks, no events, no checks.

The event-producing `Game` is for the table, saves and tests; bots that simulate thousands
of futures use this instead. A display is a bitmask (bit v set: card v held), so scoring a
display is a few integer operations. It models one round of the base game; match totals
are constant offsets a search can add itself.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules.observation import Observation
from game.rules.scoring import mask_points

__all__ = ["FastState", "mask_of", "mask_points", "random_playout"]


def mask_of(values: Sequence[int]) -> int:
    mask = 0
    for value in values:
        mask |= 1 << value
    return mask


class FastState:
    """One round in progress. `deck` is the face-down cards in draw order (draw = pop()),
    which a search fills with a sampled deal; `card` is 0 once the round is over."""

    __slots__ = ("card", "counters", "deck", "hands", "players", "pot", "seat")

    def __init__(
        self,
        players: int,
        hands: list[int],
        counters: list[int],
        deck: list[int],
        card: int,
        pot: int,
        seat: int,
    ) -> None:
        self.players = players
        self.hands = hands
        self.counters = counters
        self.deck = deck
        self.card = card
        self.pot = pot
        self.seat = seat

    @classmethod
    def from_observation(cls, obs: Observation, deck: list[int]) -> FastState:
        """The observed round with a sampled face-down `deck` (draw order: last is next)."""
        if obs.card is None or obs.current_seat is None:
            raise ValueError("the round is over: nothing to search")
        return cls(
            players=obs.players,
            hands=[mask_of([card.value for card in display]) for display in obs.displays],
            counters=list(obs.counters),
            deck=deck,
            card=obs.card.value,
            pot=obs.pot,
            seat=obs.current_seat,
        )

    @classmethod
    def deal(cls, players: int, counters: int, rng: random.Random, first: int = 0) -> FastState:
        """A fresh base-game round: 24 of 3–35 in random order."""
        values = list(range(3, 36))
        rng.shuffle(values)
        deck = values[:24]
        card = deck.pop()
        return cls(players, [0] * players, [counters] * players, deck, card, 0, first)

    def copy(self) -> FastState:
        return FastState(
            self.players,
            self.hands[:],
            self.counters[:],
            self.deck[:],
            self.card,
            self.pot,
            self.seat,
        )

    @property
    def is_over(self) -> bool:
        return self.card == 0

    def take(self) -> None:
        """The current seat takes the card and its counters, then reveals the next."""
        seat = self.seat
        self.hands[seat] |= 1 << self.card
        self.counters[seat] += self.pot
        self.pot = 0
        self.card = self.deck.pop() if self.deck else 0

    def pass_(self) -> None:
        """The current seat pays a counter; the decision moves left. Caller checks legality."""
        self.counters[self.seat] -= 1
        self.pot += 1
        self.seat = (self.seat + 1) % self.players

    def scores(self) -> list[int]:
        return [
            mask_points(hand) - counters
            for hand, counters in zip(self.hands, self.counters, strict=True)
        ]


def random_playout(state: FastState, rng: random.Random, take_chance: float = 0.5) -> int:
    """Play `state` to the end at random (a forced take when out of counters).
    Returns the number of decisions made."""
    decisions = 0
    rand = rng.random
    counters = state.counters
    while state.card:
        if counters[state.seat] == 0 or rand() < take_chance:
            state.take()
        else:
            state.pass_()
        decisions += 1
    return decisions
