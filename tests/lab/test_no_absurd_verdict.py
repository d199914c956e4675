"""No absurd verdict, measured on 500 positions (400 base, 100 expansion): the coach's
figure on few samples within 15 points of its own on four times the samples, and never
beyond what the decision could change. Research-sized (some 60 s of CPU), so it runs with
`make test-lab`; `make test` keeps a sample of it (tests/bots/test_no_absurd_verdict.py,
which says how the positions are found and judged)."""

from __future__ import annotations

import pytest

from tests.bots.test_no_absurd_verdict import no_verdict_far_from_its_reference_nor_beyond_its_cap

# Six parts, so a parallel run spreads them.
PARTS = [(False, seed, 100, 48) for seed in range(4)] + [(True, 9, 50, 96), (True, 10, 50, 96)]


@pytest.mark.parametrize(("expansion", "seed", "count", "samples"), PARTS)
def test_no_verdict_is_far_from_its_reference_nor_beyond_its_cap(
    expansion: bool, seed: int, count: int, samples: int
) -> None:
    no_verdict_far_from_its_reference_nor_beyond_its_cap(expansion, seed, count, samples)
