"""Starting kiosk mode: the child app (`--kiosk-child`), and a headless kiosk App for the
shot tool, the soak benchmark and the tests.

Like `game.cli`, this is a starter: it hands the App the kiosk registry and the first
scene's name, so the app package still knows no scene. pygame is imported lazily.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game import i18n
from game.i18n import _
from game.kiosk.config import (
    configured_language,
    default_config_path,
    legacy_pin,
    load_config,
    save_config,
)
from game.kiosk.pin import PinStore, default_pin_path, pin_problem
from game.kiosk.scores import HighScores, default_scores_path

# The PIN the headless kiosk (shots, soak, tests) starts with, so it opens on attract.
HEADLESS_PIN = "1357"

if TYPE_CHECKING:
    from game.app.files import AppDirs
    from game.app.main import App
    from game.kiosk.mode import KioskMode


@dataclass(frozen=True)
class KioskPaths:
    """Every file the kiosk writes, in the folders the README names (platformdirs):
    config: kiosk.json, kiosk-pin.json and kiosk-settings.json in the user config dir;
    data: kiosk-scores.json in the user data dir, a guest game's autosave in its
    `kiosk` subfolder (apart from a desktop player's own save); logs: nothanks.log and
    kiosk-crashes.log in the user log dir."""

    config: Path
    pin: Path
    settings: Path
    scores: Path
    saves: Path
    logs: Path

    @classmethod
    def default(cls) -> KioskPaths:
        from game.kiosk.supervisor import default_log_path

        config, scores = default_config_path(), default_scores_path()
        return cls(
            config=config,
            pin=default_pin_path(),
            settings=config.with_name("kiosk-settings.json"),
            scores=scores,
            saves=scores.parent / "kiosk",
            logs=default_log_path().parent,
        )

    @classmethod
    def under(cls, folder: Path) -> KioskPaths:
        """All in one folder (tests, shots, the soak benchmark)."""
        return cls(
            config=folder / "kiosk.json",
            pin=folder / "kiosk-pin.json",
            settings=folder / "kiosk-settings.json",
            scores=folder / "kiosk-scores.json",
            saves=folder / "data",
            logs=folder / "logs",
        )

    def app_dirs(self) -> AppDirs:
        from game.app.files import AppDirs

        return AppDirs(data=self.saves, logs=self.logs)


def load_pin(paths: KioskPaths, problems: list[str]) -> PinStore:
    """The operator PIN's store. A PIN a kiosk.json of old still holds in plain text moves
    into the hashed file (and out of kiosk.json), unless it is the published default."""
    store = PinStore.load(paths.pin)
    if store.problem:
        problems.append(store.problem)
    old = legacy_pin(paths.config)
    if old is None:
        return store
    if not store.is_set and pin_problem(old) is None:
        problem = store.set(old)
        if problem:
            problems.append(_("operator PIN: {problem}").format(problem=problem))
    return store


def make_kiosk(
    paths: KioskPaths,
    now: Callable[[], float] | None = None,
    fullscreen: bool = True,
) -> KioskMode:
    """The kiosk with its files loaded. Any problem with them is printed and kept in
    `kiosk.problems`, which the operator screen shows."""
    import time

    from game.app import notices
    from game.kiosk.mode import KioskMode

    # Every problem below is worded in the operator's language: the one they read on the
    # operator screen (attach sets it again for the attract loop).
    i18n.set_language(configured_language(paths.config))
    problems: list[str] = []
    pin = load_pin(paths, problems)
    config, notice = load_config(paths.config)
    if notice:
        problems.append(notice)
    old_pin = legacy_pin(paths.config)
    if old_pin is not None and (pin.is_set or pin_problem(old_pin) is not None):
        # Moved into the hashed file (or never usable): it does not stay in plain text.
        # (Kept only if the hashed file could not be written, so it is not lost.)
        save_config(config, paths.config)
    scores = HighScores.load(paths.scores)
    if scores.problem:
        problems.append(_("best scores: {problem}").format(problem=scores.problem))
    # Told in the log, on screen at the first frame, and on the operator screen.
    for problem in problems:
        print(problem, file=sys.stderr)
        notices.post(problem)
    return KioskMode(
        config=config,
        config_path=paths.config,
        scores=scores,
        now=now or time.monotonic,
        fullscreen=fullscreen,
        pin=pin,
        problems=problems,
    )


def headless_app(
    folder: Path,
    size: tuple[int, int] = (1920, 1080),
    now: Callable[[], float] | None = None,
    first_scene: str | None = "attract",
    pin: str | None = HEADLESS_PIN,
) -> App:
    """A windowed kiosk App on the current (dummy) video driver, files under `folder`,
    with the operator PIN `pin` already set (None: none yet, as on a first start)."""
    from game.app.main import App
    from scenes.kiosk.flow import build_kiosk_registry

    paths = KioskPaths.under(folder)
    if pin is not None and not PinStore.load(paths.pin).is_set:
        PinStore(paths.pin).set(pin)
    kiosk = make_kiosk(paths, now, fullscreen=False)
    return App(
        size=size,
        settings_path=paths.settings,
        fullscreen=False,
        scenes=build_kiosk_registry(kiosk),
        first_scene=first_scene,
        hook=kiosk,
        dirs=paths.app_dirs(),
    )


def run_child(argv: list[str]) -> int:
    """The kiosk app itself (what the supervisor runs): `--kiosk-child [app flags]`."""
    from game.app.main import run
    from game.startup import exit_after_first_frame
    from scenes.kiosk.flow import FIRST_SCENE, build_kiosk_registry

    paths = KioskPaths.default()
    # Full screen unless --windowed (a test run); the flag is the app's, read here too.
    kiosk = make_kiosk(paths, fullscreen="--windowed" not in argv)
    if "--settings" not in argv:
        # Guests' tweaks never touch the player's own settings file.
        argv = [*argv, "--settings", str(paths.settings)]
    return run(
        build_kiosk_registry(kiosk),
        FIRST_SCENE,
        argv,
        hook=kiosk,
        dirs=paths.app_dirs(),
        on_first_frame=exit_after_first_frame,
    )


def kiosk_shot(
    name: str, size: tuple[int, int], seed: int, out: Path, language: str | None = None
) -> int:
    """Render kiosk screen `name` to a PNG (the video driver is already headless), in
    `language` if given (as the operator's default), else the config's."""
    import tempfile

    from game.headless import write_png
    from game.kiosk.mode import kiosk_of_app
    from scenes.flow import open_shot
    from scenes.shots import ShotPlan

    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), size, now=lambda: 0.0, first_scene=None)
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
