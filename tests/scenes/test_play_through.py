"""Whole games from the title menu to the results screen, driven by real pygame events
(keyboard alone, a gamepad alone, fingers alone), checking the scene stack and the engine
after every human decision. Bots are fast (random/heuristic) and animations instant."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.intents import Device, Intent, IntentEvent
from game.app.main import App
from game.bots import make_bot
from game.match.setup import MatchSetup, SeatSpec
from game.rules import Action, Game, GameConfig
from scenes.results import ResultsScene
from scenes.screens import screens
from scenes.setup import SetupScene
from scenes.table import TableScene
from tests.app.events import key, pad_button, run, settle, tap
from tests.scenes.couch_helpers import seat_of

FAST_SETUP = {
    "seats": ["human", "random", "heuristic"],
    "tactical": False,
    "rounds": 1,
    "open_counters": False,
    "first_player": 0,
}


def names(app: App) -> list[str]:
    return [s.name for s in app.stack.scenes]


def prepare(app: App, last_setup: dict[str, object] | None = None) -> None:
    app.settings.animation_speed = "instant"
    if last_setup is not None:
        app.settings.last_setup = dict(last_setup)


def choose_action(table: TableScene, seat: int, turn: int) -> Action:
    """A simple human policy: pass while rich, sometimes take, take when forced."""
    obs = table.game.observation(seat)
    if Action.PASS not in obs.legal or (turn % 3 == 0 and obs.pot >= 2):
        return Action.TAKE
    return Action.PASS


def play_table(
    app: App,
    press: Callable[[TableScene, Action], None],
    max_frames: int = 4000,
) -> int:
    """Play the human seats with `press` until the final results; returns human actions.

    After each press the engine must have changed exactly as the action says.
    """
    humans = 0
    for _ in range(max_frames):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            if top.final:
                return humans
            settle(app)
            key(pygame.K_RETURN)  # "Next round"
            run(app)
            continue
        assert isinstance(top, TableScene), names(app)
        seat = top.turns.human_turn()
        if seat is None:
            run(app)
            continue
        obs = top.game.observation(seat)
        played = len(top.game.record.actions)
        action = choose_action(top, seat, humans)
        press(top, action)
        run(app)
        humans += 1
        # The press became exactly this seat's action (bots may already have answered it).
        assert top.game.record.actions[played] == (seat, action)
        after = top.game.observation(seat)
        if action is Action.TAKE:
            if after.round == obs.round:
                # The card joined this seat's display, with the pot's counters.
                assert len(after.displays[seat]) == len(obs.displays[seat]) + 1
                assert obs.card in after.displays[seat]
                assert after.counters[seat] == obs.counters[seat] + obs.pot
        else:
            assert after.counters[seat] == obs.counters[seat] - 1 or after.round != obs.round
    raise AssertionError("the game did not finish")


def check_final(app: App, table_game_over: bool = True) -> ResultsScene:
    top = app.stack.top
    assert isinstance(top, ResultsScene) and top.final
    assert names(app) == ["menu", "results"]
    assert top.winners
    for row in top.rows:
        b = row.breakdown
        assert row.score == b.card_points - b.counters
    best = min(row.total for row in top.rows)
    assert {top.rows[i].total for i in top.winners} == {best}
    settle(app)
    return top


def test_keyboard_only_menu_setup_table_results_menu(app: App) -> None:
    prepare(app)
    key(pygame.K_RETURN)  # Play
    run(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    # Three players: from Start, DOWN to Back, DOWN to the phones' switch (issue 53), DOWN
    # wraps to Players, LEFT to 3.
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    run(app)
    assert setup.menu.focused is not None and setup.menu.focused.name == "players"
    key(pygame.K_LEFT)
    run(app)
    assert setup.setup.players == 3
    # Seat 2 and 3 become the two weakest (fastest) levels players are offered: DOWN to
    # each seat row, LEFT/RIGHT to the level.
    for seat, level in ((1, "easy"), (2, "normal")):
        while setup.menu.focused is None or setup.menu.focused.name != f"seat{seat}":
            key(pygame.K_DOWN)
            run(app)
        for _ in range(12):
            if setup.setup.seats[seat].kind == level:
                break
            key(pygame.K_RIGHT)
            run(app)
        assert setup.setup.seats[seat].kind == level
    assert setup.setup.seats[0].is_human
    while setup.menu.focused is None or setup.menu.focused.name != "start":
        key(pygame.K_DOWN)
        run(app)
    key(pygame.K_RETURN)
    run(app)
    assert names(app) == ["menu", "table"]
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert app.settings.last_setup["seats"] == ["human", "easy", "normal"]

    def press(_table: TableScene, action: Action) -> None:
        key(pygame.K_t if action is Action.TAKE else pygame.K_p)

    assert play_table(app, press) > 0
    assert table.game.is_over and table.view_matches_engine()
    results = check_final(app)
    for _ in range(len(results.menu.items)):  # past Play again and Review to Menu
        if results.menu.focused is not None and results.menu.focused.name == "menu":
            break
        key(pygame.K_RIGHT)
        run(app)
    key(pygame.K_RETURN)
    run(app)
    assert names(app) == ["menu"]


def test_gamepad_only_claims_a_seat_and_plays_it(app: App) -> None:
    prepare(app, {**FAST_SETUP, "seats": ["random", "heuristic", "random"]})
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=0)  # Play
    run(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert not any(s.is_human for s in setup.setup.seats)
    # D-pad down to seat 2's row; A claims it for this pad (it becomes human).
    while setup.menu.focused is None or setup.menu.focused.name != "seat1":
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=0)
        run(app)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=0)
    run(app)
    assert setup.setup.seats[1].is_human and setup.setup.seats[1].pad == 0
    assert seat_of(app, 0) == 1
    while setup.menu.focused is None or setup.menu.focused.name != "start":
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=0)
        run(app)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=0)
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)

    first = True

    def press(t: TableScene, action: Action) -> None:
        nonlocal first
        if first:
            # Another pad cannot play a seat that pad 0 owns.
            first = False
            before = t.game.observation(None)
            pad_button(pygame.CONTROLLER_BUTTON_X, instance_id=5)
            run(app)
            assert t.game.observation(None) == before
        button = pygame.CONTROLLER_BUTTON_X if action is Action.TAKE else pygame.CONTROLLER_BUTTON_Y
        pad_button(button, instance_id=0)

    assert play_table(app, press) > 0
    results = check_final(app)
    # A on "Play again": a new table with the same setup.
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=0)
    run(app)
    again = app.stack.top
    assert isinstance(again, TableScene) and again is not table
    assert [s.kind for s in again.setup.seats] == [s.kind for s in results.setup.seats]


def test_touch_only_taps_buttons_from_menu_to_results(app: App) -> None:
    prepare(app, FAST_SETUP)
    menu = app.stack.top
    assert menu is not None
    play = menu.menu.items[0]  # type: ignore[attr-defined]
    tap(app, play.rect.center)
    run(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    start = next(i for i in setup.menu.items if i.name == "start")
    tap(app, start.rect.center)
    run(app)
    assert isinstance(app.stack.top, TableScene)

    def press(t: TableScene, action: Action) -> None:
        rect = t.layout.take if action is Action.TAKE else t.layout.pass_
        tap(app, rect.center)

    assert play_table(app, press) > 0
    results = check_final(app)
    menu_button = next(i for i in results.menu.items if i.name == "menu")
    tap(app, menu_button.rect.center)
    run(app)
    assert names(app) == ["menu"]


def start_bot_match(app: App, rounds: int) -> TableScene:
    """From the title menu, Enter twice (Play, then Start): a match of bots only."""
    prepare(app, {**FAST_SETUP, "seats": ["random", "heuristic", "random"], "rounds": rounds})
    key(pygame.K_RETURN)
    run(app)
    key(pygame.K_RETURN)  # Start (focused)
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def test_three_round_match_shows_round_results_between_rounds(app: App) -> None:
    table = start_bot_match(app, rounds=3)
    round_screens = []
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            if top.final:
                break
            round_screens.append(top.round_no)
            # The table waits under the round results; the engine is already in the next round.
            assert names(app) == ["menu", "table", "results"]
            assert table.game.round == top.round_no + 1
            settle(app)
            key(pygame.K_RETURN)
        run(app)
    assert round_screens == [1, 2], (round_screens, names(app), table.game.round)
    final = check_final(app)
    assert final.rounds == 3
    assert [r.total for r in final.rows] == list(table.game.totals)


def test_mashing_confirm_as_the_match_ends_does_not_press_play_again(app: App) -> None:
    """The results open unbidden after the last card: Enter pressed every frame to hurry
    the table must not start a new match; a press once the results have settled does."""
    table = start_bot_match(app, rounds=1)
    for _ in range(20000):
        if isinstance(app.stack.top, ResultsScene):
            break
        key(pygame.K_RETURN)
        run(app)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.final
    assert results.menu.focused is not None and results.menu.focused.name == "again"
    for _ in range(18):  # 0.3 s of presses, one a frame
        key(pygame.K_RETURN)
        run(app)
    assert app.stack.top is results
    settle(app)
    key(pygame.K_RETURN)
    run(app)
    again = app.stack.top
    assert isinstance(again, TableScene) and again is not table


def test_a_match_continued_at_a_rounds_start_shows_the_round_just_ended(app: App) -> None:
    """Quit on the round results: Continue shows them again before the next round."""
    app.settings.animation_speed = "instant"
    game = Game.new(GameConfig(players=3, rounds=3), seed=9)
    bots = [make_bot("normal", seat) for seat in range(3)]
    while game.round == 1:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    setup = MatchSetup(seats=[SeatSpec("human"), SeatSpec("normal"), SeatSpec("normal")])
    table = app.stack.push(screens(app.stack).table(setup, 9, game=game))
    run(app)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and not results.final and results.round_no == 1
    assert [row.score for row in results.rows] == list(game.round_results[0].scores)
    settle(app)
    key(pygame.K_RETURN)  # Next round: back to the table, in round 2
    run(app)
    assert app.stack.top is table and table.game.round == 2
    # One move into the round, a continued match goes straight to the table.
    seat = game.current_seat
    assert seat is not None
    game.apply(seat, bots[seat].decide(game.observation(seat)))
    again = app.stack.push(screens(app.stack).table(setup, 9, game=Game.replay(game.record)))
    run(app)
    assert app.stack.top is again


def test_back_opens_the_pause_overlay(app: App) -> None:
    prepare(app, FAST_SETUP)
    key(pygame.K_RETURN)
    run(app)
    key(pygame.K_RETURN)
    run(app)
    assert names(app) == ["menu", "table"]
    key(pygame.K_ESCAPE)
    run(app)
    assert names(app) == ["menu", "table", "pause"]


def test_take_is_refused_while_it_is_not_a_humans_turn(app: App) -> None:
    prepare(app, {**FAST_SETUP, "first_player": 1})
    # At 1x the bot seat keeps its visible thinking pause, so seat 1 has not yet answered
    # when the human presses TAKE.
    app.settings.animation_speed = "1x"
    key(pygame.K_RETURN)
    run(app)
    key(pygame.K_RETURN)
    table = app.stack.top
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.game.current_seat == 1
    assert not table.turns.choose(Action.TAKE, IntentEvent(Intent.TAKE, Device.KEYBOARD))
    assert table.game.record.actions == ()
