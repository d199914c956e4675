"""How to play's words: section names in the language in use, and the Controls page's
table, which shows as many devices side by side as their words fit (pairs with TV text,
the others as tabs a click or DOWN brings), never cutting a word."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.app.intents import Device
from game.app.main import App
from game.draw import theme
from scenes.howto import CONTROLS_SECTION, HowToScene, section_start
from tests.app.events import click, key, run


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def drawn(app: App) -> theme.Recording:
    """The texts of the next frame, every one drawn afresh."""
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    return record


def words(record: theme.Recording) -> set[str]:
    return {text.text for text in record.texts}


def test_section_names_beside_the_dots_are_translated(app: App, german: None) -> None:
    app.stack.push(HowToScene())
    run(app)
    shown = words(drawn(app))
    assert {"Grundspiel", "Erweiterung", "Steuerung"} <= shown
    assert not {"Basics", "Expansion", "Controls"} & shown


def open_controls(app: App, size: tuple[int, int], tv: bool) -> HowToScene:
    app.settings.tv_text = tv
    app.resize_window(size)
    scene = HowToScene(section=CONTROLS_SECTION)
    app.stack.push(scene)
    run(app)
    assert scene.page == section_start(CONTROLS_SECTION)
    return scene


def test_controls_at_a_desk_show_all_four_devices(app: App) -> None:
    scene = open_controls(app, (1280, 720), tv=False)
    shown = words(drawn(app))
    assert scene.controls_views == 4 and not scene.device_tabs
    assert {"Keyboard", "Mouse", "Gamepad", "Touch", "hold Tab or V", "hold LB or RB"} <= shown


def test_controls_with_tv_text_show_pairs_and_tabs_and_cut_no_word(app: App, german: None) -> None:
    """German TV text cannot hold four columns (it cut 'NEIN DANKE! klicken' at 38 px):
    the table shows Keyboard and Mouse, with Gamepad and Touch as tabs."""
    scene = open_controls(app, (1920, 1080), tv=True)
    record = drawn(app)
    assert scene.controls_views == 2
    assert set(scene.device_tabs) == {Device.GAMEPAD, Device.TOUCH}
    assert {"Tastatur", "Maus", "Tab oder V halten", "NEIN\u00a0DANKE! klicken"} <= words(record)
    assert "LB oder RB halten" not in words(record)
    assert not [t.text for t in record.texts if t.ellipsised]

    click(scene.device_tabs[Device.GAMEPAD].center)
    run(app)
    record = drawn(app)
    assert set(scene.device_tabs) == {Device.KEYBOARD, Device.MOUSE}
    assert {"LB oder RB halten", "NEIN\u00a0DANKE! tippen"} <= words(record)
    assert "Tab oder V halten" not in words(record)
    assert not [t.text for t in record.texts if t.ellipsised]
    assert all(t.size >= theme.tv_text_floor(1080) for t in record.texts)

    key(pygame.K_DOWN)  # DOWN on this last page: the other devices, not a section
    run(app)
    assert scene.page == section_start(CONTROLS_SECTION)
    assert set(scene.device_tabs) == {Device.GAMEPAD, Device.TOUCH}
