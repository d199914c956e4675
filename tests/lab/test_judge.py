"""Judging from a round's public decisions whether a seat searches or follows a style
(lab/bots/judge.py)."""

from __future__ import annotations

import dataclasses

import pytest

from game.bots import make_bot
from game.bots.modelling import CANDIDATE_STYLES
from game.bots.rulebots import NormalBot
from game.bots.tree import HARD, TreeSearchBot
from game.rules import Action, Game, GameConfig, Observation
from lab.bots import judge

STINGY = 2  # index in CANDIDATE_STYLES
PROBE_LIKE = dataclasses.replace(HARD, budget_ms=None, max_iterations=judge.PROBE_ITERATIONS)


def observation_after(bots: list[object], decisions: int, seed: int) -> Observation:
    """Seat 0's observation at its first real choice after at least `decisions` decisions
    of a 3-player round, seat 0 playing normal and the others `bots[1:]`."""
    game = Game.new(GameConfig(players=3, first_player=0), seed)
    players = [NormalBot(seed), *bots[1:]]
    while True:
        seat = game.current_seat
        assert seat is not None and game.round == 1
        obs = game.observation(seat)
        if seat == 0 and len(obs.round_decisions) >= decisions and len(obs.legal) > 1:
            return obs
        game.apply(seat, players[seat].decide(obs))  # type: ignore[attr-defined]


def test_with_no_decisions_every_other_seat_is_even_odds() -> None:
    obs = Game.new(GameConfig(players=4), 2).observation(0)
    judgement = judge.judge_seats(obs)
    assert judgement is not None
    assert judgement.searched == (None, 0.5, 0.5, 0.5)
    assert judge.follow_shares(obs) == [0.0, 0.5, 0.5, 0.5]


def test_seats_that_play_a_rule_style_are_judged_styled() -> None:
    stingy = NormalBot(5, params=CANDIDATE_STYLES[STINGY])
    obs = observation_after([None, stingy, stingy], decisions=40, seed=11)
    judgement = judge.judge_seats(obs)
    assert judgement is not None
    for seat in (1, 2):
        assert judgement.decisions[seat] >= 10
        # Stingy is one of the candidates: it foresees every choice.
        assert judgement.best_style_hits[seat] == judgement.decisions[seat]
        assert judgement.searched[seat] is not None and judgement.searched[seat] < 0.05
    shares = judge.follow_shares(obs)
    assert shares[0] == 0.0 and min(shares[1:]) > 0.95


def test_seats_that_search_as_the_probe_does_are_judged_searched_on_the_whole() -> None:
    # A searcher on another seed strays from the probe on near-ties, so one table's
    # verdict is noisy (lab/RESEARCH.md); over four tables it leans clearly to searched.
    verdicts = []
    for seed in (12, 13, 14, 16):
        searchers = [TreeSearchBot(s, "probe-like", PROBE_LIKE) for s in (21, 22)]
        obs = observation_after([None, *searchers], decisions=60, seed=seed)
        judgement = judge.judge_seats(obs)
        assert judgement is not None
        assert min(judgement.decisions[1:]) >= 10
        verdicts += [p for p in judgement.searched if p is not None]
    assert sum(verdicts) / len(verdicts) > 0.6


def test_each_past_choice_is_rebuilt_exactly_as_its_seat_saw_it() -> None:
    # Every field the engine gave the deciding seat then, in a second round (real totals),
    # tactical, at five players: the probe searches what that seat could know, no more.
    game = Game.new(GameConfig(players=5, tactical=True, rounds=2), 17)
    bots = [NormalBot(seat) for seat in range(5)]
    seen: dict[tuple[int, int], Observation] = {}
    obs = None
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        view = game.observation(seat)
        if game.round == 2 and len(view.round_decisions) >= 40 and view.seat == 2:
            obs = view
            break
        seen[(game.round, len(view.round_decisions))] = view
        game.apply(seat, bots[seat].decide(view))
    assert obs is not None and obs.totals != (0,) * 5
    rebuilt = judge.past_observations(obs)
    assert len(rebuilt) >= 30
    for index, past in rebuilt:
        assert past == seen[(2, index)]


def test_the_judgement_depends_on_the_public_record_only() -> None:
    stingy = NormalBot(5, params=CANDIDATE_STYLES[STINGY])
    obs = observation_after([None, stingy, stingy], decisions=20, seed=13)
    judge._probe_cache.clear()
    first = judge.judge_seats(obs)
    assert judge._probe_cache, "the probes are memoised"
    # From the cache, and from scratch again: the same figures.
    assert judge.judge_seats(obs) == first
    judge._probe_cache.clear()
    assert judge.judge_seats(obs) == first
    # Another seat's view of the same table judges the others alike.
    seen_by_one = judge.judge_seats(dataclasses.replace(obs, seat=1, my_counters=obs.counters[1]))
    assert seen_by_one is not None and first is not None
    assert seen_by_one.searched[2] == pytest.approx(first.searched[2])
    assert seen_by_one.searched[1] is None


def test_a_record_that_does_not_replay_gives_no_judgement() -> None:
    obs = observation_after([None, NormalBot(1), NormalBot(2)], decisions=10, seed=14)
    broken = dataclasses.replace(obs, counters=tuple(c + 1 for c in obs.counters))
    assert judge.judge_seats(broken) is None
    assert judge.follow_shares(broken) is None


def test_past_its_deadline_the_judge_runs_no_new_probe_and_judges_what_it_has() -> None:
    stingy = NormalBot(5, params=CANDIDATE_STYLES[STINGY])
    obs = observation_after([None, stingy, stingy], decisions=30, seed=16)
    judge._probe_cache.clear()
    # Out of time before the first probe: no evidence either way, nothing cached.
    cold = judge.judge_seats(obs, deadline=0.0)
    assert cold is not None
    assert cold.decisions == (0, 0, 0) and cold.searched == (None, 0.5, 0.5)
    assert not judge._probe_cache
    # Caught up on an earlier move: the same deadline now finds every probe known.
    full = judge.judge_seats(obs)
    assert judge.judge_seats(obs, deadline=0.0) == full
    # Caught up to an earlier move of seat 0 only: judged on the decisions probed then,
    # the styles on the same ones, exactly as that move judged them.
    earlier = observation_after([None, stingy, stingy], decisions=15, seed=16)
    judge._probe_cache.clear()
    then = judge.judge_seats(earlier)
    partial = judge.judge_seats(obs, deadline=0.0)
    assert then is not None and partial is not None and full is not None
    assert 0 < sum(partial.decisions) < sum(full.decisions)
    assert partial.decisions == then.decisions
    assert partial.searched == then.searched
    assert partial.best_style_hits[1:] == then.best_style_hits[1:]


def test_with_the_expansion_there_is_no_record_and_no_judgement() -> None:
    # The expansion keeps no record (`round_decisions` is empty): nothing to judge by.
    from game.bots.expansion_play import base_view

    game = Game.new(GameConfig(players=3, expansion=True, first_player=0), 18)
    bots = [make_bot("normal", seat) for seat in range(3)]
    while True:
        seat = game.current_seat
        assert seat is not None
        obs = base_view(game.observation(seat))
        if obs.card is not None and obs.card.is_number and obs.counters[seat] < 11:
            break
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    assert Action.PASS in obs.legal
    assert obs.round_decisions == ()
    assert judge.follow_shares(obs) is None
