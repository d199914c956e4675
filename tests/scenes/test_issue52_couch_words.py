"""Issue 52, item 9: what the couch is told. Pads are real SDL virtual controllers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app.main import App
from tests.app.events import run
from tests.scenes.test_couch_issue39 import lobby
from tests.virtual_pads import VirtualPads


@pytest.fixture
def pads(app: App) -> Iterator[VirtualPads]:
    with VirtualPads() as virtual:
        yield virtual
        virtual.unplug_all()
        run(app)


def test_a_pad_unplugged_in_the_lobby_is_told_its_seat_is_free(app: App, pads: VirtualPads) -> None:
    setup, plugged = lobby(app, pads, 3, 3)
    plugged[2].unplug()
    run(app)
    assert setup.setup.seats[2].pad is None  # the lobby frees the seat at once ...
    texts = app.toasts.texts
    assert any("seat 3 is free" in text for text in texts), texts
    assert not any("plug it back in" in text for text in texts), texts  # ... so says so
