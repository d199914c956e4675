"""Phones in the lobby (issue 53): a phone that joins is seated as a pad pressing A is
(`scenes.lobby.Lobby.join`), under the name it typed; a reloaded phone sits down again;
a phone may ask for a given free seat. Each phone is shown its seat and the table's names.

The setup screen delegates to these functions (`on_phone`, `phone_view`); the seat list
stays the one owner of who sits where (`SeatSpec.pad` holds the phone's actor id).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.match.setup import NAME_MAX
from game.phones.snapshot import lobby_view

if TYPE_CHECKING:
    from scenes.lobby import Lobby
    from scenes.setup import SetupScene


def on_phone(scene: SetupScene, lobby: Lobby, actor: int, kind: str, value: object) -> bool:
    if kind in ("join", "back"):
        if lobby.seat_of(actor) is None:
            seat = lobby.free_seat()
            if seat is not None:
                lobby.join(actor, seat)
                name = str(value)[:NAME_MAX].strip()
                if name:
                    scene.setup.seats[seat].name = name
        return True
    if kind == "seat" and isinstance(value, int):
        if 0 <= value < len(lobby.seats) and lobby.holder(value) is None:
            lobby.join(actor, value)
        return True
    return kind in ("act", "hint")  # nothing to decide before the match


def phone_view(scene: SetupScene, lobby: Lobby, actor: int) -> dict[str, Any]:
    names = scene.setup.seat_names()
    seat = lobby.seat_of(actor)
    seats = [
        {"seat": i, "name": names[i], "free": spec.pad is None, "mine": i == seat}
        for i, spec in enumerate(lobby.seats)
    ]
    return lobby_view(names[seat] if seat is not None else "", seat, seats)
