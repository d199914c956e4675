"""Every level plays legally; easy's mistakes stay human-sized; normal is stronger than easy."""

from __future__ import annotations

import pytest

from game.bots import bot_levels, make_bot
from game.bots.rulebots import EASY_MAX_COST, EASY_SPARE_COUNTERS, net_cost
from game.rules import Action, GameConfig
from game.sim import run_sim
from tests.bots.helpers import quick_hard, random_observations

OBSERVATIONS = random_observations(400, seed=11)


def test_levels_are_registered_in_order() -> None:
    assert bot_levels()[:5] == ("easy", "normal", "hard", "random", "heuristic")


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
