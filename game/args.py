"""Argument checks shared by the command-line tools (no pygame here: `shot` and
`autoplay --headless` must choose SDL's drivers before pygame is imported)."""

from __future__ import annotations

import argparse

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
