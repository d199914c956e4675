"""Cards are values with a kind, so special cards can join the deck without a rewrite.

A number card's value is its printed number. A special card of the expansion [X1] has a
kind naming what it does and a value that only tells copies apart (the three +15 cards
are values 1, 2 and 3), so every card is a distinct, hashable object.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

LOWEST_NUMBER = 3
HIGHEST_NUMBER = 35
TACTICAL_REMOVED = (10, 20, 30)


class CardKind(enum.Enum):
    """What a card is. The values are the names the public scoring call accepts."""

    NUMBER = "number"
    # Green specials [X3].
    BONUS5 = "bonus5"
    BONUS10 = "bonus10"
    BONUS15 = "bonus15"
    BONUS20 = "bonus20"
    WILD = "wild"
    CARD_BONUS = "card_bonus"
    SKIP = "skip"
    LOOK = "look"
    GIVE_LEFT = "give_left"
    REMOVE = "remove"
    DOUBLE_COUNTERS = "double_counters"
    # Pink specials [X2].
    TAKE_PINK_BACK = "take_pink_back"
    COUNTERS_NEGATIVE = "counters_negative"
    HALVE_COUNTERS = "halve_counters"
    HIGHEST_DOUBLED = "highest_doubled"
    FORTY = "forty"
    CARD_PENALTY = "card_penalty"


class Timing(enum.Enum):
    """When a special card acts [X1]: at the end, when its owner plays it, or at once."""

    END = "end"
    ANY_TIME = "any_time"
    NOW = "now"


# How many copies of each green card the game has [X1]: 16 in all.
GREEN_COPIES: dict[CardKind, int] = {
    CardKind.BONUS5: 2,
    CardKind.BONUS10: 2,
    CardKind.BONUS15: 3,
    CardKind.BONUS20: 2,
    CardKind.WILD: 1,
    CardKind.CARD_BONUS: 1,
    CardKind.SKIP: 1,
    CardKind.LOOK: 1,
    CardKind.GIVE_LEFT: 1,
    CardKind.REMOVE: 1,
    CardKind.DOUBLE_COUNTERS: 1,
}
PINK_KINDS = (
    CardKind.TAKE_PINK_BACK,
    CardKind.COUNTERS_NEGATIVE,
    CardKind.HALVE_COUNTERS,
    CardKind.HIGHEST_DOUBLED,
    CardKind.FORTY,
    CardKind.CARD_PENALTY,
)
BONUS_POINTS = {
    CardKind.BONUS5: 5,
    CardKind.BONUS10: 10,
    CardKind.BONUS15: 15,
    CardKind.BONUS20: 20,
}
_TIMING = {
    CardKind.SKIP: Timing.ANY_TIME,
    CardKind.LOOK: Timing.ANY_TIME,
    CardKind.GIVE_LEFT: Timing.NOW,
    CardKind.REMOVE: Timing.NOW,
    CardKind.TAKE_PINK_BACK: Timing.NOW,
}


@dataclass(frozen=True, slots=True)
class Card:
    """A card: its kind and its value (for number cards, the printed number; for special
    cards, which copy it is)."""

    value: int
    kind: CardKind = CardKind.NUMBER

    @classmethod
    def number(cls, value: int) -> Card:
        """A number card 3–35."""
        if not LOWEST_NUMBER <= value <= HIGHEST_NUMBER:
            raise ValueError(f"number cards run from {LOWEST_NUMBER} to {HIGHEST_NUMBER}: {value}")
        return _NUMBER_CARDS[value - LOWEST_NUMBER]

    @classmethod
    def special(cls, kind: CardKind | str, copy: int = 1) -> Card:
        """A special card by kind or name (`"bonus15"`), and which copy of it."""
        try:
            kind = CardKind(kind)
        except ValueError:
            raise ValueError(f"no special card named {kind!r}") from None
        copies = 0 if kind is CardKind.NUMBER else GREEN_COPIES.get(kind, 1)
        if not 1 <= copy <= copies:
            raise ValueError(f"the game has no copy {copy} of {kind.value}")
        return cls(copy, kind)

    @property
    def is_number(self) -> bool:
        return self.kind is CardKind.NUMBER

    @property
    def is_green(self) -> bool:
        """Green cards have green backs and are bid for [X3]."""
        return self.kind in GREEN_COPIES

    @property
    def is_pink(self) -> bool:
        return self.kind in PINK_KINDS

    @property
    def timing(self) -> Timing:
        """When the card acts; number cards (like every other card) count at the end."""
        return _TIMING.get(self.kind, Timing.END)

    @property
    def name(self) -> str:
        """The card in words: its number, or the special's name (`bonus10`)."""
        return str(self.value) if self.kind is CardKind.NUMBER else self.kind.value

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return (
            f"Card({self.value})"
            if self.kind is CardKind.NUMBER
            else f"Card({self.kind.value}, {self.value})"
        )

    def __lt__(self, other: Card) -> bool:
        # Number cards sort by value; later kinds sort after them.
        return (_KIND_ORDER[self.kind], self.value) < (_KIND_ORDER[other.kind], other.value)

    def to_json(self) -> str | int:
        """A compact JSON form: number cards are plain ints, specials `"kind:copy"`."""
        return self.value if self.kind is CardKind.NUMBER else f"{self.kind.value}:{self.value}"

    @classmethod
    def from_json(cls, data: object) -> Card:
        if isinstance(data, int) and not isinstance(data, bool):
            return cls.number(data)
        if isinstance(data, str) and data.count(":") == 1:
            name, copy = data.split(":")
            # Any copy 1-9 reads back: scripted deals (puzzles, tests) may add copies.
            if copy in _COPY_DIGITS and name != CardKind.NUMBER.value:
                return cls(int(copy), CardKind(name))
        raise ValueError(f"not a card: {data!r}")


_COPY_DIGITS = frozenset("123456789")
_KIND_ORDER = {kind: index for index, kind in enumerate(CardKind)}

# One shared instance per number card: cheap equality and no allocation in the hot path.
_NUMBER_CARDS = tuple(
    Card(value, CardKind.NUMBER) for value in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1)
)


def number_cards(*, tactical: bool = False) -> list[Card]:
    """The number cards a round shuffles: 3–35, less 10/20/30 in the tactical variant [V1]."""
    removed = TACTICAL_REMOVED if tactical else ()
    return [card for card in _NUMBER_CARDS if card.value not in removed]


def green_cards() -> list[Card]:
    """The 16 green special cards [X1], in a fixed order (a round shuffles them)."""
    return [
        Card(copy, kind) for kind, count in GREEN_COPIES.items() for copy in range(1, count + 1)
    ]


def pink_cards() -> list[Card]:
    """The 6 pink special cards [X1], one of each kind."""
    return [Card(1, kind) for kind in PINK_KINDS]
