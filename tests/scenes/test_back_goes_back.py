"""Pause, how-to and settings scenes: BACK always goes back one scene."""

from __future__ import annotations

import pygame

from game.app.main import App
from game.app.scene import Scene
from scenes.howto import PAGES, HowToScene
from scenes.pause import PauseScene
from tests.app.events import click, key, pad_button, run, tap


class FakeTable(Scene):
    name = "table"


def names(app: App) -> list[str]:
    return [s.name for s in app.stack.scenes]


def test_pause_overlay_resume_and_quit_to_menu(app: App) -> None:
    app.stack.push(FakeTable())
    app.stack.push(PauseScene())
    run(app)
    pad_button(pygame.CONTROLLER_BUTTON_START)
    run(app)
    assert names(app) == ["menu", "table"]
    app.stack.push(PauseScene())
    key(pygame.K_UP)  # wraps to "Quit to menu"
    key(pygame.K_RETURN)
    run(app)
    assert names(app) == ["menu"]


def test_pause_opens_settings_and_how_to_then_back(app: App) -> None:
    app.stack.push(FakeTable())
    app.stack.push(PauseScene())
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    run(app)
    assert names(app)[-1] == "settings"
    key(pygame.K_ESCAPE)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    run(app)
    assert names(app)[-1] == "howto"
    key(pygame.K_BACKSPACE)
    run(app)
    assert names(app) == ["menu", "table", "pause"]


def test_howto_pages_turn_with_every_device_and_confirm_leaves_at_the_end(app: App) -> None:
    scene = HowToScene()
    app.stack.push(scene)
    key(pygame.K_RIGHT)
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    run(app)
    assert scene.page == 2
    click(scene.next_rect.center)
    run(app)
    assert scene.page == 3
    tap(app, scene.prev_rect.center)
    run(app)
    assert scene.page == 2
    for _ in range(len(PAGES) - 1 - scene.page):
        key(pygame.K_RETURN)
    run(app)
    assert scene.page == len(PAGES) - 1 and names(app)[-1] == "howto"
    key(pygame.K_RETURN)
    run(app)
    assert names(app) == ["menu"]


def test_howto_done_button(app: App) -> None:
    scene = HowToScene()
    app.stack.push(scene)
    run(app)
    tap(app, scene.done_rect.center)
    run(app)
    assert names(app) == ["menu"]


def test_every_page_draws_at_small_and_large_sizes(app: App) -> None:
    scene = HowToScene()
    app.stack.push(scene)
    for size in ((800, 450), (1920, 1080)):
        app.resize_window(size)
        for page in range(len(PAGES)):
            scene.page = page
            run(app)
        # Something was drawn in the title area (cream lettering on felt).
        assert app.canvas.get_at((app.canvas.get_width() // 2, 2)) != (0, 0, 0, 255)


def test_settings_option_arrows_respond_to_taps(app: App) -> None:
    from scenes.settings import SettingsScene

    scene = SettingsScene()
    app.stack.push(scene)
    run(app)
    row = next(i for i in scene.menu.items if i.name == "animation_speed")
    left, right = row.arrow_rects(look=app.look)
    tap(app, right.center)
    run(app)
    assert app.settings.animation_speed == "2x"
    tap(app, left.center)
    tap(app, left.center)
    run(app)
    assert app.settings.animation_speed == "instant"  # wraps around
