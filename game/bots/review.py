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

The coach knows the base game only: in an expansion game every decision is a verdict
with `judged=False` ("not judged"), never an error.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace

from game.bots.coach import EVEN_WITHIN, advise
from game.rules import Action, Game, GameRecord
from game.rules.errors import IllegalActionError, SaveError

MARKED = 3  # how many of the costliest decisions are marked


@dataclass(frozen=True, slots=True)
class Verdict:
    """The coach's view of one decision, after the fact."""

    index: int  # position of the decision in `record.actions` (replay that many to see it)
    seat: int
    round: int
    card: int
    pot: int
    chosen: Action
    best: Action
    # Points of margin against the best rival the chosen action lost (0: it was the best).
    cost: float
    # Points of margin taking loses against passing (negative: taking was better).
    take_cost: float
    rival: int | None  # the best rival's seat (None for a forced take)
    forced: bool  # no counters left: there was nothing to decide
    costly: bool  # one of the `MARKED` costliest decisions reviewed
    sentence: str
    judged: bool = True  # False: the coach could not judge it (an expansion game)


def review_match(
    record: GameRecord,
    seats: Collection[int],
    names: Sequence[str],
    *,
    samples: int = 400,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[Verdict, ...]:
    """Verdicts for every decision of `seats` in `record`, in play order.

    `names[seat]` names each seat in the sentences. `progress(done, total)` is called after
    each decision is judged. Raises SaveError if the record does not replay.
    """
    players = record.config.players
    if len(names) != players:
        raise ValueError(f"need {players} names, one per seat, not {len(names)}")
    if any(not 0 <= seat < players for seat in seats):
        raise ValueError(f"seats must be 0–{players - 1}: {sorted(seats)}")
    total = sum(1 for seat, _ in record.actions if seat in seats)
    game = Game(record.config, record.seed, record.deal)
    judged: list[Verdict] = []
    for index, (seat, action) in enumerate(record.actions):
        if seat in seats and not game.is_over:
            judged.append(_judge(game, index, seat, action, names, samples, seed))
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
    names: Sequence[str],
    *,
    samples: int = 400,
    seed: int = 0,
) -> Verdict:
    """The verdict on `record.actions[index]` alone (unmarked; see `mark_costliest`): the
    match is replayed up to that decision. The same verdict `review_match` gives."""
    if not 0 <= index < len(record.actions):
        raise ValueError(f"no decision {index} in a record of {len(record.actions)} actions")
    if len(names) != record.config.players:
        raise ValueError(f"need {record.config.players} names, one per seat, not {len(names)}")
    seat, action = record.actions[index]
    before = GameRecord(record.config, record.seed, record.actions[:index], record.deal)
    game = Game.replay(before)
    if game.is_over:
        raise SaveError(f"action {index + 1} comes after the end of the match")
    return _judge(game, index, seat, action, names, samples, seed)


def _judge(
    game: Game,
    index: int,
    seat: int,
    action: Action,
    names: Sequence[str],
    samples: int,
    seed: int,
) -> Verdict:
    obs = game.observation(seat)
    if obs.current_seat != seat:
        raise SaveError(f"action {index + 1} is not seat {seat}'s decision")
    if game.config.expansion:
        # The coach's playouts know no special cards: say so rather than guess.
        card = obs.card.value if obs.card is not None and obs.card.is_number else 0
        return Verdict(
            index, seat, obs.round, card, obs.pot, action, action, 0.0, 0.0, None, False,
            False, "Not judged: the coach does not know the expansion's cards yet.", False,
        )  # fmt: skip
    if obs.card is None:
        raise SaveError(f"action {index + 1} is not seat {seat}'s decision")
    card = obs.card.value
    if Action.PASS not in obs.legal:
        return Verdict(
            index, seat, obs.round, card, obs.pot, action, Action.TAKE, 0.0, 0.0, None, True,
            False, f"You had no counters left, so you had to take {card}.",
        )  # fmt: skip
    advice = advise(obs, None, samples=samples, seed=seed)
    take_cost = advice.take_cost
    lost = take_cost if action is Action.TAKE else -take_cost
    cost = max(0.0, lost)
    rival = names[advice.rival] if advice.rival is not None else "your best rival"
    return Verdict(
        index, seat, obs.round, card, obs.pot, action, advice.recommended, cost, take_cost,
        advice.rival, False, False, _sentence(action, card, lost, rival),
    )  # fmt: skip


def _sentence(action: Action, card: int, lost: float, rival: str) -> str:
    """Plain words: what the chosen action cost (or saved) against the named rival."""
    points = max(1, round(abs(lost)))
    unit = "point" if points == 1 else "points"
    taking = action is Action.TAKE
    if abs(lost) < EVEN_WITHIN:
        return f"Taking {card} or passing came out about even."
    if lost > 0:
        did = f"Taking {card}" if taking else f"Passing on {card}"
        return f"{did} here cost you about {points} {unit} against {rival}."
    did, other = (f"Taking {card}", "passing") if taking else (f"Passing on {card}", "taking it")
    return f"{did} was right: {other} would have cost you about {points} {unit} against {rival}."


def mark_costliest(verdicts: Sequence[Verdict]) -> tuple[Verdict, ...]:
    """Mark the `MARKED` costliest real mistakes (cost at least EVEN_WITHIN points)."""
    mistakes = sorted(
        (v for v in verdicts if v.judged and v.cost >= EVEN_WITHIN),
        key=lambda v: (-v.cost, v.index),
    )
    marked = {v.index for v in mistakes[:MARKED]}
    return tuple(replace(v, costly=v.index in marked) for v in verdicts)
