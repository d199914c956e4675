"""Why the coach says what it says: the main reason for a take-or-pass verdict, in one plain
sentence read from the position.

The coach's figure comes from playing the round out many ways; a player cannot check
that. What a player can check is the position: what the card does to their display (a new
card costs its face value, a card joining a run costs nothing or lowers it), the counters
on it, who else wants it (it extends another player's run), who has no counters left and
must take what reaches them, how many cards are left, and what would likely happen if
they passed. `facts` reads those from the observation; `reason` picks the ones that
support the recommended action and says them in points, never in "expected margins".
Pure Python: no pygame, no randomness; the same position always gives the same words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.bots.policy import DEFAULT_PARAMS, wants_card
from game.rules import Action, Observation, score
from game.rules.fast import mask_of

# At or below this many counters, the player's own supply is worth naming.
FEW_COUNTERS = 2
# At or below this many face-down cards, the end of the round is worth naming.
FEW_CARDS = 4


@dataclass(frozen=True, slots=True)
class Wanter:
    """Another seat whose run the card would extend."""

    seat: int
    low: int
    high: int


@dataclass(frozen=True, slots=True)
class Facts:
    """What the position says about the card on offer, for the seat deciding on it."""

    card: int
    pot: int
    # Points the card adds to the seat's score (runs counted; negative: it lowers it).
    adds: int
    # The seat's own runs the card touches, as (low, high); empty for a new card.
    own_runs: tuple[tuple[int, int], ...]
    wanters: tuple[Wanter, ...]
    # Other seats with no counters left: each must take any card that reaches it.
    broke: tuple[int, ...]
    my_counters: int
    deck_left: int
    # If the seat passes: the seat that would likely take the card (by the rule-based
    # policy, or forced), or None when it would likely come back round to the seat.
    taker_if_passed: int | None
    counters_if_back: int  # counters on it if it came back round

    @property
    def net(self) -> int:
        """Points taking it now changes the seat's score by (the card, less the counters)."""
        return self.adds - self.pot


def _runs(values: Sequence[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for value in sorted(values):
        if runs and runs[-1][1] == value - 1:
            runs[-1] = (runs[-1][0], value)
        else:
            runs.append((value, value))
    return runs


def _touching(values: Sequence[int], card: int) -> tuple[tuple[int, int], ...]:
    return tuple(run for run in _runs(values) if run[0] - 1 == card or run[1] + 1 == card)


def facts(obs: Observation) -> Facts:
    """The facts of the decision in `obs` (the deciding seat's own view, base game)."""
    if obs.card is None or obs.seat is None or not obs.card.is_number:
        raise ValueError("reasons are read at a seat's decision on a number card")
    me = obs.seat
    card = obs.card.value
    values = [[c.value for c in display if c.is_number] for display in obs.displays]
    mine = values[me]
    adds = score([*mine, card], 0) - score(mine, 0)
    wanters = []
    for seat in _others(obs):
        for low, high in _touching(values[seat], card):
            wanters.append(Wanter(seat, low, high))
    broke = tuple(seat for seat in _others(obs) if obs.counters[seat] == 0)
    taker, back = _if_passed(obs, values)
    return Facts(
        card=card,
        pot=obs.pot,
        adds=adds,
        own_runs=_touching(mine, card),
        wanters=tuple(wanters),
        broke=broke,
        my_counters=obs.counters[me],
        deck_left=obs.deck_left,
        taker_if_passed=taker,
        counters_if_back=back,
    )


def _others(obs: Observation) -> list[int]:
    """The other seats in turn order after the deciding one."""
    assert obs.seat is not None
    return [(obs.seat + step) % obs.players for step in range(1, obs.players)]


def _if_passed(obs: Observation, values: list[list[int]]) -> tuple[int | None, int]:
    """Who would likely take the card if the seat passed: the others in turn, each by the
    rule-based policy (a seat without counters must take it); None if it comes back."""
    assert obs.card is not None and obs.seat is not None
    hands = [mask_of(v) for v in values]
    counters = list(obs.counters)
    pot = obs.pot + 1
    for seat in _others(obs):
        if counters[seat] == 0:
            return seat, pot
        if wants_card(hands, counters, obs.card.value, pot, seat, obs.deck_left, DEFAULT_PARAMS):
            return seat, pot
        pot += 1
    return None, pot


def _span(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


def _points(n: int) -> str:
    return f"{n} point" if abs(n) == 1 else f"{n} points"


def _counters(n: int) -> str:
    return f"{n} counter" if n == 1 else f"{n} counters"


def display_clause(f: Facts) -> str:
    """What the card does to the seat's display, with the counters on it."""
    if f.own_runs:
        runs = " and ".join(_span(low, high) for low, high in f.own_runs)
        noun = " runs" if len(f.own_runs) > 1 else (" run" if "–" in runs else "")
        what = f"{f.card} joins your {runs}{noun}: "
        what += "it adds nothing" if f.adds == 0 else f"it takes {_points(-f.adds)} off"
    else:
        what = f"{f.card} is a new card for you: {_points(f.adds)}"
    if f.pot:
        if f.net > 0:
            what += f", {_points(f.net)} after the {_counters(f.pot)} on it"
        elif f.adds == 0:
            what += f", and the {_counters(f.pot)} on it are yours"
        else:
            what += f", and {_counters(f.pot)} on it: {_points(-f.net)} off in all"
    return what


def pass_clause(f: Facts, names: Sequence[str]) -> str:
    """What would likely happen if the seat passed."""
    taker = f.taker_if_passed
    if taker is None and f.wanters:
        w = f.wanters[0]
        return (
            f"it extends {names[w.seat]}'s {_span(w.low, w.high)}, but {names[w.seat]} would "
            f"likely let it come back to you with {_counters(f.counters_if_back)} on it"
        )
    if taker is None:
        nobody = (
            f"nobody else wants {f.card}: it would likely come back to you with "
            f"{_counters(f.counters_if_back)} on it"
        )
        if f.deck_left <= FEW_CARDS:
            nobody += f" ({_cards_left(f.deck_left)})"
        return nobody
    if taker in f.broke:
        return f"{names[taker]} has no counters: {names[taker]} must take it if you pass"
    extends = next((w for w in f.wanters if w.seat == taker), None)
    if extends is not None:
        return (
            f"it extends {names[taker]}'s {_span(extends.low, extends.high)}: "
            f"{names[taker]} would likely take it if you pass"
        )
    return f"{names[taker]} would likely take it if you pass"


def _cards_left(n: int) -> str:
    if n == 0:
        return "it is the last card"
    return f"{n} card left" if n == 1 else f"{n} cards left"


def reason(obs: Observation, recommended: Action, names: Sequence[str]) -> str:
    """The main reason for `recommended` (take or pass) in one plain sentence, from the
    position in `obs`. `names[seat]` names the other seats; the deciding seat is "you"."""
    f = facts(obs)
    head = display_clause(f)
    if Action.PASS not in obs.legal:
        return _sentence(f"You have no counters left, so you must take {f.card}; " + head)
    if recommended is Action.TAKE:
        if f.wanters:
            w = f.wanters[0]
            extra = f"it also extends {names[w.seat]}'s {_span(w.low, w.high)}"
        elif f.taker_if_passed is not None and f.net > 0:
            extra = pass_clause(f, names)
        elif f.my_counters <= FEW_COUNTERS:
            extra = f"you have only {_counters(f.my_counters)} left"
        elif f.deck_left <= FEW_CARDS:
            extra = f"only {_cards_left(f.deck_left)}" if f.deck_left else _cards_left(0)
        else:
            extra = ""
    else:
        extra = pass_clause(f, names)
        if f.my_counters <= FEW_COUNTERS and f.taker_if_passed is None:
            extra += f", and you have only {_counters(f.my_counters)} left"
    return _sentence(head + ("; " + extra if extra else ""))


def _sentence(text: str) -> str:
    return text[0].upper() + text[1:] + "."
