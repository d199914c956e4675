"""Drawing a give-left / remove choice [X3] and the full text of special cards.

`draw_choice`: while a human chooses a card of their display, every choosable card is
ringed, the focused one (keys, pad) or the one under the mouse glows and is shown large
over the display with what choosing it does. `draw_card_text`: the full text of the
special card under the mouse, focused in a choice, on a focused SKIP / LOOK button, or
face up on the table, in a panel where the layout has room.

Reads the scene's view, layout and focus; changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.app import compose
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from scenes.table import specials

if TYPE_CHECKING:
    from game.rules import Card
    from scenes.table.frame import TableFrame
    from scenes.table.layout import TableLayout


def draw_choice(surface: pygame.Surface, frame: TableFrame) -> None:
    look = frame.look
    if frame.choosing is None:
        return
    lay = frame.layout
    s = lay.s
    rects = frame.choice_rects
    focus = frame.focused_choice
    pulse = 0.5 + 0.5 * abs(((frame.time * 2) % 2) - 1)
    for card, rect in rects.items():
        if card != focus:
            compose.rect(surface, theme.BRASS, rect.inflate(4, 4), px(2, s), px(6, s))
    if focus is None or focus not in rects:
        return
    rect = rects[focus]
    g = sprites.glow(rect.size, theme.CREAM, px(12, s), px(10, s))
    g.set_alpha(int(150 + 100 * pulse))
    surface.blit(g, g.get_rect(center=rect.center))
    surface.blit(specials.face(focus, rect.h, look=look), rect)
    compose.rect(surface, theme.CREAM, rect.inflate(6, 6), px(3, s), px(6, s))
    # The focused card, large, in the face-up card's place (empty during a choice), and
    # what choosing it does where the buttons were: the layout keeps both free.
    box = lay.card
    surface.blit(sprites.card_shadow(box.size), box.move(-px(6, s), px(5, s)))
    surface.blit(specials.face(focus, lay.big_h, look=look), box)
    text = frame.choice_text
    row = lay.take.union(lay.pass_)
    theme.draw_text(
        surface, text, None, max(14, px(26, s)), theme.CREAM, "bold", outline=2, box=row,
        lines=3, look=look,
    )  # fmt: skip


def draw_card_text(surface: pygame.Surface, frame: TableFrame) -> None:
    look = frame.look
    target = frame.card_text
    if target is None:
        return
    card, near, pointed = target
    lay = frame.layout
    s = lay.s
    if not pointed and frame.hint_shown:
        return  # the coach's panel has the free space now
    title = specials.label(card)
    head_size, body_size = _sizes(s)
    placed = (
        _pointed_panel(surface, card, near, lay.s, look=look)
        if pointed
        else _free_panel(card, lay, look=look)
    )
    if placed is None:
        return  # no free room for even the short text: pointing at the card shows it all
    panel, words, head, body = placed
    # Title, text and panel in one surface, built once: one blit a frame, not three.
    surface.blit(
        theme.text_panel(head, body, panel.w, s, _panel_colours(card), look=look), panel.topleft
    )
    theme.record_text_panel(
        surface, panel, ((title, head, head_size), (words, body, body_size)), s, look=look
    )


Placed = tuple[pygame.Rect, str, theme.TextLayout, theme.TextLayout]


def card_text_rect(frame: TableFrame) -> pygame.Rect | None:
    """Where `draw_card_text` puts a special card's text in the table's free room (None
    when it shows none there, or only by a card pointed at): what draws over the table,
    such as the tutorial's lesson, keeps out of it."""
    look = frame.look
    target = frame.card_text
    if target is None or target[2] or frame.hint_shown:
        return None
    placed = _free_panel(target[0], frame.layout, look=look)
    return placed[0] if placed is not None else None


def _sizes(s: float) -> tuple[int, int]:
    """The title's and the text's font sizes asked for."""
    return max(16, px(26, s)), max(14, px(21, s))


def _lay_panel(card: Card, words: str, width: int, room: int, s: float, *, look: Look) -> Placed:
    """The card's title and `words` in a panel `width` wide and at most `room` tall (its
    rect at 0, 0), the words ending in an ellipsis if they must."""
    pad = px(12, s)
    wrap = width - 2 * pad
    head_size, body_size = _sizes(s)
    head = theme.fit_text(specials.label(card), head_size, "bold", wrap, lines=2, look=look)
    head_h = len(head.lines) * theme.font(head.size, "bold").get_linesize()
    body_room = max(1, room - 2 * pad - head_h - px(6, s))
    body = theme.fit_text(words, body_size, "body", wrap, body_room, lines=40, look=look)
    panel = pygame.Rect(0, 0, width, theme.text_panel_height(head, body, s))
    return panel, words, head, body


def _fit_panel(
    card: Card, words: str, width: int, room: int, s: float, least: float = 0.0, *, look: Look
) -> Placed | None:
    """`_lay_panel`, or None if the words would have to lose their end or shrink under
    `least` times their size."""
    placed = _lay_panel(card, words, width, room, s, look=look)
    panel, _words, head, body = placed
    if head.ellipsised or body.ellipsised or panel.h > room or body.size < _sizes(s)[1] * least:
        return None
    return placed


def _pointed_panel(
    surface: pygame.Surface, card: Card, near: pygame.Rect, s: float, *, look: Look
) -> Placed | None:
    """By the card pointed at, over whatever is there (the player asked for it): wider
    until the whole text fits in half the screen's height, cut only past that."""
    pad = px(12, s)
    room = surface.get_height() // 2
    words = specials.full_text(card) or " "
    placed = None
    for base in (360, 480, 600):
        width = min(px(base, s), surface.get_width() - 2 * pad)
        placed = _fit_panel(card, words, width, room, s, look=look)
        if placed is not None:
            break
    if placed is None:  # even the widest: the words end in an ellipsis
        width = min(px(600, s), surface.get_width() - 2 * pad)
        placed = _lay_panel(card, words, width, room, s, look=look)
    panel = placed[0]
    panel.midbottom = (near.centerx, near.top - px(8, s))
    if panel.top < 0:
        panel.midtop = (near.centerx, near.bottom + px(8, s))
    panel.clamp_ip(surface.get_rect())
    return placed


def _panel_colours(card: Card) -> tuple[theme.Color, theme.Color]:
    """A special's text panel: its fill, and its edge in the card's colour."""
    return (28, 34, 30), (120, 200, 120) if card.is_green else (230, 140, 180)


def _free_tries(card: Card, lay: TableLayout) -> Iterator[tuple[str, pygame.Rect, float]]:
    """What `_free_panel` tries in turn: (words, room, least share of their size)."""
    rooms = [room for room in (lay.coach_panel,) if lay.coach_free]
    rooms += [lay.text_room]
    texts = (specials.full_text(card), specials.short_text(card), specials.gist_text(card))
    for least in (SHRINK_AT_MOST, 0.0):
        for words in texts:
            for room in rooms:
                if room.w > 0 and room.h > 0:
                    yield words or " ", room, least


def _free_panel(card: Card, lay: TableLayout, *, look: Look) -> Placed | None:
    """The face-up (or focused) card's text where the table is free: the coach's panel
    when it found free room, else the room left of the card (over the deck). The whole
    text first, then the card's own rule without the bidding sentence its colour
    shares, then its gist in one sentence: first the one that keeps near its size (a
    shorter text read beats a longer one squinted at), then any that fits. None when
    none fits."""
    for words, room, least in _free_tries(card, lay):
        placed = _fit_panel(card, words, room.w, room.h, lay.s, least, look=look)
        if placed is not None:
            placed[0].midtop = room.midtop
            return placed
    return None


def _fit_ahead(
    into: list[Placed | None],
    card: Card,
    words: str,
    room: pygame.Rect,
    s: float,
    least: float,
    look: Callable[[], Look],
) -> None:
    into.append(_fit_panel(card, words, room.w, room.h, s, least, look=look()))


def card_text_ahead(
    card: Card, layout: Callable[[], TableLayout], look: Callable[[], Look]
) -> Iterator[Callable[[], object]]:
    """`draw_card_text`'s work for `card` face up on the table, done ahead in pieces of a
    few ms (the table runs one a frame: `TableScene.start_warming`): each text `_free_panel`
    tries laid out, then the panel composed. Its first frame face up only blits it (it
    was 5-10 ms at 4K, 20-30 on the upright kiosk). The layout is asked for at each
    piece, and the look: a resize or a new look meanwhile leaves the rest to the frame,
    as before."""
    fitted: list[Placed | None] = []
    for words, room, least in _free_tries(card, layout()):
        yield partial(_fit_ahead, fitted, card, words, room, layout().s, least, look)
        if fitted and fitted[-1] is not None:
            break

    def compose_panel() -> None:
        lay = layout()
        placed = _free_panel(card, lay, look=look())  # (laid out now: found in the text layouts)
        if placed is not None:
            _panel, _words, head, body = placed
            theme.text_panel(head, body, placed[0].w, lay.s, _panel_colours(card), look=look())

    yield compose_panel


# The free panel's text keeps at least this share of its size, if a shorter text can.
SHRINK_AT_MOST = 0.8
