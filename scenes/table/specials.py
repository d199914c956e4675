"""The table's one door to card faces, card names, full texts and effect sounds.

Every part of the table draws a card with `face` and names one with `label`, so number
cards and the expansion's special cards [X1] go through the same few calls. The art and
words themselves live in `game.draw.sprites.card_art` / `card_back(h, green=)` and
`game.special_text`; this module only adapts them to the table.
"""

from __future__ import annotations

import pygame

from game.draw import sprites
from game.draw.look import Look
from game.rules import Card
from scenes.table.words import (
    BID_SOUND,
    DECLINE_SOUND,
    full_text,
    gist_text,
    label,
    short_text,
    sound_for,
)

__all__ = [
    "BID_SOUND",
    "DECLINE_SOUND",
    "back",
    "face",
    "full_text",
    "gist_text",
    "label",
    "short_text",
    "sound_for",
]


def face(card: Card, height: int, style: str = "normal", *, look: Look) -> pygame.Surface:
    """A card's face at `height`, numbers and specials alike."""
    return sprites.card_art(card, height, style, look=look)


def back(height: int, green: bool = False, *, look: Look) -> pygame.Surface:
    """The deck's back; green for a green special's back [X3]."""
    return sprites.card_back(height, green=green, look=look)
