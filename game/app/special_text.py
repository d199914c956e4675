"""The special cards' words now live in `game/special_text.py` (pure, so the bots' game
review can use them without importing the app); this name stays for the app and scenes."""

from game.i18n import N_, _, ngettext
from game.rules.cards import BONUS_POINTS, CardKind
from game.special_text import (
    _GREEN_BID,
    _PINK_BID,
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
    "gist",
    "own_rule",
    "sound_for",
]


def own_rule(kind: CardKind) -> str:
    """A special card's whole rule less the bidding sentence every green (or every pink)
    card shares: the short form, for a table too crowded for the whole text."""
    full = FULL_TEXT[kind]
    for shared in (_(_GREEN_BID), _(_PINK_BID)):
        if full.endswith(shared):
            return full[: -len(shared)].rstrip()
    return full


# A special card's rule in one short sentence: for a table too crowded for even its own
# rule (seven seats with TV text); pointing at the card still shows the whole text.
_GIST: dict[CardKind, str] = {
    CardKind.WILD: N_("Counts as the number from 3 to 35 that scores best."),
    CardKind.CARD_BONUS: N_("One point off for every card in your display."),
    CardKind.SKIP: N_("Play it on your turn to sit out the bidding for this card."),
    CardKind.LOOK: N_("Play it on your turn to see the cards set aside."),
    CardKind.GIVE_LEFT: N_("Give one card of your display to the player on your left."),
    CardKind.REMOVE: N_("Discard one card of your display."),
    CardKind.DOUBLE_COUNTERS: N_("Your counters count double at the end."),
    CardKind.TAKE_PINK_BACK: N_("Also take the next card with a normal back from the deck."),
    CardKind.COUNTERS_NEGATIVE: N_(
        "Your counters add points at the end instead of taking them off."
    ),
    CardKind.HALVE_COUNTERS: N_("Your counters count half at the end."),
    CardKind.HIGHEST_DOUBLED: N_("Your highest number card counts double at the end."),
    CardKind.FORTY: N_("Worth 40 points; joins no run."),
    CardKind.CARD_PENALTY: N_("One point added for every card in your display."),
}


def gist(kind: CardKind) -> str:
    """A special card's rule in one short sentence."""
    if kind in BONUS_POINTS:
        points = BONUS_POINTS[kind]
        return ngettext(
            "{points} point off your score at the end.",
            "{points} points off your score at the end.",
            points,
        ).format(points=points)
    return _(_GIST[kind])
