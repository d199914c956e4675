"""The couch defects of issue 52 (items 1-8), each driven by real SDL virtual game
controllers through the real App, headless (tests/virtual_pads.py), and who owns each
screen as docs/COUCH.md says (`game.match.seats.SCREENS`)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.app.scene import Scene, SceneStack
from game.draw import theme
from game.match import seats
from scenes import resume
from scenes.flow import SCREEN_NAMES
from scenes.movelog import MoveLogScene
from scenes.name_entry import NameEntryScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.table import TableScene
from scenes.unplugged import UnpluggedScene
from tests.app.events import click, key, run, settle
from tests.scenes.couch_helpers import seat_of
from tests.scenes.test_couch_pads_own_their_seats import (
    MODELS,
    START,
    TWIN,
    UP,
    A,
    B,
    lobby,
    table_of,
    to_turn,
)
from tests.virtual_pads import VirtualPad, VirtualPads

DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
X = pygame.CONTROLLER_BUTTON_X


def open_name_keyboard(app: App, pad: VirtualPad) -> NameEntryScene:
    """`pad` (seated on the last seat of the lobby, its focus on Start) names its seat."""
    pad.press(UP)  # from Start up to its own row, the last seat's
    pad.press(A)
    run(app)
    entry = app.stack.top
    assert isinstance(entry, NameEntryScene)
    pad.press(UP)  # off Done, onto a letter
    pad.press(A)
    run(app)
    return entry


def typed_key(char: str) -> None:
    code = pygame.key.key_code(char)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=char, scancode=0))


# 1 ---------------------------------------------------------------------------------------
def test_1_an_unplugged_pads_name_keyboard_closes_and_its_pad_plugged_back_reopens_it(
    app: App, pads: VirtualPads
) -> None:
    setup, plugged = lobby(app, pads, 3, 3)
    owner = plugged[2]
    entry = open_name_keyboard(app, owner)
    assert entry.text
    owner.unplug()
    run(app)
    assert app.stack.top is setup  # not stranded: nobody could close it
    assert setup.setup.seats[2].name == ""  # the unfinished name was never given
    back = pads.plug(*MODELS[2])  # the same pad, a new instance id
    run(app)
    back.press(A)  # joins the free seat again (its focus starts on Start)
    run(app)
    assert seat_of(app, back.instance_id) == 2
    entry = open_name_keyboard(app, back)
    assert entry.owner == back.instance_id and len(entry.text) == 1


# 2 ---------------------------------------------------------------------------------------
def test_2_start_on_a_pad_starts_the_match_and_never_throws_the_lobby_away(
    app: App, pads: VirtualPads
) -> None:
    setup, plugged = lobby(app, pads, 5, 5)
    for seat in range(5):
        setup.setup.seats[seat].name = f"Name{seat}"
    seatless = pads.plug(*MODELS[5])
    run(app)
    seatless.press(START)  # holds no seat: it may not start, nor leave
    seatless.press(B)
    run(app)
    assert app.stack.top is setup
    assert [spec.pad for spec in setup.setup.seats] == [p.instance_id for p in plugged]
    assert [spec.name for spec in setup.setup.seats] == [f"Name{n}" for n in range(5)]
    plugged[3].press(START)  # a seated pad's Start starts, as Start on screen would
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.names == [f"Name{n}" for n in range(5)]
    assert [table.match.pad_of(seat) for seat in range(5)] == [p.instance_id for p in plugged]


# 3 ---------------------------------------------------------------------------------------
def test_3_a_replugged_twin_is_asked_which_seat_and_never_seated_by_a_press_of_a(
    app: App, pads: VirtualPads
) -> None:
    table, plugged = table_of(app, pads, 4)
    to_turn(app, table, 0, plugged)
    plugged[1].unplug()  # Ben's and Cy's pads, the same model
    plugged[2].unplug()
    run(app)
    settle(app)
    panel = app.stack.top
    assert isinstance(panel, UnpluggedScene)
    back = pads.plug(*TWIN)
    run(app)
    back.press(A)  # as the toast says: "press A on it to say which seat is yours"
    run(app)
    assert back.instance_id in panel.claims  # "which seat is yours?"
    assert panel.claims[back.instance_id] not in (1, 2)  # on no seat: nobody's, by guess
    back.press(A)  # a second A chooses nothing
    run(app)
    assert seat_of(app, back.instance_id) is None and app.stack.top is panel
    back.press(RIGHT)
    back.press(RIGHT)  # Cy, by name
    back.press(A)
    run(app)
    assert seat_of(app, back.instance_id) == 2


# 4 ---------------------------------------------------------------------------------------
def test_4_continue_after_quit_to_menu_gives_each_pad_still_plugged_in_its_seat(
    app: App, pads: VirtualPads
) -> None:
    table, plugged = table_of(app, pads, 4)
    to_turn(app, table, 2, plugged)
    plugged[0].press(START)  # Ada pauses, quits to the menu and leaves
    run(app)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.quit_to_menu()
    run(app)
    confirm = app.stack.top
    assert confirm is not None and confirm.name == "confirm_quit"
    confirm.leave()  # type: ignore[attr-defined]
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "menu"
    assert resume.continue_match(app, app.stack)
    run(app, frames=20)  # the decision is shown a moment before a press counts
    again = app.stack.top
    assert isinstance(again, TableScene) and again is not table
    held = [again.match.pad_of(seat) for seat in range(4)]
    assert held == [p.instance_id for p in plugged]  # not four keyboard seats
    assert not again.match.may_act(2, None)  # the keyboard does not act for a pad's seat
    made = len(again.game.record.actions)
    plugged[1].press(pygame.CONTROLLER_BUTTON_Y)  # nor another pad
    run(app)
    assert len(again.game.record.actions) == made
    plugged[2].press(pygame.CONTROLLER_BUTTON_Y)
    plugged[2].press(X)
    run(app, frames=3)
    assert again.game.record.actions[made][0] == 2


# 5 ---------------------------------------------------------------------------------------
def test_5_only_the_pad_that_paused_works_its_pause(app: App, pads: VirtualPads) -> None:
    table, plugged = table_of(app, pads, 4)
    ada, dana = plugged[0], plugged[3]
    ada.press(START)
    run(app)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    run(app)
    focus = pause.menu.focus
    dana.press(DOWN)
    dana.press(A)  # would resume
    dana.press(B)
    dana.press(START)
    key(pygame.K_ESCAPE)  # the keyboard neither
    click(pause.menu.items[0].rect.center)  # nor the mouse
    run(app)
    assert app.stack.top is pause and pause.menu.focus == focus
    ada.press(DOWN)
    run(app)
    assert pause.menu.focus != focus
    ada.press(B)
    run(app)
    assert app.stack.top is table


def test_5_an_unplugged_pads_pause_closes_and_the_panel_asks_about_its_seat(
    app: App, pads: VirtualPads
) -> None:
    _table, plugged = table_of(app, pads, 4)
    plugged[1].press(START)
    run(app)
    assert isinstance(app.stack.top, PauseScene)
    app.stack.top.settings()  # opened from its pause: its too
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "settings"
    assert app.stack.top.owner == plugged[1].instance_id
    plugged[1].unplug()
    run(app)
    assert [scene.name for scene in app.stack.scenes][-2:] == ["table", "unplugged"]


def test_5_a_seatless_pad_opens_no_log_and_anothers_log_never_holds_up_a_turn(
    app: App, pads: VirtualPads
) -> None:
    table, plugged = table_of(app, pads, 3)
    to_turn(app, table, 1, plugged)
    stranger = pads.plug(*MODELS[5])
    run(app)
    stranger.press(UP)
    run(app)
    assert app.stack.top is table  # a pad holding no seat only joins
    plugged[0].press(UP)  # Ada reads the log while Ben decides
    run(app)
    log = app.stack.top
    assert isinstance(log, MoveLogScene) and log.owner == plugged[0].instance_id
    made = len(table.game.record.actions)
    plugged[1].press(X)  # Ben takes: the log closes and the take counts
    run(app, frames=3)
    assert app.stack.top is table
    assert len(table.game.record.actions) == made + 1
    assert table.game.record.actions[made][0] == 1


# 6 ---------------------------------------------------------------------------------------
def test_6_keyboard_and_mouse_never_type_into_a_pads_name(app: App, pads: VirtualPads) -> None:
    _setup, plugged = lobby(app, pads, 3, 3)
    entry = open_name_keyboard(app, plugged[2])
    typed = entry.text
    typed_key("z")
    typed_key("z")
    key(pygame.K_BACKSPACE)
    click(entry.keys[1][6].center)  # "Q"
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is entry and entry.text == typed


# 7 ---------------------------------------------------------------------------------------
def test_7_tv_text_in_the_lobby_and_the_name_keyboard_with_pads(
    app: App, pads: VirtualPads
) -> None:
    assert not app.settings.tv_text_chosen  # no game played yet: the couch default
    _setup, plugged = lobby(app, pads, 7, 7)
    tv = theme.tv_text_floor(720)
    assert app.look.text_floor == tv
    with theme.recording() as record:
        app.compositor.invalidate()
        run(app)
    seat_labels = [t for t in record.texts if t.text.startswith("Player")]
    assert seat_labels and min(t.size for t in seat_labels) >= tv
    open_name_keyboard(app, plugged[6])
    with theme.recording() as record:
        run(app)
    keys = [t for t in record.texts if t.text in ("A", "B", "Done")]
    assert keys and min(t.size for t in keys) >= tv


# 8 ---------------------------------------------------------------------------------------
def assert_toasts_clear(app: App, *must_stay_clear: pygame.Rect) -> None:
    for n in range(3):
        app.notify(f"Pad {n + 1} joins as Player {n + 2}: a longer notice than most, here")
    avoid = app.toast_avoid()
    for rect in must_stay_clear:
        assert rect in avoid
    placed = app.toasts.rects(app.canvas.get_size(), avoid, look=app.look)
    assert placed
    for toast in placed:
        hit = [rect for rect in avoid if toast.colliderect(rect)]
        assert not hit, (toast, hit)
    run(app)  # and drawn there
    app.toasts.items.clear()


def test_8_toasts_keep_off_the_lobby_keyboard_table_and_panel_buttons(
    app: App, pads: VirtualPads
) -> None:
    setup, plugged = lobby(app, pads, 4, 4)
    by_name = {item.name: item.rect for item in setup.menu.items}
    assert_toasts_clear(app, by_name["start"], by_name["back"])
    entry = open_name_keyboard(app, plugged[3])
    assert_toasts_clear(app, *entry.keys[-1])  # the Space / Delete / Done row
    plugged[3].press(B)
    plugged[0].press(START)
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    bottom = max(table.layout.seats, key=lambda seat: seat.box.bottom)
    to_turn(app, table, 0, plugged)
    assert_toasts_clear(app, bottom.box, *table.layout.button_row(2))
    plugged[2].unplug()
    run(app)
    settle(app)
    panel = app.stack.top
    assert isinstance(panel, UnpluggedScene)
    assert_toasts_clear(app, *(item.rect for item in panel.menu.items))


# Who owns what: docs/COUCH.md's table, row by row --------------------------------------
ROOT = Path(__file__).resolve().parents[2]


def test_couch_md_shows_the_screens_table_word_for_word() -> None:
    doc = (ROOT / "docs" / "COUCH.md").read_text(encoding="utf-8")
    assert seats.couch_table() in doc
    assert {rule.screen for rule in seats.SCREENS} <= set(SCREEN_NAMES)


def others_cannot_work_it(app: App, other: VirtualPad) -> None:
    """Another seated pad's and the keyboard's and mouse's presses leave the top screen as
    it is (focus, text, open)."""
    top = app.stack.top
    assert top is not None
    before = (getattr(top, "menu", None) and top.menu.focus, getattr(top, "text", None))
    for button in (DOWN, A, B, START):
        other.press(button)
    key(pygame.K_ESCAPE)
    key(pygame.K_RETURN)
    click((5, 5))
    run(app)
    assert app.stack.top is top
    assert (getattr(top, "menu", None) and top.menu.focus, getattr(top, "text", None)) == before


def open_owned(
    app: App, pads: VirtualPads, screen: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[VirtualPad, VirtualPad]:
    """Open `screen` the way a player does, with a pad: (its owner, another seated pad)."""
    if screen == "name_entry":
        _setup, plugged = lobby(app, pads, 3, 3)
        open_name_keyboard(app, plugged[2])
        return plugged[2], plugged[0]
    if screen == "confirm_new":
        _setup, plugged = lobby(app, pads, 3, 3)
        monkeypatch.setattr(app.saves, "has_save", lambda: True)
        plugged[1].press(START)
        run(app)
        return plugged[1], plugged[0]
    _table, plugged = table_of(app, pads, 3)
    if screen == "movelog":
        plugged[1].press(UP)
        run(app)
        return plugged[1], plugged[0]
    plugged[1].press(START)
    run(app)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    opener = {"settings": pause.settings, "howto": pause.howto, "confirm_quit": pause.quit_to_menu}
    if screen in opener:
        opener[screen]()
        run(app)
    elif screen == "confirm_handover":
        pause._hand_over("normal")  # its "<name> to bot" row, a level chosen
        run(app)
    return plugged[1], plugged[0]


@pytest.mark.parametrize("rule", seats.SCREENS, ids=lambda rule: rule.screen)
def test_couch_md_row(
    app: App, pads: VirtualPads, rule: seats.ScreenRule, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each row of docs/COUCH.md, as it says, with virtual pads."""
    if not rule.owned:
        unowned_row(app, pads, rule)
        return
    owner, other = open_owned(app, pads, rule.screen, monkeypatch)
    top = app.stack.top
    assert top is not None and top.name == rule.screen
    assert top.owned and top.owner == owner.instance_id
    if rule.screen == "movelog":  # anyone else's press closes it and reaches the table
        other.press(pygame.CONTROLLER_BUTTON_Y)  # (not its turn: it passes for nobody)
        run(app)
        assert isinstance(app.stack.top, TableScene)
        owner.press(UP)
        run(app)
        assert app.stack.top is not None and app.stack.top.name == "movelog"
    else:
        others_cannot_work_it(app, other)
    owner.unplug()
    run(app)
    names = [scene.name for scene in app.stack.scenes]
    assert rule.screen not in names, names  # it goes with its pad
    if rule.screen in ("pause", "settings", "howto", "confirm_quit", "confirm_handover"):
        assert names[-2:] == ["table", "unplugged"]  # the panel asks about the seat


def unowned_row(app: App, pads: VirtualPads, rule: seats.ScreenRule) -> None:
    """A screen nobody owns: opened by a pad, another pad (or a seatless one) works it."""
    if rule.screen in ("round_results", "match_results", "review"):
        # The results open by themselves (never with an owner); the review opens from
        # them, so it has none either.
        assert ResultsScene.unbidden
        stack = SceneStack()
        stack.push(Scene())
        stack.push(Scene())
        assert not stack.top.owned  # type: ignore[union-attr]
        return
    if rule.screen == "menu":
        plugged = [pads.plug(*model) for model in MODELS[:2]]
        run(app)
        menu = app.stack.top
        assert menu is not None and not menu.owned
        focus = menu.menu.focus  # type: ignore[attr-defined]
        plugged[1].press(DOWN)
        run(app)
        assert menu.menu.focus != focus  # type: ignore[attr-defined]
        return
    if rule.screen == "setup":
        setup, plugged = lobby(app, pads, 2, 3)  # each pad joined: none owns the screen
        assert not setup.owned and seat_of(app, plugged[1].instance_id) == 1
        plugged[0].unplug()
        run(app)
        assert setup.setup.seats[0].pad is None and app.stack.top is setup
        return
    table, plugged = table_of(app, pads, 3)
    assert not table.owned
    if rule.screen == "table":
        plugged[2].unplug()
        run(app)
        assert table.match.away_seats() == [2]
        assert app.stack.top is not None and app.stack.top.name == "unplugged"
        return
    assert rule.screen == "unplugged"
    plugged[2].unplug()
    run(app)
    settle(app)
    panel = app.stack.top
    assert isinstance(panel, UnpluggedScene) and not panel.owned
    seatless = pads.plug(*MODELS[5])
    run(app)
    seatless.press(A)
    plugged[0].press(DOWN)
    run(app)
    assert seatless.instance_id in panel.claims and panel.menu.focus == 1
