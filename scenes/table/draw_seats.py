"""Drawing one seat: its plate (badge, name, role, counters or a secret chip), the
"thinking" dots, the peek prompt (in the plate, so it covers no card), and its display
of cards grouped into runs. The seat to act glows.

Reads one `TableFrame`; changes nothing.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.app import compose, sprites, theme
from game.app.theme import px
from game.i18n import _
from scenes.levels import HUMAN, level_label
from scenes.table import specials

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame


def role_text(kind: str, has_pad: bool) -> str:
    if kind == HUMAN:
        return _("Human · pad") if has_pad else _("Human")
    return _("{level} bot").format(level=level_label(kind))


def draw_seat(surface: pygame.Surface, frame: TableFrame, seat: int) -> None:
    lay = frame.layout
    s = lay.s
    sl = lay.seats[seat]
    v = frame.view
    mine = frame.seats[seat]
    active = v.current == seat and not frame.finished
    plate = sl.plate
    if active:
        pulse = 0.5 + 0.5 * math.sin(frame.time * 5)
        g = sprites.glow(plate.size, theme.BRASS, px(18, s), px(14, s))
        g.set_alpha(int(150 + 105 * pulse))
        surface.blit(g, g.get_rect(center=plate.center))
    fill = (58, 44, 20) if active else theme.PANEL
    edge = theme.BRASS if active else theme.PANEL_EDGE
    # The human to act can click their plate to peek: it lights under the mouse.
    width = px(4, s) if frame.hovered(plate) and plate in frame.clickable else px(2, s)
    surface.blit(sprites.rounded_rect(plate.size, fill, px(14, s), 235, width, edge), plate)
    badge = sprites.badge(mine.look, sl.badge_d)
    surface.blit(badge, badge.get_rect(center=sl.badge_center))
    text_x = sl.badge_center[0] + sl.badge_d // 2 + px(8, s)
    # The TV text floor on a layout not made for it (the kiosk's): one line per plate too.
    one_line = lay.tv or theme.text_floor() > px(16, s)
    name_size = px(24, s)
    theme.draw_text(
        surface,
        mine.name,
        (text_x, plate.centery - (0 if one_line else px(9, s))),
        name_size,
        theme.CREAM,
        "bold",
        anchor="midleft",
    )
    peek = mine.peek_prompt
    if not one_line:
        theme.draw_text(
            surface,
            peek or role_text(mine.kind, mine.has_pad),
            (text_x, plate.centery + px(12, s)),
            px(16, s),
            theme.BRASS if peek else theme.MUTED,
            "bold" if peek else "body",
            anchor="midleft",
        )
    elif peek:  # TV text: the plate holds the name alone; the prompt goes under it
        theme.draw_text(
            surface,
            peek,
            # Below the turn ring's widest pulse (draw_couch.draw_turn_ring), not under it.
            (plate.centerx, plate.bottom + px(14, s)),
            px(14, s),
            theme.BRASS,
            "bold",
            anchor="midtop",
            shadow=1,
        )
    # Counters: chip and count, or a face-down chip when secret.
    chip_d = px(26, s)
    cx = plate.right - px(62, s)
    visible = mine.counters_visible
    chip = sprites.chip(chip_d, hidden=not visible)
    surface.blit(chip, chip.get_rect(center=(cx, plate.centery)))
    count = str(v.counters[seat]) if visible else "?"
    theme.draw_text(
        surface,
        count,
        (cx + chip_d // 2 + px(6, s), plate.centery),
        px(26, s),
        theme.CREAM,
        "display",
        anchor="midleft",
    )
    if frame.thinking_seat == seat:
        dots = int(frame.time * 3) % 4
        for i in range(3):
            alpha_on = i < dots
            c = theme.BRASS if alpha_on else (90, 90, 70)
            compose.circle(
                surface,
                c,
                (plate.right - px(14, s) - (2 - i) * px(10, s), plate.top + px(10, s)),
                px(3.5, s),
            )
    # The display, grouped into runs.
    cards = v.displays[seat]
    for card, style, rect in lay.slots(seat, cards):
        if style == "scoring":
            surface.blit(sprites.card_shadow(rect.size), rect.move(-px(3, s), px(2, s)))
        surface.blit(specials.face(card, rect.h, style), rect)
    if not cards:
        theme.draw_text(
            surface,
            _("no cards yet"),
            (sl.display.centerx, sl.display.top + (lay.small_h + px(8, s)) // 2),  # first row
            px(18, s),
            (120, 170, 140),
            "body",
        )
