"""The gauntlet's outside styles: the reference IS-MCTS and the rule-based styles play
legally, each keeps its defining habit, and none reads past its observation."""

from __future__ import annotations

import pytest

from game.rules import Action
from lab.bots.reference_ismcts import ReferenceSearchBot
from lab.bots.reference_rules import (
    GreedyBot,
    HoarderBot,
    RandomThresholdBot,
    RunHunterBot,
    StingyBot,
)
from tests.bots.helpers import position, random_observations

OBSERVATIONS = random_observations(300, seed=17)
STYLES = [GreedyBot, StingyBot, RunHunterBot, HoarderBot, RandomThresholdBot]


@pytest.mark.parametrize("style", STYLES)
def test_rule_styles_play_legally_B4(style: type) -> None:
    bot = style(seed=3)
    for obs in OBSERVATIONS:
        assert bot.decide(obs) in obs.legal


def test_reference_search_plays_legally_and_reproducibly_B4() -> None:
    bot = ReferenceSearchBot(seed=2, iterations=40)
    for obs in OBSERVATIONS[:80]:
        action = bot.decide(obs)
        assert action in obs.legal
        assert ReferenceSearchBot(seed=2, iterations=40).decide(obs) is action


def test_reference_search_passes_a_dear_bare_card_and_takes_a_rich_cheap_one() -> None:
    bot = ReferenceSearchBot(seed=1, iterations=1000)
    assert bot.decide(position(35, 0, [[], [], []], [11, 11, 11])) is Action.PASS
    assert bot.decide(position(5, 12, [[30], [25], [17]], [3, 8, 8])) is Action.TAKE


def test_styles_differ_where_they_should() -> None:
    dear = position(20, 2, [[30], [25], [17]], [9, 8, 8])  # costs 18 net
    rich = position(20, 10, [[30], [25], [17]], [5, 8, 8])  # costs 10 net, pot covers half
    touching = position(26, 0, [[25], [9], [17]], [9, 8, 8])  # joins own run
    assert GreedyBot().decide(rich) is Action.TAKE
    assert StingyBot().decide(rich) is Action.PASS
    assert HoarderBot().decide(rich) is Action.TAKE
    assert HoarderBot().decide(dear) is Action.PASS
    assert RunHunterBot().decide(touching) is Action.TAKE
    assert RunHunterBot().decide(dear) is Action.PASS


def test_threshold_heuristics_draw_their_thresholds_from_the_seed() -> None:
    drawn = {round(RandomThresholdBot(seed=s).limit, 6) for s in range(20)}
    assert len(drawn) == 20
    assert RandomThresholdBot(seed=4).limit == RandomThresholdBot(seed=4).limit
