"""Every app file is read safely: only a regular file, size-limited, never a hang or a
crash; an unusable file is kept as `.bad` with a notice, never silently overwritten;
writes are atomic; a read-only folder leaves the game running with a notice."""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.store import files
from game.store.files import read_json, read_text, set_aside, write_atomic
from game.store.settings import SETTINGS_LIMIT, Settings, load_settings, save_settings
from scenes.flow import desktop
from tests.app.events import run


def test_a_fifo_is_refused_at_once_and_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    started = time.monotonic()
    settings, notice = load_settings(path)
    assert time.monotonic() - started < 1.0  # opening a FIFO for reading would block
    assert settings == Settings()
    assert notice is not None and "not a regular file" in notice
    kept = tmp_path / "settings.json.bad"
    assert stat.S_ISFIFO(kept.lstat().st_mode)  # kept as it was, out of the way
    assert save_settings(Settings(), path) and path.is_file()


def test_a_device_is_refused_without_reading_it(tmp_path: Path) -> None:
    link = tmp_path / "settings.json"
    link.symlink_to("/dev/zero")
    for path in (Path("/dev/zero"), link):
        settings, notice = load_settings(path)
        assert settings == Settings() and notice is not None and "not a regular" in notice
    assert read_text(Path("/dev/urandom")).problem == "is not a regular file"


def test_a_directory_is_refused(tmp_path: Path) -> None:
    assert read_text(tmp_path).problem == "is not a regular file"


def test_a_huge_file_is_refused_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(" " * (SETTINGS_LIMIT + 1))
    settings, notice = load_settings(path)
    assert settings == Settings() and notice is not None and "too large" in notice
    assert (tmp_path / "settings.json.bad").stat().st_size == SETTINGS_LIMIT + 1
    assert read_text(tmp_path / "settings.json.bad", limit=10).problem is not None


@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe\x00garbage", b'{"fullscreen": tru', b"[" * 100_000, b"{}" * 3, b""],
)
def test_garbage_gives_defaults_and_the_file_is_kept_byte_for_byte(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, notice = load_settings(path)
    assert settings == Settings()
    assert notice is not None and "using defaults" in notice and "settings.json.bad" in notice
    assert (tmp_path / "settings.json.bad").read_bytes() == content
    assert not path.exists()


def test_a_second_bad_file_gets_a_timestamped_name(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("first garbage")
    load_settings(path)
    path.write_text("second garbage")
    _, notice = load_settings(path)
    bad = sorted(p.name for p in tmp_path.iterdir())
    assert len(bad) == 2 and "settings.json.bad" in bad
    stamped = next(name for name in bad if name != "settings.json.bad")
    assert stamped.startswith("settings.json.") and stamped.endswith(".bad")
    assert (tmp_path / "settings.json.bad").read_text() == "first garbage"
    assert (tmp_path / stamped).read_text() == "second garbage"
    assert notice is not None and stamped in notice


def test_wrong_types_reset_per_key_and_the_old_file_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    original = {"fullscreen": [], "sound_volume": 0.25, "animation_speed": {"x": 1}}
    path.write_text(json.dumps(original))
    settings, notice = load_settings(path)
    assert settings.sound_volume == 0.25
    assert settings.fullscreen is False and settings.animation_speed == "1x"
    assert notice is not None and "Full screen" in notice and "Animation speed" in notice
    assert json.loads((tmp_path / "settings.json.bad").read_text()) == original


def deny_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only folder (chmod does not stop root, so the refusal is simulated)."""

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(files.tempfile, "mkstemp", refuse)
    monkeypatch.setattr(files.os, "replace", refuse)
    monkeypatch.setattr(files.os, "rename", refuse)


def test_a_read_only_folder_keeps_the_game_running_with_a_notice(
    settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text("not json")
    deny_writes(monkeypatch)
    app = App(size=(1280, 720), settings_path=settings_path, screens=desktop(), open_home=True)
    pygame.event.clear()
    run(app)
    assert app.settings == Settings()
    assert settings_path.read_text() == "not json"  # could not be moved: still untouched
    app.settings.sound_volume = 0.1
    app.save_settings()
    run(app)
    assert settings_path.read_text() == "not json"
    told = [text for text in app.toasts.texts if "settings.json" in text and "saved" in text]
    assert len(told) == 1 and "not overwritten" in told[0]
    assert app.running and app.stack.top is not None and app.stack.top.name == "menu"


def test_an_interrupted_write_leaves_the_old_file_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "save.json"
    assert write_atomic(path, "old") is None

    def power_cut(_fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(files.os, "fsync", power_cut)
    problem = write_atomic(path, "new")
    assert problem is not None and "Input/output error" in problem
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_set_aside_moves_files_folders_fifos_and_links_but_never_a_device(
    tmp_path: Path,
) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert set_aside(fifo) == tmp_path / "pipe.bad" and not fifo.exists()
    link = tmp_path / "link"
    link.symlink_to("/dev/zero")
    assert set_aside(link) == tmp_path / "link.bad" and Path("/dev/zero").exists()
    assert set_aside(Path("/dev/null")) is None and Path("/dev/null").exists()
    assert set_aside(tmp_path / "missing") is None


def test_a_device_named_as_the_file_is_never_moved_or_written(tmp_path: Path) -> None:
    settings, notice = load_settings(Path("/dev/null"))
    assert settings == Settings() and notice is not None
    assert not save_settings(Settings(), Path("/dev/null"))
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_read_json_reports_missing_apart_from_problems(tmp_path: Path) -> None:
    assert read_json(tmp_path / "none.json").missing
    (tmp_path / "deep.json").write_text("[" * 100_000)
    assert read_json(tmp_path / "deep.json").problem == "is corrupt"
    (tmp_path / "ok.json").write_text('{"a": [1, 2]}')
    assert read_json(tmp_path / "ok.json").value == {"a": [1, 2]}


def test_a_log_that_cannot_be_written_is_told_once_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 54: a failed log write printed logging's whole traceback at every line."""
    import logging

    from game.store import logs

    class Full:
        def write(self, text: str) -> int:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        def flush(self) -> None:
            pass

        def seek(self, *args: object) -> int:
            return 0

        def tell(self) -> int:
            return 0

        def close(self) -> None:
            pass

    path = logs.setup(tmp_path)
    assert path is not None
    handler = logs._handler
    assert handler is not None
    handler.stream = Full()  # type: ignore[assignment]
    try:
        for n in range(3):
            logging.getLogger("nothanks.test").error("line %d", n)
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "No space left" in err and "Traceback" not in err
    finally:
        logging.getLogger("nothanks").removeHandler(handler)
        logs._handler = None
