"""Reusable couch-friendly widgets: Button, OptionRow, Menu, Toasts, prompt bar.

Usage in a scene (any input device works; a mouse also gets hover highlights and a
pointing-hand cursor over what it can click, from `Menu.track(scene)` in `update`):

    from game.app import glyphs, ui
    from game.draw import theme
    from game.app.intents import Intent

    class MyScene(Scene):
        def __init__(self) -> None:
            super().__init__()
            self.menu = ui.Menu([
                ui.Button("Start", self.start),
                ui.OptionRow("Players", ["3", "4", "5"], index=0, on_change=self.set_players),
                ui.Button("Back", self.back),
            ])

        def on_resize(self, size):
            s = theme.scale_for(size)
            self.menu.layout_column(center_x=size[0] // 2, top=int(size[1] * 0.35),
                                    width=ui.px(480, s), scale=s)

        def handle(self, event):
            return self.menu.handle(event, sound=ui.sound_of(self))

        def update(self, dt):
            self.menu.update(dt)
            self.menu.track(self)          # hover highlight + hand cursor

        def draw(self, surface):
            theme.draw_felt(surface)
            self.menu.draw(surface)

`Menu.handle` moves focus with UP/DOWN (vertical) or LEFT/RIGHT (horizontal), changes
an OptionRow's value with LEFT/RIGHT (vertical menus), activates with CONFIRM, and
hit-tests POINT (mouse click or tap) — a tap on an OptionRow's arrow steps it. Sizes are
given in 1280×720 pixels and multiplied by the scale; a row is 76 px tall at 720p.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.app import glyphs
from game.app.intents import Device, Intent, IntentEvent
from game.draw import theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _

if TYPE_CHECKING:
    from game.app.audio import Audio
    from game.app.input import InputFunnel
    from game.app.scene import Scene

ROW_HEIGHT = 76  # at 720p; comfortably above the 64 px finger target
ROW_GAP = 12
HOVER_FILL = (40, 72, 58)  # a row under the mouse: lighter, with a brass edge
Sound = Callable[[str], None]


class WidgetsApp(Protocol):
    """What the widgets use of the app: the device in use, where the mouse points on the
    canvas, and the sounds."""

    @property
    def last_device(self) -> Device: ...

    input: InputFunnel
    audio: Audio


class SeesApp(Protocol):
    """A scene, or a scene seen through a narrower port (the table's helpers)."""

    @property
    def app(self) -> WidgetsApp | None: ...


def pointer(scene: SeesApp) -> tuple[int, int] | None:
    """Where the mouse points, in canvas pixels, while the mouse is the device in use
    (None after a key, pad or finger: their focus ring or finger says where they are, and
    a hover left behind would be a second highlight beside the focus)."""
    app = scene.app
    if app is None or app.last_device is not Device.MOUSE:
        return None
    return app.input.map_pos(pygame.mouse.get_pos())


_cursor_hand: list[bool] = [False]


def set_hand_cursor(on: bool) -> None:
    """A pointing hand over something clickable, the arrow elsewhere (changed only when
    it differs; a driver without cursors, like the headless one, is ignored)."""
    if _cursor_hand[0] == on:
        return
    _cursor_hand[0] = on
    with contextlib.suppress(pygame.error):
        pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if on else pygame.SYSTEM_CURSOR_ARROW)


def hover_cursor(scene: Scene, rects: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """Set the cursor for the scene on top; returns the clickable rect under the mouse."""
    pos = pointer(scene)
    hit = None
    if pos is not None:
        hit = next((r for r in rects if r.collidepoint(pos)), None)
    set_hand_cursor(hit is not None)
    return hit


def sound_of(scene: Scene) -> Sound:
    """The scene's app's `audio.play`, or a no-op when the scene runs without an App."""
    app = scene.app
    if app is None:
        return lambda _name: None
    return app.audio.play


class Button:
    """A labelled action. `on_activate` runs on CONFIRM or a click/tap on it.

    `label` (and an OptionRow's choices) are translated when drawn: pass the English
    msgid, marked `N_("Back")`, so a change of language shows at once."""

    def __init__(
        self,
        label: str,
        on_activate: Callable[[], Any] | None = None,
        enabled: bool = True,
        name: str | None = None,
    ) -> None:
        self.label = label
        self.on_activate = on_activate
        self.enabled = enabled
        self.name = name or label.lower()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.hovered = False  # under the mouse (set by `Menu.draw`)

    def activate(self) -> None:
        if self.enabled and self.on_activate is not None:
            self.on_activate()

    def point(self, pos: tuple[int, int]) -> bool:
        """A click/tap at `pos` (already known to be inside `rect`). Returns True if used."""
        self.activate()
        return True

    def step(self, delta: int) -> bool:
        """LEFT/RIGHT on a focused item; plain buttons ignore it."""
        return False

    def scroll(self, delta: int) -> bool:
        """UP/DOWN on a focused item, before the focus moves: True if it used them (a
        `ScrollArea` reading on)."""
        return False

    # False: not a row of the menu's column or row (a `ScrollArea` lies where its words do).
    in_line = True

    def draw(
        self, surface: pygame.Surface, focused: bool, pulse: float = 0.0, *, look: Look
    ) -> None:
        s = self.scale
        _draw_row_box(surface, self.rect, s, focused, self.enabled, pulse, self.hovered)
        color = theme.INK if focused else (theme.CREAM if self.enabled else theme.MUTED)
        theme.draw_text(
            surface,
            _(self.label),
            None,
            px(34, s),
            color,
            "bold",
            anchor="center",
            box=self.rect.inflate(-px(24, s), 0),
            lines=2,
            look=look,
        )


class OptionRow(Button):
    """A setting with a few values: "Label      ◀ value ▶"."""

    label_may_cut = False  # True where the label is a name a player typed
    # True: under TV text the value box is as wide as the widest value needs (short
    # values such as Off/On give the label the rest), not a fixed width.
    fit_value = False
    value_may_cut = False  # True where the values are names (a long one ends in "…")

    def __init__(
        self,
        label: str,
        choices: Sequence[str],
        index: int = 0,
        on_change: Callable[[int], Any] | None = None,
        wrap: bool = True,
        name: str | None = None,
        translated: bool = False,
    ) -> None:
        super().__init__(label, None, True, name)
        self.choices = list(choices)
        # Choices already in the language in use (words with a context, numbers): shown
        # as they are, not looked up again.
        self.translated = translated
        self.index = max(0, min(len(self.choices) - 1, index))
        self.on_change = on_change
        self.wrap = wrap
        self.label_rect = pygame.Rect(0, 0, 0, 0)  # where the label was last drawn
        self.label_reserve = 0  # pixels kept free between the label and the ◀ arrow
        # The look it was last drawn in: a click finds the arrows where they were drawn.
        self.drawn_look = Look.plain()

    @property
    def value(self) -> str:
        return self.choices[self.index]

    def step(self, delta: int) -> bool:
        n = len(self.choices)
        new = (self.index + delta) % n if self.wrap else max(0, min(n - 1, self.index + delta))
        if new == self.index:
            return False
        self.index = new
        if self.on_change is not None:
            self.on_change(new)
        return True

    def activate(self) -> None:
        self.step(1)

    def arrow_rects(self, *, look: Look) -> tuple[pygame.Rect, pygame.Rect]:
        """Tap targets for ◀ and ▶ (each a full row tall, so fingers hit them)."""
        h = self.rect.h
        value_w = px(230, self.scale)
        if self.fit_value and look.text_floor > 0 and self.choices:
            face = theme.font(max(px(30, self.scale), look.text_floor), "display")
            widest = max(face.size(_(choice))[0] for choice in self.choices)
            value_w = min(value_w, widest + px(48, self.scale) - h)
        elif look.text_floor > 0 and self.choices:
            # Larger text: a value wider than its box ("Instantanée") widens the box into
            # what the label leaves free (an upright screen's long rows have the room).
            face = theme.font(max(px(30, self.scale), look.text_floor), "display")
            shown = [c if self.translated else _(c) for c in self.choices]
            widest = max(face.size(choice)[0] for choice in shown)
            label = theme.font(max(px(30, self.scale), look.text_floor), "bold")
            free = (
                self.rect.w - 2 * h - px(28, self.scale) - self.label_reserve
                - label.size(_(self.label))[0] - 2
            )  # fmt: skip
            value_w = max(value_w, min(widest + px(48, self.scale) - h, free))
        right = pygame.Rect(self.rect.right - h, self.rect.y, h, h)
        left = pygame.Rect(right.x - value_w - h, self.rect.y, h, h)
        return left, right

    def point(self, pos: tuple[int, int]) -> bool:
        left, _right = self.arrow_rects(look=self.drawn_look)
        if left.collidepoint(pos):
            self.step(-1)
        else:
            # The right arrow and the row body both step forward, like CONFIRM.
            self.step(1)
        return True

    def draw(
        self, surface: pygame.Surface, focused: bool, pulse: float = 0.0, *, look: Look
    ) -> None:
        self.drawn_look = look
        s = self.scale
        _draw_row_box(surface, self.rect, s, focused, True, pulse, self.hovered)
        color = theme.INK if focused else theme.CREAM
        pad = px(28, s)
        left, right = self.arrow_rects(look=look)
        # The label keeps left of the ◀ arrow, the value between the arrows: each shrinks
        # in its own box rather than run into the other (a long name, a longer language).
        # (`label_reserve`: room a subclass keeps after the label, for its own marks.)
        label_w = left.left - self.rect.x - pad - self.label_reserve
        label_box = pygame.Rect(self.rect.x + pad, self.rect.y, max(1, label_w), self.rect.h)
        self.label_rect = theme.draw_text(
            surface,
            _(self.label),
            # Lato sits a little high in its line box; nudge labels onto the row's centre.
            (label_box.x, self.rect.centery + px(2, s)),
            px(30, s),
            color,
            "bold",
            anchor="midleft",
            box=label_box,
            lines=2,
            may_cut=self.label_may_cut,
            look=look,
        )
        arrow_color = theme.INK if focused else theme.BRASS
        theme.draw_arrow(surface, left.center, px(24, s), "left", arrow_color)
        theme.draw_arrow(surface, right.center, px(24, s), "right", arrow_color)
        value_box = pygame.Rect(
            left.centerx, self.rect.y, right.centerx - left.centerx, self.rect.h
        )
        theme.draw_text(
            surface,
            self.value if self.translated else _(self.value),
            None,
            px(30, s),
            color,
            "display",
            anchor="center",
            box=value_box.inflate(-px(40, s), 0),
            may_cut=self.value_may_cut,
            look=look,
        )


def _draw_row_box(
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    focused: bool,
    enabled: bool,
    pulse: float,
    hovered: bool = False,
) -> None:
    radius = px(18, s)
    if focused:
        # A thick glowing brass ring, readable from across the room.
        grow = px(6 + 3 * pulse, s)
        glow = rect.inflate(grow * 2, grow * 2)
        layer = pygame.Surface(glow.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.BRASS, 90), layer.get_rect(), border_radius=radius + grow)
        surface.blit(layer, glow.topleft)
        pygame.draw.rect(surface, theme.BRASS, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.CREAM, rect, px(3, s), border_radius=radius)
    else:
        shade = rect.move(0, px(4, s))
        pygame.draw.rect(surface, (8, 30, 22), shade, border_radius=radius)
        lit = hovered and enabled
        fill = HOVER_FILL if lit else (theme.PANEL if enabled else (30, 44, 38))
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        edge, width = (theme.BRASS, px(3, s)) if lit else (theme.PANEL_EDGE, px(2, s))
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


class Menu:
    """A focusable list of Buttons/OptionRows, vertical or horizontal."""

    def __init__(
        self, items: Sequence[Button], horizontal: bool = False, wrap: bool = True
    ) -> None:
        self.items: list[Button] = list(items)
        self.horizontal = horizontal
        self.wrap = wrap
        self.focus = 0
        self.time = 0.0
        self.pointer: tuple[int, int] | None = None  # the mouse, for hover highlights
        self._mouse_at: tuple[int, int] | None = None  # where it was last frame, in use or not
        self._first_enabled()

    def _first_enabled(self) -> None:
        for i, item in enumerate(self.items):
            if item.enabled:
                self.focus = i
                return

    @property
    def focused(self) -> Button | None:
        return self.items[self.focus] if self.items else None

    def focus_named(self, name: str) -> None:
        for i, item in enumerate(self.items):
            if item.name == name:
                self.focus = i

    def move(self, delta: int) -> bool:
        n = len(self.items)
        i = self.focus
        for _step in range(n):
            i += delta
            if self.wrap:
                i %= n
            elif not 0 <= i < n:
                return False
            if self.items[i].enabled:
                changed = i != self.focus
                self.focus = i
                return changed
        return False

    def layout_column(
        self,
        center_x: int,
        top: int,
        width: int,
        scale: float,
        row_height: int = ROW_HEIGHT,
        gap: int = ROW_GAP,
    ) -> pygame.Rect:
        """Stack items downward from `top`, `gap` apart (720p pixels); returns the
        bounding rect."""
        h, gap = px(row_height, scale), px(gap, scale)
        for i, item in enumerate(i for i in self.items if i.in_line):
            item.scale = scale
            item.rect = pygame.Rect(0, 0, width, h)
            item.rect.midtop = (center_x, top + i * (h + gap))
        return self.bounds()

    def layout_row(
        self, center: tuple[int, int], item_width: int, scale: float, row_height: int = ROW_HEIGHT
    ) -> pygame.Rect:
        """Lay items side by side centred on `center`; returns the bounding rect."""
        h, gap = px(row_height, scale), px(ROW_GAP * 2, scale)
        total = len(self.items) * item_width + (len(self.items) - 1) * gap
        x = center[0] - total // 2
        for item in self.items:
            item.scale = scale
            item.rect = pygame.Rect(x, center[1] - h // 2, item_width, h)
            x += item_width + gap
        return self.bounds()

    def layout_row_fitted(
        self,
        left: int,
        right: int,
        top: int,
        height: int,
        scale: float,
        gap: int = ROW_GAP,
        *,
        look: Look,
    ) -> pygame.Rect:
        """Lay items side by side from `left` to `right` (canvas pixels), `height` tall:
        each as wide as its words need at the text floor, the room left over shared out
        evenly (an upright screen, where equal widths cut a longer label)."""
        gap = px(gap, scale)
        face = theme.font(max(px(34, scale), look.text_floor, theme.MIN_TEXT), "bold")
        needs = [face.size(_(item.label))[0] + px(48, scale) for item in self.items]
        spare = max(0, right - left - gap * (len(self.items) - 1) - sum(needs))
        x = left
        for item, need in zip(self.items, needs, strict=True):
            item.scale = scale
            item.rect = pygame.Rect(x, top, need + spare // max(1, len(self.items)), height)
            x = item.rect.right + gap
        return self.bounds()

    def bounds(self) -> pygame.Rect:
        rows = [item for item in self.items if item.in_line]
        if not rows:
            return pygame.Rect(0, 0, 0, 0)
        return rows[0].rect.unionall([i.rect for i in rows[1:]])

    def handle(self, event: IntentEvent, sound: Sound | None = None) -> bool:
        """Use the intent if it concerns this menu; returns True if consumed."""
        play = sound or (lambda _n: None)
        intent = event.intent
        if not event.held:
            return False
        prev, nxt = (Intent.LEFT, Intent.RIGHT) if self.horizontal else (Intent.UP, Intent.DOWN)
        if intent in (prev, nxt):
            item = self.focused
            if item is not None and item.scroll(-1 if intent is prev else 1):
                return True
            if self.move(-1 if intent is prev else 1):
                play("move")
            return True
        if not self.horizontal and intent in (Intent.LEFT, Intent.RIGHT):
            item = self.focused
            if item is not None and item.step(-1 if intent is Intent.LEFT else 1):
                play("move")
                return True
            return False
        if intent is Intent.CONFIRM:
            item = self.focused
            if item is not None and item.enabled:
                play("confirm")
                item.activate()
                return True
            return False
        if intent is Intent.POINT and event.pos is not None:
            for i, item in enumerate(self.items):
                if item.enabled and item.rect.collidepoint(event.pos):
                    self.focus = i
                    play("confirm")
                    item.point(event.pos)
                    return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    def hovered(self) -> Button | None:
        pos = self.pointer
        if pos is None:
            return None
        return next((i for i in self.items if i.enabled and i.rect.collidepoint(pos)), None)

    def track(self, scene: Scene, extra: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
        """Follow the mouse (call from the scene's update): hover highlight on the item
        under it, and the hand cursor over it or over any of `extra`. The mouse moved
        onto an item moves the focus there: one highlight, the item CONFIRM presses."""
        pos = pointer(scene)
        # Only a mouse that moves while this menu is up: one resting where a click opened
        # the menu must not take the focus from the item it starts on.
        if pos is not None and self._mouse_at is not None and pos != self._mouse_at:
            for i, item in enumerate(self.items):
                if item.enabled and item.rect.collidepoint(pos):
                    self.focus = i
        self.pointer = pos
        if scene.app is not None:
            self._mouse_at = scene.app.input.map_pos(pygame.mouse.get_pos())
        rects = [i.rect for i in self.items if i.enabled] + list(extra)
        return hover_cursor(scene, rects)

    def draw(self, surface: pygame.Surface, *, look: Look) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
        under = self.hovered()
        for i, item in enumerate(self.items):
            item.hovered = item is under
            item.draw(surface, i == self.focus, pulse, look=look)


class Toasts:
    """Short notices stacked at the top of the screen (pad unplugged, settings reset)."""

    def __init__(self, seconds: float = 4.0) -> None:
        self.seconds = seconds
        self.items: list[list[Any]] = []  # [text, time_left]

    def push(self, text: str, seconds: float | None = None) -> None:
        self.items = [i for i in self.items if i[0] != text]
        self.items.append([text, seconds or self.seconds])
        del self.items[:-4]

    @property
    def texts(self) -> list[str]:
        return [str(i[0]) for i in self.items]

    def update(self, dt: float) -> None:
        for item in self.items:
            item[1] -= dt
        self.items = [i for i in self.items if i[1] > 0]

    def layout(
        self, size: tuple[int, int], avoid: Sequence[pygame.Rect] = (), *, look: Look
    ) -> list[tuple[str, float, pygame.Rect, int]]:
        """Where the newest two notices go: (text, time left, rect, text size), newest
        lowest. At the bottom centre just above the prompt bar, no wider than half the
        screen (the top holds seats, Menu and Log, the lobby's first rows and overlay
        titles); moved up past anything in `avoid` (what the screen's players press: Start
        and Back, the keyboard's keys, a seat's cards, a panel's buttons), or, with no
        room free of them anywhere, where they cover the least of it."""
        if not self.items:
            return []
        w, h = size
        s = theme.scale_for(size)
        width = max(min(w - px(40, s), px(360, s)), w // 2)
        pad_x, pad_y, gap = px(20, s), px(10, s), px(8, s)
        text_size = px(26, s)
        lowest = prompt_bar_top(h, s, look=look) - gap

        def place(
            count: int, *, look: Look
        ) -> tuple[list[tuple[str, float, pygame.Rect, int]], int, int]:
            """The newest `count` notices, and (how much of `avoid` they cover, bottom)
            at the best place: no cover first, then the lowest."""
            shown: list[tuple[str, float, pygame.Rect, int]] = []
            for text, left in reversed(self.items[-count:]):
                fitted = theme.fit_text(
                    text, text_size, "bold", width - 2 * pad_x, lines=2, look=look
                )
                line_h = theme.font(fitted.size, "bold").get_linesize()
                rect = pygame.Rect(0, 0, width, line_h * len(fitted.lines) + 2 * pad_y)
                shown.append((str(text), float(left), rect, text_size))
            block_h = sum(r.h for _t, _l, r, _s in shown) + gap * (len(shown) - 1)
            # Candidate bottoms, lowest first: the usual place, then just above each thing
            # to avoid, then the top edge.
            bottoms = {lowest, *(r.top - gap for r in avoid), block_h + gap}
            fit = sorted((b for b in bottoms if block_h + gap <= b <= lowest), reverse=True)

            def cover(bottom: int) -> int:
                block = pygame.Rect(w // 2 - width // 2, bottom - block_h, width, block_h)
                return sum(block.clip(r).w * block.clip(r).h for r in avoid if block.colliderect(r))

            best = min(fit or [lowest], key=lambda b: (cover(b), -b))
            return shown, cover(best), best

        # Two notices where they cover nothing; else only the newest (with no room free of
        # it anywhere, where it covers the least).
        shown, covered, bottom = place(2, look=look)
        if covered and len(self.items) > 1:
            shown, covered, bottom = place(1, look=look)
        for _text, _left, rect, _size in shown:
            rect.midbottom = (w // 2, bottom)
            bottom = rect.top - gap
        return shown

    def rects(
        self, size: tuple[int, int], avoid: Sequence[pygame.Rect] = (), *, look: Look
    ) -> list[pygame.Rect]:
        """The notices' rectangles as `draw` places them."""
        return [rect for _t, _l, rect, _s in self.layout(size, avoid, look=look)]

    def draw(
        self, surface: pygame.Surface, avoid: Sequence[pygame.Rect] = (), *, look: Look
    ) -> None:
        """The newest two notices (`layout` says where)."""
        s = theme.scale_for(surface.get_size())
        pad_x, pad_y = px(20, s), px(10, s)
        for text, left, rect, size in self.layout(surface.get_size(), avoid, look=look):
            fade = min(1.0, left / 0.4)
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(
                layer, (*theme.WARN, int(240 * fade)), layer.get_rect(), border_radius=px(14, s)
            )
            pygame.draw.rect(
                layer, (*theme.INK, int(255 * fade)), layer.get_rect(), px(2, s), px(14, s)
            )
            surface.blit(layer, rect)
            if fade > 0.3:
                theme.draw_text(
                    surface, text, None, size, theme.INK, "bold",
                    box=rect.inflate(-2 * pad_x, -2 * pad_y + 2), lines=2, look=look,
                )  # fmt: skip


def prompt_badge(
    surface: pygame.Surface,
    label: str,
    device: Device,
    midleft: tuple[int, int],
    height: int,
    look: Look,
) -> pygame.Rect:
    """Draw a key cap, a round pad button, or plain "Tap"/"Click" text at `midleft`
    (`label` is the input funnel's English name; the words are translated here)."""
    if device in (Device.TOUCH, Device.MOUSE) and label in POINTER_WORDS:
        return theme.draw_text(
            surface,
            _(label),
            midleft,
            int(height * 0.7),
            theme.BRASS,
            "bold",
            anchor="midleft",
            look=look,
        )
    if device is Device.GAMEPAD and label != "Pad":
        return glyphs.draw_prompt(
            surface, label, midleft, height, None, look
        )  # the pad's own style
    round_badge = device is Device.GAMEPAD and len(label) == 1
    colors = {"A": (96, 190, 88), "B": (222, 78, 62), "X": (70, 140, 230), "Y": (240, 196, 60)}
    color = colors.get(label, theme.CREAM) if round_badge else theme.CREAM
    text_color = theme.INK
    label = _(label)  # a key's name: "Space" is "Leertaste" on a German key cap
    width = theme.key_cap_size(label, height, round_badge, look=look)[0]
    center = (midleft[0] + width // 2, midleft[1])
    return theme.draw_key_badge(
        surface, label, center, height, round_badge, color, text_color, look=look
    )


# What a mouse or a finger is told to do: written as a word, not drawn as a key cap.
POINTER_WORDS = ("Tap", "Click", "Right-click")

# Intents a pointer has no button for: prompts for them are not shown to mouse or touch.
POINTERLESS = frozenset({Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT, Intent.PEEK})


def prompt_bar_top(height: int, scale: float, *, look: Look) -> int:
    """The y where the bottom prompt bar begins: lay buttons out above it."""
    return _bar_center(height, scale, look=look) - _bar_pill_height(scale, look=look) // 2


def prompt_badge_height(scale: float, *, look: Look) -> int:
    """The height of a prompt bar's key caps and buttons: 40 base px, taller where the
    text floor (TV text) makes their labels taller, so a label stays inside its cap."""
    return max(px(40, scale), math.ceil(look.text_floor * 1.3))


def _bar_pill_height(scale: float, *, look: Look) -> int:
    return prompt_badge_height(scale, look=look) + px(16, scale)


def _bar_center(height: int, scale: float, *, look: Look) -> int:
    """The y of the bar's (last row's) middle: 38 base px up, the pill inside the screen."""
    return height - max(px(38, scale), _bar_pill_height(scale, look=look) // 2 + px(6, scale))


def clear_prompt_band(surface: pygame.Surface, scale: float, *, look: Look) -> None:
    """Cover the bottom band where the scene beneath an overlay drew its prompt bar, so
    only the overlay's own prompts show."""
    h = surface.get_height()
    top = prompt_bar_top(h, scale, look=look) - px(4, scale)
    surface.fill((8, 26, 19), pygame.Rect(0, top, surface.get_width(), h - top))


def draw_prompt_bar(
    surface: pygame.Surface,
    prompts: Sequence[tuple[Intent, str]],
    label_for: Callable[[Intent], str],
    device: Device,
    scale: float,
    *,
    look: Look,
) -> None:
    """A bottom bar of "[Enter] Select   [Esc] Back" hints for the last-used device.

    Only that device's inputs are named: a mouse or a finger has no arrow keys, so
    direction prompts are left out for them (they click or tap what they want)."""
    h = prompt_badge_height(scale, look=look)
    y = _bar_center(surface.get_height(), scale, look=look)
    if device in (Device.MOUSE, Device.TOUCH):
        prompts = [(i, text) for i, text in prompts if i not in POINTERLESS]
    if not prompts:
        return
    # The hints are translated here, so scenes may pass msgids (N_) or translated words.
    parts: list[tuple[str, str]] = [(label_for(intent), _(text)) for intent, text in prompts]
    # Measure first so the whole bar is centred.
    gap, inner = px(34, scale), px(10, scale)
    badges = []
    for key, _text in parts:
        shown = key if device is Device.GAMEPAD else _(key)
        badge_w = (
            glyphs.prompt_width(key, h, look=look)
            if device is Device.GAMEPAD
            else theme.key_cap_size(shown, h, look=look)[0]
        )
        if device in (Device.TOUCH, Device.MOUSE) and key in POINTER_WORDS:
            badge_w = theme.render_text(
                _(key), int(h * 0.7), theme.BRASS, "bold", look=look
            ).get_width()
        badges.append(badge_w)
    size = px(26, scale)
    room = surface.get_width() - px(48, scale) - 2 * px(8, scale)

    least = max(look.text_floor, theme.MIN_TEXT)

    def text_widths(size: int) -> list[int]:
        face = theme.font(max(size, least), "bold")
        return [face.size(text)[0] + 2 for _key, text in parts]

    def width(texts: list[int], gap: int) -> int:
        return sum(b + inner + t for b, t in zip(badges, texts, strict=True)) + gap * (
            len(parts) - 1
        )

    # Too wide for the screen (a longer language, more hints, a narrow window): closer
    # hints, then smaller words down to the floor, then the first hints (moving about)
    # left out before the bar runs off the screen. (Each size's words are measured once.)
    texts = text_widths(size)
    if width(texts, gap) > room:
        gap = px(14, scale)
    while width(texts, gap) > room and size > least:
        size -= 1
        texts = text_widths(size)
    while width(texts, gap) > room and len(parts) > 1:
        parts, badges, texts = parts[1:], badges[1:], texts[1:]
    widths = list(zip(badges, texts, strict=True))
    total = width(texts, gap)
    x = surface.get_width() // 2 - total // 2
    # (TV text can stand taller than the badges: the words' own line height then.)
    line_h = theme.font(max(size, least), "bold").get_linesize()
    text_h = max(h + px(8, scale), line_h + 2)
    # An opaque pill behind the hints, so an overlay's bar hides the one beneath it.
    pill = pygame.Rect(0, 0, total + px(48, scale), max(h + px(16, scale), text_h))
    pill.center = (surface.get_width() // 2, y)
    pygame.draw.rect(surface, (12, 38, 28), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, pill, px(2, scale), border_radius=pill.h // 2)
    for (key, text), (badge_w, text_w) in zip(parts, widths, strict=True):
        prompt_badge(surface, key, device, (x, y), h, look=look)
        x += badge_w + inner
        box = pygame.Rect(x, y - text_h // 2, text_w + 2, text_h)
        theme.draw_text(
            surface,
            text,
            None,
            size,
            theme.CREAM,
            "bold",
            anchor="midleft",
            shadow=2,
            box=box,
            look=look,
        )
        x += text_w + gap


def line_height(size: int, kind: str = "bold", *, look: Look) -> int:
    """The height of a line of words asked at `size`: at the text floor (TV or larger
    text) if that is more. A box one line tall is at least this."""
    return theme.font(max(size, look.text_floor, theme.MIN_TEXT), kind).get_linesize()


def words_row(scale: float, size: int = 34, *, look: Look) -> int:
    """The least height, in 720p pixels, of a row holding one line of words asked at `size`
    (720p) once the text floor (TV or larger text) has its say: a row no shorter lets its
    words stay inside it."""
    return math.ceil((line_height(px(size, scale), look=look) + px(6, scale)) / max(scale, 0.01))


class ScrollText:
    """Paragraphs wrapped to a box and drawn from line `first` on, at their size (never
    shrunk past legibility nor cut): where they run past the box, a ▲ or ▼ in its right
    margin says there is more, and `scroll` moves through them (a scene maps UP/DOWN, the
    wheel and a drag to it). Remembers the last layout it drew (`total`, `visible`)."""

    def __init__(self) -> None:
        self.first = 0
        self.total = 0
        self.visible = 0
        self.box = pygame.Rect(0, 0, 0, 0)
        # Where ▲ and ▼ were last drawn (lit brass where there is more that way).
        self.marks: tuple[pygame.Rect, ...] = ()
        self._key: tuple[object, ...] = ()

    @property
    def more_above(self) -> bool:
        return self.first > 0

    @property
    def more_below(self) -> bool:
        return self.first + self.visible < self.total

    def scroll(self, lines: int) -> bool:
        """Move by `lines` (negative: back); False if already at that end."""
        new = max(0, min(self.total - self.visible, self.first + lines))
        new = max(0, new)
        if new == self.first:
            return False
        self.first = new
        return True

    def page(self, delta: int) -> bool:
        return self.scroll(delta * max(1, self.visible - 1))

    def draw(
        self,
        surface: pygame.Surface,
        paragraphs: Sequence[tuple[str, theme.Color]],
        box: pygame.Rect,
        size: int,
        kind: str = "bold",
        anchor: str = "topleft",
        *,
        look: Look,
    ) -> list[pygame.Rect]:
        """Draw what fits of `paragraphs` (text, colour) in `box`; returns the lines'
        rectangles. New words (another decision) start again from the top."""
        key = (tuple(paragraphs), box.size, size, kind)
        if key != self._key:
            self._key, self.first = key, 0
        self.box = pygame.Rect(box)
        lines = self._lines(paragraphs, box.w, size, kind, look=look)
        step = max(1, max(theme.font(s, kind).get_linesize() for _t, _c, s in lines))
        if len(lines) * step > box.h:  # room for the marks beside the words
            mark_w = max(px(22, theme.scale_for(surface.get_size())), step // 2)
            lines = self._lines(paragraphs, box.w - mark_w, size, kind, look=look)
        self.total = len(lines)
        self.visible = max(1, box.h // step)
        self.first = max(0, min(self.first, self.total - self.visible))
        drawn = []
        y = box.y
        if self.total <= self.visible and "mid" in anchor:  # short words sit centred
            y += (box.h - self.total * step) // 2
        for text, color, fitted in lines[self.first : self.first + self.visible]:
            line = pygame.Rect(box.x, y, box.w, step)
            align = "midleft" if "left" in anchor else "center"
            if self.total > self.visible:
                line.w -= max(px(22, theme.scale_for(surface.get_size())), step // 2)
            drawn.append(
                theme.draw_text(
                    surface, text, None, fitted, color, kind, align, box=line, look=look
                )
            )
            y += step
        self._marks(surface, box, step)
        return drawn

    def _lines(
        self,
        paragraphs: Sequence[tuple[str, theme.Color]],
        width: int,
        size: int,
        kind: str,
        *,
        look: Look,
    ) -> list[tuple[str, theme.Color, int]]:
        out: list[tuple[str, theme.Color, int]] = []
        for text, color in paragraphs:
            laid = theme.fit_text(text, size, kind, max(1, width), 0, 10_000, look=look)
            out += [(line, color, laid.size) for line in laid.lines]
        return out

    def _marks(self, surface: pygame.Surface, box: pygame.Rect, step: int) -> None:
        """▲ at the top right while lines lie above, ▼ at the bottom right while lines lie
        below, and between them a bar showing where the shown lines are."""
        self.marks = ()
        if self.total <= self.visible:
            return
        size = max(px(18, theme.scale_for(surface.get_size())), step // 3)
        x = box.right - size // 2 - 1
        track = pygame.Rect(x - 1, box.y + size + 4, 3, max(1, box.h - 2 * size - 8))
        pygame.draw.rect(surface, theme.PANEL_EDGE, track)
        share = self.visible / self.total
        thumb = pygame.Rect(
            x - 2,
            track.y + int(track.h * self.first / self.total),
            5,
            max(6, int(track.h * share)),
        )
        pygame.draw.rect(surface, theme.BRASS, thumb, border_radius=2)
        up_color = theme.BRASS if self.more_above else theme.PANEL_EDGE
        down_color = theme.BRASS if self.more_below else theme.PANEL_EDGE
        self.marks = (
            theme.draw_arrow(surface, (x, box.y + size // 2), size, "up", up_color),
            theme.draw_arrow(surface, (x, box.bottom - size // 2), size, "down", down_color),
        )


class ScrollArea(Button):
    """A focus stop on words a `ScrollText` draws (History's numbers and mistakes): while
    focused, UP/DOWN read on through them and pass the focus on at their ends; CONFIRM
    or a tap reads on a page. Enabled only while its words run past their box; the scene
    draws the words, and its focus ring (`draw_focus`)."""

    in_line = False

    def __init__(self, reading: ScrollText, name: str = "reading") -> None:
        super().__init__("", None, False, name)
        self.reading = reading

    def sync(self, rect: pygame.Rect) -> None:
        """After the words are drawn: where they are, and whether there is more."""
        self.rect = pygame.Rect(rect)
        self.enabled = self.reading.total > self.reading.visible

    def scroll(self, delta: int) -> bool:
        return self.reading.scroll(delta)

    def activate(self) -> None:
        if not self.reading.page(1):
            self.reading.scroll(-self.reading.total)  # at the end: back to the top

    def point(self, pos: tuple[int, int]) -> bool:
        self.reading.page(-1 if pos[1] < self.rect.centery else 1)
        return True

    def draw(
        self, surface: pygame.Surface, focused: bool, pulse: float = 0.0, *, look: Look
    ) -> None:
        """Nothing: the menu draws its rows before the scene draws these words."""

    def draw_focus(self, surface: pygame.Surface, scale: float) -> None:
        """The focus ring around the words, drawn after them."""
        grow = px(5, scale)
        ring = self.rect.inflate(2 * grow, 2 * grow)
        pygame.draw.rect(surface, theme.BRASS, ring, px(4, scale), border_radius=px(22, scale))
