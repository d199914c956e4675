"""The table's view follows engine events on its own: no pygame, no scene, no app."""

from __future__ import annotations

import ast
from pathlib import Path

from game.bots import make_bot
from game.rules import Game, GameConfig
from scenes.table import view as view_module
from scenes.table.view import TableView


def test_view_module_is_pure() -> None:
    tree = ast.parse(Path(view_module.__file__).read_text())
    modules = {
        (node.module or "") if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    assert not {m for m in modules if m.split(".")[0] in ("pygame", "scenes")}


def test_view_fed_every_event_of_a_match_ends_equal_to_the_engine() -> None:
    game = Game.new(GameConfig(players=4, rounds=2), seed=11)
    bots = [make_bot("normal", seat) for seat in range(4)]
    view = TableView(4)
    events = list(game.opening_events)
    checked = 0
    while not game.is_over:
        for event in events:
            view.begin(event)
            view.end(event)
        events = []
        assert view.matches(game.observation(None))
        checked += 1
        seat = game.current_seat
        assert seat is not None
        events = game.apply(seat, bots[seat].decide(game.observation(seat)))
    for event in events:
        view.begin(event)
        view.end(event)
    assert view.matches(game.observation(None))
    assert checked > 40 and view.last_taken is not None


def test_view_lags_between_begin_and_end_of_a_take() -> None:
    game = Game.new(GameConfig(players=3), seed=3)
    view = TableView(3)
    for event in game.opening_events:
        view.begin(event)
        view.end(event)
    seat = game.current_seat
    assert seat is not None
    taken = [e for e in game.apply(seat, game.legal_actions(seat)[0]) if e.kind == "card_taken"]
    assert taken
    view.begin(taken[0])
    assert view.card is None and view.displays[seat] == []  # the card is in flight
    view.end(taken[0])
    assert len(view.displays[seat]) == 1
