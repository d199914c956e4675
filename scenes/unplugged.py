"""The "pad unplugged" panel over the table: whose pad, and what can happen now.

The table pushes it (by name, "unplugged") when a seated pad is unplugged mid-game, even
under the round results or the pause menu. The game waits underneath. It closes itself
when no seat is waiting for its pad any more:
- the same pad (same device GUID) is plugged back in: it has its seat back, no menu
  (unless two seats wait for pads of that GUID: then it is asked to claim one);
- Confirm (A, unless rebound) on a pad that holds no seat: that pad takes the seat;
- "Let a bot play it" (level chosen with LEFT/RIGHT), or "Play it here" (keyboard, mouse
  or touch), chosen by anyone, including the other seated pads.
One panel serves every seat waiting for its pad, first unplugged first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import glyphs, theme, ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.theme import px
from scenes.pause import HandOverRow

if TYPE_CHECKING:
    from scenes.table.couch import CouchDesk


class UnpluggedScene(Scene):
    name = "unplugged"
    opaque = False
    settle_seconds = 0.4  # it opens unbidden: see Scene.settle_seconds

    def __init__(self, couch: CouchDesk) -> None:
        super().__init__()
        self.couch = couch
        self.menu = ui.Menu(
            [
                HandOverRow("Let a bot play it", self._to_bot, name="bot"),
                ui.Button(
                    "Play it here (keyboard, mouse or touch)", self._to_keyboard, name="here"
                ),
                ui.Button("Quit to menu", self._quit, name="quit"),
            ]
        )
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)

    @property
    def seat(self) -> int | None:
        seats = self.couch.away_seats()
        return seats[0] if seats else None

    def _to_bot(self, level: str) -> None:
        if self.seat is not None:
            self.couch.to_bot(self.seat, level)

    def _to_keyboard(self) -> None:
        if self.seat is not None:
            self.couch.to_keyboard(self.seat)

    def _quit(self) -> None:
        if self.stack is not None:
            self.stack.clear_to_named("menu")

    def on_resize(self, size: tuple[int, int]) -> None:
        self.scale = s = theme.scale_for(size)
        cx, cy = size[0] // 2, size[1] // 2
        bounds = self.menu.layout_column(cx, cy + px(10, s), px(640, s), s, row_height=66)
        self.panel = bounds.inflate(px(80, s), px(50, s))
        self.panel.top -= px(190, s)
        self.panel.height += px(190, s)

    def handle(self, event: IntentEvent) -> bool:
        seat = self.seat
        pads = self.couch.pads
        if (
            seat is not None
            and pads is not None
            and event.device is Device.GAMEPAD
            and event.pad is not None
            and event.intent is Intent.CONFIRM
            and event.held
            and pads.seat_of(event.pad) is None
        ):
            self.couch.table.turns.seat_to_human(seat, event.pad)
            if self.app is not None:
                self.app.notify(f"{pads.label(event.pad)} now plays {self.couch.seat_name(seat)}")
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        if self.seat is None and self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        seat = self.seat
        s = self.scale
        theme.dim(surface, 190)
        theme.draw_panel(surface, self.panel, s)
        if seat is None:
            return
        couch = self.couch
        pads = couch.pads
        left = pads.away.get(seat) if pads is not None else None
        who = couch.seat_name(seat)
        pad_name = f"{left.label} ({left.name})" if left is not None else "Their pad"
        cx = self.panel.centerx
        y = self.panel.top + px(50, s)
        size = max(px(26, s), int(surface.get_height() * 0.036))
        theme.draw_text(
            surface, f"{who}'s pad is unplugged", (cx, y), px(46, s), theme.CREAM, "display"
        )
        theme.draw_text(surface, pad_name, (cx, y + px(48, s)), size, theme.MUTED, "body")
        theme.draw_text(
            surface,
            "Plug it back in to carry on, or",
            (cx, y + px(92, s)),
            size,
            theme.CREAM,
            "bold",
        )
        # "[A] on another pad: take the seat", with the glyph of the first seatless pad.
        family = pads.family(next(iter(pads.unseated()), None)) if pads is not None else None
        text = theme.render_text("on another pad takes the seat", size, theme.CREAM, "bold")
        badge_h = int(size * 1.3)
        confirm = glyphs.pad_label(self.app, Intent.CONFIRM, "A")
        badge_w = glyphs.prompt_width(confirm, badge_h, family)  # "LS" is wider than "A"
        total = badge_w + px(10, s) + text.get_width()
        x = cx - total // 2
        line_y = y + px(134, s)
        glyphs.draw_prompt(surface, confirm, (x, line_y), badge_h, family)
        surface.blit(text, text.get_rect(midleft=(x + badge_w + px(10, s), line_y)))
        self.menu.draw(surface)
