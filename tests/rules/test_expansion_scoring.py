"""Scoring with the expansion's special cards [X2] [X3], through the public `score` call,
which takes special cards by name as well as numbers."""

from __future__ import annotations

import pytest

from game.rules import Card, score, score_breakdown


def test_X3_the_issue_example_double_counters_and_a_bonus() -> None:
    # 10-11 counts 10; +10 takes 10 off; 5 counters doubled take 10 off.
    assert score([10, 11, "double_counters", "bonus10"], 5) == -10


@pytest.mark.parametrize(
    ("name", "points"), [("bonus5", 5), ("bonus10", 10), ("bonus15", 15), ("bonus20", 20)]
)
def test_X3_bonus_cards_take_their_points_off(name: str, points: int) -> None:
    assert score([17, name], 2) == 17 - points - 2


def test_X3_wild_joins_two_runs_when_it_fits_between() -> None:
    breakdown = score_breakdown([20, 22, "wild"], 0)
    assert breakdown.wild_value == 21 and breakdown.total == 20
    assert [[breakdown.number_of(c) for c in run] for run in breakdown.runs] == [[20, 21, 22]]


def test_X3_wild_beside_a_run_lowers_its_bottom_card() -> None:
    assert score_breakdown([20, 21, "wild"], 0).wild_value == 19
    assert score([20, 21, "wild"], 0) == 19
    assert score([3, 4, "wild"], 0) == 3  # 5 extends the run at no cost
    assert score(["wild"], 0) == 3  # alone, the lowest number


def test_X3_wild_prefers_the_gap_that_saves_most() -> None:
    # Between 10 and 12 saves 12; between 30 and 32 saves 32.
    assert score_breakdown([10, 12, 30, 32, "wild"], 0).wild_value == 31
    assert score([10, 12, 30, 32, "wild"], 0) == 10 + 12 + 30


def test_X3_card_bonus_counts_every_card_of_the_display_itself_included() -> None:
    assert score([10, 11, "card_bonus"], 0) == 10 - 3
    # Unplayed any-time cards still in the display count as cards.
    assert score([10, "skip", "look", "card_bonus"], 0) == 10 - 4


def test_X3_double_counters_counts_counters_double() -> None:
    assert score([10, "double_counters"], 4) == 10 - 8


def test_X2_counters_negative_turns_counters_into_points() -> None:
    assert score([10, "counters_negative"], 4) == 10 + 4
    # With double counters, each counter is worth 2 added points.
    assert score([10, "counters_negative", "double_counters"], 4) == 10 + 8


def test_X2_halve_counters_rounds_down() -> None:
    assert score([10, "halve_counters"], 5) == 10 - 2


def test_X2_double_then_halve_cancel_exactly() -> None:
    for counters in range(12):
        assert score([10, "halve_counters", "double_counters"], counters) == 10 - counters
    # ...and counters negative applies last: 5 -> 10 -> 5 -> +5.
    assert score([10, "halve_counters", "double_counters", "counters_negative"], 5) == 15
    # Halved then made negative: 5 -> 2 -> +2.
    assert score([10, "halve_counters", "counters_negative"], 5) == 12


def test_X2_highest_doubled_doubles_the_highest_number_card() -> None:
    assert score([5, 30, "highest_doubled"], 0) == 5 + 30 + 30


def test_X2_highest_doubled_inside_a_run_doubles_the_runs_lowest_card() -> None:
    assert score([5, 20, 21, 22, "highest_doubled"], 0) == 5 + 20 + 20
    breakdown = score_breakdown([5, 20, 21, 22, "highest_doubled"], 0)
    assert [e.text for e in breakdown.effects] == ["highest card: the 20 counts twice"]


def test_X2_highest_doubled_with_the_wild_places_the_wild_best() -> None:
    # The wild below the 30 makes the doubled card a 29: 29 + 29 beats 3 + 30 + 30.
    assert score([30, "wild", "highest_doubled"], 0) == 58


def test_X2_forty_is_a_number_card_worth_40_that_joins_no_run() -> None:
    assert score([35, "forty"], 0) == 75
    # With highest doubled the 40 is the highest card: worth 80.
    assert score([35, "forty", "highest_doubled"], 0) == 35 + 80


def test_X2_card_penalty_adds_a_point_per_card_and_cancels_card_bonus() -> None:
    assert score([10, 11, "card_penalty"], 0) == 10 + 3
    assert score([10, 11, "card_penalty", "card_bonus"], 3) == 10 - 3


def test_X2_highest_doubled_with_no_number_card_adds_nothing() -> None:
    assert score(["highest_doubled", "bonus5"], 1) == -5 - 1


def test_X3_breakdown_names_every_specials_effect_and_adds_up() -> None:
    cards = [7, 8, "wild", "bonus15", "card_bonus", "double_counters", "halve_counters",
             "counters_negative", "highest_doubled", "forty", "card_penalty"]  # fmt: skip
    breakdown = score_breakdown(cards, 5)
    named = {effect.card.kind.value: effect for effect in breakdown.effects}
    assert set(named) == {c for c in cards if isinstance(c, str)}
    assert breakdown.total == breakdown.card_points + breakdown.counter_points + sum(
        effect.points for effect in breakdown.effects
    )
    assert breakdown.total == score(cards, 5)
    assert named["forty"].points == 40 and named["highest_doubled"].points == 40
    assert named["wild"].text.startswith("the wild counts as")
    # 5 counters -> 10 -> 5 -> +5: the three counter cards move -5 to +5 in all.
    counter_cards = ("double_counters", "halve_counters", "counters_negative")
    assert sum(named[name].points for name in counter_cards) == 10
    assert breakdown.to_json()["effects"]


def test_X3_specials_may_be_given_as_cards_or_by_name() -> None:
    by_card = [Card.number(10), Card.special("bonus15", 3), Card.special("card_penalty")]
    assert score(by_card, 2) == score([10, "bonus15", "card_penalty"], 2) == 10 - 15 + 3 - 2
    with pytest.raises(ValueError, match="no special card named"):
        score([10, "bonus7"], 0)
