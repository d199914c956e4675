"""Your history in numbers: the kept matches (game.store.saves' history) counted per
player name. Pure Python, no pygame: the statistics screen (scenes/stats.py) draws what
this counts, and tests/test_history_stats.py checks it against hand-counted histories.

    games = [kept_game(match) for match in app.saves.history()]   # newest first
    table = player_stats(games)          # {name: PlayerStats}, for every person's name
    table = player_stats(games, kinds(games)[0])   # the same, of one kind of match only

Matches of different kinds are not counted together: the expansion's cards, the tactical
variant and a match of several rounds (whose score is every round's added up) each give
scores of their own scale, so averaging them would say nothing (68 and 50 are not "59").
`kinds` lists the kinds a history holds, most played first; `player_stats` counts one.

In No Thanks! the lowest score wins, so a player's best match is their lowest score and
their worst the highest. Only finished matches count; an unfinished one (set aside when
a new game started) is listed but not counted. A seat counts for the name it had at the
end (a seat handed to a bot mid-match counts for the bot). Players are the names people
played under; a history of bots alone (a demo) counts every name.

The review's findings are kept in the history entry as plain JSON (`review_record`,
written when the review of a kept match completes) and read back by `kept_game`, which
ignores anything malformed or beyond belief (a cost or a pot no match can reach): a
hand-edited file costs its mistakes, never the screen.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.bots.review import Verdict
    from game.store.saves import SavedMatch

HUMAN = "human"  # a seat's kind when a person played it (game.match.setup.HUMAN)
PEOPLE = "people"  # the opponents' level when every other seat was a person
MIXED = "mixed"  # ... when the bots at the table were of more than one level
MISTAKES_SHOWN = 5  # the costliest mistakes a player's statistics list
REVIEW_KEPT = 3  # the costliest decisions of a review kept in the history
# No decision costs more points than a whole match can hold (every card 3–35 at one seat
# is 627), nor sees more counters on a card than a table has (7 seats × 11 = 77): a kept
# figure beyond these is not the review's, and is dropped with its mistake.
MOST_POINTS = 1000
MOST_COUNTERS = 1000
LABEL_CHARS = 40  # a card in words: "35", "Bonus +20", a long special's name


@dataclass(frozen=True, order=True)
class MatchKind:
    """What makes two matches' scores comparable: the rules they were played by."""

    expansion: bool = False
    tactical: bool = False
    rounds: int = 1


@dataclass(frozen=True)
class Mistake:
    """One of the costliest decisions the review found in a kept match."""

    seat: int
    round: int
    label: str  # the card in words, as the review said it ("27")
    pot: int  # counters on it
    chosen: str  # what was done: an action's save form ("take", "pass", "choose:17")
    best: str  # what the coach would have done
    cost: float  # points of margin it lost (the review's measure)
    when: float = 0.0  # the match's date (seconds since 1970)


@dataclass(frozen=True)
class KeptGame:
    """A kept match as the statistics see it."""

    when: float  # seconds since 1970
    names: tuple[str, ...]
    kinds: tuple[str, ...]  # HUMAN or the bot level, per seat (as held at the end)
    scores: tuple[int, ...]  # match totals
    winners: tuple[int, ...]
    finished: bool = True
    rounds: int = 1
    expansion: bool = False
    reviewed: bool = False
    mistakes: tuple[Mistake, ...] = ()
    tactical: bool = False

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def kind(self) -> MatchKind:
        return MatchKind(self.expansion, self.tactical, self.rounds)

    def people(self) -> tuple[int, ...]:
        return tuple(seat for seat, kind in enumerate(self.kinds) if kind == HUMAN)

    def opponents_level(self, seat: int) -> str:
        """The level of the bots `seat` played against: one level, MIXED, or PEOPLE."""
        levels = {kind for other, kind in enumerate(self.kinds) if other != seat} - {HUMAN}
        if not levels:
            return PEOPLE
        return levels.pop() if len(levels) == 1 else MIXED


@dataclass(frozen=True)
class Played:
    """One finished match as one player saw it."""

    game: int  # its position in the history (0: the newest)
    when: float
    seat: int
    score: int
    won: bool
    players: int
    level: str


@dataclass
class PlayerStats:
    name: str
    # Their finished matches, oldest first (the line chart's order).
    matches: list[Played] = field(default_factory=list)
    mistakes: list[Mistake] = field(default_factory=list)  # costliest first
    reviewed: int = 0  # matches of theirs the review was run on

    @property
    def played(self) -> int:
        return len(self.matches)

    @property
    def won(self) -> int:
        return sum(1 for m in self.matches if m.won)

    def scores(self) -> list[int]:
        return [m.score for m in self.matches]

    def by_table(self) -> dict[int, float]:
        """Average score by table size, smallest table first."""
        return _averages((m.players, m.score) for m in self.matches)

    def by_level(self) -> dict[str, float]:
        """Average score by the opponents' level."""
        return _averages((m.level, m.score) for m in self.matches)

    def best(self) -> Played | None:
        """The lowest score (the newer of equal ones)."""
        return min(self.matches, key=lambda m: (m.score, -m.when), default=None)

    def worst(self) -> Played | None:
        """The highest score (the newer of equal ones)."""
        return max(self.matches, key=lambda m: (m.score, m.when), default=None)


def _averages(pairs: Iterable[tuple[Any, int]]) -> dict[Any, float]:
    sums: dict[Any, list[int]] = {}
    for key, score in pairs:
        sums.setdefault(key, []).append(score)
    return {key: sum(v) / len(v) for key, v in sorted(sums.items(), key=lambda kv: str(kv[0]))}


def kinds(games: Sequence[KeptGame]) -> list[MatchKind]:
    """The kinds of match in `games`, the most played first (then the plainest)."""
    counts: dict[MatchKind, int] = {}
    for game in games:
        counts[game.kind] = counts.get(game.kind, 0) + 1
    return sorted(counts, key=lambda kind: (-counts[kind], kind))


def player_stats(
    games: Sequence[KeptGame], kind: MatchKind | None = None
) -> dict[str, PlayerStats]:
    """Every player's statistics from `games` (newest first, as the history lists them),
    by name, in the order of who played most (then by name). With a `kind`, only matches
    of that kind count (every name that played any match is still there)."""
    anyone = any(game.people() for game in games)
    table: dict[str, PlayerStats] = {}
    for number, game in enumerate(games):
        seats = game.people() if anyone else tuple(range(game.players))
        for seat in seats:
            name = game.names[seat]
            stats = table.setdefault(name, PlayerStats(name))
            if kind is not None and game.kind != kind:
                continue
            if game.reviewed:
                stats.reviewed += 1
                stats.mistakes.extend(m for m in game.mistakes if m.seat == seat)
            if not game.finished or seat >= len(game.scores):
                continue
            stats.matches.append(
                Played(
                    number,
                    game.when,
                    seat,
                    game.scores[seat],
                    seat in game.winners,
                    game.players,
                    game.opponents_level(seat),
                )
            )
    for stats in table.values():
        stats.matches.sort(key=lambda m: (m.when, -m.game))
        stats.mistakes.sort(key=lambda m: (-m.cost, -m.when))
        del stats.mistakes[MISTAKES_SHOWN:]
    return dict(sorted(table.items(), key=lambda kv: (-kv[1].played, kv[0].casefold())))


def histogram(scores: Sequence[int], bins: int = 8) -> list[tuple[int, int, int]]:
    """The spread of `scores` as at most `bins` bars of equal whole-number width:
    (low, high, count), low and high inclusive, lowest first; [] for no scores."""
    if not scores:
        return []
    low, high = min(scores), max(scores)
    width = max(1, math.ceil((high - low + 1) / bins))
    bars = [(start, start + width - 1, 0) for start in range(low, high + 1, width)]
    counts = [0] * len(bars)
    for score in scores:
        counts[(score - low) // width] += 1
    return [(a, b, n) for (a, b, _), n in zip(bars, counts, strict=True)]


# Reading and writing the history entry ----------------------------------------------------
def kept_game(match: SavedMatch) -> KeptGame:
    """A history entry as the statistics see it (its seats' data read with care: an old
    or edited entry gives what it can)."""
    game = match.game
    players = game.config.players
    seats = match.seats
    names = _strings(seats.get("names"), players) or tuple(f"#{i + 1}" for i in range(players))
    setup = seats.get("setup")
    kinds = _strings(setup.get("seats") if isinstance(setup, Mapping) else None, players)
    if kinds is None:
        humans = seats.get("human_seats")
        people = set(humans) if isinstance(humans, list) else set()
        kinds = tuple(HUMAN if i in people else "bot" for i in range(players))
    review = match.review
    return KeptGame(
        when=match.saved_at,
        names=names,
        kinds=kinds,
        scores=tuple(game.totals),
        winners=tuple(game.winners),
        finished=game.is_over,
        rounds=game.config.rounds,
        expansion=game.config.expansion,
        tactical=game.config.tactical,
        reviewed=review is not None,
        mistakes=_mistakes(review, players, match.saved_at),
    )


def _strings(value: object, count: int) -> tuple[str, ...] | None:
    if isinstance(value, list) and len(value) == count and all(isinstance(v, str) for v in value):
        return tuple(value)
    return None


def _mistakes(review: Mapping[str, Any] | None, players: int, when: float) -> tuple[Mistake, ...]:
    found = review.get("costly") if review is not None else None
    if not isinstance(found, list):
        return ()
    out = []
    for item in found:
        if not isinstance(item, Mapping):
            continue
        seat, rnd, pot = item.get("seat"), item.get("round"), item.get("pot")
        cost, label = item.get("cost"), item.get("label")
        chosen, best = item.get("chosen"), item.get("best")
        if not (
            type(seat) is int
            and 0 <= seat < players
            and type(rnd) is int
            and type(pot) is int
            and 0 <= pot <= MOST_COUNTERS
            and isinstance(cost, int | float)
            and not isinstance(cost, bool)
            and math.isfinite(cost)
            and 0 < cost <= MOST_POINTS
            and all(isinstance(v, str) for v in (label, chosen, best))
            and 0 < len(str(label)) <= LABEL_CHARS
        ):
            continue
        out.append(Mistake(seat, rnd, str(label), pot, str(chosen), str(best), float(cost), when))
    return tuple(out)


def review_record(verdicts: Iterable[Verdict], decisions: int) -> dict[str, Any]:
    """What the history keeps of a finished review: how many decisions it judged and
    its costliest (up to REVIEW_KEPT that lost points), as plain JSON."""
    from game.bots.verdict_words import label

    judged = [v for v in verdicts if v.judged]
    costly = sorted((v for v in judged if v.cost > 0), key=lambda v: (-v.cost, v.index))
    return {
        "decisions": decisions,
        "judged": len(judged),
        "costly": [
            {
                "index": v.index,
                "seat": v.seat,
                "round": v.round,
                "label": label(v) or str(v.card),
                "pot": v.pot,
                "chosen": _move(v.chosen),
                "best": _move(v.best),
                "cost": round(v.cost, 2),
            }
            for v in costly[:REVIEW_KEPT]
        ],
    }


def _move(move: object) -> str:
    value = getattr(move, "value", move)
    return value if isinstance(value, str) else str(value)


__all__ = [
    "KeptGame",
    "Mistake",
    "Played",
    "PlayerStats",
    "histogram",
    "kept_game",
    "player_stats",
    "review_record",
]
