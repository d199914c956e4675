"""The look a frame is drawn in (`game.draw.look`, issue 65): an argument, not module
state. Two looks drawn one after the other in one process do not leak into each other,
and the App derives its look from the settings, the canvas and the pads in one place."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from game.app.main import App
from game.draw import theme
from game.draw.look import Look
from nothanks.headless import shot_main
from tests.app.events import run
from tests.packaging.helpers import ROOT, headless_env

TABLE = ["--scene", "table", "--size", "1280x720", "--players", "5", "--seed", "7"]
TABLE += ["--expansion", "--lang", "en"]
STRONG = ["--high-contrast", "--palette", "colourblind", "--reduced-motion"]
STRONG += ["--text-size", "larger"]


def _pixels(path: Path) -> bytes:
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


def test_a_table_drawn_in_high_contrast_then_plain_is_a_fresh_plain_table(
    tmp_path: Path,
) -> None:
    """High contrast, colour-blind cards, reduced motion and larger text, then the plain
    look, in this process; the plain table again in a fresh one: byte for byte the same."""
    strong, plain, fresh = (tmp_path / f"{name}.png" for name in ("strong", "plain", "fresh"))
    assert shot_main([*TABLE, *STRONG, "--out", str(strong)]) == 0
    assert shot_main([*TABLE, "--out", str(plain)]) == 0
    done = subprocess.run(
        [sys.executable, "-m", "game", "shot", *TABLE, "--out", str(fresh)],
        env=headless_env(),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert _pixels(strong) != _pixels(plain)  # the strong look was drawn ...
    assert _pixels(plain) == _pixels(fresh)  # ... and left nothing behind


def test_text_in_one_look_leaves_the_next_look_s_text_alone() -> None:
    """The text cache keys on what the look changes (size under a floor, colours in
    high contrast): the same words in two looks are two pictures, each drawn as if alone."""
    strong = Look(text_floor=40, high_contrast=True)

    def drawn(look: Look) -> bytes:
        surface = pygame.Surface((400, 120))
        theme.draw_text(surface, "No thanks!", (200, 60), 20, theme.BRASS, look=look)
        return pygame.image.tobytes(surface, "RGB")

    plain_first = drawn(Look.plain())
    in_strong = drawn(strong)
    assert in_strong != plain_first
    assert drawn(Look.plain()) == plain_first
    assert drawn(strong) == in_strong


def test_the_app_derives_its_look_from_the_settings_once_per_change(app: App) -> None:
    first = app.look
    assert first == Look.plain()
    assert app.look is first  # nothing changed: not made again
    app.settings.high_contrast = True
    app.settings.card_palette = "colourblind"
    app.settings.set_text_size("larger")
    run(app)
    changed = app.look
    assert changed == Look(theme.larger_text_floor(720), "colourblind", True, False)
    assert app.look is changed
    app.resize_window((1920, 1080))  # the floor is a share of the screen
    run(app)
    assert app.look.text_floor == theme.larger_text_floor(1080)
    app.settings.high_contrast = False
    app.settings.card_palette = "standard"
    app.settings.set_text_size("normal")
    run(app)
    assert app.look == Look.plain()


def test_the_plain_look_shows_the_glyphs_of_the_pads_default_family() -> None:
    from game.app import pads
    from game.draw import look

    assert look.XBOX == pads.XBOX and Look.plain().family == pads.XBOX
