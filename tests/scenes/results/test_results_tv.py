"""The results with TV text (issue 43): every card's value meets the TV floor (6 % of the
screen height, as a font size) however many seats; rows that do not fit at that size
go on pages, turned by DOWN, and every seat's cards are shown on one of them. Upright,
the table uses the height down to the buttons."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.main import App
from game.draw import sprites, theme
from game.draw.look import Look
from game.match.autoplay import bot_setup, play_bots
from game.rules import Game
from scenes.results import PAGE_SECONDS, ResultsScene
from scenes.screens import screens
from tests.app.events import click, key, run


@pytest.fixture
def faces(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[int, int]]]:
    """(value, height) of every number card face drawn, as it happens."""
    seen: list[tuple[int, int]] = []
    card_face = sprites.card_face

    def face(value: int, height: int, style: str = "normal", *, look: Look) -> pygame.Surface:
        seen.append((value, height))
        return card_face(value, height, style, look=look)

    monkeypatch.setattr(sprites, "card_face", face)
    yield seen


def _results(app: App, players: int, expansion: bool) -> ResultsScene:
    setup = bot_setup(players, True, 7, expansion)
    game = Game.new(setup.config(), 7)
    play_bots(game, setup, 7, None)
    table = app.stack.push(screens(app.stack).table(setup, 7, game=game))
    table.finished = True  # type: ignore[attr-defined]
    app.stack.replace(screens(app.stack).match_results(table.match))  # type: ignore[attr-defined]
    scene = app.stack.top
    assert isinstance(scene, ResultsScene)
    run(app, frames=30)  # past the first presses it ignores
    return scene


@pytest.mark.parametrize("expansion", [False, True])
def test_seven_seats_cards_meet_the_tv_floor_on_pages(
    app: App, faces: list[tuple[int, int]], expansion: bool
) -> None:
    app.settings.tv_text = app.settings.tv_text_chosen = True
    app.resize_window((1920, 1080))
    scene = _results(app, 7, expansion)
    values: set[int] = set()
    page = 0
    while True:
        faces.clear()
        app.compositor.invalidate()
        run(app)
        assert faces, "no card drawn on this page"
        for value, height in faces:
            assert height * sprites.NUMERAL_SHARE >= 1080 * theme.TV_CARD_VALUE, (value, height)
        values |= {value for value, _h in faces}
        key(pygame.K_DOWN)
        run(app)
        page += 1
        if scene.page == 0:  # round again to the first page
            break
        assert scene.page == page
    assert page == scene.pages > 1
    numbers = {
        card.value
        for row in scene.rows
        for run_ in row.breakdown.runs
        for card in run_
        if card.is_number  # (a wild shows its own face)
    }
    assert numbers <= values


def test_without_tv_text_one_page_holds_every_seat(app: App) -> None:
    app.resize_window((1280, 720))
    scene = _results(app, 7, True)
    assert scene.pages == 1


def test_an_upright_screen_s_table_reaches_down_to_the_buttons(app: App) -> None:
    app.resize_window((1080, 1920))
    scene = _results(app, 7, True)
    gap = scene.menu.bounds().top - scene.table_rect.bottom
    # (It stopped half-way down, a third of the screen left empty above the buttons.)
    assert 0 <= gap < 1920 * 0.05, gap


def test_pages_turn_by_a_tap_on_the_table_and_by_the_clock(app: App) -> None:
    app.settings.tv_text = app.settings.tv_text_chosen = True
    app.resize_window((1920, 1080))
    scene = _results(app, 7, False)
    assert scene.pages > 1 and scene.page == 0
    # Left alone, the next page comes by itself.
    run(app, frames=int(PAGE_SECONDS * 10) + 2, dt=0.1)
    assert scene.page == 1
    # A tap on the table turns it by hand: the clock then leaves it be.
    click(scene.table_rect.center)
    run(app)
    assert scene.page == 2 % scene.pages and scene.paged_by_hand
    run(app, frames=int(PAGE_SECONDS * 10) + 2, dt=0.1)
    assert scene.page == 2 % scene.pages


def test_a_negative_winning_score_takes_the_plural(app: App) -> None:
    """French says "1 point" but "-30 points" ("-30 point" came of asking for -30's form)."""
    from dataclasses import replace

    from game import i18n

    scene = _results(app, 3, False)
    winner = scene.winners[0]
    scene.rows[winner] = replace(scene.rows[winner], score=-30, total=-30)
    i18n.set_language("fr")
    try:
        assert "\u221230 points" in scene.headline()  # a true minus, not "-30"
        scene.rows[winner] = replace(scene.rows[winner], score=1, total=1)
        said = scene.headline()
        assert "1 point" in said and "1 points" not in said
    finally:
        i18n.set_language("en")


def test_the_german_headline_reads_as_one_sentence_with_a_true_minus(app: App) -> None:
    """ "Gus gewinnt mit −6 Punkten, der niedrigsten Punktzahl", not "-6 Punkten: die
    niedrigste Punktzahl" (a hyphen, and a tail glued on with a colon)."""
    from dataclasses import replace

    from game import i18n

    scene = _results(app, 3, False)
    winner = scene.winners[0]
    scene.rows[winner] = replace(scene.rows[winner], score=-6, total=-6)
    i18n.set_language("de")
    try:
        said = scene.headline()
    finally:
        i18n.set_language("en")
    assert "\u22126 Punkten, der niedrigsten " in said and ":" not in said
