"""The rules engine: one match of No Thanks! as a state machine.

Actions in, events out. A game is built from a `GameConfig` and a seed; all randomness
(the first player, each round's shuffle) comes from that seed, so a game's record (config,
seed, actions) replays to the identical state and events.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.rules.cards import Card, CardKind, Timing, number_cards
from game.rules.config import CARDS_PLAYED, GameConfig
from game.rules.errors import ConfigError, IllegalActionError, SaveError
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
from game.rules.expansion import back_of, deal_expansion, decline_receiver
from game.rules.observation import Action, ChooseCard, Move, Observation, PublicDecision
from game.rules.rng import SeededRandom
from game.rules.scoring import ScoreBreakdown, score_breakdown, winners

SAVE_FORMAT = "nothanks.game"
# 2: the save carries a checksum of the whole document (config included).
SAVE_VERSION = 2

_TAKE_ONLY = (Action.TAKE,)
_BOTH = (Action.TAKE, Action.PASS)
_CHOICES = {CardKind.GIVE_LEFT: "give_left", CardKind.REMOVE: "remove"}


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Everything needed to replay a game: its config, its seed and the actions taken
    (and, for a scripted game, the deal of its first round)."""

    config: GameConfig
    seed: int
    actions: tuple[tuple[int, Move], ...]
    deal: Deal | None = None


@dataclass(frozen=True, slots=True)
class Deal:
    """A scripted first round (`Game.scripted`): the deck in the order it is drawn (the
    first card is turned up first), the set-aside cards (the last is the top one) and the
    green cards in the box."""

    deck: tuple[Card, ...]
    set_aside: tuple[Card, ...] = ()
    box: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, list[str | int]]:
        return {
            "deck": [card.to_json() for card in self.deck],
            "set_aside": [card.to_json() for card in self.set_aside],
            "box": [card.to_json() for card in self.box],
        }

    @classmethod
    def from_json(cls, data: object) -> Deal:
        if not isinstance(data, dict) or set(data) != {"deck", "set_aside", "box"}:
            raise SaveError("the save's deal is not a deck, set-aside cards and a box")
        parts = []
        for key in ("deck", "set_aside", "box"):
            if not isinstance(data[key], list):
                raise SaveError(f"the save's {key} is not a list of cards")
            parts.append(tuple(Card.from_json(item) for item in data[key]))
        return cls(*parts)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One finished round: each seat's breakdown and score, and who won it."""

    round: int
    breakdowns: tuple[ScoreBreakdown, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


class Game:
    """A match of one or more rounds [V2]. Create with `Game.new(config, seed)`."""

    def __init__(self, config: GameConfig, seed: int, deal: Deal | None = None) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed must be an int, not {seed!r}")
        self.config = config
        self.seed = seed
        self._deal = deal
        if deal is not None:
            _check_deal(config, deal)
        self._rng = SeededRandom(seed)
        players = config.players
        self._first_seat = (
            config.first_player if config.first_player is not None else self._rng.below(players)
        )
        self._actions: list[tuple[int, Move]] = []
        self._totals = [0] * players
        self._round_results: list[RoundResult] = []
        self._round = 0
        self._over = False
        self._match_winners: tuple[int, ...] = ()
        # Round state, set by _start_round.
        self._deck: list[Card] = []
        self._set_aside: list[Card] = []
        self._removed: tuple[Card, ...] = ()
        self._card: Card | None = None
        self._pot = 0
        self._seat = 0
        self._counters = [0] * players
        self._displays: list[list[Card]] = [[] for _ in range(players)]
        self._takes = 0
        # The round's public decisions, built from `_actions` only when an observation
        # asks (apply stays as cheap as before): the round's first action, the cards in
        # the order they are revealed, and how far the log has caught up.
        self._round_first_action = 0
        self._reveal_order: list[int] = []
        self._round_decisions: list[PublicDecision] = []
        self._logged_card = 0
        self._logged_pot = 0
        # Expansion state [X1]–[X3], empty in the base game.
        self._expansion = config.expansion
        self._box: list[Card] = []
        self._discard: list[Card] = []
        self._skipped: set[int] = set()
        self._bidders: list[int] = []
        self._choice: str | None = None
        self._resume_seat = 0
        self._seen_set_aside: dict[int, tuple[Card, ...]] = {}
        events: list[Event] = [GameStarted(players=players, rounds=config.rounds)]
        self._start_round(events)
        self.opening_events: tuple[Event, ...] = tuple(events)

    @classmethod
    def new(cls, config: GameConfig, seed: int) -> Game:
        """A new match, dealt from `seed`. Its first events are in `opening_events`."""
        return cls(config, seed)

    @classmethod
    def scripted(
        cls,
        config: GameConfig,
        deck: Sequence[Card | int],
        set_aside: Sequence[Card | int] = (),
        box: Sequence[Card] = (),
        seed: int = 0,
    ) -> Game:
        """A match whose first round is dealt from the given cards instead of the seed:
        for rule tests, tutorials and puzzles. `deck` is in the order the cards are turned
        up; ints are number cards. The round ends when the deck runs out; later rounds of a
        match are dealt from `seed`. Raises ConfigError for a card that is not in this
        game's set or that appears twice."""
        as_cards = [Card.number(c) if isinstance(c, int) else c for c in deck]
        aside = [Card.number(c) if isinstance(c, int) else c for c in set_aside]
        return cls(config, seed, Deal(tuple(as_cards), tuple(aside), tuple(box)))

    # Questions ---------------------------------------------------------------------
    @property
    def current_seat(self) -> int | None:
        """The seat whose decision it is, or None once the match is over."""
        return None if self._over else self._seat

    @property
    def is_over(self) -> bool:
        """True once the last round's last card is taken."""
        return self._over

    @property
    def round(self) -> int:
        """The current round, 1-based (the last round once the match is over)."""
        return self._round

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest match total (empty until the match is over)."""
        return self._match_winners

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total over the finished rounds."""
        return tuple(self._totals)

    @property
    def round_results(self) -> tuple[RoundResult, ...]:
        """The finished rounds, in order."""
        return tuple(self._round_results)

    @property
    def takes(self) -> int:
        """Cards taken so far this round (with the expansion: every face-up card settled,
        taken or declined; cards drawn by "take a pink-back card" are not counted)."""
        return self._takes

    @property
    def actions_played(self) -> int:
        """How many actions the game has taken (the record's length, without copying it)."""
        return len(self._actions)

    @property
    def record(self) -> GameRecord:
        """The config, seed and actions that replay this game."""
        return GameRecord(self.config, self.seed, tuple(self._actions), self._deal)

    def legal_actions(self, seat: int) -> tuple[Move, ...]:
        """The actions `seat` may take now; empty unless it is that seat's decision."""
        if self._over or seat != self._seat:
            return ()
        if self._expansion:
            return self._expansion_legal(seat)
        return _BOTH if self._counters[seat] > 0 else _TAKE_ONLY

    def _expansion_legal(self, seat: int) -> tuple[Move, ...]:
        if self._choice is not None:
            return tuple(ChooseCard(card) for card in sorted(self._displays[seat]))
        card = self._card
        assert card is not None
        alone = self._next_in(seat) == seat
        can_pay = self._counters[seat] > 0 and not alone
        legal: list[Move]
        if card.is_green:
            legal = [Action.BID, Action.DECLINE] if can_pay else [Action.DECLINE]
        else:
            legal = [Action.TAKE, Action.PASS] if can_pay else [Action.TAKE]
        kinds = {held.kind for held in self._displays[seat] if held.kind is not CardKind.NUMBER}
        if CardKind.SKIP in kinds and not alone:
            legal.append(Action.SKIP)
        if CardKind.LOOK in kinds:
            legal.append(Action.LOOK)
        return tuple(legal)

    def _next_in(self, seat: int) -> int:
        """The next seat to the left still in the current card's bidding (`seat` itself if
        every other seat skipped)."""
        players = self.config.players
        other = (seat + 1) % players
        while other in self._skipped and other != seat:
            other = (other + 1) % players
        return other

    def observation(self, seat: int | None) -> Observation:
        """What `seat` may know (None: a spectator, public information only)."""
        if seat is not None and not 0 <= seat < self.config.players:
            raise ValueError(f"no seat {seat} at a {self.config.players}-player table")
        observation = Observation(
            seat=seat,
            players=self.config.players,
            round=self._round,
            rounds=self.config.rounds,
            current_seat=self.current_seat,
            card=self._card,
            pot=self._pot,
            deck_left=len(self._deck),
            set_aside_count=len(self._set_aside),
            displays=tuple(tuple(sorted(display)) for display in self._displays),
            counters=tuple(self._counters),
            my_counters=None if seat is None else self._counters[seat],
            removed=self._removed,
            totals=tuple(self._totals),
            legal=() if seat is None else self.legal_actions(seat),
            is_over=self._over,
            open_counters=self.config.open_counters,
            tactical=self.config.tactical,
            start_counters=self.config.start_counters,
            round_decisions=() if self._expansion else self._public_decisions(),
        )
        if self._expansion:
            observation = replace(observation, **self._expansion_view(seat))
        return observation

    def _expansion_view(self, seat: int | None) -> dict[str, Any]:
        """The expansion's observation fields (the base game keeps their defaults)."""
        return {
            "expansion": True,
            "next_back": self._top_back(),
            # Public by counting: 9 green cards are dealt in, and every one is seen once out.
            "greens_left": sum(1 for card in self._deck if card.is_green),
            "box_count": len(self._box),
            "discard": tuple(self._discard),
            "skipped": tuple(sorted(self._skipped)),
            "bidders": tuple(self._bidders),
            "choice": self._choice,
            "seen_set_aside": None if seat is None else self._seen_set_aside.get(seat),
        }

    # The one way state changes ------------------------------------------------------
    def apply(self, seat: int, action: Move) -> list[Event]:
        """Apply `seat`'s `action` and return the events it caused.

        Raises IllegalActionError, changing nothing, if the action is not legal now.
        """
        self._check(seat, action)
        events: list[Event] = []
        self._actions.append((seat, action))
        if self._expansion:
            self._apply_expansion(seat, action, events)
        elif action is Action.TAKE:
            self._take(seat, events)
        else:
            self._pass(seat, events)
        return events

    def _check(self, seat: int, action: Move) -> None:
        if self._over:
            raise IllegalActionError("the game is over: no more actions")
        if action.__class__ is not Action and not isinstance(action, ChooseCard):
            raise IllegalActionError(f"not an action: {action!r} (use Action.TAKE or PASS)")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise IllegalActionError(f"not a seat: {seat!r}")
        if seat != self._seat:
            raise IllegalActionError(f"it is seat {self._seat}'s decision, not seat {seat}'s")
        if self._expansion:
            self._check_expansion(seat, action)
        elif action is Action.PASS and self._counters[seat] == 0:
            raise IllegalActionError(f"seat {seat} has no counters left and must take the card")
        elif action is not Action.TAKE and action is not Action.PASS:
            raise IllegalActionError(f"{action!r} is only played with the expansion")

    def _check_expansion(self, seat: int, action: Move) -> None:
        if action in self._expansion_legal(seat):
            return
        if self._choice is not None:
            if isinstance(action, ChooseCard):
                raise IllegalActionError(f"seat {seat} holds no {action.card} to choose")
            raise IllegalActionError(
                f"seat {seat} must first choose a card of its display ({self._choice})"
            )
        card = self._card
        assert card is not None
        if isinstance(action, ChooseCard):
            raise IllegalActionError("there is no card to choose now")
        alone = self._next_in(seat) == seat
        if action in (Action.SKIP, Action.LOOK):
            if alone and action is Action.SKIP and self._holds(seat, CardKind.SKIP):
                raise IllegalActionError(
                    f"seat {seat} is the last player still bidding and may not skip"
                )
            raise IllegalActionError(f"seat {seat} holds no {action.value} card")
        if card.is_green and action in (Action.TAKE, Action.PASS):
            raise IllegalActionError(f"the {card} is green: bid for it or decline it")
        if not card.is_green and action in (Action.BID, Action.DECLINE):
            raise IllegalActionError(f"the {card} is not green: take it or pass")
        if alone:
            raise IllegalActionError(
                f"seat {seat} is the last player still bidding: it cannot pay to pass or bid"
            )
        what = "decline the green card" if card.is_green else "take the card"
        raise IllegalActionError(f"seat {seat} has no counters left and must {what}")

    def _holds(self, seat: int, kind: CardKind) -> bool:
        return any(card.kind is kind for card in self._displays[seat])

    def _take(self, seat: int, events: list[Event]) -> None:
        card = self._card
        assert card is not None
        gained = self._pot
        self._displays[seat].append(card)
        self._counters[seat] += gained
        self._pot = 0
        self._card = None
        self._takes += 1
        events.append(CardTaken(seat, card, gained, self._counters[seat]))
        if self._deck:
            # The taker reveals the next card and decides again [B5].
            self._reveal(events)
            events.append(DecisionMoved(seat))
        else:
            self._end_round(events)

    def _pass(self, seat: int, events: list[Event]) -> None:
        self._counters[seat] -= 1
        self._pot += 1
        events.append(CounterPaid(seat, self._pot, self._counters[seat]))
        self._seat = (seat + 1) % self.config.players
        events.append(DecisionMoved(self._seat))

    def _public_decisions(self) -> tuple[PublicDecision, ...]:
        """This round's takes and passes (base game), caught up from `_actions`."""
        log = self._round_decisions
        order = self._reveal_order
        card, pot = self._logged_card, self._logged_pot
        for seat, action in self._actions[self._round_first_action + len(log) :]:
            took = action is Action.TAKE
            log.append(PublicDecision(seat, order[card], pot, took, len(order) - 1 - card))
            if took:
                card, pot = card + 1, 0
            else:
                pot += 1
        self._logged_card, self._logged_pot = card, pot
        return tuple(log)

    # The expansion [X1]–[X3]; expansion.py has the rule notes these follow. ---------------
    def _apply_expansion(self, seat: int, action: Move, events: list[Event]) -> None:
        if isinstance(action, ChooseCard):
            self._resolve_choice(seat, action.card, events)
        elif action is Action.TAKE:
            gained = self._pot
            card = self._table_card()
            self._counters[seat] += gained
            events.append(CardTaken(seat, card, gained, self._counters[seat]))
            if not self._receive(seat, card, seat, events):
                self._next_card(seat, events)
        elif action is Action.PASS or action is Action.BID:
            self._counters[seat] -= 1
            self._pot += 1
            if action is Action.BID:
                self._bidders.append(seat)
                events.append(BidPlaced(seat, self._pot, self._counters[seat]))
            else:
                events.append(CounterPaid(seat, self._pot, self._counters[seat]))
            self._seat = self._next_in(seat)
            events.append(DecisionMoved(self._seat))
        elif action is Action.DECLINE:
            gained = self._pot
            card = self._table_card()
            self._counters[seat] += gained
            receiver = decline_receiver(seat, self._bidders, self._skipped, self.config.players)
            events.append(GreenDeclined(seat, card, gained, self._counters[seat], receiver))
            if not self._receive(receiver, card, seat, events):
                self._next_card(seat, events)
        else:
            kind = CardKind.SKIP if action is Action.SKIP else CardKind.LOOK
            played = next(card for card in self._displays[seat] if card.kind is kind)
            self._displays[seat].remove(played)
            self._discard.append(played)
            if kind is CardKind.LOOK:
                self._seen_set_aside[seat] = tuple(sorted(self._set_aside))
                events.append(SpecialPlayed(seat, played, "looked at the set-aside cards"))
            else:
                self._skipped.add(seat)
                events.append(SpecialPlayed(seat, played, "skipped this card"))
                self._seat = self._next_in(seat)
                events.append(DecisionMoved(self._seat))

    def _table_card(self) -> Card:
        """Take the face-up card off the table and clear its counters (read them first)."""
        card = self._card
        assert card is not None
        self._card = None
        self._pot = 0
        self._takes += 1
        return card

    def _receive(self, seat: int, card: Card, resume_seat: int, events: list[Event]) -> bool:
        """`card` arrives in `seat`'s display, acting at once if it is a now card. Returns
        True if a choice is now pending (then `resume_seat` reveals the next card after)."""
        if card.timing is not Timing.NOW:
            self._displays[seat].append(card)
            return False
        self._discard.append(card)
        choice = _CHOICES.get(card.kind)
        if choice is not None:
            options = tuple(sorted(self._displays[seat]))
            if not options:
                events.append(SpecialPlayed(seat, card, "no card in the display: no effect"))
                return False
            events.append(SpecialPlayed(seat, card, f"{choice.replace('_', ' ')}: choose a card"))
            self._choice = choice
            self._resume_seat = resume_seat
            self._seat = seat
            events.append(ChoiceRequired(seat, choice, options))
            events.append(DecisionMoved(seat))
            return True
        # Take a pink-back card [X2]: the first normal back from the top of the deck,
        # else the top set-aside card.
        drawn: Card | None = None
        source = "deck"
        for index in range(len(self._deck) - 1, -1, -1):
            if not self._deck[index].is_green:
                drawn = self._deck.pop(index)
                break
        if drawn is None and self._set_aside:
            drawn = self._set_aside.pop()
            source = "set-aside"
        if drawn is None:
            events.append(SpecialPlayed(seat, card, "no normal-back card left: no effect"))
            return False
        events.append(SpecialPlayed(seat, card, f"took a normal-back card from the {source}"))
        events.append(CardDrawn(seat, drawn, source, len(self._deck), self._top_back()))
        return self._receive(seat, drawn, resume_seat, events)

    def _resolve_choice(self, seat: int, card: Card, events: list[Event]) -> None:
        self._displays[seat].remove(card)
        if self._choice == "give_left":
            left = (seat + 1) % self.config.players
            self._displays[left].append(card)
            events.append(CardGiven(seat, left, card))
        else:
            self._discard.append(card)
            events.append(CardRemoved(seat, card))
        self._choice = None
        self._next_card(self._resume_seat, events)

    def _next_card(self, seat: int, events: list[Event]) -> None:
        """The current card is settled: `seat` reveals the next and decides [B5] [X3], or
        the round ends [B6]. Seats that skipped rejoin."""
        self._skipped.clear()
        self._bidders.clear()
        if self._deck:
            self._reveal(events)
            self._seat = seat
            events.append(DecisionMoved(seat))
        else:
            self._end_round(events)

    def _reveal(self, events: list[Event]) -> None:
        self._card = self._deck.pop()
        events.append(CardRevealed(self._card, len(self._deck), self._top_back()))

    def _top_back(self) -> str | None:
        """The back colour of the deck's top card (public [X1]); None when it is empty."""
        return back_of(self._deck[-1]) if self._deck else None

    def _start_round(self, events: list[Event]) -> None:
        config = self.config
        self._round += 1
        if self._deal is not None and self._round == 1:
            self._deck = list(reversed(self._deal.deck))
            self._set_aside = list(self._deal.set_aside)
            self._box = list(self._deal.box)
            self._discard = []
            self._seen_set_aside = {}
        elif self._expansion:
            self._deck, self._set_aside, self._box = deal_expansion(
                self._rng, tactical=config.tactical
            )
            self._discard = []
            self._seen_set_aside = {}
        else:
            cards: list[Card] = number_cards(tactical=config.tactical)
            self._rng.shuffle(cards)  # type: ignore[arg-type]
            set_aside_count = len(cards) - CARDS_PLAYED
            self._set_aside = cards[:set_aside_count]
            self._deck = cards[set_aside_count:]
        self._removed = tuple(Card.number(value) for value in (10, 20, 30) if config.tactical)
        self._counters = [config.start_counters] * config.players
        self._displays = [[] for _ in range(config.players)]
        self._pot = 0
        self._takes = 0
        self._round_first_action = len(self._actions)
        # The deck is dealt from its end.
        self._reveal_order = [card.value for card in reversed(self._deck)]
        self._round_decisions = []
        self._logged_card = self._logged_pot = 0
        # The first player moves one seat left each round [V2].
        self._seat = (self._first_seat + self._round - 1) % config.players
        events.append(
            RoundStarted(
                round=self._round,
                rounds=config.rounds,
                first_seat=self._seat,
                counters=tuple(self._counters),
                removed=self._removed,
                deck_size=len(self._deck),
                next_back=self._top_back(),
            )
        )
        self._reveal(events)
        events.append(DecisionMoved(self._seat))

    def _end_round(self, events: list[Event]) -> None:
        breakdowns = tuple(
            score_breakdown(display, counters)
            for display, counters in zip(self._displays, self._counters, strict=True)
        )
        scores = tuple(b.total for b in breakdowns)
        for seat, value in enumerate(scores):
            self._totals[seat] += value
        round_winners = winners(scores)
        self._round_results.append(RoundResult(self._round, breakdowns, scores, round_winners))
        events.append(
            RoundEnded(self._round, breakdowns, scores, tuple(self._totals), round_winners)
        )
        if self._round < self.config.rounds:
            self._start_round(events)
        else:
            self._over = True
            self._match_winners = winners(self._totals)
            events.append(MatchEnded(tuple(self._totals), self._match_winners))

    # Referee's view -------------------------------------------------------------------
    def card_locations(self) -> dict[Card, str]:
        """Where every card of this round is: 'deck', 'set_aside', 'removed', 'table',
        'seat N', and with the expansion 'box' and 'discard'. It reveals hidden cards: for
        tests and tools, never for a seat."""
        places: dict[Card, str] = {}
        for card in self._deck:
            places[card] = "deck"
        for card in self._set_aside:
            places[card] = "set_aside"
        for card in self._removed:
            places[card] = "removed"
        for card in self._box:
            places[card] = "box"
        for card in self._discard:
            places[card] = "discard"
        if self._card is not None:
            places[self._card] = "table"
        for seat, display in enumerate(self._displays):
            for card in display:
                places[card] = f"seat {seat}"
        return places

    def state_digest(self) -> str:
        """A hash of the whole state, hidden cards included: equal digests, equal games."""
        state: dict[str, Any] = {
            "round": self._round,
            "seat": self._seat,
            "card": None if self._card is None else self._card.to_json(),
            "pot": self._pot,
            "deck": [card.to_json() for card in self._deck],
            "set_aside": [card.to_json() for card in self._set_aside],
            "counters": self._counters,
            "displays": [[card.to_json() for card in d] for d in self._displays],
            "totals": self._totals,
            "over": self._over,
            "actions": len(self._actions),
        }
        if self._expansion:
            state["box"] = [card.to_json() for card in self._box]
            state["discard"] = [card.to_json() for card in self._discard]
            state["skipped"] = sorted(self._skipped)
            state["bidders"] = self._bidders
            state["choice"] = [self._choice, self._resume_seat]
            state["seen"] = {
                str(seat): [card.to_json() for card in cards]
                for seat, cards in sorted(self._seen_set_aside.items())
            }
        blob = json.dumps(state, sort_keys=True, separators=(",", ":")).encode()
        return hashlib.sha256(blob).hexdigest()

    # Replay and save --------------------------------------------------------------------
    @classmethod
    def replay(cls, record: GameRecord, told: Callable[[Event], object] | None = None) -> Game:
        """Rebuild a game from its record. Raises SaveError if an action is not legal.

        `told`, if given, is called with every event in order, the opening ones first (a
        move log retells a resumed match with it)."""
        game = cls(record.config, record.seed, record.deal)
        if told is not None:
            for event in game.opening_events:
                told(event)
        for index, (seat, action) in enumerate(record.actions):
            try:
                events = game.apply(seat, action)
            except IllegalActionError as error:
                raise SaveError(f"action {index + 1} cannot be replayed: {error}") from error
            if told is not None:
                for event in events:
                    told(event)
        return game

    def to_json(self) -> str:
        """The game as JSON: its record, a digest of the state it leads to, and a checksum
        of the whole document (config included) that loading checks."""
        document: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "config": self.config.to_json(),
            "seed": self.seed,
            "actions": [[seat, action.value] for seat, action in self._actions],
            "digest": self.state_digest(),
        }
        if self._deal is not None:
            document["deal"] = self._deal.to_json()
        document["checksum"] = _checksum(document)
        return json.dumps(document)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a game saved by `to_json`. Anything else (corrupt, edited, truncated,
        nested too deep, from a newer version) raises SaveError, never another error."""
        try:
            return cls._load(text)
        except SaveError:
            raise
        except (RecursionError, ValueError, TypeError, KeyError, AttributeError) as error:
            raise SaveError(f"the save is corrupt: {type(error).__name__}: {error}") from None

    @classmethod
    def _load(cls, text: str | bytes) -> Game:
        try:
            document = json.loads(text)
        except (ValueError, TypeError, RecursionError) as error:
            raise SaveError(f"the save is not valid JSON: {error}") from None
        if not isinstance(document, dict) or document.get("format") != SAVE_FORMAT:
            raise SaveError("this is not a No Thanks! saved game")
        version = document.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise SaveError("the save has no version number")
        if version > SAVE_VERSION:
            raise SaveError(
                f"the save is from a newer version of the game (format {version}; "
                f"this game reads up to {SAVE_VERSION})"
            )
        if version < SAVE_VERSION:
            raise SaveError(
                f"unknown save format version {version}: this game reads format "
                f"{SAVE_VERSION}, whose checksum covers the whole save"
            )
        try:
            config = GameConfig.from_json(document["config"])
            seed = document["seed"]
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise SaveError("the save's seed is not a whole number")
            actions = tuple(_parse_action(item) for item in document["actions"])
            deal = Deal.from_json(document["deal"]) if "deal" in document else None
        except KeyError as error:
            raise SaveError(f"the save is missing {error}") from error
        except (TypeError, ValueError) as error:
            if isinstance(error, SaveError):
                raise
            raise SaveError(f"the save is corrupt: {error}") from error
        try:
            game = cls.replay(GameRecord(config, seed, actions, deal))
        except ConfigError as error:
            raise SaveError(f"the save's deal is not possible: {error}") from error
        if document.get("digest") != game.state_digest():
            raise SaveError("the save is corrupt: its moves do not lead to the state it recorded")
        claimed = document.pop("checksum", None)
        if claimed != _checksum(document):
            raise SaveError("the save is corrupt: its checksum does not match its contents")
        return game


def _check_deal(config: GameConfig, deal: Deal) -> None:
    """A scripted deal holds this game's number cards and, with the expansion, special
    cards of any kind (extra copies allowed, for puzzles), each at most once."""
    numbers = set(number_cards(tactical=config.tactical))
    cards = deal.deck + deal.set_aside + deal.box
    if not deal.deck:
        raise ConfigError("a scripted deal needs at least one card in the deck")
    for card in cards:
        if not isinstance(card, Card) or (
            card not in numbers if card.is_number else not config.expansion
        ):
            raise ConfigError(f"the {card!r} is not a card of this game")
    if len(set(cards)) != len(cards):
        raise ConfigError("a scripted deal holds a card twice")
    if any(card.is_green for card in deal.set_aside) or not all(c.is_green for c in deal.box):
        raise ConfigError("green cards go to the box, normal-back cards are set aside [X1]")


def _checksum(document: dict[str, Any]) -> str:
    """SHA-256 of the document in a canonical form: any edit anywhere changes it."""
    blob = json.dumps(document, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()


def _parse_action(item: object) -> tuple[int, Move]:
    if (
        not isinstance(item, list)
        or len(item) != 2
        or not isinstance(item[0], int)
        or isinstance(item[0], bool)
    ):
        raise SaveError(f"bad action entry {item!r}")
    name = item[1]
    if isinstance(name, str) and name.startswith("choose:"):
        card = name.removeprefix("choose:")
        try:
            return item[0], ChooseCard(Card.from_json(int(card) if card.isdigit() else card))
        except ValueError as error:
            raise SaveError(f"unknown card in action {name!r}") from error
    try:
        return item[0], Action(name)
    except ValueError as error:
        raise SaveError(f"unknown action {name!r}") from error
