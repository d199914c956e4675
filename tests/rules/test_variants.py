"""[V1] the tactical variant and [V2] matches of several rounds."""

from __future__ import annotations

import pytest

from game.rules import Card, Game, GameConfig
from game.rules.events import CardTaken, MatchEnded, RoundEnded, RoundStarted
from tests.rules.helpers import play_random


def test_V1_tactical_removes_10_20_30_face_up_and_sets_6_aside() -> None:
    game = Game.new(GameConfig(players=4, tactical=True), seed=9)
    places = game.card_locations()
    removed = sorted(c.value for c, p in places.items() if p == "removed")
    assert removed == [10, 20, 30]
    assert list(places.values()).count("set_aside") == 6
    assert list(places.values()).count("deck") + list(places.values()).count("table") == 24
    obs = game.observation(0)
    assert obs.removed == (Card.number(10), Card.number(20), Card.number(30))
    assert obs.set_aside_count == 6


@pytest.mark.parametrize(("players", "counters"), [(3, 10), (5, 10), (6, 8), (7, 6)])
def test_V1_tactical_gives_one_counter_fewer(players: int, counters: int) -> None:
    game = Game.new(GameConfig(players=players, tactical=True), seed=1)
    assert game.observation(None).counters == (counters,) * players


def test_V1_tactical_never_plays_removed_cards() -> None:
    _, events = play_random(GameConfig(players=3, tactical=True), seed=4)
    taken = {e.card.value for e in events if isinstance(e, CardTaken)}
    assert len(taken) == 24
    assert not taken & {10, 20, 30}


def test_V2_scores_add_up_across_rounds() -> None:
    game, events = play_random(GameConfig(players=4, rounds=3), seed=12)
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert [e.round for e in ended] == [1, 2, 3]
    assert len([e for e in events if isinstance(e, CardTaken)]) == 72
    for seat in range(4):
        assert game.totals[seat] == sum(e.scores[seat] for e in ended)
    assert ended[-1].totals == game.totals
    assert [r.scores for r in game.round_results] == [e.scores for e in ended]


def test_V2_first_player_moves_one_seat_left_each_round() -> None:
    _, events = play_random(GameConfig(players=5, rounds=5, first_player=3), seed=2)
    firsts = [e.first_seat for e in events if isinstance(e, RoundStarted)]
    assert firsts == [3, 4, 0, 1, 2]


def test_V2_each_round_starts_with_fresh_counters_and_cards() -> None:
    _, events = play_random(GameConfig(players=6, rounds=2), seed=3)
    starts = [e for e in events if isinstance(e, RoundStarted)]
    assert [s.counters for s in starts] == [(9,) * 6, (9,) * 6]
    second = events.index(starts[1])
    assert isinstance(events[second - 1], RoundEnded)
    taken_in_second = [e for e in events[second:] if isinstance(e, CardTaken)]
    assert len(taken_in_second) == 24


def test_V2_lowest_total_wins_the_match_and_ties_share() -> None:
    for seed in range(40):
        game, events = play_random(GameConfig(players=3, rounds=3), seed=seed)
        best = min(game.totals)
        assert game.winners == tuple(s for s, t in enumerate(game.totals) if t == best)
        assert events[-1] == MatchEnded(game.totals, game.winners)


def test_V2_rounds_must_be_positive() -> None:
    with pytest.raises(ValueError, match="rounds"):
        GameConfig(rounds=0)
