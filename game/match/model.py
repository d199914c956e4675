"""The match being played: the game, who holds each seat, the bots, the decisions, the peek.

`Match` is the one place that knows who holds each seat during a match: `Human(pad)` (a
gamepad's instance id, or None for keyboard, mouse and touch) or `Bot(level)`. The table,
the couch, the kiosk, the autosave, the results and the review read it; seat changes
(drop-in, drop-out, unplugged pads) and actions go through it. The player's setup
(`MatchSetup`) is read at the start and never changed: `seats_now()` is the setup as the
seats are held now (for the save and "Play again").

One decision index: `decisions`, the number of actions in the engine's record.

The seat <-> pad bindings are the holders: `Human(pad)`; a seat whose pad was unplugged
is `Human(None)` listed in `away` (the pad it waits for) until that pad comes back, another
pad claims it, or a bot or the keyboard takes it. The pad registry knows devices only.

No pygame: who may act for a seat is `game.match.seats`' rule, which the table asks with
the pad that pressed (`may_act`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from game.bots import make_bot
from game.bots.base import Bot as BotPlayer
from game.match import seats
from game.match.setup import HUMAN, MatchSetup
from game.rules import Game, GameRecord
from game.rules.events import Event
from game.rules.observation import Move


@dataclass(frozen=True)
class Human:
    """A person holds the seat: with gamepad `pad`, or keyboard, mouse and touch (None)."""

    pad: int | None = None


@dataclass(frozen=True)
class Bot:
    """A bot of `level` plays the seat."""

    level: str


Holder = Human | Bot


@dataclass(frozen=True)
class AwayPad:
    """The unplugged pad a seat waits for: what the panel names it by, and its GUID."""

    label: str
    name: str
    guid: str = ""


@dataclass
class Peek:
    """Secret counters shown on request [B8]: held (a button down, for the seat it was
    pressed for, released only by the hand that holds it) or toggled (a tap or click)."""

    held: bool = False
    seat: int | None = None
    source: object = None  # (device, pad) whose press holds the peek
    toggle: bool = False

    def hold(self, seat: int | None, source: object = None) -> None:
        self.held, self.seat, self.source = seat is not None, seat, source

    def release(self) -> None:
        self.held, self.seat, self.source = False, None, None

    def clear(self) -> None:
        self.release()
        self.toggle = False


def bot_seed(seed: int, seat: int) -> int:
    """Each bot's own seed: the same seat of the same match decides the same way."""
    return seed * 31 + seat


class Match:
    def __init__(
        self,
        setup: MatchSetup,
        seed: int,
        game: Game | None = None,
        human_moves: Sequence[int] | None = None,
        make: Callable[[str, int], BotPlayer] | None = make_bot,
    ) -> None:
        self.setup = setup
        self.seed = seed
        self.game = game or Game.new(setup.config(), seed)
        self._make = make
        n = self.game.config.players
        self.holders: list[Holder] = [
            Human(spec.pad) if spec.is_human else Bot(spec.kind) for spec in setup.seats[:n]
        ]
        # The bots that play (none in a replay, where nobody moves).
        self.bots: dict[int, BotPlayer] = {
            seat: make(holder.level, bot_seed(seed, seat))
            for seat, holder in enumerate(self.holders)
            if isinstance(holder, Bot) and make is not None
        }
        # A replay seen from one seat (the review): that seat decides here and only its
        # counters show, whoever held it.
        self.viewer: int | None = None
        # No two alike. Worded in the language of the moment ("Player 1"): `reword_names`
        # words them again after a switch (the setup keeps a default name as "").
        self.names = setup.seat_names()[:n]
        if human_moves is None:
            # Not told (a save from before moves were attributed, a demo): the seats people
            # hold now are taken to have decided.
            human_moves = [
                index
                for index, (seat, _) in enumerate(self.game.record.actions)
                if isinstance(self.holders[seat], Human)
            ]
        # Where the people's decisions are in the record, for Review: seats change hands
        # mid-match (drop-in, drop-out), so the seats at the end do not say who decided.
        self.human_moves = list(human_moves)
        # Written into the history when it ended (the coach then remembers how its people
        # played, by name: scenes/results).
        self.kept = False
        self.peek = Peek()
        # Seats whose pad was unplugged, oldest first, with the pad each waits for.
        self.away: dict[int, AwayPad] = {}

    def reword_names(self) -> None:
        """The names in the language now in use: a default name ("Player 1") is worded
        anew ("Joueur 1"); a name a player typed and the bots' stay. In place, so every
        part of the table holding this list shows the new words."""
        self.names[:] = self.setup.seat_names()[: len(self.names)]

    @classmethod
    def replay_at(cls, setup: MatchSetup, record: GameRecord, index: int) -> Match:
        """The match as it stood at decision `index` of `record`, seen from the seat that
        made it: for drawing only (no bot plays, nothing is saved)."""
        before = GameRecord(record.config, record.seed, record.actions[:index], record.deal)
        match = cls(setup, record.seed, Game.replay(before), human_moves=(), make=None)
        match.viewer = record.actions[index][0]
        return match

    # Reading -------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.holders)

    @property
    def decisions(self) -> int:
        """Actions played so far: the index of the decision being made."""
        return self.game.actions_played

    def is_bot(self, seat: int) -> bool:
        """Does a bot decide for `seat` here? (In a replay, never the viewer's seat.)"""
        return isinstance(self.holders[seat], Bot) and seat != self.viewer

    def kind_of(self, seat: int) -> str:
        """HUMAN, or the level of the bot holding `seat`."""
        holder = self.holders[seat]
        return holder.level if isinstance(holder, Bot) else HUMAN

    def humans(self) -> list[int]:
        return [seat for seat, holder in enumerate(self.holders) if isinstance(holder, Human)]

    def pad_of(self, seat: int) -> int | None:
        holder = self.holders[seat]
        return holder.pad if isinstance(holder, Human) else None

    def seat_of(self, pad: int) -> int | None:
        """The seat gamepad `pad` holds, if any."""
        return next(
            (seat for seat, holder in enumerate(self.holders) if holder == Human(pad)), None
        )

    def away_seats(self) -> list[int]:
        """Seats waiting for their unplugged pad, first unplugged first."""
        return list(self.away)

    def may_act(self, seat: int, pad: int | None) -> bool:
        """May gamepad `pad` (None: keyboard, mouse or touch) act or peek for `seat`?"""
        return seats.may_act(self.pad_of(seat), seat in self.away, pad)

    def counters_visible(self, seat: int, turn: int | None) -> bool:
        """Counters are secret [B8]: shown for everyone with open counters; a lone human
        always sees their own; in hot-seat the human to act (`turn`) sees theirs while
        peeking."""
        if self.game.config.open_counters:
            return True
        if self.viewer is not None:
            return seat == self.viewer
        if self.is_bot(seat):
            return False
        if seats.is_phone(self.pad_of(seat)) or (
            seat in self.away and self.away[seat].guid.startswith("phone:")
        ):
            return False  # a phone shows its own counters: the TV never does
        if len(self.humans()) == 1:
            return True
        held = self.peek.held and self.peek.seat == seat
        return seat == turn and (held or self.peek.toggle)

    def seats_now(self) -> MatchSetup:
        """The player's setup with the seats as they are held now."""
        setup = self.setup.copy()
        setup.rules = self.game.config
        for spec, holder in zip(setup.seats, self.holders, strict=False):
            if isinstance(holder, Human):
                spec.kind, spec.pad = HUMAN, holder.pad
            else:
                spec.kind, spec.pad = holder.level, None
        return setup

    # Changing ------------------------------------------------------------------------
    def apply(self, seat: int, action: Move, *, by_human: bool) -> list[Event]:
        """`seat` plays `action` (the engine checks it); the events to show."""
        index = self.decisions
        events = self.game.apply(seat, action)
        if by_human:
            self.human_moves.append(index)
        return events

    def to_human(self, seat: int, pad: int | None) -> None:
        """A person takes `seat` (from a bot, or from an unplugged pad); `pad` leaves any
        other seat it held (a pad holds one seat) and the seat waits for no pad now."""
        if pad is not None:
            for other, holder in enumerate(self.holders):
                if holder == Human(pad) and other != seat:
                    self.holders[other] = Human(None)
        self.holders[seat] = Human(pad)
        self.bots.pop(seat, None)
        self.away.pop(seat, None)

    def to_bot(self, seat: int, level: str) -> None:
        """A bot of `level` plays `seat` from its next decision (this one if it is due)."""
        self.holders[seat] = Bot(level)
        self.away.pop(seat, None)
        self.bots[seat] = (self._make or make_bot)(level, bot_seed(self.seed, seat))
        self.peek.clear()

    def keep_pads(self, plugged: Collection[int]) -> None:
        """At the table's start: seats whose pad is not plugged in (a resumed save, a pad
        gone while away from the table) are played with keyboard, mouse or touch, and no
        seat waits for a pad from before."""
        self.away.clear()
        for seat, holder in enumerate(self.holders):
            if isinstance(holder, Human) and holder.pad is not None and holder.pad not in plugged:
                self.holders[seat] = Human(None)

    def unplugged(self, pad: int, left: AwayPad) -> int | None:
        """Gamepad `pad` was unplugged: the seat it held (returned) waits for it; nobody
        acts for that seat until it is back, claimed, or handed to a bot or the keyboard."""
        seat = self.seat_of(pad)
        if seat is not None:
            self.holders[seat] = Human(None)
            self.away[seat] = left
        return seat

    def plugged(self, pad: int, guid: str, twinned: Collection[str]) -> int | None:
        """A pad was plugged in: the waiting seat it gets back without being asked, if any
        (`seats.seat_to_restore`: never by guess between identical pads)."""
        if self.seat_of(pad) is not None:
            return None
        waiting = {seat: left.guid for seat, left in self.away.items()}
        seat = seats.seat_to_restore(waiting, twinned, guid)
        if seat is not None:
            self.to_human(seat, pad)
        return seat
