"""Numbers through the language: "80 %" where German, French and Spanish write a space
before the percent sign, and a true minus (U+2212) on every negative score."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n, numbers
from game.app import ui
from game.app.main import App
from scenes.kiosk.operator import SETTINGS
from scenes.settings import SettingsScene
from tests.app.events import run


@pytest.fixture(params=["de", "fr", "es"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_helpers_write_as_the_language_does(language: str) -> None:
    assert numbers.percent(0.8) == "80\u00a0%"
    assert numbers.number(-6) == "\u22126"
    assert numbers.signed(-5) == "\u22125" and numbers.signed(5) == "+5"
    assert numbers.number(1.5) == "1,5"


def test_english_keeps_its_own_habits() -> None:
    assert numbers.percent(0.8) == "80%"
    assert numbers.number(-6) == "\u22126"


def test_settings_volume_says_80_percent_with_a_space(app: App, language: str) -> None:
    scene = SettingsScene()
    app.stack.push(scene)
    run(app)
    row = next(
        item
        for item in scene.menu.items
        if isinstance(item, ui.OptionRow) and item.name == "sound_volume"
    )
    assert "80\u00a0%" in row.choices and "80%" not in row.choices


def test_kiosk_operator_volume_says_80_percent_with_a_space(language: str) -> None:
    volume = next(setting for setting in SETTINGS if setting.key == "volume")
    assert volume.text(0.8) == "80\u00a0%"


def test_babel_waits_until_a_number_is_written() -> None:
    # Startup matters: the game's modules import without Babel, which loads on first use.
    import subprocess
    import sys

    code = (
        "import sys, game.numbers, scenes.settings, scenes.results.rows;"
        "print(any(m.startswith('babel') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
