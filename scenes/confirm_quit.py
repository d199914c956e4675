"""Asked before leaving a match in progress (closing the window, or Quit to menu from the
pause overlay): "Keep playing" or "Leave". Nothing is lost either way: the match is
autosaved after every action, and the menu offers Continue.

`ConfirmQuitScene(mode)`: mode "quit" ends the app on Leave, "menu" returns to the menu.
Closing the window again while this is shown quits at once.
"""

from __future__ import annotations

import pygame

from game.app import theme, ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.app.theme import px


class ConfirmQuitScene(Scene):
    name = "confirm_quit"
    opaque = False

    def __init__(self, mode: str = "quit") -> None:
        super().__init__()
        self.mode = mode
        self.menu = ui.Menu(
            [
                ui.Button("Keep playing", self.keep_playing, name="keep"),
                ui.Button("Leave", self.leave, name="leave"),
            ]
        )
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_pos = (0, 0)
        self.note_pos = (0, 0)

    def keep_playing(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def leave(self) -> None:
        if self.mode == "quit" and self.app is not None:
            self.app.quit()
        elif self.stack is not None:
            self.stack.clear_to_named("menu")

    def on_resize(self, size: tuple[int, int]) -> None:
        self.scale = s = theme.scale_for(size)
        cx, cy = size[0] // 2, size[1] // 2
        bounds = self.menu.layout_column(cx, cy + px(10, s), px(420, s), s, row_height=70)
        self.panel = bounds.inflate(px(120, s), px(60, s))
        self.panel.top -= px(150, s)
        self.panel.height += px(150, s)
        self.title_pos = (cx, self.panel.top + px(58, s))
        self.note_pos = (cx, self.panel.top + px(118, s))

    def handle(self, event: IntentEvent) -> bool:
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            ui.sound_of(self)("back")
            self.keep_playing()
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.dim(surface, 175)
        theme.draw_panel(surface, self.panel, s)
        title = "Quit the game?" if self.mode == "quit" else "Leave this match?"
        theme.draw_text(
            surface, title, self.title_pos, px(48, s), theme.CREAM, "display", outline=px(3, s)
        )
        theme.draw_text(
            surface, "It is saved: Continue it from the menu.", self.note_pos, px(26, s)
        )
        self.menu.draw(surface)
        app = self.app
        if app is not None:
            ui.draw_prompt_bar(
                surface,
                [(Intent.CONFIRM, "Select"), (Intent.BACK, "Keep playing")],
                app.prompt_label,
                app.last_device,
                s,
            )
