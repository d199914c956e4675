"""The desktop table (issue 52, items 10, 11, 15 and 16), driven by real pygame events."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app.main import App
from game.bots import make_bot
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Action, Card, CardKind, Game, GameConfig
from game.rules.scoring import Effect, ScoreBreakdown
from scenes.results import ResultsScene, effect_lines
from scenes.screens import screens
from scenes.table import TableScene
from tests.app.events import click, key, run, run_until, settle

DT = 1 / 60


def human_table(app: App, *, expansion: bool = False, seed: int = 7) -> TableScene:
    """A table at Instant speed: seat 0 the mouse's human, then two quick bots."""
    app.settings.animation_speed = "instant"
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("random"), SeatSpec("random")])
    setup.choose(rounds=1, expansion=expansion, first_player=0)
    table = app.stack.push(screens(app.stack).table(setup, seed))
    assert isinstance(table, TableScene)
    return table


def wait_to_decide(app: App, table: TableScene) -> None:
    """Until seat 0's decision has been on screen long enough (a player's glance) to
    answer it."""
    assert run_until(app, lambda: table.turns.human_turn() == 0)
    run(app, frames=int(0.3 / DT), dt=DT)


def double_click(app: App, table: TableScene, index: int) -> None:
    """Two clicks on the `index`th button, 150 ms of frames apart."""
    pos = table.layout.button_row(len(table.decision_desk.buttons()))[index].center
    click(pos)
    run(app)
    run(app, frames=int(0.15 / DT) - 1, dt=DT)
    click(pos)
    run(app)


def test_a_double_click_on_take_takes_one_card_at_instant_speed(app: App) -> None:
    table = human_table(app)
    wait_to_decide(app, table)
    taken = len(table.game.record.actions)
    double_click(app, table, 0)
    run(app, frames=3)
    mine = [a for s, a in table.game.record.actions[taken:] if s == 0]
    assert mine == [Action.TAKE]
    # The new card, once seen long enough, is decided as usual.
    wait_to_decide(app, table)
    before = len(table.game.record.actions)
    click(table.layout.button_row(len(table.decision_desk.buttons()))[0].center)
    run(app)
    assert table.game.record.actions[before] == (0, Action.TAKE)


def test_a_double_click_on_decline_declines_one_green_card(app: App) -> None:
    for seed in range(200):
        table = human_table(app, expansion=True, seed=seed)
        run(app)
        card = table.game.observation(0).card
        if table.game.current_seat == 0 and isinstance(card, Card) and card.is_green:
            break
        app.stack.clear_to(screens(app.stack).menu())
    else:
        raise AssertionError("no seed opens with a green card for seat 0")
    wait_to_decide(app, table)
    done = len(table.game.record.actions)
    assert table.decision_desk.green_offer()
    double_click(app, table, 1)
    run(app, frames=3)
    mine = [a for s, a in table.game.record.actions[done:] if s == 0]
    assert mine == [Action.DECLINE]


def focus_and_press(app: App, name: str) -> None:
    """Move the top menu's focus to the item called `name` with the arrow keys, press
    Enter."""
    top = app.stack.top
    assert top is not None
    menu = top.menu  # type: ignore[attr-defined]
    for _ in range(len(menu.items)):
        if menu.focused.name == name:
            break
        key(pygame.K_DOWN)
        run(app)
    assert menu.focused.name == name
    key(pygame.K_RETURN)
    run(app)


def test_to_bot_asks_first_and_the_keyboard_or_mouse_takes_the_seat_back(app: App) -> None:
    table = human_table(app)
    run(app)
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "pause"
    focus_and_press(app, "handover")
    assert app.stack.top.name == "confirm_handover"
    assert not table.match.is_bot(0)  # not yet: it asks first
    focus_and_press(app, "keep")  # no: back to the pause menu, the seat still ours
    assert app.stack.top.name == "pause" and not table.match.is_bot(0)
    focus_and_press(app, "handover")
    focus_and_press(app, "yes")
    assert app.stack.top is table and table.match.is_bot(0)
    # The keyboard's Esc (or the mouse's Menu button) offers the seat back.
    click(table.layout.menu.center)
    run(app)
    pause = app.stack.top
    assert pause is not None and pause.name == "pause"
    row = next(i for i in pause.menu.items if i.name == "takeback")  # type: ignore[attr-defined]
    click(row.rect.center)
    run(app)
    assert app.stack.top is table and not table.match.is_bot(0)
    assert table.match.pad_of(0) is None  # keyboard, mouse and touch play it again


def test_counters_negative_with_no_counters_shows_no_signed_zero() -> None:
    card = Card(0, CardKind.COUNTERS_NEGATIVE)
    breakdown = ScoreBreakdown(
        runs=((Card.number(20),),),
        card_points=20,
        counters=0,
        counter_points=0,
        total=20,
        effects=(Effect(card, 0, ""),),
    )
    (line,) = effect_lines(breakdown)
    for text in (line.full, line.short):
        assert "+0" not in text and "\u22120" not in text and "-0" not in text, text


def test_esc_on_results_never_starts_the_next_round_nor_loses_the_review(app: App) -> None:
    app.settings.animation_speed = "instant"
    setup = MatchSetup(seats=[SeatSpec("random")] * 3)
    setup.choose(rounds=2)
    app.stack.push(screens(app.stack).table(setup, 5))

    def top() -> str:
        scene = app.stack.top
        assert scene is not None
        if isinstance(scene, ResultsScene):
            return "match_results" if scene.final else "round_results"
        return scene.name

    assert run_until(app, lambda: top() == "round_results", seconds=60)
    settle(app)
    key(pygame.K_ESCAPE)
    run(app, frames=3)
    assert top() == "round_results"  # Esc is no "next round"
    key(pygame.K_RETURN)
    run(app)
    assert top() == "table"
    assert run_until(app, lambda: top() == "match_results", seconds=60)
    settle(app)
    key(pygame.K_ESCAPE)
    run(app)
    assert top() == "confirm_leave_results"  # asks: the review is still one press away
    key(pygame.K_ESCAPE)
    run(app)
    assert top() == "match_results"
    key(pygame.K_ESCAPE)
    run(app)
    focus_and_press(app, "review")
    assert top() == "review"


def test_the_review_is_worked_out_once_and_opens_again_at_once(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes.review import scene as review_scene

    monkeypatch.setattr(review_scene, "REVIEW_SAMPLES", 4)  # a quick judge: only counts matter
    game = Game.new(GameConfig(players=3), 3)
    bots = [make_bot("random", seat) for seat in range(3)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("random"), SeatSpec("random")])
    table = app.stack.push(screens(app.stack).table(setup, 3, game=game))
    table.finished = True  # type: ignore[attr-defined]
    results = app.stack.replace(screens(app.stack).match_results(table.match))
    assert isinstance(results, ResultsScene)
    judged: list[object] = []  # every decision handed to the review's worker

    class CountingWorker(review_scene.JobWorker):
        def submit(self, tag: object, *args: Any, **kwargs: Any) -> None:
            judged.append(tag)
            super().submit(tag, *args, **kwargs)

    monkeypatch.setattr(review_scene, "JobWorker", CountingWorker)
    results.review()
    first = app.stack.top
    assert isinstance(first, review_scene.ReviewScene)
    assert run_until(app, lambda: first.finished, seconds=120)
    assert judged and sorted(judged) == sorted(set(judged))
    count = len(judged)
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is results
    results.review()
    again = app.stack.top
    assert isinstance(again, review_scene.ReviewScene) and again is not first
    run(app)
    assert again.finished and again.marked == first.marked  # at once, nothing judged again
    assert len(judged) == count


def test_the_review_s_replay_table_words_are_couch_readable_at_720p(app: App) -> None:
    from game.draw import theme
    from scenes.review import ReviewScene
    from tests.scenes.review.test_review import expansion_match, human_setup

    review = app.stack.push(screens(app.stack).review(human_setup(), expansion_match()))
    assert isinstance(review, ReviewScene)
    review.cancel()  # its words only: nothing judged
    run(app)
    with theme.recording() as record:
        review.draw(app.canvas)
    words = [t for t in record.texts if review.table_rect.contains(t.rect)]
    assert words and min(t.size for t in words) >= 14, sorted((t.size, t.text) for t in words)
    for t in words:  # and still inside the room each had
        assert t.box.inflate(2, 2).contains(t.rect), (t.text, t.box, t.rect)
