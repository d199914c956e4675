"""Does a seat play like a searcher or like a style? Judged from its decisions this round.

Expert's deep tree lets the other seats answer by their own searched rewards (PUCT, the
model's prior fading with visits). That is right against players who search, such as
hard, and costs it against players who let cards go round more freely than a searcher
would (lab/RESEARCH.md, "Which way expert's changes go"). Our own search foresees hard's
choices better than any style does, and the reference search's worse than the tight
style does, so a seat's decisions say which kind it is.

Two hypotheses per seat:
- searched: the seat chooses as hard's search (a clock-free probe run for it) leans, the
  probe's share of root visits to taking as its forecast (kept `PROBE_SLIP` from 0 and 1);
- styled: the seat follows one of the model's candidate styles, which one unknown (equal
  priors, so the best of seven fits is not taken at face value), each decision as the
  style says with probability 1 − `slip`.
Their likelihood ratio, with even prior odds, gives the chance the seat searches. The
probe of a past decision is a function of the public record only (seeded by it), so it is
memoised per process: a table asks it once per decision, not once per own move.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

from game.bots.modelling import style_evidence
from game.rules import Action, Card, Observation

SLIP = 0.12
# The probe's take share (root visits) counts as its forecast, kept this far from 0 and 1:
# a near-tie the probe splits costs the searched hypothesis little either way.
PROBE_SLIP = 0.05
# Probes: hard's search without its clock, as tools/predict_players.py measured it.
PROBE_ITERATIONS = 400
_CACHE_LIMIT = 20_000
_probe_cache: dict[tuple[object, ...], float] = {}


@dataclass(frozen=True, slots=True)
class SeatJudgement:
    """Per seat: decisions judged, how many the probe and the best style foresaw, and the
    chance the seat searches (0.5 with no evidence; None for the judging seat)."""

    decisions: tuple[int, ...]
    probe_hits: tuple[int, ...]
    best_style_hits: tuple[int, ...]
    searched: tuple[float | None, ...]


def judge_seats(
    obs: Observation, slip: float = SLIP, deadline: float | None = None
) -> SeatJudgement | None:
    """How likely each other seat is to search, from its real choices this round. None if
    the record does not replay to the table (it always should) or says nothing (the
    expansion keeps no record). Past `deadline` (a `time.perf_counter()` time) no new
    probe is run and both hypotheses are judged on the decisions probed so far: a bot
    resumed mid-round catches up over its next moves instead of overrunning one."""
    if obs.seat is None:
        return None
    # Probes first: the styles are then scored on the decisions probed. A record that
    # does not replay (the expansion keeps none) has no real choices to probe.
    probe_hits, probe_misses, probe_log, probed = _probe_evidence(obs, deadline)
    evidence = style_evidence(obs, scored=probed)
    if evidence is None:
        return None
    style_hits, style_misses = evidence
    players = obs.players
    hit, miss = math.log(1.0 - slip), math.log(slip)
    searched: list[float | None] = []
    for seat in range(players):
        if seat == obs.seat:
            searched.append(None)
            continue
        searched_log = probe_log[seat]
        fits = [
            h * hit + m * miss for h, m in zip(style_hits[seat], style_misses[seat], strict=True)
        ]
        top = max(fits)
        styled_log = top + math.log(sum(math.exp(f - top) for f in fits) / len(fits))
        searched.append(_logistic(searched_log - styled_log))
    return SeatJudgement(
        decisions=tuple(h + m for h, m in zip(probe_hits, probe_misses, strict=True)),
        probe_hits=tuple(probe_hits),
        best_style_hits=tuple(max(row) for row in style_hits),
        searched=tuple(searched),
    )


def _logistic(x: float) -> float:
    """1 / (1 + e^-x) without overflow for large |x|."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def follow_shares(
    obs: Observation, slip: float = SLIP, deadline: float | None = None
) -> list[float] | None:
    """Per seat, the share of its choices in the tree that should follow its drawn style:
    the chance it does not search (0.5 with no evidence yet; 0 for the judging seat).
    None if there is no record to judge by (the expansion keeps none)."""
    judgement = judge_seats(obs, slip, deadline)
    if judgement is None:
        return None
    return [0.0 if p is None else 1.0 - p for p in judgement.searched]


def _probe_evidence(
    obs: Observation, deadline: float | None
) -> tuple[list[int], list[int], list[float], int]:
    """Per seat, how many of its real choices this round the probe foresaw and missed,
    and their log-likelihood under the probe's take shares (the judging seat's own
    choices are skipped); and how many of the round's decisions that covers (all, unless
    `deadline` passed first)."""
    players = obs.players
    hits = [0] * players
    misses = [0] * players
    probe_log = [0.0] * players
    for index, view in _views(obs):
        decision = obs.round_decisions[index]
        seat = decision.seat
        if seat == obs.seat:
            continue
        share = _probe(obs, index, view, deadline)
        if share is None:
            return hits, misses, probe_log, index
        chosen = share if decision.took else 1.0 - share
        probe_log[seat] += math.log(PROBE_SLIP + (1.0 - 2.0 * PROBE_SLIP) * chosen)
        foreseen = (share >= 0.5) == decision.took
        hits[seat] += foreseen
        misses[seat] += not foreseen
    return hits, misses, probe_log, len(obs.round_decisions)


def past_observations(obs: Observation) -> list[tuple[int, Observation]]:
    """Each real choice of the round so far (not a forced take), as the deciding seat
    saw it then: (its index in `obs.round_decisions`, that seat's observation)."""
    return [(index, view()) for index, view in _views(obs)]


def _views(obs: Observation) -> Iterator[tuple[int, Callable[[], Observation]]]:
    """Replays the round's record; for each real choice, its index and a builder of the
    deciding seat's observation then (built only if a probe needs it)."""
    players = obs.players
    by_value = {card.value: card for display in obs.displays for card in display}
    if obs.card is not None:
        by_value.setdefault(obs.card.value, obs.card)
    displays: list[list[Card]] = [[] for _ in range(players)]
    counters = [obs.start_counters] * players
    for index, decision in enumerate(obs.round_decisions):
        seat = decision.seat
        if counters[seat] > 0:
            frozen_displays = tuple(tuple(sorted(d, key=lambda c: c.value)) for d in displays)
            frozen_counters = tuple(counters)

            def view(
                index: int = index,
                shown: tuple[tuple[Card, ...], ...] = frozen_displays,
                held: tuple[int, ...] = frozen_counters,
            ) -> Observation:
                decision = obs.round_decisions[index]
                return replace(
                    obs,
                    seat=decision.seat,
                    current_seat=decision.seat,
                    card=by_value[decision.card],
                    pot=decision.pot,
                    deck_left=decision.deck_left,
                    displays=shown,
                    counters=held,
                    my_counters=held[decision.seat],
                    legal=(Action.TAKE, Action.PASS),
                    is_over=False,
                    round_decisions=obs.round_decisions[:index],
                    seen_set_aside=None,
                )

            yield index, view
        if decision.took:
            displays[seat].append(by_value[decision.card])
            counters[seat] += decision.pot
        else:
            counters[seat] -= 1


def _probe(
    obs: Observation,
    index: int,
    view: Callable[[], Observation],
    deadline: float | None,
) -> float | None:
    """The share of root visits hard's search gives to taking, run for the seat deciding
    `obs.round_decisions[index]` as the table stood then (`view()`); None if not known
    yet and `deadline` has passed."""
    decision = obs.round_decisions[index]
    # What the probe reads, and no more: the choice it forecasts is not in its seed.
    key = (
        PROBE_ITERATIONS,
        obs.players,
        obs.tactical,
        obs.start_counters,
        obs.totals if obs.rounds > 1 else (),
        obs.round_decisions[:index],
        (decision.seat, decision.card, decision.pot, decision.deck_left),
    )
    cached = _probe_cache.get(key)
    if cached is not None:
        return cached
    if deadline is not None and time.perf_counter() >= deadline:
        return None
    from game.bots.tree import HARD, search  # tree.py imports this module

    probe = replace(HARD, budget_ms=None, max_iterations=PROBE_ITERATIONS)
    rng = random.Random(hash(key) & 0xFFFFFFFFFFFF)
    visits = search(view(), probe, rng).visits
    share = visits[0] / (visits[0] + visits[1])
    if len(_probe_cache) >= _CACHE_LIMIT:
        # Drop the older half (dicts keep insertion order): the round in play stays known.
        for stale in list(_probe_cache)[: _CACHE_LIMIT // 2]:
            del _probe_cache[stale]
    _probe_cache[key] = share
    return share
