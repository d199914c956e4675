"""Measure text and card-value sizes in a screenshot of the table, as shares of its height.

    .venv/bin/python -m game shot --scene table --players 7 --seed 7 --size 1920x1080 \\
        --tv --out /tmp/t.png
    .venv/bin/python tools/measure_tv_text.py /tmp/t.png --players 7 --seed 7

Works on any PNG of that table (also a screen grab of a real window under Xvfb, taken at
the same state). The rectangles come from the table layout for the PNG's size; inside
them it finds the cream ink of each seat's name and each seat card's value, and reports
- its height (top of the tallest letter to the bottom of the lowest), and
- the font size that gives the same text that much ink in the game's font: the size the
  text was drawn at, which is what the TV text rule (3.5 % / 6 %) is about.
It prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import sys

from game.draw.look import Look

# Run as `python tools/…` from a checkout: the repository root is where `game` lives.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def ink_box(surface: object, rect: object) -> tuple[int, int] | None:
    """Height and width of the cream pixels (text ink) inside `rect`, if any."""
    import pygame

    assert isinstance(surface, pygame.Surface) and isinstance(rect, pygame.Rect)
    rows, cols = set(), set()
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            r, g, b, *_ = surface.get_at((x, y))
            if r > 235 and g > 225 and b > 200:
                rows.add(y)
                cols.add(x)
    if not rows:
        return None
    return max(rows) - min(rows) + 1, max(cols) - min(cols) + 1


TARGETS = {"seat names": 0.035, "seat card values": 0.06}


def font_size_for(text: str, kind: str, ink: tuple[int, int], use_width: bool = True) -> int:
    """The font size at which `text` in the game's `kind` font makes that much ink (height,
    and width unless the text is partly covered): the size it was drawn at, read back."""
    from game.draw import theme

    best, best_error = 6, 1e9
    for size in range(max(6, ink[0]), 3 * ink[0] + 2):  # ink is 0.6-1.0 of the size
        # Cream on a dark ground, read with the same threshold as the picture.
        glyphs = theme.font(size, kind).render(text, True, theme.CREAM, (30, 30, 30))
        box = ink_box(glyphs, glyphs.get_rect())
        if box is None:
            continue
        error = abs(box[0] - ink[0]) + (abs(box[1] - ink[1]) if use_width else 0)
        if error < best_error:
            best, best_error = size, error
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("png")
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--takes", type=int, default=11, help="as the shot tool plays (11)")
    parser.add_argument("--tv", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--persona-seed", type=int, help="bots' names (default: --seed)")
    parser.add_argument(
        "--height-only", action="store_true", help="names unknown: read sizes from heights"
    )
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.match.autoplay import bot_setup, play_bots
    from game.rules import Game
    from scenes.table.layout import TableLayout

    pygame.init()
    shot = pygame.image.load(args.png)
    w, h = shot.get_size()
    lay = TableLayout((w, h), args.players, tv=args.tv, look=Look.plain())
    setup = bot_setup(args.players, human=True, seed=args.seed)
    if args.persona_seed is not None:
        setup.persona_seed = args.persona_seed
    game = Game.new(setup.config(), args.seed)
    play_bots(game, setup, args.seed, args.takes)
    displays = game.observation(None).displays
    names, values = [], []
    for seat, sl in enumerate(lay.seats):
        text_x = sl.badge_center[0] + sl.badge_d // 2
        name_box = pygame.Rect(text_x, sl.plate.top + 2, sl.plate.right - text_x, sl.plate.h - 4)
        name_box.width = int(name_box.width * 0.55)  # the name, not the counters at the end
        ink = ink_box(shot, name_box)
        if ink:
            name = setup.seat_name(seat)
            names.append((ink[0], font_size_for(name, "bold", ink, not args.height_only)))
        slots = lay.slots(seat, list(displays[seat]))
        for n, (card, style, rect) in enumerate(slots):
            if style == "muted":
                continue  # tucked behind a lower card: only its corner shows
            core = pygame.Rect(0, 0, int(rect.w * 0.64), int(rect.h * 0.5))
            core.center = rect.center
            whole = core.width
            for _c, _s, later in slots[n + 1 :]:  # cards drawn over this one hide its right
                if later.colliderect(core) and later.left > rect.left:
                    core.width = max(0, min(core.right, later.left - 2) - core.left)
            if core.width < rect.w * 0.3:
                continue  # mostly covered: read by its corner index only
            ink = ink_box(shot, core.clip(shot.get_rect()))
            if ink:
                size = font_size_for(str(card.value), "display", ink, core.width == whole)
                values.append((ink[0], size))
    print(f"{args.png}: {w}x{h}, {args.players} players, TV text {'on' if args.tv else 'off'}")
    for label, found in (("seat names", names), ("seat card values", values)):
        if not found:
            print(f"  {label}: none found")
            continue
        inks, sizes = [i for i, _ in found], [f for _, f in found]
        target = TARGETS[label]
        meeting = sum(1 for f in sizes if f >= target * h)
        print(
            f"  {label}: font size min {min(sizes)} px = {min(sizes) / h:.1%} of the height, "
            f"max {max(sizes)} px; {meeting} of {len(found)} at >= {target:.1%}; "
            f"ink min {min(inks)} px = {min(inks) / h:.1%}, max {max(inks)} px"
        )


if __name__ == "__main__":
    main()
