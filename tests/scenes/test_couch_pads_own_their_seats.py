"""The couch defects of issue 39, each driven by real SDL virtual game controllers through
the real App, headless: pads are announced, opened and pressed through SDL's own event
pump (tests/virtual_pads.py), not posted as pygame events."""

from __future__ import annotations

import ctypes

import pygame
import pytest

from game.app.main import App
from game.draw import theme
from scenes.name_entry import NameEntryScene
from scenes.screens import screens
from scenes.setup import SetupScene
from scenes.table import TableScene
from tests.app.events import key, run, settle
from tests.scenes.couch_helpers import seat_of
from tests.virtual_pads import VirtualPad, VirtualPads

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
START = pygame.CONTROLLER_BUTTON_START
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
TWIN = ("Twin Pad", 0x045E, 0x028E)  # two of one model: one GUID
# Seven pads; the second and third are the same model (Ben's and Cy's).
MODELS = [
    ("Pad One", 0x054C, 0x0CE6),
    TWIN,
    TWIN,
    ("Pad Four", 0x057E, 0x2009),
    ("Pad Five", 0x054C, 0x09CC),
    ("Pad Six", 0x045E, 0x0B12),
    ("Pad Seven", 0x057E, 0x2017),
]


def plug(app: App, pads: VirtualPads, count: int) -> list[VirtualPad]:
    plugged = [pads.plug(name, vendor, product) for name, vendor, product in MODELS[:count]]
    run(app)
    assert all(pad.instance_id in app.pads for pad in plugged)
    return plugged


def lobby(
    app: App, pads: VirtualPads, count: int, seats: int
) -> tuple[SetupScene, list[VirtualPad]]:
    """`count` pads on the setup screen for `seats` seats; each joins the next free seat."""
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human"] + ["random"] * (seats - 1), "first_player": 0}
    plugged = plug(app, pads, count)
    plugged[0].press(A)  # Play
    run(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    for pad in plugged:  # the focus is on Start: A joins the next free seat
        pad.press(A)
        run(app)
    assert [spec.pad for spec in setup.setup.seats[:count]] == [p.instance_id for p in plugged]
    return setup, plugged


def table_of(app: App, pads: VirtualPads, count: int) -> tuple[TableScene, list[VirtualPad]]:
    _setup, plugged = lobby(app, pads, count, count)
    plugged[0].press(A)  # its own focus is on Start
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table, plugged


def to_turn(app: App, table: TableScene, seat: int, plugged: list[VirtualPad]) -> None:
    """Play on, every seat by its own pad passing (or taking), until `seat` is to decide."""
    for _ in range(2000):
        turn = table.turns.human_turn()
        if app.stack.top is table and turn is not None:
            if turn == seat:
                return
            plugged[turn].press(pygame.CONTROLLER_BUTTON_Y)  # no thanks, or with no
            plugged[turn].press(pygame.CONTROLLER_BUTTON_X)  # counters left: take
        run(app)
    raise AssertionError(f"seat {seat} never came to decide")


def test_1_identical_pads_unplugged_at_once_each_say_which_seat_is_theirs(
    app: App, pads: VirtualPads
) -> None:
    table, plugged = table_of(app, pads, 7)
    to_turn(app, table, 1, plugged)
    ben, cy = plugged[1], plugged[2]
    ben.unplug()
    cy.unplug()
    run(app)
    panel = app.stack.top
    assert panel is not None and panel.name == "unplugged"
    settle(app)
    back_first = pads.plug(*TWIN)  # Cy's pad comes back first
    run(app)
    assert seat_of(app, back_first.instance_id) is None  # not guessed into Ben's seat
    back_first.press(A)  # "which seat is yours?"
    run(app)
    assert seat_of(app, back_first.instance_id) is None
    back_first.press(RIGHT)  # from no seat to Ben (issue 52: nothing pre-selected)
    back_first.press(RIGHT)  # from Ben to Cy
    back_first.press(A)
    run(app)
    assert seat_of(app, back_first.instance_id) == 2
    made = len(table.game.record.actions)
    back_first.press(pygame.CONTROLLER_BUTTON_Y)  # it cannot pass for Ben
    back_first.button(LB, True)  # nor peek at Ben's counters
    run(app)
    assert len(table.game.record.actions) == made and not table.turns.counters_visible(1)
    back_first.button(LB, False)
    back_second = pads.plug(*TWIN)  # Ben's: not put into the seat left over unasked
    run(app, frames=3)
    assert seat_of(app, back_second.instance_id) is None and app.stack.top is panel
    back_second.press(A)
    back_second.press(A)  # on no seat yet: nothing happens
    run(app, frames=3)
    assert seat_of(app, back_second.instance_id) is None
    back_second.press(RIGHT)  # the one seat left, chosen by name
    back_second.press(A)
    run(app, frames=3)
    assert seat_of(app, back_second.instance_id) == 1 and app.stack.top is table
    back_second.press(pygame.CONTROLLER_BUTTON_Y)
    run(app)
    assert table.game.record.actions[made][0] == 1  # Ben's own pad decides for Ben


def test_2_in_the_lobby_a_pad_cannot_unseat_or_rename_another_pads_seat(
    app: App, pads: VirtualPads
) -> None:
    setup, plugged = lobby(app, pads, 3, 3)
    plugged[0].press(UP)  # from Start to seat 3's row, held by the third pad
    run(app)
    assert setup.menu.focused is not None and setup.menu.focused.name == "seat2"
    plugged[0].press(RIGHT)
    plugged[0].press(A)
    run(app)
    spec = setup.setup.seats[2]
    assert spec.is_human and spec.pad == plugged[2].instance_id
    assert seat_of(app, plugged[2].instance_id) == 2
    assert app.stack.top is setup  # no name keyboard opened for it
    key(pygame.K_RIGHT)  # the keyboard cannot either
    run(app)
    assert setup.setup.seats[2].is_human and setup.setup.seats[2].pad == plugged[2].instance_id


def test_3_a_pad_types_only_into_its_own_name_keyboard(app: App, pads: VirtualPads) -> None:
    setup, plugged = lobby(app, pads, 3, 3)
    owner, other = plugged[2], plugged[1]
    owner.press(UP)  # its own row
    owner.press(A)
    run(app)
    entry = app.stack.top
    assert isinstance(entry, NameEntryScene)
    owner.press(UP)  # off Done, onto a letter
    run(app)
    typed = entry.text
    other.press(A)
    other.press(B)
    run(app)
    assert app.stack.top is entry and entry.text == typed  # neither typed nor cancelled
    owner.press(A)
    run(app)
    assert len(entry.text) == len(typed) + 1
    owner.press(B)
    run(app)
    assert app.stack.top is setup


def test_4_only_a_seated_pad_starts_the_match(app: App, pads: VirtualPads) -> None:
    setup, plugged = lobby(app, pads, 2, 3)
    assert setup.menu.focused is not None and setup.menu.focused.name == "start"
    key(pygame.K_RETURN)  # pads hold seats: the keyboard does not start
    run(app)
    assert app.stack.top is setup
    start = setup.menu.items[[i.name for i in setup.menu.items].index("start")]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start.rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=start.rect.center))
    run(app)
    assert app.stack.top is setup
    plugged[1].press(A)
    run(app)
    assert isinstance(app.stack.top, TableScene)


def test_4_with_no_pad_seated_the_keyboard_starts(app: App, pads: VirtualPads) -> None:
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    plug(app, pads, 2)
    app.stack.push(screens(app.stack).setup())
    run(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.menu.focused is not None
    key(pygame.K_RETURN)
    run(app)
    assert isinstance(app.stack.top, TableScene)


def test_5_the_unplugged_panel_says_what_a_press_does_and_a_stray_a_gives_nothing_away(
    app: App, pads: VirtualPads, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, plugged = table_of(app, pads, 3)
    to_turn(app, table, 0, plugged)
    texts: list[str] = []
    real = theme.render_text

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        texts.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "render_text", spy)
    plugged[0].unplug()
    run(app)
    settle(app)
    panel = app.stack.top
    assert panel is not None and panel.name == "unplugged"
    assert "on a pad with no seat: say which seat is yours" in texts
    assert not any("another pad takes the seat" in t for t in texts)
    plugged[1].press(A)  # a seated pad mashing A
    run(app, frames=3)
    assert 0 not in table.match.bots and app.stack.top is panel
    back = pads.plug(*MODELS[0])  # and its own pad still comes back to it
    run(app, frames=3)
    assert seat_of(app, back.instance_id) == 0 and app.stack.top is table


def test_6_another_pad_cannot_end_your_peek_and_two_starts_leave_the_pause_open(
    app: App, pads: VirtualPads
) -> None:
    table, plugged = table_of(app, pads, 3)
    to_turn(app, table, 0, plugged)
    plugged[0].button(LB, True)
    run(app)
    assert table.turns.counters_visible(0)
    plugged[1].press(LB)  # another pad's shoulder, down and up
    run(app)
    assert table.turns.counters_visible(0)
    plugged[0].button(LB, False)
    run(app)
    assert not table.turns.counters_visible(0)
    plugged[0].press(START)
    plugged[1].press(START)  # in the same frame
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "pause"


def test_7_pads_work_while_the_window_is_unfocused(app: App, pads: VirtualPads) -> None:
    get_hint = pads.sdl.SDL_GetHint
    get_hint.argtypes, get_hint.restype = [ctypes.c_char_p], ctypes.c_char_p
    assert get_hint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS") == b"1"
    (pad,) = plug(app, pads, 1)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    run(app)
    pad.press(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    run(app)
    assert app.stack.top.menu.focused.name == "howto"  # type: ignore[union-attr]


def test_9_every_pad_has_its_own_focus_in_the_lobby(app: App, pads: VirtualPads) -> None:
    setup, plugged = lobby(app, pads, 2, 3)
    plugged[0].press(UP)
    plugged[0].press(UP)
    run(app)
    assert setup.menu.focused is not None and setup.menu.focused.name == "seat1"
    plugged[1].press(UP)  # from its own focus (Start), not the first pad's
    run(app)
    assert setup.menu.focused.name == "seat2"
    assert setup.lobby.others_focus() == [(plugged[0].instance_id, "seat1")]
    plugged[0].press(UP)  # the first pad carries on from where it was
    run(app)
    assert setup.menu.focused.name == "seat0"
