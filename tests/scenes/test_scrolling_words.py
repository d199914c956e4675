"""Long words scroll, never cut (issue 62): with text size "Larger", History's mistakes
and the review's verdict run past their panels; they are drawn whole, wrapped, with a ▼
that says there is more, and the keys, a pad, the mouse wheel and a finger's drag read
on through them. Driven by real pygame events on a headless App."""

from __future__ import annotations

import pygame
import pytest

from game.app.main import App
from game.app.ui import ScrollText
from game.bots.review import Verdict, review_match
from game.draw import theme
from scenes.flow import open_shot
from scenes.review import ReviewScene
from scenes.screens import screens
from scenes.shots import ShotPlan, sample_history
from scenes.stats import StatsScene
from tests.app.events import finger, key, run
from tests.virtual_pads import VirtualPads


def larger(app: App, size: tuple[int, int]) -> None:
    app.resize_window(size)
    app.settings.set_text_size("larger")
    run(app)


def wheel(app: App, pos: tuple[int, int], notches: int) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))
    run(app)


def drag(app: App, start: tuple[int, int], rise: int) -> None:
    """A finger down at `start`, lifted `rise` pixels higher (negative: lower)."""
    finger(pygame.FINGERDOWN, app, start)
    finger(pygame.FINGERUP, app, (start[0], start[1] - rise))
    run(app)


def drawn(app: App) -> theme.Recording:
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    return record


def mark_lit(app: App, reading: ScrollText, which: int) -> bool:
    """Whether ▲ (0) or ▼ (1) beside the words is drawn lit (brass: more that way)."""
    assert reading.marks, "no marks: the words were expected to run past their box"
    return tuple(app.canvas.get_at(reading.marks[which].center))[:3] == theme.BRASS


def test_history_s_mistakes_scroll_with_keys_pad_wheel_and_drag(
    app: App, pads: VirtualPads
) -> None:
    pad = pads.plug()
    run(app, 2)
    larger(app, (800, 450))
    app.stack.push(screens(app.stack).stats(sample_history(7)))
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    scene.show("mistakes")
    run(app, 2)
    record = drawn(app)
    reading, area = scene.reading, scene.area
    # Every sentence is there, wrapped onto lines of the panel, none cut short.
    assert not [t.text for t in record.texts if t.ellipsised]
    assert area.enabled and reading.more_below and not reading.more_above
    assert mark_lit(app, reading, 1) and not mark_lit(app, reading, 0)
    # Keys: DOWN from the last row (Rules: the sample keeps two kinds of match) onto the
    # words, then each DOWN reads a line on.
    scene.menu.focus_named("kind")
    key(pygame.K_DOWN)
    run(app)
    assert scene.menu.focused is area and reading.first == 0
    key(pygame.K_DOWN)
    run(app)
    assert reading.first == 1
    # A pad's D-pad does the same.
    pad.press(pygame.CONTROLLER_BUTTON_DPAD_UP)
    run(app, 2)  # (SDL posts a virtual pad's press at the next pump)
    assert reading.first == 0 and scene.menu.focused is area
    pad.press(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    run(app, 2)
    assert reading.first == 1
    # At the end the focus goes on to Back, the last line shown, the ▼ unlit.
    while reading.more_below:
        key(pygame.K_DOWN)
        run(app)
    assert scene.menu.focused is area
    key(pygame.K_DOWN)
    run(app)
    drawn(app)
    assert scene.menu.focused is not None and scene.menu.focused.name == "back"
    assert not reading.more_below and reading.first == reading.total - reading.visible
    assert not mark_lit(app, reading, 1) and mark_lit(app, reading, 0)
    # The wheel over the words scrolls them (over the menu it would move the focus).
    end = reading.first
    wheel(app, reading.box.center, 1)
    assert reading.first == end - 1
    wheel(app, reading.box.center, -1)
    assert reading.first == end
    # A finger dragged down the words reads back; up, on.
    drag(app, reading.box.center, -int(0.3 * 450))
    assert reading.first == end - 1
    drag(app, reading.box.center, int(0.3 * 450))
    assert reading.first == end


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_a_long_verdict_scrolls_then_the_press_goes_on(app: App, size: tuple[int, int]) -> None:
    larger(app, size)

    def judge(review: ReviewScene) -> tuple[Verdict, ...]:
        return review_match(review.record, review.seats, review.names, samples=4)

    plan = ShotPlan(seed=7, players=5, expansion=True, judge=judge, review_samples=4)
    review = open_shot(app, "review", plan)
    assert isinstance(review, ReviewScene)
    run(app, 2)
    record = drawn(app)
    reading = review.reading
    index = review.current_index()
    assert index is not None
    sentence = review.sentence(index, review.verdict(index))[0]
    assert reading.more_below, "the verdict was expected to run past its room here"
    assert not [t.text for t in record.texts if t.ellipsised and t.text == sentence]
    assert mark_lit(app, reading, 1)
    shown = " ".join(t.text for t in record.texts if reading.box.contains(t.rect))
    costliest = review.current_index()
    key(pygame.K_DOWN)
    run(app)
    assert reading.first == 1 and review.current_index() == costliest  # read on, not away
    while reading.more_below:
        key(pygame.K_DOWN)
        run(app)
    later = " ".join(t.text for t in drawn(app).texts if reading.box.contains(t.rect))
    assert later != shown and later.split()[-1] == sentence.split()[-1]  # its very end
    # The wheel scrolls back but never jumps away; a key at the end goes on.
    wheel(app, reading.box.center, 1)
    assert review.current_index() == costliest
    assert reading.first == reading.total - reading.visible - 1
    key(pygame.K_DOWN)
    run(app)
    key(pygame.K_DOWN)
    run(app)
    assert review.current_index() != costliest and reading.first == 0
