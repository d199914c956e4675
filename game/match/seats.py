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

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

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
        # A table of phones: the room starts it too (a seated phone may, as a seated pad).
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


# Who owns a screen ----------------------------------------------------------------------
# A screen (an overlay) opened by a device records its owner, an actor: a pad's instance
# id (or another seat-owning device's id in the same space, e.g. a phone's), or None for
# keyboard, mouse and touch. Only its owner works it. An actor id this module does not
# know (no pad registry entry) is simply another actor: nothing here looks devices up.


def may_use(owner: Actor, actor: Actor) -> bool:
    """May `actor` work a screen that `owner` opened? Only its owner: a pad's own screen is
    that pad's, and keyboard, mouse and touch (None) share the screens they opened."""
    return actor == owner


def owner_left(owner: Actor, gone: Actor) -> bool:
    """Does the screen `owner` opened close because device `gone` left? A screen goes with
    the pad (or phone) that owns it; keyboard, mouse and touch never leave."""
    return gone is not None and owner == gone


@dataclass(frozen=True)
class ScreenRule:
    """One row of docs/COUCH.md: who may act on a screen, and what happens when its owner
    leaves. `opener`, `seated`, `seatless`, `room` say what the pad that opened it, any
    other pad holding a seat, a pad holding none, and keyboard/mouse/touch may do."""

    screen: str  # the scene's name (scenes/flow.py)
    title: str  # as the doc names it
    owned: bool  # an opener owns it: only it works the screen
    opener: str
    seated: str
    seatless: str
    room: str
    left: str  # when its owner (a pad) is unplugged


YES, NO, NONE = "yes", "no", "—"
UNLESS = "no, unless it opened it"
CLOSES = "a press closes it and goes on to the table"
NOBODY = "nothing: nobody owns it"

SCREENS: tuple[ScreenRule, ...] = (
    ScreenRule("menu", "Title menu", False, NONE, YES, YES, YES, NOBODY),
    ScreenRule(
        "setup",
        "Setup / lobby",
        False,
        NONE,
        "the options; its own seat only; Start",
        "the options; join a free seat",
        "the options; seats no pad holds; Start while no pad holds a seat",
        "its seat is free again (back to what it was)",
    ),
    ScreenRule(
        "name_entry",
        "On-screen keyboard (a seat's name)",
        True,
        YES,
        NO,
        NO,
        UNLESS,
        "closes, the name as it was; plugged back in, the pad joins and opens it again",
    ),
    ScreenRule(
        "table",
        "Table",
        False,
        NONE,
        "its own seat only (act, peek); pause, log",
        "join only (A or Start: a free seat)",
        "seats no pad holds; pause, log",
        "its seat waits for it: the unplugged panel opens",
    ),
    ScreenRule(
        "pause",
        "Pause",
        True,
        YES,
        NO,
        NO,
        "no, unless it paused",
        "closes with what was opened from it; the unplugged panel asks about the seat",
    ),
    ScreenRule(
        "settings",
        "Settings (from the pause; from the title: anyone)",
        True,
        YES,
        NO,
        NO,
        "no, unless it paused",
        "closes with the pause",
    ),
    ScreenRule(
        "howto",
        "How to play (from the pause; from the title: anyone)",
        True,
        YES,
        NO,
        NO,
        "no, unless it paused",
        "closes with the pause",
    ),
    ScreenRule(
        "confirm_quit",
        "Quit to menu? (from the pause)",
        True,
        YES,
        NO,
        NO,
        "no, unless it paused",
        "closes with the pause: nobody leaves",
    ),
    ScreenRule(
        "confirm_handover",
        "Hand the seat to a bot? (from the pause)",
        True,
        YES,
        NO,
        NO,
        "no, unless it paused",
        "closes with the pause: the seat is not handed over",
    ),
    ScreenRule(
        "movelog", "Move log", True, YES, CLOSES, CLOSES, CLOSES + ", unless it opened it", "closes"
    ),
    ScreenRule(
        "unplugged",
        "Unplugged panel",
        False,
        NONE,
        "its menu (wait, a bot, play here, quit)",
        "say which waiting seat is theirs, by name",
        "its menu",
        "— (it opens when a seated pad leaves, closes when no seat waits)",
    ),
    ScreenRule(
        "confirm_new",
        "Start a new game? (a game is saved)",
        True,
        YES,
        NO,
        NO,
        "no, unless it pressed Start",
        "closes: nothing starts",
    ),
    ScreenRule("round_results", "Round results", False, NONE, YES, YES, YES, NOBODY),
    ScreenRule("match_results", "Final results", False, NONE, YES, YES, YES, NOBODY),
    ScreenRule("review", "Review", False, NONE, YES, YES, YES, NOBODY),
)


def couch_table() -> str:
    """SCREENS as the Markdown table docs/COUCH.md shows (a test keeps the two the same)."""
    head = (
        "| Screen | The pad that opened it | Any other seated pad | A pad holding no seat "
        "| Keyboard, mouse, touch | When its owner leaves (unplugged) |"
    )
    rows = [head, "|---|---|---|---|---|---|"]
    for rule in SCREENS:
        cells = (rule.title, rule.opener, rule.seated, rule.seatless, rule.room, rule.left)
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows) + "\n"


def pads_to_restore(
    saved: Sequence[tuple[int | None, str] | None],
    same_session: bool,
    plugged: Mapping[int, str],
    twinned: Collection[str],
) -> dict[int, int]:
    """Seat -> pad for a match continued from its save (Quit to menu, then Continue).

    `saved` is each seat's pad when saved, (instance id or None if it was unplugged,
    GUID), or None for a seat no pad held; `plugged` maps each pad plugged in now to its
    GUID. In the same session instance ids still name the same pads, so a pad still plugged
    in has its seat back. Otherwise (another session, or a pad plugged in again since) a
    pad has a seat back by `seat_to_restore`'s rule: never by guess between identical pads.
    """
    restored: dict[int, int] = {}
    for seat, held in enumerate(saved):
        pad, guid = held if held is not None else (None, "")
        if pad is None or not same_session:
            continue
        if pad in plugged and plugged[pad] == guid and pad not in restored.values():
            restored[seat] = pad
    waiting = {
        seat: held[1]
        for seat, held in enumerate(saved)
        if held is not None and seat not in restored and held[1]
    }
    # Two seats of one kind waiting make it a twin kind here, too.
    kinds = list(waiting.values())
    twins = set(twinned) | {guid for guid in kinds if kinds.count(guid) > 1}
    for other, kind in plugged.items():
        if other in restored.values():
            continue
        back = seat_to_restore(waiting, twins, kind)
        if back is not None:
            restored[back] = other
            del waiting[back]
    return restored
