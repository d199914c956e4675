"""The attract loop, while nobody plays: a real demo game of bots at a readable speed
behind a pulsing "Tap to play", then the rules carousel (the offer, runs, counters) and
today's best scores, then a new demo game. A tap anywhere opens the guest screen, except
on the row of languages (each named in its own words), which switches the language: the
visitor's choice lasts for their game, then the operator's default returns
(game.kiosk.mode).

    attract (demo table) ──match ends──▶ attract_cards (3 rules + best scores) ──▶ attract
        └──────────── any tap ───────────────┴──▶ guest

Nothing stays still: the demo game moves, the call to play pulses and wanders, and the
cards drift slowly, so no pixel burns in.
"""

from __future__ import annotations

import itertools
import random
from functools import partial

import pygame

from game import i18n
from game.app.intents import Intent, IntentEvent
from game.draw import theme
from game.draw.look import Look
from game.i18n import _
from game.kiosk.config import KioskConfig
from game.match.setup import MatchSetup, SeatSpec
from game.rules import Game, GameConfig
from scenes.kiosk.rules import draw_rule_card
from scenes.kiosk.scores import draw_best_scores
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.table import KioskTable, KioskTableLayout
from scenes.kiosk.widgets import (
    FLASH,
    MIN_TARGET,
    TARGET,
    KioskScreen,
    TapButton,
    drift,
    font_px,
    gap,
    pulse,
)

CARD_SECONDS = 7.0  # each carousel page
DEMO_MAX_SECONDS = 240.0  # a slow demo game is cut short for the carousel
GLOW_STEPS = 5  # colours the call to play steps through
LANGUAGE_DRIFT = 1  # the language buttons wander this share (%) of the shorter side
_seeds = itertools.count(random.randrange(1 << 20))


def demo_setup(config: KioskConfig, seed: int) -> MatchSetup:
    """Bots only, counters open (nobody's secret to keep), with the expansion if the
    operator enabled it, so passers-by see the game guests will play."""
    seats = [SeatSpec(config.bot_level) for _ in range(config.table_size)]
    options = GameConfig(open_counters=True, expansion=config.expansion)
    return MatchSetup(seats=seats, rules=options, persona_seed=seed)


def tap_to_play_box(size: tuple[int, int], center: tuple[int, int]) -> pygame.Rect:
    """Everywhere the call to play can be, as it breathes and wanders."""
    short = min(size)
    box = pygame.Rect(0, 0, int(short * 0.73) + 2 * int(short * 0.03), int(short * 0.19))
    box.center = center
    return box


def draw_tap_to_play(
    surface: pygame.Surface, time: float, center: tuple[int, int], room: int = 0, *, look: Look
) -> None:
    """The pulsing call to play; it wanders a little so it never burns in. `room`: the
    height it may take (0: any), its wandering included, so it never reaches the seats
    above and below it."""
    short = min(surface.get_size())
    dx, dy = drift(time, int(short * 0.03))
    glow = pulse(time)
    # The box breathes (drawn shapes cost nothing to keep); the text only steps through a
    # few colours at one size: each size is a font and each colour a cached text surface,
    # and a smooth pulse would churn hundreds of them (the soak measures it).
    step = round(glow * GLOW_STEPS) / GLOW_STEPS
    box = pygame.Rect(0, 0, int(short * (0.7 + 0.03 * glow)), int(short * (0.12 + 0.01 * glow)))
    if room:
        box.h = min(box.h, room)
        slack = (room - box.h) // 2
        dy = max(-slack, min(slack, dy))
    box.center = (center[0] + dx, center[1] + dy)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (10, 30, 22, 170), layer.get_rect(), border_radius=box.h // 3)
    edge = (*theme.lerp_color(theme.PANEL_EDGE, theme.BRASS, glow), 255)
    pygame.draw.rect(layer, edge, layer.get_rect(), max(2, short // 300), border_radius=box.h // 3)
    surface.blit(layer, box)
    color = theme.lerp_color(theme.BRASS, theme.CREAM, step)
    theme.draw_text(
        surface, _("Tap to play"), None, int(short * 0.07), color, "display", outline=3,
        box=box.inflate(-box.h // 3, -4), look=look,
    )  # fmt: skip
    theme.record_control(surface, box)


class LanguageBar:
    """English, Deutsch, Français, Español: one button each, named in its own language, the
    one in use lit. Placed where it covers nothing the screen shows (`taken`): a block in
    a free corner, else a row or a column along an edge; it drifts a little with the rest
    of the attract screen (no burn-in)."""

    def __init__(self) -> None:
        self.buttons = [
            TapButton(
                own_name, partial(self.choose, code), name=f"language_{code}", translate=False
            )
            for code, own_name in i18n.LANGUAGES.items()
        ]
        self.codes = list(i18n.LANGUAGES)
        self.home: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0) for _ in self.buttons]

    def choose(self, code: str) -> None:
        i18n.set_language(code)

    @staticmethod
    def _arrangements(size: tuple[int, int]) -> list[list[pygame.Rect]]:
        w, h = size
        bh = int(min(size) * (MIN_TARGET + TARGET) / 2)
        bw = int(bh * 1.9)
        g = gap(size)
        edge = g // 2 + LANGUAGE_DRIFT * min(size) // 100

        def grid(x: int, y: int, cols: int) -> list[pygame.Rect]:
            return [
                pygame.Rect(x + (i % cols) * (bw + g), y + (i // cols) * (bh + g), bw, bh)
                for i in range(4)
            ]

        block_w, block_h = 2 * bw + g, 2 * bh + g
        row_w, column_h = 4 * bw + 3 * g, 4 * bh + 3 * g
        return [
            grid(w - edge - block_w, edge, 2),  # corners first: the table's middle stays clear
            grid(edge, edge, 2),
            grid(w - edge - block_w, h - edge - block_h, 2),
            grid(edge, h - edge - block_h, 2),
            grid((w - row_w) // 2, edge, 4),  # then along an edge
            grid((w - row_w) // 2, h - edge - bh, 4),
            grid(w - edge - bw, (h - column_h) // 2, 1),
            grid(edge, (h - column_h) // 2, 1),
            # then any free band across the screen, top down (an upright screen has them)
            *(grid((w - row_w) // 2, y, 4) for y in range(edge, h - edge - bh, max(1, g))),
        ]

    def place(self, size: tuple[int, int], taken: list[pygame.Rect]) -> None:
        """Choose the first arrangement clear of every rect in `taken`."""
        room = 2 * (LANGUAGE_DRIFT * min(size) // 100 + gap(size) // 2)
        arrangements = self._arrangements(size)
        for rects in arrangements:
            if all(r.inflate(room, room).collidelist(taken) < 0 for r in rects):
                self.home = rects
                return
        self.home = arrangements[4]  # nothing is free: the top row

    def follow(self, size: tuple[int, int], time: float) -> None:
        """Drift from the chosen place, and light the language in use."""
        dx, dy = drift(time, LANGUAGE_DRIFT * min(size) // 100)
        for button, home, code in zip(self.buttons, self.home, self.codes, strict=True):
            button.rect = home.move(dx, dy)
            button.selected = code == i18n.language()

    def tap(self, pos: tuple[int, int]) -> bool:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                button.flash = FLASH
                button.action()
                return True
        return False

    def update(self, dt: float) -> None:
        for button in self.buttons:
            button.flash = max(0.0, button.flash - dt)

    def draw(self, surface: pygame.Surface, *, look: Look) -> None:
        for button in self.buttons:
            button.draw(surface, button.flash > 0, look=look)


class AttractLayout(KioskTableLayout):
    """The demo table: no buttons (nobody here decides, and a tap anywhere starts a
    game); the call to play sits where TAKE and NO THANKS! would be."""

    def __init__(self, size: tuple[int, int], players: int, *, look: Look) -> None:
        super().__init__(size, players, look=look)
        reserved = self.take.union(self.pass_)
        self.banner = reserved.center
        self.banner_room = reserved.h
        away = pygame.Rect(-10_000, -10_000, 0, 0)
        self.take, self.pass_, self.menu = away, away.copy(), away.copy()
        self.hint, self.log = away.copy(), away.copy()


class AttractTable(KioskTable):
    """The demo game: the kiosk table with only bots, under the call to play."""

    name = "attract"
    music = "menu"  # (only if the operator turned music on: off by default)
    kiosk_attract = True
    # A demo nobody will continue: saving it would write (and fsync) every bot move
    # around the clock and fill the history with demos.
    results_at_end = False  # (the cards follow)
    saves_match = False

    def __init__(
        self, seed: int | None = None, config: KioskConfig | None = None, game: Game | None = None
    ) -> None:
        self.seed_used = next(_seeds) if seed is None else seed
        config = config or KioskConfig()
        self.languages = LanguageBar()  # before the table lays itself out
        super().__init__(demo_setup(config, self.seed_used), self.seed_used, game)
        self.spoken = i18n.language()

    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        self.layout = layout = AttractLayout(size, self.game.config.players, look=look)
        taken = [seat.box for seat in layout.seats] + [layout.center, layout.hud]
        self.languages.place(size, [*taken, tap_to_play_box(size, layout.banner)])
        self.languages.follow(size, self.time)
        self.start_warming()

    def handle(self, event: IntentEvent) -> bool:
        pointed = event.intent is Intent.POINT and event.held
        if pointed and event.pos is not None and self.languages.tap(event.pos):
            self.play_sound("confirm")
            self.forget_other_languages_words()  # before the next frame draws them
            return True
        if pointed and self.stack is not None:
            self.play_sound("confirm")
            self.stack.replace(kiosk_screens(self).guest())
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.forget_other_languages_words()
        self.languages.update(dt)
        self.languages.follow(self.layout.size, self.time)
        if self.time >= DEMO_MAX_SECONDS and not self.finished and self.stack is not None:
            self.finished = True
            self.stack.replace(kiosk_screens(self).attract_cards())

    def forget_other_languages_words(self) -> None:
        """The bubbles were worded when said: after a switch (a visitor's tap, the
        operator's language coming back) the old language's ones go, not to mix two."""
        if self.spoken != i18n.language():
            self.spoken = i18n.language()
            self.story.speech.clear()
            self.story.waiting.clear()

    def _match_over(self) -> None:
        if self.finished:
            return
        self.finished = True
        if self.stack is not None:
            self.stack.replace(kiosk_screens(self).attract_cards())

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        super().draw(surface)
        layout = self.layout
        assert isinstance(layout, AttractLayout)
        draw_tap_to_play(surface, self.time, layout.banner, layout.banner_room, look=look)
        self.languages.draw(surface, look=look)

    def targets(self) -> list[pygame.Rect]:
        # The languages; a tap anywhere else starts a game.
        return [b.rect.copy() for b in self.languages.buttons]


class AttractCards(KioskScreen):
    """The rules carousel and today's best scores, one page at a time."""

    name = "attract_cards"
    music = "menu"
    kiosk_attract = True
    idle_to_attract = False
    PAGES = 4  # three rule cards, then best scores

    def __init__(self, page: int = 0) -> None:
        super().__init__()
        self.page = page
        self.page_time = 0.0
        self.languages = LanguageBar()
        self.buttons = self.languages.buttons  # tapped like any kiosk button

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        short = min(size)
        title = pygame.Rect(0, 0, w, font_px(size, 0.05) * 2)
        title.center = (w // 2, int(h * 0.1))
        card = pygame.Rect(0, 0, int(short * 0.9), int(short * 0.6))
        card.center = (w // 2, int(h * 0.47))
        drifted = int(short * 0.025)  # the pages wander this far
        shown = card if self.page < 3 else self.scores_area()
        taken = [r.inflate(2 * drifted, 2 * drifted) for r in (title, shown)]
        self.languages.place(size, [*taken, tap_to_play_box(size, (w // 2, int(h * 0.9)))])
        self.languages.follow(size, self.time)

    def scores_area(self) -> pygame.Rect:
        """Where today's best scores go: room left below them for the languages."""
        w, h = self.size
        area = pygame.Rect(0, 0, int(w * 0.9), int(h * 0.42))
        area.center = (w // 2, int(h * 0.41))
        return area

    def update(self, dt: float) -> None:
        super().update(dt)
        self.languages.follow(self.size, self.time)
        self.page_time += dt
        if self.page_time >= CARD_SECONDS:
            self.page_time = 0.0
            self.page += 1
            if self.page >= self.PAGES and self.stack is not None:
                self.stack.replace(kiosk_screens(self).attract())
            else:
                self.layout(self.size)  # the languages find room on the new page

    def tap_elsewhere(self, pos: tuple[int, int]) -> bool:
        if self.stack is not None:
            self.play("confirm")
            self.stack.replace(kiosk_screens(self).guest())
        return True

    def targets(self) -> list[pygame.Rect]:
        # The languages; a tap anywhere else starts a game.
        return [b.rect.copy() for b in self.languages.buttons]

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        w, h = self.size
        short = min(self.size)
        dx, dy = drift(self.time, int(short * 0.025))
        if self.page < 3:
            rect = pygame.Rect(0, 0, int(short * 0.9), int(short * 0.6))
            rect.center = (w // 2 + dx, int(h * 0.47) + dy)
            draw_rule_card(surface, self.page, rect, look=look)
            label = _("How to play  {page}/{pages}").format(page=self.page + 1, pages=3)
        else:
            area = self.scores_area().move(dx, dy)
            kiosk = self.kiosk
            if kiosk is not None:
                draw_best_scores(surface, area, kiosk.scores, kiosk.config.table_size, look=look)
            label = _("Today's best")
        theme.draw_text(
            surface,
            label,
            (w // 2 + dx // 2, int(h * 0.1)),
            font_px(self.size, 0.05),
            theme.MUTED,
            "bold",
            look=look,
        )
        draw_tap_to_play(surface, self.time + 2.0, (w // 2, int(h * 0.9)), look=look)
        self.draw_buttons(surface)
