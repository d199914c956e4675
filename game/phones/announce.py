"""What a phone says aloud (issue 62): the sentences its screen reader speaks, in the
game's language. No pygame.

The page reads them from its live region (page/table.js), each once:
- every move at the table, as the TV's move log words it (`scenes.table.story`): the
  table passes the log's newest lines (`recent`) with each phone's view. Those lines
  name only what the whole table sees (a card, the counters on it, who took it), never a
  seat's own counters, which stay secret [B8];
- the seat's own turn (`your_turn`): the card, its counters and the seat's own counters,
  which only this phone is told.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.i18n import _, ngettext, npgettext
from game.rules.cards import Card
from game.special_text import card_label, for_card

# The log lines a view carries: enough for every move made between two views of a phone
# (seven seats, a reveal, a round's end), few enough to keep the message small.
RECENT = 24


class Told(Protocol):
    """A line of the table's log (`scenes.table.story.StoryLine`)."""

    @property
    def text(self) -> str: ...


def recent(lines: Sequence[Told], keep: int = RECENT) -> tuple[int, tuple[str, ...]]:
    """The words of the newest `keep` of the table's log lines, and the index of the first
    of them in the whole log (the page announces each index once)."""
    start = max(0, len(lines) - keep)
    return start, tuple(line.text for line in lines[start:])


def your_turn(card: Card | None, pot: int, counters: int, choice: str | None = None) -> str:
    """The seat's own turn, said when its buttons come alive: "Your turn: the 23,
    4 counters on it. You have 8 counters." `choice` is the engine's pending choice
    ("give_left", "remove"): then the card to pick is the question. Two whole sentences,
    each with its own count (a language's plural needs one count a message)."""
    if choice == "give_left":
        return _("Your turn: choose one of your cards to give to your left.")
    if choice == "remove":
        return _("Your turn: choose one of your cards to discard.")
    mine = ngettext("You have {count} counter.", "You have {count} counters.", counters)
    mine = mine.format(count=counters)
    if card is None:
        return _("Your turn.") + " " + mine
    if card.is_green:
        # Every green card is a special one, bid for rather than taken [X3].
        said = npgettext(
            "special card",
            "Your turn: bid on {card} or decline it; {count} counter on it.",
            "Your turn: bid on {card} or decline it; {count} counters on it.",
            pot,
        )
    else:
        said = for_card(
            card,
            npgettext(
                "number card",
                "Your turn: the {card}, {count} counter on it.",
                "Your turn: the {card}, {count} counters on it.",
                pot,
            ),
            npgettext(
                "special card",
                "Your turn: {card}, {count} counter on it.",
                "Your turn: {card}, {count} counters on it.",
                pot,
            ),
        )
    return said.format(card=card_label(card), count=pot) + " " + mine
