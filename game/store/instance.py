"""One running game per user (per data folder): never two writers of the same saves.

    lock = InstanceLock(app_dirs.data)
    if not lock.acquire():          # another copy runs: ask it to come forward, exit 0
        lock.request_raise()
    ...
    if lock.raise_requested():      # polled by the running copy now and then
        bring the window forward

The lock is an advisory lock (`flock`, or `msvcrt.locking` on Windows) on
`nothanks.lock` in the data folder. The operating system drops it when the process ends,
however it ends, so a copy killed with SIGKILL leaves no lock behind that could block the
next start. The file holds the owner's pid, for the message only.

Asking the running copy to come forward is a touch of `nothanks.raise` beside it; the
running copy checks its modification time about once a second.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path

LOCK_NAME = "nothanks.lock"
RAISE_NAME = "nothanks.raise"


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover - Windows only
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / LOCK_NAME
        self.raise_path = self.folder / RAISE_NAME
        self._fd: int | None = None
        self._raise_seen = self._raise_mtime()
        self.problem: str | None = None  # why no lock could be taken at all (not held)

    def acquire(self) -> bool:
        """True if this process now runs alone (or the lock cannot work here at all, which
        `problem` then says: the game still runs); False if another copy holds it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            self.problem = f"{self.path} cannot be opened ({exc.strerror or exc})"
            return True
        if not _try_lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        self._raise_seen = self._raise_mtime()
        return True

    def holder(self) -> str:
        """The running copy's pid as written in the lock file ("" if unknown)."""
        with contextlib.suppress(OSError, ValueError):
            return str(int(self.path.read_text().strip()))
        return ""

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)  # closing drops the lock
            self._fd = None

    # Bringing the running copy forward ---------------------------------------------------
    def request_raise(self) -> None:
        with contextlib.suppress(OSError):
            self.raise_path.write_text(f"{time.time()}\n")

    def _raise_mtime(self) -> float:
        try:
            return self.raise_path.stat().st_mtime
        except OSError:
            return 0.0

    def raise_requested(self) -> bool:
        """True once for each new request since the last call."""
        seen = self._raise_mtime()
        if seen != self._raise_seen:
            self._raise_seen = seen
            return seen != 0.0
        return False
