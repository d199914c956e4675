"""Drawing one seat: its plate (badge, name, role, counters or a secret chip), the
"thinking" dots, the peek prompt (in the plate, so it covers no card), and its display
of cards grouped into runs. The seat to act glows.

Reads one `TableFrame`; changes nothing.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.app import compose
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from scenes.levels import HUMAN, level_label
from scenes.table import specials

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame


def role_text(kind: str, has_pad: bool) -> str:
    if kind == HUMAN:
        return _("Human · pad") if has_pad else _("Human")
    return _("{level} bot").format(level=level_label(kind))


def _peek_beside(
    frame: TableFrame, seat: int, peek: str, size: int, line_h: int
) -> tuple[pygame.Rect, str] | None:
    """Where the TV text peek prompt goes when under the plate it would lie over the
    seat's own cards (a seat whose display hangs below its plate, as the kiosk's bottom
    seat): a line beside the plate, right or left, clear of the table's middle, the
    other seats and the buttons in the corners. None: under the plate is free (or no
    side has room, and it stays there)."""
    lay = frame.layout
    s = lay.s
    sl = lay.seats[seat]
    plate = sl.plate
    under = pygame.Rect(0, plate.bottom + px(14, s), plate.w, 2 * line_h)
    under.centerx = plate.centerx
    cards = [rect for _card, _style, rect in lay.slots(seat, frame.view.displays[seat])]
    hits = under.collidelist(cards) >= 0 if cards else under.colliderect(sl.display)
    if not hits:
        return None
    ring = px(14, s)  # clear of the turn ring's widest pulse, as under the plate
    width = theme.font(size, "bold").size(peek)[0] + 2
    screen = pygame.Rect(0, 0, *lay.size).inflate(-2 * px(6, s), -2 * px(6, s))
    blocks = [other.box for n, other in enumerate(lay.seats) if n != seat]
    blocks += [lay.center, lay.menu, lay.log, lay.hud, lay.hint, *cards]
    right = pygame.Rect(plate.right + ring, 0, width, line_h)
    left = pygame.Rect(0, 0, width, line_h)
    left.right = plate.left - ring
    for box, anchor in ((right, "midleft"), (left, "midright")):
        box.centery = plate.centery
        if screen.contains(box) and box.collidelist(blocks) < 0:
            return box, anchor
    return None


def draw_seat(surface: pygame.Surface, frame: TableFrame, seat: int, look: Look) -> None:
    """Seat `seat`'s plate and display, drawn in `look` (its own pad's glyphs)."""
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
    one_line = lay.tv or look.text_floor > px(16, s)
    # Counters at the plate's right: chip and count, or a face-down chip when secret.
    chip_d = px(26, s)
    cx = plate.right - px(62, s)
    counter_left = cx - chip_d // 2 - px(6, s)
    name_y = plate.centery - (0 if one_line else px(9, s))
    chip_y = plate.centery
    peek = mine.peek_prompt
    below = peek or role_text(mine.kind, mine.has_pad)
    below_size, below_kind = px(16, s), "bold" if peek else "body"
    below_w = counter_left - text_x
    # A long peek prompt ("Maintenez ici pour regarder") takes the whole second line and
    # the counters go up beside the name, rather than run into the "?".
    fitted = theme.fit_text(below, below_size, below_kind, below_w, look=look)
    if not one_line and peek and (fitted.shrunk or fitted.ellipsised):
        below_w = plate.right - px(6, s) - text_x
        chip_y = name_y
    lines_box = pygame.Rect(text_x, plate.top - px(4, s), 0, plate.h + px(8, s))
    theme.draw_text(
        surface, mine.name, (text_x, name_y), px(24, s), theme.CREAM, "bold", anchor="midleft",
        box=pygame.Rect(text_x, lines_box.top, counter_left - text_x, lines_box.h), may_cut=True,
        look=look,
    )  # fmt: skip
    if not one_line:
        theme.draw_text(
            surface, below, (text_x, plate.centery + px(12, s)), below_size,
            theme.BRASS if peek else theme.MUTED, below_kind, anchor="midleft",
            box=pygame.Rect(text_x, lines_box.top, below_w, lines_box.h), look=look,
        )  # fmt: skip
    elif peek:  # TV text: the plate holds the name alone; the prompt goes under it
        # Below the turn ring's widest pulse (draw_couch.draw_turn_ring), not under it,
        # as wide as the table is free beside the seat, on two lines if need be.
        top = plate.bottom + px(14, s)
        drawn = max(px(14, s), look.text_floor, theme.MIN_TEXT)
        line_h = theme.font(drawn, "bold").get_linesize() + 1
        box = pygame.Rect(sl.box.x, top, sl.box.w, 2 * line_h)
        left, right = px(6, s), lay.size[0] - px(6, s)
        for other in lay.seats:
            near = other.box
            if near is sl.box or near.bottom <= box.top or near.top >= box.bottom:
                continue
            if near.right <= sl.box.left:
                left = max(left, near.right + px(6, s))
            elif near.left >= sl.box.right:
                right = min(right, near.left - px(6, s))
        box = pygame.Rect(left, top, max(sl.box.w, right - left), 2 * line_h)
        pos, anchor = (plate.centerx, top), "midtop"
        beside = _peek_beside(frame, seat, peek, drawn, line_h)
        if beside is not None:
            box, anchor = beside
            pos = getattr(box, anchor)
        theme.draw_text(
            surface, peek, pos, px(14, s), theme.BRASS, "bold",
            anchor=anchor, shadow=1, box=box, lines=2, look=look,
        )  # fmt: skip
    visible = mine.counters_visible
    chip = sprites.chip(chip_d, hidden=not visible)
    surface.blit(chip, chip.get_rect(center=(cx, chip_y)))
    count = str(v.counters[seat]) if visible else "?"
    theme.draw_text(
        surface,
        count,
        (cx + chip_d // 2 + px(6, s), chip_y),
        px(26, s),
        theme.CREAM,
        "display",
        anchor="midleft",
        look=look,
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
        surface.blit(specials.face(card, rect.h, style, look=look), rect)
        theme.record_control(surface, rect)  # no text may lie over a card
    if not cards:
        first_row = pygame.Rect(sl.display.x, sl.display.y, sl.display.w, lay.small_h + px(8, s))
        theme.draw_text(
            surface,
            _("no cards yet"),
            None,
            px(18, s),
            (120, 170, 140),
            "body",
            box=first_row,
            look=look,
        )
