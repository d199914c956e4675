"""Title menu: Play (the setup scene), How to play, Learn to play (the guided first
game, offered on the first start), Settings, History, Quit."""

from __future__ import annotations

import math

import pygame

from game.app import ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.art import Logo
from game.draw.theme import px
from game.i18n import N_, _
from scenes import resume
from scenes.screens import screens


class MenuScene(Scene):
    name = "menu"
    music = "menu"  # the calm loop; set-up, settings and how-to, opened over it, keep it

    def __init__(self) -> None:
        super().__init__()
        self.logo = Logo()
        self.time = 0.0
        self.menu = ui.Menu(
            [
                ui.Button(N_("Play"), self.play, name="play"),
                ui.Button(N_("How to play"), self.howto, name="howto"),
                ui.Button(N_("Learn to play"), self.tutorial, name="tutorial"),
                ui.Button(N_("Settings"), self.settings, name="settings"),
                ui.Button(N_("History"), self.history, name="history"),
                ui.Button(N_("Quit"), self.quit, name="quit"),
            ]
        )
        self.scale = 1.0
        self.size = (1280, 720)
        self.top = 0
        self.logo_scale = 0.88
        self.laid_floor = -1  # the text floor the rows were laid out for

    def enter(self) -> None:
        self._offer_continue()

    def resume(self) -> None:
        self._offer_continue()

    def _offer_continue(self) -> None:
        """Continue heads the menu while a saved match is there to go back to."""
        shown = self.menu.items[0].name == "continue"
        if resume.can_continue(self.app) == shown:
            return
        items = (
            self.menu.items[1:]
            if shown
            else [
                ui.Button(N_("Continue"), self.continue_match, name="continue"),
                *self.menu.items,
            ]
        )
        self.menu = ui.Menu(items)
        self.on_resize(self.size)

    def continue_match(self) -> None:
        app, stack = self.app, self.stack
        if app is not None and stack is not None and not resume.continue_match(app, stack):
            self._offer_continue()

    def play(self) -> None:
        app = self.app
        if app is not None and self.offers_tutorial():
            app.settings.tutorial = "declined"  # chose to play straight away
            app.save_settings()
        if self.stack is not None:
            self.stack.push(screens(self).setup())

    def tutorial(self) -> None:
        if self.stack is not None:
            self.stack.push(screens(self).tutorial())

    def offers_tutorial(self) -> bool:
        """On the first start (nothing played, the lesson neither taken nor left) the menu
        offers the guided first game, once: Play or the lesson answers it."""
        app = self.app
        return app is not None and not app.settings.tutorial and not app.settings.last_setup

    def howto(self) -> None:
        if self.stack is not None:
            self.stack.push(screens(self).howto())

    def settings(self) -> None:
        if self.stack is not None:
            self.stack.push(screens(self).settings())

    def history(self) -> None:
        if self.stack is not None:
            self.stack.push(screens(self).stats())

    def quit(self) -> None:
        if self.app is not None:
            self.app.quit()
        elif self.stack is not None:
            self.stack.pop()

    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        self.size = size
        self.scale = s = theme.scale_for(size)
        # Taller-than-16:9 windows: centre the 1280×720 layout vertically.
        self.top = max(0, (size[1] - int(720 * s)) // 2)
        # More rows (Continue, History) are shorter, so Quit stays clear of the prompt bar.
        room = 720 - 296 - 70  # from the first row to above the prompt bar, at 720p
        count = len(self.menu.items)
        row = min(66, room // count - ui.ROW_GAP)
        first = self.top + px(296, s)
        self.logo_scale = s * 0.88
        self.laid_floor = look.text_floor
        # Larger text: rows as tall as their words need (seven were cramped); the column
        # rises towards the logo, and the logo shrinks to make room.
        need = ui.line_height(px(34, s), look=look) + px(12, s)
        if need > px(row, s):
            row = math.ceil(need / s)
            total = px(row, s) * count + px(ui.ROW_GAP, s) * (count - 1)
            bottom = ui.prompt_bar_top(size[1], s, look=look) - px(10, s)
            first = min(first, bottom - total)
            logo_room = first - self.top - px(14, s)
            self.logo_scale = s * 0.88 * max(0.4, min(1.0, logo_room / px(282, s)))
        # A label wider than the column at the size it is drawn (larger text, upright, in
        # French) widens the column, within the screen.
        face = theme.font(max(px(34, s), look.text_floor, theme.MIN_TEXT), "bold")
        widest = max(face.size(_(item.label))[0] for item in self.menu.items) + 2
        width = max(px(440, s), min(size[0] - px(48, s), widest + px(24, s)))
        self.menu.layout_column(size[0] // 2, first, width, s, row_height=row)

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
        self.menu.track(self)

    def _draw_offer(self, surface: pygame.Surface) -> None:
        """The first start's offer, beside "Learn to play" where it points."""
        look = self.look
        s = self.scale
        button = next(b for b in self.menu.items if b.name == "tutorial")
        rect = button.rect
        w, h = surface.get_size()
        anchor = "midleft"
        size = max(12, px(20, s))
        # Three lines of it, at the size it is drawn (TV and larger text raise the floor).
        tall = 3 * theme.font(max(size, look.text_floor), "bold").get_linesize()
        room = pygame.Rect(rect.right + px(16, s), 0, 0, max(rect.h * 2, tall))
        room.centery = rect.centery
        room.width = max(0, w - px(16, s) - room.left)
        if h > w:  # upright: the free room is under the menu, not beside it
            last = self.menu.items[-1].rect
            room = pygame.Rect(0, last.bottom + px(20, s), min(w - px(32, s), px(640, s)), 0)
            room.height, room.centerx, anchor = max(rect.h * 2, tall), w // 2, "midtop"
        theme.draw_text(
            surface, _("New here? Learn by playing a guided first game."), None,
            size, theme.BRASS, "bold", anchor, box=room, lines=3, look=look,
        )  # fmt: skip

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        if look.text_floor != self.laid_floor:  # the text size changed meanwhile
            self.on_resize(self.size)
        theme.draw_felt(surface, look=look)
        s = self.scale
        self.logo.draw(
            surface,
            (surface.get_width() // 2, self.top + px(14, s)),
            self.logo_scale,
            self.time,
            look=look,
        )
        self.menu.draw(surface, look=look)
        if self.offers_tutorial():
            self._draw_offer(surface)
        app = self.app
        if app is not None:
            ui.draw_prompt_bar(
                surface,
                [(Intent.DOWN, N_("Move")), (Intent.CONFIRM, N_("Select"))],
                app.prompt_label,
                app.last_device,
                s,
                look=look,
            )
