"""What the human to move may do now, as buttons and card choices.

One list that drawing, clicks, keys and pads all read, so a button is never drawn without
doing something, nor does something without being drawn: the main pair (TAKE / NO THANKS!,
or BID / DECLINE for a green card [X3]), then the any-time cards the seat may play (SKIP,
LOOK). A pending give-left or remove choice [X3] has no buttons: the seat's display cards
are the choices. Reads the game's legal moves and the view; changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.app import theme
from game.app.intents import Intent
from game.i18n import _, pgettext
from game.rules import Action, Card
from game.rules.observation import ChooseCard

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

TAKE_GREEN = (58, 150, 92)
ANY_TIME = (176, 128, 46)


@dataclass(frozen=True)
class Button:
    action: Action
    text: str
    color: tuple[int, int, int]
    enabled: bool
    reason: str = ""  # why a main button is off ("no counters")
    intent: Intent | None = None  # its own key / pad button, besides focus + confirm


def green_offer(table: TableScene) -> bool:
    card = table.view.card
    return card is not None and card.is_green


def buttons(table: TableScene) -> list[Button]:
    """The buttons under the card, left to right. Always the main pair (greyed when it is
    nobody's decision here), plus SKIP / LOOK while the human to move may play them."""
    seat = table.turns.human_turn()
    if seat is not None and table.view.choice is not None:
        return []
    legal = table.game.legal_actions(seat) if seat is not None else ()
    if green_offer(table):
        main = [
            (Action.BID, pgettext("button", "BID"), TAKE_GREEN, Intent.TAKE),
            (Action.DECLINE, pgettext("button", "DECLINE"), theme.TOMATO, Intent.PASS),
        ]
    else:
        main = [
            (Action.TAKE, pgettext("button", "TAKE"), TAKE_GREEN, Intent.TAKE),
            (Action.PASS, pgettext("button", "NO THANKS!"), theme.TOMATO, Intent.PASS),
        ]
    out = [
        Button(action, text, color, action in legal, _reason(table, seat, action, legal), intent)
        for action, text, color, intent in main
    ]
    for action, text in (
        (Action.SKIP, pgettext("button", "SKIP")),
        (Action.LOOK, pgettext("button", "LOOK")),
    ):
        if action in legal:
            out.append(Button(action, text, ANY_TIME, True))
    return out


DEFAULT_FOCUS = 1  # NO THANKS! (or DECLINE): where the focus rests, shown only once chosen


def chosen(table: TableScene) -> bool:
    """Has the person to move chosen at this decision (moved the focus to a button or a
    card since it appeared)? Until then CONFIRM, the hurry input, never decides: a press
    meant to hurry the bots must not answer the decision that arrives under it."""
    return table.turns.human_turn() is not None and table.chosen_at == table.match.decisions


def choose_here(table: TableScene) -> None:
    """The person to move chose at this decision (any later action ends it)."""
    table.chosen_at = table.match.decisions


def how_to_choose(table: TableScene) -> str:
    """What to press to decide, on the device the seat to move uses."""
    if choosing_seat(table) is not None:
        left, right = table.prompt_label(Intent.LEFT), table.prompt_label(Intent.RIGHT)
        confirm = table.prompt_label(Intent.CONFIRM)
        return _("Choose a card: {left} / {right}, then {confirm}").format(
            left=_(left), right=_(right), confirm=_(confirm)
        )
    row = buttons(table)
    if not row:
        return ""
    take, decline = row[0].text, row[1].text
    keys = [table.prompt_label(Intent.TAKE), table.prompt_label(Intent.PASS)]
    if keys[0] in ("Click", "Tap", "") or keys[0] == keys[1]:
        return _("{key} {take} or {decline} to choose").format(
            key=_(keys[0] or "Click"), take=take, decline=decline
        )
    return _("Choose: {take_key} {take}, {decline_key} {decline}").format(
        take_key=_(keys[0]), take=take.lower(), decline_key=_(keys[1]), decline=decline.lower()
    )


def focus_index(table: TableScene, row: list[Button]) -> int:
    """The focused button of `row`. The row shrinks within a decision (a played LOOK
    leaves the row), so the stored focus is kept inside it here, for input and drawing
    alike."""
    return max(0, min(table.focus, len(row) - 1))


def _reason(table: TableScene, seat: int | None, action: Action, legal: tuple[object, ...]) -> str:
    """Why a paying move (BID, NO THANKS!) is off for the seat to move."""
    if seat is None or action in legal or action not in (Action.BID, Action.PASS):
        return ""
    if table.game.observation(None).counters[seat] <= 0:
        return _("no counters")
    return _("all others skipped")


def refusal(table: TableScene, action: Action) -> str:
    """The warning for a move the seat to move may not make."""
    seat = table.turns.human_turn()
    legal = table.game.legal_actions(seat) if seat is not None else ()
    green = green_offer(table)
    # (_reason judges only BID and PASS; a PASS on a green card is wrong for its own reason.)
    last_in = _reason(table, seat, action, legal) == _("all others skipped")
    if last_in and not (action is Action.PASS and green):
        # The last one still in [X3]: a pass or bid would come straight back.
        if action is Action.BID:
            return _("Everyone else skipped this card: you can only decline")
        return _("Everyone else skipped this card: you must take it")
    # A seat without counters may still play Skip [X3]: say so when it holds one.
    skip = Action.SKIP in legal
    if action is Action.BID:
        if skip:
            return _("No counters left: decline or play Skip")
        return _("No counters left: you can only decline")
    if action is Action.PASS:
        if green:
            return _("A green card: bid or decline")
        if skip:
            return _("No counters left: take the card or play Skip")
        return _("No counters left: you must take the card")
    if action is Action.TAKE and green:
        return _("A green card: bid or decline")
    return _("You cannot do that now")


def rects(table: TableScene, count: int) -> list[pygame.Rect]:
    return table.layout.button_row(count)


def choosing_seat(table: TableScene) -> int | None:
    """The human seat choosing a card of its display now (None: no such choice)."""
    seat = table.turns.human_turn()
    choice = table.view.choice
    if seat is None or choice is None or choice[0] != seat:
        return None
    return seat


def choice_options(table: TableScene, seat: int) -> list[Card]:
    """The display cards `seat` may choose, left to right as drawn."""
    legal = table.game.legal_actions(seat)
    return [move.card for move in legal if isinstance(move, ChooseCard)]


def card_rects(table: TableScene, seat: int) -> dict[Card, pygame.Rect]:
    """Each card of `seat`'s display and where it is drawn (for clicks and the focus)."""
    return {
        card: rect for card, _style, rect in table.layout.slots(seat, table.view.displays[seat])
    }


def card_at(table: TableScene, seat: int, pos: tuple[int, int]) -> Card | None:
    """The card of `seat`'s display under `pos`: the one drawn on top."""
    slots = table.layout.slots(seat, table.view.displays[seat])
    for card, _style, rect in reversed(slots):  # drawn last is on top
        if rect.collidepoint(pos):
            return card
    return None


def refuse(table: TableScene, action: Action | ChooseCard) -> None:
    """Say why `action`, refused, cannot be played now."""
    if isinstance(action, ChooseCard) or table.view.choice is not None:
        table.warn(_("First choose a card of your display"))
    else:
        table.warn(refusal(table, action))
