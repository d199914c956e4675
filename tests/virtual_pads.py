"""Real SDL virtual game controllers for tests.

pygame-ce bundles SDL2 beside the `pygame` package (the `pygame_ce.libs` folder). Through
`ctypes` that library's `SDL_JoystickAttachVirtualEx` makes a joystick that SDL's
GameController layer maps and announces itself: `CONTROLLERDEVICEADDED`/`REMOVED`, button
and axis events come through SDL's own event pump, headless too, and the game opens the pad
with its normal `pygame._sdl2.controller.Controller` path. A chosen vendor and product id
with one name sets the GUID (SDL folds a checksum of the name into it), so two pads of one
model share it, as real ones do. Rumble and LED
requests land in callbacks that record them.

    with VirtualPads() as pads:
        pad = pads.plug(vendor=0x045E, product=0x028E)   # an Xbox 360 pad
        pad.press(pygame.CONTROLLER_BUTTON_A)             # down and up, on the next pump
        pad.unplug()
"""

from __future__ import annotations

import ctypes
import glob
import os
from dataclasses import dataclass, field
from types import TracebackType

import pygame
from pygame._sdl2 import controller as sdl_controller

_JOYSTICK_TYPE_GAMECONTROLLER = 1
_DESC_VERSION = 1
_BUTTONS = 21  # SDL_CONTROLLER_BUTTON_MAX in SDL 2.32
_AXES = 6  # SDL_CONTROLLER_AXIS_MAX

_UPDATE = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_SET_PLAYER_INDEX = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int)
_RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)
_RUMBLE_TRIGGERS = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)
_SET_LED = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint8, ctypes.c_uint8
)
_SEND_EFFECT = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)


class _VirtualJoystickDesc(ctypes.Structure):
    # SDL_VirtualJoystickDesc, SDL 2.24+ (SDL_VIRTUAL_JOYSTICK_DESC_VERSION 1).
    _fields_ = (
        ("version", ctypes.c_uint16),
        ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16),
        ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        ("Update", _UPDATE),
        ("SetPlayerIndex", _SET_PLAYER_INDEX),
        ("Rumble", _RUMBLE),
        ("RumbleTriggers", _RUMBLE_TRIGGERS),
        ("SetLED", _SET_LED),
        ("SendEffect", _SEND_EFFECT),
    )


def _bundled_sdl() -> ctypes.CDLL:
    """The SDL2 that pygame-ce itself loaded (not a system copy: it must share its state)."""
    libs = os.path.join(os.path.dirname(os.path.dirname(pygame.__file__)), "pygame_ce.libs")
    found = sorted(glob.glob(os.path.join(libs, "libSDL2-2*.so*")))
    if not found:
        raise RuntimeError(f"no bundled SDL2 in {libs}")
    sdl = ctypes.CDLL(found[0])
    sdl.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(_VirtualJoystickDesc)]
    sdl.SDL_JoystickAttachVirtualEx.restype = ctypes.c_int
    sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickDetachVirtual.restype = ctypes.c_int
    sdl.SDL_NumJoysticks.restype = ctypes.c_int
    sdl.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int32
    sdl.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickOpen.restype = ctypes.c_void_p
    sdl.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    sdl.SDL_JoystickClose.restype = None
    sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    sdl.SDL_JoystickSetVirtualButton.restype = ctypes.c_int
    sdl.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    sdl.SDL_JoystickSetVirtualAxis.restype = ctypes.c_int
    sdl.SDL_JoystickUpdate.restype = None
    sdl.SDL_GetError.restype = ctypes.c_char_p
    return sdl


@dataclass
class VirtualPad:
    """One attached virtual controller; `instance_id` is what pygame's events carry."""

    owner: VirtualPads
    instance_id: int
    name: str
    handle: int  # our own SDL_Joystick*, kept open to set its buttons
    desc: _VirtualJoystickDesc  # kept alive: SDL calls its callbacks
    rumbles: list[tuple[int, int]] = field(default_factory=list)
    leds: list[tuple[int, int, int]] = field(default_factory=list)
    attached: bool = True

    def button(self, button: int, down: bool) -> None:
        """Hold or release a button; SDL posts the event at the next event pump."""
        self._check(self.owner.sdl.SDL_JoystickSetVirtualButton(self.handle, button, int(down)))
        self.owner.sdl.SDL_JoystickUpdate()

    def press(self, button: int) -> None:
        """Down, then up: SDL posts both, in order."""
        self.button(button, True)
        self.button(button, False)

    def axis(self, axis: int, value: int) -> None:
        self._check(self.owner.sdl.SDL_JoystickSetVirtualAxis(self.handle, axis, value))
        self.owner.sdl.SDL_JoystickUpdate()

    def unplug(self) -> None:
        if not self.attached:
            return
        sdl = self.owner.sdl
        sdl.SDL_JoystickClose(self.handle)
        index = self.owner.device_index(self.instance_id)
        if index is not None:
            self._check(sdl.SDL_JoystickDetachVirtual(index))
        self.attached = False

    def _check(self, result: int) -> None:
        if result < 0:
            raise RuntimeError(self.owner.sdl.SDL_GetError().decode(errors="replace"))


class VirtualPads:
    """Makes and removes virtual pads; unplugs whatever is left on exit."""

    def __init__(self) -> None:
        pygame.init()
        if not sdl_controller.get_init():
            sdl_controller.init()
        self.sdl = _bundled_sdl()
        self.pads: list[VirtualPad] = []

    def __enter__(self) -> VirtualPads:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.unplug_all()

    def unplug_all(self) -> None:
        for pad in self.pads:
            pad.unplug()
        pygame.event.pump()

    def device_index(self, instance_id: int) -> int | None:
        for index in range(self.sdl.SDL_NumJoysticks()):
            if self.sdl.SDL_JoystickGetDeviceInstanceID(index) == instance_id:
                return index
        return None

    def plug(
        self, name: str = "Virtual Pad", vendor: int = 0x045E, product: int = 0x028E
    ) -> VirtualPad:
        """Attach a controller; SDL announces it with CONTROLLERDEVICEADDED at the next pump.

        The default ids are an Xbox 360 pad's; two pads with the same name and ids share a
        GUID. The game must keep its `Controller` open (SDL sends controller events only for
        open controllers), as the game's pad registry does.
        """
        desc = _VirtualJoystickDesc()
        desc.version = _DESC_VERSION
        desc.type = _JOYSTICK_TYPE_GAMECONTROLLER
        desc.naxes = _AXES
        desc.nbuttons = _BUTTONS
        desc.vendor_id = vendor
        desc.product_id = product
        desc.name = name.encode()
        pad_box: list[VirtualPad] = []

        def rumble(_userdata: object, low: int, high: int) -> int:
            if pad_box:
                pad_box[0].rumbles.append((low, high))
            return 0

        def set_led(_userdata: object, red: int, green: int, blue: int) -> int:
            if pad_box:
                pad_box[0].leds.append((red, green, blue))
            return 0

        desc.Rumble = _RUMBLE(rumble)
        desc.SetLED = _SET_LED(set_led)
        # The callbacks must outlive the pad: the structure keeps the ctypes objects alive.
        index = self.sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            raise RuntimeError(self.sdl.SDL_GetError().decode(errors="replace"))
        handle = self.sdl.SDL_JoystickOpen(index)
        if not handle:
            raise RuntimeError(self.sdl.SDL_GetError().decode(errors="replace"))
        instance_id = self.sdl.SDL_JoystickGetDeviceInstanceID(index)
        pad = VirtualPad(self, instance_id, name, handle, desc)
        pad_box.append(pad)
        self.pads.append(pad)
        return pad
