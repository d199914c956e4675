"""Who holds each seat, and what each input may do about it: pure functions, no pygame.

A seat is held by a gamepad (its SDL instance id), by "the room" (keyboard, mouse and touch:
`None`), or is waiting for an unplugged pad (`away`). The lobby, the table, the couch panel
and the pad registry ask these functions, so the rules live in one place:

- a pad acts and peeks only for the seat it holds; keyboard, mouse and touch only for a
  seat no pad holds; nobody for a seat whose pad is away;
- no pad changes or names a seat another pad holds;
- a replugged pad is given a waiting seat by itself only when no two pads of its kind
  (GUID) were ever plugged in together: identical pads cannot be told apart, so otherwise
  its owner says which seat is theirs, by name;
- only a seated pad, or keyboard and mouse while no pad holds a seat, starts the match;
- a phone (`PHONE_ACTORS`) holds a seat as a pad does, but starts nothing.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

Actor = int | None  # a pad's instance id, a phone's actor id, or None for keyboard, mouse, touch

# Phones (issue 53) hold seats as pads do, by an actor id from this range. SDL's instance
# ids are SDL_JoystickID, a signed 32-bit int, so no pad can ever have one of these: every
# rule here (may_act, may_change, may_start, the away seats) holds for phones unchanged.
PHONE_ACTORS = range(2**32, 2**32 + 2**16)


def is_phone(actor: Actor) -> bool:
    """Is `actor` a phone (not a gamepad, not the room)?"""
    return actor is not None and actor in PHONE_ACTORS


def may_act(owner: int | None, away: bool, actor: Actor) -> bool:
    """May `actor` act (or peek) for a seat held by `owner` (None: no pad)?"""
    if away:
        return False
    return owner is None if actor is None else owner == actor


def may_change(owner: int | None, actor: Actor) -> bool:
    """May `actor` change or rename a seat in the lobby? A pad's seat is its own."""
    return owner is None or owner == actor


def may_start(seated_pads: Collection[int], actor: Actor) -> bool:
    """May `actor` start the match? A seated pad; keyboard or mouse if no pad holds a seat."""
    if actor is None:
        # Phones have no Start button: the room starts a table of phones.
        return not [pad for pad in seated_pads if not is_phone(pad)]
    return actor in seated_pads


def seat_to_restore(
    away_guids: Mapping[int, str], twinned: Collection[str], guid: str
) -> int | None:
    """The waiting seat a pad of `guid` plugged in gets back without being asked, if any.

    `away_guids` maps each seat waiting for its pad to that pad's GUID; `twinned` are the
    GUIDs of which two pads were ever plugged in at once. A pad of such a kind coming back
    could be either twin, so it is never seated by guess: its owner says which seat is
    theirs. (Two pads never plugged in together cannot be told from one pad.)
    """
    if not guid or guid in twinned:
        return None
    waiting = [seat for seat, left in away_guids.items() if left == guid]
    return waiting[0] if len(waiting) == 1 else None
