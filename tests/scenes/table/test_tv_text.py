"""TV text size: with seven players at 1920×1080 and 1280×720, every text on the table is
drawn at ≥ 3.5 % of the screen height and every seat card's value at ≥ 6 % (font pixel
sizes, recorded while the real scene draws), with no two blocks of the layout
overlapping. It switches itself on when a pad is there before the first game."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from game.app.main import App
from game.draw import sprites, theme
from game.draw.look import PLAIN, Look
from game.match.autoplay import bot_setup, play_bots
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Game
from scenes.screens import screens
from scenes.table import TableScene
from scenes.table.layout import TableLayout
from tests.app.events import run
from tests.scenes.couch_helpers import FakeSDL, guid


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, list[int]]]:
    """Font sizes of the texts and heights of the card faces drawn, as they happen."""
    seen: dict[str, list[int]] = {"text": [], "cards": []}
    render_text, card_face = theme.render_text, sprites.card_face

    def text(text: str, size: int, *args: object, look: Look, **kwargs: object) -> pygame.Surface:
        seen["text"].append(max(int(size), look.text_floor))
        return render_text(text, size, *args, look=look, **kwargs)  # type: ignore[arg-type]

    def card(value: int, height: int, style: str = "normal", *, look: Look) -> pygame.Surface:
        seen["cards"].append(height)
        return card_face(value, height, style, look=look)

    monkeypatch.setattr(theme, "render_text", text)
    monkeypatch.setattr(sprites, "card_face", card)
    yield seen


@pytest.mark.parametrize("takes", [6, 16])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_seven_players_on_a_tv(
    app: App, drawn: dict[str, list[int]], size: tuple[int, int], takes: int
) -> None:
    app.settings.tv_text = app.settings.tv_text_chosen = True
    app.resize_window(size)
    setup = bot_setup(7, human=True, seed=7)
    game = Game.new(setup.config(), 7)
    play_bots(game, setup, 7, takes)  # every seat has cards; late on, crowded displays
    app.stack.push(screens(app.stack).table(setup, 7, game=game))
    table = app.stack.top
    assert isinstance(table, TableScene)
    run(app, frames=3)
    h = size[1]
    lay = table.layout
    assert lay.tv and lay.size == size
    assert min(drawn["text"]) >= math.ceil(h * theme.TV_BODY)
    assert min(drawn["cards"]) * sprites.NUMERAL_SHARE >= h * theme.TV_CARD_VALUE
    rects = lay.rects()
    screen = pygame.Rect(0, 0, *size)
    for i, a in enumerate(rects):
        assert screen.contains(a)
        assert all(not a.colliderect(b) for b in rects[i + 1 :]), (a, rects)
    # Each seat's cards stay inside its own display area.
    obs = table.game.observation(None)
    for seat, seat_lay in enumerate(lay.seats):
        for _card, _style, rect in lay.slots(seat, list(obs.displays[seat])):
            assert seat_lay.display.inflate(2, 2).contains(rect)


def test_tv_layout_is_bigger_than_the_desk_one() -> None:
    desk, tv = (
        TableLayout((1280, 720), 7, look=PLAIN),
        TableLayout((1280, 720), 7, tv=True, look=PLAIN),
    )
    assert tv.small_h > desk.small_h and tv.seats[0].plate.h >= desk.seats[0].plate.h


def test_tv_text_turns_on_when_a_pad_is_there_before_the_first_game(app: App) -> None:
    sdl = FakeSDL.install(app)
    sdl.plug(index=0, instance_id=5, guid=guid(0x045E, 1))
    run(app)
    assert not app.settings.tv_text and not app.settings.tv_text_chosen
    setup = MatchSetup(seats=[SeatSpec(HUMAN, pad=5), SeatSpec("random"), SeatSpec("random")])
    app.stack.push(screens(app.stack).table(setup, 3))
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert app.settings.tv_text and app.settings.tv_text_chosen and table.layout.tv
    # Once settled, a later game keeps the player's choice.
    app.settings.tv_text = False
    app.stack.replace(screens(app.stack).table(setup, 4))
    assert not app.settings.tv_text


def test_tv_text_stays_off_when_the_first_game_has_no_pad(app: App) -> None:
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("random"), SeatSpec("random")])
    app.stack.push(screens(app.stack).table(setup, 3))
    assert app.settings.tv_text_chosen and not app.settings.tv_text


def test_a_portrait_screen_s_tv_text_floor_is_a_share_of_its_width(app: App) -> None:
    """A share of a portrait screen's height made texts wider than the screen (a
    special's full text wrapped to 499x8100 pixels at 2160x3840)."""
    app.settings.tv_text = app.settings.tv_text_chosen = True
    app.resize_window((1080, 1920))
    setup = bot_setup(7, human=True, seed=7, expansion=True)
    app.stack.push(screens(app.stack).table(setup, 7, game=Game.new(setup.config(), 7)))
    run(app, frames=2)
    assert app.look.text_floor == theme.tv_text_floor(1080)
    app.resize_window((1920, 1080))
    run(app)
    assert app.look.text_floor == theme.tv_text_floor(1080)
    for scene in list(app.stack.scenes):
        scene.exit()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_upright_tv_seats_keep_clear_of_each_other_and_of_menu_and_log(players: int) -> None:
    """Upright, the TV floors are shares of the width, as the App's text floor: shares of
    the height made the seats' cards so tall that the bottom seats lay on each other and
    the top row under Menu and Log."""
    w, h = 1080, 1920
    lay = TableLayout((w, h), players, tv=True, look=PLAIN)
    value_floor = math.ceil(w * theme.TV_CARD_VALUE)
    assert lay.small_h * sprites.NUMERAL_SHARE >= value_floor - 1
    blocks = [seat.box for seat in lay.seats] + [lay.center, lay.menu, lay.log]
    screen = pygame.Rect(0, 0, w, h)
    for i, a in enumerate(blocks):
        assert screen.contains(a), a
        for b in blocks[i + 1 :]:
            assert not a.colliderect(b), (a, b)
