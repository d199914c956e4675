"""The file store's two promises, for every file the game writes, under every way a file
or its folder can be hostile (issue 44):

1. a file that cannot be read is set aside as `.bad` and never overwritten;
2. a write that fails is told once, on screen, naming the file and the reason, and the
   old file stays.

Each file is driven through its real loader and writer (settings, controls, the saved
match, the history, the kiosk config, the kiosk's best scores). Conditions root cannot
feel are made real where this machine allows and simulated honestly where not: as root,
mode 000 stops reading only while the test thread has dropped the capabilities that let
root ignore it (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH); the read-only folder and the
full disk are a small tmpfs (remounted read-only, or filled) when `mount -t tmpfs` works,
else the same errors are raised by the write calls.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import json
import os
import stat
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.app import bindings
from game.app.intents import Intent
from game.bots import make_bot
from game.kiosk.config import KioskConfig, load_config, save_config
from game.kiosk.pin import PinLock, PinStore, record_for
from game.kiosk.scores import HighScores
from game.rules import Game, GameConfig
from game.store import files, notices
from game.store.saves import SaveStore, encode
from game.store.settings import Settings, load_settings, save_settings

HOSTILE = ["\ud800", "\x00\x1b[2J\x7f", "\u202eevil", "x" * 5000, "\udcff\n\t"]
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def played(players: int = 3, to_end: bool = False, seed: int = 4) -> Game:
    game = Game.new(GameConfig(players=players), seed=seed)
    bot = make_bot("random", 1)
    while not game.is_over and (to_end or len(game.record.actions) < 5):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bot.decide(game.observation(seat)))
    return game


@dataclass(frozen=True)
class FileUnderTest:
    """One written file: its name, a valid content, its loader and a writer that changes
    it (both the game's own functions)."""

    name: str
    good: Callable[[Path], bytes]
    hostile: Callable[[Path], bytes]
    load: Callable[[Path], object]
    write: Callable[[Path], None]


def _settings_good(folder: Path) -> bytes:
    return json.dumps(Settings(sound_volume=0.5).to_json()).encode()


def _settings_hostile(folder: Path) -> bytes:
    data = Settings().to_json()
    data["last_setup"] = {"names": HOSTILE, "seats": HOSTILE}
    data["bindings"] = {"keys": {"confirm": HOSTILE}}
    return json.dumps(data).encode()


def _settings_write(folder: Path) -> None:
    save_settings(Settings(sound_volume=0.25), folder / "settings.json")


def _controls_write(folder: Path) -> None:
    settings, _ = load_settings(folder / "settings.json")
    controls, _ = bindings.load(settings.bindings)
    import pygame

    pygame.init()  # key names need it (the game has it running)
    assert bindings.rebind(controls, bindings.KEYBOARD, Intent.CONFIRM, pygame.K_j, "xbox") is None
    settings.bindings = bindings.to_json(controls)
    save_settings(settings, folder / "settings.json")


def _controls_load(folder: Path) -> object:
    settings, _ = load_settings(folder / "settings.json")
    return bindings.load(settings.bindings)


def _save_good(folder: Path) -> bytes:
    return json.dumps(encode(played(), {"names": ["A", "B", "C"]})).encode()


def _save_hostile(folder: Path) -> bytes:
    return json.dumps(encode(played(), {"names": HOSTILE[:3], "setup": HOSTILE})).encode()


def _save_load(folder: Path) -> object:
    store = SaveStore(folder)
    store.has_save()
    return store.load()


def _save_write(folder: Path) -> None:
    """The next move of the saved match (a new match if there is none to go on with)."""
    store = SaveStore(folder)
    match = store.load()
    game = match.game if match is not None and not match.game.is_over else played(4, seed=9)
    seat = game.current_seat
    assert seat is not None
    game.apply(seat, make_bot("random", 2).decide(game.observation(seat)))
    store.save(game, {"names": ["D", "E", "F", "G"]})
    store.flush()


def _history_good(folder: Path) -> bytes:
    game = played(to_end=True)
    return json.dumps(
        {"format": "nothanks-history", "version": 1, "games": [encode(game, {"n": 1})]}
    ).encode()


def _history_hostile(folder: Path) -> bytes:
    game = played(to_end=True)
    doc = encode(game, {"names": HOSTILE})
    return json.dumps({"format": "nothanks-history", "version": 1, "games": [doc]}).encode()


def _history_write(folder: Path) -> None:
    store = SaveStore(folder)
    store.finish(played(to_end=True, seed=8), {"n": 2})


def _kiosk_good(folder: Path) -> bytes:
    return json.dumps(KioskConfig(idle_timeout=120).to_json()).encode()


def _kiosk_hostile(folder: Path) -> bytes:
    data = KioskConfig().to_json()
    data.update(bot_level=HOSTILE[0], language=HOSTILE[3], operator_pin=HOSTILE[1])
    return json.dumps(data).encode()


def _kiosk_write(folder: Path) -> None:
    save_config(KioskConfig(idle_timeout=90), folder / "kiosk.json")


def _scores_good(folder: Path) -> bytes:
    entry = {"initials": "AAA", "score": 12, "players": 4, "day": "2026-11-01"}
    return json.dumps({"entries": [entry]}).encode()


def _scores_hostile(folder: Path) -> bytes:
    entries = [{"initials": h, "score": 3, "players": 4, "day": h} for h in HOSTILE]
    return json.dumps({"entries": entries}).encode()


def _scores_write(folder: Path) -> None:
    HighScores.load(folder / "kiosk-scores.json").add("ZZZ", 5, 4)


def _pin_good(folder: Path) -> bytes:
    return json.dumps(record_for("8642", salt=bytes(16))).encode()


def _pin_hostile(folder: Path) -> bytes:
    record: dict[str, object] = {**record_for("8642", salt=bytes(16))}
    record.update(scheme=HOSTILE[0], salt=HOSTILE[1], hash=HOSTILE[3])
    return json.dumps(record).encode()


def _pin_write(folder: Path) -> None:
    PinStore(folder / "kiosk-pin.json").set("9753")


def _lock_good(folder: Path) -> bytes:
    return json.dumps({"wrong": 1, "locked_until": 0.0}).encode()


def _lock_hostile(folder: Path) -> bytes:
    return json.dumps({"wrong": HOSTILE[0], "locked_until": HOSTILE[1]}).encode()


def _lock_write(folder: Path) -> None:
    lock = PinLock(folder / "kiosk-pin-lock.json", clock=lambda: 0.0)
    lock.check("1111", lambda entered: False)


FILES = [
    FileUnderTest(
        "settings.json",
        _settings_good,
        _settings_hostile,
        lambda f: load_settings(f / "settings.json"),
        _settings_write,
    ),
    FileUnderTest(
        "settings.json", _settings_good, _settings_hostile, _controls_load, _controls_write
    ),
    FileUnderTest("current.json", _save_good, _save_hostile, _save_load, _save_write),
    FileUnderTest(
        "history.json",
        _history_good,
        _history_hostile,
        lambda f: SaveStore(f).history(),
        _history_write,
    ),
    FileUnderTest(
        "kiosk.json",
        _kiosk_good,
        _kiosk_hostile,
        lambda f: load_config(f / "kiosk.json"),
        _kiosk_write,
    ),
    FileUnderTest(
        "kiosk-scores.json",
        _scores_good,
        _scores_hostile,
        lambda f: HighScores.load(f / "kiosk-scores.json"),
        _scores_write,
    ),
    FileUnderTest(
        "kiosk-pin.json",
        _pin_good,
        _pin_hostile,
        lambda f: PinStore.load(f / "kiosk-pin.json"),
        _pin_write,
    ),
    FileUnderTest(
        "kiosk-pin-lock.json",
        _lock_good,
        _lock_hostile,
        lambda f: PinLock.load(f / "kiosk-pin-lock.json", clock=lambda: 0.0),
        _lock_write,
    ),
]
FILE_IDS = [
    "settings",
    "controls",
    "save",
    "history",
    "kiosk-config",
    "kiosk-scores",
    "operator-pin",
    "operator-pin-lock",
]


def test_every_kind_of_the_store_is_in_the_table() -> None:
    """A file added to the store (one line in `files.KINDS`) must be added here too."""
    assert set(files.KINDS) == {
        "settings",
        "save",
        "history",
        "kiosk config",
        "kiosk scores",
        "operator pin",
        "operator pin lock",
    }


# Folders: a small tmpfs when this machine lets us mount one -----------------------------
def _mount(folder: Path, *options: str) -> bool:
    try:
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", ",".join(options), "tmpfs", str(folder)],
            capture_output=True,
            timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def _remount(folder: Path, option: str) -> bool:
    done = subprocess.run(
        ["mount", "-o", f"remount,{option}", str(folder)], capture_output=True, timeout=10
    )
    return done.returncode == 0


def _umount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=10)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    notices.drain()
    yield tmp_path / "files"
    notices.drain()


def _fill(folder: Path) -> None:
    """Fill the file system under `folder` to the last byte."""
    for size in (65536, 1):
        with contextlib.suppress(OSError), open(folder / f"filler-{size}", "wb") as fh:
            while True:
                fh.write(b"\0" * size)
                fh.flush()


def _break_writes(kind: str, folder: Path, mounted: bool, monkeypatch: pytest.MonkeyPatch) -> str:
    """Make writes in `folder` fail as on a read-only folder or a full disk: for real on
    the tmpfs, else by chmod (not root), else simulated with the same errors. Returns the
    reason the notice must give."""
    if mounted:
        if kind == "read-only":
            assert _remount(folder, "ro")
            return "Read-only file system"
        _fill(folder)
        return "No space left on device"
    if kind == "read-only" and not IS_ROOT:
        folder.chmod(0o555)
        return "Permission denied"
    code = errno.EROFS if kind == "read-only" else errno.ENOSPC

    def fail(*_args: object, **_kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    if kind == "read-only":
        monkeypatch.setattr(files.tempfile, "mkstemp", fail)
        monkeypatch.setattr(files.os, "rename", fail)
    monkeypatch.setattr(files.os, "fsync", fail)
    return os.strerror(code)


def _told_about(name: str) -> list[str]:
    return [text for text in notices.drain() if name in text]


def _bad_copies(folder: Path, name: str) -> list[Path]:
    return sorted(
        p for p in folder.iterdir() if p.name.startswith(name) and p.name.endswith(".bad")
    )


def _bytes_somewhere(folder: Path, name: str, content: bytes) -> bool:
    for path in [folder / name, *_bad_copies(folder, name)]:
        with contextlib.suppress(OSError):
            if path.is_file() and path.read_bytes() == content:
                return True
    return False


# Promise 1: what cannot be read is set aside, never overwritten -------------------------
class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [(n, ctypes.c_uint32) for n in ("effective", "permitted", "inheritable")]


@contextlib.contextmanager
def _file_modes_bind_root() -> Iterator[None]:
    """Root reads a mode-000 file through two capabilities: this thread drops them from
    its effective set (Linux keeps them per thread, and in the permitted set, so they come
    back after) and meets modes like anyone else."""
    libc = ctypes.CDLL(None, use_errno=True)
    header = _CapHeader(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3: two 32-bit words
    saved = (_CapData * 2)()
    if libc.capget(ctypes.byref(header), saved) != 0:
        pytest.skip(f"capget: {os.strerror(ctypes.get_errno())}: root's mode 000 untestable")
    dropped = (_CapData * 2).from_buffer_copy(saved)
    dropped[0].effective &= ~(1 << 1 | 1 << 2)  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
    if libc.capset(ctypes.byref(header), dropped) != 0:
        pytest.skip(f"capset: {os.strerror(ctypes.get_errno())}: root's mode 000 untestable")
    try:
        yield
    finally:
        assert libc.capset(ctypes.byref(header), saved) == 0


def _unreadable(folder: Path, f: FileUnderTest, undo: contextlib.ExitStack) -> bytes:
    content = f.good(folder)
    path = folder / f.name
    path.write_bytes(content)
    path.chmod(0)

    def readable_again() -> None:  # wherever the loader put it, so the test can check it
        for kept in [path, *_bad_copies(folder, f.name)]:
            if kept.is_file():
                kept.chmod(0o600)

    undo.callback(readable_again)
    if IS_ROOT:
        undo.enter_context(_file_modes_bind_root())
    with pytest.raises(PermissionError):  # really unreadable, for root too
        path.read_bytes()
    return content


def _corrupt(folder: Path, f: FileUnderTest, undo: contextlib.ExitStack) -> bytes:
    content = b'{"entries": [1, 2, {not json'
    (folder / f.name).write_bytes(content)
    return content


def _huge(folder: Path, f: FileUnderTest, undo: contextlib.ExitStack) -> bytes:
    limit = max(kind.limit for kind in files.KINDS.values())
    content = b" " * (limit + 1)
    (folder / f.name).write_bytes(content)
    return content


def _hostile(folder: Path, f: FileUnderTest, undo: contextlib.ExitStack) -> bytes:
    content = f.hostile(folder)
    (folder / f.name).write_bytes(content)
    return content


UNREADABLE_CONTENT = {"unreadable": _unreadable, "corrupt": _corrupt, "huge": _huge}


@pytest.mark.parametrize("condition", list(UNREADABLE_CONTENT))
@pytest.mark.parametrize("f", FILES, ids=FILE_IDS)
def test_a_file_that_cannot_be_used_is_kept_and_never_overwritten(
    folder: Path, f: FileUnderTest, condition: str
) -> None:
    folder.mkdir()
    with contextlib.ExitStack() as undo:
        content = UNREADABLE_CONTENT[condition](folder, f, undo)
        f.load(folder)
    # Readable again: nothing may have been lost meanwhile.
    f.write(folder)
    f.load(folder)
    f.write(folder)
    # The original bytes survive: used as they were (hostile strings may be fine), or
    # kept as .bad; and whatever is at the file's name now is the game's own new file.
    assert _bytes_somewhere(folder, f.name, content), sorted(os.listdir(folder))
    assert (folder / f.name).is_file()
    assert not _told_about(f.name + " cannot be written")


@pytest.mark.parametrize("f", FILES, ids=FILE_IDS)
def test_hostile_strings_never_crash_and_nothing_rejected_is_lost(
    folder: Path, f: FileUnderTest
) -> None:
    """Lone surrogates, control characters, bidi overrides, 5,000-character strings in
    every string field: loading and writing never raise; whatever the loader rejected is
    kept as .bad with the bytes as they were (what it accepted it may rewrite)."""
    folder.mkdir()
    content = _hostile(folder, f, contextlib.ExitStack())
    f.load(folder)
    f.write(folder)
    f.load(folder)
    json.loads((folder / f.name).read_text())  # what is there now is whole JSON
    copies = _bad_copies(folder, f.name)
    assert not copies or any(copy.read_bytes() == content for copy in copies)
    assert not _told_about(f.name + " cannot be written")


def _directory(folder: Path, name: str) -> Callable[[Path], bool]:
    (folder / name).mkdir()
    (folder / name / "inside.txt").write_text("mine")
    return lambda kept: kept.is_dir() and (kept / "inside.txt").read_text() == "mine"


def _fifo(folder: Path, name: str) -> Callable[[Path], bool]:
    os.mkfifo(folder / name)
    return lambda kept: stat.S_ISFIFO(kept.lstat().st_mode)


def _device_link(folder: Path, name: str) -> Callable[[Path], bool]:
    (folder / name).symlink_to("/dev/zero")
    return lambda kept: kept.is_symlink() and os.readlink(kept) == "/dev/zero"


NOT_A_FILE = {"directory": _directory, "FIFO": _fifo, "symlink to a device": _device_link}


@pytest.mark.parametrize("condition", list(NOT_A_FILE))
@pytest.mark.parametrize("f", FILES, ids=FILE_IDS)
def test_something_that_is_no_file_is_set_aside_and_explained(
    folder: Path, f: FileUnderTest, condition: str
) -> None:
    folder.mkdir()
    same_as_before = NOT_A_FILE[condition](folder, f.name)
    started = time.monotonic()
    f.load(folder)
    assert time.monotonic() - started < 5  # a FIFO or /dev/zero is never read
    kept = folder / (f.name + ".bad")
    assert kept.exists() or kept.is_symlink(), sorted(os.listdir(folder))
    assert same_as_before(kept)
    f.write(folder)
    assert (folder / f.name).is_file() and not (folder / f.name).is_symlink()
    assert same_as_before(kept)
    assert stat.S_ISCHR(os.stat("/dev/zero").st_mode)


# Promise 2: a failed write is told once, naming the file and the reason ---------------
@pytest.mark.parametrize("kind", ["read-only", "full disk"])
@pytest.mark.parametrize("f", FILES, ids=FILE_IDS)
def test_a_write_that_fails_is_told_once_and_the_old_file_stays(
    folder: Path, f: FileUnderTest, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder.mkdir()
    mounted = IS_ROOT and _mount(folder, "size=2m", "mode=0755")
    try:
        content = f.good(folder)
        (folder / f.name).write_bytes(content)
        f.load(folder)
        notices.drain()
        reason = _break_writes(kind, folder, mounted, monkeypatch)
        f.write(folder)
        told = _told_about(f.name)
        assert len(told) == 1, told
        assert reason in told[0]
        for _ in range(3):
            f.write(folder)
        assert _told_about(f.name) == []  # once, not at every write
        assert (folder / f.name).read_bytes() == content
        assert not _bad_copies(folder, f.name)
    finally:
        if mounted:
            _umount(folder)
        else:
            folder.chmod(0o755)


def test_the_table_ran_on_a_real_tmpfs_where_this_machine_allows(tmp_path: Path) -> None:
    """Says (in the test log) whether the full-disk cases were real or simulated."""
    if not (IS_ROOT and _mount(tmp_path, "size=64k")):
        pytest.skip("mount -t tmpfs is not allowed here: full disk and read-only simulated")
    try:
        _fill(tmp_path)
        assert files.write_json(tmp_path / "x.json", {"a": "b" * 1000}) is not None
    finally:
        _umount(tmp_path)
