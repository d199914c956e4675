"""The kiosk as a service, with real processes: signals to the supervisor stop the game
cleanly and then the supervisor; any other end of the game is logged and restarted.
The files go to the folders the README names."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, headless_env

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return ""


def wait_for(check, seconds: float = 60.0):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {check}")


class Kiosk:
    """`python -m game --kiosk` with its XDG folders under a temporary home."""

    def __init__(self, home: Path, display: str | None = None) -> None:
        self.home = home
        self.env = headless_env(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_STATE_HOME=str(home / "state"),
            XDG_CACHE_HOME=str(home / "cache"),
        )
        if display is not None:  # a real X server: no dummy video driver
            del self.env["SDL_VIDEODRIVER"]
            self.env["DISPLAY"] = display
        self.config = home / "config" / "nothanks"
        self.log = home / "state" / "nothanks" / "log" / "kiosk-crashes.log"
        pin = subprocess.run(
            [sys.executable, "-m", "game", "kiosk-pin", "--stdin"],
            input="8642\n",
            env=self.env,
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        assert pin.returncode == 0, pin.stderr
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "--kiosk", "--windowed", "--size", "1280x720"],
            env=self.env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )

    def game(self, not_pid: int | None = None) -> int:
        """The game process once it runs frames (its bot worker has started)."""

        def ready() -> int | None:
            for pid in children(self.proc.pid):
                if pid != not_pid and any("multiprocessing" in cmdline(c) for c in children(pid)):
                    return pid
            return None

        pid: int = wait_for(ready)
        return pid

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(30)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()


@pytest.fixture
def kiosk(tmp_path: Path) -> Iterator[Kiosk]:
    k = Kiosk(tmp_path / "home")
    try:
        yield k
    finally:
        k.stop()
        if k.proc.stderr is not None:
            k.proc.stderr.close()


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_signal_to_the_supervisor_ends_the_game_cleanly_then_itself(
    kiosk: Kiosk, signum: int
) -> None:
    game = kiosk.game()
    settings = kiosk.config / "kiosk-settings.json"
    wait_for(settings.exists)  # written once early on
    before = settings.stat().st_ino
    kiosk.proc.send_signal(signum)
    assert kiosk.proc.wait(30) == 0
    assert not alive(game)
    # The game shut down as it does on its own: it wrote its settings on the way out
    # (atomically: a new file in the old one's place).
    assert settings.stat().st_ino != before
    assert not kiosk.log.exists()  # a stop is not a crash
    assert kiosk.proc.stderr is not None
    assert f"stopped by {signal.Signals(signum).name}" in kiosk.proc.stderr.read()


@pytest.mark.parametrize(
    ("signum", "logged"),
    [
        (signal.SIGTERM, "exit code 143 (SIGTERM)"),
        (signal.SIGKILL, "exit code -9 (SIGKILL)"),
        # A crash in native code is told as one, not as the abort pygame would make it.
        (signal.SIGSEGV, "(SIGSEGV)"),
    ],
)
def test_any_other_end_of_the_game_is_logged_and_it_is_restarted(
    kiosk: Kiosk, signum: int, logged: str
) -> None:
    game = kiosk.game()
    os.kill(game, signum)
    again = kiosk.game(not_pid=game)
    assert again != game and kiosk.proc.poll() is None
    text = kiosk.log.read_text()
    assert text.count("kiosk ended") == 1 and logged in text, text
    assert kiosk.stop() == 0


def test_the_kiosk_files_go_to_the_folders_the_readme_names(kiosk: Kiosk) -> None:
    kiosk.game()
    assert kiosk.stop() == 0
    home = kiosk.home
    written = sorted(
        str(p.relative_to(home)) for p in home.rglob("*") if p.is_file() and "cache" not in p.parts
    )
    # The log is written only if something was logged; the lock is the one-copy guard's.
    assert set(written) - {"state/nothanks/log/nothanks.log"} == {
        "config/nothanks/kiosk-pin.json",
        "config/nothanks/kiosk-settings.json",
        "config/nothanks/kiosk.json",
        "data/nothanks/kiosk/nothanks.lock",
    }, written
    assert not (kiosk.config / "data").exists() and not (kiosk.config / "logs").exists()


X_TOOLS = [shutil.which(tool) for tool in ("Xvfb", "xwininfo", "xdotool")]


@pytest.mark.skipif(
    not all(X_TOOLS), reason="needs Xvfb, xwininfo and xdotool (.ci/run installs them)"
)
def test_a_destroyed_window_is_logged_and_the_game_restarted(tmp_path: Path) -> None:
    xvfb, xwininfo, xdotool = (str(tool) for tool in X_TOOLS)
    # -displayfd: the server picks a free display and writes its number once it is ready
    # to take clients (no guessed number, no fixed wait; end of file if it failed).
    read, write = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    kiosk = None
    try:
        assert number.isdigit(), f"Xvfb did not start (exit code {server.poll()})"
        display = f":{number}"
        kiosk = Kiosk(tmp_path / "home", display=display)
        game = kiosk.game()

        def window() -> str | None:
            tree = subprocess.run(
                [xwininfo, "-display", display, "-root", "-tree"], capture_output=True, text=True
            ).stdout
            return next((ln.split()[0] for ln in tree.splitlines() if '"No Thanks!"' in ln), None)

        # The window manager's "kill this window": the X server drops the game's connection.
        subprocess.run([xdotool, "windowkill", wait_for(window)], env=kiosk.env, check=True)
        kiosk.game(not_pid=game)
        text = kiosk.log.read_text()
        assert "kiosk ended, exit code 1;" in text and "X server" in text, text
        assert kiosk.stop() == 0
    finally:
        if kiosk is not None:
            kiosk.stop()
        server.terminate()
        server.wait()
