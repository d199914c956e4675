"""Window sizes and full screen: nothing crashes, scenes always get at least 800×450."""

from __future__ import annotations

import argparse
import warnings
from pathlib import Path

import pygame
import pytest

from game.app.main import App, parse_size
from game.app.window import DRAW_CAP, MIN_SIZE, fit_desktop
from game.args import MAX_WINDOW
from scenes.flow import desktop
from scenes.howto import HowToScene
from scenes.pause import PauseScene
from scenes.settings import SettingsScene
from tests.app.events import click, key, run


@pytest.mark.parametrize("size", [(800, 450), (800, 3), (2, 600), (1, 1), (1920, 1080)])
def test_resize_never_crashes_and_clamps_layout(app: App, size: tuple[int, int]) -> None:
    for scene in (SettingsScene(), PauseScene(), HowToScene()):
        app.stack.push(scene)
    app.resize_window(size)
    run(app, frames=2)
    w, h = app.stack.size
    assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1]
    assert app.canvas.get_size() == app.stack.size


def test_resize_event_from_the_window_manager(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=500, size=(900, 500)))
    run(app)
    assert app.stack.size == (900, 500)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=300, h=40, size=(300, 40)))
    run(app)
    assert app.stack.size == MIN_SIZE


def test_clicks_map_through_a_letterboxed_tiny_window(app: App) -> None:
    app.resize_window((400, 225))  # half of the 800×450 canvas
    run(app)
    target = next(i for i in app.stack.top.menu.items if i.name == "howto")  # type: ignore[union-attr]
    x, y = target.rect.center
    # The window's minimum size may refuse to shrink (it does under SDL's own drivers);
    # wherever it ended, a click lands through the letterbox's scale.
    (ww, wh), (cw, ch) = app.window.get_size(), app.canvas.get_size()
    assert ww >= 400 and cw >= MIN_SIZE[0]
    click((x * ww // cw, y * wh // ch))
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "howto"


def test_f11_toggles_full_screen_and_persists(app: App) -> None:
    key(pygame.K_F11)
    run(app)
    assert app.is_fullscreen
    assert app.settings.fullscreen
    assert app.stack.size == app.canvas.get_size()
    key(pygame.K_F11)
    run(app)
    assert not full_screen(app)
    assert app.window.get_size() == windowed_on_return((1280, 720))  # back to a window


def test_fullscreen_setting_row_toggles_full_screen(app: App) -> None:
    app.stack.push(SettingsScene())
    key(pygame.K_RIGHT)  # "Full screen" row is focused first
    run(app)
    assert app.is_fullscreen
    key(pygame.K_RIGHT)
    run(app)
    assert not app.is_fullscreen


def test_size_parsing_and_desktop_fit() -> None:
    assert parse_size("1280x720") == (1280, 720)
    for small in ("300x100", "10x10", "799x450", "800x449"):
        with pytest.raises(argparse.ArgumentTypeError, match="at least 800x450"):
            parse_size(small)
    for bad in ("foo", "1280", "x720", "1280x"):
        with pytest.raises(argparse.ArgumentTypeError, match="1280x720"):
            parse_size(bad)
    assert parse_size("1080x1920") == (1080, 1920)  # portrait is fine
    w, h = fit_desktop((1920, 1080))
    assert w <= 1920 * 0.9 and abs(w / h - 16 / 9) < 0.02
    assert fit_desktop((640, 480)) == MIN_SIZE


def test_command_line_fullscreen_does_not_overwrite_the_saved_choice(settings_path: Path) -> None:
    from game.store.settings import load_settings

    app = App(
        size=(1280, 720),
        settings_path=settings_path,
        fullscreen=True,
        screens=desktop(),
        open_home=True,
    )
    pygame.event.clear()
    run(app)
    assert app.is_fullscreen
    app.settings.sound_volume = 0.5
    app.apply_settings()  # an unrelated change keeps full screen and saves windowed
    assert app.is_fullscreen
    saved, _ = load_settings(settings_path)
    assert saved.fullscreen is False and saved.sound_volume == 0.5
    app.set_fullscreen(False)
    assert not app.is_fullscreen


def test_the_window_keeps_its_minimum_size_after_a_resize(app: App) -> None:
    app.resize_window((1000, 600))
    app.resize_window((1100, 650))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == MIN_SIZE


def test_f11_pressed_while_the_window_manager_is_still_going_full_screen(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 38: a window manager makes the window full screen a while after set_mode; its
    sizes on the way, and an F11 pressed meanwhile, must not be taken for a windowed
    window (the press was lost, and the desktop-sized "window" came back partly below
    the screen edge)."""
    real_set_mode = pygame.display.set_mode
    desktop = pygame.display.get_desktop_sizes()[0]

    def late_full_screen(
        size: tuple[int, int] = (0, 0), flags: int = 0, *args: object, **kwargs: object
    ) -> pygame.Surface:
        if flags & pygame.FULLSCREEN:  # not yet: a desktop-sized plain window for now
            return real_set_mode(desktop, pygame.RESIZABLE)
        return real_set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", late_full_screen)
    windowed = app.window.get_size()
    key(pygame.K_F11)
    run(app)
    assert app.want_fullscreen
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=desktop[0], y=desktop[1]))
    run(app)  # the window manager reports the size on its way to full screen
    assert app.want_fullscreen
    key(pygame.K_F11)  # pressed before the window shows full screen
    run(app)
    assert not wanted(app) and not app.settings.fullscreen, "the press was lost"
    assert app.window.get_size() == app.windowed_size == windowed_on_return(windowed)


def test_back_from_full_screen_the_window_fits_the_desktop(app: App) -> None:
    desktop = pygame.display.get_desktop_sizes()[0]
    app.windowed_size = (desktop[0] + 200, desktop[1] + 100)  # as a maximised window left it
    app.set_fullscreen(True)
    app.set_fullscreen(False)
    w, h = app.window.get_size()
    assert w <= desktop[0] * 0.9 and h <= desktop[1] * 0.9


def windowed_on_return(size: tuple[int, int]) -> tuple[int, int]:
    """The window back from full screen: as it was, unless it would not fit the desktop
    (the dummy driver's is 1024x768), then the default window for that desktop."""
    desktop = pygame.display.get_desktop_sizes()[0]
    if size[0] > desktop[0] * 0.9 or size[1] > desktop[1] * 0.9:
        return fit_desktop(desktop)
    return size


# (Calls: mypy would hold a property read once to that value for the rest of a test.)
def full_screen(app: App) -> bool:
    return app.is_fullscreen


def wanted(app: App) -> bool:
    return app.want_fullscreen


@pytest.mark.parametrize(
    "event",
    [
        pygame.event.Event(pygame.VIDEORESIZE, w=8000, h=4500, size=(8000, 4500)),
        pygame.event.Event(pygame.WINDOWRESIZED, x=4500, y=8000),
        pygame.event.Event(pygame.WINDOWSIZECHANGED, x=9000, y=4400),
    ],
    ids=["VIDEORESIZE", "WINDOWRESIZED", "WINDOWSIZECHANGED"],
)
def test_a_resize_event_past_the_largest_window_is_capped(
    app: App, event: pygame.event.Event
) -> None:
    """Issue 54: a VIDEORESIZE of 16384x16384 made a 2.2 GB window and 0.85 s frames.
    Every resize event is held to `--size`'s largest window, either way round."""
    pygame.event.post(event)
    run(app, 2)
    w, h = app.window.get_size()
    assert max(w, h) <= max(MAX_WINDOW) and min(w, h) <= min(MAX_WINDOW)
    cw, ch = app.canvas.get_size()
    assert max(cw, ch) <= max(DRAW_CAP) and min(cw, ch) <= min(DRAW_CAP)
    assert app.guard.errors == 0
    app.resize_window((1280, 720))  # (the next test's window starts small)
