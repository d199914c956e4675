"""A pad's prompts name which way of the D-pad (issue 43): How to play's bar asks for
"Next page" (right) and the next section (down) on one pad, so the two badges must differ;
each is a cross with its arm lit, drawn by code (the fonts have no arrows), and the
words for a sentence say the direction too."""

from __future__ import annotations

import pygame

from game import i18n
from game.app import glyphs
from game.app.intents import Device, Intent
from game.app.main import App
from game.draw import theme
from scenes.howto import HowToScene
from tests.app.events import pad_button, run


def lit(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int]]:
    """The bright (cream) pixels inside `rect`, relative to its corner."""
    return {
        (x, y)
        for x in range(rect.w)
        for y in range(rect.h)
        if sum(surface.get_at((rect.x + x, rect.y + y))[:3]) > 600
    }


def test_a_pads_d_pad_prompts_show_which_direction(app: App) -> None:
    scene = HowToScene()
    app.stack.push(scene)
    run(app)
    pad_button(pygame.CONTROLLER_BUTTON_LEFTSHOULDER)  # a pad in use, the page unchanged
    run(app)
    assert app.input.last_device is Device.GAMEPAD
    labels = {i: app.prompt_label(i, Device.GAMEPAD) for i in (Intent.RIGHT, Intent.DOWN)}
    assert labels[Intent.RIGHT] != labels[Intent.DOWN], labels
    with theme.recording() as record:
        scene.draw(app.canvas)
    bottom = app.canvas.get_height() * 0.85
    badges = [c.rect for c in record.controls if c.rect.top > bottom and c.rect.w == c.rect.h]
    assert len(badges) >= 2, [c.rect for c in record.controls]
    right, down = (lit(app.canvas, r) for r in badges[:2])
    assert right != down  # two different badges
    # Each badge is lit on its own side: the right one's right half, the down one's bottom.
    half = badges[0].w // 2
    assert len([x for x, _ in right if x > half + 1]) > 3 * len(
        [x for x, _ in right if x < half - 1]
    )
    assert len([y for _, y in down if y > half + 1]) > 3 * len([y for _, y in down if y < half - 1])


def test_a_d_pad_direction_is_named_in_words_in_every_language() -> None:
    try:
        for code in ("en", "de", "fr", "es"):
            i18n.set_language(code)
            words = {glyphs.name_of(label, "xbox") for label in glyphs.DPAD_DIRECTIONS}
            assert len(words) == 4, (code, words)
            assert all("\u2190" not in w and "\u2192" not in w for w in words)
    finally:
        i18n.set_language("en")
