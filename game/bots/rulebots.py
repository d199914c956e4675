"""The `normal` and `easy` bots: the rule-based policy read from one seat's observation."""

from __future__ import annotations

import random
from dataclasses import replace

from game.bots.base import decision_seed
from game.bots.policy import DEFAULT_PARAMS, PolicyParams, added_points, wants_card
from game.rules import Action, Move, Observation
from game.rules.fast import mask_of

# Easy never takes a card costing more than this while it still has counters to spare,
# and never passes a card that costs it nothing: its mistakes stay human-sized.
EASY_SLIP = 0.08  # how often easy flips its decision (the coach models it too)
EASY_MAX_COST = 14
EASY_SPARE_COUNTERS = 4


def _masks(obs: Observation) -> list[int]:
    return [mask_of([card.value for card in display]) for display in obs.displays]


def net_cost(obs: Observation) -> int:
    """Points taking the face-up card adds to the deciding seat's score, less the pot."""
    assert obs.card is not None and obs.seat is not None
    hand = mask_of([card.value for card in obs.displays[obs.seat]])
    return added_points(hand, obs.card.value) - obs.pot


def _wants(obs: Observation, hands: list[int], params: PolicyParams) -> bool:
    """The shared policy's take/pass for this observation, with the given display masks."""
    assert obs.seat is not None and obs.card is not None
    return wants_card(
        hands, list(obs.counters), obs.card.value, obs.pot, obs.seat, obs.deck_left, params
    )


class NormalBot:
    """A good rule-based player: values runs, the pot, counter supplies on both sides,
    cards left, and whether the card extends another seat's run."""

    def __init__(
        self, seed: int = 0, name: str = "normal", params: PolicyParams = DEFAULT_PARAMS
    ) -> None:
        del seed  # deterministic
        self.name = name
        self.params = params

    def decide(self, obs: Observation) -> Move:
        if len(obs.legal) == 1:
            return obs.legal[0]
        assert obs.seat is not None and obs.card is not None
        return Action.TAKE if _wants(obs, _masks(obs), self.params) else Action.PASS


class EasyBot:
    """A beginner: one habit per game, too greedy (takes early) or too stingy (hoards
    counters), plus the odd slip; it ignores other seats' runs and never slow-plays.
    Its mistakes are bounded (see EASY_MAX_COST): it never does anything absurd."""

    def __init__(self, seed: int = 0, name: str = "easy") -> None:
        self.name = name
        self.seed = seed
        habit = random.Random(seed)
        self.greedy = habit.random() < 0.5
        shift = habit.uniform(4.0, 7.0)
        self.params = replace(
            DEFAULT_PARAMS,
            base=DEFAULT_PARAMS.base + (shift if self.greedy else -shift),
            deny=0.0,
            gap=0.0,
            low_gain=DEFAULT_PARAMS.low_gain if self.greedy else 1.0,
        )

    def decide(self, obs: Observation) -> Move:
        if len(obs.legal) == 1:
            return obs.legal[0]
        assert obs.seat is not None and obs.card is not None
        cost = net_cost(obs)
        if cost <= 0:
            return Action.TAKE  # no slow-play: a free card is always taken
        mine = obs.counters[obs.seat]
        if cost > EASY_MAX_COST and mine >= EASY_SPARE_COUNTERS:
            return Action.PASS
        hands = _masks(obs)
        # Beginners do not track others' runs: plan as if nobody else held a card.
        hands = [hand if seat == obs.seat else 0 for seat, hand in enumerate(hands)]
        take = _wants(obs, hands, self.params)
        if random.Random(decision_seed(self.seed, obs)).random() < EASY_SLIP:
            take = not take  # a slip; still inside the bounds checked above
        return Action.TAKE if take else Action.PASS
