"""Round and match results (see `scene.py`)."""

from __future__ import annotations

from scenes.results.scene import PAGE_SECONDS, EffectLine, ResultsScene, SeatResult, effect_lines

__all__ = ["PAGE_SECONDS", "EffectLine", "ResultsScene", "SeatResult", "effect_lines"]
