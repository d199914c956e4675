"""Speed figures: the engine's decisions per second on the event path (scenes, saves) and
the fast path (bots' look-ahead), hard's search iterations in its budget, and the game
review. Prints figures; it asserts nothing, so it never flakes."""

from __future__ import annotations

import random
import time

from game.rules import Game, GameConfig
from game.rules.fast import FastState, random_playout


def bench_event_path(players: int, seconds: float, expansion: bool = False) -> tuple[float, float]:
    """Random 1-round games through `Game.apply`, events and all. Returns (decisions/s, games/s)."""
    rng = random.Random(1)
    decisions = games = 0
    config = GameConfig(players=players, expansion=expansion)
    started = time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds:
        game = Game.new(config, seed=games)
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            decisions += 1
        games += 1
    return decisions / elapsed, games / elapsed


def bench_fast_path(players: int, seconds: float, expansion: bool = False) -> tuple[float, float]:
    """Random playouts of fresh deals on `FastState`. Returns (decisions/s, games/s)."""
    rng = random.Random(1)
    decisions = games = 0
    counters = GameConfig(players=players).start_counters
    started = time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds:
        state = FastState.deal(players, counters, rng, expansion=expansion)
        decisions += random_playout(state, rng)
        games += 1
    return decisions / elapsed, games / elapsed


def run(players: int = 5, seconds: float = 3.0, expansion: bool = False) -> str:
    event = bench_event_path(players, seconds, expansion)
    fast = bench_fast_path(players, seconds, expansion)
    variant = ", expansion" if expansion else ""
    return "\n".join(
        [
            f"engine benchmark, {players} players{variant}, random play, {seconds:.0f} s per path",
            f"event path (Game.apply):  {event[0]:>12,.0f} decisions/s  {event[1]:>9,.0f} games/s",
            f"fast path (FastState):    {fast[0]:>12,.0f} decisions/s  {fast[1]:>9,.0f} games/s",
        ]
    )


def run_review(players: int = 3, samples: int = 400, seed: int = 1) -> str:
    """Time the game review of one seat's decisions in a finished match (one round, seat 0
    played by the easy bot, the others by normal), as the Review screen judges them."""
    from game.bots import make_bot
    from game.bots.review import review_match

    game = Game.new(GameConfig(players=players, first_player=0), seed)
    bots = [make_bot("easy" if seat == 0 else "normal", seed + seat) for seat in range(players)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    names = [f"seat {seat}" for seat in range(players)]
    started = time.perf_counter()
    verdicts = review_match(game.record, {0}, names, samples=samples)
    seconds = time.perf_counter() - started
    per = seconds / max(1, len(verdicts)) * 1000
    return (
        f"review benchmark, {players} players, seed {seed}, {samples} samples a decision: "
        f"{len(verdicts)} decisions of one seat in {seconds:.2f} s ({per:.0f} ms a decision)"
    )


def run_search(players: int = 3, seconds: float = 10.0, seed: int = 1) -> str:
    """Hard's search on the decisions of real games (played by normal bots, so the
    positions are ones a table reaches): how many iterations its 80 ms budget holds, and
    iterations a second. More iterations a move is less noise in hard's choices."""
    import statistics

    from game.bots import make_bot
    from game.bots.tree import HARD, search

    counts: list[int] = []
    searching = 0.0
    deal = 0
    started = time.perf_counter()

    def more() -> bool:  # at least one decision, however short the time
        return time.perf_counter() - started < seconds or not counts

    while more():
        game = Game.new(GameConfig(players=players), seed * 1000 + deal)
        bots = [make_bot("normal", seed + seat) for seat in range(players)]
        while not game.is_over and more():
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if len(obs.legal) > 1:
                before = time.perf_counter()
                counts.append(search(obs, HARD, random.Random(len(counts))).iterations)
                searching += time.perf_counter() - before
            game.apply(seat, bots[seat].decide(obs))
        deal += 1
    counts.sort()
    p10 = counts[len(counts) // 10]
    p90 = counts[min(len(counts) - 1, len(counts) * 9 // 10)]
    return (
        f"search benchmark, {players} players, hard's {HARD.budget_ms:.0f} ms budget: "
        f"{len(counts)} decisions, iterations a move median {statistics.median(counts):,.0f} "
        f"(p10 {p10:,}, p90 {p90:,}), {sum(counts) / searching:,.0f} iterations/s"
    )
