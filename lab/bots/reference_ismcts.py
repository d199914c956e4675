"""An outside yardstick: a plain information-set Monte Carlo tree search (IS-MCTS).

Written on purpose apart from `hard` (game/bots/tree.py) and sharing none of its code,
policy or playouts, so the gauntlet measures hard against a player it does not model.
It is the textbook single-observer IS-MCTS:

- every iteration deals a face-down deck consistent with the observation (`deck_left`
  cards from `obs.unseen_numbers()`, random order): set-aside cards are never read;
- one tree over the decisions that follow, shared by all deals; every seat's choice in
  the tree is chosen by UCB1 on that seat's own reward, so opponents are searched, not
  assumed; a take reveals a card, so a take's children are keyed by the card revealed;
- one new node per iteration, then a uniformly random playout (take or pass at even
  odds, a forced take when out of counters);
- reward: the seat's share of the win (ties shared), from final scores plus match totals;
- after a fixed number of iterations it plays the most visited action.
"""

from __future__ import annotations

import math
import random

from game.bots.base import decision_seed
from game.rules import Action, Move, Observation

PASS_KEY = -1  # child key for a pass; a take's child is keyed by the card it reveals (0: none)


class _Node:
    __slots__ = ("kids", "pass_n", "pass_w", "take_n", "take_w")

    def __init__(self) -> None:
        self.kids: dict[int, _Node] = {}
        self.take_n = 0
        self.take_w = 0.0
        self.pass_n = 0
        self.pass_w = 0.0


def _display_points(cards: int) -> int:
    """Sum of the lowest card of each run in a display bitmask."""
    lowest = cards & ~(cards << 1)
    points = 0
    value = 0
    while lowest:
        if lowest & 1:
            points += value
        lowest >>= 1
        value += 1
    return points


def _win_shares(held: list[int], chips: list[int], totals: tuple[int, ...]) -> list[float]:
    finals = [_display_points(h) - c + t for h, c, t in zip(held, chips, totals, strict=True)]
    best = min(finals)
    winners = finals.count(best)
    return [1.0 / winners if score == best else 0.0 for score in finals]


class ReferenceSearchBot:
    """IS-MCTS with random playouts at a fixed iteration count (no clock)."""

    def __init__(
        self,
        seed: int = 0,
        name: str = "reference",
        iterations: int = 1000,
        exploration: float = 0.7,
    ) -> None:
        self.name = name
        self.seed = seed
        self.iterations = iterations
        self.exploration = exploration

    def decide(self, obs: Observation) -> Move:
        if len(obs.legal) == 1:
            return obs.legal[0]
        assert obs.card is not None and obs.seat is not None
        rng = random.Random(decision_seed(self.seed ^ 0x5EED, obs))
        root = _Node()
        players = obs.players
        held0 = [0] * players
        for seat, display in enumerate(obs.displays):
            for held_card in display:
                held0[seat] |= 1 << held_card.value
        chips0 = list(obs.counters)
        unseen = sorted(obs.unseen_numbers())
        totals = obs.totals if obs.rounds > 1 else (0,) * players
        c = self.exploration
        rand = rng.random
        log = math.log
        sqrt = math.sqrt
        for _ in range(self.iterations):
            deck = rng.sample(unseen, obs.deck_left)
            held = held0[:]
            chips = chips0[:]
            card = obs.card.value
            pot = obs.pot
            seat = obs.seat
            node: _Node | None = root
            path: list[tuple[_Node, bool, int]] = []
            # Selection and expansion: walk the tree while it has nodes for this deal.
            while card and node is not None:
                if chips[seat] == 0 or node.take_n == 0:
                    take = True
                elif node.pass_n == 0:
                    take = False
                else:
                    spread = c * sqrt(log(node.take_n + node.pass_n))
                    take = (node.take_w / node.take_n + spread / sqrt(node.take_n)) >= (
                        node.pass_w / node.pass_n + spread / sqrt(node.pass_n)
                    )
                path.append((node, take, seat))
                if take:
                    held[seat] |= 1 << card
                    chips[seat] += pot
                    pot = 0
                    card = deck.pop() if deck else 0
                    key = card
                else:
                    chips[seat] -= 1
                    pot += 1
                    seat = (seat + 1) % players
                    key = PASS_KEY
                child = node.kids.get(key)
                if child is None:
                    node.kids[key] = _Node()
                    node = None  # expanded: the rest is a playout
                else:
                    node = child
            # Random playout.
            while card:
                if chips[seat] == 0 or rand() < 0.5:
                    held[seat] |= 1 << card
                    chips[seat] += pot
                    pot = 0
                    card = deck.pop() if deck else 0
                else:
                    chips[seat] -= 1
                    pot += 1
                    seat = (seat + 1) % players
            shares = _win_shares(held, chips, totals)
            for visited, took, mover in path:
                if took:
                    visited.take_n += 1
                    visited.take_w += shares[mover]
                else:
                    visited.pass_n += 1
                    visited.pass_w += shares[mover]
        return Action.TAKE if root.take_n >= root.pass_n else Action.PASS
