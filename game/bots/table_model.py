"""Who sits at the table, as the coach plays them out.

The table knows each seat's holder: a bot of a level, or a person. A bot's policy is code
we ship, so the coach plays a bot seat with its own level's policy rather than a style
drawn from the population: `normal` is the shared policy exactly (no noise: it never
slips); `easy` is one of its two habits (greedy or stingy, weighed by its decisions this
round) with its slips; `hard` and `expert` search too long to play out thousands of times,
so their stand-in is the shared policy with a little noise (their agreement with it is
measured in docs/BOTS.md). A person, or a seat whose holder is not known, is played from
their own reading (game/bots/people.py): their decisions this round, with `people[seat]`
(their earlier rounds and kept history), fitted to plain styles and mixed with the
population model (game/bots/modelling.py), which it is with nothing read yet.

`kinds[seat]` is a level's name, or None for a person (HUMAN from the setup works too).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.bots import levels
from game.bots.levels import OpponentModel
from game.bots.modelling import (
    MODEL,
    MODEL_NOISE,
    ModelConstants,
    modelled_pools,
    style_buckets,
    weigh,
)
from game.bots.people import NO_READING, Reading, person_pool, round_readings
from game.bots.policy import (
    DEFAULT_PARAMS,
    PolicyParams,
    added_points,
    wants_card,
)
from game.bots.rulebots import EASY_MAX_COST, EASY_SLIP, EASY_SPARE_COUNTERS
from game.rules import Observation

# Easy's two habits as EasyBot builds them (the middle of its shift, 4–7 points).
_EASY_SHIFT = 5.5
EASY_HABITS: tuple[PolicyParams, ...] = (
    replace(DEFAULT_PARAMS, base=DEFAULT_PARAMS.base + _EASY_SHIFT, deny=0.0, gap=0.0),
    replace(
        DEFAULT_PARAMS, base=DEFAULT_PARAMS.base - _EASY_SHIFT, deny=0.0, gap=0.0, low_gain=1.0
    ),
)


def opponent_model(kind: str | None) -> OpponentModel | None:
    """How the coach plays out a seat of `kind`: its level's model, from the level's one
    entry in game/bots/levels.py; None for a person, an unknown kind, or a level with no
    model (played out as a person)."""
    entry = levels.BY_NAME.get(kind) if kind is not None else None
    return entry.model if entry is not None else None


@dataclass(frozen=True, slots=True)
class SeatModels:
    """Per seat, the styles its playouts draw from (weighted by repetition) and the chance
    a playout decision of that seat is flipped."""

    pools: tuple[tuple[PolicyParams, ...], ...]
    noise: tuple[float, ...]


def bot_level(kind: str | None) -> str | None:
    """The level a seat's kind names, or None for a person or an unknown kind."""
    if kind is None or kind == "human":
        return None
    return kind if opponent_model(kind) is not None else None


def seat_models(
    obs: Observation,
    kinds: Sequence[str | None] | None,
    model: ModelConstants | None = MODEL,
    people: Sequence[Reading | None] | None = None,
) -> SeatModels:
    """The opponent model of every seat of `obs` (the deciding seat: the shared policy).
    Without `kinds` every other seat is taken for a person. `people[seat]`: what was read
    of a person before this round (None: nothing)."""
    players = obs.players
    population = modelled_pools(obs, model) if model is not None else None
    this_round: list[Reading] | None = None
    pools: list[tuple[PolicyParams, ...]] = []
    noise: list[float] = []
    for seat in range(players):
        level = bot_level(kinds[seat]) if kinds is not None and seat < len(kinds) else None
        if seat == obs.seat:
            pools.append((DEFAULT_PARAMS,))
            noise.append(MODEL_NOISE)
        elif (known := opponent_model(level)) is not None:
            if known.habits:
                pools.append(tuple(style_buckets(easy_weights(obs, seat), EASY_HABITS)))
            else:
                pools.append((DEFAULT_PARAMS,))
            noise.append(known.noise)
        else:
            if this_round is None:
                this_round = round_readings(obs)
            before = people[seat] if people is not None and seat < len(people) else None
            reading = this_round[seat] + (before or NO_READING)
            pools.append(person_pool(reading, population[seat] if population else None))
            # As often as the person strays from their best style (the population's
            # noise with nothing read).
            noise.append(max(MODEL_NOISE, reading.slip))
    return SeatModels(tuple(pools), tuple(noise))


def easy_weights(obs: Observation, seat: int) -> list[float]:
    """How likely each of easy's habits is for `seat`, from its decisions this round."""
    hits, misses = [0, 0], [0, 0]
    hands = [0] * obs.players
    counters = [obs.start_counters] * obs.players
    for decision in obs.round_decisions:
        who = decision.seat
        if who == seat and counters[who] > 0:
            # Easy plans as if nobody else held a card.
            alone = [hand if other == who else 0 for other, hand in enumerate(hands)]
            for index, habit in enumerate(EASY_HABITS):
                guess = easy_takes(
                    alone, counters, decision.card, decision.pot, who, decision.deck_left, habit
                )
                if guess == decision.took:
                    hits[index] += 1
                else:
                    misses[index] += 1
        if decision.took:
            hands[who] |= 1 << decision.card
            counters[who] += decision.pot
        else:
            counters[who] -= 1
    return weigh_pair(hits, misses)


def easy_takes(
    hands: list[int],
    counters: list[int],
    card: int,
    pot: int,
    seat: int,
    deck_left: int,
    habit: PolicyParams,
) -> bool:
    """EasyBot's choice with `habit`, slips aside (game/bots/rulebots.py): a free card is
    always taken, a dear one refused while counters are to spare, else the shared policy."""
    cost = added_points(hands[seat], card) - pot
    if cost <= 0:
        return True
    if cost > EASY_MAX_COST and counters[seat] >= EASY_SPARE_COUNTERS:
        return False
    return wants_card(hands, counters, card, pot, seat, deck_left, habit)


def weigh_pair(hits: list[int], misses: list[int]) -> list[float]:
    """Two equally likely habits, weighed by how many decisions each predicted."""
    return weigh(hits, misses, _EASY_CONSTANTS, prior=(1.0, 1.0))


# A habit's prediction is right unless easy slipped (or its shift is not the middle one).
_EASY_CONSTANTS = ModelConstants(slip=EASY_SLIP + 0.04, keep_prior=0.1)
