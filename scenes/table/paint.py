"""The table's frame, back to front: each `draw_*` part in its turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import glyphs
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

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


def draw_table(surface: pygame.Surface, table: TableScene) -> None:
    draw_centre.draw_background(surface)
    draw_centre.draw_hud(surface, table)
    for seat in range(table.view.players):
        with glyphs.using(table.couch.family(seat)):
            draw_seats.draw_seat(surface, table, seat)
        draw_story.draw_speech(surface, table, seat)
    draw_couch.draw_turn_ring(surface, table)
    draw_thinking.draw_thinking(surface, table)
    draw_centre.draw_centre(surface, table)
    with glyphs.using(table.couch.family(table.view.current)):
        draw_buttons.draw_buttons(surface, table)
    draw_choice.draw_choice(surface, table)
    draw_hint.draw_hint(surface, table)
    draw_flying.draw_flying(surface, table)
    draw_centre.draw_turn_caption(surface, table)
    draw_buttons.draw_menu_button(surface, table)
    draw_story.draw_log_button(surface, table)
    draw_choice.draw_card_text(surface, table)
    draw_couch.draw_offers(surface, table)
    draw_look.draw_look(surface, table)
