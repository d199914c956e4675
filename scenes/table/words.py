"""Card names, full texts and effect sounds for the table, in plain data (no pygame):
the story, the tooltips and the sounds all read them here.

The words themselves live in `game.app.special_text`; this module adapts them to the
table (a number card is its number).
"""

from __future__ import annotations

from game.rules import Card
from game.rules.cards import CardKind


def label(card: Card) -> str:
    """ "27" for a number, the special's short name ("Bonus +15") otherwise."""
    if card.is_number:
        return str(card.value)
    return card.kind.value.replace("_", " ").title()


def full_text(card: Card) -> str:
    """What a special card does, in plain words ("" for a number card)."""
    return "" if card.is_number else label(card)


def sound_for(kind: CardKind) -> str:
    """The effect sound of a special card."""
    return "reveal"


BID_SOUND = "clink"
DECLINE_SOUND = "take"
