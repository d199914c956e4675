"""Fake gamepads for couch tests: real CONTROLLER* events, pads opened by a stand-in for SDL.

sdl = FakeSDL.install(app)
sdl.plug(index=0, instance_id=10, guid=guid(0x054C, 1), name="DualSense")
run(app)                          # CONTROLLERDEVICEADDED handled by the real funnel
unplug(10); run(app)              # CONTROLLERDEVICEREMOVED
"""

from __future__ import annotations

import pygame

from game.app.main import App
from scenes.table import TableScene


class FakeController:
    """What SDL's Controller offers that the game uses: rumble, the light bar, quit."""

    def __init__(self) -> None:
        self.rumbles: list[tuple[float, float, int]] = []
        self.leds: list[tuple[int, ...]] = []
        self.closed = False

    def rumble(self, low: float, high: float, ms: int) -> bool:
        self.rumbles.append((low, high, ms))
        return True

    def set_led(self, color: tuple[int, int, int]) -> bool:
        self.leds.append(tuple(color))
        return True

    def quit(self) -> None:
        self.closed = True


class FakeSDL:
    """Opens 'devices' by index as SDL would, for the registry's `opener`."""

    def __init__(self) -> None:
        self.devices: dict[int, tuple[int, str, FakeController, str]] = {}
        self.controllers: dict[int, FakeController] = {}

    @classmethod
    def install(cls, app: App) -> FakeSDL:
        sdl = cls()
        app.pads.opener = sdl
        return sdl

    def __call__(self, index: int) -> tuple[int, str, object, str] | None:
        return self.devices.get(index)

    def plug(self, index: int, instance_id: int, guid: str, name: str = "Xbox Controller") -> None:
        controller = FakeController()
        self.devices[index] = (instance_id, name, controller, guid)
        self.controllers[instance_id] = controller
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index))


def unplug(instance_id: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id))


def guid(vendor: int, serial: int) -> str:
    """An SDL2-style GUID string: bus, CRC, vendor (little-endian), product, ..."""
    return f"03000000{vendor & 0xFF:02x}{vendor >> 8:02x}0000{serial:04x}" + "0" * 12


def check_seats(app: App, table: TableScene | None = None) -> None:
    """No seat held by two pads; the table's match agrees with who holds each seat."""
    held = [app.pads.seat_of(iid) for iid in app.pads]
    seats = [s for s in held if s is not None]
    assert len(seats) == len(set(seats)), held
    if table is not None:
        match = table.match
        for seat in range(match.players):
            if seat in app.pads.away:
                continue
            owner = app.pads.pad_for_seat(seat)
            if owner is not None:
                assert match.pad_of(seat) == owner and seat not in match.bots
