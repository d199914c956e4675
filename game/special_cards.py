"""One description per special card of the expansion [X1]-[X3], under its kind.

Everything the game says, draws and plays for a special card, less its mechanics (the
deck, the timing and the scoring stay in game/rules, where the engine needs them):

    SPECIALS[CardKind.SKIP].name()     # "Skip Turn", in the language of the moment
    SPECIALS[CardKind.SKIP].icon       # "skip": the painter in game/draw/sprites.py
    SPECIALS[CardKind.SKIP].sound      # "sp_skip": assets/sounds/sp_skip.wav

Pure Python (no pygame). Words are kept as functions that translate when called: the
descriptions are built at import, before the player picks a language. The colour (green
or pink) and the timing come from the rules (`Card.is_green`, `Card.timing`).

tests/test_special_cards.py fails while a special kind has no description, a painter
key has no painter, or a sound has no recipe or no file.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from game.i18n import N_, _, ngettext, pgettext
from game.rules.cards import BONUS_POINTS, GREEN_COPIES, Card, CardKind, Timing

Words = Callable[[], str]

# Every special has its own WAV, named after its kind with a prefix so no special can
# collide with an existing effect name (a future "take" kind would, for instance).
SOUND_PREFIX = "sp_"

# The sentences that end every green (or every pink) card's whole rule.
GREEN_BID = N_(
    "Green card: bid a counter for it, or decline and take the counters on it; the card"
    " then goes to the last bidder still in, or with no bid to the player on your right."
)
PINK_BID = N_("Pink card: take it with its counters, or pay a counter, like a number card.")
_AT_END = N_("Stays in your display and counts at the end.")


class Breakdown(enum.Enum):
    """How the results' breakdown shows what a special did to a score."""

    POINTS = "points"  # the points it adds or takes off ("Bonus +15: −15")
    WILD = "wild"  # the number it stood for ("Wild Card: used as 17")
    COUNTER_STEP = "counter_step"  # what it made of the counters ("5 → 10")
    COUNTERS_ADDED = "counters_added"  # the counters' points turned round ("−5 → +5")
    DOUBLED = "doubled"  # a card's points doubled ("27 → 54"), or "no card"
    PER_CARD = "per_card"  # a point per card ("3 cards, −3")


def say(message: str) -> Words:
    """A msgid, translated when the words are asked for."""
    return lambda: _(message)


def _sentences(*messages: str) -> Words:
    return lambda: " ".join(_(message) for message in messages)


@dataclass(frozen=True, slots=True)
class SpecialCard:
    """A special card's description: its words, its face, its sound, and the bots' rough
    price for it."""

    kind: CardKind
    # Two words, short enough for a card face at 800x450 (a translation too: the face
    # prints one word a line).
    name: Words
    # Its own rule; the whole rule adds the bidding sentence its colour shares.
    rule: Words
    # The rule in one short sentence: for a table too crowded for even its own rule.
    gist: Words
    # A short phrase for what it did to a score ("-1 per card").
    effect: Words
    # Its caption on the how-to page for its colour and timing.
    howto: Words
    # One word under the icon when the card is too small for its name: a msgid, or a
    # sign kept as it is ("+5", "×2").
    tag: str
    # The key of its icon painter in game/draw/sprites.py (`ICON_PAINTERS`).
    icon: str
    # The search's playout price in points (game/bots/expansion_play.py): a seat takes a
    # pink card once the pot reaches it, and bids for a green card while the pot is below.
    price: int
    # The sign drawn on the icon ("+15", "×2"), if any.
    icon_text: str = ""
    # What it is worth, where its name does not fit (the review's costliest cards).
    worth: str = ""
    # How the results' breakdown shows its effect.
    breakdown: Breakdown = Breakdown.POINTS
    # For a card that changes the counters' worth at the end: what it makes of n counters
    # (for the results) and the pulse shown at the counters when it acts.
    counter_step: Callable[[int], int] | None = None
    counter_pulse: str = ""
    # The bots: does it change what a number card or a counter is worth to its holder?
    modifier: bool = False
    # For a card its owner plays: the table's story line when it is played ({name} and
    # {card} filled in; a "special card" message, so each language says the card whole).
    played: Words | None = None

    @property
    def green(self) -> bool:
        """Green stock (bid for [X3]); pink otherwise."""
        return self.kind in GREEN_COPIES

    @property
    def timing(self) -> Timing:
        """When it acts: the rules' word (game/rules/cards.py)."""
        return Card(1, self.kind).timing

    @property
    def sound(self) -> str:
        """The name of the sound played when it acts: assets/sounds/<sound>.wav."""
        return SOUND_PREFIX + self.kind.value

    @property
    def changes_counters(self) -> bool:
        """It acts on the counters' own term of a score (shown there, not as points)."""
        return self.breakdown in (Breakdown.COUNTER_STEP, Breakdown.COUNTERS_ADDED)

    def full_text(self) -> str:
        """The whole rule, shown on hover or focus."""
        return self.rule() + " " + _(GREEN_BID if self.green else PINK_BID)


def _bonus(kind: CardKind, name: Words, tag: str, price: int) -> SpecialCard:
    """A green card that takes its points off its holder's score at the end."""
    points = BONUS_POINTS[kind]

    def rule() -> str:
        return ngettext(
            "Takes {points} point off your score at the end. Stays in your display.",
            "Takes {points} points off your score at the end. Stays in your display.",
            points,
        ).format(points=points)

    def gist() -> str:
        return ngettext(
            "{points} point off your score at the end.",
            "{points} points off your score at the end.",
            points,
        ).format(points=points)

    return SpecialCard(
        kind,
        name=name,
        rule=rule,
        gist=gist,
        effect=lambda: _("-{points} bonus").format(points=points),
        howto=_BONUS_HOWTO,
        tag=tag,
        icon="rosette",
        price=price,
        icon_text=f"+{points}",
        worth=f"+{points}",
    )


# The how-to page shows the bonus cards together, under one caption.
_BONUS_HOWTO = say(N_("+5 to +20: that many points off"))

# One entry per special kind (tests/test_special_cards.py: exactly one).
DESCRIPTIONS: tuple[SpecialCard, ...] = (
    _bonus(CardKind.BONUS5, say(N_("Bonus +5")), "+5", 4),
    _bonus(CardKind.BONUS10, say(N_("Bonus +10")), "+10", 7),
    _bonus(CardKind.BONUS15, say(N_("Bonus +15")), "+15", 10),
    _bonus(CardKind.BONUS20, say(N_("Bonus +20")), "+20", 13),
    SpecialCard(
        CardKind.WILD,
        name=say(N_("Wild Card")),
        rule=_sentences(
            N_(
                "Counts as any one number from 3 to 35; the game picks the number that scores"
                " best for you (it can join or link runs)."
            ),
            _AT_END,
        ),
        gist=say(N_("Counts as the number from 3 to 35 that scores best.")),
        effect=say(N_("wild card as best number")),
        howto=say(N_("counts as the number 3–35 that scores best")),
        tag=N_("WILD"),
        icon="wild",
        price=6,
        breakdown=Breakdown.WILD,
        modifier=True,
    ),
    SpecialCard(
        CardKind.CARD_BONUS,
        name=say(N_("Card Bonus")),
        rule=say(
            N_(
                "One point off your score for every card in your display at the end; special"
                " cards still there count, this one too."
            )
        ),
        gist=say(N_("One point off for every card in your display.")),
        effect=say(N_("-1 per card")),
        howto=say(N_("1 point off per card in your display")),
        tag=N_("−1 EA"),
        icon="card_bonus",
        price=6,
        breakdown=Breakdown.PER_CARD,
    ),
    SpecialCard(
        CardKind.SKIP,
        name=say(N_("Skip Turn")),
        rule=say(
            N_(
                "Play it on your own turn to leave the bidding for the current card: you"
                " cannot get that card, and you join in again with the next one. The last"
                " player still bidding may not skip. Discarded once played."
            )
        ),
        gist=say(N_("Play it on your turn to sit out the bidding for this card.")),
        effect=say(N_("card skipped")),
        howto=say(N_("leave this card's bidding (you can't get it); back next card")),
        tag=N_("SKIP"),
        icon="skip",
        price=2,
        played=lambda: pgettext("special card", "{name} plays {card}: skips this card"),
    ),
    SpecialCard(
        CardKind.LOOK,
        name=say(N_("Look Aside")),
        rule=say(
            N_(
                "Play it on your own turn to see the cards set aside, privately (not the"
                " green cards returned to the box). Discarded once played."
            )
        ),
        gist=say(N_("Play it on your turn to see the cards set aside.")),
        effect=say(N_("set-aside cards seen")),
        howto=say(N_("see the set-aside cards: only you")),
        tag=N_("LOOK"),
        icon="look",
        price=1,
        played=lambda: pgettext(
            "special card", "{name} plays {card}: looks at the set-aside cards"
        ),
    ),
    SpecialCard(
        CardKind.GIVE_LEFT,
        name=say(N_("Give Left")),
        rule=say(
            N_(
                "As soon as you get it, give one card of your choice from your display to"
                " the player on your left (if you have one). Then it is discarded."
            )
        ),
        gist=say(N_("Give one card of your display to the player on your left.")),
        effect=say(N_("card given left")),
        howto=say(N_("one card of your display to the player on your left")),
        tag=N_("GIVE"),
        icon="give_left",
        price=5,
    ),
    SpecialCard(
        CardKind.REMOVE,
        name=say(N_("Remove Card")),
        rule=say(
            N_(
                "As soon as you get it, discard one card of your choice from your display"
                " (if you have one). Then it is discarded."
            )
        ),
        gist=say(N_("Discard one card of your display.")),
        effect=say(N_("card removed")),
        howto=say(N_("one card of your display to the discard pile")),
        tag=N_("DROP"),
        icon="remove",
        price=5,
    ),
    SpecialCard(
        CardKind.DOUBLE_COUNTERS,
        name=say(N_("Double Counters")),
        rule=_sentences(
            N_("Your counters count double at the end. With Halve Counters too, the two cancel."),
            _AT_END,
        ),
        gist=say(N_("Your counters count double at the end.")),
        effect=say(N_("counters doubled")),
        howto=say(N_("your counters count double")),
        tag="×2",
        icon="double_counters",
        price=5,
        icon_text="×2",
        breakdown=Breakdown.COUNTER_STEP,
        counter_step=lambda n: n * 2,
        counter_pulse="×2",
        modifier=True,
    ),
    SpecialCard(
        CardKind.TAKE_PINK_BACK,
        name=say(N_("Take Pink")),
        rule=say(
            N_(
                "As soon as you take it, take the first card with a normal back from the"
                " deck, skipping green ones; if none is left, the top set-aside card. That"
                " card goes into your display and acts like any card taken. Then this one"
                " is discarded."
            )
        ),
        gist=say(N_("Also take the next card with a normal back from the deck.")),
        effect=say(N_("normal-back card taken")),
        howto=say(N_("at once: take the next normal-back card")),
        tag=N_("TAKE"),
        icon="take_pink_back",
        price=10,
    ),
    SpecialCard(
        CardKind.COUNTERS_NEGATIVE,
        name=say(N_("Counters Negative")),
        rule=_sentences(
            N_(
                "Each of your counters adds a point to your score at the end instead of"
                " taking one off (after any doubling or halving)."
            ),
            _AT_END,
        ),
        gist=say(N_("Your counters add points at the end instead of taking them off.")),
        effect=say(N_("counters add points")),
        howto=say(N_("counters add points")),
        tag=N_("NEG"),
        icon="counters_negative",
        price=10,
        icon_text="±",
        breakdown=Breakdown.COUNTERS_ADDED,
        counter_pulse="+",
        modifier=True,
    ),
    SpecialCard(
        CardKind.HALVE_COUNTERS,
        name=say(N_("Halve Counters")),
        rule=_sentences(
            N_(
                "Your counters count half at the end, rounded down. With Double Counters"
                " too, the two cancel."
            ),
            _AT_END,
        ),
        gist=say(N_("Your counters count half at the end.")),
        effect=say(N_("counters halved")),
        howto=say(N_("counters count half")),
        tag=N_("HALF"),
        icon="halve_counters",
        price=4,
        icon_text="½",
        breakdown=Breakdown.COUNTER_STEP,
        counter_step=lambda n: n // 2,
        counter_pulse="½",
        modifier=True,
    ),
    SpecialCard(
        CardKind.HIGHEST_DOUBLED,
        name=say(N_("Highest Doubled")),
        rule=_sentences(
            N_(
                "Your highest number card counts double at the end; if it is in a run, the"
                " run's lowest card counts double."
            ),
            _AT_END,
        ),
        gist=say(N_("Your highest number card counts double at the end.")),
        effect=say(N_("highest card doubled")),
        howto=say(N_("your highest card (or its run’s lowest) ×2")),
        tag=N_("HIGH"),
        icon="highest_doubled",
        price=12,
        icon_text="×2",
        breakdown=Breakdown.DOUBLED,
        modifier=True,
    ),
    SpecialCard(
        CardKind.FORTY,
        name=say(N_("40 Points")),
        rule=_sentences(N_("A number card worth 40 points that joins no run."), _AT_END),
        gist=say(N_("Worth 40 points; joins no run.")),
        effect=say(N_("+40 card")),
        howto=say(N_("a 40 that joins no run")),
        tag="40",
        icon="forty",
        price=30,
        icon_text="40",
        worth="40",
    ),
    SpecialCard(
        CardKind.CARD_PENALTY,
        name=say(N_("Card Penalty")),
        rule=say(
            N_(
                "One point added to your score for every card in your display at the end;"
                " special cards still there count, this one too."
            )
        ),
        gist=say(N_("One point added for every card in your display.")),
        effect=say(N_("+1 per card")),
        howto=say(N_("1 point added per card")),
        tag=N_("+1 EA"),
        icon="card_penalty",
        price=8,
        breakdown=Breakdown.PER_CARD,
    ),
)

# In the order of `CardKind` (pages and lists that show every special show them so).
SPECIALS: dict[CardKind, SpecialCard] = {
    card.kind: card
    for card in sorted(DESCRIPTIONS, key=lambda card: list(CardKind).index(card.kind))
}


def special(kind: CardKind) -> SpecialCard:
    """A special card's description; a number card has none."""
    try:
        return SPECIALS[kind]
    except KeyError:
        raise ValueError(f"{kind} is not a special card") from None
