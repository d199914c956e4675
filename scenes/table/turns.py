"""Whose decision it is and who makes it: human seats, bot seats, and hot-seat peeking.

`TurnController` is the only place the table submits actions to the engine (through the
`Match`): a human's choice (once the view has caught up, from an input allowed to act for
that seat) or a bot's answer from the `BotWorker` (after a short visible pause). Each
returns the events the engine returned to its caller, who hands them to the table to show
(`TableScene.show`). It also decides which seats' counters may be shown [B8]. It is given
the match, the look desk (while its cards are up nobody moves) and callbacks; it draws
nothing.

A new decision phase (say, bidding for a card) adds its actions here: which seat may
act, which input may act for it, and how the bot's answer is submitted.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.app.intents import IntentEvent, actor_of
from game.bots.worker import BotDecision, BotWorker
from game.draw.sprites import Look
from game.match.model import Match
from game.rules.events import Event
from game.rules.observation import Move
from scenes.table.cues import Cues
from scenes.table.look import LookDesk

BOT_MIN_PAUSE = 0.6  # seconds a bot visibly "thinks" at 1x, so humans can follow
# Seconds of frames a human decision must have been on screen before a press decides it,
# at every speed (Instant too): the second click of a double-click, or a press meant for
# the card before, must not act on a card the player has not seen (issue 52).
MIN_SHOWN = 0.25


@dataclass(frozen=True)
class Refused:
    """A human's choice the rules do not allow now: the caller says why."""

    action: Move


class TurnController:
    def __init__(self, match: Match, cues: Cues, looks: Sequence[Look], look: LookDesk) -> None:
        self.match = match
        self.cues = cues
        self.looks = looks
        self.look = look  # while its cards are up nobody acts and no bot moves
        self.worker: BotWorker | None = None
        self._asked = -1  # the decision the bot worker was last asked about
        self._ready: BotDecision | None = None
        self.bot_wait = 0.0
        self._shown_key: tuple[int, int] | None = None  # (decision, seat) on screen
        self.shown = 0.0  # seconds of frames it has been on screen

    # Life cycle ----------------------------------------------------------------------
    def start(self) -> None:
        """Start the bots' worker. The match holds the seats from here; a seat whose pad is
        not plugged in (a resumed save) is played with keyboard, mouse or touch."""
        self.worker = BotWorker()
        app = self.cues.app()
        if app is not None:
            self.match.keep_pads(set(app.pads))

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    # Humans --------------------------------------------------------------------------
    def apply(self, seat: int, action: Move, *, by_human: bool) -> list[Event]:
        """`seat` plays `action`: the engine's events, for the caller to show."""
        events = self.match.apply(seat, action, by_human=by_human)
        self.bot_wait = 0.0
        return events

    def human_turn(self) -> int | None:
        """The human seat whose decision it is, once the view has shown it long enough to
        be answered (`MIN_SHOWN`; else None): until then no press decides, moves the focus
        or peeks for it."""
        seat = self.on_screen()
        if seat is None or (self.match.decisions, seat) != self._shown_key:
            return None
        return seat if self.shown >= MIN_SHOWN else None

    def on_screen(self) -> int | None:
        """The human seat whose decision the view shows now (else None)."""
        match = self.match
        seat = match.game.current_seat
        if seat is None or not self.cues.caught_up() or match.is_bot(seat):
            return None
        if self.cues.finished() or self.look.blocking:
            return None  # a look's cards (or its hand-off cover) are up: nothing else acts
        return seat

    def accepts(self, event: IntentEvent, seat: int) -> bool:
        """May this input act for `seat`? A pad only for the seat it holds; keyboard, mouse
        and touch only for a seat no pad holds; nobody for a seat whose pad is unplugged.
        A phone is one more device that owns its seat, as a pad does."""
        return self.match.may_act(seat, actor_of(event))

    # Who sits where (drop-in, drop-out, unplugged pads) ------------------------------
    def seat_to_human(self, seat: int, pad: int | None) -> None:
        """A person takes `seat` (from a bot, or from an unplugged pad). A bot answer in
        flight for it is dropped, so the decision is made once, by the person."""
        if self.match.is_bot(seat):
            if self.worker is not None:
                self.worker.cancel()
            self._ready = None
            self._asked = -1
        self.match.to_human(seat, pad)
        app = self.cues.app()
        if app is not None and pad is not None:
            app.pads.light(pad, self.looks[seat].color)

    def seat_to_bot(self, seat: int, level: str) -> None:
        """A bot of `level` plays `seat` from its next decision (this one if it is due)."""
        self.match.to_bot(seat, level)
        # Its look's cards (or their cover) were for the person who left: only their input
        # could close them, and a bot's look shows nothing.
        self.look.forget(seat)
        self._asked = -1
        self.bot_wait = 0.0

    def watch(self, dt: float) -> None:
        """After a frame's update: how long the human decision now on screen has been
        shown. Frame time, not the wall clock, so a stalled frame shows nothing."""
        seat = self.on_screen()
        key = None if seat is None else (self.match.decisions, seat)
        if key is not None and key == self._shown_key:
            self.shown += dt
        else:
            self._shown_key, self.shown = key, 0.0

    def choose(
        self, action: Move, event: IntentEvent | None = None
    ) -> list[Event] | Refused | None:
        """A human's decision, submitted if it is theirs to make (shown long enough to have
        been seen: `human_turn`) and legal: the engine's events (a list, the press is
        taken), `Refused` (an illegal move: the error sound plays, the caller says why) or
        None (not this input's decision now)."""
        seat = self.human_turn()
        if seat is None or (event is not None and not self.accepts(event, seat)):
            return None
        if action not in self.match.game.legal_actions(seat):
            self.cues.sound("error")
            return Refused(action)
        return self.apply(seat, action, by_human=True)

    # Bots ----------------------------------------------------------------------------
    def drive_bots(self, dt: float) -> list[Event]:
        """The bot to move: asked at once, its answer submitted once the view has caught up
        and the bot has visibly thought. The engine's events, if it moved (else none)."""
        match = self.match
        seat = match.game.current_seat
        if seat is None or seat not in match.bots or self.worker is None:
            return []
        if self.cues.finished():
            return []
        turn = match.decisions
        if self._asked != turn:
            # Ask at once, even while earlier events still animate: thinking overlaps them.
            self.worker.submit(seat, match.bots[seat], match.game.observation(seat))
            self._asked = turn
            self._ready = None
        caught_up = self.cues.caught_up()
        if caught_up:
            self.bot_wait += dt
        if self._ready is None:
            self._ready = self.worker.poll()
        mult = self.cues.settings().animation_multiplier
        pause = 0.0 if math.isinf(mult) else BOT_MIN_PAUSE / mult
        ready = self._ready
        if self.look.blocking:
            return []
        if ready is not None and caught_up and self.bot_wait >= pause:
            self._ready = None
            if ready.seat == seat:
                return self.apply(seat, ready.action, by_human=False)
        return []

    def thinking_seat(self) -> int | None:
        seat = self.match.game.current_seat
        if seat is not None and self.match.is_bot(seat) and self.cues.caught_up():
            return None if self.cues.finished() else seat
        return None

    # Peeking -------------------------------------------------------------------------
    def counters_visible(self, seat: int) -> bool:
        """Counters are secret [B8]: see `Match.counters_visible`."""
        return self.match.counters_visible(seat, self.on_screen())
