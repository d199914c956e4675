"""What the table's parts may ask of the screen around them, as callbacks.

The turn, couch, look and coach parts are given the `Match` and a `Cues`; they never hold
the scene, nor call one another through it. The scene fills the callbacks in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from game.app.intents import Device, Intent
    from game.app.pads import PadRegistry
    from game.store.settings import Settings


class TableApp(Protocol):
    """What the table's parts use of the running app: the pads, the prompts, a toast, and
    the settings a couch's first game settles (TV text)."""

    pads: PadRegistry
    settings: Settings

    @property
    def last_device(self) -> Device: ...

    def prompt_label(self, intent: Intent, device: Device | None = None) -> str: ...

    def notify(self, text: str, seconds: float = 4.0) -> None: ...

    def save_settings(self) -> None: ...


@dataclass(frozen=True)
class Cues:
    app: Callable[[], TableApp | None]  # the running app (pads, prompts, notices), if any
    settings: Callable[[], Settings]
    sound: Callable[[str], None]
    warn: Callable[[str, float], None]  # a warning in the turn caption's place
    caught_up: Callable[[], bool]  # the view shows the engine's state
    finished: Callable[[], bool]  # the match's end is on screen
    on_top: Callable[[], bool]  # the table is the scene on top
    now: Callable[[], float]  # the table's clock, in seconds

    def notify(self, text: str, seconds: float | None = None) -> None:
        app = self.app()
        if app is not None:
            if seconds is None:
                app.notify(text)
            else:
                app.notify(text, seconds)
