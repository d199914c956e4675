"""Phones at the real App's lobby and table, headless: what a phone's checked message does
to the game (the server's side is tests/phones/test_protocol.py). Messages go on the
server's queue exactly as its thread puts them there; the frame loop drains them."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest

from game.app.main import App
from game.match import seats as seats_rules
from game.match.seats import PHONE_ACTORS
from game.phones.server import Inbound
from game.rules import Action
from scenes.setup import SetupScene
from scenes.table import TableScene
from scenes.table import phones as phones_table
from scenes.table.frame import peek_prompt
from tests.app.events import key, run, run_until

pytest.importorskip("aiohttp")

ANNA, BEN = PHONE_ACTORS.start, PHONE_ACTORS.start + 1


@pytest.fixture
def phones_app(app: App) -> Iterator[App]:
    app.phones_port, app.phones_host = 0, "127.0.0.1"  # any free port, loopback only
    assert app.set_phones(True) is not None
    yield app
    app.set_phones(False)


def send(app: App, kind: str, actor: int, **fields: object) -> None:
    assert app.phones is not None
    hub = app.phones
    hub.server.inbox.put(Inbound(kind, actor, at=time.perf_counter(), **fields))  # type: ignore[attr-defined,arg-type]
    run(app)


def view(app: App, actor: int) -> dict[str, object]:
    return app.phones.view_of(actor)  # type: ignore[union-attr,no-any-return]


def to_lobby(app: App) -> SetupScene:
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    key(pygame.K_RETURN)  # Play
    run(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return setup


def test_switching_phones_on_prints_the_address_once(
    app: App, capsys: pytest.CaptureFixture[str]
) -> None:
    app.phones_port, app.phones_host = 0, "127.0.0.1"  # loopback only
    url = app.set_phones(True)
    assert url is not None and url.startswith("http://") and url.endswith("/")
    assert app.set_phones(True) == url  # already on: no second line
    assert app.phones is not None
    join_key = app.phones.server.key  # type: ignore[attr-defined]
    app.set_phones(False)
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("phones:")]
    assert lines == [f"phones: {url}"]
    assert join_key not in out  # the key is the TV's to show, never a log's


class LockedDown:
    """What kiosk mode's hook says of itself (game.kiosk.mode): it locks the game down."""

    def locks_down(self) -> bool:
        return True


def test_phones_stay_off_in_kiosk_mode(app: App) -> None:
    app.hook = LockedDown()  # type: ignore[assignment]
    try:
        assert app.set_phones(True) is None and app.phones is None
    finally:
        app.hook = None


def test_phones_join_the_lobby_under_their_names_and_the_room_starts(phones_app: App) -> None:
    app = phones_app
    setup = to_lobby(app)
    send(app, "join", ANNA, name="Anna")
    send(app, "join", BEN, name="Ben")
    seats = setup.setup.seats
    assert [s.pad for s in seats[:2]] == [ANNA, BEN]
    assert setup.setup.seat_names()[:2] == ["Anna", "Ben"]
    assert view(app, ANNA)["seat"] == 0 and view(app, BEN)["phase"] == "lobby"
    # The keyboard starts a table of phones too (a seated phone may: its Start button).
    assert seats_rules.may_start([ANNA, BEN], None)
    assert not seats_rules.may_start([ANNA, 3], None)  # a seated pad starts, as before
    setup.start(confirmed=True)
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.pad_of(0) == ANNA


def test_a_seated_phone_starts_the_match_and_a_seatless_one_is_told_to_sit(
    phones_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = phones_app
    hub = app.phones
    assert hub is not None
    told: list[tuple[int, str]] = []
    monkeypatch.setattr(hub.server, "tell", lambda actor, word: told.append((actor, word)))
    setup = to_lobby(app)
    phones = [PHONE_ACTORS.start + i for i in range(8)]  # seven seats: the eighth finds none
    for i, actor in enumerate(phones):
        send(app, "join", actor, name=f"P{i}")
    dora = phones[-1]
    assert view(app, ANNA)["start"] is True and view(app, dora)["seat"] is None
    assert view(app, dora)["start"] is False
    send(app, "start", dora)  # seatless: nothing starts, and it is told why
    assert app.stack.top is setup and told == [(dora, "start_seated")]
    send(app, "start", BEN)  # a seated phone starts, as a seated pad's Start
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert [table.match.pad_of(seat) for seat in range(7)] == phones[:7]


def play_table(app: App) -> TableScene:
    setup = to_lobby(app)
    send(app, "join", ANNA, name="Anna")
    setup.start(confirmed=True)
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert run_until(app, lambda: table.turns.human_turn() == 0, 60)
    return table


def test_a_phone_plays_its_own_seat_and_no_other_input_does(phones_app: App) -> None:
    app = phones_app
    table = play_table(app)
    match = table.match
    mine = view(app, ANNA)
    assert (
        mine["live"] and mine["moves"] and mine["counters"] == match.game.observation(0).my_counters
    )
    # Other seats' counters are not on the phone; its own are not on the TV.
    assert all(s["counters"] is None for s in mine["seats"][1:])  # type: ignore[index]
    assert not match.counters_visible(0, 0)
    assert peek_prompt(table, 0) == ""  # nothing to peek at on the TV: the phone shows them
    # The TV's buttons say where the decision is made, unlit (issue 66).
    row = table.decision_desk.buttons()
    assert [b.enabled for b in row] == [False, False]
    assert {b.reason for b in row} == {"on Anna's phone"}
    # The keyboard may not act for a phone's seat.
    before = match.decisions
    key(pygame.K_t)
    run(app, 3)
    assert match.decisions == before
    # A stale decision number changes nothing; the phone's own TAKE does.
    send(app, "act", ANNA, move="take", decision=before + 5)
    assert match.decisions == before
    # TAKE and NO THANKS name their decision too (issue 66): a stale one changes nothing.
    send(app, "take", ANNA, decision=before + 1)
    send(app, "pass", ANNA, decision=before - 1)
    assert match.decisions == before
    send(app, "take", ANNA, decision=before)
    assert match.decisions == before + 1
    assert match.game.record.actions[-1][0] == 0
    # A take keeps the turn [B5]: any move the engine offers, by its name, for the
    # decision the phone saw (how bids, declines and specials come too).
    assert run_until(app, lambda: table.turns.human_turn() == 0, 60)
    assert "pass" in view(app, ANNA)["moves"]  # type: ignore[operator]
    send(app, "act", ANNA, move="pass", decision=match.decisions)
    assert match.decisions >= before + 2  # (a bot may answer in the same frame)
    assert match.game.record.actions[before + 1] == (0, Action.PASS)


def test_views_cost_a_frame_nothing_while_nothing_changes_and_wait_out_a_moves_frame(
    phones_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The frame CPU figure (docs/PERFORMANCE.md): a quiet table builds no view, and the
    frame that applies a phone's move sends none (its views go out the next frame)."""
    app = phones_app
    table = play_table(app)
    hub = app.phones
    assert hub is not None
    run(app, 10)  # every view up to date
    looked: list[int] = []
    real_view = TableScene.phone_view
    monkeypatch.setattr(
        TableScene,
        "phone_view",
        lambda scene, actor: looked.append(actor) or real_view(scene, actor),
    )
    sent: list[list[tuple[int, object]]] = []
    monkeypatch.setattr(hub.server, "publish_many", lambda states: sent.append(list(states)))
    run(app, 30)  # Anna's turn: nothing moves
    assert looked == [] and not any(sent)
    before = table.match.decisions
    hub.server.inbox.put(Inbound("take", ANNA, decision=before, at=time.perf_counter()))
    run(app)
    assert table.match.decisions == before + 1  # applied in this frame ...
    assert not any(sent)  # ... which sends no view
    run(app)
    (states,) = [states for states in sent if states]
    assert [actor for actor, _state in states] == [ANNA]
    assert hub.view_of(ANNA)["decision"] == table.match.decisions


def test_the_frame_loop_waiting_for_its_next_frame_wakes_when_a_message_arrives(
    phones_app: App,
) -> None:
    """Message → TV (docs/PERFORMANCE.md): the loop does not sleep out its frame."""
    import threading

    hub = phones_app.phones
    assert hub is not None
    assert not hub.wait(0.01)  # nothing arrived: it slept its time
    message = Inbound("hint", ANNA, at=time.perf_counter())
    threading.Timer(0.05, hub.server._put, (message,)).start()
    started = time.monotonic()
    assert hub.wait(30.0)  # woken by the message, long before the time asked
    assert time.monotonic() - started < 20.0
    assert hub.server.drain() == [message]


def pass_to_the_bots(app: App, table: TableScene) -> int:
    """Anna (seat 0) says NO THANKS: the bots' turns come. The decision count after it."""
    before = table.match.decisions
    send(app, "pass", ANNA, decision=before)
    assert table.match.decisions >= before + 1  # (a bot may answer in the same frame)
    return before + 1


def test_a_phone_put_down_keeps_its_seat_and_the_table_waits_only_on_its_turn(
    phones_app: App,
) -> None:
    """Issue 66: a phone that locks or loses the Wi-Fi during the others' turns stops
    nothing; on its own turn the TV says it waits for that phone, and only after a grace
    does the seat wait as for an unplugged pad; the phone back, it plays on."""
    app = phones_app
    table = play_table(app)
    match = table.match
    after = pass_to_the_bots(app, table)
    send(app, "gone", ANNA)  # put down during the bots' turns
    assert match.pad_of(0) == ANNA and 0 not in match.away  # the seat keeps its phone
    assert app.stack.top is table  # no panel: the others play on
    assert run_until(app, lambda: table.turns.human_turn() == 0, 60)
    assert match.decisions > after  # the bots played
    run(app)
    assert app.stack.top is table
    assert any(text == "Waiting for Anna's phone" for text, *_ in app.toasts.items)
    # Within the grace, nothing else happens; past it, the seat waits for its phone.
    run(app, int(phones_table.GRACE * 10) - 5, dt=0.1)
    assert app.stack.top is table and match.pad_of(0) == ANNA
    run(app, 10, dt=0.1)
    panel = app.stack.top
    assert panel is not None and panel.name == "unplugged"
    assert 0 in match.away and match.pad_of(0) is None
    assert panel._header(0)[0][0] == "Anna's phone is not connected"  # type: ignore[attr-defined]
    before = match.decisions
    send(app, "take", ANNA, decision=before)  # a message that raced its connection's end
    assert match.decisions == before
    send(app, "back", ANNA)  # its page reconnected by itself
    run(app, 2)
    assert 0 not in match.away and match.pad_of(0) == ANNA
    assert app.stack.top is table
    send(app, "take", ANNA, decision=match.decisions)
    assert match.decisions == before + 1


def test_a_phone_back_before_its_turn_plays_on_as_if_never_gone(phones_app: App) -> None:
    app = phones_app
    table = play_table(app)
    match = table.match
    pass_to_the_bots(app, table)
    send(app, "gone", ANNA)
    send(app, "back", ANNA)
    assert app.phones is not None and app.phones.away_since(ANNA) is None
    assert run_until(app, lambda: table.turns.human_turn() == 0, 60)
    run(app, 5)
    assert app.stack.top is table and not match.away
    assert view(app, ANNA)["live"] is True
    before = match.decisions
    send(app, "take", ANNA, decision=before)
    assert match.decisions == before + 1


def test_a_phone_played_here_meanwhile_gets_its_own_seat_back_first(phones_app: App) -> None:
    """The panel's "Play it here" gave the seat to the keyboard; the real phone coming back
    with its secret has it again (a stranger asking for it would have to be allowed)."""
    app = phones_app
    table = play_table(app)
    match = table.match
    assert app.phones is not None
    app.phones.let_go(ANNA)  # as after the grace on its turn
    run(app, 2)
    panel = app.stack.top
    assert panel is not None and panel.name == "unplugged"
    panel._to_keyboard()  # type: ignore[attr-defined]
    run(app, 2)
    assert match.pad_of(0) is None and not match.away
    assert app.phones.server._seated == frozenset({ANNA})  # type: ignore[attr-defined]
    send(app, "back", ANNA)
    run(app, 2)
    assert match.pad_of(0) == ANNA


def test_a_seatless_phone_takes_over_a_bot_only_when_the_tv_allows_it(
    phones_app: App,
) -> None:
    """Issue 66: mid-match the room decides who sits. Ben's phone asks for Cy's seat: the
    TV asks "Ben's phone asks for Cy's seat"; Refuse changes nothing, Allow hands the bot's
    seat over at its next turn."""
    app = phones_app
    table = play_table(app)
    match = table.match
    send(app, "join", BEN, name="Ben")
    seatless = view(app, BEN)
    assert seatless["phase"] == "seatless"
    assert [s["seat"] for s in seatless["free"]] == [1, 2]  # type: ignore[index]
    bot = match.names[2]
    send(app, "seat", BEN, seat=2)
    run(app)
    question = app.stack.top
    assert question is not None and question.name == "phone_question"
    assert question.question == f"Ben's phone asks for {bot}'s seat"  # type: ignore[attr-defined]
    assert view(app, BEN)["asking"] == 2
    assert table.couch.pending == {} and match.is_bot(2)
    question.no()  # type: ignore[attr-defined]  # Refuse
    run(app, 2)
    assert app.stack.top is table and table.couch.pending == {} and match.is_bot(2)
    send(app, "seat", BEN, seat=2)  # asking again at once is not put to the room
    run(app, 2)
    assert app.stack.top is table and table.couch.asks == {}
    table.couch.refused_at.clear()  # (as if half a minute went by)
    send(app, "seat", BEN, seat=2)
    run(app)
    question = app.stack.top
    assert question is not None and question.name == "phone_question"
    question.yes()  # type: ignore[attr-defined]  # Allow
    assert table.couch.pending == {2: BEN}
    send(app, "pass", ANNA, decision=match.decisions)
    assert run_until(app, lambda: match.pad_of(2) == BEN, 60)


def test_the_tv_removes_a_phone_from_the_pause_menu(phones_app: App) -> None:
    app = phones_app
    table = play_table(app)
    match = table.match
    hub = app.phones
    assert hub is not None
    old_key = hub.server.key
    table.open_pause()
    run(app)
    pause = app.stack.top
    assert pause is not None and pause.name == "pause"
    # A guest's phone joins mid-match with the code: the pause menu shows the join card.
    code = next(i for i in pause.menu.items if i.name == "phonecode")  # type: ignore[attr-defined]
    code.on_activate()
    run(app)
    card = app.stack.top
    assert card is not None and card.name == "phones_join"
    assert [i.name for i in card.menu.items] == ["done"]  # type: ignore[attr-defined]
    card.close()  # type: ignore[attr-defined]
    run(app)
    row = next(i for i in pause.menu.items if i.name == "removephone")  # type: ignore[attr-defined]
    assert row.label == "Remove Anna's phone"
    row.on_activate()
    run(app)
    question = app.stack.top
    assert question is not None and question.name == "phone_question"
    question.yes()  # type: ignore[attr-defined]
    run(app, 2)
    assert match.pad_of(0) is None and not match.away and not match.is_bot(0)  # played here
    assert ANNA not in app.pads and hub.server.key != old_key
    send(app, "back", ANNA)  # its page, had it raced the removal, gets nothing back
    run(app, 2)
    assert match.pad_of(0) is None


def test_the_lobby_switch_lets_phones_join_and_shows_the_code(app: App) -> None:
    app.phones_port, app.phones_host = 0, "127.0.0.1"  # loopback only
    setup = to_lobby(app)
    switch = next(item for item in setup.menu.items if item.name == "phones")
    try:
        switch.activate()
        run(app)
        assert app.phones is not None and app.settings.phones
        # The code to join by, large (issue 66): the QR code takes most of the height.
        card = app.stack.top
        assert card is not None and card.name == "phones_join"
        assert card.code_rect.h >= app.canvas.get_height() * 0.5  # type: ignore[attr-defined]
        card.close()  # type: ignore[attr-defined]
        run(app)
        assert switch.label == "Phones: on"
        # The QR code, top right: black modules on white.
        w, _h = app.canvas.get_size()
        corner = app.canvas.subsurface(pygame.Rect(w - 140, 0, 140, 140))
        colours = {
            tuple(corner.get_at((x, y)))[:3] for x in range(0, 140, 2) for y in range(0, 140, 2)
        }
        assert (0, 0, 0) in colours and (255, 255, 255) in colours
    finally:
        switch.activate()  # on: the card again, with "Phones off"
        run(app)
        card = app.stack.top
        assert card is not None and card.name == "phones_join"
        card.switch_off()  # type: ignore[attr-defined]
        run(app)
    assert app.phones is None and not app.settings.phones and switch.label == "Phones: off"


def test_the_lobby_switch_says_what_is_so_when_phones_were_turned_on_elsewhere(
    app: App,
) -> None:
    app.phones_port, app.phones_host = 0, "127.0.0.1"  # loopback only
    setup = to_lobby(app)
    switch = next(item for item in setup.menu.items if item.name == "phones")
    assert switch.label == "Phones: off"
    try:
        app.set_phones(True)  # as --phones or another screen would
        run(app)
        assert switch.label == "Phones: on"
    finally:
        app.set_phones(False)
        run(app)
    assert switch.label == "Phones: off"


def test_a_phone_silent_in_the_background_counts_as_put_down(phones_app: App) -> None:
    """A frozen or background page may keep its socket open (the browser answers the
    heartbeats) but stops saying "alive": on its turn the table waits for it as for a
    phone that went, and it plays on when it speaks again."""
    from game.phones import protocol

    assert protocol.parse('{"type": "alive", "secret": "' + "a" * 43 + '"}').type == "alive"
    app = phones_app
    table = play_table(app)
    match = table.match
    hub = app.phones
    assert hub is not None
    send(app, "alive", ANNA)
    assert hub.away_since(ANNA) is None
    hub.seen[ANNA] -= 60  # (as if a minute went by without a word)
    assert hub.away_since(ANNA) is not None and ANNA in hub.connected
    run(app, 3)
    assert any(text == "Waiting for Anna's phone" for text, *_ in app.toasts.items)
    run(app, int(phones_table.GRACE * 10) + 5, dt=0.1)
    panel = app.stack.top
    assert panel is not None and panel.name == "unplugged" and 0 in match.away
    send(app, "back", ANNA)  # in front again: its page says "resume" on its socket
    run(app, 2)
    assert match.pad_of(0) == ANNA and not match.away and app.stack.top is table
