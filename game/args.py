"""Argument checks shared by the command-line tools (no pygame here: `shot` and
`autoplay --headless` must choose SDL's drivers before pygame is imported)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

MIN_WINDOW = (800, 450)
MIN_PLAYERS, MAX_PLAYERS = 3, 7


def whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


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


def seconds(text: str) -> float:
    """A time in seconds: more than 0, and finite."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds: {text}")
    return value


def players(text: str) -> int:
    value = whole(text)
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}: {value}")
    return value


def window_size(text: str) -> tuple[int, int]:
    """WIDTHxHEIGHT, at least the minimum window (smaller is nothing anyone could read)."""
    w, sep, h = text.lower().partition("x")
    try:
        size = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not sep or size[0] < MIN_WINDOW[0] or size[1] < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(
            f"size must be at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}, not {text!r}"
        )
    return size
