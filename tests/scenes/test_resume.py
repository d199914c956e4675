"""Autosave and Continue through the real scenes: the table saves after every action;
a new session's menu offers Continue, which reopens the same table (seats, bots, names,
round) caught up; leaving a match asks first and keeps the save; a finished match goes
to the history; and the real game killed with SIGKILL mid-match resumes where it was."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame

from game.app.main import App
from game.match.setup import MatchSetup, SeatSpec
from nothanks.fuzz import make_app
from scenes.screens import screens
from scenes.table import TableScene
from tests.app.events import key, run

ROOT = Path(__file__).resolve().parents[2]


def new_app(settings_path: Path, speed: str = "instant") -> App:
    app = make_app(settings_path.parent)  # a session with its files beside settings_path
    pygame.event.clear()
    app.settings.animation_speed = speed
    run(app)
    return app


def bot_setup() -> MatchSetup:
    setup = MatchSetup(seats=[SeatSpec("normal"), SeatSpec("easy"), SeatSpec("normal")])
    setup.choose(rounds=2)
    return setup


def play_until(app: App, table: TableScene, actions: int, frames: int = 3000) -> None:
    for _ in range(frames):
        if len(table.game.record.actions) >= actions:
            return
        run(app)
    raise AssertionError("the bots did not play")


def menu_items(app: App) -> list[str]:
    top = app.stack.top
    assert top is not None and top.name == "menu"
    return [item.name for item in top.menu.items]  # type: ignore[attr-defined]


def test_continue_reopens_the_same_table_caught_up(settings_path: Path) -> None:
    app = new_app(settings_path)
    assert menu_items(app)[0] == "play"  # nothing saved yet: no Continue
    setup = bot_setup()
    table = app.stack.push(screens(app.stack).table(setup, 77))
    assert isinstance(table, TableScene)
    play_until(app, table, 12)
    record, names = table.game.record, list(table.names)
    assert app.saves.load() is not None

    # The next session, at 1x so the bots' visible pause keeps them from acting at once.
    later = new_app(settings_path, speed="1x")
    assert menu_items(later)[0] == "continue"
    key(pygame.K_RETURN)
    run(later)
    resumed = later.stack.top
    assert isinstance(resumed, TableScene)
    assert resumed.game.record == record
    assert resumed.game.config == table.game.config and resumed.seed == 77
    assert resumed.names == names
    assert [s.kind for s in resumed.setup.seats] == ["normal", "easy", "normal"]
    assert sorted(resumed.match.bots) == [0, 1, 2]
    assert resumed.view_matches_engine() and resumed.animator.idle
    later.settings.animation_speed = "instant"
    before = len(resumed.game.record.actions)
    play_until(later, resumed, before + 3)  # and the bots play on
    # Saving the continued match overwrites its own save: it is not filed as another one.
    assert later.saves.history() == []
    continued = later.saves.load()
    assert continued is not None and len(continued.game.record.actions) >= before + 3


def test_closing_the_window_mid_match_asks_first_and_keeps_the_save(
    settings_path: Path,
) -> None:
    app = new_app(settings_path)
    table = app.stack.push(screens(app.stack).table(bot_setup(), 5))
    assert isinstance(table, TableScene)
    play_until(app, table, 4)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run(app)
    assert app.running and app.stack.top is not None and app.stack.top.name == "confirm_quit"
    key(pygame.K_RETURN)  # "Keep playing" has the focus
    run(app)
    assert app.stack.top is table
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # asked twice: quit now
    run(app)
    assert not app.running
    assert app.saves.has_save()


def test_quit_to_menu_asks_then_the_menu_offers_continue(settings_path: Path) -> None:
    app = new_app(settings_path)
    table = app.stack.push(screens(app.stack).table(bot_setup(), 6))
    assert isinstance(table, TableScene)
    play_until(app, table, 3)
    table.open_pause()
    run(app)
    key(pygame.K_UP)  # wraps to "Quit to menu"
    key(pygame.K_RETURN)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "confirm_quit"
    key(pygame.K_DOWN)  # "Leave"
    key(pygame.K_RETURN)
    run(app)
    assert menu_items(app)[0] == "continue"


def test_a_finished_match_goes_to_the_history_and_continue_goes_away(
    settings_path: Path,
) -> None:
    app = new_app(settings_path)
    setup = bot_setup()
    setup.choose(rounds=1)
    table = app.stack.push(screens(app.stack).table(setup, 9))
    assert isinstance(table, TableScene)
    for _ in range(5000):
        if table.finished:
            break
        run(app)
    assert table.finished
    assert not app.saves.has_save()
    history = app.saves.history()
    assert len(history) == 1 and history[0].game.record == table.game.record
    app.stack.clear_to(screens(app.stack).menu())
    assert menu_items(app)[0] == "play"


def test_an_unreadable_save_is_set_aside_with_a_notice_and_no_crash(settings_path: Path) -> None:
    app = new_app(settings_path)
    app.saves.current_path.parent.mkdir(parents=True, exist_ok=True)
    app.saves.current_path.write_text("{ torn")
    app.stack.clear_to(screens(app.stack).menu())
    assert menu_items(app)[0] == "continue"
    key(pygame.K_RETURN)
    run(app, 2)
    assert menu_items(app)[0] == "play"
    assert (app.saves.directory / "current.json.bad").read_text() == "{ torn"
    assert any("saved game" in text for text in app.toasts.texts)


CHILD = """
import os, sys
from pathlib import Path
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
from game.app.main import App
from nothanks.fuzz import make_app
from game.match.setup import MatchSetup, SeatSpec
from scenes.screens import screens

app = make_app(Path(sys.argv[1]).parent)
app.settings.animation_speed = "4x"
setup = MatchSetup(seats=[SeatSpec("normal"), SeatSpec("hard"), SeatSpec("easy")])
setup.choose(rounds=3)
table = app.stack.push(screens(app.stack).table(setup, 4242))
told = False
while app.running:
    app.step(1 / 60)
    if not told and len(table.game.record.actions) >= 8:
        app.saves.flush()
        print("playing", flush=True)
        told = True
"""


def test_the_real_game_killed_mid_match_resumes_there(settings_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    child = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(CHILD), str(settings_path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "playing"
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL
    app = new_app(settings_path, speed="1x")
    saved = app.saves.load()
    assert saved is not None and len(saved.game.record.actions) >= 8
    assert menu_items(app)[0] == "continue"
    key(pygame.K_RETURN)
    run(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.game.record == saved.game.record
    assert table.game.state_digest() == saved.game.state_digest()
    assert table.seed == 4242 and [s.kind for s in table.setup.seats] == ["normal", "hard", "easy"]
    assert table.view_matches_engine()


def test_a_save_written_before_the_match_model_continues_as_it_was(settings_path: Path) -> None:
    """The seats of a save from before the options became one GameConfig (the same flat
    JSON, written here by hand): Continue reopens it with the seats as they were held."""
    from game.match.model import Bot, Human
    from game.rules import Action, Game, GameConfig

    app = new_app(settings_path)
    game = Game.new(GameConfig(players=3, tactical=True, rounds=2, first_player=0), 41)
    for _ in range(5):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, Action.PASS)
    old_seats = {
        "setup": {
            "seats": ["human", "easy", "hard"],  # seat 2 handed to a Hard bot mid-match
            "names": ["Ada", "", ""],
            "persona_seed": 6,
            "tactical": True,
            "rounds": 2,
            "open_counters": False,
            "expansion": False,
            "first_player": 0,
        },
        "persona_seed": 6,
        "seed": 41,
        "names": ["Ada", "x", "y"],
        "human_seats": [0],
        "human_moves": [0, 3],
    }
    app.saves.save(game, old_seats)
    app.saves.flush()

    later = new_app(settings_path)
    assert menu_items(later)[0] == "continue"
    key(pygame.K_RETURN)
    run(later)
    resumed = later.stack.top
    assert isinstance(resumed, TableScene)
    assert resumed.game.record == game.record and resumed.seed == 41
    assert resumed.match.holders == [Human(None), Bot("easy"), Bot("hard")]
    assert resumed.match.human_moves == [0, 3] and resumed.names[0] == "Ada"
    assert resumed.setup.config() == game.config
