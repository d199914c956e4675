"""The rules engine: one match of No Thanks! as a state machine.

Actions in, events out. A game is built from a `GameConfig` and a seed; all randomness
(the first player, each round's shuffle) comes from that seed, so a game's record (config,
seed, actions) replays to the identical state and events.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from game.rules.cards import Card, number_cards
from game.rules.config import CARDS_PLAYED, GameConfig
from game.rules.errors import IllegalActionError, SaveError
from game.rules.events import (
    CardRevealed,
    CardTaken,
    CounterPaid,
    DecisionMoved,
    Event,
    GameStarted,
    MatchEnded,
    RoundEnded,
    RoundStarted,
)
from game.rules.observation import Action, Observation
from game.rules.rng import SeededRandom
from game.rules.scoring import ScoreBreakdown, score_breakdown, winners

SAVE_FORMAT = "nothanks.game"
SAVE_VERSION = 1

_TAKE_ONLY = (Action.TAKE,)
_BOTH = (Action.TAKE, Action.PASS)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Everything needed to replay a game: its config, its seed and the actions taken."""

    config: GameConfig
    seed: int
    actions: tuple[tuple[int, Action], ...]


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One finished round: each seat's breakdown and score, and who won it."""

    round: int
    breakdowns: tuple[ScoreBreakdown, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


class Game:
    """A match of one or more rounds [V2]. Create with `Game.new(config, seed)`."""

    def __init__(self, config: GameConfig, seed: int) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed must be an int, not {seed!r}")
        self.config = config
        self.seed = seed
        self._rng = SeededRandom(seed)
        players = config.players
        self._first_seat = (
            config.first_player if config.first_player is not None else self._rng.below(players)
        )
        self._actions: list[tuple[int, Action]] = []
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
        events: list[Event] = [GameStarted(players=players, rounds=config.rounds)]
        self._start_round(events)
        self.opening_events: tuple[Event, ...] = tuple(events)

    @classmethod
    def new(cls, config: GameConfig, seed: int) -> Game:
        """A new match, dealt from `seed`. Its first events are in `opening_events`."""
        return cls(config, seed)

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
        """Cards taken so far this round."""
        return self._takes

    @property
    def record(self) -> GameRecord:
        """The config, seed and actions that replay this game."""
        return GameRecord(self.config, self.seed, tuple(self._actions))

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """The actions `seat` may take now; empty unless it is that seat's decision."""
        if self._over or seat != self._seat:
            return ()
        return _BOTH if self._counters[seat] > 0 else _TAKE_ONLY

    def observation(self, seat: int | None) -> Observation:
        """What `seat` may know (None: a spectator, public information only)."""
        if seat is not None and not 0 <= seat < self.config.players:
            raise ValueError(f"no seat {seat} at a {self.config.players}-player table")
        return Observation(
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
        )

    # The one way state changes ------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply `seat`'s `action` and return the events it caused.

        Raises IllegalActionError, changing nothing, if the action is not legal now.
        """
        self._check(seat, action)
        events: list[Event] = []
        self._actions.append((seat, action))
        if action is Action.TAKE:
            self._take(seat, events)
        else:
            self._pass(seat, events)
        return events

    def _check(self, seat: int, action: Action) -> None:
        if self._over:
            raise IllegalActionError("the game is over: no more actions")
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r} (use Action.TAKE or PASS)")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise IllegalActionError(f"not a seat: {seat!r}")
        if seat != self._seat:
            raise IllegalActionError(f"it is seat {self._seat}'s decision, not seat {seat}'s")
        if action is Action.PASS and self._counters[seat] == 0:
            raise IllegalActionError(f"seat {seat} has no counters left and must take the card")

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

    def _reveal(self, events: list[Event]) -> None:
        self._card = self._deck.pop()
        events.append(CardRevealed(self._card, len(self._deck)))

    def _start_round(self, events: list[Event]) -> None:
        config = self.config
        self._round += 1
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
        """Where every card of this round is: 'deck', 'set_aside', 'removed', 'table' or
        'seat N'. It reveals hidden cards: for tests and tools, never for a seat."""
        places: dict[Card, str] = {}
        for card in self._deck:
            places[card] = "deck"
        for card in self._set_aside:
            places[card] = "set_aside"
        for card in self._removed:
            places[card] = "removed"
        if self._card is not None:
            places[self._card] = "table"
        for seat, display in enumerate(self._displays):
            for card in display:
                places[card] = f"seat {seat}"
        return places

    def state_digest(self) -> str:
        """A hash of the whole state, hidden cards included: equal digests, equal games."""
        state = {
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
        blob = json.dumps(state, sort_keys=True, separators=(",", ":")).encode()
        return hashlib.sha256(blob).hexdigest()

    # Replay and save --------------------------------------------------------------------
    @classmethod
    def replay(cls, record: GameRecord) -> Game:
        """Rebuild a game from its record. Raises SaveError if an action is not legal."""
        game = cls(record.config, record.seed)
        for index, (seat, action) in enumerate(record.actions):
            try:
                game.apply(seat, action)
            except IllegalActionError as error:
                raise SaveError(f"action {index + 1} cannot be replayed: {error}") from error
        return game

    def to_json(self) -> str:
        """The game as JSON: its record plus a digest that loading checks."""
        document: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "config": self.config.to_json(),
            "seed": self.seed,
            "actions": [[seat, action.value] for seat, action in self._actions],
            "digest": self.state_digest(),
        }
        return json.dumps(document)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a game saved by `to_json`. Corrupt or future saves raise SaveError."""
        try:
            document = json.loads(text)
        except (ValueError, TypeError) as error:
            raise SaveError(f"the save is not valid JSON: {error}") from error
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
        if version < 1:
            raise SaveError(f"unknown save format version {version}")
        try:
            config = GameConfig.from_json(document["config"])
            seed = document["seed"]
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise SaveError("the save's seed is not a whole number")
            actions = tuple(_parse_action(item) for item in document["actions"])
        except KeyError as error:
            raise SaveError(f"the save is missing {error}") from error
        except (TypeError, ValueError) as error:
            if isinstance(error, SaveError):
                raise
            raise SaveError(f"the save is corrupt: {error}") from error
        game = cls.replay(GameRecord(config, seed, actions))
        if document.get("digest") != game.state_digest():
            raise SaveError("the save is corrupt: its moves do not lead to the state it recorded")
        return game


def _parse_action(item: object) -> tuple[int, Action]:
    if (
        not isinstance(item, list)
        or len(item) != 2
        or not isinstance(item[0], int)
        or isinstance(item[0], bool)
    ):
        raise SaveError(f"bad action entry {item!r}")
    try:
        return item[0], Action(item[1])
    except ValueError as error:
        raise SaveError(f"unknown action {item[1]!r}") from error
