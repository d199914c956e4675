"""Measure text and card-value sizes in a screenshot of the table, as shares of its height.

    .venv/bin/python -m game shot --scene table --players 7 --seed 7 --size 1920x1080 \\
        --tv --out /tmp/t.png
    .venv/bin/python tools/measure_tv_text.py /tmp/t.png --players 7 --seed 7

Works on any PNG of that table (also a screen grab of a real window under Xvfb, taken at
the same state). The rectangles come from the table layout for the PNG's size; inside
them it finds the cream ink and reports its height:
- each seat's name ("Player 1", "Ada"): ink from the top of the tallest letter to the
  bottom of the lowest (a capital with a descender spans about 0.9 of the font size);
- each seat card's value: the numeral's ink (digits are about 0.7 of the font size).
It prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import os


def ink_rows(surface: object, rect: object) -> tuple[int, int] | None:
    """First and last row inside `rect` holding cream pixels (text ink), if any."""
    import pygame

    assert isinstance(surface, pygame.Surface) and isinstance(rect, pygame.Rect)
    rows = []
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            r, g, b, *_ = surface.get_at((x, y))
            if r > 235 and g > 225 and b > 200:
                rows.append(y)
                break
    return (rows[0], rows[-1]) if rows else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("png")
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--takes", type=int, default=11, help="as the shot tool plays (11)")
    parser.add_argument("--tv", action=argparse.BooleanOptionalAction, default=True)
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.headless import _bot_setup, _play_bots
    from game.rules import Game
    from scenes.table.layout import TableLayout, display_slots

    pygame.init()
    shot = pygame.image.load(args.png)
    w, h = shot.get_size()
    lay = TableLayout((w, h), args.players, args.tv)
    setup = _bot_setup(args.players, human=True, seed=args.seed)
    game = Game.new(setup.config(), args.seed)
    _play_bots(game, setup, args.seed, args.takes)
    displays = game.observation(None).displays
    names, values = [], []
    for seat, sl in enumerate(lay.seats):
        text_x = sl.badge_center[0] + sl.badge_d // 2
        name_box = pygame.Rect(text_x, sl.plate.top + 2, sl.plate.right - text_x, sl.plate.h - 4)
        name_box.width = int(name_box.width * 0.55)  # the name, not the counters at the end
        rows = ink_rows(shot, name_box)
        if rows:
            names.append(rows[1] - rows[0] + 1)
        for _card, style, rect in display_slots(list(displays[seat]), sl.display, lay.small_h):
            if style == "muted":
                continue  # tucked behind a lower card: only its corner shows
            core = pygame.Rect(0, 0, int(rect.w * 0.64), int(rect.h * 0.5))
            core.center = rect.center
            rows = ink_rows(shot, core.clip(shot.get_rect()))
            if rows:
                values.append(rows[1] - rows[0] + 1)
    print(f"{args.png}: {w}x{h}, {args.players} players, TV text {'on' if args.tv else 'off'}")
    for label, found in (("seat names (ink)", names), ("seat card values (ink)", values)):
        if found:
            print(
                f"  {label}: min {min(found)} px = {min(found) / h:.1%} of the height, "
                f"max {max(found)} px ({len(found)} measured)"
            )
        else:
            print(f"  {label}: none found")


if __name__ == "__main__":
    main()
