"""The autosave store: every action saved atomically, loaded back by replay; finished
matches go to a bounded history; an unreadable save is set aside with a notice; a
process killed with SIGKILL mid-match leaves a save that replays to where it stood."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path

import pytest

from game.app.main import App
from game.bots import make_bot
from game.rules import Game, GameConfig
from game.rules.events import Event
from game.store import files, notices
from game.store.saves import SaveStore, encode
from scenes.screens import screens

SEATS = {"seats": ["human", "normal", "hard"], "names": ["Ann", "Bo", "Cy"], "human_seats": [0]}


def play(game: Game, actions: int | None = None) -> Game:
    """Play with normal bots in every seat (deterministic) for `actions` or to the end."""
    bot = make_bot("normal")
    done = 0
    while not game.is_over and (actions is None or done < actions):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bot.decide(game.observation(seat)))
        done += 1
    return game


@pytest.fixture(autouse=True)
def quiet_notices() -> None:
    notices.drain()


def test_a_match_saved_after_every_action_loads_back_to_the_same_state(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "data")
    assert not store.has_save() and store.load() is None
    game = Game.new(GameConfig(players=3, rounds=2), seed=11)
    bot = make_bot("normal")
    for _ in range(40):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bot.decide(game.observation(seat)))
        assert store.save(game, SEATS) is None
    assert store.has_save()
    loaded = store.load()
    assert loaded is not None
    assert loaded.game.state_digest() == game.state_digest()
    assert loaded.game.record == game.record and loaded.game.config.rounds == 2
    assert loaded.seats == SEATS
    store.flush()
    assert sorted(p.name for p in store.directory.iterdir()) == ["current.json"]


@pytest.mark.parametrize(
    "damage",
    [
        lambda doc: doc.__setitem__("game", doc["game"].replace('"rounds": 2', '"rounds": 3')),
        lambda doc: doc["seats"].__setitem__("seats", ["hard", "hard", "hard"]),
        lambda doc: doc.__setitem__("saved_at", 0),
        lambda doc: doc.pop("checksum"),
    ],
)
def test_an_edited_save_is_caught_set_aside_and_not_loaded(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    store = SaveStore(tmp_path)
    game = play(Game.new(GameConfig(players=3, rounds=2), seed=3), actions=10)
    document = encode(game, json.loads(json.dumps(SEATS)))
    damage(document)
    store.current_path.write_text(json.dumps(document))
    assert store.load() is None
    assert not store.has_save()
    assert json.loads((tmp_path / "current.json.bad").read_text()) == document
    assert any("saved game is damaged" in text for text in notices.drain())


@pytest.mark.parametrize("content", [b"", b"\x00\xff", b"[" * 100_000, b"{}", b'"text"'])
def test_garbage_in_the_save_is_kept_as_bad_with_a_notice(tmp_path: Path, content: bytes) -> None:
    store = SaveStore(tmp_path)
    store.current_path.write_bytes(content)
    assert store.load() is None
    assert (tmp_path / "current.json.bad").read_bytes() == content
    assert any("saved game" in text for text in notices.drain())


def test_a_save_that_cannot_be_replayed_is_set_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    game = play(Game.new(GameConfig(players=3), seed=3), actions=5)
    document = json.loads(game.to_json())
    document["actions"].append([9, "take"])  # a seat that does not exist
    forged = encode(game, SEATS)
    forged["game"] = json.dumps(document)
    from game.store.saves import _checksum

    forged["checksum"] = _checksum(forged)
    store.current_path.write_text(json.dumps(forged))
    assert store.load() is None
    assert (tmp_path / "current.json.bad").exists()
    assert any("cannot be replayed" in text for text in notices.drain())


def test_finished_matches_go_to_a_bounded_history_newest_first(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, history_max=3)
    seeds = [1, 2, 3, 4, 5]
    for seed in seeds:
        game = play(Game.new(GameConfig(players=3), seed=seed))
        assert store.save(game, {"seed": seed}) is None
        assert store.finish(game, {"seed": seed}) is None
        assert not store.has_save()
    history = store.history()
    assert [match.seats["seed"] for match in history] == [5, 4, 3]
    assert all(match.game.is_over for match in history)
    assert history[0].game.record == play(Game.new(GameConfig(players=3), seed=5)).record


def test_a_damaged_history_keeps_its_good_games_and_the_file_as_bad(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    for seed in (1, 2):
        store.finish(play(Game.new(GameConfig(players=3), seed=seed)), {"seed": seed})
    data = json.loads(store.history_path.read_text())
    data["games"][1]["seats"]["seed"] = 99  # breaks that entry's checksum
    store.history_path.write_text(json.dumps(data))
    assert [m.seats["seed"] for m in store.history()] == [2]
    assert (tmp_path / "history.json.bad").exists()
    assert any("history had damaged games" in text for text in notices.drain())
    store.finish(play(Game.new(GameConfig(players=3), seed=3)), {"seed": 3})
    assert [m.seats["seed"] for m in store.history()] == [3, 2]


def test_a_save_that_cannot_be_written_keeps_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    game = play(Game.new(GameConfig(players=3), seed=8), actions=3)
    assert store.save(game, SEATS) is None
    store.flush()
    before = store.current_path.read_text()

    def disk_full(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.tempfile, "mkstemp", disk_full)
    play(game, actions=3)
    store.save(game, SEATS)
    store.flush()
    problem = store.last_problem
    assert problem is not None and "No space left" in problem
    assert store.save(game, SEATS) == problem  # and the next save says so at once
    assert store.current_path.read_text() == before
    assert store.finish(play(game), SEATS) is not None
    assert store.has_save()  # the history could not be written: the save stays


CHILD = """
import sys
from game.store.saves import SaveStore
from game.bots import make_bot
from game.rules import Game, GameConfig

store = SaveStore(sys.argv[1])
game = Game.new(GameConfig(players=5, rounds=3), seed=int(sys.argv[2]))
bot = make_bot("normal")
n = 0
while not game.is_over:
    seat = game.current_seat
    game.apply(seat, bot.decide(game.observation(seat)))
    assert store.save(game, {"seed": int(sys.argv[2])}) is None
    n += 1
    if n == 20:
        store.flush()
        print("ready", flush=True)
print("finished", flush=True)
"""


def test_a_match_killed_with_sigkill_mid_save_replays_to_where_it_stood(tmp_path: Path) -> None:
    seed = 21
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path), str(seed)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    time.sleep(0.05)  # still playing and saving: the kill lands at any point of a save
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL
    loaded = SaveStore(tmp_path).load()
    assert loaded is not None and loaded.seats == {"seed": seed}
    played = len(loaded.game.record.actions)
    assert played >= 20
    reference = play(Game.new(GameConfig(players=5, rounds=3), seed=seed), actions=played)
    assert loaded.game.record == reference.record
    assert loaded.game.state_digest() == reference.state_digest()
    assert [p.name for p in tmp_path.iterdir()] == ["current.json"]  # no temp file left


def test_a_new_match_moves_the_unfinished_one_into_the_history(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    old = play(Game.new(GameConfig(players=3), seed=1), actions=6)
    assert store.save(old, {"seed": 1}) is None
    store.flush()  # as App.shutdown does
    later = SaveStore(tmp_path)  # the next session
    new = play(Game.new(GameConfig(players=4), seed=2), actions=1)
    assert later.save(new, {"seed": 2}) is None
    assert later.save(play(new, actions=1), {"seed": 2}) is None
    history = later.history()
    assert [m.seats["seed"] for m in history] == [1]
    assert not history[0].game.is_over and history[0].game.record == old.record
    loaded = later.load()
    assert loaded is not None and loaded.seats == {"seed": 2}


def test_the_same_match_played_on_keeps_one_save_even_if_its_seats_change(
    tmp_path: Path,
) -> None:
    store = SaveStore(tmp_path)
    game = play(Game.new(GameConfig(players=3), seed=4), actions=5)
    store.save(game, {"seats": ["human", "normal", "normal"]})
    store.flush()
    later = SaveStore(tmp_path)  # continued in the next session, a seat handed to a bot
    later.save(play(game, actions=2), {"seats": ["hard", "normal", "normal"]})
    assert later.history() == []
    # The same deal started again from the beginning is another match: the old one is kept.
    restarted = play(Game.new(GameConfig(players=3), seed=4), actions=1)
    third = SaveStore(tmp_path)
    third.save(restarted, {"seats": []})
    assert [len(m.game.record.actions) for m in third.history()] == [7]


@pytest.mark.parametrize("content", [b"{broken", b'{"format": "nothanks-autosave", "version": 99}'])
def test_a_new_match_keeps_an_unreadable_save_aside_rather_than_overwrite_it(
    tmp_path: Path, content: bytes
) -> None:
    """Damaged, or from another version: the player chose Play, not Continue."""
    store = SaveStore(tmp_path)
    store.current_path.write_bytes(content)
    game = play(Game.new(GameConfig(players=3), seed=5), actions=1)
    assert store.save(game, SEATS) is None
    store.flush()
    assert (tmp_path / "current.json.bad").read_bytes() == content
    assert any("saved game" in text and "current.json.bad" in text for text in notices.drain())
    loaded = store.load()
    assert loaded is not None and loaded.game.record == game.record


def test_an_unfinished_match_the_history_cannot_take_is_kept_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.store import files

    store = SaveStore(tmp_path)
    old = play(Game.new(GameConfig(players=3), seed=1), actions=6)
    assert store.save(old, {"seed": 1}) is None
    store.flush()
    write_json = files.write_json

    def full_for_history(path: Path, data: object) -> str | None:
        # The history cannot be written (as on a full disk); the save still can.
        if path.name == "history.json":
            return "cannot be written (No space left on device)"
        return write_json(path, data)

    monkeypatch.setattr(files, "write_json", full_for_history)
    later = SaveStore(tmp_path)
    new = play(Game.new(GameConfig(players=4), seed=2), actions=1)
    assert later.save(new, {"seed": 2}) is None
    later.flush()
    kept = json.loads((tmp_path / "current.json.bad").read_text())
    assert kept["seats"] == {"seed": 1}  # the old match, whole
    assert any("could not go into the history" in text for text in notices.drain())
    loaded = later.load()
    assert loaded is not None and loaded.seats == {"seed": 2}


@pytest.mark.parametrize("when", [10**400, float("nan"), float("inf"), -(10**13)])
def test_a_save_with_an_impossible_date_is_set_aside_not_a_crash(
    tmp_path: Path, when: float
) -> None:
    from game.store.saves import _checksum

    store = SaveStore(tmp_path)
    game = play(Game.new(GameConfig(players=3), seed=3), actions=4)
    document = encode(game, SEATS)
    document["saved_at"] = when
    # A checksum that fits, where JSON can hold the value (it cannot hold nan or inf).
    document["checksum"] = _checksum(document) if isinstance(when, int) else "x"
    store.current_path.write_text(json.dumps(document))
    assert store.load() is None
    assert (tmp_path / "current.json.bad").exists()
    assert any("saved game is damaged" in text for text in notices.drain())
    # And a new match's first save sets nothing off either.
    store.current_path.write_text(json.dumps(document))
    assert store.save(play(Game.new(GameConfig(players=3), seed=4), actions=1), SEATS) is None


def test_an_unreadable_save_that_cannot_be_moved_aside_is_not_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.store import files

    store = SaveStore(tmp_path)
    store.current_path.write_bytes(b"{broken")
    monkeypatch.setattr(files, "set_aside", lambda path: None)  # as on a read-only folder
    game = play(Game.new(GameConfig(players=3), seed=5), actions=1)
    problem = store.save(game, SEATS)
    store.flush()
    assert problem is not None and "could not be moved aside" in problem
    assert store.current_path.read_bytes() == b"{broken"
    monkeypatch.undo()  # the folder is writable again: the next action saves
    assert store.save(play(game, actions=1), SEATS) is None
    store.flush()
    assert (tmp_path / "current.json.bad").read_bytes() == b"{broken"
    loaded = store.load()
    assert loaded is not None and len(loaded.game.record.actions) == 2


def test_a_decision_is_on_disk_before_its_events_are_shown(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 54: a background writer lost the last move in 3 of 45 kill -9s. The table's
    decision is written (fsynced, atomically) in the frame's own thread, as its events
    come back to the table (`TableScene.show`), before they are queued for animation."""
    from game.match.setup import MatchSetup, SeatSpec
    from scenes.table import TableScene

    writes: list[tuple[str, str]] = []
    real_write = files.write_atomic

    def watched(path: Path, text: str) -> str | None:
        problem = real_write(path, text)
        writes.append((path.name, threading.current_thread().name))
        return problem

    monkeypatch.setattr(files, "write_atomic", watched)
    setup = MatchSetup(seats=[SeatSpec("human"), SeatSpec("normal"), SeatSpec("normal")])
    table = app.stack.push(screens(app.stack).table(setup, 3))
    assert isinstance(table, TableScene)
    real_extend = table.animator.extend

    def queued(events: Iterable[Event]) -> None:
        writes.append(("queued", threading.current_thread().name))
        real_extend(events)

    monkeypatch.setattr(table.animator, "extend", queued)
    match = table.match
    seat = match.game.current_seat
    assert seat is not None
    for _ in range(3):
        writes.clear()
        seat = match.game.current_seat
        assert seat is not None
        action = match.game.observation(seat).legal[0]
        events = table.turns.apply(seat, action, by_human=match.is_bot(seat) is False)
        assert events
        table.show(events)
        # Before anything shows them: on disk, written by this thread, readable as is.
        thread = threading.current_thread().name
        saved_at = writes.index(("current.json", thread))
        assert saved_at < writes.index(("queued", thread))
        saved = SaveStore(app.dirs.data).load()
        assert saved is not None
        assert saved.game.record.actions == match.game.record.actions


def test_closing_the_app_leaves_no_thread_and_the_folder_can_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 54: the save writer outlived the App; `fuzz` removed its temporary folder
    while the thread still wrote into it (OSError: Directory not empty)."""
    import shutil

    import pygame

    from game.app.main import App
    from game.match.setup import MatchSetup, SeatSpec
    from scenes.flow import desktop

    before = set(threading.enumerate())
    app = App(
        size=(640, 360),
        settings_path=tmp_path / "settings.json",
        screens=desktop(),
        open_home=True,
    )
    setup = MatchSetup(seats=[SeatSpec("human"), SeatSpec("easy"), SeatSpec("easy")])
    table = app.stack.push(screens(app.stack).table(setup, 5))
    match = table.match  # type: ignore[attr-defined]
    for _ in range(6):
        seat = match.game.current_seat
        match.apply(seat, match.game.observation(seat).legal[-1], by_human=False)
    for scene in list(app.stack.scenes):
        scene.exit()
    # pygame stays up for the tests after this one in this process (its fonts are cached).
    monkeypatch.setattr(pygame, "quit", lambda: None)
    app.shutdown()
    ours = [t for t in threading.enumerate() if t not in before and t.is_alive()]
    assert ours == []
    shutil.rmtree(tmp_path)  # at once: nothing writes into it any more
    assert not tmp_path.exists()
