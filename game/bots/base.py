"""The bot interface: a bot is a function of one seat's observation.

Bots see only `Observation` objects (never the engine), and act through the same action
path as a human seat: the table or the simulator submits the action a bot returns.

A bot's randomness is drawn per decision from `decision_seed(seed, obs)`, never carried
from one call to the next: the table runs each decision on a pickled copy of the bot in a
worker process, so state kept between calls would be lost (and every call would repeat
the first draw).
"""

from __future__ import annotations

from typing import Protocol

from game.rules import Move, Observation


class Bot(Protocol):
    """Anything with a name and a `decide` method."""

    name: str

    def decide(self, obs: Observation) -> Move:
        """Return one of `obs.legal`."""
        ...


def decision_seed(seed: int, obs: Observation) -> int:
    """A seed from the bot's seed and the public situation, so a decision is reproducible
    whatever was asked before it (ints only: str hashes vary between processes)."""
    key = (
        seed,
        -1 if obs.seat is None else obs.seat,
        obs.round,
        obs.card.value if obs.card is not None else 0,
        obs.pot,
        obs.deck_left,
        -1 if obs.current_seat is None else obs.current_seat,
        obs.counters,
        tuple(tuple(card.value for card in display) for display in obs.displays),
    )
    return hash(key) & 0xFFFFFFFFFFFF


def card_seed(seed: int, obs: Observation) -> int:
    """A seed from the card on offer and what is held, not from the pot or the counters:
    the same for every decision on one card while it goes round the table. The coach draws
    its deals from it, so the live hint and the review see the same futures."""
    key = (
        seed,
        -1 if obs.seat is None else obs.seat,
        obs.round,
        obs.card.value if obs.card is not None else 0,
        obs.deck_left,
        tuple(tuple(c.value for c in display) for display in obs.displays),
    )
    return hash(key) & 0xFFFFFFFFFFFF  # ints only: the same in every process
