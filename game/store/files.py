"""The one store for every file the game writes, and the promises it keeps.

Every written file has a kind in `KINDS`: settings (with the controls in it), the saved
match, the history, the kiosk's config, its best scores and its operator PIN. Read one with
`load(kind, path)` and write it with `save(kind, path, data)`; both never raise or hang.

    loaded = files.load("settings", path)   # Loaded: value | missing | problem (+ kept)
    problem = files.save("settings", path, data)   # None, or why it was not written

The promises, the same for every kind:
- A file that cannot be used (unreadable, a directory, FIFO or device in its place, too
  large, not JSON, or rejected by its owner with `reject`) is set aside as
  `<name>.bad` (`<name>.<timestamp>.bad` if that exists) and never overwritten. If it
  cannot even be moved (a read-only folder), it is left alone and every later `save` of
  that path is refused, so it is still never overwritten.
- A write that fails is told once, on screen (`game.store.notices`), naming the file and
  the reason; the old file stays whole. A later success lets the next failure be told
  again.

Adding a file is one line in `KINDS` (as the kiosk operator's PIN file was:
`"operator pin": FileKind(N_("operator PIN"), 4096)`); then read and write it only through
`load` and `save` with that kind, and add it to the table test in
tests/store/test_file_store.py (`FILES`), which checks both promises for every kind.

Underneath: reading (`read_text`, `read_json`) reads only a regular file (a FIFO, a
device such as /dev/zero, or a directory is refused: opening uses O_NONBLOCK so a FIFO
cannot block, and the type is checked on the open file), at most the kind's `limit`
bytes, as UTF-8; JSON nested too deep is a problem like any other garbage. Writing
(`write_atomic`) goes to a temporary file in the same folder, fsynced, then
`os.replace`d over the target, so a crash mid-write leaves the old file or the new one,
never half of one; it refuses to replace anything that is not a regular file.

Saving never depends on descriptors someone else used up (issue 66): `reserve_descriptors`
keeps two open (on the null device) while phones are on; a write refused for want of a
descriptor (EMFILE) gives them back, writes, and takes them again.

`AppDirs` says where the app keeps data and logs (platformdirs), or beside an explicit
settings file, so tests and `--settings` runs never touch the real home.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import json
import os
import shutil
import stat
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import N_, _
from game.store import notices

APP_NAME = "nothanks"
DEFAULT_LIMIT = 1 << 20  # 1 MiB: far above any file the app writes


@dataclass(frozen=True, slots=True)
class FileKind:
    """A file the game writes: what a notice calls it, and the most bytes it reads."""

    label: str
    limit: int


# Every file the game writes. One line each (see the module's docstring).
KINDS: dict[str, FileKind] = {
    "settings": FileKind(N_("settings"), 256 * 1024),  # settings.json, controls included
    "save": FileKind(N_("saved game"), 1 << 20),  # current.json
    "history": FileKind(N_("game history"), 8 << 20),  # history.json
    "kiosk config": FileKind(N_("kiosk settings"), 256 * 1024),  # kiosk.json
    "kiosk scores": FileKind(N_("best scores"), 256 * 1024),  # kiosk-scores.json
    "operator pin": FileKind(N_("operator PIN"), 4096),  # kiosk-pin.json (game.kiosk.pin)
    "operator pin lock": FileKind(N_("PIN lock-out"), 4096),  # kiosk-pin-lock.json
}


@dataclass(frozen=True, slots=True)
class ReadResult:
    """`value` is the text (or parsed JSON); `missing` means no file at all (not a
    problem); otherwise `problem` says why the file could not be used."""

    value: Any = None
    problem: str | None = None
    missing: bool = False

    @property
    def ok(self) -> bool:
        return self.problem is None and not self.missing


def read_text(path: Path, limit: int = DEFAULT_LIMIT) -> ReadResult:
    """The file's text if it is a regular UTF-8 file of at most `limit` bytes."""
    try:
        before = os.stat(path)
    except FileNotFoundError:
        return ReadResult(missing=True)
    except (OSError, ValueError) as exc:
        return ReadResult(problem=_("cannot be read ({reason})").format(reason=_reason(exc)))
    if not stat.S_ISREG(before.st_mode):
        return ReadResult(problem=_("is not a regular file"))
    if before.st_size > limit:
        return ReadResult(problem=_("is too large ({size} bytes)").format(size=before.st_size))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return ReadResult(missing=True)
    except OSError as exc:
        return ReadResult(problem=_("cannot be read ({reason})").format(reason=_reason(exc)))
    try:
        # Checked again on the open file: it may have been swapped since the stat.
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return ReadResult(problem=_("is not a regular file"))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(65536, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            return ReadResult(problem=_("is too large"))
        data = b"".join(chunks)
    except OSError as exc:
        return ReadResult(problem=_("cannot be read ({reason})").format(reason=_reason(exc)))
    finally:
        os.close(fd)
    try:
        return ReadResult(value=data.decode("utf-8"))
    except UnicodeDecodeError:
        return ReadResult(problem=_("is not text"))


def read_json(path: Path, limit: int = DEFAULT_LIMIT) -> ReadResult:
    """The parsed JSON of a file read as by `read_text`."""
    result = read_text(path, limit)
    if not result.ok:
        return result
    try:
        return ReadResult(value=json.loads(result.value))
    except (ValueError, RecursionError):
        return ReadResult(problem=_("is corrupt"))


_reserve: list[int] = []  # descriptors held for saving (`reserve_descriptors`)
_reserve_lock = threading.Lock()
RESERVED = 2  # a save opens its temporary file and, to sync the rename, its folder


def reserve_descriptors() -> None:
    """Hold `RESERVED` descriptors for saving: a flood of connections that uses up the
    process's others (the phones' server caps them well below; this is the backstop)
    never costs a save. Idempotent."""
    with _reserve_lock:
        while len(_reserve) < RESERVED:
            try:
                _reserve.append(os.open(os.devnull, os.O_RDONLY))
            except OSError:
                return


def _replace(path: Path, data: bytes) -> None:
    """`_replace_now`, again with the reserved descriptors given back if the first try
    found none free (EMFILE, ENFILE)."""
    try:
        _replace_now(path, data)
    except OSError as error:
        if error.errno not in (errno.EMFILE, errno.ENFILE) or not _reserve:
            raise
        with _reserve_lock:
            while _reserve:
                os.close(_reserve.pop())
        try:
            _replace_now(path, data)
        finally:
            reserve_descriptors()


def _replace_now(path: Path, data: bytes) -> None:
    """Put `data` at `path` through a fsynced temporary file and a rename, so a reader (or
    a crash) sees the old file or the new one, never a cut one. Raises OSError."""
    tmp_name: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
        tmp_name = None
        _sync_folder(path.parent)
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


def write_atomic(path: Path, text: str) -> str | None:
    """Write `text` to `path` atomically. Returns None, or why it could not be written
    (the old file, if any, is then untouched)."""
    try:
        if path.exists() and not path.is_file():
            return _("is not a regular file")
        _replace(path, text.encode("utf-8"))
        return None
    except (OSError, ValueError) as exc:
        return _("cannot be written ({reason})").format(reason=_reason(exc))


def write_atomic_bytes(path: Path, data: bytes) -> str | None:
    """`write_atomic` for bytes (a PNG, an icon), checked after writing: the file at
    `path` then has exactly `len(data)` bytes. Returns None, or why not (in English: the
    command-line tools print it)."""
    try:
        if os.path.lexists(path) and not path.is_file():
            return "is not a regular file"
        _replace(path, data)
        size = os.stat(path).st_size
        if size != len(data):
            return f"holds {size} bytes after writing {len(data)}"
        return None
    except (OSError, ValueError) as exc:
        return f"cannot be written ({_reason(exc)})"


def remove_leftovers(path: Path) -> None:
    """Delete temporary files a killed `write_atomic` of `path` left behind."""
    with contextlib.suppress(OSError):
        for leftover in path.parent.glob(f".{path.name}-*.tmp"):
            leftover.unlink()


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (a power cut right after a save keeps it)."""
    if not hasattr(os, "O_DIRECTORY"):
        return  # Windows: not possible, and NTFS journals the rename
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_json(path: Path, data: Any) -> str | None:
    try:
        text = json.dumps(data, indent=1, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        return _("cannot be written ({reason})").format(reason=exc)
    return write_atomic(path, text)


def set_aside(path: Path) -> Path | None:
    """Move the unusable thing at `path` (a file, a directory, a FIFO, a symbolic link)
    to `<name>.bad` (timestamped if one exists) so it is kept, not overwritten. Returns
    the new path, or None if nothing is there, it is a device itself, or it could not be
    moved."""
    try:
        mode = os.lstat(path).st_mode
        if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode) or stat.S_ISFIFO(mode)) and not (
            stat.S_ISLNK(mode)  # renaming a link moves the link, never what it points at
        ):
            return None  # a device node or socket itself (`--settings /dev/null`): untouched
        target = _bad_name(path)
        os.rename(path, target)
        return target
    except OSError:
        return None


def keep_copy(path: Path) -> Path | None:
    """Copy a file that was only partly usable to `<name>.bad` (as `set_aside` names it),
    so what was dropped from it survives the next write. A copy already kept with the same
    bytes is reused: a kiosk restarted daily with the same file keeps one copy, not one a
    day. None if it could not be copied."""
    try:
        if not path.is_file():
            return None
        content = path.read_bytes()
        for kept in sorted(path.parent.glob(f"{glob.escape(path.name)}*.bad")):
            if kept.is_file() and kept.read_bytes() == content:
                return kept
        target = _bad_name(path)
        shutil.copyfile(path, target)
        return target
    except OSError:
        return None


def _bad_name(path: Path) -> Path:
    target = path.with_name(path.name + ".bad")
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 0
    while os.path.lexists(target):
        n += 1
        suffix = stamp if n == 1 else f"{stamp}-{n}"
        target = path.with_name(f"{path.name}.{suffix}.bad")
    return target


def describe(path: Path, problem: str, kept: Path | None) -> str:
    """A notice for a file that could not be used."""
    return _("{file} {problem}").format(file=path.name, problem=problem) + kept_note(kept)


def kept_note(kept: Path | None) -> str:
    return _(" (kept as {file})").format(file=kept.name) if kept is not None else ""


def _reason(exc: BaseException) -> str:
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else type(exc).__name__


@dataclass(frozen=True, slots=True)
class AppDirs:
    """Where saves (`data`) and logs go."""

    data: Path
    logs: Path

    @classmethod
    def for_settings(cls, settings_override: Path | str | None) -> AppDirs:
        """Beside an explicit settings file (tests, `--settings`), else platformdirs."""
        if settings_override is not None:
            base = Path(settings_override).parent
            return cls(base / "data", base / "logs")
        import platformdirs

        return cls(
            Path(platformdirs.user_data_dir(APP_NAME)), Path(platformdirs.user_log_dir(APP_NAME))
        )


# The store ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Loaded:
    """What `load` found: `value` (parsed JSON) when `ok`; `missing` (no file: not a
    problem); or `problem`, the file then set aside as `kept` (None: left in place and
    protected from writes)."""

    value: Any = None
    problem: str | None = None
    missing: bool = False
    kept: Path | None = None

    @property
    def ok(self) -> bool:
        return self.problem is None and not self.missing


_lock = threading.Lock()  # saves are written by a thread
_blocked: dict[Path, str] = {}  # unusable files that could not be set aside: never written
_told: dict[Path, set[str]] = {}  # what was told about each path since it last worked


def _key(path: Path) -> Path:
    return Path(os.path.abspath(path))


def load(kind: str, path: Path) -> Loaded:
    """The parsed JSON of the `kind` file at `path`; an unusable file is set aside."""
    result = read_json(path, KINDS[kind].limit)
    if result.missing:
        return Loaded(missing=True)
    if result.problem is not None:
        problem = result.problem
        return Loaded(problem=problem, kept=reject(path, problem))
    with _lock:
        _blocked.pop(_key(path), None)
    return Loaded(value=result.value)


def reject(path: Path, problem: str) -> Path | None:
    """The file at `path` is unusable (`problem`): set it aside, or if it cannot be moved,
    protect it from every later `save`. Returns where it was kept, or None."""
    kept = set_aside(path)
    with _lock:
        if kept is None and os.path.lexists(path):
            _blocked[_key(path)] = problem
        else:
            _blocked.pop(_key(path), None)  # moved out of the way: the path is free
    return kept


def save(kind: str, path: Path, data: Any) -> str | None:
    """Write the `kind` file atomically. Returns None, or why it was not written (told
    once on screen; the old file stays whole)."""
    with _lock:
        blocked = _blocked.get(_key(path))
    problem: str | None
    if blocked is not None:
        problem = _("{problem} and could not be moved aside, so it is not overwritten").format(
            problem=blocked
        )
    else:
        problem = write_json(path, data)
    if problem is None:
        with _lock:
            _told.pop(_key(path), None)
        return None
    text = _("{file} {problem}: the {kind} could not be saved")
    tell(path, text.format(file=path.name, problem=problem, kind=_(KINDS[kind].label)))
    return problem


def tell(path: Path, text: str) -> None:
    """Show `text` about the file at `path` once: it is not repeated until a write of
    that path has worked."""
    with _lock:
        told = _told.setdefault(_key(path), set())
        if text in told:
            return
        told.add(text)
    notices.post(text)
