"""Every bot level, in one registry: what it is called, how it is built, how it plays the
expansion, how the coach plays it out (its opponent model), and where it is offered. The
setup screen, the kiosk's settings, the expansion wrapper, `make_bot`, the coach's table
model (game/bots/table_model.py) and the command line all read it, so a new level is one
entry here; its words then go through the catalogs (`make i18n`) like any new text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.bots.base import Bot
from game.bots.expansion_play import EXPERT_SEARCH, ExpansionPlay, ExpansionSearch
from game.bots.modelling import MODEL_NOISE
from game.bots.rulebots import EASY_SLIP, EasyBot, NormalBot
from game.bots.simple import HeuristicBot, RandomBot
from game.bots.tree import EXPERT, HARD, TreeSearchBot
from game.i18n import N_

BotFactory = Callable[[int], Bot]


@dataclass(frozen=True, slots=True)
class OpponentModel:
    """How the coach plays a seat of a level out (game/bots/table_model.py): the shared
    policy, each playout decision flipped with chance `noise`; with `habits`, one of easy's
    two habits (greedy or stingy), weighed by the seat's decisions this round."""

    noise: float = 0.0
    habits: bool = False


@dataclass(frozen=True, slots=True)
class Level:
    """One bot level.

    `factory(seed)` builds its base-game bot. In an expansion game the bot is wrapped in
    `ExpansionPlay` with `expansion_style` ("easy", "normal", or "hard": hard values the
    specials like normal and searches the close calls with `expansion_search`); None plays
    the expansion as the bot is (a random choice among the legal moves covers every
    decision). `model`: how the coach plays this level's seat out (None: as a person, from
    its decisions). `for_players`: offered on the setup screen; `in_kiosk`: offered to the
    kiosk's operator.
    """

    name: str
    label: str  # (msgids: the player's words, translated where shown)
    help: str
    factory: BotFactory
    model: OpponentModel | None
    expansion_style: str | None = "normal"
    expansion_search: ExpansionSearch | None = None
    for_players: bool = True
    in_kiosk: bool = True


# Weakest first: the setup screen and the kiosk offer them in this order.
LEVELS: tuple[Level, ...] = (
    Level(
        "easy",
        N_("Easy"),
        N_("Easy bot: for learning; it makes plain mistakes"),
        lambda seed: EasyBot(seed),
        OpponentModel(noise=EASY_SLIP, habits=True),
        expansion_style="easy",
    ),
    Level(
        "normal",
        N_("Normal"),
        N_("Normal bot: sensible play, a fair game for most"),
        lambda seed: NormalBot(seed),
        OpponentModel(noise=0.0),  # the shared policy exactly: it never slips
    ),
    Level(
        "hard",
        N_("Hard"),
        N_("Hard bot: looks ahead; tough to beat"),
        lambda seed: TreeSearchBot(seed, "hard", HARD),
        # A search is too slow to play out thousands of times: the shared policy stands in.
        OpponentModel(noise=MODEL_NOISE),
        expansion_style="hard",
        expansion_search=ExpansionSearch(),
    ),
    Level(
        "expert",
        N_("Expert"),
        N_("Expert bot: the strongest; thinks longest"),
        lambda seed: TreeSearchBot(seed, "expert", EXPERT),
        OpponentModel(noise=MODEL_NOISE),  # as hard's
        # Hard's way with the specials, with a longer look at each close call.
        expansion_style="hard",
        expansion_search=EXPERT_SEARCH,
        # A second a move is too long a wait for a guest at a kiosk.
        in_kiosk=False,
    ),
    # Baselines for tests and the command line, never offered to players.
    Level(
        "random",
        "Random",
        "Random bot: takes or passes at random",
        lambda seed: RandomBot(seed),
        None,
        expansion_style=None,
        for_players=False,
        in_kiosk=False,
    ),
    Level(
        "heuristic",
        "Heuristic",
        "Heuristic bot: a simple rule of thumb",
        lambda seed: HeuristicBot(seed),
        None,
        for_players=False,
        in_kiosk=False,
    ),
)
BY_NAME: dict[str, Level] = {level.name: level for level in LEVELS}


def level(name: str) -> Level:
    """The level called `name`; ValueError naming the known ones if there is none."""
    try:
        return BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BY_NAME)}") from None


def bot_levels() -> tuple[str, ...]:
    """Every level `make_bot` accepts, player levels first."""
    return tuple(BY_NAME)


def player_levels() -> tuple[str, ...]:
    """The levels a player may choose, weakest first."""
    return tuple(entry.name for entry in LEVELS if entry.for_players)


def kiosk_levels() -> tuple[str, ...]:
    """The levels the kiosk's operator may choose, weakest first."""
    return tuple(entry.name for entry in LEVELS if entry.in_kiosk)


def with_expansion(bot: Bot, name: str, seed: int) -> Bot:
    """`bot`, able to play the expansion the way level `name` does (an unknown level is a
    ValueError, never a quiet default)."""
    entry = level(name)
    if entry.expansion_style is None:
        return bot
    if entry.expansion_search is None:
        return ExpansionPlay(bot, seed, style=entry.expansion_style)
    return ExpansionPlay(bot, seed, style=entry.expansion_style, search=entry.expansion_search)


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot of the named level, with its own seeded randomness, able to play the
    expansion."""
    return with_expansion(level(name).factory(seed), name, seed)


def thinking_budget_ms(name: str) -> float | None:
    """How long a bot of level `name` may think per decision (None: no clock, it answers
    at once). The table shows a thinking cue for levels that think for a noticeable time."""
    budget = getattr(make_bot(name), "budget_ms", None)
    return None if budget is None else float(budget)
