"""Drawing the "thinking" cue of a bot that thinks for a noticeable time (expert: about a
second a move): a pulsing ring round its seat plate and a "Thinking…" pill whose dots
count up, so a wait reads as thought, not as a frozen game. Quick levels keep only the
plate's small dots (draw_seats.py); their answer comes within the bots' visible pause.

Reads the scene's layout, setup and whose decision it is; changes nothing.
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import pygame

from game.app import compose, sprites, theme
from game.app.theme import px
from game.bots import thinking_budget_ms

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

# A bot that may think at least this long a move gets the cue (hard's 80 ms hides in the
# bots' 0.6 s visible pause; expert's second does not).
NOTICEABLE_MS = 300.0


@functools.cache
def thinks_visibly(level: str) -> bool:
    """Does a bot of `level` think long enough to show the cue? (Cached: asked a frame.)"""
    try:
        budget = thinking_budget_ms(level)
    except ValueError:  # not a bot level (a human seat)
        return False
    return budget is not None and budget >= NOTICEABLE_MS


def cue_seat(table: TableScene) -> int | None:
    """The seat showing the cue now: a visibly thinking bot whose decision it is."""
    seat = table.turns.thinking_seat()
    if seat is None or not thinks_visibly(table.match.kind_of(seat)):
        return None
    return seat


def draw_thinking(surface: pygame.Surface, table: TableScene) -> None:
    seat = cue_seat(table)
    if seat is None:
        return
    lay = table.layout
    s = lay.s
    sl = lay.seats[seat]
    badge = pygame.Rect(0, 0, sl.badge_d, sl.badge_d)
    badge.center = sl.badge_center
    plate = sl.plate.union(badge)
    wave = 0.5 + 0.5 * math.sin(table.time * 4.0)
    grow = px(6 + 6 * wave, s)
    ring = plate.inflate(grow * 2, grow * 2)
    compose.rect(surface, theme.INK, ring.inflate(px(4, s), px(4, s)), px(7, s), px(20, s))
    compose.rect(surface, theme.BRASS, ring, px(4, s), border_radius=px(18, s))
    dots = int(table.time * 3) % 4
    # The dots' room is kept (spaces) so the pill does not change width as they count.
    text = "Thinking" + "." * dots + " " * (3 - dots)
    label = theme.render_text(text, px(24, s), theme.INK, "bold")
    pill = label.get_rect().inflate(px(24, s), px(10, s))
    pill.midbottom = (plate.centerx, ring.top - px(4, s))
    if pill.top < 0:  # a seat at the top edge: under its plate instead
        pill.midtop = (plate.centerx, ring.bottom + px(4, s))
    surface.blit(sprites.rounded_rect(pill.size, theme.BRASS, pill.h // 2, 255), pill)
    surface.blit(label, label.get_rect(midleft=(pill.left + px(12, s), pill.centery)))
