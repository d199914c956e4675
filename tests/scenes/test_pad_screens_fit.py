"""The screens only pads bring up, which `python -m game shot` cannot show: the lobby's
seat rows with pads joined (a pad's label, "(A) join") and the "pad unplugged" panel
(with a seatless pad answering which seat is its own). Every text is drawn in a box and
checked as the fit test checks the others (tests/scenes/fit_check.py), in every language,
landscape and portrait, with the longest names a player can type."""

from __future__ import annotations

from game.app.main import App
from game.draw import theme
from scenes.setup import SetupScene
from tests.app.events import run, settle
from tests.scenes.fit_check import SIZES, Shot, faults, languages, speaking
from tests.scenes.test_couch_pads_own_their_seats import MODELS, RIGHT, A, lobby, table_of, to_turn
from tests.virtual_pads import VirtualPads

LONG_NAME = "WWWWWWWWWWWW"  # as wide as a 12-letter name gets


# The fit test's sizes, and TV text on at every size: a table with pads turns it on
# (scenes/table/couch.py), so the unplugged panel always shows at TV size.
TV_EVERYWHERE = (*SIZES, *((size, True) for size, tv in SIZES if not tv))


def every_fault(
    app: App, screen: str, sizes: tuple[tuple[tuple[int, int], bool], ...] = SIZES
) -> list[str]:
    """The faults of `app`'s top screen at each size of the fit test, in each language
    (an overlay's own texts: what it covers is the fit test's to check)."""
    found: list[str] = []
    app.toasts.items.clear()  # a toast is drawn over everything, for a moment
    for size, tv in sizes:
        app.settings.tv_text = app.settings.tv_text_chosen = tv
        app.resize_window(size)
        for language in languages():
            with speaking(language):
                run(app)
                app.compositor.invalidate()
                with theme.recording() as record:
                    run(app)
            top = max((t.layer for t in record.texts), default=0)
            record.texts[:] = [t for t in record.texts if t.layer == top]
            shot = Shot(screen, size, tv, 0, False, language)
            texts = [t.text for t in record.texts]
            assert texts, f"{shot}: nothing drawn"
            found += [f"{shot}: {fault}" for fault in faults(shot, record)]
    return found


def test_the_lobby_rows_with_pads_keep_every_word_in_its_box(app: App, pads: VirtualPads) -> None:
    setup, _plugged = lobby(app, pads, 2, 5)
    assert isinstance(setup, SetupScene)
    # Seat 1 holds a pad and the longest name; seat 2 is free (its row says "(A) join")
    # with the longest name too.
    setup.setup.seats[1].name = LONG_NAME
    setup.setup.seats[2].name = LONG_NAME
    setup._refresh_rows()
    with theme.recording() as record:
        app.compositor.invalidate()
        run(app)
    drawn = [t.text for t in record.texts]
    assert "join" in drawn and any(label.startswith("Pad") for label in drawn), drawn
    problems = every_fault(app, "lobby")
    assert problems == [], "\n".join(problems)


def test_the_unplugged_panel_keeps_every_word_in_its_box(app: App, pads: VirtualPads) -> None:
    table, plugged = table_of(app, pads, 3)
    to_turn(app, table, 0, plugged)
    plugged[0].unplug()
    run(app)
    settle(app)
    assert app.stack.top is not None and app.stack.top.name == "unplugged"
    problems = every_fault(app, "unplugged", TV_EVERYWHERE)
    assert problems == [], "\n".join(problems)
    # A seatless pad says which seat is its own: its answer line takes the help line's
    # place.
    stranger = pads.plug(*MODELS[4])
    run(app)
    stranger.press(A)
    run(app)
    for asked, press in (("which seat is yours", None), ("I play", RIGHT)):
        if press is not None:
            stranger.press(press)  # a seat, by name
            run(app)
        with theme.recording() as record:
            app.compositor.invalidate()
            run(app)
        assert any(asked in t.text for t in record.texts)
        problems = every_fault(app, "unplugged", TV_EVERYWHERE)
        assert problems == [], "\n".join(problems)
