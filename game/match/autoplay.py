"""Matches set up and played by bots, with no screen: what the shot and autoplay
commands, the kiosk's screens for a shot and the tests start from (no pygame)."""

from __future__ import annotations

from game.match.setup import HUMAN, MatchSetup, SeatSpec, bot_levels
from game.rules import Game, GameConfig


def bot_setup(players: int, human: bool, seed: int, expansion: bool = False) -> MatchSetup:
    """`players` seats of a fast bot level, the first a human's if `human`."""
    levels = bot_levels()
    # Fast, sensible bots: the shot and autoplay tools must not wait on a search bot.
    level = next((name for name in ("normal", "heuristic") if name in levels), levels[0])
    seats = [SeatSpec(level) for _ in range(players)]
    if human:
        seats[0] = SeatSpec(HUMAN)
    # Persona names follow the seed too, so the same command draws the same picture.
    return MatchSetup(seats=seats, rules=GameConfig(expansion=expansion), persona_seed=seed)


def play_bots(game: Game, setup: MatchSetup, seed: int, stop_takes: int | None) -> None:
    """Advance `game` with bots (every seat, humans too) to the first turn of seat 0 after
    `stop_takes` takes, or to the end (None)."""
    from game.bots import make_bot

    level = next((s.kind for s in setup.seats if not s.is_human), "heuristic")
    bots = [make_bot(level, seed + i) for i in range(game.config.players)]
    while not game.is_over:
        if stop_takes is not None and game.takes >= stop_takes and game.current_seat == 0:
            return
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
