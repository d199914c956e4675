"""Hard's and expert's IS-MCTS: sensible on clear positions, reproducible without a clock,
and a function of the observation only."""

from __future__ import annotations

import dataclasses
import math
import random

from game.bots.policy import PolicyParams
from game.bots.tree import EXPERT, HARD, TreeConfig, search
from game.rules import Action, Observation
from tests.bots.helpers import position, quick_hard, random_observations

CLOCK_FREE = TreeConfig(budget_ms=None, max_iterations=400, min_iterations=400)


def test_passes_a_dear_card_with_nothing_on_it() -> None:
    result = search(position(34, 0, [[], [], []], [11, 11, 11]), CLOCK_FREE, random.Random(1))
    assert result.best is Action.PASS
    assert result.values[1] > result.values[0]


def test_takes_a_card_that_joins_its_run_when_a_rival_wants_it_too() -> None:
    obs = position(21, 4, [[20, 5], [22, 8], [14]], [7, 9, 10])
    assert search(obs, CLOCK_FREE, random.Random(2)).best is Action.TAKE


def test_takes_a_big_pot_on_a_cheap_card() -> None:
    obs = position(6, 9, [[30], [25], [17]], [4, 8, 8])
    assert search(obs, CLOCK_FREE, random.Random(3)).best is Action.TAKE


def test_forced_take_costs_no_search_B4() -> None:
    result = search(position(30, 2, [[4], [9], [16]], [0, 12, 11]), CLOCK_FREE, random.Random(0))
    assert result.best is Action.TAKE and result.iterations == 0


def test_clock_free_search_is_reproducible_and_bounded() -> None:
    obs = position(18, 3, [[17], [25], [9]], [6, 8, 9])
    config = TreeConfig(budget_ms=None, max_iterations=256, min_iterations=64)
    first = search(obs, config, random.Random(5))
    assert first == search(obs, config, random.Random(5))
    assert 64 <= first.iterations <= 256
    assert sum(first.visits) == first.iterations


def test_stops_early_on_an_obvious_decision() -> None:
    config = TreeConfig(budget_ms=None, max_iterations=4000, min_iterations=96)
    result = search(position(35, 0, [[], [], []], [11, 11, 11]), config, random.Random(1))
    assert result.best is Action.PASS and result.iterations < 4000


def test_hard_and_expert_use_their_whole_budget_even_on_an_obvious_decision() -> None:
    """Stopping early cost win share on the same games (lab/RESEARCH.md, "Tuning"), so the
    shipped levels look until their budget is spent; here, until the iteration cap."""
    obs = position(35, 0, [[], [], []], [11, 11, 11])
    for level in (HARD, EXPERT):
        capped = dataclasses.replace(level, budget_ms=None, max_iterations=1500)
        result = search(obs, capped, random.Random(1))
        assert result.best is Action.PASS and result.iterations == 1500


def test_search_values_depend_only_on_the_observation() -> None:
    obs = position(18, 3, [[17], [25], [9]], [6, 8, 9])
    rebuilt = Observation(**{f.name: getattr(obs, f.name) for f in dataclasses.fields(obs)})
    assert search(obs, CLOCK_FREE, random.Random(9)) == search(
        rebuilt, CLOCK_FREE, random.Random(9)
    )


def test_multi_round_and_large_tables_search_legally_V2() -> None:
    rng = random.Random(4)
    for obs in random_observations(60, seed=21):
        bot = quick_hard(seed=rng.randrange(100), samples=40)
        assert bot.decide(obs) in obs.legal


def test_a_pickled_copy_decides_like_the_bot() -> None:
    """The table runs each decision on a pickled copy in a worker process."""
    import pickle

    bot = quick_hard(seed=6, samples=64)
    for obs in random_observations(20, seed=8):
        assert pickle.loads(pickle.dumps(bot)).decide(obs) is bot.decide(obs)


def test_a_larger_guidance_constant_keeps_other_seats_on_their_style_longer() -> None:
    # Seat 1 holds 19 and 21: the 20 (with 8 counters on it) is a gift to it. Other
    # seats are guided toward never taking. PUCT's
    # prior fades as visits grow, so with hard's constant seat 1 soon searches its way to
    # taking the gift; a larger constant keeps it on its style for more of the visits, and
    # letting the card go round looks better. Expert scales the constant for this reason.
    obs, hard_like = _gift_to_seat_one(iterations=2000)
    scaled = dataclasses.replace(hard_like, opponent_prior=3.5)
    seeds = (1, 2, 3)
    pass_value = {
        prior: sum(search(obs, config, random.Random(s)).values[1] for s in seeds) / len(seeds)
        for prior, config in ((1.0, hard_like), (3.5, scaled))
    }
    assert pass_value[3.5] > pass_value[1.0] + 0.01


def _gift_to_seat_one(iterations: int) -> tuple[Observation, TreeConfig]:
    """Seat 0 to move on a 20 with 8 counters; seat 1 holds 19 and 21. The other seats
    are guided toward a style that never takes (PUCT, hard's constant, no noise)."""
    never_takes = PolicyParams(base=-100.0, low_gain=0.0, deny=0.0, gap=0.0)
    obs = position(20, 8, [[5], [19, 21], [30]], [6, 6, 6])
    config = TreeConfig(
        budget_ms=None,
        max_iterations=iterations,
        confidence_z=math.inf,
        styles=(never_takes,),
        noise=0.0,
        opponent_prior=1.0,
    )
    return obs, config
