"""The expansion [X1]-[X3] in the menus: the setup option by every device (with tactical and
rounds), the game the table gets, the remembered choice, Continue of an expansion match,
How to play's expansion pages, and the results naming every special's effect."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.app.main import App
from game.bots import make_bot
from game.fuzz import make_app
from game.rules import Card, Game, GameConfig
from scenes.resume import autosave
from scenes.setup import HUMAN, MatchSetup, SeatSpec, SetupScene
from tests.app.events import click, key, pad_button, run, tap


def open_setup(app: App, setup: MatchSetup | None = None) -> SetupScene:
    scene = SetupScene(setup or MatchSetup(seats=[SeatSpec(HUMAN)] + [SeatSpec("easy")] * 3))
    app.stack.push(scene)
    run(app)
    return scene


def focus_row(app: App, scene: SetupScene, name: str) -> None:
    """Move the focus to the row `name` with the Down key, as a player would."""
    for _ in range(len(scene.menu.items)):
        if scene.menu.focused is not None and scene.menu.focused.name == name:
            return
        key(pygame.K_DOWN)
        run(app)
    raise AssertionError(f"no row {name} reached by Down")


def row(scene: SetupScene, name: str):  # -> ui.OptionRow
    return next(item for item in scene.menu.items if item.name == name)


def start_game(app: App, scene: SetupScene) -> GameConfig:
    focus_row(app, scene, "start")
    key(pygame.K_RETURN)
    run(app)
    table = app.stack.top
    assert table is not None and table.name == "table"
    return table.game.config  # type: ignore[attr-defined]


def test_X1_keys_turn_the_expansion_on_with_tactical_and_rounds_and_the_table_plays_it(
    app: App,
) -> None:
    scene = open_setup(app)
    focus_row(app, scene, "expansion")
    assert "special cards" in scene.help_text()
    key(pygame.K_RIGHT)
    run(app)
    assert row(scene, "expansion").value == "On"
    focus_row(app, scene, "tactical")
    key(pygame.K_RETURN)  # Enter steps a value too
    run(app)
    focus_row(app, scene, "rounds")
    key(pygame.K_RIGHT)
    run(app)
    config = start_game(app, scene)
    assert (config.expansion, config.tactical, config.rounds) == (True, True, 3)
    # Remembered for the next setup, like the other choices.
    assert app.settings.last_setup["expansion"] is True
    app.stack.clear_to_named("menu")
    again = SetupScene()
    app.stack.push(again)
    run(app)
    assert again.setup.expansion and row(again, "expansion").value == "On"


def test_X1_keys_turn_the_expansion_off_again(app: App) -> None:
    scene = open_setup(app, MatchSetup(seats=[SeatSpec(HUMAN)] * 3, expansion=True))
    focus_row(app, scene, "expansion")
    key(pygame.K_LEFT)
    run(app)
    assert start_game(app, scene).expansion is False


def test_X1_a_click_and_a_tap_toggle_the_expansion(app: App) -> None:
    scene = open_setup(app)
    option = row(scene, "expansion")
    _left, right = option.arrow_rects()
    click(right.center)
    run(app)
    assert scene.setup.expansion and scene.setup.config().expansion
    tap(app, option.rect.center)  # a tap on the row steps it like Enter
    run(app)
    assert not scene.setup.expansion
    tap(app, right.center, with_synthesised_mouse=True)  # one step, not two
    run(app)
    assert scene.setup.expansion
    assert start_game(app, scene).expansion


def test_X1_a_joined_gamepad_reaches_the_expansion_in_the_couch_lobby(app: App) -> None:
    scene = open_setup(app)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=4)  # the pad joins a seat
    run(app)
    assert any(spec.pad == 4 for spec in scene.setup.seats)
    for _ in range(len(scene.menu.items)):
        if scene.menu.focused is not None and scene.menu.focused.name == "expansion":
            break
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=4)
        run(app)
    assert scene.menu.focused is not None and scene.menu.focused.name == "expansion"
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=4)  # a joined pad's A steps the row
    run(app)
    assert scene.setup.expansion
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=4)
    run(app)
    assert not scene.setup.expansion
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_LEFT, instance_id=4)
    run(app)
    assert scene.setup.config().expansion


def test_X1_setup_json_keeps_the_expansion_and_ignores_a_bad_value() -> None:
    setup = MatchSetup(expansion=True, tactical=True, rounds=5)
    again = MatchSetup.from_json(setup.to_json())
    assert (again.expansion, again.tactical, again.rounds) == (True, True, 5)
    broken = {**setup.to_json(), "expansion": "yes"}
    assert MatchSetup.from_json(broken).expansion is False


def play_bots(game: Game, until: Callable[[Game], bool], seed: int = 0) -> None:
    """Bots play every seat through the engine's public API until `until(game)`."""
    bots = [make_bot("easy", seed + seat) for seat in range(game.config.players)]
    while not game.is_over and not until(game):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))


def specials_held(game: Game) -> list[Card]:
    return [c for display in game.observation(None).displays for c in display if not c.is_number]


def test_X1_an_expansion_match_saved_mid_game_continues_as_one(settings_path: Path) -> None:
    app = new_app(settings_path)
    config = GameConfig(players=4, expansion=True, tactical=True, rounds=2)
    game = Game.new(config, 31)
    play_bots(game, lambda g: len(specials_held(g)) >= 2 and g.current_seat is not None)
    assert not game.is_over and len(specials_held(game)) >= 2
    setup = MatchSetup(
        seats=[SeatSpec("easy")] * 4, expansion=True, tactical=True, rounds=2, persona_seed=3
    )
    table = app.stack.push_named("table", setup, 31, game=game)
    run(app)
    autosave(table)  # the table saves after each action; one save is what is tested here
    app.saves.flush()
    record, held = game.record, specials_held(game)

    later = new_app(settings_path, speed="1x")  # 1x: the bots wait, nothing moves on at once
    top = later.stack.top
    assert top.menu.items[0].name == "continue"  # type: ignore[union-attr]
    key(pygame.K_RETURN)
    run(later)
    resumed = later.stack.top
    assert resumed is not None and resumed.name == "table"
    assert resumed.game.config == config and resumed.game.record == record  # type: ignore[attr-defined]
    assert specials_held(resumed.game) == held  # type: ignore[attr-defined]
    # "Play again" and the next setup start from this setup: it keeps the expansion too.
    assert resumed.setup.expansion and resumed.setup.config().expansion  # type: ignore[attr-defined]


def new_app(settings_path: Path, speed: str = "instant") -> App:
    app = make_app(settings_path.parent)  # a session with its files beside settings_path
    pygame.event.clear()
    app.settings.animation_speed = speed
    run(app)
    return app
