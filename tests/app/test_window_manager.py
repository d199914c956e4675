"""Full screen on and off in a real window manager (Xvfb + openbox), pressed with real
X key events: the window comes back at its size, wholly on screen, however fast F11 is
pressed. (Under SDL's dummy driver there is no window manager to disagree with.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, headless_env

TOOLS = {name: shutil.which(name) for name in ("Xvfb", "openbox", "xdotool", "xwininfo")}
DESKTOP = (1920, 1080)

pytestmark = pytest.mark.skipif(
    not all(TOOLS.values()),
    reason="needs Xvfb, openbox, xdotool and xwininfo (.ci/run installs them)",
)


@pytest.fixture
def display() -> Iterator[str]:
    """A private X server of `DESKTOP` size with openbox managing its windows."""
    read, write = os.pipe()
    screen = f"{DESKTOP[0]}x{DESKTOP[1]}x24"
    server = subprocess.Popen(
        [str(TOOLS["Xvfb"]), "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", screen],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        name = f":{pipe.readline().strip()}"
    manager = subprocess.Popen(
        [str(TOOLS["openbox"])],
        env={**os.environ, "DISPLAY": name},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield name
    finally:
        for process in (manager, server):
            process.terminate()
            process.wait(timeout=10)


class Game:
    """`python -m game` in its own folders, on `display`."""

    def __init__(self, display: str, tmp_path: Path, *args: str) -> None:
        self.display = display
        env = {k: v for k, v in headless_env(DISPLAY=display).items() if k != "SDL_VIDEODRIVER"}
        for var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
            env[var] = str(tmp_path)
        self.log = tmp_path / "stderr.txt"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "game", *args],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=self.log.open("w"),
        )
        self.window = self._find_window()

    def _find_window(self) -> str:
        deadline = time.monotonic() + 240  # a busy machine starts a game slowly
        while time.monotonic() < deadline:
            assert self.process.poll() is None, self.log.read_text()
            ids = self._x("xdotool", "search", "--onlyvisible", "--class", "nothanks").split()
            if ids:
                return ids[0]
            time.sleep(0.2)
        tree = self._x("xwininfo", "-root", "-tree")
        raise AssertionError(f"no game window\n{tree}\n{self.log.read_text()}")

    def _x(self, *argv: str) -> str:
        env = {**os.environ, "DISPLAY": self.display}
        return subprocess.run(argv, capture_output=True, text=True, env=env).stdout

    def geometry(self) -> tuple[int, int, int, int]:
        """x, y, width, height of the window on the screen."""
        fields = {}
        for line in self._x("xwininfo", "-id", self.window).splitlines():
            label, _, value = line.strip().partition(":")
            fields[label] = value.strip()
        return (
            int(fields["Absolute upper-left X"]),
            int(fields["Absolute upper-left Y"]),
            int(fields["Width"]),
            int(fields["Height"]),
        )

    def press_f11(self, times: int = 1) -> None:
        # X key events sent to the window itself, 60 ms apart when several (sent to the
        # focused one, a press was lost on a busy machine when the focus came late).
        self._x("xdotool", "key", "--window", self.window, "--delay", "60", *["F11"] * times)

    def resize(self, width: int, height: int) -> None:
        self._x("xdotool", "windowsize", "--sync", self.window, str(width), str(height))

    def settles_at(self, wanted: Callable[[tuple[int, int, int, int]], bool]) -> bool:
        """The window reaches a geometry `wanted` accepts and stays there a while."""
        deadline = time.monotonic() + 30
        since = None
        while time.monotonic() < deadline:
            if wanted(self.geometry()):
                since = since or time.monotonic()
                if time.monotonic() - since >= 0.6:
                    return True
            else:
                since = None
            time.sleep(0.1)
        return False

    def stop(self) -> str:
        self.process.terminate()
        self.process.wait(timeout=30)
        return self.log.read_text()


def full_screen(geometry: tuple[int, int, int, int]) -> bool:
    return geometry == (0, 0, *DESKTOP)


def windowed_on_screen(size: tuple[int, int]) -> Callable[[tuple[int, int, int, int]], bool]:
    def wanted(geometry: tuple[int, int, int, int]) -> bool:
        x, y, w, h = geometry
        return (w, h) == size and x >= 0 and y >= 0 and x + w <= DESKTOP[0] and y + h <= DESKTOP[1]

    return wanted


def test_f11_returns_the_window_at_its_size_however_fast_it_is_pressed(
    display: str, tmp_path: Path
) -> None:
    game = Game(display, tmp_path, "--windowed", "--size", "1280x720")
    back = windowed_on_screen((1280, 720))
    try:
        assert game.settles_at(back), game.geometry()
        game.press_f11()
        assert game.settles_at(full_screen), game.geometry()
        game.press_f11()
        assert game.settles_at(back), game.geometry()  # was kept 1920x1080 at 0,0
        game.press_f11(times=2)  # the second press while the first is being applied
        assert game.settles_at(back), game.geometry()
        game.press_f11(times=3)
        assert game.settles_at(full_screen), game.geometry()
        game.press_f11()
        assert game.settles_at(back), game.geometry()
        # Resized as a player drags it: full screen and back returns to the new size.
        game.resize(1000, 600)
        dragged = windowed_on_screen((1000, 600))
        assert game.settles_at(dragged), game.geometry()
        game.press_f11(times=2)
        assert game.settles_at(dragged), game.geometry()
    finally:
        log = game.stop()
    assert "forcibly resized" not in log, log


def test_started_in_full_screen_f11_gives_a_window_that_fits_the_screen(
    display: str, tmp_path: Path
) -> None:
    game = Game(display, tmp_path, "--fullscreen")
    try:
        assert game.settles_at(full_screen), game.geometry()
        game.press_f11()

        def smaller_and_on_screen(geometry: tuple[int, int, int, int]) -> bool:
            _, _, w, h = geometry
            return w < DESKTOP[0] and h < DESKTOP[1] and windowed_on_screen((w, h))(geometry)

        assert game.settles_at(smaller_and_on_screen), game.geometry()
    finally:
        log = game.stop()
    assert "forcibly resized" not in log, log
