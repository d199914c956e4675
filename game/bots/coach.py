"""The coach: what taking and passing are each worth to the seat to move, in plain words.

It runs paired Monte Carlo rollouts of take against pass (game/bots/take_pass_rollouts.py),
in which every other seat plays as the table knows it (game/bots/table_model.py): a bot
seat with its own level's policy, a person with a style drawn per sample from the
population model read from their decisions. The figure is capped at what the decision
could change (game/bots/stakes.py) and carries its standard error.
The figure it compares is the expected *margin* at the end of the round: the best
opponent's score minus yours (positive: you are ahead). Own score alone would miss that
taking a card can hurt you less than letting a rival finish a run; the margin counts
both. Expected own scores are reported too. Call it off the frame loop (it takes
`budget_ms` of CPU); it reads only `obs`.

Every piece of advice carries its main reason, read from the position
(game/bots/coach_reasons.py), and names as the rival the player the standings put first
(lowest score on the table now), so the name changes only when the standings do. The
deals are drawn from a seed of the card and the displays, not the pot: asked again about
the same card after it went round, the coach sees the same futures, and a changed answer
comes from what changed on the table (the counters, which the reason names).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.bots.base import card_seed, decision_seed
from game.bots.coach_reasons import reason
from game.bots.modelling import MODEL, MODEL_NOISE, ModelConstants, modelled_pools
from game.bots.people import Reading, earlier_readings
from game.bots.policy import PLAYOUT_STYLES, PolicyParams
from game.bots.stakes import capped, stake_cap
from game.bots.table_model import bot_level, seat_models
from game.bots.take_pass_rollouts import RolloutConfig, evaluate_take_and_pass
from game.i18n import _, npgettext, pgettext
from game.rules import Action, GameRecord, Observation, score

__all__ = [
    "EVEN_WITHIN",
    "PEOPLE_ERROR",
    "Advice",
    "advise",
    "card_seed",
    "close_call",
    "standings_leader",
]

# Below this difference (points) the two actions are called even.
EVEN_WITHIN = 0.5
# The stated error (points) of a figure that depends on how people play: the person model
# (game/bots/people.py) reads a person's style, not their every choice. Within it (or
# within twice the figure's own standard error, if larger) the coach cannot tell which
# action is better, and the review calls the decision a close call (measured: BOTS.md).
PEOPLE_ERROR = 2.0


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's view of one decision."""

    recommended: Action
    take_score: float  # expected own round score after taking (lower is better)
    pass_score: float | None  # ... after passing; None when passing is not legal
    take_margin: float  # expected (best opponent's score - own score) after taking
    pass_margin: float | None
    # How many points worse taking is than passing, in margin (negative: taking is better).
    take_cost: float
    samples: int
    sentence: str
    # The other seat leading the standings now (None when the action was forced).
    rival: int | None = None
    # The main reason for the recommendation, in one plain sentence from the position.
    reason: str = ""
    # The standard error of `take_cost` (points): the noise the figure carries.
    stderr: float = 0.0
    # A close call: the figure depends on how a person plays (another seat is known to be
    # one) and is within the person model's stated error (`PEOPLE_ERROR`).
    close: bool = False


def advise(
    obs: Observation,
    budget_ms: float | None = 250.0,
    *,
    samples: int = 2000,
    seed: int = 0,
    model: ModelConstants | None = MODEL,
    names: Sequence[str] | None = None,
    kinds: Sequence[str | None] | None = None,
    people: Sequence[Reading | None] | None = None,
    match: GameRecord | None = None,
) -> Advice:
    """Advice for the seat to move in `obs` (its own observation, at its decision).
    `budget_ms=None` makes it clock-free: exactly `samples` samples, reproducible. With a
    `model`, each other seat's playout styles are weighted by how well they predict its
    decisions this round (game/bots/modelling.py), as hard does; None draws uniformly.
    `names[seat]` names the seats in the reason ("Seat 2" and so on without).
    `kinds[seat]` says who holds each seat (a bot level, or None for a person): a bot seat
    is played out with its own level's policy (game/bots/table_model.py); without it every
    other seat is taken for a person, read by the population model alone. With `kinds`,
    a person is read from their own play (game/bots/people.py): this round's decisions,
    the earlier rounds of `match` (the record up to this decision) and `people[seat]`,
    their kept history."""
    if obs.card is None or obs.seat is None or obs.current_seat != obs.seat:
        raise ValueError("the coach advises the seat whose decision it is")
    card = obs.card.value
    if names is None:
        names = [_("Seat {number}").format(number=seat + 1) for seat in range(obs.players)]
    if Action.PASS not in obs.legal:
        return Advice(
            recommended=Action.TAKE,
            take_score=float("nan"),
            pass_score=None,
            take_margin=float("nan"),
            pass_margin=None,
            take_cost=0.0,
            samples=0,
            sentence=pgettext(
                "number card", "You have no counters left, so you must take the {card}."
            ).format(card=card),
            reason=reason(obs, Action.TAKE, names),
        )
    pools: tuple[tuple[PolicyParams, ...], ...]
    noise: tuple[float, ...] = ()
    if kinds is None:
        # The population model for every seat, as before the table was known.
        pools = _pools(obs, model)
    else:
        seats = seat_models(obs, kinds, model, earlier_readings(match, people))
        pools, noise = seats.pools, seats.noise
    config = RolloutConfig(
        budget_ms=budget_ms,
        max_samples=samples,
        min_samples=min(samples, 200),
        confidence_z=6.0,  # a coach can afford to be sure
        noise=MODEL_NOISE,
        styles=PLAYOUT_STYLES,
        seat_styles=pools,
        seat_noise=noise,
    )
    result = evaluate_take_and_pass(
        obs,
        config,
        random.Random(decision_seed(seed, obs)),
        deal_rng=random.Random(card_seed(seed, obs)),
    )
    passed = result.pass_
    assert passed is not None
    # Never more than the decision could change (game/bots/stakes.py).
    take_cost = capped(passed.margin - result.take.margin, stake_cap(obs))
    recommended = Action.TAKE if take_cost <= 0 else Action.PASS
    return Advice(
        recommended=recommended,
        take_score=result.take.score,
        pass_score=passed.score,
        take_margin=result.take.margin,
        pass_margin=passed.margin,
        take_cost=take_cost,
        samples=result.samples,
        sentence=_sentence(take_cost, card),
        rival=standings_leader(obs, obs.seat),
        reason=reason(obs, recommended, names),
        stderr=result.stderr,
        close=close_call(take_cost, result.stderr, obs.seat, kinds),
    )


def close_call(
    take_cost: float, stderr: float, seat: int, kinds: Sequence[str | None] | None
) -> bool:
    """Whether a figure is within the stated error of the person model: another seat is
    known to be a person (`kinds`; without it nothing is known of the table) and the
    figure is below `PEOPLE_ERROR` or twice its standard error, but not even."""
    if kinds is None or abs(take_cost) < EVEN_WITHIN:
        return False
    people = any(bot_level(kind) is None for other, kind in enumerate(kinds) if other != seat)
    return people and abs(take_cost) < max(PEOPLE_ERROR, 2.0 * stderr)


def standings_leader(obs: Observation, seat: int) -> int | None:
    """The other seat with the lowest score on the table now (earlier rounds included;
    ties to the earlier seat): the rival a verdict names."""
    rivals = [other for other in range(obs.players) if other != seat]
    if not rivals:
        return None
    totals = obs.totals if obs.rounds > 1 else (0,) * obs.players
    return min(rivals, key=lambda o: score(list(obs.displays[o]), obs.counters[o]) + totals[o])


def _pools(obs: Observation, model: ModelConstants | None) -> tuple[tuple[PolicyParams, ...], ...]:
    """Each seat's styles under the model; () (a uniform draw) without one, or if the
    decisions did not replay."""
    pools = modelled_pools(obs, model) if model is not None else None
    return tuple(tuple(pool) for pool in pools) if pools else ()


def _sentence(take_cost: float, card: int) -> str:
    """The recommendation and what the other action would cost, in points."""
    points = max(1, round(abs(take_cost)))
    if abs(take_cost) < EVEN_WITHIN:
        if take_cost <= 0:
            return pgettext(
                "number card", "Taking {card} or passing come out about even: take if in doubt."
            ).format(card=card)
        return pgettext(
            "number card", "Taking {card} or passing come out about even: pass if in doubt."
        ).format(card=card)
    if take_cost > 0:
        text = npgettext(
            "number card",
            "Pass: taking {card} would cost you about {count} point.",
            "Pass: taking {card} would cost you about {count} points.",
            points,
        )
    else:
        text = npgettext(
            "number card",
            "Take {card}: passing would cost you about {count} point.",
            "Take {card}: passing would cost you about {count} points.",
            points,
        )
    return text.format(card=card, count=points)
