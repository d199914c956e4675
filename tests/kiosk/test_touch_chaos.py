"""Random touch, mouse, key and window events at the kiosk: it never crashes, never
leaves, and the table never takes more decisions than fingers lifted."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.app.main import App
from game.kiosk.idle import ManualClock
from scenes.kiosk.screens import kiosk_screens
from tests.kiosk.helpers import close, kiosk_app, step, top_name

fraction = st.floats(min_value=-0.1, max_value=1.1, allow_nan=False)
finger_event = st.builds(
    lambda kind, fid, x, y: pygame.event.Event(
        kind, touch_id=1, finger_id=fid, x=x, y=y, dx=0.0, dy=0.0
    ),
    st.sampled_from([pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION]),
    st.integers(0, 9),
    fraction,
    fraction,
)
mouse_event = st.builds(
    lambda kind, button, x, y, touch: pygame.event.Event(
        kind, button=button, pos=(x, y), touch=touch
    ),
    st.sampled_from([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]),
    st.integers(1, 5),
    st.integers(-50, 1400),
    st.integers(-50, 800),
    st.booleans(),
)
other_event = st.sampled_from(
    [
        pygame.event.Event(pygame.QUIT),
        pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None),
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0),
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, touch=False),
    ]
)
batches = st.lists(
    st.lists(st.one_of(finger_event, finger_event, mouse_event, other_event), max_size=12),
    min_size=1,
    max_size=6,
)


@pytest.fixture(scope="module")
def chaos_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[App, ManualClock]]:
    folder: Path = tmp_path_factory.mktemp("chaos")
    app, clock = kiosk_app(folder)
    app.settings.animation_speed = "instant"
    yield app, clock
    close(app)


def lifts(batch: list[pygame.event.Event]) -> int:
    return sum(1 for e in batch if e.type in (pygame.FINGERUP, pygame.MOUSEBUTTONDOWN))


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(batches)
def test_chaos_never_crashes_leaves_or_acts_twice(
    chaos_app: tuple[App, ManualClock], frames: list[list[pygame.event.Event]]
) -> None:
    app, clock = chaos_app
    if top_name(app) not in ("table", "still_playing"):
        app.stack.clear_to(kiosk_screens(app.stack).guest())
        app.stack.top.start_game()  # type: ignore[union-attr]
    table = app.stack.scenes[0]
    humans = set(table.match.humans())  # type: ignore[attr-defined]
    before = table.match.decisions  # type: ignore[attr-defined]
    allowed = 0
    for batch in frames:
        for event in batch:
            pygame.event.post(event)
        allowed += lifts(batch)
        step(app, clock)
    step(app, clock, 3)
    assert app.running and app.stack.top is not None
    if app.stack.scenes and app.stack.scenes[0] is table:
        decided = table.game.record.actions[before:]  # type: ignore[attr-defined]
        human_moves = [action for seat, action in decided if seat in humans]
        assert len(human_moves) <= allowed
