"""The coach hint at the table: off by default; with it on, HINT (a real H key press) or
the Hint button asks the coach about the human decision on screen, off the frame loop,
and the panel shows its advice in points and why; the game state never changes; the hint
clears when the decision moves on, and a late answer for an old decision is dropped.

The coach runs in fixed-sample mode (`budget_ms=None`), so its advice is reproducible and
the tests compare it with a direct `advise` call. Nothing here depends on timing: the
tests step the app until the answer arrives (with a generous frame cap)."""

from __future__ import annotations

import time

import pygame

from game.app.main import App
from game.bots.coach import advise
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Action, GameConfig
from scenes.table import TableScene
from tests.app.events import click, key, run

SAMPLES = 60


def human_table(app: App, hints: bool) -> TableScene:
    """A table with a human in seat 0 who decides first, at the human's decision."""
    app.settings.animation_speed = "instant"
    app.settings.coach_hints = hints
    setup = MatchSetup(
        seats=[SeatSpec(HUMAN), SeatSpec("heuristic"), SeatSpec("heuristic")],
        rules=GameConfig(first_player=0),
    )
    table = TableScene(setup, seed=11)
    table.coach_desk.budget_ms = None  # fixed samples: reproducible and clock-free
    table.coach_desk.samples = SAMPLES
    app.stack.push(table)
    for _ in range(50):
        if table.turns.human_turn() == 0:
            break
        run(app)
    assert table.turns.human_turn() == 0
    return table


def wait_for_advice(app: App, table: TableScene, max_frames: int = 3000) -> None:
    for _ in range(max_frames):
        if (
            table.coach_desk.hint is None
            or table.coach_desk.hint.advice is not None
            or table.coach_desk.hint.error is not None
        ):
            return
        run(app)
        time.sleep(0.002)  # let the coach's thread run; not a timing assumption
    raise AssertionError("the coach never answered")


def state(table: TableScene) -> tuple[object, ...]:
    return (table.game.observation(None), table.game.record.actions)


def test_hint_key_shows_the_coachs_advice_and_changes_nothing(app: App) -> None:
    table = human_table(app, hints=True)
    assert table.coach_desk.available()
    before = state(table)
    key(pygame.K_h)
    run(app)
    assert table.coach_desk.hint is not None and table.coach_desk.requests == 1
    assert table.coach_desk.lines()  # "thinking…" or already the advice
    wait_for_advice(app, table)
    advice = table.coach_desk.hint.advice
    assert advice is not None and table.coach_desk.hint.error is None
    # The coach was given the observation of the seat to move, who holds each seat and
    # the match so far (to read each person from their own play), and nothing else.
    names = ["you", *table.names[1:]]
    kinds = [table.match.kind_of(seat) for seat in range(3)]
    expected = advise(
        table.game.observation(0),
        None,
        samples=SAMPLES,
        names=names,
        kinds=kinds,
        people=[None, None, None],
        match=table.game.record,
    )
    assert advice == expected
    # For a newcomer: what to do and what the other choice costs in points, then why.
    lines = table.coach_desk.lines()
    assert lines == ["Coach — " + advice.sentence, advice.reason]
    assert advice.sentence.endswith(("points.", "point.", "if in doubt."))
    assert all("rival" not in line and "expected" not in line.lower() for line in lines)
    assert state(table) == before  # a hint never changes the game
    assert table.turns.human_turn() == 0
    # H again hides the panel (no new request); once more shows it again.
    key(pygame.K_h)
    run(app)
    assert (
        table.coach_desk.hint is not None
        and not table.coach_desk.hint.shown
        and table.coach_desk.requests == 1
    )
    key(pygame.K_h)
    run(app)
    assert table.coach_desk.hint.shown and table.coach_desk.requests == 1


def test_hint_clears_after_the_decision(app: App) -> None:
    table = human_table(app, hints=True)
    key(pygame.K_h)
    run(app)
    wait_for_advice(app, table)
    assert table.coach_desk.hint is not None and table.coach_desk.hint.advice is not None
    key(pygame.K_t)  # take: the decision moves on
    run(app)
    assert table.game.record.actions[:1] == ((0, Action.TAKE),)
    assert table.coach_desk.hint is None
    assert not table.coach_desk.lines()


def test_stale_advice_is_discarded(app: App) -> None:
    table = human_table(app, hints=True)
    table.coach_desk.samples = 2000  # still thinking when the human passes at once
    key(pygame.K_h)
    key(pygame.K_p)
    run(app)
    assert table.coach_desk.requests == 1
    assert table.coach_desk.hint is None  # cleared when the decision moved on
    assert table.coach_desk.worker is not None
    for _ in range(200):
        run(app)
        if not table.coach_desk.worker.busy:
            break
    assert table.coach_desk.hint is None  # the late answer was dropped


def test_hint_button_is_tapped_like_the_key(app: App) -> None:
    table = human_table(app, hints=True)
    click(table.layout.hint.center)
    run(app)
    assert table.coach_desk.hint is not None and table.coach_desk.requests == 1
    wait_for_advice(app, table)
    assert table.coach_desk.hint.advice is not None


def test_hints_off_no_button_and_no_advice(app: App) -> None:
    table = human_table(app, hints=False)
    assert not table.coach_desk.available()
    before = state(table)
    key(pygame.K_h)
    run(app)
    click(table.layout.hint.center)
    run(app)
    assert (
        table.coach_desk.hint is None
        and table.coach_desk.requests == 0
        and table.coach_desk.worker is None
    )
    assert "Turn on coach hints in Settings" in app.toasts.texts
    assert state(table) == before
    assert not table.match.peek.toggle  # H no longer toggles the counters peek


def test_no_hint_button_while_a_bot_decides(app: App) -> None:
    table = human_table(app, hints=True)
    app.settings.animation_speed = "1x"  # the bot visibly thinks for a while
    key(pygame.K_p)  # pass: a bot's decision now
    run(app)
    assert table.game.current_seat != 0
    assert not table.coach_desk.available()
    key(pygame.K_h)
    run(app)
    assert table.coach_desk.hint is None and table.coach_desk.requests == 0
