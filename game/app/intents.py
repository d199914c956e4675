"""The small set of intents every input device maps to.

Scenes never read raw pygame events for game input; the input funnel turns keyboard,
mouse, gamepad and touch events into `IntentEvent`s, so every screen works with any one
device alone.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Intent(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    TAKE = "take"
    PASS = "pass"
    PEEK = "peek"
    MENU = "menu"
    HINT = "hint"
    # Pointer intents carry a position in window pixels (mouse click or finger tap).
    POINT = "point"


class Device(enum.Enum):
    KEYBOARD = "keyboard"
    MOUSE = "mouse"
    GAMEPAD = "gamepad"
    TOUCH = "touch"
    # A phone's browser (game/phones): it owns a seat as a pad does, by its actor id.
    PHONE = "phone"


# Devices that own a seat by an id in `IntentEvent.pad` (a pad's or a phone's).
SEAT_OWNING = frozenset({Device.GAMEPAD, Device.PHONE})


def actor_of(event: IntentEvent) -> int | None:
    """Who pressed, as `game.match.seats` knows actors: the pad's or phone's id, or None
    for keyboard, mouse and touch."""
    return event.pad if event.device in SEAT_OWNING else None


@dataclass(frozen=True, slots=True)
class IntentEvent:
    """One intent from one device.

    `pad` is the gamepad's instance id or the phone's actor id (None for other devices) so
    the table can tell which seat a pad or phone belongs to. `pos` is set for POINT
    intents. `held` is True while a press continues (used for peek-while-held); False on
    release.
    """

    intent: Intent
    device: Device
    pad: int | None = None
    pos: tuple[int, int] | None = None
    held: bool = True
