"""The table's picture, back to front: one `TableFrame` read from the scene, then each
`draw_*` part in its turn draws from it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.app import compose
from scenes.table import (
    draw_buttons,
    draw_centre,
    draw_choice,
    draw_couch,
    draw_flying,
    draw_hint,
    draw_look,
    draw_seats,
    draw_story,
    draw_thinking,
)
from scenes.table.frame import frame_of

if TYPE_CHECKING:
    from scenes.table.port import FramePort


def draw_table(surface: pygame.Surface, table: FramePort) -> None:
    frame = frame_of(table)
    # A seat's prompts show its own pad's glyphs.
    looks = [
        replace(frame.look, family=table.couch.family(seat) or frame.look.family)
        for seat in range(frame.view.players)
    ]
    draw_centre.draw_background(surface, frame.look)
    draw_centre.draw_hud(surface, frame)
    for seat in range(frame.view.players):
        draw_seats.draw_seat(surface, frame, seat, looks[seat])
        draw_story.draw_speech(surface, frame, seat)
    draw_couch.draw_turn_ring(surface, frame)
    draw_thinking.draw_thinking(surface, frame)
    draw_centre.draw_centre(surface, frame)
    draw_buttons.draw_buttons(
        surface,
        frame,
        replace(frame.look, family=table.couch.family(frame.view.current) or frame.look.family),
    )
    draw_choice.draw_choice(surface, frame)
    draw_hint.draw_hint(surface, frame)
    compose.base_here(surface)  # what the animations pass over is kept painted
    draw_flying.draw_flying(surface, frame)
    if not draw_couch.offers_take_question(frame):  # (else the offers are in its place)
        draw_centre.draw_turn_caption(surface, frame)
    draw_buttons.draw_menu_button(surface, frame)
    draw_story.draw_log_button(surface, frame)
    draw_choice.draw_card_text(surface, frame)
    draw_flying.draw_counter_over(surface, frame)
    draw_couch.draw_offers(surface, frame)
    draw_look.draw_look(surface, frame)
