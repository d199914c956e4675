"""How bots play the expansion's special cards [X1]–[X3].

`ExpansionPlay` wraps any base-game bot. In a base game it simply asks the wrapped bot. In an
expansion game it makes the expansion-only choices itself (bid or decline a green card,
when to play skip and look, which card to give left or remove, whether to take a pink card)
and hands plain number-card decisions to the wrapped bot, on a base-game view of the
observation: the display's number cards only, and the number cards the deck may still hold.
Everything is read from the seat's own observation (the set-aside cards only if its own
look card showed them).

The valuations are the scoring call's: what a card changes in the seat's score if the round
ended now, plus a rough allowance for what is still to come (more cards for card bonus and
card penalty, counters still to be spent). `style` sets how careful the player is:
"normal" (and "hard") value everything; "easy" values cards crudely and slips now and then.
Which level plays which way: `game/bots/levels.py`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.bots.base import Bot, card_seed, decision_seed
from game.bots.coach_words import expansion_reason
from game.bots.policy import DEFAULT_PARAMS, wants_card
from game.bots.stakes import capped, stake_cap
from game.i18n import N_, _, ngettext, npgettext
from game.rules import Action, Card, CardKind, ChooseCard, Move, Observation, score
from game.rules.cards import GREEN_COPIES, PINK_KINDS, green_cards
from game.rules.fast import ExpansionState, FastCard
from game.special_cards import SPECIALS
from game.special_text import card_label, for_card

# A green card's worth beyond its present score change, in points.
SKIP_WORTH = 4.0
LOOK_WORTH = 1.0
WILD_FUTURE_WORTH = 4.0
# Hard searches a special card's decision when the rule's margin is this close (points).
CLOSE_CALL = 5.0
# Specials that change what a number card or a counter is worth to their holder.
_MODIFIERS = frozenset(kind for kind, card in SPECIALS.items() if card.modifier)
_BASE_LEGAL = {True: (Action.TAKE, Action.PASS), False: (Action.TAKE,)}


def future_cards(obs: Observation) -> float:
    """Cards the seat may still expect to receive this round."""
    return obs.deck_left / obs.players


def counter_worth(obs: Observation, seat: int) -> float:
    """Points one counter of `seat` is worth at the end (1 in the base game; 2 doubled,
    half halved, negative when counters add points)."""
    display = list(obs.displays[seat])
    counters = obs.counters[seat]
    return float(score(display, counters) - score(display, counters + 1))


def card_value(obs: Observation, seat: int, card: Card) -> float:
    """How many points receiving `card` now saves `seat` (negative: it costs), counters
    unchanged, with an allowance for the rest of the round."""
    display = list(obs.displays[seat])
    counters = obs.counters[seat]
    kind = card.kind
    if kind is CardKind.TAKE_PINK_BACK:
        return -_expected_pink_back_cost(obs, seat)
    if kind is CardKind.GIVE_LEFT or kind is CardKind.REMOVE:
        return max((_shed_gain(obs, seat, held, kind) for held in display), default=0.0)
    if kind is CardKind.SKIP:
        return SKIP_WORTH
    if kind is CardKind.LOOK:
        return LOOK_WORTH
    now = score(display, counters) - score([*display, card], counters)
    later = future_cards(obs)
    if kind is CardKind.CARD_BONUS:
        return now + later
    if kind is CardKind.CARD_PENALTY:
        return now - later
    if kind is CardKind.WILD:
        return now + WILD_FUTURE_WORTH
    if kind is CardKind.HIGHEST_DOUBLED and not any(c.is_number for c in display):
        return now - 20.0  # a high card will come
    return float(now)


def _expected_pink_back_cost(obs: Observation, seat: int) -> float:
    display = list(obs.displays[seat])
    counters = obs.counters[seat]
    base = score(display, counters)
    unseen = sorted(unseen_numbers(obs))
    if not unseen:
        return 0.0
    costs = [score([*display, Card.number(v)], counters) - base for v in unseen]
    return sum(costs) / len(costs)


def _shed_gain(obs: Observation, seat: int, held: Card, kind: CardKind) -> float:
    """Points giving away (or removing) `held` saves `seat`, plus, for give left, half the
    points it costs the seat on the left (a rival)."""
    display = list(obs.displays[seat])
    counters = obs.counters[seat]
    rest = list(display)
    rest.remove(held)
    gain = float(score(display, counters) - score(rest, counters))
    if kind is CardKind.GIVE_LEFT:
        left = (seat + 1) % obs.players
        theirs = list(obs.displays[left])
        hurt = score([*theirs, held], obs.counters[left]) - score(theirs, obs.counters[left])
        gain += 0.5 * hurt
    return gain


def unseen_numbers(obs: Observation) -> frozenset[int]:
    """Numbers that may still be in the deck: not visible, and not seen set aside."""
    seen = {card.value for card in obs.seen_set_aside or () if card.is_number}
    return obs.unseen_numbers() - seen


def base_view(obs: Observation) -> Observation:
    """The observation as a base game: number cards only, and the number cards the deck
    may still hold (an estimate: the deck's normal backs shared in proportion between
    unseen number and pink cards). Cards known to be out of play join `removed`."""
    unseen = unseen_numbers(obs)
    visible_pinks = sum(
        1
        for card in [*(c for d in obs.displays for c in d), *obs.discard, obs.card]
        if card is not None and card.kind in PINK_KINDS
    )
    seen_pinks = sum(1 for card in obs.seen_set_aside or () if card.kind in PINK_KINDS)
    unseen_pinks = max(0, len(PINK_KINDS) - visible_pinks - seen_pinks)
    normal_backs = obs.deck_left - obs.greens_left
    pool = len(unseen) + unseen_pinks
    numbers_left = round(normal_backs * len(unseen) / pool) if pool else 0
    out_of_play = {card.value for card in obs.seen_set_aside or () if card.is_number}
    out_of_play.update(card.value for card in obs.discard if card.is_number)
    removed = obs.removed + tuple(Card.number(v) for v in sorted(out_of_play))
    assert obs.seat is not None
    can_pass = Action.PASS in obs.legal
    return replace(
        obs,
        displays=tuple(tuple(c for c in d if c.is_number) for d in obs.displays),
        deck_left=min(numbers_left, len(unseen)),
        removed=removed,
        legal=_BASE_LEGAL[can_pass],
        expansion=False,
        next_back=None,
        greens_left=0,
        discard=(),
        seen_set_aside=None,
    )


class ExpansionPlay:
    """Any base-game bot, made able to play the expansion (see the module's docstring)."""

    def __init__(
        self,
        inner: Bot,
        seed: int = 0,
        style: str = "normal",
        search: ExpansionSearch | None = None,
    ) -> None:
        self.inner = inner
        self.name = inner.name
        self.seed = seed
        self.style = style
        self.search = search or ExpansionSearch()

    def __getattr__(self, name: str) -> object:
        # The wrapped bot's own attributes (a level's habit, a search's sample count) read
        # through; dunder names and `inner` itself never do, so pickling stays safe.
        if name == "inner" or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.inner, name)

    def decide(self, obs: Observation) -> Move:
        if not obs.expansion:
            return self.inner.decide(obs)
        if self.style == "hard":
            return decide_expansion(obs, self.inner, "normal", self.seed, self.search)
        return decide_expansion(obs, self.inner, self.style, self.seed)


def decide_expansion(
    obs: Observation, inner: Bot, style: str, seed: int, search: ExpansionSearch | None = None
) -> Move:
    """One expansion decision for the seat to move. With `search`, take/pass and bid/decline
    are searched; otherwise valued by rule."""
    legal = obs.legal
    if len(legal) == 1:
        return legal[0]
    assert obs.seat is not None
    seat = obs.seat
    if obs.choice is not None:
        kind = CardKind.GIVE_LEFT if obs.choice == "give_left" else CardKind.REMOVE
        options = [move for move in legal if isinstance(move, ChooseCard)]
        if style == "easy":
            # A beginner sheds its highest number card, else the first card.
            numbers = [m for m in options if m.card.is_number]
            return max(numbers, key=lambda m: m.card.value) if numbers else options[0]
        return max(options, key=lambda m: _shed_gain(obs, seat, m.card, kind))
    if Action.LOOK in legal and style != "easy":
        return Action.LOOK  # free knowledge, best had early
    card = obs.card
    assert card is not None
    slip = random.Random(decision_seed(seed, obs)).random() < 0.08 if style == "easy" else False
    held_kinds = {c.kind for c in obs.displays[seat]}
    plain_number = card.is_number and not held_kinds & _MODIFIERS
    if card.is_green:
        margin = _bid_margin(obs, seat, card, style)
        if search is not None and abs(margin) <= CLOSE_CALL and Action.BID in legal:
            return search.best(obs, random.Random(decision_seed(seed, obs)))
        bid = margin >= 0
        if slip:
            bid = not bid
        return Action.BID if bid and Action.BID in legal else Action.DECLINE
    cost = -card_value(obs, seat, card) - obs.pot * counter_worth(obs, seat)
    if Action.SKIP in legal and _should_skip(obs, seat, cost, style):
        return Action.SKIP
    if Action.PASS not in legal:
        return Action.TAKE
    if plain_number and search is not None and obs.skipped:
        # The base game's tree would have the seats that skipped this card take it; the
        # expansion's search knows they cannot.
        return search.best(obs, random.Random(decision_seed(seed, obs)))
    if plain_number:
        # For hard, the base game's search on the number cards.
        action = inner.decide(base_view(obs))
        return Action.TAKE if action is Action.TAKE else Action.PASS
    margin = _take_limit(obs, seat, style) - cost
    if search is not None and abs(margin) <= CLOSE_CALL:
        return search.best(obs, random.Random(decision_seed(seed, obs)))
    take = margin >= 0
    if slip:
        take = not take
    return Action.TAKE if take else Action.PASS


def _take_limit(obs: Observation, seat: int, style: str) -> float:
    """The net cost (points) at which taking beats paying, as in the shared policy: a
    base margin, raised as the seat's counters run low."""
    params = DEFAULT_PARAMS
    limit = params.base - (3.0 if style == "easy" else 0.0)
    mine = obs.counters[seat]
    if mine < params.low_ref:
        limit += params.low_gain * (params.low_ref - mine)
    worth = counter_worth(obs, seat)
    if worth <= 0:
        limit = -99.0  # counters cost points: pay them out while the pot is worthless
    return limit


def _bid_margin(obs: Observation, seat: int, card: Card, style: str) -> float:
    """How many points bidding looks better than declining (bid if not negative): bid while
    the card is worth more than what the next decliner collects. Counters kept for number
    cards are worth more as they run low."""
    worth = card_value(obs, seat, card)
    if style == "easy":
        worth = 6.0 if card.kind.value.startswith("bonus") else 3.0
    mine = obs.counters[seat]
    reserve = max(0, 4 - mine) * 2.0
    spent = counter_worth(obs, seat)
    return worth - (obs.pot + 1) * max(spent, 0.5) - reserve


def _should_skip(obs: Observation, seat: int, cost: float, style: str) -> bool:
    """Skip a costly card that the seat could not otherwise refuse for long."""
    mine = obs.counters[seat]
    if style == "easy":
        return mine == 0 and cost > 15
    return cost > 12 and (mine == 0 or (mine <= 2 and cost > 18))


# The search's playout policy prices special cards roughly, in points: a seat takes a pink
# card once the pot reaches its price, and bids for a green card while the pot stays below
# its price. The search itself values every outcome exactly, with the scoring rules.
# (Each card's price is in its description, game/special_cards.py.)
PINK_PRICE: dict[CardKind, int] = {k: c.price for k, c in SPECIALS.items() if not c.green}
GREEN_PRICE: dict[CardKind, int] = {k: c.price for k, c in SPECIALS.items() if c.green}


def _fast(card: Card) -> FastCard:
    return card.value if card.is_number else card.kind


def _playout(state: ExpansionState, rng: random.Random, noise: float) -> None:
    """Finish the round with the rule-based policy for every seat (numbers: the shared
    policy; specials: the prices above), a little noise included."""
    rand = rng.random
    params = DEFAULT_PARAMS
    counters = state.counters
    while state.card:
        card = state.card
        seat = state.seat
        if state.must_settle():
            settle = True
        elif isinstance(card, int):
            settle = wants_card(
                state.hands, counters, card, state.pot, seat, len(state.deck), params
            )
        elif card in GREEN_COPIES:
            settle = counters[seat] <= 2 or state.pot + 1 > GREEN_PRICE[card]
        else:
            settle = state.pot >= PINK_PRICE[card]
        if noise and rand() < noise:
            settle = not settle
        if settle:
            state.settle()
        else:
            state.pass_()


@dataclass(frozen=True, slots=True)
class ExpansionSearch:
    """Determinised Monte Carlo over the two answers to the face-up card (take or pass;
    bid or decline), as the base game's hard bot does: each sample deals the hidden cards
    consistently with the seat's observation (the deck's top back colour, the green cards
    not yet seen, the set-aside cards only if its own look showed them), plays both answers
    on that deal and plays the round out with the rule-based policy. It maximises the
    expected margin (best rival's score minus its own; match totals included)."""

    budget_ms: float | None = 40.0
    max_samples: int = 200
    min_samples: int = 16
    confidence_z: float = 3.0
    noise: float = 0.05

    def best(self, obs: Observation, rng: random.Random) -> Action:
        means = self.evaluate(obs, rng)
        return max(means, key=lambda action: means[action])

    def evaluate(self, obs: Observation, rng: random.Random) -> dict[Action, float]:
        """The expected margin after each answer to the face-up card."""
        return self.evaluate_with_error(obs, rng)[0]

    def evaluate_with_error(
        self, obs: Observation, rng: random.Random
    ) -> tuple[dict[Action, float], float, int]:
        """The expected margin after each answer, the standard error of their difference,
        and the number of samples."""
        import time

        assert obs.seat is not None and obs.card is not None
        me = obs.seat
        green = obs.card.is_green
        settle, pay = (Action.DECLINE, Action.BID) if green else (Action.TAKE, Action.PASS)
        deck_cards, aside_pool, greens = _hidden_pools(obs)
        totals = obs.totals if obs.rounds > 1 else (0,) * obs.players
        n = 0
        sums = {settle: 0.0, pay: 0.0}
        diff_sum = diff_sq = 0.0
        deadline = None if self.budget_ms is None else time.perf_counter() + self.budget_ms / 1000
        while n < self.max_samples:
            deck, aside = _sample_deal(obs, deck_cards, aside_pool, greens, rng)
            root = ExpansionState.from_expansion_observation(obs, deck, aside)
            outcomes = []
            # Both answers play out with the same random stream: their luck cancels more.
            stream = rng.getrandbits(32)
            for action in (settle, pay):
                state = root.copy()
                if action is settle:
                    state.settle()
                else:
                    state.pass_()
                _playout(state, random.Random(stream), self.noise)
                scores = [a + b for a, b in zip(state.scores(), totals, strict=True)]
                mine = scores[me]
                outcomes.append(min(s for i, s in enumerate(scores) if i != me) - mine)
            sums[settle] += outcomes[0]
            sums[pay] += outcomes[1]
            diff = outcomes[0] - outcomes[1]
            diff_sum += diff
            diff_sq += diff * diff
            n += 1
            if n >= self.min_samples and n % 8 == 0:
                mean = diff_sum / n
                var = max(0.0, diff_sq / n - mean * mean)
                if abs(mean) > self.confidence_z * (var / (n - 1)) ** 0.5:
                    break
            if deadline is not None and n % 4 == 0 and time.perf_counter() >= deadline:
                break
        mean = diff_sum / n
        stderr = (max(0.0, diff_sq / n - mean * mean) / (n - 1)) ** 0.5 if n > 1 else 0.0
        return {action: total / n for action, total in sums.items()}, stderr, n


def _hidden_pools(obs: Observation) -> tuple[list[FastCard], list[FastCard], list[FastCard]]:
    """(normal-back cards that may be in the deck or set aside, those known to be set aside
    (from the seat's own look and not since seen), green cards not yet seen)."""
    visible = [c for d in obs.displays for c in d] + list(obs.discard)
    if obs.card is not None:
        visible.append(obs.card)
    seen_kinds: dict[CardKind, int] = {}
    for card in visible:
        if card.is_green:
            seen_kinds[card.kind] = seen_kinds.get(card.kind, 0) + 1
    greens: list[FastCard] = []
    for card in green_cards():
        if seen_kinds.get(card.kind, 0) > 0:
            seen_kinds[card.kind] -= 1
        else:
            greens.append(card.kind)
    known_aside = [c for c in obs.seen_set_aside or () if c not in visible]
    seen_pinks = {c.kind for c in visible if c.is_pink} | {c.kind for c in known_aside}
    normal: list[FastCard] = [*sorted(unseen_numbers(obs))]
    normal += [kind for kind in PINK_KINDS if kind not in seen_pinks]
    return normal, [_fast(c) for c in known_aside], greens


def _sample_deal(
    obs: Observation,
    normal: list[FastCard],
    known_aside: list[FastCard],
    greens: list[FastCard],
    rng: random.Random,
) -> tuple[list[FastCard], list[FastCard]]:
    """A deck (draw order: last is next) and set-aside pile consistent with `obs`."""
    normal_in_deck = max(0, min(len(normal), obs.deck_left - obs.greens_left))
    pool = normal[:]
    rng.shuffle(pool)
    deck = pool[:normal_in_deck]
    aside = known_aside + pool[normal_in_deck:]
    deck += rng.sample(greens, min(len(greens), obs.greens_left))
    rng.shuffle(deck)
    if deck and obs.next_back is not None:
        want_green = obs.next_back == "green"
        if (deck[-1] in GREEN_COPIES) != want_green:
            for index, card in enumerate(deck):
                if (card in GREEN_COPIES) == want_green:
                    deck[index], deck[-1] = deck[-1], card
                    break
    return deck, aside


# The coach, for expansion decisions ----------------------------------------------------
# The live hint and the review both judge take/pass and bid/decline with
# `expansion_figures`: the same deals (drawn from `card_seed`), the same stopping rule,
# the same cap. The hint stops at its clock, the review at its sample count, so where the
# hint stopped sooner its figure is the review's first samples: they differ by the noise
# both state (`stderr`), never by a different model or seed.
COACH_MIN_SAMPLES = 200
COACH_CONFIDENCE_Z = 6.0  # a coach can afford to be sure before it stops early


@dataclass(frozen=True, slots=True)
class ExpansionFigures:
    """The coach's figures for the answers to the face-up card: the expected margin after
    each, what settling (take, or decline a green card) loses against paying (pass, or
    bid) within the decision's cap (game/bots/stakes.py), its standard error, and how many
    deals it was measured on."""

    margins: dict[Action, float]
    settle: Action
    pay: Action
    settle_cost: float
    stderr: float
    samples: int


def expansion_figures(
    obs: Observation, budget_ms: float | None, samples: int, seed: int = 0
) -> ExpansionFigures:
    """The coach's figures for the seat to move, on the clock (`budget_ms`) or clock-free
    (exactly as the review judges it, reproducibly)."""
    assert obs.card is not None
    settle, pay = (Action.DECLINE, Action.BID) if obs.card.is_green else (Action.TAKE, Action.PASS)
    search = ExpansionSearch(
        budget_ms=budget_ms,
        max_samples=samples,
        min_samples=min(samples, COACH_MIN_SAMPLES),
        confidence_z=COACH_CONFIDENCE_Z,
    )
    means, stderr, n = search.evaluate_with_error(obs, random.Random(card_seed(seed, obs)))
    cost = capped(means[pay] - means[settle], stake_cap(obs))
    margins = {settle: means[settle], pay: means[settle] + cost}
    return ExpansionFigures(margins, settle, pay, cost, stderr, n)


# The coach's verdict for each answer and the other one, each a whole sentence (msgids),
# so each language writes it whole (`_better_words`: with the points).
_EVEN = {
    Action.TAKE: N_("Taking or passing come out about even."),
    Action.PASS: N_("Passing or taking come out about even."),
    Action.BID: N_("Bidding or declining come out about even."),
    Action.DECLINE: N_("Declining or bidding come out about even."),
}
_FORCED = {
    Action.TAKE: N_("You have no counters to pay: taking is forced."),
    Action.DECLINE: N_("You have no counters to pay: declining is forced."),
}


@dataclass(frozen=True, slots=True)
class ExpansionAdvice:
    """The coach's view of one expansion decision: the move it recommends, why in one
    sentence, and (for take/pass and bid/decline) the expected margin after each answer."""

    recommended: Move
    sentence: str
    margins: dict[Action, float]
    # Why, in plain words from the position (game/bots/coach_words.py); "" for a choice
    # the sentence explains itself.
    reason: str = ""
    # The standard error of the figure in the sentence, and the deals it was measured on.
    stderr: float = 0.0
    samples: int = 0


def advise_expansion(
    obs: Observation,
    budget_ms: float | None = 250.0,
    seed: int = 0,
    samples: int = 2000,
    names: Sequence[str] | None = None,
) -> ExpansionAdvice:
    """Advice for the seat to move in an expansion game (its own observation, at its
    decision): which card to give left or remove, when to look or skip, and take/pass or
    bid/decline from a larger search than the hard bot's (`expansion_figures`, as the
    review judges it), with its reason in plain words; `names[seat]` names the seats in
    it. Call it off the frame loop."""
    if obs.seat is None or obs.current_seat != obs.seat or not obs.legal:
        raise ValueError("the coach advises the seat whose decision it is")
    seat = obs.seat
    legal = obs.legal
    if obs.choice is not None:
        kind = CardKind.GIVE_LEFT if obs.choice == "give_left" else CardKind.REMOVE
        best = max(
            (m for m in legal if isinstance(m, ChooseCard)),
            key=lambda m: _shed_gain(obs, seat, m.card, kind),
        )
        display = list(obs.displays[seat])
        rest = list(display)
        rest.remove(best.card)
        saved = score(display, obs.counters[seat]) - score(rest, obs.counters[seat])
        # Worded for a number card and for a special one: each language its own article.
        if kind is CardKind.GIVE_LEFT:
            words = for_card(
                best.card,
                npgettext(
                    "number card",
                    "Give away the {card}: your score drops by {count} point.",
                    "Give away the {card}: your score drops by {count} points.",
                    saved,
                ),
                npgettext(
                    "special card",
                    "Give away the {card}: your score drops by {count} point.",
                    "Give away the {card}: your score drops by {count} points.",
                    saved,
                ),
            )
        else:
            words = for_card(
                best.card,
                npgettext(
                    "number card",
                    "Remove the {card}: your score drops by {count} point.",
                    "Remove the {card}: your score drops by {count} points.",
                    saved,
                ),
                npgettext(
                    "special card",
                    "Remove the {card}: your score drops by {count} point.",
                    "Remove the {card}: your score drops by {count} points.",
                    saved,
                ),
            )
        label = card_label(best.card)
        return ExpansionAdvice(best, words.format(card=label, count=saved), {})
    if Action.LOOK in legal:
        return ExpansionAdvice(
            Action.LOOK,
            _(
                "Play your look card now: seeing the set-aside cards costs nothing, and tells"
                " you which numbers will never come."
            ),
            {},
        )
    card = obs.card
    assert card is not None
    if Action.SKIP in legal and not card.is_green:
        cost = -card_value(obs, seat, card) - obs.pot * counter_worth(obs, seat)
        if _should_skip(obs, seat, cost, "normal"):
            points = round(cost)
            skip = for_card(
                card,
                npgettext(
                    "number card",
                    "Play your skip card: the {card} would cost you about {count} point and"
                    " you cannot keep paying to refuse it.",
                    "Play your skip card: the {card} would cost you about {count} points and"
                    " you cannot keep paying to refuse it.",
                    points,
                ),
                npgettext(
                    "special card",
                    "Play your skip card: the {card} would cost you about {count} point and"
                    " you cannot keep paying to refuse it.",
                    "Play your skip card: the {card} would cost you about {count} points and"
                    " you cannot keep paying to refuse it.",
                    points,
                ),
            )
            return ExpansionAdvice(
                Action.SKIP, skip.format(card=card_label(card), count=points), {}
            )
    answers = [a for a in legal if a in _EVEN]
    if len(answers) == 1:
        only = answers[0]
        return ExpansionAdvice(only, _(_FORCED.get(only, _FORCED[Action.TAKE])), {})
    figures = expansion_figures(obs, budget_ms, samples, seed)
    margins = figures.margins
    best_action = max(margins, key=lambda a: margins[a])
    other = next(a for a in margins if a is not best_action)
    points = round(margins[best_action] - margins[other])
    sentence = _(_EVEN[best_action]) if points < 1 else _better_words(best_action, points)
    return ExpansionAdvice(
        best_action,
        sentence,
        margins,
        reason=expansion_reason(obs, figures.settle_cost, names, live=True),
        stderr=figures.stderr,
        samples=figures.samples,
    )


def _better_words(best: Action, points: int) -> str:
    """The coach's verdict: `best`, and what the other answer would cost, in one sentence."""
    if best is Action.TAKE:
        said = ngettext(
            "Taking: passing would cost you about {count} point.",
            "Taking: passing would cost you about {count} points.",
            points,
        )
    elif best is Action.PASS:
        said = ngettext(
            "Passing: taking would cost you about {count} point.",
            "Passing: taking would cost you about {count} points.",
            points,
        )
    elif best is Action.BID:
        said = ngettext(
            "Bidding: declining would cost you about {count} point.",
            "Bidding: declining would cost you about {count} points.",
            points,
        )
    else:
        said = ngettext(
            "Declining: bidding would cost you about {count} point.",
            "Declining: bidding would cost you about {count} points.",
            points,
        )
    return said.format(count=points)


# expert's search of a special card's close call: ten times hard's clock, and surer before
# it stops early.
EXPERT_SEARCH = ExpansionSearch(budget_ms=400.0, max_samples=2000, min_samples=64, confidence_z=4.0)
