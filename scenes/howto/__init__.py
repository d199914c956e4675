"""How to play (see `scene.py`), in parts:

- `scene.py`: `HowToScene`: turning pages, jumping between sections, drawing the page.
- `pages.py`: the pages (`PAGES`) in their sections.
- `pictures.py`, `expansion.py`: each page's picture, drawn by the game.
- `controls.py`: the Controls page's table of every device's controls.
- `port.py`: what a picture sees of the scene.
"""

from __future__ import annotations

from scenes.howto.controls import CONTROLS, controls_row
from scenes.howto.pages import (
    BASICS,
    CONTROLS_SECTION,
    EXPANSION,
    PAGES,
    SECTIONS,
    Page,
    section_start,
)
from scenes.howto.scene import HowToScene

__all__ = [
    "BASICS",
    "CONTROLS",
    "CONTROLS_SECTION",
    "EXPANSION",
    "PAGES",
    "SECTIONS",
    "HowToScene",
    "Page",
    "controls_row",
    "section_start",
]
