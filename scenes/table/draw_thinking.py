"""Drawing the "thinking" cue of a bot that thinks for a noticeable time (expert: about a
second a move): a pulsing ring round its seat plate and a "Thinking…" pill whose dots
count up, so a wait reads as thought, not as a frozen game. Quick levels keep only the
plate's small dots (draw_seats.py); their answer comes within the bots' visible pause.

Reads one `TableFrame` (its `cue_seat`); changes nothing.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.app import compose
from game.draw import sprites, theme
from game.draw.theme import px
from game.i18n import _

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame


def draw_thinking(surface: pygame.Surface, frame: TableFrame) -> None:
    look = frame.look
    seat = frame.cue_seat
    if seat is None:
        return
    lay = frame.layout
    s = lay.s
    sl = lay.seats[seat]
    badge = pygame.Rect(0, 0, sl.badge_d, sl.badge_d)
    badge.center = sl.badge_center
    plate = sl.plate.union(badge)
    # Reduced motion: the ring stands still (the counting dots say it is thinking).
    wave = 0.5 if look.reduced_motion else 0.5 + 0.5 * math.sin(frame.time * 4.0)
    grow = px(6 + 6 * wave, s)
    ring = plate.inflate(grow * 2, grow * 2)
    compose.rect(surface, theme.INK, ring.inflate(px(4, s), px(4, s)), px(7, s), px(20, s))
    compose.rect(surface, theme.BRASS, ring, px(4, s), border_radius=px(18, s))
    dots = int(frame.time * 3) % 4
    # The dots' room is kept (spaces) so the pill does not change width as they count.
    text = _("Thinking") + "." * dots + " " * (3 - dots)
    label = theme.render_text(text, px(24, s), theme.INK, "bold", look=look)
    pill = label.get_rect().inflate(px(24, s), px(10, s))
    pill.midbottom = (plate.centerx, ring.top - px(4, s))
    if pill.top < 0:  # a seat at the top edge: under its plate instead
        pill.midtop = (plate.centerx, ring.bottom + px(4, s))
    surface.blit(sprites.rounded_rect(pill.size, theme.BRASS, pill.h // 2, 255), pill)
    words = pygame.Rect(pill.left + px(12, s), pill.top, pill.w - px(12, s), pill.h)
    theme.draw_text(
        surface, text, words.midleft, px(24, s), theme.INK, "bold", "midleft", box=words, look=look
    )
