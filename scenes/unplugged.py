"""The "pad unplugged" panel over the table: whose pad, and what can happen now.

The table pushes it (by name, "unplugged") when a seated pad is unplugged mid-game, even
under the round results or the pause menu. The game waits underneath. It closes itself
when no seat is waiting for its pad any more:
- the same pad (same device GUID) is plugged back in: it has its seat back, no menu
  (unless two seats wait for pads of that GUID: then it is asked to claim one);
- Confirm (A, unless rebound) on a pad that holds no seat asks it which waiting seat is its
  own, by name: the question starts on no seat (LEFT/RIGHT choose one, Confirm again; Back
  cancels): identical pads cannot be told apart, so a pad never lands in a seat by guess;
- "Let a bot play it" (level chosen with LEFT/RIGHT), or "Play it here" (keyboard, mouse
  or touch), chosen by the seated pads, keyboard, mouse or touch. The focus starts on
  "Wait for their pad", so a seated player's stray Confirm hands nothing away.
One panel serves every seat waiting for its pad, first unplugged first.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.app import glyphs, ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.theme import px
from game.i18n import N_, _
from scenes.pause import HandOverRow
from scenes.screens import screens

if TYPE_CHECKING:
    from scenes.table.couch import CouchDesk

NO_SEAT = -1  # a pad answering "which seat is yours?" before it chose one


class UnpluggedScene(Scene):
    name = "unplugged"
    opaque = False
    settle_seconds = 0.4  # it opens unbidden: see Scene.settle_seconds
    unbidden = True

    def __init__(self, couch: CouchDesk) -> None:
        super().__init__()
        self.couch = couch
        self.menu = ui.Menu(
            [
                ui.Button(N_("Wait for their pad"), self._wait, name="wait"),
                HandOverRow(N_("Let a bot play it"), self._to_bot, name="bot"),
                ui.Button(
                    N_("Play it here (keyboard, mouse or touch)"), self._to_keyboard, name="here"
                ),
                ui.Button(N_("Quit to menu"), self._quit, name="quit"),
            ]
        )
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.bounds = pygame.Rect(0, 0, 0, 0)  # the menu's rows
        self.text_size = 26
        self._laid_for: tuple[tuple[int, int], int] = ((0, 0), 0)  # (size, text floor)
        self.claims: dict[int, int] = {}  # seatless pad -> the waiting seat it names

    def _wait(self) -> None:
        if self.app is not None and self.seat is not None:
            waiting = (
                _("Waiting for {seat}'s phone")
                if self._phone_away(self.seat)
                else _("Waiting for {seat}'s pad")
            )
            self.app.notify(waiting.format(seat=self.couch.seat_name(self.seat)))

    def _phone_away(self, seat: int) -> bool:
        """Is `seat` waiting for a phone (game/phones), not a pad?"""
        left = self.couch.match.away.get(seat)
        return left is not None and left.guid.startswith("phone:")

    @property
    def seat(self) -> int | None:
        seats = self.couch.away_seats()
        return seats[0] if seats else None

    def _to_bot(self, level: str) -> None:
        if self.seat is not None:
            self.couch.to_bot(self.seat, level)

    def _to_keyboard(self) -> None:
        if self.seat is not None:
            self.couch.to_keyboard(self.seat)

    def _quit(self) -> None:
        if self.stack is not None:
            self.stack.clear_to(screens(self).menu())

    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        self.scale = s = theme.scale_for(size)
        cx, cy = size[0] // 2, size[1] // 2
        # Upright, the screen's width is the room (a pad's couch has TV text on: its words
        # need it).
        upright = size[1] > size[0]
        width = max(px(640, s), int(size[0] * 0.86)) if upright else px(640, s)
        # Upright there is height to spare: rows for two lines of the words' size.
        words = theme.font(max(px(34, s), look.text_floor, theme.MIN_TEXT), "bold")
        rows = max(66, math.ceil((2 * words.get_linesize() + px(8, s)) / s)) if upright else 66
        self.bounds = self.menu.layout_column(cx, cy + px(10, s), width, s, row_height=rows)
        self._laid_for = (size, look.text_floor)
        # The panel's words: a size for the shorter side (an upright screen is no wider).
        self.text_size = max(px(26, s), int(min(size) * 0.036))
        self.panel = self.bounds.inflate(px(80, s), px(50, s))

    def _header(self, seat: int) -> list[tuple[str, int, theme.Color, str, int]]:
        """The lines above the menu: (text, size, colour, font, lines it may take)."""
        left = self.couch.match.away.get(seat)
        who = self.couch.seat_name(seat)
        pad_name = f"{left.label} ({left.name})" if left is not None else _("Their pad")
        size, s = self.text_size, self.scale
        title = _("{name}'s pad is unplugged").format(name=who)
        again = _("Plug it back in to carry on, or")
        if left is not None and self._phone_away(seat):
            # A phone (game/phones): it comes back by itself when its page reconnects.
            title = _("{name}'s phone is not connected").format(name=who)
            pad_name = left.label
            again = _("Open the page on it again to carry on, or")
        return [
            (title, px(46, s), theme.CREAM, "display", 2),
            (pad_name, size, theme.MUTED, "body", 1),
            (again, size, theme.CREAM, "bold", 2),
        ]

    def _line_height(self, text: str, size: int, kind: str, lines: int) -> int:
        look = self.look
        layout = theme.fit_text(text, size, kind, self._inner().w, 0, lines, look=look)
        return len(layout.lines) * theme.font(layout.size, kind).get_linesize()

    def _inner(self) -> pygame.Rect:
        margin = px(30, self.scale)
        return self.panel.inflate(-2 * margin, 0)

    def _claim_height(self) -> int:
        # The "(A) on a pad with no seat" line: room for two lines of it.
        return 2 * theme.font(self.text_size, "bold").get_linesize()

    def handle(self, event: IntentEvent) -> bool:
        pads = self.couch.pads
        pad = event.pad if event.device is Device.GAMEPAD else None
        if pads is not None and pad is not None and self.couch.match.seat_of(pad) is None:
            return self._claim(pad, event)
        return self.menu.handle(event, ui.sound_of(self))

    def _claim(self, pad: int, event: IntentEvent) -> bool:
        """A seatless pad says which waiting seat is its own: A, then LEFT/RIGHT, then A."""
        if not event.held:
            return True
        seats = self.couch.away_seats()
        sound = ui.sound_of(self)
        if pad not in self.claims:
            if event.intent is Intent.CONFIRM and seats:
                # On no seat: a pad must never land in a seat by guess, nor be offered a
                # twin's seat as if it were its own. Its owner picks theirs by name.
                self.claims[pad] = NO_SEAT
                sound("confirm")
            return True  # a seatless pad works nothing else here
        if self.claims[pad] not in seats:
            self.claims[pad] = NO_SEAT
        if event.intent in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN) and seats:
            step = -1 if event.intent in (Intent.LEFT, Intent.UP) else 1
            if self.claims[pad] in seats:
                at = seats.index(self.claims[pad])
                self.claims[pad] = seats[(at + step) % len(seats)]
            else:  # from no seat: the first (or, going left, the last) waiting seat
                self.claims[pad] = seats[0 if step > 0 else -1]
            sound("move")
        elif event.intent in (Intent.BACK, Intent.MENU):
            del self.claims[pad]
            sound("back")
        elif event.intent is Intent.CONFIRM and self.claims[pad] in seats:
            seat = self.claims.pop(pad)
            self.couch.turns.seat_to_human(seat, pad)
            pads = self.couch.pads
            if self.app is not None and pads is not None:
                self.app.notify(
                    _("{pad} now plays {seat}").format(
                        pad=pads.label(pad), seat=self.couch.seat_name(seat)
                    )
                )
        return True

    def interactive_rects(self) -> list[pygame.Rect]:
        # Its buttons, and its words: they say how to claim a seat.
        return [self.panel, *(item.rect for item in self.menu.items)]

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        seat = self.seat
        phone = seat is not None and self._phone_away(seat)
        self.menu.items[0].label = N_("Wait for their phone") if phone else N_("Wait for their pad")
        pads = self.couch.pads
        for pad in [p for p in self.claims if pads is None or p not in pads]:
            del self.claims[pad]
        if self.seat is None and self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        if self._laid_for != (surface.get_size(), look.text_floor):
            self.on_resize(surface.get_size())  # TV text turned on or off: other rows
        seat = self.seat
        s = self.scale
        theme.dim(surface, 190)
        header = self._header(seat) if seat is not None else []
        # The panel grows upwards to hold its lines, each as tall as its words need here
        # (a longer language or an upright screen wraps a line onto two).
        heights = [self._line_height(text, size, kind, n) for text, size, _c, kind, n in header]
        gap = px(6, s)
        above = sum(heights) + gap * len(heights) + self._claim_height()
        self.panel = self.bounds.inflate(px(80, s), px(50, s))
        self.panel.top = max(px(8, s), self.bounds.top - px(45, s) - above)
        self.panel.height = self.bounds.bottom + px(25, s) - self.panel.top
        theme.draw_panel(surface, self.panel, s, look=look)
        if seat is None:
            return
        couch = self.couch
        pads = couch.pads
        inner = self._inner()
        y = self.panel.top + px(20, s)
        for (text, size, color, kind, lines), height in zip(header, heights, strict=True):
            box = pygame.Rect(inner.x, y, inner.w, height)
            theme.draw_text(surface, text, None, size, color, kind, box=box, lines=lines, look=look)
            y += height + gap
        claim = pygame.Rect(inner.x, y, inner.w, max(1, self.bounds.top - px(10, s) - y))
        self.menu.draw(surface, look=look)
        if not self.claims:
            self._draw_how_to_claim(surface, claim)
            return
        # Each pad answering, in that line's place: "Pad 3: I play < Cy >  (A: yes, B: ...)"
        # (more than one answering at once: upwards, over the table).
        line, above = claim.copy(), self.panel.top
        for pad, claimed in self.claims.items():
            label = pads.label(pad) if pads is not None else _("Pad")
            pad_family = pads.family(pad) if pads is not None else "xbox"
            yes = glyphs.name_of(glyphs.pad_label(self.app, Intent.CONFIRM, "A"), pad_family)
            no = glyphs.name_of(glyphs.pad_label(self.app, Intent.BACK, "B"), pad_family)
            if claimed >= 0:
                text = _("{pad}: I play < {name} >  ({yes}: yes, {no}: cancel)").format(
                    pad=label, name=couch.seat_name(claimed), yes=yes, no=no
                )
            else:
                text = _("{pad}: which seat is yours? < choose by name >  ({no}: cancel)")
                text = text.format(pad=label, no=no)
            theme.draw_text(
                surface,
                text,
                None,
                self.text_size,
                theme.BRASS,
                "bold",
                box=line,
                lines=2,
                look=look,
            )
            # The next one above the panel, and up from there.
            line = pygame.Rect(line.x, 0, line.w, line.h)
            line.bottom = above - px(4, s)
            above = line.top

    def _draw_how_to_claim(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The line "(A) on a pad with no seat: say which seat is yours", with the glyph of
        the first seatless pad (a seated pad's A works the menu below), in `box`."""
        look = self.look
        pads = self.couch.pads
        s = self.scale
        size = self.text_size
        seatless = self.couch.seatless_pads()
        family = pads.family(seatless[0] if seatless else None) if pads is not None else None
        line = _("on a pad with no seat: say which seat is yours")
        badge_h = int(size * 1.3)
        confirm = glyphs.pad_label(self.app, Intent.CONFIRM, "A")
        badge_w = glyphs.prompt_width(confirm, badge_h, family, look=look)  # "LS" is wider than "A"
        room = box.w - badge_w - px(10, s)
        # The words as they will fit (shrunk or on two lines), so badge and words centre
        # as one.
        layout = theme.fit_text(line, size, "bold", room, box.h, 2, look=look)
        face = theme.font(layout.size, "bold")
        text_w = min(room, max(face.size(part)[0] for part in layout.lines))
        x = box.centerx - (badge_w + px(10, s) + text_w) // 2
        glyphs.draw_prompt(surface, confirm, (x, box.centery), badge_h, family, look=look)
        words = pygame.Rect(x + badge_w + px(10, s), box.y, text_w, box.h)
        theme.draw_text(
            surface,
            line,
            None,
            size,
            theme.CREAM,
            "bold",
            anchor="midleft",
            box=words,
            lines=2,
            look=look,
        )
