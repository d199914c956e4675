"""Reading and writing the kiosk's small JSON files safely.

`read_json` never raises: it refuses anything that is not a regular file or is larger
than `max_bytes`, and a file that cannot be parsed is moved aside to `<name>.bad` (so the
operator can look at it) before the caller falls back to defaults. `write_json` writes
atomically: a temp file in the same folder, fsync, then `os.replace`.

Kept to these two functions so they can be swapped for the app's shared safe-file module
(`game/app/files.py`) once that lands.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MAX_BYTES = 256 * 1024


@dataclass(frozen=True)
class ReadResult:
    data: Any  # the parsed JSON, or None when missing or bad
    problem: str | None  # None: fine or missing; else why the file was not used
    missing: bool = False


def quarantine(path: Path) -> Path | None:
    """Move a bad file aside to `<name>.bad` (replacing an older one); None if impossible."""
    bad = path.with_name(path.name + ".bad")
    try:
        os.replace(path, bad)
    except OSError:
        return None
    return bad


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> ReadResult:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return ReadResult(None, None, missing=True)
    except OSError as error:
        return ReadResult(None, f"cannot read {path.name}: {error.strerror or error}")
    if not stat.S_ISREG(info.st_mode):
        # A directory or a FIFO is not quarantined: moving it could hide an operator's
        # mistake; it is simply not read.
        return ReadResult(None, f"{path.name} is not a regular file")
    if info.st_size > max_bytes:
        quarantine(path)
        return ReadResult(None, f"{path.name} is too large ({info.st_size} bytes)")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)
        data = json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        quarantine(path)
        return ReadResult(None, f"{path.name} was corrupt ({type(error).__name__})")
    return ReadResult(data, None)


def write_json(path: Path, data: Any) -> bool:
    """Write atomically. Returns False (leaving any old file intact) on failure."""
    tmp_name: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2, sort_keys=True)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
        return True
    except (OSError, TypeError, ValueError):
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
        return False
