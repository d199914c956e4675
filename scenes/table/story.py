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
from typing import assert_never

from game.i18n import N_, _, ngettext, npgettext, pgettext
from game.rules import Game, GameRecord
from game.rules.cards import Card
from game.rules.events import (
    BidPlaced,
    CardDrawn,
    CardGiven,
    CardRemoved,
    CardRevealed,
    CardTaken,
    ChoiceRequired,
    CounterPaid,
    DecisionMoved,
    Event,
    GameStarted,
    GreenDeclined,
    MatchEnded,
    RoundEnded,
    RoundStarted,
    SpecialPlayed,
)
from game.special_cards import SPECIALS
from game.special_text import for_card
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
    short: str = ""  # the card's name alone, for a bubble too small for `text`


# What a special card did, as the engine words it (its events speak English, and the rules
# may not import the catalogs): each known note's msgid, translated when told.
NOTES = {
    "no card in the display: no effect": N_("no card in the display: no effect"),
    "give left: choose a card": N_("give left: choose a card"),
    "remove: choose a card": N_("remove: choose a card"),
    "no normal-back card left: no effect": N_("no normal-back card left: no effect"),
    "took a normal-back card from the deck": N_("took a normal-back card from the deck"),
    "took a normal-back card from the set-aside": N_("took a normal-back card from the set-aside"),
}


def _names_joined(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    # Translators: the last two of a list of players' names ("Ada, Ben and Cleo").
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


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
        match event:
            case RoundStarted():
                self.round, self.rounds = event.round, event.rounds
                self.speech.clear()
                self.waiting.clear()
                each, first = event.counters[0], names[event.first_seat]
                if event.rounds > 1:
                    text = ngettext(
                        "Round {round} of {rounds}: {count} counter each, {name} starts",
                        "Round {round} of {rounds}: {count} counters each, {name} starts",
                        each,
                    ).format(round=event.round, rounds=event.rounds, count=each, name=first)
                else:
                    text = ngettext(
                        "New game: {count} counter each, {name} starts",
                        "New game: {count} counters each, {name} starts",
                        each,
                    ).format(count=each, name=first)
                if event.removed:
                    out = ", ".join(str(c.value) for c in event.removed)
                    text += _("; out of the game: {cards}").format(cards=out)
                self._add(text, None, "round")
            case CardRevealed():
                card = self.card = event.card
                # Every green card is a special one. ({count}: the cards left, a plural for
                # the languages that say "quedan 12" but "queda 1".)
                left = event.deck_left
                if card.is_green:
                    said = npgettext(
                        "special card",
                        "{card} turned up (green: bid for it) ({count} left)",
                        "{card} turned up (green: bid for it) ({count} left)",
                        left,
                    )
                else:
                    said = for_card(
                        card,
                        npgettext(
                            "number card",
                            "Card {card} turned up ({count} left)",
                            "Card {card} turned up ({count} left)",
                            left,
                        ),
                        npgettext(
                            "special card",
                            "{card} turned up ({count} left)",
                            "{card} turned up ({count} left)",
                            left,
                        ),
                    )
                self._add(said.format(card=label(card), count=event.deck_left), None, "reveal")
            case CounterPaid():
                name = names[event.seat]
                paid = ngettext(
                    "{name}: No thanks! (pays a counter; {count} counter on the card)",
                    "{name}: No thanks! (pays a counter; {count} counters on the card)",
                    event.pot,
                )
                self._add(paid.format(name=name, count=event.pot), event.seat)
                self._say(Speech(event.seat, _("No thanks!"), now, "pass"))
            case CardTaken():
                name = names[event.seat]
                value = label(event.card)
                gain = event.counters
                # Each sentence twice: for a number card and for a special one (its article).
                if gain:
                    took = for_card(
                        event.card,
                        npgettext(
                            "number card",
                            "{name} takes {card} with {count} counter",
                            "{name} takes {card} with {count} counters",
                            gain,
                        ),
                        npgettext(
                            "special card",
                            "{name} takes {card} with {count} counter",
                            "{name} takes {card} with {count} counters",
                            gain,
                        ),
                    )
                    said = for_card(
                        event.card,
                        pgettext("number card", "Takes {card} +{count}"),
                        pgettext("special card", "Takes {card} +{count}"),
                    )
                else:
                    took = for_card(
                        event.card,
                        pgettext("number card", "{name} takes {card}"),
                        pgettext("special card", "{name} takes {card}"),
                    )
                    said = for_card(
                        event.card,
                        pgettext("number card", "Takes {card}"),
                        pgettext("special card", "Takes {card}"),
                    )
                self._add(took.format(name=name, card=value, count=gain), event.seat)
                said = said.format(card=value, count=gain)
                self._say(Speech(event.seat, said, now, "take", value))
            case BidPlaced() | GreenDeclined() | SpecialPlayed():
                self._tell_green(event, now)
            case CardGiven():
                giver, to = names[event.seat], names[event.to_seat]
                gave = for_card(
                    event.card,
                    pgettext("number card", "{name} gives {card} to {receiver}"),
                    pgettext("special card", "{name} gives {card} to {receiver}"),
                )
                self._add(gave.format(name=giver, card=label(event.card), receiver=to), event.seat)
                said = for_card(
                    event.card,
                    pgettext("number card", "Gives {card}"),
                    pgettext("special card", "Gives {card}"),
                ).format(card=label(event.card))
                self._say(Speech(event.seat, said, now, "special", label(event.card)))
            case CardRemoved():
                gone = for_card(
                    event.card,
                    pgettext("number card", "{name} discards {card}"),
                    pgettext("special card", "{name} discards {card}"),
                )
                self._add(gone.format(name=names[event.seat], card=label(event.card)), event.seat)
                said = for_card(
                    event.card,
                    pgettext("number card", "Discards {card}"),
                    pgettext("special card", "Discards {card}"),
                ).format(card=label(event.card))
                self._say(Speech(event.seat, said, now, "special", label(event.card)))
            case DecisionMoved():
                # A seat's earlier words go when its turn comes again ("No thanks!" from the
                # last time round is not what it says now); a take keeps its hold.
                self.waiting.pop(event.seat, None)
                before = self.speech.get(event.seat)
                if before is not None and before.kind != "take":
                    del self.speech[event.seat]
            case CardDrawn():
                if event.source == "deck":
                    drew = for_card(
                        event.card,
                        pgettext("number card", "{name} draws {card} from the deck"),
                        pgettext("special card", "{name} draws {card} from the deck"),
                    )
                else:
                    drew = for_card(
                        event.card,
                        pgettext("number card", "{name} draws {card} from the set-aside cards"),
                        pgettext("special card", "{name} draws {card} from the set-aside cards"),
                    )
                self._add(drew.format(name=names[event.seat], card=label(event.card)), event.seat)
            case RoundEnded():
                best = event.scores[event.winners[0]]
                who = _names_joined([names[i] for i in event.winners])
                if len(event.winners) == 1:
                    over = ngettext(
                        "Round {round} over: {name} wins with {count} point, the lowest score",
                        "Round {round} over: {name} wins with {count} points, the lowest score",
                        best,
                    )
                else:
                    over = ngettext(
                        "Round {round} over: {name} share with {count} point, the lowest score",
                        "Round {round} over: {name} share with {count} points, the lowest score",
                        best,
                    )
                self._add(over.format(round=event.round, name=who, count=best), None, "result")
            case MatchEnded():
                best = event.totals[event.winners[0]]
                who = _names_joined([names[i] for i in event.winners])
                if len(event.winners) == 1:
                    won = ngettext(
                        "{name} wins the match: lowest total, {count} point",
                        "{name} wins the match: lowest total, {count} points",
                        best,
                    )
                else:
                    won = ngettext(
                        "{name} share the win: lowest total, {count} point",
                        "{name} share the win: lowest total, {count} points",
                        best,
                    )
                self._add(won.format(name=who, count=best), None, "result")
            case GameStarted() | ChoiceRequired():
                pass  # no words: the table shows them
            case _:
                assert_never(event)

    def _tell_green(self, event: BidPlaced | GreenDeclined | SpecialPlayed, now: float) -> None:
        """Green bidding and specials played [X3], in words."""
        names = self.names
        name = names[event.seat]
        # Only green cards are bid for and declined, and every green card is a special one.
        match event:
            case BidPlaced():
                if self.card is not None:
                    bid = npgettext(
                        "special card",
                        "{name} bids 1 on {card} ({count} counter on it)",
                        "{name} bids 1 on {card} ({count} counters on it)",
                        event.pot,
                    )
                else:
                    bid = ngettext(
                        "{name} bids 1 ({count} counter on it)",
                        "{name} bids 1 ({count} counters on it)",
                        event.pot,
                    )
                on = label(self.card) if self.card is not None else ""
                self._add(bid.format(name=name, card=on, count=event.pot), event.seat)
                self._say(Speech(event.seat, _("Bids!"), now, "bid"))
            case GreenDeclined():
                keeps = event.receiver == event.seat
                if event.counters:
                    if keeps:
                        declined = npgettext(
                            "special card",
                            "{name} declines {card} and collects {count} counter; keeps it",
                            "{name} declines {card} and collects {count} counters; keeps it",
                            event.counters,
                        )
                    else:
                        declined = npgettext(
                            "special card",
                            "{name} declines {card} and collects {count} counter; {receiver} gets it",  # noqa: E501
                            "{name} declines {card} and collects {count} counters; {receiver} gets it",  # noqa: E501
                            event.counters,
                        )
                    said = _("Declines +{count}").format(count=event.counters)
                else:
                    if keeps:
                        declined = pgettext(
                            "special card", "{name} declines {card} and collects nothing; keeps it"
                        )
                    else:
                        declined = pgettext(
                            "special card",
                            "{name} declines {card} and collects nothing; {receiver} gets it",
                        )
                    said = _("Declines")
                text = declined.format(
                    name=name,
                    card=label(event.card),
                    count=event.counters,
                    receiver=names[event.receiver],
                )
                self._add(text, event.seat)
                self._say(Speech(event.seat, said, now, "decline"))
            case SpecialPlayed():
                played = _played_words(event.card)
                if played is not None:
                    # A card its owner plays (skip, look): its description says what it did.
                    self._add(played.format(name=name, card=label(event.card)), event.seat)
                    said = pgettext("special card", "Plays {card}").format(card=label(event.card))
                    self._say(Speech(event.seat, said, now, "special", label(event.card)))
                else:
                    note = NOTES.get(event.note)
                    what = _(note) if note is not None else event.note  # a new note: its English
                    acted = pgettext("special card", "{card} acts for {name}: {note}")
                    self._add(
                        acted.format(card=label(event.card), name=name, note=what), event.seat
                    )
            case _:
                assert_never(event)

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


def _played_words(card: Card) -> str | None:
    """The story line of a card its owner plays, translated, its placeholders unfilled; None
    for a card that is not played."""
    described = SPECIALS.get(card.kind)
    if described is None or described.played is None:
        return None
    return described.played()
