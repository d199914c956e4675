"""Shared test set-up: headless SDL and an `app` fixture.

The SDL dummy drivers must be chosen before pygame opens a display or a mixer, so they
are set at import time, before any test module imports pygame-using code.
"""

from __future__ import annotations

import gc
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

# The heaviest tests (several seconds of CPU each, most of the suite's time), and why they
# cost what they do. They run first: pytest-xdist's two workers then end on short tests,
# instead of one worker finishing a long one while the other waits. A new test that takes
# seconds belongs here, with its reason (docs/TESTING.md).
HEAVY_FIRST = (
    "tests/packaging/test_wheel.py",  # builds the game's wheel, installs it in a fresh venv
    "tests/scenes/test_hurry_never_decides.py",  # property tests: whole tables, frame by frame
    "tests/bots/test_golden_decisions.py",  # replays hundreds of recorded hard/expert moves
    "tests/scenes/test_review.py",  # the coach judges whole matches
    "tests/bots/test_review.py",  # the coach judges whole matches
    "tests/kiosk/test_kiosk_service.py",  # the real supervisor restarting real game processes
    "tests/app/test_few_file_descriptors.py",  # whole games in a process with 32 descriptors
    "tests/app/test_fuzz_soak.py",  # short fuzz and soak runs through every scene
    "tests/scenes/test_expansion_menus.py",  # bot matches played through the real scenes
    "tests/app/test_botworker.py",  # worker processes killed, stopped and replaced
    "tests/rules/test_properties.py",  # the engine's invariants over random legal play
    "tests/app/test_window_manager.py",  # a real X server, window manager and game window
)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection imported (pygame, hypothesis, the game, every test module) lives to
    the end: frozen out of the garbage collector's reach, so its full collections stop
    walking it again and again (about a tenth of the CPU of scene tests, measured on
    tests/scenes/test_hurry_never_decides.py and test_review.py). Collection itself is
    unchanged: garbage is still found and freed as before."""
    gc.collect()
    gc.freeze()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        path = item.nodeid.split("::")[0]
        return HEAVY_FIRST.index(path) if path in HEAVY_FIRST else len(HEAVY_FIRST)

    items.sort(key=rank)  # stable: the usual order within each file and among the rest


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
