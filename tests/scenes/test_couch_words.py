"""Issue 52, item 9: what the couch is told. Pads are real SDL virtual controllers."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app.intents import Intent
from game.app.main import App
from scenes.screens import screens
from tests.app.events import run
from tests.scenes.test_couch_pads_own_their_seats import lobby, table_of
from tests.virtual_pads import VirtualPads


def test_a_pad_unplugged_in_the_lobby_is_told_its_seat_is_free(app: App, pads: VirtualPads) -> None:
    setup, plugged = lobby(app, pads, 3, 3)
    plugged[2].unplug()
    run(app)
    assert setup.setup.seats[2].pad is None  # the lobby frees the seat at once ...
    texts = app.toasts.texts
    assert any("seat 3 is free" in text for text in texts), texts
    assert not any("plug it back in" in text for text in texts), texts  # ... so says so


PS4 = ("Pad PS4", 0x054C, 0x09CC)  # a DualShock 4: its Confirm is Cross


def test_a_seatless_playstation_pad_at_the_table_is_told_cross_not_a(
    app: App, pads: VirtualPads
) -> None:
    table_of(app, pads, 3)
    stranger = pads.plug(*PS4)
    run(app)
    stranger.press(pygame.CONTROLLER_BUTTON_Y)  # not a join: told how to join
    run(app)
    told = [text for text in app.toasts.texts if "to join" in text]
    assert told and all("press Cross" in text for text in told), app.toasts.texts


def test_a_seatless_playstation_pad_in_the_lobby_is_told_cross_not_a(
    app: App, pads: VirtualPads
) -> None:
    lobby(app, pads, 3, 3)
    stranger = pads.plug(*PS4)
    run(app)
    stranger.press(pygame.CONTROLLER_BUTTON_START)  # a seatless pad may not start
    run(app)
    told = [text for text in app.toasts.texts if "to join" in text]
    assert told and all("press Cross" in text for text in told), app.toasts.texts


def test_the_lobbys_prompt_bar_names_the_pads_own_join_button_not_enter(
    app: App, pads: VirtualPads, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.app import ui
    from tests.app.events import key

    setup, _plugged = lobby(app, pads, 2, 3)
    pads.plug(*PS4)
    run(app)
    key(pygame.K_DOWN)  # the keyboard in use: the bar names keys
    run(app)
    bars: list[list[tuple[str, str]]] = []

    def recording(
        surface: object,
        prompts: list[tuple[Intent, str]],
        label_for: Callable[[Intent], str],
        *rest: object,
        **kw: object,
    ) -> None:
        bars.append([(label_for(intent), text) for intent, text in prompts])

    monkeypatch.setattr(ui, "draw_prompt_bar", recording)
    setup.draw(app.canvas)
    (bar,) = bars
    join = [label for label, text in bar if text == "on a pad: join"]
    assert join == ["Cross"], bar


def test_a_person_in_seat_3_behind_a_bot_is_player_3_as_the_seat_is_numbered() -> None:
    from game.match.setup import HUMAN, MatchSetup, SeatSpec
    from scenes.looks import seat_look

    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("easy"), SeatSpec(HUMAN)])
    assert setup.seat_name(2) == "Player 3"  # it was "Player 2": the second person
    assert seat_look(setup, 2).initial == "P3"
    assert seat_look(setup, 0).color != seat_look(setup, 2).color


def test_a_bot_never_wears_a_persons_name_with_a_number() -> None:
    from game.match.setup import HUMAN, MatchSetup, SeatSpec, persona_names
    from scenes.looks import seat_look

    for seed in range(5):
        own = persona_names(seed)
        setup = MatchSetup(
            seats=[SeatSpec(HUMAN, name=own[1]), SeatSpec("easy"), SeatSpec("easy")],
            persona_seed=seed,
        )
        names = setup.seat_names()
        assert names[0] == own[1]
        assert names[1] not in own[:3] and not names[1][-1].isdigit(), names  # not "Ada 2"
        assert names[2] == own[2]  # the other bot keeps its own
        assert seat_look(setup, 1).initial == names[1][0]  # the face goes with the name


def test_a_persons_seat_handed_to_a_bot_loses_its_p_badge(app: App) -> None:
    from game.match.setup import HUMAN, MatchSetup, SeatSpec
    from scenes.table import TableScene
    from scenes.table.frame import frame_of

    app.settings.animation_speed = "instant"
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec(HUMAN, name="Zoë"), SeatSpec("easy")])
    table = app.stack.push(screens(app.stack).table(setup, 4))
    assert isinstance(table, TableScene)
    run(app, 2)
    assert frame_of(table).seats[1].look.initial == "P2"
    table.couch.to_bot(1, "easy")  # as the pause menu's "Zoë to bot" does
    run(app, 2)
    look = frame_of(table).seats[1].look
    assert look.initial == "Z" and look.shape  # a bot's badge, the seat's own initial
    for scene in list(app.stack.scenes):
        scene.exit()


# With TV text at 5 and 7 seats the question stands in the free column between the top
# seats on up to four lines (issue 62) and no band is free for an offer: the offer takes
# the question's place until it is answered, clear of every seat's plate.
@pytest.mark.parametrize(
    ("players", "tv"), [(3, False), (3, True), (5, False), (5, True), (7, False), (7, True)]
)
def test_a_drop_in_offer_never_covers_the_question_of_the_player_to_move(
    app: App, players: int, tv: bool
) -> None:
    import dataclasses

    from game.draw import theme
    from game.match.autoplay import bot_setup
    from scenes.table import TableScene
    from scenes.table.draw_centre import caption_bounds, draw_turn_caption
    from scenes.table.draw_couch import draw_offers, offers_take_question
    from scenes.table.frame import OfferFrame, frame_of

    app.settings.tv_text = app.settings.tv_text_chosen = tv
    table = app.stack.push(screens(app.stack).table(bot_setup(players, human=True, seed=2), 2))
    assert isinstance(table, TableScene)
    run(app, 2)
    frame = frame_of(table)
    offer = OfferFrame(f"Pad 7: Take over {table.names[1]}?", 1, None, False)
    question_text = f"{table.names[0]}, take it or say no thanks?"
    frame = dataclasses.replace(
        frame, caption=question_text, offers=(offer,), offer_keys=("B", "A")
    )
    with theme.recording() as record:
        if not offers_take_question(frame):  # as the table paints them (scenes/table/paint.py)
            draw_turn_caption(app.canvas, frame)
        panels = draw_offers(app.canvas, frame)
    questions = [t for t in record.texts if t.text == question_text]
    (panel,) = panels
    assert offer.text in {t.text for t in record.texts}
    assert app.canvas.get_rect().contains(panel), panel
    # Never on a seat's plate (three seats with TV text: it lay over the side seats').
    plates = [seat.plate for seat in table.layout.seats]
    assert panel.collidelist(plates) < 0, (players, tv, panel)
    if questions:  # the question shows, uncovered
        assert not panel.colliderect(questions[0].rect), (tv, panel, questions[0].rect)
    else:  # or the offer stands in its place (crowded, with TV text), clear of the plates
        assert (players, tv) in ((5, True), (7, True)), (players, tv)
        assert panel.colliderect(caption_bounds(frame, question_text))
        assert panel.collidelist([seat.plate for seat in table.layout.seats]) < 0, panel
    table.exit()
    app.stack.pop()
