"""The autosave store: the match in progress, and a short history of finished ones.

    store = SaveStore(app.dirs.data)          # user data dir (platformdirs), see AppDirs
    store.save(game, seats)                   # after every action: atomic, fsynced,
                                              # on disk before `save` returns
    store.has_save()                          # show Continue on the menu?
    match = store.load()                      # SavedMatch(game, seats, saved_at) or None
    store.finish(game, seats)                 # the match ended: into the history
    store.history()                           # finished matches, newest first (bounded)
    store.keep_review(record, review)         # the review's costliest, kept with its match
    store.people() / store.keep_people(data)  # per-name summaries of how people play

A save is the engine's own record (config, seed and actions, `Game.to_json`), so loading
replays it exactly, plus `seats`: the seat setup as plain JSON data (names, bot levels,
human seats, ...), which the table owns and this module only carries. The whole
document is covered by a checksum, so an edited or damaged save (even one field of the
config) is caught rather than loaded.

`save` writes in the caller's thread, before it returns: the table calls it as each
action's events come back from the engine (`TableScene.show`), before they are shown, so
a kill at any moment loses no decision the screen has shown. (A background writer, used
before issue 54, lost the last move in 3 of 45 `kill -9`s, and wrote into the data
folder after the App had closed.) What it costs on the frame path is measured by
`python lab/save_cost.py` (docs/PERFORMANCE.md): a decision's frame pays one fsynced
write, a few milliseconds, and only when a decision is applied. `flush` is kept for
callers: there is never a write in flight.

Nothing here raises on bad files or a full disk. Both files go through the file store
(`game.store.files`, kinds "save" and "history") and keep its promises: a save that cannot
be read (or a directory, FIFO or device in its place) is set aside as `current.json.bad`
with a notice, never deleted; a save that cannot be written is told once on screen,
naming the file and the reason (`save` returns the problem), and the old one stays.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import _, ngettext
from game.rules import Game, GameRecord
from game.store import files, notices
from game.store.files import kept_note, remove_leftovers

SAVE_FORMAT = "nothanks-autosave"
HISTORY_FORMAT = "nothanks-history"
VERSION = 1
HISTORY_MAX = 200  # the default of the "Games kept" setting (Settings.history_max)
SANE_SECONDS = 1e12  # about 30,000 years either side of 1970
PEOPLE_FORMAT = "nothanks-people"
PEOPLE_MAX = 100  # names whose summary is kept (the least recently seen go first)


@dataclass(frozen=True)
class SavedMatch:
    game: Game
    seats: dict[str, Any]
    saved_at: float
    # What the review found, once it was run on a kept match (plain JSON data that
    # game.history_stats reads; None before, and in entries written before issue 57).
    review: dict[str, Any] | None = None


Entry = tuple[dict[str, Any], SavedMatch]  # a history document and the match it holds


class SaveError(ValueError):
    """A save document that cannot be used (the message says why)."""


def _checksum(document: dict[str, Any]) -> str:
    body = {key: value for key, value in document.items() if key != "checksum"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def encode(game: Game, seats: dict[str, Any], saved_at: float | None = None) -> dict[str, Any]:
    """The save document of a match: JSON-able, with a checksum over all of it."""
    document: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": VERSION,
        "saved_at": time.time() if saved_at is None else saved_at,
        "game": game.to_json(),
        "seats": seats,
    }
    document["checksum"] = _checksum(document)
    return document


def decode(document: object) -> SavedMatch:
    """The match a save document holds. Raises SaveError for anything unusable."""
    if not isinstance(document, dict) or document.get("format") != SAVE_FORMAT:
        raise SaveError(_("is not a No Thanks! save"))
    if document.get("version") != VERSION:
        raise SaveError(_("is from another version of the game"))
    try:
        intact = document.get("checksum") == _checksum(document)
    except (TypeError, ValueError, RecursionError):
        intact = False
    if not intact:
        raise SaveError(_("is damaged (checksum mismatch)"))
    game_text, seats, saved_at = (
        document.get("game"),
        document.get("seats"),
        document.get("saved_at"),
    )
    if not isinstance(game_text, str) or not isinstance(seats, dict):
        raise SaveError(_("is damaged (missing parts)"))
    # A date in seconds since 1970, within reason: a 400-digit integer would not convert.
    if (
        not isinstance(saved_at, int | float)
        or isinstance(saved_at, bool)
        or not -SANE_SECONDS < saved_at < SANE_SECONDS
    ):
        raise SaveError(_("is damaged (no date)"))
    try:
        game = Game.from_json(game_text)
    except Exception as exc:  # the engine's SaveError, or anything a hostile file provokes
        raise SaveError(_("cannot be replayed ({error})").format(error=exc)) from exc
    review = document.get("review")
    return SavedMatch(game, seats, float(saved_at), review if isinstance(review, dict) else None)


def _match_key(game: Game) -> str:
    """The deal: a new key means a new match (seats may change within one: a hand-over)."""
    return json.dumps([game.config.to_json(), game.seed], sort_keys=True)


def _continues(game: Game, earlier: Game) -> bool:
    """Is `game` the match `earlier` was, played on (same deal, its actions extended)?"""
    done = earlier.record.actions
    return _match_key(game) == _match_key(earlier) and game.record.actions[: len(done)] == done


class SaveStore:
    """The autosave and history files in one folder."""

    def __init__(self, directory: Path, history_max: int = HISTORY_MAX) -> None:
        self.directory = Path(directory)
        self.history_max = history_max
        self.current_path = self.directory / "current.json"
        self._last_key: str | None = None
        self._problem: str | None = None
        self.history_path = self.directory / "history.json"
        # How each person (by name) plays, read from their kept matches by the coach
        # (game/bots/people.py): a small summary per name, kept beside the history, read
        # and written on this machine only.
        self.people_path = self.directory / "people.json"
        # The history as last read whole, by the file's identity: reading it replays every
        # kept game (some 2 ms each), too long to repeat each time History opens.
        self._read: tuple[tuple[int, int, int], list[Entry]] | None = None
        self._told_drop = False  # the oldest games were dropped, and it was said

    # The match in progress --------------------------------------------------------------
    def flush(self) -> None:
        """Nothing to wait for: every save is on disk when `save` returns. (Kept for its
        callers, written when saves had a writer thread.)"""

    @property
    def last_problem(self) -> str | None:
        """Why the latest write failed (None if it worked)."""
        return self._problem

    def has_save(self) -> bool:
        """True if a save is there to offer (it may still turn out unreadable). Something
        that is no file at all in its place (a directory, FIFO, device) is set aside at
        once, with a notice, so the next match can be saved."""
        self.flush()
        try:
            if os.path.lexists(self.current_path) and not self.current_path.is_file():
                self.load()
            return self.current_path.is_file()
        except OSError:
            return False

    def save(self, game: Game, seats: dict[str, Any]) -> str | None:
        """Save the match atomically and fsynced, before returning; returns None, or why
        it could not be saved (the save written before it then stays).
        The first save of a new match moves an unfinished one saved before it into the
        history, so starting a new game never silently loses the old one."""
        try:
            document = encode(game, seats)
        except (TypeError, ValueError) as exc:
            return _("cannot be saved ({error})").format(error=exc)
        key = _match_key(game)
        if key != self._last_key:
            self.flush()
            blocked = self._archive_other_match(game)
            if blocked is not None:
                # The old save stays; the next action tries again. Told once.
                text = _("{problem}: this game is not being saved").format(problem=blocked)
                files.tell(self.current_path, text)
                return blocked
            self._last_key = key
        self._problem = files.save("save", self.current_path, document)
        return self._problem

    def _archive_other_match(self, game: Game) -> str | None:
        """Before a new match's first save: the other match saved there goes into the
        history, or, unreadable or unarchivable, is set aside; never overwritten. Returns
        why the new match may not be saved yet (the old one could not be kept), or None."""
        if not self.has_save():
            return None
        result = files.load("save", self.current_path)
        if result.missing:
            return None
        if result.problem is not None:
            return self._unusable(result.problem, result.kept)
        try:
            other = decode(result.value)
        except SaveError as exc:
            return self._unusable(str(exc), files.reject(self.current_path, str(exc)))
        if _continues(game, other.game):
            return None
        failed = self._write_history([(result.value, other), *self._history_entries()])
        if failed is None:
            return None
        kept = files.set_aside(self.current_path)
        text = _("The unfinished game could not go into the history ({problem})")
        files.tell(self.current_path, text.format(problem=failed) + kept_note(kept))
        return None if kept is not None else _("the unfinished game could not be kept")

    def _unusable(self, problem: str, kept: Path | None) -> str | None:
        """Tell (once) that the save at current.json cannot be used; returns why a new
        match may not be saved yet (it could not be moved aside), or None."""
        where = kept_note(kept) or f" ({self.current_path.name})"
        text = _("The saved game {problem}{where}: it cannot be continued")
        files.tell(self.current_path, text.format(problem=problem, where=where))
        if kept is None and os.path.lexists(self.current_path):
            text = _("{file} {problem} and could not be moved aside")
            return text.format(file=self.current_path.name, problem=problem)
        return None

    def load(self) -> SavedMatch | None:
        """The saved match, or None (no save; or an unreadable one, set aside with a notice)."""
        self.flush()
        remove_leftovers(self.current_path)  # from a save cut short by a kill
        result = files.load("save", self.current_path)
        if result.missing:
            return None
        if result.problem is not None:
            self._unusable(result.problem, result.kept)
            return None
        try:
            return decode(result.value)
        except SaveError as exc:
            self._unusable(str(exc), files.reject(self.current_path, str(exc)))
            return None

    def discard(self) -> None:
        """Forget the match in progress (it finished or the player chose a new game)."""
        with contextlib.suppress(OSError):
            self.current_path.unlink(missing_ok=True)

    # Finished matches -------------------------------------------------------------------
    def finish(self, game: Game, seats: dict[str, Any]) -> str | None:
        """Move a finished match into the history (newest first, at most `history_max`)
        and drop the autosave. Returns None, or why the history could not be written (the
        autosave then stays, so nothing is lost)."""
        self.flush()
        document = encode(game, seats)
        match = SavedMatch(game, seats, document["saved_at"])
        problem = self._write_history([(document, match), *self._history_entries()])
        if problem is None:
            self.discard()
        return problem

    def _write_history(self, entries: list[Entry], told: bool = False) -> str | None:
        """Write the history: `entries`, newest first, at most `history_max` of them. The
        first time in a run the oldest are dropped, it is said (`told`: every time)."""
        kept = entries[: self.history_max]
        dropped = len(entries) - len(kept)
        if dropped > 0 and (told or not self._told_drop):
            # Told, never silent, but once: a full history drops one at every game's end.
            self._told_drop = True
            notices.post(
                ngettext(
                    "{count} old game was dropped from the history (it keeps {kept})",
                    "{count} old games were dropped from the history (it keeps {kept})",
                    dropped,
                ).format(kept=self.history_max, count=dropped)
            )
        problem = files.save(
            "history",
            self.history_path,
            {"format": HISTORY_FORMAT, "version": VERSION, "games": [doc for doc, _ in kept]},
        )
        stamp = self._stamp() if problem is None else None
        self._read = (stamp, kept) if stamp is not None else None
        return problem

    def history(self) -> list[SavedMatch]:
        """Finished matches, newest first."""
        self.flush()
        return [match for _, match in self._history_entries()]

    def _stamp(self) -> tuple[int, int, int] | None:
        """The history file's identity: a write replaces it (a new inode) and a change
        in place moves its time or size."""
        try:
            info = os.stat(self.history_path)
        except OSError:
            return None
        return (info.st_ino, info.st_mtime_ns, info.st_size)

    def trim_history(self) -> str | None:
        """Keep at most `history_max` matches now (the setting was lowered), dropping the
        oldest with a note. Returns None, or why the history could not be written."""
        entries = self._history_entries()
        if len(entries) <= self.history_max:
            return None
        return self._write_history(entries, told=True)

    def keep_review(self, record: GameRecord, review: dict[str, Any]) -> bool:
        """Keep what the review of a kept match found in its history entry (its checksum
        made again), so the statistics can show the costliest mistakes. False if the
        match is not in the history (any more) or the history could not be written."""
        entries = self._history_entries()
        for number, (doc, match) in enumerate(entries):
            if match.game.record != record:
                continue
            if doc.get("review") == review:
                return True
            doc = {**doc, "review": review}
            doc["checksum"] = _checksum(doc)
            entries[number] = (doc, dataclasses.replace(match, review=review))
            return self._write_history(entries) is None
        return False

    def people(self) -> dict[str, Any]:
        """The kept per-name summaries, as plain JSON by name (each checked by its
        reader); {} if there are none or the file is not one (it is then set aside)."""
        result = files.load("history", self.people_path)
        data = result.value
        if result.missing or result.problem is not None:
            return {}
        if not (
            isinstance(data, dict)
            and data.get("format") == PEOPLE_FORMAT
            and isinstance(data.get("people"), dict)
        ):
            files.reject(self.people_path, _("is not a No Thanks! history"))
            return {}
        return {str(name): value for name, value in data["people"].items()}

    def keep_people(self, people: dict[str, Any]) -> str | None:
        """Keep the per-name summaries (the `PEOPLE_MAX` last in `people`: the caller puts
        the names just seen last). Returns None, or why the file could not be written."""
        kept = dict(list(people.items())[-PEOPLE_MAX:])
        return files.save(
            "history",
            self.people_path,
            {"format": PEOPLE_FORMAT, "version": VERSION, "people": kept},
        )

    def _history_entries(self) -> list[tuple[dict[str, Any], SavedMatch]]:
        """The history's documents that decode, with their matches. A damaged file or
        entry is set aside (the file kept as .bad) with a notice. Read once until the
        file changes (`_read`): reading replays every kept game, some 2 ms each, and a
        match's end (`finish`) would wait on it."""
        stamp = self._stamp()
        if stamp is not None and self._read is not None and self._read[0] == stamp:
            return list(self._read[1])
        result = files.load("history", self.history_path)
        if result.missing:
            return []
        problem = result.problem
        kept = result.kept
        good: list[tuple[dict[str, Any], SavedMatch]] = []
        data = result.value
        if problem is None:
            if (
                isinstance(data, dict)
                and data.get("format") == HISTORY_FORMAT
                and isinstance(data.get("games"), list)
            ):
                for document in data["games"]:
                    try:
                        good.append((document, decode(document)))
                    except SaveError:
                        problem = _("had damaged games (dropped)")
            else:
                problem = _("is not a No Thanks! history")
        if problem is not None:
            if result.problem is None:  # read fine, but its content is not all usable
                kept = files.reject(self.history_path, problem)
            text = _("The game history {problem}").format(problem=problem)
            files.tell(self.history_path, text + kept_note(kept))
            if kept is not None and good:
                self._write_history(good)  # the good games stay listed
        if problem is None and stamp is not None:
            self._read = (stamp, good)
        return list(good)
