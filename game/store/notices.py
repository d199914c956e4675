"""Notices from code that has no `app` at hand (the bot worker, file reading, saves).

`post(text)` queues a message; the App shows every queued message as a toast once a
frame (`drain()`). Repeats of a message still waiting are dropped, and the queue is
bounded, so a failure repeated every frame cannot flood the screen or memory.
"""

from __future__ import annotations

from collections import deque

MAX_WAITING = 8

_waiting: deque[str] = deque(maxlen=MAX_WAITING)


def post(text: str) -> None:
    if text not in _waiting:
        _waiting.append(text)


def drain() -> list[str]:
    out = list(_waiting)
    _waiting.clear()
    return out
