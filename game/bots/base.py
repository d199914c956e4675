"""The bot interface: a bot is a function of one seat's observation.

Bots see only `Observation` objects (never the engine), and act through the same action
path as a human seat: the table or the simulator submits the action a bot returns.
"""

from __future__ import annotations

from typing import Protocol

from game.rules import Action, Observation


class Bot(Protocol):
    """Anything with a name and a `decide` method."""

    name: str

    def decide(self, obs: Observation) -> Action:
        """Return one of `obs.legal`."""
        ...
