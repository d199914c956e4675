"""Shared helpers for rule tests: play games with a seeded chooser, through the public API."""

from __future__ import annotations

import random

from game.rules import Action, Event, Game, GameConfig


def play_random(
    config: GameConfig, seed: int, choice_seed: int = 0, take_chance: float = 0.4
) -> tuple[Game, list[Event]]:
    """Play a whole match with random legal actions; return the game and all its events."""
    game = Game.new(config, seed)
    events: list[Event] = list(game.opening_events)
    rng = random.Random(choice_seed)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions(seat)
        action = Action.TAKE if len(legal) == 1 or rng.random() < take_chance else Action.PASS
        events += game.apply(seat, action)
    return game, events
