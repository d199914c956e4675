"""Drawing a give-left / remove choice [X3] and the full text of special cards.

`draw_choice`: while a human chooses a card of their display, every choosable card is
ringed, the focused one (keys, pad) or the one under the mouse glows and is shown large
over the display with what choosing it does. `draw_card_text`: the full text of the
special card under the mouse, focused in a choice, on a focused SKIP / LOOK button, or
face up on the table, in a panel where the layout has room.

Reads the scene's view, layout and focus; changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import compose, sprites, theme
from game.app.theme import px
from scenes.table import specials

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame


def draw_choice(surface: pygame.Surface, frame: TableFrame) -> None:
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
    surface.blit(specials.face(focus, rect.h), rect)
    compose.rect(surface, theme.CREAM, rect.inflate(6, 6), px(3, s), px(6, s))
    # The focused card, large, in the face-up card's place (empty during a choice), and
    # what choosing it does where the buttons were: the layout keeps both free.
    box = lay.card
    surface.blit(sprites.card_shadow(box.size), box.move(-px(6, s), px(5, s)))
    surface.blit(specials.face(focus, lay.big_h), box)
    text = frame.choice_text
    row = lay.take.union(lay.pass_)
    theme.draw_text(
        surface, text, row.center, max(14, px(26, s)), theme.CREAM, "bold", outline=2,
        wrap=row.w,
    )  # fmt: skip


def draw_card_text(surface: pygame.Surface, frame: TableFrame) -> None:
    target = frame.card_text
    if target is None:
        return
    card, near, pointed = target
    lay = frame.layout
    s = lay.s
    if not pointed and frame.hint_shown:
        return  # the coach's panel has the free space now
    title = specials.label(card)
    words = specials.full_text(card) or " "
    pad = px(12, s)
    width = min(px(360, s), surface.get_width() - 2 * pad) if pointed else lay.coach_panel.w
    head_size, body_size = max(16, px(26, s)), max(14, px(21, s))
    # The panel keeps to the room it has (the coach's panel, or half the screen by a
    # pointed card): the words wrap, then shrink to the floor to fit it. A coach's panel
    # too small for the whole text (a crowded small table) gives way to a wider one.
    room = surface.get_height() // 2 if pointed else lay.coach_panel.h
    for _ in range(2):
        wrap = width - 2 * pad
        head = theme.fit_text(title, head_size, "bold", wrap, lines=2)
        head_h = len(head.lines) * theme.font(head.size, "bold").get_linesize()
        body_room = max(1, room - 2 * pad - head_h - px(6, s))
        body = theme.fit_text(words, body_size, "body", wrap, body_room, lines=40)
        if not body.ellipsised or pointed:
            break
        width = max(width, min(px(360, s), surface.get_width() - 2 * pad))
        room = surface.get_height() // 2
    panel = pygame.Rect(0, 0, width, theme.text_panel_height(head, body, s))
    if pointed:
        panel.midbottom = (near.centerx, near.top - px(8, s))
        if panel.top < 0:
            panel.midtop = (near.centerx, near.bottom + px(8, s))
        panel.clamp_ip(surface.get_rect())
    else:
        panel.midtop = lay.coach_panel.midtop
        if panel.colliderect(lay.card):  # the wider panel: beside the card, not on it
            panel.right = lay.card.left - px(12, s)
        panel.clamp_ip(surface.get_rect())
    edge = (120, 200, 120) if card.is_green else (230, 140, 180)
    # Title, text and panel in one surface, built once: one blit a frame, not three.
    surface.blit(theme.text_panel(head, body, width, s, ((28, 34, 30), edge)), panel.topleft)
    theme.record_text_panel(surface, panel, ((title, head, head_size), (words, body, body_size)), s)
