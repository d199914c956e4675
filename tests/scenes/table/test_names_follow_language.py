"""A default name ("Player 1") is worded in the language the game speaks now, not the one
in use when the match was set up: switching language in Settings from the pause menu
words the table's default names anew; names a player typed, and the bots', stay."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n
from game.app.intents import Device, Intent, IntentEvent
from game.app.main import App
from game.draw import theme
from game.i18n import _
from game.match.autoplay import bot_setup
from scenes.screens import screens
from scenes.settings import SettingsScene
from scenes.table import TableScene
from tests.app.events import run


@pytest.fixture(autouse=True)
def _english_around() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_a_default_name_follows_a_language_switch_mid_match(app: App) -> None:
    app.settings.animation_speed = "instant"
    setup = bot_setup(3, True, 7)
    setup.seats[1] = type(setup.seats[1])("human", name="Zoë")  # a name she typed
    table = app.stack.push(screens(app.stack).table(setup, 7))
    assert isinstance(table, TableScene)
    run(app)
    bot = table.match.names[2]
    assert table.match.names[:2] == ["Player 1", "Zoë"]
    # Paused from the keyboard, whose seat may go to a bot: "Player 1 to bot".
    table.open_pause(IntentEvent(Intent.MENU, Device.KEYBOARD))
    run(app)
    pause = app.stack.top
    assert pause is not None and pause.name == "pause"
    pause.settings()  # type: ignore[attr-defined]
    run(app)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    settings._language(list(i18n.LANGUAGES).index("fr"))
    assert i18n.language() == "fr"
    # The table's own list (its log and plates read it) holds the new words.
    assert table.names is table.match.names
    assert table.match.names == ["Joueur 1", "Zoë", bot]
    app.stack.pop()  # back to the pause menu
    assert app.stack.top is pause
    labels = [_(item.label) for item in pause.menu.items]  # type: ignore[attr-defined]
    assert i18n._("{player} to bot").format(player="Joueur 1") in labels, labels
    app.stack.pop()
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    shown = " ".join(text.text for text in record.texts)
    assert "Joueur 1" in shown and "Player 1" not in shown
