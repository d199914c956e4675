"""Arcade initials: a guest who beat every bot enters three letters on a big on-screen
picker (A-Z, delete, OK). Saved to the best-score table at once, then the results.
Left untouched for the idle timeout, it goes on to the results without saving.
"""

from __future__ import annotations

import string
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import numbers
from game.draw import theme
from game.i18n import N_, _, ngettext
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.widgets import KioskScreen, TapButton, font_px, gap, lay_grid, portrait, target_h

if TYPE_CHECKING:
    from game.kiosk.scores import Entry
    from game.match.model import Match

PORTRAIT_KEY = 0.14  # key height on a portrait screen, share of its width


class InitialsScene(KioskScreen):
    name = "initials"

    def __init__(self, match: Match, seat: int, score: int) -> None:
        super().__init__()
        self.match: Match = match
        self.seat = seat
        self.score = score
        self.letters = ""
        self.keys = [
            TapButton(c, partial(self.type, c), name=f"key_{c}") for c in string.ascii_uppercase
        ]
        self.delete = TapButton(N_("Del"), self.erase, name="delete")
        self.ok = TapButton(N_("OK"), self.done, name="ok", primary=True, enabled=False)
        self.buttons = [*self.keys, self.delete, self.ok]

    def type(self, letter: str) -> None:
        if len(self.letters) < 3:
            self.letters += letter
        self.ok.enabled = len(self.letters) == 3

    def erase(self) -> None:
        self.letters = self.letters[:-1]
        self.ok.enabled = False

    def done(self) -> None:
        kiosk = self.kiosk
        entry = None
        if kiosk is not None and len(self.letters) == 3:
            entry = kiosk.scores.add(self.letters, self.score, self.match.game.config.players)
            self.play("fanfare")
        self.show_results(entry)

    def show_results(self, entry: Entry | None = None) -> None:
        if self.stack is not None:
            self.stack.replace(kiosk_screens(self).kiosk_results(self.match, entry))

    def on_idle(self) -> None:
        self.show_results()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        g = gap(size)
        if portrait(size):
            # A tall screen has room for bigger keys: the picker fills the lower half.
            key_h = int(min(size) * PORTRAIT_KEY)
            top = int(h * 0.42)
            lay_grid(self.buttons, pygame.Rect(g, top, w - 2 * g, h - top), 6, size, key_h)
        else:
            top = int(h * 0.4)
            lay_grid(self.buttons, pygame.Rect(g, top, w - 2 * g, h - top), 7, size)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        w, h = self.size
        tall = portrait(self.size)
        self.draw_title(surface, _("You beat every bot!"), int(h * (0.12 if tall else 0.07)), 0.07)
        words = ngettext(
            "{player}: {score} point. Enter your initials",
            "{player}: {score} points. Enter your initials",
            self.score,
        )
        theme.draw_text(
            surface,
            words.format(player=self.match.names[self.seat], score=numbers.number(self.score)),
            (w // 2, int(h * (0.19 if tall else 0.15))),
            font_px(self.size, 0.04),
            theme.BRASS,
            "bold",
            look=look,
        )
        slot_h = int(target_h(self.size) * 1.3)
        slot_w = int(slot_h * 0.8)
        g = gap(self.size)
        left = w // 2 - (3 * slot_w + 2 * g) // 2
        top = self.buttons[0].rect.top - slot_h - 2 * g
        for i in range(3):
            rect = pygame.Rect(left + i * (slot_w + g), top, slot_w, slot_h)
            edge = theme.BRASS if i == len(self.letters) else theme.PANEL_EDGE
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=slot_h // 8)
            pygame.draw.rect(surface, edge, rect, max(3, slot_h // 30), border_radius=slot_h // 8)
            if i < len(self.letters):
                theme.draw_text(
                    surface,
                    self.letters[i],
                    rect.center,
                    int(slot_h * 0.7),
                    theme.CREAM,
                    "display",
                    look=look,
                )
        self.draw_buttons(surface)
