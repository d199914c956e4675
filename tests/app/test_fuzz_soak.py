"""Short runs of the fuzz and soak harnesses (`make fuzz` and `make soak` run long ones)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nothanks import cli, fuzz, soak


def test_a_short_fuzz_through_every_scene_finds_nothing(tmp_path: Path) -> None:
    result = fuzz.run_fuzz(events=4000, seed=3, folder=tmp_path)
    assert result["events"] >= 4000 and result["frames"] > 50
    assert result["exceptions"] == 0, result
    assert result["invariant_failures"] == 0, result["invariant_examples"]
    assert "table" in result["scenes"] and len(result["scenes"]) >= 3


@pytest.mark.parametrize(
    ("malformed", "kiosk"),
    [(True, False), (False, True), (True, True)],
    ids=["malformed", "kiosk", "both"],
)
def test_malformed_and_kiosk_fuzz_find_nothing(
    tmp_path: Path, malformed: bool, kiosk: bool
) -> None:
    """Issue 44: no exception escapes and the crash guard catches none."""
    result = fuzz.run_fuzz(3000, seed=7, folder=tmp_path, malformed=malformed, kiosk=kiosk)
    assert result["events"] >= 3000 and result["frames"] > 20
    assert result["escaped"] == 0 and result["caught"] == 0, result
    assert result["invariant_failures"] == 0, result["invariant_examples"]


def test_the_malformed_maker_makes_what_the_validation_must_refuse() -> None:
    import random

    import pygame

    from game.app.input import is_well_formed

    maker = fuzz.MalformedMaker(random.Random(5), fuzz.EventMaker(random.Random(5)))
    events = [maker.one() for _ in range(2000)]
    refused = [e for e in events if not is_well_formed(e)]
    assert len(refused) > 500  # most are malformed ...
    kinds = {pygame.event.event_name(e.type) for e in refused}
    assert {"FingerDown", "MouseButtonDown", "KeyDown", "ControllerAxisMotion"} <= kinds


def test_the_fuzz_cli_prints_the_json_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["fuzz", "--events", "300", "--seed", "5", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    for key in ("events", "exceptions", "invariant_failures", "events_per_second"):
        assert key in result
    assert result["events"] >= 300 and result["exceptions"] == 0


def test_the_fuzz_counts_an_exception_in_a_scene(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes.menu import MenuScene

    def broken(self: MenuScene, dt: float) -> None:
        raise ValueError("broken menu")

    monkeypatch.setattr(MenuScene, "update", broken)
    monkeypatch.setattr(fuzz, "SCENE_JUMP_EVERY", 10**9)  # stay on the menu
    result = fuzz.run_fuzz(events=200, seed=1, folder=tmp_path)
    assert result["exceptions"] > 0


def test_a_short_soak_plays_games_and_reports_memory(tmp_path: Path) -> None:
    result = soak.run_soak(games=1, warmup=1, seed=2, folder=tmp_path)
    assert result["games"] == 1 and result["history_games"] == 1
    assert result["guard_exceptions"] == 0
    assert result["rss_mb_end"] > 0 and result["children_end"] <= 2
    assert "growth after warm-up" in soak.format_report(result)
