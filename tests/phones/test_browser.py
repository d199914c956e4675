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
    """Step frames until `done()` (the server's thread answers the browser meanwhile)."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        run(app)
        time.sleep(0.002)
    return True


def seated(setup: SetupScene) -> int:
    return sum(spec.pad is not None for spec in setup.setup.seats)


def live(page: Any, decision: int) -> bool:
    """Does the page show its buttons live for `decision` (not a view from before it)?"""
    view = page.evaluate("window.noThanksView && window.noThanksView()")
    return bool(view and view.get("live") and view.get("decision") == decision)


def test_three_phones_play_a_whole_match(app: App, browser: Any) -> None:
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    app.phones_port = 0
    url = app.set_phones(True)
    assert url is not None
    local = f"http://127.0.0.1:{url.rsplit(':', 1)[1]}"
    try:
        key(pygame.K_RETURN)  # Play: the lobby
        run(app)
        setup = app.stack.top
        assert isinstance(setup, SetupScene)
        pages = []
        for name in ("Anna", "Ben", "Cleo"):
            page = browser.new_page(**PHONE)
            page.goto(local)
            page.wait_for_selector("#join-name", state="visible")
            page.fill("#join-name", name)
            page.tap("#join-go")
            pages.append(page)
            assert until(app, lambda: seated(setup) == len(pages))
        assert setup.setup.seat_names() == ["Anna", "Ben", "Cleo"]
        for page in pages:  # each phone is told its seat
            page.wait_for_function(
                "window.noThanksView() && window.noThanksView().phase === 'lobby'"
            )
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
                        ws.onopen = () => ws.send(JSON.stringify({type: 'take', secret: secret}));
                        ws.onmessage = (e) => { done(JSON.parse(e.data)); ws.close(); };
                    })""",
                    stolen,
                )
                assert answer == {"type": "refused", "reason": "not your seat"}
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
