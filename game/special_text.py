"""The words and sound names of the expansion's special cards [X1]-[X3].

Pure Python (no pygame), so the table, How to play, the results breakdown and the coach
all read the same words:

    SHORT_NAME[CardKind.SKIP]        # "Skip Turn": two words, printed on the card
    FULL_TEXT[CardKind.SKIP]         # the whole rule, shown on hover/focus
    card_label(Card.number(27))      # "27"
    effect_words(CardKind.BONUS15)   # "-15 bonus": a line of the scoring breakdown
    sound_for(CardKind.LOOK)         # "sp_look": a WAV in assets/sounds/
"""

from __future__ import annotations

from game.rules.cards import BONUS_POINTS, Card, CardKind

# Two words each, short enough for a card face at 800x450.
SHORT_NAME: dict[CardKind, str] = {
    CardKind.BONUS5: "Bonus +5",
    CardKind.BONUS10: "Bonus +10",
    CardKind.BONUS15: "Bonus +15",
    CardKind.BONUS20: "Bonus +20",
    CardKind.WILD: "Wild Card",
    CardKind.CARD_BONUS: "Card Bonus",
    CardKind.SKIP: "Skip Turn",
    CardKind.LOOK: "Look Aside",
    CardKind.GIVE_LEFT: "Give Left",
    CardKind.REMOVE: "Remove Card",
    CardKind.DOUBLE_COUNTERS: "Double Counters",
    CardKind.TAKE_PINK_BACK: "Take Pink",
    CardKind.COUNTERS_NEGATIVE: "Counters Negative",
    CardKind.HALVE_COUNTERS: "Halve Counters",
    CardKind.HIGHEST_DOUBLED: "Highest Doubled",
    CardKind.FORTY: "40 Points",
    CardKind.CARD_PENALTY: "Card Penalty",
}

_GREEN_BID = (
    " Green card: bid a counter for it, or decline and take the counters on it; the card"
    " then goes to the last bidder still in, or with no bid to the player on your right."
)
_PINK_BID = " Pink card: take it with its counters, or pay a counter, like a number card."
_AT_END = " Stays in your display and counts at the end."


def _bonus_text(points: int) -> str:
    return f"Takes {points} points off your score at the end. Stays in your display."


FULL_TEXT: dict[CardKind, str] = {
    **{kind: _bonus_text(points) + _GREEN_BID for kind, points in BONUS_POINTS.items()},
    CardKind.WILD: (
        "Counts as any one number from 3 to 35; the game picks the number that scores"
        " best for you (it can join or link runs)." + _AT_END + _GREEN_BID
    ),
    CardKind.CARD_BONUS: (
        "One point off your score for every card in your display at the end; special"
        " cards still there count, this one too." + _GREEN_BID
    ),
    CardKind.SKIP: (
        "Play it on your own turn to leave the bidding for the current card: you cannot"
        " get that card, and you join in again with the next one. The last player still"
        " bidding may not skip. Discarded once played." + _GREEN_BID
    ),
    CardKind.LOOK: (
        "Play it on your own turn to see the cards set aside, privately (not the green"
        " cards returned to the box). Discarded once played." + _GREEN_BID
    ),
    CardKind.GIVE_LEFT: (
        "As soon as you get it, give one card of your choice from your display to the"
        " player on your left (if you have one). Then it is discarded." + _GREEN_BID
    ),
    CardKind.REMOVE: (
        "As soon as you get it, discard one card of your choice from your display (if"
        " you have one). Then it is discarded." + _GREEN_BID
    ),
    CardKind.DOUBLE_COUNTERS: (
        "Your counters count double at the end. With Halve Counters too, the two cancel."
        + _AT_END
        + _GREEN_BID
    ),
    CardKind.TAKE_PINK_BACK: (
        "As soon as you take it, take the first card with a normal back from the deck,"
        " skipping green ones; if none is left, the top set-aside card. That card goes"
        " into your display and acts like any card taken. Then this one is discarded." + _PINK_BID
    ),
    CardKind.COUNTERS_NEGATIVE: (
        "Each of your counters adds a point to your score at the end instead of taking"
        " one off (after any doubling or halving)." + _AT_END + _PINK_BID
    ),
    CardKind.HALVE_COUNTERS: (
        "Your counters count half at the end, rounded down. With Double Counters too,"
        " the two cancel." + _AT_END + _PINK_BID
    ),
    CardKind.HIGHEST_DOUBLED: (
        "Your highest number card counts double at the end; if it is in a run, the"
        " run's lowest card counts double." + _AT_END + _PINK_BID
    ),
    CardKind.FORTY: ("A number card worth 40 points that joins no run." + _AT_END + _PINK_BID),
    CardKind.CARD_PENALTY: (
        "One point added to your score for every card in your display at the end;"
        " special cards still there count, this one too." + _PINK_BID
    ),
}

_EFFECT_WORDS: dict[CardKind, str] = {
    **{kind: f"-{points} bonus" for kind, points in BONUS_POINTS.items()},
    CardKind.WILD: "wild card as best number",
    CardKind.CARD_BONUS: "-1 per card",
    CardKind.SKIP: "card skipped",
    CardKind.LOOK: "set-aside cards seen",
    CardKind.GIVE_LEFT: "card given left",
    CardKind.REMOVE: "card removed",
    CardKind.DOUBLE_COUNTERS: "counters doubled",
    CardKind.TAKE_PINK_BACK: "normal-back card taken",
    CardKind.COUNTERS_NEGATIVE: "counters add points",
    CardKind.HALVE_COUNTERS: "counters halved",
    CardKind.HIGHEST_DOUBLED: "highest card doubled",
    CardKind.FORTY: "+40 card",
    CardKind.CARD_PENALTY: "+1 per card",
}

# Green bidding's own sounds: a counter put on the card, and the decliner collecting.
BID_SOUND = "bid"
DECLINE_SOUND = "decline"

# Every special has its own WAV, named after its kind with a prefix so no special can
# collide with an existing effect name (a future "take" kind would, for instance).
SOUND_PREFIX = "sp_"


def card_label(card: Card) -> str:
    """What to call a card in one short label: its number, or the special's short name."""
    return str(card.value) if card.is_number else SHORT_NAME[card.kind]


def effect_words(kind: CardKind) -> str:
    """A short phrase for the results breakdown: what this special did to a score."""
    try:
        return _EFFECT_WORDS[kind]
    except KeyError:
        raise ValueError(f"{kind} is not a special card") from None


def sound_for(kind: CardKind) -> str:
    """The name of the sound (assets/sounds/<name>.wav) played when this special acts."""
    if kind not in SHORT_NAME:
        raise ValueError(f"{kind} is not a special card")
    return SOUND_PREFIX + kind.value
