"""lab/tools/agreement.py: other searches asked about hard's own decisions in gauntlet games."""

from __future__ import annotations

import json

import pytest

from game.rules import Action
from lab.tools import agreement

tool = agreement


def _run(candidates: list[str], seed: int = 5) -> dict:
    return tool.run_agreement(candidates, "greedy", games=3, seed=seed, hard_iterations=60,
                              expert_iterations=200)  # fmt: skip


def test_a_one_iteration_search_takes_so_it_differs_exactly_where_hard_passed() -> None:
    # One iteration visits take first and nothing else, so that candidate always takes.
    document = _run(["max_iterations=1"])
    records = document["records"]
    assert len(records) == document["decisions"] > 0
    assert {r["candidates"][0]["choice"] for r in records} == {Action.TAKE.value}
    passes = sum(r["hard"] == Action.PASS.value for r in records)
    row = document["candidates"][0]
    assert 0 < passes < len(records)
    assert row["changed"]["count"] == passes
    # Every change it makes is a take where hard passed.
    assert row["takes_where_hard_passed"] == passes
    steady = sum(r["hard"] == Action.PASS.value == r["hard_again"] for r in records)
    assert row["changed_where_hard_is_steady"]["count"] == steady
    # Hard's own search prefers its pass to the take it was offered instead.
    assert row["hard_gain_mean"] < 0


def test_every_real_decision_of_hards_seat_is_asked_once() -> None:
    document = _run(["expert"])
    games = {r["game"] for r in document["records"]}
    assert games == {0, 1, 2}  # hard sat in each seat of the deal, and decided in each game
    low, high = document["hard_again_changed"]["ci95"]
    assert 0.0 <= low <= document["hard_again_changed"]["rate"] <= high <= 1.0


def test_a_run_repeats_exactly() -> None:
    assert _run(["expert"], seed=8) == _run(["expert"], seed=8)


def test_command_line_prints_the_report_and_refuses_a_bad_candidate(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert tool.main(["--opponents", "greedy", "--games", "3", "--hard-iterations", "40",
                      "--candidate", "exploration=1.0", "--json"]) == 0  # fmt: skip
    document = json.loads(capsys.readouterr().out)
    assert document["candidates"][0]["name"] == "exploration=1.0"
    assert tool.main(["--candidate", "explore=2"]) == 2
    assert "explore" in capsys.readouterr().err
    assert tool.main(["--opponents", "nobody"]) == 2


def test_the_direction_of_changes_is_counted_for_hard_again_and_each_candidate() -> None:
    def record(hard: str, again: str, candidate: str) -> dict:
        choice = {"choice": candidate, "own_gain": 0.0, "hard_gain": 0.0}
        return {"game": 0, "hard": hard, "hard_again": again, "candidates": [choice]}

    records = [
        record("pass", "take", "take"),  # both take where hard passed
        record("pass", "pass", "take"),  # the candidate takes where hard passed
        record("take", "pass", "take"),  # hard again passes where hard took
        record("take", "take", "pass"),  # the candidate passes where hard took
        record("pass", "pass", "pass"),
    ]
    summary = tool.summarize(records, ["x"])
    assert summary["hard_again_changed"]["count"] == 2
    assert summary["hard_again_takes_where_hard_passed"] == 1
    (row,) = summary["candidates"]
    assert row["changed"]["count"] == 3 and row["takes_where_hard_passed"] == 2
    assert row["changed_where_hard_is_steady"]["count"] == 2
