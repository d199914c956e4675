"""Continue brings back the match left last (issue 38): a match is saved from its first
decision, before anyone has moved; starting a new game over a saved one asks first
("Continue" or "Start anyway"), and starting anyway keeps the old one in the history.
Driven through the real menu, setup, table, pause and dialogs with key presses."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app.main import App
from nothanks.fuzz import make_app
from scenes.table import TableScene
from tests.app.events import key, run, settle

# The person decides first, so leaving "at your first decision" leaves before any action.
PERSON_FIRST = {
    "seats": ["human", "random", "random"],
    "rounds": 1,
    "first_player": 0,
    "persona_seed": 3,
}


def new_app(folder: Path) -> App:
    app = make_app(folder)
    pygame.event.clear()
    app.settings.animation_speed = "instant"
    run(app)
    return app


def top_name(app: App) -> str:
    top = app.stack.top
    return "" if top is None else top.name


def press(app: App, *keys: int) -> None:
    for code in keys:
        settle(app)
        key(code)
        run(app)


def menu_items(app: App) -> list[str]:
    top = app.stack.top
    assert top is not None and top.name == "menu"
    return [item.name for item in top.menu.items]  # type: ignore[attr-defined]


def to_setup(app: App) -> None:
    """From the title menu: Play (below Continue if that is shown)."""
    items = menu_items(app)
    for _ in range(items.index("play")):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert top_name(app) == "setup"


def leave_to_menu(app: App) -> None:
    """Esc → Quit to menu → Leave, as a player would."""
    press(app, pygame.K_ESCAPE)
    assert top_name(app) == "pause"
    press(app, pygame.K_UP, pygame.K_RETURN)  # up wraps to "Quit to menu"
    assert top_name(app) == "confirm_quit"
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # "Leave"
    assert top_name(app) == "menu"


def bots_play(app: App, table: TableScene, actions: int) -> None:
    for _ in range(3000):
        if len(table.game.record.actions) >= actions:
            return
        run(app)
    raise AssertionError("the bots did not play")


def test_leaving_at_the_first_decision_continues_that_match(tmp_path: Path) -> None:
    app = new_app(tmp_path)
    app.settings.last_setup = dict(PERSON_FIRST)
    assert menu_items(app)[0] == "play"  # nothing saved
    to_setup(app)
    press(app, pygame.K_RETURN)  # Start has the focus; nothing saved, so no question
    table = app.stack.top
    assert isinstance(table, TableScene) and table.turns.on_screen() == 0
    assert table.game.record.actions == ()
    leave_to_menu(app)
    assert menu_items(app)[0] == "continue", "a match left at its first decision was lost"
    press(app, pygame.K_RETURN)
    back = app.stack.top
    assert isinstance(back, TableScene)
    assert back.seed == table.seed and back.game.record == table.game.record


def test_a_new_game_over_a_saved_one_asks_and_continue_brings_back_the_newer(
    tmp_path: Path,
) -> None:
    app = new_app(tmp_path)
    # An older match, left mid-way (bots only, so it plays on by itself).
    app.settings.last_setup = {"seats": ["random", "random", "random"], "rounds": 1}
    to_setup(app)
    press(app, pygame.K_RETURN)
    older = app.stack.top
    assert isinstance(older, TableScene)
    bots_play(app, older, 5)
    leave_to_menu(app)
    older_record = app.saves.load()
    assert older_record is not None and len(older_record.game.record.actions) >= 5

    # A new game over it: the setup asks first.
    app.settings.last_setup = dict(PERSON_FIRST)
    to_setup(app)
    press(app, pygame.K_RETURN)
    assert top_name(app) == "confirm_new", "a new game replaced the saved one without a word"
    dialog = app.stack.top
    assert [i.name for i in dialog.menu.items] == ["continue", "start"]  # type: ignore[union-attr]
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # "Start anyway"
    newer = app.stack.top
    assert isinstance(newer, TableScene) and newer.turns.on_screen() == 0
    leave_to_menu(app)

    # Continue brings back the match left last; the older one is in the history.
    assert menu_items(app)[0] == "continue"
    press(app, pygame.K_RETURN)
    back = app.stack.top
    assert isinstance(back, TableScene)
    assert back.seed == newer.seed and back.game.record == newer.game.record
    assert [m.game.record for m in app.saves.history()] == [older_record.game.record]


def test_the_question_offers_to_continue_the_saved_game(tmp_path: Path) -> None:
    app = new_app(tmp_path)
    app.settings.last_setup = {"seats": ["random", "random", "random"], "rounds": 1}
    to_setup(app)
    press(app, pygame.K_RETURN)
    older = app.stack.top
    assert isinstance(older, TableScene)
    bots_play(app, older, 3)
    leave_to_menu(app)
    saved = app.saves.load()
    assert saved is not None
    to_setup(app)
    press(app, pygame.K_RETURN)
    assert top_name(app) == "confirm_new"
    press(app, pygame.K_RETURN)  # "Continue" has the focus
    back = app.stack.top
    assert isinstance(back, TableScene)
    assert back.game.record.actions[: len(saved.game.record.actions)] == (saved.game.record.actions)
    assert app.saves.history() == []
    assert [s.name for s in app.stack.scenes] == ["menu", "table"]
