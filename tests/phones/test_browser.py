"""Phones in a real browser (Playwright driving the system's Chromium): three phones join
the lobby, play a whole match to the results, one reloads mid-match and gets its seat
back, and one tries to act for another seat and is refused (issue 53).

The game runs headless in this thread (SDL's dummy drivers, no bots, instant animations):
the test steps the App's frames between the browser's actions while the server's thread
serves the pages. Skipped, saying why, where no Chromium or Playwright is installed
(`.ci/run` installs Chromium; ../shared/BROWSER-TESTS.md)."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.app.main import App
from scenes.setup import SetupScene
from scenes.table import TableScene
from tests.app.events import key, run

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
if shutil.which("chromium") is None:
    pytest.skip("no Chromium installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@pytest.fixture
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


def until(app: App, done: Callable[[], bool], seconds: float = 20.0) -> bool:
    """Step frames until `done()` (the server's thread answers the browser meanwhile).
    Each frame is 50 ms of game time: a decision is answerable once shown a quarter of a
    second (`turns.MIN_SHOWN`), five frames instead of fifteen, which keeps the test short."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        run(app, dt=0.05)
        time.sleep(0.002)
    return True


def seated(setup: SetupScene) -> int:
    return sum(spec.pad is not None for spec in setup.setup.seats)


def phase(page: Any) -> str | None:
    view = page.evaluate("window.noThanksView && window.noThanksView()")
    return view.get("phase") if view else None


def live(page: Any, decision: int) -> bool:
    """Does the page show its buttons live for `decision` (not a view from before it)?"""
    view = page.evaluate("window.noThanksView && window.noThanksView()")
    return bool(view and view.get("live") and view.get("decision") == decision)


def start_phones(app: App, with_key: bool = True) -> str:
    """Phones on (any free port): the address a phone on this machine opens, with the
    join key after "#" as the TV's QR code carries it (or without)."""
    app.phones_port, app.phones_host = 0, "127.0.0.1"  # loopback only
    url = app.set_phones(True)
    assert url is not None and app.phones is not None
    local = f"http://127.0.0.1:{url.rsplit(':', 1)[1]}"
    return f"{local}#{app.phones.server.key}" if with_key else local


def join_three(
    app: App, browser: Any, local: str, names: tuple[str, ...] = ("Anna", "Ben", "Cleo")
) -> tuple[SetupScene, list[Any]]:
    """Play (the lobby), then Anna, Ben and Cleo join from three phones' pages, in turn
    (each phone a browser context of its own: its own storage, its own network)."""
    key(pygame.K_RETURN)  # Play: the lobby
    run(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    pages: list[Any] = []
    for name in names:
        page = browser.new_context(**PHONE).new_page()
        page.goto(local)
        page.wait_for_selector("#join-name", state="visible")
        page.fill("#join-name", name)
        page.tap("#join-go")
        pages.append(page)
        assert until(app, lambda: seated(setup) == len(pages))
    return setup, pages


def test_three_phones_play_a_whole_match(app: App, browser: Any) -> None:
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    local = start_phones(app)
    try:
        setup, pages = join_three(app, browser, local)
        assert setup.setup.seat_names() == ["Anna", "Ben", "Cleo"]
        for page in pages:  # each phone is told its seat (polled: the page's policy
            # forbids the string evaluation Playwright's waiting function needs)
            assert until(app, lambda p=page: phase(p) == "lobby")
        setup.start(confirmed=True)
        run(app)
        table = app.stack.top
        assert isinstance(table, TableScene)
        match = table.match
        actors = [match.pad_of(seat) for seat in range(3)]
        assert all(actor is not None for actor in actors)

        reloaded = refused = False
        while not table.finished:
            assert until(app, lambda: table.finished or table.turns.human_turn() is not None)
            if table.finished:
                break
            seat = table.turns.human_turn()
            assert seat is not None
            page = pages[seat]
            assert until(app, lambda p=page: live(p, match.decisions))
            before = match.decisions
            if before >= 6 and not refused:
                # Another phone sends this seat's secret (it learned it somehow): refused,
                # and nothing changes.
                thief = pages[(seat + 1) % 3]
                stolen = page.evaluate("localStorage.getItem('nothanks-seat')")
                answer = thief.evaluate(
                    """(secret) => new Promise((done) => {
                        const ws = new WebSocket('ws://' + location.host + '/ws');
                        ws.onopen = () => ws.send(JSON.stringify(
                            {type: 'take', secret: secret, decision: 0}));
                        ws.onmessage = (e) => { done(JSON.parse(e.data)); ws.close(); };
                        ws.onclose = () => done({type: "closed"});
                        setTimeout(() => done({type: "no answer"}), 10000);
                    })""",
                    stolen,
                )
                # Refused, or turned away before it spoke (the per-address cap counts the
                # pages' own connections, all from this one address): either way it
                # changes nothing. Bounded: a page that waited for ever stalled the suite.
                assert answer in (
                    {"type": "refused", "reason": "not your seat"},
                    {"type": "closed"},
                    {"type": "no answer"},
                ), answer
                run(app, 5)
                assert match.decisions == before
                # The thief's own buttons are dead: it is not their turn.
                assert thief.is_disabled("#take") and thief.is_disabled("#pass")
                refused = True
            if before >= 10 and not reloaded:
                # Mid-match, this phone reloads: its seat waits, then is its own again.
                page.reload()
                started = time.monotonic()
                assert until(
                    app, lambda s=seat: match.pad_of(s) == actors[s] and s not in match.away
                )
                took = time.monotonic() - started
                assert took < 5.0  # the issue asks 2 s; loaded CI machines get slack
                assert until(app, lambda p=page: live(p, match.decisions))
                reloaded = True
            counters = match.game.observation(seat).my_counters or 0
            button = "#pass" if counters > 2 and before % 3 else "#take"
            page.tap(button)
            assert until(app, lambda b=before: match.decisions > b), (
                button,
                seat,
                before,
                [scene.name for scene in app.stack.scenes],
                page.evaluate("window.noThanksView()"),
                reloaded,
            )
        assert reloaded and refused
        assert match.game.is_over
        for page in pages:  # every phone shows the results (the TV's frames go on)
            assert until(app, lambda p=page: p.is_visible("#over")), (
                [scene.name for scene in app.stack.scenes],
                app.phones.view_of(actors[0]).get("phase") if app.phones else None,  # type: ignore[attr-defined]
                page.evaluate("window.noThanksView()"),
            )
            assert "Match over" in page.inner_text("#over-title")
        humans = {seat for seat, _a in match.game.record.actions}
        assert humans == {0, 1, 2}
    finally:
        app.set_phones(False)


def expansion_move(view: dict[str, Any]) -> str:
    """What a phone taps at an expansion table, from its own view only: every kind of
    decision comes up (a card to give or discard, look and skip, bids and declines)."""
    moves: list[str] = view["moves"]
    picks = [move for move in moves if move.startswith("choose:")]
    if picks:
        return picks[0]
    for special in ("look", "skip"):
        if special in moves and view["decision"] % 2 == 0:
            return special
    if "bid" in moves or "decline" in moves:  # a green card
        if "bid" in moves and view["counters"] > 3 and len(view["bidders"]) < 2:
            return "bid"
        return "decline" if "decline" in moves else moves[0]
    if "pass" in moves and view["counters"] > 2 and view["decision"] % 3:
        return "pass"
    return "take" if "take" in moves else moves[0]


# A deal in which the moves above meet every kind of decision, a pink-back draw included
# (checked with the engine alone: the phones see what the engine offers).
EXPANSION_SEED = 21


def test_three_phones_start_and_play_an_expansion_match_through_the_page(
    app: App, browser: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from types import SimpleNamespace

    from game.rules import Game
    from game.rules.events import CardDrawn

    app.settings.animation_speed = "instant"
    app.settings.last_setup = {
        "seats": ["human", "human", "human"],
        "expansion": True,
        "rounds": 1,
        "first_player": 0,
    }
    # The Start button draws the match's seed: this deal (see EXPANSION_SEED).
    monkeypatch.setattr(
        "scenes.setup.random",
        SimpleNamespace(SystemRandom=lambda: SimpleNamespace(randrange=lambda _n: EXPANSION_SEED)),
    )
    local = start_phones(app)
    try:
        _setup, pages = join_three(app, browser, local)
        # A seated phone starts the match from its own page.
        assert until(app, lambda: pages[1].is_visible("#start"))
        pages[1].tap("#start")
        assert until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert isinstance(table, TableScene)
        match = table.match
        assert match.game.config.expansion and match.seed == EXPANSION_SEED

        tapped: set[str] = set()
        while not table.finished:
            assert until(app, lambda: table.finished or table.turns.human_turn() is not None), (
                [scene.name for scene in app.stack.scenes],
                match.decisions,
                match.game.observation(None).current_seat,
                [match.pad_of(s) for s in range(3)],
                match.away,
                table.couch.pending,
            )
            if table.finished:
                break
            seat = table.turns.human_turn()
            assert seat is not None
            page = pages[seat]
            assert until(app, lambda p=page: live(p, match.decisions))
            before = match.decisions
            move = expansion_move(page.evaluate("window.noThanksView()"))
            page.tap(f"#{move}" if move in ("take", "pass") else f'#more [data-move="{move}"]')
            tapped.add(move.split(":")[0])
            assert until(app, lambda b=before: match.decisions > b), (move, seat, before)
            if move == "look":  # the set-aside cards are on its phone, not on the TV
                seen = match.game.observation(seat).seen_set_aside
                assert seen is not None and table.look_desk.reveal is None
                assert until(app, lambda p=page: p.is_visible("#seen"))
                shown = page.locator("#seen-cards .card").all_inner_texts()
                assert len(shown) == len(seen)
        assert match.game.is_over
        assert tapped == {"take", "pass", "bid", "decline", "look", "skip", "choose"}
        events: list[object] = []
        Game.replay(match.game.record, told=events.append)
        assert any(isinstance(event, CardDrawn) for event in events)  # a pink-back draw
        assert {seat for seat, _a in match.game.record.actions} == {0, 1, 2}
        for page in pages:  # every phone shows the results
            assert until(app, lambda p=page: p.is_visible("#over"))
    finally:
        app.set_phones(False)
