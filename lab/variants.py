"""Earlier versions of our own bots that the docs still cite, so their figures can be
measured again (lab/RESEARCH.md describes each). Every other variant measured during the
research is in git history: `git log -p -- game/gauntlet.py`."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from game.bots import Bot, bot_levels, make_bot
from game.bots.tree import HARD, TreeConfig, TreeSearchBot
from lab.panel import PANEL_FACTORIES

# Hard without its opponent model and guidance, as measured before 2026-11-23.
HARD_UNGUIDED = TreeConfig(confidence_z=math.inf)
# Expert as one deep tree, unguided: expert before 2026-11-23.
EXPERT_DEEP = TreeConfig(budget_ms=1000.0, max_iterations=40000, confidence_z=math.inf)
# Expert from 2026-11-23 (evening) to 2026-11-24: the deep tree guided like hard, its
# guidance not yet scaled to its iterations.
EXPERT_DEEP_GUIDED = replace(HARD, budget_ms=1000.0, max_iterations=40000)
VARIANT_FACTORIES: dict[str, Callable[[int], Bot]] = {
    # Hard until it dropped its early stop (3 standard errors after 96 iterations; the
    # defaults of `TreeConfig()`): the "before" column of lab/RESEARCH.md's panel tables.
    "hard_stop3": lambda seed: TreeSearchBot(seed, "hard_stop3", TreeConfig()),
    "hard_unguided": lambda seed: TreeSearchBot(seed, "hard_unguided", HARD_UNGUIDED),
    "expert_deep": lambda seed: TreeSearchBot(seed, "expert_deep", EXPERT_DEEP),
    "expert_deep_guided": lambda seed: TreeSearchBot(
        seed, "expert_deep_guided", EXPERT_DEEP_GUIDED
    ),
}


def gauntlet_names() -> tuple[str, ...]:
    """Every name the gauntlet accepts, for the bot or an opponent."""
    return tuple(PANEL_FACTORIES) + tuple(VARIANT_FACTORIES) + bot_levels()


def make_player(name: str, seed: int) -> Bot:
    factory = PANEL_FACTORIES.get(name) or VARIANT_FACTORIES.get(name)
    return factory(seed) if factory is not None else make_bot(name, seed)
