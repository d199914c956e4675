"""What the player is told when the saved game or the history cannot be used or written
(issue 44 items 6, 7 and 8): the truth, naming the file, once."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.bots import make_bot
from game.rules import Game, GameConfig
from game.store import files, notices
from game.store.saves import encode
from scenes import resume
from scenes.screens import screens
from scenes.table import TableScene
from tests.app.events import run
from tests.scenes.test_resume import bot_setup, menu_items, new_app, play_until


@pytest.fixture(autouse=True)
def quiet() -> Iterator[None]:
    notices.drain()
    yield
    notices.drain()


def fail_writes_of(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """`name` cannot be written (as on an immutable file or a full disk)."""
    write_json = files.write_json

    def refuse(path: Path, data: object) -> str | None:
        if path.name == name:
            return "cannot be written (Operation not permitted)"
        return write_json(path, data)

    monkeypatch.setattr(files, "write_json", refuse)


def finished_game() -> Game:
    game = Game.new(GameConfig(players=3), seed=5)
    bot = make_bot("random", 3)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bot.decide(game.observation(seat)))
    return game


def finish_match(app: App) -> TableScene:
    setup = bot_setup()
    setup.choose(rounds=1)
    table = app.stack.push(screens(app.stack).table(setup, 9))
    assert isinstance(table, TableScene)
    for _ in range(5000):
        if table.finished:
            break
        run(app)
    assert table.finished
    return table


def test_a_finished_match_the_history_cannot_take_is_told_and_stays_saved(
    settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = new_app(settings_path)
    fail_writes_of("history.json", monkeypatch)
    finish_match(app)
    run(app, 2)
    texts = app.toasts.texts
    assert any("history.json" in t and "Operation not permitted" in t for t in texts), texts
    assert any("could not go into the history" in t for t in texts), texts
    assert app.saves.has_save()  # nothing lost: the autosave stays


def test_an_ended_save_is_not_said_to_be_in_the_history_when_it_is_not(
    settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = new_app(settings_path)
    app.saves.directory.mkdir(parents=True, exist_ok=True)
    seats = {"setup": bot_setup().to_json(), "seed": 1}
    files.write_json(app.saves.current_path, encode(finished_game(), seats))
    fail_writes_of("history.json", monkeypatch)
    assert not resume.continue_match(app, app.stack)
    run(app, 2)
    texts = app.toasts.texts
    assert not any("it is in the history now" in t for t in texts), texts
    assert any("could not go into the history" in t for t in texts), texts
    assert any("history.json" in t for t in texts), texts
    assert app.saves.history() == [] and app.saves.has_save()


def test_an_old_save_that_cannot_be_moved_aside_is_told_once_not_after_every_move(
    settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = new_app(settings_path)
    app.saves.directory.mkdir(parents=True, exist_ok=True)
    app.saves.current_path.write_text("{ torn")
    monkeypatch.setattr(files, "set_aside", lambda path: None)  # a read-only folder
    shown: list[str] = []
    monkeypatch.setattr(app, "notify", lambda text, seconds=4.0: shown.append(text))
    table = app.stack.push(screens(app.stack).table(bot_setup(), 31))
    assert isinstance(table, TableScene)
    play_until(app, table, 99, frames=20_000)
    run(app, 2)
    about_save = [t for t in shown if "current.json" in t or "saved game" in t]
    assert 1 <= len(about_save) <= 2, about_save  # why it cannot be used; not saving
    assert len(set(about_save)) == len(about_save)
    assert app.saves.current_path.read_text() == "{ torn"  # never overwritten


@pytest.mark.parametrize("thing", ["directory", "fifo", "device"])
def test_no_file_at_current_json_is_explained_at_start_and_the_next_match_is_saved(
    settings_path: Path, thing: str
) -> None:
    data = settings_path.parent / "data"
    data.mkdir(parents=True)
    current = data / "current.json"
    if thing == "directory":
        current.mkdir()
    elif thing == "fifo":
        os.mkfifo(current)
    else:
        current.symlink_to("/dev/zero")
    app = new_app(settings_path)  # the menu's first frames
    run(app, 2)
    told = [t for t in app.toasts.texts if "current.json" in t]
    assert len(told) == 1 and "not a regular file" in told[0], app.toasts.texts
    assert menu_items(app)[0] == "play"
    assert (data / "current.json.bad").exists() or (data / "current.json.bad").is_symlink()
    table = app.stack.push(screens(app.stack).table(bot_setup(), 5))
    assert isinstance(table, TableScene)
    play_until(app, table, 3)
    app.saves.flush()
    assert app.saves.current_path.is_file()
    loaded = app.saves.load()
    assert loaded is not None and len(loaded.game.record.actions) >= 3
    pygame.event.clear()
