"""Issue 38, item 9: while the next card turns up (a green one too) the turn caption
asked "take it or say no thanks?" before anyone could see the card, and the card's arc
from the deck covered the turn text."""

from __future__ import annotations

import pygame
import pytest

from game.app.main import App
from game.match.setup import MatchSetup, SeatSpec
from game.rules.events import CardRevealed
from scenes.levels import HUMAN
from scenes.screens import screens
from scenes.table import TableScene, draw_centre, draw_flying
from scenes.table import frame as table_frame
from tests.app.events import key, run


@pytest.mark.parametrize("expansion", [False, True])
def test_while_a_card_turns_up_the_caption_asks_nothing_and_is_drawn_over_it(
    app: App, monkeypatch: pytest.MonkeyPatch, expansion: bool
) -> None:
    app.settings.animation_speed = "1x"
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("random"), SeatSpec("random")])
    setup.choose(first_player=0, expansion=expansion)
    table = app.stack.push(screens(app.stack).table(setup, 4))
    assert isinstance(table, TableScene)
    flips = 0
    order: list[str] = []
    monkeypatch.setattr(draw_flying, "draw_flying", lambda s, t: order.append("card"))
    monkeypatch.setattr(draw_centre, "draw_turn_caption", lambda s, t: order.append("caption"))
    for _ in range(3000):
        if table.turns.human_turn() == 0:
            key(pygame.K_t if flips % 2 else pygame.K_p)  # take now and then: new cards
        run(app)
        anim = table.animator.current
        if anim is not None and isinstance(anim.event, CardRevealed):
            text = table_frame.caption_text(table)
            assert "take it" not in text and "bid or" not in text, text
            order.clear()
            table.draw(app.canvas)
            assert order == ["card", "caption"]
            flips += 1
            if flips >= 4:
                return
    raise AssertionError(f"only {flips} cards turned up")
