"""Argument checks shared by the command-line tools (no pygame here: `shot` and
`autoplay --headless` must choose SDL's drivers before pygame is imported).

Every numeric argument of every `python -m game` command has a range: a value outside
it (or not a number: nan, inf, 1e300 where a whole number is wanted, 20 digits) is a
usage error, which argparse reports with the usage line and exit status 2, never a run
that cannot end or fill memory."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

MIN_WINDOW = (800, 450)
# The largest window or picture asked for (8K): past it a frame takes seconds and
# gigabytes (a window dragged larger is the display's business, capped when drawn).
MAX_WINDOW = (7680, 4320)
MIN_PLAYERS, MAX_PLAYERS = 3, 7
MAX_SEED = 2**63 - 1


def prog(command: str = "") -> str:
    """The game's command as the user started it, for usage lines and messages: `nothanks`
    for the installed script or the bundle (a pipx user has no `python -m game`), else
    `python -m game`. Followed by `command`, if given."""
    script = os.path.basename(sys.argv[0]).lower() if sys.argv else ""
    # Windows runs the script as nothanks.exe; a bundle is nothanks whatever it was renamed.
    installed = script.removesuffix(".exe") == "nothanks" or getattr(sys, "frozen", False)
    name = "nothanks" if installed else "python -m game"
    return f"{name} {command}" if command else name


def whole(text: str) -> int:
    # More than 30 digits is never a count or a seed anyone means (and int() of a
    # huge string is slow).
    if len(text.strip()) > 30:
        raise argparse.ArgumentTypeError(f"not a usable whole number: {text[:40]!r}...")
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


def seed(text: str) -> int:
    """A random seed: a whole number from 0 to 2**63 - 1."""
    value = whole(text)
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed is 0 to {MAX_SEED}, not {value}")
    return value


def positive(text: str) -> int:
    value = whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {value}")
    return value


def up_to(limit: int) -> Callable[[str], int]:
    """A whole number from 1 to `limit`: past it a run would never end (or fill memory)."""

    def check(text: str) -> int:
        value = positive(text)
        if value > limit:
            raise argparse.ArgumentTypeError(f"must be at most {limit:,}: {value}")
        return value

    return check


games = up_to(10_000_000)
workers = up_to(64)
rounds = up_to(1000)
frames = up_to(10_000_000)


def between(low: float, high: float, unit: str) -> Callable[[str], float]:
    """A number from `low` to `high` (inclusive), in `unit`; nan and inf are refused."""

    def check(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not low <= value <= high:  # False for nan
            raise argparse.ArgumentTypeError(f"must be {low:g} to {high:g} {unit}: {text}")
        return value

    return check


seconds = between(0.001, 3600, "seconds")  # bench: how long to measure
hours = between(0.001, 24 * 31, "hours")  # kiosk-soak: a month of simulated time at most
frame_seconds = between(0.001, 60, "seconds")  # kiosk-soak: simulated time per frame


def settings_file(text: str) -> Path:
    """A settings file's path: a name in a folder (not empty, not a folder itself, not
    absurdly long). "" and "/" once ended in a traceback."""
    path = Path(text)
    if not text.strip() or not path.name or path.name in (".", ".."):
        raise argparse.ArgumentTypeError(f"not a file name: {text[:80]!r}")
    if len(text) > 4096 or "\0" in text:
        raise argparse.ArgumentTypeError(f"not a usable path: {text[:80]!r}...")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"is a folder, not a settings file: {text[:80]!r}")
    return path


def players(text: str) -> int:
    value = whole(text)
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}: {value}")
    return value


def window_size(text: str) -> tuple[int, int]:
    """WIDTHxHEIGHT, at least the minimum window (smaller is nothing anyone could read)."""
    w, sep, h = text.lower().partition("x")
    if sep and w.strip().isdigit() and h.strip().isdigit() and max(len(w), len(h)) > 9:
        raise argparse.ArgumentTypeError(  # (int() of a 4,000-digit string is slow, too)
            f"size must be at most {MAX_WINDOW[0]}x{MAX_WINDOW[1]}, not {text[:40]!r}"
        )
    try:
        size = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not sep or size[0] < MIN_WINDOW[0] or size[1] < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            f"size must be at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}, not {text!r}"
        )
    if size[0] > MAX_WINDOW[0] or size[1] > MAX_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            f"size must be at most {MAX_WINDOW[0]}x{MAX_WINDOW[1]}, not {text[:40]!r}"
        )
    return size


def port(text: str) -> int:
    """A TCP port to listen on: 1 to 65535."""
    value = whole(text)
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 1 to 65535, not {value}")
    return value
