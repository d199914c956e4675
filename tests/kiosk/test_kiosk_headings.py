"""A kiosk heading is one title with a thin drop shadow, not a second, offset copy."""

from __future__ import annotations

import pygame
import pytest

from game.draw import theme
from game.draw.look import PLAIN
from scenes.kiosk.guest import GuestScene
from scenes.kiosk.widgets import font_px


def drawn_area(size: tuple[int, int], draw: object) -> pygame.Rect:
    surface = pygame.Surface(size)
    surface.fill((0, 90, 0))
    draw(surface)  # type: ignore[operator]
    mask = pygame.mask.from_threshold(surface, (0, 90, 0), (1, 1, 1, 255))
    mask.invert()
    return mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects())


@pytest.mark.parametrize("size", [(1280, 720), (800, 480), (3840, 2160)])
def test_a_kiosk_heading_has_a_thin_shadow_not_a_second_copy(size: tuple[int, int]) -> None:
    pygame.font.init()
    scene = GuestScene()
    scene.size = size
    text, y, share = "Operator PIN", size[1] // 4, 0.07
    titled = drawn_area(size, lambda s: scene.draw_title(s, text, y, share))
    plain = drawn_area(
        size,
        lambda s: theme.draw_text(
            s,
            text,
            (size[0] // 2, y),
            font_px(size, share),
            theme.CREAM,
            "display",
            outline=3,
            look=PLAIN,
        ),
    )
    # The shadow adds a few pixels below (a 720p screen: 4), about a stroke's width; it
    # was 10 at any screen under 2000 px, so it read as a second copy of the title.
    stroke = font_px(size, share) // 12
    assert 0 < titled.h - plain.h <= max(2, stroke), (titled, plain)
