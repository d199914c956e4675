"""The review's verdicts in words, worded when shown (game/bots/review.py keeps them as data).

A `Verdict` holds what the coach found (its kind, the card, the figures, the reason's
facts) and no words, so the review is judged once whatever the language, and a verdict
judged in one language reads in another after a switch. `sentence`, `reason` and `text`
word one in the language in use, with the seats' `names` (the reviewed seat is "you").
Each case is one whole sentence of the catalogs, worded for a number card and for a
special card, so each language writes the card with its article and case ("le 25",
"bei der 25"). Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.coach import EVEN_WITHIN
from game.bots.coach_reasons import Facts, reason_words
from game.bots.coach_words import ExpansionFacts, expansion_reason_words
from game.bots.review import Kind, Verdict
from game.i18n import _, npgettext, pgettext
from game.rules import Action, Card, ChooseCard
from game.special_text import card_label, for_card

CHOICES = (Kind.GIVE_BEST, Kind.GIVE_COST, Kind.REMOVE_BEST, Kind.REMOVE_COST)


def label(verdict: Verdict) -> str:
    """The card in words ("27", "Bonus +20"): the face-up card, or for a give-left or
    remove choice the card chosen; "" if there was none."""
    return card_label(verdict.face) if verdict.face is not None else ""


def text(verdict: Verdict, names: Sequence[str]) -> str:
    """The verdict and its reason, as the review shows them."""
    said, why = sentence(verdict, names), reason(verdict, names)
    return f"{said} {why}" if why else said


def reason(verdict: Verdict, names: Sequence[str]) -> str:
    """Why, in plain sentences from the position (game/bots/coach_reasons.py, and
    game/bots/coach_words.py in the expansion); "" when there is none to give."""
    why = verdict.why
    if why is None:
        return ""
    you = yours(names, verdict.seat)
    if isinstance(why, Facts):
        assert isinstance(verdict.best, Action)
        return reason_words(why, verdict.best, False, you)
    assert isinstance(why, ExpansionFacts)
    return expansion_reason_words(why, you)


def yours(names: Sequence[str], seat: int) -> list[str]:
    """The names with the reviewed seat as "you" (it never names itself in a reason)."""
    return [(_("you") if other == seat else name) for other, name in enumerate(names)]


def sentence(verdict: Verdict, names: Sequence[str]) -> str:
    """The verdict in one or two sentences: what the decision cost, or saved, or why it
    was not judged."""
    kind, card = verdict.kind, label(verdict)
    action = verdict.chosen
    if kind is Kind.HAD_TO_TAKE:
        forced = pgettext("number card", "You had no counters left, so you had to take {card}.")
        return forced.format(card=card)
    if kind is Kind.FORCED:
        assert verdict.face is not None
        if action is Action.DECLINE:
            said = pgettext(
                "special card", "You had no counters left, so declining {card} was forced."
            )
        else:
            said = for_card(
                verdict.face,
                pgettext("number card", "You had no counters left, so taking {card} was forced."),
                pgettext("special card", "You had no counters left, so taking {card} was forced."),
            )
        return said.format(card=card)
    if kind is Kind.FREE_LOOK:
        return _("Playing your look card was free: it costs no points.")
    if kind is Kind.NOT_JUDGED:
        return _("Not judged: the coach does not weigh what a skip card would be worth later.")
    if kind in CHOICES:
        assert isinstance(action, ChooseCard) and isinstance(verdict.best, ChooseCard)
        return _choice_words(verdict, action, verdict.best)
    assert isinstance(action, Action) and verdict.face is not None
    if kind is Kind.CLOSE:
        return close_call_words(action, verdict.face)
    rival = verdict.rival
    rival_name = names[rival] if rival is not None else _("your best rival")
    return take_pass_words(action, verdict.face, verdict.lost, rival_name, rival is not None)


def _choice_words(verdict: Verdict, action: ChooseCard, best: ChooseCard) -> str:
    """A card given left or removed, judged by the seat's own score after it."""
    giving = verdict.kind in (Kind.GIVE_BEST, Kind.GIVE_COST)
    chosen = card_label(action.card)
    if verdict.kind in (Kind.GIVE_BEST, Kind.REMOVE_BEST):
        if giving:
            best_words = for_card(
                action.card,
                pgettext("number card", "Giving away {card} was the best choice for your score."),
                pgettext("special card", "Giving away {card} was the best choice for your score."),
            )
        else:
            best_words = for_card(
                action.card,
                pgettext("number card", "Removing {card} was the best choice for your score."),
                pgettext("special card", "Removing {card} was the best choice for your score."),
            )
        return best_words.format(card=chosen)
    points = max(1, round(verdict.lost))
    # Two sentences, each naming one card (a number or a special: each its own wording).
    if giving:
        cost_words = for_card(
            action.card,
            npgettext(
                "number card",
                "Giving away {card} cost you about {count} point.",
                "Giving away {card} cost you about {count} points.",
                points,
            ),
            npgettext(
                "special card",
                "Giving away {card} cost you about {count} point.",
                "Giving away {card} cost you about {count} points.",
                points,
            ),
        )
        better_words = for_card(
            best.card,
            pgettext("number card", "Giving away {card} would have lowered your score more."),
            pgettext("special card", "Giving away {card} would have lowered your score more."),
        )
    else:
        cost_words = for_card(
            action.card,
            npgettext(
                "number card",
                "Removing {card} cost you about {count} point.",
                "Removing {card} cost you about {count} points.",
                points,
            ),
            npgettext(
                "special card",
                "Removing {card} cost you about {count} point.",
                "Removing {card} cost you about {count} points.",
                points,
            ),
        )
        better_words = for_card(
            best.card,
            pgettext("number card", "Removing {card} would have lowered your score more."),
            pgettext("special card", "Removing {card} would have lowered your score more."),
        )
    return " ".join(
        (
            cost_words.format(card=chosen, count=points),
            better_words.format(card=card_label(best.card)),
        )
    )


def _even_words(action: Action, card: Card) -> str:
    """Take or pass (bid or decline) of `card` came out about even, in one sentence."""
    if action is Action.TAKE:
        return for_card(
            card,
            pgettext("number card", "Taking {card} or passing came out about even."),
            pgettext("special card", "Taking {card} or passing came out about even."),
        )
    if action is Action.PASS:
        return for_card(
            card,
            pgettext("number card", "Passing on {card} or taking it came out about even."),
            pgettext("special card", "Passing on {card} or taking it came out about even."),
        )
    if action is Action.BID:
        return pgettext("special card", "Bidding on {card} or declining it came out about even.")
    if action is Action.DECLINE:
        return pgettext("special card", "Declining {card} or bidding on it came out about even.")
    raise ValueError(f"no verdict words for {action}")


def _cost_words(action: Action, card: Card, points: int, named: bool = True) -> str:
    """What take or pass (bid or decline) of `card` cost, in one sentence. With the rival
    `named` (the best placed of the others) the rival is left out: naming them without a
    word of who they are to the player confused more than it told (a rival that matters is
    named in the reason); without one, the sentence says "against {rival}" (left to fill:
    "your best rival")."""
    if named:
        if action is Action.TAKE:
            return for_card(
                card,
                npgettext(
                    "number card",
                    "Taking {card} here cost you about {count} point.",
                    "Taking {card} here cost you about {count} points.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Taking {card} here cost you about {count} point.",
                    "Taking {card} here cost you about {count} points.",
                    points,
                ),
            )
        if action is Action.PASS:
            return for_card(
                card,
                npgettext(
                    "number card",
                    "Passing on {card} here cost you about {count} point.",
                    "Passing on {card} here cost you about {count} points.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Passing on {card} here cost you about {count} point.",
                    "Passing on {card} here cost you about {count} points.",
                    points,
                ),
            )
        if action is Action.BID:
            return npgettext(
                "special card",
                "Bidding on {card} here cost you about {count} point.",
                "Bidding on {card} here cost you about {count} points.",
                points,
            )
        if action is Action.DECLINE:
            return npgettext(
                "special card",
                "Declining {card} here cost you about {count} point.",
                "Declining {card} here cost you about {count} points.",
                points,
            )
        raise ValueError(f"no verdict words for {action}")
    if action is Action.TAKE:
        return for_card(
            card,
            npgettext(
                "number card",
                "Taking {card} here cost you about {count} point against {rival}.",
                "Taking {card} here cost you about {count} points against {rival}.",
                points,
            ),
            npgettext(
                "special card",
                "Taking {card} here cost you about {count} point against {rival}.",
                "Taking {card} here cost you about {count} points against {rival}.",
                points,
            ),
        )
    if action is Action.PASS:
        return for_card(
            card,
            npgettext(
                "number card",
                "Passing on {card} here cost you about {count} point against {rival}.",
                "Passing on {card} here cost you about {count} points against {rival}.",
                points,
            ),
            npgettext(
                "special card",
                "Passing on {card} here cost you about {count} point against {rival}.",
                "Passing on {card} here cost you about {count} points against {rival}.",
                points,
            ),
        )
    if action is Action.BID:
        return npgettext(
            "special card",
            "Bidding on {card} here cost you about {count} point against {rival}.",
            "Bidding on {card} here cost you about {count} points against {rival}.",
            points,
        )
    if action is Action.DECLINE:
        return npgettext(
            "special card",
            "Declining {card} here cost you about {count} point against {rival}.",
            "Declining {card} here cost you about {count} points against {rival}.",
            points,
        )
    raise ValueError(f"no verdict words for {action}")


def _right_words(action: Action, card: Card, points: int, named: bool = True) -> str:
    """Take or pass (bid or decline) of `card` was right, and what the other answer would
    have cost, in one sentence; "against {rival}" only without a `named` rival, as in
    `_cost_words`."""
    if named:
        if action is Action.TAKE:
            return for_card(
                card,
                npgettext(
                    "number card",
                    "Taking {card} was right: passing would have cost you about {count} point.",
                    "Taking {card} was right: passing would have cost you about {count} points.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Taking {card} was right: passing would have cost you about {count} point.",
                    "Taking {card} was right: passing would have cost you about {count} points.",
                    points,
                ),
            )
        if action is Action.PASS:
            return for_card(
                card,
                npgettext(
                    "number card",
                    "Passing on {card} was right: taking it"
                    " would have cost you about {count} point.",
                    "Passing on {card} was right: taking it"
                    " would have cost you about {count} points.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Passing on {card} was right: taking it"
                    " would have cost you about {count} point.",
                    "Passing on {card} was right: taking it"
                    " would have cost you about {count} points.",
                    points,
                ),
            )
        if action is Action.BID:
            return npgettext(
                "special card",
                "Bidding on {card} was right: declining it"
                " would have cost you about {count} point.",
                "Bidding on {card} was right: declining it"
                " would have cost you about {count} points.",
                points,
            )
        if action is Action.DECLINE:
            return npgettext(
                "special card",
                "Declining {card} was right: bidding on it"
                " would have cost you about {count} point.",
                "Declining {card} was right: bidding on it"
                " would have cost you about {count} points.",
                points,
            )
        raise ValueError(f"no verdict words for {action}")
    if action is Action.TAKE:
        return for_card(
            card,
            npgettext(
                "number card",
                "Taking {card} was right: passing"
                " would have cost you about {count} point against {rival}.",
                "Taking {card} was right: passing"
                " would have cost you about {count} points against {rival}.",
                points,
            ),
            npgettext(
                "special card",
                "Taking {card} was right: passing"
                " would have cost you about {count} point against {rival}.",
                "Taking {card} was right: passing"
                " would have cost you about {count} points against {rival}.",
                points,
            ),
        )
    if action is Action.PASS:
        return for_card(
            card,
            npgettext(
                "number card",
                "Passing on {card} was right: taking it"
                " would have cost you about {count} point against {rival}.",
                "Passing on {card} was right: taking it"
                " would have cost you about {count} points against {rival}.",
                points,
            ),
            npgettext(
                "special card",
                "Passing on {card} was right: taking it"
                " would have cost you about {count} point against {rival}.",
                "Passing on {card} was right: taking it"
                " would have cost you about {count} points against {rival}.",
                points,
            ),
        )
    if action is Action.BID:
        return npgettext(
            "special card",
            "Bidding on {card} was right: declining it"
            " would have cost you about {count} point against {rival}.",
            "Bidding on {card} was right: declining it"
            " would have cost you about {count} points against {rival}.",
            points,
        )
    if action is Action.DECLINE:
        return npgettext(
            "special card",
            "Declining {card} was right: bidding on it"
            " would have cost you about {count} point against {rival}.",
            "Declining {card} was right: bidding on it"
            " would have cost you about {count} points against {rival}.",
            points,
        )
    raise ValueError(f"no verdict words for {action}")


def close_call_words(action: Action, card: Card) -> str:
    """Take or pass of a number card was a close call: within the person model's stated
    error, the coach cannot tell which was better (only the base game models people)."""
    if action is Action.TAKE:
        said = pgettext(
            "number card",
            "Taking {card} or passing was a close call: it depends on how the others play.",
        )
    else:
        said = pgettext(
            "number card",
            "Passing on {card} or taking it was a close call: it depends on how the others play.",
        )
    return said.format(card=card_label(card))


def take_pass_words(action: Action, card: Card, lost: float, rival: str, named: bool = True) -> str:
    """Plain words: what the chosen action cost (or saved). Each case is one whole
    sentence, worded for a number card and for a special card, so each language writes the
    card with its article and case ("le 25", "bei der 25"). `named`: the coach had a rival
    to measure against (the sentence leaves them out); else it says "against {rival}"."""
    points = max(1, round(abs(lost)))
    if abs(lost) < EVEN_WITHIN:
        words = _even_words(action, card)
    elif lost > 0:
        words = _cost_words(action, card, points, named)
    else:
        words = _right_words(action, card, points, named)
    return words.format(card=card_label(card), count=points, rival=rival)
