"""Bots: functions of one seat's observation. `make_bot(level, seed)` builds one by name."""

from __future__ import annotations

from collections.abc import Callable

from game.bots.base import Bot
from game.bots.expansion_play import with_expansion
from game.bots.rulebots import EasyBot, NormalBot
from game.bots.search import SearchBot
from game.bots.simple import HeuristicBot, RandomBot

BotFactory = Callable[[int], Bot]

# Level name -> factory(seed). The setup scene and `python -m game sim --bots` use these names.
BOT_FACTORIES: dict[str, BotFactory] = {
    "easy": lambda seed: EasyBot(seed),
    "normal": lambda seed: NormalBot(seed),
    "hard": lambda seed: SearchBot(seed),
    "random": lambda seed: RandomBot(seed),
    "heuristic": lambda seed: HeuristicBot(seed),
}


def bot_levels() -> tuple[str, ...]:
    """The names `make_bot` accepts."""
    return tuple(BOT_FACTORIES)


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the named level, with its own seeded randomness."""
    try:
        factory = BOT_FACTORIES[level]
    except KeyError:
        raise ValueError(f"unknown bot {level!r}; choose from {', '.join(BOT_FACTORIES)}") from None
    return with_expansion(factory(seed), level, seed)


__all__ = ["BOT_FACTORIES", "Bot", "bot_levels", "make_bot"]
