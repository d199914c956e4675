"""Scoring [B7]: runs count their lowest card, each counter takes a point off."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.rules.cards import Card


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """A seat's score, explained for the results screen.

    runs: the cards grouped into runs of consecutive values, lowest first; the first
    card of each run is the one that counts. card_points: the sum of those lowest cards.
    counter_points: minus one per counter left. total: card_points + counter_points.
    """

    runs: tuple[tuple[Card, ...], ...]
    card_points: int
    counters: int
    counter_points: int
    total: int

    @property
    def scoring_cards(self) -> tuple[Card, ...]:
        return tuple(run[0] for run in self.runs)

    def to_json(self) -> dict[str, object]:
        return {
            "runs": [[card.to_json() for card in run] for run in self.runs],
            "card_points": self.card_points,
            "counters": self.counters,
            "counter_points": self.counter_points,
            "total": self.total,
        }


def _as_cards(cards: Iterable[Card | int]) -> list[Card]:
    return sorted(card if isinstance(card, Card) else Card.number(card) for card in cards)


def group_runs(cards: Iterable[Card | int]) -> tuple[tuple[Card, ...], ...]:
    """Number cards grouped into runs of consecutive values, lowest first."""
    runs: list[list[Card]] = []
    for card in _as_cards(cards):
        if runs and card.value == runs[-1][-1].value + 1:
            runs[-1].append(card)
        else:
            runs.append([card])
    return tuple(tuple(run) for run in runs)


def score_breakdown(cards: Iterable[Card | int], counters: int) -> ScoreBreakdown:
    """The base-game score of a display and a counter supply, with its parts [B7]."""
    if counters < 0:
        raise ValueError(f"counters cannot be negative: {counters}")
    runs = group_runs(cards)
    card_points = sum(run[0].value for run in runs)
    return ScoreBreakdown(
        runs=runs,
        card_points=card_points,
        counters=counters,
        counter_points=-counters,
        total=card_points - counters,
    )


def score(cards: Iterable[Card | int], counters: int) -> int:
    """The base-game score: each run counts its lowest card, each counter takes one off [B7]."""
    return score_breakdown(cards, counters).total


def winners(scores: Iterable[int]) -> tuple[int, ...]:
    """The seats with the lowest score; a tie shares the victory [B7]."""
    values = list(scores)
    best = min(values)
    return tuple(seat for seat, value in enumerate(values) if value == best)
