"""The playout policy's fast `wants_card` decides exactly as its rules read plainly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots.policy import PLAYOUT_STYLES, PolicyParams, added_points, wants_card


def plain_wants_card(
    hands: list[int],
    counters: list[int],
    card: int,
    pot: int,
    seat: int,
    deck_left: int,
    params: PolicyParams,
) -> bool:
    """The policy's rules one by one, as `PolicyParams` describes them."""
    mine = counters[seat]
    if mine == 0:
        return True
    hand = hands[seat]
    neighbours = (1 << (card - 1)) | (1 << (card + 1))
    others = [other for other in range(len(hands)) if other != seat]
    others_want = any(hands[other] & neighbours for other in others)
    others_broke = any(counters[other] == 0 for other in others)
    added = added_points(hand, card)
    if added <= 0:
        if others_want or others_broke or deck_left == 0:
            return True
        return card - pot - (len(hands) - 1) <= params.milk_margin + params.base
    limit = params.base + params.frac * card
    if mine < params.low_ref:
        limit += params.low_gain * (params.low_ref - mine)
    if others_want:
        limit += params.deny
    if hand & ((1 << (card - 2)) | (1 << (card + 2))):
        limit += params.gap
    if deck_left < params.late_cards:
        limit += params.late_gain
    return added - pot <= limit


@st.composite
def positions(draw: st.DrawFn) -> tuple:
    players = draw(st.integers(3, 7))
    # Cards dealt out so far, each held by one seat or still to come; the card on offer
    # is one nobody holds.
    owners = draw(st.lists(st.integers(-1, players - 1), min_size=33, max_size=33))
    card = draw(st.integers(3, 35))
    hands = [0] * players
    for value, owner in zip(range(3, 36), owners, strict=True):
        if owner >= 0 and value != card:
            hands[owner] |= 1 << value
    counters = draw(st.lists(st.integers(0, 20), min_size=players, max_size=players))
    pot = draw(st.integers(0, 40))
    seat = draw(st.integers(0, players - 1))
    deck_left = draw(st.integers(0, 23))
    params = draw(st.sampled_from(PLAYOUT_STYLES))
    return hands, counters, card, pot, seat, deck_left, params


@settings(max_examples=400)  # each example is cheap; generating it is not
@given(positions())
def test_the_fast_policy_decides_as_the_plain_rules(position: tuple) -> None:
    assert wants_card(*position) == plain_wants_card(*position)
