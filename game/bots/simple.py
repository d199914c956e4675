"""The two simple bots: `random` (a baseline) and `heuristic` (a sensible rule of thumb)."""

from __future__ import annotations

import random

from game.bots.base import decision_seed
from game.rules import Action, Move, Observation


class RandomBot:
    """Takes or passes at random; takes when it must."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.seed = seed

    def decide(self, obs: Observation) -> Move:
        return random.Random(decision_seed(self.seed, obs)).choice(obs.legal)


def card_cost(obs: Observation, seat: int) -> int:
    """How many points taking the face-up card now would add to `seat`'s score,
    counting the counters on it: a card next to a held run costs nothing (or less)."""
    assert obs.card is not None
    held = {card.value for card in obs.displays[seat]}
    value = obs.card.value
    if value + 1 in held and value - 1 in held:
        # Joins two runs: the upper run's lowest card stops counting.
        added = -(value + 1)
    elif value - 1 in held:
        added = 0
    elif value + 1 in held:
        added = value - (value + 1)
    else:
        added = value
    return added - obs.pot


class HeuristicBot:
    """Takes when the card is cheap for it after its counters or extends its run."""

    def __init__(self, seed: int = 0, name: str = "heuristic", margin: int = 6) -> None:
        self.name = name
        self.margin = margin
        del seed  # deterministic

    def decide(self, obs: Observation) -> Action:
        if Action.PASS not in obs.legal:
            return Action.TAKE
        assert obs.seat is not None and obs.card is not None
        cost = card_cost(obs, obs.seat)
        counters = obs.counters[obs.seat]
        # Fewer counters in hand make passing dearer: accept pricier cards.
        limit = self.margin + max(0, 3 - counters) * 4
        return Action.TAKE if cost <= limit else Action.PASS
