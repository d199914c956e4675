"""Small pictures for the menu and how-to screens: cards, counters, the logo.

Cards and counters come from the table's `game.draw.sprites` so every screen shows the
same art; if that module cannot draw (missing or changed), a plain fallback keeps the
menus working.
"""

from __future__ import annotations

import math

import pygame

from game import i18n
from game.draw import theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import pgettext


def card(value: int, height: int, style: str = "normal", *, look: Look) -> pygame.Surface:
    """A face-up number card `height` px tall."""
    try:
        from game.draw import sprites

        return sprites.card_face(value, height, style, look=look)
    except Exception:
        return _plain_card(value, height, look)


def counter(diameter: int) -> pygame.Surface:
    """One counter (chip) `diameter` px wide."""
    try:
        from game.draw import sprites

        return sprites.chip(diameter)
    except Exception:
        return _plain_counter(diameter)


def _plain_card(value: int, height: int, look: Look) -> pygame.Surface:
    w = int(height * 0.7)
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    r = max(2, height // 10)
    pygame.draw.rect(surf, theme.CREAM, surf.get_rect(), border_radius=r)
    pygame.draw.rect(surf, theme.TOMATO, surf.get_rect(), max(2, height // 30), border_radius=r)
    label = theme.render_text(str(value), int(height * 0.42), theme.INK, "display", look=look)
    surf.blit(label, label.get_rect(center=(w // 2, height // 2)))
    return surf


def _plain_counter(d: int) -> pygame.Surface:
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d // 2
    pygame.draw.circle(surf, theme.TOMATO_DARK, (c, c), c)
    pygame.draw.circle(surf, theme.TOMATO, (c, c), int(c * 0.85))
    pygame.draw.circle(surf, theme.CREAM, (c, c), int(c * 0.55), max(1, d // 14))
    return surf


def rotated(surf: pygame.Surface, angle: float) -> pygame.Surface:
    return pygame.transform.rotozoom(surf, angle, 1.0)


def counter_pile(surface: pygame.Surface, center: tuple[int, int], diameter: int, n: int) -> None:
    """A loose little heap of `n` counters around `center`."""
    chip = counter(diameter)
    for i in range(n):
        # Deterministic scatter so the picture does not jitter between frames.
        a = i * 2.39996
        rad = diameter * 0.32 * math.sqrt(i)
        x = center[0] + int(math.cos(a) * rad) - diameter // 2
        y = center[1] + int(math.sin(a) * rad * 0.6) - diameter // 2 - i * max(1, diameter // 10)
        surface.blit(chip, (x, y))


class Logo:
    """The title: three fanned cards, a heap of counters and "No Thanks!" lettering.

    Built once per size and cached; `draw` blits it with a gentle bob.
    """

    def __init__(self) -> None:
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def surface(self, scale: float, look: Look) -> pygame.Surface:
        # The title is each edition's own; the cards and letters follow the look.
        key = (int(scale * 100), i18n.language(), look)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._build(scale, look)
            self._cache = {key: surf}
        return surf

    def _build(self, s: float, look: Look) -> pygame.Surface:
        w, h = px(760, s), px(300, s)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        ch = px(170, s)
        cx = w // 2
        for value, angle, dx in ((3, 14, -px(120, s)), (35, -14, px(120, s)), (17, 0, 0)):
            shadow = pygame.Surface((int(ch * 0.7), ch), pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=ch // 10)
            img = rotated(card(value, ch, look=look), angle)
            sh = rotated(shadow, angle)
            top = px(6, s) + (px(18, s) if value != 17 else 0)
            surf.blit(sh, sh.get_rect(midtop=(cx + dx + px(6, s), top + px(8, s))))
            surf.blit(img, img.get_rect(midtop=(cx + dx, top)))
        counter_pile(surf, (cx + px(210, s), px(150, s)), px(40, s), 7)
        # Translators: the game's name as your language's edition prints it on the box.
        title = theme.render_text(
            pgettext("game title", "No Thanks!"),
            px(112, s),
            theme.CREAM,
            "display",
            outline=px(5, s),
            shadow=px(6, s),
            look=look,
        )
        surf.blit(title, title.get_rect(midbottom=(cx, h)))
        return surf

    def draw(
        self, target: pygame.Surface, midtop: tuple[int, int], scale: float, t: float, look: Look
    ) -> None:
        surf = self.surface(scale, look)
        bob = 0 if look.reduced_motion else int(math.sin(t * 1.6) * px(4, scale))
        target.blit(surf, surf.get_rect(midtop=(midtop[0], midtop[1] + bob)))
