"""Round and match results (see `scene.py`), in parts:

- `scene.py`: `ResultsScene`, the scene: its rows, buttons, pages, input, and the
  table's plan and rows' placement (made once for their inputs, not every frame).
- `rows.py`: what the results say (`SeatResult`, `effect_lines`, the sum, the
  headline's words). No drawing.
- `layout.py`: measuring: the columns and headers, a row's runs, its effects' chips
  beside or under the runs.
- `draw.py`: painting a row's parts from what was measured.
"""

from __future__ import annotations

from scenes.results.rows import EffectLine, SeatResult, effect_lines
from scenes.results.scene import PAGE_SECONDS, ResultsScene

__all__ = ["PAGE_SECONDS", "EffectLine", "ResultsScene", "SeatResult", "effect_lines"]
