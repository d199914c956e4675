"""The kiosk's config and best-score files: defaults, corruption kept as .bad, atomic
writes, and the score table's rules."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.kiosk.config import KioskConfig, load_config
from game.kiosk.scores import KEEP, HighScores, human_beat_every_bot
from game.store import files


def test_a_missing_config_is_created_with_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "kiosk.json"
    config, notice = load_config(path)
    assert config == KioskConfig() and notice is None
    assert json.loads(path.read_text()) == KioskConfig().to_json()


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[1, 2]",
        "\udcff".encode("utf-8", "surrogatepass").decode("latin-1"),
        "[" * 100_000,
    ],
)
def test_a_corrupt_config_gives_defaults_and_is_kept_as_bad(tmp_path: Path, text: str) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text(text, encoding="latin-1")
    config, notice = load_config(path)
    assert config == KioskConfig()
    assert notice is not None
    assert (tmp_path / "kiosk.json.bad").read_text(encoding="latin-1") == text
    assert json.loads(path.read_text()) == KioskConfig().to_json()  # defaults in its place


def test_bad_values_fall_back_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text(
        json.dumps(
            {
                "idle_timeout": 90,
                "table_size": 12,
                "bot_level": "godlike",
                "sound": "yes",
                "volume": 0.5,
                "players_allowed": 2.0,
                "open_counters": True,
            }
        )
    )
    config, notice = load_config(path)
    assert (config.idle_timeout, config.volume, config.players_allowed) == (90, 0.5, 2)
    assert config.open_counters is True
    assert (config.table_size, config.bot_level, config.sound) == (4, "normal", True)
    assert notice is not None
    for key in ("table_size", "bot_level", "sound"):
        assert key in notice
    # The file as the operator wrote it survives the next save of the config.
    original = path.read_text()
    assert "kept as kiosk.json.bad" in notice
    assert (tmp_path / "kiosk.json.bad").read_text() == original
    assert path.read_text() == original  # still in place until the operator changes it
    load_config(path)  # the kiosk starts again, the file unchanged: still one copy
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kiosk.json", "kiosk.json.bad"]


def test_a_huge_or_impossible_number_is_a_bad_value_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text('{"idle_timeout": ' + "9" * 400 + ', "volume": ' + "9" * 400 + "}")
    config, notice = load_config(path)
    assert config.idle_timeout == KioskConfig().idle_timeout
    assert config.volume == KioskConfig().volume
    assert notice is not None and "idle_timeout" in notice and "volume" in notice


def test_an_oversized_or_strange_file_is_not_read_and_is_set_aside(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_text(" " * (files.KINDS["kiosk config"].limit + 1))
    result = files.load("kiosk config", big)
    assert result.value is None and "too large" in str(result.problem)
    assert (tmp_path / "big.json.bad").exists()
    folder = tmp_path / "dir.json"
    folder.mkdir()
    config, notice = load_config(folder)
    assert config == KioskConfig() and notice is not None and "not a regular file" in notice
    assert (tmp_path / "dir.json.bad").is_dir()  # kept, and the defaults in its place
    assert json.loads(folder.read_text()) == KioskConfig().to_json()


def test_writes_are_atomic_and_leave_no_temp_files(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    assert files.save("kiosk scores", path, {"a": 1}) is None
    assert files.save("kiosk scores", path, {"a": object()})  # not JSON: the old file stays
    assert json.loads(path.read_text()) == {"a": 1}
    assert os.listdir(tmp_path) == ["x.json"]


def scores_at(path: Path, day: list[str]) -> HighScores:
    return HighScores.load(path, today=lambda: day[0])


def test_best_scores_today_and_all_time_lowest_first(tmp_path: Path) -> None:
    day = ["2026-11-21"]
    path = tmp_path / "scores.json"
    scores = scores_at(path, day)
    scores.add("AAA", 30, 4)
    scores.add("BBB", 12, 4)
    scores.add("CCC", 5, 5)
    day[0] = "2026-11-22"
    scores.add("DDD", 20, 4)
    again = scores_at(path, day)  # read back from the file
    assert [e.initials for e in again.all_time(4)] == ["BBB", "DDD", "AAA"]
    assert [e.initials for e in again.of_today(4)] == ["DDD"]
    assert [e.initials for e in again.all_time(5)] == ["CCC"]
    assert again.rank_today(4, 19) == 1 and again.rank_today(4, 20) == 2
    assert again.reset() and scores_at(path, day).all_time(4) == []


def test_the_store_keeps_ten_a_day_and_ten_of_all_time(tmp_path: Path) -> None:
    day = ["2026-11-21"]
    scores = scores_at(tmp_path / "s.json", day)
    for i in range(15):
        scores.add("OLD", i, 4)
    day[0] = "2026-11-22"
    for i in range(15):
        scores.add("NEW", 100 + i, 4)
    assert len(scores.entries) == 2 * KEEP
    assert [e.score for e in scores.of_today(4)] == list(range(100, 100 + KEEP))
    assert [e.score for e in scores.all_time(4)] == list(range(KEEP))


def test_initials_must_be_three_letters(tmp_path: Path) -> None:
    scores = HighScores(None)
    for bad in ("AB", "ABCD", "ab1", "A C"):
        with pytest.raises(ValueError):
            scores.add(bad, 1, 4)


def test_a_corrupt_score_file_starts_empty_and_is_kept_as_bad(tmp_path: Path) -> None:
    path = tmp_path / "scores.json"
    path.write_text('{"entries": [{"initials": "ABC", "sco')
    scores = HighScores.load(path)
    assert scores.entries == [] and scores.problem is not None
    assert (tmp_path / "scores.json.bad").exists()
    scores.add("XYZ", 3, 4)
    assert [e.initials for e in HighScores.load(path).all_time(4)] == ["XYZ"]


def test_bad_score_entries_are_dropped_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "scores.json"
    good = {"initials": "ABC", "score": 7, "players": 4, "day": "2026-11-22"}
    bad = [
        {**good, "initials": "abc"},
        {**good, "score": True},
        {**good, "players": 9},
        {**good, "day": "yesterday"},
        "nonsense",
    ]
    path.write_text(json.dumps({"entries": [good, *bad]}))
    original = path.read_text()
    scores = HighScores.load(path)
    assert [e.initials for e in scores.entries] == ["ABC"]
    assert "5 bad entries" in str(scores.problem)
    assert "kept as scores.json.bad" in str(scores.problem)
    scores.save()  # the next score written: the dropped entries are still on disk
    assert (tmp_path / "scores.json.bad").read_text() == original


def test_a_guest_qualifies_only_by_beating_every_bot() -> None:
    assert human_beat_every_bot([10, 20, 30], humans=[0]) == 0
    assert human_beat_every_bot([20, 20, 30], humans=[0]) is None  # a tie is not a win
    assert human_beat_every_bot([15, 9, 30, 40], humans=[0, 1]) == 1
    assert human_beat_every_bot([15, 9, 12, 40], humans=[0, 1]) == 1
    assert human_beat_every_bot([15, 13, 12, 40], humans=[0, 1]) is None
    assert human_beat_every_bot([1, 2, 3], humans=[0, 1, 2]) is None  # no bots to beat


def test_unreadable_best_scores_are_told_on_screen_and_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 44 item 2: an unreadable kiosk-scores.json was only reported on stderr, and
    the first new score rewrote it with one entry: every earlier score gone."""
    import errno

    import pygame

    from game.store import notices
    from tests.kiosk.helpers import close, kiosk_app

    path = tmp_path / "kiosk-scores.json"
    earlier = {"entries": [{"initials": "OLD", "score": 3, "players": 4, "day": "2026-01-02"}]}
    path.write_text(json.dumps(earlier))
    path.chmod(0)
    real_open = os.open

    def unreadable(target: object, *args: object, **kwargs: object) -> int:
        # Mode 000 does not stop root: the refusal is made here for this one path.
        if os.fspath(target) == os.fspath(path):  # type: ignore[arg-type]
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(target, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(files.os, "open", unreadable)
    notices.drain()
    app, _clock = kiosk_app(tmp_path)
    monkeypatch.undo()
    try:
        app.step(1 / 60)
        told = [t for t in app.toasts.texts if "kiosk-scores.json" in t]
        assert told and "Permission denied" in told[0], app.toasts.texts
        scores = app.hook.scores  # type: ignore[union-attr]
        scores.add("NEW", 5, 4)
        kept = tmp_path / "kiosk-scores.json.bad"
        kept.chmod(0o644)
        assert json.loads(kept.read_text()) == earlier  # every earlier score kept
        assert [e.initials for e in HighScores.load(path).entries] == ["NEW"]
    finally:
        close(app)
        pygame.event.clear()
