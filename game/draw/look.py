"""How a frame is drawn: the player's text size, card palette, contrast and motion, and
the family of the pad in use (whose button glyphs prompts show).

A `Look` is a value: the App derives one from its settings, its canvas and its input
(`game.app.main.App.look`, anew only when one of those changed) and every drawing
function that depends on it takes it as an argument. Nothing in `game.draw` keeps a look
of its own, so two looks drawn in one process cannot leak into each other, and a test
that wants one builds it:

    look = Look(text_floor=theme.tv_text_floor(1080), high_contrast=True)
    theme.draw_text(surface, "No Thanks!", (x, y), 64, look=look)

Caches of drawn things key on the part of the look their pixels depend on.
"""

from __future__ import annotations

from dataclasses import dataclass

# The pad families' names (`game.app.pads`: this package does not import the app's).
XBOX = "xbox"


@dataclass(frozen=True)
class Look:
    # No text is drawn smaller than this font size (0: none but `theme.MIN_TEXT`): TV
    # text and "Larger" text (`theme.tv_text_floor`, `theme.larger_text_floor`).
    text_floor: int = 0
    palette: str = "standard"  # or "colourblind" (game.draw.sprites)
    high_contrast: bool = False
    reduced_motion: bool = False
    # Whose button glyphs a prompt shows (`game.app.glyphs`): the pad used last.
    family: str = XBOX

    @classmethod
    def plain(cls) -> Look:
        """The default look: no text floor, the standard palette, full motion, Xbox
        glyphs (a fresh install's, before any pad is used)."""
        return PLAIN


PLAIN = Look()
