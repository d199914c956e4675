"""The lab's commands end quietly when their reader goes away, as the game's do (the
same run_command)."""

from __future__ import annotations

import pytest

from tests.cli.test_commands import run_into_a_closed_pipe


@pytest.mark.parametrize("unbuffered", [False, True], ids=["buffered", "unbuffered"])
def test_a_closed_pipe_ends_the_lab_quietly(unbuffered: bool) -> None:
    done = run_into_a_closed_pipe("lab", ["help"], unbuffered)
    for noise in ("Traceback", "BrokenPipe", "Exception ignored"):
        assert noise not in done.stderr, done.stderr
    assert done.returncode == 141
