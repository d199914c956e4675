"""Illegal actions change nothing; records replay; saves round-trip and refuse corruption."""

from __future__ import annotations

import json

import pytest

from game.rules import Action, Game, GameConfig, GameRecord, IllegalActionError, SaveError
from tests.rules.helpers import play_random


def test_wrong_seat_is_refused_and_changes_nothing() -> None:
    game = Game.new(GameConfig(players=4, first_player=2), seed=1)
    digest, obs = game.state_digest(), game.observation(None)
    with pytest.raises(IllegalActionError, match="seat 2's decision, not seat 0's"):
        game.apply(0, Action.TAKE)
    assert game.state_digest() == digest and game.observation(None) == obs
    assert game.record.actions == ()


@pytest.mark.parametrize("bad", ["take", None, 1])
def test_non_action_is_refused(bad: object) -> None:
    game = Game.new(GameConfig(players=3, first_player=0), seed=1)
    with pytest.raises(IllegalActionError, match="not an action"):
        game.apply(0, bad)  # type: ignore[arg-type]


def test_not_a_seat_is_refused() -> None:
    game = Game.new(GameConfig(players=3, first_player=0), seed=1)
    with pytest.raises(IllegalActionError, match="not a seat"):
        game.apply("0", Action.TAKE)  # type: ignore[arg-type]


def test_legal_actions_are_empty_for_other_seats() -> None:
    game = Game.new(GameConfig(players=3, first_player=1), seed=1)
    assert game.legal_actions(0) == ()
    assert game.legal_actions(1) == (Action.TAKE, Action.PASS)


def test_record_replays_to_identical_state_and_events() -> None:
    config = GameConfig(players=5, rounds=2, tactical=True)
    game, events = play_random(config, seed=77, choice_seed=3)
    replayed = Game.replay(game.record)
    assert replayed.state_digest() == game.state_digest()
    replay_events = list(Game.new(config, 77).opening_events)
    again = Game.new(config, 77)
    for seat, action in game.record.actions:
        replay_events += again.apply(seat, action)
    assert replay_events == events


def test_save_in_progress_loads_back_identical() -> None:
    game = Game.new(GameConfig(players=4, rounds=3), seed=5)
    for _ in range(40):
        seat = game.current_seat
        game.apply(seat, game.legal_actions(seat)[-1] if _ % 3 else Action.TAKE)
    loaded = Game.from_json(game.to_json())
    assert loaded.state_digest() == game.state_digest()
    for seat in range(4):
        assert loaded.observation(seat) == game.observation(seat)
    assert loaded.record == game.record
    # ...and both go on identically.
    seat = game.current_seat
    assert loaded.apply(seat, Action.TAKE) == game.apply(seat, Action.TAKE)


def test_finished_game_round_trips() -> None:
    game, _ = play_random(GameConfig(players=3, rounds=2), seed=8)
    loaded = Game.from_json(game.to_json())
    assert loaded.is_over and loaded.winners == game.winners and loaded.totals == game.totals


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ("[]", "not a No Thanks! saved game"),
        ('{"format": "something-else"}', "not a No Thanks! saved game"),
        ('{"format": "nothanks.game"}', "no version"),
    ],
)
def test_corrupt_save_is_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        Game.from_json(text)


def _saved() -> dict[str, object]:
    game = Game.new(GameConfig(players=3, first_player=0), seed=2)
    game.apply(0, Action.PASS)
    game.apply(1, Action.TAKE)
    return json.loads(game.to_json())


def test_future_version_save_is_refused() -> None:
    doc = _saved()
    doc["version"] = 99
    with pytest.raises(SaveError, match="newer version"):
        Game.from_json(json.dumps(doc))


def test_tampered_save_is_refused() -> None:
    doc = _saved()
    doc["actions"] = [[0, "pass"], [1, "pass"]]
    with pytest.raises(SaveError, match="corrupt"):
        Game.from_json(json.dumps(doc))


def test_save_with_impossible_action_is_refused() -> None:
    doc = _saved()
    doc["actions"] = [[2, "take"]]
    with pytest.raises(SaveError, match="action 1 cannot be replayed"):
        Game.from_json(json.dumps(doc))


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("actions", [[0, "fold"]], "unknown action"),
        ("actions", [["x"]], "bad action"),
        ("config", {"players": 9}, "3 to 7"),
        ("config", {"colour": "red"}, "unknown config"),
        ("seed", "abc", "seed"),
    ],
)
def test_save_with_bad_fields_is_refused(key: str, value: object, message: str) -> None:
    doc = _saved()
    doc[key] = value
    with pytest.raises(SaveError, match=message):
        Game.from_json(json.dumps(doc))


def test_save_missing_a_field_is_refused() -> None:
    doc = _saved()
    del doc["seed"]
    with pytest.raises(SaveError, match="missing"):
        Game.from_json(json.dumps(doc))


def test_replay_of_illegal_record_is_refused() -> None:
    record = GameRecord(GameConfig(players=3, first_player=0), 1, ((1, Action.TAKE),))
    with pytest.raises(SaveError):
        Game.replay(record)
