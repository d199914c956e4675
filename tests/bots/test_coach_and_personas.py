"""The coach's advice and the bot personas."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.bots.coach import advise
from game.bots.personas import PERSONAS, assign_personas
from game.bots.policy import DEFAULT_PARAMS
from game.bots.take_pass_rollouts import RolloutConfig, evaluate_take_and_pass
from game.rules import Action
from tests.bots.helpers import position as _position
from tests.bots.test_modelling import POT_HUNGRY, table_of_styles


def test_coach_says_pass_on_a_dear_card_early() -> None:
    advice = advise(_position(34, 0, [[], [], []], [11, 11, 11]), budget_ms=None, samples=150)
    assert advice.recommended is Action.PASS
    assert advice.take_cost > 5
    assert advice.pass_score is not None and advice.take_score > advice.pass_score
    assert advice.sentence.startswith("Pass: taking 34 would cost you about ")
    assert advice.sentence.endswith(" points.")
    assert advice.reason.startswith("34 is a new card for you: 34 points. ")


def test_coach_says_take_when_the_card_joins_your_run_and_a_rival_wants_it() -> None:
    obs = _position(21, 4, [[20, 5], [22, 8], [14]], [7, 9, 10])
    advice = advise(obs, budget_ms=None, samples=150)
    assert advice.recommended is Action.TAKE
    assert advice.take_cost < 0
    assert advice.sentence.startswith("Take 21: passing would cost you about ")
    # 21 adds nothing to the 20 and brings 4 counters; it extends seat 2's 22.
    assert advice.reason.startswith("21 joins your 20: it adds nothing.")
    assert "extends Seat 2's 22" in advice.reason


def test_coach_when_out_of_counters_B4() -> None:
    advice = advise(_position(30, 2, [[4], [9], [16]], [0, 12, 11]), budget_ms=None)
    assert advice.recommended is Action.TAKE
    assert "must take the 30" in advice.sentence


def test_coach_is_reproducible_without_a_clock() -> None:
    obs = _position(18, 3, [[17], [25], [9]], [6, 8, 9])
    first = advise(obs, budget_ms=None, samples=60)
    assert first == advise(obs, budget_ms=None, samples=60)
    assert first.samples <= 60


def test_coach_refuses_a_seat_that_is_not_deciding() -> None:
    obs = _position(18, 3, [[17], [25], [9]], [6, 8, 9])
    with pytest.raises(ValueError):
        advise(dataclasses.replace(obs, current_seat=1), budget_ms=None)


def test_flat_search_draws_each_seat_from_its_own_pool() -> None:
    # Seat 0 passes a 30 with nothing on it. Whether seat 1 then takes it depends only on
    # the style seat 1 is drawn from; seat 2 keeps the default pool either way.
    obs = _position(30, 0, [[], [], []], [11, 11, 11])
    always = dataclasses.replace(DEFAULT_PARAMS, base=99.0)
    never = dataclasses.replace(DEFAULT_PARAMS, base=-99.0, low_gain=0.0, frac=0.0)
    scores = {}
    for name, seat_one in (("always", always), ("never", never)):
        config = RolloutConfig(
            budget_ms=None,
            max_samples=64,
            min_samples=64,
            noise=0.0,
            seat_styles=((DEFAULT_PARAMS,), (seat_one,), (DEFAULT_PARAMS,)),
        )
        passed = evaluate_take_and_pass(obs, config, random.Random(2)).pass_
        assert passed is not None
        scores[name] = passed.seat_scores
    # Seat 1 takes the 30 at once (30 points less the 1 counter we paid) when it always takes.
    assert scores["always"][1] > scores["never"][1] + 15
    assert scores["always"][0] < scores["never"][0]


def test_coach_weighs_the_other_seats_by_their_decisions() -> None:
    # Two pot-hungry seats who let cards go round: the coach that has watched them values
    # the decision differently from one that draws their styles blindly, reproducibly.
    obs = table_of_styles([0, POT_HUNGRY, POT_HUNGRY], decisions=40)
    modelled = advise(obs, budget_ms=None, samples=400)
    blind = advise(obs, budget_ms=None, samples=400, model=None)
    assert modelled == advise(obs, budget_ms=None, samples=400)
    assert abs(modelled.take_cost - blind.take_cost) > 0.5
    assert modelled.pass_margin != blind.pass_margin


def test_personas_are_distinct_for_a_full_table() -> None:
    chosen = assign_personas(7, seed=3)
    assert len({p.name for p in chosen}) == 7
    assert len({p.initial for p in chosen}) == 7
    assert len({p.colour for p in chosen}) == 7
    assert len({(p.colour, p.shape) for p in PERSONAS}) == len(PERSONAS)


def test_persona_assignment_is_deterministic_from_the_seed() -> None:
    assert assign_personas(6, seed=8) == assign_personas(6, seed=8)
    assert any(assign_personas(6, seed=s) != assign_personas(6, seed=8) for s in range(5))
    with pytest.raises(ValueError):
        assign_personas(len(PERSONAS) + 1, seed=0)
