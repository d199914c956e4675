"""Input funnel: pads come and go, floods do not stall, held peek, prompts per device."""

from __future__ import annotations

import time

import pygame
import pytest

from game.app.intents import Device, Intent, IntentEvent
from game.app.main import App
from game.app.pads import Pad
from game.app.scene import Scene
from tests.app.events import finger, key, pad_button, run, tap


class Recorder(Scene):
    name = "recorder"

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[IntentEvent] = []
        self.removed: list[tuple[int, int | None]] = []
        self.seats: dict[int, int] = {}  # pad -> seat: this scene owns the seats

    def handle(self, event: IntentEvent) -> bool:
        self.seen.append(event)
        return True

    def on_pad_removed(self, pad: Pad) -> int | None:
        seat = self.seats.pop(pad.instance_id, None)
        self.removed.append((pad.instance_id, seat))
        return seat


def recorder(app: App) -> Recorder:
    scene = Recorder()
    app.stack.push(scene)
    return scene


def test_unplugging_a_seated_pad_mid_game_shows_a_notice(app: App) -> None:
    rec = recorder(app)
    pad_button(pygame.CONTROLLER_BUTTON_LEFTSHOULDER, instance_id=7, up=False)  # peek held
    run(app)
    rec.seats[7] = 2
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    run(app)
    assert any("disconnected" in t and "seat 3" in t for t in app.toasts.texts)
    assert rec.removed == [(7, 2)]
    # The held peek is released, so nobody's counters stay revealed.
    assert rec.seen[-1] == IntentEvent(Intent.PEEK, Device.GAMEPAD, pad=7, held=False)
    assert 7 not in app.pads
    # A removal for a pad we never saw, and an add that cannot be opened: no crash.
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=99))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=5))
    run(app)
    assert app.running


def test_peek_is_held_until_released(app: App) -> None:
    rec = recorder(app)
    key(pygame.K_TAB, up=False)
    run(app, frames=40)  # holding: no repeats of peek
    key(pygame.K_TAB)  # (a second KEYDOWN from SDL key repeat is ignored) then release
    run(app)
    peeks = [e for e in rec.seen if e.intent is Intent.PEEK]
    assert [e.held for e in peeks] == [True, False]


def test_keyboard_bindings(app: App) -> None:
    rec = recorder(app)
    for code in (pygame.K_t, pygame.K_p, pygame.K_n, pygame.K_h, pygame.K_BACKSPACE, pygame.K_q):
        key(code)
    run(app)
    assert [e.intent for e in rec.seen] == [
        Intent.TAKE,
        Intent.PASS,
        Intent.PASS,
        Intent.HINT,
        Intent.BACK,
    ]


def test_gamepad_couch_layout(app: App) -> None:
    rec = recorder(app)
    for button in (
        pygame.CONTROLLER_BUTTON_X,
        pygame.CONTROLLER_BUTTON_Y,
        pygame.CONTROLLER_BUTTON_START,
    ):
        pad_button(button, instance_id=2)
    run(app)
    assert [(e.intent, e.pad) for e in rec.seen] == [
        (Intent.TAKE, 2),
        (Intent.PASS, 2),
        (Intent.MENU, 2),
    ]


def test_tap_reports_pixel_position_and_swipe_turns(app: App) -> None:
    rec = recorder(app)
    tap(app, (640, 360))
    run(app)
    assert rec.seen[-1] == IntentEvent(Intent.POINT, Device.TOUCH, pos=(640, 360))
    for kind, x in ((pygame.FINGERDOWN, 0.8), (pygame.FINGERUP, 0.3)):
        pygame.event.post(
            pygame.event.Event(kind, touch_id=1, finger_id=2, x=x, y=0.5, dx=0.0, dy=0.0)
        )
    run(app)
    assert rec.seen[-1].intent is Intent.RIGHT


def test_prompt_label_follows_last_device(app: App) -> None:
    recorder(app)
    key(pygame.K_DOWN)
    run(app)
    assert app.prompt_label(Intent.CONFIRM) == "Enter"
    assert app.prompt_label(Intent.TAKE) == "T"
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_UP)
    run(app)
    assert app.prompt_label(Intent.CONFIRM) == "A"
    assert app.prompt_label(Intent.TAKE) == "X"
    tap(app, (5, 5))
    run(app)
    assert app.prompt_label(Intent.CONFIRM) == "Tap"


def test_rebinding_is_data(app: App) -> None:
    rec = recorder(app)
    app.input.key_bindings[pygame.K_k] = Intent.TAKE
    key(pygame.K_k)
    run(app)
    assert rec.seen[-1].intent is Intent.TAKE


def test_a_key_unbound_while_held_still_lets_go(app: App) -> None:
    """Rebinding Left while its arrow is held: the release must end the repeat."""
    rec = recorder(app)
    key(pygame.K_LEFT, up=False)
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_LEFT, instance_id=3, up=False)
    run(app)
    del app.input.key_bindings[pygame.K_LEFT]
    del app.input.pad_bindings[pygame.CONTROLLER_BUTTON_DPAD_LEFT]
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode=""))
    pygame.event.post(
        pygame.event.Event(
            pygame.CONTROLLERBUTTONUP, instance_id=3, button=pygame.CONTROLLER_BUTTON_DPAD_LEFT
        )
    )
    run(app)
    seen = len(rec.seen)
    run(app, frames=60)  # a second: a held direction would have repeated many times
    assert len(rec.seen) == seen


def test_a_lift_whose_touch_began_before_focus_was_lost_is_not_a_tap(app: App) -> None:
    rec = recorder(app)
    finger(pygame.FINGERDOWN, app, (640, 360))
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    run(app)
    finger(pygame.FINGERUP, app, (640, 360))
    run(app)
    assert not any(e.intent is Intent.POINT for e in rec.seen)
    tap(app, (640, 360))  # a whole tap still counts
    run(app)
    assert rec.seen[-1] == IntentEvent(Intent.POINT, Device.TOUCH, pos=(640, 360))


def test_event_flood_does_not_stall_the_loop(app: App) -> None:
    rec = recorder(app)
    for i in range(6000):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(i % 800, 5), rel=(1, 0)))
    key(pygame.K_t)
    start = time.perf_counter()
    run(app)
    run(app)
    assert time.perf_counter() - start < 1.0
    # Input presses past the per-frame cap may be dropped, but the loop is responsive.
    key(pygame.K_p)
    run(app)
    assert rec.seen[-1].intent is Intent.PASS


def test_focus_loss_releases_held_peek(app: App) -> None:
    rec = recorder(app)
    key(pygame.K_v, up=False)
    run(app)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    run(app)
    assert rec.seen[-1] == IntentEvent(Intent.PEEK, Device.KEYBOARD, held=False)


def test_audio_without_a_device_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.app import audio

    def broken(*_a: object, **_k: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(audio.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(audio.pygame.mixer, "init", broken)
    silent = audio.Audio()
    assert not silent.enabled
    silent.play("reveal")  # no crash
    assert list(silent.played) == ["reveal"]


def test_sounds_load_and_play_headless(app: App) -> None:
    for name in ("reveal", "clink", "take", "pass", "fanfare", "move", "confirm", "back"):
        app.audio.play(name)
        assert app.audio._load(name) is not None, name
