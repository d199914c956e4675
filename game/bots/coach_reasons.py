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
from game.i18n import _, ngettext
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
    return ngettext("{count} point", "{count} points", abs(n)).format(count=n)


def _counters(n: int) -> str:
    return ngettext("{count} counter", "{count} counters", n).format(count=n)


def _both(parts: Sequence[str]) -> str:
    """ "13–15 and 17": the runs a card joins (at most the one below and the one above)."""
    text = parts[0]
    for part in parts[1:]:
        text = _("{first} and {second}").format(first=text, second=part)
    return text


def display_clause(f: Facts) -> str:
    """What the card does to the seat's display, with the counters on it."""
    if f.own_runs:
        runs = _both([_span(low, high) for low, high in f.own_runs])
        if len(f.own_runs) > 1:
            joins = _("{card} joins your {runs} runs")
        elif "–" in runs:
            joins = _("{card} joins your {runs} run")
        else:
            joins = _("{card} joins your {runs}")
        if f.adds == 0:
            effect = _("it adds nothing")
        else:
            effect = _("it takes {points} off").format(points=_points(-f.adds))
        # Translators: what a card does to the player's runs, then what that is worth
        # ("27 joins your 26–28 run: it adds nothing"). French: "{joins}\u00a0: {effect}".
        what = _("{joins}: {effect}").format(
            joins=joins.format(card=f.card, runs=runs), effect=effect
        )
    else:
        what = _("{card} is a new card for you: {points}").format(
            card=f.card, points=_points(f.adds)
        )
    if f.pot:
        if f.net > 0:
            # Translators: {clause} is what the card does to the player's score ("30 is
            # a new card for you: 30 points"); the rest adds the counters on it.
            more = _("{clause}, {points} after the {counters} on it")
        elif f.adds == 0:
            more = _("{clause}, and the {counters} on it are yours")
        else:
            more = _("{clause}, and {counters} on it: {points} off in all")
        what = more.format(clause=what, points=_points(abs(f.net)), counters=_counters(f.pot))
    return what


def pass_clause(f: Facts, names: Sequence[str]) -> str:
    """What would likely happen if the seat passed."""
    taker = f.taker_if_passed
    if taker is None and f.wanters:
        w = f.wanters[0]
        text = _(
            "it extends {player}'s {run}, but {player} would likely let it come back to you"
            " with {counters} on it"
        )
        return text.format(
            player=names[w.seat], run=_span(w.low, w.high), counters=_counters(f.counters_if_back)
        )
    if taker is None:
        nobody = _(
            "nobody else wants {card}: it would likely come back to you with {counters} on it"
        ).format(card=f.card, counters=_counters(f.counters_if_back))
        if f.deck_left <= FEW_CARDS:
            # Translators: a reason, then how many cards are left in brackets.
            nobody = _("{clause} ({cards_left})").format(
                clause=nobody, cards_left=_cards_left(f.deck_left)
            )
        return nobody
    if taker in f.broke:
        text = _("{player} has no counters: {player} must take it if you pass")
        return text.format(player=names[taker])
    extends = next((w for w in f.wanters if w.seat == taker), None)
    if extends is not None:
        text = _("it extends {player}'s {run}: {player} would likely take it if you pass")
        return text.format(player=names[taker], run=_span(extends.low, extends.high))
    return _("{player} would likely take it if you pass").format(player=names[taker])


def _cards_left(n: int) -> str:
    if n == 0:
        return _("it is the last card")
    return ngettext("{count} card left", "{count} cards left", n).format(count=n)


def reason(obs: Observation, recommended: Action, names: Sequence[str]) -> str:
    """The main reason for `recommended` (take or pass) in one plain sentence, from the
    position in `obs`. `names[seat]` names the other seats; the deciding seat is "you"."""
    f = facts(obs)
    head = display_clause(f)
    if Action.PASS not in obs.legal:
        forced = _("You have no counters left, so you must take {card}").format(card=f.card)
        return sentence(_join(forced, head))
    if recommended is Action.TAKE:
        if f.wanters:
            w = f.wanters[0]
            extra = _("it also extends {player}'s {run}").format(
                player=names[w.seat], run=_span(w.low, w.high)
            )
        elif f.taker_if_passed is not None and f.net > 0:
            extra = pass_clause(f, names)
        elif f.my_counters <= FEW_COUNTERS:
            extra = _("you have only {counters} left").format(counters=_counters(f.my_counters))
        elif f.deck_left <= FEW_CARDS:
            extra = (
                ngettext("only {count} card left", "only {count} cards left", f.deck_left).format(
                    count=f.deck_left
                )
                if f.deck_left
                else _cards_left(0)
            )
        else:
            extra = ""
    else:
        extra = pass_clause(f, names)
        if f.my_counters <= FEW_COUNTERS and f.taker_if_passed is None:
            extra = _("{clause}, and you have only {counters} left").format(
                clause=extra, counters=_counters(f.my_counters)
            )
    return sentence(_join(head, extra) if extra else head)


def _join(first: str, second: str) -> str:
    # Translators: two clauses of one of the coach's sentences ("30 is a new card for
    # you: 30 points; nobody else wants 30"). French puts a no-break space before
    # the semicolon: "{first}\u00a0; {second}".
    return _("{first}; {second}").format(first=first, second=second)


def capitalised(text: str) -> str:
    """`text` with its first letter a capital: the first letter or digit decides, after
    any opening mark ("¿", "«", a bracket), so "le 27 …" becomes "Le 27 …" and "27 …"
    stays as it is."""
    for at, char in enumerate(text):
        if char.isalnum():
            return text[:at] + char.upper() + text[at + 1 :] if char.islower() else text
    return text


def sentence(text: str) -> str:
    """Clauses made one sentence: a capital first, a full stop last (every sentence the
    coach and the review build ends here, so none starts in lower case in any language)."""
    return capitalised(text) + "."
