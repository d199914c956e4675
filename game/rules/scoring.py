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

from game.rules.cards import BONUS_POINTS, HIGHEST_NUMBER, LOWEST_NUMBER, Card, CardKind

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
    RULES.md's order. total: card_points + counter_points + the effects' points.
    """

    runs: tuple[tuple[Card, ...], ...]
    card_points: int
    counters: int
    counter_points: int
    total: int
    effects: tuple[Effect, ...] = ()
    wild_value: int | None = None

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
    runs: list[list[Card]] = []
    for card in _as_cards(cards):
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
    if all(card.is_number for card in held):
        runs = group_runs(held)
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


def _expansion_breakdown(held: list[Card], counters: int) -> ScoreBreakdown:
    kinds = [card.kind for card in held]
    count = kinds.count
    numbers = [card for card in held if card.is_number]
    mask = 0
    for card in numbers:
        mask |= 1 << card.value
    forties = count(CardKind.FORTY)
    doubled_highest = count(CardKind.HIGHEST_DOUBLED)

    def card_part(candidate: int) -> int:
        return mask_points(candidate) + doubled_highest * _highest_extra(candidate, forties)

    # The wild stands for the free number that scores best (lowest total; ties: lowest
    # number). More than one wild (only possible through `score`) are placed one by one.
    number_of = {card: card.value for card in numbers}
    wild_value: int | None = None
    for wild in (card for card in held if card.kind is CardKind.WILD):
        free = [v for v in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1) if not (mask >> v) & 1]
        if not free:
            continue
        wild_value = min(free, key=lambda v: (card_part(mask | 1 << v), v))
        mask |= 1 << wild_value
        number_of[wild] = wild_value
    runs = _runs_of(list(number_of), number_of)
    card_points = mask_points(mask)
    effects: list[Effect] = []
    for card in held:
        kind = card.kind
        if kind in BONUS_POINTS:
            effects.append(Effect(card, -BONUS_POINTS[kind], f"{BONUS_POINTS[kind]} points off"))
        elif kind is CardKind.WILD and card in number_of:
            effects.append(Effect(card, 0, f"the wild counts as {number_of[card]}"))
        elif kind is CardKind.CARD_BONUS:
            effects.append(Effect(card, -len(held), f"{len(held)} cards: one point off each"))
        elif kind is CardKind.CARD_PENALTY:
            effects.append(Effect(card, len(held), f"{len(held)} cards: one point added each"))
        elif kind is CardKind.FORTY:
            effects.append(Effect(card, FORTY_POINTS, "the 40 counts 40"))
        elif kind is CardKind.HIGHEST_DOUBLED:
            extra = _highest_extra(mask, forties)
            what = "the 40" if forties else f"the {extra}" if extra else "no number card"
            effects.append(Effect(card, extra, f"highest card: {what} counts twice"))
    # Counters: double, then halve (round down), then make them added points [X2] [X3].
    value = counters
    points = -counters
    for card in held:
        if card.kind is CardKind.DOUBLE_COUNTERS:
            value *= 2
            effects.append(Effect(card, -value - points, "counters count double"))
            points = -value
    for card in held:
        if card.kind is CardKind.HALVE_COUNTERS:
            value //= 2
            effects.append(Effect(card, -value - points, "counters count half, rounded down"))
            points = -value
    for card in held:
        if card.kind is CardKind.COUNTERS_NEGATIVE:
            effects.append(Effect(card, value - points, "counters add points"))
            points = value
    total = card_points - counters + sum(effect.points for effect in effects)
    return ScoreBreakdown(
        runs=runs,
        card_points=card_points,
        counters=counters,
        counter_points=-counters,
        total=total,
        effects=tuple(effects),
        wild_value=wild_value,
    )


def score(cards: Iterable[Card | int | str], counters: int) -> int:
    """The score: each run counts its lowest card, each counter takes one off [B7]; special
    cards (by Card or by name, e.g. `score([10, 11, "double_counters", "bonus10"], 5)`)
    add their effects [X2] [X3]."""
    return score_breakdown(cards, counters).total


def winners(scores: Iterable[int]) -> tuple[int, ...]:
    """The seats with the lowest score; a tie shares the victory [B7]."""
    values = list(scores)
    best = min(values)
    return tuple(seat for seat, value in enumerate(values) if value == best)
