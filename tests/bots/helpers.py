"""Observations from random games, for bot tests."""

from __future__ import annotations

import dataclasses
import random

from game.bots.tree import TreeConfig, TreeSearchBot
from game.rules import Action, Card, Game, GameConfig, Observation


def random_observations(count: int, seed: int) -> list[Observation]:
    """Decision-point observations (the deciding seat's own view) from random games of
    3–7 players, both variants, with random take/pass play to reach varied positions."""
    rng = random.Random(seed)
    found: list[Observation] = []
    while len(found) < count:
        players = rng.randint(3, 7)
        game = Game.new(
            GameConfig(players=players, tactical=rng.random() < 0.3), rng.randrange(1 << 30)
        )
        take_chance = rng.uniform(0.2, 0.7)
        while not game.is_over and len(found) < count:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if rng.random() < 0.3:
                found.append(obs)
            legal = game.legal_actions(seat)
            action = Action.TAKE if len(legal) == 1 or rng.random() < take_chance else Action.PASS
            game.apply(seat, action)
    return found


def quick_hard(seed: int = 0, samples: int = 48) -> TreeSearchBot:
    """A clock-free hard bot with few iterations: reproducible and fast enough for tests."""
    return TreeSearchBot(
        seed, config=TreeConfig(budget_ms=None, max_iterations=samples, min_iterations=32)
    )


def position(card: int, pot: int, displays: list[list[int]], counters: list[int]) -> Observation:
    """Seat 0 to decide on `card` at a 3-player table, built by hand from a real start."""
    obs = Game.new(GameConfig(players=3, first_player=0), 1).observation(0)
    held = sum(len(d) for d in displays)
    return dataclasses.replace(
        obs,
        card=Card.number(card),
        pot=pot,
        displays=tuple(tuple(Card.number(v) for v in sorted(d)) for d in displays),
        counters=tuple(counters),
        my_counters=counters[0],
        deck_left=23 - held,
        legal=(Action.TAKE, Action.PASS) if counters[0] else (Action.TAKE,),
    )
