"""How to play (see `scene.py`)."""

from __future__ import annotations

from scenes.howto.scene import (
    BASICS,
    CONTROLS,
    CONTROLS_SECTION,
    EXPANSION,
    PAGES,
    SECTIONS,
    HowToScene,
    Page,
    controls_row,
    section_start,
)

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
