"""Who may sit in a seat, in words a player understands: humans and the bot levels
offered to players, weakest first, with plain names.

`game.bots` may know more levels than players are offered (developer baselines such as
random or heuristic); those stay available to `sim` and saved setups but are never
offered. If `game.bots.player_levels()` exists it decides what is offered.
"""

from __future__ import annotations

import game.bots

HUMAN = "human"
# Strength order and the names players see.
PLAYER_ORDER = ("easy", "normal", "hard", "expert")
LEVEL_LABELS = {
    HUMAN: "Human",
    "easy": "Easy",
    "normal": "Normal",
    "hard": "Hard",
    "expert": "Expert",
}
LEVEL_HELP = {
    HUMAN: "A person plays this seat; select the name to change it",
    "easy": "Easy bot: for learning; it makes plain mistakes",
    "normal": "Normal bot: sensible play, a fair game for most",
    "hard": "Hard bot: looks ahead; tough to beat",
    "expert": "Expert bot: the strongest; thinks longest",
}


def known_levels() -> tuple[str, ...]:
    """Every level `make_bot` accepts."""
    return tuple(game.bots.bot_levels())


def offered_levels() -> tuple[str, ...]:
    """The bot levels offered at setup, weakest first."""
    known = known_levels()
    chooser = getattr(game.bots, "player_levels", None)
    # The bots package's own list when it has one (a level we do not know yet goes last).
    names = tuple(chooser()) if callable(chooser) else PLAYER_ORDER
    rank = {name: i for i, name in enumerate(PLAYER_ORDER)}
    offered = sorted((n for n in names if n in known), key=lambda n: rank.get(n, len(rank)))
    return tuple(offered) or known


def level_label(kind: str) -> str:
    return LEVEL_LABELS.get(kind, kind.title())


def level_help(kind: str) -> str:
    return LEVEL_HELP.get(kind, f"{level_label(kind)} bot")
