"""The kiosk operator's PIN: a salted scrypt hash in its own file, `kiosk-pin.json` in the
user config dir (beside `kiosk.json`, which never holds the PIN: a broken kiosk.json
cannot bring back a default).

    store = PinStore.load(default_pin_path())
    store.is_set                  # False until a PIN was ever set: the kiosk asks for one
    store.matches("2580")         # constant-time compare of the hashes
    store.set("2580")             # None, or why it could not be written (old file kept)

`python -m game kiosk-pin` (`nothanks kiosk-pin`) sets it before deployment. A file that
cannot be used is set aside as `kiosk-pin.json.bad` with a problem for the operator
screen, and the kiosk asks for a new PIN as on its first start. Read and written through
the app's file store (`game.store.files`, kind "operator pin"), with its promises; its
path is chosen here only (`default_pin_path`).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import sys
from dataclasses import dataclass
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


def default_pin_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_config_dir(files.APP_NAME)) / "kiosk-pin.json"


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
    return hashlib.scrypt(pin.encode("ascii"), salt=salt, n=n, r=r, p=p, maxmem=64 << 20)


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


def _usable(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("scheme") != SCHEME:
        return False
    try:
        n, r, p = (data[key] for key in ("n", "r", "p"))
        ok_numbers = all(type(v) is int for v in (n, r, p))
        ok_cost = ok_numbers and 2 <= n <= 1 << 20 and n & (n - 1) == 0 and 1 <= r * p <= 64
        return (
            ok_cost
            and len(bytes.fromhex(data["salt"])) >= 8
            and len(bytes.fromhex(data["hash"])) == 64
        )
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
        digest = _hash(entered, salt, record["n"], record["r"], record["p"])
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
