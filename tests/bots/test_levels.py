"""The registry of levels; every level plays legally; easy's mistakes stay human-sized;
normal is stronger than easy."""

from __future__ import annotations

import pytest

import game.bots.levels as levels_module
import scenes.levels as scene_levels
from game.bots import (
    LEVELS,
    Level,
    bot_levels,
    kiosk_levels,
    level,
    make_bot,
    player_levels,
    thinking_budget_ms,
    with_expansion,
)
from game.bots.expansion_play import ExpansionPlay
from game.bots.levels import OpponentModel
from game.bots.rulebots import EASY_MAX_COST, EASY_SPARE_COUNTERS, net_cost
from game.bots.simple import HeuristicBot
from game.bots.table_model import bot_level
from game.kiosk import config as kiosk_config
from game.kiosk.config import BOT_LEVELS
from game.rules import Action, GameConfig
from game.sim import run_sim
from scenes.levels import level_help, level_label, offered_levels
from tests.bots.helpers import quick_hard, random_observations

OBSERVATIONS = random_observations(400, seed=11)


def test_every_registered_level_is_built_by_name_and_plays_the_expansion() -> None:
    assert bot_levels() == tuple(entry.name for entry in LEVELS)
    assert len(set(bot_levels())) == len(LEVELS)
    for entry in LEVELS:
        bot = make_bot(entry.name, seed=2)
        assert bot.name == entry.name
        if entry.expansion_style is None:
            assert not isinstance(bot, ExpansionPlay)
        else:
            assert isinstance(bot, ExpansionPlay) and bot.style == entry.expansion_style
            if entry.expansion_search is not None:
                assert bot.search == entry.expansion_search


def test_players_are_offered_the_player_levels_in_registry_order_with_labels() -> None:
    offered = player_levels()
    assert offered, "players are offered at least one level"
    assert offered == tuple(name for name in bot_levels() if level(name).for_players)
    # The baselines are for tests and the command line only.
    assert "random" not in offered and "heuristic" not in offered
    labels = [level(name).label for name in offered]
    assert all(labels) and len(set(labels)) == len(labels)
    assert offered_levels() == offered
    for name in offered:
        assert level_label(name) == level(name).label
        assert level(name).label in level_help(name)


def test_the_kiosk_offers_its_levels_from_the_registry() -> None:
    assert kiosk_levels() == BOT_LEVELS
    assert set(kiosk_levels()) <= set(player_levels())
    assert kiosk_config.valid("bot_level", kiosk_levels()[0])
    outside = [name for name in bot_levels() if name not in kiosk_levels()]
    assert outside and not any(kiosk_config.valid("bot_level", name) for name in outside)


def test_an_unknown_level_is_an_error_everywhere() -> None:
    with pytest.raises(ValueError, match="unknown bot 'grandmaster'"):
        make_bot("grandmaster")
    with pytest.raises(ValueError, match="unknown bot 'grandmaster'"):
        with_expansion(make_bot("normal").inner, "grandmaster", 0)  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        level("grandmaster")


def test_a_new_level_is_one_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """One more entry in the registry: built by name, offered at setup in its place,
    labelled, explained, and given the expansion play it asks for."""
    extra = Level(
        "cautious",
        "Cautious",
        "Cautious bot: passes whatever it can",
        lambda seed: HeuristicBot(seed, name="cautious", margin=-20),
        OpponentModel(noise=0.05),  # how the coach plays it out
        expansion_style="easy",
    )
    entries = (*LEVELS[:2], extra, *LEVELS[2:])
    monkeypatch.setattr(levels_module, "LEVELS", entries)
    monkeypatch.setattr(levels_module, "BY_NAME", {e.name: e for e in entries})
    monkeypatch.setattr(scene_levels, "BY_NAME", {e.name: e for e in entries})
    assert bot_levels()[2] == "cautious" and player_levels()[2] == "cautious"
    assert offered_levels()[2] == "cautious"
    assert level_label("cautious") == "Cautious"
    assert level_help("cautious") == "Cautious bot: passes whatever it can"
    assert "cautious" in kiosk_levels()
    assert bot_level("cautious") == "cautious"  # the coach's model of it came with it
    bot = make_bot("cautious", seed=1)
    assert isinstance(bot, ExpansionPlay) and bot.style == "easy" and bot.name == "cautious"
    assert all(bot.decide(obs) in obs.legal for obs in OBSERVATIONS[:50])


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
