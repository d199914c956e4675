"""Bots: functions of one seat's observation. `make_bot(level, seed)` builds one by name."""

from __future__ import annotations

from collections.abc import Callable

from game.bots.base import Bot
from game.bots.expansion_play import with_expansion
from game.bots.rulebots import EasyBot, NormalBot
from game.bots.simple import HeuristicBot, RandomBot
from game.bots.tree import EXPERT, HARD, TreeSearchBot

BotFactory = Callable[[int], Bot]

# Level name -> factory(seed). The setup scene and `python -m game sim --bots` use these names.
BOT_FACTORIES: dict[str, BotFactory] = {
    "easy": lambda seed: EasyBot(seed),
    "normal": lambda seed: NormalBot(seed),
    "hard": lambda seed: TreeSearchBot(seed, "hard", HARD),
    "expert": lambda seed: TreeSearchBot(seed, "expert", EXPERT),
    "random": lambda seed: RandomBot(seed),
    "heuristic": lambda seed: HeuristicBot(seed),
}


# The levels offered to players, weakest first, with their display names. `random` and
# `heuristic` stay in BOT_FACTORIES for tests and the command line only.
LEVEL_LABELS: dict[str, str] = {
    "easy": "Easy",
    "normal": "Normal",
    "hard": "Hard",
    "expert": "Expert",
}


def bot_levels() -> tuple[str, ...]:
    """The names `make_bot` accepts (player levels first, then test baselines)."""
    return tuple(BOT_FACTORIES)


def player_levels() -> tuple[str, ...]:
    """The levels a player may choose, in order of strength (see LEVEL_LABELS)."""
    return tuple(LEVEL_LABELS)


def thinking_budget_ms(level: str) -> float | None:
    """How long a bot of `level` may think per decision (None: no clock, it answers at
    once). The table shows a thinking cue for levels that think for a noticeable time."""
    return getattr(make_bot(level), "budget_ms", None)


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the named level, with its own seeded randomness."""
    try:
        factory = BOT_FACTORIES[level]
    except KeyError:
        raise ValueError(f"unknown bot {level!r}; choose from {', '.join(BOT_FACTORIES)}") from None
    return with_expansion(factory(seed), level, seed)


__all__ = [
    "BOT_FACTORIES",
    "LEVEL_LABELS",
    "Bot",
    "bot_levels",
    "make_bot",
    "player_levels",
    "thinking_budget_ms",
]
