"""The table runs every decision on a pickled copy of the bot in a worker process, so a
bot's decision must not depend on state carried between calls."""

from __future__ import annotations

import pickle

import pytest

from game.bots import bot_levels, make_bot
from game.rules import Action, Game, GameConfig

# hard and expert think against the clock; their clock-free reproducibility is tested
# in test_hidden_information.py.
FAST_LEVELS = [level for level in bot_levels() if level not in ("hard", "expert")]


@pytest.mark.parametrize("level", FAST_LEVELS)
def test_a_pickled_copy_decides_like_the_bot(level: str) -> None:
    bot = make_bot(level, seed=3)
    game = Game.new(GameConfig(players=4), seed=12)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        copy = pickle.loads(pickle.dumps(bot))
        action = bot.decide(obs)
        assert copy.decide(obs) == action
        assert bot.decide(obs) == action  # asking again changes nothing
        game.apply(seat, action)


def test_random_bot_on_fresh_copies_still_plays_both_actions() -> None:
    """A copy per call used to repeat the first draw: one action for the whole game."""
    bot = make_bot("random", seed=1)
    game = Game.new(GameConfig(players=3), seed=4)
    seen: set[Action] = set()
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        action = pickle.loads(pickle.dumps(bot)).decide(obs)
        if len(obs.legal) == 2:
            seen.add(action)
        game.apply(seat, action)
    assert seen == {Action.TAKE, Action.PASS}
