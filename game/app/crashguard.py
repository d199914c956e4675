"""The crash guard: an exception in a frame is logged and shown, not fatal.

`App.step` runs each frame through `CrashGuard.run(frame)`. An exception is written with
its traceback to the log file (`game.store.logs`) and shown as a notice. The game keeps
running, since a one-off failure (one bad event, one bad draw) leaves the scenes
usable. If frames keep failing (`REPEATS` within `WINDOW_S`), the scene stack is
cleared to the menu (a match in progress is autosaved after every action, so nothing
is lost). If even the menu keeps failing, the exception is raised: nothing safe is left.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Protocol

from game.app.scene import Notifying, Running
from game.i18n import _
from game.store import logs


class Restarting(Running, Notifying, Protocol):
    """What the guard uses of the app: its stack and first scene, and a toast."""


log = logging.getLogger("nothanks.crash")

REPEATS = 3
WINDOW_S = 2.0
MENU_TRIES = 3


def to_home(app: Running) -> None:
    """Clear the stack to the app's home screen (the title menu, the kiosk's attract)."""
    screens = app.stack.screens
    if screens is None:
        raise RuntimeError("no first scene to return to")
    scene = screens.home()
    try:
        app.stack.clear_to(scene)
    except Exception:
        log.exception("a scene failed to exit: dropped")
        app.stack.scenes.clear()
        app.stack.push(scene)


class CrashGuard:
    def __init__(self, app: Restarting) -> None:
        self.app = app
        self.errors = 0
        self._recent: list[float] = []
        self._menu_resets: list[float] = []

    def run(self, frame: Callable[[], None]) -> None:
        try:
            frame()
        except Exception as exc:
            self._recover(exc)

    def _recover(self, exc: Exception) -> None:
        self.errors += 1
        top = self.app.stack.top
        where = top.name if top is not None else "no scene"
        log.error("exception in a frame (scene %s)", where, exc_info=exc)
        now = time.monotonic()
        self._recent = [t for t in self._recent if now - t < WINDOW_S] + [now]
        path = logs.current_path()
        detail = _(" — details in {file}").format(file=path) if path is not None else ""
        if len(self._recent) < REPEATS:
            text = _("Something went wrong ({error})").format(error=type(exc).__name__)
            self.app.notify(text + detail, 6.0)
            return
        self._recent.clear()
        self._menu_resets = [t for t in self._menu_resets if now - t < 10 * WINDOW_S] + [now]
        if len(self._menu_resets) > MENU_TRIES:
            raise exc  # the menu itself keeps failing: nothing safe is left to run
        log.error("frames keep failing: back to the menu")
        try:
            to_home(self.app)
        except Exception as again:
            log.error("could not return to the menu", exc_info=again)
            raise exc from again
        self.app.notify(_("Something went wrong, back to the menu") + detail, 8.0)
