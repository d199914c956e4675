"""lab/tools/bench_coach.py: the yardstick the coach is measured against."""

from __future__ import annotations

import random

import pytest

from game.bots import make_bot
from game.rules import Action, Game, GameConfig
from lab.tools import bench_coach


def test_the_true_take_cost_is_exact_when_nothing_is_hidden() -> None:
    # bench_coach's yardstick deals the hidden cards anew and replays the round onto them.
    # On the last card nothing is hidden, so it must equal playing both actions out on
    # copies of the real game.
    bots = [make_bot("normal", 1), make_bot("normal", 2), make_bot("normal", 3)]
    for seed in range(40):
        game = Game.new(GameConfig(players=3, first_player=0), seed)
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if seat == 0 and obs.deck_left == 0 and Action.PASS in obs.legal:
                break
            game.apply(seat, bots[seat].decide(obs))
        else:
            continue
        margins = []
        for first in (Action.TAKE, Action.PASS):
            copy = Game.from_json(game.to_json())
            copy.apply(0, first)
            while not copy.is_over:
                seat = copy.current_seat
                assert seat is not None
                copy.apply(seat, bots[seat].decide(copy.observation(seat)))
            margins.append(min(copy.totals[1:]) - copy.totals[0])
        assert (
            bench_coach.true_take_cost(game, bots, 3, random.Random(seed))
            == margins[1] - margins[0]
        )
        return
    pytest.fail("no game reached a last card that seat 0 could pass")


def test_the_kept_history_is_each_persons_reading_over_earlier_matches() -> None:
    kept = bench_coach.kept_history("stingy", 3, 5, matches=2)
    assert kept[0] is None  # the player, not a person the coach reads
    assert all(reading is not None and reading.decisions > 10 for reading in kept[1:])
    one = bench_coach.kept_history("stingy", 3, 5, matches=1)
    assert one[1] is not None and kept[1] is not None
    assert 0 < one[1].decisions < kept[1].decisions
