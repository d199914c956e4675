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
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace

from game.bots.coach import EVEN_WITHIN, advise, standings_leader
from game.bots.coach_words import expansion_reason
from game.bots.expansion_play import expansion_figures
from game.i18n import _, npgettext, pgettext
from game.rules import Action, Card, ChooseCard, Game, GameRecord, Move, Observation, score
from game.rules.errors import IllegalActionError, SaveError
from game.special_text import card_label, for_card

MARKED = 3  # how many of the costliest decisions are marked


@dataclass(frozen=True, slots=True)
class Verdict:
    """The coach's view of one decision, after the fact."""

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
    sentence: str
    judged: bool = True  # False: the coach could not judge it (a played skip card)
    # The card in words ("27", "Bonus +20"): the face-up card, or for a give-left or remove
    # choice the card chosen; "" if there was none.
    label: str = ""
    # Why, in one plain sentence from the position (game/bots/coach_reasons.py).
    reason: str = ""
    # The standard error of the figure (points), as the coach measured it.
    stderr: float = 0.0

    @property
    def text(self) -> str:
        """The verdict and its reason, as the review shows them."""
        return f"{self.sentence} {self.reason}" if self.reason else self.sentence


def review_match(
    record: GameRecord,
    seats: Collection[int],
    names: Sequence[str],
    *,
    samples: int = 400,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    kinds: Sequence[str | None] | None = None,
) -> tuple[Verdict, ...]:
    """Verdicts for every decision of `seats` in `record`, in play order.

    `names[seat]` names each seat in the sentences. `kinds[seat]` says who held it (a bot
    level, or None or "human" for a person), as for the live hint (coach.advise).
    `progress(done, total)` is called after each decision is judged. Raises SaveError if
    the record does not replay.
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
            judged.append(_judge(game, index, seat, action, names, samples, seed, kinds))
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
    kinds: Sequence[str | None] | None = None,
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
    return _judge(game, index, seat, action, names, samples, seed, kinds)


def _judge(
    game: Game,
    index: int,
    seat: int,
    action: Move,
    names: Sequence[str],
    samples: int,
    seed: int,
    kinds: Sequence[str | None] | None = None,
) -> Verdict:
    obs = game.observation(seat)
    if obs.current_seat != seat:
        raise SaveError(f"action {index + 1} is not seat {seat}'s decision")
    if game.config.expansion:
        return _judge_expansion(obs, index, seat, action, names, samples, seed)
    if obs.card is None or not isinstance(action, Action):
        raise SaveError(f"action {index + 1} is not seat {seat}'s decision")
    card = obs.card.value
    if Action.PASS not in obs.legal:
        forced = pgettext("number card", "You had no counters left, so you had to take {card}.")
        return Verdict(
            index, seat, obs.round, card, obs.pot, action, Action.TAKE, 0.0, 0.0, None, True,
            False, forced.format(card=card), label=str(card),
        )  # fmt: skip
    advice = advise(obs, None, samples=samples, seed=seed, names=_you(names, seat), kinds=kinds)
    take_cost = advice.take_cost
    lost = take_cost if action is Action.TAKE else -take_cost
    cost = max(0.0, lost)
    rival = names[advice.rival] if advice.rival is not None else _("your best rival")
    return Verdict(
        index, seat, obs.round, card, obs.pot, action, advice.recommended, cost, take_cost,
        advice.rival, False, False,
        _verdict_words(action, obs.card, lost, rival, advice.rival is not None),
        label=str(card), reason=advice.reason, stderr=advice.stderr,
    )  # fmt: skip


def _you(names: Sequence[str], seat: int) -> list[str]:
    """The names with the reviewed seat as "you" (it never names itself in a reason)."""
    return [(_("you") if other == seat else name) for other, name in enumerate(names)]


# Expansion decisions ---------------------------------------------------------------
def _even_words(action: Action, card: Card) -> str:
    """Take or pass (bid or decline) of `card` came out about even, in one sentence."""
    if action is Action.TAKE:
        return for_card(
            card,
            pgettext("number card", "Taking {card} or passing came out about even."),
            pgettext("special card", "Taking {card} or passing came out about even."),
        )
    if action is Action.PASS:
        return for_card(
            card,
            pgettext("number card", "Passing on {card} or taking it came out about even."),
            pgettext("special card", "Passing on {card} or taking it came out about even."),
        )
    if action is Action.BID:
        return pgettext("special card", "Bidding on {card} or declining it came out about even.")
    if action is Action.DECLINE:
        return pgettext("special card", "Declining {card} or bidding on it came out about even.")
    raise ValueError(f"no verdict words for {action}")


def _cost_words(action: Action, card: Card, points: int, named: bool = True) -> str:
    """What take or pass (bid or decline) of `card` cost, in one sentence. With the rival
    `named` (the best placed of the others) the rival is left out: naming them without a
    word of who they are to the player confused more than it told (a rival that matters is
    named in the reason); without one, the sentence says "against {rival}" (left to fill:
    "your best rival")."""
    if named:
        if action is Action.TAKE:
            return for_card(
                card,
                npgettext(
                    "number card",
                    "Taking {card} here cost you about {count} point.",
                    "Taking {card} here cost you about {count} points.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Taking {card} here cost you about {count} point.",
                    "Taking {card} here cost you about {count} points.",
                    points,
                ),
            )
        if action is Action.PASS:
            return for_card(
                card,
                npgettext(
                    "number card",
                    "Passing on {card} here cost you about {count} point.",
                    "Passing on {card} here cost you about {count} points.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Passing on {card} here cost you about {count} point.",
                    "Passing on {card} here cost you about {count} points.",
                    points,
                ),
            )
        if action is Action.BID:
            return npgettext(
                "special card",
                "Bidding on {card} here cost you about {count} point.",
                "Bidding on {card} here cost you about {count} points.",
                points,
            )
        if action is Action.DECLINE:
            return npgettext(
                "special card",
                "Declining {card} here cost you about {count} point.",
                "Declining {card} here cost you about {count} points.",
                points,
            )
        raise ValueError(f"no verdict words for {action}")
    if action is Action.TAKE:
        return for_card(
            card,
            npgettext(
                "number card",
                "Taking {card} here cost you about {count} point against {rival}.",
                "Taking {card} here cost you about {count} points against {rival}.",
                points,
            ),
            npgettext(
                "special card",
                "Taking {card} here cost you about {count} point against {rival}.",
                "Taking {card} here cost you about {count} points against {rival}.",
                points,
            ),
        )
    if action is Action.PASS:
        return for_card(
            card,
            npgettext(
                "number card",
                "Passing on {card} here cost you about {count} point against {rival}.",
                "Passing on {card} here cost you about {count} points against {rival}.",
                points,
            ),
            npgettext(
                "special card",
                "Passing on {card} here cost you about {count} point against {rival}.",
                "Passing on {card} here cost you about {count} points against {rival}.",
                points,
            ),
        )
    if action is Action.BID:
        return npgettext(
            "special card",
            "Bidding on {card} here cost you about {count} point against {rival}.",
            "Bidding on {card} here cost you about {count} points against {rival}.",
            points,
        )
    if action is Action.DECLINE:
        return npgettext(
            "special card",
            "Declining {card} here cost you about {count} point against {rival}.",
            "Declining {card} here cost you about {count} points against {rival}.",
            points,
        )
    raise ValueError(f"no verdict words for {action}")


def _right_words(action: Action, card: Card, points: int, named: bool = True) -> str:
    """Take or pass (bid or decline) of `card` was right, and what the other answer would
    have cost, in one sentence; "against {rival}" only without a `named` rival, as in
    `_cost_words`."""
    if named:
        if action is Action.TAKE:
            return for_card(
                card,
                npgettext(
                    "number card",
                    "Taking {card} was right: passing would have cost you about {count} point.",
                    "Taking {card} was right: passing would have cost you about {count} points.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Taking {card} was right: passing would have cost you about {count} point.",
                    "Taking {card} was right: passing would have cost you about {count} points.",
                    points,
                ),
            )
        if action is Action.PASS:
            return for_card(
                card,
                npgettext(
                    "number card",
                    "Passing on {card} was right: taking it"
                    " would have cost you about {count} point.",
                    "Passing on {card} was right: taking it"
                    " would have cost you about {count} points.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Passing on {card} was right: taking it"
                    " would have cost you about {count} point.",
                    "Passing on {card} was right: taking it"
                    " would have cost you about {count} points.",
                    points,
                ),
            )
        if action is Action.BID:
            return npgettext(
                "special card",
                "Bidding on {card} was right: declining it"
                " would have cost you about {count} point.",
                "Bidding on {card} was right: declining it"
                " would have cost you about {count} points.",
                points,
            )
        if action is Action.DECLINE:
            return npgettext(
                "special card",
                "Declining {card} was right: bidding on it"
                " would have cost you about {count} point.",
                "Declining {card} was right: bidding on it"
                " would have cost you about {count} points.",
                points,
            )
        raise ValueError(f"no verdict words for {action}")
    if action is Action.TAKE:
        return for_card(
            card,
            npgettext(
                "number card",
                "Taking {card} was right: passing"
                " would have cost you about {count} point against {rival}.",
                "Taking {card} was right: passing"
                " would have cost you about {count} points against {rival}.",
                points,
            ),
            npgettext(
                "special card",
                "Taking {card} was right: passing"
                " would have cost you about {count} point against {rival}.",
                "Taking {card} was right: passing"
                " would have cost you about {count} points against {rival}.",
                points,
            ),
        )
    if action is Action.PASS:
        return for_card(
            card,
            npgettext(
                "number card",
                "Passing on {card} was right: taking it"
                " would have cost you about {count} point against {rival}.",
                "Passing on {card} was right: taking it"
                " would have cost you about {count} points against {rival}.",
                points,
            ),
            npgettext(
                "special card",
                "Passing on {card} was right: taking it"
                " would have cost you about {count} point against {rival}.",
                "Passing on {card} was right: taking it"
                " would have cost you about {count} points against {rival}.",
                points,
            ),
        )
    if action is Action.BID:
        return npgettext(
            "special card",
            "Bidding on {card} was right: declining it"
            " would have cost you about {count} point against {rival}.",
            "Bidding on {card} was right: declining it"
            " would have cost you about {count} points against {rival}.",
            points,
        )
    if action is Action.DECLINE:
        return npgettext(
            "special card",
            "Declining {card} was right: bidding on it"
            " would have cost you about {count} point against {rival}.",
            "Declining {card} was right: bidding on it"
            " would have cost you about {count} points against {rival}.",
            points,
        )
    raise ValueError(f"no verdict words for {action}")


def _verdict_words(action: Action, card: Card, lost: float, rival: str, named: bool = True) -> str:
    """Plain words: what the chosen action cost (or saved). Each case is one whole
    sentence, worded for a number card and for a special card, so each language writes the
    card with its article and case ("le 25", "bei der 25"). `named`: the coach had a rival
    to measure against (the sentence leaves them out); else it says "against {rival}"."""
    points = max(1, round(abs(lost)))
    if abs(lost) < EVEN_WITHIN:
        words = _even_words(action, card)
    elif lost > 0:
        words = _cost_words(action, card, points, named)
    else:
        words = _right_words(action, card, points, named)
    return words.format(card=card_label(card), count=points, rival=rival)


def _judge_expansion(
    obs: Observation,
    index: int,
    seat: int,
    action: Move,
    names: Sequence[str],
    samples: int,
    seed: int,
) -> Verdict:
    """The verdict on one decision of an expansion game [X1]-[X3]."""
    card = obs.card.value if obs.card is not None and obs.card.is_number else 0
    face = card_label(obs.card) if obs.card is not None else ""

    def verdict(
        best: Move,
        cost: float,
        take_cost: float,
        sentence: str,
        rival: int | None = None,
        forced: bool = False,
        judged: bool = True,
        why: str = "",
    ) -> Verdict:
        # A give-left or remove choice has no face-up card: it is labelled by the card chosen.
        shown, label = card, face
        if isinstance(action, ChooseCard):
            shown = action.card.value if action.card.is_number else 0
            label = card_label(action.card)
        return Verdict(
            index, seat, obs.round, shown, obs.pot, action, best, cost, take_cost, rival,
            forced, False, sentence, judged, label, why,
        )  # fmt: skip

    if isinstance(action, ChooseCard):
        return _judge_choice(obs, action, verdict)
    if action is Action.LOOK:
        words = _("Playing your look card was free: it costs no points.")
        return verdict(action, 0.0, 0.0, words)
    if action is Action.SKIP:
        return verdict(
            action, 0.0, 0.0,
            _("Not judged: the coach does not weigh what a skip card would be worth later."),
            judged=False,
        )  # fmt: skip
    assert obs.card is not None
    label = card_label(obs.card)
    answers = [a for a in obs.legal if a in (Action.TAKE, Action.PASS, Action.BID, Action.DECLINE)]
    if len(answers) == 1:
        # The one answer left to a seat without counters: take a number or pink card,
        # decline a green (so special) one.
        if action is Action.DECLINE:
            forced = pgettext(
                "special card", "You had no counters left, so declining {card} was forced."
            )
        else:
            forced = for_card(
                obs.card,
                pgettext("number card", "You had no counters left, so taking {card} was forced."),
                pgettext("special card", "You had no counters left, so taking {card} was forced."),
            )
        return verdict(action, 0.0, 0.0, forced.format(card=label), forced=True)
    # The live hint's own figures (expansion_figures), clock-free: the same deals, rule
    # and cap, so the two agree within the noise they state.
    figures = expansion_figures(obs, None, max(samples, 16), seed)
    margins = figures.margins
    best = max(margins, key=lambda a: (margins[a], a is action))
    other = next(a for a in margins if a is not action)
    lost = margins[other] - margins[action]  # > 0: the other answer was better
    assert isinstance(action, Action)
    take_cost = figures.settle_cost
    rival = _leader(obs, seat)
    rival_name = names[rival] if rival is not None else _("your best rival")
    sentence = _verdict_words(action, obs.card, lost, rival_name, rival is not None)
    why = expansion_reason(obs, take_cost, _you(names, seat))
    return replace(
        verdict(best, max(0.0, lost), take_cost, sentence, rival=rival, why=why),
        stderr=figures.stderr,
    )


def _judge_choice(obs: Observation, action: ChooseCard, verdict: Callable[..., Verdict]) -> Verdict:
    """A card given left or removed: judged by the seat's own score after it."""
    assert obs.seat is not None
    display = list(obs.displays[obs.seat])
    counters = obs.counters[obs.seat]

    def after(card: Card) -> int:
        rest = list(display)
        rest.remove(card)
        return score(rest, counters)

    options = [m for m in obs.legal if isinstance(m, ChooseCard)]
    best = min(options, key=lambda m: (after(m.card), m.card != action.card))
    lost = float(after(action.card) - after(best.card))
    giving = obs.choice == "give_left"
    chosen = card_label(action.card)
    if lost < EVEN_WITHIN:
        if giving:
            best_words = for_card(
                action.card,
                pgettext("number card", "Giving away {card} was the best choice for your score."),
                pgettext("special card", "Giving away {card} was the best choice for your score."),
            )
        else:
            best_words = for_card(
                action.card,
                pgettext("number card", "Removing {card} was the best choice for your score."),
                pgettext("special card", "Removing {card} was the best choice for your score."),
            )
        return verdict(best, 0.0, 0.0, best_words.format(card=chosen))
    points = max(1, round(lost))
    # Two sentences, each naming one card (a number or a special: each its own wording).
    if giving:
        cost_words = for_card(
            action.card,
            npgettext(
                "number card",
                "Giving away {card} cost you about {count} point.",
                "Giving away {card} cost you about {count} points.",
                points,
            ),
            npgettext(
                "special card",
                "Giving away {card} cost you about {count} point.",
                "Giving away {card} cost you about {count} points.",
                points,
            ),
        )
        better_words = for_card(
            best.card,
            pgettext("number card", "Giving away {card} would have lowered your score more."),
            pgettext("special card", "Giving away {card} would have lowered your score more."),
        )
    else:
        cost_words = for_card(
            action.card,
            npgettext(
                "number card",
                "Removing {card} cost you about {count} point.",
                "Removing {card} cost you about {count} points.",
                points,
            ),
            npgettext(
                "special card",
                "Removing {card} cost you about {count} point.",
                "Removing {card} cost you about {count} points.",
                points,
            ),
        )
        better_words = for_card(
            best.card,
            pgettext("number card", "Removing {card} would have lowered your score more."),
            pgettext("special card", "Removing {card} would have lowered your score more."),
        )
    words = " ".join(
        (
            cost_words.format(card=chosen, count=points),
            better_words.format(card=card_label(best.card)),
        )
    )
    return verdict(best, lost, 0.0, words)


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
