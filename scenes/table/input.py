"""Intents at the table: what each press, click or tap means here.

`handle(table, event)` turns one intent into a call on the scene's controller (choose an
action, ask the coach, peek, pause, hurry the animations) and says whether it was
consumed. It changes nothing itself: actions go through `TurnController.choose`, which
checks that the input may act for the seat to move. Where a pointer lands is read from
the layout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app.intents import Intent, IntentEvent
from game.rules import Action

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

ACTION_OF_INTENT = {Intent.TAKE: Action.TAKE, Intent.PASS: Action.PASS}
FOCUS_ACTIONS = (Action.TAKE, Action.PASS)  # the buttons, left to right


def handle(table: TableScene, event: IntentEvent) -> bool:
    intent = event.intent
    if table.couch.handle(event):
        return True  # a pad that holds no seat: drop-in offers only
    if intent is Intent.PEEK:
        seat = table.game.current_seat
        # Only whoever may act for the seat to move may see its counters; letting go
        # never reveals anything, so any release ends the peek.
        if not event.held or (seat is not None and table.accepts(event, seat)):
            table.peek_held = event.held
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
    if intent in ACTION_OF_INTENT:
        return table.choose(ACTION_OF_INTENT[intent], event)
    if intent in (Intent.LEFT, Intent.RIGHT):
        if table.human_turn() is not None:
            table.focus = 0 if intent is Intent.LEFT else 1
            table.play_sound("move")
        return True
    if intent is Intent.CONFIRM:
        return table.choose(FOCUS_ACTIONS[table.focus], event)
    if intent is Intent.HINT:
        return table.request_hint(event)
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
    for focus, (rect, action) in enumerate(zip((lay.take, lay.pass_), FOCUS_ACTIONS, strict=True)):
        if rect.collidepoint(pos):
            table.focus = focus
            return table.choose(action, event)
    if table.hint_available() and lay.hint.collidepoint(pos):
        return table.request_hint(event)
    seat = table.human_turn()
    if seat is not None and lay.seats[seat].box.collidepoint(pos):
        if table.accepts(event, seat):  # a pad's seat shows its counters to that pad only
            table.peek_toggle = not table.peek_toggle
        return True
    return False
