"""Movement letters go by the key's place (scancode): WASD is ZQSD on AZERTY, and the
prompts and How to play name the letters the player's keyboard prints."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.app.intents import Device, Intent, IntentEvent
from game.app.main import App
from game.app.scene import Scene
from game.draw import theme
from scenes.howto import CONTROLS_SECTION, HowToScene
from tests.app.events import run


class Recorder(Scene):
    name = "recorder"

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[IntentEvent] = []

    def handle(self, event: IntentEvent) -> bool:
        self.seen.append(event)
        return True


def press(key: int, scancode: int) -> None:
    """A real key press as SDL sends it: the layout's letter and the key's place."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, scancode=scancode, mod=0, unicode=""))


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_azerty_moves_with_zqsd_where_wasd_is(app: App) -> None:
    rec = Recorder()
    app.stack.push(rec)
    # AZERTY: Z is where W is, Q where A is; A is where Q is and means nothing here.
    press(pygame.K_z, pygame.KSCAN_W)
    press(pygame.K_q, pygame.KSCAN_A)
    press(pygame.K_s, pygame.KSCAN_S)
    press(pygame.K_d, pygame.KSCAN_D)
    press(pygame.K_a, pygame.KSCAN_Q)
    press(pygame.K_w, pygame.KSCAN_Z)
    run(app)
    assert [e.intent for e in rec.seen] == [Intent.UP, Intent.LEFT, Intent.DOWN, Intent.RIGHT]
    assert app.input.movement_letters() == "ZQSD"


def test_qwerty_still_moves_with_wasd(app: App) -> None:
    rec = Recorder()
    app.stack.push(rec)
    for letter, place in zip("wasd", "WASD", strict=True):
        press(pygame.key.key_code(letter), getattr(pygame, f"KSCAN_{place}"))
    run(app)
    assert [e.intent for e in rec.seen] == [Intent.UP, Intent.LEFT, Intent.DOWN, Intent.RIGHT]
    assert app.input.movement_letters() == "WASD"


def test_pass_is_shown_as_n_for_no_thanks(app: App) -> None:
    # "P" reads as "Prendre" (take) to a French player; N is "non" in every language.
    assert app.input.prompt_label(Intent.PASS, Device.KEYBOARD) == "N"


def test_how_to_play_names_the_letters_the_keyboard_prints(app: App, french: None) -> None:
    rec = Recorder()
    app.stack.push(rec)
    press(pygame.K_z, pygame.KSCAN_W)
    press(pygame.K_q, pygame.KSCAN_A)
    run(app)
    app.stack.pop()
    app.stack.push(HowToScene(section=CONTROLS_SECTION))
    run(app)
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    shown = {text.text for text in record.texts}
    assert "flèches ou ZQSD" in shown
    assert "N ou P" in shown
    assert not any("WASD" in text for text in shown)
