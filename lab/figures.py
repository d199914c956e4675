"""Win-share figures over deals: intervals and paired differences."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

from game.stats import mean_half_width


def half_interval(per_deal: Sequence[float], keys: Sequence[str] | None = None) -> float:
    """Half the width of a 95% interval for the mean of per-deal figures (Student's t).
    With `keys` (each figure's deal, `deal_keys`), figures of one deal against several
    opponents count as one sample: they share the deal's cards and are correlated."""
    return mean_half_width(per_deal, keys)


def share_interval(share: float, per_deal: Sequence[float]) -> list[float]:
    """A win share's 95% interval over deals, kept inside [0, 1]."""
    half = half_interval(per_deal)
    return [round(max(0.0, share - half), 4), round(min(1.0, share + half), 4)]


def difference_figures(
    per_deal: Sequence[float], keys: Sequence[str] | None = None
) -> dict[str, Any]:
    """A paired win-share difference from its per-deal differences."""
    mean = statistics.fmean(per_deal) if per_deal else 0.0
    half = half_interval(per_deal, keys)
    return {
        "win_share_difference": round(mean, 4),
        "win_share_difference_ci95": [round(mean - half, 4), round(mean + half, 4)],
        # Unrounded (JSON keeps a float exactly), so a pooled interval is the one a single
        # run would give.
        "deal_differences": list(per_deal),
    }
