"""Bots: functions of one seat's observation. `make_bot(level, seed)` builds one by name;
the levels are listed in `game/bots/levels.py`."""

from __future__ import annotations

from game.bots.base import Bot
from game.bots.levels import (
    LEVELS,
    Level,
    bot_levels,
    kiosk_levels,
    level,
    make_bot,
    player_levels,
    thinking_budget_ms,
    with_expansion,
)

__all__ = [
    "LEVELS",
    "Bot",
    "Level",
    "bot_levels",
    "kiosk_levels",
    "level",
    "make_bot",
    "player_levels",
    "thinking_budget_ms",
    "with_expansion",
]
