"""`python -m game --kiosk`: run the kiosk app in a child process and bring it back if it
crashes.

The child is `python -m game --kiosk-child ...`. Exit code 0 means the operator chose
"Exit to desktop": the supervisor stops too. Any other end (an exception, a signal, a
segfault) is a crash: its stderr tail (the traceback) goes into the crash log in the user
log dir, and the child is started again, back in attract, after a back-off that doubles
from 1 s up to 60 s and starts again from 1 s once a run has lasted 5 minutes.
"""

from __future__ import annotations

import collections
import datetime
import os
import subprocess
import sys
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


def default_log_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_log_dir("nothanks")) / "kiosk-crashes.log"


@dataclass
class ChildRun:
    code: int
    stderr_tail: list[str] = field(default_factory=list)


def run_child(command: Sequence[str]) -> ChildRun:
    """Run the child to its end, passing its stderr through and keeping the tail."""
    tail: collections.deque[str] = collections.deque(maxlen=TAIL_LINES)
    with subprocess.Popen(
        list(command), stderr=subprocess.PIPE, text=True, errors="replace"
    ) as proc:
        assert proc.stderr is not None
        try:
            for line in proc.stderr:
                sys.stderr.write(line)
                tail.append(line)
        except KeyboardInterrupt:
            # SDL turns SIGINT/SIGTERM into a QUIT event, which the kiosk ignores.
            proc.kill()
            raise
        code = proc.wait()
    return ChildRun(code, list(tail))


def log_crash(log_path: Path, run: ChildRun, restart_in: float, now: datetime.datetime) -> None:
    try:
        log_path.parent.mkdir(parents=True, exist_ok=True)
        if log_path.exists() and log_path.stat().st_size > LOG_MAX_BYTES:
            # Weeks of crashes must not fill the disk: keep this log and the one before.
            os.replace(log_path, log_path.with_name(log_path.name + ".1"))
        with open(log_path, "a", encoding="utf-8") as fh:
            fh.write(
                f"=== {now.isoformat(timespec='seconds')} kiosk crashed, exit code {run.code}; "
            )
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
    sleep: Callable[[float], None] = time.sleep,
    clock: Callable[[], float] = time.monotonic,
    max_restarts: int | None = None,
) -> int:
    """Run `command` until it exits with 0; returns 0, or 1 if `max_restarts` ran out, or
    `USAGE_ERROR` at once if the command line was refused (restarting cannot mend it)."""
    delay = FIRST_DELAY
    restarts = 0
    while True:
        started = clock()
        run = spawn(command)
        if run.code == 0:
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
        sleep(delay)


def main(argv: list[str]) -> int:
    """`--kiosk [--no-supervisor] [app flags]`: supervise the kiosk child."""
    command = [sys.executable, "-m", "game", "--kiosk-child", *argv]
    log_path = default_log_path()
    print(f"kiosk: crashes are logged to {log_path}", file=sys.stderr)
    try:
        return supervise(command, log_path)
    except KeyboardInterrupt:
        return 130
