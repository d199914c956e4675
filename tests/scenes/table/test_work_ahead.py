"""First-time work is done before the frame that shows it (issue 65): a special card's
text panel is composed while the table plays, the final results' texts are rendered
while the match's last animation plays, and the history is written before the results
open. Counted in builds, never timed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.app import prebuild
from game.app.main import App
from game.draw import theme
from game.draw.cache import SurfaceCache
from game.draw.look import Look
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Card, Game, GameConfig
from scenes.results import ResultsScene
from scenes.screens import screens
from scenes.table import TableScene
from scenes.table import frame as table_frame
from tests.app.events import key, run, run_until


@pytest.fixture
def app(app: App) -> Iterator[App]:
    yield app
    for scene in list(app.stack.scenes):
        scene.exit()


def counted(monkeypatch: pytest.MonkeyPatch, name: str) -> list[object]:
    """Each call of `theme.<name>` (a builder its caches call on a miss), noted."""
    calls: list[object] = []
    real: Callable[..., Any] = getattr(theme, name)

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(args[0] if args else None)
        return real(*args, **kwargs)

    monkeypatch.setattr(theme, name, counting)
    return calls


def open_table(app: App, deck: list[Card | int], expansion: bool) -> TableScene:
    """Three people at a scripted table, seat 0 first, at 1x speed."""
    app.settings.animation_speed = "1x"
    config = GameConfig(players=3, expansion=expansion, first_player=0)
    setup = MatchSetup(seats=[SeatSpec(HUMAN) for _ in range(3)])
    game = Game.scripted(config, deck)
    table = app.stack.push(screens(app.stack).table(setup, 5, game=game))
    assert isinstance(table, TableScene)
    return table


def test_a_special_cards_text_panel_is_composed_before_it_shows(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (Panels an earlier test composed at this size would be found already.)
    monkeypatch.setattr(theme, "_text_panel_cache", SurfaceCache(64 * 1024 * 1024))
    composed = counted(monkeypatch, "_build_text_panel")
    table = open_table(app, [5, Card.special("bonus15"), 6, 7], expansion=True)
    assert run_until(app, lambda: table.panels_ahead.done, seconds=60)
    ahead = len(composed)
    assert ahead > 0  # the seventeen kinds' panels that have room at this size
    run(app, 30)
    key(pygame.K_t)  # seat 0 takes the 5: the green bonus card is turned face up
    assert run_until(app, lambda: table.turns.human_turn() == 0 and table.game.actions_played == 1)
    run(app, 30)
    target = table_frame.text_target(table)
    assert target is not None and target[0] == Card.special("bonus15")
    # Its panel shows (drawn every frame since), and none was composed in a frame.
    assert len(composed) == ahead


def test_the_results_are_made_and_drawn_ahead_while_the_last_animation_plays(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = open_table(app, [5], expansion=False)
    run(app, 60)
    key(pygame.K_t)  # the only card taken: the match is over
    assert run_until(app, lambda: table.results_ahead is not None, seconds=60)
    assert table.match.kept  # in the history already, before the results open
    made = table.results_ahead
    assert made is not None and app.stack.top is table
    rendered = counted(monkeypatch, "_build_text")
    opened = 0
    while not isinstance(app.stack.top, ResultsScene):
        before = len(rendered)
        run(app)
        opened = len(rendered) - before
    assert app.stack.top is made[0] and made[1].done
    assert opened == 0  # the frame that opened the results rendered no text
    run(app)  # and it goes on drawing the same


def test_a_dry_surface_paints_nothing_and_records_nothing() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    drawn: list[tuple[int, int]] = []

    def draw(surface: pygame.Surface) -> None:
        drawn.append(surface.get_size())
        theme.draw_text(
            surface, "Game over", (100, 40), 40, theme.CREAM, "display", look=Look.plain()
        )
        pygame.draw.rect(surface, theme.BRASS, (10, 10, 300, 200))
        assert surface.blit(pygame.Surface((50, 50)), (3830, 5)) == pygame.Rect(3830, 5, 10, 50)

    with theme.recording() as record:
        assert prebuild.dry_draw(draw, (3840, 2160))
    assert drawn == [(3840, 2160)] and record.texts == []

    def fails(surface: pygame.Surface) -> None:
        raise ValueError("a screen that cannot be drawn ahead")

    assert not prebuild.dry_draw(fails, (100, 100))  # logged; it draws in its frame
