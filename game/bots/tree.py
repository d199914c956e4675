"""Hard's and expert's search: information-set Monte Carlo tree search (IS-MCTS) with
playouts that mix several opponent styles.

- Each iteration deals a face-down deck consistent with the observation (`deck_left`
  cards from `obs.unseen_numbers()`, random order); nothing behind the seat's view is read.
- One tree over the decisions that follow, shared by all deals. Every seat's choice in the
  tree is searched (UCB1 on that seat's own reward), so opponents are not assumed to play
  like us near the root, where it matters most. A take reveals a card, so a take's
  children are keyed by the card revealed.
- Below the tree, a playout: every seat plays the rule-based policy with a style drawn
  per seat and iteration (standard, greedy, stingy, run-blind, dear-card buyer), with a
  little noise. A fixed policy would let one model of the opponents decide every sample.
- Reward for a seat: half its share of the win, half a squashed margin over its best rival
  (points), so the search cares about winning and about by how much.
- It stops when the clock runs out or at `max_iterations`. An early stop, once the root's
  better action leads by `confidence_z` standard errors, is there for configurations that
  want it; hard and expert use their whole budget (`confidence_z=math.inf`): stopping
  early cost them win share (docs/BOTS.md).
- `model_opponents` draws each other seat's playout style by how well it fits that seat's
  decisions this round (`modelling.py`); `opponent_prior` also guides the other seats'
  choices in the tree toward what their drawn style would do (PUCT).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.bots.base import decision_seed
from game.bots.modelling import MODEL, ModelConstants, modelled_pools
from game.bots.policy import DEFAULT_PARAMS, PLAYOUT_STYLES, PolicyParams, wants_card
from game.rules import Action, Move, Observation
from game.rules.fast import mask_of, mask_points

PASS_KEY = -1


@dataclass(frozen=True, slots=True)
class TreeConfig:
    """How hard to look. `budget_ms=None`: clock-free and reproducible."""

    budget_ms: float | None = 80.0
    max_iterations: int = 4000
    min_iterations: int = 96
    confidence_z: float = 3.0
    exploration: float = 0.5
    noise: float = 0.05
    margin_scale: float = 12.0
    win_weight: float = 0.5
    own_params: PolicyParams = DEFAULT_PARAMS
    styles: tuple[PolicyParams, ...] = PLAYOUT_STYLES
    # Draw each other seat's playout style by how well it fits that seat's decisions so
    # far this round (`modelling.py`), not uniformly from `styles`.
    model_opponents: bool = False
    # The model's constants (`modelling.py`).
    model: ModelConstants = MODEL
    # 0: every seat's choice in the tree is UCB1 on its own reward. Above 0: the other
    # seats' choices are PUCT with this constant, the prior favouring what the seat's
    # drawn playout style would do (`_guided_choice`), so the tree starts from a model of
    # how they play and searches away from it only where their own rewards say so.
    opponent_prior: float = 0.0
    # With `opponent_prior`: the prior's weight on the action the drawn style predicts.
    predicted_prior: float = 0.8


# hard: about a tenth of a second a move, all of it used (budget: median <= 100 ms, p95 <=
# 250 ms), guided by its model of the other seats.
HARD = TreeConfig(confidence_z=math.inf, model_opponents=True, opponent_prior=1.0)
# expert: about a second a move on one deep tree, guided like hard. Its PUCT constant is
# hard's times sqrt(12,000 / 1,000), the ratio of their iterations a move: PUCT splits a
# node's visits by c·sqrt(N)/n, so the other seats follow the model in the same
# proportions as in hard's tree at every depth.
EXPERT = replace(HARD, budget_ms=1000.0, max_iterations=40000, opponent_prior=3.5)


class _Node:
    __slots__ = ("kids", "n", "w")

    def __init__(self) -> None:
        self.kids: dict[int, _Node] = {}
        # Per action (index 0 take, 1 pass): visits and summed reward of the seat to move.
        self.n = [0, 0]
        self.w = [0.0, 0.0]


@dataclass(frozen=True, slots=True)
class TreeResult:
    best: Action
    iterations: int
    visits: tuple[int, int]  # take, pass at the root
    values: tuple[float, float]  # mean reward of take, pass at the root (nan if unvisited)


def _rewards(
    hands: list[int], counters: list[int], totals: tuple[int, ...], config: TreeConfig
) -> list[float]:
    scores = [mask_points(h) - c + t for h, c, t in zip(hands, counters, totals, strict=True)]
    ordered = sorted(scores)
    best = ordered[0]
    winners = ordered.count(best)
    scale = config.margin_scale
    win_weight = config.win_weight
    out = []
    for mine in scores:
        # The best of the others: the runner-up for a sole leader, else the leader.
        rival = ordered[1] if mine == best and winners == 1 else best
        squashed = 0.5 + 0.5 * math.tanh((rival - mine) / scale)
        won = 1.0 / winners if mine == best else 0.0
        out.append(win_weight * won + (1.0 - win_weight) * squashed)
    return out


def search(obs: Observation, config: TreeConfig, rng: random.Random) -> TreeResult:
    """IS-MCTS for the seat to move in `obs` (its own observation, at its decision)."""
    if obs.card is None or obs.seat is None or obs.current_seat != obs.seat:
        raise ValueError("search needs the deciding seat's observation")
    if Action.PASS not in obs.legal:
        return TreeResult(Action.TAKE, 0, (0, 0), (math.nan, math.nan))
    # Each other seat's playout styles, weighted by the model.
    pools = modelled_pools(obs, config.model) if config.model_opponents else None
    drawn: Sequence[Sequence[PolicyParams]] = pools or [config.styles] * obs.players
    me = obs.seat
    players = obs.players
    hands0 = [mask_of([c.value for c in display]) for display in obs.displays]
    counters0 = list(obs.counters)
    unseen = sorted(obs.unseen_numbers())
    deck_left = obs.deck_left
    totals = obs.totals if obs.rounds > 1 else (0,) * players
    own = config.own_params
    noise = config.noise
    c = config.exploration
    rand = rng.random
    choice = rng.choice
    sqrt = math.sqrt
    log = math.log
    guided = config.opponent_prior
    predicted_weight = config.predicted_prior
    root = _Node()
    # Sums of squared root rewards, for the early stop.
    root_sq = [0.0, 0.0]
    deadline = None if config.budget_ms is None else time.perf_counter() + config.budget_ms / 1000
    iterations = 0
    while iterations < config.max_iterations:
        deck = rng.sample(unseen, deck_left)
        hands = hands0[:]
        counters = counters0[:]
        card = obs.card.value
        pot = obs.pot
        seat = me
        node: _Node | None = root
        path: list[tuple[_Node, int, int]] = []
        # Drawn before the tree: with `opponent_prior` the tree's other seats use them too.
        seat_params = [own if s == me else choice(drawn[s]) for s in range(players)]
        while card and node is not None:
            if counters[seat] == 0:
                act = 0
            elif guided and seat != me:
                predicted = wants_card(
                    hands, counters, card, pot, seat, len(deck), seat_params[seat]
                )
                act = _guided_choice(node, predicted, guided, predicted_weight)
            else:
                n = node.n
                if n[0] == 0:
                    act = 0
                elif n[1] == 0:
                    act = 1
                else:
                    spread = c * sqrt(log(n[0] + n[1]))
                    w = node.w
                    take_ucb = w[0] / n[0] + spread / sqrt(n[0])
                    pass_ucb = w[1] / n[1] + spread / sqrt(n[1])
                    act = 0 if take_ucb >= pass_ucb else 1
            path.append((node, act, seat))
            if act == 0:
                hands[seat] |= 1 << card
                counters[seat] += pot
                pot = 0
                card = deck.pop() if deck else 0
                key = card
            else:
                counters[seat] -= 1
                pot += 1
                seat = (seat + 1) % players
                key = PASS_KEY
            child = node.kids.get(key)
            if child is None:
                node.kids[key] = _Node()
                node = None
            else:
                node = child
        if card:
            while card:
                take = wants_card(hands, counters, card, pot, seat, len(deck), seat_params[seat])
                if noise and rand() < noise:
                    take = not take
                if take or counters[seat] == 0:
                    hands[seat] |= 1 << card
                    counters[seat] += pot
                    pot = 0
                    card = deck.pop() if deck else 0
                else:
                    counters[seat] -= 1
                    pot += 1
                    seat = (seat + 1) % players
        rewards = _rewards(hands, counters, totals, config)
        for visited, act, mover in path:
            visited.n[act] += 1
            visited.w[act] += rewards[mover]
        root_act = path[0][1]
        root_sq[root_act] += rewards[me] * rewards[me]
        iterations += 1
        if iterations % 32 == 0:
            if iterations >= config.min_iterations and _clear(root, root_sq, config.confidence_z):
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
    n, w = root.n, root.w
    values = (
        w[0] / n[0] if n[0] else math.nan,
        w[1] / n[1] if n[1] else math.nan,
    )
    best = Action.TAKE if n[0] >= n[1] else Action.PASS
    return TreeResult(best, iterations, (n[0], n[1]), values)


def _guided_choice(node: _Node, predicted_take: bool, c_puct: float, weight: float) -> int:
    """PUCT at another seat's node: mean reward plus exploration in proportion to a prior
    that favours the predicted action. Unvisited: the predicted action first."""
    n, w = node.n, node.w
    total = n[0] + n[1]
    prior_take = weight if predicted_take else 1.0 - weight
    if total == 0:
        return 0 if predicted_take else 1
    scale = c_puct * math.sqrt(total)
    take = (w[0] / n[0] if n[0] else 0.5) + scale * prior_take / (1 + n[0])
    keep = (w[1] / n[1] if n[1] else 0.5) + scale * (1.0 - prior_take) / (1 + n[1])
    return 0 if take >= keep else 1


def _clear(root: _Node, root_sq: list[float], z: float) -> bool:
    """True once the root's two means differ by more than `z` standard errors (never for
    an infinite `z`)."""
    if math.isinf(z):
        return False
    n, w = root.n, root.w
    if n[0] < 8 or n[1] < 8:
        # UCB starves a clearly worse action: if one has almost no visits, it is clear.
        return min(n) * 20 < max(n) and max(n) >= 96
    var = 0.0
    for act in (0, 1):
        mean = w[act] / n[act]
        var += max(0.0, root_sq[act] / n[act] - mean * mean) / n[act]
    return abs(w[0] / n[0] - w[1] / n[1]) > z * math.sqrt(var)


class TreeSearchBot:
    """`hard` (about 0.1 s a move) and `expert` (about 1 s): IS-MCTS. `budget_ms` is the
    decision budget the table can show a thinking cue for."""

    def __init__(self, seed: int = 0, name: str = "hard", config: TreeConfig | None = None) -> None:
        self.name = name
        self.seed = seed
        self.config = config or HARD

    @property
    def budget_ms(self) -> float | None:
        return self.config.budget_ms

    def decide(self, obs: Observation) -> Move:
        if len(obs.legal) == 1:
            return obs.legal[0]
        return search(obs, self.config, random.Random(decision_seed(self.seed, obs))).best
