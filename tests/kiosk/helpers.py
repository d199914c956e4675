"""Driving a headless kiosk App with finger events only, on a clock the test moves."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app.main import App
from game.bots import make_bot
from game.kiosk.idle import ManualClock
from game.rules import Action
from nothanks.kiosk_launch import headless_app
from tests.app.events import finger, tap


def kiosk_app(
    folder: Path, size: tuple[int, int] = (1280, 720), seed: int = 11
) -> tuple[App, ManualClock]:
    clock = ManualClock()
    app = headless_app(folder, size, now=clock)
    assert app.hook is not None
    app.hook.new_seed = lambda: seed
    pygame.event.clear()
    app.step(1 / 60)
    return app, clock


def close(app: App) -> None:
    """End every scene (the bot worker's jobs with them) and drop queued events."""
    for scene in list(app.stack.scenes):
        scene.exit()
    pygame.event.clear()


def step(app: App, clock: ManualClock, frames: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        clock.advance(dt)
        app.step(dt)


def top_name(app: App) -> str:
    top = app.stack.top
    return getattr(top, "name", "") if top is not None else ""


def tap_at(app: App, clock: ManualClock, pos: tuple[int, int], frames: int = 2) -> None:
    tap(app, pos)
    step(app, clock, frames)


def button(app: App, name: str) -> pygame.Rect:
    top = app.stack.top
    for b in getattr(top, "buttons", []):
        if b.name == name:
            return b.rect
    for item in getattr(getattr(top, "menu", None), "items", []):
        if item.name == name:
            return item.rect
    raise AssertionError(f"no button {name!r} on {top_name(app)}")


def tap_button(app: App, clock: ManualClock, name: str) -> None:
    tap_at(app, clock, button(app, name).center)


def hold(app: App, pos: tuple[int, int], finger_id: int = 0) -> None:
    finger(pygame.FINGERDOWN, app, pos, finger_id)


def release(app: App, pos: tuple[int, int], finger_id: int = 0) -> None:
    finger(pygame.FINGERUP, app, pos, finger_id)


def play_guest_game(
    app: App, clock: ManualClock, policy: str = "normal", max_frames: int = 20_000
) -> int:
    """Play the guest's seats by tapping TAKE / NO THANKS! as bot `policy` would ("take":
    always take); returns the taps made. Stops when the table is gone (the match is over)."""
    table = app.stack.top
    bot = make_bot(policy, 5) if policy != "take" else None
    taps = 0
    for _ in range(max_frames):
        top = app.stack.top
        if top is not table:
            return taps
        seat = table.turns.human_turn()  # type: ignore[union-attr]
        if seat is None:
            step(app, clock)
            continue
        obs = table.game.observation(seat)  # type: ignore[union-attr]
        action = bot.decide(obs) if bot is not None else Action.TAKE
        lay = table.layout  # type: ignore[union-attr]
        tap_at(app, clock, (lay.take if action is Action.TAKE else lay.pass_).center, frames=1)
        taps += 1
    raise AssertionError("the guest game did not finish")
