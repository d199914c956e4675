"""The kiosk's table: the normal table with finger-sized buttons in both orientations,
the idle clock on a guest's decision, and tap-and-hold on your own seat to see your
secret counters when several guests share the screen.

Idle: while a guest is to decide and nobody has touched the screen for the config's
`idle_timeout`, the "Still playing?" overlay opens (`kiosk_screens(self).still_playing()`).
The match's end opens `match_results`, which the kiosk's openers (`KioskFlow`) point at
initials entry or the kiosk results.
"""

from __future__ import annotations

import pygame

from game.app.intents import Intent, IntentEvent
from game.draw.look import Look
from game.i18n import N_
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.widgets import MIN_TARGET, TARGET, gap, kiosk_of, target_h
from scenes.screens import screens
from scenes.table import TableLayout, TableScene


class KioskTableLayout(TableLayout):
    """The table's layout with TAKE, NO THANKS!, Menu and Log grown to finger size."""

    def __init__(self, size: tuple[int, int], players: int, *, look: Look) -> None:
        super().__init__(size, players, look=look)
        h = max(self.take.h, target_h(size))
        g = gap(size)
        w = max(self.take.w, int(h * 2.3))
        cx = (self.take.left + self.pass_.right) // 2
        top = self.take.top
        self.take = pygame.Rect(cx - g // 2 - w, top, w, h)
        self.pass_ = pygame.Rect(cx + g // 2, top, w, h)
        if size[1] > size[0]:
            # Portrait: the side seats sit at the buttons' height; go below them.
            for seat in self.seats:
                if seat.box.inflate(2 * g, 2 * g).collidelist([self.take, self.pass_]) >= 0:
                    self.take.top = self.pass_.top = seat.box.bottom + g
        self.center = self.center.union(self.take).union(self.pass_)
        menu_h = int(min(size) * (MIN_TARGET + TARGET) / 2)
        self.menu, self.log = self._corner_buttons(size, menu_h, g)

    def _corner_buttons(
        self, size: tuple[int, int], h: int, g: int
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """Menu and Log at finger size, in the first corner where they cover no seat, the
        centre or the heads-up: the seats were placed for the smaller desktop buttons."""
        w, sh = size
        taken = [seat.box for seat in self.seats] + [self.center, self.hud]
        bw = int(h * 1.9)
        options: list[tuple[pygame.Rect, pygame.Rect]] = []
        for right in (True, False):
            for top in (True, False):
                x = w - g // 2 - bw if right else g // 2
                y = g // 2 if top else sh - g // 2 - h
                first = pygame.Rect(x, y, bw, h)
                stacked = first.move(0, (h + g) * (1 if top else -1))
                beside = first.move((bw + g) * (-1 if right else 1), 0)
                options += [(first, stacked), (first, beside)]
        for menu, log in options:
            if menu.collidelist(taken) < 0 and log.collidelist(taken) < 0:
                return menu, log
        return options[0]  # crowded everywhere: the usual top-right place


class KioskTable(TableScene):
    name = "table"
    peek_by_hold = True

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        look = self.look
        self.layout = KioskTableLayout((1280, 720), self.game.config.players, look=look)
        self._decision_since: float | None = None
        self._holding = False

    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        self.layout = KioskTableLayout(size, self.game.config.players, look=look)
        self.start_warming()  # the card faces of this size, built ahead in the worker

    def exit(self) -> None:
        """A guest's game that ends unfinished (End game, the idle countdown) leaves no
        autosave behind: the kiosk never continues one. A finished game went into the
        history already."""
        super().exit()
        app = self.app
        if app is not None and self.saves_match and not self.game.is_over:
            app.saves.flush()  # a write in flight would bring it back
            app.saves.discard()

    def targets(self) -> list[pygame.Rect]:
        """What a guest can tap: the buttons, Menu, and (hot-seat secret) their seat."""
        lay = self.layout
        out = [lay.take, lay.pass_, lay.menu, lay.log]
        if len(self.match.humans()) > 1 and not self.game.config.open_counters:
            out += [lay.seats[i].box for i in self.match.humans()]
        return out

    def open_pause(self, event: IntentEvent | None = None) -> None:
        """The kiosk's pause. It has no seat hand-over: a guest who leaves taps End game,
        and a guest who walks away is caught by the idle countdown."""
        if self.stack is not None:
            self.match.peek.release()
            self.stack.push(screens(self).pause())

    # Secret counters: hold your seat to see them -------------------------------------
    def handle_raw(self, event: pygame.event.Event) -> bool:
        seat = self.turns.human_turn()
        if event.type in (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN) and seat is not None:
            pos = self._pos(event)
            if pos is not None and self.layout.seats[seat].box.collidepoint(pos):
                self._holding = True
                self.match.peek.hold(seat)
        elif event.type in (pygame.FINGERUP, pygame.MOUSEBUTTONUP) and self._holding:
            self._holding = False
            self.match.peek.release()
        return False

    def _pos(self, event: pygame.event.Event) -> tuple[int, int] | None:
        app = self.app
        if app is None:
            return None
        if event.type == pygame.FINGERDOWN:
            w, h = app.window.get_size()
            return app.to_canvas((int(event.x * w), int(event.y * h)))
        return app.to_canvas(event.pos)

    def handle(self, event: IntentEvent) -> bool:
        seat = self.turns.human_turn()
        if (
            event.intent is Intent.POINT
            and event.pos is not None
            and seat is not None
            and self.layout.seats[seat].box.collidepoint(event.pos)
        ):
            return True  # the hold shows the counters; the tap itself toggles nothing
        return super().handle(event)

    # Idle ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        kiosk = kiosk_of(self)
        if kiosk is None or self.stack is None or self.stack.top is not self:
            return
        # A guest's decision, or a guest's look card [X3] still up: someone must touch.
        if self.turns.on_screen() is None and not self.look_desk.blocking:
            self._decision_since = None
            return
        if self._decision_since is None:
            self._decision_since = kiosk.now()
        if kiosk.idle.idle_for(self._decision_since) >= kiosk.config.idle_timeout:
            self._decision_since = None
            self.stack.push(kiosk_screens(self).still_playing())

    def prompt_label(self, intent: Intent, seat: int | None = None) -> str:
        if intent is Intent.PEEK:
            return N_("your seat")  # "hold your seat to peek"
        return super().prompt_label(intent, seat)
