"""Game review: the coach's verdict on every decision some seats made in a finished match.

`review_match` works from the match record alone (config, seed, actions), so it serves a
match resumed from a save as well as one played through. It replays the game, and at each
decision of the reviewed seats asks the coach (game/bots/coach.py) about that seat's own
observation: what each action was worth in points of margin against the best rival. The
cost of a decision is how much worse the chosen action was than the better one (0 if it
was the better one). The three costliest decisions are marked. It is pure and, with the
default clock-free coach, reproducible; it takes a second or two of CPU per seat, so the
app runs it off the frame loop and shows `progress`. The app judges one decision per job
(`judge_decision`) so it can show progress and stop at once, then marks the costliest with
`mark_costliest`.

In an expansion game the expansion's coach judges take or pass and bid or decline by the
same margin with the live hint's own figures (`expansion_figures`, game/bots/expansion_play.py),
clock-free so it is reproducible, and a card given left or removed by what it did to the
seat's score. Every figure is capped at what the decision could change
(game/bots/stakes.py) and carries its standard error. Playing a look card costs
nothing; a played skip card is not judged (what the card would have been worth later is
not weighed), so it is a verdict with `judged=False`, never an error.

A verdict is data (`Kind`, the card, the figures, the reason's facts), worded only when
shown (game/bots/verdict_words.py), so a review is judged once whatever the language.
Told who sits where (`kinds`), the coach reads each person from their own play as the live
hint did at that decision (game/bots/people.py): the match up to it and their kept
history (`people`); a figure within the person model's stated error is a close call
(`Kind.CLOSE`), not a cost.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from game.bots.coach import EVEN_WITHIN, advise, standings_leader
from game.bots.coach_reasons import Facts, facts
from game.bots.coach_words import ExpansionFacts, expansion_facts
from game.bots.expansion_play import expansion_figures
from game.bots.people import Reading
from game.rules import Action, Card, ChooseCard, Game, GameRecord, Move, Observation, score
from game.rules.errors import IllegalActionError, SaveError

MARKED = 3  # how many of the costliest decisions are marked


class Kind(Enum):
    """What a verdict says (game/bots/verdict_words.py words each kind)."""

    HAD_TO_TAKE = "had_to_take"  # base game, no counters left: the take was forced
    FORCED = "forced"  # expansion: the one answer left (take, or decline a green card)
    EVEN = "even"  # the two answers came out within EVEN_WITHIN points
    COST = "cost"  # the chosen answer lost `lost` points
    RIGHT = "right"  # the chosen answer was better by -`lost` points
    # Within the person model's stated error (coach.PEOPLE_ERROR): a close call, no cost
    # named or counted (`cost` 0; `lost` keeps what the coach's figure said).
    CLOSE = "close"
    FREE_LOOK = "free_look"  # a look card played: it costs nothing
    NOT_JUDGED = "not_judged"  # a skip card played: not weighed
    GIVE_BEST = "give_best"  # the card given left was the best for the score
    GIVE_COST = "give_cost"  # ... cost `lost` points against `best`
    REMOVE_BEST = "remove_best"  # the card removed was the best for the score
    REMOVE_COST = "remove_cost"  # ... cost `lost` points against `best`


@dataclass(frozen=True, slots=True)
class Verdict:
    """The coach's view of one decision, after the fact: data, no words (worded when
    shown by game/bots/verdict_words.py, in the language then in use)."""

    index: int  # position of the decision in `record.actions` (replay that many to see it)
    seat: int
    round: int
    card: int
    pot: int
    chosen: Move  # an Action, or a ChooseCard (expansion: the card given left or removed)
    best: Move
    # Points of margin against the best rival the chosen action lost (0: it was the best).
    cost: float
    # Points of margin taking loses against passing (negative: taking was better).
    take_cost: float
    rival: int | None  # the best rival's seat (None for a forced take)
    forced: bool  # no counters left: there was nothing to decide
    costly: bool  # one of the `MARKED` costliest decisions reviewed
    kind: Kind
    judged: bool = True  # False: the coach could not judge it (a played skip card)
    # The card the verdict is about: the face-up card, or for a give-left or remove
    # choice the card chosen; None if there was none.
    face: Card | None = None
    # Points the chosen answer lost against the other (negative: it gained); `cost` is
    # this, floored at 0.
    lost: float = 0.0
    # The facts of the reason (game/bots/coach_reasons.py, coach_words.py); None: no reason.
    why: Facts | ExpansionFacts | None = None
    # The standard error of the figure (points), as the coach measured it.
    stderr: float = 0.0


def review_match(
    record: GameRecord,
    seats: Collection[int],
    names: Sequence[str] | None = None,
    *,
    samples: int = 400,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    kinds: Sequence[str | None] | None = None,
    people: Sequence[Reading | None] | None = None,
) -> tuple[Verdict, ...]:
    """Verdicts for every decision of `seats` in `record`, in play order.

    A verdict is data, worded when shown (game/bots/verdict_words.py, with the seats'
    names then), so `names`, if given, is only checked: one per seat. `kinds[seat]` says
    who held it (a bot level, or None or "human" for a person), as for the live hint
    (coach.advise); with `kinds`, a person is read from their decisions in the match
    before each one judged, and `people[seat]`, their kept history (game/bots/people.py).
    `progress(done, total)` is called after each decision is judged. Raises SaveError if
    the record does not replay.
    """
    players = record.config.players
    _check_names(names, players)
    if any(not 0 <= seat < players for seat in seats):
        raise ValueError(f"seats must be 0–{players - 1}: {sorted(seats)}")
    total = sum(1 for seat, _ in record.actions if seat in seats)
    game = Game(record.config, record.seed, record.deal)
    judged: list[Verdict] = []
    for index, (seat, action) in enumerate(record.actions):
        if seat in seats and not game.is_over:
            judged.append(
                _judge(
                    game,
                    index,
                    seat,
                    action,
                    samples,
                    seed,
                    kinds,
                    _read(record, index, people, kinds),
                )
            )
            if progress is not None:
                progress(len(judged), total)
        try:
            game.apply(seat, action)
        except IllegalActionError as error:
            raise SaveError(f"action {index + 1} cannot be replayed: {error}") from error
    return mark_costliest(judged)


def decision_indices(record: GameRecord, seats: Collection[int]) -> tuple[int, ...]:
    """Where the decisions of `seats` are in `record.actions`, in play order."""
    return tuple(index for index, (seat, _) in enumerate(record.actions) if seat in seats)


def judge_decision(
    record: GameRecord,
    index: int,
    names: Sequence[str] | None = None,
    *,
    samples: int = 400,
    seed: int = 0,
    kinds: Sequence[str | None] | None = None,
    people: Sequence[Reading | None] | None = None,
) -> Verdict:
    """The verdict on `record.actions[index]` alone (unmarked; see `mark_costliest`): the
    match is replayed up to that decision. The same verdict `review_match` gives."""
    if not 0 <= index < len(record.actions):
        raise ValueError(f"no decision {index} in a record of {len(record.actions)} actions")
    _check_names(names, record.config.players)
    seat, action = record.actions[index]
    before = GameRecord(record.config, record.seed, record.actions[:index], record.deal)
    game = Game.replay(before)
    if game.is_over:
        raise SaveError(f"action {index + 1} comes after the end of the match")
    read = _read(record, index, people, kinds)
    return _judge(game, index, seat, action, samples, seed, kinds, read)


def _read(
    record: GameRecord,
    index: int,
    people: Sequence[Reading | None] | None,
    kinds: Sequence[str | None] | None,
) -> tuple[GameRecord | None, Sequence[Reading | None] | None]:
    """What the coach reads people from at decision `index`, as the live hint did then:
    the match up to it and their kept history. Nothing without `kinds` (the population
    model alone) or in the expansion (its coach plays every seat by the shared policy)."""
    if kinds is None or record.config.expansion:
        return None, None
    return GameRecord(record.config, record.seed, record.actions[:index], record.deal), people


def _check_names(names: Sequence[str] | None, players: int) -> None:
    if names is not None and len(names) != players:
        raise ValueError(f"need {players} names, one per seat, not {len(names)}")


def _judge(
    game: Game,
    index: int,
    seat: int,
    action: Move,
    samples: int,
    seed: int,
    kinds: Sequence[str | None] | None = None,
    read: tuple[GameRecord | None, Sequence[Reading | None] | None] = (None, None),
) -> Verdict:
    obs = game.observation(seat)
    if obs.current_seat != seat:
        raise SaveError(f"action {index + 1} is not seat {seat}'s decision")
    if game.config.expansion:
        return _judge_expansion(obs, index, seat, action, samples, seed)
    if obs.card is None or not isinstance(action, Action):
        raise SaveError(f"action {index + 1} is not seat {seat}'s decision")
    card = obs.card.value
    if Action.PASS not in obs.legal:
        return Verdict(
            index, seat, obs.round, card, obs.pot, action, Action.TAKE, 0.0, 0.0, None, True,
            False, Kind.HAD_TO_TAKE, face=obs.card,
        )  # fmt: skip
    match, people = read
    advice = advise(obs, None, samples=samples, seed=seed, kinds=kinds, people=people, match=match)
    take_cost = advice.take_cost
    lost = take_cost if action is Action.TAKE else -take_cost
    return Verdict(
        index, seat, obs.round, card, obs.pot, action, advice.recommended,
        0.0 if advice.close else max(0.0, lost), take_cost, advice.rival, False, False,
        Kind.CLOSE if advice.close else _kind(lost), face=obs.card, lost=lost,
        why=facts(obs), stderr=advice.stderr,
    )  # fmt: skip


def _kind(lost: float) -> Kind:
    """Even, a cost or right, by the points the chosen answer lost."""
    if abs(lost) < EVEN_WITHIN:
        return Kind.EVEN
    return Kind.COST if lost > 0 else Kind.RIGHT


def _judge_expansion(
    obs: Observation, index: int, seat: int, action: Move, samples: int, seed: int
) -> Verdict:
    """The verdict on one decision of an expansion game [X1]-[X3]."""
    card = obs.card.value if obs.card is not None and obs.card.is_number else 0

    def verdict(
        best: Move,
        cost: float,
        take_cost: float,
        kind: Kind,
        rival: int | None = None,
        forced: bool = False,
        judged: bool = True,
    ) -> Verdict:
        # A give-left or remove choice has no face-up card: it is about the card chosen.
        shown, face = card, obs.card
        if isinstance(action, ChooseCard):
            shown = action.card.value if action.card.is_number else 0
            face = action.card
        return Verdict(
            index, seat, obs.round, shown, obs.pot, action, best, cost, take_cost, rival,
            forced, False, kind, judged, face,
        )  # fmt: skip

    if isinstance(action, ChooseCard):
        choice, given_up = _best_choice(obs, action)
        giving = obs.choice == "give_left"
        if given_up < EVEN_WITHIN:
            return verdict(choice, 0.0, 0.0, Kind.GIVE_BEST if giving else Kind.REMOVE_BEST)
        kind = Kind.GIVE_COST if giving else Kind.REMOVE_COST
        return replace(verdict(choice, given_up, 0.0, kind), lost=given_up)
    if action is Action.LOOK:
        return verdict(action, 0.0, 0.0, Kind.FREE_LOOK)
    if action is Action.SKIP:
        return verdict(action, 0.0, 0.0, Kind.NOT_JUDGED, judged=False)
    assert obs.card is not None
    answers = [a for a in obs.legal if a in (Action.TAKE, Action.PASS, Action.BID, Action.DECLINE)]
    if len(answers) == 1:
        # The one answer left to a seat without counters: take a number or pink card,
        # decline a green (so special) one.
        return verdict(action, 0.0, 0.0, Kind.FORCED, forced=True)
    # The live hint's own figures (expansion_figures), clock-free: the same deals, rule
    # and cap, so the two agree within the noise they state.
    figures = expansion_figures(obs, None, max(samples, 16), seed)
    margins = figures.margins
    best = max(margins, key=lambda a: (margins[a], a is action))
    other = next(a for a in margins if a is not action)
    lost = margins[other] - margins[action]  # > 0: the other answer was better
    assert isinstance(action, Action)
    take_cost = figures.settle_cost
    judged = verdict(best, max(0.0, lost), take_cost, _kind(lost), rival=_leader(obs, seat))
    return replace(judged, lost=lost, why=expansion_facts(obs, take_cost), stderr=figures.stderr)


def _best_choice(obs: Observation, action: ChooseCard) -> tuple[ChooseCard, float]:
    """A card given left or removed, judged by the seat's own score after it: the best
    choice, and the points the chosen one lost against it."""
    assert obs.seat is not None
    display = list(obs.displays[obs.seat])
    counters = obs.counters[obs.seat]

    def after(card: Card) -> int:
        rest = list(display)
        rest.remove(card)
        return score(rest, counters)

    options = [m for m in obs.legal if isinstance(m, ChooseCard)]
    best = min(options, key=lambda m: (after(m.card), m.card != action.card))
    return best, float(after(action.card) - after(best.card))


def _leader(obs: Observation, seat: int) -> int | None:
    """The rival with the lowest score on the table now (match totals included)."""
    return standings_leader(obs, seat)


def mark_costliest(verdicts: Sequence[Verdict]) -> tuple[Verdict, ...]:
    """Mark the `MARKED` costliest real mistakes (cost at least EVEN_WITHIN points)."""
    mistakes = sorted(
        (v for v in verdicts if v.judged and v.cost >= EVEN_WITHIN),
        key=lambda v: (-v.cost, v.index),
    )
    marked = {v.index for v in mistakes[:MARKED]}
    return tuple(replace(v, costly=v.index in marked) for v in verdicts)
