"""`python -m game --kiosk`: run the kiosk app in a child process and bring it back if it
crashes.

The child is `python -m game --kiosk-child ...`. Exit code 0 means the operator chose
"Exit to desktop": the supervisor stops too. Any other end (an exception, a signal to
the child such as SIGTERM or SIGKILL, a segfault, its window destroyed) is logged: its
stderr tail (the traceback) goes into the crash log in the user log dir, and the child
is started again, back in attract, after a back-off that doubles from 1 s up to 60 s and
starts again from 1 s once a run has lasted 5 minutes.

Signals to the supervisor itself have one meaning: SIGTERM or SIGINT (a service
manager stopping it, Ctrl+C) sends SIGTERM to the child, which saves and ends cleanly
(SIGKILL after `STOP_GRACE` seconds if it does not), and then the supervisor exits 0.
"""

from __future__ import annotations

import collections
import datetime
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

FIRST_DELAY = 1.0
USAGE_ERROR = 2  # argparse's exit code for a bad command line; a crash exits 1 or by signal
MAX_DELAY = 60.0
HEALTHY_RUN = 300.0  # a run this long resets the back-off
TAIL_LINES = 200
LOG_MAX_BYTES = 1024 * 1024  # past this the log moves to kiosk-crashes.log.1 (one kept)
STOP_GRACE = 10.0  # seconds the child has to save and end after SIGTERM


def default_log_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_log_dir("nothanks")) / "kiosk-crashes.log"


@dataclass
class ChildRun:
    code: int
    stderr_tail: list[str] = field(default_factory=list)


class Stop:
    """A stop asked of the supervisor (SIGTERM, SIGINT), passed on to the running child."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self.child: subprocess.Popen[str] | None = None
        self.event = threading.Event()  # set on a stop: ends a back-off wait at once

    @property
    def requested(self) -> bool:
        return self.signum is not None

    def request(self, signum: int, _frame: object = None) -> None:
        self.signum = signum
        self.event.set()
        self._stop_child()

    def adopt(self, child: subprocess.Popen[str] | None) -> None:
        """The child now running (None when it ended); stopped at once if asked already."""
        self.child = child
        if child is not None and self.requested:
            self._stop_child()

    def _stop_child(self) -> None:
        child = self.child
        if child is None or child.poll() is not None:
            return
        child.terminate()  # the child saves and ends (game.app.main.run)
        timer = threading.Timer(STOP_GRACE, _kill_if_running, (child,))
        timer.daemon = True
        timer.start()

    def install(self) -> None:
        for signum in (signal.SIGTERM, signal.SIGINT):
            signal.signal(signum, self.request)


def _kill_if_running(child: subprocess.Popen[str]) -> None:
    if child.poll() is None:
        child.kill()


def run_child(command: Sequence[str], stop: Stop | None = None) -> ChildRun:
    """Run the child to its end, passing its stderr through and keeping the tail."""
    tail: collections.deque[str] = collections.deque(maxlen=TAIL_LINES)
    with subprocess.Popen(
        list(command), stderr=subprocess.PIPE, text=True, errors="replace"
    ) as proc:
        assert proc.stderr is not None
        if stop is not None:
            stop.adopt(proc)
        try:
            for line in proc.stderr:
                sys.stderr.write(line)
                tail.append(line)
            code = proc.wait()
        finally:
            if stop is not None:
                stop.adopt(None)
    return ChildRun(code, list(tail))


# pygame's own handler of fatal signals ("parachute") reports the signal and then aborts,
# so a segfault can end the child with SIGABRT (also after Python's faulthandler, which
# the child enables, has written its stacks: it hands the signal on to the parachute when
# that was there first). The lines they write name the real signal.
FATAL_SIGNAL_LINES = {
    "(pygame parachute) Segmentation Fault": signal.SIGSEGV,
    "(pygame parachute) Floating Point Exception": signal.SIGFPE,
    "(pygame parachute) Illegal Instruction": signal.SIGILL,
    "Fatal Python error: Segmentation fault": signal.SIGSEGV,
    "Fatal Python error: Floating point exception": signal.SIGFPE,
    "Fatal Python error: Illegal instruction": signal.SIGILL,
    "Fatal Python error: Bus error": getattr(signal, "SIGBUS", signal.SIGSEGV),
}


def ending_signal(code: int, stderr_tail: Sequence[str] = ()) -> int:
    """The signal that ended the child (0 for none): a negative return code is one (it
    died by it), 128 + n is one a shell or the game itself passed on; an abort after a
    fatal signal's report is that signal."""
    number = -code if code < 0 else code - 128 if 128 < code < 160 else 0
    if number == signal.SIGABRT:
        for line in reversed(stderr_tail):
            for text, caught in FATAL_SIGNAL_LINES.items():
                if text in line:
                    return int(caught)
    return number


def describe_end(code: int, stderr_tail: Sequence[str] = ()) -> str:
    """`exit code 143 (SIGTERM)`: the code, and the signal that ended the child if any."""
    number = ending_signal(code, stderr_tail)
    try:
        name = f" ({signal.Signals(number).name})" if number else ""
    except ValueError:
        name = ""
    return f"exit code {code}{name}"


def log_crash(log_path: Path, run: ChildRun, restart_in: float, now: datetime.datetime) -> None:
    try:
        log_path.parent.mkdir(parents=True, exist_ok=True)
        if log_path.exists() and log_path.stat().st_size > LOG_MAX_BYTES:
            # Weeks of crashes must not fill the disk: keep this log and the one before.
            os.replace(log_path, log_path.with_name(log_path.name + ".1"))
        with open(log_path, "a", encoding="utf-8") as fh:
            end = describe_end(run.code, run.stderr_tail)
            fh.write(f"=== {now.isoformat(timespec='seconds')} kiosk ended, {end}; ")
            fh.write(f"restarting in {restart_in:.0f} s\n")
            fh.writelines(run.stderr_tail or ["(no output)\n"])
            fh.write("\n")
    except OSError as error:
        print(f"kiosk supervisor: cannot write {log_path}: {error}", file=sys.stderr)


def supervise(
    command: Sequence[str],
    log_path: Path,
    *,
    spawn: Callable[[Sequence[str]], ChildRun] = run_child,
    sleep: Callable[[float], object] | None = None,
    clock: Callable[[], float] = time.monotonic,
    max_restarts: int | None = None,
    stop: Stop | None = None,
) -> int:
    """Run `command` until it exits with 0 or `stop` is requested; returns 0, or 1 if
    `max_restarts` ran out, or `USAGE_ERROR` at once if the command line was refused
    (restarting cannot mend it)."""
    stop = stop or Stop()
    wait = sleep or stop.event.wait  # a stop asked during the back-off ends it at once
    delay = FIRST_DELAY
    restarts = 0
    while not stop.requested:
        started = clock()
        run = spawn(command)
        if run.code == 0 or stop.requested:
            return 0
        if run.code == USAGE_ERROR:
            print("kiosk: the command line was refused (above); not restarting", file=sys.stderr)
            return USAGE_ERROR
        ran_for = clock() - started
        # Crashing again soon after a restart doubles the wait; a long healthy run resets it.
        healthy = restarts == 0 or ran_for >= HEALTHY_RUN
        delay = FIRST_DELAY if healthy else min(MAX_DELAY, delay * 2)
        log_crash(log_path, run, delay, datetime.datetime.now())
        if max_restarts is not None and restarts >= max_restarts:
            return 1
        restarts += 1
        wait(delay)
    return 0


def child_command(argv: list[str]) -> list[str]:
    """How to start the kiosk app: this Python with `-m game`, or, in a PyInstaller
    bundle, the bundle's own executable."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--kiosk-child", *argv]
    return [sys.executable, "-m", "game", "--kiosk-child", *argv]


def main(argv: list[str]) -> int:
    """`--kiosk [--no-supervisor] [app flags]`: supervise the kiosk child."""
    log_path = default_log_path()
    print(f"kiosk: crashes are logged to {log_path}", file=sys.stderr)
    stop = Stop()
    stop.install()
    code = supervise(
        child_command(argv), log_path, spawn=lambda command: run_child(command, stop), stop=stop
    )
    if stop.signum is not None:
        name = signal.Signals(stop.signum).name
        print(f"kiosk: stopped by {name}; the game ended cleanly", file=sys.stderr)
    return code
