"""Base game rules [B1]–[B6], [B8] through the engine's public API."""

from __future__ import annotations

import pytest

from game.rules import (
    Action,
    Card,
    ConfigError,
    Game,
    GameConfig,
    IllegalActionError,
    number_cards,
)
from game.rules.events import (
    CardRevealed,
    CardTaken,
    CounterPaid,
    DecisionMoved,
    GameStarted,
    MatchEnded,
    RoundEnded,
    RoundStarted,
)
from tests.rules.helpers import play_random


def test_B1_deck_has_33_cards_9_set_aside_24_played() -> None:
    assert [c.value for c in number_cards()] == list(range(3, 36))
    game = Game.new(GameConfig(players=4), seed=5)
    places = list(game.card_locations().values())
    assert len(places) == 33
    assert places.count("set_aside") == 9
    assert places.count("deck") + places.count("table") == 24
    obs = game.observation(0)
    assert obs.set_aside_count == 9
    assert obs.deck_left == 23 and obs.card is not None


def test_B1_set_aside_cards_are_never_played() -> None:
    game = Game.new(GameConfig(players=3), seed=11)
    aside = {c for c, place in game.card_locations().items() if place == "set_aside"}
    _, events = play_random(GameConfig(players=3), seed=11)
    revealed = {e.card for e in events if isinstance(e, CardRevealed)}
    assert len(revealed) == 24
    assert not revealed & aside


@pytest.mark.parametrize(("players", "counters"), [(3, 11), (4, 11), (5, 11), (6, 9), (7, 7)])
def test_B2_start_counters_by_player_count(players: int, counters: int) -> None:
    game = Game.new(GameConfig(players=players), seed=1)
    assert game.observation(None).counters == (counters,) * players
    started = next(e for e in game.opening_events if isinstance(e, RoundStarted))
    assert started.counters == (counters,) * players


@pytest.mark.parametrize("players", [2, 8, 0])
def test_B2_player_count_outside_3_to_7_is_refused(players: int) -> None:
    with pytest.raises(ConfigError, match="3 to 7"):
        GameConfig(players=players)


def test_B3_setup_names_the_first_player() -> None:
    game = Game.new(GameConfig(players=5, first_player=3), seed=99)
    assert game.current_seat == 3
    assert game.opening_events[-1] == DecisionMoved(3)


def test_B3_default_first_player_is_drawn_from_the_seed() -> None:
    firsts = {Game.new(GameConfig(players=5), seed=s).current_seat for s in range(60)}
    assert firsts == {0, 1, 2, 3, 4}
    again = [Game.new(GameConfig(players=5), seed=s).current_seat for s in range(20)]
    assert again == [Game.new(GameConfig(players=5), seed=s).current_seat for s in range(20)]


def test_B3_bad_first_player_is_refused() -> None:
    with pytest.raises(ConfigError, match="seat"):
        GameConfig(players=3, first_player=3)


def test_B4_take_gets_the_card_and_every_counter_on_it() -> None:
    game = Game.new(GameConfig(players=3, first_player=0), seed=2)
    card = game.observation(0).card
    game.apply(0, Action.PASS)
    game.apply(1, Action.PASS)
    events = game.apply(2, Action.TAKE)
    assert events[0] == CardTaken(seat=2, card=card, counters=2, counters_after=13)
    obs = game.observation(2)
    assert card in obs.displays[2]
    assert obs.counters == (10, 10, 13)
    assert obs.pot == 0


def test_B4_pass_puts_one_counter_on_the_card() -> None:
    game = Game.new(GameConfig(players=4, first_player=1), seed=3)
    events = game.apply(1, Action.PASS)
    assert events[0] == CounterPaid(seat=1, pot=1, counters_left=10)
    assert game.observation(1).my_counters == 10
    assert game.observation(0).pot == 1


def test_B4_a_player_with_no_counters_must_take() -> None:
    game = Game.new(GameConfig(players=3, first_player=0), seed=4)
    for _ in range(3 * 11):  # everybody passes until all are broke
        game.apply(game.current_seat, Action.PASS)
    assert game.current_seat == 0
    assert game.observation(0).my_counters == 0
    assert game.legal_actions(0) == (Action.TAKE,)
    digest = game.state_digest()
    with pytest.raises(IllegalActionError, match="no counters"):
        game.apply(0, Action.PASS)
    assert game.state_digest() == digest
    game.apply(0, Action.TAKE)
    assert game.observation(0).my_counters == 33


def test_B5_pass_hands_the_decision_to_the_left() -> None:
    game = Game.new(GameConfig(players=3, first_player=2), seed=8)
    events = game.apply(2, Action.PASS)
    assert events[-1] == DecisionMoved(0)
    assert game.current_seat == 0


def test_B5_take_keeps_the_turn_and_reveals_the_next_card() -> None:
    game = Game.new(GameConfig(players=3, first_player=1), seed=8)
    events = game.apply(1, Action.TAKE)
    assert [type(e) for e in events] == [CardTaken, CardRevealed, DecisionMoved]
    assert events[-1] == DecisionMoved(1)
    assert game.current_seat == 1
    assert game.observation(1).deck_left == 22


def test_B6_game_ends_when_the_last_card_is_taken() -> None:
    game, events = play_random(GameConfig(players=4), seed=21)
    assert game.is_over and game.current_seat is None
    takes = [e for e in events if isinstance(e, CardTaken)]
    assert len(takes) == 24
    assert isinstance(events[-2], RoundEnded) and isinstance(events[-1], MatchEnded)
    assert events[-3] == takes[-1]
    with pytest.raises(IllegalActionError, match="over"):
        game.apply(0, Action.TAKE)


def test_B7_round_end_scores_every_display() -> None:
    game, events = play_random(GameConfig(players=5), seed=33)
    ended = next(e for e in events if isinstance(e, RoundEnded))
    for seat, breakdown in enumerate(ended.breakdowns):
        obs = game.observation(seat)
        assert breakdown.total == ended.scores[seat] == game.totals[seat]
        assert sorted(c for run in breakdown.runs for c in run) == list(obs.displays[seat])
        assert breakdown.counters == obs.counters[seat]
    assert ended.winners == game.winners


def test_B8_observation_never_shows_set_aside_cards_or_deck_order() -> None:
    game = Game.new(GameConfig(players=4), seed=17)
    hidden = {c for c, place in game.card_locations().items() if place in ("set_aside", "deck")}
    for seat in [None, 0, 1, 2, 3]:
        obs = game.observation(seat)
        text = repr(obs)
        visible = {c for d in obs.displays for c in d} | {obs.card}
        assert not visible & hidden
        for card in hidden:
            assert repr(card) not in text
        # Unseen numbers are the union of deck and set-aside, with no order or split.
        assert obs.unseen_numbers() == frozenset(c.value for c in hidden)


def test_B8_counts_in_observation_match_the_public_counter_flow() -> None:
    """Exact counts are given because every counter movement is public: replaying the
    events alone reproduces them."""
    game, events = play_random(GameConfig(players=4, rounds=2), seed=5)
    counts: list[int] = []
    for event in events:
        if isinstance(event, RoundStarted):
            counts = list(event.counters)
        elif isinstance(event, CounterPaid):
            counts[event.seat] -= 1
            assert counts[event.seat] == event.counters_left
        elif isinstance(event, CardTaken):
            counts[event.seat] += event.counters
            assert counts[event.seat] == event.counters_after
    assert tuple(counts) == game.observation(None).counters


def test_B8_own_counters_only_in_own_observation() -> None:
    game = Game.new(GameConfig(players=3, first_player=0), seed=1)
    game.apply(0, Action.PASS)
    assert game.observation(0).my_counters == 10
    assert game.observation(1).my_counters == 11
    assert game.observation(None).my_counters is None
    assert game.observation(None).legal == ()


def test_B8_open_counters_is_a_table_option() -> None:
    assert Game.new(GameConfig(open_counters=True), seed=1).observation(0).open_counters
    assert not Game.new(GameConfig(), seed=1).observation(0).open_counters


def test_events_start_with_game_and_round_start() -> None:
    game = Game.new(GameConfig(players=3, rounds=3), seed=1)
    kinds = [type(e) for e in game.opening_events]
    assert kinds == [GameStarted, RoundStarted, CardRevealed, DecisionMoved]
    assert game.opening_events[0] == GameStarted(players=3, rounds=3)


def test_card_is_a_value_with_a_kind() -> None:
    card = Card.number(17)
    assert card.value == 17 and card.is_number
    assert Card.number(17) is card
    with pytest.raises(ValueError):
        Card.number(2)
