"""How fast the game starts: `python -m game bench startup [--launches 10] [--json]`.

Each launch runs the real command (`python -m game --windowed`, a throw-away settings
folder) with `NOTHANKS_EXIT_AFTER_FIRST_FRAME=1`: the game draws its first frame of the
title screen, presents it, prints the wall-clock time and ends. The figure is that time
minus the moment just before the command was started, so interpreter start, imports,
window and first drawing all count. The CPU time of each launch (to its exit, so a
little more than the first frame) is reported too: a busy machine stretches the wall
clock, much less the CPU time. It uses whatever display there is (`DISPLAY`, or
SDL_VIDEODRIVER=dummy without one) and says which, with the machine's load average: on
a shared machine other people's work slows every launch.

The game's bytecode is compiled first, as an installed game has it (pip compiles it at
install) and `make play` does: with PYTHONDONTWRITEBYTECODE=1 (set in some shells)
Python would otherwise compile every module again at each start, 0.27 s here.
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
    """With FIRST_FRAME_ENV set: draw one frame, print when it was shown; True to end.
    (The game's start hands it to `game.app.main.run` as its `on_first_frame`.)"""
    if not os.environ.get(FIRST_FRAME_ENV):
        return False
    app.step(0.0)
    import pygame

    print(f"{MARK} {time.time():.6f} {pygame.display.get_driver()}", flush=True)
    return True


def launch_once(folder: str) -> tuple[float, float, str]:
    """Seconds from starting the command to its first frame, the CPU seconds the launch
    used (user + system, to its exit), and the video driver."""
    import resource
    import subprocess

    env = dict(os.environ, **{FIRST_FRAME_ENV: "1"})
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    # (A PyInstaller bundle is its own command: no `-m game`.)
    game = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "game"]
    command = [*game, "--windowed", "--settings", f"{folder}/s.json"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.time()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    for line in done.stdout.splitlines():
        if line.startswith(MARK):
            _, shown, driver = line.split()
            return float(shown) - started, cpu, driver
    raise RuntimeError(f"the game drew no frame (exit {done.returncode}): {done.stderr[-500:]}")


def compile_bytecode(folders: list[str] | None = None) -> bool:
    """Compile the game's packages where they are imported from (files already compiled
    are skipped); False if some could not be. Silent on stdout, which is the figures'
    (`--json`: one JSON object). A tree that cannot be written (read-only, another
    user's) is no error: its launches compile what they import, as its players' would."""
    import compileall

    import game
    import nothanks
    import scenes

    if folders is None:
        folders = [*game.__path__, *scenes.__path__, *nothanks.__path__]
    failed = [folder for folder in folders if not compileall.compile_dir(folder, quiet=2)]
    for folder in failed:
        print(
            f"bench startup: could not compile all of {folder} (not writable?); "
            "the launches compile what they import",
            file=sys.stderr,
        )
    return not failed


def run(launches: int) -> dict[str, object]:
    # Imported here: this module is imported by every start of the game.
    import statistics
    import tempfile

    if not getattr(sys, "frozen", False):
        compile_bytecode()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as folder:
        launch_once(folder)  # warms the disk cache, as a second start would find it
        runs = [launch_once(folder) for _ in range(launches)]
    seconds = [round(s, 3) for s, _, _ in runs]
    cpu = [round(c, 3) for _, c, _ in runs]
    return {
        "launches": launches,
        "median_s": round(statistics.median(seconds), 3),
        "min_s": min(seconds),
        "max_s": max(seconds),
        "seconds": seconds,
        # CPU time of each whole launch (to its exit): what a busy machine does not inflate.
        "cpu_median_s": round(statistics.median(cpu), 3),
        "driver": runs[0][2],
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
    }


def bench_main(argv: list[str]) -> int:
    import argparse
    import json

    from game.args import prog, up_to

    parser = argparse.ArgumentParser(
        prog=prog("bench startup"),
        description="From the command to the first drawn frame of the title screen.",
    )
    parser.add_argument("--launches", type=up_to(1000), default=10)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run(args.launches)
    if args.json:
        print(json.dumps(result))
        return 0
    print(
        f"first frame of the title screen: median {result['median_s']} s over "
        f"{args.launches} launches (min {result['min_s']}, max {result['max_s']}; "
        f"video driver {result['driver']}); CPU time a launch, median "
        f"{result['cpu_median_s']} s"
    )
    print(
        f"load average before {result['load_average_before']}, after "
        f"{result['load_average_after']} on {result['cpus']} CPUs"
    )
    return 0
