"""Card faces built ahead in the worker process (issue 45) are the faces the game would
build itself, pixel for pixel, and land in the sprite cache; the speech bubble finds its
size as the old one-size-at-a-time search did."""

from __future__ import annotations

import subprocess
import sys
import time

import pygame
import pytest

from game.app import prebuild
from game.draw import sprites, theme
from game.draw.cache import SurfaceCache
from game.draw.look import PLAIN
from game.rules import Card
from game.rules.cards import CardKind
from scenes.table.draw_story import bubble_label
from tests.packaging.helpers import ROOT, headless_env

SPECS = [
    prebuild.art(Card.number(27), 190, "normal", PLAIN),
    prebuild.art(Card.number(3), 64, "muted", PLAIN),
    prebuild.art(Card.number(35), 90, "scoring", PLAIN),
    prebuild.art(Card.special(CardKind.LOOK), 150, "normal", PLAIN),
    prebuild.back(120, False, PLAIN),
    prebuild.back(120, True, PLAIN),
]


@pytest.fixture(autouse=True)
def fresh_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    monkeypatch.setattr(sprites, "_cache", SurfaceCache(64 * 1024 * 1024))


def test_worker_pixels_are_the_faces_built_here() -> None:
    sent = prebuild.pixels(SPECS)  # what the worker runs, with the same code
    built_here = {prebuild.key_of(spec): prebuild.build(spec) for spec in SPECS}
    sprites._cache.clear()
    for spec, size, data in sent:
        prebuild.adopt(spec, size, data)
    for spec in SPECS:
        adopted = sprites._cache.get(prebuild.key_of(spec))
        assert adopted is not None
        here = built_here[prebuild.key_of(spec)]
        assert adopted.get_size() == here.get_size()
        assert pygame.image.tobytes(adopted, "RGBA") == pygame.image.tobytes(here, "RGBA")
        assert prebuild.build(spec) is adopted  # the game now draws the adopted one


def test_a_prebuilder_fills_the_cache_from_the_worker_process() -> None:
    builder = prebuild.Prebuilder(SPECS)
    deadline = time.monotonic() + 60
    while not builder.done and time.monotonic() < deadline:
        builder.step()
        time.sleep(0.01)
    assert builder.done
    assert all(prebuild.is_built(spec) for spec in SPECS)
    assert builder.adopted == len(SPECS)  # none built here: all came from the worker


def test_a_prebuilder_skips_what_is_built() -> None:
    for spec in SPECS:
        prebuild.build(spec)
    builder = prebuild.Prebuilder(SPECS)
    builder.step()
    assert builder.done and builder.adopted == 0


@pytest.mark.parametrize("text", ["No thanks!", "Takes 27 +4", "Plays Double Counters", "Bids"])
@pytest.mark.parametrize("room", [20, 60, 95, 140, 400])
def test_the_bubble_size_is_the_largest_that_fits(text: str, room: int) -> None:
    size = 63
    label = bubble_label(text, size, room, look=PLAIN)
    # The old search: every size from the top down until one fits (or 9).
    expected = size
    while (
        theme.render_text(text, expected, theme.CREAM, "display", outline=1, look=PLAIN).get_width()
        > room
        and expected > 9
    ):
        expected -= 1
    old = theme.render_text(text, expected, theme.CREAM, "display", outline=1, look=PLAIN)
    # Same size, same pixels (not the same object: a test before may have left the text
    # cache budgeted for a small window, and the search above can evict the label).
    assert label.get_size() == old.get_size()
    assert pygame.image.tobytes(label, "RGBA") == pygame.image.tobytes(old, "RGBA")


def test_arrived_pixels_are_taken_in_one_a_frame_or_when_asked_for() -> None:
    """Taking pixels in is spread over frames; a frame that needs one takes it at once."""
    sent = prebuild.pixels(SPECS[:3])
    sprites._cache.clear()
    for spec, size, data in sent:
        prebuild.adopt(spec, size, data)
    assert len(sprites._cache) == 0 and all(prebuild.is_built(spec) for spec in SPECS[:3])
    asked = prebuild.build(SPECS[2])  # needed now: taken in now, not built again
    assert len(sprites._cache) == 1 and sprites._cache.get(prebuild.key_of(SPECS[2])) is asked
    assert prebuild.take_one() and len(sprites._cache) == 2
    assert prebuild.take_one() and len(sprites._cache) == 3
    assert not prebuild.take_one()


FIRST_FRAMES = """
import gc, sys, tempfile
from pathlib import Path
from game.app.main import App
from game.draw import theme
from scenes.flow import desktop

app = App(size=(1280, 720), settings_path=Path(tempfile.mkdtemp()) / "s.json",
          screens=desktop(), open_home=True)
print("felt before the first frame", ((1280, 720), False) in theme._felt_cache)
settled = gc.get_freeze_count()
app.step(1 / 60)
print("babel after the first frame", "babel" in sys.modules)
for _ in range(10):
    app.step(1 / 60)
from babel import localedata
print("ahead after ten more", "babel.numbers" in sys.modules, sorted(localedata._cache))
for _ in range(60):  # then the sound effects, one a frame
    app.step(1 / 60)
print("done", app.first_time.done)
effects = sorted(p.stem for p in app.audio.sounds_dir.glob("*.wav"))
print("sounds", sorted(app.audio._sounds) == effects != [] if app.audio.enabled else "silent")
print("start-up frozen", settled > 10_000, "and what Babel loaded", gc.get_freeze_count() > settled)
"""


def test_the_app_builds_the_felt_before_its_first_frame_and_loads_babel_over_the_next() -> None:
    # In a fresh process: this one imported Babel long ago.
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAMES],
        env=headless_env(),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    *lines, sounds, frozen = done.stdout.splitlines()[-6:]
    assert lines == [
        "felt before the first frame True",
        "babel after the first frame False",  # the first frame is the menu's alone
        "ahead after ten more True ['en', 'root']",
        "done True",
    ]
    assert sounds in ("sounds True", "sounds silent")  # every effect loaded before its play
    # Out of the collector's full collections (game.app.heap), which walked them in
    # whatever frame one fell.
    assert frozen == "start-up frozen True and what Babel loaded True"


def test_first_time_work_does_one_piece_a_frame_and_survives_a_failing_one(
    caplog: pytest.LogCaptureFixture,
) -> None:
    done: list[str] = []

    def fails() -> None:
        raise OSError("no locale data")

    work = prebuild.FirstTimeWork([lambda: done.append("a"), fails, lambda: done.append("c")])
    work.step()
    assert done == ["a"] and not work.done
    work.step()  # the failure is logged, and the screen that needs it does it itself
    assert "first-time work failed" in caplog.text and not work.done
    work.step()
    assert done == ["a", "c"]
    work.step()
    assert work.done


SETTLE = """
import gc, weakref
from game.app import heap

class Node:
    pass

garbage = Node(); garbage.me = garbage  # a cycle only the collector frees
gone = weakref.ref(garbage)
del garbage
kept = Node(); kept.me = kept
heap.settle()
frozen = gc.get_freeze_count()
heap.settle()  # once a process
print(gone() is None, frozen > 0, gc.get_freeze_count() == frozen, gc.isenabled())
"""


def test_settling_the_heap_collects_its_garbage_before_freezing_the_rest() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SETTLE],
        env=headless_env(),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    # Garbage is freed, not frozen for ever; the collector still runs for what comes.
    assert done.stdout.split() == ["True", "True", "True", "True"]
