"""Every test here may switch the language: each starts and ends in English, so no other
test (in this worker process) reads German."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n


@pytest.fixture(autouse=True)
def _english_around() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")
