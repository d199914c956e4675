"""The pad registry without SDL (devices, GUIDs, glyphs) and the match's seat bindings:
who holds each seat, GUID restore, who may act."""

from __future__ import annotations

import pygame
import pytest

from game.app import glyphs
from game.app.main import App
from game.app.pads import MAX_PADS, NINTENDO, PLAYSTATION, XBOX, PadRegistry, pad_family
from game.draw.look import PLAIN, Look
from game.match.model import AwayPad, Match
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from tests.scenes.couch_helpers import FakeController, guid


@pytest.mark.parametrize(
    ("name", "guid_text", "family"),
    [
        ("Xbox Series X Controller", guid(0x045E, 1), XBOX),
        ("Wireless Controller", guid(0x054C, 2), PLAYSTATION),  # a DualShock 4's SDL name
        ("Pro Controller", guid(0x057E, 3), NINTENDO),
        ("PS5 Controller", "", PLAYSTATION),
        ("Nintendo Switch Joy-Con (L/R)", "", NINTENDO),
        ("8BitDo something", "nothex", XBOX),
    ],
)
def test_family_from_guid_vendor_then_name(name: str, guid_text: str, family: str) -> None:
    assert pad_family(name, guid_text) == family


def couch(players: int = 6) -> tuple[PadRegistry, Match]:
    """The registry (devices) and a match of human seats (who holds each seat)."""
    setup = MatchSetup(seats=[SeatSpec(HUMAN) for _ in range(players)])
    return PadRegistry(), Match(setup, seed=1, make=None)


def unplug(pads: PadRegistry, match: Match, iid: int) -> int | None:
    """As the table does on CONTROLLERDEVICEREMOVED: the seat it held waits for it."""
    pad = pads.remove(iid)
    assert pad is not None
    return match.unplugged(iid, AwayPad(pad.label, pad.name, pad.guid))


def plug(pads: PadRegistry, match: Match, iid: int, guid_text: str) -> int | None:
    """As the table does on CONTROLLERDEVICEADDED: the seat it has back, if any."""
    pads.register(iid, "Pad", None, guid_text)
    return match.plugged(iid, guid_text, pads.twinned)


def test_a_seat_holds_one_pad_and_a_pad_one_seat() -> None:
    pads, match = couch()
    pads.register(1)
    pads.register(2)
    match.to_human(0, 1)
    match.to_human(0, 2)  # takes seat 0 from pad 1
    assert match.seat_of(1) is None and match.pad_of(0) == 2
    match.to_human(3, 2)  # moves: seat 0 is free again
    assert match.pad_of(0) is None and match.seat_of(2) == 3


def test_the_registry_knows_devices_only() -> None:
    pads = PadRegistry()
    controller = FakeController()
    pad = pads.register(1, "Pad", controller, guid(0x054C, 1))
    assert pads.pad(1) is pad and list(pads) == [1] and pads.family(1) == PLAYSTATION
    assert pads.remove(1) is pad and controller.closed and 1 not in pads
    assert pads.remove(1) is None  # never seen (or gone already): nothing to forget
    assert not hasattr(pads, "seat_of") and not hasattr(pads, "away")


def test_same_guid_comes_back_to_its_seat_another_pad_does_not() -> None:
    pads, match = couch()
    controller = FakeController()
    pads.register(1, "Pad", controller, guid(0x054C, 1))
    match.to_human(4, 1)
    assert unplug(pads, match, 1) == 4
    assert controller.closed and match.away_seats() == [4]
    assert plug(pads, match, 2, guid(0x045E, 9)) is None
    assert match.seat_of(2) is None
    assert plug(pads, match, 3, guid(0x054C, 1)) == 4
    assert match.seat_of(3) == 4 and match.away == {}


def twin_pads() -> tuple[PadRegistry, Match, str]:
    """Two pads of one model (one GUID): pad 1 in seat 2, pad 2 in seat 5."""
    pads, match = couch()
    same = guid(0x045E, 1)
    for iid, seat in ((1, 2), (2, 5)):
        pads.register(iid, "Pad", None, same)
        match.to_human(seat, iid)
    return pads, match, same


def test_identical_pads_both_away_are_not_guessed_back_into_seats() -> None:
    """Two pads of one model share a GUID: with both seats waiting, neither pad is put
    back (a wrong guess would let each play, and peek, for the other); nor is the second
    one after the first said which seat is its own (issue 39: it was, into the wrong one)."""
    pads, match, same = twin_pads()
    unplug(pads, match, 2)
    unplug(pads, match, 1)
    assert plug(pads, match, 7, same) is None
    assert match.seat_of(7) is None
    assert sorted(match.away) == [2, 5]
    match.to_human(5, 7)  # pad 7 says it plays seat 5, on the panel
    assert plug(pads, match, 8, same) is None and match.away_seats() == [2]


def test_one_identical_pad_away_is_not_guessed_back_while_its_twin_plays_on() -> None:
    pads, match, same = twin_pads()
    unplug(pads, match, 1)
    assert plug(pads, match, 7, same) is None
    assert match.seat_of(2) == 5 and match.away_seats() == [2]


def test_a_pad_with_no_twin_comes_back_to_its_seat() -> None:
    pads, match = couch()
    pads.register(1, "Pad", None, guid(0x045E, 1))
    pads.register(2, "Pad", None, guid(0x054C, 2))
    match.to_human(0, 1)
    match.to_human(1, 2)
    unplug(pads, match, 1)
    assert plug(pads, match, 9, guid(0x045E, 1)) == 0 and match.away == {}


def test_who_may_act_for_a_seat() -> None:
    pads, match = couch(3)
    pads.register(1, guid=guid(0x045E, 1))
    pads.register(2)
    match.to_human(0, 1)
    assert match.may_act(0, 1)
    assert not match.may_act(0, 2)  # another pad
    assert not match.may_act(0, None)  # keyboard: the seat has a pad
    assert match.may_act(1, None)  # keyboard: a seat no pad holds
    assert not match.may_act(1, 2)  # a pad only acts for the seat it holds
    unplug(pads, match, 1)
    assert not match.may_act(0, None) and not match.may_act(0, 2)  # waiting for its pad


def test_rumble_reaches_the_controller_when_it_can() -> None:
    pads = PadRegistry()
    controller = FakeController()
    pads.register(1, controller=controller)
    pads.register(2)  # no controller object (e.g. seen only through its events)
    assert pads.rumble(1) and controller.rumbles
    assert not pads.rumble(2) and not pads.rumble(99)


def test_pad_numbers_reuse_the_lowest_free_one() -> None:
    pads = PadRegistry()
    for iid in (10, 11, 12):
        pads.register(iid)
    pads.remove(11)
    pads.register(13)
    assert [pads.label(i) for i in (10, 12, 13)] == ["Pad 1", "Pad 3", "Pad 2"]


def test_each_family_draws_its_own_glyphs() -> None:
    pygame.init()
    drawn = {}
    for family in (XBOX, PLAYSTATION, NINTENDO):
        surface = pygame.Surface((200, 60))
        for n, label in enumerate(glyphs.FACE_LABELS):
            glyphs.draw_prompt(surface, label, (n * 50, 30), 44, family, look=PLAIN)
        drawn[family] = pygame.image.tobytes(surface, "RGB")
    assert len(set(drawn.values())) == 3
    assert [glyphs.name_of(b, NINTENDO) for b in "ABXY"] == ["B", "A", "Y", "X"]
    assert glyphs.name_of("A", PLAYSTATION) == "Cross"
    assert glyphs.name_of("LB", PLAYSTATION) == "L1"
    # Without a family of its own, a prompt is drawn in the look's (the pad used last).
    surface = pygame.Surface((200, 60))
    for n, label in enumerate(glyphs.FACE_LABELS):
        glyphs.draw_prompt(surface, label, (n * 50, 30), 44, None, Look(family=NINTENDO))
    assert pygame.image.tobytes(surface, "RGB") == drawn[NINTENDO]


def test_at_most_16_pads_are_known_and_ghosts_are_forgotten_first(app: App) -> None:
    """Issue 54: presses from 10,000 pads never plugged in each registered a pad, and
    Setup then cost 0.21 s a frame for good. Real (opened) pads are kept."""
    real = [app.pads.register(900 + i, "Real", FakeController(), guid(0x045E, i)) for i in range(3)]
    for iid in range(10_000):
        event = pygame.event.Event(
            pygame.CONTROLLERBUTTONDOWN, instance_id=iid, button=pygame.CONTROLLER_BUTTON_A
        )
        app.input.translate(event)
        app.input.translate(
            pygame.event.Event(
                pygame.CONTROLLERBUTTONUP, instance_id=iid, button=pygame.CONTROLLER_BUTTON_A
            )
        )
    assert len(app.pads) <= MAX_PADS
    assert all(pad.instance_id in app.pads for pad in real)
    assert 9_999 in app.pads  # the latest ghost is known; the old ones are forgotten
    assert 0 not in app.pads


def test_sixteen_opened_pads_keep_their_places() -> None:
    pads = PadRegistry()
    for iid in range(MAX_PADS):
        pads.register(iid, "Real", FakeController())
    extra = pads.register(99, "One too many", FakeController())
    assert len(pads) == MAX_PADS and 99 not in pads and extra.instance_id == 99
    assert all(iid in pads for iid in range(MAX_PADS))
