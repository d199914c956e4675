"""Drawing the couch part: the whose-turn ring in the seat's colour (pulsing wider after a
nudge) and the drop-in offers ("Pad 3: Take over Felix?").

Reads one `TableFrame`; changes nothing.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.app import compose, glyphs
from game.draw import sprites, theme
from game.draw.theme import px
from game.i18n import _
from scenes.table.draw_centre import caption_bounds

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame
    from scenes.table.layout import TableLayout


def draw_turn_ring(surface: pygame.Surface, frame: TableFrame) -> None:
    look = frame.look
    seat = frame.human_turn
    if seat is None:
        return
    s = frame.layout.s
    sl = frame.layout.seats[seat]
    badge = pygame.Rect(0, 0, sl.badge_d, sl.badge_d)
    badge.center = sl.badge_center
    plate = sl.plate.union(badge)
    nudge = frame.nudge
    # Reduced motion: a steady ring (the nudge widens it once, it does not throb).
    still = look.reduced_motion
    wave = 1.0 if still else 0.5 + 0.5 * math.sin(frame.time * (9 if nudge else 4))
    grow = px(7 + 3 * wave + 14 * nudge * wave, s)
    ring = plate.inflate(grow * 2, grow * 2)
    color = frame.seats[seat].look.color
    compose.rect(surface, theme.INK, ring.inflate(px(4, s), px(4, s)), px(8, s), px(20, s))
    compose.rect(surface, color, ring, px(5, s), border_radius=px(18, s))


def offer_place(
    lay: TableLayout, count: int, caption: pygame.Rect | None = None
) -> tuple[list[pygame.Rect], bool]:
    """Where `count` drop-in offers go, and whether they take the place of the question of
    the player to move: on free table if any (never on a seat), else above the question
    over the top seats' cards, clear of their plates; never on the question ("Pad 7: Take
    over Esme?" covered it). Where nothing is free (TV text at five seats and more, seven
    at 800x450) the offers take the question's place until answered: the turn's glow and
    its buttons still say whose turn it is. `caption`: where the question is drawn
    (`draw_centre.caption_bounds`; with TV text it may stand four lines tall between the
    top seats): the room of two lines on the card's top is kept clear in any case."""
    s = lay.s
    w, h = lay.size
    row_h = max(px(58, s), int(h * 0.075))
    gap = px(8, s)
    width = min(w - px(40, s), px(760, s))
    block_h = count * row_h + (count - 1) * gap
    two_lines = pygame.Rect(0, 0, lay.caption_w, px(72, s))
    two_lines.midbottom = (lay.caption[0], lay.card.top)
    caption = two_lines if caption is None else two_lines.union(caption)
    screen = pygame.Rect(0, 0, w, h)
    seats = [seat.box for seat in lay.seats]
    # The centre with room round it: the high bidder's name is drawn by the pot.
    blocks = [*seats, lay.menu, lay.log, caption, lay.center.inflate(px(40, s), px(40, s))]

    def band_at(y: int) -> pygame.Rect:
        band = pygame.Rect(0, y, width, block_h)
        band.centerx = w // 2
        return band

    top = None
    for y in (lay.take.bottom + gap, caption.top - gap - block_h, caption.bottom + gap):
        if screen.contains(band_at(y)) and band_at(y).collidelist(blocks) < 0:
            top = y
            break
    takes = False
    if top is None:
        # Above the question, over the top seats' cards (under it, the pot's bid words
        # would be covered), if that leaves their plates and what they say free.
        # Else in the question's place, if that leaves the plates free; else above it
        # all the same.
        above = max(0, caption.top - gap - block_h)
        instead = max(0, caption.bottom - block_h)
        kept = [*(seat.plate for seat in lay.seats), lay.menu, lay.log]
        clear_above = band_at(above).collidelist(kept) < 0
        if not clear_above:
            # Higher still, clear of the plates it met (three seats with TV text: the
            # side seats' plates), where the screen has the room.
            met = [rect for rect in kept if band_at(above).colliderect(rect)]
            higher = min(rect.top for rect in met) - gap - block_h
            if higher >= 0 and band_at(higher).collidelist(kept) < 0:
                above, clear_above = higher, True
        if clear_above or band_at(instead).collidelist(kept) >= 0:
            top = above
        else:
            top, takes = instead, True
    rects = []
    for n in range(count):
        rect = pygame.Rect(0, 0, width, row_h)
        rect.midtop = (w // 2, top + n * (row_h + gap))
        rects.append(rect)
    return rects, takes


def offers_take_question(frame: TableFrame) -> bool:
    """Whether drop-in offers show in the place of the turn's question (`offer_place`)."""
    if not frame.offers:
        return False
    question = caption_bounds(frame, frame.caption) if frame.caption else None
    return offer_place(frame.layout, len(frame.offers), question)[1]


def draw_offers(surface: pygame.Surface, frame: TableFrame) -> list[pygame.Rect]:
    """The drop-in offers, clear of the question of the player to move; returns their
    panels."""
    if not frame.offers:
        return []
    look = frame.look
    lay = frame.layout
    s = lay.s
    h = lay.size[1]
    question = caption_bounds(frame, frame.caption) if frame.caption else None
    rects, _takes = offer_place(lay, len(frame.offers), question)
    row_h = rects[0].h
    for offer, rect in zip(frame.offers, rects, strict=True):
        surface.blit(
            sprites.rounded_rect(rect.size, theme.PANEL, px(16, s), 240, px(3, s), theme.BRASS),
            rect,
        )
        seat = offer.seat
        badge_d = int(row_h * 0.8)
        badge = sprites.badge(frame.seats[seat].look, badge_d)
        surface.blit(badge, badge.get_rect(midleft=(rect.x + px(12, s), rect.centery)))
        size = max(px(26, s), int(h * 0.036))
        family = offer.family
        badge_h = int(row_h * 0.62)
        x = rect.right - px(14, s)
        no, yes = frame.offer_keys
        for label, word in ((no, _("No")), (yes, _("Yes"))):
            word_w = theme.font(max(size, look.text_floor, theme.MIN_TEXT), "bold").size(word)[0]
            x -= word_w
            word_box = pygame.Rect(x, rect.top, word_w, rect.h)
            theme.draw_text(
                surface, word, None, size, theme.BRASS, "bold", "midleft", box=word_box, look=look
            )
            width = glyphs.prompt_width(label, badge_h, family, look=look)
            x -= width + px(6, s)
            bounds = pygame.Rect(
                x - badge_h, rect.centery - badge_h, width + 2 * badge_h, 2 * badge_h
            )
            compose.call(
                surface, bounds, glyphs.draw_prompt, label, (x, rect.centery), badge_h, family, look
            )
            x -= px(18, s)
        # The offer ("Pad 3: Take over Felix?") between the badge and the answers, on two
        # lines if one is too short.
        left = rect.x + badge_d + px(24, s)
        theme.draw_text(
            surface, offer.text, None, size, theme.CREAM, "bold", "midleft",
            box=pygame.Rect(left, rect.top + 2, max(1, x - left), rect.h - 4), lines=2, look=look,
        )  # fmt: skip
        if offer.several:
            arrow = px(20, s)
            for centre, way in (
                ((rect.x - px(14, s), rect.centery), "left"),
                ((rect.right + px(14, s), rect.centery), "right"),
            ):
                bounds = pygame.Rect(0, 0, 2 * arrow + 6, 2 * arrow + 6)
                bounds.center = centre
                compose.call(surface, bounds, theme.draw_arrow, centre, arrow, way, theme.BRASS)
    return rects
