"""Couch play at the table: pads dropping in and out, unplugged pads, whose turn it is.

`CouchDesk` (one per table) keeps:
- drop-in offers: A or Start on a pad that holds no seat opens "Take over Felix?" for that
  pad alone (the rest of the table plays on); a bot seat is handed over at its next
  decision, a free human seat at once, with a notice either way;
- drop-out: `to_bot(seat, level)` (the pause menu's "Hand my seat to a bot");
- unplugging: a seated pad unplugged mid-game makes its seat wait for it in the match and
  pushes the "unplugged" panel (wherever the table is in the stack); a pad of the same GUID
  plugged back in has its seat back (`Match.plugged`: never by guess between twins);
- whose turn: on each new human decision a rumble on the seat's pad (if the setting is
  on) and a sound; after `NUDGE_AFTER` seconds with no move, a gentle nudge (pulse, sound,
  rumble), never a move.

Who holds each seat is the match's (`match.seat_of`, `match.pad_of`, `match.away`): the
pad registry (`pads`) is asked about devices only (labels, glyph families, rumble). Seat
changes go through `TurnController.seat_to_human` / `seat_to_bot`, so the match's holders
and its bots change together, and a decision is never made twice. It is given the match,
the turn controller and callbacks. Draws nothing: see `draw_couch`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.app import glyphs
from game.app.intents import SEAT_OWNING, Device, Intent, IntentEvent
from game.app.pads import NUDGE_RUMBLE, TURN_RUMBLE, Pad, PadRegistry
from game.i18n import _
from game.match.model import AwayPad, Match
from game.match.seats import is_phone
from scenes.levels import level_label
from scenes.table.cues import Cues
from scenes.table.turns import TurnController

NUDGE_AFTER = 30.0  # seconds of nobody deciding before a nudge
JOIN_HINT_EVERY = 3.0  # seconds between "press A (Confirm) to join" toasts for a seatless pad
OFFER_INTENTS = (Intent.CONFIRM, Intent.MENU)


@dataclass
class Offer:
    """An open "Take over …?" question for one pad."""

    pad: int
    seats: list[int]
    index: int = 0

    @property
    def seat(self) -> int:
        return self.seats[self.index % len(self.seats)]


class CouchDesk:
    def __init__(
        self,
        match: Match,
        cues: Cues,
        turns: TurnController,
        on_unplugged: Callable[[], None],
    ) -> None:
        self.match = match
        self.cues = cues
        self.turns = turns
        self._on_unplugged = on_unplugged  # a seated pad went: ask its owner (once)
        self.offers: dict[int, Offer] = {}
        self.pending: dict[int, int] = {}  # seat -> pad taking it at its next decision
        self.turn: tuple[int, int] | None = None  # (actions so far, seat) of the decision
        self.idle = 0.0
        self.nudges = 0
        self.nudged_at = -1e9
        self._hinted_at = -1e9
        # Seats handed to a bot from the pause menu by keyboard, mouse or touch: they take
        # them back from there (a pad drops in to any bot's seat).
        self.handed: set[int] = set()
        # Phones (scenes.table.phones): the seat each phone last held (its own to come
        # back to), the seats phones asked the room for (phone -> seat), when the room
        # last refused each, and the turn waiting for a put-down phone (since when).
        self.phone_seats: dict[int, int] = {}
        self.asks: dict[int, int] = {}
        self.refused_at: dict[int, float] = {}
        self.phone_wait: tuple[tuple[int, int], float] | None = None

    @property
    def pads(self) -> PadRegistry | None:
        app = self.cues.app()
        return app.pads if app is not None else None

    def _notify(self, text: str) -> None:
        self.cues.notify(text)

    def seat_name(self, seat: int) -> str:
        return self.match.names[seat]

    def start(self) -> bool:
        """The first game settles the TV text default: on if a pad is connected. Returns
        True if the setting changed."""
        app = self.cues.app()
        if app is None or app.settings.tv_text_chosen:
            return False
        app.settings.tv_text_chosen = True
        changed = app.settings.tv_text != (len(app.pads) > 0)
        app.settings.tv_text = len(app.pads) > 0
        app.save_settings()
        return changed

    # Drop-in -------------------------------------------------------------------------
    def candidates(self) -> list[int]:
        """Seats a seatless pad may take: bot seats and human seats no pad holds."""
        pads = self.pads
        if pads is None or self.cues.finished():
            return []
        return [
            seat
            for seat in range(self.match.players)
            if seat not in self.pending
            and seat not in self.match.away
            and self.match.pad_of(seat) is None
        ]

    def handle(self, event: IntentEvent) -> bool:
        """Intents from pads that hold no seat (offers); True if consumed."""
        pads = self.pads
        if pads is None or event.device not in SEAT_OWNING or event.pad is None:
            return False
        pad = event.pad
        offer = self.offers.get(pad)
        if offer is not None:
            if event.held:
                self._answer(offer, event.intent)
            return True
        if self.match.seat_of(pad) is not None:
            return False
        waiting = next((seat for seat, p in self.pending.items() if p == pad), None)
        if waiting is not None:
            if event.held and event.intent is Intent.BACK:
                del self.pending[waiting]
                self._notify(
                    _("{pad} will not take over {seat}").format(
                        pad=pads.label(pad), seat=self.seat_name(waiting)
                    )
                )
            return True
        if event.intent in OFFER_INTENTS and event.held:
            self.open_offer(pad)
            return True
        # Anything else (a seat's buttons, pausing, the move log) is a seated player's:
        # a seatless pad may only join (docs/COUCH.md).
        if event.held and self.cues.now() - self._hinted_at > JOIN_HINT_EVERY:
            self._hinted_at = self.cues.now()
            # Named as this pad's family calls it ("Cross" on a DualSense, not "A").
            confirm = glyphs.name_of(
                glyphs.pad_label(self.cues.app(), Intent.CONFIRM, "A"), pads.family(pad)
            )
            self._notify(
                _("{pad} holds no seat: press {confirm} to join").format(
                    pad=pads.label(pad), confirm=confirm
                )
            )
        return True  # a seatless pad never acts for a seat

    def open_offer(self, pad: int) -> bool:
        seats = self.candidates()
        pads = self.pads
        if not seats or pads is None:
            self._notify(_("No seat to take over"))
            return False
        self.offers[pad] = Offer(pad, seats)
        self.cues.sound("confirm")
        return True

    def _answer(self, offer: Offer, intent: Intent) -> None:
        if intent in (Intent.LEFT, Intent.UP):
            offer.index = (offer.index - 1) % len(offer.seats)
            self.cues.sound("move")
        elif intent in (Intent.RIGHT, Intent.DOWN):
            offer.index = (offer.index + 1) % len(offer.seats)
            self.cues.sound("move")
        elif intent is Intent.CONFIRM:
            del self.offers[offer.pad]
            self.take(offer.pad, offer.seat)
        elif intent in (Intent.BACK, Intent.MENU):
            del self.offers[offer.pad]
            self.cues.sound("back")

    def take(self, pad: int, seat: int) -> None:
        """`pad` takes `seat`: a human seat at once, a bot seat at its next decision."""
        pads = self.pads
        if pads is None or seat not in self.candidates():
            return
        label = pads.label(pad)
        if self.match.is_bot(seat):
            self.pending[seat] = pad
            self._notify(
                _("{pad} takes over {seat} at its next turn").format(
                    pad=label, seat=self.seat_name(seat)
                )
            )
        else:
            self.turns.seat_to_human(seat, pad)
            self._notify(_("{pad} now plays {seat}").format(pad=label, seat=self.seat_name(seat)))

    def _hand_over_pending(self) -> None:
        pads = self.pads
        seat = self.match.game.current_seat
        if pads is None or seat is None or seat not in self.pending or not self.cues.caught_up():
            return
        pad = self.pending.pop(seat)
        if pad not in pads or self.match.seat_of(pad) is not None:
            return
        self.turns.seat_to_human(seat, pad)
        self._notify(
            _("{pad} takes over {seat}").format(pad=pads.label(pad), seat=self.seat_name(seat))
        )

    # Drop-out and unplugging ---------------------------------------------------------
    def to_bot(self, seat: int, level: str) -> None:
        if self.match.pad_of(seat) is None:
            self.handed.add(seat)
        self.pending.pop(seat, None)
        self.turns.seat_to_bot(seat, level)
        self._notify(
            _("{seat} is now played by a {level} bot").format(
                seat=self.seat_name(seat), level=level_label(level)
            )
        )

    def taken_back(self) -> list[int]:
        """Seats keyboard, mouse or touch handed to a bot and may take back now."""
        if self.cues.finished():
            return []
        return sorted(s for s in self.handed if self.match.is_bot(s) and s not in self.pending)

    def take_back(self, seat: int) -> None:
        """Keyboard, mouse and touch play `seat` again (from the bot that held it)."""
        if seat in self.taken_back():
            self.handed.discard(seat)
            self.to_keyboard(seat)

    def to_keyboard(self, seat: int) -> None:
        """The seat stays human, played with keyboard, mouse or touch."""
        self.turns.seat_to_human(seat, None)
        self._notify(
            _("{seat} is played here now (keyboard, mouse or touch)").format(
                seat=self.seat_name(seat)
            )
        )

    def away_seats(self) -> list[int]:
        return self.match.away_seats()

    def seatless_pads(self) -> list[int]:
        """Pads plugged in that hold no seat, in the order they were seen."""
        pads = self.pads
        return [pad for pad in pads if self.match.seat_of(pad) is None] if pads else []

    def on_pad_removed(self, gone: Pad) -> int | None:
        """A pad was unplugged: the seat it held (returned) waits for it in the match."""
        instance_id = gone.instance_id
        self.offers.pop(instance_id, None)
        for waiting, pad in list(self.pending.items()):
            if pad == instance_id:
                del self.pending[waiting]
        seat = self.match.unplugged(instance_id, AwayPad(gone.label, gone.name, gone.guid))
        if seat is None or self.cues.finished():
            return seat
        self.match.peek.release()
        self._on_unplugged()
        return seat

    def on_pad_added(self, pad: Pad) -> int | None:
        """A pad was plugged in: the seat it has back, if the match gives it one."""
        pads = self.pads
        twinned = pads.twinned if pads is not None else set()
        return self.match.plugged(pad.instance_id, pad.guid, twinned)

    # Each frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        pads = self.pads
        if pads is None:
            return
        for pad in [p for p in self.offers if p not in pads or self.match.seat_of(p) is not None]:
            del self.offers[pad]
        for offer in self.offers.values():
            offer.seats = self.candidates() or offer.seats
        self._hand_over_pending()
        self._follow_turn(dt)

    def _follow_turn(self, dt: float) -> None:
        seat = self.turns.on_screen()  # signalled as it appears, before it may be answered
        if seat is None:
            self.turn = None
            return
        key = (self.match.decisions, seat)
        if key != self.turn:
            self.turn = key
            self.idle = 0.0
            self.nudges = 0
            self._signal(seat, TURN_RUMBLE, "turn")
            return
        if self.cues.on_top():
            self.idle += dt
        if self.idle >= NUDGE_AFTER * (self.nudges + 1):
            self.nudges += 1
            self.nudged_at = self.cues.now()
            self._signal(seat, NUDGE_RUMBLE, "nudge")

    def _signal(self, seat: int, effect: tuple[float, float, int], sound: str) -> None:
        pads = self.pads
        self.cues.sound(sound)
        owner = self.match.pad_of(seat)
        if pads is not None and owner is not None and self.cues.settings().rumble:
            pads.rumble(owner, effect)

    def seat_of_input(self, event: IntentEvent | None) -> int | None:
        """The seat whoever sent `event` plays: a pad's own seat; for keyboard, mouse and
        touch the seat to move if no pad holds it, else their only seat."""
        pads = self.pads
        if pads is None or event is None or self.cues.finished():
            return None
        if event.device is Device.GAMEPAD:
            return self.match.seat_of(event.pad) if event.pad is not None else None
        padless = [
            seat
            for seat in self.match.humans()
            if self.match.pad_of(seat) is None and seat not in self.match.away
        ]
        turn = self.turns.on_screen()
        if turn in padless:
            return turn
        return padless[0] if len(padless) == 1 else None

    # For drawing ---------------------------------------------------------------------
    def owner(self, seat: int) -> int | None:
        return self.match.pad_of(seat) if self.pads is not None else None

    def family(self, seat: int | None) -> str | None:
        """The glyph style of the pad holding `seat` (None: no pad there)."""
        owner = self.owner(seat) if seat is not None else None
        pads = self.pads
        return pads.family(owner) if pads is not None and owner is not None else None

    def prompt_device(self, seat: int | None) -> Device:
        """The device whose buttons to show for `seat`: its pad if it has one; otherwise
        the last device used, but never a pad (no pad may act for it)."""
        app = self.cues.app()
        if app is None:
            return Device.KEYBOARD
        owner = self.owner(seat) if seat is not None else None
        if owner is not None and is_phone(owner):
            return Device.TOUCH  # the phone's own screen is tapped: no pad buttons to show
        if owner is not None:
            return Device.GAMEPAD
        device = app.last_device
        return Device.KEYBOARD if device is Device.GAMEPAD and seat is not None else device

    def nudge_pulse(self) -> float:
        """1.0 right after a nudge, fading to 0 over 1.5 s."""
        return max(0.0, 1.0 - (self.cues.now() - self.nudged_at) / 1.5)
