"""The kiosk operator's PIN: a salted scrypt hash in its own file, `kiosk-pin.json` in the
user config dir (beside `kiosk.json`, which never holds the PIN: a broken kiosk.json
cannot bring back a default).

    store = PinStore.load(default_pin_path())
    store.is_set                  # False until a PIN was ever set: the kiosk asks for one
    store.matches("2580")         # constant-time compare of the hashes
    store.set("2580")             # None, or why it could not be written (old file kept)

`python -m game kiosk-pin` (`nothanks kiosk-pin`) sets it before deployment, and only
there: a kiosk with no usable PIN shows a screen saying so and lets nobody at the screen
set one (docs/KIOSK.md). A file that cannot be used (unreadable, too large, not a PIN
record, or scrypt numbers outside `SCRYPT_BOUNDS`) is set aside as `kiosk-pin.json.bad`
with a problem for the operator screen. Read and written through the app's file store
(`game.store.files`, kind "operator pin"), with its promises; its path is chosen here
only (`default_pin_path`).

`PinLock` counts wrong PINs in `kiosk-pin-lock.json` beside the PIN file, so a restart
(a crash, `kill -9`, the supervisor) does not clear a lock-out, and each wrong PIN after
the first lock-out locks for longer (`LOCKOUTS`).
"""

from __future__ import annotations

import hashlib
import hmac
import math
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.i18n import _
from game.store import files

PIN_MIN, PIN_MAX = 4, 8
PUBLISHED_DEFAULT = "2468"  # the README once named it: never accepted as a PIN again
SCHEME = "scrypt"
# scrypt's cost: 16 MB and ~50 ms a check on a desktop CPU, a few times that on a
# Raspberry Pi; a wrong-PIN lock-out limits tries on the keypad anyway.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 1 << 14, 8, 1
SALT_BYTES = 16
STORE_KIND = "operator pin"  # its kind in the file store (game.store.files.KINDS)
LOCK_KIND = "operator pin lock"
# What a PIN file may ask of scrypt. The file's own numbers are never trusted beyond
# these: n=2^16, r=8 needs more memory than scrypt's cap (every check failed), and
# n=2^15, r=8, p=8 froze each check for 0.66 s. At most twice our own cost.
MAXMEM = 64 << 20
SCRYPT_BOUNDS = {"n": (1 << 10, 1 << 15), "r": (1, 16), "p": (1, 4)}
MAX_WORK = 2 * SCRYPT_N * SCRYPT_R * SCRYPT_P  # n * r * p
MAX_MEMORY = 32 << 20  # n * r * 128 bytes, half scrypt's cap (it needs some more)
SALT_LENGTHS = (8, 64)  # bytes
HASH_BYTES = 64
# The wrong-PIN lock-out: PIN_TRIES wrong in a row lock the keypad for LOCKOUTS[0]
# seconds, and each further wrong PIN (until the right one) for the next, then the last.
PIN_TRIES = 3
LOCKOUTS = (60.0, 300.0, 900.0, 3600.0)


def default_pin_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_config_dir(files.APP_NAME)) / "kiosk-pin.json"


def lock_path_for(pin_path: Path) -> Path:
    """The lock-out's file: beside the PIN's, so both move (and are protected) together."""
    return pin_path.with_name(pin_path.stem + "-lock.json")


def valid_pin(text: str) -> bool:
    return text.isascii() and text.isdigit() and PIN_MIN <= len(text) <= PIN_MAX


def pin_problem(text: str) -> str | None:
    """Why `text` cannot be the PIN, or None."""
    if not valid_pin(text):
        return _("the PIN must be {least} to {most} digits").format(least=PIN_MIN, most=PIN_MAX)
    if text == PUBLISHED_DEFAULT:
        text = _("{pin} was the published default PIN: choose another")
        return text.format(pin=PUBLISHED_DEFAULT)
    return None


def _hash(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(pin.encode("ascii"), salt=salt, n=n, r=r, p=p, maxmem=MAXMEM)


def record_for(pin: str, salt: bytes | None = None) -> dict[str, Any]:
    salt = os.urandom(SALT_BYTES) if salt is None else salt
    digest = _hash(pin, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
    return {
        "scheme": SCHEME,
        "n": SCRYPT_N,
        "r": SCRYPT_R,
        "p": SCRYPT_P,
        "salt": salt.hex(),
        "hash": digest.hex(),
    }


def _in_bounds(n: int, r: int, p: int) -> bool:
    numbers = {"n": n, "r": r, "p": p}
    if not all(lo <= numbers[key] <= hi for key, (lo, hi) in SCRYPT_BOUNDS.items()):
        return False
    return n & (n - 1) == 0 and n * r * p <= MAX_WORK and n * r * 128 <= MAX_MEMORY


def _usable(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("scheme") != SCHEME:
        return False
    try:
        n, r, p = (data[key] for key in ("n", "r", "p"))
        if not all(type(v) is int for v in (n, r, p)) or not _in_bounds(n, r, p):
            return False
        salt, digest = data["salt"], data["hash"]
        if not isinstance(salt, str) or not isinstance(digest, str):
            return False
        lo, hi = SALT_LENGTHS
        return lo <= len(bytes.fromhex(salt)) <= hi and len(bytes.fromhex(digest)) == HASH_BYTES
    except (KeyError, TypeError, ValueError):
        return False


@dataclass
class PinStore:
    path: Path | None
    record: dict[str, Any] | None = None
    problem: str | None = None  # why the file could not be used, for the operator screen

    @classmethod
    def load(cls, path: Path) -> PinStore:
        loaded = files.load(STORE_KIND, path)
        if loaded.missing:
            return cls(path)
        if loaded.ok and _usable(loaded.value):
            return cls(path, loaded.value)
        if loaded.ok:  # JSON, but not a PIN record: the store sets it aside like garbage
            why = _("is not a PIN record")
            kept = files.reject(path, why)
        else:
            why, kept = str(loaded.problem), loaded.kept
        problem = _("{problem}: set a new operator PIN")
        return cls(path, problem=problem.format(problem=files.describe(path, why, kept)))

    @property
    def is_set(self) -> bool:
        return self.record is not None

    def matches(self, entered: str) -> bool:
        record = self.record
        if record is None or not valid_pin(entered):
            return False
        salt = bytes.fromhex(record["salt"])
        try:
            digest = _hash(entered, salt, record["n"], record["r"], record["p"])
        except (ValueError, MemoryError):
            return False  # (unreachable within SCRYPT_BOUNDS; a wrong PIN, never a crash)
        return hmac.compare_digest(digest, bytes.fromhex(record["hash"]))

    def set(self, pin: str) -> str | None:
        """Store a new PIN. None, or why not (the old PIN then stays)."""
        problem = pin_problem(pin)
        if problem is not None:
            return problem
        record = record_for(pin)
        if self.path is not None:
            written = files.save(STORE_KIND, self.path, record)
            # (Written through a mkstemp file: readable by the operator's account only.)
            if written is not None:
                return f"{self.path.name} {written}"
        self.record, self.problem = record, None
        return None


def _lock_record(value: object) -> tuple[int, float] | None:
    """(wrong, locked_until) from a lock-out file's JSON, or None if it is not exactly a
    record: an object with a whole count in range and a finite time (JSON as Python reads
    it allows NaN and Infinity, which compare false with everything: NaN read as unlocked
    once and as locked for an hour the next time)."""
    if not isinstance(value, dict) or set(value) != {"wrong", "locked_until"}:
        return None
    wrong, until = value["wrong"], value["locked_until"]
    if type(wrong) is not int or not 0 <= wrong <= 1 << 20:
        return None
    if type(until) not in (int, float) or not math.isfinite(until) or abs(until) > 1e11:
        return None
    return wrong, float(until)


@dataclass
class PinLock:
    """Wrong PINs in a row and the lock-out, kept on disk (`lock_path_for`) so neither
    closing the keypad nor restarting the game resets them. `clock` is wall-clock seconds
    (a restart must not reset it; tests inject their own). A lock-out longer than its
    step (the clock was set back) counts as the step from now."""

    path: Path | None = None
    clock: Callable[[], float] = time.time
    wrong: int = 0  # wrong PINs since the last right one
    locked_until: float = 0.0
    problem: str | None = field(default=None, compare=False)

    @classmethod
    def load(cls, path: Path, clock: Callable[[], float] = time.time) -> PinLock:
        loaded = files.load(LOCK_KIND, path)
        if loaded.missing:
            return cls(path, clock)
        if loaded.ok:
            record = _lock_record(loaded.value)
            if record is not None:
                return cls(path, clock, *record)
            # Read, but not a record (NaN, -Infinity, a string, `[]`...): set aside byte for
            # byte like any bad file, never overwritten, and locked.
            why = _("is not a PIN lock-out record")
            kept = files.reject(path, why)
        else:
            why, kept = str(loaded.problem), loaded.kept
        # Unreadable or damaged: locked for the first step, as after PIN_TRIES wrong.
        lock = cls(path, clock)
        lock.wrong = PIN_TRIES
        lock.locked_until = clock() + LOCKOUTS[0]
        lock.problem = files.describe(path, why, kept)
        lock._save()
        return lock

    def _step(self) -> float:
        return LOCKOUTS[min(max(0, self.wrong - PIN_TRIES), len(LOCKOUTS) - 1)]

    def locked_for(self, now: float | None = None) -> float:
        """Seconds the keypad stays locked (`now`: ignored, kept for old callers)."""
        left = self.locked_until - self.clock()
        if left <= 0:
            return 0.0
        return min(left, self._step())

    def check(
        self, entered: str, matches: Callable[[str], bool], now: float | None = None
    ) -> bool | None:
        """True: right PIN; False: wrong; None: the keypad is locked, nothing checked.
        `matches` checks a PIN against the stored hash (`PinStore.matches`)."""
        if self.locked_for() > 0:
            return None
        if matches(entered):
            if self.wrong or self.locked_until:
                self.wrong, self.locked_until = 0, 0.0
                self._save()
            return True
        self.wrong += 1
        if self.wrong >= PIN_TRIES:
            self.locked_until = self.clock() + self._step()
        self._save()
        return False

    def _save(self) -> None:
        if self.path is not None:
            record = {"wrong": self.wrong, "locked_until": self.locked_until}
            files.save(LOCK_KIND, self.path, record)  # a failure is told by the store


def pin_main(argv: list[str]) -> int:
    """`nothanks kiosk-pin [--stdin] [--file PATH]`: set the operator PIN before deployment."""
    import argparse
    import getpass

    from game.args import prog

    parser = argparse.ArgumentParser(
        prog=prog("kiosk-pin"),
        description="Set the kiosk's operator PIN (4 to 8 digits), stored as a salted hash.",
    )
    parser.add_argument("--stdin", action="store_true", help="read the PIN from standard input")
    parser.add_argument("--file", type=Path, help=f"instead of {default_pin_path()}")
    args = parser.parse_args(argv)
    path = args.file or default_pin_path()
    if args.stdin:
        pin = sys.stdin.readline().strip()
    else:
        pin = getpass.getpass("New operator PIN (4 to 8 digits): ").strip()
        if getpass.getpass("The same PIN again: ").strip() != pin:
            print("kiosk-pin: the two PINs differ; nothing changed", file=sys.stderr)
            return 1
    problem = PinStore(path).set(pin)
    if problem is not None:
        print(f"kiosk-pin: {problem}; nothing changed", file=sys.stderr)
        return 1
    print(f"The operator PIN is set ({path}).")
    return 0
