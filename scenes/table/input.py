"""Intents at the table: what each press, click or tap means here.

`TableInput.handle(event)` turns one intent into a call on a part (choose an action, ask
the coach, peek, pause, hurry the animations) and returns what it did (`Handled`): whether
it was consumed, and the events of the move it made, which the scene hands to the
animator. It changes nothing itself: actions go through `TurnController.choose`, which
checks that the input may act for the seat to move; the focus is the `DecisionDesk`'s.
Where a pointer lands is read from the layout. It is given the match, the parts and
callbacks, never the scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.app.intents import Device, Intent, IntentEvent
from game.i18n import N_
from game.match.model import Match
from game.rules.events import Event
from game.rules.observation import ChooseCard, Move
from scenes.table.coach import CoachDesk
from scenes.table.couch import CouchDesk
from scenes.table.cues import Cues
from scenes.table.decision import DecisionDesk
from scenes.table.layout import TableLayout
from scenes.table.look import LookDesk
from scenes.table.turns import Refused, TurnController


@dataclass(frozen=True)
class Handled:
    """What one intent did at the table: consumed or not, and the events of the move it
    made (none for most), which the caller shows."""

    consumed: bool
    events: Sequence[Event] = ()


CONSUMED, NOT_CONSUMED = Handled(True), Handled(False)


class TableInput:
    def __init__(
        self,
        match: Match,
        cues: Cues,
        *,
        turns: TurnController,
        desk: DecisionDesk,
        look: LookDesk,
        couch: CouchDesk,
        coach: CoachDesk,
        layout: Callable[[], TableLayout],
        pointer: Callable[[], tuple[int, int] | None],
        prompt_label: Callable[[Intent, int | None], str],
        open_pause: Callable[[IntentEvent | None], None],
        open_log: Callable[[IntentEvent | None], None],
        hurry: Callable[[], None],
    ) -> None:
        self.match = match
        self.cues = cues
        self.turns = turns
        self.desk = desk
        self.look = look
        self.couch = couch
        self.coach = coach
        self._layout = layout  # the table's layout now (a resize replaces it)
        self._pointer = pointer  # where the mouse points, while the mouse is in use
        self._prompt_label = prompt_label  # for an intent on a seat's device
        self._open_pause = open_pause  # the pause menu, for whoever paused
        self._open_log = open_log  # the move log, for whoever opened it
        self._hurry = hurry  # finish the queued animations at once

    def handle(self, event: IntentEvent) -> Handled:
        intent = event.intent
        turns, desk = self.turns, self.desk
        if self.look.handle(event):
            return CONSUMED  # a look's cards or its hand-off cover are up
        if self.couch.handle(event):
            return CONSUMED  # a pad that holds no seat: drop-in offers only
        if intent is Intent.PEEK:
            seat = self.match.game.current_seat
            # Only whoever may act for the seat to move may see its counters, and only the
            # hand that holds the peek ends it: another pad's shoulder button must not.
            source = (event.device, event.pad)
            peek = self.match.peek
            if event.held and seat is not None and turns.accepts(event, seat):
                peek.hold(seat, source)
            elif not event.held and peek.source in (None, source):
                peek.release()
            return CONSUMED
        if not event.held:
            return NOT_CONSUMED
        if intent in (Intent.BACK, Intent.MENU):
            self._open_pause(event)
            return CONSUMED
        if intent is Intent.POINT and event.pos is not None:
            return self.point(event)
        if intent in (Intent.UP, Intent.DOWN):
            self._open_log(event)  # the seats are not a menu: up/down read the story instead
            return CONSUMED
        if not self.cues.caught_up():
            if intent in (Intent.CONFIRM, Intent.TAKE, Intent.PASS):
                self._hurry()  # hurry the animations; never act on a card not yet seen
                return CONSUMED
            return NOT_CONSUMED
        chooser = desk.choosing_seat()
        if chooser is not None and intent in (Intent.LEFT, Intent.RIGHT, Intent.CONFIRM):
            return self.choose_card(chooser, event)
        row = desk.buttons()
        for button in row:
            if button.intent is intent:
                return self.choose(button.action, event)
        if intent in (Intent.LEFT, Intent.RIGHT):
            seat = turns.human_turn()
            if seat is not None and row and turns.accepts(event, seat):
                step = -1 if intent is Intent.LEFT else 1
                desk.focus = max(0, min(len(row) - 1, desk.focus_index(row) + step))
                desk.choose_here()  # from now on CONFIRM presses the focused button
                self.cues.sound("move")
            return CONSUMED
        if intent is Intent.CONFIRM:
            if not row:
                return NOT_CONSUMED
            return self.confirm(event, lambda: row[desk.focus_index(row)].action)
        if intent is Intent.HINT:
            return Handled(self.coach.request(event))
        return NOT_CONSUMED

    def choose(self, action: Move, event: IntentEvent) -> Handled:
        """A decision by this input, through the turn controller: the events of the move
        it made, or the reason it was refused, said."""
        chosen = self.turns.choose(action, event)
        if isinstance(chosen, Refused):
            self.desk.refuse(chosen.action)
            return NOT_CONSUMED
        return NOT_CONSUMED if chosen is None else Handled(True, chosen)

    def point(self, event: IntentEvent) -> Handled:
        """A click or tap at `event.pos`."""
        pos = event.pos
        assert pos is not None
        lay = self._layout()
        turns, desk = self.turns, self.desk
        if lay.menu.collidepoint(pos):
            self._open_pause(event)
            return CONSUMED
        if lay.log.collidepoint(pos):
            self._open_log(event)
            return CONSUMED
        if not self.cues.caught_up():
            self._hurry()
            return CONSUMED
        row = desk.buttons()
        for focus, (rect, button) in enumerate(zip(lay.button_row(len(row)), row, strict=True)):
            if rect.collidepoint(pos):
                # Focus follows the click only if the click may act: a refused one must not
                # aim a pad player's next CONFIRM.
                handled = self.choose(button.action, event)
                if handled.consumed:
                    desk.focus = focus
                return handled
        if self.coach.available() and lay.hint.collidepoint(pos):
            return Handled(self.coach.request(event))
        chooser = desk.choosing_seat()
        if chooser is not None:
            card = desk.card_at(chooser, pos)
            if card is not None:
                return self.choose(ChooseCard(card), event)
        seat = turns.human_turn()
        if seat is not None and lay.seats[seat].box.collidepoint(pos):
            if turns.accepts(event, seat):  # a pad's seat shows its counters to that pad only
                self.match.peek.toggle = not self.match.peek.toggle
            return CONSUMED
        if seat is not None and turns.accepts(event, seat):
            # A click or tap away from the buttons only hurries: at a decision it says how
            # to choose instead.
            self.cues.warn(desk.how_to_choose(), 3.0)
            return CONSUMED
        return NOT_CONSUMED

    def choose_card(self, seat: int, event: IntentEvent) -> Handled:
        """Keys and pads in a give-left / remove choice [X3]: LEFT / RIGHT move the focus
        across the seat's display cards, CONFIRM chooses the focused one."""
        desk = self.desk
        if not self.turns.accepts(event, seat):
            return CONSUMED
        options = desk.choice_options(seat)
        if not options:
            return NOT_CONSUMED
        if event.intent is Intent.CONFIRM:
            return self.confirm(event, lambda: ChooseCard(desk.focused_option(options)))
        step = -1 if event.intent is Intent.LEFT else 1
        desk.choice_focus = max(0, min(len(options) - 1, desk.choice_focus + step))
        desk.choose_here()  # from now on CONFIRM chooses the focused card
        self.cues.sound("move")
        return CONSUMED

    def confirm(self, event: IntentEvent, focused: Callable[[], Move]) -> Handled:
        """CONFIRM at a decision: the focused choice, once the person chose at this
        decision (moved the focus here). Before that CONFIRM is only the hurry input, which
        never decides: it says how to choose instead."""
        seat = self.turns.human_turn()
        if seat is None or not self.turns.accepts(event, seat):
            return NOT_CONSUMED
        if not self.desk.chosen():
            self.cues.warn(self.desk.how_to_choose(), 3.0)
            return CONSUMED
        return self.choose(focused(), event)

    def confirm_word(self, seat: int) -> str:
        """How `seat` says "go on": "Tap", "Click", or its key or pad button."""
        device = self.couch.prompt_device(seat)
        if device is Device.TOUCH:
            return N_("Tap")
        if device is Device.MOUSE:
            return N_("Click")
        return self._prompt_label(Intent.CONFIRM, seat)

    def clickable(self) -> list[pygame.Rect]:
        """What a click would do something on now (for the hand cursor and hover)."""
        lay = self._layout()
        rects = [lay.menu, lay.log]
        turns, desk = self.turns, self.desk
        seat = turns.on_screen()
        # A seat a pad holds is played by that pad only: nothing of it is the mouse's.
        if self.look.blocking:
            return [pygame.Rect((0, 0), lay.size)]  # a click anywhere moves the look on
        if seat is not None and turns.accepts(IntentEvent(Intent.POINT, Device.MOUSE), seat):
            row = desk.buttons()
            rects += [r for r, b in zip(lay.button_row(len(row)), row, strict=True) if b.enabled]
            if desk.choosing_seat() == seat:
                rects += list(desk.card_rects(seat).values())
            if not turns.counters_visible(seat) or self.match.peek.toggle:
                rects.append(lay.seats[seat].plate)
        if self.coach.available():
            rects.append(lay.hint)
        return rects

    def hovered(self, rect: pygame.Rect) -> bool:
        """Is the mouse over `rect` (and is a mouse in use)?"""
        pos = self._pointer()
        return pos is not None and rect.collidepoint(pos)
