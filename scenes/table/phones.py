"""Phones at the table (issue 53): their decisions, their drop-in, and what each is shown.

A phone owns a seat as a pad does (`game.match.seats.PHONE_ACTORS`): the match's holders,
the away seats and "to bot" work for it unchanged. TAKE and NO THANKS come as intents;
what this module adds is what a phone asks for by name:
- "act": any decision the engine offers (bids, declines, skip, look, a card to give or
  discard), submitted through the `TurnController` like a click on its button, and only
  for the decision the phone saw (a stale one changes nothing);
- "seat": take over a bot's seat (at its next decision) or a free one, as a seatless pad
  does (`CouchDesk.take`);
- "hint": the coach's hint for this phone's own decision, shown on the phone only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.app.intents import Device, Intent, IntentEvent
from game.phones.snapshot import SeatFacts, seat_facts, seatless_view

if TYPE_CHECKING:
    from scenes.table.port import TablePort


def on_phone(table: TablePort, actor: int, kind: str, value: object) -> bool:
    match = table.match
    event = IntentEvent(Intent.CONFIRM, Device.PHONE, pad=actor)
    if kind in ("join", "back"):
        return True  # seated (or given its waiting seat back) by the pads' path
    if kind == "seat" and isinstance(value, int):
        if match.seat_of(actor) is None and 0 <= value < match.players:
            table.couch.take(actor, value)
        return True
    seat = match.seat_of(actor)
    if seat is None:
        return True
    if kind == "hint":
        coach = table.coach_desk
        if coach.request(IntentEvent(Intent.HINT, Device.PHONE, pad=actor)) and coach.hint:
            coach.hint.shown = False  # the phone's own: the TV does not show it
        return True
    if kind == "act" and isinstance(value, tuple):
        move_text, decision = value
        if decision != match.decisions:
            return True  # the phone saw an earlier decision: nothing changes
        legal = {move.value: move for move in match.game.legal_actions(seat)}
        move = legal.get(str(move_text))
        if move is not None:
            chosen = table.turns.choose(move, event)
            if isinstance(chosen, list):
                table.show(chosen)  # the move's events, animated on the TV
        return True
    return False


def phone_version(table: TablePort) -> tuple[object, ...]:
    """Everything a phone's view at this table depends on, beyond the phone itself: the
    view is built again only when this changes (once a frame, it is all a frame pays for
    seven phones while nothing happens)."""
    match = table.match
    coach = table.coach_desk
    hint = coach.hint
    stack = table.stack
    return (
        id(table),
        match.decisions,
        table.turns.human_turn(),
        stack.top.name if stack is not None and stack.top is not None else None,
        table.finished,
        tuple(match.away),
        tuple(table.couch.pending.items()),
        tuple(match.names),
        tuple(match.holders),
        coach.on,
        None if hint is None else (hint.key, hint.advice is None, hint.error),
    )


# actor -> (the table's version, the state): the same object while the table is the same,
# so the hub sends nothing (docs/PERFORMANCE.md, the frame CPU figure).
_views: dict[int, tuple[object, SeatFacts | dict[str, Any]]] = {}


def phone_view(table: TablePort, actor: int) -> SeatFacts | dict[str, Any]:
    key = phone_version(table)
    cached = _views.get(actor)
    if cached is not None and cached[0] == key:
        return cached[1]
    view = _build(table, actor)
    _views[actor] = (key, view)
    return view


def _build(table: TablePort, actor: int) -> SeatFacts | dict[str, Any]:
    match = table.match
    seat = match.seat_of(actor)
    if seat is None:
        couch = table.couch
        pending = next((s for s, pad in couch.pending.items() if pad == actor), None)
        return seatless_view(match, couch.candidates(), pending)
    # Live only while the table is on top: under the pause menu nobody decides.
    stack = table.stack
    scene: object = table  # the scene on the stack, whatever port it is seen through
    live = table.turns.human_turn() == seat and (stack is None or stack.top is scene)
    coach = table.coach_desk
    hint = None
    if coach.hint is not None and coach.hint.key == (match.decisions, seat):
        hint = coach.lines()
    return seat_facts(match, seat, live=live, hint=hint, results=table.finished, hints=coach.on)
