"""The intervals every measurement tool reports (`game.stats`)."""

from __future__ import annotations

import math
import statistics

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.stats import mean_half_width, t_central_mass, t_quantile

# Two-sided 95% points of Student's t, from published tables.
TABLE = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 7: 2.365, 19: 2.093, 30: 2.042, 120: 1.980}


@pytest.mark.parametrize(("df", "value"), sorted(TABLE.items()))
def test_t_quantile_matches_the_tables(df: int, value: float) -> None:
    assert t_quantile(df) == pytest.approx(value, abs=5e-4)


def test_t_quantile_at_other_levels_and_towards_the_normal() -> None:
    assert t_quantile(7, 0.90) == pytest.approx(1.895, abs=5e-4)
    assert t_quantile(5000) == pytest.approx(1.9604, abs=1e-4)
    # Past the series' limit the expansion takes over without a jump.
    assert t_quantile(2001) == pytest.approx(t_quantile(2000), abs=1e-5)
    assert t_quantile(10**7) == pytest.approx(1.95996, abs=1e-5)
    assert t_central_mass(t_quantile(9), 9) == pytest.approx(0.95, abs=1e-9)
    with pytest.raises(ValueError, match="at least 1"):
        t_central_mass(1.0, 0)


figures = st.lists(st.floats(-1, 1, allow_nan=False), min_size=2, max_size=40)


@given(figures)
def test_without_clusters_it_is_the_t_interval_of_the_mean(values: list[float]) -> None:
    n = len(values)
    expected = t_quantile(n - 1) * statistics.stdev(values) / math.sqrt(n)
    assert mean_half_width(values) == pytest.approx(expected, abs=1e-9)


@given(figures, st.integers(2, 5))
def test_copies_in_one_cluster_add_no_information(values: list[float], copies: int) -> None:
    # Each figure seen `copies` times (one deal against several opponents that all played
    # it alike) is as uncertain as seeing it once.
    repeated = [v for v in values for _ in range(copies)]
    keys = [deal for deal in range(len(values)) for _ in range(copies)]
    assert mean_half_width(repeated, keys) == pytest.approx(mean_half_width(values), abs=1e-9)
    # Counted as independent, the same figures would claim a narrower interval.
    if statistics.stdev(values) > 1e-6:
        assert mean_half_width(repeated) < mean_half_width(repeated, keys)


def test_too_few_figures_or_clusters_give_no_width_and_bad_keys_are_refused() -> None:
    assert mean_half_width([]) == 0.0 and mean_half_width([0.5]) == 0.0
    assert mean_half_width([0.1, 0.9], ["deal", "deal"]) == 0.0
    with pytest.raises(ValueError, match="one cluster key per value"):
        mean_half_width([0.1, 0.2], ["a"])
