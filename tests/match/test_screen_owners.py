"""Who owns a screen, and which pads have their seats back on Continue: the pure rules of
`game.match.seats` (issue 52; docs/COUCH.md)."""

from __future__ import annotations

from game.match import seats

PHONE = 1 << 20  # an actor id that is no SDL pad (a phone, say): just another owner


def test_only_the_owner_works_a_screen_and_it_goes_with_its_device() -> None:
    assert seats.may_use(3, 3)
    assert not seats.may_use(3, 4) and not seats.may_use(3, None)
    assert seats.may_use(None, None) and not seats.may_use(None, 3)
    assert seats.may_use(PHONE, PHONE) and not seats.may_use(PHONE, 3)
    assert seats.owner_left(3, 3) and seats.owner_left(PHONE, PHONE)
    assert not seats.owner_left(3, 4)
    assert not seats.owner_left(None, None)  # keyboard, mouse and touch never leave


def test_continue_in_the_same_run_gives_each_pad_still_plugged_in_its_seat() -> None:
    saved = [(5, "g1"), None, (6, "g2"), (7, "g2")]  # seat 1: a bot or the keyboard
    plugged = {5: "g1", 6: "g2", 7: "g2"}
    assert seats.pads_to_restore(saved, True, plugged, {"g2"}) == {0: 5, 2: 6, 3: 7}
    # One gone: the others keep theirs; its seat is not given to anyone by guess.
    assert seats.pads_to_restore(saved, True, {5: "g1", 7: "g2"}, {"g2"}) == {0: 5, 3: 7}


def test_continue_in_another_run_goes_by_kind_and_never_guesses_between_twins() -> None:
    saved = [(5, "g1"), (6, "g2"), (7, "g2")]
    # Another run: instance ids mean nothing; the one pad of kind g1 is seat 0's, but the
    # two of kind g2 could be either: those seats are nobody's until claimed.
    assert seats.pads_to_restore(saved, False, {1: "g2", 2: "g1", 3: "g2"}, {"g2"}) == {0: 2}
    # Twins also when only one of them is back (two seats waited for that kind).
    assert seats.pads_to_restore(saved, False, {1: "g2"}, set()) == {}
    # An actor that is no pad (no GUID) is never given a seat.
    assert seats.pads_to_restore(saved, False, {PHONE: ""}, set()) == {}
