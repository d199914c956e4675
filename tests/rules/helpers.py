"""Shared helpers for rule tests: play games with a seeded chooser, through the public API."""

from __future__ import annotations

import random
from collections.abc import Callable

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


def first_deal_where_seat_0_may_look(new_game: Callable[[int], Game]) -> tuple[int, Game]:
    """The first deal from 0 up where, normal bots playing every seat, seat 0 comes to a
    decision with a look card to play [X3]; the deal and the game stopped there."""
    from game.bots import make_bot

    bot = make_bot("normal", 3)
    for deal in range(200):
        game = new_game(deal)
        while not game.is_over and not (
            game.current_seat == 0 and Action.LOOK in game.legal_actions(0)
        ):
            seat = game.current_seat
            assert seat is not None
            game.apply(seat, bot.decide(game.observation(seat)))
        if not game.is_over:
            return deal, game
    raise AssertionError("no look card for seat 0 in 200 deals")
