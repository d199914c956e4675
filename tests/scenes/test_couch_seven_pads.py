"""Seven pads on one couch, end to end, with real controller events: all join in the lobby
and play a whole game; one drops out to a bot, one is unplugged mid-decision and another
pad takes the seat, one drops in over a bot, one is unplugged mid-decision and replugged
(its seat restored). Before every human decision a pad that does not hold the seat and the
keyboard both try to act for it and change nothing; every decision is made exactly once."""

from __future__ import annotations

import pygame

from game.app.main import App
from game.rules import Action
from scenes.looks import seat_look
from scenes.results import ResultsScene
from scenes.setup import SetupScene
from scenes.table import TableScene
from tests.app.events import key, pad_button, run, settle
from tests.scenes.couch_helpers import (
    FakeSDL,
    check_seats,
    guid,
    pad_in,
    seat_of,
    unplug,
)

A = pygame.CONTROLLER_BUTTON_A
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
VENDORS = (0x045E, 0x054C, 0x057E, 0x045E, 0x054C, 0x057E, 0x045E)
PAD_IDS = [10 + i for i in range(7)]


def guid_of(i: int) -> str:
    return guid(VENDORS[i], i + 1)


def lobby_of_seven(app: App) -> tuple[FakeSDL, TableScene]:
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    sdl = FakeSDL.install(app)
    for i, iid in enumerate(PAD_IDS):
        sdl.plug(index=i, instance_id=iid, guid=guid_of(i), name="Pad")
    run(app)
    assert len(app.pads) == 7
    pad_button(A, PAD_IDS[0])  # Play
    run(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    for iid in PAD_IDS:  # focus is on Start: each A joins the next free seat
        pad_button(A, iid)
        run(app)
    assert [s.pad for s in setup.setup.seats] == PAD_IDS
    assert all(s.is_human for s in setup.setup.seats)
    assert [seat_of(app, iid) for iid in PAD_IDS] == list(range(7))
    # Each pad's light bar shows its seat's colour.
    for seat, iid in enumerate(PAD_IDS):
        assert sdl.controllers[iid].leds[-1] == seat_look(setup.setup, seat).color
    check_seats(app)
    # B leaves, A joins again (the same free seat); then A on Start starts.
    pad_button(pygame.CONTROLLER_BUTTON_B, PAD_IDS[3])
    run(app)
    assert setup.setup.seats[3].pad is None and seat_of(app, PAD_IDS[3]) is None
    pad_button(A, PAD_IDS[3])
    run(app)
    assert setup.setup.seats[3].pad == PAD_IDS[3]
    pad_button(A, PAD_IDS[0])
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return sdl, table


def wait_for_turn(app: App, table: TableScene, seat: int | None = None) -> int:
    """Play on (other human seats deciding with their pads) until `seat` is to decide."""
    for _ in range(3000):
        if isinstance(app.stack.top, ResultsScene) and not app.stack.top.final:
            key(pygame.K_RETURN)
        turn = table.turns.human_turn()
        if app.stack.top is table and turn is not None:
            if seat is None or turn == seat:
                return turn
            decide(app, table, turn)
        run(app)
        check_seats(app, table)
    raise AssertionError(f"seat {seat} never came to decide")


def decide(app: App, table: TableScene, seat: int) -> None:
    """Others try to act for `seat` (nothing happens), then its own pad decides, once."""
    before = len(table.game.record.actions)
    owner = pad_in(app, seat)
    assert owner is not None
    intruder = next(iid for iid in app.pads if iid != owner)
    pad_button(X, intruder)
    key(pygame.K_t)
    run(app)
    assert len(table.game.record.actions) == before, (
        "a pad or the keyboard acted for a seat it does not hold"
    )
    obs = table.game.observation(seat)
    action = Action.TAKE if Action.PASS not in obs.legal or obs.pot >= 3 else Action.PASS
    pad_button(X if action is Action.TAKE else Y, owner)
    run(app)
    actions = table.game.record.actions
    assert actions[before] == (seat, action)
    assert [a for a in actions[before + 1 :] if a[0] == seat] == []  # not made twice
    check_seats(app, table)


def test_seven_pads_join_drop_in_drop_out_unplug_and_replug(app: App) -> None:
    sdl, table = lobby_of_seven(app)
    # A few turns round the table.
    for _ in range(9):
        decide(app, table, wait_for_turn(app, table))
    assert sdl.controllers[PAD_IDS[0]].rumbles, "the seat to move felt its turn"

    # Drop-out: pad 15 pauses (Start), picks "to bot", the game goes on with a bot there.
    pad_button(START, PAD_IDS[5])
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "pause"
    pad_button(DOWN, PAD_IDS[5])  # Resume -> "<name> to bot"
    pad_button(A, PAD_IDS[5])
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "confirm_handover"
    pad_button(DOWN, PAD_IDS[5])  # Keep playing -> "<name> to bot": it asks first
    pad_button(A, PAD_IDS[5])
    run(app)
    assert app.stack.top is table
    assert 5 in table.match.bots and table.match.is_bot(5)
    assert seat_of(app, PAD_IDS[5]) is None

    # Unplugged mid-decision: pad 16 on seat 6's turn. Nobody can act; pad 15 (no seat
    # now) presses A on the panel, names the seat, takes it; the decision is made once.
    wait_for_turn(app, table, 6)
    made = len(table.game.record.actions)
    unplug(PAD_IDS[6])
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "unplugged"
    settle(app)  # the panel ignores presses at first
    pad_button(X, PAD_IDS[1])  # a seated pad cannot act for the seat
    key(pygame.K_t)
    run(app)
    assert len(table.game.record.actions) == made
    pad_button(A, PAD_IDS[5])  # "which seat is yours?"
    run(app)
    assert pad_in(app, 6) is None  # not before it says which, by name
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, PAD_IDS[5])  # seat 6, by name
    pad_button(A, PAD_IDS[5])  # the only waiting seat: 6, chosen
    run(app, frames=2)
    assert app.stack.top is table
    assert pad_in(app, 6) == PAD_IDS[5]
    decide(app, table, 6)

    # Pad 16 comes back (a new instance id, same GUID): its seat is taken, so it holds none.
    sdl.plug(index=6, instance_id=26, guid=guid_of(6), name="Pad")
    run(app)
    assert seat_of(app, 26) is None
    # Drop-in: A on the seatless pad offers the bot seat; it takes it at its next decision.
    pad_button(A, 26)
    run(app)
    assert 26 in table.couch.offers and table.couch.offers[26].seat == 5
    pad_button(A, 26)
    run(app)
    assert table.couch.pending == {5: 26}
    wait_for_turn(app, table, 5)
    assert 5 not in table.match.bots and pad_in(app, 5) == 26
    decide(app, table, 5)

    # Unplugged mid-decision and replugged: seat 2 is restored, no menu needed.
    wait_for_turn(app, table, 2)
    made = len(table.game.record.actions)
    unplug(PAD_IDS[2])
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "unplugged"
    settle(app)  # the panel ignores presses at first
    sdl.plug(index=2, instance_id=22, guid=guid_of(2), name="Pad")
    run(app, frames=2)
    assert app.stack.top is table
    assert pad_in(app, 2) == 22 and len(table.game.record.actions) == made
    decide(app, table, 2)

    # And on to the end of the match, every decision by its own pad.
    while not table.finished:
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        seat = table.turns.human_turn()
        if seat is None or top is not table:
            run(app)
            continue
        decide(app, table, seat)
    assert table.game.is_over and table.view_matches_engine()
    assert isinstance(app.stack.top, ResultsScene) and app.stack.top.final
