"""The attract loop, while nobody plays: a real demo game of bots at a readable speed
behind a pulsing "Tap to play", then the rules carousel (the offer, runs, counters) and
today's best scores, then a new demo game. A tap anywhere opens the guest screen.

    attract (demo table) ──match ends──▶ attract_cards (3 rules + best scores) ──▶ attract
        └──────────── any tap ───────────────┴──▶ guest

Nothing stays still: the demo game moves, the call to play pulses and wanders, and the
cards drift slowly, so no pixel burns in.
"""

from __future__ import annotations

import itertools
import random

import pygame

from game.app import theme
from game.app.intents import Intent, IntentEvent
from game.kiosk.config import KioskConfig
from game.match.setup import MatchSetup, SeatSpec
from game.rules import Game, GameConfig
from scenes.kiosk.rules import draw_rule_card
from scenes.kiosk.scores import draw_best_scores
from scenes.kiosk.table import KioskTable, KioskTableLayout
from scenes.kiosk.widgets import KioskScreen, drift, font_px, pulse

CARD_SECONDS = 7.0  # each carousel page
DEMO_MAX_SECONDS = 240.0  # a slow demo game is cut short for the carousel
GLOW_STEPS = 5  # colours the call to play steps through
_seeds = itertools.count(random.randrange(1 << 20))


def demo_setup(config: KioskConfig, seed: int) -> MatchSetup:
    """Bots only, counters open (nobody's secret to keep), with the expansion if the
    operator enabled it, so passers-by see the game guests will play."""
    seats = [SeatSpec(config.bot_level) for _ in range(config.table_size)]
    options = GameConfig(open_counters=True, expansion=config.expansion)
    return MatchSetup(seats=seats, rules=options, persona_seed=seed)


def draw_tap_to_play(
    surface: pygame.Surface, time: float, center: tuple[int, int], room: int = 0
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
        surface, "Tap to play", None, int(short * 0.07), color, "display", outline=3,
        box=box.inflate(-box.h // 3, -4),
    )  # fmt: skip
    theme.record_control(surface, box)


class AttractLayout(KioskTableLayout):
    """The demo table: no buttons (nobody here decides, and a tap anywhere starts a
    game); the call to play sits where TAKE and NO THANKS! would be."""

    def __init__(self, size: tuple[int, int], players: int) -> None:
        super().__init__(size, players)
        reserved = self.take.union(self.pass_)
        self.banner = reserved.center
        self.banner_room = reserved.h
        away = pygame.Rect(-10_000, -10_000, 0, 0)
        self.take, self.pass_, self.menu = away, away.copy(), away.copy()
        self.hint, self.log = away.copy(), away.copy()


class AttractTable(KioskTable):
    """The demo game: the kiosk table with only bots, under the call to play."""

    name = "attract"
    kiosk_attract = True
    # A demo nobody will continue: saving it would write (and fsync) every bot move
    # around the clock and fill the history with demos.
    saves_match = False

    def __init__(
        self, seed: int | None = None, config: KioskConfig | None = None, game: Game | None = None
    ) -> None:
        self.seed_used = next(_seeds) if seed is None else seed
        config = config or KioskConfig()
        super().__init__(demo_setup(config, self.seed_used), self.seed_used, game)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = AttractLayout(size, self.game.config.players)
        self.start_warming()

    def handle(self, event: IntentEvent) -> bool:
        if event.intent is Intent.POINT and event.held and self.stack is not None:
            self.play_sound("confirm")
            self.stack.replace_named("guest")
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.time >= DEMO_MAX_SECONDS and not self.finished and self.stack is not None:
            self.finished = True
            self.stack.replace_named("attract_cards")

    def _match_over(self) -> None:
        if self.finished:
            return
        self.finished = True
        if self.stack is not None:
            self.stack.replace_named("attract_cards")

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        layout = self.layout
        assert isinstance(layout, AttractLayout)
        draw_tap_to_play(surface, self.time, layout.banner, layout.banner_room)

    def targets(self) -> list[pygame.Rect]:
        return [pygame.Rect((0, 0), self.layout.size)]  # the whole screen


class AttractCards(KioskScreen):
    """The rules carousel and today's best scores, one page at a time."""

    name = "attract_cards"
    kiosk_attract = True
    idle_to_attract = False
    PAGES = 4  # three rule cards, then best scores

    def __init__(self, page: int = 0) -> None:
        super().__init__()
        self.page = page
        self.page_time = 0.0

    def update(self, dt: float) -> None:
        super().update(dt)
        self.page_time += dt
        if self.page_time >= CARD_SECONDS:
            self.page_time = 0.0
            self.page += 1
            if self.page >= self.PAGES and self.stack is not None:
                self.stack.replace_named("attract")

    def tap_elsewhere(self, pos: tuple[int, int]) -> bool:
        if self.stack is not None:
            self.play("confirm")
            self.stack.replace_named("guest")
        return True

    def targets(self) -> list[pygame.Rect]:
        return [pygame.Rect((0, 0), self.size)]

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        w, h = self.size
        short = min(self.size)
        dx, dy = drift(self.time, int(short * 0.025))
        if self.page < 3:
            rect = pygame.Rect(0, 0, int(short * 0.9), int(short * 0.6))
            rect.center = (w // 2 + dx, int(h * 0.47) + dy)
            draw_rule_card(surface, self.page, rect, self.config.language)
            label = f"How to play  {self.page + 1}/3"
        else:
            area = pygame.Rect(0, 0, int(w * 0.9), int(h * 0.62))
            area.center = (w // 2 + dx, int(h * 0.49) + dy)
            kiosk = self.kiosk
            if kiosk is not None:
                draw_best_scores(surface, area, kiosk.scores, kiosk.config.table_size)
            label = "Today's best"
        theme.draw_text(
            surface,
            label,
            (w // 2 + dx // 2, int(h * 0.1)),
            font_px(self.size, 0.05),
            theme.MUTED,
            "bold",
        )
        draw_tap_to_play(surface, self.time + 2.0, (w // 2, int(h * 0.9)))
