"""The special cards' words now live in `game/special_text.py` (pure, so the bots' game
review can use them without importing the app); this name stays for the app and scenes."""

from game.special_text import (
    BID_SOUND,
    DECLINE_SOUND,
    FULL_TEXT,
    SHORT_NAME,
    SOUND_PREFIX,
    card_label,
    effect_words,
    sound_for,
)

__all__ = [
    "BID_SOUND",
    "DECLINE_SOUND",
    "FULL_TEXT",
    "SHORT_NAME",
    "SOUND_PREFIX",
    "card_label",
    "effect_words",
    "sound_for",
]
