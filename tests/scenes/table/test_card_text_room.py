"""The face-up special card's text on a crowded table (issue 43): at seven seats with the
expansion it still shows, in the free room beside the card (over the deck), never over
a seat, the buttons or the turn caption, and at TV size never under the TV floor. A
table too crowded for the whole text shows the card's own rule, or its gist."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app.main import App
from game.draw import theme
from game.draw.theme import px
from game.match.autoplay import bot_setup, play_bots
from game.rules import Card, Game
from game.special_text import FULL_TEXT, gist, own_rule
from scenes.screens import screens
from scenes.table import TableScene
from scenes.table.frame import frame_of
from scenes.table.words import full_text, gist_text, short_text
from tests.app.events import run


def seven_seat_table(app: App, size: tuple[int, int], tv: bool) -> TableScene:
    """Seven seats with the expansion, 11 cards taken (seed 7: a pink special face up)."""
    app.settings.tv_text = app.settings.tv_text_chosen = tv
    app.resize_window(size)
    setup = bot_setup(7, human=True, seed=7, expansion=True)
    game = Game.new(setup.config(), 7)
    play_bots(game, setup, 7, 11)
    app.stack.push(screens(app.stack).table(setup, 7, game=game))
    table = app.stack.top
    assert isinstance(table, TableScene)
    run(app, frames=3)
    return table


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize(
    ("size", "tv"), [((1920, 1080), True), ((800, 450), False), ((1280, 720), False)]
)
def test_the_face_up_special_s_text_keeps_clear_of_seats_buttons_and_caption(
    app: App, size: tuple[int, int], tv: bool, language: str
) -> None:
    i18n.set_language(language)
    try:
        table = seven_seat_table(app, size, tv)
        frame = frame_of(table)
        assert frame.card_text is not None
        card = frame.card_text[0]
        assert not card.is_number and not frame.card_text[2]  # face up, not pointed at
        app.compositor.invalidate()
        with theme.recording() as record:
            run(app)
        said = {full_text(card), short_text(card), gist_text(card)}
        (text,) = [t for t in record.texts if t.text in said]  # the panel's words, shown
        lay = table.layout
        room = lay.coach_panel if lay.coach_free else lay.text_room
        assert room.contains(text.rect), (text.rect, room)
        blocks = [seat.box for seat in lay.seats] + [lay.take, lay.pass_, lay.card]
        assert text.rect.collidelist(blocks) < 0
        # The turn caption is still there: the panel covered nothing of it.
        assert any(t.text == frame.caption for t in record.texts), frame.caption
        if tv:
            assert text.size >= theme.tv_text_floor(size[1])
        assert not text.ellipsised
    finally:
        i18n.set_language("en")
        app.settings.tv_text = app.settings.tv_text_chosen = False


@pytest.mark.parametrize("language", ["en", "de", "fr", "es"])
def test_every_special_has_a_shorter_own_rule_and_a_gist(language: str) -> None:
    i18n.set_language(language)
    try:
        for kind in FULL_TEXT:
            full, own, short = FULL_TEXT[kind], own_rule(kind), gist(kind)
            assert own and full.startswith(own) and len(own) < len(full), kind
            assert short and len(short) < len(full), kind
            assert "{" not in short, kind
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [3, 7])
@pytest.mark.parametrize(
    ("size", "tv"),
    [((1920, 1080), True), ((1280, 720), True), ((1280, 720), False), ((800, 450), False)],
)
def test_the_hint_button_stays_beside_take_and_no_thanks(
    app: App, size: tuple[int, int], tv: bool, players: int
) -> None:
    """Issue 43: at seven seats with TV text the Hint button had moved to the top right
    by Menu. The rects are the controls the real scene draws. (Five seats keep theirs
    beside the card: their lower side seats sit level with the buttons.)"""
    app.settings.coach_hints = True
    app.settings.tv_text = app.settings.tv_text_chosen = tv
    try:
        app.resize_window(size)
        setup = bot_setup(players, human=True, seed=7)
        game = Game.new(setup.config(), 7)
        play_bots(game, setup, 7, 6)
        app.stack.push(screens(app.stack).table(setup, 7, game=game))
        table = app.stack.top
        assert isinstance(table, TableScene)
        run(app, frames=2)
        assert frame_of(table).hint_button
        app.compositor.invalidate()
        with theme.recording() as record:
            run(app)
        lay = table.layout
        drawn = [control.rect for control in record.controls]
        assert lay.hint in drawn and lay.take in drawn and lay.pass_ in drawn
        hint, take, pass_ = lay.hint, lay.take, lay.pass_
        # Level with the buttons, and just past one end of their row.
        assert take.top <= hint.centery <= take.bottom, (hint, take)
        near = 2 * max(px(18, lay.s), 1)
        assert 0 < hint.left - pass_.right <= near or 0 < take.left - hint.right <= near, (
            hint,
            take,
            pass_,
        )
        others = [seat.box for seat in lay.seats] + [lay.menu, lay.log, lay.hud]
        assert hint.collidelist(others) < 0
    finally:
        app.settings.coach_hints = False
        app.settings.tv_text = app.settings.tv_text_chosen = False


@pytest.mark.parametrize("language", ["de", "fr"])
def test_pointing_at_the_card_shows_its_whole_text_even_on_a_crowded_tv_table(
    app: App, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The free panel may hold only the gist; the mouse on the card shows the whole rule
    in a panel as wide as it needs (up to 600 px at 720p), never cut."""
    from game.app.intents import Device

    i18n.set_language(language)
    try:
        table = seven_seat_table(app, (1920, 1080), tv=True)
        # The special with the longest rule, face up in the view's place.
        longest = max(FULL_TEXT, key=lambda kind: len(FULL_TEXT[kind]))
        table.view.card = Card.special(longest)
        card = frame_of(table).card_text
        assert card is not None and card[0].kind is longest
        spot = table.layout.card.center  # the window is the canvas's size
        # The dummy video driver keeps no mouse position: it reads the one moved to.
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: spot)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(3, 3), buttons=(0, 0, 0))
        )
        run(app)
        assert app.last_device is Device.MOUSE
        target = frame_of(table).card_text
        assert target is not None and target[2]  # pointed at
        app.compositor.invalidate()
        with theme.recording() as record:
            run(app)
        (text,) = [t for t in record.texts if t.text == full_text(card[0])]
        assert not text.ellipsised and text.size >= theme.tv_text_floor(1080)
    finally:
        i18n.set_language("en")
        app.settings.tv_text = app.settings.tv_text_chosen = False
