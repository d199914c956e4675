"""Every level plays legally; easy's mistakes stay human-sized; normal is stronger than easy."""

from __future__ import annotations

import pytest

from game.bots import LEVEL_LABELS, bot_levels, make_bot, player_levels, thinking_budget_ms
from game.bots.rulebots import EASY_MAX_COST, EASY_SPARE_COUNTERS, net_cost
from game.rules import Action, GameConfig
from game.sim import run_sim
from tests.bots.helpers import quick_hard, random_observations

OBSERVATIONS = random_observations(400, seed=11)


def test_levels_are_registered_in_order() -> None:
    assert bot_levels() == ("easy", "normal", "hard", "expert", "random", "heuristic")


def test_players_are_offered_the_four_levels_weakest_first_with_labels() -> None:
    assert player_levels() == ("easy", "normal", "hard", "expert")
    assert [LEVEL_LABELS[level] for level in player_levels()] == [
        "Easy",
        "Normal",
        "Hard",
        "Expert",
    ]
    assert "random" not in player_levels() and "heuristic" not in player_levels()


def test_thinking_budgets_are_exposed_for_the_table_cue() -> None:
    """Expert thinks about a second a move, hard about a tenth; rule bots answer at once."""
    expert, hard = thinking_budget_ms("expert"), thinking_budget_ms("hard")
    assert expert is not None and hard is not None
    assert 800 <= expert <= 1200 and hard <= 150
    assert make_bot("expert").budget_ms == expert  # type: ignore[attr-defined]
    assert thinking_budget_ms("normal") is None and thinking_budget_ms("easy") is None


@pytest.mark.parametrize("level", ["easy", "normal", "random", "heuristic"])
def test_rule_levels_return_only_legal_actions_B4(level: str) -> None:
    bot = make_bot(level, seed=3)
    for obs in OBSERVATIONS:
        assert bot.decide(obs) in obs.legal


def test_hard_returns_only_legal_actions_B4() -> None:
    bot = quick_hard(seed=3, samples=8)
    for obs in OBSERVATIONS[:120]:
        assert bot.decide(obs) in obs.legal


def test_every_level_takes_when_out_of_counters_B4() -> None:
    forced = [obs for obs in OBSERVATIONS if obs.legal == (Action.TAKE,)]
    assert forced, "the sample should contain forced takes"
    bots = [make_bot(level, seed=1) for level in ("easy", "normal")] + [quick_hard()]
    for obs in forced:
        for bot in bots:
            assert bot.decide(obs) is Action.TAKE


def test_easy_never_does_anything_absurd() -> None:
    """Absurd, for this project: (1) passing a card that costs nothing or less after the
    counters on it (it adds no points, or lowers the score); (2) taking a card that adds
    more than EASY_MAX_COST points net while holding EASY_SPARE_COUNTERS counters or more,
    i.e. when passing is clearly affordable. Checked for many easy bots (both habits)."""
    choices = [obs for obs in OBSERVATIONS if Action.PASS in obs.legal]
    free = [obs for obs in choices if net_cost(obs) <= 0]
    dear = [
        obs
        for obs in choices
        if net_cost(obs) > EASY_MAX_COST and obs.counters[obs.seat or 0] >= EASY_SPARE_COUNTERS
    ]
    assert free and dear, "the sample should contain both kinds of position"
    habits = set()
    for seed in range(12):
        bot = make_bot("easy", seed=seed)
        habits.add(bot.greedy)  # type: ignore[attr-defined]
        for obs in free:
            assert bot.decide(obs) is Action.TAKE
        for obs in dear:
            assert bot.decide(obs) is Action.PASS
    assert habits == {True, False}, "both the greedy and the stingy habit are exercised"


def test_easy_makes_mistakes_normal_does_not() -> None:
    """Easy disagrees with normal in a fair share of contested positions."""
    easy = make_bot("easy", seed=5)
    normal = make_bot("normal")
    contested = [obs for obs in OBSERVATIONS if Action.PASS in obs.legal]
    differ = sum(easy.decide(obs) is not normal.decide(obs) for obs in contested)
    assert differ >= len(contested) // 20


def test_normal_beats_easy_in_a_small_sim() -> None:
    result = run_sim(["normal", "easy", "easy"], GameConfig(players=3), games=150, seed=2)
    figures = {bot["name"]: bot for bot in result["bots"]}
    assert figures["normal"]["win_share"] > 0.45
    assert figures["normal"]["win_share_ci95"][0] > figures["easy"]["win_share_ci95"][1]
