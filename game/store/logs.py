"""The app's log file: `nothanks.log` in the user log dir (platformdirs), size-bounded.

`setup(directory)` sends the `nothanks` loggers (crash guard, bot worker, saves) to a
rotating file there; a directory that cannot be created or written leaves logging on
stderr only, and the game runs on. Idempotent: a second App (tests) moves the file.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

LOG_NAME = "nothanks.log"
MAX_BYTES = 512 * 1024
BACKUPS = 2

logger = logging.getLogger("nothanks")


class _Handler(RotatingFileHandler):
    """A log write that fails (a full disk, the file removed under a read-only folder) is
    told once, in one line on stderr, not as logging's traceback at every record."""

    told = False

    def handleError(self, record: logging.LogRecord) -> None:
        if self.told:
            return
        self.told = True
        exc = sys.exc_info()[1]
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else type(exc).__name__
        print(f"{self.baseFilename} cannot be written ({why}): log lines are lost", file=sys.stderr)


_handler: RotatingFileHandler | None = None


def setup(directory: Path) -> Path | None:
    """Log to `directory/nothanks.log`; returns its path, or None if it cannot be used."""
    global _handler
    path = directory / LOG_NAME
    if _handler is not None:
        if Path(_handler.baseFilename) == path.absolute():
            return path
        logger.removeHandler(_handler)
        _handler.close()
        _handler = None
    try:
        directory.mkdir(parents=True, exist_ok=True)
        handler = _Handler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    _handler = handler
    return path


def current_path() -> Path | None:
    return Path(_handler.baseFilename) if _handler is not None else None
