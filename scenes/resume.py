"""Autosave of the match on the table, and Continue from the menu.

The table calls `autosave(app, match)` after every action (`TableScene.show`, as it
receives the action's events) and `finish(app, match)` when the match ends; the menu
shows Continue while `can_continue(app)` and calls `continue_match(stack)`.
The save (see `game.store.saves`) holds the engine's record, which replays exactly, plus
the seats as plain data: the setup (bot levels, human seats), the persona seed that
names the bots, and the table's seed, which seeds the bots. Continue rebuilds the same
table from them, with the view synced to the engine (the animations caught up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.i18n import _
from game.match import seats as rules
from game.match.setup import MatchSetup
from scenes.screens import screens

if TYPE_CHECKING:
    from game.app.pads import PadRegistry
    from game.app.scene import SceneStack
    from game.match.model import Match
    from game.store.saves import SaveStore


class SavesPort(Protocol):
    """What saving and continuing use of the app: the saves, the pads (Continue gives a
    seat back to its pad) and a toast."""

    saves: SaveStore
    pads: PadRegistry

    def notify(self, text: str, seconds: float = 4.0) -> None: ...


def seat_data(match: Match, pads: PadRegistry | None = None) -> dict[str, Any]:
    """The seats as held now (a seat handed to a bot is the bot's when continued), with
    the pad each seat is held by: Continue gives it back while it is plugged in."""
    setup = match.seats_now()
    held: list[list[Any] | None] = []
    for seat in range(match.players):
        pad, away = match.pad_of(seat), match.away.get(seat)
        if pad is not None and pads is not None:
            held.append([pad, pads.guid(pad)])
        elif away is not None:
            held.append([None, away.guid])
        else:
            held.append(None)
    return {
        "pads": held,
        "pad_session": pads.session if pads is not None else "",
        "setup": setup.to_json(),
        "persona_seed": setup.persona_seed,
        "seed": match.seed,
        "names": list(match.names),
        "human_seats": match.humans(),
        "human_moves": list(match.human_moves),
    }


def saved_human_moves(seats: dict[str, Any], actions: int) -> list[int] | None:
    """The saved positions of the people's decisions; None if missing or not believable
    (the table then takes the seats people hold now)."""
    moves = seats.get("human_moves")
    if not isinstance(moves, list):
        return None
    if not all(type(m) is int and 0 <= m < actions for m in moves):
        return None
    return sorted(set(moves))


def autosave(app: SavesPort | None, match: Match) -> None:
    if app is None:
        return
    # A failure is told once on screen by the file store, naming the file and the reason.
    app.saves.save(match.game, seat_data(match, app.pads))


def finish(app: SavesPort | None, match: Match) -> None:
    if app is not None:
        problem = app.saves.finish(match.game, seat_data(match, app.pads))
        match.kept = problem is None
        if problem is not None:
            # The store has told why history.json was not written; the autosave stays.
            app.notify(_("The finished game stays saved: it could not go into the history"), 6.0)


def saved_pads(app: SavesPort, seats: dict[str, Any], setup: MatchSetup) -> dict[int, int]:
    """Seat -> pad for the seats whose pad is plugged in now (`seats.pads_to_restore`:
    by instance id within this run, else by kind, never by guess between twins)."""
    saved = seats.get("pads")
    if not isinstance(saved, list) or len(saved) != setup.players:
        return {}
    held: list[tuple[int | None, str] | None] = []
    for entry, spec in zip(saved, setup.seats, strict=True):
        ok = isinstance(entry, list) and len(entry) == 2 and spec.is_human
        pad, guid = entry if ok else (None, "")
        if not ok or not isinstance(guid, str) or not (pad is None or type(pad) is int):
            held.append(None)
        else:
            held.append((pad, guid))
    plugged = {pad: app.pads.guid(pad) for pad in app.pads}
    same = seats.get("pad_session") == app.pads.session
    return rules.pads_to_restore(held, same, plugged, app.pads.twinned)


def can_continue(app: SavesPort | None) -> bool:
    return app is not None and app.saves.has_save()


def continue_match(app: SavesPort, stack: SceneStack) -> bool:
    """Open the saved match's table; False (with a notice) if there is none to open."""
    match = app.saves.load()
    if match is None:
        return False
    seats = match.seats
    setup = MatchSetup.from_json(seats.get("setup"))
    persona_seed, seed = seats.get("persona_seed"), seats.get("seed")
    if isinstance(persona_seed, int):
        setup.persona_seed = persona_seed
    # The engine's config is the truth (the setup screen may not offer every value).
    setup.rules = match.game.config
    if not isinstance(seed, int) or isinstance(seed, bool):
        seed = match.game.seed
    if setup.players != match.game.config.players:
        app.notify(_("The saved game's seats do not match it: it cannot be continued"), 6.0)
        return False
    if match.game.is_over:
        if app.saves.finish(match.game, seats) is None:
            app.notify(_("The saved game had already ended: it is in the history now"), 6.0)
        else:  # the store told why; the save stays, nothing is lost
            app.notify(_("The saved game had already ended, but it could not go into the history"))
        return False
    human_moves = saved_human_moves(seats, len(match.game.record.actions))
    for seat, pad in saved_pads(app, seats, setup).items():
        setup.seats[seat].pad = pad
    stack.push(screens(stack).table(setup, seed, game=match.game, human_moves=human_moves))
    return True
