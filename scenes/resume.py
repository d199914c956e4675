"""Autosave of the match on the table, and Continue from the menu.

The table calls `autosave(app, match)` after every action (the match's `on_applied` hook)
and `finish(app, match)` when the match ends; the menu shows Continue while `can_continue(app)` and
calls `continue_match(stack)`.
The save (see `game.store.saves`) holds the engine's record, which replays exactly, plus
the seats as plain data: the setup (bot levels, human seats), the persona seed that
names the bots, and the table's seed, which seeds the bots. Continue rebuilds the same
table from them, with the view synced to the engine (the animations caught up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import _
from game.match.setup import MatchSetup

if TYPE_CHECKING:
    from game.app.scene import AppPort, SceneStack
    from game.match.model import Match


def seat_data(match: Match) -> dict[str, Any]:
    """The seats as held now (a seat handed to a bot is the bot's when continued)."""
    setup = match.seats_now()
    return {
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


def autosave(app: AppPort | None, match: Match) -> None:
    if app is None:
        return
    # A failure is told once on screen by the file store, naming the file and the reason.
    app.saves.save(match.game, seat_data(match))


def finish(app: AppPort | None, match: Match) -> None:
    if app is not None:
        problem = app.saves.finish(match.game, seat_data(match))
        if problem is not None:
            # The store has told why history.json was not written; the autosave stays.
            app.notify(_("The finished game stays saved: it could not go into the history"), 6.0)


def can_continue(app: AppPort | None) -> bool:
    return app is not None and app.saves.has_save()


def continue_match(app: AppPort, stack: SceneStack) -> bool:
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
    stack.push_named("table", setup, seed, game=match.game, human_moves=human_moves)
    return True
