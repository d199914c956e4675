"""The "pad unplugged" panel over the table: whose pad, and what can happen now.

The table pushes it (by name, "unplugged") when a seated pad is unplugged mid-game, even
under the round results or the pause menu. The game waits underneath. It closes itself
when no seat is waiting for its pad any more:
- the same pad (same device GUID) is plugged back in: it has its seat back, no menu
  (unless two seats wait for pads of that GUID: then it is asked to claim one);
- Confirm (A, unless rebound) on a pad that holds no seat asks it which waiting seat is its
  own, by name (LEFT/RIGHT, Confirm again; Back cancels): identical pads cannot be told
  apart, so a pad never lands in a seat by guess;
- "Let a bot play it" (level chosen with LEFT/RIGHT), or "Play it here" (keyboard, mouse
  or touch), chosen by the seated pads, keyboard, mouse or touch. The focus starts on
  "Wait for their pad", so a seated player's stray Confirm hands nothing away.
One panel serves every seat waiting for its pad, first unplugged first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import glyphs, theme, ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.theme import px
from game.i18n import N_, _
from scenes.pause import HandOverRow

if TYPE_CHECKING:
    from scenes.table.couch import CouchDesk


class UnpluggedScene(Scene):
    name = "unplugged"
    opaque = False
    settle_seconds = 0.4  # it opens unbidden: see Scene.settle_seconds

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
        self.claims: dict[int, int] = {}  # seatless pad -> the waiting seat it names

    def _wait(self) -> None:
        if self.app is not None and self.seat is not None:
            self.app.notify(
                _("Waiting for {seat}'s pad").format(seat=self.couch.seat_name(self.seat))
            )

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
            self.stack.clear_to_named("menu")

    def on_resize(self, size: tuple[int, int]) -> None:
        self.scale = s = theme.scale_for(size)
        cx, cy = size[0] // 2, size[1] // 2
        bounds = self.menu.layout_column(cx, cy + px(10, s), px(640, s), s, row_height=66)
        self.panel = bounds.inflate(px(80, s), px(50, s))
        self.panel.top -= px(190, s)
        self.panel.height += px(190, s)

    def handle(self, event: IntentEvent) -> bool:
        pads = self.couch.pads
        pad = event.pad if event.device is Device.GAMEPAD else None
        if pads is not None and pad is not None and pads.seat_of(pad) is None:
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
                self.claims[pad] = seats[0]
                sound("confirm")
            return True  # a seatless pad works nothing else here
        if self.claims[pad] not in seats:
            self.claims[pad] = seats[0] if seats else -1
        if event.intent in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN) and seats:
            step = -1 if event.intent in (Intent.LEFT, Intent.UP) else 1
            at = seats.index(self.claims[pad]) if self.claims[pad] in seats else 0
            self.claims[pad] = seats[(at + step) % len(seats)]
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

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        pads = self.couch.pads
        for pad in [p for p in self.claims if pads is None or p not in pads]:
            del self.claims[pad]
        if self.seat is None and self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        seat = self.seat
        s = self.scale
        theme.dim(surface, 190)
        theme.draw_panel(surface, self.panel, s)
        if seat is None:
            return
        couch = self.couch
        pads = couch.pads
        left = pads.away.get(seat) if pads is not None else None
        who = couch.seat_name(seat)
        pad_name = f"{left.label} ({left.name})" if left is not None else _("Their pad")
        cx = self.panel.centerx
        y = self.panel.top + px(50, s)
        size = max(px(26, s), int(surface.get_height() * 0.036))
        theme.draw_text(
            surface,
            _("{name}'s pad is unplugged").format(name=who),
            (cx, y),
            px(46, s),
            theme.CREAM,
            "display",
        )
        theme.draw_text(surface, pad_name, (cx, y + px(48, s)), size, theme.MUTED, "body")
        theme.draw_text(
            surface,
            _("Plug it back in to carry on, or"),
            (cx, y + px(92, s)),
            size,
            theme.CREAM,
            "bold",
        )
        line_y = y + px(134, s)
        self.menu.draw(surface)
        if not self.claims:
            self._draw_how_to_claim(surface, (cx, line_y), size)
            return
        # Each pad answering, in that line's place: "Pad 3: I play < Cy >  (A: yes, B: ...)"
        # (more than one answering at once: upwards, over the table).
        claim_y = line_y
        for pad, claimed in self.claims.items():
            label = pads.label(pad) if pads is not None else _("Pad")
            pad_family = pads.family(pad) if pads is not None else "xbox"
            who = couch.seat_name(claimed) if claimed >= 0 else "?"
            yes = glyphs.name_of(glyphs.pad_label(self.app, Intent.CONFIRM, "A"), pad_family)
            no = glyphs.name_of(glyphs.pad_label(self.app, Intent.BACK, "B"), pad_family)
            theme.draw_text(
                surface,
                _("{pad}: I play < {name} >  ({yes}: yes, {no}: cancel)").format(
                    pad=label, name=who, yes=yes, no=no
                ),
                (cx, claim_y),
                size,
                theme.BRASS,
                "bold",
            )
            claim_y = (claim_y if claim_y < line_y else self.panel.top) - int(size * 1.4)

    def _draw_how_to_claim(self, surface: pygame.Surface, mid: tuple[int, int], size: int) -> None:
        """The line "(A) on a pad with no seat: say which seat is yours", with the glyph of
        the first seatless pad (a seated pad's A works the menu below)."""
        pads = self.couch.pads
        s = self.scale
        family = pads.family(next(iter(pads.unseated()), None)) if pads is not None else None
        line = _("on a pad with no seat: say which seat is yours")
        text = theme.render_text(line, size, theme.CREAM, "bold")
        badge_h = int(size * 1.3)
        confirm = glyphs.pad_label(self.app, Intent.CONFIRM, "A")
        badge_w = glyphs.prompt_width(confirm, badge_h, family)  # "LS" is wider than "A"
        total = badge_w + px(10, s) + text.get_width()
        x = mid[0] - total // 2
        glyphs.draw_prompt(surface, confirm, (x, mid[1]), badge_h, family)
        surface.blit(text, text.get_rect(midleft=(x + badge_w + px(10, s), mid[1])))
