"""`python -m game kiosk-soak --hours 24 [--json]`: the attract loop left alone for
simulated hours, with memory sampled.

The real kiosk App and scenes run headless (SDL dummy drivers) on a clock the benchmark
moves: each frame advances it by `--dt` simulated seconds, and animations run at instant
speed, so a day of demo games and carousels takes minutes. Bots still answer through
the real worker process. Reports the resident memory (RSS) of the game process at the
start, after the first demo game, every simulated hour and at the end, the growth after
the first game (the issue's bound: under 10 MB, `flat`), the peak, the bot worker's RSS,
and the number of demo games played.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

from game.args import frame_seconds, hours, prog, window_size

MB = 1024 * 1024
FLAT_LIMIT = 10 * MB  # the bound on growth after the first game


def rss_bytes(pid: int | str = "self") -> int | None:
    """Resident memory of a process (Linux /proc); None where unavailable."""
    try:
        with open(f"/proc/{pid}/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def worker_pid() -> int | None:
    """The bots' worker process (this process's one multiprocessing child), if running."""
    import multiprocessing

    return next((child.pid for child in multiprocessing.active_children()), None)


def cache_mb() -> float:
    """Pixels held by the app's bounded surface caches (sprites, text), in MB."""
    from game.draw import sprites, theme

    # The caches count their own bytes (game.draw.cache.SurfaceCache).
    return round((sprites._cache.bytes + theme._text_cache.bytes) / MB, 1)


def _mb(value: int | None) -> float | None:
    return None if value is None else round(value / MB, 1)


def run_soak(hours: float, dt: float, size: tuple[int, int]) -> dict[str, object]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.kiosk.idle import ManualClock
    from game.kiosk.mode import kiosk_of_app
    from nothanks.kiosk_launch import headless_app
    from scenes.kiosk import attract

    clock = ManualClock()
    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), size, now=clock)
        app.settings.animation_speed = "instant"
        # At instant speed a demo game is a few hundred frames; with `dt` simulated seconds
        # a frame, the 1x demo's time cap would cut every game short, so it is lifted.
        attract.DEMO_MAX_SECONDS = float("inf")
        hourly: list[float | None] = []
        next_hour = clock() + 3600
        end = clock() + hours * 3600
        games = cut_short = frames = 0
        first_game_rss: int | None = None
        first_game_worker: int | None = None
        first_game_caches: float | None = None
        app.step(dt)  # the first frame opens the window and the attract table
        start_rss = rss_bytes()
        peak = 0
        started = time.perf_counter()
        shown = app.stack.top
        try:
            while clock() < end:
                clock.advance(dt)
                app.step(dt)
                frames += 1
                top = app.stack.top
                if top is not shown:
                    if getattr(shown, "name", "") == "attract":
                        if shown.game.is_over:  # type: ignore[union-attr]
                            games += 1
                        else:
                            cut_short += 1
                        if first_game_rss is None:
                            first_game_rss = rss_bytes()
                            first_game_worker = rss_bytes(worker_pid() or 0)
                            first_game_caches = cache_mb()
                    shown = top
                if frames % 500 == 0:
                    peak = max(peak, rss_bytes() or 0)
                if clock() >= next_hour:
                    hourly.append(_mb(rss_bytes()))
                    next_hour += 3600
                if not app.running or top is None:
                    raise RuntimeError(f"the kiosk stopped after {frames} frames")
            end_rss, end_worker = rss_bytes(), rss_bytes(worker_pid() or 0)
            kiosk = kiosk_of_app(app)
            heap = kiosk.heap if kiosk is not None else None
            peak = max(peak, end_rss or 0)
        finally:
            for scene in list(app.stack.scenes):
                scene.exit()
            # Kiosk tables autosave from a writer thread: let it finish before the
            # folder goes.
            app.saves.flush()
    growth = None if first_game_rss is None or end_rss is None else end_rss - first_game_rss
    return {
        "simulated_hours": hours,
        "dt": dt,
        "size": f"{size[0]}x{size[1]}",
        "frames": frames,
        "demo_games": games,
        "demo_games_cut_short": cut_short,
        "rss_mb_start": _mb(start_rss),
        "rss_mb_after_first_game": _mb(first_game_rss),
        "rss_mb_end": _mb(end_rss),
        "rss_mb_peak": _mb(peak),
        "rss_growth_mb_after_first_game": _mb(growth),
        "flat": None if growth is None else growth < FLAT_LIMIT,
        "surface_caches_mb_after_first_game": first_game_caches,
        "surface_caches_mb_end": cache_mb(),
        "worker_rss_mb_after_first_game": _mb(first_game_worker),
        "worker_rss_mb_end": _mb(end_worker),
        "rss_mb_each_hour": hourly,
        # The sprite and text caches (bounded LRUs) fill with card faces in the first hour.
        "rss_growth_mb_after_first_hour": (
            round(hourly[-1] - hourly[0], 1)
            if len(hourly) > 1 and hourly[0] and hourly[-1]
            else None
        ),
        "heap_releases": heap.trims if heap is not None else 0,
        "wall_seconds": round(time.perf_counter() - started, 1),
    }


def soak_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=prog("kiosk-soak"), description=__doc__)
    parser.add_argument("--hours", type=hours, default=24.0, help="simulated hours")
    parser.add_argument("--dt", type=frame_seconds, default=2.0, help="simulated seconds per frame")
    parser.add_argument("--size", type=window_size, default=(1920, 1080))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run_soak(args.hours, args.dt, args.size)
    if args.json:
        print(json.dumps(result))
        return 0
    print(
        f"{result['demo_games']} demo games in {result['simulated_hours']} simulated hours: "
        f"RSS {result['rss_mb_start']} MB at start, {result['rss_mb_after_first_game']} MB "
        f"after the first game, {result['rss_mb_end']} MB at the end; growth after the "
        f"first game {result['rss_growth_mb_after_first_game']} MB "
        f"({'flat' if result['flat'] else 'NOT flat'}: the bound is {FLAT_LIMIT // MB} MB)"
    )
    for key, value in result.items():
        print(f"{key:36} {value}")
    return 0
