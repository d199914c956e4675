"""Drawing the animation playing now: a card flipping from the deck, a chip sliding to
the pot, a card and its chips sliding to the taker, the "Round N" banner.

Reads the scene's `EventAnimator`, view and layout; changes nothing.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.app import sprites, theme
from game.app.theme import px
from game.rules.events import CardRevealed, CardTaken, CounterPaid, RoundStarted
from scenes.table.draw_centre import deck_top

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


def plate_point(table: TableScene, seat: int) -> tuple[float, float]:
    plate = table.layout.seats[seat].plate
    return float(plate.right - px(62, table.layout.s)), float(plate.centery)


def draw_flying(surface: pygame.Surface, table: TableScene) -> None:
    anim = table.anim
    if anim is None:
        return
    lay = table.layout
    s = lay.s
    t = anim.tween.value
    event = anim.event
    if isinstance(event, CardRevealed):
        start = deck_top(table)
        end = lay.card
        x, y = sprites.arc_pos(start.center, end.center, t, px(40, s))
        # A flip: the back narrows to an edge, then the face widens.
        face_up = t >= 0.5
        k = abs(math.cos(t * math.pi))
        src = (
            sprites.card_face(event.card.value, lay.big_h)
            if face_up
            else sprites.card_back(lay.big_h)
        )
        w = max(1, int(src.get_width() * k))
        lift = 1 + 0.08 * math.sin(t * math.pi)
        img = pygame.transform.smoothscale(src, (w, int(src.get_height() * lift)))
        shadow = sprites.card_shadow(src.get_size())
        surface.blit(shadow, shadow.get_rect(center=(x - px(4, s), y + px(10, s) * (1 + t))))
        surface.blit(img, img.get_rect(center=(int(x), int(y))))
    elif isinstance(event, CounterPaid):
        start = plate_point(table, event.seat)
        end = (lay.pot.x + px(4, s) + lay.chip_d / 2, lay.pot.centery)
        x, y = sprites.arc_pos(start, end, t, px(60, s))
        chip = sprites.chip(lay.chip_d)
        surface.blit(chip, chip.get_rect(center=(int(x), int(y))))
    elif isinstance(event, CardTaken):
        sl = lay.seats[event.seat]
        cards = sorted([*table.view.displays[event.seat], event.card])
        target = next(
            (r for c, _st, r in lay.slots(event.seat, cards) if c == event.card),
            sl.display,
        )
        x, y = sprites.lerp_pos(lay.card.center, target.center, t)
        h = int(sprites.lerp(lay.big_h, lay.small_h, t))
        face = sprites.card_face(event.card.value, lay.big_h)
        img = pygame.transform.smoothscale(face, sprites.card_size(h))
        surface.blit(
            sprites.card_shadow(img.get_size()),
            img.get_rect(center=(int(x) - px(5, s), int(y) + px(6, s))),
        )
        surface.blit(img, img.get_rect(center=(int(x), int(y))))
        if event.counters:
            chip = sprites.chip(lay.chip_d)
            end = plate_point(table, event.seat)
            for i in range(min(event.counters, 6)):
                tt = max(0.0, min(1.0, t * 1.3 - i * 0.05))
                cx, cy = sprites.arc_pos(
                    lay.pot.center, end, sprites.ease_in_out_cubic(tt), px(30, s)
                )
                surface.blit(chip, chip.get_rect(center=(int(cx), int(cy))))
    elif isinstance(event, RoundStarted) and event.round > 1:
        alpha = int(255 * math.sin(anim.tween.raw * math.pi))
        banner = theme.render_text(
            f"Round {event.round}", px(64, s), theme.CREAM, "display", outline=3
        )
        banner = banner.copy()
        banner.set_alpha(alpha)
        surface.blit(banner, banner.get_rect(center=lay.card.center))
