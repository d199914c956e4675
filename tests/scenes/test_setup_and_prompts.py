"""Setup explains every option, offers bot levels weakest first with plain names, names
human seats with any device, keeps bot personas per seat; hover and prompts follow the
device in use; results say who won and why."""

from __future__ import annotations

import pygame
import pytest

from game.app import ui
from game.app.intents import Device, Intent
from game.app.main import App
from game.draw.look import PLAIN
from game.match.model import Match
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from scenes.levels import offered_levels
from scenes.name_entry import NameEntryScene
from scenes.results import ResultsScene
from scenes.setup import OPTION_HELP, SetupScene, _SeatRow
from tests.app.events import click, key, pad_button, run, tap


def open_setup(app: App, setup: MatchSetup | None = None) -> SetupScene:
    scene = SetupScene(setup or MatchSetup(persona_seed=5))
    app.stack.push(scene)
    run(app)
    return scene


def test_levels_are_offered_weakest_first_with_plain_names(app: App) -> None:
    levels = offered_levels()
    assert levels[:3] == ("easy", "normal", "hard")
    assert "random" not in levels and "heuristic" not in levels
    scene = open_setup(app)
    assert scene.seat_choices == [
        "Human",
        "Easy",
        "Normal",
        "Hard",
        *(["Expert"] * (len(levels) > 3)),
    ]


def test_every_option_explains_itself_where_it_is_chosen(app: App) -> None:
    scene = open_setup(app)
    seen = set()
    for item in scene.menu.items:
        scene.menu.focus = scene.menu.items.index(item)
        text = scene.help_text()
        assert text, item.name
        seen.add(text)
    assert set(OPTION_HELP.values()) <= seen
    # The explanation sits between the columns and Start/Back, above the prompt bar.
    start = next(i for i in scene.menu.items if i.name == "start")
    # (The phones' switch sits on the line of Start and Back.)
    rows = [i.rect for i in scene.menu.items if i.name not in ("start", "back", "phones")]
    assert max(r.bottom for r in rows) < scene.help_y < start.rect.top
    assert start.rect.bottom <= ui.prompt_bar_top(
        app.canvas.get_height(), scene.scale, look=app.look
    )


def test_start_and_back_stay_above_the_prompt_bar_at_every_size(app: App) -> None:
    scene = open_setup(app, MatchSetup(seats=[SeatSpec(HUMAN)] + [SeatSpec("easy")] * 6))
    for size in ((800, 450), (1280, 720), (1920, 1080), (1080, 1920)):
        app.resize_window(size)
        run(app)
        w, h = app.canvas.get_size()
        bar = ui.prompt_bar_top(h, scene.scale, look=app.look)
        rects = [i.rect for i in scene.menu.items]
        for rect in rects:
            assert rect.bottom <= bar and rect.right <= w and rect.left >= 0, (size, rect)
        for i, a in enumerate(rects):
            assert a.collidelist(rects[i + 1 :]) < 0, (size, a)


def test_a_seat_keeps_its_bot_persona_whatever_the_other_seats_do() -> None:
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("easy"), SeatSpec("hard")], persona_seed=9)
    before = setup.seat_name(2)
    setup.seats[1].kind = HUMAN
    setup.seats.append(SeatSpec("normal"))
    assert setup.seat_name(2) == before
    again = MatchSetup.from_json(setup.to_json())
    assert again.seat_name(2) == before and again.persona_seed == 9


def type_text(text: str) -> None:
    for char in text:
        code = pygame.key.key_code(char) if char.isalnum() else pygame.K_SPACE
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0)
        )


def focus_seat(app: App, scene: SetupScene, seat: int) -> None:
    scene.menu.focus_named(f"seat{seat}")


def test_keyboard_names_a_human_seat_and_the_table_uses_it(app: App) -> None:
    scene = open_setup(app)
    focus_seat(app, scene, 0)
    key(pygame.K_RETURN)
    run(app)
    entry = app.stack.top
    assert isinstance(entry, NameEntryScene)
    for _ in range(12):
        key(pygame.K_BACKSPACE)
    type_text("Wanda")
    key(pygame.K_RETURN)
    run(app)
    assert app.stack.top is scene
    assert scene.setup.seat_name(0) == "Wanda"
    assert MatchSetup.from_json(scene.setup.to_json()).seat_name(0) == "Wanda"


def test_a_pad_types_its_name_and_a_finger_cannot_type_into_it(app: App) -> None:
    """Only the pad whose seat is named types into it (issue 52: a tap typed too)."""
    scene = open_setup(app)
    focus_seat(app, scene, 0)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=3)  # claims the seat for this pad
    run(app)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=3)  # its own seat: rename it
    run(app)
    entry = app.stack.top
    assert isinstance(entry, NameEntryScene)
    entry.text = ""
    # D-pad up from Done reaches the letter row above; A presses it.
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_UP, instance_id=3)
    run(app)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=3)
    run(app)
    assert len(entry.text) == 1
    letter = entry.keys[0][1]  # "B"
    tap(app, letter.center)
    run(app)
    assert len(entry.text) == 1
    done = entry.keys[-1][2]
    tap(app, done.center)
    run(app)
    assert app.stack.top is entry  # nor does a tap close it
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=3)  # back on Done
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=3)
    run(app)
    assert app.stack.top is scene
    assert len(scene.setup.seat_name(0)) == 1


def test_a_finger_cancels_naming_with_a_tap_beside_the_keyboard(app: App) -> None:
    scene = open_setup(app)
    before = scene.setup.seat_name(0)
    human = next(i for i in scene.menu.items if isinstance(i, _SeatRow) and i.seat == 0)
    tap(app, (human.rect.x + 20, human.rect.centery))
    run(app)
    entry = app.stack.top
    assert isinstance(entry, NameEntryScene)
    tap(app, entry.keys[0][0].center)  # types an "A" ...
    run(app)
    assert entry.text.endswith(("A", "a"))
    tap(app, (entry.panel.left // 2, entry.panel.centery))  # ... then thinks better of it
    run(app)
    assert app.stack.top is scene and scene.setup.seat_name(0) == before


def test_a_click_on_a_human_name_renames_and_on_a_bot_steps_its_level(app: App) -> None:
    scene = open_setup(app)
    row = next(i for i in scene.menu.items if isinstance(i, _SeatRow) and i.seat == 1)
    before = scene.setup.seats[1].kind
    click((row.rect.x + 20, row.rect.centery))
    run(app)
    assert scene.setup.seats[1].kind != before
    human = next(i for i in scene.menu.items if isinstance(i, _SeatRow) and i.seat == 0)
    click((human.rect.x + 20, human.rect.centery))
    run(app)
    assert isinstance(app.stack.top, NameEntryScene)


def test_hover_lights_what_the_mouse_is_over(app: App) -> None:
    menu = app.stack.top
    target = menu.menu.items[1]  # type: ignore[union-attr]
    click((5, 5))  # the mouse is now the device in use
    run(app)
    pygame.mouse.set_pos(target.rect.center)
    run(app)
    assert menu.menu.hovered() is target  # type: ignore[union-attr]
    assert ui._cursor_hand[0]
    pygame.mouse.set_pos((2, 2))
    run(app)
    assert menu.menu.hovered() is None  # type: ignore[union-attr]
    assert not ui._cursor_hand[0]


def test_prompts_name_only_the_device_in_use() -> None:
    surface = pygame.Surface((1280, 720))
    asked: list[Intent] = []

    def label(intent: Intent) -> str:
        asked.append(intent)
        return "Click"

    prompts = [(Intent.UP, "Move"), (Intent.LEFT, "Change"), (Intent.CONFIRM, "Select")]
    ui.draw_prompt_bar(surface, prompts, label, Device.MOUSE, 1.0, look=PLAIN)
    assert asked == [Intent.CONFIRM]
    asked.clear()
    ui.draw_prompt_bar(surface, prompts, label, Device.KEYBOARD, 1.0, look=PLAIN)
    assert asked == [Intent.UP, Intent.LEFT, Intent.CONFIRM]


def test_results_say_who_won_and_why() -> None:
    from game.rules import Game, GameConfig

    game = Game.new(GameConfig(players=3, rounds=3), 1)
    from game.bots import make_bot

    bots = [make_bot("easy", i) for i in range(3)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))

    setup = MatchSetup(seats=[SeatSpec("easy") for _ in range(3)], persona_seed=1)
    match = Match(setup, 1, game=game, human_moves=[])  # bots alone: no person decided
    results = ResultsScene.for_match(match)
    from game import numbers

    best = min(game.totals)
    line = results.headline()
    assert f"{numbers.number(best)} points" in line and "lowest total" in line
    assert all(match.names[i] in line for i in game.winners)


def test_settings_hold_only_settings_that_do_something(app: App) -> None:
    from game.store.settings import Settings
    from scenes.settings import SettingsScene

    scene = SettingsScene()
    app.stack.push(scene)
    run(app)
    names = [item.name for item in scene.menu.items]
    assert names == [
        "fullscreen",
        "animation_speed",
        "sound_volume",
        "music_volume",  # the music's own volume (issue 57)
        "coach_hints",
        "accessibility",  # the text size (TV text) is there (issue 57)
        "language",
        "phones",  # phones as private controllers (issue 53)
        "history_max",  # games the history keeps (issue 57)
        "controls",
        "back",
    ]
    fields = set(Settings().to_json())
    assert "music_enabled" not in fields and "open_counters" not in fields


def test_the_bots_package_list_of_player_levels_is_used_when_it_has_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import game.bots

    monkeypatch.setattr(
        game.bots, "player_levels", lambda: ("hard", "easy", "normal"), raising=False
    )
    assert offered_levels() == ("easy", "normal", "hard")
