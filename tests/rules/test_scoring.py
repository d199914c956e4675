"""[B7] scoring, including the rulebook's worked examples."""

import pytest

from game.rules import Card, group_runs, score, score_breakdown, winners


@pytest.mark.parametrize(
    ("cards", "counters", "expected"),
    [
        ([4, 6, 10, 21], 0, 41),
        ([3, 7, 13, 25], 8, 40),
        ([3, 7, 10, 14, 25], 8, 51),
        ([3, 7, 12, 15, 25], 8, 54),
        ([13, 15, 16], 0, 28),
    ],
)
def test_B7_rulebook_examples(cards: list[int], counters: int, expected: int) -> None:
    assert score(cards, counters) == expected


def test_B7_run_counts_only_its_lowest_card() -> None:
    assert score([17, 18, 19, 20], 0) == 17
    assert score([8, 9], 0) == 8
    assert score([35, 33, 34], 0) == 33  # order of taking does not matter


def test_B7_each_counter_takes_one_point_off() -> None:
    assert score([20], 5) == 15
    assert score([], 11) == -11


def test_B7_score_accepts_cards_or_ints() -> None:
    assert score([Card.number(13), Card.number(14)], 2) == score([13, 14], 2) == 11


def test_B7_breakdown_groups_runs_and_explains_the_total() -> None:
    breakdown = score_breakdown([16, 13, 15, 22], 3)
    assert [[c.value for c in run] for run in breakdown.runs] == [[13], [15, 16], [22]]
    assert [c.value for c in breakdown.scoring_cards] == [13, 15, 22]
    assert breakdown.card_points == 50
    assert breakdown.counter_points == -3
    assert breakdown.total == 47


def test_B7_group_runs_of_empty_display() -> None:
    assert group_runs([]) == ()


def test_B7_lowest_score_wins_and_a_tie_shares() -> None:
    assert winners([40, 12, 30]) == (1,)
    assert winners([12, 40, 12]) == (0, 2)


def test_B7_negative_counters_are_refused() -> None:
    with pytest.raises(ValueError, match="negative"):
        score([3], -1)
