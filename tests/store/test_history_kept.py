"""How many games the history keeps (issue 57): a setting, saved and obeyed, the oldest
dropped with a note; the review's findings kept in the match's entry, and entries written
before either still load."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.bots import make_bot
from game.history_stats import kept_game
from game.rules import Game, GameConfig
from game.store import notices
from game.store.saves import HISTORY_MAX, SaveStore, _checksum
from game.store.settings import Settings, load_settings, save_settings
from scenes.screens import screens
from tests.app.events import key, run

SEATS = {"names": ["Ann", "Bo", "Cy"], "human_seats": [0]}


@pytest.fixture(autouse=True)
def quiet() -> Iterator[None]:
    notices.drain()
    yield
    notices.drain()


def finished(seed: int) -> Game:
    game = Game.new(GameConfig(players=3), seed=seed)
    bot = make_bot("heuristic")
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bot.decide(game.observation(seat)))
    return game


def seeds(store: SaveStore) -> list[int]:
    return [match.game.seed for match in store.history()]


def test_the_default_keeps_200_games() -> None:
    assert Settings().history_max == HISTORY_MAX == 200
    assert SaveStore(Path("unused")).history_max == 200


def test_the_oldest_games_are_dropped_with_a_note(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, history_max=2)
    for seed in (1, 2):
        assert store.finish(finished(seed), SEATS) is None
    assert notices.drain() == []  # nothing dropped yet: nothing said
    assert store.finish(finished(3), SEATS) is None
    assert seeds(store) == [3, 2]
    assert notices.drain() == ["1 old game was dropped from the history (it keeps 2)"]
    store.finish(finished(4), SEATS)  # said once: a full history drops one every game
    assert seeds(store) == [4, 3] and notices.drain() == []


def test_fewer_kept_trims_at_once_with_a_note(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, history_max=5)
    for seed in range(1, 5):
        store.finish(finished(seed), SEATS)
    store.history_max = 1
    assert store.trim_history() is None
    assert seeds(store) == [4]
    assert notices.drain() == ["3 old games were dropped from the history (it keeps 1)"]
    assert store.trim_history() is None and notices.drain() == []  # nothing more to drop


def test_the_setting_is_saved_and_a_bad_value_is_reset(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert save_settings(Settings(history_max=50), path)
    loaded, notice = load_settings(path)
    assert loaded.history_max == 50 and notice is None
    for bad in (0, -3, True, "50", 10_001, 2.5):
        path.write_text(json.dumps({"history_max": bad}))
        loaded, notice = load_settings(path)
        assert loaded.history_max == 200, bad
        assert notice is not None and "Games kept" in notice


def test_the_settings_row_changes_it_the_app_obeys_and_trims(app: App) -> None:
    for seed in range(1, 4):
        app.saves.finish(finished(seed), SEATS)
    notices.drain()
    app.stack.push(screens(app.stack).settings())
    run(app)
    menu = app.stack.top.menu  # type: ignore[union-attr]
    menu.focus_named("history_max")
    row = menu.focused
    assert row is not None and row.value == "200"
    for _ in range(3):  # 200 -> 100 -> 50 -> 20
        key(pygame.K_LEFT)
        run(app)
    assert row.value == "20" and app.settings.history_max == 20
    assert app.saves.history_max == 20
    assert load_settings(app.settings_path)[0].history_max == 20  # saved at once
    assert len(app.saves.history()) == 3  # 3 are under 20: none dropped
    app.saves.history_max = 2  # (as if chosen) the next finished game drops the oldest
    app.saves.finish(finished(9), SEATS)
    run(app)
    assert seeds(app.saves) == [9, 3]
    assert any("2 old games were dropped" in text for text in app.toasts.texts)


def test_an_app_started_with_the_setting_keeps_that_many(tmp_path: Path) -> None:
    from scenes.flow import desktop

    settings = tmp_path / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    save_settings(Settings(history_max=20), settings)
    app = App(size=(800, 450), settings_path=settings, screens=desktop())
    assert app.saves.history_max == 20


def test_the_reviews_findings_go_into_the_matchs_entry(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    older, newer = finished(1), finished(2)
    store.finish(older, SEATS)
    store.finish(newer, SEATS)
    review = {
        "decisions": 9,
        "judged": 9,
        "costly": [
            {"index": 4, "seat": 0, "round": 1, "label": "31", "pot": 3,
             "chosen": "take", "best": "pass", "cost": 6.5},
        ],
    }  # fmt: skip
    assert store.keep_review(older.record, review)
    history = store.history()  # checksums intact: both still load
    assert [m.game.seed for m in history] == [2, 1]
    assert history[0].review is None and history[1].review == review
    (mistake,) = kept_game(history[1]).mistakes
    assert (mistake.cost, mistake.label, mistake.chosen) == (6.5, "31", "take")
    assert notices.drain() == []
    assert not store.keep_review(finished(3).record, review)  # not kept: nothing written


def test_history_written_before_reviews_were_kept_still_loads(tmp_path: Path) -> None:
    """An entry as the game wrote it before issue 57 (no "review" key) loads, and one
    with the key still loads in a game that does not know it (the checksum covers it)."""
    game = finished(4)
    old_entry = {
        "format": "nothanks-autosave",
        "version": 1,
        "saved_at": 1_700_000_000.0,
        "game": game.to_json(),
        "seats": SEATS,
    }
    old_entry["checksum"] = _checksum(old_entry)
    store = SaveStore(tmp_path)
    document = {"format": "nothanks-history", "version": 1, "games": [old_entry]}
    store.history_path.write_text(json.dumps(document))
    (match,) = store.history()
    assert match.review is None and match.game.record == game.record
    assert notices.drain() == []


def test_the_history_is_replayed_once_until_it_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.store import saves

    store = SaveStore(tmp_path)
    first = finished(5)
    store.finish(first, SEATS)
    decoded: list[object] = []
    real = saves.decode

    def counting(document: object) -> saves.SavedMatch:
        decoded.append(document)
        return real(document)

    monkeypatch.setattr(saves, "decode", counting)
    assert seeds(store) == [5] and seeds(store) == [5]
    assert decoded == []  # as written, so never replayed
    review = {"decisions": 1, "judged": 1, "costly": []}
    assert store.keep_review(first.record, review)
    store.finish(finished(6), SEATS)  # a match's end waits on no replay either
    assert seeds(store) == [6, 5] and store.history()[1].review == review
    assert decoded == []
    other = SaveStore(tmp_path)  # another copy of the game writes the file
    other.finish(finished(7), SEATS)
    assert seeds(store) == [7, 6, 5]  # changed: read again
    assert len(decoded) == 2 + 3  # the other copy's read, then this one's
