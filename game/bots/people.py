"""Each person at the table, modelled from their own play.

The population model (game/bots/modelling.py) reads a seat from its decisions this round
only, against styles set for bots and searchers. A person plays many rounds and, under the
same name, many matches: this reads each person from all their decisions, this match's
from the first and their kept history's, against a small grid of plain styles, and hands
the coach the styles to play them out with.

The rule, as a reader can follow it:

1. `PERSON_STYLES` is a fixed grid of 36 plain styles (take a card when its net cost is at
   most a limit of 0–15 points, plus a pressure of 0, 3 or 6 points per counter below 5;
   a free card taken at once, or slow-played as the normal bot does), and the
   population's own candidate styles: 43 in all.
2. A person's `Reading` counts, per style, how many of their real decisions (a take or a
   pass that was not forced) the style predicted right and wrong.
3. A style's weight is its share of (1 − s)^right × s^wrong (every style equally likely
   before), where s, how often the person strays from their style, is how often the
   best style of the grid missed them, at least 1 in 20: a person the grid foresees 19
   times in 20 is read sharply, one it foresees 9 times in 10 more loosely. Their
   playouts stray (are flipped) as often, s.
4. The person's pool mixes that fit with the population model in proportion: the fit
   counts for n / (n + 10) of the draws after n decisions, the population model for the
   rest. With no decisions seen it is exactly the population model; after 30 it is a
   quarter of it.

A per-name summary (`Reading`, 86 counts) is kept with the history (game/store/people.py
writes it); it is capped at `KEPT_DECISIONS` decisions, older evidence scaled down, so it
stays small and follows a player who changes. Pure Python, no randomness.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.bots.modelling import BUCKET, CANDIDATE_STYLES, style_buckets
from game.bots.policy import DEFAULT_PARAMS, PLAYOUT_STYLES, PolicyParams, wants_card
from game.rules import Action, Game, GameRecord, Observation
from game.rules.fast import mask_of

# The grid's axes (points, points per counter short of `_PRESSURE_FROM`, free cards).
_LIMITS = (0.0, 3.0, 6.0, 9.0, 12.0, 15.0)
_PRESSURES = (0.0, 3.0, 6.0)
_PRESSURE_FROM = 5
_FREE = (99.0, DEFAULT_PARAMS.milk_margin)  # a free card taken at once; slow-played
GRID: tuple[PolicyParams, ...] = tuple(
    replace(
        DEFAULT_PARAMS,
        base=limit,
        low_ref=_PRESSURE_FROM,
        low_gain=pressure,
        deny=0.0,
        gap=0.0,
        milk_margin=free,
    )
    for limit in _LIMITS
    for pressure in _PRESSURES
    for free in _FREE
)
PERSON_STYLES: tuple[PolicyParams, ...] = GRID + CANDIDATE_STYLES
SLIP = 0.05  # a person strays from their style at least 1 time in 20
EVIDENCE_HALF = 10  # decisions after which the fit counts for half the draws
KEPT_DECISIONS = 300  # a kept summary's most decisions: older evidence is scaled down


@dataclass(frozen=True, slots=True)
class Reading:
    """How many of a person's decisions each of PERSON_STYLES predicted right and wrong."""

    hits: tuple[int, ...] = (0,) * len(PERSON_STYLES)
    misses: tuple[int, ...] = (0,) * len(PERSON_STYLES)

    @property
    def decisions(self) -> int:
        return self.hits[0] + self.misses[0] if self.hits else 0

    def __add__(self, other: Reading) -> Reading:
        return Reading(
            tuple(a + b for a, b in zip(self.hits, other.hits, strict=True)),
            tuple(a + b for a, b in zip(self.misses, other.misses, strict=True)),
        )

    def bounded(self, most: int = KEPT_DECISIONS) -> Reading:
        """The same reading scaled down to at most `most` decisions (older evidence fades
        when the newest is added to a bounded summary)."""
        n = self.decisions
        if n <= most:
            return self
        scale = most / n
        hits = tuple(math.floor(h * scale + 0.5) for h in self.hits)
        # Keep every style's count of decisions the same (hits + misses = decisions).
        total = hits[0] + math.floor(self.misses[0] * scale + 0.5)
        return Reading(hits, tuple(max(0, total - h) for h in hits))

    @property
    def slip(self) -> float:
        """How often the person strays from their style: the best style's misses, at
        least SLIP (and SLIP with nothing read)."""
        n = self.decisions
        if n == 0:
            return SLIP
        return min(0.5, max(SLIP, min(self.misses) / n))

    def weights(self) -> list[float]:
        """Each style's weight, by the rule in the module's docstring."""
        slip = self.slip
        hit, miss = math.log(1.0 - slip), math.log(slip)
        logs = [h * hit + m * miss for h, m in zip(self.hits, self.misses, strict=True)]
        top = max(logs)
        raw = [math.exp(x - top) for x in logs]
        scale = sum(raw)
        return [r / scale for r in raw]

    def to_json(self) -> dict[str, list[int]]:
        return {"hits": list(self.hits), "misses": list(self.misses)}

    @classmethod
    def from_json(cls, data: object) -> Reading | None:
        """A kept reading, or None if `data` is not one (a hand-edited or older file)."""
        if not isinstance(data, Mapping):
            return None
        hits, misses = data.get("hits"), data.get("misses")
        size = len(PERSON_STYLES)
        if not (
            isinstance(hits, list)
            and isinstance(misses, list)
            and len(hits) == len(misses) == size
            and all(type(v) is int and 0 <= v <= 10 * KEPT_DECISIONS for v in (*hits, *misses))
        ):
            return None
        sums = {h + m for h, m in zip(hits, misses, strict=True)}
        if len(sums) != 1:
            return None
        return cls(tuple(hits), tuple(misses)).bounded()


NO_READING = Reading()


def read_decision(
    hands: list[int], counters: list[int], card: int, pot: int, seat: int, deck_left: int
) -> tuple[bool, ...]:
    """Whether each of PERSON_STYLES would take `card` for `seat` now."""
    return tuple(
        wants_card(hands, counters, card, pot, seat, deck_left, style) for style in PERSON_STYLES
    )


def _count(reading: list[list[int]], guesses: tuple[bool, ...], took: bool) -> None:
    hits, misses = reading
    for index, guess in enumerate(guesses):
        if guess == took:
            hits[index] += 1
        else:
            misses[index] += 1


def round_readings(obs: Observation) -> list[Reading]:
    """Per seat, the reading of its decisions this round (`obs.round_decisions`; empty in
    the expansion, whose observation keeps no log)."""
    players = obs.players
    size = len(PERSON_STYLES)
    counts = [[[0] * size, [0] * size] for _ in range(players)]
    hands = [0] * players
    counters = [obs.start_counters] * players
    for decision in obs.round_decisions:
        seat = decision.seat
        if counters[seat] > 0:
            guesses = read_decision(
                hands, counters, decision.card, decision.pot, seat, decision.deck_left
            )
            _count(counts[seat], guesses, decision.took)
        if decision.took:
            hands[seat] |= 1 << decision.card
            counters[seat] += decision.pot
        else:
            counters[seat] -= 1
    return [Reading(tuple(h), tuple(m)) for h, m in counts]


def match_readings(record: GameRecord, upto: int | None = None) -> list[Reading]:
    """Per seat, the reading of its decisions in `record` before action `upto` (all of
    them without), in the rounds before the one that action is in: the coach reads the
    current round from the observation itself (`round_readings`). Base game and
    expansion alike: a take or pass of a number card with counters to pay."""
    game = Game(record.config, record.seed, record.deal)
    actions = record.actions if upto is None else record.actions[:upto]
    players = record.config.players
    size = len(PERSON_STYLES)
    counts = [[[0] * size, [0] * size] for _ in range(players)]
    pending: list[tuple[int, tuple[bool, ...], bool]] = []  # this round's, not yet counted
    current = game.round
    for seat, action in actions:
        if game.is_over:
            break
        if game.round != current:
            for who, guesses, took in pending:
                _count(counts[who], guesses, took)
            pending, current = [], game.round
        if action in (Action.TAKE, Action.PASS):
            obs = game.observation(seat)
            if (
                obs.card is not None
                and obs.card.is_number
                and obs.counters[seat] > 0
                and Action.PASS in obs.legal
            ):
                hands = [mask_of([c.value for c in d if c.is_number]) for d in obs.displays]
                guesses = read_decision(
                    hands, list(obs.counters), obs.card.value, obs.pot, seat, obs.deck_left
                )
                pending.append((seat, guesses, action is Action.TAKE))
        game.apply(seat, action)
    if upto is None or game.round != current:
        for who, guesses, took in pending:
            _count(counts[who], guesses, took)
    return [Reading(tuple(h), tuple(m)) for h, m in counts]


def person_pool(
    reading: Reading, population: Sequence[PolicyParams] | None
) -> tuple[PolicyParams, ...]:
    """The styles a person is played out with: their fit mixed with the population model
    (`population`: its pool for the seat, None for a uniform draw of the playout
    styles), by the rule above."""
    n = reading.decisions
    fit_share = n / (n + EVIDENCE_HALF)
    base: Sequence[PolicyParams] = population if population else PLAYOUT_STYLES
    if fit_share == 0.0:
        return tuple(base)
    weights = [(1.0 - fit_share) / len(base)] * len(base)
    weights += [fit_share * w for w in reading.weights()]
    return tuple(style_buckets(weights, [*base, *PERSON_STYLES], size=2 * BUCKET))


def earlier_readings(
    match: GameRecord | None, kept: Sequence[Reading | None] | None
) -> list[Reading | None] | None:
    """Per seat, what was read of a person before the round in play: the earlier rounds of
    `match` (the record up to the decision; its expansion rounds too) and `kept[seat]`,
    their kept history. None if there is neither."""
    if match is None:
        return list(kept) if kept is not None else None
    earlier = match_readings(match, len(match.actions))
    if kept is None:
        return list(earlier)
    padded = [*kept, *[None] * len(earlier)]
    return [r + k if k is not None else r for r, k in zip(earlier, padded, strict=False)]


def kept_readings(kept: Mapping[str, Any], names: Iterable[str]) -> dict[str, Reading]:
    """The kept summaries of `names` that read as one (a damaged one is skipped)."""
    found = {}
    for name in names:
        reading = Reading.from_json(kept.get(name))
        if reading is not None:
            found[name] = reading
    return found


def remember(
    kept: Mapping[str, Any], record: GameRecord, people: Mapping[int, str]
) -> dict[str, Any]:
    """The kept summaries (plain JSON by name) with a finished match's people added
    (`people`: seat -> name), each bounded, the names just seen last."""
    readings = match_readings(record)
    out = {name: value for name, value in kept.items() if name not in people.values()}
    before = kept_readings(kept, people.values())
    for seat, name in people.items():
        if 0 <= seat < len(readings):
            out[name] = (before.get(name, NO_READING) + readings[seat]).bounded().to_json()
            before[name] = Reading.from_json(out[name]) or NO_READING
    return out
