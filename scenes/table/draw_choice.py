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
    body = specials.full_text(card)
    pad = px(12, s)
    width = min(px(360, s), surface.get_width() - 2 * pad) if pointed else lay.coach_panel.w
    wrap = width - 2 * pad
    head = theme.render_text(title, max(16, px(26, s)), theme.CREAM, "bold", wrap=wrap)
    text = theme.render_text(body or " ", max(14, px(21, s)), theme.CREAM, "body", wrap=wrap)
    panel = pygame.Rect(0, 0, width, 2 * pad + head.get_height() + px(6, s) + text.get_height())
    if pointed:
        panel.midbottom = (near.centerx, near.top - px(8, s))
        if panel.top < 0:
            panel.midtop = (near.centerx, near.bottom + px(8, s))
        panel.clamp_ip(surface.get_rect())
    else:
        panel.midtop = lay.coach_panel.midtop
        panel.clamp_ip(surface.get_rect())
    green = card.is_green
    edge = (120, 200, 120) if green else (230, 140, 180)
    theme.draw_panel(surface, panel, s, color=(28, 34, 30), edge=edge, alpha=245)
    surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.top + pad)))
    surface.blit(
        text, text.get_rect(midtop=(panel.centerx, panel.top + pad + head.get_height() + px(6, s)))
    )
