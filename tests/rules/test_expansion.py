"""The expansion's special cards [X1]–[X3] through the engine's public API.

Scripted deals (`Game.scripted`) set up each situation; the notes at the top of
game/rules/expansion.py state the decisions RULES.md leaves open, and each has a test here.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import (
    Action,
    Card,
    CardKind,
    ChooseCard,
    ConfigError,
    Game,
    GameConfig,
    IllegalActionError,
    green_cards,
    pink_cards,
)
from game.rules.events import (
    BidPlaced,
    CardDrawn,
    CardGiven,
    CardRemoved,
    CardRevealed,
    CardTaken,
    ChoiceRequired,
    CounterPaid,
    DecisionMoved,
    GreenDeclined,
    RoundEnded,
    SpecialPlayed,
)

X3 = GameConfig(players=3, first_player=0, expansion=True)


def special(name: str, copy: int = 1) -> Card:
    return Card.special(name, copy)


def skip_copy(copy: int) -> Card:
    """A further skip card: the game has one, a scripted puzzle may have more."""
    return Card(copy, CardKind.SKIP)


# [X1] set-up ---------------------------------------------------------------------------
def test_X1_sixteen_green_and_six_pink_cards() -> None:
    greens = Counter(card.kind.value for card in green_cards())
    assert sum(greens.values()) == 16
    assert greens == {
        "bonus5": 2, "bonus10": 2, "bonus15": 3, "bonus20": 2, "wild": 1, "card_bonus": 1,
        "skip": 1, "look": 1, "give_left": 1, "remove": 1, "double_counters": 1,
    }  # fmt: skip
    assert sorted(card.kind.value for card in pink_cards()) == [
        "card_penalty", "counters_negative", "forty", "halve_counters", "highest_doubled",
        "take_pink_back",
    ]  # fmt: skip
    assert all(card.is_green and not card.is_pink for card in green_cards())
    assert all(card.is_pink and not card.is_green for card in pink_cards())


@pytest.mark.parametrize("tactical", [False, True])
def test_X1_deal_39_cards_9_set_aside_7_greens_in_the_box(tactical: bool) -> None:
    for seed in range(20):
        game = Game.new(GameConfig(players=4, tactical=tactical, expansion=True), seed)
        places = game.card_locations()
        assert len(places) == 55
        by_place: dict[str, list[Card]] = {}
        for card, place in places.items():
            by_place.setdefault(place, []).append(card)
        played = by_place["deck"] + by_place["table"]
        assert len(played) == 39
        assert sum(card.is_green for card in played) == 9
        # With [V1], 10/20/30 are out face up and 3 fewer cards are set aside.
        assert len(by_place["set_aside"]) == (6 if tactical else 9)
        assert len(by_place.get("removed", [])) == (3 if tactical else 0)
        assert not any(card.is_green for card in by_place["set_aside"])
        assert len(by_place["box"]) == 7 and all(card.is_green for card in by_place["box"])
        obs = game.observation(0)
        assert obs.expansion and obs.box_count == 7 and obs.deck_left == 38
        assert obs.set_aside_count == len(by_place["set_aside"])


def test_X1_counters_as_in_the_base_game() -> None:
    game = Game.new(GameConfig(players=6, expansion=True, tactical=True), 3)
    assert game.observation(None).counters == (8,) * 6


def test_X1_back_colour_of_the_next_card_is_public() -> None:
    game = Game.scripted(X3, [3, special("bonus5"), special("forty"), 4])
    for expected in ("green", "normal", "normal", None):
        for seat in (None, 0, 1, 2):
            obs = game.observation(seat)
            assert obs.next_back == expected
        assert game.observation(None).greens_left == (1 if expected == "green" else 0)
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, Action.TAKE if Action.TAKE in game.legal_actions(seat) else Action.DECLINE)


def test_X1_the_base_game_deals_exactly_as_before() -> None:
    """Digests recorded from the engine before the expansion existed: the same seeds deal
    and play the same base and [V1]/[V2] games."""
    import random

    expected = [
        (GameConfig(players=4), 7,
         "b686a04eaece184ccc2fe67e24afc1bc93acae41f5fd96922b752258c7c0cd96"),
        (GameConfig(players=5, tactical=True, rounds=3), 7,
         "a213fc2c23fad8cbd85e94209145238ee2603e2fb325f71368e9856ff05f3d20"),
        (GameConfig(players=3), 123,
         "d5f253ef152cabd7693d2c04bb5b6b025ba4d91ed151a8705833dc371a0b0126"),
    ]  # fmt: skip
    for config, seed, digest in expected:
        game = Game.new(config, seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions(seat)
            take = len(legal) == 1 or rng.random() < 0.4
            game.apply(seat, Action.TAKE if take else Action.PASS)
        assert game.state_digest() == digest


def test_X1_expansion_actions_are_refused_in_the_base_game() -> None:
    game = Game.new(GameConfig(players=3, first_player=0), 1)
    for action in (Action.BID, Action.DECLINE, Action.SKIP, Action.LOOK):
        with pytest.raises(IllegalActionError, match="only played with the expansion"):
            game.apply(0, action)
    with pytest.raises(IllegalActionError):
        game.apply(0, ChooseCard(Card.number(3)))
    with pytest.raises(ConfigError):
        Game.scripted(GameConfig(players=3), [3, special("bonus5")])


def test_X1_scripted_deal_refuses_impossible_cards() -> None:
    with pytest.raises(ConfigError, match="twice"):
        Game.scripted(X3, [3, 3])
    with pytest.raises(ConfigError, match="not a card of this game"):
        Game.scripted(GameConfig(players=3, tactical=True, expansion=True), [10])
    with pytest.raises(ConfigError, match="box"):
        Game.scripted(X3, [3], set_aside=[special("bonus5")])


# [X2] pink cards -----------------------------------------------------------------------
def test_X2_a_pink_card_is_taken_or_passed_like_a_number_card() -> None:
    game = Game.scripted(X3, [special("forty"), 5])
    assert game.legal_actions(0) == (Action.TAKE, Action.PASS)
    assert isinstance(game.apply(0, Action.PASS)[0], CounterPaid)
    events = game.apply(1, Action.TAKE)
    assert events[0] == CardTaken(1, special("forty"), 1, 12)
    assert game.observation(1).displays[1] == (special("forty"),)
    assert game.current_seat == 1  # the taker reveals the next card [B5]


def test_X2_take_pink_back_takes_the_first_normal_back_card_passing_green_ones() -> None:
    game = Game.scripted(X3, [special("take_pink_back"), special("bonus5"), 17, 20])
    events = game.apply(0, Action.TAKE)
    assert events[1] == SpecialPlayed(
        0, special("take_pink_back"), "took a normal-back card from the deck"
    )
    assert events[2] == CardDrawn(0, Card.number(17), "deck", 2, next_back="green")
    assert isinstance(events[3], CardRevealed) and events[3].card == special("bonus5")
    obs = game.observation(0)
    assert obs.displays[0] == (Card.number(17),)
    assert obs.discard == (special("take_pink_back"),)
    assert obs.current_seat == 0 and obs.deck_left == 1


def test_X2_take_pink_back_with_no_normal_back_card_left_takes_the_top_set_aside_card() -> None:
    game = Game.scripted(X3, [special("take_pink_back"), special("bonus5")], set_aside=[4, 9])
    events = game.apply(0, Action.TAKE)
    assert CardDrawn(0, Card.number(9), "set-aside", 1, next_back="green") in events
    assert game.observation(0).displays[0] == (Card.number(9),)
    assert game.observation(0).set_aside_count == 1
    assert game.card_locations()[Card.number(4)] == "set_aside"


def test_X2_take_pink_back_with_nothing_anywhere_does_nothing_and_the_round_ends() -> None:
    game = Game.scripted(X3, [special("take_pink_back")])
    events = game.apply(0, Action.TAKE)
    assert events[1] == SpecialPlayed(
        0, special("take_pink_back"), "no normal-back card left: no effect"
    )
    assert isinstance(events[2], RoundEnded) and game.is_over


# [X3] green cards ----------------------------------------------------------------------
def test_X3_a_green_card_is_bid_for_or_declined() -> None:
    game = Game.scripted(X3, [special("bonus10"), 5])
    assert game.legal_actions(0) == (Action.BID, Action.DECLINE)
    for wrong in (Action.TAKE, Action.PASS):
        with pytest.raises(IllegalActionError, match="green: bid for it or decline it"):
            game.apply(0, wrong)
    assert game.apply(0, Action.BID) == [BidPlaced(0, 1, 10), DecisionMoved(1)]
    assert game.observation(None).bidders == (0,)


def test_X3_the_decliner_collects_the_counters_and_the_last_bidder_gets_the_card() -> None:
    game = Game.scripted(X3, [special("bonus10"), 5])
    game.apply(0, Action.BID)
    game.apply(1, Action.BID)
    assert game.observation(2).decline_receiver == 1
    events = game.apply(2, Action.DECLINE)
    assert events[0] == GreenDeclined(2, special("bonus10"), 2, 13, receiver=1)
    obs = game.observation(None)
    assert obs.displays[1] == (special("bonus10"),) and obs.counters == (10, 10, 13)
    # The decliner reveals the next card and decides on it.
    assert obs.card == Card.number(5) and obs.current_seat == 2 and obs.bidders == ()


def test_X3_declined_with_no_bid_the_card_goes_to_the_player_on_the_right() -> None:
    game = Game.scripted(
        GameConfig(players=4, first_player=1, expansion=True), [special("wild"), 5]
    )
    assert game.observation(None).decline_receiver == 0
    events = game.apply(1, Action.DECLINE)
    assert events[0] == GreenDeclined(1, special("wild"), 0, 11, receiver=0)
    assert game.observation(None).decline_receiver is None  # the 5 is not green
    assert game.observation(None).displays[0] == (special("wild"),)
    assert game.current_seat == 1


def _drain(game: Game, seat: int, action: Action) -> None:
    """Every seat pays (passes or bids) until `seat` faces the card with no counters."""
    while not (game.current_seat == seat and game.observation(None).counters[seat] == 0):
        game.apply(game.current_seat or 0, action)


def test_X3_a_player_without_counters_must_decline() -> None:
    game = Game.scripted(X3, [special("bonus5"), 4])
    _drain(game, 0, Action.BID)
    assert game.legal_actions(0) == (Action.DECLINE,)
    with pytest.raises(IllegalActionError, match="no counters left and must decline"):
        game.apply(0, Action.BID)
    events = game.apply(0, Action.DECLINE)
    assert events[0] == GreenDeclined(0, special("bonus5"), 33, 33, receiver=2)


def test_X3_a_green_card_turned_up_last_ends_the_round_once_declined() -> None:
    game = Game.scripted(X3, [5, special("bonus20")])
    game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    events = game.apply(1, Action.DECLINE)
    assert events[0] == GreenDeclined(1, special("bonus20"), 1, 12, receiver=0)
    assert isinstance(events[-1], RoundEnded) or game.is_over
    result = game.round_results[0]
    assert result.scores[0] == 5 - 20 - 10  # the 5, the +20 bonus, 10 counters left


def test_X3_skip_leaves_the_bidding_and_cannot_receive_the_card() -> None:
    # Seat 0 gets the skip card (declined by seat 1 after seat 0's bid).
    game = Game.scripted(X3, [special("skip"), special("bonus15"), 7])
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)
    assert game.observation(0).displays[0] == (special("skip"),)
    # Seat 1 reveals the +15: seat 1 bids, seat 2 bids, seat 0 skips, seat 1 declines.
    game.apply(1, Action.BID)
    game.apply(2, Action.BID)
    assert Action.SKIP in game.legal_actions(0)
    events = game.apply(0, Action.SKIP)
    assert events == [SpecialPlayed(0, special("skip"), "skipped this card"), DecisionMoved(1)]
    assert game.observation(None).skipped == (0,)
    events = game.apply(1, Action.DECLINE)
    assert events[0].receiver == 2  # type: ignore[union-attr]
    # The skipper rejoins with the next card.
    assert game.observation(None).skipped == ()
    assert game.observation(None).discard == (special("skip"),)


def test_X3_skip_by_the_last_bidder_is_refused_and_passes_go_round_the_skippers() -> None:
    """Note "Alone": the last seat still in may not skip nor pay; it takes the card."""
    game = Game.scripted(X3, [skip_copy(1), skip_copy(2), skip_copy(3), 20])
    game.apply(0, Action.DECLINE)  # -> seat 2
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # -> seat 0
    game.apply(1, Action.BID)
    game.apply(2, Action.DECLINE)  # -> seat 1; seat 2 reveals the 20
    assert game.current_seat == 2
    game.apply(2, Action.SKIP)
    game.apply(0, Action.SKIP)
    assert game.current_seat == 1
    assert game.legal_actions(1) == (Action.TAKE,)
    with pytest.raises(IllegalActionError, match="last player still bidding and may not skip"):
        game.apply(1, Action.SKIP)
    with pytest.raises(IllegalActionError, match="last player still bidding"):
        game.apply(1, Action.PASS)


def test_X3_the_last_seat_still_in_declines_a_green_card_and_receives_it() -> None:
    game = Game.scripted(X3, [skip_copy(1), skip_copy(2), special("bonus10"), 9])
    game.apply(0, Action.DECLINE)  # skip 1 -> seat 2
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # skip 2 -> seat 0; seat 1 reveals the +10
    game.apply(1, Action.BID)
    game.apply(2, Action.SKIP)
    game.apply(0, Action.SKIP)
    assert game.legal_actions(1) == (Action.DECLINE,)
    assert game.observation(1).decline_receiver == 1
    events = game.apply(1, Action.DECLINE)
    assert events[0] == GreenDeclined(1, special("bonus10"), 1, 12, receiver=1)


def test_X3_declined_with_no_bid_the_card_passes_over_skippers_on_the_right() -> None:
    """Note "Who receives": with no bid, the first seat still in on the decliner's right;
    seats that skipped the card are passed over, so here it reaches the seat that has not
    yet had a say."""
    game = Game.scripted(
        GameConfig(players=4, first_player=0, expansion=True),
        [skip_copy(1), skip_copy(2), 5, special("bonus10"), 9],
    )
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # skip 1 -> seat 0; seat 1 reveals skip 2
    game.apply(1, Action.BID)
    game.apply(2, Action.DECLINE)  # skip 2 -> seat 1; seat 2 reveals the 5
    game.apply(2, Action.PASS)
    game.apply(3, Action.PASS)
    game.apply(0, Action.TAKE)  # seat 0 reveals the +10
    game.apply(0, Action.SKIP)
    game.apply(1, Action.SKIP)
    assert game.observation(2).decline_receiver == 3
    counters_before = game.observation(None).counters[2]
    events = game.apply(2, Action.DECLINE)
    assert isinstance(events[0], GreenDeclined) and events[0].receiver == 3
    obs = game.observation(None)
    assert obs.displays[3] == (special("bonus10"),)
    assert obs.counters[2] == counters_before  # nobody bid: nothing to collect
    assert obs.card == Card.number(9) and obs.current_seat == 2


def test_X3_a_seat_without_counters_may_still_skip() -> None:
    game = Game.scripted(X3, [special("skip"), 3, 30])
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # skip -> seat 0; seat 1 reveals the 3
    _drain(game, 0, Action.PASS)
    assert game.legal_actions(0) == (Action.TAKE, Action.SKIP)
    game.apply(0, Action.SKIP)
    assert game.current_seat == 1


def test_X3_look_shows_the_set_aside_cards_to_its_owner_only() -> None:
    game = Game.scripted(
        X3, [special("look"), 8, 12], set_aside=[30, special("forty")], box=[special("bonus20")]
    )
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # look -> seat 0; seat 1 reveals the 8
    game.apply(1, Action.PASS)
    game.apply(2, Action.PASS)
    assert game.legal_actions(0) == (Action.TAKE, Action.PASS, Action.LOOK)
    events = game.apply(0, Action.LOOK)
    assert events == [SpecialPlayed(0, special("look"), "looked at the set-aside cards")]
    assert game.current_seat == 0  # looking keeps the decision
    assert game.observation(0).seen_set_aside == (Card.number(30), special("forty"))
    for other in (None, 1, 2):
        assert game.observation(other).seen_set_aside is None
    # The box is never shown, not even to the look's owner.
    for seat in (None, 0, 1, 2):
        obs = game.observation(seat)
        shown = (
            [c for d in obs.displays for c in d]
            + list(obs.discard)
            + list(obs.seen_set_aside or ())
        )
        assert special("bonus20") not in shown
    assert Action.LOOK not in game.legal_actions(0)


def test_X3_give_left_gives_a_chosen_display_card_to_the_left() -> None:
    game = Game.scripted(X3, [25, special("give_left"), 9])
    game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    events = game.apply(1, Action.DECLINE)  # give left -> seat 0, who must choose first
    assert ChoiceRequired(0, "give_left", (Card.number(25),)) in events
    obs = game.observation(0)
    assert obs.choice == "give_left" and obs.current_seat == 0
    assert obs.legal == (ChooseCard(Card.number(25)),)
    with pytest.raises(IllegalActionError, match="must first choose"):
        game.apply(0, Action.TAKE)
    with pytest.raises(IllegalActionError, match="holds no 9"):
        game.apply(0, ChooseCard(Card.number(9)))
    events = game.apply(0, ChooseCard(Card.number(25)))
    assert events[0] == CardGiven(0, 1, Card.number(25))
    obs = game.observation(None)
    assert obs.displays[0] == () and obs.displays[1] == (Card.number(25),)
    # Then the decliner reveals the next card and decides.
    assert obs.card == Card.number(9) and obs.current_seat == 1 and obs.choice is None
    assert obs.discard == (special("give_left"),)


def test_X3_remove_discards_a_chosen_display_card() -> None:
    game = Game.scripted(X3, [25, special("bonus5"), special("remove"), 9])
    game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # +5 -> seat 0; seat 1 reveals remove
    game.apply(1, Action.BID)
    game.apply(2, Action.DECLINE)  # remove -> seat 1: its display is empty
    game2 = Game.scripted(X3, [25, special("bonus5"), special("remove"), 9])
    game2.apply(0, Action.TAKE)
    game2.apply(0, Action.BID)
    game2.apply(1, Action.DECLINE)
    game2.apply(1, Action.DECLINE)  # remove -> seat 0 (on the right of 1)
    assert game2.legal_actions(0) == (ChooseCard(Card.number(25)), ChooseCard(special("bonus5")))
    events = game2.apply(0, ChooseCard(Card.number(25)))
    assert events[0] == CardRemoved(0, Card.number(25))
    obs = game2.observation(None)
    assert obs.displays[0] == (special("bonus5"),)
    assert set(obs.discard) == {special("remove"), Card.number(25)}
    assert game2.current_seat == 1


@pytest.mark.parametrize("name", ["give_left", "remove"])
def test_X3_give_left_or_remove_with_an_empty_display_does_nothing(name: str) -> None:
    game = Game.scripted(X3, [special(name), 9])
    game.apply(0, Action.BID)
    events = game.apply(1, Action.DECLINE)  # -> seat 0, with nothing in its display
    assert events[1] == SpecialPlayed(0, special(name), "no card in the display: no effect")
    assert not any(isinstance(event, ChoiceRequired) for event in events)
    obs = game.observation(None)
    assert obs.choice is None and obs.current_seat == 1 and obs.card == Card.number(9)
    assert obs.discard == (special(name),) and obs.displays == ((), (), ())


def test_X3_a_now_card_taken_as_the_last_card_still_asks_its_choice() -> None:
    game = Game.scripted(X3, [12, special("remove")])
    game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)
    assert game.current_seat == 0 and not game.is_over
    events = game.apply(0, ChooseCard(Card.number(12)))
    assert isinstance(events[-1], RoundEnded) or game.is_over
    assert game.round_results[0].scores[0] == -10


def test_X3_any_time_cards_never_played_count_as_cards_at_the_end() -> None:
    game = Game.scripted(X3, [special("skip"), special("card_bonus"), 20])
    game.apply(0, Action.DECLINE)  # skip -> seat 2
    game.apply(0, Action.DECLINE)  # card bonus -> seat 2
    game.apply(0, Action.TAKE)
    breakdown = game.round_results[0].breakdowns[2]
    assert breakdown.total == -2 - 11  # two cards, one point off each; 11 counters


def test_X1_fast_search_state_deals_and_sheds_like_the_rules() -> None:
    import random

    from game.rules.cards import GREEN_COPIES
    from game.rules.fast import ExpansionState, FastState

    state = FastState.deal(4, 11, random.Random(3), expansion=True)
    assert isinstance(state, ExpansionState)
    cards = [*state.deck, state.card]
    assert len(cards) == 39 and sum(card in GREEN_COPIES for card in cards) == 9
    assert len(state.set_aside) == 9
    # Give left sheds the card that saves most: the 30 (the 20-21 run costs only 20).
    game = Game.scripted(X3, [20, 21, 30, special("give_left"), 4])
    for _ in range(3):
        game.apply(0, Action.TAKE)
    fast = ExpansionState.from_expansion_observation(game.observation(0), [4], [])
    fast.take()
    assert fast.hands[0] == (1 << 20) | (1 << 21) and fast.hands[1] == 1 << 30
    assert fast.card == 4 and fast.seat == 0


def test_X3_the_fast_state_gives_left_even_when_no_card_saves_its_holder_a_point() -> None:
    """Compulsory, as in the engine: giving a card of a run saves nothing, yet one goes."""
    from game.rules.fast import ExpansionState

    game = Game.scripted(X3, [20, 21, special("give_left"), 4])
    for _ in range(2):
        game.apply(0, Action.TAKE)
    fast = ExpansionState.from_expansion_observation(game.observation(0), [4], [])
    fast.take()
    # Seat 0 gets the give-left card and sheds the least harmful card: the 21.
    assert fast.hands[0] == 1 << 20 and fast.hands[1] == 1 << 21
    assert fast.sizes[0] == 1 and fast.sizes[1] == 1


def test_X3_a_removed_number_card_is_seen_not_unseen() -> None:
    game = Game.scripted(X3, [25, special("remove"), 9])
    game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)
    game.apply(0, ChooseCard(Card.number(25)))
    obs = game.observation(1)
    assert Card.number(25) in obs.discard
    assert 25 not in obs.unseen_numbers() and 9 not in obs.unseen_numbers()
    assert 30 in obs.unseen_numbers()


def test_deck_changes_carry_the_back_of_the_decks_new_top_card() -> None:
    """The back on top of the deck is public [X1]: the events that change the deck say it,
    so a screen need not read the engine to show it (issue 39); an empty deck has none."""
    game = Game.scripted(X3, [17, 18, special("bonus5")])
    revealed = [e for e in game.apply(0, Action.TAKE) if isinstance(e, CardRevealed)]
    assert revealed == [CardRevealed(Card.number(18), 1, next_back="green")]
    assert game.observation(None).next_back == "green"
    last = [e for e in game.apply(0, Action.TAKE) if isinstance(e, CardRevealed)]
    assert last == [CardRevealed(special("bonus5"), 0, next_back=None)]
