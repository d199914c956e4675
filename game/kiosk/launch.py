"""What kiosk mode starts with: its files (`KioskPaths`), the operator PIN, and the
`KioskMode` built from them. The kiosk Apps themselves, with their scenes, are started
above the scenes (nothanks/kiosk_launch.py). pygame is imported lazily.
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
from game.kiosk.pin import PinLock, PinStore, default_pin_path, lock_path_for, pin_problem
from game.kiosk.scores import HighScores, default_scores_path

# The PIN the headless kiosk (shots, soak, tests) starts with, so it opens on attract.
HEADLESS_PIN = "1357"

if TYPE_CHECKING:
    from game.kiosk.mode import KioskMode
    from game.store.files import AppDirs


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
        from game.store.files import AppDirs

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
    wall: Callable[[], float] | None = None,
) -> KioskMode:
    """The kiosk with its files loaded. Any problem with them is printed and kept in
    `kiosk.problems`, which the operator screen shows. `wall` is the PIN lock-out's
    clock (wall-clock seconds, as it outlives the process; default: `now` if given, so a
    test's one clock moves both, else `time.time`)."""
    import time

    from game.kiosk.mode import KioskMode
    from game.store import notices

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
    pin_lock = PinLock.load(lock_path_for(paths.pin), wall or now or time.time)
    if pin_lock.problem:
        problems.append(pin_lock.problem)
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
        pin_lock=pin_lock,
        problems=problems,
    )
