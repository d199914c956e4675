"""Text from files never crashes a font (issue 44 items 4 and 11): a lone surrogate,
control characters or a huge string in a saved seat name; a key event whose `unicode`
is not a string at the on-screen keyboard."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.app.main import App
from game.bots import make_bot
from game.draw import theme
from game.draw.look import PLAIN
from game.rules import Game, GameConfig
from game.safe_text import clean
from game.store.saves import encode
from scenes import resume
from scenes.confirm_new import ConfirmNewScene
from scenes.flow import desktop
from scenes.name_entry import NameEntryScene
from scenes.screens import screens
from scenes.setup import SetupScene
from scenes.table import TableScene
from tests.app.events import run

HOSTILE_NAMES = ["\ud800", "A\udfff\x1b[31mB", "\u202eevil\x00", "x" * 100_000]


def test_clean_drops_what_a_font_cannot_take_and_keeps_what_it_can() -> None:
    assert clean("\ud800") == ""
    assert clean("A\udfff\x1b[31mB") == "A[31mB"
    assert clean("Zoë 🂡\nline") == "Zoë 🂡\nline"
    assert len(clean("x" * 100_000)) == 2000
    assert clean(5) == ""
    for name in HOSTILE_NAMES:
        theme.render_text(name, 24, look=PLAIN)  # raised UnicodeEncodeError for "\ud800"


def test_a_surrogate_in_the_last_setup_lets_play_start_every_time(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text(
        json.dumps({"last_setup": {"seats": ["human"] * 3 + ["easy"], "names": HOSTILE_NAMES}})
    )
    app = App(
        size=(1280, 720),
        settings_path=settings_path,
        screens=desktop(),
        open_home=True,
    )
    pygame.event.clear()
    for _ in range(5):  # the 4th failed Play ended the game with exit code 1
        setup = app.stack.push(screens(app.stack).setup())
        assert isinstance(setup, SetupScene)
        run(app, 3)
        setup.start()
        run(app, 3)
        if isinstance(app.stack.top, ConfirmNewScene):  # the last loop's table was saved
            app.stack.top.start_anyway()
        run(app, 10)
        assert isinstance(app.stack.top, TableScene)
        app.stack.clear_to(screens(app.stack).menu())
    assert app.guard.errors == 0 and app.running
    for scene in list(app.stack.scenes):
        scene.exit()


def test_a_checksummed_save_with_a_surrogate_name_continues(settings_path: Path) -> None:
    app = App(
        size=(1280, 720),
        settings_path=settings_path,
        screens=desktop(),
        open_home=True,
    )
    pygame.event.clear()
    game = Game.new(GameConfig(players=3), seed=3)
    bot = make_bot("random", 1)
    for _ in range(6):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bot.decide(game.observation(seat)))
    seats = {"setup": {"seats": ["human", "easy", "easy"], "names": HOSTILE_NAMES}, "seed": 3}
    app.saves.directory.mkdir(parents=True, exist_ok=True)
    app.saves.current_path.write_text(json.dumps(encode(game, seats)))
    for _ in range(3):
        assert resume.continue_match(app, app.stack)
        run(app, 10)
        assert isinstance(app.stack.top, TableScene)
        app.stack.clear_to(screens(app.stack).menu())
    assert app.guard.errors == 0
    for scene in list(app.stack.scenes):
        scene.exit()


def test_a_key_whose_unicode_is_not_text_is_ignored_by_the_name_entry(app: App) -> None:
    entry = app.stack.push(screens(app.stack).name_entry("Name", "Ann", lambda _name: None))
    assert isinstance(entry, NameEntryScene)
    odd = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode=5, scancode=0)
    assert entry.handle_raw(odd) is False  # raised TypeError: len() of an int
    pygame.event.post(odd)
    run(app, 2)
    assert app.guard.errors == 0 and entry.text == "Ann"
