"""Headless games between bots, for measuring strength and speed.

Seats are rotated between games so no bot keeps the same seat (or first-player luck).
Each entry of the line-up is one bot; entries with the same name are pooled in the
figures, so a win share of 1/players is parity.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots import make_bot
from game.rules import Game, GameConfig
from game.stats import mean_half_width


@dataclass
class BotTally:
    """Running figures for one bot name."""

    name: str
    scores: list[float] = field(default_factory=list)
    shares: list[float] = field(default_factory=list)
    # The game of each share: a name in several seats has one share per seat, and the
    # seats of one game are not independent (one seat's win is the other's loss).
    games: list[int] = field(default_factory=list)
    decision_ms: list[float] = field(default_factory=list)

    def merge(self, other: BotTally) -> None:
        self.scores += other.scores
        self.shares += other.shares
        self.games += other.games
        self.decision_ms += other.decision_ms

    def summary(self) -> dict[str, Any]:
        n = len(self.shares)
        share = statistics.fmean(self.shares) if n else 0.0
        half = mean_half_width(self.shares, self.games)
        return {
            "name": self.name,
            "games": n,
            "mean_score": round(statistics.fmean(self.scores), 3) if n else 0.0,
            "win_share": round(share, 4),
            "win_share_ci95": [round(max(0.0, share - half), 4), round(min(1.0, share + half), 4)],
            "decision_ms_median": round(_percentile(self.decision_ms, 50), 3),
            "decision_ms_p95": round(_percentile(self.decision_ms, 95), 3),
        }


def _percentile(values: Sequence[float], percent: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, math.ceil(percent / 100 * len(ordered)) - 1)
    return ordered[rank]


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run: distinct per game, reproducible per run."""
    return (seed * 1_000_003 + index * 7919) & ((1 << 63) - 1)


def play_one(
    lineup: Sequence[str], config: GameConfig, seed: int, index: int
) -> dict[str, BotTally]:
    """Play game `index` with the line-up rotated by `index` seats."""
    players = config.players
    entries = [(index + seat) % players for seat in range(players)]  # seat -> line-up entry
    bots = [
        make_bot(lineup[entry], seed=game_seed(seed, index) + 31 * entry + 1) for entry in entries
    ]
    game = Game.new(config, game_seed(seed, index))
    tallies = {name: BotTally(name) for name in lineup}
    clock = time.perf_counter
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        started = clock()
        action = bots[seat].decide(obs)
        tallies[lineup[entries[seat]]].decision_ms.append((clock() - started) * 1000)
        game.apply(seat, action)
    winners = game.winners
    for seat, total in enumerate(game.totals):
        tally = tallies[lineup[entries[seat]]]
        tally.scores.append(total)
        tally.shares.append(1 / len(winners) if seat in winners else 0.0)
        tally.games.append(index)
    return tallies


def _play_chunk(args: tuple[list[str], dict[str, Any], int, list[int]]) -> dict[str, BotTally]:
    lineup, config_json, seed, indices = args
    config = GameConfig.from_json(config_json)
    merged = {name: BotTally(name) for name in lineup}
    for index in indices:
        for name, tally in play_one(lineup, config, seed, index).items():
            merged[name].merge(tally)
    return merged


def run_sim(
    lineup: Sequence[str], config: GameConfig, games: int, seed: int, workers: int = 1
) -> dict[str, Any]:
    """Play `games` games and return the figures (the `--json` document)."""
    lineup = list(lineup)
    started = time.perf_counter()
    totals = {name: BotTally(name) for name in lineup}
    workers = max(1, min(workers, games))
    chunks = [list(range(start, games, workers)) for start in range(workers)]
    jobs = [(lineup, config.to_json(), seed, chunk) for chunk in chunks]
    if workers == 1:
        results = [_play_chunk(job) for job in jobs]
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            results = pool.map(_play_chunk, jobs)
    for result in results:
        for name, tally in result.items():
            totals[name].merge(tally)
    elapsed = time.perf_counter() - started
    return {
        "players": config.players,
        "games": games,
        "seed": seed,
        "tactical": config.tactical,
        "expansion": config.expansion,
        "rounds": config.rounds,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else 0.0,
        "bots": [totals[name].summary() for name in dict.fromkeys(lineup)],
    }


def format_report(result: dict[str, Any]) -> str:
    """The human-readable table the sim prints."""
    lines = [
        f"{result['players']} players, {result['games']} games, seed {result['seed']}"
        f"{', tactical' if result['tactical'] else ''}"
        f"{', expansion' if result.get('expansion') else ''}"
        f"{', ' + str(result['rounds']) + ' rounds' if result['rounds'] > 1 else ''}: "
        f"{result['seconds']:.1f} s, {result['games_per_second']:.1f} games/s",
        f"{'bot':<12}{'seat-games':>11}{'mean score':>12}{'win share':>11}"
        f"{'95% CI':>18}{'ms median':>11}{'ms p95':>9}",
    ]
    for bot in result["bots"]:
        low, high = bot["win_share_ci95"]
        lines.append(
            f"{bot['name']:<12}{bot['games']:>11}{bot['mean_score']:>12.2f}"
            f"{bot['win_share']:>11.3f}{f'[{low:.3f}, {high:.3f}]':>18}"
            f"{bot['decision_ms_median']:>11.2f}{bot['decision_ms_p95']:>9.2f}"
        )
    lines.append(f"parity win share: {1 / result['players']:.3f}")
    return "\n".join(lines)
