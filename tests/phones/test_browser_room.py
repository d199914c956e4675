"""Phones in a real browser, as a living room uses them (issue 66): a phone put down
(offline and frozen in the background) between its turns while the others play on, the
table waiting only on its turn, and the phone playing on by itself when it wakes; a page
opened without the TV's key refused until the code is typed; a guest's request for a
bot's seat mid-match changing nothing until the TV allows it; the TV removing a phone.

Same set-up as tests/phones/test_browser.py (Playwright, Debian's Chromium, the game
headless in this thread; skipped where either is missing)."""

from __future__ import annotations

from typing import Any

import pygame

from game.app.main import App
from game.match.seats import is_phone
from scenes.setup import SetupScene
from scenes.table import TableScene
from tests.app.events import key, run
from tests.phones.test_browser import (
    PHONE,
    browser,  # noqa: F401  # the fixture
    join_three,
    live,
    phase,
    seated,
    start_phones,
    until,
)


def view_of(page: Any) -> dict[str, Any]:
    return page.evaluate("window.noThanksView && window.noThanksView()") or {}  # type: ignore[no-any-return]


def pass_turn(app: App, page: Any, table: TableScene, seat: int) -> None:
    """`seat`'s phone says NO THANKS (the turn goes on to the next seat)."""
    assert until(app, lambda: live(page, table.match.decisions))
    before = table.match.decisions
    page.tap("#pass")
    assert until(app, lambda: table.match.decisions > before), (seat, before)


def test_a_phone_put_down_between_turns_stops_nothing_and_plays_on_when_woken(
    app: App,
    browser: Any,  # noqa: F811
) -> None:
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "human", "random"], "first_player": 0}
    local = start_phones(app)
    try:
        setup, (anna, ben) = join_three(app, browser, local, ("Anna", "Ben"))
        setup.start(confirmed=True)
        run(app)
        table = app.stack.top
        assert isinstance(table, TableScene)
        match = table.match
        hub = app.phones
        assert hub is not None
        assert until(app, lambda: table.turns.human_turn() == 0)
        pass_turn(app, anna, table, 0)
        # Anna's phone goes off the Wi-Fi and to the background (its page frozen).
        context = anna.context
        cdp = context.new_cdp_session(anna)
        cdp.send("Page.enable")
        context.set_offline(True)
        assert until(app, lambda: hub.away_since(match.pad_of(0) or 0) is not None)
        cdp.send("Page.setWebLifecycleState", {"state": "frozen"})
        # The others play on: Ben's phone and the bot decide; nothing asks about Anna.
        before_away = match.decisions
        assert until(app, lambda: table.turns.human_turn() == 1)
        pass_turn(app, ben, table, 1)
        assert until(app, lambda: table.turns.human_turn() == 0, 40)
        assert match.decisions >= before_away + 2  # Ben's and the bot's
        assert match.pad_of(0) is not None and is_phone(match.pad_of(0))
        assert not any(scene.name == "unplugged" for scene in app.stack.scenes)
        # Its turn: the TV says whose phone it waits for (the grace; then the panel).
        run(app, 3)
        assert any(text == "Waiting for Anna's phone" for text, *_ in app.toasts.items)
        assert app.stack.top is table
        waiting_for = hub.away_since(match.pad_of(0) or 0)
        # Woken: back on the Wi-Fi and in front. No tap: the page reconnects itself and
        # shows its turn live, and its tap is the table's next decision.
        context.set_offline(False)
        cdp.send("Page.setWebLifecycleState", {"state": "active"})
        assert until(app, lambda: live(anna, match.decisions)), (
            [scene.name for scene in app.stack.scenes],
            view_of(anna),
            waiting_for,
        )
        assert until(app, lambda: match.pad_of(0) is not None and 0 not in match.away)
        before = match.decisions
        anna.tap("#take")
        assert until(app, lambda: match.decisions > before)
        assert match.game.record.actions[before][0] == 0
    finally:
        app.set_phones(False)


def test_a_page_without_the_key_says_where_to_find_it_and_cannot_join(
    app: App,
    browser: Any,  # noqa: F811
) -> None:
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    bare = start_phones(app, with_key=False)
    assert app.phones is not None
    code = app.phones.code  # as the TV shows it: "ABCD-EFGH"
    try:
        key(pygame.K_RETURN)  # Play: the lobby
        run(app)
        setup = app.stack.top
        assert isinstance(setup, SetupScene)
        page = browser.new_context(**PHONE).new_page()
        page.goto(bare)
        page.wait_for_selector("#join-key", state="visible")
        assert "code on the TV" in page.inner_text("#key-where")
        page.fill("#join-name", "Eve")
        page.fill("#join-key", "WXYZ-WXYZ" if code != "WXYZ-WXYZ" else "ABCD-ABCD")
        page.tap("#join-go")
        assert until(app, lambda: page.is_visible("#flash"))
        assert "not the one on the TV" in page.inner_text("#flash")
        run(app, 10)
        assert seated(setup) == 0  # nobody sat down
        # The code typed as a person would (lower case, with its dash): in.
        page.fill("#join-key", code.lower())
        page.tap("#join-go")
        assert until(app, lambda: seated(setup) == 1)
        assert until(app, lambda: phase(page) == "lobby")
    finally:
        app.set_phones(False)


def test_a_guests_request_for_a_bots_seat_waits_for_the_tv(
    app: App,
    browser: Any,  # noqa: F811
) -> None:
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    local = start_phones(app)
    try:
        setup, (anna,) = join_three(app, browser, local, ("Anna",))
        setup.start(confirmed=True)
        run(app)
        table = app.stack.top
        assert isinstance(table, TableScene)
        match = table.match
        # A guest with the code opens the page mid-match: it holds no seat.
        guest = browser.new_context(**PHONE).new_page()
        guest.goto(local)
        guest.wait_for_selector("#join-name", state="visible")
        guest.fill("#join-name", "Eve")
        guest.tap("#join-go")
        assert until(app, lambda: phase(guest) == "seatless")
        guest.wait_for_selector('#seat-list [data-seat="2"]', state="visible")
        guest.tap('#seat-list [data-seat="2"]')
        assert until(
            app, lambda: app.stack.top is not None and app.stack.top.name == "phone_question"
        )
        question = app.stack.top
        bot = match.names[2]
        assert question.question == f"Eve's phone asks for {bot}'s seat"  # type: ignore[attr-defined]
        run(app, 30)
        assert match.is_bot(2) and table.couch.pending == {}  # nothing until the TV says
        assert until(app, lambda: view_of(guest).get("asking") == 2)
        question.yes()  # type: ignore[attr-defined]  # someone at the TV allows it
        run(app)
        guest_actor = next(a for a, name in app.phones.names.items() if name == "Eve")  # type: ignore[union-attr]
        assert table.couch.pending == {2: guest_actor}
        del anna
    finally:
        app.set_phones(False)


def test_the_tv_removes_a_phone_from_the_lobby(
    app: App,
    browser: Any,  # noqa: F811
) -> None:
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    local = start_phones(app)
    try:
        setup, (anna, ben) = join_three(app, browser, local, ("Anna", "Ben"))
        assert until(app, lambda: phase(ben) == "lobby")
        assert ben.evaluate("localStorage.getItem('nothanks-seat')")
        # At the TV: the keyboard chooses Ben's seat, and answers "Remove".
        setup.menu.focus_named("seat1")
        run(app)
        key(pygame.K_RETURN)
        run(app)
        question = app.stack.top
        assert question is not None and question.name == "phone_question"
        assert question.question == "Remove Ben's phone?"  # type: ignore[attr-defined]
        question.yes()  # type: ignore[attr-defined]
        assert until(app, lambda: ben.is_visible("#join"))
        assert until(app, lambda: "removed" in ben.inner_text("#flash"))
        assert ben.evaluate("localStorage.getItem('nothanks-seat')") is None
        assert until(app, lambda: setup.setup.seats[1].pad is None)  # its seat is free
        assert setup.setup.seats[0].pad is not None
        del anna
    finally:
        app.set_phones(False)


def test_waking_with_a_live_socket_keeps_it(
    app: App,
    browser: Any,  # noqa: F811
) -> None:
    """Back in front with its socket alive, the page asks "resume" on it and keeps it: the
    game sees no phone leave (no toast, no seat freed in the lobby)."""
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    local = start_phones(app)
    try:
        setup, (anna,) = join_three(app, browser, local, ("Anna",))
        assert until(app, lambda: phase(anna) == "lobby")
        hub = app.phones
        assert hub is not None
        arrived = len(app.toasts.items)
        anna.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        run(app, 60)
        assert seated(setup) == 1 and len(hub.connected) == 1
        assert not any("disconnected" in text for text, *_ in app.toasts.items[arrived:])
        assert phase(anna) == "lobby"
    finally:
        app.set_phones(False)
