"""Phones at the table (issue 53): their decisions, their drop-in, and what each is shown.

A phone owns a seat as a pad does (`game.match.seats.PHONE_ACTORS`): the match's holders,
the away seats and "to bot" work for it unchanged. TAKE and NO THANKS come as intents;
what this module adds is what a phone asks for by name:
- "act": any decision the engine offers (bids, declines, skip, look, a card to give or
  discard), submitted through the `TurnController` like a click on its button, and only
  for the decision the phone saw (a stale one changes nothing);
- "seat": take over a bot's seat (at its next decision) or a free one, as a seatless pad
  does (`CouchDesk.take`), but only once someone at the TV allows it, by name (issue 66:
  the room decides who sits); a phone asking for the seat it held itself gets it at once;
- "back": a phone that held a seat and comes back with its secret has it back first
  (whether the seat waited for it, was played here or was handed to a bot meanwhile),
  unless the room gave it to another phone or pad;
- "removed": the TV removed the phone (the pause menu): its seat is played here now;
- "hint": the coach's hint for this phone's own decision, shown on the phone only.

A phone put down (`watch`): its seat keeps its phone while the others play; on that
seat's turn the TV says it waits for that phone, and after `GRACE` seconds the seat waits
as for an unplugged pad (the "not connected" panel: wait, a bot, or play it here).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from game.app.intents import Device, Intent, IntentEvent
from game.i18n import _
from game.match.seats import is_phone
from game.phones.announce import recent
from game.phones.snapshot import SeatFacts, seat_facts, seatless_view
from scenes.phone_question import ask_remove
from scenes.screens import screens

if TYPE_CHECKING:
    from scenes.table.port import TablePort


GRACE = 10.0  # seconds a seat's turn waits for its put-down phone before the panel
ASK_AGAIN_AFTER = 30.0  # seconds before a refused phone may ask the room again


def on_phone(table: TablePort, actor: int, kind: str, value: object) -> bool:
    match = table.match
    event = IntentEvent(Intent.CONFIRM, Device.PHONE, pad=actor)
    if kind == "join":
        return True  # a new phone holds no seat: it may ask for one (below)
    if kind == "back":
        _come_back(table, actor)
        return True
    if kind == "removed":
        _removed(table, actor)
        return True
    if kind == "seat" and isinstance(value, int):
        if match.seat_of(actor) is None and 0 <= value < match.players:
            _ask(table, actor, value)
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
        tuple(table.couch.asks.items()),
        tuple(match.names),
        tuple(match.holders),
        coach.on,
        None if hint is None else (hint.key, hint.advice is None, hint.error),
        # Last (`phone_view` reads it so): a move told on the TV, for the screen readers.
        len(table.story.lines),
    )


# actor -> (the table's version, the state): the same object while the table is the same,
# so the hub sends nothing (docs/PERFORMANCE.md, the frame CPU figure).
_views: dict[int, tuple[tuple[object, ...], SeatFacts | dict[str, Any]]] = {}


def phone_view(table: TablePort, actor: int) -> SeatFacts | dict[str, Any]:
    key = phone_version(table)
    cached = _views.get(actor)
    if cached is not None and cached[0] == key:
        return cached[1]
    if cached is not None and cached[0][:-1] == key[:-1] and isinstance(cached[1], SeatFacts):
        # Only the move log grew (a move shown on the TV): the same view, its newest
        # lines added, without building the seat's observation again.
        view: SeatFacts | dict[str, Any] = replace(cached[1], told=recent(table.story.lines))
    else:
        view = _build(table, actor)
    _views[actor] = (key, view)
    return view


def _build(table: TablePort, actor: int) -> SeatFacts | dict[str, Any]:
    match = table.match
    seat = match.seat_of(actor)
    if seat is None:
        couch = table.couch
        pending = next((s for s, pad in couch.pending.items() if pad == actor), None)
        return seatless_view(match, couch.candidates(), pending, couch.asks.get(actor))
    # Live only while the table is on top: under the pause menu nobody decides.
    stack = table.stack
    scene: object = table  # the scene on the stack, whatever port it is seen through
    live = table.turns.human_turn() == seat and (stack is None or stack.top is scene)
    coach = table.coach_desk
    hint = None
    if coach.hint is not None and coach.hint.key == (match.decisions, seat):
        hint = coach.lines()
    story = table.story
    return seat_facts(
        match,
        seat,
        live=live,
        hint=hint,
        results=table.finished,
        hints=coach.on,
        told=recent(story.lines),
        story=id(story),
    )


def phone_holds(table: TablePort, actor: int) -> bool:
    """Does phone `actor` hold a seat here, or is one kept for it (it is away, it takes
    over a bot at its next turn, or it held a seat now played here or by a bot)?"""
    match = table.match
    if table.finished:
        return False
    if match.seat_of(actor) is not None or actor in table.couch.pending.values():
        return True
    if any(left.guid == f"phone:{actor}" for left in match.away.values()):
        return True
    seat = table.couch.phone_seats.get(actor)
    return seat is not None and match.pad_of(seat) is None


def _ask(table: TablePort, actor: int, seat: int) -> None:
    """A seatless phone asks for `seat`: its own old seat back at once; any other only
    when someone at the TV allows it, by name."""
    couch, app = table.couch, table.app
    if seat not in couch.candidates() or app is None or app.phones is None:
        return
    if couch.phone_seats.get(actor) == seat:
        couch.take(actor, seat)  # its own seat, played here or by a bot meanwhile
        return
    if actor in couch.asks or table.time - couch.refused_at.get(actor, -1e9) < ASK_AGAIN_AFTER:
        app.phones.tell(actor, "asked")
        return
    couch.asks[actor] = seat
    app.phones.tell(actor, "asking")


def _open_question(table: TablePort) -> None:
    """The oldest request for a seat, as a question on the TV (one at a time)."""
    couch, stack, app = table.couch, table.stack, table.app
    if not couch.asks or stack is None or app is None or app.phones is None:
        return
    if any(scene.name == "phone_question" for scene in stack.scenes):
        return
    actor, seat = next(iter(couch.asks.items()))
    name = app.phones.names.get(actor, "") or _("A phone")
    question = _("{phone}'s phone asks for {seat}'s seat").format(
        phone=name, seat=table.match.names[seat]
    )

    def allow() -> None:
        if couch.asks.pop(actor, None) is None:
            return
        if actor in app.pads and table.match.seat_of(actor) is None:
            couch.take(actor, seat)

    def refuse() -> None:
        if couch.asks.pop(actor, None) is not None and app.phones is not None:
            couch.refused_at[actor] = table.time
            app.phones.tell(actor, "refused_seat")

    stack.push(screens(stack).phone_question(question, _("Allow"), allow, _("Refuse"), refuse))


def _come_back(table: TablePort, actor: int) -> None:
    """A phone reconnected with its secret: the seat it held is its own again first."""
    match, couch = table.match, table.couch
    if match.seat_of(actor) is not None or table.finished:
        return
    seat = couch.phone_seats.get(actor)
    if seat is None:
        return
    left = match.away.get(seat)
    waiting = left is not None and left.guid == f"phone:{actor}"
    if waiting or (match.pad_of(seat) is None and seat not in match.away):
        couch.pending.pop(seat, None)
        couch.handed.discard(seat)
        table.turns.seat_to_human(seat, actor)
        couch.cues.notify(_("{name}'s phone is back").format(name=match.names[seat]))


def removals(table: TablePort) -> dict[str, Callable[[], None]]:
    """The pause menu's "Remove Anna's phone" rows: each seat a phone holds or waits for,
    by name -> ask at the TV, then remove it (its seat is played here)."""
    app, match = table.app, table.match
    if app is None or app.phones is None:
        return {}
    out: dict[str, Callable[[], None]] = {}
    for seat in range(match.players):
        owner = match.pad_of(seat)
        left = match.away.get(seat)
        if left is not None and left.guid.startswith("phone:"):
            owner = int(left.guid.removeprefix("phone:"))
        if owner is not None and is_phone(owner):
            out[match.names[seat]] = partial(ask_remove, app, owner, match.names[seat])
    return out


def _removed(table: TablePort, actor: int) -> None:
    match, couch = table.match, table.couch
    couch.phone_seats.pop(actor, None)
    couch.asks.pop(actor, None)
    for waiting, pad in list(couch.pending.items()):
        if pad == actor:
            del couch.pending[waiting]
    held = match.seat_of(actor)
    if held is None:
        held = next((s for s, left in match.away.items() if left.guid == f"phone:{actor}"), None)
    if held is not None:
        table.turns.seat_to_human(held, None)  # played here: keyboard, mouse or touch


def watch(table: TablePort) -> None:
    """Each frame the table is on top: the seats phones hold are noted (their own to
    come back to), a request for a seat is asked at the TV, and a phone put down is
    waited for on its seat's turn only, for `GRACE` seconds, then let go."""
    app, match, couch = table.app, table.match, table.couch
    if app is None or app.phones is None:
        return
    for held in range(match.players):
        holder = match.pad_of(held)
        if holder is not None and is_phone(holder):
            couch.phone_seats[holder] = held
    _open_question(table)
    seat = table.turns.human_turn()
    owner = match.pad_of(seat) if seat is not None else None
    if seat is None or owner is None or app.phones.away_since(owner) is None:
        couch.phone_wait = None
        return
    key = (match.decisions, seat)
    if couch.phone_wait is None or couch.phone_wait[0] != key:
        couch.phone_wait = (key, table.time)
        app.notify(_("Waiting for {seat}'s phone").format(seat=match.names[seat]), GRACE)
    elif table.time - couch.phone_wait[1] >= GRACE:
        couch.phone_wait = None
        app.phones.let_go(owner)  # its seat now waits as for an unplugged pad
