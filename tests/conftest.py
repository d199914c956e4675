"""Shared test set-up: headless SDL and an `app` fixture.

The SDL dummy drivers must be chosen before pygame opens a display or a mixer, so they
are set at import time, before any test module imports pygame-using code.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"  # even if the shell set one: tests never open a window
os.environ["SDL_AUDIODRIVER"] = "dummy"
# The game speaks the desktop's language by default: tests read its English, whatever the
# machine's locale (tests/i18n switch languages themselves).
os.environ["LANGUAGE"] = "en"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, settings

# No test depends on the machine's speed: hypothesis's per-example deadline (200 ms by
# default) and its too-slow health check fail a test on a busy machine, so both are off.
settings.register_profile(
    "machine-speed-free", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("machine-speed-free")

if TYPE_CHECKING:
    from game.app.main import App


@pytest.fixture(autouse=True)
def _no_cache_ceiling() -> Iterator[None]:
    """A kiosk caps the process's surface caches for good (it runs alone in its process);
    a test's kiosk must not cap the desktop apps of the tests after it."""
    yield
    from game.app import sprites, theme

    for cache in (sprites._cache, theme._text_cache):
        cache.cap(None)


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """A test that switched the language (Settings, a kiosk's language button or its
    operator's default) leaves the next test in this worker reading English."""
    yield
    from game import i18n

    i18n.set_language("en")


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "config" / "settings.json"


@pytest.fixture
def app(settings_path: Path) -> Iterator[App]:
    """A headless App at 1280×720 on the title menu, with a throw-away settings file.

    Post real pygame events, then call `app.step(1 / 60)`; see tests/app/events.py.
    """
    import pygame

    from game.app.main import App
    from scenes.flow import FIRST_SCENE, build_registry

    application = App(
        size=(1280, 720),
        settings_path=settings_path,
        scenes=build_registry(),
        first_scene=FIRST_SCENE,
    )
    # Drop the window events set_mode queued, so tests start from a quiet queue.
    pygame.event.clear()
    application.step(1 / 60)
    yield application
    pygame.event.clear()
