"""How fast the game starts: `python -m game bench startup [--launches 10] [--json]`.

Each launch runs the real command (`python -m game --windowed`, a throw-away settings
folder) with `NOTHANKS_EXIT_AFTER_FIRST_FRAME=1`: the game draws its first frame of the
title screen, presents it, prints the wall-clock time and ends. The figure is that time
minus the moment just before the command was started, so interpreter start, imports,
window and first drawing all count. It uses whatever display there is (`DISPLAY`, or
SDL_VIDEODRIVER=dummy without one) and says which, with the machine's load average: on
a shared machine other people's work slows every launch.
"""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app.main import App

FIRST_FRAME_ENV = "NOTHANKS_EXIT_AFTER_FIRST_FRAME"
MARK = "first-frame"


def exit_after_first_frame(app: App) -> bool:
    """With FIRST_FRAME_ENV set: draw one frame, print when it was shown; True to end."""
    if not os.environ.get(FIRST_FRAME_ENV):
        return False
    app.step(0.0)
    import pygame

    print(f"{MARK} {time.time():.6f} {pygame.display.get_driver()}", flush=True)
    return True


def launch_once(folder: str) -> tuple[float, str]:
    """Seconds from starting the command to its first frame, and the video driver."""
    import subprocess

    env = dict(os.environ, **{FIRST_FRAME_ENV: "1"})
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    command = [sys.executable, "-m", "game", "--windowed", "--settings", f"{folder}/s.json"]
    started = time.time()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    for line in done.stdout.splitlines():
        if line.startswith(MARK):
            _, shown, driver = line.split()
            return float(shown) - started, driver
    raise RuntimeError(f"the game drew no frame (exit {done.returncode}): {done.stderr[-500:]}")


def run(launches: int) -> dict[str, object]:
    # Imported here: this module is imported by every start of the game.
    import statistics
    import tempfile

    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as folder:
        launch_once(folder)  # warms the disk cache, as a second start would find it
        runs = [launch_once(folder) for _ in range(launches)]
    seconds = [round(s, 3) for s, _ in runs]
    return {
        "launches": launches,
        "median_s": round(statistics.median(seconds), 3),
        "min_s": min(seconds),
        "max_s": max(seconds),
        "seconds": seconds,
        "driver": runs[0][1],
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
    }


def bench_main(argv: list[str]) -> int:
    import argparse
    import json

    from game.args import positive

    parser = argparse.ArgumentParser(
        prog="python -m game bench startup",
        description="From the command to the first drawn frame of the title screen.",
    )
    parser.add_argument("--launches", type=positive, default=10)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run(args.launches)
    if args.json:
        print(json.dumps(result))
        return 0
    print(
        f"first frame of the title screen: median {result['median_s']} s over "
        f"{args.launches} launches (min {result['min_s']}, max {result['max_s']}; "
        f"video driver {result['driver']})"
    )
    print(
        f"load average before {result['load_average_before']}, after "
        f"{result['load_average_after']} on {result['cpus']} CPUs"
    )
    return 0
