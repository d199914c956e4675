"""Learning the other seats' styles from the round's public decisions (game/bots/modelling.py)."""

from __future__ import annotations

import dataclasses

import pytest

from game.bots.modelling import (
    CANDIDATE_STYLES,
    MODEL,
    ModelConstants,
    style_buckets,
    style_posteriors,
    weigh,
)
from game.bots.rulebots import NormalBot
from game.bots.tree import HARD, TreeSearchBot
from game.rules import Game, GameConfig, Observation

POT_HUNGRY, GREEDY = 5, 1  # indices in CANDIDATE_STYLES


def table_of_styles(styles: list[int], decisions: int, seed: int = 3) -> Observation:
    """Seat 0's observation at its first real choice after at least `decisions`
    decisions by bots playing the given candidate styles."""
    bots = [NormalBot(params=CANDIDATE_STYLES[index]) for index in styles]
    game = Game.new(GameConfig(players=len(styles), first_player=0), seed)
    while True:
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        if seat == 0 and len(obs.round_decisions) >= decisions and len(obs.legal) > 1:
            assert game.round == 1, "still the first round"
            return obs
        game.apply(seat, bots[seat].decide(obs))


def test_without_decisions_every_seat_has_the_prior() -> None:
    obs = Game.new(GameConfig(players=4), 1).observation(0)
    assert obs.round_decisions == ()
    posteriors = style_posteriors(obs)
    assert posteriors is not None
    total = sum(MODEL.prior)
    for weights in posteriors:
        assert weights == pytest.approx([p / total for p in MODEL.prior])


def test_each_seat_is_recognised_by_its_own_decisions() -> None:
    obs = table_of_styles([0, POT_HUNGRY, POT_HUNGRY, GREEDY], decisions=70)
    assert len(obs.round_decisions) >= 70
    posteriors = style_posteriors(obs)
    assert posteriors is not None
    for seat, truth in ((1, POT_HUNGRY), (2, POT_HUNGRY), (3, GREEDY)):
        weights = posteriors[seat]
        # The true style explains the seat's decisions best (others may explain them as
        # well: then only the prior tells them apart), so it gained most over its prior.
        gains = [w / p for w, p in zip(weights, MODEL.prior, strict=True)]
        assert gains[truth] == pytest.approx(max(gains)), (seat, weights)
        # Far above its prior share, while the prior keeps every style in play.
        assert weights[truth] > 3 * MODEL.prior[truth] / sum(MODEL.prior)
        assert min(weights) > 0
        assert sum(weights) == pytest.approx(1.0)


def test_decisions_that_do_not_replay_to_the_table_are_not_trusted() -> None:
    obs = table_of_styles([0, 0, 0], decisions=20)
    forged = dataclasses.replace(obs, round_decisions=obs.round_decisions[:-1])
    assert style_posteriors(obs) is not None
    assert style_posteriors(forged) is None


@pytest.mark.parametrize(
    "weights", [[1, 1, 1], [0.5, 0.25, 0.25], [0.7, 0.2, 0.1], [0.01, 0.98, 0.01]]
)
def test_buckets_hold_styles_in_proportion(weights: list[float]) -> None:
    names = [object(), object(), object()]
    bucket = style_buckets(weights, names, size=64)  # type: ignore[arg-type]
    assert len(bucket) == 64
    for name, weight in zip(names, weights, strict=True):
        assert abs(bucket.count(name) - 64 * weight / sum(weights)) < 1


@pytest.mark.parametrize("opponent_prior", [0.0, 1.0])
def test_a_modelling_search_decides_legally_and_reproducibly(opponent_prior: float) -> None:
    obs = table_of_styles([0, POT_HUNGRY, POT_HUNGRY, GREEDY], decisions=40)
    config = dataclasses.replace(
        HARD,
        budget_ms=None,
        max_iterations=300,
        model_opponents=True,
        opponent_prior=opponent_prior,
    )
    first = TreeSearchBot(5, config=config).decide(obs)
    again = TreeSearchBot(5, config=config).decide(obs)
    assert first in obs.legal and first is again


# The game's constants, and a sharper, tighter set like the one the lab fitted.
@pytest.mark.parametrize(
    "constants", [MODEL, ModelConstants(slip=0.03, keep_prior=0.40, extra_prior=0.40)]
)
def test_weights_follow_the_evidence_but_keep_the_prior_in_play(constants: ModelConstants) -> None:
    styles = len(CANDIDATE_STYLES)
    prior = constants.prior
    assert weigh([0] * styles, [0] * styles, constants) == pytest.approx(
        [p / sum(prior) for p in prior]
    )
    # Style 2 called all ten decisions right, the others missed half of them.
    hits = [5] * styles
    misses = [5] * styles
    hits[2], misses[2] = 10, 0
    weights = weigh(hits, misses, constants)
    assert sum(weights) == pytest.approx(1.0)
    assert max(weights) == weights[2]
    floor = constants.keep_prior * min(prior) / sum(prior)
    assert min(weights) >= floor * 0.999
    # Sharper trust in a style's predictions (a smaller slip) moves more weight to it.
    looser = dataclasses.replace(constants, slip=0.3)
    assert weights[2] > weigh(hits, misses, looser)[2]
