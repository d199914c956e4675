"""Naming a human seat: a text field and an on-screen keyboard, over the setup screen.

Whoever opened it types (`Scene.own_by`: a pad its own seat's name; keyboard, mouse and
touch together the names they opened). A keyboard types straight in (Backspace deletes,
Enter is done, Esc cancels); a gamepad moves over the on-screen keys with the D-pad and
presses with A (B cancels); mouse and touch press the keys directly (a tap or click beside
the panel cancels). `on_done(name)` gets the result. Its pad unplugged, it closes and the
name stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.theme import px
from game.i18n import N_, _

MAX_LEN = 12
ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ-'.!")
SPACE, DELETE, DONE = N_("Space"), N_("Delete"), N_("Done")  # translated when drawn
LAST_ROW = (SPACE, DELETE, DONE)


class NameEntryScene(Scene):
    name = "name_entry"
    opaque = False

    def __init__(
        self,
        title: str,
        initial: str,
        on_done: Callable[[str], object],
        owner: int | None = None,
    ) -> None:
        super().__init__()
        # Whoever opened it names the seat: a pad (its id), or keyboard, mouse and touch
        # (None). Nobody else types, moves or cancels here (`Scene.own_by`).
        self.own_by(owner)
        self.title = title
        self.text = initial[:MAX_LEN]
        self.on_done = on_done
        self.row, self.col = len(ROWS), 2  # start on Done: Enter keeps the name
        self.keys: list[list[pygame.Rect]] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.field = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def labels(self, row: int) -> tuple[str, ...]:
        return LAST_ROW if row == len(ROWS) else tuple(ROWS[row])

    # Editing ----------------------------------------------------------------------
    def type(self, chars: str) -> None:
        room = MAX_LEN - len(self.text)
        if room > 0:
            self.text += chars[:room]

    def press(self, label: str) -> None:
        if label == DONE:
            self.finish()
        elif label == DELETE:
            self.text = self.text[:-1]
        elif label == SPACE:
            self.type(" ")
        else:
            # Letters after the first of a word are lower case, as names are written.
            after_letter = bool(self.text) and self.text[-1].isalpha()
            self.type(label.lower() if after_letter else label)
        ui.sound_of(self)("move")

    def finish(self) -> None:
        self.on_done(" ".join(self.text.split()))
        if self.stack is not None:
            self.stack.pop()

    def cancel(self) -> None:
        ui.sound_of(self)("back")
        if self.stack is not None:
            self.stack.pop()

    # Input ------------------------------------------------------------------------
    def handle_raw(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or self.owner is not None:
            return False  # a pad's name is typed on that pad only
        key = getattr(event, "key", None)
        if key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.finish()
            return True
        if key == pygame.K_ESCAPE:
            self.cancel()
            return True
        char = getattr(event, "unicode", "")
        if isinstance(char, str) and len(char) == 1 and char.isprintable() and key not in ARROWS:
            self.type(char)
            return True
        return False

    def handle(self, event: IntentEvent) -> bool:
        if not event.held:
            return False
        intent = event.intent
        if intent in (Intent.BACK, Intent.MENU):
            self.cancel()
        elif intent in (Intent.UP, Intent.DOWN):
            self.row = (self.row + (-1 if intent is Intent.UP else 1)) % (len(ROWS) + 1)
            self.col = min(self.col, len(self.labels(self.row)) - 1)
        elif intent in (Intent.LEFT, Intent.RIGHT):
            n = len(self.labels(self.row))
            self.col = (self.col + (-1 if intent is Intent.LEFT else 1)) % n
        elif intent is Intent.CONFIRM:
            self.press(self.labels(self.row)[self.col])
        elif intent is Intent.POINT and event.pos is not None:
            for r, rects in enumerate(self.keys):
                for c, rect in enumerate(rects):
                    if rect.collidepoint(event.pos):
                        self.row, self.col = r, c
                        self.press(self.labels(r)[c])
                        return True
            if not self.panel.collidepoint(event.pos):
                self.cancel()  # touch has no Back: a tap beside the keyboard cancels
                return True
            return False
        else:
            return False
        return True

    # Frame ------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        w, h = size
        self.scale = s = theme.scale_for(size)
        key = max(px(64, s), 40)
        gap = px(8, s)
        width = 10 * key + 9 * gap
        self.panel = pygame.Rect(0, 0, width + px(48, s), 0)
        self.panel.height = px(150, s) + (len(ROWS) + 1) * (key + gap) + px(24, s)
        self.panel.center = (
            w // 2,
            min(h // 2, ui.prompt_bar_top(h, s, look=look) - self.panel.h // 2 - 8),
        )
        self.field = pygame.Rect(0, 0, width, px(64, s))
        self.field.midtop = (self.panel.centerx, self.panel.top + px(70, s))
        top = self.field.bottom + px(20, s)
        left = self.panel.centerx - width // 2
        self.keys = []
        for r, row in enumerate(ROWS):
            y = top + r * (key + gap)
            self.keys.append(
                [pygame.Rect(left + c * (key + gap), y, key, key) for c in range(len(row))]
            )
        y = top + len(ROWS) * (key + gap)
        wide = (width - 2 * gap) // 3
        self.keys.append([pygame.Rect(left + c * (wide + gap), y, wide, key) for c in range(3)])

    def interactive_rects(self) -> list[pygame.Rect]:
        # The whole panel: its keys, and the name being typed, which must stay in sight.
        return [self.panel, self.field, *(rect for row in self.keys for rect in row)]

    def update(self, dt: float) -> None:
        ui.hover_cursor(self, [r for row in self.keys for r in row])

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        s = self.scale
        theme.dim(surface, 170)
        theme.draw_panel(surface, self.panel, s, alpha=250, look=look)
        theme.draw_text(
            surface,
            _(self.title),
            (self.panel.centerx, self.panel.top + px(36, s)),
            px(34, s),
            theme.CREAM,
            "display",
            look=look,
        )
        pygame.draw.rect(surface, theme.PAPER, self.field, border_radius=px(10, s))
        shown = self.text + "_"
        theme.draw_text(
            surface,
            shown,
            self.field.center,
            px(38, s),
            theme.INK,
            "bold",
            anchor="center",
            look=look,
        )
        pointer = ui.pointer(self)
        for r, rects in enumerate(self.keys):
            for c, rect in enumerate(rects):
                focused = (r, c) == (self.row, self.col)
                lit = pointer is not None and rect.collidepoint(pointer)
                fill = theme.BRASS if focused else (ui.HOVER_FILL if lit else theme.PANEL)
                edge = theme.CREAM if focused else (theme.BRASS if lit else theme.PANEL_EDGE)
                pygame.draw.rect(surface, fill, rect, border_radius=px(10, s))
                pygame.draw.rect(surface, edge, rect, px(2, s), border_radius=px(10, s))
                color = theme.INK if focused else theme.CREAM
                label = self.labels(r)[c]
                theme.draw_text(surface, _(label), rect.center, px(28, s), color, "bold", look=look)
        app = self.app
        if app is not None:
            ui.clear_prompt_band(surface, s, look=look)
            ui.draw_prompt_bar(
                surface,
                [(Intent.CONFIRM, N_("Press key")), (Intent.BACK, N_("Cancel"))],
                app.prompt_label,
                app.last_device,
                s,
                look=look,
            )


ARROWS = frozenset({pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT})
