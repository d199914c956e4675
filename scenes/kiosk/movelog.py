"""The move log at a kiosk: the table's log with finger-sized buttons, text sized from the
screen's shorter side, a press state and a sound on every tap, and the idle clock.

Left open and untouched for the idle timeout it closes itself. If the guest's decision
is waiting, the table's "Still playing?" countdown follows at once; if bots are still
playing, the table's own idle clock takes over from there.
"""

from __future__ import annotations

import pygame

from game.app.intents import IntentEvent
from scenes.kiosk.widgets import FLASH, font_px, gap, kiosk_of, portrait, target_h
from scenes.movelog import MoveLogScene


class KioskMoveLog(MoveLogScene):
    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.entered_at: float | None = None
        self.flash: dict[tuple[int, int, int, int], float] = {}

    # Kiosk services ---------------------------------------------------------------------
    def enter(self) -> None:
        kiosk = kiosk_of(self)
        self.entered_at = kiosk.now() if kiosk is not None else None

    # Layout -----------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)  # the scale the panel's frame is drawn at
        w, h = size
        t, g = target_h(size), gap(size)
        width = w - 2 * g if portrait(size) else min(w - 2 * g, int(h * 1.6))
        self.panel = pygame.Rect(0, 0, width, h - 2 * g)
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-2 * g, -2 * g)
        self.close_rect = pygame.Rect(0, 0, int(t * 2.2), t)
        self.close_rect.topright = inner.topright
        button = pygame.Rect(0, 0, int(t * 1.2), t)
        self.down_rect = button.copy()
        self.down_rect.bottomright = inner.bottomright
        self.up_rect = button.copy()
        # Rounds change at the bottom left (kiosk games are one round: rarely shown).
        self.prev_rect = button.copy()
        self.prev_rect.bottomleft = inner.bottomleft
        self.next_rect = self.prev_rect.move(button.w + g, 0)
        top = self.close_rect.bottom + g
        if portrait(size):
            # Scroll buttons on the bottom row, so lines get the whole narrow width.
            self.up_rect.bottomright = (self.down_rect.left - g, inner.bottom)
            bottom, right = inner.bottom - t - g, inner.right
        else:
            self.up_rect.topright = (inner.right, top)
            bottom = inner.bottom - (t + g if self.story.round > 1 else 0)
            right = self.up_rect.left - g
        self.body = pygame.Rect(inner.left, top, right - inner.left, bottom - top)
        self.title_px = font_px(size, 0.05)
        self.title_at = ((inner.left + self.close_rect.left) // 2, self.close_rect.centery)
        self.title_box = pygame.Rect(
            inner.left, self.close_rect.top, self.close_rect.left - g - inner.left, t
        )
        self.label_px = font_px(size, 0.04)
        self.arrow_px = font_px(size, 0.04)
        # Long lines ("Ada: No thanks! (pays a counter; …)") fit a portrait screen's width.
        self.line_px = min(font_px(size, 0.032), max(16, self.body.w // 31))
        self.line_h = int(self.line_px * 1.45)
        self.radius, self.edge = max(8, t // 6), max(2, t // 40)

    def targets(self) -> list[pygame.Rect]:
        """The buttons shown now, which a tap acts on (the kiosk tests check their size)."""
        return [rect for rect, _label in self.shown_buttons()]

    # Input and frame ---------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> bool:
        if event.pos is not None and event.held:
            for rect in self.targets():
                if rect.collidepoint(event.pos):
                    self.flash[tuple(rect)] = FLASH  # type: ignore[index]
                    # Close ("back") and the round arrows ("move") sound by themselves.
                    if rect in (self.up_rect, self.down_rect) and self.app is not None:
                        self.app.audio.play("move")
        return super().handle(event)

    def update(self, dt: float) -> None:
        self.flash = {rect: left - dt for rect, left in self.flash.items() if left > dt}
        kiosk = kiosk_of(self)
        on_top = self.stack is not None and self.stack.top is self
        if kiosk is None or not on_top:
            return
        since = self.entered_at if self.entered_at is not None else kiosk.now()
        if kiosk.idle.idle_for(since) >= kiosk.config.idle_timeout and self.stack is not None:
            self.stack.pop()

    def lit(self, rect: pygame.Rect) -> bool:
        kiosk = kiosk_of(self)
        pressed = kiosk.pressed_pos if kiosk is not None else None
        return tuple(rect) in self.flash or (pressed is not None and rect.collidepoint(pressed))

    def draw_prompts(self, surface: pygame.Surface) -> None:
        """No prompt bar: every action is a labelled button on the screen."""
