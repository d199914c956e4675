"""Real SDL virtual game controllers reach the game through SDL's own event pump.

These pads are not posted pygame events: SDL maps them, announces them and sends their
buttons, so the game's real opening path (`open_sdl_pad`) is what runs.
"""

from __future__ import annotations

import pygame

from game.app.main import App
from tests.app.events import run
from tests.virtual_pads import VirtualPads


def test_a_plugged_pad_is_opened_by_the_game_and_named(app: App, pads: VirtualPads) -> None:
    pad = pads.plug("Couch Pad")
    run(app)
    assert pad.instance_id in app.pads
    assert app.pads.name(pad.instance_id) == "Couch Pad"


def test_pad_a_alone_opens_the_focused_menu_item(app: App, pads: VirtualPads) -> None:
    pad = pads.plug()
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "menu"
    pad.press(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    run(app)
    assert app.stack.top.menu.focused.name == "howto"  # type: ignore[attr-defined]
    pad.press(pygame.CONTROLLER_BUTTON_A)
    run(app)
    assert app.stack.top.name == "howto"


def test_two_pads_of_one_model_share_a_guid_and_another_model_does_not(
    app: App, pads: VirtualPads
) -> None:
    first, twin = pads.plug("Twin"), pads.plug("Twin")
    other = pads.plug("Twin", vendor=0x054C, product=0x0CE6)
    run(app)
    registered = [app.pads.pad(pad.instance_id) for pad in (first, twin, other)]
    guids = [entry.guid for entry in registered if entry is not None]
    assert len(guids) == 3 and guids[0] == guids[1] != guids[2]
    assert first.instance_id != twin.instance_id


def test_rumble_and_light_from_the_game_reach_the_pad(app: App, pads: VirtualPads) -> None:
    pad = pads.plug()
    run(app)
    assert app.pads.rumble(pad.instance_id)
    assert app.pads.light(pad.instance_id, (10, 20, 30))
    assert pad.rumbles and pad.rumbles[-1] != (0, 0)
    assert pad.leds[-1] == (10, 20, 30)


def test_unplugging_removes_the_pad(app: App, pads: VirtualPads) -> None:
    pad = pads.plug()
    run(app)
    pad.unplug()
    run(app)
    assert pad.instance_id not in app.pads
