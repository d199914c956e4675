"""A compact game state for look-ahead search: ints and bitmasks, no events, no checks.

The event-producing `Game` is for the table, saves and tests; bots that simulate thousands
of futures use this instead. A display is a bitmask (bit v set: card v held), so scoring a
display is a few integer operations. It models one round of the base game; match totals
are constant offsets a search can add itself. `ExpansionState` adds the special cards
[X1]–[X3]: a special card is its `CardKind` (copies are alike), a number card its int.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules.cards import GREEN_COPIES, PINK_KINDS, CardKind
from game.rules.config import EXPANSION_GREENS_PLAYED, EXPANSION_NORMAL_PLAYED
from game.rules.observation import Observation
from game.rules.scoring import mask_points, parts_score

__all__ = ["ExpansionState", "FastState", "mask_of", "mask_points", "random_playout"]

FastCard = int | CardKind


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
    def deal(
        cls,
        players: int,
        counters: int,
        rng: random.Random,
        first: int = 0,
        *,
        expansion: bool = False,
    ) -> FastState:
        """A fresh base-game round: 24 of 3–35 in random order (with `expansion`, an
        `ExpansionState` dealt as [X1])."""
        if expansion:
            return ExpansionState.deal_expansion(players, counters, rng, first)
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


_NOW_SHED = (CardKind.GIVE_LEFT, CardKind.REMOVE)


class ExpansionState(FastState):
    """One expansion round in progress [X1]–[X3]. `deck` holds ints (number cards) and
    `CardKind`s (special cards); `specials[seat]` counts each special kind in a display and
    `sizes[seat]` all its cards. A search plays the face-up card's decision (skipped seats
    already out stay out for that card); `skip` and `look` play those cards as the engine
    does, for a caller that follows a game with them. Give left and remove (compulsory
    while the display holds a card) shed the card that leaves the holder's score lowest."""

    __slots__ = ("bidders", "set_aside", "sizes", "skipped", "specials")

    card: FastCard  # type: ignore[assignment]
    deck: list[FastCard]  # type: ignore[assignment]

    def __init__(
        self,
        players: int,
        hands: list[int],
        counters: list[int],
        deck: list[FastCard],
        card: FastCard,
        pot: int,
        seat: int,
        specials: list[dict[CardKind, int]],
        sizes: list[int],
        set_aside: list[FastCard],
        skipped: int = 0,
        bidders: list[int] | None = None,
    ) -> None:
        super().__init__(players, hands, counters, deck, card, pot, seat)  # type: ignore[arg-type]
        self.specials = specials
        self.sizes = sizes
        self.set_aside = set_aside
        self.skipped = skipped
        self.bidders = bidders if bidders is not None else []

    @classmethod
    def deal_expansion(
        cls, players: int, counters: int, rng: random.Random, first: int = 0
    ) -> ExpansionState:
        normal: list[FastCard] = [*range(3, 36), *PINK_KINDS]
        rng.shuffle(normal)
        aside = len(normal) - EXPANSION_NORMAL_PLAYED
        greens: list[FastCard] = [k for k, n in GREEN_COPIES.items() for _ in range(n)]
        rng.shuffle(greens)
        deck = normal[aside:] + greens[:EXPANSION_GREENS_PLAYED]
        rng.shuffle(deck)
        card = deck.pop()
        return cls(
            players,
            [0] * players,
            [counters] * players,
            deck,
            card,
            0,
            first,
            [{} for _ in range(players)],
            [0] * players,
            normal[:aside],
        )

    @classmethod
    def from_expansion_observation(
        cls, obs: Observation, deck: list[FastCard], set_aside: list[FastCard]
    ) -> ExpansionState:
        """The observed round at a decision about the face-up card, with a sampled deck
        (draw order: last is next) and set-aside pile (last is the top)."""
        if obs.card is None or obs.current_seat is None or obs.choice is not None:
            raise ValueError("search needs a decision about the face-up card")
        specials: list[dict[CardKind, int]] = []
        for display in obs.displays:
            kinds: dict[CardKind, int] = {}
            for card in display:
                if not card.is_number:
                    kinds[card.kind] = kinds.get(card.kind, 0) + 1
            specials.append(kinds)
        card = obs.card
        skipped = 0
        for seat in obs.skipped:
            skipped |= 1 << seat
        return cls(
            obs.players,
            [mask_of([c.value for c in display if c.is_number]) for display in obs.displays],
            list(obs.counters),
            deck,
            card.value if card.is_number else card.kind,
            obs.pot,
            obs.current_seat,
            specials,
            [len(display) for display in obs.displays],
            set_aside,
            skipped,
            list(obs.bidders),
        )

    def copy(self) -> ExpansionState:
        return ExpansionState(
            self.players,
            self.hands[:],
            self.counters[:],
            self.deck[:],
            self.card,
            self.pot,
            self.seat,
            [dict(kinds) for kinds in self.specials],
            self.sizes[:],
            self.set_aside[:],
            self.skipped,
            self.bidders[:],
        )

    @property
    def is_green(self) -> bool:
        return self.card in GREEN_COPIES

    def next_in(self, seat: int) -> int:
        """The next seat to the left still in the card's bidding (`seat` if alone)."""
        other = (seat + 1) % self.players
        while (self.skipped >> other) & 1 and other != seat:
            other = (other + 1) % self.players
        return other

    def must_settle(self) -> bool:
        """True if the seat to move cannot pay: no counters, or alone in the bidding."""
        seat = self.seat
        return self.counters[seat] == 0 or self.next_in(seat) == seat

    def take(self) -> None:
        """Take a number or pink card with its counters; then reveal the next card."""
        seat = self.seat
        self.counters[seat] += self.pot
        self.pot = 0
        self._receive(seat, self.card)
        self._next_card(seat)

    def pass_(self) -> None:
        """Pay a counter: a pass, or a bid on a green card [X3]."""
        seat = self.seat
        self.counters[seat] -= 1
        self.pot += 1
        if self.card in GREEN_COPIES:
            self.bidders.append(seat)
        self.seat = self.next_in(seat)

    bid = pass_

    def skip(self) -> None:
        """Play a held skip card: out of this card's bidding, the decision moves left [X3].
        Caller checks legality (held, and not the last seat still in)."""
        seat = self.seat
        self._discard_held(seat, CardKind.SKIP)
        self.skipped |= 1 << seat
        self.seat = self.next_in(seat)

    def look(self) -> None:
        """Play a held look card: it leaves the display; the decision stays [X3]."""
        self._discard_held(self.seat, CardKind.LOOK)

    def _discard_held(self, seat: int, kind: CardKind) -> None:
        self.specials[seat][kind] -= 1
        self.sizes[seat] -= 1

    def decline(self) -> None:
        """Decline a green card: collect its counters; it goes to the last bidder still in,
        else the first seat still in on the right [X3]."""
        seat = self.seat
        self.counters[seat] += self.pot
        self.pot = 0
        receiver = -1
        for bidder in reversed(self.bidders):
            if not (self.skipped >> bidder) & 1:
                receiver = bidder
                break
        if receiver < 0:
            receiver = (seat - 1) % self.players
            while (self.skipped >> receiver) & 1 and receiver != seat:
                receiver = (receiver - 1) % self.players
        self._receive(receiver, self.card)
        self._next_card(seat)

    def settle(self) -> None:
        """Take, or decline a green card."""
        if self.card in GREEN_COPIES:
            self.decline()
        else:
            self.take()

    def _next_card(self, seat: int) -> None:
        self.skipped = 0
        self.bidders.clear()
        self.seat = seat
        self.card = self.deck.pop() if self.deck else 0

    def _receive(self, seat: int, card: FastCard) -> None:
        if isinstance(card, int):
            self.hands[seat] |= 1 << card
            self.sizes[seat] += 1
            return
        if card in _NOW_SHED:
            self._shed(seat, card is CardKind.GIVE_LEFT)
            return
        if card is CardKind.TAKE_PINK_BACK:
            deck = self.deck
            for index in range(len(deck) - 1, -1, -1):
                if deck[index] not in GREEN_COPIES:
                    self._receive(seat, deck.pop(index))
                    return
            if self.set_aside:
                self._receive(seat, self.set_aside.pop())
            return
        kinds = self.specials[seat]
        kinds[card] = kinds.get(card, 0) + 1
        self.sizes[seat] += 1

    def _shed(self, seat: int, give: bool) -> None:
        """Give left or remove [X3]: compulsory while the display holds any card; the
        card shed is the one that leaves the holder's score lowest."""
        if not self.sizes[seat]:
            return
        hand = self.hands[seat]
        kinds = self.specials[seat]
        size, counters = self.sizes[seat] - 1, self.counters[seat]
        best: FastCard | None = None
        lowest = 0
        if hand:
            # Without a wild or a highest-doubled card, which number goes changes only the
            # runs' points: rank by those and score the display once, for the best.
            exact = bool(kinds.get(CardKind.WILD) or kinds.get(CardKind.HIGHEST_DOUBLED))
            number, rank = 0, 0
            bits = hand
            while bits:
                bit = bits & -bits
                bits ^= bit
                after = (
                    parts_score(hand ^ bit, kinds, size, counters)
                    if exact
                    else mask_points(hand ^ bit)
                )
                if not number or after < rank:
                    number, rank = bit, after
            best = number.bit_length() - 1
            lowest = parts_score(hand ^ number, kinds, size, counters)
        for kind, count in kinds.items():
            if not count:
                continue
            kinds[kind] = count - 1
            after = parts_score(hand, kinds, size, counters)
            kinds[kind] = count
            if best is None or after < lowest:
                best, lowest = kind, after
        if best is None:
            return
        if isinstance(best, int):
            self.hands[seat] ^= 1 << best
        else:
            kinds[best] -= 1
        self.sizes[seat] -= 1
        if give:
            self._receive((seat + 1) % self.players, best)

    def scores(self) -> list[int]:
        return [
            parts_score(hand, kinds, size, counters)
            for hand, kinds, size, counters in zip(
                self.hands, self.specials, self.sizes, self.counters, strict=True
            )
        ]


def random_playout(state: FastState, rng: random.Random, take_chance: float = 0.5) -> int:
    """Play `state` to the end at random (a forced take when out of counters; in the
    expansion a green card is declined as often as a card is taken).
    Returns the number of decisions made."""
    if isinstance(state, ExpansionState):
        return _random_expansion_playout(state, rng, take_chance)
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


def _random_expansion_playout(state: ExpansionState, rng: random.Random, take_chance: float) -> int:
    decisions = 0
    rand = rng.random
    while state.card:
        if state.must_settle() or rand() < take_chance:
            state.settle()
        else:
            state.pass_()
        decisions += 1
    return decisions
