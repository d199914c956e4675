"""Title menu: Play, How to play, Settings, Quit.

Play pushes `scenes.setup.SetupScene` (the table engineer's), imported lazily; until that
exists a placeholder scene says so. `open_setup(stack)` is reusable (e.g. "Play again").
"""

from __future__ import annotations

import inspect
from typing import Any

import pygame

from game.app import theme, ui
from game.app.art import Logo
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene, SceneStack
from game.app.theme import px


def make_setup_scene(app: object) -> Scene:
    """Build the setup scene, passing `app` only if its constructor wants an argument."""
    try:
        from scenes.setup import SetupScene
    except ImportError:
        return PlaceholderScene("Game setup is not ready yet")
    # The setup scene's constructor is not part of the contract: pass `app` only if asked.
    factory: Any = SetupScene
    params = [
        p
        for p in inspect.signature(factory).parameters.values()
        if p.default is inspect.Parameter.empty
        and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    scene: Scene = factory(app) if params else factory()
    return scene


def open_setup(stack: SceneStack) -> None:
    stack.push(make_setup_scene(stack.app))


class MenuScene(Scene):
    name = "menu"

    def __init__(self) -> None:
        super().__init__()
        self.logo = Logo()
        self.time = 0.0
        self.menu = ui.Menu(
            [
                ui.Button("Play", self.play, name="play"),
                ui.Button("How to play", self.howto, name="howto"),
                ui.Button("Settings", self.settings, name="settings"),
                ui.Button("Quit", self.quit, name="quit"),
            ]
        )
        self.scale = 1.0
        self.size = (1280, 720)
        self.top = 0

    def play(self) -> None:
        if self.stack is not None:
            open_setup(self.stack)

    def howto(self) -> None:
        from scenes.howto import HowToScene

        if self.stack is not None:
            self.stack.push(HowToScene())

    def settings(self) -> None:
        from scenes.settings import SettingsScene

        if self.stack is not None:
            self.stack.push(SettingsScene())

    def quit(self) -> None:
        if self.app is not None:
            self.app.quit()
        elif self.stack is not None:
            self.stack.pop()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = theme.scale_for(size)
        # Taller-than-16:9 windows: centre the 1280×720 layout vertically.
        self.top = max(0, (size[1] - int(720 * s)) // 2)
        self.menu.layout_column(size[0] // 2, self.top + px(300, s), px(440, s), s, row_height=66)

    def handle(self, event: IntentEvent) -> bool:
        if event.intent is Intent.BACK and event.held:
            # BACK on the title never quits by accident: it only points at Quit.
            ui.sound_of(self)("back")
            self.menu.focus_named("quit")
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def update(self, dt: float) -> None:
        self.time += dt
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        s = self.scale
        self.logo.draw(
            surface, (surface.get_width() // 2, self.top + px(14, s)), s * 0.88, self.time
        )
        self.menu.draw(surface)
        app = self.app
        if app is not None:
            ui.draw_prompt_bar(
                surface,
                [(Intent.DOWN, "Move"), (Intent.CONFIRM, "Select")],
                app.prompt_label,
                app.last_device,
                s,
            )


class PlaceholderScene(Scene):
    """Shown where a screen another engineer writes is not in the build yet."""

    name = "placeholder"

    def __init__(self, message: str) -> None:
        super().__init__()
        self.message = message
        self.menu = ui.Menu([ui.Button("Back", self.back, name="back")])
        self.scale = 1.0

    def back(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.scale = s = theme.scale_for(size)
        self.menu.layout_column(size[0] // 2, int(size[1] * 0.6), px(360, s), s)

    def handle(self, event: IntentEvent) -> bool:
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            self.back()
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        s = self.scale
        theme.draw_text(
            surface,
            self.message,
            (surface.get_width() // 2, int(surface.get_height() * 0.4)),
            px(48, s),
            theme.CREAM,
            "display",
            outline=px(3, s),
        )
        self.menu.draw(surface)
