"""Issue 44 item 1: malformed pointer and key events never reach the kiosk's filter. The
app validates every event once, before its hook (the kiosk lockdown) and the scenes see
it, so a finger at NaN, a mouse button with no `pos` or a key with no `key` is dropped."""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest

from tests.kiosk.helpers import close, kiosk_app, step, top_name

Event = pygame.event.Event
MALFORMED = [
    Event(pygame.FINGERDOWN, touch_id=1, finger_id=0, x=math.nan, y=0.5, dx=0.0, dy=0.0),
    Event(pygame.FINGERDOWN, touch_id=1, finger_id=0, x=math.inf, y=0.5, dx=0.0, dy=0.0),
    Event(pygame.FINGERUP, touch_id=1, finger_id=0, x=0.5, y=-math.inf, dx=0.0, dy=0.0),
    Event(pygame.FINGERMOTION, finger_id=0, x=0.5, y=0.5),  # no touch_id
    Event(pygame.FINGERDOWN, touch_id="one", finger_id=0, x=0.5, y=0.5),
    Event(pygame.MOUSEBUTTONDOWN, button=1),  # no pos
    Event(pygame.MOUSEBUTTONUP, pos=(10, 10)),  # no button
    Event(pygame.MOUSEMOTION, pos=(math.nan, 3), rel=(0, 0), buttons=(0, 0, 0)),
    Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1e300, 5)),
    Event(pygame.KEYDOWN, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT),  # no key
    Event(pygame.KEYDOWN, key="o", mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT),
    Event(pygame.KEYDOWN, key=pygame.K_o, mod="ctrl"),
]


@pytest.mark.parametrize("event", MALFORMED, ids=lambda e: f"{pygame.event.event_name(e.type)}")
def test_a_malformed_event_is_dropped_before_the_kiosk_filter(
    tmp_path: Path, event: pygame.event.Event
) -> None:
    app, clock = kiosk_app(tmp_path)
    try:
        before = top_name(app)
        # More frames of it than the crash guard forgives: it must not even be caught.
        for _ in range(15):
            pygame.event.post(event)
            step(app, clock)
        assert app.guard.errors == 0
        assert app.running and top_name(app) == before
    finally:
        close(app)
