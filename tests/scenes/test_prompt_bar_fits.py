"""The bottom prompt bar keeps inside the screen (issue 43): with TV text in portrait
(1080×1920) its hints keep a margin from the screen's sides (closer, then smaller down to
the floor, then the first ones left out), and its key caps grow with the floor, so a
label ("Eingabe", "Esc") stays inside its cap and the bar inside the screen."""

from __future__ import annotations

import pygame

from game.app import ui
from game.app.intents import Device, Intent
from game.draw import theme
from game.draw.look import PLAIN, Look

HINTS = [
    (Intent.UP, "Weitere Spieler anzeigen"),
    (Intent.LEFT, "Bewegen"),
    (Intent.CONFIRM, "Auswählen und bestätigen"),
    (Intent.BACK, "Zurück zum Hauptmenü"),
]
LABELS = {Intent.UP: "W", Intent.LEFT: "A", Intent.CONFIRM: "Eingabe", Intent.BACK: "Esc"}


def test_a_tv_portrait_prompt_bar_keeps_a_margin_and_its_labels_in_their_caps() -> None:
    surface = pygame.Surface((1080, 1920))
    tv = Look(text_floor=theme.tv_text_floor(1080))
    s = theme.scale_for(surface.get_size())
    with theme.recording() as record:
        ui.draw_prompt_bar(surface, HINTS, LABELS.__getitem__, Device.KEYBOARD, s, look=tv)
    texts = [t for t in record.texts if t.text in {text for _, text in HINTS}]
    assert texts
    margin = 8
    for t in texts:
        assert margin <= t.rect.left and t.rect.right <= surface.get_width() - margin, t
        assert t.size >= tv.text_floor and not t.ellipsised, t
    caps = record.controls
    assert len(caps) == len(texts)
    for cap in caps:
        assert margin <= cap.rect.left and cap.rect.right <= surface.get_width() - margin
        assert cap.rect.bottom <= surface.get_height()
        label = theme.render_text("Eingabe", max(8, int(cap.rect.h * 0.58)), theme.INK, look=tv)
        assert label.get_height() <= cap.rect.h, (label.get_height(), cap.rect)


def test_a_landscape_bar_stays_one_row_as_before() -> None:
    surface = pygame.Surface((1280, 720))
    with theme.recording() as record:
        ui.draw_prompt_bar(
            surface, HINTS[1:3], LABELS.__getitem__, Device.KEYBOARD, 1.0, look=PLAIN
        )
    assert len({t.rect.centery for t in record.texts}) == 1
    assert ui.prompt_bar_top(720, 1.0, look=PLAIN) == 720 - 38 - 28
