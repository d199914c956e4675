"""The lab's commands read only regular files of sane size: anything else is refused with
a usage message and exit status 2, at once (no endless read, no wait on a FIFO)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from lab import files
from lab.cli import main


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "usage:" in captured.err and "Traceback" not in captured.err
    return captured.err


def test_an_endless_device_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert "not a regular file" in refused(capsys, "gauntlet-pool", "/dev/zero")


def test_a_fifo_is_refused_without_waiting_for_a_writer(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    fifo = tmp_path / "run.json"
    os.mkfifo(fifo)
    assert "not a regular file" in refused(capsys, "gauntlet-pool", str(fifo))
    assert "not a regular file" in refused(capsys, "tune-hard", "--pool", str(fifo))


def test_a_folder_and_a_missing_file_are_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert "not a regular file" in refused(capsys, "gauntlet-pool", str(tmp_path))
    assert "No such file" in refused(capsys, "gauntlet-pool", str(tmp_path / "gone.json"))
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"bot": "normal", "players": 3, "seed": 1, "opponents": []}))
    # A bad file among the --versus runs is refused as well.
    assert "not a regular file" in refused(
        capsys, "gauntlet-pool", str(good), "--versus", "/dev/zero"
    )


def test_a_file_larger_than_any_run_is_refused_unread(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = tmp_path / "big.json"
    big.write_text(" " * 5000 + "{}")
    monkeypatch.setattr(files, "MAX_RUN_BYTES", 4096)
    monkeypatch.setattr(files.read_run_file, "__defaults__", (4096,))
    assert "more than the 4,096" in refused(capsys, "gauntlet-pool", str(big))


def test_a_file_that_is_not_utf8_or_not_a_run_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00junk")
    refused(capsys, "gauntlet-pool", str(binary))
    other = tmp_path / "other.json"
    other.write_text("[1, 2, 3]")
    assert "not a gauntlet --json document" in refused(capsys, "gauntlet-pool", str(other))


def test_a_regular_run_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "run.json"
    path.write_text('{"é": 1}', encoding="utf-8")
    assert files.read_run_file(str(path)) == '{"é": 1}'


def test_the_lab_runs_as_a_module_from_the_checkout(tmp_path: Path) -> None:
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-m", "lab", "gauntlet", "--bot", "normal", "--games", "3",
         "--seed", "1", "--opponents", "greedy", "--json"],
        cwd=root, capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    document = json.loads(done.stdout)
    assert document["bot"] == "normal" and document["opponents"][0]["games"] == 3


@pytest.mark.parametrize(
    "argv",
    [
        ["gauntlet", "--bot", "easy", "--games", "6", "--seed", "-1"],
        ["gauntlet", "--bot", "easy", "--games", "1e9", "--seed", "1"],
    ],
    ids=" ".join,
)
def test_a_number_out_of_range_is_a_usage_error(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "usage:" in capsys.readouterr().err
