"""How much one take/pass or bid/decline decision could change: the cap on any verdict.

A decision moves the face-up card and its counters: the card lands on you or on a rival,
and the pot (with one more lap of counters) is yours or a rival's. Everything else it
changes comes later, through who turns up the next card and how many counters each seat
has left to refuse cards with. The coach's figure is an average over sampled futures; a
few wild futures, or too few samples, must not make a verdict larger than that. So a
cost is capped at: the card's points to the two seats it could land on, the counters at
stake counted twice (each is a point, and one refusal later), the cards paying could
leave the seat unable to refuse (its counters after paying against its share of the
cards to come, each at the mean card still unseen), and FUTURE_ALLOWANCE points for the
rest of the round. It is a bound, not an estimate: it catches a figure no future could
justify, and leaves a real one alone.
"""

from __future__ import annotations

from game.rules import Card, CardKind, Observation, Timing, score

# Points the rest of the round may add beyond what is at stake now.
FUTURE_ALLOWANCE = 15.0
# The dearest number card: what a card that moves cards (give left, remove, take a pink
# card back) or a skip could change in one display.
_MOVES_A_CARD = 35.0
# End cards whose worth grows with what comes later.
_GROWS = frozenset(
    {CardKind.WILD, CardKind.CARD_BONUS, CardKind.CARD_PENALTY, CardKind.HIGHEST_DOUBLED}
)


def card_points(obs: Observation, card: Card) -> float:
    """The most `card` could change any one seat's score, were it that seat's now."""
    if not card.is_number and card.timing is not Timing.END:
        return _MOVES_A_CARD
    most = 0.0
    for display, counters in zip(obs.displays, obs.counters, strict=True):
        held = list(display)
        change = abs(score([*held, card], counters) - score(held, counters))
        most = max(most, float(change))
    if card.kind in _GROWS:
        most = max(most, _MOVES_A_CARD)
    return most


def stake_cap(obs: Observation) -> float:
    """The largest cost (points of margin) the decision on the face-up card could have."""
    if obs.card is None:
        return 0.0
    counters_at_stake = obs.pot + obs.players
    return (
        2 * card_points(obs, obs.card)
        + 2 * counters_at_stake
        + short_of_counters(obs)
        + FUTURE_ALLOWANCE
    )


def short_of_counters(obs: Observation) -> float:
    """Points of the cards paying now could leave the deciding seat unable to refuse: its
    share of the cards to come beyond the counters it would have left, each at the mean
    number card still unseen."""
    if obs.seat is None:
        return 0.0
    left = obs.counters[obs.seat] - 1
    share = obs.deck_left // obs.players + 1
    unseen = obs.unseen_numbers()
    mean = sum(unseen) / len(unseen) if unseen else 0.0
    return max(0, share - max(0, left)) * mean


def capped(cost: float, cap: float) -> float:
    """`cost` within ±`cap`."""
    return max(-cap, min(cap, cost))
