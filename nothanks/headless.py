"""Headless tools: `shot` renders a scene to PNG, `autoplay` plays a game of bots through
the real App loop and input path and reports frame times.

    python -m game shot --scene table --seed 7 --out table.png [--size 1280x720] [--tv]
        [--expansion]
    python -m game autoplay --seed 7 --headless [--players 5] [--speed 1x] [--json]
        [--expansion] [--tv] [--kiosk]

Both set SDL's dummy video and audio drivers before pygame is imported (autoplay only
with --headless), and use a throwaway settings file so the player's own is untouched.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from game import i18n
from game.args import frames as frame_count
from game.args import players, prog, seed, up_to, window_size
from game.match.autoplay import bot_setup
from game.store.settings import CARD_PALETTES, TEXT_SIZES
from scenes.flow import SHOTS
from scenes.howto import PAGES
from scenes.screens import screens

if TYPE_CHECKING:
    import pygame

    from game.app.main import App


def _headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _make_app(size: tuple[int, int], speed: str, folder: Path) -> App:
    from game.app.main import App
    from scenes.flow import desktop

    app = App(
        size=size, settings_path=folder / "settings.json", fullscreen=False, screens=desktop()
    )
    app.settings.animation_speed = speed
    return app


def _add_expansion_option(parser: argparse.ArgumentParser) -> None:
    # In the setup itself, so the setup screen shows it on and the table's "Play again"
    # and Continue keep it, as for a player's own choice.
    parser.add_argument("--expansion", action="store_true", help="with the special cards")


def frame_figures(times: list[float], dt: float) -> dict[str, object]:
    """Frame-time figures in ms for frames stepped `dt` seconds apart. The first second
    (caches filling while the first frames show) is reported apart from the rest."""
    if not times:
        return {"frames": 0, "median_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0,
                "max_after_first_second_ms": 0.0}  # fmt: skip
    first_second = max(1, round(1.0 / dt))
    ordered = sorted(times)
    later = times[first_second:]
    return {
        "frames": len(times),
        "median_ms": round(statistics.median(ordered), 3),
        "p99_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 3),
        "max_ms": round(ordered[-1], 3),
        "max_after_first_second_ms": round(max(later), 3) if later else 0.0,
    }


def write_png(surface: pygame.Surface, out: Path) -> str | None:
    """Save `surface` as a PNG at `out`, atomically and checked after writing (a full
    disk or /proc/version once gave "wrote" and a 0-byte PNG); None, or why not."""
    import io

    import pygame

    from game.store.files import write_atomic_bytes

    buffer = io.BytesIO()
    try:
        pygame.image.save(surface, buffer, "shot.png")
    except (OSError, pygame.error) as exc:
        return f"cannot write {out}: {exc}"
    problem = write_atomic_bytes(out, buffer.getvalue())
    return None if problem is None else f"cannot write {out}: it {problem}"


def kiosk_shot(
    name: str, size: tuple[int, int], seed: int, out: Path, language: str | None = None
) -> int:
    """Render kiosk screen `name` to a PNG (the video driver is already headless), in
    `language` if given (as the operator's default), else the config's."""
    from game.kiosk.mode import kiosk_of_app
    from nothanks.kiosk_launch import headless_app
    from scenes.flow import open_shot
    from scenes.shots import ShotPlan

    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), size, now=lambda: 0.0, open_home=False)
        try:
            kiosk = kiosk_of_app(app)
            if language is not None and kiosk is not None:
                kiosk.config.language = language
                kiosk.speak_default()
            open_shot(app, name, ShotPlan(seed=seed))
            for _ in range(8):
                app.step(1 / 60)
            problem = write_png(app.canvas, out)
        finally:
            for scene in list(app.stack.scenes):
                scene.exit()
    if problem is not None:
        print(f"shot: {problem}", file=sys.stderr)
        return 1
    print(f"wrote {out}")
    return 0


def shot_main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=prog("shot"), description="Render a scene to PNG.")
    parser.add_argument("--scene", choices=list(SHOTS), required=True)
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", type=window_size, default=(1280, 720))
    parser.add_argument("--players", type=players, default=4)
    parser.add_argument("--tv", action="store_true", help="TV text size on")
    parser.add_argument(
        "--lang", choices=list(i18n.LANGUAGES), help="the language (default: the system's)"
    )
    _add_expansion_option(parser)
    parser.add_argument(
        "--page",
        type=up_to(len(PAGES)),
        default=1,
        help="How to play's page, the tutorial's stop, History's view or the review's "
        "costliest decision (1: the first)",
    )
    parser.add_argument(
        "--palette", choices=CARD_PALETTES, default="standard", help="the cards' colours"
    )
    parser.add_argument("--high-contrast", action="store_true", help="high contrast on")
    parser.add_argument("--reduced-motion", action="store_true", help="reduced motion on")
    parser.add_argument(
        "--text-size", choices=TEXT_SIZES, help="the text size (--tv: tv; default: normal)"
    )
    args = parser.parse_args(argv)
    _headless()
    if SHOTS[args.scene].kiosk:
        return kiosk_shot(args.scene, args.size, args.seed, args.out, args.lang)

    from scenes.flow import open_shot
    from scenes.shots import ShotPlan, judge_here

    plan = ShotPlan(
        seed=args.seed,
        players=args.players,
        expansion=args.expansion,
        page=args.page - 1,
        judge=judge_here,
    )
    with tempfile.TemporaryDirectory() as tmp:
        app = _make_app(args.size, "instant", Path(tmp))
        app.settings.tv_text = args.tv
        app.settings.tv_text_chosen = True
        if args.text_size is not None:
            app.settings.set_text_size(args.text_size)
        app.settings.card_palette = args.palette
        app.settings.high_contrast = args.high_contrast
        app.settings.reduced_motion = args.reduced_motion
        if args.lang is not None:
            from game.store.settings import speak

            app.settings.language = args.lang
            speak(app.settings)
        try:
            open_shot(app, args.scene, plan)
            for _ in range(8):
                app.step(1 / 60)
            problem = write_png(app.canvas, args.out)
        finally:
            for scene in list(app.stack.scenes):
                scene.exit()
            app.saves.flush()  # (saves are synchronous: nothing writes after this)
            # No pygame.quit(): theme's cached fonts would die with it if a caller (a test)
            # goes on using pygame in this process; process exit cleans up anyway.
    if problem is not None:
        print(f"shot: {problem}", file=sys.stderr)
        return 1
    print(f"wrote {args.out}")
    return 0


def autoplay_main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=prog("autoplay"),
        description="Play a whole game of bots through the real App.",
    )
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--headless", action="store_true", help="no window (SDL dummy driver)")
    parser.add_argument("--players", type=players, default=4)
    parser.add_argument("--speed", choices=("instant", "4x", "2x", "1x"), default="instant")
    parser.add_argument("--size", type=window_size, default=(1280, 720))
    parser.add_argument("--max-frames", type=frame_count, default=200_000)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--tv", action="store_true", help="TV text size on")
    parser.add_argument(
        "--kiosk",
        action="store_true",
        help="the kiosk's table on a kiosk app (every seat a bot), instead of the desktop "
        "menu and setup",
    )
    _add_expansion_option(parser)
    args = parser.parse_args(argv)
    if args.headless:
        _headless()
    if args.kiosk:
        return _autoplay_kiosk(args)
    import pygame

    from game.rules import Game
    from scenes.results import ResultsScene
    from scenes.setup import SetupScene
    from scenes.table import TableScene

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=""))

    with tempfile.TemporaryDirectory() as tmp:
        app = _make_app(args.size, args.speed, Path(tmp))
        app.settings.tv_text = args.tv
        app.settings.tv_text_chosen = True
        times: list[float] = []
        # CPU time of this process per frame too: on a busy machine the wall clock also
        # counts the time other programs held the CPU.
        cpu_times: list[float] = []
        try:
            app.stack.push(screens(app.stack).menu())
            dt = 1 / 60
            # Title menu → Play (focused first) → setup.
            key(pygame.K_RETURN)
            app.step(dt)
            top = app.stack.top
            if not isinstance(top, SetupScene):
                print(f"autoplay: expected the setup scene, got {type(top).__name__}")
                return 1
            # Every seat a bot: set the seats, then Start through the input path.
            top.setup = bot_setup(args.players, False, args.seed, args.expansion)
            top.setup.choose(first_player=None)
            top._rebuild("start")
            key(pygame.K_RETURN)
            frames = 0
            seed_set = False
            while app.running and frames < args.max_frames:
                top = app.stack.top
                name = top.name if top is not None else ""
                if name == "table" and not seed_set:
                    assert isinstance(top, TableScene)
                    # Replay from the requested seed so runs are reproducible.
                    game = Game.new(top.setup.config(), args.seed)
                    app.stack.replace(screens(app.stack).table(top.setup, args.seed, game=game))
                    seed_set = True
                if name == "results":
                    if top is not None and top.final:
                        break
                    key(pygame.K_RETURN)  # "Next round"
                start, start_cpu = time.perf_counter(), time.process_time()
                app.step(dt)
                times.append((time.perf_counter() - start) * 1000)
                cpu_times.append((time.process_time() - start_cpu) * 1000)
                frames += 1
            top = app.stack.top
            if not isinstance(top, ResultsScene) or not top.final:
                print(f"autoplay: game did not finish in {frames} frames")
                return 1
            rows = top.rows
            winners = [rows[i].name for i in top.winners]
            figures = _figures(args, times, cpu_times, dt)
            if args.json:
                figures.update(totals={r.name: r.total for r in rows}, winners=winners)
                print(json.dumps(figures))
            else:
                totals = " ".join(f"{r.name}:{r.total}" for r in rows)
                print(
                    f"autoplay seed {args.seed}: {frames} frames; totals {totals}; "
                    f"won by {', '.join(winners)}"
                )
                _print_figures(figures)
        finally:
            for scene in list(app.stack.scenes):
                scene.exit()
            app.saves.flush()  # (saves are synchronous: nothing writes after this)
            # No pygame.quit(): theme's cached fonts would die with it if a caller (a test)
            # goes on using pygame in this process; process exit cleans up anyway.
    return 0


def _figures(
    args: argparse.Namespace, times: list[float], cpu_times: list[float], dt: float
) -> dict[str, object]:
    figures = frame_figures(times, dt)
    cpu = frame_figures(cpu_times, dt)
    figures["cpu"] = {k: v for k, v in cpu.items() if k != "frames"}
    figures.update(
        seed=args.seed,
        players=args.players,
        size=f"{args.size[0]}x{args.size[1]}",
        speed=args.speed,
        tv=args.tv,
        expansion=args.expansion,
        kiosk=args.kiosk,
    )
    return figures


def _autoplay_kiosk(args: argparse.Namespace) -> int:
    """Autoplay on the kiosk: its table (finger-sized buttons, either orientation) on a
    kiosk App, every seat a bot, until the match ends."""
    from game.rules import Game
    from nothanks.kiosk_launch import headless_app
    from scenes.table import TableScene

    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), args.size, open_home=False)
        app.settings.animation_speed = args.speed
        app.settings.tv_text = args.tv
        app.settings.tv_text_chosen = True
        times: list[float] = []
        cpu_times: list[float] = []
        try:
            setup = bot_setup(args.players, False, args.seed, args.expansion)
            table = app.stack.clear_to(
                screens(app.stack).table(setup, args.seed, game=Game.new(setup.config(), args.seed))
            )
            assert isinstance(table, TableScene)
            dt = 1 / 60
            frames = 0
            while app.running and frames < args.max_frames and not table.finished:
                start, start_cpu = time.perf_counter(), time.process_time()
                app.step(dt)
                times.append((time.perf_counter() - start) * 1000)
                cpu_times.append((time.process_time() - start_cpu) * 1000)
                frames += 1
            if not table.finished:
                print(f"autoplay: game did not finish in {frames} frames")
                return 1
            totals = table.game.totals
            figures = _figures(args, times, cpu_times, dt)
            if args.json:
                figures.update(totals={n: t for n, t in zip(table.names, totals, strict=True)})
                print(json.dumps(figures))
            else:
                print(f"autoplay (kiosk) seed {args.seed}: {frames} frames")
                _print_figures(figures)
        finally:
            for scene in list(app.stack.scenes):
                scene.exit()
            app.saves.flush()
    return 0


def _print_figures(figures: dict[str, object]) -> None:
    print(
        f"frame ms: median {figures['median_ms']:.2f}  p99 {figures['p99_ms']:.2f}  "
        f"max {figures['max_ms']:.2f}  "
        f"max after the first second {figures['max_after_first_second_ms']:.2f}"
    )
    cpu = figures["cpu"]
    assert isinstance(cpu, dict)
    print(
        f"CPU ms:   median {cpu['median_ms']:.2f}  p99 {cpu['p99_ms']:.2f}  "
        f"max {cpu['max_ms']:.2f}  "
        f"max after the first second {cpu['max_after_first_second_ms']:.2f}"
    )


if __name__ == "__main__":
    sys.exit(shot_main(sys.argv[1:]))
