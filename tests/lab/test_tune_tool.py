"""lab/tools/tune_hard.py: candidates on the very games the base plays, and pooled runs."""

from __future__ import annotations

import json
import math

import pytest

from game.bots.tree import HARD
from lab.cli import main as game_main
from lab.tools import tune_hard

tool = tune_hard


def test_overrides_change_only_the_named_fields() -> None:
    config = tool.config_from_overrides("exploration=1.0; noise=0;model.extra_prior=0.19")
    assert config.exploration == 1.0 and config.noise == 0.0
    assert config.model.extra_prior == 0.19 and config.model.slip == HARD.model.slip
    assert config.budget_ms == HARD.budget_ms and config.opponent_prior == HARD.opponent_prior
    assert tool.config_from_overrides("budget_ms=None;max_iterations=50").budget_ms is None
    assert type(tool.config_from_overrides("max_iterations=50").max_iterations) is int


@pytest.mark.parametrize(
    "spec", ["explore=1.0", "exploration", "model.nothing=1", "max_iterations=1.5", "noise=lots"]
)
def test_a_bad_override_is_refused(spec: str) -> None:
    with pytest.raises(ValueError):
        tool.config_from_overrides(spec)


def test_candidates_play_the_base_games(capsys: pytest.CaptureFixture[str]) -> None:
    document = tool.run_tuning(["normal", "easy"], ["hoarder"], games=9, seed=4, players=3,
                               base="normal")  # fmt: skip
    same, easy = document["candidates"]
    # The base against itself, every game played again: normal has no luck of its own,
    # so no difference at all.
    assert same["rows"][0]["deal_differences"] == [0.0, 0.0, 0.0]
    # Easy's row is what the gauntlet's --compare reports for normal against easy.
    assert game_main(["gauntlet", "--bot", "normal", "--compare", "easy", "--games", "9",
                      "--seed", "4", "--opponents", "hoarder", "--json"]) == 0  # fmt: skip
    gauntlet_row = json.loads(capsys.readouterr().out)["opponents"][0]
    row = easy["rows"][0]
    assert row["win_share"] == gauntlet_row["compare"]["win_share"]
    assert row["deal_differences"] == [-d for d in gauntlet_row["compare"]["deal_differences"]]
    assert document["base_rows"][0]["win_share"] == gauntlet_row["win_share"]


def test_a_search_candidate_runs_and_pools() -> None:
    spec = "budget_ms=None;max_iterations=40"
    runs = [tool.run_tuning([spec], ["stingy"], games=3, seed=seed, players=3) for seed in (1, 2)]
    pooled = tool.pool_documents(runs)
    (row,) = pooled["candidates"][0]["rows"]
    assert row["games"] == 6 and len(row["deal_differences"]) == 2
    assert pooled["seed"] == "1,2"
    assert 0.0 <= row["win_share"] <= 1.0 and not math.isnan(row["score_difference"])
    text = tool.report(pooled)
    assert spec in text and "pooled" in text
    with pytest.raises(ValueError, match="seed appears twice"):
        tool.pool_documents([runs[0], runs[0]])
    with pytest.raises(ValueError, match="seed appears twice"):
        tool.pool_documents([pooled, runs[1]])


def test_games_must_fill_every_seat_of_a_deal() -> None:
    with pytest.raises(ValueError, match="multiple"):
        tool.run_tuning(["easy"], ["stingy"], games=4, seed=1, players=3, base="normal")


def test_one_candidate_pools_from_runs_that_screened_others() -> None:
    spec = "budget_ms=None;max_iterations=40"
    first = tool.run_tuning(["easy", spec], ["stingy"], games=3, seed=1, players=3)
    second = tool.run_tuning([spec], ["stingy"], games=3, seed=2, players=3)
    with pytest.raises(ValueError, match="candidates"):
        tool.pool_documents([first, second])
    pooled = tool.pool_documents([tool.only_candidate(d, spec) for d in (first, second)])
    (candidate,) = pooled["candidates"]
    assert candidate["name"] == spec
    assert candidate["rows"][0]["deal_differences"] == (
        first["candidates"][1]["rows"][0]["deal_differences"]
        + second["candidates"][0]["rows"][0]["deal_differences"]
    )
    with pytest.raises(ValueError, match="no candidate"):
        tool.only_candidate(second, "easy")
    # Every row of every run as one, here the same two rows: 6 games, 2 deals.
    assert tool.overall([first, second], spec).startswith(f"{spec}: 6 games, 2 deals")


def test_overall_counts_a_deal_once_and_refuses_games_counted_twice() -> None:
    # Easy as the candidate against base normal: two opponents of one seed share 3 deals.
    run = tool.run_tuning(["easy"], ["hoarder", "stingy"], games=9, seed=4, players=3,
                          base="normal")  # fmt: skip
    assert tool.overall([run], "easy").startswith("easy: 18 games, 3 deals")
    line = tool.report(run).splitlines()[-1]
    rows = run["candidates"][0]["rows"]
    per_deal = [(a + b) / 2 for a, b in zip(*(r["deal_differences"] for r in rows), strict=True)]
    mean, low, high = tool._interval(per_deal)
    assert f"[{low:+.3f}, {high:+.3f}]" in line and f"{mean:+.3f}" in line
    with pytest.raises(ValueError, match="seed appears twice"):
        tool.overall([run, run], "easy")
    other_base = {**run, "base": "hard"}
    with pytest.raises(ValueError, match="differ in base"):
        tool.overall([run, other_base], "easy")
