"""The coach's evaluator: paired Monte Carlo rollouts of take against pass.

The face-down deck and the set-aside cards are hidden, so each sample deals a deck that is
consistent with the observation (`deck_left` cards drawn at random from
`obs.unseen_numbers()`, in random order), plays the decision both ways on that same deal
(paired samples: the deal's luck cancels out of the difference), and plays the rest of the
round out with the rule-based policy for every seat, with a little noise so one policy quirk
does not decide every sample. Only `obs` is read: nothing behind the seat's view.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from game.bots.policy import DEFAULT_PARAMS, PolicyParams, wants_card
from game.rules import Action, Observation
from game.rules.fast import mask_of, mask_points


@dataclass(frozen=True, slots=True)
class RolloutConfig:
    """How hard to look. `budget_ms=None` gives a fixed, clock-free, reproducible search."""

    budget_ms: float | None = 70.0
    max_samples: int = 400
    min_samples: int = 24
    # Stop early once the better action leads by this many standard errors.
    confidence_z: float = 3.0
    # Chance that a playout decision is flipped (a legal flip only).
    noise: float = 0.05
    # Utility = margin over the best opponent + win_weight * (1 if we win, shared on ties).
    win_weight: float = 0.0
    params: PolicyParams = DEFAULT_PARAMS
    # If given, each other seat plays a style drawn from these per sample (the same draw
    # for both actions, so the pairing holds); the deciding seat keeps `params`.
    styles: tuple[PolicyParams, ...] = ()
    # If given, seat s draws from `seat_styles[s]` instead (a pool per seat, weighted by
    # repetition: the opponent model's buckets, game/bots/modelling.py).
    seat_styles: tuple[tuple[PolicyParams, ...], ...] = ()
    # If given, seat s's playout decisions flip with chance `seat_noise[s]` instead of
    # `noise` (a bot seat played with its own policy does not slip).
    seat_noise: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class ActionValue:
    """Averages over the sampled futures after one action, for the deciding seat."""

    score: float  # expected final score this round (counters subtracted; lower is better)
    margin: float  # expected (best opponent's score - ours): positive means we are ahead
    utility: float  # what the search maximises
    # Expected final round score of every seat (the deciding seat's is `score`).
    seat_scores: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class Evaluation:
    take: ActionValue
    pass_: ActionValue | None  # None when passing is not legal
    samples: int
    # Standard error of the paired utility difference (take - pass); 0 if not measured.
    stderr: float

    @property
    def best(self) -> Action:
        if self.pass_ is None or self.take.utility >= self.pass_.utility:
            return Action.TAKE
        return Action.PASS


def _playout(
    hands: list[int],
    counters: list[int],
    deck: list[int],
    card: int,
    pot: int,
    seat: int,
    params: list[PolicyParams],
    rng: random.Random,
    noise: list[float],
) -> None:
    """Finish the round in place with the (noisy) policy for every seat, `params[seat]`,
    flipped with chance `noise[seat]`."""
    players = len(hands)
    rand = rng.random
    while card:
        take = wants_card(hands, counters, card, pot, seat, len(deck), params[seat])
        flip = noise[seat]
        if flip and rand() < flip:
            take = not take
        if take or counters[seat] == 0:
            hands[seat] |= 1 << card
            counters[seat] += pot
            pot = 0
            card = deck.pop() if deck else 0
        else:
            counters[seat] -= 1
            pot += 1
            seat = (seat + 1) % players


def _outcome(
    scores: list[int], me: int, totals: tuple[int, ...], win_weight: float
) -> tuple[float, float, float]:
    """(own round score, margin, utility) from round `scores` and earlier `totals`."""
    finals = [score + total for score, total in zip(scores, totals, strict=True)]
    mine = finals[me]
    best_other = min(score for seat, score in enumerate(finals) if seat != me)
    margin = best_other - mine
    utility = float(margin)
    if win_weight:
        if mine < best_other:
            utility += win_weight
        elif mine == best_other:
            utility += win_weight / sum(1 for score in finals if score == mine)
    # Our own round score, without earlier rounds' totals: what the coach reports.
    return float(scores[me]), float(margin), utility


def _round_scores(hands: list[int], counters: list[int]) -> list[int]:
    return [mask_points(hand) - count for hand, count in zip(hands, counters, strict=True)]


def evaluate_take_and_pass(
    obs: Observation,
    config: RolloutConfig,
    rng: random.Random,
    deal_rng: random.Random | None = None,
) -> Evaluation:
    """Estimate take and pass for the seat to move in `obs` (which must be its decision).

    With `deal_rng`, the deals and the other seats' styles are drawn from it alone (a
    fixed number of draws per sample) and only the playouts' noise from `rng`: two
    evaluations of the same card with the same `deal_rng` seed then see the same futures,
    so their difference is the position's, not the luck of the draw."""
    if obs.card is None or obs.seat is None or obs.current_seat != obs.seat:
        raise ValueError("evaluate_take_and_pass needs the deciding seat's observation")
    me = obs.seat
    card = obs.card.value
    pot = obs.pot
    hands0 = [mask_of([c.value for c in display]) for display in obs.displays]
    counters0 = list(obs.counters)
    unseen = sorted(obs.unseen_numbers())
    deck_left = obs.deck_left
    totals = obs.totals if obs.rounds > 1 else (0,) * obs.players
    can_pass = Action.PASS in obs.legal
    players = obs.players
    params = [config.params] * players
    pools = config.seat_styles or ((config.styles,) * players if config.styles else ())
    noise = list(config.seat_noise) if config.seat_noise else [config.noise] * players
    win_weight = config.win_weight
    sums = [0.0] * 6  # take: score, margin, utility; pass: score, margin, utility
    seat_sums = [[0.0] * players, [0.0] * players]  # take, pass: every seat's round score
    diff_sum = 0.0
    diff_sq = 0.0
    n = 0
    deadline = None if config.budget_ms is None else time.perf_counter() + config.budget_ms / 1000.0
    draw = rng if deal_rng is None else deal_rng
    while n < config.max_samples:
        deck = draw.sample(unseen, deck_left)
        if pools:
            params = [config.params if s == me else draw.choice(pools[s]) for s in range(players)]
        # Take: the card and pot are ours; we reveal the next card and decide again [B5].
        hands = hands0[:]
        counters = counters0[:]
        hands[me] |= 1 << card
        counters[me] += pot
        next_deck = deck[:]
        next_card = next_deck.pop() if next_deck else 0
        _playout(hands, counters, next_deck, next_card, 0, me, params, rng, noise)
        scores = _round_scores(hands, counters)
        take_out = _outcome(scores, me, totals, win_weight)
        for seat, value in enumerate(scores):
            seat_sums[0][seat] += value
        sums[0] += take_out[0]
        sums[1] += take_out[1]
        sums[2] += take_out[2]
        if can_pass:
            hands = hands0[:]
            counters = counters0[:]
            counters[me] -= 1
            _playout(hands, counters, deck, card, pot + 1, (me + 1) % players, params, rng, noise)
            scores = _round_scores(hands, counters)
            pass_out = _outcome(scores, me, totals, win_weight)
            for seat, value in enumerate(scores):
                seat_sums[1][seat] += value
            sums[3] += pass_out[0]
            sums[4] += pass_out[1]
            sums[5] += pass_out[2]
            diff = take_out[2] - pass_out[2]
            diff_sum += diff
            diff_sq += diff * diff
        n += 1
        if not can_pass:
            break  # nothing to compare: one sample gives the coach a rough value
        if n >= config.min_samples and n % 8 == 0:
            mean = diff_sum / n
            var = max(0.0, diff_sq / n - mean * mean)
            stderr = math.sqrt(var / (n - 1))
            if abs(mean) > config.confidence_z * stderr:
                break
        if deadline is not None and n % 4 == 0 and time.perf_counter() >= deadline:
            break
    take = ActionValue(sums[0] / n, sums[1] / n, sums[2] / n, tuple(v / n for v in seat_sums[0]))
    passed = (
        ActionValue(sums[3] / n, sums[4] / n, sums[5] / n, tuple(v / n for v in seat_sums[1]))
        if can_pass
        else None
    )
    stderr = 0.0
    if can_pass and n > 1:
        mean = diff_sum / n
        stderr = math.sqrt(max(0.0, diff_sq / n - mean * mean) / (n - 1))
    return Evaluation(take, passed, n, stderr)
