"""The window: its size, full screen on and off, and the canvas the scenes draw on.

`App` (`game.app.main`, the loop) is a `WindowHost`: it opens the window with
`_init_window` and `_open_window`, and hands it the window manager's resize and move
events. What scenes and tests use of it, on the app:

    app.window / app.canvas        the display surface, and what scenes draw on
    app.set_fullscreen(on) / app.toggle_fullscreen() / app.is_fullscreen
    app.resize_window(size)        as if the user dragged the window (tests, tools)
    app.to_canvas(pos)             the canvas pixel shown at a window pixel (letterbox, scaling)
    app.bring_forward()            restore and focus the window

The canvas is at most `DRAW_CAP` (3840x2160 either way round): a larger window shows it
scaled up by a whole factor, a window below the minimum shows it letterboxed.
"""

from __future__ import annotations

import contextlib
import logging
import math
import warnings
from typing import TYPE_CHECKING

import pygame

from game.app import compose
from game.app.input import InputFunnel
from game.app.scene import SceneStack
from game.args import MAX_WINDOW, MIN_WINDOW
from game.draw import sprites, theme
from game.i18n import _
from game.store.settings import Settings

MIN_SIZE = MIN_WINDOW
# The largest drawing surface (either way round: a portrait kiosk screen is 2160×3840).
# A larger window is drawn smaller by a whole factor and each pixel shown as k×k, so a
# 10000×10000 window costs what a 4K one does (issue 44, item 5).
DRAW_CAP = (3840, 2160)
RETURN_ASKS = 4  # times the size back from full screen is asked again (a busy WM)
# Each full-screen switch asked, in order: what a window manager made of it can be told
# from the log (and a test knows the game has handled its key presses).
window_log = logging.getLogger("nothanks.window")


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])


def cap_window(size: tuple[int, int]) -> tuple[int, int]:
    """A windowed size within `MAX_WINDOW` either way round (as `--size` is): a resize
    event asking for 16384x16384 once made a 2.2 GB window surface and 0.85 s frames."""
    w, h = max(1, size[0]), max(1, size[1])
    long_cap, short_cap = max(MAX_WINDOW), min(MAX_WINDOW)
    if w >= h:
        return min(w, long_cap), min(h, short_cap)
    return min(w, short_cap), min(h, long_cap)


def canvas_plan(window: tuple[int, int]) -> tuple[tuple[int, int], int]:
    """The canvas size for a window, and the whole factor the window shows it scaled up
    by (1: the canvas is the window, or a letterbox scaled to fit it)."""
    w, h = window
    if w >= MIN_SIZE[0] and h >= MIN_SIZE[1]:
        long_cap, short_cap = max(DRAW_CAP), min(DRAW_CAP)
        k = max(1, math.ceil(max(w, h) / long_cap), math.ceil(min(w, h) / short_cap))
        size = (math.ceil(w / k), math.ceil(h / k))
        if k == 1 or (size[0] >= MIN_SIZE[0] and size[1] >= MIN_SIZE[1]):
            return size, k
    # A sliver (or a sliver of a giant): the canvas keeps the minimum, within the cap.
    cw, ch = clamp_size(window)
    shrink = min(1.0, max(DRAW_CAP) / max(cw, ch), min(DRAW_CAP) / min(cw, ch))
    return clamp_size((int(cw * shrink), int(ch * shrink))), 1


def fit_desktop(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest 16:9 window within 90 % of the desktop (room for panels and borders)."""
    dw, dh = desktop
    w = int(min(dw * 0.9, dh * 0.9 * 16 / 9)) // 16 * 16
    return clamp_size((w, w * 9 // 16))


class WindowHost:
    """The window and its canvas, for the app that holds them (`App` is one). The host
    provides its settings, input funnel, scene stack and compositor, and `notify` and
    `save_settings`; `_init_window` sets the window's own state."""

    settings: Settings
    input: InputFunnel
    stack: SceneStack
    compositor: compose.Compositor

    if TYPE_CHECKING:

        def notify(self, text: str, seconds: float = 4.0) -> None: ...

        def save_settings(self) -> None: ...

    def _init_window(self, size: tuple[int, int] | None, fullscreen: bool | None) -> None:
        """The window's state before it opens (`_open_window` opens it)."""
        # A --fullscreen/--windowed flag applies to this run only; the saved setting stays.
        self.want_fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self._saved_fullscreen = self.settings.fullscreen
        self.windowed_size = clamp_size(size) if size else self._default_window_size()
        # Back from full screen: the size asked, until the window manager shows it, and
        # how many times more it may be asked (see `_on_window_resized`).
        self._returning_to: tuple[int, int] | None = None
        self._return_asks_left = 0
        self.window: pygame.Surface = pygame.Surface((1, 1))
        self.canvas: pygame.Surface = pygame.Surface(MIN_SIZE)
        self._letterbox = pygame.Rect(0, 0, *MIN_SIZE)
        self._upscale = 1  # > 1: the window shows each canvas pixel as k×k (`DRAW_CAP`)

    @property
    def is_fullscreen(self) -> bool:
        return bool(self.window.get_flags() & pygame.FULLSCREEN)

    def set_fullscreen(self, on: bool) -> None:
        returning = self.want_fullscreen and not on
        self.want_fullscreen = on
        self._open_window(returning)
        w, h = self.windowed_size
        window_log.info("full screen" if self.want_fullscreen else f"windowed {w}x{h}")
        self.settings.fullscreen = self._saved_fullscreen = self.want_fullscreen
        self.save_settings()

    def toggle_fullscreen(self) -> None:
        # From the state asked for, not the window's flags: a window manager applies full
        # screen a while after set_mode, and a press made meanwhile would ask for the same
        # state again and be lost.
        self.set_fullscreen(not self.want_fullscreen)

    def _default_window_size(self) -> tuple[int, int]:
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            desktops = []
        return fit_desktop(desktops[0]) if desktops else (1280, 720)

    def _open_window(self, returning: bool = False) -> None:
        """Open (or rebuild) the window; `returning`: back from full screen to a window."""
        if pygame.display.get_surface() is not None and self._switch_in_place(returning):
            return
        if self.want_fullscreen:
            try:
                self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.want_fullscreen = False
                self.notify(_("Full screen is not available here"))
        if not self.want_fullscreen:
            if returning:
                self.windowed_size = self._fit_desktop_size(self.windowed_size)
            self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self._set_minimum_size()
            if returning:
                self._centre_window()
        self._fit_canvas()

    def _switch_in_place(self, returning: bool) -> bool:
        """Full screen on and off on the open window (SDL's desktop full screen), rather
        than a new `set_mode`: under a window manager, a window rebuilt while it still
        left full screen was kept desktop-sized at 0,0. The window's size and place are
        set at once; the window manager's resize events that follow are read as they come.
        False when the driver cannot (the caller rebuilds the window instead)."""
        try:
            window = self._sdl_window()
            self._returning_to = None
            if self.want_fullscreen:
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
                if returning:
                    self.windowed_size = self._fit_desktop_size(self.windowed_size)
                    self._returning_to = self.windowed_size
                    self._return_asks_left = RETURN_ASKS
                window.size = self.windowed_size
                window.position = pygame.WINDOWPOS_CENTERED
                window.minimum_size = MIN_SIZE
        except (pygame.error, AttributeError, TypeError):
            return False
        surface = pygame.display.get_surface()
        if surface is None:
            return False
        self.window = surface
        self._fit_canvas()
        return True

    @staticmethod
    def _sdl_window() -> pygame.Window:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # deprecated, but the display module's window
            return pygame.Window.from_display_module()

    def _fit_desktop_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """`size`, or the default window if it would not fit the desktop with its frame."""
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            return size
        if desktops and (size[0] > desktops[0][0] * 0.9 or size[1] > desktops[0][1] * 0.9):
            return fit_desktop(desktops[0])
        return size

    def _centre_window(self) -> None:
        """Back from full screen, the window opens wholly on screen, centred (SDL would
        put it back where it was, which a full-screen-sized window left below the edge)."""
        with contextlib.suppress(pygame.error, AttributeError, TypeError):
            self._sdl_window().position = pygame.WINDOWPOS_CENTERED

    def _set_minimum_size(self) -> None:
        # Best effort: let the OS refuse tiny windows; `_fit_canvas` copes if it does not.
        with contextlib.suppress(pygame.error, AttributeError, TypeError):
            self._sdl_window().minimum_size = MIN_SIZE

    def _fit_canvas(self) -> None:
        """Scenes always draw on a canvas ≥ 800×450 and within `DRAW_CAP`; a smaller
        window shows it scaled down, a larger one shows it scaled up by a whole factor."""
        win_w, win_h = self.window.get_size()
        size, self._upscale = canvas_plan((win_w, win_h))
        if size == (win_w, win_h):
            self.canvas = self.window
            self._letterbox = pygame.Rect(0, 0, win_w, win_h)
        else:
            if self.canvas is self.window or self.canvas.get_size() != size:
                self.canvas = pygame.Surface(size).convert()
            if self._upscale > 1:
                box = pygame.Rect(0, 0, size[0] * self._upscale, size[1] * self._upscale)
            else:
                k = min(win_w / size[0], win_h / size[1])
                box = pygame.Rect(0, 0, max(1, int(size[0] * k)), max(1, int(size[1] * k)))
                box.center = (win_w // 2, win_h // 2)
            self._letterbox = box
        self.compositor.invalidate()
        # Sprite, text and panel caches grow with the surface (a 4K table's all fit).
        size = self.canvas.get_size()
        sprites.fit_cache(size)
        theme.fit_caches(size)
        self.input.window_size = (max(1, win_w), max(1, win_h))
        self.input.map_pos = self.to_canvas
        if self.stack.size != self.canvas.get_size():
            self.stack.resize(self.canvas.get_size())

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The canvas pixel (where scenes draw) shown at window pixel `pos`."""
        box = self._letterbox
        cw, ch = self.canvas.get_size()
        if box.size == (cw, ch):
            return pos[0] - box.x, pos[1] - box.y
        return int((pos[0] - box.x) * cw / box.w), int((pos[1] - box.y) * ch / box.h)

    def _on_window_resized(self, size: tuple[int, int]) -> None:
        if self.is_fullscreen or self.want_fullscreen:
            # (Also while the window manager is still making it full screen: its sizes on
            # the way are not a windowed size to return to.)
            self.window = pygame.display.get_surface() or self.window
            self._fit_canvas()
            return
        if pygame.display.get_driver() != "dummy":
            # A real window's own size is the truth: an event may be stale, sent while it
            # left full screen (SDL's dummy driver has no window manager: tests post sizes).
            size = pygame.display.get_window_size()
            if self._ask_return_size_again(size):
                return
        size = cap_window(size)
        current = pygame.display.get_surface()
        if current is None or current.get_size() != size:
            # The dummy driver (and some WMs) do not resize the surface themselves.
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            self._set_minimum_size()  # set_mode forgets it: the window could shrink to 1x1
        else:
            self.window = current
        self.windowed_size = clamp_size(self.window.get_size())
        self._fit_canvas()

    def _ask_return_size_again(self, size: tuple[int, int] | None) -> bool:
        """Back from full screen, a busy window manager may leave full screen after it has
        read (and, still full screen, ignored) the size asked: it restores the window as
        it was before full screen (desktop-sized when the game started full screen). So
        until it shows the size asked, a size it reports is not taken as the player's:
        the size and centre are asked again (a few times: one that refuses keeps its).
        `size` None: the window moved, its size unknown."""
        wanted = self._returning_to
        if wanted is None or size == wanted:
            self._returning_to = None
            return False
        if self._return_asks_left <= 0:
            self._returning_to = None
            return False
        self._return_asks_left -= 1
        try:
            window = self._sdl_window()
            window.size = wanted
            window.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, AttributeError, TypeError):
            self._returning_to = None
            return False
        shown = f"{size[0]}x{size[1]}" if size else "a move"
        window_log.info("windowed %dx%d asked again (the window manager showed %s)", *wanted, shown)
        self.window = pygame.display.get_surface() or self.window
        self._fit_canvas()
        return True

    def resize_window(self, size: tuple[int, int]) -> None:
        """Resize the window as if the user dragged it (used by tests and tools)."""
        self._on_window_resized(size)

    def _on_window_moved(self) -> None:
        """Moved, not resized: a window manager that restored the window as it was before
        full screen, desktop-sized like full screen itself, reports no new size, and SDL
        still holds the size asked."""
        returning = self._returning_to is not None and not self.want_fullscreen
        if returning and pygame.display.get_driver() != "dummy":
            self._ask_return_size_again(None)

    def bring_forward(self) -> None:
        """Restore and focus the window (best effort: some drivers cannot)."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                window = pygame.Window.from_display_module()
            window.restore()
            window.focus()
        except (pygame.error, AttributeError, TypeError):
            pass
