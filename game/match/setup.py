"""The match a player sets up: who sits in each seat and the game's options (no pygame).

`MatchSetup` is what the setup screen edits, what Start, Continue and "Play again" open a
table with, and what `settings.last_setup` keeps. Its options are one `GameConfig`
(`rules`), whose player count follows the seats. During a match nothing changes it: who
holds each seat then is the match's (`game.match.model.Match`).

The JSON form is flat (the options beside the seats) and unchanged since before the
options were a `GameConfig`, so older settings and saves load as they did.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from game.i18n import _
from game.rules import GameConfig
from game.safe_text import clean

HUMAN = "human"  # a seat's kind when a person plays it (else a bot level's name)
ROUND_CHOICES = (1, 3, 5)
NAME_MAX = 12  # letters in a name (the name entry's limit; longer ones are cut on load)
MIN_SEATS, MAX_SEATS = 3, 7
# Bot names when `game.bots.personas` offers none.
FALLBACK_NAMES = ("Ada", "Bruno", "Cleo", "Dmitri", "Esme", "Femi", "Gus")
OPTION_KEYS = ("tactical", "rounds", "open_counters", "expansion", "first_player")


def bot_levels() -> tuple[str, ...]:
    try:
        from game.bots import bot_levels as levels

        return tuple(levels())
    except ImportError:
        return ("random", "heuristic")


def default_level() -> str:
    levels = bot_levels()
    return "normal" if "normal" in levels else ("heuristic" if "heuristic" in levels else levels[0])


def persona_names(seed: int, spares: bool = False) -> list[str]:
    """The bots' names for all seven seats: the bots package's personas if it has them
    (with `spares`, then the personas no seat draws, in drawn order: a bot whose own
    name a person took wears one of them)."""
    try:
        from game.bots.personas import PERSONAS, assign_personas

        return [p.name for p in assign_personas(len(PERSONAS) if spares else MAX_SEATS, seed)]
    except (ImportError, ValueError, AttributeError):
        return list(FALLBACK_NAMES[:MAX_SEATS])


@dataclass
class SeatSpec:
    """Who sits in a seat: a human (optionally bound to a gamepad) or a bot level."""

    kind: str = HUMAN  # HUMAN or a bot level name
    pad: int | None = None
    name: str = ""  # a human's chosen name ("" = "Player N")

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


def _default_seats() -> list[SeatSpec]:
    return [SeatSpec(HUMAN)] + [SeatSpec(default_level()) for _ in range(3)]


@dataclass
class MatchSetup:
    seats: list[SeatSpec] = field(default_factory=_default_seats)
    # The options; its player count (and a first player past the last seat) follow the
    # seats: read them fitted through `config()`.
    rules: GameConfig = field(default_factory=GameConfig)
    # Picks the bots' personas; kept so the setup screen and the table show the same names.
    persona_seed: int = field(default_factory=lambda: random.randrange(1 << 30))

    def __post_init__(self) -> None:
        if MIN_SEATS <= self.players <= MAX_SEATS:  # (a setup may be filled in after)
            self.rules = self.config()

    @property
    def players(self) -> int:
        return len(self.seats)

    def config(self) -> GameConfig:
        """The options for these seats."""
        first = self.rules.first_player
        if first is not None and not 0 <= first < self.players:
            first = None
        return replace(self.rules, players=self.players, first_player=first)

    def choose(self, **options: Any) -> None:
        """Change options (`tactical=True`, `rounds=3`, ...)."""
        self.rules = replace(self.config(), **options)

    def _chosen_name(self, seat: int, personas: list[str]) -> str:
        spec = self.seats[seat]
        if spec.is_human:
            # Numbered by seat, as every other text counts seats ("seat 3"): "Player 3"
            # sits in seat 3 even with a bot before it.
            return spec.name or _("Player {number}").format(number=seat + 1)
        # One persona per seat, drawn for all seven: a seat's bot keeps its name whatever
        # the other seats hold or how many there are (unless a person took it).
        return personas[self.persona_slot(seat)]

    def persona_slot(self, seat: int) -> int:
        """Which drawn persona (`persona_names(seed, spares=True)`) the bot in `seat`
        wears: its seat's own, or, when a person chose that name, the first spare no
        person chose ("Ada 2" beside a person's "Ada" read as her double)."""
        pool = persona_names(self.persona_seed, spares=True)
        people = {s.name.casefold() for s in self.seats if s.is_human and s.name}
        if pool[seat].casefold() not in people:
            return seat
        taken = set()
        for other in range(seat):  # an earlier clashing bot took the first spare
            if not self.seats[other].is_human and pool[other].casefold() in people:
                taken.add(other)
        spares = [j for j in range(MAX_SEATS, len(pool)) if pool[j].casefold() not in people]
        rank = len(taken)
        return spares[rank] if rank < len(spares) else seat

    def seat_names(self) -> list[str]:
        """Every seat's name, no two alike (ignoring case): the turn prompt, the log and
        the scores must tell the players apart. People keep the names they chose, in seat
        order; a later seat is numbered visibly ("Ada 2"); a bot whose persona a person
        took wears a spare one (`persona_slot`)."""
        personas = persona_names(self.persona_seed, spares=True)
        chosen = [self._chosen_name(seat, personas) for seat in range(self.players)]
        order = sorted(range(self.players), key=lambda seat: (not self.seats[seat].is_human, seat))
        names = [""] * self.players
        taken: set[str] = set()
        clashes = []
        for seat in order:  # first every name that is free as chosen ...
            if chosen[seat].casefold() in taken:
                clashes.append(seat)
            else:
                names[seat] = chosen[seat]
                taken.add(chosen[seat].casefold())
        for seat in clashes:  # ... then the clashes, numbered past every name in use
            name, number = chosen[seat], 2
            while name.casefold() in taken:
                suffix = f" {number}"
                name = chosen[seat][: NAME_MAX - len(suffix)].rstrip() + suffix
                number += 1
            taken.add(name.casefold())
            names[seat] = name
        return names

    def seat_name(self, seat: int) -> str:
        return self.seat_names()[seat]

    def copy(self) -> MatchSetup:
        seats = [replace(spec) for spec in self.seats]
        return MatchSetup(seats, self.rules, self.persona_seed)

    def to_json(self) -> dict[str, Any]:
        # Pads are not saved: instance ids mean nothing in another session.
        config = self.config()
        return {
            "seats": [s.kind for s in self.seats],
            "names": [s.name for s in self.seats],
            "persona_seed": self.persona_seed,
            **{key: getattr(config, key) for key in OPTION_KEYS},
        }

    @classmethod
    def from_json(cls, data: object) -> MatchSetup:
        """A setup from saved JSON; anything missing or invalid falls back to defaults."""
        setup = cls()
        if not isinstance(data, dict):
            return setup
        levels = set(bot_levels())
        seats = data.get("seats")
        if isinstance(seats, list) and MIN_SEATS <= len(seats) <= MAX_SEATS:
            setup.seats = [
                SeatSpec(
                    k if isinstance(k, str) and (k == HUMAN or k in levels) else default_level()
                )
                for k in seats
            ]
        names = data.get("names")
        if isinstance(names, list):
            for spec, name in zip(setup.seats, names, strict=False):
                if isinstance(name, str):  # from a file: cleaned before any font sees it
                    spec.name = " ".join(clean(name).split())[:NAME_MAX]
        seed = data.get("persona_seed")
        if isinstance(seed, int) and not isinstance(seed, bool):
            setup.persona_seed = seed
        options: dict[str, Any] = {}
        for flag in ("tactical", "open_counters", "expansion"):
            if isinstance(data.get(flag), bool):
                options[flag] = data[flag]
        if data.get("rounds") in ROUND_CHOICES:
            options["rounds"] = int(data["rounds"])
        first = data.get("first_player")
        if isinstance(first, int) and not isinstance(first, bool) and 0 <= first < setup.players:
            options["first_player"] = first
        setup.choose(**options)
        return setup
