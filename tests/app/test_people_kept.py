"""How people play, kept by name beside the history (people.json): bounded, read back
checked, a damaged file set aside; a match kept in the history adds its people's play
(worked out off the frame loop by the results screen), and the coach reads it back."""

from __future__ import annotations

import json
from pathlib import Path

from game.app.main import App
from game.bots import make_bot
from game.bots.people import NO_READING, Reading, kept_readings, match_readings
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Game, GameConfig
from game.store import notices
from game.store.saves import PEOPLE_MAX, SaveStore
from scenes.results import ResultsScene
from scenes.screens import screens
from scenes.table import TableScene
from tests.app.events import run_until, settle


def test_the_summaries_round_trip_bounded_to_the_names_seen_last(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.people() == {}
    many = {f"P{n}": NO_READING.to_json() for n in range(PEOPLE_MAX + 5)}
    assert store.keep_people(many) is None
    kept = store.people()
    assert len(kept) == PEOPLE_MAX and "P0" not in kept and f"P{PEOPLE_MAX + 4}" in kept
    data = json.loads(store.people_path.read_text())
    assert set(data) == {"format", "version", "people"}  # names and counts, nothing more


def test_a_damaged_people_file_is_set_aside_and_reads_as_nobody(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.people_path.write_text('{"format": "something else"}')
    assert store.people() == {}
    assert not store.people_path.exists() and list(tmp_path.glob("people.json*.bad"))
    notices.drain()
    store.people_path.write_text(json.dumps({"format": "nothanks-people", "people": {"A": 1}}))
    assert kept_readings(store.people(), ["A"]) == {}  # an entry that is not a reading


def test_a_kept_match_adds_its_people_s_play_and_the_next_table_reads_it(app: App) -> None:
    setup = MatchSetup(seats=[SeatSpec(HUMAN, name="Sam"), SeatSpec("normal"), SeatSpec("easy")])
    setup.choose(first_player=0)
    game = Game.new(GameConfig(players=3, first_player=0), 4)
    bots = [make_bot("easy", 9), make_bot("normal", 1), make_bot("easy", 2)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    table = app.stack.push(screens(app.stack).table(setup, 3, game=game))
    assert isinstance(table, TableScene)
    table.match.kept = True  # as resume.finish marks a match written into the history
    table.finished = True
    results = app.stack.replace(screens(app.stack).match_results(table.match))
    assert isinstance(results, ResultsScene)
    settle(app)
    assert run_until(app, lambda: "Sam" in app.saves.people(), 120.0)
    sam = Reading.from_json(app.saves.people()["Sam"])
    assert sam == match_readings(game.record)[0] and sam.decisions > 0
    assert list(app.saves.people()) == ["Sam"]  # the bots are not people
    # The next table with Sam on it hands the coach what was read of Sam.
    again = app.stack.replace(screens(app.stack).table(setup, 5))
    assert isinstance(again, TableScene)
    assert again.coach_desk.kept == {"Sam": sam}
