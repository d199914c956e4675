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
    # A replay can tell its events as it goes: the same ones, in the same order.
    told: list[object] = []
    Game.replay(game.record, told=told.append)
    assert told == events


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


def test_deeply_nested_garbage_is_a_save_error_not_a_recursion_error() -> None:
    with pytest.raises(SaveError):
        Game.from_json("[" * 100000)
    with pytest.raises(SaveError):
        Game.from_json('{"a":' * 100000)


@pytest.mark.parametrize(
    ("key", "value"),
    [("rounds", 3), ("open_counters", True), ("tactical", True), ("expansion", True)],
)
def test_checksum_covers_the_config(key: str, value: object) -> None:
    """Issue 8: a save whose config was edited (here: the match made longer) is refused,
    even where its moves still replay."""
    doc = _saved()
    assert isinstance(doc["config"], dict)
    doc["config"][key] = value
    with pytest.raises(SaveError, match="corrupt"):
        Game.from_json(json.dumps(doc))


def test_checksum_covers_every_field() -> None:
    doc = _saved()
    doc["comment"] = "edited"
    with pytest.raises(SaveError, match="checksum"):
        Game.from_json(json.dumps(doc))
    doc = _saved()
    del doc["checksum"]
    with pytest.raises(SaveError, match="checksum"):
        Game.from_json(json.dumps(doc))


def test_older_format_without_checksum_is_refused_clearly() -> None:
    doc = _saved()
    doc["version"] = 1
    with pytest.raises(SaveError, match="version 1"):
        Game.from_json(json.dumps(doc))


def test_expansion_game_with_choices_saves_and_replays() -> None:
    from game.rules import Card, ChooseCard

    config = GameConfig(players=3, first_player=0, expansion=True, rounds=2)
    game = Game.scripted(config, [25, Card.special("give_left"), 9], seed=4)
    game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)
    game.apply(0, ChooseCard(Card.number(25)))
    text = game.to_json()
    assert "choose:25" in text and "deal" in text
    loaded = Game.from_json(text)
    assert loaded.state_digest() == game.state_digest()
    assert loaded.record == game.record
    assert loaded.observation(1) == game.observation(1)
    # An edited deal is refused.
    doc = json.loads(text)
    doc["deal"]["deck"] = [25, "give_left:1", 10]
    with pytest.raises(SaveError):
        Game.from_json(json.dumps(doc))
    doc["deal"]["deck"] = [25, 25, 9]
    with pytest.raises(SaveError, match="deal"):
        Game.from_json(json.dumps(doc))


def test_expansion_random_game_round_trips_mid_game() -> None:
    import random

    game = Game.new(GameConfig(players=4, expansion=True, tactical=True), seed=11)
    rng = random.Random(2)
    for _ in range(50):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    loaded = Game.from_json(game.to_json())
    for seat in range(4):
        assert loaded.observation(seat) == game.observation(seat)
    seat = game.current_seat
    assert seat is not None
    action = game.legal_actions(seat)[0]
    assert loaded.apply(seat, action) == game.apply(seat, action)
