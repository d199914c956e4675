"""The title menu works with each input device alone (real pygame events)."""

from __future__ import annotations

import pygame

from game.app.intents import Device, Intent
from game.app.main import App
from game.draw import theme
from tests.app.events import click, key, pad_axis, pad_button, run, tap


def top_name(app: App) -> str:
    assert app.stack.top is not None
    return app.stack.top.name


def item_center(app: App, name: str) -> tuple[int, int]:
    menu = app.stack.top.menu  # type: ignore[union-attr]
    for item in menu.items:
        if item.name == name:
            return item.rect.center
    raise AssertionError(name)


def test_starts_on_title_menu_with_play_focused(app: App) -> None:
    assert top_name(app) == "menu"
    assert app.stack.top.menu.focused.name == "play"  # type: ignore[union-attr]


def test_keyboard_alone_opens_settings_and_returns(app: App) -> None:
    key(pygame.K_DOWN)
    key(pygame.K_s)  # WASD moves too
    key(pygame.K_s)  # past Learn to play
    run(app)
    assert app.stack.top.menu.focused.name == "settings"  # type: ignore[union-attr]
    key(pygame.K_RETURN)
    run(app)
    assert top_name(app) == "settings"
    key(pygame.K_ESCAPE)
    run(app)
    assert top_name(app) == "menu"
    assert app.last_device is Device.KEYBOARD


def test_focus_highlight_is_drawn_on_the_focused_button(app: App) -> None:
    key(pygame.K_DOWN)
    run(app)
    x, y = item_center(app, "howto")
    rect = app.stack.top.menu.focused.rect  # type: ignore[union-attr]
    # Sample the button fill just inside its left edge (clear of the label).
    assert tuple(app.canvas.get_at((rect.x + 12, y)))[:3] == theme.BRASS
    play = item_center(app, "play")
    assert tuple(app.canvas.get_at((rect.x + 12, play[1])))[:3] != theme.BRASS
    assert x == rect.centerx


def test_mouse_alone_click_opens_how_to_and_right_click_goes_back(app: App) -> None:
    click(item_center(app, "howto"))
    run(app)
    assert top_name(app) == "howto"
    click((10, 10), button=3)
    run(app)
    assert top_name(app) == "menu"
    assert app.last_device is Device.MOUSE


def test_gamepad_alone_dpad_and_face_buttons(app: App) -> None:
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=3)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=3)
    run(app)
    assert top_name(app) == "howto"
    assert app.last_device is Device.GAMEPAD
    assert app.prompt_label(Intent.CONFIRM) == "A"
    pad_button(pygame.CONTROLLER_BUTTON_B, instance_id=3)
    run(app)
    assert top_name(app) == "menu"


def test_gamepad_stick_moves_once_per_push_and_repeats_when_held(app: App) -> None:
    menu = app.stack.top.menu  # type: ignore[union-attr]
    pad_axis(pygame.CONTROLLER_AXIS_LEFTY, 12000)  # inside the dead zone: nothing
    run(app)
    assert menu.focus == 0
    pad_axis(pygame.CONTROLLER_AXIS_LEFTY, 30000)
    pad_axis(pygame.CONTROLLER_AXIS_LEFTY, 31000)  # jitter while pushed: still one move
    run(app)
    assert menu.focus == 1
    run(app, frames=30)  # held for half a second: auto-repeat kicks in
    assert menu.focus >= 2
    pad_axis(pygame.CONTROLLER_AXIS_LEFTY, 0)
    run(app)
    settled = menu.focus
    run(app, frames=30)
    assert menu.focus == settled


def test_touch_alone_tap_opens_settings(app: App) -> None:
    tap(app, item_center(app, "settings"))
    run(app)
    assert top_name(app) == "settings"
    assert app.last_device is Device.TOUCH


def test_touch_synthesised_mouse_events_are_ignored(app: App) -> None:
    tap(app, item_center(app, "settings"))
    run(app)
    scene = app.stack.top
    coach = next(i for i in scene.menu.items if i.name == "coach_hints")  # type: ignore[union-attr]
    assert app.settings.coach_hints is False
    # One tap with the mouse events SDL synthesises: must toggle exactly once.
    tap(app, coach.rect.center, with_synthesised_mouse=True)
    run(app)
    assert app.settings.coach_hints is True


def test_back_on_title_does_not_quit_but_points_at_quit(app: App) -> None:
    key(pygame.K_ESCAPE)
    run(app)
    assert app.running
    assert app.stack.top.menu.focused.name == "quit"  # type: ignore[union-attr]
    key(pygame.K_RETURN)
    run(app)
    assert not app.running


def test_play_opens_the_setup_scene(app: App) -> None:
    key(pygame.K_RETURN)
    run(app)
    assert top_name(app) in ("setup", "placeholder")
    assert len(app.stack.scenes) == 2


def test_quit_event_ends_the_loop(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run(app)
    assert not app.running
