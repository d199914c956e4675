"""A frame hook (`game.app.main.FrameHook`) is known to the app by what it declares, not by
being there: a hook that draws and filters but does not lock the game down leaves phones
and the player's language alone; only one that says it locks down (the kiosk) keeps them."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app.main import App


class Overlay:
    """A hook that watches every frame and draws nothing, and locks nothing down."""

    def __init__(self, locked: bool) -> None:
        self.locked = locked
        self.frames = 0

    def attach(self, app: App) -> None:
        self.app = app

    def locks_down(self) -> bool:
        return self.locked

    def filter(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        self.frames += 1
        return events

    def draws_now(self) -> bool:
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        raise AssertionError("never asked to draw: draws_now is False")


@pytest.mark.parametrize("locked", [False, True])
def test_only_a_hook_that_locks_down_keeps_the_players_language_and_phones_away(
    tmp_path: Path, locked: bool
) -> None:
    hook = Overlay(locked)
    app = App(size=(800, 450), settings_path=tmp_path / "s.json", hook=hook)
    try:
        app.step(1 / 60)
        assert hook.frames == 1  # it sees the frame's events either way
        i18n.set_language("en")
        app.settings.language = "de"
        app.apply_settings()
        assert i18n.language() == ("en" if locked else "de")
        if locked:
            assert app.set_phones(True) is None and app.phones is None
    finally:
        app.set_phones(False)
        i18n.set_language("en")
