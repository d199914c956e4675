"""Issue 38, items 4, 6, 7 and 10: a letter key does what its label says or nothing; the
prompts follow the device used last (keyboard after mouse, unbound keys and typing too);
one highlight at most, the one CONFIRM presses; the first player is chosen by name."""

from __future__ import annotations

import pygame

from game.app import ui
from game.app.intents import Device, Intent
from game.app.main import App
from scenes.screens import screens
from scenes.setup import SetupScene
from scenes.table import TableScene
from scenes.table import frame as table_frame
from tests.app.events import click, key, run, settle


def move_mouse(pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)  # (the dummy driver's pointer; the event says it moved)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(12, 9), buttons=(0, 0, 0))
    )


def device(app: App) -> Device:
    return app.last_device  # (a call: mypy would hold the property to its first value)


def lit_items(menu: ui.Menu) -> list[str]:
    """The menu items drawn highlighted: focused, or lit by the mouse."""
    return [item.name for i, item in enumerate(menu.items) if i == menu.focus or item.hovered]


def open_setup(app: App) -> SetupScene:
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    app.stack.push(screens(app.stack).setup())
    run(app)
    scene = app.stack.top
    assert isinstance(scene, SetupScene)
    return scene


def test_letter_keys_on_the_new_game_screen_start_nothing(app: App) -> None:
    scene = open_setup(app)
    for code in (pygame.K_t, pygame.K_p, pygame.K_n, pygame.K_h, pygame.K_v):
        key(code)
        run(app)
        assert app.stack.top is scene, f"{pygame.key.name(code)} left the New game screen"
    pygame.event.post(
        pygame.event.Event(
            pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=pygame.CONTROLLER_BUTTON_X
        )
    )
    run(app)
    assert app.stack.top is scene  # the pad's "take" button neither
    app.stack.pop()
    run(app)
    menu = app.stack.top
    for code in (pygame.K_t, pygame.K_p, pygame.K_h):
        key(code)
        run(app)
        assert app.stack.top is menu


def test_first_player_is_chosen_by_name(app: App) -> None:
    scene = open_setup(app)
    row = next(i for i in scene.menu.items if i.name == "first")
    assert isinstance(row, ui.OptionRow)
    names = scene.setup.seat_names()
    assert row.choices == ["Random", *names] and row.value == names[0]
    assert not any(choice.startswith("Seat ") for choice in row.choices)
    scene.setup.seats[0].name = "Zoe"  # a rename shows at once
    run(app)
    assert row.value == "Zoe"


def test_prompts_follow_the_keyboard_after_the_mouse(app: App) -> None:
    app.settings.animation_speed = "instant"
    scene = open_setup(app)
    click((5, 5))  # the mouse, on nothing
    run(app)
    assert device(app) is Device.MOUSE and app.prompt_label(Intent.BACK) == "Right-click"
    scene.rename(0)
    run(app)
    settle(app)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)
    )
    run(app)
    assert device(app) is Device.KEYBOARD, "typing a name left the prompts on the mouse"
    assert app.prompt_label(Intent.BACK) == "Esc"
    key(pygame.K_RETURN)
    run(app)
    scene.start()
    run(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    click(table.layout.deck.center)
    run(app)
    assert device(app) is Device.MOUSE
    key(pygame.K_l)  # the log, a key no binding knows
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "movelog"
    assert device(app) is Device.KEYBOARD


def test_a_window_change_does_not_switch_the_prompts_to_the_mouse(app: App) -> None:
    key(pygame.K_DOWN)
    run(app)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(0, 0), buttons=(0, 0, 0))
    )
    run(app)
    assert device(app) is Device.KEYBOARD


def test_one_highlight_in_a_menu_the_one_enter_presses(app: App) -> None:
    menu_scene = app.stack.top
    assert menu_scene is not None and menu_scene.name == "menu"
    menu: ui.Menu = menu_scene.menu  # type: ignore[attr-defined]
    settings = next(i for i in menu.items if i.name == "settings")
    move_mouse(settings.rect.center)
    run(app)
    assert lit_items(menu) == ["settings"]  # the mouse moved the focus with it
    key(pygame.K_DOWN)  # the keyboard takes over; the resting mouse lights nothing
    run(app)
    below = menu.items[menu.items.index(settings) + 1].name  # History, since issue 57
    assert lit_items(menu) == [below]
    key(pygame.K_UP)
    run(app)
    assert lit_items(menu) == ["settings"]
    key(pygame.K_RETURN)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "settings"


def test_one_highlight_at_the_table(app: App) -> None:
    app.settings.animation_speed = "instant"
    scene = open_setup(app)
    scene.start()
    run(app, 20)  # the first decision is answerable once shown a moment (0.25 s)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.turns.human_turn() == 0
    rects = table.layout.button_row(2)
    key(pygame.K_RIGHT)  # focus on NO THANKS!, chosen here
    run(app)
    assert table_frame.lit_button(table, table.decision_desk.buttons(), rects) == 1
    move_mouse(rects[0].center)  # the mouse over TAKE: that one alone, as a click would
    run(app)
    assert table_frame.lit_button(table, table.decision_desk.buttons(), rects) == 0
    key(pygame.K_LEFT)
    key(pygame.K_RIGHT)  # the keyboard again: its focus alone
    run(app)
    assert table_frame.lit_button(table, table.decision_desk.buttons(), rects) == 1


def test_a_menu_opened_by_a_click_keeps_its_own_focus(app: App) -> None:
    """The mouse resting where it clicked does not take the new menu's focus; moving it
    does."""
    menu_scene = app.stack.top
    assert menu_scene is not None
    play = next(i for i in menu_scene.menu.items if i.name == "play")  # type: ignore[attr-defined]
    spot = (play.rect.left + 20, play.rect.bottom - 8)  # where the setup has an option row
    move_mouse(spot)
    run(app)
    click(spot)
    run(app, 2)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert any(i.rect.collidepoint(spot) for i in setup.menu.items)
    assert setup.menu.focused is not None and setup.menu.focused.name == "start"
    back = next(i for i in setup.menu.items if i.name == "back")
    move_mouse(back.rect.center)
    run(app)
    assert setup.menu.focused is not None and setup.menu.focused.name == "back"
