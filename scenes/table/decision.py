"""What the human to move may do now, as buttons and card choices.

One list that drawing, clicks, keys and pads all read, so a button is never drawn without
doing something, nor does something without being drawn: the main pair (TAKE / NO THANKS!,
or BID / DECLINE for a green card [X3]), then the any-time cards the seat may play (SKIP,
LOOK). A pending give-left or remove choice [X3] has no buttons: the seat's display cards
are the choices.

`DecisionDesk` (one per table) reads the game's legal moves and the view, and keeps the
focus: the button (`focus`) or display card (`choice_focus`) that CONFIRM would press, and
the decision at which the person to move last moved it (`chosen_at`). It is given the
match, the view, the turn controller and callbacks, never the scene; it changes no game
state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app.intents import Intent
from game.draw import theme
from game.i18n import _, pgettext
from game.match.model import Match
from game.match.seats import is_phone
from game.rules import Action, Card
from game.rules.observation import ChooseCard, Move
from scenes.table.layout import TableLayout
from scenes.table.turns import TurnController
from scenes.table.view import TableView

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


DEFAULT_FOCUS = 1  # NO THANKS! (or DECLINE): where the focus rests, shown only once chosen


class DecisionDesk:
    def __init__(
        self,
        match: Match,
        view: TableView,
        turns: TurnController,
        *,
        layout: Callable[[], TableLayout],
        prompt_label: Callable[[Intent], str],
        warn: Callable[[str], None],
    ) -> None:
        self.match = match
        self.view = view
        self.turns = turns
        self._layout = layout  # the table's layout now (a resize replaces it)
        self._prompt_label = prompt_label  # on the device of the seat to move
        self._warn = warn  # a warning in the turn caption's place
        self.focus = DEFAULT_FOCUS  # 0: TAKE, 1: NO THANKS (safer for CONFIRM)
        self.choice_focus = 0  # the display card focused in a give-left / remove choice
        # The record's length when the person to move last chose (moved the focus): CONFIRM
        # decides only at that same decision (`chosen`).
        self.chosen_at: int | None = None

    def new_decision(self) -> None:
        """A new decision (another seat's, or a new card after a take) starts on the safer
        button: a CONFIRM mashed to hurry the table must not take the card."""
        self.choice_focus = 0
        self.focus = DEFAULT_FOCUS

    def look_played(self) -> None:
        """A look card's cards came up: the Confirm that closes them, mashed, lands on the
        safer button."""
        self.focus = DEFAULT_FOCUS

    def green_offer(self) -> bool:
        card = self.view.card
        return card is not None and card.is_green

    def buttons(self) -> list[Button]:
        """The buttons under the card, left to right. Always the main pair (greyed when it
        is nobody's decision here), plus SKIP / LOOK while the human to move may play
        them."""
        seat = self.turns.on_screen()
        if seat is not None and self.view.choice is not None:
            return []
        game = self.match.game
        legal = game.legal_actions(seat) if seat is not None else ()
        if self.green_offer():
            main = [
                (Action.BID, pgettext("button", "BID"), TAKE_GREEN, Intent.TAKE),
                (Action.DECLINE, pgettext("button", "DECLINE"), theme.TOMATO, Intent.PASS),
            ]
        else:
            main = [
                (Action.TAKE, pgettext("button", "TAKE"), TAKE_GREEN, Intent.TAKE),
                (Action.PASS, pgettext("button", "NO THANKS!"), theme.TOMATO, Intent.PASS),
            ]
        if seat is not None and is_phone(self.match.pad_of(seat)):
            # Decided on that seat's phone (issue 66): the TV's buttons say so, unlit, and
            # press nothing (no device here may act for it).
            where = _("on {name}'s phone").format(name=self.match.names[seat])
            return [
                Button(action, text, color, False, where, intent)
                for action, text, color, intent in main
            ]
        out = [
            Button(action, text, color, action in legal, self._reason(seat, action, legal), intent)
            for action, text, color, intent in main
        ]
        for action, text in (
            (Action.SKIP, pgettext("button", "SKIP")),
            (Action.LOOK, pgettext("button", "LOOK")),
        ):
            if action in legal:
                out.append(Button(action, text, ANY_TIME, True))
        return out

    def chosen(self) -> bool:
        """Has the person to move chosen at this decision (moved the focus to a button or
        a card since it appeared)? Until then CONFIRM, the hurry input, never decides: a
        press meant to hurry the bots must not answer the decision that arrives under it."""
        return self.turns.human_turn() is not None and self.chosen_at == self.match.decisions

    def choose_here(self) -> None:
        """The person to move chose at this decision (any later action ends it)."""
        self.chosen_at = self.match.decisions

    def how_to_choose(self) -> str:
        """What to press to decide, on the device the seat to move uses."""
        label = self._prompt_label
        if self.choosing_seat() is not None:
            left, right = label(Intent.LEFT), label(Intent.RIGHT)
            confirm = label(Intent.CONFIRM)
            return _("Choose a card: {left} / {right}, then {confirm}").format(
                left=_(left), right=_(right), confirm=_(confirm)
            )
        row = self.buttons()
        if not row:
            return ""
        take, decline = row[0].text, row[1].text
        keys = [label(Intent.TAKE), label(Intent.PASS)]
        if keys[0] in ("Click", "Tap", "") or keys[0] == keys[1]:
            return _("{key} {take} or {decline} to choose").format(
                key=_(keys[0] or "Click"), take=take, decline=decline
            )
        return _("Choose: {take_key} {take}, {decline_key} {decline}").format(
            take_key=_(keys[0]), take=take.lower(), decline_key=_(keys[1]), decline=decline.lower()
        )

    def focus_index(self, row: list[Button]) -> int:
        """The focused button of `row`. The row shrinks within a decision (a played LOOK
        leaves the row), so the stored focus is kept inside it here, for input and drawing
        alike."""
        return max(0, min(self.focus, len(row) - 1))

    def _reason(self, seat: int | None, action: Action, legal: tuple[object, ...]) -> str:
        """Why a paying move (BID, NO THANKS!) is off for the seat to move."""
        if seat is None or action in legal or action not in (Action.BID, Action.PASS):
            return ""
        if self.match.game.observation(None).counters[seat] <= 0:
            return _("no counters")
        return _("all others skipped")

    def refusal(self, action: Action) -> str:
        """The warning for a move the seat to move may not make."""
        seat = self.turns.human_turn()
        legal = self.match.game.legal_actions(seat) if seat is not None else ()
        green = self.green_offer()
        # (_reason judges only BID and PASS; a PASS on a green card is wrong for its own
        # reason.)
        last_in = self._reason(seat, action, legal) == _("all others skipped")
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

    def choosing_seat(self) -> int | None:
        """The human seat choosing a card of its display now (None: no such choice)."""
        seat = self.turns.on_screen()
        choice = self.view.choice
        if seat is None or choice is None or choice[0] != seat:
            return None
        return seat

    def choice_options(self, seat: int) -> list[Card]:
        """The display cards `seat` may choose, left to right as drawn."""
        legal = self.match.game.legal_actions(seat)
        return [move.card for move in legal if isinstance(move, ChooseCard)]

    def focused_option(self, options: list[Card]) -> Card:
        """The focused one of a choice's `options` (never empty)."""
        return options[min(self.choice_focus, len(options) - 1)]

    def card_rects(self, seat: int) -> dict[Card, pygame.Rect]:
        """Each card of `seat`'s display and where it is drawn (for clicks and the focus)."""
        return {
            card: rect
            for card, _style, rect in self._layout().slots(seat, self.view.displays[seat])
        }

    def card_at(self, seat: int, pos: tuple[int, int]) -> Card | None:
        """The card of `seat`'s display under `pos`: the one drawn on top."""
        slots = self._layout().slots(seat, self.view.displays[seat])
        for card, _style, rect in reversed(slots):  # drawn last is on top
            if rect.collidepoint(pos):
                return card
        return None

    def refuse(self, action: Move) -> None:
        """Say why `action`, refused, cannot be played now."""
        if isinstance(action, ChooseCard) or self.view.choice is not None:
            self._warn(_("First choose a card of your display"))
        else:
            self._warn(self.refusal(action))
