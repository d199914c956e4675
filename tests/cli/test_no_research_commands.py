"""The game's command line offers no research: the gauntlet is `python -m lab`."""

from __future__ import annotations

import pytest

from nothanks.cli import USAGE, main


@pytest.mark.parametrize("command", ["gauntlet", "gauntlet-pool"])
def test_the_gauntlet_is_not_a_game_command(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([command, "--bot", "hard", "--games", "3", "--seed", "1"]) == 2
    assert f"unknown command {command!r}" in capsys.readouterr().err
    assert "gauntlet" not in USAGE
