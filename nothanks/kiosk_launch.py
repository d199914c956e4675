"""Kiosk Apps with their scenes: the child app (`--kiosk-child`), and a headless kiosk App
for the shot tool, the soak benchmark, the fuzz and the tests.

The kiosk's files and its `KioskMode` come from game/kiosk/launch.py; this hands the App
the kiosk's screens (`scenes.kiosk.flow.kiosk_flow`), so the app package still knows no
scene.
pygame is imported lazily.
"""

from __future__ import annotations

import faulthandler
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.kiosk.launch import HEADLESS_PIN, KioskPaths, make_kiosk
from game.kiosk.pin import PinStore

if TYPE_CHECKING:
    from game.app.main import App


def headless_app(
    folder: Path,
    size: tuple[int, int] = (1920, 1080),
    now: Callable[[], float] | None = None,
    open_home: bool = True,
    pin: str | None = HEADLESS_PIN,
) -> App:
    """A windowed kiosk App on the current (dummy) video driver, files under `folder`,
    with the operator PIN `pin` already set (None: none yet, as on a first start), on the
    attract loop (`open_home`) or with an empty stack."""
    from game.app.main import App
    from scenes.kiosk.flow import kiosk_flow

    paths = KioskPaths.under(folder)
    if pin is not None and not PinStore.load(paths.pin).is_set:
        PinStore(paths.pin).set(pin)
    kiosk = make_kiosk(paths, now, fullscreen=False)
    return App(
        size=size,
        settings_path=paths.settings,
        fullscreen=False,
        screens=kiosk_flow(kiosk),
        open_home=open_home,
        hook=kiosk,
        dirs=paths.app_dirs(),
    )


def run_child(argv: list[str]) -> int:
    """The kiosk app itself (what the supervisor runs): `--kiosk-child [app flags]`."""
    from game.app.main import run
    from game.args import prog
    from nothanks.startup import exit_after_first_frame
    from scenes.kiosk.flow import kiosk_flow

    # A crash in native code: Python's handler writes every thread's stack to stderr
    # (the supervisor's crash log) and the child dies by the real signal. Set before
    # pygame starts, whose own handler would turn it into an abort (SIGABRT).
    faulthandler.enable()
    paths = KioskPaths.default()
    # Full screen unless --windowed (a test run); the flag is the app's, read here too.
    kiosk = make_kiosk(paths, fullscreen="--windowed" not in argv)
    if not kiosk.pin.is_set:
        # The screen says the same: out of service until the operator sets a PIN.
        print(f"kiosk: no operator PIN is set: run {prog('kiosk-pin')}", file=sys.stderr)
    if "--settings" not in argv:
        # Guests' tweaks never touch the player's own settings file.
        argv = [*argv, "--settings", str(paths.settings)]
    return run(
        kiosk_flow(kiosk),
        argv,
        hook=kiosk,
        dirs=paths.app_dirs(),
        on_first_frame=exit_after_first_frame,
    )
