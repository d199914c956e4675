"""Scoring [B7]: runs count their lowest card, each counter takes a point off; with the
expansion's end-of-round special cards [X2] [X3] on top.

Counter value at the end (RULES.md): start from the counters, double them with "double
counters", then halve (round down) with "halve counters", then turn them into added points
with "counters negative". The wild is placed where it scores best. Special cards still in
a display at the end count as cards for "card bonus" and "card penalty".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.rules.cards import BONUS_POINTS, HIGHEST_NUMBER, LOWEST_NUMBER, Card, CardKind, Timing

FORTY_POINTS = 40


def mask_points(mask: int) -> int:
    """Card points of a display bitmask (bit v set: number v held): each run counts only
    its lowest card [B7]."""
    lowest = mask & ~(mask << 1)
    total = 0
    while lowest:
        bit = lowest & -lowest
        total += bit.bit_length() - 1
        lowest ^= bit
    return total


@dataclass(frozen=True, slots=True)
class Effect:
    """What one special card did to a score: `points` added (negative: taken off), and a
    short sentence for the results screen."""

    card: Card
    points: int
    text: str

    def to_json(self) -> dict[str, object]:
        return {"card": self.card.to_json(), "points": self.points, "text": self.text}


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """A seat's score, explained for the results screen.

    runs: the number cards (and the wild, at `wild_value`) grouped into runs of consecutive
    values, lowest first; the first card of each run is the one that counts. card_points:
    the sum of those lowest cards. counter_points: minus one per counter left. effects: one
    entry per special card that changed the score (expansion only), each with the points it
    added; the counter cards' entries are the change they made to counter_points, in
    RULES.md's order. total: card_points + counter_points + the effects' points. idle: the
    special cards held but never played (Skip, Look): no effect, yet in the display (a
    card bonus counts them), so the results show them.
    """

    runs: tuple[tuple[Card, ...], ...]
    card_points: int
    counters: int
    counter_points: int
    total: int
    effects: tuple[Effect, ...] = ()
    wild_value: int | None = None
    idle: tuple[Card, ...] = ()

    @property
    def scoring_cards(self) -> tuple[Card, ...]:
        return tuple(run[0] for run in self.runs)

    def number_of(self, card: Card) -> int:
        """The number a card of `runs` stands for (the wild's chosen value for the wild)."""
        if card.kind is CardKind.WILD and self.wild_value is not None:
            return self.wild_value
        return card.value

    def to_json(self) -> dict[str, object]:
        document: dict[str, object] = {
            "runs": [[card.to_json() for card in run] for run in self.runs],
            "card_points": self.card_points,
            "counters": self.counters,
            "counter_points": self.counter_points,
            "total": self.total,
        }
        if self.effects:
            document["effects"] = [effect.to_json() for effect in self.effects]
            document["wild_value"] = self.wild_value
        if self.idle:
            document["idle"] = [card.to_json() for card in self.idle]
        return document


def _as_card(card: Card | int | str) -> Card:
    if isinstance(card, Card):
        return card
    if isinstance(card, str):
        return Card.special(card)
    return Card.number(card)


def _as_cards(cards: Iterable[Card | int | str]) -> list[Card]:
    return sorted(_as_card(card) for card in cards)


def _runs_of(cards: Sequence[Card], number_of: dict[Card, int]) -> tuple[tuple[Card, ...], ...]:
    runs: list[list[Card]] = []
    for card in sorted(cards, key=lambda c: number_of[c]):
        if runs and number_of[card] == number_of[runs[-1][-1]] + 1:
            runs[-1].append(card)
        else:
            runs.append([card])
    return tuple(tuple(run) for run in runs)


def group_runs(cards: Iterable[Card | int]) -> tuple[tuple[Card, ...], ...]:
    """Number cards grouped into runs of consecutive values, lowest first."""
    return _group_sorted(_as_cards(cards))


def _group_sorted(cards: list[Card]) -> tuple[tuple[Card, ...], ...]:
    runs: list[list[Card]] = []
    for card in cards:
        if runs and card.value == runs[-1][-1].value + 1:
            runs[-1].append(card)
        else:
            runs.append([card])
    return tuple(tuple(run) for run in runs)


def score_breakdown(cards: Iterable[Card | int | str], counters: int) -> ScoreBreakdown:
    """The score of a display and a counter supply, with its parts [B7] [X2] [X3].
    Special cards may be given as Card objects or by name (`"bonus10"`)."""
    if counters < 0:
        raise ValueError(f"counters cannot be negative: {counters}")
    held = _as_cards(cards)
    if all(card.kind is CardKind.NUMBER for card in held):
        runs = _group_sorted(held)
        card_points = sum(run[0].value for run in runs)
        return ScoreBreakdown(
            runs=runs,
            card_points=card_points,
            counters=counters,
            counter_points=-counters,
            total=card_points - counters,
        )
    return _expansion_breakdown(held, counters)


def _highest_extra(mask: int, forties: int) -> int:
    """The points "highest doubled" adds: the 40 if held, else the lowest card of the run
    holding the highest number [X2]."""
    if forties:
        return FORTY_POINTS
    if not mask:
        return 0
    top = mask.bit_length() - 1
    # Walk down the run the highest card belongs to.
    while (mask >> (top - 1)) & 1:
        top -= 1
    return top


class _Tally:
    """A display read once: its number mask (the wild placed), and how many of each
    special it holds. Both the total and the explained breakdown come from this."""

    __slots__ = ("cards", "kinds", "mask", "wild_values")

    def __init__(self, mask: int, kinds: dict[CardKind, int], cards: int) -> None:
        self.mask = mask
        self.kinds = kinds
        self.cards = cards
        # The wild stands for the free number that scores best (lowest total; ties: the
        # lowest number). Several wilds (only through `score`) are placed one by one.
        self.wild_values: list[int] = []
        forties = self.kinds.get(CardKind.FORTY, 0)
        doubled = self.kinds.get(CardKind.HIGHEST_DOUBLED, 0)
        for _ in range(self.kinds.get(CardKind.WILD, 0)):
            mask = self.mask
            free = [v for v in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1) if not (mask >> v) & 1]
            if not free:
                break
            best = min(
                free,
                key=lambda v: (
                    mask_points(mask | 1 << v) + doubled * _highest_extra(mask | 1 << v, forties),
                    v,
                ),
            )
            self.mask |= 1 << best
            self.wild_values.append(best)

    @classmethod
    def of(cls, held: Iterable[Card]) -> _Tally:
        mask = 0
        cards = 0
        kinds: dict[CardKind, int] = {}
        for card in held:
            cards += 1
            if card.kind is CardKind.NUMBER:
                mask |= 1 << card.value
            else:
                kinds[card.kind] = kinds.get(card.kind, 0) + 1
        return cls(mask, kinds, cards)

    def special_points(self, kind: CardKind) -> int:
        """Points one card of `kind` adds, counters aside."""
        if kind in BONUS_POINTS:
            return -BONUS_POINTS[kind]
        if kind is CardKind.CARD_BONUS:
            return -self.cards
        if kind is CardKind.CARD_PENALTY:
            return self.cards
        if kind is CardKind.FORTY:
            return FORTY_POINTS
        if kind is CardKind.HIGHEST_DOUBLED:
            return _highest_extra(self.mask, self.kinds.get(CardKind.FORTY, 0))
        return 0

    def counter_steps(self, counters: int) -> list[tuple[CardKind, int]]:
        """Each counter card's change to the counter points, in RULES.md's order: double,
        then halve (round down), then counters negative [X2] [X3]."""
        steps: list[tuple[CardKind, int]] = []
        value = counters
        points = -counters
        for _ in range(self.kinds.get(CardKind.DOUBLE_COUNTERS, 0)):
            value *= 2
            steps.append((CardKind.DOUBLE_COUNTERS, -value - points))
            points = -value
        for _ in range(self.kinds.get(CardKind.HALVE_COUNTERS, 0)):
            value //= 2
            steps.append((CardKind.HALVE_COUNTERS, -value - points))
            points = -value
        for _ in range(self.kinds.get(CardKind.COUNTERS_NEGATIVE, 0)):
            steps.append((CardKind.COUNTERS_NEGATIVE, value - points))
            points = value
        return steps

    def total(self, counters: int) -> int:
        specials = sum(self.special_points(kind) * n for kind, n in self.kinds.items())
        counter_changes = sum(change for _, change in self.counter_steps(counters))
        return mask_points(self.mask) + specials - counters + counter_changes


_COUNTER_TEXT = {
    CardKind.DOUBLE_COUNTERS: "counters count double",
    CardKind.HALVE_COUNTERS: "counters count half, rounded down",
    CardKind.COUNTERS_NEGATIVE: "counters add points",
}


def _effect_text(tally: _Tally, card: Card, points: int) -> str:
    kind = card.kind
    if kind in BONUS_POINTS:
        return f"{BONUS_POINTS[kind]} points off"
    if kind is CardKind.CARD_BONUS:
        return f"{tally.cards} cards: one point off each"
    if kind is CardKind.CARD_PENALTY:
        return f"{tally.cards} cards: one point added each"
    if kind is CardKind.FORTY:
        return "the 40 counts 40"
    forties = tally.kinds.get(CardKind.FORTY, 0)
    what = "the 40" if forties else f"the {points}" if points else "no number card"
    return f"highest card: {what} counts twice"


def _expansion_breakdown(held: list[Card], counters: int) -> ScoreBreakdown:
    tally = _Tally.of(held)
    number_of = {card: card.value for card in held if card.is_number}
    wilds = [card for card in held if card.kind is CardKind.WILD]
    effects: list[Effect] = []
    for wild, value in zip(wilds, tally.wild_values, strict=False):
        number_of[wild] = value
        effects.append(Effect(wild, 0, f"the wild counts as {value}"))
    for card in held:
        if card.kind in _COUNTER_TEXT or card.kind is CardKind.WILD or card.is_number:
            continue
        if card.timing is Timing.END:
            points = tally.special_points(card.kind)
            effects.append(Effect(card, points, _effect_text(tally, card, points)))
    counter_cards = {kind: [c for c in held if c.kind is kind] for kind in _COUNTER_TEXT}
    for kind, change in tally.counter_steps(counters):
        effects.append(Effect(counter_cards[kind].pop(0), change, _COUNTER_TEXT[kind]))
    total = tally.total(counters)
    return ScoreBreakdown(
        runs=_runs_of(list(number_of), number_of),
        card_points=mask_points(tally.mask),
        counters=counters,
        counter_points=-counters,
        total=total,
        effects=tuple(effects),
        wild_value=tally.wild_values[0] if tally.wild_values else None,
        idle=tuple(c for c in held if not c.is_number and c.timing is Timing.ANY_TIME),
    )


def score(cards: Iterable[Card | int | str], counters: int) -> int:
    """The score: each run counts its lowest card, each counter takes one off [B7]; special
    cards (by Card or by name, e.g. `score([10, 11, "double_counters", "bonus10"], 5)`)
    add their effects [X2] [X3]."""
    held = [card if isinstance(card, Card) else _as_card(card) for card in cards]
    if counters < 0:
        raise ValueError(f"counters cannot be negative: {counters}")
    return _Tally.of(held).total(counters)


def parts_score(mask: int, kinds: dict[CardKind, int], cards: int, counters: int) -> int:
    """`score` of a display given as its parts: the number bitmask, how many of each special
    kind, and how many cards in all (for the fast search state)."""
    return _Tally(mask, kinds, cards).total(counters)


def winners(scores: Iterable[int]) -> tuple[int, ...]:
    """The seats with the lowest score; a tie shares the victory [B7]."""
    values = list(scores)
    best = min(values)
    return tuple(seat for seat, value in enumerate(values) if value == best)
