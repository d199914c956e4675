"""The move log: every move of the match in words, one round at a time, over the table.

Opened from the table (L, UP/DOWN on keyboard or pad, the Log button for mouse and
touch). UP/DOWN (or the wheel, or the ▲/▼ buttons) scroll; LEFT/RIGHT (or a swipe, or
the ◀/▶ buttons) show another round; L again, CONFIRM, BACK or Close return to the table. It
shows the table's `MoveStory` live, so moves made meanwhile are there when you look.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.theme import px
from game.i18n import N_, _

if TYPE_CHECKING:
    from scenes.table.story import MoveStory, StoryLine

# The keyboard's log key, both ways: it opens the log at the table and closes it here,
# unless the player bound it to something else in Controls.
LOG_KEY = pygame.K_l


def pressed_log_key(scene: Scene, event: pygame.event.Event) -> bool:
    """A press of the log key that no binding in Controls has taken over."""
    if event.type != pygame.KEYDOWN or getattr(event, "key", None) != LOG_KEY:
        return False
    return scene.app is None or LOG_KEY not in scene.app.input.key_bindings


LINE_COLORS = {"round": theme.BRASS, "result": theme.BRASS, "reveal": theme.MUTED}


class MoveLogScene(Scene):
    name = "movelog"
    opaque = False

    def __init__(self, story: MoveStory) -> None:
        super().__init__()
        self.story = story
        self.round = story.round
        self.scroll: int | None = None  # first line shown; None: follow the newest
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.close_rect = pygame.Rect(0, 0, 0, 0)
        self.up_rect = pygame.Rect(0, 0, 0, 0)
        self.down_rect = pygame.Rect(0, 0, 0, 0)
        self.prev_rect = pygame.Rect(0, 0, 0, 0)
        self.next_rect = pygame.Rect(0, 0, 0, 0)
        self.line_h = 20
        # Text and corner sizes, set by `on_resize` (the kiosk's log sets its own).
        self.title_px = self.label_px = self.arrow_px = self.line_px = 20
        self.radius = self.edge = 2
        self.title_at = (0, 0)
        self.title_box = pygame.Rect(0, 0, 0, 0)  # the title fits here, centred on title_at
        # `rows` as last wrapped, with what they were wrapped for (asked several times a
        # frame; the story only grows).
        self._rows: tuple[tuple[object, ...], list[tuple[str, theme.Color, str, int]]] = ((), [])

    # Content ------------------------------------------------------------------------
    def lines(self) -> list[StoryLine]:
        return self.story.round_lines(self.round)

    def title(self) -> str:
        rounds = self.story.rounds  # the match's length, from round 1 on
        if rounds > 1:
            return _("Move log · Round {round} of {rounds}").format(round=self.round, rounds=rounds)
        return _("Move log · This game")

    def rows(self) -> list[tuple[str, theme.Color, str, int]]:
        """The round's lines wrapped to the body's width, one row each: its words, colour,
        font kind and size (a line longer than the body goes on in the rows after it,
        rather than lose its end). Scrolling counts rows. Wrapped again only when the
        round, its lines, the body's width or the words' sizes change."""
        look = self.look
        key = (self.round, len(self.story.lines), self.body.w, self.line_px, look.text_floor)
        if self._rows[0] == key:
            return self._rows[1]
        out: list[tuple[str, theme.Color, str, int]] = []
        for line in self.lines():
            color = LINE_COLORS.get(line.kind, theme.CREAM)
            kind = "body" if line.kind == "reveal" else "bold"
            laid = theme.fit_text(line.text, self.line_px, kind, self.body.w, lines=12, look=look)
            out += [(row, color, kind, laid.size) for row in laid.lines]
        self._rows = (key, out)
        return out

    @property
    def row_h(self) -> int:
        """A row's height: the line height asked for, or a line of the font at its floor
        (TV text) if that is taller."""
        look = self.look
        size = max(self.line_px, look.text_floor, theme.MIN_TEXT)
        return max(self.line_h, theme.font(size, "bold").get_linesize())

    @property
    def visible(self) -> int:
        return max(1, self.body.h // self.row_h)

    def first_line(self) -> int:
        most = max(0, len(self.rows()) - self.visible)
        return most if self.scroll is None else max(0, min(most, self.scroll))

    def scroll_by(self, delta: int) -> None:
        most = max(0, len(self.rows()) - self.visible)
        new = max(0, min(most, self.first_line() + delta))
        self.scroll = None if new >= most else new

    def show_round(self, delta: int) -> None:
        new = max(1, min(self.story.round, self.round + delta))
        if new != self.round:
            self.round, self.scroll = new, None
            ui.sound_of(self)("move")

    def close(self) -> None:
        ui.sound_of(self)("back")
        if self.stack is not None:
            self.stack.pop()

    def refused(self, event: IntentEvent) -> bool:
        """Another player pressed (the one to move, say): the log is not theirs to read, and
        must not hold up their turn. It closes and their press acts at the table."""
        stack = self.stack
        if stack is None:
            return True
        if event.held:
            self.close()
            stack.handle(event)
        elif len(stack.scenes) > 1:
            stack.scenes[-2].handle(event)  # a release (a peek let go) reaches the table
        return True

    # Scene --------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        w, h = size
        self.scale = s = theme.scale_for(size)
        self.panel = pygame.Rect(0, 0, min(w - px(40, s), px(900, s)), 0)
        self.panel.height = ui.prompt_bar_top(h, s, look=look) - px(24, s) - px(20, s)
        self.panel.midtop = (w // 2, px(20, s))
        self.line_h = max(14, px(30, s))
        self.title_px, self.label_px, self.arrow_px = px(30, s), px(26, s), px(24, s)
        self.line_px, self.radius, self.edge = px(22, s), px(12, s), px(2, s)
        button = max(px(56, s), 40)
        self.close_rect = pygame.Rect(0, 0, max(px(140, s), 64), button)
        self.close_rect.topright = (self.panel.right - px(16, s), self.panel.top + px(14, s))
        self.prev_rect = pygame.Rect(0, 0, button, button)
        self.prev_rect.topleft = (self.panel.left + px(16, s), self.panel.top + px(14, s))
        # The next-round arrow by Close, not a fixed step from the previous one: the
        # title between them gets the row's room ("Round 1 of 3" wrapped in 300 px).
        self.next_rect = self.prev_rect.copy()
        self.next_rect.right = max(
            self.prev_rect.right + px(300, s) + button, self.close_rect.left - px(16, s)
        )
        self.up_rect = pygame.Rect(0, 0, button, button)
        self.up_rect.topright = (self.panel.right - px(16, s), self.close_rect.bottom + px(16, s))
        self.down_rect = self.up_rect.copy()
        self.down_rect.bottom = self.panel.bottom - px(16, s)
        self.title_at = ((self.prev_rect.right + self.next_rect.left) // 2, self.prev_rect.centery)
        self.title_box = pygame.Rect(
            self.prev_rect.right + px(8, s),
            self.prev_rect.top,
            self.next_rect.left - self.prev_rect.right - px(16, s),
            self.prev_rect.h,
        )
        top = self.close_rect.bottom + px(16, s)
        self.body = pygame.Rect(
            self.panel.left + px(24, s),
            top,
            self.up_rect.left - px(12, s) - self.panel.left - px(24, s),
            self.panel.bottom - px(16, s) - top,
        )

    def handle_raw(self, event: pygame.event.Event) -> bool:
        if pressed_log_key(self, event):
            self.close()
            return True
        return False

    def handle(self, event: IntentEvent) -> bool:
        if not event.held:
            return False
        intent = event.intent
        if intent in (Intent.BACK, Intent.MENU, Intent.CONFIRM):
            self.close()
        elif intent in (Intent.UP, Intent.DOWN):
            self.scroll_by(-1 if intent is Intent.UP else 1)
        elif intent in (Intent.LEFT, Intent.RIGHT):
            self.show_round(-1 if intent is Intent.LEFT else 1)
        elif intent is Intent.POINT and event.pos is not None:
            return self._point(event.pos)
        else:
            return False
        return True

    def _point(self, pos: tuple[int, int]) -> bool:
        page = max(1, self.visible - 1)
        acts: dict[str, Callable[[], None]] = {
            "Close": self.close,
            "up": lambda: self.scroll_by(-page),
            "down": lambda: self.scroll_by(page),
            "left": lambda: self.show_round(-1),
            "right": lambda: self.show_round(1),
        }
        # Only the buttons drawn: a hidden one may lie under the text.
        for rect, label in self.shown_buttons():
            if rect.collidepoint(pos):
                acts[label]()
                return True
        if not self.panel.collidepoint(pos):
            self.close()  # a click beside the log closes it, like on any pop-up
            return True
        return False

    def update(self, dt: float) -> None:
        ui.hover_cursor(self, [rect for rect, _label in self.shown_buttons()])

    def shown_buttons(self) -> list[tuple[pygame.Rect, str]]:
        """The buttons drawn now, with their labels: the arrows only where they lead on."""
        buttons = (
            (self.close_rect, "Close", True),
            (self.prev_rect, "left", self.round > 1),
            (self.next_rect, "right", self.round < self.story.round),
            (self.up_rect, "up", self.first_line() > 0),
            (self.down_rect, "down", self.scroll is not None),
        )
        return [(rect, label) for rect, label, shown in buttons if shown]

    def lit(self, rect: pygame.Rect) -> bool:
        """Whether `rect` is drawn highlighted (the mouse is over it)."""
        pointer = ui.pointer(self)
        return pointer is not None and rect.collidepoint(pointer)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        s = self.scale
        theme.dim(surface, 160)
        theme.draw_panel(surface, self.panel, s, alpha=245, look=look)
        theme.draw_text(
            surface, self.title(), self.title_at, self.title_px, theme.CREAM, "display",
            box=self.title_box, lines=2, look=look,
        )  # fmt: skip
        for rect, label in self.shown_buttons():
            lit = self.lit(rect)
            fill = ui.HOVER_FILL if lit else theme.PANEL
            pygame.draw.rect(surface, fill, rect, border_radius=self.radius)
            edge = theme.BRASS if lit else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, rect, self.edge, border_radius=self.radius)
            if label == "Close":
                words = _("Close")
                theme.draw_text(
                    surface, words, None, self.label_px, theme.CREAM, "bold",
                    box=rect.inflate(-px(8, s), -2), look=look,
                )  # fmt: skip
            else:
                theme.draw_arrow(surface, rect.center, self.arrow_px, label, theme.BRASS)
        rows = self.rows()
        first = self.first_line()
        y = self.body.top
        step = self.row_h
        for words, color, kind, size in rows[first : first + self.visible]:
            box = pygame.Rect(self.body.left, y, self.body.w, step)
            theme.draw_text(surface, words, None, size, color, kind, "topleft", box=box, look=look)
            y += step
        if not rows:
            theme.draw_text(
                surface,
                _("Nothing yet"),
                None,
                self.line_px,
                theme.MUTED,
                "body",
                box=self.body,
                look=look,
            )
        self.draw_prompts(surface)

    def draw_prompts(self, surface: pygame.Surface) -> None:
        look = self.look
        s = self.scale
        rounds = self.story.round
        app = self.app
        if app is not None:
            ui.clear_prompt_band(surface, s, look=look)
            prompts = [(Intent.UP, N_("Scroll"))]
            if rounds > 1:
                prompts.append((Intent.LEFT, N_("Round")))
            prompts.append((Intent.BACK, N_("Close")))
            ui.draw_prompt_bar(surface, prompts, app.prompt_label, app.last_device, s, look=look)
