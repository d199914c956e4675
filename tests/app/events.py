"""Helpers that post real pygame events, for any scene test.

from tests.app.events import key, click, tap, pad_button, run
key(pygame.K_DOWN); run(app)          # post, then one frame
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.app.main import App


def run(app: App, frames: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.step(dt)


def run_until(app: App, done: Callable[[], bool], seconds: float = 180.0) -> bool:
    """Step frames until `done()`. Bounded by wall time, not frames: bots answer from a
    worker process, which a loaded machine runs slowly while the frames keep coming."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        run(app)
        time.sleep(0)  # let the worker (a thread in-process) have the GIL
    return True


def key(code: int, up: bool = True) -> None:
    """Press (and by default release) a key."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    if up:
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))


def click(pos: tuple[int, int], button: int = 1, touch: bool = False) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos, touch=touch)
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos, touch=touch))


def finger(kind: int, app: App, pos: tuple[int, int], finger_id: int = 0) -> None:
    w, h = app.window.get_size()
    pygame.event.post(
        pygame.event.Event(
            kind, touch_id=1, finger_id=finger_id, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0
        )
    )


def tap(app: App, pos: tuple[int, int], with_synthesised_mouse: bool = False) -> None:
    """A finger tap at window pixel `pos`; optionally with the mouse events SDL would add."""
    finger(pygame.FINGERDOWN, app, pos)
    if with_synthesised_mouse:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos, touch=True))
    finger(pygame.FINGERUP, app, pos)
    if with_synthesised_mouse:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos, touch=True))


def pad_button(button: int, instance_id: int = 0, up: bool = True) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button)
    )
    if up:
        pygame.event.post(
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance_id, button=button)
        )


def pad_axis(axis: int, value: int, instance_id: int = 0) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.CONTROLLERAXISMOTION, instance_id=instance_id, axis=axis, value=value
        )
    )


def settle(app: App) -> None:
    """Let the top screen's settle time pass (`Scene.settle_seconds`): a screen that opens
    unbidden ignores presses at first, so a test waits as a player would."""
    top = app.stack.top
    wait = 0.0 if top is None else max(0.0, top.settle_seconds - top.shown_for)
    run(app, frames=int(wait * 60) + 1)
