"""Whose decision it is and who makes it: human seats, bot seats, and hot-seat peeking.

`TurnController` is the only place the table submits actions to the engine: a human's
choice (once the view has caught up, from an input allowed to act for that seat) or a
bot's answer from the `BotWorker` (after a short visible pause). It also decides which
seats' counters may be shown [B8]. It reads the scene's game, setup and app; it draws
nothing.

A new decision phase (say, bidding for a card) adds its actions here: which seat may
act, which input may act for it, and how the bot's answer is submitted.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.app.botworker import BotDecision, BotWorker
from game.app.intents import Device, IntentEvent
from game.app.pads import may_act
from game.bots import make_bot
from game.bots.base import Bot
from game.rules.observation import ChooseCard, Move
from scenes import resume
from scenes.levels import HUMAN
from scenes.table import decision

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

BOT_MIN_PAUSE = 0.6  # seconds a bot visibly "thinks" at 1x, so humans can follow


class TurnController:
    def __init__(
        self, table: TableScene, bots: dict[int, Bot], human_moves: list[int] | None = None
    ) -> None:
        self.table = table
        self.bots = bots
        # Where the people's decisions are in the record, for Review: seats change hands
        # mid-match (drop-in, drop-out), so the seats at the end do not say who decided.
        self.human_moves: list[int] = human_moves if human_moves is not None else []
        # Actions in the record so far: counted here, not by copying the record per action.
        self._recorded = len(table.game.record.actions)
        self.worker: BotWorker | None = None
        self.log: list[str] = []  # "seat:action" per action submitted
        self._asked = -1  # len(self.log) when the bot worker was last asked
        self._ready: BotDecision | None = None
        self.bot_wait = 0.0
        self.peek_held = False
        self.peek_seat: int | None = None  # the seat a held peek was pressed for
        # (device, pad) whose press holds the peek: only its release ends it.
        self.peek_source: tuple[object, int | None] | None = None
        self.peek_toggle = False

    # Life cycle ----------------------------------------------------------------------
    def start(self) -> None:
        """Start the bots' worker and give each human seat's gamepad its seat. Bindings
        from earlier games or the setup screen are dropped first: the setup is the truth."""
        self.worker = BotWorker()
        app = self.table.app
        if app is not None:
            app.pads.bind_seats([s.pad if s.is_human else None for s in self.table.setup.seats])

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    # Humans --------------------------------------------------------------------------
    def apply(self, seat: int, action: Move, *, by_human: bool) -> None:
        table = self.table
        events = table.game.apply(seat, action)
        if by_human:
            self.human_moves.append(self._recorded)
        self._recorded += 1
        resume.autosave(table)
        self.log.append(f"{seat}:{action.value}")
        table.animator.extend(events)
        self.bot_wait = 0.0

    def human_turn(self) -> int | None:
        """The human seat whose decision it is, if the view shows it (else None)."""
        table = self.table
        seat = table.game.current_seat
        if seat is None or not table.caught_up or seat in self.bots or table.finished:
            return None
        if table.look_desk.blocking:
            return None  # a look's cards (or its hand-off cover) are up: nothing else acts
        return seat

    def accepts(self, event: IntentEvent, seat: int) -> bool:
        """May this input act for `seat`? A pad only for the seat it holds; keyboard, mouse
        and touch only for a seat no pad holds; nobody for a seat whose pad is unplugged."""
        pad = event.pad if event.device is Device.GAMEPAD else None
        app = self.table.app
        if app is None:
            spec = self.table.setup.seats[seat]
            return spec.pad == pad
        return may_act(app.pads, seat, pad)

    # Who sits where (drop-in, drop-out, unplugged pads) ------------------------------
    def seat_to_human(self, seat: int, pad: int | None) -> None:
        """A person takes `seat` (from a bot, or from an unplugged pad). A bot answer in
        flight for it is dropped, so the decision is made once, by the person."""
        if seat in self.bots:
            del self.bots[seat]
            if self.worker is not None:
                self.worker.cancel()
            self._ready = None
            self._asked = -1
        spec = self.table.setup.seats[seat]
        spec.kind, spec.pad = HUMAN, pad
        if self.table.app is not None:
            self.table.app.pads.hand_seat(seat, pad)
            if pad is not None:
                self.table.app.pads.light(pad, self.table.looks[seat].color)

    def seat_to_bot(self, seat: int, level: str) -> None:
        """A bot of `level` plays `seat` from its next decision (this one if it is due)."""
        self.bots[seat] = make_bot(level, self.table.seed * 31 + seat)
        spec = self.table.setup.seats[seat]
        spec.kind, spec.pad = level, None
        # Its look's cards (or their cover) were for the person who left: only their input
        # could close them, and a bot's look shows nothing.
        self.table.look_desk.forget(seat)
        if self.table.app is not None:
            self.table.app.pads.hand_seat(seat, None)
        self._asked = -1
        self.bot_wait = 0.0
        self.peek_held = self.peek_toggle = False

    def choose(self, action: Move, event: IntentEvent | None = None) -> bool:
        """A human's decision: submitted if it is theirs to make and legal."""
        table = self.table
        seat = self.human_turn()
        if seat is None or (event is not None and not self.accepts(event, seat)):
            return False
        if action not in table.game.legal_actions(seat):
            table.play_sound("error")
            if isinstance(action, ChooseCard) or table.view.choice is not None:
                table.warn("First choose a card of your display")
            else:
                table.warn(decision.refusal(table, action))
            return False
        self.apply(seat, action, by_human=True)
        return True

    # Bots ----------------------------------------------------------------------------
    def drive_bots(self, dt: float) -> None:
        table = self.table
        seat = table.game.current_seat
        if seat is None or seat not in self.bots or self.worker is None or table.finished:
            return
        turn = len(self.log)
        if self._asked != turn:
            # Ask at once, even while earlier events still animate: thinking overlaps them.
            self.worker.submit(seat, self.bots[seat], table.game.observation(seat))
            self._asked = turn
            self._ready = None
        if table.caught_up:
            self.bot_wait += dt
        if self._ready is None:
            self._ready = self.worker.poll()
        mult = table.settings.animation_multiplier
        pause = 0.0 if math.isinf(mult) else BOT_MIN_PAUSE / mult
        ready = self._ready
        if table.look_desk.blocking:
            return
        if ready is not None and table.caught_up and self.bot_wait >= pause:
            self._ready = None
            if ready.seat == seat:
                self.apply(seat, ready.action, by_human=False)

    def thinking_seat(self) -> int | None:
        table = self.table
        seat = table.game.current_seat
        if seat is not None and seat in self.bots and table.caught_up and not table.finished:
            return seat
        return None

    # Peeking -------------------------------------------------------------------------
    def counters_visible(self, seat: int) -> bool:
        """Counters are secret [B8]: shown for everyone with open counters; a lone human
        always sees their own; in hot-seat the human to act sees theirs while peeking."""
        table = self.table
        if table.game.config.open_counters:
            return True
        if seat in self.bots:
            return False
        humans = [i for i, spec in enumerate(table.setup.seats) if spec.is_human]
        if len(humans) == 1:
            return True
        held = self.peek_held and self.peek_seat == seat
        return seat == self.human_turn() and (held or self.peek_toggle)
