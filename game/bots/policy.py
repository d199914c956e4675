"""The rule-based take/pass policy, on bitmask state so search playouts can call it cheaply.

The `normal` bot is this policy applied to an observation; the `hard` bot uses it (with a
little noise) to play out sampled futures for every seat. Keeping one policy for both means
the search's model of its opponents is the same player it is tested against.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import reduce
from operator import or_


@dataclass(frozen=True, slots=True)
class PolicyParams:
    """Tunable weights of the rule-based policy (points unless said otherwise)."""

    # Take when the card's net cost (points added minus counters on it) is at most this.
    base: float = 9.0
    # Counters are an option on future passes: below `low_ref` counters each missing one
    # makes passing dearer, so the bot accepts a pricier card.
    low_ref: int = 6
    low_gain: float = 3.0
    # A card that extends another seat's run: that seat wants it, and every pass fattens
    # the pot it will collect, so accept a little more cost to take it first.
    deny: float = 2.0
    # A card two away from one we hold may later join a run: it is worth a little less.
    gap: float = 1.5
    # Late in the round counters have no future use beyond their point each.
    late_cards: int = 6
    late_gain: float = 0.0
    # Slow-play ("milk") a card that joins our run while it stays too dear for everyone
    # else even after another lap of counters, and nobody else's run needs it.
    milk_margin: float = 6.0
    # Dear cards are worth accepting at a larger absolute cost: the limit grows with the
    # card's value (a 30 with 12 counters is a fair buy; a 30 with 0 never is).
    frac: float = 0.0


DEFAULT_PARAMS = PolicyParams()

# Styles that search playouts draw from per seat, so no single model of the other players
# decides every sample. The first is the policy itself.
PLAYOUT_STYLES: tuple[PolicyParams, ...] = (
    DEFAULT_PARAMS,
    replace(DEFAULT_PARAMS, base=14.0),  # greedy: takes early
    replace(DEFAULT_PARAMS, base=4.0, low_gain=4.0),  # stingy until short of counters
    replace(DEFAULT_PARAMS, deny=0.0, gap=0.0, milk_margin=99.0),  # no slow-play, blind to others
    replace(DEFAULT_PARAMS, base=5.0, frac=0.3),  # buys dear cards with big pots
)


# Per card value: the masks of its neighbours (one away) and of the cards two away.
_NEAR = tuple((1 << (v - 1)) | (1 << (v + 1)) if v >= 1 else 0 for v in range(64))
_GAP = tuple((1 << (v - 2)) | (1 << (v + 2)) if v >= 2 else 0 for v in range(64))


def added_points(hand: int, value: int) -> int:
    """Points `value` adds to a display bitmask `hand` [B7] (negative: it joins two runs
    or lowers a run's bottom card)."""
    below = (hand >> (value - 1)) & 1
    above = (hand >> (value + 1)) & 1
    return (0 if below else value) - (value + 1 if above else 0)


def wants_card(
    hands: list[int],
    counters: list[int],
    card: int,
    pot: int,
    seat: int,
    deck_left: int,
    params: PolicyParams = DEFAULT_PARAMS,
) -> bool:
    """True if the rule-based policy takes `card` for `seat` now.

    Search playouts call this for every step (about 20 million times a minute of hard's
    thinking), so it is written for speed: no helper calls, and the other seats' hands
    looked at as one mask (hands never share a card)."""
    mine = counters[seat]
    if mine == 0:
        return True
    hand = hands[seat]
    below = (hand >> (card - 1)) & 1
    above = (hand >> (card + 1)) & 1
    added = (0 if below else card) - (card + 1 if above else 0)  # `added_points`, inlined
    if added <= 0:
        # The card is free for us; pass only to collect a lap of counters when it is safe.
        # Our own counters are not 0 here, so a 0 among them is another seat's.
        if deck_left == 0 or 0 in counters or (reduce(or_, hands) & ~hand & _NEAR[card]):
            return True
        return card - pot - (len(hands) - 1) <= params.milk_margin + params.base
    limit = params.base + params.frac * card
    if mine < params.low_ref:
        limit += params.low_gain * (params.low_ref - mine)
    if reduce(or_, hands) & ~hand & _NEAR[card]:  # another seat's run wants it
        limit += params.deny
    if hand & _GAP[card]:
        limit += params.gap
    if deck_left < params.late_cards:
        limit += params.late_gain
    return added - pot <= limit
