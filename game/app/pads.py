"""Gamepads on the couch: which pad holds which seat, who may act for a seat, replugging.

Pure bookkeeping, testable without SDL: a pad is known by its SDL instance id (new on
every plug-in) and its device GUID (the same when the same kind of pad comes back).
`PadRegistry.register(iid, name, controller, guid)` is what CONTROLLERDEVICEADDED does
once SDL opened the pad; tests call it with fake controllers.

Ownership rules (the table asks `may_act`):
- a seat is held by at most one pad, a pad holds at most one seat;
- a pad acts only for the seat it holds;
- keyboard, mouse and touch act only for a seat no pad holds;
- nobody acts for a seat whose pad was unplugged (`away`) until its pad comes back (same
  GUID, restored automatically unless several seats wait for that GUID), another pad
  takes it, or a bot does.

SDL reports no controller type through pygame-ce 2.5.8 (no SDL_GameControllerGetType),
so `pad_family` reads the USB vendor from the GUID and falls back to the pad's name.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.match import seats

# Positional buttons on every pad (bottom face button = A), as the README promises; SDL
# would otherwise swap A/B and X/Y on Nintendo pads to match their printed labels.
os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")
# On a couch a pad may be the only device: SDL would drop its presses whenever the window
# is not focused (another window popped up, a second screen was clicked). Read when SDL
# starts its joystick subsystem, so it is set on import, before pygame.init().
os.environ.setdefault("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")

XBOX, PLAYSTATION, NINTENDO = "xbox", "playstation", "nintendo"
FAMILIES = (XBOX, PLAYSTATION, NINTENDO)
_VENDORS = {0x054C: PLAYSTATION, 0x057E: NINTENDO, 0x045E: XBOX}
_NAME_HINTS = (
    (("ps3", "ps4", "ps5", "dualshock", "dualsense", "playstation", "sony"), PLAYSTATION),
    (("nintendo", "switch", "joy-con", "joycon", "pro controller"), NINTENDO),
)
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

    @property
    def family(self) -> str:
        return pad_family(self.name, self.guid)

    @property
    def label(self) -> str:
        return _("Pad {number}").format(number=self.number)


class PadRegistry:
    """Connected gamepads by instance id, the seat each holds, and seats left by unplugging.

    Reads like a mapping instance id → seat: `iid in pads`, `list(pads)`, `pads.seat_of(iid)`,
    `pads.pad_for_seat(seat)`, `pads.assign(iid, seat)`; `pads.away` maps a seat whose pad
    was unplugged to that pad (kept for its GUID and name).
    """

    def __init__(self) -> None:
        self._pads: dict[int, Pad] = {}
        self._seats: dict[int, int] = {}
        self.away: dict[int, Pad] = {}
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

    def get(self, instance_id: int) -> int | None:
        return self._seats.get(instance_id)

    def name(self, instance_id: int) -> str:
        pad = self._pads.get(instance_id)
        return pad.name if pad is not None else "Gamepad"

    def label(self, instance_id: int) -> str:
        pad = self._pads.get(instance_id)
        return pad.label if pad is not None else _("Gamepad")

    def family(self, instance_id: int | None) -> str:
        pad = self._pads.get(instance_id) if instance_id is not None else None
        return pad.family if pad is not None else XBOX

    def seat_of(self, instance_id: int) -> int | None:
        return self._seats.get(instance_id)

    def pad_for_seat(self, seat: int) -> int | None:
        for iid, held in self._seats.items():
            if held == seat:
                return iid
        return None

    def unseated(self) -> list[int]:
        return [iid for iid in self._pads if iid not in self._seats]

    @property
    def vacant_seats(self) -> list[int]:
        """Seats whose pad was unplugged, oldest first."""
        return list(self.away)

    def assign(self, instance_id: int, seat: int | None) -> None:
        """Seat a pad (None unseats it); the seat's previous pad, if any, loses it."""
        if seat is None:
            self._seats.pop(instance_id, None)
            return
        for other, held in list(self._seats.items()):
            if held == seat and other != instance_id:
                del self._seats[other]
        self._seats[instance_id] = seat
        self.forget_away(seat)

    def hand_seat(self, seat: int, pad: int | None) -> None:
        """`seat` is now held by `pad` (None: by no pad): its old pad lets go and it no
        longer waits for an unplugged one."""
        self.forget_away(seat)
        old = self.pad_for_seat(seat)
        if old is not None:
            self.assign(old, None)
        if pad is not None:
            self.assign(pad, seat)

    def clear_seats(self) -> None:
        self._seats.clear()
        self.away.clear()

    def bind_seats(self, pad_of_seat: list[int | None]) -> None:
        """Start over from a seat list (pad per seat, or None): bindings from an earlier
        game or screen go, as do seats waiting for unplugged pads."""
        self.clear_seats()
        for seat, pad in enumerate(pad_of_seat):
            if pad is not None and pad in self._pads:
                self.assign(pad, seat)

    def forget_away(self, seat: int) -> None:
        self.away.pop(seat, None)

    def register(
        self,
        instance_id: int,
        name: str = "Gamepad",
        controller: object = None,
        guid: str = "",
    ) -> int | None:
        """A pad arrived. If a pad of its GUID left a seat, it gets that seat back, unless
        two pads of that GUID were ever plugged in at once; returns the seat restored, if
        any. Identical pads share a GUID (SDL gives no serial number): the pad could be
        either twin, and a wrong guess lets a player move for another and peek at their
        counters. Its owner then says which seat is theirs, by name, on the unplugged
        panel."""
        known = self._pads.get(instance_id)
        if known is None:
            number = self._lowest_free_number()
            known = self._pads[instance_id] = Pad(instance_id, name, guid, controller, number)
        else:
            known.name, known.guid = name, guid or known.guid
            known.controller = controller or known.controller
        if guid and any(p.guid == guid for p in self._pads.values() if p is not known):
            self.twinned.add(guid)
        if instance_id in self._seats:
            return None
        guids = {seat: left.guid for seat, left in self.away.items()}
        seat = seats.seat_to_restore(guids, self.twinned, guid)
        if seat is not None:
            self.assign(instance_id, seat)
        return seat

    def _lowest_free_number(self) -> int:
        used = {p.number for p in self._pads.values()}
        return next(n for n in range(1, len(used) + 2) if n not in used)

    def open_device(self, device_index: int) -> int | None:
        """Open the controller SDL announced; returns its instance id (None if it failed)."""
        opened = self.opener(device_index)
        if opened is None:
            return None
        instance_id, name, controller, guid = opened
        self.register(instance_id, name, controller, guid)
        return instance_id

    def remove(self, instance_id: int) -> tuple[str, int | None]:
        """Forget an unplugged pad; returns (name, seat it held). The seat waits as `away`."""
        pad = self._pads.pop(instance_id, None)
        if pad is not None and pad.controller is not None:
            with contextlib.suppress(pygame.error, AttributeError):
                pad.controller.quit()  # type: ignore[attr-defined]
        seat = self._seats.pop(instance_id, None)
        if seat is not None and pad is not None:
            self.away[seat] = pad
        return (pad.name if pad is not None else "Gamepad"), seat

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


def may_act(pads: PadRegistry, seat: int, pad: int | None) -> bool:
    """May input from gamepad `pad` (None: keyboard, mouse or touch) act for `seat`?"""
    return seats.may_act(pads.pad_for_seat(seat), seat in pads.away, pad)
