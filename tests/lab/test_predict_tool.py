"""lab/tools/predict_players.py: how well each predictor foresees a kind of player."""

from __future__ import annotations

import json

import pytest

from lab.tools import predict_players

tool = predict_players


def test_the_model_foresees_a_player_it_contains() -> None:
    result = tool.run("normal", "easy", games=4, seed=3, probe_iterations=30)
    normal, easy = result["normal"], result["easy"]
    assert normal["decisions"] > 100 and easy["decisions"] > 100
    # Normal is one of the model's styles: a few decisions in, the model foresees it.
    assert normal["model"] >= 0.95
    # Easy slips and has a habit the model only approximates: foreseen less well.
    assert easy["model"] < normal["model"]
    for row in result.values():
        assert 0.0 < row["take_rate"] < 1.0
        assert all(0.0 <= row[name] <= 1.0 for name in tool.PREDICTORS)
        assert 0.0 <= row["judged_searched"] <= 1.0
    # Normal follows a candidate style exactly: the judge soon calls it styled.
    assert normal["judged_searched"] < 0.3
    assert tool.run("normal", "easy", games=4, seed=3, probe_iterations=30) == result


def test_the_command_line_prints_json_and_refuses_bad_input(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert tool.main(["--first", "normal", "--second", "easy", "--games", "2",
                      "--probe-iterations", "10"]) == 0  # fmt: skip
    assert set(json.loads(capsys.readouterr().out)) == {"normal", "easy"}
    for args in (["--first", "nobody"], ["--first", "hard", "--second", "hard"], ["--games", "0"]):
        with pytest.raises(SystemExit):
            tool.main(args)
        assert "error" in capsys.readouterr().err
