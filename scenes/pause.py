"""Pause overlay drawn over the table: Resume, Settings, How to play, Quit to menu.

The table pushes `PauseScene()` on MENU/BACK. BACK or MENU here resumes (pops).
"""

from __future__ import annotations

import pygame

from game.app import theme, ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.app.theme import px


class PauseScene(Scene):
    name = "pause"
    opaque = False
    # A subclass (the quit question) changes the words and the buttons, not the layout.
    title = "Paused"
    note = ""  # a line under the title
    back_label = "Resume"

    def __init__(self) -> None:
        super().__init__()
        self.menu = ui.Menu(self.buttons())
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_pos = (0, 0)
        self.note_pos = (0, 0)

    def buttons(self) -> list[ui.Button]:
        return [
            ui.Button("Resume", self.resume_game, name="resume"),
            ui.Button("Settings", self.settings, name="settings"),
            ui.Button("How to play", self.howto, name="howto"),
            ui.Button("Quit to menu", self.quit_to_menu, name="quit"),
        ]

    def resume_game(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def settings(self) -> None:
        if self.stack is not None:
            self.stack.push_named("settings")

    def howto(self) -> None:
        if self.stack is not None:
            self.stack.push_named("howto")

    def quit_to_menu(self) -> None:
        if self.stack is None:
            return
        if any(getattr(scene, "match_in_progress", False) for scene in self.stack.scenes):
            self.stack.push_named("confirm_quit", "menu")  # asks first; the match is saved
        else:
            self.stack.clear_to_named("menu")

    def on_resize(self, size: tuple[int, int]) -> None:
        self.scale = s = theme.scale_for(size)
        cx, cy = size[0] // 2, size[1] // 2
        rows = len(self.menu.items)
        head = px(90 + (60 if self.note else 0), s)
        height = rows * px(70, s) + (rows - 1) * px(ui.ROW_GAP, s)
        top = cy - height // 2 + px(40 + (30 if self.note else 0), s)
        bounds = self.menu.layout_column(cx, top, px(420, s), s, row_height=70)
        self.panel = bounds.inflate(px(80 + (80 if self.note else 0), s), px(60, s))
        self.panel.top -= head
        self.panel.height += head
        self.title_pos = (cx, self.panel.top + px(62, s))
        self.note_pos = (cx, self.panel.top + px(122, s))

    def handle(self, event: IntentEvent) -> bool:
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            ui.sound_of(self)("back")
            self.resume_game()
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        self.menu.track(self)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.dim(surface, 175)
        theme.draw_panel(surface, self.panel, s)
        theme.draw_text(
            surface,
            self.title,
            self.title_pos,
            px(60, s),
            theme.CREAM,
            "display",
            outline=px(3, s),
        )
        if self.note:
            theme.draw_text(surface, self.note, self.note_pos, px(26, s))
        self.menu.draw(surface)
        app = self.app
        if app is not None:
            ui.clear_prompt_band(surface, s)
            ui.draw_prompt_bar(
                surface,
                [(Intent.CONFIRM, "Select"), (Intent.BACK, self.back_label)],
                app.prompt_label,
                app.last_device,
                s,
            )
