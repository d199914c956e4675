"""The guided first game's script (no pygame): a fixed deal, every move of it, and the
stops where the lesson speaks.

Three seats: the player (seat 0) and two bots. The deck is dealt in a fixed order
(`Game.scripted`) and every bot move is written here, so the lesson is the same game
every time, whatever the shipped bots would do. Each of the player's decisions is a stop
that asks for one move; the scene refuses any other, kindly. `tests/match/test_tutorial.py`
replays the script through the engine and checks each teaching moment happens.

The first lesson's moments, in order: paying a counter to pass (30); taking a card with
its counters (6); a run scoring only its lowest card (7 beside 6); counters as minus
points, passed on a 35 until they run out; then the 35 with every counter on it is worth
taking; and the end-of-game score. The second, optional, teaches the expansion's cards: a
green card is bid for (a +10), a pink one is taken or passed like a number (the 40),
and what both do to the score.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Card, Game, GameConfig
from game.rules.cards import CardKind
from game.rules.observation import Action

PLAYERS = 3
PLAYER = 0  # the learner's seat (the bottom one)
BOT_LEVEL = "normal"  # only named on the seats: the script makes every bot move
PERSONA_SEED = 11  # the bots' names, the same every time
DECK = (30, 6, 7, 29, 35)

_P, _T, _BID, _DECLINE = Action.PASS, Action.TAKE, Action.BID, Action.DECLINE
# Every decision of the match, (seat, move), in order. Drained: the player and both bots
# pass the 35 ten times round, until the player has no counter left.
DRAIN_ROUNDS = 10
MOVES: tuple[tuple[int, Action], ...] = (
    (0, _P), (1, _P), (2, _T),  # 30: the player pays to pass; seat 2 takes it with 2
    (2, _P), (0, _T),  # 6: one counter on it, the player takes both
    (0, _T),  # 7: next to the 6, a run
    (0, _P), (1, _T),  # 29: passed on, seat 1 takes it
    (1, _P), (2, _P),  # 35 goes round ...
    *((0, _P), (1, _P), (2, _P)) * DRAIN_ROUNDS,  # ... until the player runs out
    (0, _T),  # 35 with 32 counters on it
)  # fmt: skip

END = len(MOVES)  # a stop at the end of the match (its score)


@dataclass(frozen=True, slots=True)
class Stop:
    """One moment the lesson stops at: before decision `at` of `MOVES` (END: once the
    match is over), what it says (a message to translate, with the numbers of the moment
    filled in), what it points at, and the move it asks for (None: a word to read, any
    press goes on)."""

    key: str
    at: int
    text: str
    focus: str  # "card", "pot", "counters", "run", "display", "score"
    expect: Action | None = None


def _drain_stops() -> tuple[Stop, ...]:
    first = MOVES.index((0, _P), 10)
    stops = [
        Stop(
            "minus",
            first,
            N_(
                "Every counter you keep is a point off your score. But they run out: say "
                "No thanks until you have none left."
            ),
            "counters",
            _P,
        )
    ]
    for n in range(1, DRAIN_ROUNDS):
        stops.append(
            Stop(
                "drain",
                first + 3 * n,
                "",  # the scene counts them (a plural: ngettext)
                "counters",
                _P,
            )
        )
    return tuple(stops)


STOPS: tuple[Stop, ...] = (
    Stop(
        "pass",
        0,
        N_("This 30 would cost you 30 points. Pay a counter to pass it on: say No thanks."),
        "card",
        _P,
    ),
    Stop(
        "take",
        4,
        N_("A 6 costs little, and it carries a counter. Take it: the counter is yours too."),
        "pot",
        _T,
    ),
    Stop(
        "run",
        5,
        N_("The 7 sits next to your 6. Take it: a run scores only its lowest card."),
        "card",
        _T,
    ),
    Stop("run_score", 6, N_("Your 6 and 7 are a run: together they count only 6."), "run"),
    Stop(
        "pass_again",
        6,
        N_("A 29 would add 29 points. Say No thanks and keep your run low."),
        "card",
        _P,
    ),
    *_drain_stops(),
    Stop(
        "out",
        END - 1,
        N_("No counters left: you cannot say No thanks any more. You must take the card."),
        "counters",
    ),
    Stop(
        "worth",
        END - 1,
        N_("Good news: {pot} counters lie on the 35, so it costs you only {cost}. Take it."),
        "pot",
        _T,
    ),
    Stop(
        "score",
        END,
        N_(
            "Your score: the run counts 6, the 35 counts 35, and each counter is minus "
            "one: {score}. The lowest score wins."
        ),
        "score",
    ),
)


SPECIAL_DECK = (Card.special(CardKind.BONUS10), Card.special(CardKind.FORTY), 20)
SPECIAL_MOVES: tuple[tuple[int, Action], ...] = (
    (0, _BID), (1, _DECLINE),  # +10: the player bids, seat 1 declines: the card is the player's
    (1, _P), (2, _P), (0, _P), (1, _T),  # the pink 40: passed round, seat 1 takes it
    (1, _P), (2, _T),  # 20: the deck runs out
)  # fmt: skip
SPECIAL_STOPS: tuple[Stop, ...] = (
    Stop(
        "specials",
        0,
        N_("Part two, if you like: the expansion's green and pink cards. Leave now, or go on."),
        "card",
    ),
    Stop(
        "green",
        0,
        N_("Green cards help you. Nobody takes them: you bid a counter to win this +10."),
        "card",
        _BID,
    ),
    Stop(
        "green_won",
        2,  # as soon as the +10 lies in the player's display, before the pink 40 goes round
        N_(
            "The next player declined: took the counter, and the card went to the last to "
            "bid, you. The +10 takes 10 points off your score."
        ),
        "display",
    ),
    Stop(
        "pink",
        4,
        N_(
            "Pink cards are taken or passed like numbers. This 40 joins no run and costs 40: "
            "say No thanks."
        ),
        "card",
        _P,
    ),
    Stop(
        "special_score",
        len(SPECIAL_MOVES),
        N_(
            "Your score: {score}, the +10 and your counters off. The lowest score wins, and "
            "the 40 went to a bot."
        ),
        "score",
    ),
)


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: its deal, every move of it and its stops."""

    key: str
    deck: tuple[Card | int, ...]
    moves: tuple[tuple[int, Action], ...]
    stops: tuple[Stop, ...]
    expansion: bool = False

    @property
    def end(self) -> int:
        """The decision index past the last: a stop there comes once the match is over."""
        return len(self.moves)

    def setup(self) -> MatchSetup:
        """The lesson's seats: the player and two bots, the player first to decide."""
        seats = [SeatSpec(HUMAN), SeatSpec(BOT_LEVEL), SeatSpec(BOT_LEVEL)]
        rules = GameConfig(players=PLAYERS, first_player=PLAYER, expansion=self.expansion)
        return MatchSetup(seats=seats, rules=rules, persona_seed=PERSONA_SEED)

    def new_game(self) -> Game:
        """The lesson's deal: its cards in order, the player first."""
        return Game.scripted(self.setup().config(), self.deck)

    def new_game_totals(self) -> tuple[int, ...]:
        """The scores the script ends with (every move of it played)."""
        game = self.new_game()
        for seat, move in self.moves:
            game.apply(seat, move)
        return game.totals

    def scripted_move(self, decision: int) -> Action | None:
        """The move the script makes at `decision` (None past its end)."""
        return self.moves[decision][1] if decision < len(self.moves) else None


BASICS = Lesson("basics", DECK, MOVES, STOPS)
SPECIALS = Lesson("specials", SPECIAL_DECK, SPECIAL_MOVES, SPECIAL_STOPS, expansion=True)
LESSONS = {lesson.key: lesson for lesson in (BASICS, SPECIALS)}
# The lesson after each, offered at its end.
NEXT = {"basics": "specials"}


def setup() -> MatchSetup:
    return BASICS.setup()


def new_game() -> Game:
    return BASICS.new_game()
