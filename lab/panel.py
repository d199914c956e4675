"""The gauntlet's panel: outside styles that share no code, policy or playouts with hard."""

from __future__ import annotations

from collections.abc import Callable

from game.bots import Bot
from lab.bots.reference_ismcts import ReferenceSearchBot
from lab.bots.reference_rules import (
    GreedyBot,
    HoarderBot,
    RandomThresholdBot,
    RunHunterBot,
    StingyBot,
)

PANEL_FACTORIES: dict[str, Callable[[int], Bot]] = {
    "reference": lambda seed: ReferenceSearchBot(seed, "reference", iterations=1000),
    "reference200": lambda seed: ReferenceSearchBot(seed, "reference200", iterations=200),
    "greedy": lambda seed: GreedyBot(seed, "greedy"),
    "stingy": lambda seed: StingyBot(seed, "stingy"),
    "runhunter": lambda seed: RunHunterBot(seed, "runhunter"),
    "hoarder": lambda seed: HoarderBot(seed, "hoarder"),
    "thresholds": lambda seed: RandomThresholdBot(seed, "thresholds"),
}
# Hard and expert as they were measured against the options below (2026-11-23): hard with
DEFAULT_PANEL = ("reference", "greedy", "stingy", "runhunter", "hoarder", "thresholds")
