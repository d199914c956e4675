"""Keys by the names players know, in their language ("Umschalt links", not pygame's
"left shift"; arrows as arrows), while saved bindings keep pygame's stable names."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.app import bindings
from game.app.input import key_label
from game.app.intents import Device, Intent
from game.app.main import App
from game.draw import theme
from game.draw.look import Look
from game.i18n import _
from scenes.howto import CONTROLS_SECTION, HowToScene
from scenes.screens import screens
from tests.app.events import run


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("code", "en", "de", "fr", "es"),
    [
        (pygame.K_RETURN, "Enter", "Eingabe", "Entrée", "Intro"),
        (pygame.K_KP_ENTER, "Enter", "Eingabe", "Entrée", "Intro"),
        (pygame.K_SPACE, "Space", "Leertaste", "Espace", "Espacio"),
        (pygame.K_LSHIFT, "Left Shift", "Umschalt links", "Maj gauche", "Mayús izq."),
        (pygame.K_RALT, "Right Alt", "Alt Gr", "Alt Gr", "Alt Gr"),
        (pygame.K_PAGEUP, "Page Up", "Bild auf", "Page préc.", "Re Pág"),
        (pygame.K_LEFT, "←", "←", "←", "←"),
        (pygame.K_DOWN, "↓", "↓", "↓", "↓"),
        (pygame.K_KP1, "Num 1", "Num 1", "Num 1", "Num 1"),
        (pygame.K_F11, "F11", "F11", "F11", "F11"),
        (pygame.K_t, "T", "T", "T", "T"),
    ],
)
def test_a_key_has_its_players_name_in_each_language(
    code: int, en: str, de: str, fr: str, es: str, language: None
) -> None:
    for lang, name in (("en", en), ("de", de), ("fr", fr), ("es", es)):
        i18n.set_language(lang)
        assert _(key_label(code)) == name, lang


def test_no_key_shows_pygames_raw_name(app: App) -> None:
    """pygame's names are lower case ("return", "left shift", "[1]", "t"): no key a
    player can bind shows one as it is."""
    codes = [
        code
        for code in (*range(1, 128), *range(0x4000_0039, 0x4000_0120))
        if bindings.bindable(bindings.KEYBOARD, code)
    ]
    assert len(codes) > 100
    for code in codes:
        raw = pygame.key.name(code)
        if any(c.islower() for c in raw):
            assert key_label(code) != raw, raw
        assert not (key_label(code).startswith("[") and len(raw) > 1), raw


def test_a_key_bound_in_controls_is_saved_by_its_stable_name_and_shown_by_its_friendly_one(
    app: App, language: None
) -> None:
    moved = bindings.Bindings()
    assert bindings.rebind(moved, bindings.KEYBOARD, Intent.TAKE, pygame.K_LSHIFT, "xbox") is None
    saved = bindings.to_json(moved)
    assert saved["keyboard"]["take"] == ["left shift"]  # what the settings file keeps
    loaded, problem = bindings.load(saved)
    assert problem is None and loaded.codes(bindings.KEYBOARD, Intent.TAKE) == [pygame.K_LSHIFT]
    bindings.apply_to(app.input, loaded)
    assert app.prompt_label(Intent.TAKE, Device.KEYBOARD) == "Left Shift"
    assert bindings.code_label(bindings.KEYBOARD, pygame.K_LSHIFT) == "Left Shift"

    # How to play's Controls table, in German, names it as a German key cap does.
    i18n.set_language("de")
    app.stack.push(HowToScene(section=CONTROLS_SECTION))
    run(app)
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    shown = {text.text for text in record.texts}
    assert "Umschalt links" in shown and not {"LEFT SHIFT", "left shift"} & shown


def test_controls_badges_keep_inside_their_rows_in_german(app: App, language: None) -> None:
    """'Steuerkreuz' (the d-pad) and a rebound 'Umschalt links' ran past the row's right
    end at 1280x720; the badges now shrink to keep inside."""
    from scenes.controls import BindingRow

    moved = bindings.Bindings()
    assert bindings.rebind(moved, bindings.KEYBOARD, Intent.TAKE, pygame.K_LSHIFT, "xbox") is None
    app.settings.bindings = bindings.to_json(moved)
    i18n.set_language("de")
    scene = app.stack.push(screens(app.stack).controls())
    run(app)
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    rows = [item for item in scene.menu.items if isinstance(item, BindingRow)]  # type: ignore[attr-defined]
    assert rows
    for row in rows:
        inside = [c.rect for c in record.controls if row.rect.collidepoint(c.rect.center)]
        badges = [rect for rect in inside if rect != row.rect]
        assert badges, row.label
        for badge in badges:
            assert row.rect.contains(badge), (row.label, badge, row.rect)
        for a, b in itertools.pairwise(badges):
            assert not a.colliderect(b), (row.label, a, b)


def test_a_refused_pad_button_is_named_as_the_pad_prints_it(language: None) -> None:
    """German: 'Start ist schon Menü', not the word 'Los geht's' the Start button's
    label happens to share with the setup screen's button."""
    i18n.set_language("de")
    moved = bindings.Bindings()
    refused = bindings.rebind(
        moved, bindings.GAMEPAD, Intent.TAKE, pygame.CONTROLLER_BUTTON_START, "xbox"
    )
    assert refused is not None and refused.startswith("Start ")
    refused = bindings.rebind(moved, bindings.KEYBOARD, Intent.TAKE, pygame.K_SPACE, "xbox")
    assert refused is not None and refused.startswith("Leertaste ")


def test_how_to_play_names_a_rebound_button_as_a_playstation_pad_prints_it(app: App) -> None:
    from game.app.pads import PLAYSTATION
    from scenes.howto import CONTROLS, controls_row

    moved, problem = bindings.load({"gamepad": {"take": ["rightstick"]}})
    assert problem is None
    bindings.apply_to(app.input, moved)
    scene = HowToScene()
    app.stack.push(scene)
    rows = {row[0]: controls_row(scene, row, look=Look(family=PLAYSTATION)) for row in CONTROLS}
    assert rows["Take the card"][3] == "R3"
