"""The coach's words for expansion verdicts, and where a cost beyond the card comes from.

The base game's verdicts carry a reason from game/bots/coach_reasons.py. An expansion
verdict says what the card does to the seat's score now and the counters on it
(`expansion_reason`), for the live hint and the review alike. When the figure is larger
than what the card itself would do to the score, a player cannot see where the rest comes
from, so `beyond_the_card` names it: the counters on the card (which a rival collects if
the seat does not), a rival's run the card extends, or how few counters paying leaves for
the cards still to come. Pure Python, no randomness: the same position gives the same
words.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.coach_reasons import sentence
from game.i18n import _, ngettext
from game.rules import Observation, score
from game.special_text import card_label

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


def expansion_reason(
    obs: Observation,
    cost: float = 0.0,
    names: Sequence[str] | None = None,
    *,
    live: bool = False,
) -> str:
    """The card's effect on the seat's score and the counters on it, in points; with a
    `cost` (points settling loses against paying) beyond that, where the rest comes
    from. `live`: for the hint, in the present tense (the review speaks of the past)."""
    assert obs.card is not None and obs.seat is not None
    counters = obs.counters[obs.seat]
    change = score_change(obs)
    label = card_label(obs.card)
    if change > 0:
        effect = ngettext(
            "{card} would add {count} point to your score",
            "{card} would add {count} points to your score",
            change,
        ).format(card=label, count=change)
    elif change < 0:
        effect = ngettext(
            "{card} would take {count} point off your score",
            "{card} would take {count} points off your score",
            -change,
        ).format(card=label, count=-change)
    else:
        effect = _("{card} would not change your score").format(card=label)
    on = obs.pot
    if on:
        # Translators: {clause} is what the card would do to the player's score ("Bonus
        # +20 would take 20 points off your score").
        with_on = ngettext(
            "{clause}, with {count} counter on it", "{clause}, with {count} counters on it", on
        )
        effect = with_on.format(clause=effect, count=on)
    if counters <= 2 and live:
        have = ngettext(
            "{clause}, and you have {count} counter left",
            "{clause}, and you have {count} counters left",
            counters,
        )
        effect = have.format(clause=effect, count=counters)
    elif counters <= 2:
        had = ngettext(
            "{clause}, and you had {count} counter left",
            "{clause}, and you had {count} counters left",
            counters,
        )
        effect = had.format(clause=effect, count=counters)
    text = sentence(effect)
    rest = beyond_the_card(obs, cost, names)
    return f"{text} {rest}" if rest else text


def beyond_the_card(obs: Observation, cost: float, names: Sequence[str] | None = None) -> str:
    """Where a cost beyond the card's own points comes from, in one sentence; "" when the
    card's points (and the counters on it) account for it."""
    assert obs.card is not None and obs.seat is not None
    own = abs(score_change(obs)) + obs.pot
    if abs(cost) <= own + BEYOND_BY:
        return ""
    me = obs.seat
    # One source, the likeliest first, so the verdict stays short enough to read: few
    # counters left for many cards weighs most, then the counters on the card, then a
    # rival's run; else it is the rest of the round.
    text = ""
    mine = obs.counters[me]
    cards_left = obs.deck_left
    if mine - 1 <= FEW_LEFT < cards_left:
        text = ngettext(
            "only {count} counter left for {cards} cards",
            "only {count} counters left for {cards} cards",
            mine - 1,
        ).format(count=mine - 1, cards=cards_left)
    elif obs.pot >= 2:
        # (The sentence before says how many counters are on it.)
        text = _("those counters, or a rival gets them")
    elif obs.card.is_number:
        card = obs.card.value
        for seat in range(obs.players):
            held = {c.value for c in obs.displays[seat] if c.is_number}
            if seat != me and (card - 1 in held or card + 1 in held):
                name = (
                    names[seat] if names is not None else _("Seat {number}").format(number=seat + 1)
                )
                text = _("{name}'s run, which it extends").format(name=name)
                break
    if not text:
        text = _("the cards still to come")
    # Translators: {source} names what makes a verdict larger than the card's own points
    # ("The rest: only 4 counters left for 20 cards."); keep it short, it ends a verdict.
    return _("The rest: {source}.").format(source=text)
