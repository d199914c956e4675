"""Round and match results (see `scene.py`), in parts:

- `scene.py`: `ResultsScene`, the scene: its rows, buttons, pages, input, headline and
  the table's placement (measured once for its inputs, not every frame).
- `rows.py`: what a row says (`SeatResult`, `effect_lines`, the sum). No drawing.
- `layout.py`: measuring: runs, effects' chips beside or under the runs, header widths.
- `draw.py`: painting a row's parts from what was measured.
"""

from __future__ import annotations

from scenes.results.rows import EffectLine, SeatResult, effect_lines
from scenes.results.scene import PAGE_SECONDS, ResultsScene

__all__ = ["PAGE_SECONDS", "EffectLine", "ResultsScene", "SeatResult", "effect_lines"]
