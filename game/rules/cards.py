"""Cards are values with a kind, so special cards can join the deck without a rewrite."""

from __future__ import annotations

import enum
from dataclasses import dataclass

LOWEST_NUMBER = 3
HIGHEST_NUMBER = 35
TACTICAL_REMOVED = (10, 20, 30)


class CardKind(enum.Enum):
    NUMBER = "number"


@dataclass(frozen=True, slots=True)
class Card:
    """A card: its kind and its value (for number cards, the printed number)."""

    value: int
    kind: CardKind = CardKind.NUMBER

    @classmethod
    def number(cls, value: int) -> Card:
        """A number card 3–35."""
        if not LOWEST_NUMBER <= value <= HIGHEST_NUMBER:
            raise ValueError(f"number cards run from {LOWEST_NUMBER} to {HIGHEST_NUMBER}: {value}")
        return _NUMBER_CARDS[value - LOWEST_NUMBER]

    @property
    def is_number(self) -> bool:
        return self.kind is CardKind.NUMBER

    def __str__(self) -> str:
        return str(self.value)

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
        """A compact JSON form: number cards are plain ints."""
        return self.value if self.kind is CardKind.NUMBER else f"{self.kind.value}:{self.value}"

    @classmethod
    def from_json(cls, data: object) -> Card:
        if isinstance(data, int) and not isinstance(data, bool):
            return cls.number(data)
        raise ValueError(f"not a card: {data!r}")


_KIND_ORDER = {kind: index for index, kind in enumerate(CardKind)}

# One shared instance per number card: cheap equality and no allocation in the hot path.
_NUMBER_CARDS = tuple(
    Card(value, CardKind.NUMBER) for value in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1)
)


def number_cards(*, tactical: bool = False) -> list[Card]:
    """The number cards a round shuffles: 3–35, less 10/20/30 in the tactical variant [V1]."""
    removed = TACTICAL_REMOVED if tactical else ()
    return [card for card in _NUMBER_CARDS if card.value not in removed]
