"""Small kiosk overlays: "Still playing?" (the idle countdown at the table) and the
guest's pause (keep playing, or end the game). Neither offers a way out of the kiosk.
"""

from __future__ import annotations

import math

import pygame

from game.draw import theme
from game.i18n import N_, _
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.widgets import (
    KioskScreen,
    TapButton,
    font_px,
    lay_column,
    lay_row,
    portrait,
    target_h,
)


class StillPlayingScene(KioskScreen):
    """A big countdown; a tap anywhere goes back to the game, zero ends it."""

    name = "still_playing"
    # Its own opaque backdrop: through a veil the table's cards and words still showed
    # and competed with the countdown.
    opaque = True
    idle_to_attract = False

    def __init__(self) -> None:
        super().__init__()
        self.buttons = [
            TapButton(N_("Yes, still playing"), self.resume_game, name="yes", primary=True)
        ]

    def remaining(self) -> float:
        since = self.entered_at if self.entered_at is not None else self.now()
        return max(0.0, self.config.still_playing - (self.now() - since))

    def resume_game(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def tap_elsewhere(self, pos: tuple[int, int]) -> bool:
        self.resume_game()
        return True

    def targets(self) -> list[pygame.Rect]:
        return [pygame.Rect((0, 0), self.size)]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.remaining() <= 0 and self.stack is not None and self.stack.top is self:
            self.to_attract()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        lay_row(
            self.buttons, (w // 2, int(h * 0.72)), int(w * (0.8 if portrait(size) else 0.5)), size
        )

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        theme.dim(surface, 150)
        w, h = self.size
        self.draw_title(surface, _("Still playing?"), int(h * 0.25), 0.1)
        seconds = math.ceil(self.remaining())
        theme.draw_text(
            surface,
            str(seconds),
            (w // 2, int(h * 0.47)),
            font_px(self.size, 0.22),
            theme.BRASS,
            "display",
            outline=4,
            look=look,
        )
        self.draw_lines(surface, [_("Tap anywhere to keep playing")], int(h * 0.6), 0.04)
        self.draw_buttons(surface)


class KioskPauseScene(KioskScreen):
    """The table's Menu in a kiosk: keep playing, see the rules, or end the game."""

    name = "pause"
    opaque = False

    def __init__(self) -> None:
        super().__init__()
        self.buttons = [
            TapButton(N_("Keep playing"), self.resume_game, name="resume", primary=True),
            TapButton(N_("How to play"), self.open_rules, name="rules"),
            TapButton(N_("End game"), self.to_attract, name="end"),
        ]

    def resume_game(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def open_rules(self) -> None:
        if self.stack is not None:
            self.stack.push(kiosk_screens(self).rules())

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        width = int(w * (0.7 if portrait(size) else 0.4))
        top = h // 2 - (3 * target_h(size)) // 2
        lay_column(self.buttons, w // 2, top, width, size)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 205)
        self.draw_title(
            surface, _("Paused"), self.buttons[0].rect.top - font_px(self.size, 0.09), 0.08
        )
        self.draw_buttons(surface)
