"""The How to play page "Play with phones" (issue 53): its picture, a phone in a hand's
place with its own secret counters and the two big buttons."""

from __future__ import annotations

import pygame

from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from scenes.howto.port import HowToPort


def pic_phones(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    # The TV with a hidden counter, and a phone beside it showing its own.
    tv = pygame.Rect(0, 0, px(300, s), px(170, s))
    tv.center = (area.centerx - px(170, s), area.centery)
    pygame.draw.rect(surf, theme.INK, tv, border_radius=px(10, s))
    pygame.draw.rect(surf, theme.BRASS, tv, max(2, px(4, s)), border_radius=px(10, s))
    hidden = sprites.chip(px(70, s), hidden=True)
    surf.blit(hidden, hidden.get_rect(center=tv.center))
    phone = pygame.Rect(0, 0, px(120, s), px(220, s))
    phone.center = (area.centerx + px(170, s), area.centery)
    pygame.draw.rect(surf, theme.INK, phone, border_radius=px(18, s))
    pygame.draw.rect(surf, theme.CREAM, phone, max(2, px(4, s)), border_radius=px(18, s))
    shown = sprites.chip(px(54, s))
    surf.blit(shown, shown.get_rect(center=(phone.centerx, phone.top + px(60, s))))
    for i, colour in enumerate(((63, 143, 79), (184, 67, 58))):
        button = pygame.Rect(0, 0, px(88, s), px(34, s))
        button.center = (phone.centerx, phone.top + px(130 + 46 * i, s))
        pygame.draw.rect(surf, colour, button, border_radius=px(8, s))
