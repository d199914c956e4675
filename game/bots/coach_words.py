"""The coach's words for expansion verdicts, and where a cost beyond the card comes from.

The base game's verdicts carry a reason from game/bots/coach_reasons.py. An expansion
verdict says what the card does to the seat's score now and the counters on it
(`expansion_reason`), for the live hint and the review alike. When the figure is larger
than what the card itself would do to the score, a player cannot see where the rest comes
from, so `beyond_the_card` names it: the counters on the card (which a rival collects if
the seat does not), a rival's run the card extends, or how few counters paying leaves for
the cards still to come. Pure Python, no randomness: the same position gives the same
words. The review keeps the facts (`expansion_facts`: figures, no words) and words them
when shown (`expansion_reason_words`), so a verdict is the same in every language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from game.i18n import _, ngettext, npgettext, pgettext
from game.rules import Card, Observation, score
from game.special_text import card_label, for_card

# A figure this many points beyond what the card does to the score now needs its source.
BEYOND_BY = 3.0
# Paying down to this many counters, with more cards than that still to come, is named.
FEW_LEFT = 5


def score_change(obs: Observation) -> int:
    """What receiving the face-up card now does to the deciding seat's score."""
    assert obs.card is not None and obs.seat is not None
    display = list(obs.displays[obs.seat])
    counters = obs.counters[obs.seat]
    return score([*display, obs.card], counters) - score(display, counters)


class Source(Enum):
    """Where a cost beyond the card's own points comes from (`beyond_the_card`)."""

    FEW_COUNTERS = "few_counters"  # few counters left for many cards
    COUNTERS_ON_IT = "counters_on_it"  # the counters on the card, which a rival gets
    RIVAL_RUN = "rival_run"  # a rival's run the card extends
    CARDS_TO_COME = "cards_to_come"  # the rest of the round


@dataclass(frozen=True, slots=True)
class Beyond:
    """A cost beyond the card's own points and its source: `count` counters left for
    `cards` cards (FEW_COUNTERS), or the `seat` whose run the card extends (RIVAL_RUN)."""

    source: Source
    count: int = 0
    cards: int = 0
    seat: int = 0


@dataclass(frozen=True, slots=True)
class ExpansionFacts:
    """What an expansion reason says, as figures: the card, what receiving it does to the
    seat's score, the counters on it and the seat's own, and where a larger cost comes
    from (None: the card accounts for it)."""

    card: Card
    change: int
    pot: int
    counters: int
    beyond: Beyond | None


def expansion_facts(obs: Observation, cost: float = 0.0) -> ExpansionFacts:
    """The facts `expansion_reason` words, read from the position."""
    assert obs.card is not None and obs.seat is not None
    return ExpansionFacts(
        obs.card, score_change(obs), obs.pot, obs.counters[obs.seat], _beyond(obs, cost)
    )


def expansion_reason(
    obs: Observation,
    cost: float = 0.0,
    names: Sequence[str] | None = None,
    *,
    live: bool = False,
) -> str:
    """The card's effect on the seat's score and the counters on it, in points; with a
    `cost` (points settling loses against paying) beyond that, where the rest comes
    from. `live`: for the hint, in the present tense (the review speaks of the past).
    Whole sentences, each its own message, joined with a space."""
    return expansion_reason_words(expansion_facts(obs, cost), names, live=live)


def expansion_reason_words(
    f: ExpansionFacts, names: Sequence[str] | None = None, *, live: bool = False
) -> str:
    """`expansion_reason` from its facts."""
    counters = f.counters
    change = f.change
    if change > 0:
        effect = for_card(
            f.card,
            npgettext(
                "number card",
                "{card} would add {count} point to your score.",
                "{card} would add {count} points to your score.",
                change,
            ),
            npgettext(
                "special card",
                "{card} would add {count} point to your score.",
                "{card} would add {count} points to your score.",
                change,
            ),
        )
    elif change < 0:
        effect = for_card(
            f.card,
            npgettext(
                "number card",
                "{card} would take {count} point off your score.",
                "{card} would take {count} points off your score.",
                -change,
            ),
            npgettext(
                "special card",
                "{card} would take {count} point off your score.",
                "{card} would take {count} points off your score.",
                -change,
            ),
        )
    else:
        effect = for_card(
            f.card,
            pgettext("number card", "{card} would not change your score."),
            pgettext("special card", "{card} would not change your score."),
        )
    said = [effect.format(card=card_label(f.card), count=abs(change))]
    if f.pot:
        on = (
            ngettext("There is {count} counter on it.", "There are {count} counters on it.", f.pot)
            if live
            else ngettext(
                "There was {count} counter on it.", "There were {count} counters on it.", f.pot
            )
        )
        said.append(on.format(count=f.pot))
    if counters <= 2:
        if live:
            left = (
                ngettext(
                    "You have {count} counter left.", "You have {count} counters left.", counters
                )
                if counters
                else _("You have no counters left.")
            )
        else:
            left = (
                ngettext(
                    "You had {count} counter left.", "You had {count} counters left.", counters
                )
                if counters
                else _("You had no counters left.")
            )
        said.append(left.format(count=counters))
    if f.beyond is not None:
        said.append(beyond_words(f.beyond, names))
    return " ".join(said)


def beyond_the_card(obs: Observation, cost: float, names: Sequence[str] | None = None) -> str:
    """Where a cost beyond the card's own points comes from, in one whole sentence (each
    source its own message); "" when the card's points (and the counters on it) account
    for it."""
    beyond = _beyond(obs, cost)
    return "" if beyond is None else beyond_words(beyond, names)


def _beyond(obs: Observation, cost: float) -> Beyond | None:
    assert obs.card is not None and obs.seat is not None
    own = abs(score_change(obs)) + obs.pot
    if abs(cost) <= own + BEYOND_BY:
        return None
    me = obs.seat
    # One source, the likeliest first, so the verdict stays short enough to read: few
    # counters left for many cards weighs most, then the counters on the card, then a
    # rival's run; else it is the rest of the round.
    mine = obs.counters[me]
    cards_left = obs.deck_left
    if mine - 1 <= FEW_LEFT < cards_left:
        return Beyond(Source.FEW_COUNTERS, count=mine - 1, cards=cards_left)
    if obs.pot >= 2:
        return Beyond(Source.COUNTERS_ON_IT)
    if obs.card.is_number:
        card = obs.card.value
        for seat in range(obs.players):
            held = {c.value for c in obs.displays[seat] if c.is_number}
            if seat != me and (card - 1 in held or card + 1 in held):
                return Beyond(Source.RIVAL_RUN, seat=seat)
    return Beyond(Source.CARDS_TO_COME)


def beyond_words(beyond: Beyond, names: Sequence[str] | None = None) -> str:
    """Where the rest of a cost comes from, in one whole sentence."""
    if beyond.source is Source.FEW_COUNTERS:
        # Translators: {cards} is always more than 5.
        return ngettext(
            "The rest comes from having only {count} counter left for {cards} cards.",
            "The rest comes from having only {count} counters left for {cards} cards.",
            beyond.count,
        ).format(count=beyond.count, cards=beyond.cards)
    if beyond.source is Source.COUNTERS_ON_IT:
        # (The sentence before says how many counters are on the card.)
        return _("The rest is those counters, which a rival gets otherwise.")
    if beyond.source is Source.RIVAL_RUN:
        seat = beyond.seat
        name = names[seat] if names is not None else _("Seat {number}").format(number=seat + 1)
        # Translators: {name} is a player's name ("Ada", "Seat 2").
        return _("The rest comes from {name}'s run, which the card extends.").format(name=name)
    return _("The rest comes from the cards still to come.")
