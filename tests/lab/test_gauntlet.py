"""`python -m lab gauntlet` and `gauntlet-pool`: paired deals, the documented JSON, and
usage errors."""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path
from typing import Any

import pytest

from game.stats import t_quantile
from lab.cli import main
from lab.pooling import every_opponent_difference
from lab.report import difference_words

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


# Clock readings: never reproducible, so never compared for equality.
TIMED = ("decision_ms_median", "decision_ms_p95")


def untimed(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows without their clock readings (their `compare` objects too)."""
    out = []
    for row in rows:
        plain = {key: value for key, value in row.items() if key not in TIMED}
        if "compare" in plain:
            plain["compare"] = {k: v for k, v in plain["compare"].items() if k not in TIMED}
        out.append(plain)
    return out


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

    def results() -> list[dict[str, object]]:
        rows = gauntlet(capsys, *args)["opponents"]
        assert isinstance(rows, list)
        return untimed(rows)  # type: ignore[return-value]

    assert results() == results()


def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["gauntlet", "--bot", "normal", "--games", "5", "--seed", "1",
                 "--opponents", "hoarder", "--players", "5"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "normal against 4 copies of each opponent, 5 players" in out
    assert "hoarder" in out and "parity win share: 0.200" in out


def test_compare_plays_the_same_games_and_reports_the_paired_difference(
    capsys: pytest.CaptureFixture[str],
) -> None:
    common = ("--games", "12", "--seed", "4", "--opponents", "hoarder,thresholds")
    paired = gauntlet(capsys, "--bot", "normal", "--compare", "easy", *common)
    alone = gauntlet(capsys, "--bot", "easy", *common)
    assert paired["compare"] == "easy"
    for row, easy_row in zip(paired["opponents"], alone["opponents"], strict=True):  # type: ignore[call-overload]
        versus = row["compare"]
        assert set(versus) >= KEYS and versus["name"] == "easy"
        # The same games: easy's figures are those of easy's own run on this seed.
        assert versus["win_share"] == easy_row["win_share"]
        assert versus["mean_score"] == easy_row["mean_score"]
        assert versus["win_share_difference"] == pytest.approx(
            row["win_share"] - versus["win_share"], abs=1e-3
        )
        assert versus["score_difference"] == pytest.approx(
            row["mean_score"] - versus["mean_score"], abs=0.02
        )
        low, high = versus["win_share_difference_ci95"]
        assert low <= versus["win_share_difference"] <= high


def test_a_bot_compared_with_itself_differs_by_exactly_nothing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    result = gauntlet(
        capsys, "--bot", "normal", "--compare", "normal", "--games", "9", "--seed", "2",
        "--opponents", "runhunter",
    )  # fmt: skip
    (row,) = result["opponents"]  # type: ignore[misc]
    versus = row["compare"]
    assert versus["win_share_difference"] == 0
    assert versus["win_share_difference_ci95"] == [0, 0]
    assert versus["score_difference"] == 0
    assert versus["win_share"] == row["win_share"]


def test_compare_text_report_names_both_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["gauntlet", "--bot", "normal", "--compare", "easy", "--games", "6",
                 "--seed", "1", "--opponents", "stingy"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "normal − easy on the same games: win share" in out


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
        ["gauntlet", "--bot", "hard", "--games", "3", "--seed", "1", "--compare", "ghost"],
        ["gauntlet", "--bot", "normal", "--games", "4", "--seed", "1"],
        ["gauntlet", "--bot", "normal", "--games", "6", "--seed", "1", "--players", "4"],
    ],
)
def test_bad_arguments_print_usage_and_exit_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    assert "usage:" in capsys.readouterr().err


def saved_run(
    capsys: pytest.CaptureFixture[str],
    folder: Path,
    seed: int,
    *extra: str,
    games: int = 9,
    opponents: str = "hoarder,stingy",
) -> tuple[Path, dict[str, Any]]:
    document = gauntlet(
        capsys, "--bot", "normal", "--compare", "easy", "--games", str(games), "--seed", str(seed),
        "--opponents", opponents, *extra,
    )  # fmt: skip
    path = folder / f"run{seed}_{opponents.replace(',', '_')}.json"
    path.write_text(json.dumps(document))
    return path, document


def pooled(capsys: pytest.CaptureFixture[str], *files: Path) -> dict[str, Any]:
    assert main(["gauntlet-pool", *map(str, files), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert isinstance(result, dict)
    return result


def test_pooling_one_run_gives_back_its_figures(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, document = saved_run(capsys, tmp_path, 3)
    result = pooled(capsys, path)
    assert result["bot"] == "normal" and result["compare"] == "easy"
    assert untimed(result["opponents"]) == untimed(document["opponents"])


def test_pooling_runs_on_two_seeds_counts_every_deal_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    first_path, first = saved_run(capsys, tmp_path, 3)
    second_path, second = saved_run(capsys, tmp_path, 4)
    result = pooled(capsys, first_path, second_path)
    assert result["seed"] == "3,4"
    for row, one, two in zip(result["opponents"], first["opponents"], second["opponents"],
                             strict=True):  # fmt: skip
        assert row["games"] == 18
        assert row["deal_win_shares"] == one["deal_win_shares"] + two["deal_win_shares"]
        assert row["win_share"] == pytest.approx(
            (one["win_share"] + two["win_share"]) / 2, abs=1e-4
        )
        deals = row["deal_win_shares"]
        half = t_quantile(len(deals) - 1) * statistics.stdev(deals) / math.sqrt(len(deals))
        low, high = row["win_share_ci95"]
        assert low == pytest.approx(max(0.0, row["win_share"] - half), abs=1e-4)
        assert high == pytest.approx(min(1.0, row["win_share"] + half), abs=1e-4)
        versus = row["compare"]
        gaps = one["compare"]["deal_differences"] + two["compare"]["deal_differences"]
        assert versus["deal_differences"] == gaps
        assert versus["win_share_difference"] == pytest.approx(statistics.fmean(gaps), abs=1e-4)
        assert versus["win_share_difference"] == pytest.approx(
            row["win_share"] - versus["win_share"], abs=1e-3
        )
    text_args = ["gauntlet-pool", str(first_path), str(second_path)]
    assert main(text_args) == 0
    out = capsys.readouterr().out
    assert "seeds 3,4" in out and "normal − easy on the same games" in out


def test_runs_of_one_seed_against_different_opponents_pool_as_one_run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    hoarder_path, hoarder = saved_run(capsys, tmp_path, 3, opponents="hoarder")
    stingy_path, stingy = saved_run(capsys, tmp_path, 3, opponents="stingy")
    both_path, both = saved_run(capsys, tmp_path, 3)
    result = pooled(capsys, hoarder_path, stingy_path)
    assert result["seed"] == "3"
    # The same games as one run of both (the clock readings apart).
    assert untimed(result["opponents"]) == untimed(both["opponents"])
    assert [row["name"] for row in result["opponents"]] == ["hoarder", "stingy"]
    gaps = [
        gap
        for run in (hoarder, stingy)
        for gap in run["opponents"][0]["compare"]["deal_differences"]
    ]
    together = every_opponent_difference(result)
    assert together is not None and together["games"] == 18
    assert together["win_share_difference"] == pytest.approx(statistics.fmean(gaps), abs=1e-4)
    assert main(["gauntlet-pool", str(hoarder_path), str(stingy_path)]) == 0
    out = capsys.readouterr().out
    figure = f"{together['win_share_difference']:+.3f}"
    assert f"every opponent together, 18 games: normal − easy {figure}" in out
    # One opponent's runs only: nothing to put together.
    assert every_opponent_difference(hoarder) is None
    assert main(["gauntlet-pool", str(hoarder_path), str(both_path)]) == 2
    assert "3 (hoarder)" in capsys.readouterr().err


def test_every_opponent_together_counts_each_deal_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # One seed deals the same cards to every opponent: 12 games against each of two
    # opponents are 4 deals, and the interval is that of the 4 deals' mean differences.
    _, run = saved_run(capsys, tmp_path, 6, games=12)
    together = every_opponent_difference(run)
    assert together is not None and together["games"] == 24 and together["deals"] == 4
    per_opponent = [row["compare"]["deal_differences"] for row in run["opponents"]]
    per_deal = [statistics.fmean(gaps) for gaps in zip(*per_opponent, strict=True)]
    half = t_quantile(3) * statistics.stdev(per_deal) / math.sqrt(4)
    mean = statistics.fmean(per_deal)
    assert together["win_share_difference"] == pytest.approx(mean, abs=1e-4)
    low, high = together["win_share_difference_ci95"]
    assert low == pytest.approx(mean - half, abs=1e-4)
    assert high == pytest.approx(mean + half, abs=1e-4)


def test_runs_saved_before_deal_keys_pool_by_their_seed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, document = saved_run(capsys, tmp_path, 3)
    for row in document["opponents"]:
        del row["deal_keys"], row["compare"]["deal_keys"]
    old = tmp_path / "old.json"
    old.write_text(json.dumps(document))
    assert pooled(capsys, old) == pooled(capsys, path)
    # A pooled run without them cannot say which deal is which.
    second, _ = saved_run(capsys, tmp_path, 4)
    both = json.loads(json.dumps(pooled(capsys, old, second)))
    for row in both["opponents"]:
        del row["deal_keys"]
    old_pool = tmp_path / "old_pool.json"
    old_pool.write_text(json.dumps(both))
    assert main(["gauntlet-pool", str(old_pool)]) == 2
    assert "pool the runs it came from" in capsys.readouterr().err


def test_pooling_refuses_runs_that_do_not_belong_together(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, _ = saved_run(capsys, tmp_path, 3)
    (tmp_path / "four").mkdir()
    four_path, _ = saved_run(capsys, tmp_path / "four", 5, "--players", "4", games=12)
    broken = tmp_path / "broken.json"
    broken.write_text('{"bot": "normal", "opp')
    old = tmp_path / "old.json"
    document = json.loads(path.read_text())
    for row in document["opponents"]:
        del row["deal_win_shares"]
    document["seed"] = 99
    old.write_text(json.dumps(document))
    no_players = tmp_path / "players0.json"
    no_players.write_text(json.dumps({**json.loads(path.read_text()), "players": 0}))
    no_games = tmp_path / "games0.json"
    document = json.loads(path.read_text())
    document["opponents"][0]["games"] = 0
    no_games.write_text(json.dumps(document))
    (tmp_path / "five").mkdir()
    five_path, _ = saved_run(capsys, tmp_path / "five", 5)
    already_pooled = tmp_path / "pooled.json"
    already_pooled.write_text(json.dumps(pooled(capsys, path, five_path)))
    for files, words in (
        ([already_pooled, five_path], "a seed appears twice against the same opponent"),
        ([no_players], "players must be 3 to 7"),
        ([no_games], "a row has no games"),
        ([path, path], "a seed appears twice against the same opponent"),
        ([path, four_path], "differ in bot, table size"),
        ([path, old], "no per-deal figures"),
        ([path, broken], "broken.json"),
        ([tmp_path / "missing.json"], "missing.json"),
    ):
        assert main(["gauntlet-pool", *map(str, files)]) == 2
        captured = capsys.readouterr()
        assert words in captured.err and captured.out == ""


def plain_run(
    capsys: pytest.CaptureFixture[str],
    folder: Path,
    bot: str,
    seed: int,
    *extra: str,
    games: int = 6,
) -> Path:
    document = gauntlet(
        capsys, "--bot", bot, "--games", str(games), "--seed", str(seed),
        "--opponents", "hoarder,stingy", *extra,
    )  # fmt: skip
    path = folder / f"{bot}_{seed}_{'_'.join(extra) or 'p3'}.json"
    path.write_text(json.dumps(document))
    return path


def test_runs_made_apart_pair_deal_by_deal_as_a_compare_run_does(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The rule bots and easy/normal are seeded, so a run of normal and a run of easy on
    # one seed play the very games `--compare` plays side by side.
    normal_runs = [plain_run(capsys, tmp_path, "normal", seed) for seed in (3, 4)]
    easy_runs = [plain_run(capsys, tmp_path, "easy", seed) for seed in (4, 3)]
    compared_path, compared = saved_run(capsys, tmp_path, 3, games=6)
    compared_too_path, compared_too = saved_run(capsys, tmp_path, 4, games=6)
    args = ["gauntlet-pool", *map(str, normal_runs), "--versus", *map(str, easy_runs)]
    assert main([*args, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["bot"], result["versus"], result["seed"]) == ("normal", "easy", "3,4")
    for row, one, two in zip(result["opponents"], compared["opponents"],
                             compared_too["opponents"], strict=True):  # fmt: skip
        assert row["games"] == 12 and row["deals"] == 4
        both = one["compare"]["deal_differences"] + two["compare"]["deal_differences"]
        assert row["deal_differences"] == pytest.approx(both)
        score = (one["compare"]["score_difference"] + two["compare"]["score_difference"]) / 2
        assert row["score_difference"] == pytest.approx(score, abs=0.02)
    # Each deal's two opponents count as one sample, as in a pooled --compare run.
    together = every_opponent_difference(pooled(capsys, compared_path, compared_too_path))
    assert together is not None
    assert result["together"]["win_share_difference_ci95"] == together["win_share_difference_ci95"]
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "normal − easy, each run apart on the same deals" in text
    assert f"every opponent together, 24 games: {together['win_share_difference']:+.3f}" in text


def test_runs_made_apart_must_share_their_deals(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    normal = plain_run(capsys, tmp_path, "normal", 3)
    other_seed = plain_run(capsys, tmp_path, "easy", 4)
    four = plain_run(capsys, tmp_path, "easy", 3, "--players", "4", games=8)
    document = json.loads(other_seed.read_text())
    for row, name in zip(document["opponents"], ("greedy", "runhunter"), strict=True):
        row["name"] = name
    strangers = tmp_path / "strangers.json"
    strangers.write_text(json.dumps(document))
    hoarder_only = tmp_path / "hoarder_only.json"
    document = json.loads(normal.read_text())
    document["opponents"] = document["opponents"][:1]
    hoarder_only.write_text(json.dumps(document))
    broken = tmp_path / "broken.json"
    broken.write_text('{"bot": "easy", "opp')
    for versus, words in (
        ([other_seed], "did not play the same deals: 4 in one only (3:0, 3:1, 4:0, 4:1)"),
        ([four], "table sizes differ"),
        ([strangers], "hoarder, stingy in the first only; greedy, runhunter in the --versus only"),
        ([hoarder_only], "the runs differ in opponents: stingy in the first only"),
        ([normal, other_seed], "the --versus runs: runs differ in bot"),
        ([tmp_path / "missing.json"], "missing.json"),
        ([broken], "broken.json"),
    ):
        assert main(["gauntlet-pool", str(normal), "--versus", *map(str, versus)]) == 2
        captured = capsys.readouterr()
        assert words in captured.err and captured.out == ""


def test_a_difference_that_rounds_to_nought_prints_without_a_minus() -> None:
    # Per-deal differences are sums of thirds; what should be nought can land a hair below.
    figures = {
        "win_share_difference": -0.0004,
        "win_share_difference_ci95": [-0.0004, -0.0],
        "score_difference": -0.04,
    }
    assert difference_words(figures) == "+0.000 [+0.000, +0.000], score +0.0"
    figures["win_share_difference"] = -0.0006
    assert difference_words(figures).startswith("-0.001 [")
