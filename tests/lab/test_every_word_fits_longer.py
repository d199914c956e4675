"""Every word fits in the made-up language 40 % longer than English, at 1280×720,
1920×1080 with TV text and 1080×1920 (`make test-lab`): it guards the translations to
come, and no player reads it, so `make test` draws it at the tightest size only
(tests/scenes/test_every_word_fits.py, which has the check)."""

from __future__ import annotations

import pytest

from tests.scenes.test_every_word_fits import cases, every_word_fits


@pytest.mark.parametrize(("screen", "size", "tv", "language"), cases(longer_at_every_size=True))
def test_every_word_fits_in_a_longer_language(
    screen: str, size: tuple[int, int], tv: bool, language: str, request: pytest.FixtureRequest
) -> None:
    every_word_fits(screen, size, tv, language, request)
