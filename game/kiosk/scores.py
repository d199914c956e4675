"""Arcade-style best scores: three initials per entry, lowest score best, kept per table
size, for today and for all time.

`HighScores.load(path)` never raises: a file that cannot be used (corrupt, unreadable,
no file at all) is set aside as `.bad` by the file store (`game.store.files`, kind
"kiosk scores") and the table starts empty; if it cannot be moved, the store never
overwrites it. Entries with bad fields are dropped one by one (the file as it was is
copied to `.bad` first). Every change is written at once, atomically; a failed write is
told once on screen, naming the file and the reason. The file stays small: per table
size the ten best of all time and the ten best of the current day are kept.
"""

from __future__ import annotations

import datetime
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import _, ngettext
from game.store import files

KEEP = 10
INITIALS_ALPHABET = string.ascii_uppercase


def today_local() -> str:
    return datetime.date.today().isoformat()


def default_scores_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("nothanks")) / "kiosk-scores.json"


@dataclass(frozen=True)
class Entry:
    initials: str
    score: int
    players: int  # table size
    day: str  # ISO date, local time

    def to_json(self) -> dict[str, Any]:
        return {
            "initials": self.initials,
            "score": self.score,
            "players": self.players,
            "day": self.day,
        }

    @staticmethod
    def from_json(data: Any) -> Entry | None:
        if not isinstance(data, dict):
            return None
        initials, score = data.get("initials"), data.get("score")
        players, day = data.get("players"), data.get("day")
        if not (isinstance(initials, str) and valid_initials(initials)):
            return None
        if not (isinstance(score, int) and not isinstance(score, bool) and -1000 < score < 10000):
            return None
        if not (isinstance(players, int) and not isinstance(players, bool) and 3 <= players <= 7):
            return None
        try:
            datetime.date.fromisoformat(str(day))
        except ValueError:
            return None
        return Entry(initials, score, players, str(day))


def valid_initials(text: str) -> bool:
    return len(text) == 3 and all(c in INITIALS_ALPHABET for c in text)


def _best(entries: list[Entry]) -> list[Entry]:
    # Stable sort: among equal scores the earlier entry stays ahead.
    return sorted(entries, key=lambda e: e.score)[:KEEP]


class HighScores:
    def __init__(
        self,
        path: Path | None,
        entries: list[Entry] | None = None,
        today: Callable[[], str] = today_local,
    ) -> None:
        self.path = path
        self.entries: list[Entry] = list(entries or [])
        self.today = today
        self.problem: str | None = None

    @classmethod
    def load(cls, path: Path, today: Callable[[], str] = today_local) -> HighScores:
        result = files.load("kiosk scores", path)
        store = cls(path, today=today)
        if result.problem is not None:
            store.problem = files.describe(path, result.problem, result.kept)
        data = result.value
        if not result.ok:
            return store
        raw = data.get("entries") if isinstance(data, dict) else None
        if not isinstance(raw, list):
            kept = files.reject(path, "had no entry list")
            problem = _("{file} had no entry list").format(file=path.name)
            store.problem = problem + files.kept_note(kept)
            return store
        store.entries = [e for e in (Entry.from_json(item) for item in raw) if e is not None]
        if len(store.entries) < len(raw):
            # The next score written drops them from the file: keep the file as it was.
            kept = files.keep_copy(path)
            dropped = len(raw) - len(store.entries)
            problem = ngettext(
                "{file}: {count} bad entry dropped", "{file}: {count} bad entries dropped", dropped
            ).format(file=path.name, count=dropped)
            store.problem = problem + files.kept_note(kept)
        return store

    def save(self) -> bool:
        if self.path is None:
            return True
        data = {"entries": [e.to_json() for e in self.entries]}
        return files.save("kiosk scores", self.path, data) is None

    # Queries ---------------------------------------------------------------------------
    def all_time(self, players: int) -> list[Entry]:
        return _best([e for e in self.entries if e.players == players])

    def of_today(self, players: int) -> list[Entry]:
        day = self.today()
        return _best([e for e in self.entries if e.players == players and e.day == day])

    def rank_today(self, players: int, score: int) -> int:
        """1-based place a new `score` would take today (ties go below earlier entries)."""
        return 1 + sum(1 for e in self.of_today(players) if e.score <= score)

    # Changes ---------------------------------------------------------------------------
    def add(self, initials: str, score: int, players: int) -> Entry:
        if not valid_initials(initials):
            raise ValueError(f"initials must be three letters A-Z, not {initials!r}")
        entry = Entry(initials, score, players, self.today())
        self.entries.append(entry)
        self._prune()
        self.save()
        return entry

    def reset(self) -> bool:
        self.entries = []
        return self.save()

    def _prune(self) -> None:
        day = self.today()
        keep: list[Entry] = []
        for size in {e.players for e in self.entries}:
            same = [e for e in self.entries if e.players == size]
            chosen = {id(e) for e in _best(same)}
            chosen |= {id(e) for e in _best([e for e in same if e.day == day])}
            keep += [e for e in same if id(e) in chosen]
        self.entries = keep


def human_beat_every_bot(scores: Sequence[int], humans: Sequence[int]) -> int | None:
    """The human seat that qualifies for the score table: the best-scoring human whose
    score is lower than every bot's (None if no human did, or nobody else was a bot)."""
    bots = [s for i, s in enumerate(scores) if i not in humans]
    if not bots:
        return None
    qualified = [i for i in humans if scores[i] < min(bots)]
    return min(qualified, key=lambda i: (scores[i], i)) if qualified else None
