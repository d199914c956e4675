"""What a page's picture sees of the how-to scene (`scene.HowToScene` satisfies it):
declared apart from the scene so that the pictures name none of its code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.app.intents import Device, Intent
    from game.app.scene import AppPort


class HowToPort(Protocol):
    controls_views: int  # how many devices the Controls table shows side by side
    device_tabs: dict[Device, pygame.Rect]  # the tabs of the devices not shown

    @property
    def app(self) -> AppPort | None: ...

    @property
    def device(self) -> Device: ...

    def label(self, intent: Intent) -> str: ...

    def shown_devices(self, per_view: int) -> tuple[Device, ...]: ...
