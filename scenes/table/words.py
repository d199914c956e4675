"""Card names, full texts and effect sounds for the table, in plain data (no pygame):
the story, the tooltips and the sounds all read them here.

The words themselves live in `game.special_text`; the table uses them through these
names only, so the story and the drawing code say a card the same way.
"""

from __future__ import annotations

from game.rules import Card
from game.special_text import (
    BID_SOUND,
    DECLINE_SOUND,
    FULL_TEXT,
    card_label,
    gist,
    own_rule,
    sound_for,
)

__all__ = [
    "BID_SOUND",
    "DECLINE_SOUND",
    "full_text",
    "gist_text",
    "label",
    "short_text",
    "sound_for",
]


def label(card: Card) -> str:
    """ "27" for a number, the special's short name ("Bonus +15") otherwise."""
    return card_label(card)


def full_text(card: Card) -> str:
    """What a special card does, in plain words ("" for a number card)."""
    return FULL_TEXT.get(card.kind, "")


def short_text(card: Card) -> str:
    """What a special card does, without the bidding sentence it shares with its colour
    ("" for a number card)."""
    return own_rule(card.kind) if card.kind in FULL_TEXT else ""


def gist_text(card: Card) -> str:
    """What a special card does in one short sentence ("" for a number card)."""
    return gist(card.kind) if card.kind in FULL_TEXT else ""
