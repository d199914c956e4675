"""Rebindable controls: load/validate from settings, conflicts refused, the controls
screen rebinding by real key and pad presses, saved, used at once, reset."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.app import bindings
from game.app.bindings import GAMEPAD, KEYBOARD, Bindings
from game.app.intents import Intent, IntentEvent
from game.app.main import App
from game.app.scene import Scene
from scenes.controls import ControlsScene
from scenes.flow import desktop
from scenes.screens import screens
from tests.app.events import click, key, pad_button, run, tap


@pytest.fixture(autouse=True)
def _pygame() -> None:
    pygame.init()  # key names need it


def open_controls(app: App) -> ControlsScene:
    app.stack.push(screens(app.stack).controls())
    controls = app.stack.top
    assert isinstance(controls, ControlsScene)
    return controls


def test_defaults_round_trip_as_nothing() -> None:
    assert bindings.to_json(Bindings()) == {}
    loaded, notice = bindings.load({})
    assert notice is None and loaded == Bindings()


def test_rebinding_replaces_and_refuses_conflicts_and_reserved_keys() -> None:
    b = Bindings()
    assert bindings.rebind(b, KEYBOARD, Intent.TAKE, pygame.K_g, "xbox") is None
    assert b.codes(KEYBOARD, Intent.TAKE) == [pygame.K_g]
    assert bindings.rebind(b, KEYBOARD, Intent.TAKE, pygame.K_p, "xbox") == "P is already Pass"
    assert b.codes(KEYBOARD, Intent.TAKE) == [pygame.K_g]
    assert "kept for Back" in (
        bindings.rebind(b, KEYBOARD, Intent.TAKE, pygame.K_ESCAPE, "xbox") or ""
    )
    # Back can move to Q, but Escape stays Back so nobody is locked out of the menus.
    assert bindings.rebind(b, KEYBOARD, Intent.BACK, pygame.K_q, "xbox") is None
    assert b.keys[pygame.K_ESCAPE] is Intent.BACK and b.keys[pygame.K_q] is Intent.BACK
    assert (
        bindings.rebind(b, GAMEPAD, Intent.TAKE, pygame.CONTROLLER_BUTTON_Y, "xbox")
        == "Y is already Pass"
    )
    saved = bindings.to_json(b)
    assert saved == {"keyboard": {"back": ["q"], "take": ["g"]}}
    assert bindings.load(json.loads(json.dumps(saved))) == (b, None)


def test_corrupt_or_impossible_entries_fall_back_with_a_notice() -> None:
    loaded, notice = bindings.load(
        {
            "keyboard": {"take": ["no such key"], "pass": "p", "hint": ["p"], "peek": ["v"]},
            "gamepad": {"take": ["z"], "confirm": []},
            "touch": 3,
        }
    )
    assert notice is not None
    for part in (
        "keyboard take",
        "keyboard pass",
        "keyboard hint",
        "gamepad take",
        "gamepad confirm",
    ):
        assert part in notice
    default = Bindings()
    assert loaded.codes(KEYBOARD, Intent.TAKE) == default.codes(KEYBOARD, Intent.TAKE)
    assert loaded.codes(KEYBOARD, Intent.HINT) == default.codes(KEYBOARD, Intent.HINT)
    assert loaded.codes(KEYBOARD, Intent.PEEK) == [pygame.K_v]  # the valid entry stays
    assert bindings.load([1, 2])[1] is not None


class Recorder(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[IntentEvent] = []

    def handle(self, event: IntentEvent) -> bool:
        self.seen.append(event)
        return True


def test_controls_screen_rebinds_by_pressing_and_the_app_uses_it(
    app: App, settings_path: Path
) -> None:
    app.stack.push(screens(app.stack).settings())
    run(app)
    settings = app.stack.top
    assert settings is not None
    settings.menu.focus_named("controls")  # type: ignore[attr-defined]
    key(pygame.K_RETURN)
    run(app)
    controls = app.stack.top
    assert isinstance(controls, ControlsScene)
    controls.menu.focus_named("bind_take")
    key(pygame.K_RETURN)  # wait for a key ...
    run(app)
    assert controls.waiting is Intent.TAKE
    key(pygame.K_p)  # ... P is Pass's: refused
    run(app)
    # Said on the Controls screen's own line, not in a toast over its title.
    assert controls.waiting is None and "already Pass" in controls.notice
    assert not any("already Pass" in t for t in app.toasts.texts)
    key(pygame.K_RETURN)
    key(pygame.K_g)
    run(app)
    pad_button(pygame.CONTROLLER_BUTTON_A, 0)  # a pad: wait again, then L3 for Take
    pad_button(pygame.CONTROLLER_BUTTON_LEFTSTICK, 0)
    run(app)
    saved = json.loads(settings_path.read_text())["bindings"]
    assert saved["keyboard"] == {"take": ["g"]}
    assert saved["gamepad"]["take"] == ["leftstick"]
    rec = Recorder()
    app.stack.push(rec)
    key(pygame.K_g)
    key(pygame.K_t)  # no longer bound
    pad_button(pygame.CONTROLLER_BUTTON_LEFTSTICK, 0)
    run(app)
    assert [e.intent for e in rec.seen] == [Intent.TAKE, Intent.TAKE]
    app.stack.pop()
    # A new session reads them back; "Reset to defaults" restores them.
    again = App(size=(1280, 720), settings_path=settings_path, screens=desktop())
    assert again.input.key_bindings[pygame.K_g] is Intent.TAKE
    controls.menu.focus_named("reset")
    key(pygame.K_RETURN)
    run(app)
    assert app.settings.bindings == {} and app.input.key_bindings[pygame.K_t] is Intent.TAKE


def test_a_direction_let_go_while_waiting_for_a_binding_does_not_repeat(app: App) -> None:
    controls = open_controls(app)
    controls.menu.focus_named("bind_take")
    key(pygame.K_DOWN, up=False)  # held a moment before the wait begins
    run(app)
    controls.menu.focus_named("bind_take")
    key(pygame.K_RETURN)
    run(app)
    assert controls.waiting is Intent.TAKE
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0))
    key(pygame.K_g)
    run(app)
    assert controls.waiting is None and controls.bindings.codes(KEYBOARD, Intent.TAKE) == [
        pygame.K_g
    ]
    focus = controls.menu.focus
    run(app, frames=90)  # 1.5 s: a stuck DOWN would have repeated many times
    assert controls.menu.focus == focus
    key(pygame.K_DOWN)  # and DOWN still works
    run(app)
    assert controls.menu.focus != focus


def test_a_click_or_a_tap_cancels_the_wait_mouse_and_touch_are_never_stuck(app: App) -> None:
    controls = open_controls(app)
    run(app)
    row = next(item for item in controls.menu.items if item.name == "bind_take")
    for start, cancel in (
        (lambda: click(row.rect.center), lambda: click((20, 20))),
        (lambda: tap(app, row.rect.center), lambda: tap(app, (20, 20))),
        (lambda: click(row.rect.center), lambda: click((20, 20), button=3)),
    ):
        start()
        run(app)
        assert controls.waiting is Intent.TAKE
        cancel()
        run(app)
        assert controls.waiting is None and app.stack.top is controls
    assert controls.bindings == Bindings()


def test_escape_cancels_the_wait(app: App) -> None:
    controls = open_controls(app)
    controls.menu.focus_named("bind_pass")
    key(pygame.K_RETURN)
    run(app)
    key(pygame.K_ESCAPE)
    run(app)
    assert controls.waiting is None and app.stack.top is controls
    assert controls.bindings == Bindings()


def test_a_panel_opening_over_the_wait_cancels_it(app: App) -> None:
    """A pad unplugged mid-game opens its panel over Controls: when it closes, the next key
    is a key again, not a new binding."""
    controls = open_controls(app)
    controls.menu.focus_named("bind_take")
    key(pygame.K_RETURN)
    run(app)
    assert controls.waiting is Intent.TAKE
    app.stack.push(Scene())
    run(app)
    app.stack.pop()
    key(pygame.K_g)
    run(app)
    assert controls.waiting is None and controls.bindings == Bindings()


def test_a_corrupt_bindings_entry_shows_a_notice_at_start(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    settings_path.write_text(json.dumps({"bindings": {"keyboard": {"take": [7]}}}))
    app = App(size=(1280, 720), settings_path=settings_path, screens=desktop())
    assert any("controls were invalid" in t for t in app.toasts.texts)
    assert app.input.key_bindings[pygame.K_t] is Intent.TAKE


def test_left_and_right_cross_the_columns(app: App) -> None:
    controls = open_controls(app)
    controls.menu.focus_named("bind_take")
    key(pygame.K_RIGHT)
    run(app)
    focused = controls.menu.focused
    assert focused is not None and focused.name == "bind_left"
    assert focused.rect.centery == next(
        i.rect.centery for i in controls.menu.items if i.name == "bind_take"
    )
    key(pygame.K_LEFT)
    run(app)
    assert controls.menu.focused is not None and controls.menu.focused.name == "bind_take"


@pytest.mark.parametrize(
    ("device", "code"),
    [(KEYBOARD, 0), (KEYBOARD, 2**20), (GAMEPAD, 200), (GAMEPAD, 21)],
)
def test_a_key_or_button_without_a_name_is_refused_and_nothing_is_lost(
    app: App, settings_path: Path, device: str, code: int
) -> None:
    """Issue 44 item 9: keycode 0 bound to Confirm dropped Enter, Space and keypad Enter
    and left an empty prompt label; pad button 200 was saved as null."""
    controls = open_controls(app)
    controls.menu.focus_named("bind_confirm")
    key(pygame.K_RETURN)
    run(app)
    assert controls.waiting is Intent.CONFIRM
    if device == KEYBOARD:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        )
    else:
        pad_button(code, instance_id=4)
    run(app)
    assert controls.bindings == Bindings()  # Enter, Space, keypad Enter, A: all still Confirm
    assert app.prompt_label(Intent.CONFIRM)
    assert "choose another" in controls.notice  # on the screen's own line
    app.save_settings()
    saved = json.loads(settings_path.read_text()) if settings_path.exists() else {}
    assert "null" not in json.dumps(saved.get("bindings", {}))
    assert bindings.load(saved.get("bindings", {}))[1] is None  # no reset at the next start
