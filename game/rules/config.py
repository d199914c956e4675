"""What a game is set up with."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from game.rules.errors import ConfigError

MIN_PLAYERS = 3
MAX_PLAYERS = 7
MAX_ROUNDS = 99
CARDS_PLAYED = 24
# Normal-back cards (numbers and pink specials) played in an expansion round [X1]; 9 green
# cards join them.
EXPANSION_NORMAL_PLAYED = 30
EXPANSION_GREENS_PLAYED = 9


def start_counters(players: int, *, tactical: bool = False) -> int:
    """Counters each player starts a round with [B2]; one fewer in the tactical variant [V1]."""
    if players <= 5:
        base = 11
    elif players == 6:
        base = 9
    else:
        base = 7
    return base - 1 if tactical else base


@dataclass(frozen=True, slots=True)
class GameConfig:
    """How a match is set up.

    players: 3–7 seats. tactical: the tactical variant [V1]. rounds: rounds in the
    match [V2]. first_player: the seat that starts round 1, or None to draw it from the
    seed [B3]. open_counters: a table option for the UI; the rules are the same [B8].
    expansion: play with the special cards [X1]–[X3] (combines with tactical and rounds).
    """

    players: int = 4
    tactical: bool = False
    rounds: int = 1
    first_player: int | None = None
    open_counters: bool = False
    expansion: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise ConfigError(f"players must be a whole number, not {self.players!r}")
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ConfigError(
                f"No Thanks! is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players}"
            )
        if isinstance(self.rounds, bool) or not isinstance(self.rounds, int):
            raise ConfigError(f"rounds must be a whole number, not {self.rounds!r}")
        if not 1 <= self.rounds <= MAX_ROUNDS:
            raise ConfigError(f"a match has 1 to {MAX_ROUNDS} rounds, not {self.rounds}")
        if self.first_player is not None and (
            isinstance(self.first_player, bool)
            or not isinstance(self.first_player, int)
            or not 0 <= self.first_player < self.players
        ):
            raise ConfigError(
                f"first player must be a seat 0–{self.players - 1}, not {self.first_player!r}"
            )

    @property
    def start_counters(self) -> int:
        return start_counters(self.players, tactical=self.tactical)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> GameConfig:
        if not isinstance(data, dict):
            raise ConfigError("config must be an object")
        known = {"players", "tactical", "rounds", "first_player", "open_counters", "expansion"}
        unknown = set(data) - known
        if unknown:
            raise ConfigError(f"unknown config keys: {sorted(unknown)}")
        for flag in ("tactical", "open_counters", "expansion"):
            if flag in data and not isinstance(data[flag], bool):
                raise ConfigError(f"{flag} must be true or false")
        return cls(**data)
