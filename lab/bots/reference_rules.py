"""Outside rule-based styles for the gauntlet panel.

Each is a few lines of its own, written apart from the shared policy (game/bots/policy.py)
that normal, easy and hard's playouts use, so beating them says something about playing
people who think differently. `cost` below is what taking adds to the seat's card points
(runs count their lowest card [B7]) minus the counters on the card.
"""

from __future__ import annotations

import random

from game.rules import Action, Observation


def _held(obs: Observation, seat: int) -> set[int]:
    return {card.value for card in obs.displays[seat]}


def _cost(obs: Observation) -> tuple[int, int, set[int]]:
    """(cost of taking, own counters, own card values) for the seat to move."""
    assert obs.card is not None and obs.seat is not None
    held = _held(obs, obs.seat)
    value = obs.card.value
    added = 0 if value - 1 in held else value
    if value + 1 in held:
        added -= value + 1
    return added - obs.pot, obs.counters[obs.seat], held


class _Style:
    """A named style; `wants` decides when passing is legal."""

    def __init__(self, seed: int = 0, name: str = "") -> None:
        self.seed = seed
        self.name = name or type(self).__name__.lower()

    def decide(self, obs: Observation) -> Action:
        if Action.PASS not in obs.legal:
            return Action.TAKE
        return Action.TAKE if self.wants(obs) else Action.PASS

    def wants(self, obs: Observation) -> bool:
        raise NotImplementedError


class GreedyBot(_Style):
    """Grabs counters: takes anything whose pot pays for most of it, or any cheap card."""

    def wants(self, obs: Observation) -> bool:
        cost, mine, _ = _cost(obs)
        return cost <= 12 or mine <= 2


class StingyBot(_Style):
    """Hates cards: pays counters to avoid anything that costs more than a couple of points,
    relenting only when it is nearly out."""

    def wants(self, obs: Observation) -> bool:
        cost, mine, _ = _cost(obs)
        if mine <= 1:
            return cost <= 18
        if mine <= 3:
            return cost <= 8
        return cost <= 2


class RunHunterBot(_Style):
    """Builds runs: takes any card touching its own cards, and cards two away when they
    are not dear; otherwise only cheap ones."""

    def wants(self, obs: Observation) -> bool:
        assert obs.card is not None
        cost, mine, held = _cost(obs)
        value = obs.card.value
        if value - 1 in held or value + 1 in held:
            return True
        if (value - 2 in held or value + 2 in held) and cost <= 10:
            return True
        return cost <= 4 or (mine <= 2 and cost <= 12)


class HoarderBot(_Style):
    """Collects counters: lets cards go round until the pot covers half their cost, and
    takes free cards only once they carry counters."""

    def wants(self, obs: Observation) -> bool:
        assert obs.card is not None
        cost, mine, _ = _cost(obs)
        added = cost + obs.pot
        if added <= 0:
            return obs.pot >= 2 or mine <= 2
        if mine <= 1:
            return cost <= 16
        return obs.pot * 2 >= added


class RandomThresholdBot(_Style):
    """A heuristic whose thresholds are drawn from its seed: a take limit of 0-14 points,
    and a pressure of 0-4 points per counter below a reference of 2-7 counters."""

    def __init__(self, seed: int = 0, name: str = "thresholds") -> None:
        super().__init__(seed, name)
        draw = random.Random(seed * 7 + 3)
        self.limit = draw.uniform(0.0, 14.0)
        self.pressure = draw.uniform(0.0, 4.0)
        self.reference = draw.randint(2, 7)

    def wants(self, obs: Observation) -> bool:
        cost, mine, _ = _cost(obs)
        return cost <= self.limit + self.pressure * max(0, self.reference - mine)
