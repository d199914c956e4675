"""Drawing the middle of the table: the felt and its ring, the match heads-up (round, tactical
marker, open counters), the deck, the face-up card, the pot and the turn caption.

Reads the scene's view, layout and game config; changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import compose
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from scenes.table import specials

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame

# By size and high contrast (its felt is near-black).
_background: dict[tuple[tuple[int, int], bool], pygame.Surface] = {}


def draw_background(surface: pygame.Surface, look: Look) -> None:
    """The felt with the table's ring, composed once per size into one opaque surface:
    one plain blit a frame instead of the felt plus a full-screen alpha layer."""
    size = surface.get_size()
    key = (size, look.high_contrast)
    bg = _background.get(key)
    if bg is None:
        bg = pygame.Surface(size)
        theme.draw_felt(bg, look=look)
        w, h = size
        r = pygame.Rect(0, 0, int(w * 0.56), int(h * 0.56))
        r.center = (w // 2, int(h * 0.5))
        ring = pygame.Surface(r.size, pygame.SRCALPHA)  # only as big as the ellipse
        pygame.draw.ellipse(ring, (255, 255, 255, 14), ring.get_rect())
        pygame.draw.ellipse(ring, (246, 186, 64, 40), ring.get_rect(), max(1, min(w, h) // 240))
        bg.blit(ring, r)
        if pygame.display.get_surface() is not None:
            bg = bg.convert()
        _background.clear()  # one size at a time: the window's
        _background[key] = bg
    surface.blit(bg, (0, 0))


def draw_hud(surface: pygame.Surface, frame: TableFrame) -> None:
    """Round, and with the tactical variant the cards it took out, labelled as such."""
    look = frame.look
    s = frame.layout.s
    hud = frame.layout.hud
    v = frame.view
    x = hud.x + px(6, s)
    label = (
        _("Round {round} of {rounds}").format(round=max(1, v.round), rounds=v.rounds)
        if v.rounds > 1
        else _("Single round")
    )
    # As wide as the table is free beside it (a longer language's "Single round").
    width = max(hud.right, _room_right(frame, x, hud.top, hud.bottom)) - x
    y = hud.y + px(4, s)
    if frame.layout.portrait:
        # Upright, the heads-up sits in a bottom corner: what it holds ends at its bottom,
        # so a label wrapped onto two lines (larger text) grows upward, not off the screen.
        y = min(y, hud.bottom - _hud_height(frame, label, width))
    drawn = theme.draw_text(
        surface, label, (x, y), px(24, s), theme.CREAM, "bold", "topleft", shadow=2,
        box=_line_box(x, y, width, px(24, s), 2, look=look), lines=2, look=look,
    )  # fmt: skip
    y = max(hud.y + px(36, s), drawn.bottom + px(2, s))
    if frame.tactical:
        drawn = theme.draw_text(
            surface, _("Tactical: out of play"), (x, y), px(18, s), theme.BRASS, "bold",
            "topleft", box=_line_box(x, y, width, px(18, s), look=look), look=look,
        )  # fmt: skip
        y = max(y + px(24, s), drawn.bottom + px(2, s))
        for card in v.removed:
            face = specials.face(card, px(44, s), "muted", look=look)
            surface.blit(face, (x, y))
            x += face.get_width() + px(4, s)
        y += px(50, s)
    if frame.open_counters:
        x = hud.x + px(6, s)
        theme.draw_text(
            surface, _("Open counters"), (x, y), px(18, s), theme.MUTED, "bold", "topleft",
            shadow=2, box=_line_box(x, y, width, px(18, s), look=look), look=look,
        )  # fmt: skip


def _hud_height(frame: TableFrame, label: str, width: int) -> int:
    """How tall `draw_hud` draws: the label's lines, then the tactical variant's caption
    and cards and "Open counters" where they show (mirrors its steps)."""
    look = frame.look
    s = frame.layout.s
    fitted = theme.fit_text(label, px(24, s), "bold", width, lines=2, look=look)
    line = theme.font(fitted.size, "bold").get_linesize()
    height = max(px(32, s), len(fitted.lines) * line + px(2, s))
    if frame.tactical:
        caption = _line_box(0, 0, width, px(18, s), look=look).h
        height += max(px(24, s), caption + px(2, s)) + px(50, s)
    if frame.open_counters:
        height += _line_box(0, 0, width, px(18, s), look=look).h
    return height


def _room_right(frame: TableFrame, x: int, top: int, bottom: int) -> int:
    """How far right of `x` a line between `top` and `bottom` may run before a seat,
    Menu, Log or Hint (or the screen's edge)."""
    lay = frame.layout
    gap = px(8, lay.s)
    right = lay.size[0] - gap
    for block in [seat.box for seat in lay.seats] + [lay.menu, lay.log, lay.hint]:
        if block.top < bottom and block.bottom > top and block.left >= x:
            right = min(right, block.left - gap)
    return right


def _line_box(x: int, y: int, width: int, size: int, lines: int = 1, *, look: Look) -> pygame.Rect:
    """A box for `lines` lines from (x, y): `width` wide, as tall as the font drawn (at
    its floor with TV text) needs, with room for a 2 px shadow."""
    drawn = max(size, look.text_floor, theme.MIN_TEXT)
    return pygame.Rect(x, y, width, theme.font(drawn, "bold").get_linesize() * lines + 2)


def deck_top(frame: TableFrame) -> pygame.Rect:
    depth = min(6, (frame.view.deck_left + 3) // 4)
    return frame.layout.deck.move(-depth * 2, -depth * 2)


def draw_centre(surface: pygame.Surface, frame: TableFrame) -> None:
    look = frame.look
    lay = frame.layout
    s = lay.s
    v = frame.view
    deck = lay.deck
    if v.deck_left > 0:
        surface.blit(sprites.card_shadow(deck.size), deck.move(-px(4, s), px(3, s)))
        depth = min(6, (v.deck_left + 3) // 4)
        stack = sprites.deck_stack(lay.big_h, depth, green=v.next_back == "green", look=look)
        surface.blit(stack, deck.move(-depth * 2, -depth * 2))
    else:
        compose.rect(surface, (255, 255, 255), deck, px(2, s), border_radius=px(14, s))
    # Cards left, on a pill across the deck's lower edge: the words no wider than
    # the deck, the pill's ends may reach past it ("quedan 12" at TV size).
    words = _("{count} left").format(count=v.deck_left)
    # With larger text, as wide as the gap to the card allows too, and on two lines
    # ("quedan" over "27") rather than cut.
    pad_x, pad_y = px(20, s), px(8, s)
    room = deck.w + px(24, s)
    laid = theme.fit_text(words, px(22, s), "bold", room, 0, 2, look=look)
    f = theme.font(laid.size, "bold")
    words_w = max(f.size(line)[0] for line in laid.lines)
    lines_h = f.get_linesize() * (len(laid.lines) - 1) + f.get_height()
    pill = pygame.Rect(0, 0, words_w + pad_x, lines_h + pad_y)
    pill.center = (deck.centerx - px(6, s), deck.bottom - px(22, s))
    surface.blit(
        sprites.rounded_rect(pill.size, theme.INK, pill.h // 2, 220, px(2, s), theme.BRASS),
        pill,
    )
    label_box = pygame.Rect(0, 0, room, pill.h)
    label_box.center = pill.center
    theme.draw_text(
        surface,
        words,
        pill.center,
        laid.size,
        theme.CREAM,
        "bold",
        box=label_box,
        lines=2,
        look=look,
    )
    card = lay.card
    slot = sprites.rounded_rect(card.size, (255, 255, 255), px(14, s), 26)
    surface.blit(slot, card)
    if v.card is not None:
        surface.blit(sprites.card_shadow(card.size), card.move(-px(6, s), px(5, s)))
        surface.blit(specials.face(v.card, lay.big_h, look=look), card)
        theme.record_control(surface, card)
    draw_pot(surface, frame, v.pot, lay.pot)
    draw_bidding(surface, frame)


def draw_turn_caption(surface: pygame.Surface, frame: TableFrame) -> None:
    """Whose decision it is, in words (or a warning in its place). Drawn over the card
    flying in from the deck, whose arc passes it: the words never hide behind it. (Not
    drawn while drop-in offers take its place: `paint`, by `draw_couch`.)"""
    if frame.caption:
        color = theme.WARN if frame.warning else theme.CREAM
        draw_caption(surface, frame, frame.caption, color)


# A caption never shrinks below this share of its size: past it, it would not be read.
CAPTION_MIN_SCALE = 0.65


def draw_caption(
    surface: pygame.Surface, frame: TableFrame, text: str, color: theme.Color
) -> pygame.Rect:
    """The turn caption or a warning, above the card, in the width kept free for it (two
    twelve-letter names, or a long warning, must not run into the top seats' cards)."""
    look = frame.look
    size = px(26, frame.layout.s)
    box, lines = _caption_place(frame, text)
    return theme.draw_text(
        surface, text, None, size, color, "bold", anchor="midbottom", outline=2, shadow=2,
        box=box, lines=lines, floor=int(size * CAPTION_MIN_SCALE), look=look,
    )  # fmt: skip


def caption_bounds(frame: TableFrame, text: str) -> pygame.Rect:
    """Where `draw_caption` draws `text`: its box's width, its lines' height up from the
    box's bottom (a drop-in offer keeps clear of it)."""
    look = frame.look
    size = px(26, frame.layout.s)
    box, lines = _caption_place(frame, text)
    floor = int(size * CAPTION_MIN_SCALE)
    laid = theme.fit_text(text, size, "bold", box.w - 6, box.h - 6, lines, floor, look=look)
    tall = min(box.h, theme.font(laid.size, "bold").get_linesize() * len(laid.lines) + 6)
    return pygame.Rect(box.x, box.bottom - tall, box.w, tall)


def _caption_place(frame: TableFrame, text: str) -> tuple[pygame.Rect, int]:
    """The caption's box and how many lines it may take."""
    look = frame.look
    lay = frame.layout
    size = px(26, lay.s)
    # Clear of the deck's stacked top (drawn up-left of its rect) and of the card.
    bottom = min(deck_top(frame).top, lay.card.top) - px(6, lay.s)
    box = pygame.Rect(0, 0, lay.caption_w + 4, bottom)
    box.midbottom = (lay.caption[0], bottom)
    # Never up over a top seat's cards: the box ends at the lowest seat above it.
    above = [seat.box.bottom for seat in lay.seats
             if seat.box.left < box.right and seat.box.right > box.left
             and seat.box.bottom <= bottom]  # fmt: skip
    if above:
        box.top = min(bottom - 1, max(above) + px(2, lay.s))
        box.h = bottom - box.top
    # Smaller first, down to a share of its size; only then on two lines. Where larger
    # text leaves no room for that between the top seats and the deck: as wide as the
    # table is free there, else in the free column between the top seats, on up to four.
    floor = int(size * CAPTION_MIN_SCALE)
    lines = 2
    if not _holds(text, size, floor, box, lines, look=look):
        wide = _widened(frame, box)
        column = _column(frame, box)
        box = wide if _holds(text, size, floor, wide, 2, look=look) else column
        lines = 2 if box is wide else 4
    one_line = theme.fit_text(text, size, "bold", box.w - 6, lines=1, floor=floor, look=look)
    return box, lines if one_line.ellipsised else 1


def _holds(text: str, size: int, floor: int, box: pygame.Rect, lines: int, *, look: Look) -> bool:
    """Whether the caption fits `box` on up to `lines` lines, whole and in its height."""
    laid = theme.fit_text(text, size, "bold", box.w - 6, box.h - 6, lines, floor, look=look)
    tall = theme.font(laid.size, "bold").get_linesize() * len(laid.lines) + 6
    return not laid.ellipsised and tall <= box.h


def _column(frame: TableFrame, box: pygame.Rect) -> pygame.Rect:
    """The free column above the deck and the card, between the blocks on either side
    of the caption's centre (the top seats), from the screen's top down to `box`'s
    bottom."""
    lay = frame.layout
    gap = px(8, lay.s)
    top = gap
    left, right = gap, lay.size[0] - gap
    for block in [seat.box for seat in lay.seats] + [lay.menu, lay.log, lay.hud]:
        if block.top >= box.bottom or block.bottom <= top:
            continue
        if block.right <= box.centerx:
            left = max(left, block.right + gap)
        elif block.left >= box.centerx:
            right = min(right, block.left - gap)
    half = max(1, min(box.centerx - left, right - box.centerx))
    return pygame.Rect(box.centerx - half, top, 2 * half, box.bottom - top)


def _widened(frame: TableFrame, box: pygame.Rect) -> pygame.Rect:
    """`box` as wide as the table is free at its height, still centred (larger text: a
    caption with a line's room between the top seats and the deck)."""
    lay = frame.layout
    gap = px(8, lay.s)
    left, right = gap, lay.size[0] - gap
    for block in [seat.box for seat in lay.seats] + [lay.menu, lay.log, lay.hud]:
        if block.top >= box.bottom or block.bottom <= box.top:
            continue
        if block.right <= box.centerx:
            left = max(left, block.right + gap)
        elif block.left >= box.centerx:
            right = min(right, block.left - gap)
    half = max(box.w // 2, min(box.centerx - left, right - box.centerx))
    return pygame.Rect(box.centerx - half, box.top, 2 * half, box.h)


def draw_bidding(surface: pygame.Surface, frame: TableFrame) -> None:
    """A green card's bidding [X3]: the high bidder (the last to bid) by the pot. It is
    also who would get the card if the seat to move declined now: the last bidder is
    always still in (to skip, the decision must come back round to it, and it only does
    through a later bid or with everyone else out, when it may not skip)."""
    look = frame.look
    v = frame.view
    if v.card is None or not v.card.is_green or v.choice is not None:
        return
    lay = frame.layout
    s = lay.s
    # Above the pot's chips, beside the card's top half: nothing else sits there (as far
    # right as the middle of the table reaches).
    x, y = lay.pot.x + px(4, s), lay.card.top + px(12, s)
    size = max(13, px(20, s))
    # As far right as the table is free for the header's two lines (with larger text
    # they reach below the card's top 60 px, beside a seat's "no cards yet").
    # (Three lines only where a text floor makes its words larger than asked.)
    lines = 3 if look.text_floor > size else 2
    tall = max(px(60, s), lines * _line_box(x, y, 0, size, look=look).h)
    right = _room_right(frame, x, lay.card.top, lay.card.top + tall)
    if right - x < px(60, s):  # nothing free beside it: the middle's width, as before
        right = max(lay.center.right, lay.pot.right)

    # The header on up to three lines ("Pas encore / de mise" at TV size), the high bidder
    # under it.
    header = _("High bid") if v.bidders else _("No bid yet")
    # A one-word header ("Höchstgebot") cannot wrap: as wide as its longest word needs,
    # if the screen has the room (a review's small replay table).
    face = theme.font(max(size, look.text_floor, theme.MIN_TEXT), "bold")
    longest = max(face.size(word)[0] for word in header.split()) + 4
    right = max(right, min(lay.size[0] - px(6, s), x + longest))
    head = _line_box(x, y, right - x, size, lines, look=look)
    head.top = y - _line_box(x, y, 0, size, look=look).h // 2
    drawn = theme.draw_text(
        surface, header, None, size, theme.MUTED, "bold", anchor="topleft", shadow=1,
        box=head, lines=lines, look=look,
    )  # fmt: skip
    if v.bidders:
        high = v.bidders[-1]
        badge = sprites.badge(frame.seats[high].look, px(30, s))
        y = drawn.bottom + px(16, s)
        surface.blit(badge, badge.get_rect(midleft=(x, y)))
        name_x = x + badge.get_width() + px(6, s)
        name_size = max(14, px(24, s))
        name_box = _line_box(name_x, y, right - name_x, name_size, look=look)
        name_box.h += 4  # the outline
        name_box.centery = y
        theme.draw_text(
            surface, frame.seats[high].name, (name_x, y), name_size, theme.CREAM, "bold",
            anchor="midleft", outline=2, box=name_box, may_cut=True, look=look,
        )  # fmt: skip


def draw_pot(surface: pygame.Surface, frame: TableFrame, pot: int, area: pygame.Rect) -> None:
    look = frame.look
    if pot <= 0:
        return
    s = frame.layout.s
    chip = sprites.chip(frame.layout.chip_d)
    shown = min(pot, 8)
    x = area.x + px(4, s)
    y = area.centery
    for i in range(shown):
        surface.blit(chip, (x + (i % 2) * px(6, s), y - i * px(6, s)))
    at = (area.x + px(4, s), y + chip.get_height() + px(12, s))
    box = pygame.Rect(0, 0, max(area.w, frame.layout.center.right - at[0]), 0)
    box.h = (
        theme.font(max(px(26, s), look.text_floor, theme.MIN_TEXT), "display").get_linesize() + 6
    )
    box.midleft = at
    theme.draw_text(
        surface, f"×{pot}", at, px(26, s), theme.CREAM, "display", anchor="midleft",
        outline=2, box=box, look=look,
    )  # fmt: skip
