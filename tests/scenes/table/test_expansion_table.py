"""The table plays the expansion [X1]-[X3] by every device: green bids, any-time cards, a
card chosen from your display, a look's reveal for its owner only, specials told in words.

Tables are dealt by script (`Game.scripted`) and driven headless with real pygame events
(keys, mouse clicks, pad buttons, finger taps); the engine's record says what was
submitted.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Action, Card, Game, GameConfig
from game.rules.cards import CardKind
from game.rules.observation import ChooseCard
from game.special_text import BID_SOUND, DECLINE_SOUND, FULL_TEXT, sound_for
from scenes.results import ResultsScene
from scenes.screens import screens
from scenes.table import TableScene, draw_centre, specials
from scenes.table import frame as table_frame
from scenes.table.frame import frame_of
from scenes.table.look import CARDS, COVER_AFTER, COVER_BEFORE
from tests.app.events import click, key, pad_button, run, tap
from tests.scenes.couch_helpers import FakeSDL, guid


@pytest.fixture
def app(app: App) -> Iterator[App]:
    """conftest's app; every scene is ended after the test, so no bot or coach worker
    process outlives it."""
    yield app
    for scene in list(app.stack.scenes):
        scene.exit()


# Frames after a press: the animations (instant) and then the next decision's shown time
# (`scenes.table.turns.MIN_SHOWN`, 0.25 s) before a press may decide it.
DECIDE = 20


def special(name: str, copy: int = 1) -> Card:
    return Card.special(name, copy)


def open_table(
    app: App,
    deck: list[Card | int],
    seats: list[str] | None = None,
    set_aside: tuple[Card | int, ...] = (),
    moves: tuple[tuple[int, Action | ChooseCard], ...] = (),
    open_counters: bool = False,
    pads: tuple[int | None, ...] = (),
) -> TableScene:
    """A scripted expansion table, seat 0 first, after `moves` (played on the engine).
    `pads`: the instance id of the (fake) gamepad holding each seat, if any."""
    seats = seats or [HUMAN, HUMAN, HUMAN]
    if any(pad is not None for pad in pads):
        sdl = FakeSDL.install(app)
        for index, pad in enumerate(pads):
            if pad is not None:
                sdl.plug(index=index, instance_id=pad, guid=guid(0x045E, pad))
        run(app)
    app.settings.animation_speed = "instant"
    config = GameConfig(
        players=len(seats), expansion=True, first_player=0, open_counters=open_counters
    )
    game = Game.scripted(config, deck, set_aside=set_aside)
    for seat, move in moves:
        game.apply(seat, move)
    pad_of = list(pads) + [None] * (len(seats) - len(pads))
    setup = MatchSetup(
        seats=[SeatSpec(kind, pad) for kind, pad in zip(seats, pad_of, strict=True)],
        rules=GameConfig(open_counters=open_counters),
    )
    table = app.stack.push(screens(app.stack).table(setup, 5, game=game))
    assert isinstance(table, TableScene)
    run(app, DECIDE)
    return table


def actions(table: TableScene) -> list[tuple[int, object]]:
    return list(table.game.record.actions)


def buttons_of(table: TableScene) -> dict[Action, pygame.Rect]:
    row = table.decision_desk.buttons()
    return {b.action: r for b, r in zip(row, table.layout.button_row(len(row)), strict=True)}


GREEN_DECK: list[Card | int] = [special("bonus15"), 5, 6, 7]


def test_X3_green_offer_reads_as_a_bid_and_keys_submit_bid_and_decline(app: App) -> None:
    table = open_table(app, GREEN_DECK, moves=((0, Action.BID),))
    row = table.decision_desk.buttons()
    assert [b.text for b in row] == ["BID", "DECLINE"]
    assert table.view.bidders == [0]  # the high bidder is shown from the view
    key(pygame.K_t)  # T: the left button, BID
    run(app, DECIDE)
    assert actions(table)[-1] == (1, Action.BID)
    assert table.view.bidders == [0, 1]
    key(pygame.K_p)  # P: the right button, DECLINE
    run(app, DECIDE)
    assert actions(table)[-1] == (2, Action.DECLINE)
    # The last bidder got the card; the decliner collected the 2 counters.
    assert special("bonus15") in table.game.observation(None).displays[1]
    assert table.view.counters[2] == 11 + 2
    lines = [line.text for line in table.story.lines]
    assert any("bids 1 on" in text for text in lines)
    assert any("declines" in text and "collects 2" in text for text in lines)


def test_X3_bid_and_decline_by_mouse_focus_and_finger(app: App) -> None:
    table = open_table(app, GREEN_DECK)
    click(buttons_of(table)[Action.BID].center)
    run(app, DECIDE)
    assert actions(table)[-1] == (0, Action.BID)
    key(pygame.K_LEFT)  # focus from DECLINE (the safer default) to BID, then confirm
    key(pygame.K_RETURN)
    run(app, DECIDE)
    assert actions(table)[-1] == (1, Action.BID)
    tap(app, buttons_of(table)[Action.DECLINE].center)
    run(app, DECIDE)
    assert actions(table)[-1] == (2, Action.DECLINE)


def test_X3_bid_and_decline_by_pad_for_its_own_seat_only(app: App) -> None:
    table = open_table(app, GREEN_DECK, pads=(10, 11))
    pad_button(pygame.CONTROLLER_BUTTON_X, instance_id=11)  # not seat 1's turn: nothing
    run(app, 2)
    assert actions(table) == []
    pad_button(pygame.CONTROLLER_BUTTON_X, instance_id=10)  # X: the left button, BID
    run(app, DECIDE)
    assert actions(table) == [(0, Action.BID)]
    pad_button(pygame.CONTROLLER_BUTTON_Y, instance_id=11)  # Y: the right one, DECLINE
    run(app, DECIDE)
    assert actions(table)[-1] == (1, Action.DECLINE)


def test_X3_a_player_with_no_counters_can_only_decline(app: App) -> None:
    # Everyone passes 35 eleven times: all broke; seat 0 must take it (33 counters), then
    # bids for the green card; seat 1, broke, may only decline.
    passes = tuple((seat, Action.PASS) for _ in range(11) for seat in range(3))
    table = open_table(
        app, [35, special("bonus10"), 5, 6], moves=(*passes, (0, Action.TAKE), (0, Action.BID))
    )
    assert table.game.current_seat == 1
    bid = next(b for b in table.decision_desk.buttons() if b.action is Action.BID)
    assert not bid.enabled and bid.reason == "no counters"
    before = len(actions(table))
    key(pygame.K_t)  # BID: refused, with a warning, nothing submitted
    run(app, 2)
    assert len(actions(table)) == before
    assert "only decline" in table.notice
    click(buttons_of(table)[Action.BID].center)
    run(app, 2)
    assert len(actions(table)) == before
    key(pygame.K_p)
    run(app, DECIDE)
    assert actions(table)[-1] == (1, Action.DECLINE)


def test_X3_skip_and_look_buttons_only_when_legal(app: App) -> None:
    # Seat 0 wins the skip card (seat 1 declines); then the 5: seat 1 decides first.
    deck = [special("skip"), special("look"), 5, 6, 7]
    table = open_table(app, deck, moves=((0, Action.BID), (1, Action.DECLINE)))
    assert special("skip") in table.game.observation(None).displays[0]
    assert table.game.current_seat == 1
    assert [b.text for b in table.decision_desk.buttons()] == ["BID", "DECLINE"]  # not seat 1's
    key(pygame.K_p)  # seat 1 declines the look card: it goes to seat 0 (on its right)
    run(app, DECIDE)
    obs = table.game.observation(None)
    assert special("look") in obs.displays[0]
    assert table.game.current_seat == 1
    assert [b.text for b in table.decision_desk.buttons()] == ["TAKE", "NO THANKS!"]
    key(pygame.K_p)  # seat 1 passes on the 5
    run(app, DECIDE)
    key(pygame.K_p)  # seat 2 too
    run(app, DECIDE)
    assert table.game.current_seat == 0
    texts = [b.text for b in table.decision_desk.buttons()]
    assert texts == ["TAKE", "NO THANKS!", "SKIP", "LOOK"]
    # SKIP by a click on its button: submitted, and the skip card leaves the display.
    click(buttons_of(table)[Action.SKIP].center)
    run(app, DECIDE)
    assert actions(table)[-1] == (0, Action.SKIP)
    assert special("skip") not in table.view.displays[0]
    assert any("plays Skip" in line.text for line in table.story.lines)


def skip_and_look_table(app: App) -> TableScene:
    """One human, seat 0, holding skip and look, to decide on the 5: four buttons."""
    deck = [special("skip"), special("look"), 5, 6, 7]
    moves = ((0, Action.BID), (1, Action.DECLINE), (1, Action.DECLINE), (1, Action.PASS))
    moves += ((2, Action.PASS),)
    table = open_table(app, deck, seats=[HUMAN, "random", "random"], moves=moves)
    assert [b.text for b in table.decision_desk.buttons()] == ["TAKE", "NO THANKS!", "SKIP", "LOOK"]
    return table


def test_X3_look_played_from_the_last_button_leaves_a_row_the_focus_still_fits(
    app: App,
) -> None:
    """LOOK is the fourth button; once played the row has three. The focus must stay on
    the row: drawing the focused button used to index past it on every frame."""
    table = skip_and_look_table(app)
    for _ in range(3):
        key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    run(app, 2)
    assert actions(table)[-1] == (0, Action.LOOK)
    click((640, 360))  # close the cards (one human: no hand-off)
    run(app, DECIDE)
    assert app.stack.top is table and table.look_desk.reveal is None
    row = table.decision_desk.buttons()
    assert [b.text for b in row] == ["TAKE", "NO THANKS!", "SKIP"]
    # Back on the safer button (a Confirm mashed to close the cards must not spend SKIP),
    # and CONFIRM presses nothing until the player moves the focus again.
    assert table.decision_desk.focus_index(row) == 1
    made = len(actions(table))
    key(pygame.K_RETURN)
    run(app, 2)
    assert len(actions(table)) == made
    key(pygame.K_RIGHT)  # to SKIP, then back to NO THANKS!
    key(pygame.K_LEFT)
    key(pygame.K_RETURN)
    run(app, 2)
    assert actions(table)[made] == (0, Action.PASS)


def test_a_new_card_after_a_take_starts_on_no_thanks(app: App) -> None:
    table = open_table(app, [5, 6, 7], seats=[HUMAN, "random", "random"])
    key(pygame.K_LEFT)  # focus TAKE
    key(pygame.K_RETURN)
    run(app, DECIDE)
    assert actions(table) == [(0, Action.TAKE)] and table.turns.human_turn() == 0
    key(pygame.K_RETURN)  # the 6: a CONFIRM before any choice here decides nothing
    run(app, DECIDE)
    assert actions(table) == [(0, Action.TAKE)]
    key(pygame.K_RIGHT)  # the focus shows on the safer NO THANKS!, where it started
    key(pygame.K_RETURN)
    run(app, DECIDE)
    assert actions(table)[1] == (0, Action.PASS)


def test_X3_the_last_seat_still_in_is_told_why_it_cannot_pass(app: App) -> None:
    skips = [Card(copy, CardKind.SKIP) for copy in (1, 2, 3)]
    moves = (
        (0, Action.DECLINE),  # skip 1 -> seat 2
        (0, Action.BID),
        (1, Action.DECLINE),  # skip 2 -> seat 0
        (1, Action.BID),
        (2, Action.DECLINE),  # skip 3 -> seat 1; seat 2 reveals the 20
        (2, Action.SKIP),
        (0, Action.SKIP),
    )
    table = open_table(app, [*skips, 20, 5], moves=moves)
    assert table.turns.human_turn() == 1 and table.game.observation(None).counters[1] > 0
    key(pygame.K_p)
    run(app)
    assert actions(table)[-1] == (0, Action.SKIP)
    assert "Everyone else skipped this card" in table.notice
    assert "No counters" not in table.notice


def test_X3_no_counters_but_a_skip_card_is_told_it_may_skip(app: App) -> None:
    deck: list[Card | int] = [special("skip"), 3, 30]
    config = GameConfig(players=3, expansion=True, first_player=0)
    rehearsal = Game.scripted(config, deck)
    moves: list[tuple[int, Action | ChooseCard]] = [(0, Action.BID), (1, Action.DECLINE)]
    for seat, move in moves:
        rehearsal.apply(seat, move)
    while not (rehearsal.current_seat == 0 and rehearsal.observation(None).counters[0] == 0):
        seat = rehearsal.current_seat or 0
        rehearsal.apply(seat, Action.PASS)
        moves.append((seat, Action.PASS))
    table = open_table(app, deck, seats=[HUMAN, HUMAN, HUMAN], moves=tuple(moves))
    assert table.game.legal_actions(0) == (Action.TAKE, Action.SKIP)
    key(pygame.K_p)
    run(app)
    assert table.notice == "No counters left: take the card or play Skip"


def give_left_table(app: App, seats: list[str] | None = None) -> TableScene:
    """Seat 0 holds 20 and 21 and wins give-left: it must choose one for seat 1."""
    deck = [20, 21, special("give_left"), 4, 5]
    moves = ((0, Action.TAKE), (0, Action.TAKE), (0, Action.BID), (1, Action.DECLINE))
    table = open_table(app, deck, seats=seats, moves=moves)
    assert table.game.observation(0).choice == "give_left"
    return table


def test_X3_choose_card_by_keys(app: App) -> None:
    table = give_left_table(app)
    assert table.decision_desk.choosing_seat() == 0
    assert table.decision_desk.buttons() == []  # the cards are the choices
    assert table.decision_desk.choice_options(0) == [Card.number(20), Card.number(21)]
    key(pygame.K_t)  # TAKE means nothing in a choice
    run(app, 2)
    assert len(actions(table)) == 4
    key(pygame.K_RIGHT)
    run(app)
    assert table.decision_desk.choice_focus == 1
    key(pygame.K_RETURN)
    run(app, DECIDE)
    assert actions(table)[-1] == (0, ChooseCard(Card.number(21)))
    assert Card.number(21) in table.view.displays[1]
    assert any("gives 21 to" in line.text for line in table.story.lines)


def test_X3_choose_card_by_click_and_by_tap(app: App) -> None:
    table = give_left_table(app)
    rects = table.decision_desk.card_rects(0)
    click(rects[Card.number(20)].center)
    run(app, DECIDE)
    assert actions(table)[-1] == (0, ChooseCard(Card.number(20)))
    app.stack.pop()
    table = give_left_table(app)
    # A tap on the 21's visible strip (the 20 lies over its left part, as a run).
    rect = table.decision_desk.card_rects(0)[Card.number(21)]
    tap(app, (rect.right - 4, rect.centery))
    run(app, DECIDE)
    assert actions(table)[-1] == (0, ChooseCard(Card.number(21)))


def test_X3_choose_card_by_pad(app: App) -> None:
    deck = [20, 21, special("give_left"), 4, 5]
    moves = ((0, Action.TAKE), (0, Action.TAKE), (0, Action.BID), (1, Action.DECLINE))
    table = open_table(app, deck, moves=moves, pads=(10, 11))
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=11)  # another seat's pad
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=11)
    run(app, 2)
    assert table.decision_desk.choice_focus == 0 and len(actions(table)) == 4
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=10)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=10)
    run(app, DECIDE)
    assert actions(table)[-1] == (0, ChooseCard(Card.number(21)))


def look_table(
    app: App,
    open_counters: bool = False,
    seats: list[str] | None = None,
    pads: tuple[int | None, ...] = (),
) -> TableScene:
    """Seat 0 holds the look card and it is its turn; 30 and 31 are set aside."""
    deck = [special("look"), 5, 6, 7]
    moves = ((0, Action.BID), (1, Action.DECLINE), (1, Action.PASS), (2, Action.PASS))
    table = open_table(
        app,
        deck,
        seats=seats,
        set_aside=(30, 31),
        moves=moves,
        open_counters=open_counters,
        pads=pads,
    )
    assert table.game.current_seat == 0
    return table


def test_X3_look_with_secret_counters_hands_the_screen_over(app: App) -> None:
    table = look_table(app)
    click(buttons_of(table)[Action.LOOK].center)
    run(app, DECIDE)
    assert actions(table)[-1] == (0, Action.LOOK)
    reveal = table.look_desk.reveal
    assert reveal is not None and reveal.stage == COVER_BEFORE
    assert reveal.cards == (Card.number(30), Card.number(31))
    assert (
        table.look_desk.texts(table.table_input.confirm_word)[0]
        == "Pass the screen to " + table.names[0]
    )
    # The cover hides the whole table: one flat colour where seats and cards were.
    run(app)
    canvas = app.canvas
    spots = ((5, 5), (640, 100), (640, 600), (100, 360), (1200, 650))
    colours = {canvas.get_at(p)[:3] for p in spots}
    assert len(colours) == 1
    assert table.turns.human_turn() is None  # nothing acts behind the cover
    key(pygame.K_t)  # any dismiss key from the owner's device lifts the cover
    run(app)
    assert table.look_desk.reveal is not None and table.look_desk.reveal.stage == CARDS
    key(pygame.K_RETURN)
    run(app)
    assert table.look_desk.reveal is not None and table.look_desk.reveal.stage == COVER_AFTER
    tap(app, (640, 360))
    run(app)
    assert table.look_desk.reveal is None
    run(app, DECIDE)  # the decision is on screen again: shown a moment before it counts
    assert table.turns.human_turn() == 0  # the look took no turn: seat 0 still decides


def test_X3_look_cover_is_lifted_only_by_the_owners_pad(app: App) -> None:
    table = look_table(app, pads=(10, 11))
    for _ in range(3):  # from NO THANKS! across SKIP-less row to LOOK (the 3rd button)
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=10)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=10)
    run(app, DECIDE)
    assert actions(table)[-1] == (0, Action.LOOK)

    def stage_after(pad: int) -> str | None:
        pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=pad)
        run(app)
        reveal = table.look_desk.reveal
        return None if reveal is None else reveal.stage

    assert stage_after(11) == COVER_BEFORE  # another player's pad cannot lift the cover
    assert stage_after(10) == CARDS
    assert stage_after(11) == CARDS  # nor close the owner's cards
    assert stage_after(10) == COVER_AFTER
    assert stage_after(11) is None  # anyone plays on once the cards are hidden again


def test_X3_look_with_one_human_shows_the_cards_at_once_and_a_bot_look_shows_nothing(
    app: App,
) -> None:
    table = look_table(app, seats=[HUMAN, "random", "random"])
    click(buttons_of(table)[Action.LOOK].center)
    run(app, 2)
    reveal = table.look_desk.reveal
    assert reveal is not None and reveal.stage == CARDS and not reveal.handoff
    click((640, 360))
    run(app)
    assert table.look_desk.reveal is None
    # A bot's look: the desk stays down.
    table.look_desk.played(1)
    assert table.look_desk.reveal is None


def test_X3_a_match_continued_just_after_a_look_shows_its_cards_again(app: App) -> None:
    """Quit with the look's cards up: the card is spent, so on Continue its owner sees
    them again (and only its owner: three people, so the screen is handed over)."""
    deck = [special("look"), 5, 6, 7]
    moves = ((0, Action.BID), (1, Action.DECLINE), (1, Action.PASS), (2, Action.PASS))
    table = open_table(app, deck, set_aside=(30, 31), moves=(*moves, (0, Action.LOOK)))
    reveal = table.look_desk.reveal
    assert reveal is not None and reveal.seat == 0 and reveal.stage == COVER_BEFORE
    assert reveal.cards == (Card.number(30), Card.number(31))
    app.stack.pop()
    # Not after a later move: the look was closed then.
    table = open_table(
        app, deck, set_aside=(30, 31), moves=(*moves, (0, Action.LOOK), (0, Action.PASS))
    )
    assert table.look_desk.reveal is None


def test_X3_look_with_open_counters_still_hands_the_screen_over(app: App) -> None:
    """Open counters show counters; the set-aside cards a look shows stay its owner's."""
    table = look_table(app, open_counters=True)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    run(app, 2)
    assert actions(table)[-1] == (0, Action.LOOK)
    reveal = table.look_desk.reveal
    assert reveal is not None and reveal.stage == COVER_BEFORE and reveal.handoff


@pytest.mark.parametrize("size", [(1280, 720), (800, 450), (1080, 1920)])
def test_X3_expansion_tables_draw_at_every_size(app: App, size: tuple[int, int]) -> None:
    table = give_left_table(app)
    table.on_resize(size)
    surface = pygame.Surface(size)
    table.draw(surface)
    app.stack.pop()
    table = look_table(app)
    table.on_resize(size)
    click(buttons_of(table)[Action.LOOK].center)
    run(app, 2)
    table.draw(surface)


def test_X1_a_whole_expansion_game_with_humans_and_bots_reaches_the_results(app: App) -> None:
    app.settings.animation_speed = "instant"
    config = GameConfig(players=4, expansion=True, first_player=0)
    setup = MatchSetup(seats=[SeatSpec(k) for k in (HUMAN, "random", HUMAN, "heuristic")])
    table = app.stack.push(screens(app.stack).table(setup, 3, game=Game.new(config, 3)))
    assert isinstance(table, TableScene)
    turns = 0
    for frame in range(6000):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        seat = table.turns.human_turn()
        if seat is not None and not table.look_desk.blocking:
            legal = table.game.legal_actions(seat)
            if isinstance(legal[0], ChooseCard):
                key(pygame.K_RIGHT)  # a choice made at this decision, then confirmed
                key(pygame.K_RETURN)
            elif Action.LOOK in legal and turns % 2:
                buttons = buttons_of(table)
                click(buttons[Action.LOOK].center)
            else:
                # Pay while rich, else take / decline.
                rich = table.game.observation(seat).counters[seat] > 4 and frame % 3
                key(pygame.K_p if rich and legal[1:2] else pygame.K_t)
                if Action.PASS not in legal and Action.BID not in legal:
                    key(pygame.K_p)  # broke on a green card: decline (T would be refused)
            turns += 1
        elif table.look_desk.blocking:
            key(pygame.K_RETURN)
        run(app)
    top = app.stack.top
    assert isinstance(top, ResultsScene) and top.final
    assert table.game.is_over and turns > 5
    assert table.view_matches_engine()


def test_X1_kiosk_table_plays_an_expansion_match_by_taps(tmp_path: Path) -> None:
    """The kiosk's table (touch only) runs an expansion match to its end: taps on the
    buttons, bots for the others; it must not crash on any expansion event."""
    from nothanks.kiosk_launch import headless_app
    from scenes.kiosk.guest import guest_setup

    kiosk_app = headless_app(tmp_path, (800, 450))
    assert kiosk_app.hook is not None
    kiosk_app.settings.animation_speed = "instant"
    config = replace(kiosk_app.hook.config, table_size=4, bot_level="random", expansion=True)
    setup = guest_setup(1, config, 5)
    game = Game.new(setup.config(), 5)
    assert game.config.expansion
    table = kiosk_app.stack.clear_to(screens(kiosk_app.stack).table(setup, 5, game=game))
    assert isinstance(table, TableScene)
    try:
        for _ in range(4000):
            if game.is_over:
                break
            seat = table.turns.human_turn()
            if seat is not None:
                legal = game.legal_actions(seat)
                if isinstance(legal[0], ChooseCard):
                    # (the kiosk's seat box takes taps on it)
                    events = table.turns.choose(legal[0])
                    assert isinstance(events, list)
                    table.show(events)
                else:
                    row = table.decision_desk.buttons()
                    rects = table.layout.button_row(len(row))
                    target = next(r for b, r in zip(row, rects, strict=True) if b.enabled)
                    tap(kiosk_app, target.center)
            elif table.look_desk.blocking:
                tap(kiosk_app, (400, 225))
            kiosk_app.step(1 / 60)
        assert game.is_over
    finally:
        for scene in list(kiosk_app.stack.scenes):
            scene.exit()
        pygame.event.clear()


def test_X3_coach_hint_explains_a_give_left_choice_and_changes_nothing(app: App) -> None:
    app.settings.coach_hints = True
    table = give_left_table(app)
    table.coach_desk.budget_ms = None  # clock-free
    before = (table.game.observation(None), table.game.record.actions)
    key(pygame.K_h)
    for _ in range(3000):
        run(app)
        hint = table.coach_desk.hint
        if hint is None or hint.advice is not None or hint.error is not None:
            break
        time.sleep(0.002)  # let the coach's process answer; not a timing assumption
    hint = table.coach_desk.hint
    assert hint is not None and hint.error is None and hint.advice is not None
    assert hint.advice.recommended in table.game.legal_actions(0)
    lines = table.coach_desk.lines()
    assert lines[0].startswith("Coach — Give away the")
    assert (table.game.observation(None), table.game.record.actions) == before
    surface = pygame.Surface((1280, 720))
    table.draw(surface)  # the panel draws the expansion advice


def test_X1_the_deck_shows_a_green_back_when_its_top_card_is_green(app: App) -> None:
    table = open_table(app, [5, special("bonus5"), 6, 7])
    assert table.view.next_back == "green"
    run(app)
    top = draw_centre.deck_top(frame_of(table))
    green = specials.back(table.layout.big_h, green=True, look=table.look)
    spot = (green.get_width() // 2, green.get_height() // 5)
    canvas_spot = (top.x + spot[0], top.y + spot[1])
    assert app.canvas.get_at(canvas_spot)[:3] == green.get_at(spot)[:3]
    key(pygame.K_t)  # take the 5: the bonus is turned up, a normal back is on top
    run(app, DECIDE)
    assert table.view.card == special("bonus5") and table.view.next_back == "normal"


def test_X3_bids_declines_and_specials_have_their_own_sounds(app: App) -> None:
    table = open_table(app, [special("skip"), 5, 6, 7])
    app.audio.played.clear()
    key(pygame.K_t)
    run(app, DECIDE)
    assert BID_SOUND in app.audio.played
    key(pygame.K_p)
    run(app, DECIDE)
    assert DECLINE_SOUND in app.audio.played
    # Seat 0 has the skip; seat 1 (the decliner) passes on the 5, seat 2 too, then
    # seat 0 plays its skip: the skip card's own sound.
    key(pygame.K_p)
    run(app, DECIDE)
    key(pygame.K_p)
    run(app, DECIDE)
    click(buttons_of(table)[Action.SKIP].center)
    run(app, DECIDE)
    assert actions(table)[-1] == (0, Action.SKIP)
    assert sound_for(CardKind.SKIP) in app.audio.played


def test_X3_a_special_face_up_or_focused_shows_its_full_text(app: App) -> None:
    table = open_table(app, GREEN_DECK)
    key(pygame.K_LEFT)  # a keyboard player: no mouse pointer in use
    run(app)
    target = table_frame.text_target(table)
    assert target is not None and target[0] == special("bonus15")
    assert "15 points" in FULL_TEXT[CardKind.BONUS15]
    app.stack.pop()
    # In a choice, the focused card's text (a special in the display).
    deck = [20, special("bonus5"), special("give_left"), 4, 5]
    # Seat 0 wins the bonus; seat 1 declines give-left with no bid: it goes to seat 0,
    # on the decliner's right [X3].
    moves = ((0, Action.TAKE), (0, Action.BID), (1, Action.DECLINE), (1, Action.DECLINE))
    table = open_table(app, deck, moves=moves)
    assert table.decision_desk.choice_options(0) == [Card.number(20), special("bonus5")]
    key(pygame.K_RIGHT)
    run(app)
    target = table_frame.text_target(table)
    assert target is not None and target[0] == special("bonus5")


def test_X3_a_face_up_special_keeps_its_text_while_a_counter_flies(app: App) -> None:
    """The panel stayed off through every pass, bid and turn change: it blinked at each
    (and at 4K each blink repainted a megapixel twice)."""
    from game.rules.events import BidPlaced

    table = open_table(app, GREEN_DECK)
    app.settings.animation_speed = "1x"
    run(app)
    assert table_frame.text_target(table) is not None
    key(pygame.K_t)  # BID: a counter flies to the pot
    run(app, 2)
    anim = table.animator.current
    assert anim is not None and isinstance(anim.event, BidPlaced)
    target = table_frame.text_target(table)
    assert target is not None and target[0] == special("bonus15")
