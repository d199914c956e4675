"""`python -m game sim` and `python -m game bench`: figures and usage errors."""

from __future__ import annotations

import json
import math
import re
import statistics
import subprocess
import sys

import pytest

from game.bots.tree import HARD
from game.rules import GameConfig
from game.sim import play_one, run_sim
from game.stats import t_quantile
from nothanks.cli import main


def test_sim_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--players", "3", "--bots", "heuristic,random,random",
                 "--games", "30", "--seed", "4", "--json"]) == 0  # fmt: skip
    result = json.loads(capsys.readouterr().out)
    assert result["games_per_second"] > 0
    names = [bot["name"] for bot in result["bots"]]
    assert names == ["heuristic", "random"]
    heuristic, random_bot = result["bots"]
    assert heuristic["games"] == 30 and random_bot["games"] == 60
    for bot in result["bots"]:
        assert set(bot) >= {"name", "games", "mean_score", "win_share", "win_share_ci95",
                            "decision_ms_median", "decision_ms_p95"}  # fmt: skip
        low, high = bot["win_share_ci95"]
        assert 0 <= low <= bot["win_share"] <= high <= 1
    # Win shares are shares of games: they add up to one game per game.
    total = heuristic["win_share"] * 30 + random_bot["win_share"] * 60
    assert total == pytest.approx(30, abs=0.01)
    assert heuristic["win_share"] > random_bot["win_share"]


def test_a_name_in_several_seats_has_its_interval_over_games() -> None:
    # Random sits in two seats: its two shares of one game are one sample (one seat's win
    # is the other's loss), so the interval is that of its per-game share.
    config = GameConfig(players=3)
    result = run_sim(["heuristic", "random", "random"], config, games=30, seed=4)
    per_game = [
        statistics.fmean(play_one(["heuristic", "random", "random"], config, 4, i)["random"].shares)
        for i in range(30)
    ]
    half = t_quantile(29) * statistics.stdev(per_game) / math.sqrt(30)
    random_row = result["bots"][1]
    assert random_row["win_share"] == pytest.approx(statistics.fmean(per_game), abs=1e-4)
    low, high = random_row["win_share_ci95"]
    assert low == pytest.approx(max(0.0, random_row["win_share"] - half), abs=1e-4)
    assert high == pytest.approx(random_row["win_share"] + half, abs=1e-4)


def test_sim_is_reproducible_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["sim", "--players", "4", "--bots", "random", "--games", "20", "--seed", "9", "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert [b["mean_score"] for b in first["bots"]] == [b["mean_score"] for b in second["bots"]]


def test_sim_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    main(["sim", "--players", "5", "--bots", "heuristic,random,random,random,random",
          "--games", "10", "--seed", "1", "--tactical"])  # fmt: skip
    out = capsys.readouterr().out
    assert "5 players, 10 games, seed 1, tactical" in out
    assert "heuristic" in out and "parity win share: 0.200" in out


@pytest.mark.parametrize(
    "args",
    [
        ["sim", "--players", "9", "--bots", "random", "--games", "1", "--seed", "1"],
        ["sim", "--players", "3", "--bots", "nobody", "--games", "1", "--seed", "1"],
        ["sim", "--players", "3", "--bots", "random,random", "--games", "1", "--seed", "1"],
        ["sim", "--players", "3", "--bots", "random", "--games", "0", "--seed", "1"],
        ["sim", "--players", "3", "--bots", "random", "--games", "x", "--seed", "1"],
        ["sim", "--players", "3"],
        ["bench", "nothing"],
    ],
)
def test_bad_arguments_print_usage_and_exit_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_unknown_command_exits_2() -> None:
    assert main(["dance"]) == 2


def test_module_entry_point_runs_a_sim() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game", "sim", "--players", "3", "--bots", "random",
         "--games", "5", "--seed", "2", "--workers", "2", "--json"],
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    assert json.loads(done.stdout)["bots"][0]["games"] == 15


def test_bench_prints_decisions_per_second(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "engine", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "event path" in out and "fast path" in out and "decisions/s" in out


def test_bench_search_counts_hards_iterations_a_move(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "search", "--players", "4", "--seconds", "0.3"]) == 0
    out = capsys.readouterr().out
    assert "4 players" in out and "80 ms budget" in out
    median = int(re.search(r"iterations a move median ([\d,]+)", out)[1].replace(",", ""))
    # The clock is read every 32 iterations, and the budget has a cap.
    assert 32 <= median <= HARD.max_iterations


def test_sim_plays_the_expansion(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--players", "4", "--bots", "normal,easy", "--games", "6",
                 "--seed", "3", "--variant", "expansion", "--tactical", "--rounds", "2",
                 "--json"]) == 0  # fmt: skip
    result = json.loads(capsys.readouterr().out)
    assert result["expansion"] is True and result["tactical"] is True
    assert sum(bot["games"] for bot in result["bots"]) == 24
    main(["sim", "--players", "3", "--bots", "normal,easy,easy", "--games", "3", "--seed", "3",
          "--variant", "expansion"])  # fmt: skip
    assert "3 players, 3 games, seed 3, expansion" in capsys.readouterr().out


def test_bench_measures_the_expansion(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "engine", "--seconds", "0.2", "--variant", "expansion"]) == 0
    out = capsys.readouterr().out
    assert "expansion" in out and "event path" in out and "fast path" in out


@pytest.mark.parametrize("command", ["sim", "bench"])
def test_unknown_variant_is_a_usage_error(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = {
        "sim": ["sim", "--players", "3", "--bots", "random", "--games", "1", "--seed", "1"],
        "bench": ["bench", "engine"],
    }[command]
    with pytest.raises(SystemExit) as exit_info:
        main([*args, "--variant", "deluxe"])
    assert exit_info.value.code == 2
    assert "usage:" in capsys.readouterr().err
