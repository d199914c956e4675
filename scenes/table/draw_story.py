"""Drawing the story: a speech bubble at the seat that just acted ("No thanks!",
"Takes 27 +4") and the Log button that opens the move log.

The bubble sits on the seat's own name plate, over its second line (the role), just
under the speaker's name: inside the seat's block, so it never covers another seat, a
button, or a card. Reads the scene's `MoveStory` and layout; changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import compose, sprites, theme
from game.app.intents import Device, Intent
from game.app.theme import px
from scenes.table.draw_buttons import draw_small_button

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

TAKE_GREEN = (58, 150, 92)
SPECIAL_BRASS = (150, 108, 36)
BUBBLE_COLORS = {
    "take": TAKE_GREEN,
    "pass": theme.TOMATO,
    "bid": TAKE_GREEN,
    "decline": theme.TOMATO,
    "special": SPECIAL_BRASS,
}


def speech_rect(table: TableScene, seat: int) -> pygame.Rect:
    """The bubble's box: the plate's second line (its role), from the badge to the counter
    chip, so the speaker's name stays readable above it."""
    s = table.layout.s
    sl = table.layout.seats[seat]
    left = sl.badge_center[0] + sl.badge_d // 2 + px(2, s)
    right = sl.plate.right - px(80, s)
    top = sl.plate.centery - px(1, s)
    return pygame.Rect(left, top, right - left, sl.plate.bottom + px(6, s) - top)


def draw_speech(surface: pygame.Surface, table: TableScene, seat: int) -> None:
    said = table.story.speech_at(seat, table.time, table.settings.animation_multiplier)
    if said is None:
        return
    s = table.layout.s
    box = speech_rect(table, seat)
    if box.w < 8 or box.h < 8:
        return
    color = BUBBLE_COLORS.get(said.kind, theme.PANEL)
    # A tail pointing at the speaker's badge.
    tail = px(9, s)
    compose.polygon(
        surface,
        theme.CREAM,
        [
            (box.left - tail, box.centery),
            (box.left + 2, box.centery - tail),
            (box.left + 2, box.centery + tail),
        ],
    )
    surface.blit(sprites.rounded_rect(box.size, color, box.h // 2, 255, px(2, s), theme.CREAM), box)
    size = px(21, s)
    label = theme.render_text(said.text, size, theme.CREAM, "display", outline=1)
    while label.get_width() > box.w - px(12, s) and size > 9:
        size -= 1
        label = theme.render_text(said.text, size, theme.CREAM, "display", outline=1)
    surface.blit(label, label.get_rect(center=box.center))


def draw_log_button(surface: pygame.Surface, table: TableScene) -> None:
    device = table.app.last_device if table.app is not None else Device.KEYBOARD
    key = "L" if device is Device.KEYBOARD else table.prompt_label(Intent.UP)
    draw_small_button(surface, table, table.layout.log, "Log", key)
