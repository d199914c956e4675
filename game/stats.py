"""Confidence intervals for the measurement tools (gauntlet, sim, tuning).

Runs are often a few dozen deals, where the normal 1.96 is too narrow (at 8 deals the
right factor is 2.36), so intervals use Student's t. scipy has it, but would add tens of
megabytes to the game's install for one number: the t distribution's two-sided mass for
a whole number of degrees of freedom has a closed form (Abramowitz and Stegun 26.7.3-4),
and a bisection inverts it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from functools import lru_cache
from statistics import NormalDist


def t_central_mass(t: float, df: int) -> float:
    """P(|T| < t) for Student's t with `df` (a whole number ≥ 1) degrees of freedom."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    theta = math.atan(abs(t) / math.sqrt(df))
    sine, cos2 = math.sin(theta), math.cos(theta) ** 2
    if df % 2:
        # (2/π)[θ + sinθ(cosθ + 2/3 cos³θ + … + (2·4···(df−3))/(1·3···(df−2)) cos^(df−2)θ)]
        term, total = math.cos(theta), 0.0
        for k in range(1, (df - 1) // 2 + 1):
            total += term
            term *= cos2 * (2 * k) / (2 * k + 1)
        return 2 / math.pi * (theta + sine * total)
    # sinθ[1 + 1/2 cos²θ + (1·3)/(2·4) cos⁴θ + … + (1·3···(df−3))/(2·4···(df−2)) cos^(df−2)θ]
    term, total = 1.0, 0.0
    for k in range(1, df // 2 + 1):
        total += term
        term *= cos2 * (2 * k - 1) / (2 * k)
    return sine * total


# Above this many degrees of freedom the series (df/2 terms a call) gets slow, and the
# expansion below is exact to far more digits than any interval is printed with.
_SERIES_LIMIT = 2000


@lru_cache(maxsize=512)
def t_quantile(df: int, level: float = 0.95) -> float:
    """The t with P(|T| < t) = `level`: the factor of a `level` interval's half-width."""
    if df > _SERIES_LIMIT:
        # Cornish-Fisher expansion around the normal quantile (A&S 26.7.5), two terms.
        z = NormalDist().inv_cdf((1 + level) / 2)
        return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
    low, high = 0.0, 1.0
    while t_central_mass(high, df) < level:
        high *= 2
    for _ in range(60):
        middle = (low + high) / 2
        if t_central_mass(middle, df) < level:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def mean_half_width(
    values: Sequence[float], clusters: Sequence[Hashable] | None = None, level: float = 0.95
) -> float:
    """Half the width of a `level` interval for the mean of `values`.

    Without `clusters` the values are independent (the t interval of the mean). With
    `clusters` (a key per value), values that share a key may be correlated, such as one
    deal's figures against several opponents: the spread is measured between clusters,
    and the degrees of freedom are one less than the number of clusters. With one value
    per cluster this is the plain t interval."""
    n = len(values)
    if clusters is None:
        clusters = range(n)
    if len(clusters) != n:
        raise ValueError("one cluster key per value")
    mean = math.fsum(values) / n if n else 0.0
    sums: dict[Hashable, float] = {}
    for value, key in zip(values, clusters, strict=True):
        sums[key] = sums.get(key, 0.0) + value - mean
    count = len(sums)
    if count < 2:
        return 0.0
    variance = count / (count - 1) * math.fsum(s * s for s in sums.values()) / (n * n)
    return t_quantile(count - 1, level) * math.sqrt(variance)
