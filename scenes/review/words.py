"""The review's words: what a seat did at a decision (`deed`) and the coach's verdict on it
(`sentence`, worded from the verdict's data by game/bots/verdict_words.py). No drawing."""

from __future__ import annotations

from collections.abc import Sequence

from game.bots import verdict_words
from game.bots.coach import EVEN_WITHIN
from game.bots.review import Verdict
from game.draw import theme
from game.i18n import N_, _, npgettext, pgettext
from game.rules import Action, ChooseCard
from game.special_text import card_label, for_card
from scenes.table.view import TableView

NOT_JUDGED = N_("Not judged: the coach could not finish this one.")


def deed(seat: int, action: object, name: str, you: bool, view: TableView | None) -> str:
    """What the seat did, in words: "You took 27 with 4 counters on it" (`you`: the review
    is of one seat; `view`: the replayed table at the decision, if built). Each sentence is
    worded twice, for a number card and for a special card, so each language writes the
    card with its own article and case ("die 25", "die Karte „Aussetzen“")."""
    card = view.card if view is not None else None
    pot = view.pot if view is not None else 0
    choice = view.choice if view is not None else None
    if isinstance(action, ChooseCard):  # a card given left or removed [X3]
        chosen = action.card
        if choice is not None and choice[1] == "give_left":
            said = for_card(
                chosen,
                pgettext("number card", "You gave {card} to the left")
                if you
                else pgettext("number card", "{name} gave {card} to the left"),
                pgettext("special card", "You gave {card} to the left")
                if you
                else pgettext("special card", "{name} gave {card} to the left"),
            )
        else:
            said = for_card(
                chosen,
                pgettext("number card", "You removed {card}")
                if you
                else pgettext("number card", "{name} removed {card}"),
                pgettext("special card", "You removed {card}")
                if you
                else pgettext("special card", "{name} removed {card}"),
            )
        return said.format(name=name, card=card_label(chosen))
    if action is Action.LOOK:
        return (_("You played Look Aside") if you else _("{name} played Look Aside")).format(
            name=name
        )
    if card is None:
        return f"{_('You') if you else name}: {getattr(action, 'value', action)}"
    label = card_label(card)
    if action is Action.TAKE and pot:
        said = for_card(
            card,
            npgettext(
                "number card",
                "You took {card} with {count} counter on it",
                "You took {card} with {count} counters on it",
                pot,
            )
            if you
            else npgettext(
                "number card",
                "{name} took {card} with {count} counter on it",
                "{name} took {card} with {count} counters on it",
                pot,
            ),
            npgettext(
                "special card",
                "You took {card} with {count} counter on it",
                "You took {card} with {count} counters on it",
                pot,
            )
            if you
            else npgettext(
                "special card",
                "{name} took {card} with {count} counter on it",
                "{name} took {card} with {count} counters on it",
                pot,
            ),
        )
    elif action is Action.TAKE:
        said = for_card(
            card,
            pgettext("number card", "You took {card}")
            if you
            else pgettext("number card", "{name} took {card}"),
            pgettext("special card", "You took {card}")
            if you
            else pgettext("special card", "{name} took {card}"),
        )
    elif action is Action.PASS:
        said = for_card(
            card,
            pgettext("number card", "You said no thanks to {card}")
            if you
            else pgettext("number card", "{name} said no thanks to {card}"),
            pgettext("special card", "You said no thanks to {card}")
            if you
            else pgettext("special card", "{name} said no thanks to {card}"),
        )
    # Only green cards are bid for and declined, and every green card is a special one.
    elif action is Action.BID:
        said = (
            pgettext("special card", "You bid a counter for {card}")
            if you
            else pgettext("special card", "{name} bid a counter for {card}")
        )
    elif action is Action.DECLINE and pot > 1:
        said = (
            npgettext(
                "special card",
                "You declined {card} and took the {count} counter",
                "You declined {card} and took the {count} counters",
                pot,
            )
            if you
            else npgettext(
                "special card",
                "{name} declined {card} and took the {count} counter",
                "{name} declined {card} and took the {count} counters",
                pot,
            )
        )
    elif action is Action.DECLINE and pot:
        said = (
            pgettext("special card", "You declined {card} and took the counter")
            if you
            else pgettext("special card", "{name} declined {card} and took the counter")
        )
    elif action is Action.DECLINE:
        said = (
            pgettext("special card", "You declined {card}")
            if you
            else pgettext("special card", "{name} declined {card}")
        )
    elif action is Action.SKIP:
        said = for_card(
            card,
            pgettext("number card", "You played Skip Turn on {card}")
            if you
            else pgettext("number card", "{name} played Skip Turn on {card}"),
            pgettext("special card", "You played Skip Turn on {card}")
            if you
            else pgettext("special card", "{name} played Skip Turn on {card}"),
        )
    else:
        # An action the review has no words for (a new one): a plain label, not a sentence.
        said = _("{name}: {action} on {card}")
        name = _("You") if you else name
        return said.format(name=name, action=getattr(action, "value", action), card=label)
    return said.format(name=name, card=label, count=pot)


def sentence(
    index: int, verdict: Verdict | None, failed: set[int], names: Sequence[str]
) -> tuple[str, theme.Color]:
    """The coach's verdict on the decision at `index`, worded now in the language in use
    (`failed`: the ones it could not judge; `names`: the seats', for the reason)."""
    if verdict is not None:
        if not verdict.judged:
            return verdict_words.sentence(verdict, names), theme.MUTED
        said = verdict_words.text(verdict, names)
        return said, theme.WARN if verdict.cost >= EVEN_WITHIN else theme.CREAM
    if index in failed:
        return _(NOT_JUDGED), theme.MUTED
    return _("The coach is looking at this decision…"), theme.MUTED
