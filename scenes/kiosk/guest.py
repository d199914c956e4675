"""A guest's start: how many people are playing (1 to the operator's limit; bots fill
the table), then Start. From attract that is at most three taps to a first decision:
Tap to play → a number → Start (the number starts at 1, so two taps do for one guest).
"How to play" opens the one-page rules; nobody has to read them.
"""

from __future__ import annotations

import random
from functools import partial

import pygame

from game.draw import theme
from game.i18n import N_, _, ngettext
from game.kiosk.config import KioskConfig
from game.match.setup import MatchSetup, SeatSpec
from game.rules import GameConfig
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.widgets import (
    KioskScreen,
    TapButton,
    font_px,
    gap,
    lay_column,
    lay_row,
    portrait,
    target_h,
)
from scenes.levels import HUMAN
from scenes.screens import screens


def guest_setup(humans: int, config: KioskConfig, seed: int) -> MatchSetup:
    """`humans` guests (1 to the table size) and bots of the operator's level in the
    other seats; counters open or secret and the expansion as the operator set them."""
    humans = max(1, min(humans, config.table_size))
    seats = [SeatSpec(HUMAN) for _ in range(humans)]
    seats += [SeatSpec(config.bot_level) for _ in range(config.table_size - humans)]
    options = GameConfig(open_counters=config.open_counters, expansion=config.expansion)
    return MatchSetup(seats=seats, rules=options, persona_seed=seed)


class GuestScene(KioskScreen):
    name = "guest"
    music = "menu"

    def __init__(self) -> None:
        super().__init__()
        self.humans = 1
        self.count_buttons: list[TapButton] = []
        self.start = TapButton(N_("Start"), self.start_game, name="start", primary=True)
        self.rules = TapButton(N_("How to play"), self.open_rules, name="rules")
        self.back = TapButton(N_("Back"), self.to_attract, name="back")

    def enter(self) -> None:
        super().enter()
        choices = self.config.humans_choices
        self.humans = min(self.humans, choices[-1])
        self.count_buttons = [
            TapButton(str(n), partial(self.choose, n), name=f"humans_{n}") for n in choices
        ]
        self.buttons = [*self.count_buttons, self.start, self.rules, self.back]
        self._select()
        self.layout(self.size)

    def choose(self, n: int) -> None:
        self.humans = n
        self._select()

    def _select(self) -> None:
        for button in self.count_buttons:
            button.selected = button.name == f"humans_{self.humans}"

    def start_game(self) -> None:
        if self.stack is None:
            return
        config = self.config
        kiosk = self.kiosk
        seed = kiosk.new_seed() if kiosk is not None else random.randrange(1 << 31)
        setup = guest_setup(self.humans, config, seed)
        self.stack.replace(screens(self).table(setup, seed))

    def open_rules(self) -> None:
        if self.stack is not None:
            self.stack.push(kiosk_screens(self).rules())

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th, g = target_h(size), gap(size)
        count_w = int(th * 1.4)
        row_y = int(h * (0.36 if portrait(size) else 0.4))
        lay_row(self.count_buttons, (w // 2, row_y), count_w, size)
        if portrait(size):
            lay_column(
                [self.start, self.rules, self.back], w // 2, row_y + th + 2 * g, int(w * 0.7), size
            )
        else:
            lay_row([self.start], (w // 2, row_y + th + 2 * g), int(w * 0.34), size)
            lay_row(
                [self.rules, self.back], (w // 2, row_y + 2 * (th + 2 * g)), int(w * 0.26), size
            )

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        w, h = self.size
        self.draw_title(surface, _("How many people are playing?"), int(h * 0.12), 0.065)
        bots = self.config.table_size - self.humans
        people = ngettext("{count} player", "{count} players", self.humans)
        line = people.format(count=self.humans)
        if bots:
            with_bots = ngettext("{count} bot", "{count} bots", bots).format(count=bots)
            line = _("{players} and {bots}").format(players=line, bots=with_bots)
        theme.draw_text(
            surface,
            line,
            (w // 2, int(h * 0.12) + font_px(self.size, 0.085)),
            font_px(self.size, 0.045),
            theme.BRASS,
            "bold",
            look=look,
        )
        self.draw_buttons(surface)
