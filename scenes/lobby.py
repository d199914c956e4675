"""The join slots of the setup screen: pads join and leave seats.

A pad that holds no seat presses A: it takes the focused seat if that is free, else the
next free seat (a seat no pad holds), adding a seat if all are taken and there is room
(up to seven). The seat becomes human and shows the pad on its slot. B on a joined pad
leaves: the seat goes back to what it was (a bot level, or a keyboard seat). A on a
joined pad over another free seat moves there. Keyboard and mouse keep using the rows
as before, so they can hold a seat too (a human seat no pad holds).

Before a match exists the setup's seat list is the one owner of who sits where: each
`SeatSpec.pad` (one pad per seat, one seat per pad, by `game.match.seats`' rules); the pad
registry knows devices only. The table's match starts from the specs. Every pad has its
own focus: the menu shows the focus of whoever pressed last, other pads' are outlined with
their label. The lobby knows the setup screen only as a `SeatOwner`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.app import glyphs
from game.app.intents import Device, Intent, IntentEvent
from game.draw import theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from game.match.setup import MAX_SEATS
from scenes.looks import seat_look

if TYPE_CHECKING:
    from game.app import ui
    from game.app.scene import AppPort
    from game.match.setup import MatchSetup, SeatSpec


class SeatOwner(Protocol):
    """What the lobby needs of the screen whose seats it fills (`scenes.setup`): its seat
    list and menu, and the three changes a pad makes to the seats."""

    setup: MatchSetup
    menu: ui.Menu

    @property
    def app(self) -> AppPort | None: ...

    def claim(self, seat: int, pad: int) -> None:
        """Gamepad `pad` takes `seat` (which becomes human); it leaves any other seat."""

    def add_seat(self) -> None:
        """One more seat at the end of the list."""

    def release(self, seat: int) -> None:
        """No pad holds `seat` any more (its kind is already what it was before)."""

    def start(self, confirmed: bool = False, phone: bool = False) -> None:
        """Start the match (`phone`: a phone's Start, which cannot answer a question on
        the TV)."""


class Lobby:
    def __init__(self, scene: SeatOwner) -> None:
        self.scene = scene
        self.before: dict[int, str] = {}  # seat -> its kind before a pad joined it
        # Every pad has its own focus (an item's name); keyboard and mouse use the one shown.
        # The menu shows the focus of whoever used it last; other pads' are outlined.
        self.focus: dict[int | None, str] = {}
        self.actor: int | None = None

    def focus_for(self, actor: int | None) -> None:
        """Before `actor`'s intent: the menu's focus becomes theirs (a pad's first press
        starts from the focus shown)."""
        menu = self.scene.menu
        if actor == self.actor:
            return
        if menu.focused is not None:
            self.focus[self.actor] = menu.focused.name
        self.actor = actor
        # Keyboard and mouse use the focus shown (the mouse's hover moves it too).
        own = self.focus.get(actor) if actor is not None else None
        if own is not None:
            menu.focus_named(own)

    def others_focus(self) -> list[tuple[int, str]]:
        """(pad, item name) for each connected pad's focus that the menu is not showing."""
        app = self.scene.app
        shown = self.scene.menu.focused
        return [
            (pad, name)
            for pad, name in self.focus.items()
            if pad is not None
            and pad != self.actor
            and app is not None
            and pad in app.pads
            and (shown is None or name != shown.name)
        ]

    @property
    def seats(self) -> list[SeatSpec]:
        return self.scene.setup.seats

    def holder(self, seat: int) -> int | None:
        return self.seats[seat].pad

    def seat_of(self, pad: int) -> int | None:
        return next((i for i, spec in enumerate(self.seats) if spec.pad == pad), None)

    def pads_connected(self) -> bool:
        app = self.scene.app
        return app is not None and len(app.pads) > 0

    def handle(self, event: IntentEvent, focused_seat: int | None) -> bool:
        if event.device is not Device.GAMEPAD or event.pad is None or not event.held:
            return False
        pad = event.pad
        mine = self.seat_of(pad)
        if event.intent is Intent.CONFIRM:
            if focused_seat is not None and self.holder(focused_seat) is None:
                self.join(pad, focused_seat)
                return True
            if mine is None:
                seat = self.free_seat()
                if seat is None:
                    self._notify(_("Every seat has a pad"))
                else:
                    self.join(pad, seat)
                return True
            return False
        if event.intent is Intent.BACK and mine is not None:
            self.leave(pad)
            return True
        return False

    def free_seat(self) -> int | None:
        seat = next((i for i, spec in enumerate(self.seats) if spec.pad is None), None)
        if seat is None and len(self.seats) < MAX_SEATS:
            menu = self.scene.menu
            focus = menu.focused.name if menu.focused is not None else None
            self.scene.add_seat()
            if focus is not None:
                self.scene.menu.focus_named(focus)  # a join does not move anyone's focus
            seat = len(self.seats) - 1
        return seat

    def join(self, pad: int, seat: int) -> None:
        old = self.seat_of(pad)
        if old is not None:
            self.leave(pad, quiet=True)
        self.before.setdefault(seat, self.seats[seat].kind)
        self.scene.claim(seat, pad)
        app = self.scene.app
        if app is not None:
            self.relight()
            self._notify(
                _("{pad} joins as {seat}").format(
                    pad=app.pads.label(pad), seat=self.scene.setup.seat_name(seat)
                )
            )

    def leave(self, pad: int, quiet: bool = False) -> None:
        seat = self.seat_of(pad)
        if seat is None:
            return
        spec = self.seats[seat]
        spec.kind = self.before.pop(seat, spec.kind)
        self.scene.release(seat)
        app = self.scene.app
        self.relight()
        if app is not None and not quiet:
            app.audio.play("back")
            self._notify(
                _("{pad} left {seat}").format(
                    pad=app.pads.label(pad), seat=self.scene.setup.seat_name(seat)
                )
            )

    def relight(self) -> None:
        """Each joined pad's light bar in its seat's colour (humans' colours follow their
        order, so a join or a leave can change another seat's)."""
        app = self.scene.app
        if app is None:
            return
        for seat, spec in enumerate(self.seats):
            if spec.pad is not None:
                app.pads.light(spec.pad, seat_look(self.scene.setup, seat).color)

    def on_pad_removed(self, pad: int) -> int | None:
        """An unplugged pad's seat is free again (returned; nothing waits for it here)."""
        self.focus.pop(pad, None)
        if self.actor == pad:
            self.actor = None
            self.scene.menu.focus_named(self.focus.get(None, "start"))
        seat = self.seat_of(pad)
        if seat is not None:
            self.leave(pad, quiet=True)
        return seat

    def forget_seats_from(self, count: int) -> None:
        for seat in [s for s in self.before if s >= count]:
            del self.before[seat]

    def _notify(self, text: str) -> None:
        if self.scene.app is not None:
            self.scene.app.notify(text)

    # Drawing -------------------------------------------------------------------------
    def draw_focus(self, surface: pygame.Surface, scale: float, *, look: Look) -> None:
        """Other pads' focus: an outline round the item, with the pad's label beside it."""
        app = self.scene.app
        if app is None:
            return
        items = {item.name: item for item in self.scene.menu.items}
        for pad, name in self.others_focus():
            item = items.get(name)
            if item is None:
                continue
            rect = item.rect.inflate(px(8, scale), px(6, scale))
            pygame.draw.rect(surface, theme.BRASS, rect, max(2, px(3, scale)), px(12, scale))
            theme.draw_text(
                surface,
                app.pads.label(pad),
                (rect.right - px(10, scale), rect.top),
                px(18, scale),
                theme.BRASS,
                "bold",
                anchor="midright",
                look=look,
            )

    def slot_width(self, row: ui.OptionRow, seat: int, *, look: Look) -> int:
        """The room the seat's slot takes after its name: the pad's label, or the join
        badge and its word, at their size (the name gives way, the slot does not)."""
        app = self.scene.app
        if app is None or not self.pads_connected():
            return 0
        s = row.scale
        face = theme.font(max(px(22, s), look.text_floor, theme.MIN_TEXT), "bold")
        pad = self.holder(seat)
        if pad is not None:
            return px(12, s) + face.size(app.pads.label(pad))[0] + px(8, s)
        badge = glyphs.prompt_width(
            glyphs.pad_label(app, Intent.CONFIRM, "A"), self._badge_h(row), look=look
        )
        return px(12, s) + badge + px(6, s) + face.size(_("join"))[0] + px(8, s)

    @staticmethod
    def _badge_h(row: ui.OptionRow) -> int:
        return int(row.rect.h * 0.56)

    def draw_slot(
        self, surface: pygame.Surface, row: ui.OptionRow, seat: int, focused: bool, *, look: Look
    ) -> None:
        """After `seat`'s row's label: the pad holding it, or "(A) join" when pads are
        connected and the seat is free. The row kept `slot_width` for it."""
        app = self.scene.app
        if app is None or not self.pads_connected():
            return
        s = row.scale
        x = row.label_rect.right + px(12, s)
        room = pygame.Rect(x, row.rect.y, row.arrow_rects(look=look)[0].left - x, row.rect.h)
        cy = row.rect.centery
        color = theme.INK if focused else theme.BRASS
        pad = self.holder(seat)
        if pad is not None:
            theme.draw_text(
                surface, app.pads.label(pad), None, px(22, s), color, "bold",
                anchor="midleft", box=room, look=look,
            )  # fmt: skip
            return
        badge = glyphs.draw_prompt(
            surface,
            glyphs.pad_label(app, Intent.CONFIRM, "A"),
            (x, cy),
            self._badge_h(row),
            None,
            look,
        )
        word = pygame.Rect(badge.right + px(6, s), room.y, room.right - badge.right, room.h)
        theme.draw_text(  # after the badge, as wide as its button's name ("LS", "Start")
            surface,
            _("join"),
            None,
            px(22, s),
            color,
            "bold",
            anchor="midleft",
            box=word,
            look=look,
        )
