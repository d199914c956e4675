"""Seat ownership over random couch histories (issue 39): pads join, leave, are unplugged
and plugged back (the same pad or its identical twin, a new instance id each time), owners
say which waiting seat is theirs, seats are handed to bots. After every
step: a pad holds at most one seat and a seat at most one pad; a pad acts and peeks only
for the seat it holds (keyboard, mouse and touch only for a seat no pad holds; nobody for a
seat waiting for its pad); a replugged pad is never put by itself into a seat that is not
its own; only a seated pad (or the keyboard when no pad holds a seat) may start."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.app.pads import PadRegistry
from game.match import seats
from game.match.model import AwayPad, Match
from game.match.setup import HUMAN, MatchSetup, SeatSpec

SEATS = 3
PHYSICAL = 4  # pads on the couch; GUIDs from two models, so twins are common
GUIDS = ("03000000-a", "03000000-b")

step = st.tuples(
    st.sampled_from(["join", "leave", "unplug", "replug", "claim", "to_bot"]),
    st.integers(0, PHYSICAL - 1),
    st.integers(0, SEATS - 1),
)


@settings(max_examples=600, deadline=None)
@given(
    models=st.lists(st.integers(0, len(GUIDS) - 1), min_size=PHYSICAL, max_size=PHYSICAL),
    history=st.lists(step, max_size=30),
)
# Issue 39's couch: two pads of one model unplugged at once, the other player's back first.
@example(
    models=[0, 0, 1, 1],
    history=[
        *[("join", 0, 0), ("join", 1, 1), ("unplug", 0, 0), ("unplug", 1, 0)],
        *[("replug", 1, 0), ("claim", 1, 1), ("replug", 0, 0)],
    ],
)
# A seated pad's twin, seatless, goes and comes back while the seated one is away.
@example(
    models=[0, 0, 1, 1],
    history=[("join", 0, 0), ("unplug", 0, 0), ("unplug", 1, 0), ("replug", 1, 0)],
)
def test_no_pad_ever_acts_or_lands_in_a_seat_not_its_own(
    models: list[int], history: list[tuple[str, int, int]]
) -> None:
    pads = PadRegistry()  # the devices
    match = Match(MatchSetup(seats=[SeatSpec(HUMAN) for _ in range(SEATS)]), 1, make=None)
    guid = [GUIDS[m] for m in models]
    iid: dict[int, int | None] = {}  # physical pad -> its instance id while plugged in
    rightful: dict[int, int] = {}  # physical pad -> the seat its owner plays
    next_iid = 100
    # Every pad is plugged in at the start: twins are known to be two.
    for p in range(PHYSICAL):
        iid[p] = next_iid
        pads.register(next_iid, "Pad", None, guid[p])
        next_iid += 1
    for op, p, seat in history:
        here = iid[p]
        free = match.pad_of(seat) is None and seat not in match.away
        if op == "join" and here is not None and match.seat_of(here) is None and free:
            if p not in rightful or rightful[p] == seat:  # a pad away keeps its seat
                match.to_human(seat, here)
                rightful[p] = seat
        elif op == "leave" and here is not None:
            mine = match.seat_of(here)
            if mine is not None:
                match.to_human(mine, None)  # the seat stays, played by keyboard and mouse
                rightful.pop(p, None)
        elif op == "unplug" and here is not None:
            gone = pads.remove(here)
            assert gone is not None
            match.unplugged(here, AwayPad(gone.label, gone.name, gone.guid))
            iid[p] = None
        elif op == "replug" and here is None:
            iid[p] = next_iid
            pads.register(next_iid, "Pad", None, guid[p])
            restored = match.plugged(next_iid, guid[p], pads.twinned)
            next_iid += 1
            if restored is not None:
                assert rightful.get(p) == restored, "a pad was put into another's seat"
        elif op == "claim" and here is not None and match.seat_of(here) is None:
            # The owner says which waiting seat is theirs, by name: honestly, their own.
            if rightful.get(p) == seat and seat in match.away:
                match.to_human(seat, here)
        elif op == "to_bot" and seat in match.away:
            match.to_bot(seat, "random")
            for owner in [q for q, s in rightful.items() if s == seat]:
                del rightful[owner]
        check(pads, match, iid, rightful)


def check(
    pads: PadRegistry,
    match: Match,
    iid: dict[int, int | None],
    rightful: dict[int, int],
) -> None:
    held = [match.seat_of(i) for i in pads]
    taken = [s for s in held if s is not None]
    assert len(taken) == len(set(taken)), "two pads in one seat"
    for p, i in iid.items():
        if i is None:
            continue
        mine = match.seat_of(i)
        assert mine is None or rightful.get(p) == mine, "a pad holds a seat not its own"
        for seat in range(SEATS):
            assert match.may_act(seat, i) == (mine == seat and seat not in match.away)
    for seat in range(SEATS):
        owner = match.pad_of(seat)
        assert match.may_act(seat, None) == (owner is None and seat not in match.away)
        if seat in match.away:
            assert owner is None
    seated = [i for i in pads if match.seat_of(i) is not None]
    for i in [*pads, None]:
        assert seats.may_start(seated, i) == (i in seated if i is not None else not seated)


@given(
    owner=st.one_of(st.none(), st.integers(0, 5)),
    actor=st.one_of(st.none(), st.integers(0, 5)),
)
def test_no_pad_changes_or_names_a_seat_another_pad_holds(
    owner: int | None, actor: int | None
) -> None:
    allowed = seats.may_change(owner, actor)
    assert allowed == (owner is None or owner == actor)
    if owner is not None and actor != owner:
        assert not allowed
