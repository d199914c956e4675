"""Reading and writing the kiosk's small JSON files safely: the app's shared safe-file
module (`game.app.files`) with the kiosk's result shape.

`read_json` never raises or hangs: it refuses anything that is not a regular file or is
larger than `max_bytes`, and a file that cannot be parsed (or is too large) is moved
aside to `<name>.bad` (timestamped if one exists, so no older copy is lost) before the
caller falls back to defaults; a directory, FIFO or device is left alone and not read.
`write_json` writes atomically: a temp file in the same folder, fsync, then `os.replace`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.app import files as app_files

MAX_BYTES = 256 * 1024


@dataclass(frozen=True)
class ReadResult:
    data: Any  # the parsed JSON, or None when missing or bad
    problem: str | None  # None: fine or missing; else why the file was not used
    missing: bool = False


def quarantine(path: Path) -> Path | None:
    """Move a bad file aside to `<name>.bad`; None if impossible (or not a regular file)."""
    return app_files.set_aside(path)


def keep_copy(path: Path) -> Path | None:
    """Copy a partly bad file to `<name>.bad`, keeping it in place; None if impossible."""
    return app_files.keep_copy(path)


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> ReadResult:
    result = app_files.read_json(path, max_bytes)
    if result.missing:
        return ReadResult(None, None, missing=True)
    if result.problem is None:
        return ReadResult(result.value, None)
    # What could not be read at all is left where it is; garbage is kept aside.
    unreadable = result.problem.startswith(("is not a regular file", "cannot be read"))
    kept = None if unreadable else quarantine(path)
    return ReadResult(None, app_files.describe(path, result.problem, kept))


def write_json(path: Path, data: Any) -> bool:
    """Write atomically. Returns False (leaving any old file intact) on failure."""
    return app_files.write_json(path, data) is None
