"""The table's story: every move told in words, as it is shown.

`MoveStory` is fed the same events as the view, at the moment their animation begins
(`tell(event, now)`), so what it says never runs ahead of the screen. It keeps two
things: the whole match as log lines (`lines`, each tagged with its round; the move-log
panel shows them) and, per seat, the last thing that seat "said" (`speech`, drawn as a
bubble at the seat while it is fresh). Pure data: no pygame, no drawing, no clock of its
own (the caller passes the table's time).

At faster speeds the bubbles live shorter, but the log still records every move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import Game, GameRecord
from game.rules.cards import Card, CardKind
from game.rules.events import (
    BidPlaced,
    CardDrawn,
    CardGiven,
    CardRemoved,
    CardRevealed,
    CardTaken,
    CounterPaid,
    DecisionMoved,
    Event,
    GreenDeclined,
    MatchEnded,
    RoundEnded,
    RoundStarted,
    SpecialPlayed,
)
from scenes.table.words import label

# Seconds a seat's bubble stays up at 1x (divided by the animation multiplier, never
# below FLOOR): long enough to read "Takes 27 +4" while the next seat is already acting.
SPEECH_SECONDS = 2.6
SPEECH_FLOOR = 0.5
# Seconds at 1x a take stays up before the seat's next words replace it: a bot decides
# the next card at once after taking, and its "No thanks!" used to hide the take.
TAKE_HOLD = 2.0


@dataclass(frozen=True)
class StoryLine:
    """One line of the log. `seat` is the actor (None for the table itself)."""

    round: int
    text: str
    seat: int | None = None
    kind: str = "move"  # "move", "reveal", "round", "result"


@dataclass(frozen=True)
class Speech:
    seat: int
    text: str
    since: float  # table time when it was said
    kind: str  # "pass", "take" (and "bid", "decline", "special")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _names_joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@dataclass
class MoveStory:
    names: list[str]
    lines: list[StoryLine] = field(default_factory=list)
    speech: dict[int, Speech] = field(default_factory=dict)
    waiting: dict[int, Speech] = field(default_factory=dict)  # said during a take's hold
    round: int = 1
    rounds: int = 1  # the match's length
    card: Card | None = None  # the face-up card (a bid names it)

    def retell(self, record: GameRecord) -> None:
        """Tell a match's moves so far from its record: a resumed match's log starts at
        its first move, not at the resume. No bubbles: those moves are not fresh."""
        Game.replay(record, told=self.tell)
        self.speech.clear()
        self.waiting.clear()

    def tell(self, event: Event, now: float = 0.0) -> None:
        """Record what `event` means, in words (called as its animation begins)."""
        names = self.names
        if isinstance(event, RoundStarted):
            self.round, self.rounds = event.round, event.rounds
            self.speech.clear()
            self.waiting.clear()
            head = f"Round {event.round} of {event.rounds}" if event.rounds > 1 else "New game"
            extra = ""
            if event.removed:
                out = ", ".join(str(c.value) for c in event.removed)
                extra = f"; out of the game: {out}"
            self._add(
                f"{head}: {_plural(event.counters[0], 'counter')} each, "
                f"{names[event.first_seat]} starts{extra}",
                None,
                "round",
            )
        elif isinstance(event, CardRevealed):
            card = self.card = event.card
            what = f"Card {card.value}" if card.is_number else label(card)
            colour = " (green: bid for it)" if card.is_green else ""
            self._add(f"{what} turned up{colour} ({event.deck_left} left)", None, "reveal")
        elif isinstance(event, CounterPaid):
            name = names[event.seat]
            self._add(
                f"{name}: No thanks! (pays a counter; {_plural(event.pot, 'counter')} on the card)",
                event.seat,
            )
            self._say(Speech(event.seat, "No thanks!", now, "pass"))
        elif isinstance(event, CardTaken):
            name = names[event.seat]
            value = label(event.card)
            gain = f" with {_plural(event.counters, 'counter')}" if event.counters else ""
            self._add(f"{name} takes {value}{gain}", event.seat)
            said = f"Takes {value} +{event.counters}" if event.counters else f"Takes {value}"
            self._say(Speech(event.seat, said, now, "take"))
        elif isinstance(event, BidPlaced | GreenDeclined | SpecialPlayed):
            self._tell_green(event, now)
        elif isinstance(event, CardGiven):
            giver, to = names[event.seat], names[event.to_seat]
            self._add(f"{giver} gives {label(event.card)} to {to}", event.seat)
            self._say(Speech(event.seat, f"Gives {label(event.card)}", now, "special"))
        elif isinstance(event, CardRemoved):
            self._add(f"{names[event.seat]} discards {label(event.card)}", event.seat)
            said = f"Discards {label(event.card)}"
            self._say(Speech(event.seat, said, now, "special"))
        elif isinstance(event, DecisionMoved):
            # A seat's earlier words go when its turn comes again ("No thanks!" from the
            # last time round is not what it says now); a take keeps its hold.
            self.waiting.pop(event.seat, None)
            before = self.speech.get(event.seat)
            if before is not None and before.kind != "take":
                del self.speech[event.seat]
        elif isinstance(event, CardDrawn):
            place = "deck" if event.source == "deck" else "set-aside cards"
            self._add(f"{names[event.seat]} draws {label(event.card)} from the {place}", event.seat)
        elif isinstance(event, RoundEnded):
            best = event.scores[event.winners[0]]
            who = _names_joined([names[i] for i in event.winners])
            verb = "wins" if len(event.winners) == 1 else "share"
            self._add(
                f"Round {event.round} over: {who} {verb} with {best} points, the lowest score",
                None,
                "result",
            )
        elif isinstance(event, MatchEnded):
            best = event.totals[event.winners[0]]
            who = _names_joined([names[i] for i in event.winners])
            verb = "wins" if len(event.winners) == 1 else "share the win"
            self._add(f"{who} {verb} the match: lowest total, {best} points", None, "result")

    def _tell_green(self, event: BidPlaced | GreenDeclined | SpecialPlayed, now: float) -> None:
        """Green bidding and specials played [X3], in words."""
        names = self.names
        name = names[event.seat]
        if isinstance(event, BidPlaced):
            on = f" on {label(self.card)}" if self.card is not None else ""
            self._add(f"{name} bids 1{on} ({_plural(event.pot, 'counter')} on it)", event.seat)
            self._say(Speech(event.seat, "Bids!", now, "bid"))
        elif isinstance(event, GreenDeclined):
            got = f"collects {event.counters}" if event.counters else "collects nothing"
            to = "keeps it" if event.receiver == event.seat else f"{names[event.receiver]} gets it"
            self._add(f"{name} declines {label(event.card)} and {got}; {to}", event.seat)
            said = f"Declines +{event.counters}" if event.counters else "Declines"
            self._say(Speech(event.seat, said, now, "decline"))
        elif event.card.kind in (CardKind.SKIP, CardKind.LOOK):
            verb = (
                "skips this card"
                if event.card.kind is CardKind.SKIP
                else "looks at the set-aside cards"
            )
            self._add(f"{name} plays {label(event.card)}: {verb}", event.seat)
            self._say(Speech(event.seat, f"Plays {label(event.card)}", now, "special"))
        else:
            self._add(f"{label(event.card)} acts for {name}: {event.note}", event.seat)

    def _add(self, text: str, seat: int | None, kind: str = "move") -> None:
        self.lines.append(StoryLine(self.round, text, seat, kind))

    def _say(self, said: Speech) -> None:
        """`said` becomes the seat's bubble, or waits while the seat's take is held."""
        before = self.speech.get(said.seat)
        if before is not None and before.kind == "take":
            self.waiting[said.seat] = said  # shown when the take's hold is over
        else:
            self.speech[said.seat] = said

    def speech_at(self, seat: int, now: float, multiplier: float) -> Speech | None:
        """What `seat` is saying at time `now`, if it is still fresh at this speed. A take
        stays up TAKE_HOLD (at 1x) before words said after it show, from then on."""
        said = self.speech.get(seat)
        if said is None:
            return None
        fast = multiplier == float("inf")
        hold = max(0.0 if fast else TAKE_HOLD / multiplier, SPEECH_FLOOR)
        after = self.waiting.get(seat)
        if after is not None and now - said.since >= hold:
            del self.waiting[seat]
            said = self.speech[seat] = Speech(seat, after.text, max(after.since, now), after.kind)
        life = 0.0 if fast else SPEECH_SECONDS / multiplier
        return said if now - said.since < max(life, SPEECH_FLOOR) else None

    def round_lines(self, round_no: int | None = None) -> list[StoryLine]:
        """The log of one round (default: the current one)."""
        wanted = self.round if round_no is None else round_no
        return [line for line in self.lines if line.round == wanted]

    def last_move(self) -> StoryLine | None:
        for line in reversed(self.lines):
            if line.kind == "move":
                return line
        return None
