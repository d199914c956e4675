"""Who may sit in a seat, in words a player understands: humans and the bot levels
offered to players, weakest first, with plain names.

The levels, their names and help text come from the registry (`game/bots/levels.py`);
levels not offered to players (developer baselines such as random or heuristic) stay
available to `sim` and saved setups but are never offered.
"""

from __future__ import annotations

import game.bots
from game.bots.levels import BY_NAME
from game.i18n import N_, _
from game.match.setup import HUMAN as HUMAN  # (where the scenes have long found it)

HUMAN_LABEL = N_("Human")
HUMAN_HELP = N_("A person plays this seat; select the name to change it")


def known_levels() -> tuple[str, ...]:
    """Every level `make_bot` accepts."""
    return tuple(game.bots.bot_levels())


def offered_levels() -> tuple[str, ...]:
    """The bot levels offered at setup, weakest first (the registry's order)."""
    rank = {name: i for i, name in enumerate(known_levels())}
    offered = [name for name in game.bots.player_levels() if name in rank]
    return tuple(sorted(offered, key=rank.__getitem__)) or known_levels()


def level_label(kind: str) -> str:
    if kind == HUMAN:
        return _(HUMAN_LABEL)
    entry = BY_NAME.get(kind)
    return _(entry.label) if entry is not None else kind.title()


def level_help(kind: str) -> str:
    if kind == HUMAN:
        return _(HUMAN_HELP)
    entry = BY_NAME.get(kind)
    if entry is not None:
        return _(entry.help)
    return _("{level} bot").format(level=level_label(kind))
