"""What the Settings and Accessibility screens share: a column of option rows on a panel
under a title, each change applied at once and saved, BACK (or MENU) held to leave."""

from __future__ import annotations

import pygame

from game.app import ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.theme import px
from game.i18n import N_
from game.store.settings import Settings


class OptionsScene(Scene):
    """The base of an options screen: `_build` makes `self.menu` (keeping its focus) and
    lays it out; `on_resize` and the title drawn are the screen's own."""

    def __init__(self) -> None:
        super().__init__()
        self.menu = ui.Menu([])
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.top = 0
        self.laid_floor = -1  # the text floor the rows were last laid out for

    def upright_column(self, size: tuple[int, int], row_height: int) -> tuple[int, int]:
        """An upright screen's column: wider than landscape's 760 px (the labels need it at
        larger text) and rows tall enough for a line of words at the text floor. Returns
        (width in pixels, row height in 720p pixels)."""
        look = self.look
        s = self.scale
        return max(px(760, s), int(size[0] * 0.92)), max(row_height, ui.words_row(s, look=look))

    @property
    def settings(self) -> Settings:
        app = self.app
        if app is None:
            # Without an App (bare-stack tests) edit a private copy.
            if not hasattr(self, "_local"):
                self._local = Settings()
            return self._local
        return app.settings

    def enter(self) -> None:
        self._build()

    def resume(self) -> None:
        self._build()

    def _build(self) -> None:
        raise NotImplementedError

    def _apply(self) -> None:
        if self.app is not None:
            self.app.apply_settings()

    def back(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def handle(self, event: IntentEvent) -> bool:
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            ui.sound_of(self)("back")
            self.back()
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        self.menu.track(self)

    def draw_screen(self, surface: pygame.Surface, title: str) -> None:
        """The felt, the (translated) title, the panel, the rows and the prompt bar."""
        look = self.look
        if look.text_floor != self.laid_floor:  # the text size changed since
            self.laid_floor = look.text_floor
            self.on_resize(surface.get_size())
        theme.draw_felt(surface, look=look)
        s = self.scale
        theme.draw_text(
            surface,
            title,
            (surface.get_width() // 2, self.top + px(70, s)),
            px(72, s),
            theme.CREAM,
            "display",
            outline=px(4, s),
            shadow=px(4, s),
            look=look,
        )
        theme.draw_panel(surface, self.panel, s, alpha=150, look=look)
        self.menu.draw(surface, look=look)
        app = self.app
        if app is not None:
            ui.draw_prompt_bar(
                surface,
                [(Intent.UP, N_("Move")), (Intent.RIGHT, N_("Change")), (Intent.BACK, N_("Back"))],
                app.prompt_label,
                app.last_device,
                s,
                look=look,
            )
