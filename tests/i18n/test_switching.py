"""Choosing the language: from the desktop's locale, in Settings (real key presses), and on
the kiosk's attract screen (real finger taps), where the operator's default comes back
once the visitor has gone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import i18n
from game.app.main import App
from game.draw import sprites, theme
from game.draw.look import PLAIN
from game.kiosk.config import KioskConfig, save_config
from game.kiosk.launch import KioskPaths
from game.rules.cards import Card, CardKind
from game.special_text import FULL_TEXT, SHORT_NAME
from game.store.settings import Settings, load_settings, save_settings
from scenes.kiosk.attract import AttractTable
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.table import KioskTable
from tests.app.events import key, run
from tests.kiosk.helpers import button, close, kiosk_app, step, tap_at, top_name


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "fr_CA.UTF-8"}, "fr"),
        ({"LC_ALL": "es_MX.UTF-8", "LANG": "de_DE.UTF-8"}, "es"),  # LC_ALL rules
        ({"LANGUAGE": "sv:fr:en", "LANG": "sv_SE.UTF-8"}, "fr"),  # first spoken of a list
        ({"LANG": "ja_JP.UTF-8"}, "en"),  # a language the game does not speak
        ({"LANG": "C"}, "en"),
        ({}, "en"),
    ],
)
def test_the_default_language_is_the_desktops(environ: dict[str, str], expected: str) -> None:
    assert i18n.system_language(environ) == expected


def test_windows_locale_names_are_understood() -> None:
    assert i18n.language_of("German_Germany") == "de"
    assert i18n.language_of("Spanish_Spain.1252") == "es"
    assert i18n.language_of("pt_BR") is None


def test_an_unknown_language_falls_back_to_english() -> None:
    assert i18n.set_language("fr") == "fr"
    assert i18n._("Settings") == "Réglages"
    assert i18n.set_language("xx") == "en"
    assert i18n._("Settings") == "Settings"


def test_plural_forms_follow_each_language() -> None:
    one, many = "You have only {count} counter left.", "You have only {count} counters left."
    i18n.set_language("fr")  # French: 0 and 1 are singular
    assert i18n.ngettext(one, many, 0) == "Il ne vous reste que {count} jeton."
    assert i18n.ngettext(one, many, 2) == "Il ne vous reste que {count} jetons."
    i18n.set_language("de")  # German: 0 is plural
    assert i18n.ngettext(one, many, 0) == "Du hast nur noch {count} Chips."
    assert i18n.ngettext(one, many, 1) == "Du hast nur noch {count} Chip."


def test_texts_built_before_the_choice_follow_it() -> None:
    """Module constants (the special cards' words) are looked up when shown."""
    assert SHORT_NAME[CardKind.WILD] == "Wild Card"
    i18n.set_language("es")
    assert SHORT_NAME[CardKind.WILD] == "Comodín"
    assert FULL_TEXT[CardKind.BONUS5].startswith("Resta 5 puntos")


def test_a_card_face_with_a_name_is_drawn_anew_in_the_new_language() -> None:
    """The sprite cache keys special faces by language: no stale English on a card."""
    card = Card.special(CardKind.DOUBLE_COUNTERS)
    english = pygame.image.tobytes(sprites.card_art(card, 200, look=PLAIN), "RGBA")
    i18n.set_language("de")
    german = pygame.image.tobytes(sprites.card_art(card, 200, look=PLAIN), "RGBA")
    assert german != english
    i18n.set_language("en")
    assert pygame.image.tobytes(sprites.card_art(card, 200, look=PLAIN), "RGBA") == english


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text the scenes draw from now on (theme's two text entry points, which
    still draw: each call goes on to the real one)."""
    texts: list[str] = []
    real_draw, real_render = theme.draw_text, theme.render_text

    def draw_text(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return real_draw(surface, text, *args, **kwargs)

    def render_text(text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return real_render(text, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text", draw_text)
    monkeypatch.setattr(theme, "render_text", render_text)
    yield texts


def test_switching_in_settings_shows_at_once_and_is_saved(
    app: App, settings_path: Path, drawn: list[str]
) -> None:
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)  # Play, How to play, Learn to play, Settings
    key(pygame.K_RETURN)
    run(app)
    assert top_name(app) == "settings"
    drawn.clear()
    run(app)
    assert "Settings" in drawn and "Language" in drawn and "English" in drawn
    before = pygame.image.tobytes(app.canvas, "RGB")
    for _ in range(6):  # down to the Language row (past Music volume)
        key(pygame.K_DOWN)
    key(pygame.K_RIGHT)
    run(app)
    drawn.clear()
    run(app)
    assert i18n.language() == "de"
    assert "Einstellungen" in drawn and "Sprache" in drawn and "Deutsch" in drawn
    assert "Settings" not in drawn and "Sound volume" not in drawn
    assert pygame.image.tobytes(app.canvas, "RGB") != before
    on_disk, _ = load_settings(settings_path)
    assert on_disk.language == "de"
    # Back on the title menu, already built in English, every button reads German.
    key(pygame.K_ESCAPE)
    run(app)
    drawn.clear()
    run(app)
    assert top_name(app) == "menu"
    assert {"Spielen", "Spielregeln", "Einstellungen", "Beenden"} <= set(drawn)
    assert "Play" not in drawn


def test_the_saved_language_is_spoken_from_the_start(settings_path: Path) -> None:
    save_settings(Settings(language="es"), settings_path)
    from scenes.flow import desktop

    application = App(size=(1280, 720), settings_path=settings_path, screens=desktop())
    try:
        application.stack.push(desktop().home())
        run(application)
        assert i18n.language() == "es"
        assert i18n._("Play") == "Jugar"
    finally:
        for scene in list(application.stack.scenes):
            scene.exit()


def test_a_bad_language_in_the_settings_file_is_reset_and_told(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text('{"language": "klingon", "rumble": false}')
    settings, notice = load_settings(settings_path)
    assert settings.language == "" and settings.rumble is False
    assert notice is not None and "Language" in notice


@pytest.fixture
def french_kiosk(tmp_path: Path) -> Iterator[tuple[App, Any]]:
    """A kiosk whose operator chose French."""
    paths = KioskPaths.under(tmp_path)
    save_config(KioskConfig(language="fr"), paths.config)
    app, clock = kiosk_app(tmp_path)
    yield app, clock
    close(app)


def language_button(app: App, code: str) -> pygame.Rect:
    top = app.stack.top
    bar = getattr(top, "languages", None)
    assert bar is not None, top_name(app)
    return next(b.rect for b in bar.buttons if b.name == f"language_{code}")


def test_the_kiosk_speaks_the_operators_language(french_kiosk: tuple[App, Any]) -> None:
    app, _clock = french_kiosk
    assert top_name(app) == "attract"
    assert i18n.language() == "fr"
    top = app.stack.top
    assert isinstance(top, AttractTable)
    lit = [b.name for b in top.languages.buttons if b.selected]
    assert lit == ["language_fr"]


def test_a_visitor_taps_a_language_and_the_operators_returns_when_they_leave(
    french_kiosk: tuple[App, Any],
) -> None:
    app, clock = french_kiosk
    tap_at(app, clock, language_button(app, "de").center)
    assert i18n.language() == "de"
    assert top_name(app) == "attract"  # a language button starts no game
    # The visitor goes on to the guest screen and back: their language stays.
    tap_at(app, clock, (app.canvas.get_width() // 2, app.canvas.get_height() // 2))
    assert top_name(app) == "guest"
    assert i18n.language() == "de"
    tap_at(app, clock, button(app, "back").center)
    assert top_name(app) == "attract"
    assert i18n.language() == "de"
    # Nobody touches the screen for the idle timeout: the next visitor gets French.
    clock.advance(KioskConfig().idle_timeout + 1)
    step(app, clock, 2)
    assert top_name(app) in ("attract", "attract_cards")
    assert i18n.language() == "fr"


def test_every_language_button_of_the_attract_screens_switches(
    french_kiosk: tuple[App, Any],
) -> None:
    app, clock = french_kiosk
    for code in ("es", "en", "de"):
        tap_at(app, clock, language_button(app, code).center)
        assert i18n.language() == code
    app.stack.replace(kiosk_screens(app.stack).attract_cards())
    step(app, clock, 2)
    tap_at(app, clock, language_button(app, "es").center)
    assert top_name(app) == "attract_cards"
    assert i18n.language() == "es"


def test_a_visitor_who_ends_their_game_leaves_the_next_one_the_operators_language(
    french_kiosk: tuple[App, Any],
) -> None:
    app, clock = french_kiosk
    tap_at(app, clock, language_button(app, "es").center)
    tap_at(app, clock, (app.canvas.get_width() // 2, app.canvas.get_height() // 2))
    tap_at(app, clock, button(app, "start").center)
    assert top_name(app) == "table"
    assert i18n.language() == "es"  # the visitor plays in the language they chose
    table = app.stack.top
    assert isinstance(table, KioskTable)
    tap_at(app, clock, table.layout.menu.center)
    assert top_name(app) == "pause"
    tap_at(app, clock, button(app, "end").center)
    assert top_name(app) == "attract"
    assert i18n.language() == "fr"


def test_faces_built_ahead_in_the_worker_print_the_language_asked_for() -> None:
    """The prebuilder's worker is another process: the spec says which language."""
    from game.app import prebuild

    card = Card.special(CardKind.HALVE_COUNTERS)
    i18n.set_language("fr")
    spec = prebuild.art(card, 200, "normal", PLAIN)
    french = pygame.image.tobytes(sprites.card_art(card, 200, look=PLAIN), prebuild.ORDER)
    i18n.set_language("en")  # the worker's own language, or the player's since
    [(_spec, _size, pixels)] = prebuild.pixels([spec])
    assert pixels == french
    assert "fr" in prebuild.key_of(spec)  # (after it: the palette and the contrast)
