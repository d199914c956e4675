"""Phones in the lobby (issue 53): a phone that joins is seated as a pad pressing A is
(`scenes.lobby.Lobby.join`), under the name it typed; a reloaded phone sits down again;
a phone may ask for a given free seat. Each phone is shown its seat and the table's names.

The setup screen delegates to these functions (`on_phone`, `phone_view`); the seat list
stays the one owner of who sits where (`SeatSpec.pad` holds the phone's actor id).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.app import ui
from game.app.intents import Intent, IntentEvent
from game.draw import theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import N_, _
from game.match import seats as seat_rules
from game.match.seats import is_phone
from game.match.setup import NAME_MAX
from game.phones.snapshot import lobby_view
from scenes.phone_question import ask_remove
from scenes.screens import screens

if TYPE_CHECKING:
    from game.app.scene import Scene
    from scenes.lobby import Lobby, SeatOwner


def on_phone(scene: SeatOwner, lobby: Lobby, actor: int, kind: str, value: object) -> bool:
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
    if kind == "removed":
        return True  # its seat is freed as its pad goes (`Lobby.on_pad_removed`)
    if kind == "start":
        # As a seated pad's Start (`seats.may_start`); a phone without a seat is told to
        # take one first.
        app = scene.app
        held = [spec.pad for spec in lobby.seats if spec.pad is not None]
        top: object = app.stack.top if app is not None else scene  # the screen on top
        if top is not scene:
            pass  # a question or the name entry is open on the TV: it is answered first
        elif seat_rules.may_start(held, actor):
            scene.start(phone=True)
        elif app is not None and app.phones is not None:
            app.phones.tell(actor, "start_seated")
        return True
    return kind in ("act", "hint")  # nothing to decide before the match


def asks_removal(scene: SeatOwner, target: object, actor: int | None, event: IntentEvent) -> bool:
    """Confirm (or a tap) at the TV on a seat a phone holds asks "Remove Anna's phone?"
    (issue 66: the TV can remove a phone; its seat is then free). True if asked."""
    app = scene.app
    seat = getattr(target, "seat", None)
    if app is None or app.phones is None or not isinstance(seat, int):
        return False
    if event.intent not in (Intent.CONFIRM, Intent.POINT) or not 0 <= seat < len(scene.setup.seats):
        return False
    owner = scene.setup.seats[seat].pad
    if owner is None or not is_phone(owner) or owner == actor:
        return False
    ask_remove(app, owner, scene.setup.seat_name(seat))
    return True


def phone_version(scene: SeatOwner) -> tuple[object, ...]:
    """What the lobby's phone views depend on (their seats and the names shown)."""
    setup = scene.setup
    return (setup.persona_seed, tuple((s.kind, s.name, s.pad) for s in setup.seats))


def phone_view(scene: SeatOwner, lobby: Lobby, actor: int) -> dict[str, Any]:
    names = scene.setup.seat_names()
    seat = lobby.seat_of(actor)
    seats = [
        {"seat": i, "name": names[i], "free": spec.pad is None, "mine": i == seat}
        for i, spec in enumerate(lobby.seats)
    ]
    return lobby_view(names[seat] if seat is not None else "", seat, seats, start=seat is not None)


def switch(scene: Scene, on: bool) -> bool:
    """ "Phones can join" (Settings, the lobby): start or stop the phones' server and keep
    the choice. Kiosk mode keeps it off. True if phones can join now."""
    app = scene.app
    if app is None:
        return False
    url = app.set_phones(on)
    app.settings.phones = url is not None
    if url is not None and app.phones is not None:
        app.notify(
            _("Phones can join: open {address} and type the code {code}").format(
                address=url, code=app.phones.code
            ),
            6.0,
        )
    return url is not None


def show_code(scene: Scene, with_off: bool = True) -> None:
    """The join card over the screen: the QR code, the address and the code, large."""
    if scene.stack is not None and scene.app is not None and scene.app.phones is not None:
        scene.stack.push(screens(scene).phones_join(with_off=with_off))


SWITCH = "phones"  # the lobby's "Phones can join" button
LABELS = (N_("Phones: off"), N_("Phones: on"))


def switch_button(scene: Scene) -> ui.Button:
    """The lobby's switch: a button that says whether phones can join and turns it over
    (a row with arrows has no room beside Start at every size)."""

    def flip() -> None:
        # Off: on, and the code to join by, big (`scenes.phones_join`); on: the code again
        # (it has "Phones off").
        if _on(scene) or switch(scene, True):
            show_code(scene)

    return ui.Button(LABELS[_on(scene)], flip, name=SWITCH)


def relabel_switch(scene: Scene, items: list[Any]) -> None:
    """The switch says what is so, however phones were turned on or off (the command
    line, Settings, a server that could not start), not only what it last did."""
    for item in items:
        if item.name == SWITCH:
            item.label = LABELS[_on(scene)]


def _on(scene: Scene) -> bool:
    return scene.app is not None and scene.app.phones is not None


def place_switch(items: list[Any], w: int, top: int, height: int, s: float) -> None:
    """The lobby's "Phones can join" row: on the buttons' line, right of Start (the option
    column has no room for a seventh row at every size)."""
    row = next((item for item in items if item.name == SWITCH), None)
    if row is None:
        return
    x = w // 2 + px(160, s)
    row.scale = s * height / px(64, s) if height < px(64, s) else s
    row.rect = pygame.Rect(x, top, max(1, w - px(12, s) - x), height)


_codes: dict[tuple[str, int], pygame.Surface] = {}


def qr_surface(url: str, side: int) -> pygame.Surface:
    """The QR code of `url`, `side` pixels square with its quiet zone, each module drawn
    as a whole number of pixels (a blurred module scans badly). Made once per size."""
    key = (url, side)
    if key not in _codes:
        import segno  # only when phones are on: startup never pays for it

        code = segno.make(url, error="m", micro=False)
        matrix = code.matrix
        count = len(matrix) + 4  # a quiet zone of two modules each side
        cell = max(1, side // count)
        surface = pygame.Surface((count * cell, count * cell))
        surface.fill((255, 255, 255))
        for y, row in enumerate(matrix):
            for x, dark in enumerate(row):
                if dark:
                    surface.fill((0, 0, 0), ((x + 2) * cell, (y + 2) * cell, cell, cell))
        _codes.clear()  # one code at a time is all the lobby shows
        _codes[key] = surface
    return _codes[key]


def draw_join(surface: pygame.Surface, scene: Scene, *, look: Look) -> None:
    """While phones can join: the QR code, the address and the code to type, top right
    (small: the "Phones" button shows them large enough to read from the couch)."""
    app = scene.app
    if app is None or app.phones is None:
        return
    w, h = surface.get_size()
    s = theme.scale_for((w, h))
    phones = app.phones
    side = max(int(h * 0.14), 58)
    code = qr_surface(phones.url, side)
    rect = code.get_rect(topright=(w - px(12, s), px(8, s)))
    surface.blit(code, rect)
    # The address and the code to type, beside it (the "Phones" button shows both large).
    short = phones.address.removeprefix("http://").rstrip("/")
    theme.draw_text(
        surface, short, (rect.left - px(10, s), rect.centery - px(14, s)), px(22, s),
        theme.CREAM, "bold", anchor="midright", look=look,
    )  # fmt: skip
    theme.draw_text(
        surface, phones.code, (rect.left - px(10, s), rect.centery + px(16, s)), px(30, s),
        theme.BRASS, "bold", anchor="midright", look=look,
    )  # fmt: skip
