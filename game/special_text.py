"""The words and sound names of the expansion's special cards [X1]-[X3], read from
their descriptions (game/special_cards.py).

Pure Python (no pygame), so the table, How to play, the results breakdown and the coach
all read the same words:

    SHORT_NAME[CardKind.SKIP]        # "Skip Turn": two words, printed on the card
                                     # (each lookup in the language of the moment)
    FULL_TEXT[CardKind.SKIP]         # the whole rule, shown on hover/focus
    card_label(Card.number(27))      # "27"
    for_card(card, pgettext("number card", m), pgettext("special card", m))
                                     # a sentence naming a card, worded per kind of card
    effect_words(CardKind.BONUS15)   # "-15 bonus": a line of the scoring breakdown
    sound_for(CardKind.LOOK)         # "sp_look": a WAV in assets/sounds/
    gist(CardKind.SKIP)              # the rule in one short sentence (a crowded table)
    own_rule(CardKind.SKIP)          # the rule less the bidding every green card shares
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from game.i18n import _
from game.rules.cards import Card, CardKind
from game.special_cards import GREEN_BID, PINK_BID, SPECIALS, special


class _Translated(Mapping[CardKind, str]):
    """A dict of words that answers in the language of the moment (texts are built at
    import, before the player picks a language)."""

    def __init__(self, words: dict[CardKind, Callable[[], str]]) -> None:
        self._words = words

    def __getitem__(self, kind: CardKind) -> str:
        return self._words[kind]()

    def __iter__(self) -> Iterator[CardKind]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


# Both read the one description per card (game/special_cards.py).
SHORT_NAME: Mapping[CardKind, str] = _Translated({k: d.name for k, d in SPECIALS.items()})
FULL_TEXT: Mapping[CardKind, str] = _Translated({k: d.full_text for k, d in SPECIALS.items()})

# Green bidding's own sounds: a counter put on the card, and the decliner collecting.
BID_SOUND = "bid"
DECLINE_SOUND = "decline"


def card_label(card: Card) -> str:
    """What to call a card in one short label: its number, or the special's short name."""
    return str(card.value) if card.is_number else SHORT_NAME[card.kind]


def for_card(card: Card | str, number: str, special: str) -> str:
    """The sentence for `card`: `number` for a number card, `special` for a special card.
    `card` may also be a card's label as `card_label` wrote it (kept in the history):
    a number card's label is its digits, a special's name never is.

    A sentence that names a card is looked up twice by the caller, with the context
    "number card" and "special card" (literal strings: the extraction reads them), so
    each language writes the card its own way: a number with its article and case ("die
    25", "au 25", "el 25"), a special card by its name after the word for card ("die
    Karte „Aussetzen“", "la carte « Saut de tour »", "la carta «Saltar turno»").
    tests/i18n/test_card_sentences.py fails while a message naming a card has neither."""
    is_number = card.isdigit() if isinstance(card, str) else card.is_number
    return number if is_number else special


def effect_words(kind: CardKind) -> str:
    """A short phrase for the results breakdown: what this special did to a score."""
    return special(kind).effect()


def sound_for(kind: CardKind) -> str:
    """The name of the sound (assets/sounds/<name>.wav) played when this special acts."""
    return special(kind).sound


def own_rule(kind: CardKind) -> str:
    """A special card's whole rule less the bidding sentence every green (or every pink)
    card shares: the short form, for a table too crowded for the whole text."""
    full = FULL_TEXT[kind]
    for shared in (_(GREEN_BID), _(PINK_BID)):
        if full.endswith(shared):
            return full[: -len(shared)].rstrip()
    return full


def gist(kind: CardKind) -> str:
    """A special card's rule in one short sentence (for a table too crowded for even its
    own rule, seven seats with TV text; pointing at the card still shows the whole text)."""
    return special(kind).gist()
