"""Reading a saved run: only a regular file of sane size.

`open(...).read()` on /dev/zero grows until memory runs out, and on a FIFO blocks until a
writer comes: a path that is not a regular file, or a file larger than any run the lab
writes, is refused with a message instead.
"""

from __future__ import annotations

import os
import stat

# A 300-game run against six opponents is about 60 kB; a pool of many is a few hundred.
MAX_RUN_BYTES = 16 * 1024 * 1024


def read_run_file(path: str, limit: int = MAX_RUN_BYTES) -> str:
    """The text of the file at `path`. Raises OSError (a message fit to show after the
    path) if it is missing, not a regular file, larger than `limit` bytes, or unreadable;
    ValueError if it is not UTF-8."""
    # O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then tells what it is.
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise OSError("not a regular file")
        if info.st_size > limit:
            raise OSError(f"{info.st_size:,} bytes, more than the {limit:,} a run file may have")
        with os.fdopen(descriptor, "rb") as handle:
            descriptor = -1  # the handle closes it now
            data = handle.read(limit + 1)
    finally:
        if descriptor >= 0:
            os.close(descriptor)
    if len(data) > limit:  # it grew while we read
        raise OSError(f"more than the {limit:,} bytes a run file may have")
    return data.decode("utf-8")
