"""The window's title and the desktop menu entry follow the language: "Non Merci" under
French, as the title screen says, and Name[fr]/Comment[fr] in the entry."""

from __future__ import annotations

import pygame
import pytest

from game import desktop, i18n
from game.app.main import App
from game.i18n import pgettext
from tests.app.events import run


@pytest.mark.parametrize("language", ["de", "fr", "es"])
def test_desktop_entry_names_the_game_in_each_language(language: str) -> None:
    entry = desktop.desktop_entry(["nothanks"]).splitlines()
    i18n.set_language(language)
    try:
        title = pgettext("game title", "No Thanks!")
    finally:
        i18n.set_language("en")
    # The menu calls the game what its title screen calls it.
    assert f"Name[{language}]={title}" in entry
    for key in ("GenericName", "Comment", "Keywords"):
        assert any(line.startswith(f"{key}[{language}]=") for line in entry), key


def test_window_title_follows_the_language(app: App) -> None:
    run(app)
    assert pygame.display.get_caption()[0] == "No Thanks!"
    i18n.set_language("fr")
    try:
        run(app)
        assert pygame.display.get_caption()[0] == "Non Merci"
        i18n.set_language("es")
        run(app)
        assert pygame.display.get_caption()[0] == "¡No Gracias!"
    finally:
        i18n.set_language("en")
    run(app)
    assert pygame.display.get_caption()[0] == "No Thanks!"
