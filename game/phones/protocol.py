"""The phone protocol: every message a phone sends is checked here before the game sees it.

No pygame and no web library: pure functions over text, so the checks are tested alone.

Phone → game, one JSON object per WebSocket text message, at most `MAX_MESSAGE` bytes:

    {"type": "join", "name": "Anna", "key": K}        ask for a seat with the join key the
                                                      TV shows; answered with a secret
    {"type": "resume", "secret": S}                   this connection is seat S's again
    {"type": "take", "secret": S, "decision": 12}     TAKE (the card and its counters)
    {"type": "pass", "secret": S, "decision": 12}     NO THANKS (pay a counter)
    {"type": "act", "secret": S, "move": "bid", "decision": 12}
                                                      any other decision the engine offers
    {"type": "seat", "secret": S, "seat": 2}          take a free seat, or a bot's mid-match
    {"type": "hint", "secret": S}                     ask the coach (when hints are on)
    {"type": "start", "secret": S}                    start the match from the lobby (a
                                                      seated phone, as a seated pad's Start)
    {"type": "alive", "secret": S}                    every few seconds while the page is
                                                      in front: a phone silent longer is
                                                      put down, though its socket is open

Every message after "join" carries the seat's secret; every move names the decision it
answers (a stale one changes nothing); unknown types, unknown or missing fields and values
of the wrong type or range are refused whole.

The join key: `KEY_LENGTH` characters of `KEY_ALPHABET` (no 0/O, 1/I/L to misread), new
each time phones are switched on, shown on the TV as a QR code and as text. A person may
type it in lower case, with spaces or a dash: `clean_key` reads it.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass

MAX_MESSAGE = 1024  # bytes: the longest honest message is about 120
MAX_NAME = 20  # characters, as a name typed at the TV
SECRET_BYTES = 32  # secrets.token_urlsafe(32): 256 bits, 43 characters
# Rate limit per connection: a burst of `BURST` messages, then `RATE` a second.
RATE = 10.0
BURST = 20
# A connection that sends this many refused messages in a row is closed.
MAX_STRIKES = 50

KEY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # 31 characters a person reads back
KEY_LENGTH = 8  # 31**8 = 8.5e11 keys: about 40 bits

_SECRET = re.compile(r"[A-Za-z0-9_-]{43}")
# A move by its save form: an action's value, or "choose:" and a card (`ChooseCard.value`).
_MOVE = re.compile(r"(take|pass|bid|decline|skip|look|choose:[a-z0-9]{1,12}(:[0-9]{1,2})?)")

# Each type: its fields (besides "type") and what each must be.
FIELDS: dict[str, dict[str, str]] = {
    "join": {"name": "name", "key": "key"},
    "resume": {"secret": "secret"},
    "take": {"secret": "secret", "decision": "count"},
    "pass": {"secret": "secret", "decision": "count"},
    "act": {"secret": "secret", "move": "move", "decision": "count"},
    "seat": {"secret": "secret", "seat": "seat"},
    "hint": {"secret": "secret"},
    "start": {"secret": "secret"},
    "alive": {"secret": "secret"},
}


class Refused(ValueError):
    """A message the game will not read; the reason is safe to log (it holds no secret)."""


@dataclass(frozen=True, slots=True)
class Message:
    type: str
    secret: str | None = None
    name: str | None = None
    move: str | None = None
    decision: int | None = None
    seat: int | None = None
    key: str | None = None


def new_key() -> str:
    """A fresh join key (`KEY_LENGTH` characters of `KEY_ALPHABET`, from `secrets`)."""
    import secrets

    return "".join(secrets.choice(KEY_ALPHABET) for _ in range(KEY_LENGTH))


def clean_key(text: str) -> str:
    """A typed key as the server compares it: upper case, without spaces or dashes."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def spaced_key(key: str) -> str:
    """The key as the TV shows it, in two halves a person reads at a glance: "ABCD-EFGH"."""
    half = len(key) // 2
    return f"{key[:half]}-{key[half:]}"


def clean_name(text: str) -> str:
    """A typed name as the TV can show it: printable, single spaces, at most MAX_NAME."""
    kept = "".join(ch for ch in text if ch.isprintable())
    return " ".join(kept.split())[:MAX_NAME]


def _check(kind: str, value: object) -> object:
    if kind == "secret":
        if not isinstance(value, str) or not _SECRET.fullmatch(value):
            raise Refused("bad secret")
        return value
    if kind == "name":
        if not isinstance(value, str) or len(value) > 4 * MAX_NAME:
            raise Refused("bad name")
        name = clean_name(value)
        if not name:
            raise Refused("empty name")
        return name
    if kind == "key":
        # Compared in constant time by the server; here only its shape (never quoted).
        if not isinstance(value, str) or len(value) > 4 * KEY_LENGTH:
            raise Refused("bad key")
        return clean_key(value)
    if kind == "move":
        if not isinstance(value, str) or not _MOVE.fullmatch(value):
            raise Refused("bad move")
        return value
    # "count" and "seat": a plain int (not a bool) in range.
    high = 6 if kind == "seat" else 100_000
    if type(value) is not int or not 0 <= value <= high:
        raise Refused(f"bad {kind}")
    return value


def parse(raw: str | bytes) -> Message:
    """The message in `raw`, or `Refused` saying why not (never quoting a secret)."""
    if len(raw) > MAX_MESSAGE:
        raise Refused("too long")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as error:
        raise Refused("not JSON") from error
    if not isinstance(data, dict):
        raise Refused("not an object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise Refused("unknown type")
    fields = FIELDS[kind]
    if set(data) != {"type", *fields}:
        raise Refused("unknown or missing fields")
    values = {name: _check(check, data[name]) for name, check in fields.items()}
    return Message(kind, **values)  # type: ignore[arg-type]


class RateLimit:
    """A token bucket: `BURST` messages at once, then `RATE` a second."""

    def __init__(
        self, rate: float = RATE, burst: int = BURST, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate, self.burst, self.clock = rate, float(burst), clock
        self.tokens = float(burst)
        self.at = clock()

    def peek(self) -> bool:
        """Would `allow` say yes now? (Takes nothing.)"""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        return self.tokens >= 1.0

    def allow(self) -> bool:
        if not self.peek():
            return False
        self.tokens -= 1.0
        return True
