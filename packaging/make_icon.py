"""Draw the game's icon with code into assets/icons/nothanks-<size>.png.

    python packaging/make_icon.py [out_dir]

A cream card showing 35 on the green felt, with a tomato counter on it: the game's
offer in one picture. Drawn once large and scaled down to each size, so the small icons
are smooth. Deterministic: re-running produces the same pixels (tests/packaging checks
that the shipped icons are what this script makes).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
DRAW = 1024  # drawn at this size, then scaled down

FELT = (22, 92, 64)
FELT_LIGHT = (40, 122, 86)
CREAM = (250, 241, 222)
INK = (32, 26, 22)
BRASS = (246, 186, 64)
TOMATO = (226, 76, 52)
TOMATO_DARK = (150, 40, 28)


def draw(size: int = DRAW) -> pygame.Surface:
    k = size / 1024
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    tile = pygame.Rect(0, 0, size, size).inflate(-round(40 * k), -round(40 * k))
    pygame.draw.rect(icon, FELT, tile, border_radius=round(200 * k))
    pygame.draw.rect(icon, FELT_LIGHT, tile, round(24 * k), border_radius=round(200 * k))
    card = pygame.Surface((round(520 * k), round(720 * k)), pygame.SRCALPHA)
    face = card.get_rect()
    pygame.draw.rect(card, CREAM, face, border_radius=round(60 * k))
    pygame.draw.rect(card, INK, face, round(14 * k), border_radius=round(60 * k))
    font = pygame.font.Font(ROOT / "assets" / "fonts" / "LeagueSpartan-Bold.otf", round(380 * k))
    value = font.render("35", True, INK)
    card.blit(value, value.get_rect(center=(face.centerx, face.centery + round(30 * k))))
    tilted = pygame.transform.rotozoom(card, 8, 1)
    icon.blit(tilted, tilted.get_rect(center=(round(470 * k), round(500 * k))))
    centre, radius = (round(730 * k), round(740 * k)), round(170 * k)
    pygame.draw.circle(
        icon, TOMATO_DARK, (centre[0] + round(14 * k), centre[1] + round(18 * k)), radius
    )
    pygame.draw.circle(icon, TOMATO, centre, radius)
    pygame.draw.circle(icon, BRASS, centre, radius, round(26 * k))
    pygame.draw.circle(icon, CREAM, centre, round(radius * 0.45), round(18 * k))
    return icon


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    pygame.font.init()
    big = draw()
    for size in SIZES:
        pygame.image.save(
            pygame.transform.smoothscale(big, (size, size)), out / f"nothanks-{size}.png"
        )
    print(f"wrote {len(SIZES)} icons to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
