"""Shared test set-up: a hermetic environment, headless SDL and an `app` fixture.

The environment (below) and the SDL dummy drivers must be set before pygame, the game or
anything else reads them, so they are set at import time, before any test module is
imported; every process a test starts inherits them.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import locale
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, settings

MEMORY_FOLDER = Path("/dev/shm")
MEMORY_NEEDED = 2 << 30  # the wheel tests' venvs and Chromium's profiles: a few hundred MB


def _temporary_files_in_memory() -> None:
    """Every temporary file of the session (the homes below, tmp_path, the processes tests
    start) in memory where the machine has room: the game syncs each save to disk, as a
    player's must survive a power cut, and on a disk-backed /tmp those syncs were some 7 %
    of the scene tests' wall time. The saving code runs the same; only the wait is gone."""
    try:
        room = os.statvfs(MEMORY_FOLDER)
    except OSError:
        return
    if room.f_bavail * room.f_frsize < MEMORY_NEEDED or not os.access(
        MEMORY_FOLDER, os.W_OK | os.X_OK
    ):
        return
    os.environ["TMPDIR"] = tempfile.tempdir = str(MEMORY_FOLDER)


def _hermetic_environment() -> Path:
    """Hermetic (docs/TESTING.md): the session gets its own home and XDG folders, a known
    locale and time zone. Tests that used the user's real HOME found the game they were
    testing already running (its lock file), and left the game's and openbox's files there.
    One private (0700) folder per process: each pytest-xdist worker imports this too."""
    _temporary_files_in_memory()
    root = Path(tempfile.mkdtemp(prefix="nothanks-tests-"))  # mode 0700
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    os.environ["HOME"] = str(root / "home")
    for var in ("CONFIG", "DATA", "STATE", "CACHE"):
        os.environ[f"XDG_{var}_HOME"] = str(root / var.lower())
    os.environ["XDG_RUNTIME_DIR"] = str(root / "runtime")
    for folder in ("home", "config", "data", "state", "cache", "runtime"):
        (root / folder).mkdir(mode=0o700)
    # The machine's locale: a language the game would speak, or one not even generated
    # (bash and others then warn on stderr, which tests read).
    for var in [v for v in os.environ if v == "LANG" or v.startswith("LC_")]:
        del os.environ[var]
    os.environ["LC_ALL"] = "C.UTF-8"
    with contextlib.suppress(locale.Error):  # C.UTF-8 is built into glibc 2.35+
        locale.setlocale(locale.LC_ALL, "C.UTF-8")
    os.environ["TZ"] = "UTC"
    time.tzset()
    return root


SESSION_FOLDER = _hermetic_environment()
os.environ["SDL_VIDEODRIVER"] = "dummy"  # even if the shell set one: tests never open a window
os.environ["SDL_AUDIODRIVER"] = "dummy"
# The game speaks the desktop's language by default: tests read its English, whatever the
# machine's locale (tests/i18n switch languages themselves).
os.environ["LANGUAGE"] = "en"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# No test depends on the machine's speed: hypothesis's per-example deadline (200 ms by
# default) and its too-slow health check fail a test on a busy machine, so both are off.
settings.register_profile(
    "machine-speed-free", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("machine-speed-free")

if TYPE_CHECKING:
    from game.app.main import App
    from tests.virtual_pads import VirtualPads

# The heaviest tests (several seconds of CPU each, most of the suite's time), and why they
# cost what they do. They run first: pytest-xdist's two workers then end on short tests,
# instead of one worker finishing a long one while the other waits. A new test that takes
# seconds belongs here, with its reason (docs/TESTING.md).
HEAVY_FIRST = (
    "tests/packaging/test_wheel.py",  # builds the game's wheel, installs it in a fresh venv
    "tests/scenes/table/test_hurry_never_decides.py",  # property tests: tables, frame by frame
    "tests/bots/test_golden_decisions.py",  # replays hundreds of recorded hard/expert moves
    "tests/scenes/review/test_review.py",  # the coach judges whole matches
    "tests/bots/test_review.py",  # the coach judges whole matches
    "tests/kiosk/test_kiosk_service.py",  # the real supervisor restarting real game processes
    "tests/app/test_few_file_descriptors.py",  # whole games in a process with 32 descriptors
    "tests/app/test_fuzz_soak.py",  # short fuzz and soak runs through every scene
    "tests/scenes/test_expansion_menus.py",  # bot matches played through the real scenes
    "tests/app/test_botworker.py",  # worker processes killed, stopped and replaced
    "tests/rules/test_properties.py",  # the engine's invariants over random legal play
    "tests/app/test_window_manager.py",  # a real X server, window manager and game window
    "tests/phones/test_browser.py",  # a real browser's three phones play a whole match
    "tests/scenes/test_larger_text_fits.py",  # the main screens at the larger text size
    "tests/scenes/test_accessibility_screen.py",  # tables played at 1x, frame by frame
    "tests/bots/test_no_absurd_verdict.py",  # the coach on 52 positions, four times the samples
    "tests/scenes/test_tutorial.py",  # whole lessons played by keyboard, pad and touch
)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection imported (pygame, hypothesis, the game, every test module) lives to
    the end: frozen out of the garbage collector's reach, so its full collections stop
    walking it again and again (about a tenth of the CPU of scene tests, measured on
    tests/scenes/table/test_hurry_never_decides.py and test_review.py). Collection itself is
    unchanged: garbage is still found and freed as before.

    The youngest generation is also collected after 20,000 allocations, not 700: drawing
    a frame makes thousands of short-lived objects, and the scene tests draw tens of
    thousands of frames, each starting several young collections that found little
    (4 % less CPU on tests/scenes/table, 15-20 % on the fit check, measured under load)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 20, 20)


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
    from game.draw import sprites, theme

    for cache in (sprites._cache, theme._text_cache, theme._text_panel_cache):
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
    from scenes.flow import desktop

    application = App(
        size=(1280, 720),
        settings_path=settings_path,
        screens=desktop(),
        open_home=True,
    )
    # Drop the window events set_mode queued, so tests start from a quiet queue.
    pygame.event.clear()
    application.step(1 / 60)
    yield application
    pygame.event.clear()


@pytest.fixture
def pads(app: App) -> Iterator[VirtualPads]:
    """Real SDL virtual game controllers (tests/virtual_pads.py), all unplugged at the end
    and the App told, so no pad outlives its test."""
    from tests.app.events import run
    from tests.virtual_pads import VirtualPads

    with VirtualPads() as virtual:
        yield virtual
        virtual.unplug_all()
        run(app)
