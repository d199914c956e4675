"""`python -m game gauntlet`: paired deals, the documented JSON, and usage errors."""

from __future__ import annotations

import json

import pytest

from game.cli import main

KEYS = {
    "name",
    "games",
    "win_share",
    "win_share_ci95",
    "mean_score",
    "opponent_mean_score",
    "decision_ms_median",
    "decision_ms_p95",
}


def gauntlet(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["gauntlet", *args, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert isinstance(result, dict)
    return result


def test_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    result = gauntlet(
        capsys, "--bot", "normal", "--games", "6", "--seed", "3",
        "--opponents", "greedy,stingy,runhunter,hoarder,thresholds",
    )  # fmt: skip
    assert result["bot"] == "normal"
    rows = result["opponents"]
    assert isinstance(rows, list)
    names = [row["name"] for row in rows]
    assert names == ["greedy", "stingy", "runhunter", "hoarder", "thresholds"]
    for row in rows:
        assert set(row) >= KEYS and row["games"] == 6
        low, high = row["win_share_ci95"]
        assert 0 <= low <= row["win_share"] <= high <= 1


def test_paired_deals_make_a_mirror_match_exactly_even(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Normal against two normals: every deal is played once from each seat, and the
    games are the same game, so the win share is exactly parity and the scores agree."""
    for players in ("3", "4"):
        result = gauntlet(
            capsys, "--bot", "normal", "--games", str(3 * int(players)), "--seed", "5",
            "--players", players, "--opponents", "normal",
        )  # fmt: skip
        (row,) = result["opponents"]  # type: ignore[misc]
        assert row["win_share"] == pytest.approx(1 / int(players), abs=1e-4)
        assert row["mean_score"] == pytest.approx(row["opponent_mean_score"], abs=0.01)


def test_is_reproducible_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--bot", "easy", "--games", "6", "--seed", "9", "--opponents", "thresholds")
    timed = ("decision_ms_median", "decision_ms_p95")  # clock readings: not reproducible

    def results() -> list[dict[str, object]]:
        rows = gauntlet(capsys, *args)["opponents"]
        assert isinstance(rows, list)
        return [{key: row[key] for key in row if key not in timed} for row in rows]

    assert results() == results()


def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["gauntlet", "--bot", "normal", "--games", "3", "--seed", "1",
                 "--opponents", "hoarder", "--players", "5"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "normal against 4 copies of each opponent, 5 players" in out
    assert "hoarder" in out and "parity win share: 0.200" in out


@pytest.mark.parametrize(
    "args",
    [
        ["gauntlet", "--bot", "nobody", "--games", "3", "--seed", "1"],
        ["gauntlet", "--bot", "hard", "--games", "3", "--seed", "1", "--opponents", "ghost"],
        ["gauntlet", "--bot", "hard", "--games", "0", "--seed", "1"],
        ["gauntlet", "--bot", "hard", "--games", "x", "--seed", "1"],
        ["gauntlet", "--bot", "hard", "--games", "3", "--seed", "1", "--players", "6"],
        ["gauntlet", "--bot", "hard", "--games", "3"],
        ["gauntlet", "--bot", "hard", "--games", "3", "--seed", "1", "--opponents", ","],
    ],
)
def test_bad_arguments_print_usage_and_exit_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    assert "usage:" in capsys.readouterr().err
