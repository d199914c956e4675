"""Intents at the table: what each press, click or tap means here.

`handle(table, event)` turns one intent into a call on the scene's controller (choose an
action, ask the coach, peek, pause, hurry the animations) and says whether it was
consumed. It changes nothing itself: actions go through `TurnController.choose`, which
checks that the input may act for the seat to move. Where a pointer lands is read from
the layout.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import ui
from game.app.intents import Device, Intent, IntentEvent
from game.i18n import N_
from game.rules.observation import ChooseCard, Move
from scenes.table import decision

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


def handle(table: TableScene, event: IntentEvent) -> bool:
    intent = event.intent
    if table.look_desk.handle(event):
        return True  # a look's cards or its hand-off cover are up
    if table.couch.handle(event):
        return True  # a pad that holds no seat: drop-in offers only
    if intent is Intent.PEEK:
        seat = table.game.current_seat
        # Only whoever may act for the seat to move may see its counters, and only the
        # hand that holds the peek ends it: another pad's shoulder button must not.
        source = (event.device, event.pad)
        peek = table.match.peek
        if event.held and seat is not None and table.turns.accepts(event, seat):
            peek.hold(seat, source)
        elif not event.held and peek.source in (None, source):
            peek.release()
        return True
    if not event.held:
        return False
    if intent in (Intent.BACK, Intent.MENU):
        table.open_pause(event)
        return True
    if intent is Intent.POINT and event.pos is not None:
        return point(table, event)
    if intent in (Intent.UP, Intent.DOWN):
        table.open_log()  # the seats are not a menu: up/down read the story instead
        return True
    if not table.caught_up:
        if intent in (Intent.CONFIRM, Intent.TAKE, Intent.PASS):
            table.skip()  # hurry the animations; never act on a card not yet seen
            return True
        return False
    chooser = decision.choosing_seat(table)
    if chooser is not None and intent in (Intent.LEFT, Intent.RIGHT, Intent.CONFIRM):
        return choose_card(table, chooser, event)
    row = decision.buttons(table)
    for button in row:
        if button.intent is intent:
            return table.turns.choose(button.action, event)
    if intent in (Intent.LEFT, Intent.RIGHT):
        seat = table.turns.human_turn()
        if seat is not None and row and table.turns.accepts(event, seat):
            step = -1 if intent is Intent.LEFT else 1
            table.focus = max(0, min(len(row) - 1, decision.focus_index(table, row) + step))
            decision.choose_here(table)  # from now on CONFIRM presses the focused button
            table.play_sound("move")
        return True
    if intent is Intent.CONFIRM:
        if not row:
            return False
        return confirm(table, event, lambda: row[decision.focus_index(table, row)].action)
    if intent is Intent.HINT:
        return table.coach_desk.request(event)
    return False


def point(table: TableScene, event: IntentEvent) -> bool:
    """A click or tap at `event.pos`."""
    pos = event.pos
    assert pos is not None
    lay = table.layout
    if lay.menu.collidepoint(pos):
        table.open_pause(event)
        return True
    if lay.log.collidepoint(pos):
        table.open_log()
        return True
    if not table.caught_up:
        table.skip()
        return True
    row = decision.buttons(table)
    for focus, (rect, button) in enumerate(zip(lay.button_row(len(row)), row, strict=True)):
        if rect.collidepoint(pos):
            # Focus follows the click only if the click may act: a refused one must not
            # aim a pad player's next CONFIRM.
            if not table.turns.choose(button.action, event):
                return False
            table.focus = focus
            return True
    if table.coach_desk.available() and lay.hint.collidepoint(pos):
        return table.coach_desk.request(event)
    chooser = decision.choosing_seat(table)
    if chooser is not None:
        card = decision.card_at(table, chooser, pos)
        if card is not None:
            return table.turns.choose(ChooseCard(card), event)
    seat = table.turns.human_turn()
    if seat is not None and lay.seats[seat].box.collidepoint(pos):
        if table.turns.accepts(event, seat):  # a pad's seat shows its counters to that pad only
            table.match.peek.toggle = not table.match.peek.toggle
        return True
    if seat is not None and table.turns.accepts(event, seat):
        # A click or tap away from the buttons only hurries: at a decision it says how
        # to choose instead.
        table.warn(decision.how_to_choose(table), 3.0)
        return True
    return False


def choose_card(table: TableScene, seat: int, event: IntentEvent) -> bool:
    """Keys and pads in a give-left / remove choice [X3]: LEFT / RIGHT move the focus
    across the seat's display cards, CONFIRM chooses the focused one."""
    if not table.turns.accepts(event, seat):
        return True
    options = decision.choice_options(table, seat)
    if not options:
        return False
    if event.intent is Intent.CONFIRM:
        return confirm(
            table, event, lambda: ChooseCard(options[min(table.choice_focus, len(options) - 1)])
        )
    step = -1 if event.intent is Intent.LEFT else 1
    table.choice_focus = max(0, min(len(options) - 1, table.choice_focus + step))
    decision.choose_here(table)  # from now on CONFIRM chooses the focused card
    table.play_sound("move")
    return True


def confirm(table: TableScene, event: IntentEvent, focused: Callable[[], Move]) -> bool:
    """CONFIRM at a decision: the focused choice, once the person chose at this decision
    (moved the focus here). Before that CONFIRM is only the hurry input, which never
    decides: it says how to choose instead."""
    seat = table.turns.human_turn()
    if seat is None or not table.turns.accepts(event, seat):
        return False
    if not decision.chosen(table):
        table.warn(decision.how_to_choose(table), 3.0)
        return True
    return table.turns.choose(focused(), event)


def confirm_word(table: TableScene, seat: int) -> str:
    """How `seat` says "go on": "Tap", "Click", or its key or pad button."""
    device = table.couch.prompt_device(seat)
    if device is Device.TOUCH:
        return N_("Tap")
    if device is Device.MOUSE:
        return N_("Click")
    return table.prompt_label(Intent.CONFIRM, seat)


def clickable(table: TableScene) -> list[pygame.Rect]:
    """What a click would do something on now (for the hand cursor and hover)."""
    lay = table.layout
    rects = [lay.menu, lay.log]
    seat = table.turns.human_turn()
    # A seat a pad holds is played by that pad only: nothing of it is the mouse's.
    if table.look_desk.blocking:
        return [pygame.Rect((0, 0), lay.size)]  # a click anywhere moves the look on
    if seat is not None and table.turns.accepts(IntentEvent(Intent.POINT, Device.MOUSE), seat):
        row = decision.buttons(table)
        rects += [r for r, b in zip(lay.button_row(len(row)), row, strict=True) if b.enabled]
        if decision.choosing_seat(table) == seat:
            rects += list(decision.card_rects(table, seat).values())
        if not table.turns.counters_visible(seat) or table.match.peek.toggle:
            rects.append(lay.seats[seat].plate)
    if table.coach_desk.available():
        rects.append(lay.hint)
    return rects


def hovered(table: TableScene, rect: pygame.Rect) -> bool:
    """Is the mouse over `rect` (and is a mouse in use)?"""
    pos = ui.pointer(table)
    return pos is not None and rect.collidepoint(pos)
