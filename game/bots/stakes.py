"""How much one take/pass or bid/decline decision could change: the cap on any verdict.

A decision moves the face-up card and its counters: the card lands on you or on a rival,
and the pot (with one more lap of counters) is yours or a rival's. Everything else it
changes comes later, through who turns up the next card and how many counters each seat
has left to refuse cards with. The coach's figure is an average over sampled futures; a
few wild futures, or too few samples, must not make a verdict larger than that. So a
cost is capped at: the card's points to the two seats it could land on, the counters at
stake counted twice (each is a point, and one refusal later), and FUTURE_ALLOWANCE points
for the rest of the round.
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
    return 2 * card_points(obs, obs.card) + 2 * counters_at_stake + FUTURE_ALLOWANCE


def capped(cost: float, cap: float) -> float:
    """`cost` within ±`cap`."""
    return max(-cap, min(cap, cost))
