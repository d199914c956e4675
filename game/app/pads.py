"""Gamepads on the couch: the devices plugged in, their kinds, rumble and light bars.

Pure bookkeeping, testable without SDL: a pad is known by its SDL instance id (new on
every plug-in) and its device GUID (the same when the same kind of pad comes back).
`PadRegistry.register(iid, name, controller, guid)` is what CONTROLLERDEVICEADDED does
once SDL opened the pad; tests call it with fake controllers.

Who holds which seat is not kept here: the match (`game.match.model.Match`) is its one
owner at the table, the setup's seat list in the lobby, both by `game.match.seats`' rules.

SDL reports no controller type through pygame-ce 2.5.8 (no SDL_GameControllerGetType),
so `pad_family` reads the USB vendor from the GUID and falls back to the pad's name.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pygame

from game.i18n import _

# Positional buttons on every pad (bottom face button = A), as the README promises; SDL
# would otherwise swap A/B and X/Y on Nintendo pads to match their printed labels.
os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")
# On a couch a pad may be the only device: SDL would drop its presses whenever the window
# is not focused (another window popped up, a second screen was clicked). Read when SDL
# starts its joystick subsystem, so it is set on import, before pygame.init().
os.environ.setdefault("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")

XBOX, PLAYSTATION, NINTENDO = "xbox", "playstation", "nintendo"
_VENDORS = {0x054C: PLAYSTATION, 0x057E: NINTENDO, 0x045E: XBOX}
_NAME_HINTS = (
    (("ps3", "ps4", "ps5", "dualshock", "dualsense", "playstation", "sony"), PLAYSTATION),
    (("nintendo", "switch", "joy-con", "joycon", "pro controller"), NINTENDO),
)
# At most this many pads are known at once (seven seats, with room for spares). Input
# from pads never plugged in registered each one: 10,000 such presses made Setup cost
# 0.21 s a frame for good (issue 54). Past it, ghosts (pads known only from their input,
# never opened through SDL) are forgotten first, oldest first.
MAX_PADS = 16
TURN_RUMBLE = (0.35, 0.6, 180)  # low, high (0-1), milliseconds: "your turn"
NUDGE_RUMBLE = (0.2, 0.35, 120)


def pad_family(name: str, guid: str = "") -> str:
    """Xbox, PlayStation or Nintendo glyphs for a pad, from its GUID's vendor or name."""
    if len(guid) >= 12:
        with contextlib.suppress(ValueError):
            # SDL2 GUID: bus (2 bytes), CRC (2), vendor (2, little-endian), ...
            vendor = int(guid[10:12] + guid[8:10], 16)
            if vendor in _VENDORS:
                return _VENDORS[vendor]
    low = name.lower()
    for words, family in _NAME_HINTS:
        if any(word in low for word in words):
            return family
    return XBOX


OpenedPad = tuple[int, str, object, str]


def open_sdl_pad(device_index: int) -> OpenedPad | None:
    try:
        from pygame._sdl2 import controller as sdl_controller

        if not sdl_controller.get_init():
            sdl_controller.init()
        pad = sdl_controller.Controller(device_index)
        joystick = pad.as_joystick()
        return (
            int(joystick.get_instance_id()),
            str(pad.name or "Gamepad"),
            pad,
            str(joystick.get_guid() or ""),
        )
    except (pygame.error, AttributeError, ValueError, IndexError, TypeError):
        return None


@dataclass
class Pad:
    instance_id: int
    name: str = "Gamepad"
    guid: str = ""
    controller: object = None
    number: int = 1  # "Pad 1", "Pad 2", ... in the order pads were first seen
    # A phone's browser (game/phones): it owns a seat as a pad does; no buttons, no rumble.
    phone: bool = False

    @property
    def family(self) -> str:
        return pad_family(self.name, self.guid)

    @property
    def label(self) -> str:
        if self.phone:
            return _("{name}'s phone").format(name=self.name)
        return _("Pad {number}").format(number=self.number)


class PadRegistry:
    """The gamepads plugged in, by SDL instance id: names, GUIDs, families, "Pad N" labels,
    rumble and light bars. Devices only: who holds which seat is the match's business (in
    the lobby, the setup's seat list's), and so is a seat waiting for an unplugged pad.

    Reads like a set of instance ids: `iid in pads`, `list(pads)`, `len(pads)`.
    """

    def __init__(self) -> None:
        self._pads: dict[int, Pad] = {}
        # This run's mark: SDL's instance ids name the same pads only within one run (a
        # save written with this mark may be continued by instance id).
        self.session = uuid.uuid4().hex
        # GUIDs of which two pads were plugged in at once: a pad of such a kind coming back
        # is never seated by guess (see game.match.seats).
        self.twinned: set[str] = set()
        # Opens SDL's device `index`: (instance id, name, controller, GUID) or None.
        # Tests swap in a fake to post real CONTROLLERDEVICEADDED events.
        self.opener: Callable[[int], OpenedPad | None] = open_sdl_pad

    def __contains__(self, instance_id: object) -> bool:
        return instance_id in self._pads

    def __iter__(self) -> Iterator[int]:
        return iter(list(self._pads))

    def __len__(self) -> int:
        return len(self._pads)

    def pad(self, instance_id: int) -> Pad | None:
        return self._pads.get(instance_id)

    def guid(self, instance_id: int) -> str:
        """The pad's kind ("" for an actor that is not a pad plugged in)."""
        pad = self._pads.get(instance_id)
        return pad.guid if pad is not None else ""

    def name(self, instance_id: int) -> str:
        pad = self._pads.get(instance_id)
        return pad.name if pad is not None else "Gamepad"

    def label(self, instance_id: int) -> str:
        pad = self._pads.get(instance_id)
        return pad.label if pad is not None else _("Gamepad")

    def family(self, instance_id: int | None) -> str:
        pad = self._pads.get(instance_id) if instance_id is not None else None
        return pad.family if pad is not None else XBOX

    def register(
        self,
        instance_id: int,
        name: str = "Gamepad",
        controller: object = None,
        guid: str = "",
    ) -> Pad:
        """A pad arrived (or was seen before SDL announced it). Two pads of one GUID plugged
        in at once make that GUID `twinned`: identical pads share a GUID (SDL gives no
        serial number), so a seat waiting for one is never given back by guess."""
        known = self._pads.get(instance_id)
        if known is None and len(self._pads) >= MAX_PADS and not self._forget_a_ghost():
            # Full of opened pads: this one is answered but not kept.
            return Pad(instance_id, name, guid, controller, MAX_PADS + 1)
        if known is None:
            number = self._lowest_free_number()
            known = self._pads[instance_id] = Pad(instance_id, name, guid, controller, number)
        else:
            known.name, known.guid = name, guid or known.guid
            known.controller = controller or known.controller
        if guid and any(p.guid == guid for p in self._pads.values() if p is not known):
            self.twinned.add(guid)
        return known

    def _forget_a_ghost(self) -> bool:
        """Forget the oldest pad known only from its input (no SDL controller); False if
        every known pad was opened through SDL."""
        ghost = next((iid for iid, pad in self._pads.items() if pad.controller is None), None)
        if ghost is None:
            return False
        del self._pads[ghost]
        return True

    def register_phone(self, actor: int, name: str) -> Pad:
        """A phone joined or came back (`game.match.seats.PHONE_ACTORS`): a device that
        owns a seat by `actor`. Its GUID is its own, so a seat waiting for it is given back
        to it alone."""
        known = self._pads.get(actor)
        if known is None:
            known = self._pads[actor] = Pad(actor, name, f"phone:{actor}", number=0, phone=True)
        return known

    def phones(self) -> list[int]:
        return [iid for iid, pad in self._pads.items() if pad.phone]

    def forget_phones(self) -> None:
        for actor in self.phones():
            del self._pads[actor]

    def _lowest_free_number(self) -> int:
        # Phones are named, not numbered: "Pad 1" stays the first gamepad.
        used = {p.number for p in self._pads.values() if not p.phone}
        return next(n for n in range(1, len(used) + 2) if n not in used)

    def open_device(self, device_index: int) -> Pad | None:
        """Open the controller SDL announced (None if it failed)."""
        opened = self.opener(device_index)
        if opened is None:
            return None
        instance_id, name, controller, guid = opened
        return self.register(instance_id, name, controller, guid)

    def remove(self, instance_id: int) -> Pad | None:
        """Forget an unplugged pad; returns it (None if it was never seen)."""
        pad = self._pads.pop(instance_id, None)
        if pad is not None and pad.controller is not None:
            with contextlib.suppress(pygame.error, AttributeError):
                pad.controller.quit()  # type: ignore[attr-defined]
        return pad

    def rumble(self, instance_id: int, effect: tuple[float, float, int] = TURN_RUMBLE) -> bool:
        """A short rumble where the pad supports it; False if it could not."""
        return _controller_call(self, instance_id, "rumble", *effect)

    def light(self, instance_id: int, color: tuple[int, int, int]) -> bool:
        """The pad's light bar in its seat's colour, where it has one (PlayStation pads)."""
        return _controller_call(self, instance_id, "set_led", color)


def _controller_call(pads: PadRegistry, instance_id: int, method: str, *args: object) -> bool:
    pad = pads.pad(instance_id)
    if pad is None or pad.controller is None:
        return False
    try:
        return bool(getattr(pad.controller, method)(*args))
    except (pygame.error, AttributeError, TypeError, ValueError):
        return False
