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
from game.i18n import _, ngettext, npgettext, pgettext
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


def card_sentence(f: Facts) -> str:
    """What the card does to the seat's display, in one sentence."""
    runs = f.own_runs
    if not runs:
        return npgettext(
            "number card",
            "{card} is a new card for you: {count} point.",
            "{card} is a new card for you: {count} points.",
            abs(f.adds),
        ).format(card=f.card, count=f.adds)
    off = -f.adds
    if len(runs) > 1:
        (low1, high1), (low2, high2) = runs[0], runs[-1]
        first, second = _span(low1, high1), _span(low2, high2)
        if f.adds == 0:
            said = pgettext(
                "number card", "{card} links your runs {first} and {second}: it adds nothing."
            )
        else:
            said = npgettext(
                "number card",
                "{card} links your runs {first} and {second}: it takes {count} point off.",
                "{card} links your runs {first} and {second}: it takes {count} points off.",
                off,
            )
        return said.format(card=f.card, first=first, second=second, count=off)
    low, high = runs[0]
    if low != high:
        if f.adds == 0:
            said = pgettext("number card", "{card} joins your {run} run: it adds nothing.")
        else:
            said = npgettext(
                "number card",
                "{card} joins your {run} run: it takes {count} point off.",
                "{card} joins your {run} run: it takes {count} points off.",
                off,
            )
    elif f.adds == 0:
        said = pgettext("number card", "{card} joins your {run}: it adds nothing.")
    else:
        said = npgettext(
            "number card",
            "{card} joins your {run}: it takes {count} point off.",
            "{card} joins your {run}: it takes {count} points off.",
            off,
        )
    return said.format(card=f.card, run=_span(low, high), count=off)


def counters_sentence(f: Facts) -> str:
    """What the counters on the card make of it, in one sentence ("" with none on it)."""
    if not f.pot:
        return ""
    # One counter has a message of its own: each form of a plural names its count.
    one = f.pot == 1
    if f.net > 0:
        # Translators: after "30 is a new card for you: 30 points." ({points}: 30 less
        # the counters, still points).
        said = (
            _("The counter on it brings that down to {points}.")
            if one
            else ngettext(
                "The {count} counter on it brings that down to {points}.",
                "The {count} counters on it bring that down to {points}.",
                f.pot,
            )
        )
    elif f.adds == 0:
        said = (
            _("The counter on it is yours.")
            if one
            else ngettext(
                "The {count} counter on it is yours.",
                "The {count} counters on it are yours.",
                f.pot,
            )
        )
    else:
        # Translators: after "27 joins your 28–30 run: it takes 1 point off." ({points}:
        # the points off with the counters, still points).
        said = (
            _("With the counter on it, that is {points} off in all.")
            if one
            else ngettext(
                "With the {count} counter on it, that is {points} off in all.",
                "With the {count} counters on it, that is {points} off in all.",
                f.pot,
            )
        )
    return said.format(count=f.pot, points=abs(f.net))


def display_clause(f: Facts) -> str:
    """What the card does to the seat's display, with the counters on it: one or two
    sentences."""
    return _sentences(card_sentence(f), counters_sentence(f))


def pass_clause(f: Facts, names: Sequence[str]) -> str:
    """What would likely happen if the seat passed: one or two sentences."""
    taker = f.taker_if_passed
    if taker is None and f.wanters:
        w = f.wanters[0]
        text = ngettext(
            "It extends {player}'s {run}, but {player} would likely let it come back to you"
            " with {count} counter on it.",
            "It extends {player}'s {run}, but {player} would likely let it come back to you"
            " with {count} counters on it.",
            f.counters_if_back,
        )
        return text.format(player=names[w.seat], run=_span(w.low, w.high), count=f.counters_if_back)
    if taker is None:
        nobody = npgettext(
            "number card",
            "Nobody else wants {card}: it would likely come back to you with {count} counter"
            " on it.",
            "Nobody else wants {card}: it would likely come back to you with {count} counters"
            " on it.",
            f.counters_if_back,
        ).format(card=f.card, count=f.counters_if_back)
        if f.deck_left <= FEW_CARDS:
            return _sentences(nobody, _cards_left(f.deck_left))
        return nobody
    if taker in f.broke:
        text = _("{player} has no counters: {player} must take it if you pass.")
        return text.format(player=names[taker])
    extends = next((w for w in f.wanters if w.seat == taker), None)
    if extends is not None:
        text = _("It extends {player}'s {run}: {player} would likely take it if you pass.")
        return text.format(player=names[taker], run=_span(extends.low, extends.high))
    return _("{player} would likely take it if you pass.").format(player=names[taker])


def _cards_left(n: int) -> str:
    if n == 0:
        return _("It is the last card.")
    return ngettext("Only {count} card is left.", "Only {count} cards are left.", n).format(count=n)


def _counters_left(n: int) -> str:
    return ngettext(
        "You have only {count} counter left.", "You have only {count} counters left.", n
    ).format(count=n)


def reason(obs: Observation, recommended: Action, names: Sequence[str]) -> str:
    """The main reasons for `recommended` (take or pass) in plain sentences, from the
    position in `obs`. `names[seat]` names the other seats; the deciding seat is "you".
    Each sentence is one message, so each language writes it whole."""
    return reason_words(facts(obs), recommended, Action.PASS not in obs.legal, names)


def reason_words(f: Facts, recommended: Action, forced: bool, names: Sequence[str]) -> str:
    """`reason` from the position's facts (kept in a review's verdict, worded when shown):
    `forced`, the seat had no counters left to pass with."""
    head = display_clause(f)
    if forced:
        must = pgettext(
            "number card", "You have no counters left, so you must take {card}."
        ).format(card=f.card)
        return _sentences(must, head)
    if recommended is Action.TAKE:
        if f.wanters:
            w = f.wanters[0]
            extra = _("It also extends {player}'s {run}.").format(
                player=names[w.seat], run=_span(w.low, w.high)
            )
        elif f.taker_if_passed is not None and f.net > 0:
            extra = pass_clause(f, names)
        elif f.my_counters <= FEW_COUNTERS:
            extra = _counters_left(f.my_counters)
        elif f.deck_left <= FEW_CARDS:
            extra = _cards_left(f.deck_left)
        else:
            extra = ""
    else:
        extra = pass_clause(f, names)
        if f.my_counters <= FEW_COUNTERS and f.taker_if_passed is None:
            extra = _sentences(extra, _counters_left(f.my_counters))
    return _sentences(head, extra)


def _sentences(*said: str) -> str:
    """Whole sentences, one after another (each one its own message)."""
    return " ".join(text for text in said if text)
