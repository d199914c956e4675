"""No absurd verdict, and one coach: the live hint and the review give one figure.

Positions come from games of normal bots (3 to 5 seats, base game and expansion) with
fixed seeds; the coach runs clock-free on few samples, as a review on a slow machine
would. Its figure must stay within 15 points of the same coach's on four times the
samples (the reference), and never exceed what the decision could change
(game/bots/stakes.py). Here a sample of 52 positions (40 base, 12 expansion); the
measurement over 500 is research-sized (some 60 s of CPU) and runs with `make test-lab`
(tests/lab/test_no_absurd_verdict.py).
"""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from game.bots import coach as coach_module
from game.bots import make_bot, verdict_words
from game.bots.coach import advise
from game.bots.expansion_play import advise_expansion, expansion_figures
from game.bots.review import judge_decision
from game.bots.stakes import FUTURE_ALLOWANCE, stake_cap
from game.bots.take_pass_rollouts import ActionValue, Evaluation
from game.rules import Action, Game, GameConfig, Observation
from tests.bots.helpers import position

ANSWERS = (Action.TAKE, Action.PASS, Action.BID, Action.DECLINE)
TOLERANCE = 15.0


def positions(expansion: bool, count: int, seed: int) -> list[Observation]:
    """`count` decisions on the face-up card with two answers, from normal bots' games."""
    rng = random.Random(seed)
    found: list[Observation] = []
    while len(found) < count:
        players = rng.randint(3, 5)
        game = Game.new(GameConfig(players=players, expansion=expansion), rng.randrange(1 << 30))
        bots = [make_bot("normal", rng.randrange(99)) for _ in range(players)]
        while not game.is_over and len(found) < count:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            answers = sum(1 for move in obs.legal if move in ANSWERS)
            decides = obs.card is not None and obs.choice is None and answers == 2
            if decides and rng.random() < 0.15:
                found.append(obs)
            game.apply(seat, bots[seat].decide(obs))
    return found


# A sample of the lab's 500 positions (tests/lab/test_no_absurd_verdict.py): the first
# 40 of its first base part and the first 12 of its first expansion part.
SAMPLE = [(False, 0, 40, 48), (True, 9, 12, 96)]


@pytest.mark.parametrize(("expansion", "seed", "count", "samples"), SAMPLE)
def test_no_verdict_is_far_from_its_reference_nor_beyond_its_cap(
    expansion: bool, seed: int, count: int, samples: int
) -> None:
    no_verdict_far_from_its_reference_nor_beyond_its_cap(expansion, seed, count, samples)


def no_verdict_far_from_its_reference_nor_beyond_its_cap(
    expansion: bool, seed: int, count: int, samples: int
) -> None:
    """The figures on `count` positions (`positions(expansion, count, seed)`), each within
    TOLERANCE of its reference and within its cap."""
    worst = 0.0
    for obs in positions(expansion, count, seed):
        if expansion:
            cost = expansion_figures(obs, None, samples).settle_cost
            reference = expansion_figures(obs, None, 4 * samples).settle_cost
        else:
            cost = advise(obs, None, samples=samples).take_cost
            reference = advise(obs, None, samples=4 * samples).take_cost
        cap = stake_cap(obs)
        assert abs(cost) <= cap and abs(reference) <= cap, (obs.card, obs.pot, cost, cap)
        assert abs(cost - reference) <= TOLERANCE, (obs.card, obs.pot, cost, reference)
        worst = max(worst, abs(cost - reference))
    assert worst > 0  # the figures were really measured


def test_the_cap_is_what_the_card_and_its_counters_could_change() -> None:
    # A 3 with nothing on it, plenty of counters: 3 points to you or to a rival, three
    # counters round the table (counted twice), and the rest of the round.
    obs = position(3, 0, [[], [], []], [11, 11, 11])
    assert stake_cap(obs) == 2 * 3 + 2 * 3 + FUTURE_ALLOWANCE
    # Down to your last counter with many cards to come, paying could leave you taking
    # whatever reaches you: the cap grows with that.
    broke = position(3, 0, [[], [], []], [1, 11, 11])
    assert stake_cap(broke) > stake_cap(obs) + 50


def test_the_coach_never_says_more_than_the_decision_could_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Whatever its samples say (here a broken evaluator's 500 points), the verdict stays
    # within the cap.
    obs = position(3, 0, [[], [], []], [11, 11, 11])

    def wild(*_args: object, **_kwargs: object) -> Evaluation:
        return Evaluation(ActionValue(3.0, -500.0, -500.0), ActionValue(1.0, 0.0, 0.0), 8, 1.0)

    monkeypatch.setattr(coach_module, "evaluate_take_and_pass", wild)
    advice = advise(obs, None, samples=8)
    assert advice.take_cost == stake_cap(obs)
    assert "27 points" in advice.sentence


def bonus_bid() -> tuple[Game, int]:
    """An expansion game of normal bots at a bid on Bonus +20 with 18 counters on it, in
    a long bidding war: the review once said such a bid cost some 90 points."""
    game = Game.new(GameConfig(players=3, expansion=True), 1002)
    bots = [make_bot("normal", 20 + seat) for seat in range(3)]
    for _ in range(130):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    seat = game.current_seat
    assert seat is not None
    game.apply(seat, bots[seat].decide(game.observation(seat)))
    return game, 130


def test_the_big_bid_on_bonus_20_says_where_its_cost_comes_from() -> None:
    game, index = bonus_bid()
    seat, action = game.record.actions[index]
    before = Game.replay(dataclasses.replace(game.record, actions=game.record.actions[:index]))
    obs = before.observation(seat)
    assert obs.card is not None and obs.card.kind.value == "bonus20" and obs.pot == 18
    assert action is Action.BID
    names = ["Ada", "Bo", "Cy"]
    verdict = judge_decision(game.record, index, names, samples=400)
    reason, said = verdict_words.reason(verdict, names), verdict_words.sentence(verdict, names)
    # The card is 20 points; the rest is the counters: declining collects the 18 on it,
    # a bid hands them to a rival and leaves 4 counters for the 20 cards to come, the
    # source the verdict names.
    assert verdict.cost > 20
    assert verdict.cost <= stake_cap(obs)
    assert "There were 18 counters on it." in reason
    assert "The rest comes from having only 4 counters left for 20 cards." in reason
    assert "against" not in said


def expansion_record(seed: int) -> tuple[Game, list[int]]:
    """A finished expansion game of normal bots and the indices of its two-answer
    decisions."""
    game = Game.new(GameConfig(players=3, expansion=True), seed)
    bots = [make_bot("normal", seed + seat) for seat in range(3)]
    indices = []
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        answers = sum(1 for move in obs.legal if move in ANSWERS)
        if obs.card is not None and obs.choice is None and answers == 2:
            indices.append(game.actions_played)
        game.apply(seat, bots[seat].decide(obs))
    return game, indices


def test_the_hint_and_the_review_give_one_figure_within_the_noise_they_state() -> None:
    game, indices = expansion_record(5)
    names = ["Ada", "Bo", "Cy"]
    for index in indices[:40:8]:  # five positions (each judged four ways: 9 s of CPU for ten)
        seat = game.record.actions[index][0]
        before = Game.replay(dataclasses.replace(game.record, actions=game.record.actions[:index]))
        obs = before.observation(seat)
        review = judge_decision(game.record, index, names, samples=240)
        # The hint, clock-free on the same number of deals: the very same figure.
        same = advise_expansion(obs, None, samples=240)
        figures = expansion_figures(obs, None, 240)
        assert same.margins == figures.margins
        assert review.take_cost == pytest.approx(figures.settle_cost)
        # The hint stopped early by its clock (fewer deals): within the noise both state.
        early = expansion_figures(obs, None, 120)
        noise = math.hypot(early.stderr, review.stderr)
        assert abs(early.settle_cost - review.take_cost) <= 3 * noise + 1e-9
        # And the hint gives its reason, as the review does.
        said = verdict_words.reason(review, names)
        assert same.reason and same.reason.split(".")[0] == said.split(".")[0]
