"""Game review (see `scene.py`), in parts:

- `scene.py`: `ReviewScene`, the scene: the decisions under review, the coach's jobs on
  the worker, input, the replayed table and the verdict panel's layout.
- `words.py`: what a seat did, and the coach's verdict, in words.
- `panel.py`: the verdict panel's parts (progress, badge, ◀ ▶ Back, costliest, strip).
- `port.py`: what the panel's parts see of the scene, and the `Hit` each part leaves.
"""

from __future__ import annotations

from scenes.review.scene import REVIEW_SAMPLES, ReviewScene

__all__ = ["REVIEW_SAMPLES", "ReviewScene"]
