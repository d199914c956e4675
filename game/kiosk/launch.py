"""Starting kiosk mode: the child app (`--kiosk-child`), and a headless kiosk App for the
shot tool, the soak benchmark and the tests.

Like `game.cli`, this is a starter: it hands the App the kiosk registry and the first
scene's name, so the app package still knows no scene. pygame is imported lazily.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.kiosk.config import default_config_path, load_config
from game.kiosk.scores import HighScores, default_scores_path

# Screens `python -m game shot --scene NAME` can render in kiosk mode.
KIOSK_SHOTS = (
    "attract",
    "attract-rules",
    "attract-scores",
    "guest",
    "rules",
    "kiosk-table",
    "kiosk-table-2p",
    "still-playing",
    "kiosk-pause",
    "kiosk-log",
    "initials",
    "kiosk-results",
    "operator-pin",
    "operator",
)

if TYPE_CHECKING:
    from game.app.main import App
    from game.kiosk.mode import KioskMode


def make_kiosk(
    config_path: Path | None,
    scores_path: Path | None,
    now: Callable[[], float] | None = None,
    fullscreen: bool = True,
) -> KioskMode:
    import time

    from game.app import notices
    from game.kiosk.mode import KioskMode

    config, notice = load_config(config_path) if config_path is not None else (None, None)
    scores = HighScores.load(scores_path) if scores_path is not None else HighScores(None)
    # Told on screen (the operator sees it at the first frame) and in the log.
    for text in (notice, f"kiosk scores: {scores.problem}" if scores.problem else None):
        if text:
            print(text, file=sys.stderr)
            notices.post(text)
    from game.kiosk.config import KioskConfig

    return KioskMode(
        config=config or KioskConfig(),
        config_path=config_path,
        scores=scores,
        now=now or time.monotonic,
        fullscreen=fullscreen,
    )


def headless_app(
    folder: Path,
    size: tuple[int, int] = (1920, 1080),
    now: Callable[[], float] | None = None,
    first_scene: str | None = "attract",
) -> App:
    """A windowed kiosk App on the current (dummy) video driver, files under `folder`."""
    from game.app.main import App
    from scenes.kiosk.flow import build_kiosk_registry

    kiosk = make_kiosk(folder / "kiosk.json", folder / "kiosk-scores.json", now, fullscreen=False)
    return App(
        size=size,
        settings_path=folder / "kiosk-settings.json",
        fullscreen=False,
        scenes=build_kiosk_registry(kiosk),
        first_scene=first_scene,
        hook=kiosk,
    )


def run_child(argv: list[str]) -> int:
    """The kiosk app itself (what the supervisor runs): `--kiosk-child [app flags]`."""
    from game.app.main import run
    from scenes.kiosk.flow import FIRST_SCENE, build_kiosk_registry

    config_path = default_config_path()
    # Full screen unless --windowed (a test run); the flag is the app's, read here too.
    fullscreen = "--windowed" not in argv
    kiosk = make_kiosk(config_path, default_scores_path(), fullscreen=fullscreen)
    if "--settings" not in argv:
        # Guests' tweaks never touch the player's own settings file.
        argv = [*argv, "--settings", str(config_path.with_name("kiosk-settings.json"))]
    return run(build_kiosk_registry(kiosk), FIRST_SCENE, argv, hook=kiosk)


def kiosk_shot(name: str, size: tuple[int, int], seed: int, out: Path) -> int:
    """Render kiosk screen `name` to a PNG (the video driver is already headless)."""
    import tempfile

    from game.headless import write_png
    from scenes.kiosk.shots import prepare

    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), size, now=lambda: 0.0, first_scene=None)
        try:
            prepare(app, name, seed)
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
