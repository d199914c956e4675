"""The coach plays each seat as the table knows it: a bot seat with its own level's
policy, a person from the population model."""

from __future__ import annotations

import random

from game.bots.coach import advise
from game.bots.policy import DEFAULT_PARAMS
from game.bots.rulebots import EasyBot
from game.bots.table_model import EASY_HABITS, MODEL_NOISE, easy_weights, seat_models
from game.rules import Game, GameConfig
from tests.bots.test_modelling import POT_HUNGRY, table_of_styles


def test_a_normal_seat_is_played_with_its_policy_and_a_person_with_the_population() -> None:
    obs = table_of_styles([0, POT_HUNGRY, POT_HUNGRY], decisions=20)
    models = seat_models(obs, [None, "normal", "human"])
    # Normal is the shared policy and never slips.
    assert models.pools[1] == (DEFAULT_PARAMS,)
    assert models.noise[1] == 0.0
    # A person: many styles, weighted by the decisions seen, with noise.
    assert len(set(models.pools[2])) > 1
    assert models.noise[2] == MODEL_NOISE
    # Hard's stand-in is the shared policy with noise.
    stand_in = seat_models(obs, [None, "hard", "expert"])
    assert stand_in.pools[1] == stand_in.pools[2] == (DEFAULT_PARAMS,)
    assert stand_in.noise[1] == MODEL_NOISE


def test_the_coach_told_who_sits_where_values_the_decision_differently() -> None:
    # Two pot-hungry seats: taken for people they are read from their own decisions
    # (game/bots/people.py); said to be normal bots they are played as normal plays (what
    # the table knows). Told nothing, the coach reads them by the population model alone.
    obs = table_of_styles([0, POT_HUNGRY, POT_HUNGRY], decisions=40)
    people = advise(obs, budget_ms=None, samples=300, kinds=[None, None, None])
    bots = advise(obs, budget_ms=None, samples=300, kinds=[None, "normal", "normal"])
    population = advise(obs, budget_ms=None, samples=300)
    assert people.pass_margin != population.pass_margin
    assert bots == advise(obs, budget_ms=None, samples=300, kinds=[None, "normal", "normal"])
    assert bots.pass_margin != people.pass_margin


def test_an_easy_seat_is_read_as_the_habit_it_plays() -> None:
    # An easy bot of each habit plays a round; its decisions mostly point to its own
    # habit (a greedy bot's slips can look stingy for a while).
    told = 0
    for seed in range(12):
        bot = EasyBot(seed)
        game = Game.new(GameConfig(players=3, first_player=0), seed)
        rng = random.Random(seed)
        while True:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if seat == 0 and len(obs.round_decisions) >= 30 and len(obs.legal) > 1:
                break
            if seat == 1:
                game.apply(seat, bot.decide(obs))
            else:
                take = len(obs.legal) == 1 or rng.random() < 0.4
                game.apply(seat, obs.legal[0] if take else obs.legal[-1])
        weights = easy_weights(obs, 1)
        habit = 0 if bot.greedy else 1
        told += weights[habit] > 0.5
        pool = seat_models(obs, [None, "easy", None]).pools[1]
        assert set(pool) <= set(EASY_HABITS)
    assert told >= 9
