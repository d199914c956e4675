"""Problems with the kiosk's files found at start-up are worded in the operator's default
language (kiosk.json's `language`), the one the operator screen shows them in, not the
desktop's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import i18n
from game.draw import theme
from game.kiosk.idle import ManualClock
from game.kiosk.launch import KioskPaths, make_kiosk
from game.store import notices
from nothanks.kiosk_launch import headless_app
from tests.kiosk.helpers import close, step
from tests.kiosk.test_operator_pin import open_operator

# Words each language's problems must hold: the config's own, and the scores file's.
EXPECTED = {
    "en": ("kiosk settings: a bad value was reset to its default: volume", "best scores:"),
    "de": ("Kiosk-Einstellungen: ungültiger Wert auf den Standard zurückgesetzt", "Bestenliste:"),
    "fr": ("réglages de la borne\u00a0: une valeur incorrecte", "meilleurs scores\u00a0:"),
    "es": ("ajustes del quiosco: un valor incorrecto", "mejores puntuaciones:"),
}


@pytest.fixture(autouse=True)
def _english_around() -> Iterator[None]:
    i18n.set_language("en")
    yield
    notices.drain()
    i18n.set_language("en")


def broken_files(folder: Path, language: str) -> KioskPaths:
    """A kiosk.json naming `language` with one bad value, and a corrupt scores file."""
    paths = KioskPaths.under(folder)
    paths.config.write_text(json.dumps({"language": language, "volume": "loud"}))
    paths.scores.write_text("{not json")
    return paths


@pytest.mark.parametrize("language", ["de", "fr", "es", "en"])
def test_start_up_problems_are_worded_in_the_operators_language(
    tmp_path: Path, language: str
) -> None:
    # The desktop speaks another language than the operator chose.
    i18n.set_language("en" if language != "en" else "de")
    kiosk = make_kiosk(broken_files(tmp_path, language), fullscreen=False)
    config_words, scores_words = EXPECTED[language]
    assert len(kiosk.problems) == 2
    assert config_words in kiosk.problems[0], kiosk.problems
    assert kiosk.problems[1].startswith(scores_words), kiosk.problems
    assert "kiosk-scores.json" in kiosk.problems[1]


def test_a_kiosk_json_without_a_usable_language_words_them_in_the_default(
    tmp_path: Path,
) -> None:
    paths = KioskPaths.under(tmp_path)
    paths.config.write_text(json.dumps({"language": "klingon", "volume": "loud"}))
    i18n.set_language("fr")
    kiosk = make_kiosk(paths, fullscreen=False)
    default = kiosk.config.language  # the system's language: what a new kiosk.json holds
    assert i18n.language() == default
    # (Worded in the language now in use: the default.)
    reset = i18n.ngettext(
        "kiosk settings: a bad value was reset to its default: {keys}",
        "kiosk settings: bad values were reset to their defaults: {keys}",
        2,
    )
    kept = i18n._(" (kept as {file})").format(file="kiosk.json.bad")
    assert kiosk.problems == [reset.format(keys="volume, language") + kept]


def test_the_operator_screen_shows_them_in_the_operators_language(tmp_path: Path) -> None:
    i18n.set_language("en")
    broken_files(tmp_path, "de")
    clock = ManualClock()
    app = headless_app(tmp_path, (1280, 720), now=clock)
    try:
        step(app, clock)
        open_operator(app, clock)
        with theme.recording() as record:
            step(app, clock)
        shown = " ".join(text.text for text in record.texts)
        assert "Kiosk-Einstellungen: ungültiger Wert" in shown
        assert "Bestenliste:" in shown
        assert "kiosk settings" not in shown and "best scores" not in shown
    finally:
        close(app)
