"""The supervisor restarts a crashed kiosk with a back-off and logs each crash."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from game.kiosk.supervisor import (
    FIRST_DELAY,
    LOG_MAX_BYTES,
    MAX_DELAY,
    ChildRun,
    describe_end,
    run_child,
    supervise,
)


class FakeRuns:
    def __init__(self, runs: list[tuple[int, float]]) -> None:
        self.runs = runs  # (exit code, seconds it ran)
        self.t = 0.0
        self.sleeps: list[float] = []
        self.started = 0

    def spawn(self, command: Sequence[str]) -> ChildRun:
        code, seconds = self.runs[self.started]
        self.started += 1
        self.t += seconds
        tail = ["Traceback (most recent call last):\n", f"RuntimeError: crash {self.started}\n"]
        return ChildRun(code, tail if code else [])

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.t += seconds


def test_crashes_restart_with_a_growing_back_off_and_are_logged(tmp_path: Path) -> None:
    runs = FakeRuns([(1, 2.0)] * 9 + [(0, 1.0)])
    log = tmp_path / "log" / "kiosk-crashes.log"
    assert supervise(["x"], log, spawn=runs.spawn, sleep=runs.sleep, clock=lambda: runs.t) == 0
    assert runs.started == 10
    assert runs.sleeps == [1, 2, 4, 8, 16, 32, 60, 60, 60]
    assert max(runs.sleeps) == MAX_DELAY
    text = log.read_text()
    assert text.count("kiosk ended, exit code 1") == 9
    assert "RuntimeError: crash 9" in text


def test_a_long_healthy_run_resets_the_back_off(tmp_path: Path) -> None:
    runs = FakeRuns([(1, 1.0), (1, 1.0), (1, 1.0), (-11, 3600.0), (0, 1.0)])
    supervise(["x"], tmp_path / "c.log", spawn=runs.spawn, sleep=runs.sleep, clock=lambda: runs.t)
    assert runs.sleeps == [1, 2, 4, FIRST_DELAY]
    assert "exit code -11" in (tmp_path / "c.log").read_text()


def test_an_operator_exit_stops_the_supervisor(tmp_path: Path) -> None:
    runs = FakeRuns([(0, 5.0)])
    assert supervise(["x"], tmp_path / "c.log", spawn=runs.spawn, sleep=runs.sleep) == 0
    assert runs.sleeps == [] and not (tmp_path / "c.log").exists()


def test_a_real_crashing_child_is_restarted_and_its_traceback_logged(tmp_path: Path) -> None:
    marker = tmp_path / "ran-once"
    script = (
        "import pathlib, sys\n"
        f"p = pathlib.Path({str(marker)!r})\n"
        "if p.exists(): sys.exit(0)\n"
        "p.write_text('x')\n"
        "raise RuntimeError('kiosk blew up')\n"
    )
    log = tmp_path / "crashes.log"
    sleeps: list[float] = []
    code = supervise([sys.executable, "-c", script], log, spawn=run_child, sleep=sleeps.append)
    assert code == 0 and sleeps == [FIRST_DELAY]
    text = log.read_text()
    assert "Traceback" in text and "RuntimeError: kiosk blew up" in text


def test_a_full_crash_log_is_rotated(tmp_path: Path) -> None:
    log = tmp_path / "kiosk-crashes.log"
    log.write_text("x" * (LOG_MAX_BYTES + 1))
    runs = FakeRuns([(1, 1.0), (0, 1.0)])
    supervise(["x"], log, spawn=runs.spawn, sleep=runs.sleep, clock=lambda: runs.t)
    assert (tmp_path / "kiosk-crashes.log.1").stat().st_size == LOG_MAX_BYTES + 1
    assert log.read_text().startswith("=== ") and "crash 1" in log.read_text()


def test_a_refused_command_line_is_not_restarted(tmp_path: Path) -> None:
    runs = FakeRuns([(2, 0.1), (0, 1.0)])
    assert supervise(["x"], tmp_path / "c.log", spawn=runs.spawn, sleep=runs.sleep) == 2
    assert runs.started == 1 and runs.sleeps == []


def test_a_child_that_segfaults_under_pygames_handler_is_logged_as_sigsegv(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # pygame's handler of fatal signals aborts after a segfault: the child ends by
    # SIGABRT, and the log said so.
    script = (
        "import os, signal, pygame\npygame.display.init()\nos.kill(os.getpid(), signal.SIGSEGV)\n"
    )
    log = tmp_path / "crashes.log"
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    command = [sys.executable, "-c", script]
    assert supervise(command, log, spawn=run_child, sleep=lambda _s: None, max_restarts=0) == 1
    text = log.read_text()
    assert "(SIGSEGV)" in text and "SIGABRT" not in text, text


def test_the_ending_signal_is_read_from_the_code_and_the_parachute() -> None:
    assert describe_end(-11) == "exit code -11 (SIGSEGV)"
    assert describe_end(139) == "exit code 139 (SIGSEGV)"
    assert describe_end(1) == "exit code 1"
    parachute = ["Fatal Python error: pygame_parachute: (pygame parachute) Segmentation Fault\n"]
    assert describe_end(-6, parachute) == "exit code -6 (SIGSEGV)"
    assert describe_end(-6) == "exit code -6 (SIGABRT)"
    # Python's faulthandler wrote first, then the parachute aborted on another error.
    chained = [
        "Fatal Python error: Segmentation fault\n",
        "Fatal Python error: PyThreadState_Get: the function must be called with the GIL\n",
    ]
    assert describe_end(-6, chained) == "exit code -6 (SIGSEGV)"
