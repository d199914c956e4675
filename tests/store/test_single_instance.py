"""One copy of the game per user (issue 44 item 3): a second start while one runs says
so, asks the running one to come forward and exits 0, so two copies never write the
same saves; a copy killed with SIGKILL leaves no lock that blocks the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.store.instance import InstanceLock

ROOT = Path(__file__).resolve().parents[2]


def start(settings: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.Popen(
        [sys.executable, "-m", "game", "--windowed", "--settings", str(settings)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for_lock(lock_file: Path, proc: subprocess.Popen[str], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if lock_file.exists() and lock_file.read_text().strip() == str(proc.pid):
            return
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.1)
    raise AssertionError("the first copy never took the lock")


def test_a_second_copy_exits_0_and_a_killed_copy_does_not_block(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    lock_file = tmp_path / "data" / "nothanks.lock"
    first = start(settings)
    try:
        wait_for_lock(lock_file, first)
        second = start(settings)
        out, err = second.communicate(timeout=60)
        assert second.returncode == 0, err
        assert "already running" in out and str(first.pid) in out
        assert (tmp_path / "data" / "nothanks.raise").exists()  # asked to come forward
        assert first.poll() is None  # the first copy plays on
    finally:
        first.kill()
        first.communicate()
    # Killed without a chance to clean up: the lock file is still there, but not held.
    assert lock_file.exists()
    third = start(settings)
    try:
        wait_for_lock(lock_file, third)
        time.sleep(0.5)
        assert third.poll() is None  # it runs: the stale lock did not stop it
    finally:
        third.send_signal(signal.SIGTERM)
        third.communicate(timeout=60)


def test_the_lock_is_held_only_while_its_owner_has_it(tmp_path: Path) -> None:
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    assert not second.raise_requested() and not first.raise_requested()
    second.request_raise()
    assert first.raise_requested()
    assert not first.raise_requested()  # once per request
    first.release()
    assert second.acquire()
    second.release()
