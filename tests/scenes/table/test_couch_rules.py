"""Who may act for a seat on a couch, the three defects found while probing, and the
whose-turn signals; all driven by real pygame events through the App."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.app import glyphs
from game.app.intents import Intent
from game.app.main import App
from game.draw import theme
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Action, GameConfig
from scenes.results import ResultsScene
from scenes.screens import screens
from scenes.setup import SetupScene
from scenes.table import TableScene
from scenes.table.couch import NUDGE_AFTER
from tests.app.events import click, key, pad_button, run, settle
from tests.scenes.couch_helpers import (
    FakeSDL,
    check_seats,
    guid,
    pad_in,
    seat_of,
    unplug,
    waiting,
)

A = pygame.CONTROLLER_BUTTON_A
X = pygame.CONTROLLER_BUTTON_X
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


def plug_pads(app: App, *ids: int) -> FakeSDL:
    sdl = FakeSDL.install(app)
    for i, iid in enumerate(ids):
        sdl.plug(index=i, instance_id=iid, guid=guid(0x045E, iid))
    run(app)
    return sdl


def start_table(app: App, seats: list[SeatSpec], rounds: int = 1) -> TableScene:
    app.settings.animation_speed = "instant"
    setup = MatchSetup(seats=seats, rules=GameConfig(rounds=rounds, first_player=0), persona_seed=1)
    app.stack.push(screens(app.stack).table(setup, 7))
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def to_turn(app: App, table: TableScene, seat: int) -> None:
    for _ in range(600):
        if table.turns.human_turn() == seat and app.stack.top is table:
            return
        run(app)
    raise AssertionError(f"seat {seat} never came to decide")


def actions(table: TableScene) -> int:
    return len(table.game.record.actions)


def go_to_setup(app: App, last_setup: dict[str, object]) -> SetupScene:
    app.settings.last_setup = last_setup
    app.stack.push(screens(app.stack).setup())
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return setup


def focus(app: App, setup: SetupScene, name: str) -> None:
    """Whoever presses next presses from `name` (every pad has its own focus otherwise)."""
    setup.lobby.focus.clear()
    setup.menu.focus_named(name)
    assert setup.menu.focused is not None and setup.menu.focused.name == name


def start_from(app: App, setup: SetupScene) -> TableScene:
    """Start on the setup screen (A on a seated pad, else Enter, on Start: only they may);
    play on to seat 0's first decision."""
    app.settings.animation_speed = "instant"
    focus(app, setup, "start")
    seated = [spec.pad for spec in setup.setup.seats if spec.pad is not None]
    if seated:
        confirm = next(b for b, i in app.input.pad_bindings.items() if i is Intent.CONFIRM)
        pad_button(confirm, seated[0])
    else:
        key(pygame.K_RETURN)
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    to_turn(app, table, 0)
    return table


def test_lowering_players_frees_the_pad_of_a_seat_that_goes(app: App) -> None:
    plug_pads(app, 3)
    setup = go_to_setup(app, {"seats": ["human"] + ["random"] * 5, "first_player": 0})
    focus(app, setup, "seat5")
    pad_button(A, 3)  # claims seat 6 of 6
    run(app)
    assert setup.setup.seats[5].pad == 3 and seat_of(app, 3) == 5
    focus(app, setup, "players")
    for _ in range(3):
        key(pygame.K_LEFT)
    run(app)
    assert setup.setup.players == 3
    assert seat_of(app, 3) is None and all(s.pad is None for s in setup.setup.seats)
    table = start_from(app, setup)
    # The pad holds no seat: X does nothing; A offers a seat and takes Player 1.
    before = actions(table)
    pad_button(X, 3)
    run(app)
    assert actions(table) == before
    pad_button(A, 3)
    run(app)
    assert table.couch.offers[3].seat == 0
    pad_button(A, 3)
    run(app)
    assert seat_of(app, 3) == 0
    pad_button(X, 3)
    run(app)
    assert table.game.record.actions[before] == (0, Action.TAKE)


def test_a_seat_set_to_a_bot_in_a_new_setup_keeps_no_pad(app: App) -> None:
    plug_pads(app, 4, 9)
    setup = go_to_setup(app, {"seats": ["human", "random", "random"], "first_player": 0})
    focus(app, setup, "seat1")
    pad_button(A, 4)
    run(app)
    assert seat_of(app, 4) == 1
    key(pygame.K_ESCAPE)  # back to the menu; a new setup where seat 2 is a bot
    run(app)
    setup = go_to_setup(app, {"seats": ["human", "random", "random"], "first_player": 0})
    assert seat_of(app, 4) is None  # the old binding went with the old screen
    table = start_from(app, setup)
    before = actions(table)
    for pad in (4, 9):  # neither the old pad nor a never-seen one acts for Player 1
        pad_button(X, pad)
        run(app)
    assert actions(table) == before
    key(pygame.K_t)  # the keyboard plays the seat no pad holds
    run(app)
    assert table.game.record.actions[before] == (0, Action.TAKE)


def test_pad_plays_only_its_seat_and_keyboard_only_a_padless_seat(app: App) -> None:
    plug_pads(app, 1, 2)
    table = start_table(app, [SeatSpec(HUMAN), SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2)])
    to_turn(app, table, 0)
    pad_button(X, 1)  # pad 1 holds seat 1, not seat 0
    run(app)
    assert actions(table) == 0
    key(pygame.K_p)  # seat 0 has no pad: the keyboard plays it
    run(app)
    to_turn(app, table, 1)
    key(pygame.K_t)
    pad_button(X, 2)
    run(app)
    assert actions(table) == 1
    pad_button(X, 1)
    run(app)
    assert table.game.record.actions[1] == (1, Action.TAKE)
    check_seats(app, table)


def test_peek_only_for_the_pad_that_holds_the_seat(app: App) -> None:
    plug_pads(app, 1, 2)
    table = start_table(app, [SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec("random")])
    to_turn(app, table, 0)
    assert not table.turns.counters_visible(0)
    pad_button(LB, 2, up=False)
    key(pygame.K_TAB, up=False)
    run(app)
    assert not table.turns.counters_visible(0)
    pad_button(LB, 1, up=False)
    run(app)
    assert table.turns.counters_visible(0)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=1, button=LB))
    run(app)
    assert not table.turns.counters_visible(0)
    click(table.layout.seats[0].plate.center)  # the mouse cannot open a pad's seat either
    run(app)
    assert not table.turns.counters_visible(0)


def test_a_peek_held_through_a_move_shows_nothing_of_the_next_seat(app: App) -> None:
    plug_pads(app, 1, 2)
    table = start_table(app, [SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec("random")])
    to_turn(app, table, 0)
    pad_button(LB, 1, up=False)  # seat 0 peeks, keeps holding, takes, then passes
    run(app)
    assert table.turns.counters_visible(0)
    pad_button(X, 1)
    run(app)
    to_turn(app, table, 0)
    assert table.game.record.actions[0] == (0, Action.TAKE)
    assert table.turns.counters_visible(0)  # still its turn: the peek goes on
    pad_button(pygame.CONTROLLER_BUTTON_Y, 1)
    to_turn(app, table, 1)
    assert table.game.record.actions[1] == (0, Action.PASS)
    assert not table.turns.counters_visible(1)  # seat 1's counters stay secret from seat 0
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=1, button=LB))
    pad_button(LB, 2, up=False)  # seat 1's own peek still works
    run(app)
    assert table.turns.counters_visible(1)


def test_a_refused_click_does_not_aim_a_pad_players_confirm(app: App) -> None:
    plug_pads(app, 1, 2)
    table = start_table(app, [SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec("random")])
    to_turn(app, table, 0)
    assert table.decision_desk.focus == 1  # NO THANKS, the safer default
    take_button = table.layout.button_row(2)[0]
    click(take_button.center)  # the mouse may not act for a pad's seat
    run(app)
    assert actions(table) == 0 and table.decision_desk.focus == 1
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 1)  # the pad's choice: NO THANKS! still
    pad_button(A, 1)
    run(app)
    assert table.game.record.actions[0] == (0, Action.PASS)


def test_unplugged_on_its_turn_another_seated_pad_lets_a_bot_play_it(app: App) -> None:
    plug_pads(app, 1, 2)
    table = start_table(app, [SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec("random")])
    to_turn(app, table, 0)
    unplug(1)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "unplugged"
    pad_button(A, 2)  # mashed as the pad went: not yet a choice on the panel
    run(app)
    assert app.stack.top.name == "unplugged" and 0 not in table.match.bots
    settle(app)
    pad_button(X, 2)
    pad_button(X, 9)  # a never-seen pad: no silent take-over
    run(app)
    assert actions(table) == 0 and seat_of(app, 9) is None
    pad_button(A, 2)  # a stray A on the seated pad: "Wait" is focused, nothing is given
    run(app, frames=3)
    assert app.stack.top.name == "unplugged" and 0 not in table.match.bots
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, 2)
    pad_button(A, 2)  # seated pad 2 chooses "Let a bot play it"
    run(app, frames=3)
    assert app.stack.top is table and 0 in table.match.bots
    for _ in range(200):
        run(app)
        if actions(table):
            break
    assert table.game.record.actions[0][0] == 0  # the bot made seat 0's decision


def test_unplugged_under_the_round_results_still_shows_the_panel(app: App) -> None:
    sdl = plug_pads(app, 1, 2)
    table = start_table(
        app, [SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec("random")], rounds=3
    )
    for _ in range(3000):
        if isinstance(app.stack.top, ResultsScene):
            break
        seat = table.turns.human_turn()
        if seat is not None and app.stack.top is table:
            pad_button(X, pad_in(app, seat))
        run(app)
    assert isinstance(app.stack.top, ResultsScene) and not app.stack.top.final
    unplug(2)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "unplugged"
    settle(app)  # the panel ignores presses at first
    sdl.plug(index=1, instance_id=12, guid=guid(0x045E, 2))  # the same pad comes back
    run(app, frames=2)
    assert isinstance(app.stack.top, ResultsScene)
    assert pad_in(app, 1) == 12


@pytest.mark.parametrize("rumble", [True, False])
def test_turn_rumble_and_a_nudge_after_30_seconds_never_a_move(app: App, rumble: bool) -> None:
    sdl = plug_pads(app, 1)
    app.settings.rumble = rumble
    table = start_table(app, [SeatSpec(HUMAN, pad=1), SeatSpec("random"), SeatSpec("random")])
    to_turn(app, table, 0)
    pad = sdl.controllers[1]
    assert len(pad.rumbles) == (1 if rumble else 0)
    frames = int((NUDGE_AFTER + 1) / 0.25)
    run(app, frames=frames, dt=0.25)
    assert table.couch.nudges == 1 and actions(table) == 0
    assert "turn" in app.audio.played and app.audio.played[-1] == "nudge"
    assert len(pad.rumbles) == (2 if rumble else 0)
    assert table.time - table.couch.nudged_at < 2.0  # it pulsed shortly after 30 s


def test_only_the_pad_that_paused_gives_its_seat_to_a_bot(app: App) -> None:
    plug_pads(app, 1, 2)
    table = start_table(app, [SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec("random")])
    pad_button(pygame.CONTROLLER_BUTTON_START, 1)
    run(app)
    pause = app.stack.top
    assert pause is not None and pause.name == "pause"
    pad_button(DOWN, 1)  # "Player 1 to bot"
    pad_button(A, 2)  # another pad: refused
    run(app)
    assert app.stack.top is pause and 0 not in table.match.bots
    pad_button(A, 1)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "confirm_handover"
    assert 0 not in table.match.bots  # it asks first (issue 52)
    pad_button(DOWN, 1)  # "Player 1 to bot", confirmed
    pad_button(A, 1)
    run(app)
    assert app.stack.top is table and 0 in table.match.bots and seat_of(app, 1) is None
    assert seat_of(app, 2) == 1 and 1 not in table.match.bots


def test_lobby_focused_seat_moves_unplug_frees_and_an_eighth_pad_finds_no_seat(app: App) -> None:
    plug_pads(app, *range(1, 9))
    setup = go_to_setup(app, {"seats": ["human", "random", "random"], "first_player": 0})
    focus(app, setup, "seat2")
    pad_button(A, 1)  # the focused seat
    run(app)
    assert setup.setup.seats[2].pad == 1 and setup.setup.seats[2].is_human
    focus(app, setup, "seat1")
    pad_button(A, 1)  # a joined pad on another free seat moves there; seat 3 is a bot again
    run(app)
    assert setup.setup.seats[1].pad == 1 and setup.setup.seats[2].kind == "random"
    focus(app, setup, "start")
    for pad in range(2, 9):
        pad_button(A, pad)
        run(app)
    assert setup.setup.players == 7 and seat_of(app, 8) is None
    assert any("Every seat has a pad" in t for t in app.toasts.texts)
    unplug(4)
    run(app)
    seat = next(i for i, s in enumerate(setup.setup.seats) if s.pad is None)
    assert waiting(app) == [] and setup.setup.seats[seat].pad is None
    pad_button(A, 8)  # the pad left over takes the freed seat
    run(app)
    assert setup.setup.seats[seat].pad == 8
    check_seats(app)


def table_with_twin_pads(
    app: App, vendor: int = 0x045E, name: str = ""
) -> tuple[FakeSDL, str, TableScene]:
    """Two pads of one model (one GUID), pads 1 and 2, in seats 0 and 1; a bot in seat 2."""
    sdl = FakeSDL.install(app)
    same = guid(vendor, 1)
    for index, iid in ((0, 1), (1, 2)):
        if name:
            sdl.plug(index=index, instance_id=iid, guid=same, name=name)
        else:
            sdl.plug(index=index, instance_id=iid, guid=same)
    run(app)
    table = start_table(app, [SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec("random")])
    return sdl, same, table


def test_two_identical_pads_unplugged_each_claim_a_seat_instead_of_a_guess(app: App) -> None:
    """A dongle pulled takes both pads of one model: neither comes back into a seat by
    guess (it might be the other player's); each says which seat is its own, by name, on
    the panel (issue 39: the second was put into the seat left over unasked)."""
    sdl, same, table = table_with_twin_pads(app)
    to_turn(app, table, 0)
    unplug(1)
    unplug(2)
    run(app)
    panel = app.stack.top
    assert panel is not None and panel.name == "unplugged"
    sdl.plug(index=0, instance_id=11, guid=same)
    run(app)
    assert seat_of(app, 11) is None and app.stack.top is panel
    assert any("press A on it to say which seat is yours" in t for t in app.toasts.texts)
    settle(app)
    pad_button(A, 11)  # "which seat is yours?" on no seat (issue 52)
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 11)  # "< seat 0 >"
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 11)  # "< seat 1 >": it is pad 2
    pad_button(A, 11)
    run(app)
    assert seat_of(app, 11) == 1
    sdl.plug(index=1, instance_id=12, guid=same)
    run(app, frames=3)
    assert seat_of(app, 12) is None and app.stack.top is panel  # asked, not guessed
    pad_button(A, 12)
    pad_button(A, 12)  # on no seat: nothing
    run(app, frames=3)
    assert seat_of(app, 12) is None
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 12)  # the seat left, by name
    pad_button(A, 12)
    run(app, frames=3)
    assert seat_of(app, 12) == 0 and app.stack.top is table
    check_seats(app, table)


def test_after_the_table_pads_hold_no_seats_and_wait_for_none(app: App) -> None:
    """Once the table has gone (here: quit to the menu), unplugging a pad that held a seat
    is not "plug it back in to continue", and two identical pads coming back are not
    asked to claim seats no table is waiting for."""
    sdl, same, table = table_with_twin_pads(app)
    assert seat_of(app, 1) == 0
    app.stack.clear_to(screens(app.stack).menu())
    run(app)
    assert table.stack is None or app.stack.top is not table
    unplug(1)
    unplug(2)
    run(app)
    assert waiting(app) == []
    assert not any("plug it back in" in t for t in app.toasts.texts)
    sdl.plug(index=0, instance_id=11, guid=same)
    run(app)
    assert not any("which seat is yours" in t for t in app.toasts.texts)


def test_unplugged_seat_played_here_by_the_keyboard(app: App) -> None:
    plug_pads(app, 1)
    table = start_table(app, [SeatSpec(HUMAN, pad=1), SeatSpec("random"), SeatSpec("random")])
    to_turn(app, table, 0)
    unplug(1)
    run(app)
    panel = app.stack.top
    assert panel is not None and panel.name == "unplugged"
    settle(app)  # the panel ignores presses at first
    panel.menu.focus_named("here")  # type: ignore[attr-defined]
    key(pygame.K_RETURN)
    run(app, frames=2)
    assert app.stack.top is table and table.match.pad_of(0) is None
    key(pygame.K_t)
    run(app)
    assert table.game.record.actions[0] == (0, Action.TAKE)


def test_a_dualsense_toast_names_its_own_button(app: App) -> None:
    """The toast names the button as the pad's own family does, like the panel beside it
    (issue 43: it said "A" on a DualSense while the panel showed its cross)."""
    sdl, same, table = table_with_twin_pads(app, 0x054C, "DualSense")
    to_turn(app, table, 0)
    unplug(1)
    unplug(2)
    run(app)
    sdl.plug(index=0, instance_id=11, guid=same, name="DualSense")
    run(app)
    assert any("press Cross on it to say which seat is yours" in t for t in app.toasts.texts)
    assert not any("press A on it" in t for t in app.toasts.texts)


def test_join_and_take_the_seat_prompts_name_the_button_confirm_is_bound_to(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Confirm moved from A to Start in Controls: the lobby's "join" and
    the unplugged panel's "say which seat is yours" show that button, which does what
    they say."""
    drawn: list[str] = []
    sequence: list[tuple[str, int]] = []  # ("badge", right edge) or ("join", left edge)
    real_draw, real_text = glyphs.draw_prompt, theme.draw_text

    def recording(surface: pygame.Surface, label: str, *args: object, **kw: object) -> pygame.Rect:
        drawn.append(label)
        rect = real_draw(surface, label, *args, **kw)  # type: ignore[arg-type]
        sequence.append(("badge", rect.right))
        return rect

    def recording_text(
        surface: pygame.Surface, text: str, pos: tuple[int, int] | None, *args: object, **kw: object
    ) -> pygame.Rect:
        rect = real_text(surface, text, pos, *args, **kw)  # type: ignore[arg-type]
        if text == "join":
            sequence.append(("join", rect.left))  # where it was drawn, in its box
        return rect

    monkeypatch.setattr(glyphs, "draw_prompt", recording)
    monkeypatch.setattr(theme, "draw_text", recording_text)
    bindings = app.input.pad_bindings
    start = pygame.CONTROLLER_BUTTON_START  # a wide badge: its name is longer than "A"
    bindings[start] = bindings.pop(A)
    plug_pads(app, 1, 2)
    setup = go_to_setup(app, {"seats": ["human", "random", "random"], "first_player": 0})
    focus(app, setup, "seat1")
    run(app)
    assert "Start" in drawn and "A" not in drawn
    joins = [(before[1], at[1]) for before, at in pairwise(sequence) if at[0] == "join"]
    assert joins and all(left > right for right, left in joins)  # "join" clear of its badge
    pad_button(start, 1)
    run(app)
    assert setup.setup.seats[1].pad == 1
    table = start_from(app, setup)
    key(pygame.K_p)  # seat 0, the keyboard's: no thanks; on to pad 1's seat
    run(app)
    to_turn(app, table, 1)
    unplug(1)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "unplugged"
    drawn.clear()
    settle(app)
    assert "Start" in drawn and "A" not in drawn
    pad_button(start, 2)  # the pad with no seat says which seat is its own
    run(app)
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 2)  # by name: nothing is pre-selected
    pad_button(start, 2)
    run(app, frames=2)
    assert seat_of(app, 2) == 1 and app.stack.top is table


def test_the_prompt_under_a_seat_uses_that_seats_pad(app: App) -> None:
    from scenes.table.frame import peek_prompt

    sdl = FakeSDL.install(app)
    sdl.plug(index=0, instance_id=1, guid=guid(0x054C, 1), name="DualSense")
    sdl.plug(index=1, instance_id=2, guid=guid(0x057E, 2), name="Pro Controller")
    run(app)
    table = start_table(
        app, [SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec(HUMAN), SeatSpec("random")]
    )
    prompts = {}
    for seat in (0, 1, 2):
        to_turn(app, table, seat)
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_LEFT, 2)  # a pad was used last ...
        run(app)  # ... yet the keyboard seat's prompt names a key
        prompts[seat] = peek_prompt(table, seat)  # in the seat's own pad's glyphs
        owner = pad_in(app, seat)
        if owner is not None:
            pad_button(pygame.CONTROLLER_BUTTON_Y, owner)  # no thanks: on to the next seat
        else:
            key(pygame.K_p)
        run(app)
    assert prompts == {0: "Hold L1 to peek", 1: "Hold L to peek", 2: "Hold Tab to peek"}


def test_X3_a_look_left_up_by_an_unplugged_pad_goes_when_a_bot_takes_the_seat(
    app: App,
) -> None:
    """Pads only: the look's cover waits for its owner's pad; once a bot plays the seat,
    nobody's pad could lift it, so it goes and play carries on."""
    from game.rules import Game, GameConfig
    from tests.rules.helpers import first_deal_where_seat_0_may_look

    plug_pads(app, 1, 2)
    deal, game = first_deal_where_seat_0_may_look(
        lambda deal: Game.new(GameConfig(players=3, first_player=0, expansion=True), deal)
    )
    app.settings.animation_speed = "instant"
    setup = MatchSetup(
        seats=[SeatSpec(HUMAN, pad=1), SeatSpec(HUMAN, pad=2), SeatSpec("easy")],
        rules=GameConfig(first_player=0, expansion=True),
        persona_seed=1,
    )
    table = app.stack.push(screens(app.stack).table(setup, deal, game=game))
    assert isinstance(table, TableScene)
    to_turn(app, table, 0)
    row = table.decision_desk.buttons()
    focus = next(i for i, b in enumerate(row) if b.action is Action.LOOK)
    for _ in range(focus - table.decision_desk.focus):  # seat 0's pad walks to LOOK and presses A
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 1)
        run(app)
    assert table.decision_desk.focus == focus
    pad_button(A, 1)
    for _ in range(60):
        run(app)
        if table.look_desk.blocking:
            break
    assert table.game.record.actions[-1] == (0, Action.LOOK) and table.look_desk.blocking
    done = actions(table)
    unplug(1)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "unplugged"
    settle(app)  # the panel ignores presses at first
    pad_button(A, 2)  # a stray A on the seated pad: "Wait" is focused, nothing is given
    run(app, frames=3)
    assert app.stack.top.name == "unplugged" and 0 not in table.match.bots
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, 2)
    pad_button(A, 2)  # seated pad 2 chooses "Let a bot play it"
    run(app, frames=3)
    assert app.stack.top is table and 0 in table.match.bots and not table.look_desk.blocking
    for _ in range(600):
        run(app)
        if actions(table) > done:
            break
    assert actions(table) > done  # play carries on
