"""Hard and expert decide exactly as they did when tests/bots/data/decisions.json was
recorded (tests/bots/golden.py): a few hundred clock-free seeded decisions, replayed."""

from __future__ import annotations

import json

import pytest

from tests.bots.golden import DATA, LEVELS, clock_free, level_constants, positions

DOCUMENT = json.loads(DATA.read_text())


# Experiment-only options the tree had when the decisions were recorded, since removed
# (they moved out with the lab); the levels never used them.
REMOVED_OPTIONS = {"opponent_follow": 0.0, "trees": 1, "judge_opponents": False}


def test_the_levels_search_with_the_recorded_settings() -> None:
    """The clock-free replay caps the iterations; the rest of each level's settings (and
    its clock) must be what was recorded."""
    recorded = DOCUMENT["constants"]
    now = level_constants()
    for name in LEVELS:
        tree = dict(recorded[name]["tree"])
        for option, neutral in REMOVED_OPTIONS.items():
            assert tree.pop(option, neutral) == neutral
        assert now[name]["tree"] == tree
        assert now[name]["expansion_search"] == recorded[name]["expansion_search"]


def test_the_record_covers_both_levels_every_table_size_and_variant() -> None:
    games = DOCUMENT["games"]
    assert {g["config"]["players"] for g in games} == {3, 4, 5}
    assert any(g["config"]["tactical"] for g in games)
    assert any(g["config"]["expansion"] for g in games)
    decisions = [d for g in games for d in g["decisions"]]
    assert len(decisions) * len(LEVELS) >= 300
    # The two levels disagree somewhere, so the replay tells their settings apart.
    assert any(d["moves"]["hard"] != d["moves"]["expert"] for d in decisions)


@pytest.mark.parametrize("level", LEVELS)
def test_every_recorded_decision_is_made_again(level: str) -> None:
    changed = []
    replayed = 0
    for decision, obs in positions(DOCUMENT):
        move = clock_free(level, decision["bot_seed"]).decide(obs).value
        replayed += 1
        if move != decision["moves"][level]:
            changed.append((decision["at"], decision["moves"][level], move))
    assert replayed * len(LEVELS) == sum(
        len(g["decisions"]) * len(LEVELS) for g in DOCUMENT["games"]
    )
    assert changed == []
