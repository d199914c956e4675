"""`autoplay --kiosk --tv` and `bench frames` (issue 45): the options reach the run and
its JSON; bad counts are usage errors. (No timings are compared: figures only print.)"""

from __future__ import annotations

import json

import pytest

from game import bench
from nothanks.cli import main


def test_autoplay_on_the_kiosk_table_with_tv_text(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["autoplay", "--seed", "3", "--headless", "--players", "3", "--size", "800x450"]
    assert main([*argv, "--kiosk", "--tv", "--expansion", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["kiosk"] is figures["tv"] is figures["expansion"] is True
    assert figures["frames"] > 0 and len(figures["totals"]) == 3
    cpu = figures["cpu"]
    assert 0 < cpu["median_ms"] <= cpu["p99_ms"] <= cpu["max_ms"]


@pytest.mark.parametrize("argv", [["--repeat", "0"], ["--repeat", "x"], ["--players", "9"]])
def test_bench_frames_refuses_bad_counts(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "frames", *argv])
    assert exit_.value.code == 2


def test_bench_frames_prints_one_row_a_size(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str, bool, bool, bool]] = []

    def run(
        size: str, kiosk: bool, seed: int, players: int, expansion: bool, tv: bool
    ) -> dict[str, object]:
        asked.append((size, kiosk, expansion, tv))
        cpu = {"median_ms": 1.0, "p99_ms": 2.0, "max_ms": 3.0, "max_after_first_second_ms": 2.5}
        return {"frames": 100, "cpu": cpu}

    monkeypatch.setattr(bench, "frame_run", run)
    text = bench.run_frames(repeat=2)
    assert [a[0] for a in asked] == [s for s, _ in bench.FRAME_SIZES for _ in range(2)]
    assert ("2160x3840", True, True, False) in asked  # the portrait kiosk (no TV text)
    assert ("3840x2160", False, True, True) in asked
    rows = text.splitlines()[2:]
    assert len(rows) == len(bench.FRAME_SIZES)
    assert rows[-1].split()[:2] == ["2160x3840", "kiosk"]
