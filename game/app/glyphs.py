"""Gamepad button glyphs drawn by code: Xbox (A B X Y), PlayStation (✕ ○ □ △), Nintendo.

Buttons are positional (SDL's Xbox names: A is the bottom face button on every pad), so
one binding table serves all pads and only the drawing changes:

    south/A  east/B  west/X  north/Y
    Xbox:        A        B       X       Y      (green, red, blue, yellow letters)
    PlayStation: ✕        ○       □       △      (shapes, drawn with lines)
    Nintendo:    B        A       Y       X      (the letters printed at those places)

`draw_prompt(surface, label, midleft, height, family)` draws the prompt for one of the
input funnel's pad labels ("A", "LB", "Start", ...) in a family's style. The family of
the pad in use is the look's (`game.draw.look.Look.family`, which the App keeps); a scene
drawing for one seat's pad passes that pad's family.
"""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from game.app.intents import Device, Intent
from game.app.pads import NINTENDO, PLAYSTATION
from game.draw import theme
from game.draw.look import Look
from game.i18n import N_, _


class Prompts(Protocol):
    """The one thing glyphs ask of the app (the input funnel imports this module, so it
    cannot name the app's types)."""

    def prompt_label(self, intent: Intent, device: Device | None = None) -> str: ...


def pad_label(app: Prompts | None, intent: Intent, default: str) -> str:
    """The pad button bound to `intent` now (Controls can move it), for a prompt glyph;
    `default` (the stock button) where there is no app to ask."""
    return default if app is None else app.prompt_label(intent, Device.GAMEPAD)


FACE_LABELS = ("A", "B", "X", "Y")  # the input funnel's labels for the four face buttons
# The input funnel's labels of the D-pad's four directions (msgids: words in sentences),
# drawn as a cross with that arm lit (no arrow goes through a font or a catalog).
DPAD_DIRECTIONS = {
    "D-pad up": "up",
    "D-pad down": "down",
    "D-pad left": "left",
    "D-pad right": "right",
}
_XBOX_COLORS = {"A": (96, 190, 88), "B": (222, 78, 62), "X": (70, 140, 230), "Y": (240, 196, 60)}
_PS_SHAPES = {"A": "cross", "B": "circle", "X": "square", "Y": "triangle"}
# What PlayStation players call each shape (msgids, translated where named).
_PS_NAMES = {
    "cross": N_("Cross"),
    "circle": N_("Circle"),
    "square": N_("Square"),
    "triangle": N_("Triangle"),
}
_PS_COLORS = {
    "cross": (120, 160, 235),
    "circle": (235, 96, 96),
    "square": (226, 130, 200),
    "triangle": (90, 200, 160),
}
_NINTENDO_LETTERS = {"A": "B", "B": "A", "X": "Y", "Y": "X"}
_OTHER_LABELS = {
    PLAYSTATION: {
        "LB": "L1",
        "RB": "R1",
        "LS": "L3",
        "RS": "R3",
        "Start": "Options",
        "Select": "Share",
    },
    NINTENDO: {"LB": "L", "RB": "R", "Start": "+", "Select": "-"},
}


def name_of(label: str, family: str) -> str:
    """What players of `family` call the button SDL labels `label` (for text)."""
    if label in FACE_LABELS:
        if family == PLAYSTATION:
            return _(_PS_NAMES[_PS_SHAPES[label]])
        if family == NINTENDO:
            return _NINTENDO_LETTERS[label]
        return label
    name = _OTHER_LABELS.get(family, {}).get(label, label)
    # The names printed on the pad (Start, Options, LB) stay; "D-pad up" is words.
    return _(name) if name in DPAD_DIRECTIONS else name


def prompt_width(label: str, height: int, family: str | None = None, *, look: Look) -> int:
    """How wide `draw_prompt` draws `label` (`family` None: the look's)."""
    family = family or look.family
    if label in DPAD_DIRECTIONS:
        return height
    if label in FACE_LABELS:  # round, as large as its letter under a text floor needs
        return theme.key_cap_size(label, height, True, look=look)[0]
    return theme.key_cap_size(name_of(label, family), height, look=look)[0]


def draw_prompt(
    surface: pygame.Surface,
    label: str,
    midleft: tuple[int, int],
    height: int,
    family: str | None,
    look: Look,
) -> pygame.Rect:
    """Draw the pad button `label` ("A", "LB", "Start", ...) at `midleft` in `family`'s
    style (None: the look's)."""
    family = family or look.family
    if label in DPAD_DIRECTIONS:
        return draw_dpad(surface, DPAD_DIRECTIONS[label], midleft, height)
    if label not in FACE_LABELS:
        width = prompt_width(label, height, family, look=look)
        center = (midleft[0] + width // 2, midleft[1])
        return theme.draw_key_badge(surface, name_of(label, family), center, height, look=look)
    height = theme.key_cap_size(label, height, True, look=look)[1]
    center = (midleft[0] + height // 2, midleft[1])
    r = height // 2
    if family == PLAYSTATION:
        _draw_playstation(surface, _PS_SHAPES[label], center, r)
    elif family == NINTENDO:
        pygame.draw.circle(surface, (60, 60, 66), center, r)
        pygame.draw.circle(surface, theme.CREAM, center, r, max(1, height // 14))
        letter = _NINTENDO_LETTERS[label]
        text = theme.render_text(letter, max(8, int(height * 0.6)), theme.CREAM, look=look)
        surface.blit(text, text.get_rect(center=center))
    else:
        theme.draw_key_badge(surface, label, center, height, True, _XBOX_COLORS[label], look=look)
    return pygame.Rect(midleft[0], midleft[1] - r, height, height)


def draw_dpad(
    surface: pygame.Surface, direction: str, midleft: tuple[int, int], height: int
) -> pygame.Rect:
    """A D-pad badge: a round badge with the cross, the arm of `direction` ("up", "down",
    "left", "right") lit and pointing its way, the others dim."""
    r = height // 2
    center = (midleft[0] + r, midleft[1])
    pygame.draw.circle(surface, (34, 34, 42), center, r)
    pygame.draw.circle(surface, (150, 150, 160), center, r, max(1, r // 7))
    cx, cy = center
    arm, half = r * 0.72, max(2, round(r * 0.27))  # an arm's length and half its width
    offsets = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
    for name, (dx, dy) in offsets.items():
        if dx:
            x0, x1 = (cx, cx + dx * arm) if dx > 0 else (cx + dx * arm, cx)
            box = pygame.Rect(round(x0), cy - half, round(x1 - x0) + 1, 2 * half + 1)
        else:
            y0, y1 = (cy, cy + dy * arm) if dy > 0 else (cy + dy * arm, cy)
            box = pygame.Rect(cx - half, round(y0), 2 * half + 1, round(y1 - y0) + 1)
        if name != direction:
            pygame.draw.rect(surface, (110, 110, 122), box)
    # The lit arm last, over the centre: an arrow head along it.
    dx, dy = offsets[direction]
    middle = (round(cx + dx * arm * 0.55), round(cy + dy * arm * 0.55))
    theme.draw_arrow(surface, middle, max(4, round(arm * 1.15)), direction, theme.CREAM)
    rect = pygame.Rect(midleft[0], midleft[1] - r, height, height)
    theme.record_control(surface, rect)
    return rect


def _draw_playstation(surface: pygame.Surface, shape: str, center: tuple[int, int], r: int) -> None:
    pygame.draw.circle(surface, (34, 34, 42), center, r)
    pygame.draw.circle(surface, (150, 150, 160), center, r, max(1, r // 7))
    color = _PS_COLORS[shape]
    cx, cy = center
    k = r * 0.5  # the shape's half size
    width = max(2, r // 4)
    if shape == "cross":
        pygame.draw.line(surface, color, (cx - k, cy - k), (cx + k, cy + k), width)
        pygame.draw.line(surface, color, (cx - k, cy + k), (cx + k, cy - k), width)
    elif shape == "circle":
        pygame.draw.circle(surface, color, center, int(k * 1.05), width)
    elif shape == "square":
        side = int(k * 1.7)
        pygame.draw.rect(
            surface, color, pygame.Rect(cx - side // 2, cy - side // 2, side, side), width
        )
    else:
        points = [
            (cx + k * 1.15 * math.cos(math.radians(a)), cy + k * 1.15 * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
        pygame.draw.polygon(surface, color, [(x, y + k * 0.15) for x, y in points], width)
