"""Game review (see `scene.py`)."""

from __future__ import annotations

from scenes.review.scene import REVIEW_SAMPLES, ReviewScene

__all__ = ["REVIEW_SAMPLES", "ReviewScene"]
