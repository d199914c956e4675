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
    started = time.perf_counter()
    verdicts = review_match(game.record, {0}, samples=samples)
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


# Frame cost of the table at each screen size (issue 45): the sizes of a laptop, a
# desktop, a 1440p monitor and a 4K TV, and the kiosk's portrait 4K screen.
FRAME_SIZES: tuple[tuple[str, bool], ...] = (
    ("1280x720", False),
    ("1920x1080", False),
    ("2560x1440", False),
    ("3840x2160", False),
    ("2160x3840", True),
)


def frame_run(
    size: str, kiosk: bool, seed: int, players: int, expansion: bool, tv: bool
) -> dict[str, object]:
    """One `autoplay --json` run in a fresh process (fresh caches; its own CPU time)."""
    import json
    import subprocess
    import sys

    command = [sys.executable, "-m", "game", "autoplay", "--headless", "--json"]
    command += ["--seed", str(seed), "--players", str(players), "--size", size]
    command += ["--speed", "4x"]
    command += ["--expansion"] * expansion + ["--tv"] * tv + ["--kiosk"] * kiosk
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"{' '.join(command)} failed: {done.stdout}{done.stderr}")
    figures: dict[str, object] = json.loads(lines[-1])
    return figures


def run_frames(
    seed: int = 3, players: int = 7, expansion: bool = True, tv: bool = True, repeat: int = 1
) -> str:
    """The table's frame CPU time (ms, this process only) at each size, bots playing at
    4x: median, 99th percentile, worst, and worst after the first second. With `repeat`
    runs a size, each figure is the median of the runs and p99 shows their range."""
    import statistics

    rows = []
    for size, kiosk in FRAME_SIZES:
        # The kiosk has no TV text setting (its layout never uses it): measured as it runs.
        with_tv = tv and not kiosk
        runs = [frame_run(size, kiosk, seed, players, expansion, with_tv) for _ in range(repeat)]
        cpus = [run["cpu"] for run in runs]

        def figure(name: str, cpus: list[object] = cpus) -> float:
            return float(statistics.median(float(c[name]) for c in cpus))  # type: ignore[index]

        p99s = [float(c["p99_ms"]) for c in cpus]  # type: ignore[index]
        spread = f" ({min(p99s):.1f}-{max(p99s):.1f})" if repeat > 1 else ""
        where = "kiosk" if kiosk else "table"
        rows.append(
            f"{size:>10} {where:>5} {runs[0]['frames']!s:>6} "
            f"{figure('median_ms'):>7.2f} {figure('p99_ms'):>7.2f}{spread:<12} "
            f"{figure('max_ms'):>7.1f} {figure('max_after_first_second_ms'):>9.1f}"
        )
    variant = ", expansion" if expansion else ""
    text = ", TV text (not the kiosk: it has none)" if tv else ""
    return "\n".join(
        [
            f"frame benchmark: {players} bot seats{variant}{text}, seed {seed}, 4x speed, "
            f"{repeat} run(s) a size; CPU ms a frame (process time)",
            f"{'size':>10} {'':>5} {'frames':>6} {'median':>7} {'p99':>7}{'':<12} "
            f"{'max':>7} {'max >1 s':>9}",
            *rows,
        ]
    )
