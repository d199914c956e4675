"""`python -m game soak --games N [--json]`: bot games through the real scenes, watching
memory and processes.

Each game starts from the title menu, opens a table of bots by name (as the setup scene
does), plays it at instant speed through `App.step` (bots think in the worker process,
every action is autosaved) to the match results, and goes back to the menu with the
results' Menu button. Between games the window is resized to another size, so every
size-keyed cache is exercised. The process's resident memory (RSS) is sampled after every
game; the report gives it at the start, after the warm-up (`--warmup` games, 50 by
default) and at the end, with the growth since the warm-up, the peak, and the number of
child processes and threads at the start and the end.

`--json` prints one object with those figures (`rss_mb_start`, `rss_mb_warm`,
`rss_mb_end`, `rss_mb_peak`, `growth_after_warmup_mb`, `children_start`, `children_end`,
`threads_end`, `games`, `seconds`).
"""

from __future__ import annotations

import argparse
import gc
import json
import multiprocessing
import random
import threading
import time
from pathlib import Path
from typing import Any

from game.args import games, prog, seed
from nothanks.fuzz import make_app, run_headless
from scenes.screens import screens

SIZES = [(1280, 720), (1920, 1080), (800, 450), (1600, 900), (1024, 768), (2560, 1440)]
MAX_FRAMES_PER_GAME = 20_000


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; else the peak from rusage)."""
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        import os

        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, IndexError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def cache_mb() -> dict[str, float]:
    """What the byte-bounded surface caches hold now."""
    from game.draw import sprites, theme

    caches = {
        "sprites": sprites._cache,
        "text": theme._text_cache,
        "felt": theme._felt_cache,
        "panels": theme._panel_cache,
    }
    return {name: round(cache.bytes / 1e6, 1) for name, cache in caches.items()}


def children() -> int:
    return len(multiprocessing.active_children())


def play_one(app: Any, rng: random.Random, game_no: int) -> int:
    """One bot game from the menu to the results and back; returns its frames."""
    import pygame

    from game.match.setup import MatchSetup, SeatSpec

    players = rng.randint(3, 7)
    kinds = [rng.choice(("normal", "easy", "random", "normal")) for _ in range(players)]
    setup = MatchSetup(seats=[SeatSpec(kind) for kind in kinds], persona_seed=game_no)
    setup.choose(rounds=rng.choice((1, 1, 2)))
    app.stack.clear_to(screens(app.stack).menu())
    app.stack.push(screens(app.stack).table(setup, rng.randrange(1 << 30)))
    for frame in range(MAX_FRAMES_PER_GAME):
        top = app.stack.top
        if top is not None and top.name == "results":
            if top.final:
                while top.shown_for < top.settle_seconds:
                    app.step(1 / 60)  # the results ignore presses at first
                top.menu.focus_named("menu")
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
                app.step(1 / 60)
                if getattr(app.stack.top, "name", "") != "menu":
                    raise RuntimeError("the results' Menu button did not lead to the menu")
                return frame
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        app.step(1 / 60)
    raise RuntimeError(f"game {game_no} did not finish in {MAX_FRAMES_PER_GAME} frames")


def run_soak(games: int, warmup: int, seed: int, folder: Path) -> dict[str, Any]:
    rng = random.Random(seed)
    app = make_app(folder)
    app.settings.animation_speed = "instant"
    gc.collect()
    start_rss, start_children = rss_mb(), children()
    warm_rss = start_rss
    samples: list[float] = []
    frames = 0
    started = time.perf_counter()
    for game_no in range(games):
        frames += play_one(app, rng, game_no)
        app.resize_window(SIZES[game_no % len(SIZES)])
        samples.append(rss_mb())
        if game_no + 1 == min(warmup, games):
            gc.collect()
            warm_rss = rss_mb()
    gc.collect()
    end_rss = rss_mb()
    seconds = time.perf_counter() - started
    result = {
        "games": games,
        "frames": frames,
        "seconds": round(seconds, 1),
        "warmup_games": min(warmup, games),
        "rss_mb_start": round(start_rss, 1),
        "rss_mb_warm": round(warm_rss, 1),
        "rss_mb_end": round(end_rss, 1),
        "rss_mb_peak": round(max(samples, default=end_rss), 1),
        "growth_after_warmup_mb": round(end_rss - warm_rss, 1),
        "children_start": start_children,
        "children_end": children(),
        "threads_end": threading.active_count(),
        "history_games": len(app.saves.history()),
        "guard_exceptions": app.guard.errors,
        "cache_mb": cache_mb(),
    }
    for scene in list(app.stack.scenes):
        scene.exit()
    return result


def format_report(r: dict[str, Any]) -> str:
    return "\n".join(
        [
            f"soak: {r['games']} bot games, {r['frames']} frames in {r['seconds']} s "
            f"(window resized between games)",
            f"RSS MB: start {r['rss_mb_start']}  after {r['warmup_games']} games "
            f"{r['rss_mb_warm']}  end {r['rss_mb_end']}  peak {r['rss_mb_peak']}  "
            f"growth after warm-up {r['growth_after_warmup_mb']:+.1f}",
            f"child processes: start {r['children_start']}  end {r['children_end']};  "
            f"threads at the end {r['threads_end']};  games in the history "
            f"{r['history_games']};  exceptions {r['guard_exceptions']}",
            "surface caches MB: " + ", ".join(f"{k} {v}" for k, v in r["cache_mb"].items()),
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=prog("soak"), description="Bot games through the real scenes; memory."
    )
    parser.add_argument("--games", type=games, default=100)
    parser.add_argument("--warmup", type=games, default=50)
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run_headless(lambda folder: run_soak(args.games, args.warmup, args.seed, folder))
    print(json.dumps(result) if args.json else format_report(result))
    return 0
