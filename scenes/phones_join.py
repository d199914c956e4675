"""How to join with a phone, big enough to read from the couch (issue 66): the QR code
(its address carries the join key), the address, and the key as a short code to type.

Opened by the lobby's "Phones" button (switching phones on first if they are off) and by
the pause menu's "Show the phones' code". The QR code takes most of the screen's height:
at 1920×1080 its modules are about 19 pixels, some 12 mm on a 55-inch TV, which a phone's
camera reads from well past three metres; the code is drawn as large as a title. "Done"
(or Back) closes it; "Phones off" switches them off (the lobby only).
"""

from __future__ import annotations

import pygame

from game.app import ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.theme import px
from game.i18n import N_, _
from scenes import phones_lobby

QR_SHARE = 0.62  # of the screen's shorter side


class PhonesJoinScene(Scene):
    name = "phones_join"
    opaque = False

    def __init__(self, with_off: bool = True) -> None:
        super().__init__()
        items = [ui.Button(N_("Done"), self.close, name="done")]
        if with_off:
            items.append(ui.Button(N_("Phones off"), self.switch_off, name="off"))
        self.menu = ui.Menu(items)
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.code_rect = pygame.Rect(0, 0, 0, 0)
        self.words = pygame.Rect(0, 0, 0, 0)

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def switch_off(self) -> None:
        phones_lobby.switch(self, False)
        self.close()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.scale = s = theme.scale_for(size)
        w, h = size
        margin = px(20, s)
        self.panel = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        side = int(min(w, h) * QR_SHARE)
        upright = h > w
        if upright:  # the code on top, the words and buttons under it
            self.code_rect = pygame.Rect(0, 0, side, side)
            self.code_rect.midtop = (w // 2, self.panel.top + px(30, s))
            self.words = pygame.Rect(
                self.panel.left + px(30, s),
                self.code_rect.bottom + px(20, s),
                self.panel.w - px(60, s),
                0,
            )
        else:  # the code on the left, the words and buttons on the right
            self.code_rect = pygame.Rect(0, 0, side, side)
            self.code_rect.midleft = (self.panel.left + px(40, s), self.panel.centery)
            left = self.code_rect.right + px(40, s)
            self.words = pygame.Rect(left, self.panel.top + px(30, s), 0, 0)
            self.words.width = self.panel.right - px(30, s) - left
        rows = len(self.menu.items)
        buttons_h = rows * px(70, s) + (rows - 1) * px(ui.ROW_GAP, s)
        top = self.panel.bottom - px(30, s) - buttons_h
        self.words.height = max(1, top - px(20, s) - self.words.top)
        width = min(self.words.w, px(420, s))
        self.menu.layout_column(self.words.centerx, top, width, s, row_height=70)

    def handle(self, event: IntentEvent) -> bool:
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            ui.sound_of(self)("back")
            self.close()
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def interactive_rects(self) -> list[pygame.Rect]:
        return [self.code_rect, *(item.rect for item in self.menu.items)]

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        self.menu.track(self)
        app = self.app
        if app is not None and app.phones is None:
            self.close()  # switched off elsewhere: nothing to show

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        app = self.app
        s = self.scale
        theme.dim(surface, 200)
        theme.draw_panel(surface, self.panel, s, look=look)
        if app is None or app.phones is None:
            return
        phones = app.phones
        code = phones_lobby.qr_surface(phones.url, self.code_rect.w)
        surface.blit(code, code.get_rect(center=self.code_rect.center))
        words = self.words
        lines: list[tuple[str, int, theme.Color, str, int]] = [
            (_("Join with your phone"), px(52, s), theme.CREAM, "display", 2),
            (
                _("Scan the code with the phone's camera, or open:"),
                px(28, s),
                theme.CREAM,
                "bold",
                2,
            ),
            (phones.address.removeprefix("http://").rstrip("/"), px(40, s), theme.BRASS, "bold", 1),
            (_("and type this code:"), px(28, s), theme.CREAM, "bold", 2),
            (phones.code, px(96, s), theme.BRASS, "display", 1),
        ]
        share = [2, 2, 1, 2, 2]  # the lines' shares of the height
        unit = words.h // sum(share)
        y = words.top
        for (text, size, colour, kind, count), part in zip(lines, share, strict=True):
            box = pygame.Rect(words.x, y, words.w, unit * part)
            theme.draw_text(
                surface, text, None, size, colour, kind, box=box, lines=count, look=look
            )
            y += unit * part
        self.menu.draw(surface, look=look)
