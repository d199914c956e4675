"""The results' effect lines of the specials (issue 43) come from the catalogs: in French
the colon after a card's name has the no-break space French typography puts before it
("Bonus +5 : −5"), as every other French text of the game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n
from game.app.main import App
from game.bots import make_bot
from game.draw import theme
from game.match.setup import MatchSetup, SeatSpec
from game.rules import CardKind, Game, GameConfig
from scenes.results import ResultsScene, effect_lines
from scenes.screens import screens
from tests.app.events import run


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language("en")


def _bot_game(seed: int) -> Game:
    game = Game.new(GameConfig(players=7, expansion=True), seed)
    bots = [make_bot("easy", seed + seat) for seat in range(7)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    return game


def test_french_results_put_a_no_break_space_before_each_effects_colon(
    app: App, french: None
) -> None:
    game = _bot_game(12)
    breakdowns = game.round_results[-1].breakdowns
    kinds = {effect.card.kind for b in breakdowns for effect in b.effects}
    assert kinds - {CardKind.WILD, CardKind.CARD_BONUS, CardKind.CARD_PENALTY}  # code-built
    lines = [line.full for b in breakdowns for line in effect_lines(b)]
    assert lines and all("\u00a0: " in line for line in lines), lines
    assert not any(" :" in line.replace("\u00a0:", "") for line in lines), lines
    setup = MatchSetup(
        seats=[SeatSpec("easy")] * 7, rules=GameConfig(expansion=True), persona_seed=1
    )
    table = app.stack.push(screens(app.stack).table(setup, 12, game=game))
    table.finished = True  # type: ignore[attr-defined]
    results = app.stack.replace(screens(app.stack).match_results(table.match))
    assert isinstance(results, ResultsScene)
    app.resize_window((1920, 1080))  # rows roomy enough for the full lines
    run(app, 10)
    with theme.recording() as record:
        results.draw(app.canvas)
    names = {line.split("\u00a0:")[0] for line in lines}
    drawn = [t.text for t in record.texts if any(t.text.startswith(n) for n in names)]
    assert drawn, [t.text for t in record.texts]
    assert all("\u00a0:" in text for text in drawn), drawn
