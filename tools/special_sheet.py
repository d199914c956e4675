"""Render every special card's face, and both card backs, at several heights into one PNG.

    python tools/special_sheet.py [--out docs/specials.png] [--heights 44,80,160]

A contact sheet to check the expansion's card art by eye: icons distinct, names readable
at the table's smallest card size (~44 px on an 800x450 window). Each row shows the 17
kinds (copies of a kind look alike: the three +15 cards are one face), then the normal
and the green back; a last row shows the faces "muted" at the middle height.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.draw import sprites, theme
from game.draw.look import Look
from game.rules.cards import Card, green_cards, pink_cards

ROOT = Path(__file__).resolve().parents[1]
MAX_WIDTH = 1600


def special_kinds() -> list[Card]:
    """One card of each special kind, green ones first, in the rule book's order."""
    seen: dict[object, Card] = {}
    for card in green_cards() + pink_cards():
        seen.setdefault(card.kind, card)
    return list(seen.values())


def sheet(heights: list[int], *, look: Look) -> pygame.Surface:
    cards = special_kinds()
    pad = 14
    rows: list[tuple[str, list[pygame.Surface]]] = []
    for h in heights:
        faces = [sprites.card_art(card, h, look=look) for card in cards]
        faces += [sprites.card_back(h, look=look), sprites.card_back(h, green=True, look=look)]
        rows.append((f"{h} px", faces))
    mid = heights[len(heights) // 2]
    rows.append(
        (f"{mid} px muted", [sprites.card_art(card, mid, "muted", look=look) for card in cards])
    )
    # Wrap each row to the sheet's width.
    lines: list[tuple[str, list[pygame.Surface]]] = []
    for title, faces in rows:
        line: list[pygame.Surface] = []
        x = pad
        for face in faces:
            if line and x + face.get_width() + pad > MAX_WIDTH:
                lines.append((title, line))
                title, line, x = "", [], pad
            line.append(face)
            x += face.get_width() + pad // 2
        lines.append((title, line))
    label_h = 26
    width = max(pad + sum(f.get_width() + pad // 2 for f in line) for _, line in lines) + pad
    height = pad + sum(
        (label_h if t else 0) + max(f.get_height() for f in line) + pad for t, line in lines
    )
    out = pygame.Surface((width, height))
    out.fill(theme.FELT)
    y = pad
    for title, line in lines:
        if title:
            out.blit(theme.font(18, "display").render(title, True, theme.CREAM), (pad, y))
            y += label_h
        x = pad
        for face in line:
            out.blit(face, (x, y))
            x += face.get_width() + pad // 2
        y += max(f.get_height() for f in line) + pad
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python tools/special_sheet.py", description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "specials.png")
    parser.add_argument("--heights", default="44,80,160", help="card heights, comma-separated")
    args = parser.parse_args(argv)
    try:
        heights = [int(h) for h in args.heights.split(",")]
    except ValueError:
        parser.error(f"--heights takes numbers separated by commas: {args.heights!r}")
    if not heights or min(heights) < 12:
        parser.error("--heights: every height must be at least 12 px")
    pygame.init()
    pygame.display.set_mode((1, 1))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet(heights, look=Look.plain()), str(args.out))
    print(f"wrote {args.out}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
