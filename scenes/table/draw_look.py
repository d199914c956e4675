"""Drawing a look card's reveal: the hand-off cover (the whole screen, so no counter or
card shows through) and the set-aside cards for their owner's eyes.

Reads the scene's `LookDesk` and layout; changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.draw import sprites, theme
from game.draw.theme import px
from scenes.table import specials
from scenes.table.look import CARDS

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame


def draw_look(surface: pygame.Surface, frame: TableFrame) -> None:
    look = frame.look
    reveal = frame.reveal
    if reveal is None:
        return
    lay = frame.layout
    s = lay.s
    w, h = surface.get_size()
    title, hint = frame.look_texts
    if reveal.handoff:
        surface.fill(theme.INK)  # opaque: the table stays hidden behind the hand-off
    else:
        theme.dim(surface, 170)
    title_size = max(18, px(44, s))
    hint_size = max(14, px(26, s))
    margin = px(24, s)
    if reveal.stage != CARDS:
        # The title on up to two lines above the middle, the hint on up to two below.
        above = pygame.Rect(margin, 0, w - 2 * margin, h // 2)
        theme.draw_text(
            surface, title, (w // 2, h // 2 - px(30, s)), title_size, theme.CREAM, "display",
            outline=2, box=above, lines=2, look=look,
        )  # fmt: skip
        below = pygame.Rect(margin, h // 2 + px(8, s), w - 2 * margin, h // 2 - px(8, s))
        theme.draw_text(
            surface, hint, (w // 2, h // 2 + px(34, s)), hint_size, theme.BRASS, "bold",
            box=below, lines=2, look=look,
        )  # fmt: skip
        return
    cards = reveal.cards
    # As large as the screen allows: a row of the set-aside cards, centred.
    gap = px(14, s)
    card_h = min(lay.big_h, int(h * 0.42))
    while card_h > 40:
        cw = sprites.card_size(card_h)[0]
        if len(cards) * cw + (len(cards) - 1) * gap <= w * 0.92:
            break
        card_h -= 4
    cw, ch = sprites.card_size(card_h)
    row_w = len(cards) * cw + max(0, len(cards) - 1) * gap
    panel = pygame.Rect(0, 0, max(row_w, px(560, s)) + 2 * gap, ch + px(170, s))
    panel.center = (w // 2, h // 2)
    panel.clamp_ip(surface.get_rect())
    theme.draw_panel(surface, panel, s, color=(34, 30, 22), edge=theme.BRASS, alpha=250, look=look)
    inner = panel.inflate(-2 * gap, 0)
    title_box = pygame.Rect(inner.x, panel.top + px(6, s), inner.w, px(56, s))
    theme.draw_text(
        surface, title, None, max(16, px(32, s)), theme.CREAM, "bold", box=title_box, lines=2,
        look=look,
    )  # fmt: skip
    x = panel.centerx - row_w // 2
    top = panel.top + px(66, s)
    for card in cards:
        surface.blit(specials.face(card, card_h, look=look), (x, top))
        x += cw + gap
    hint_box = pygame.Rect(
        inner.x, top + ch + px(8, s), inner.w, panel.bottom - top - ch - px(12, s)
    )
    theme.draw_text(
        surface, hint, None, hint_size, theme.BRASS, "bold", box=hint_box, lines=2, look=look
    )
