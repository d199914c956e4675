"""The words and sound names of the expansion's special cards [X1]-[X3].

Pure Python (no pygame), so the table, How to play, the results breakdown and the coach
all read the same words:

    SHORT_NAME[CardKind.SKIP]        # "Skip Turn": two words, printed on the card
                                     # (each lookup in the language of the moment)
    FULL_TEXT[CardKind.SKIP]         # the whole rule, shown on hover/focus
    card_label(Card.number(27))      # "27"
    effect_words(CardKind.BONUS15)   # "-15 bonus": a line of the scoring breakdown
    sound_for(CardKind.LOOK)         # "sp_look": a WAV in assets/sounds/
    gist(CardKind.SKIP)              # the rule in one short sentence (a crowded table)
    own_rule(CardKind.SKIP)          # the rule less the bidding every green card shares
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from game.i18n import N_, _, ngettext
from game.rules.cards import BONUS_POINTS, Card, CardKind


class _Translated(Mapping[CardKind, str]):
    """A dict of msgids that answers in the language of the moment (texts are built at
    import, before the player picks a language)."""

    def __init__(self, words: dict[CardKind, Callable[[], str]]) -> None:
        self._words = words

    def __getitem__(self, kind: CardKind) -> str:
        return self._words[kind]()

    def __iter__(self) -> Iterator[CardKind]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


def _say(message: str) -> Callable[[], str]:
    return lambda: _(message)


# Two words each, short enough for a card face at 800x450 (a translation too: the face
# prints one word a line).
SHORT_NAME: Mapping[CardKind, str] = _Translated(
    {
        CardKind.BONUS5: _say(N_("Bonus +5")),
        CardKind.BONUS10: _say(N_("Bonus +10")),
        CardKind.BONUS15: _say(N_("Bonus +15")),
        CardKind.BONUS20: _say(N_("Bonus +20")),
        CardKind.WILD: _say(N_("Wild Card")),
        CardKind.CARD_BONUS: _say(N_("Card Bonus")),
        CardKind.SKIP: _say(N_("Skip Turn")),
        CardKind.LOOK: _say(N_("Look Aside")),
        CardKind.GIVE_LEFT: _say(N_("Give Left")),
        CardKind.REMOVE: _say(N_("Remove Card")),
        CardKind.DOUBLE_COUNTERS: _say(N_("Double Counters")),
        CardKind.TAKE_PINK_BACK: _say(N_("Take Pink")),
        CardKind.COUNTERS_NEGATIVE: _say(N_("Counters Negative")),
        CardKind.HALVE_COUNTERS: _say(N_("Halve Counters")),
        CardKind.HIGHEST_DOUBLED: _say(N_("Highest Doubled")),
        CardKind.FORTY: _say(N_("40 Points")),
        CardKind.CARD_PENALTY: _say(N_("Card Penalty")),
    }
)

_GREEN_BID = N_(
    "Green card: bid a counter for it, or decline and take the counters on it; the card"
    " then goes to the last bidder still in, or with no bid to the player on your right."
)
_PINK_BID = N_("Pink card: take it with its counters, or pay a counter, like a number card.")
_AT_END = N_("Stays in your display and counts at the end.")


def _rule(*parts: str) -> Callable[[], str]:
    """A card's whole rule: its own sentences, then the shared ones, each translated."""
    return lambda: " ".join(_(part) for part in parts)


def _bonus_rule(points: int) -> Callable[[], str]:
    def words() -> str:
        text = ngettext(
            "Takes {points} point off your score at the end. Stays in your display.",
            "Takes {points} points off your score at the end. Stays in your display.",
            points,
        )
        return text.format(points=points) + " " + _(_GREEN_BID)

    return words


FULL_TEXT: Mapping[CardKind, str] = _Translated(
    {
        **{kind: _bonus_rule(points) for kind, points in BONUS_POINTS.items()},
        CardKind.WILD: _rule(
            N_(
                "Counts as any one number from 3 to 35; the game picks the number that scores"
                " best for you (it can join or link runs)."
            ),
            _AT_END,
            _GREEN_BID,
        ),
        CardKind.CARD_BONUS: _rule(
            N_(
                "One point off your score for every card in your display at the end; special"
                " cards still there count, this one too."
            ),
            _GREEN_BID,
        ),
        CardKind.SKIP: _rule(
            N_(
                "Play it on your own turn to leave the bidding for the current card: you"
                " cannot get that card, and you join in again with the next one. The last"
                " player still bidding may not skip. Discarded once played."
            ),
            _GREEN_BID,
        ),
        CardKind.LOOK: _rule(
            N_(
                "Play it on your own turn to see the cards set aside, privately (not the"
                " green cards returned to the box). Discarded once played."
            ),
            _GREEN_BID,
        ),
        CardKind.GIVE_LEFT: _rule(
            N_(
                "As soon as you get it, give one card of your choice from your display to"
                " the player on your left (if you have one). Then it is discarded."
            ),
            _GREEN_BID,
        ),
        CardKind.REMOVE: _rule(
            N_(
                "As soon as you get it, discard one card of your choice from your display"
                " (if you have one). Then it is discarded."
            ),
            _GREEN_BID,
        ),
        CardKind.DOUBLE_COUNTERS: _rule(
            N_("Your counters count double at the end. With Halve Counters too, the two cancel."),
            _AT_END,
            _GREEN_BID,
        ),
        CardKind.TAKE_PINK_BACK: _rule(
            N_(
                "As soon as you take it, take the first card with a normal back from the"
                " deck, skipping green ones; if none is left, the top set-aside card. That"
                " card goes into your display and acts like any card taken. Then this one"
                " is discarded."
            ),
            _PINK_BID,
        ),
        CardKind.COUNTERS_NEGATIVE: _rule(
            N_(
                "Each of your counters adds a point to your score at the end instead of"
                " taking one off (after any doubling or halving)."
            ),
            _AT_END,
            _PINK_BID,
        ),
        CardKind.HALVE_COUNTERS: _rule(
            N_(
                "Your counters count half at the end, rounded down. With Double Counters"
                " too, the two cancel."
            ),
            _AT_END,
            _PINK_BID,
        ),
        CardKind.HIGHEST_DOUBLED: _rule(
            N_(
                "Your highest number card counts double at the end; if it is in a run, the"
                " run's lowest card counts double."
            ),
            _AT_END,
            _PINK_BID,
        ),
        CardKind.FORTY: _rule(
            N_("A number card worth 40 points that joins no run."), _AT_END, _PINK_BID
        ),
        CardKind.CARD_PENALTY: _rule(
            N_(
                "One point added to your score for every card in your display at the end;"
                " special cards still there count, this one too."
            ),
            _PINK_BID,
        ),
    }
)

_EFFECT_WORDS: dict[CardKind, str] = {
    CardKind.WILD: N_("wild card as best number"),
    CardKind.CARD_BONUS: N_("-1 per card"),
    CardKind.SKIP: N_("card skipped"),
    CardKind.LOOK: N_("set-aside cards seen"),
    CardKind.GIVE_LEFT: N_("card given left"),
    CardKind.REMOVE: N_("card removed"),
    CardKind.DOUBLE_COUNTERS: N_("counters doubled"),
    CardKind.TAKE_PINK_BACK: N_("normal-back card taken"),
    CardKind.COUNTERS_NEGATIVE: N_("counters add points"),
    CardKind.HALVE_COUNTERS: N_("counters halved"),
    CardKind.HIGHEST_DOUBLED: N_("highest card doubled"),
    CardKind.FORTY: N_("+40 card"),
    CardKind.CARD_PENALTY: N_("+1 per card"),
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
    if kind in BONUS_POINTS:
        return _("-{points} bonus").format(points=BONUS_POINTS[kind])
    try:
        return _(_EFFECT_WORDS[kind])
    except KeyError:
        raise ValueError(f"{kind} is not a special card") from None


def sound_for(kind: CardKind) -> str:
    """The name of the sound (assets/sounds/<name>.wav) played when this special acts."""
    if kind not in SHORT_NAME:
        raise ValueError(f"{kind} is not a special card")
    return SOUND_PREFIX + kind.value


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
