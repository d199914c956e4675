"""Every kiosk screen's touch targets, in landscape and portrait: at least 9% of the
shorter screen side tall, at least 2% apart, and on the screen."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.draw.look import PLAIN
from scenes.flow import open_shot, shot_names
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.widgets import MIN_GAP, MIN_TARGET
from scenes.shots import ShotPlan
from tests.kiosk.helpers import close, kiosk_app

SIZES = [(1920, 1080), (1080, 1920)]


@pytest.fixture(scope="module", params=SIZES, ids=["landscape", "portrait"])
def sized_app(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[App]:
    folder: Path = tmp_path_factory.mktemp("kiosk")
    app, _clock = kiosk_app(folder, size=request.param)
    yield app
    close(app)


def gap_between(a: pygame.Rect, b: pygame.Rect) -> int:
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return max(dx, dy)


@pytest.mark.parametrize("screen", shot_names(kiosk=True))
def test_every_target_is_finger_sized_and_apart(sized_app: App, screen: str) -> None:
    scene = open_shot(sized_app, screen, ShotPlan())
    sized_app.step(1 / 60)
    size = sized_app.canvas.get_size()
    short = min(size)
    targets = scene.targets()  # type: ignore[attr-defined]
    if screen == "no-pin":
        assert targets == []  # out of service: nothing at the screen acts
        return
    assert targets, screen
    whole = pygame.Rect((0, 0), size)
    for rect in targets:
        assert rect.h >= MIN_TARGET * short, (screen, rect)
        assert rect.w >= MIN_TARGET * short, (screen, rect)
        assert whole.contains(rect), (screen, rect)
    for a, b in itertools.combinations(targets, 2):
        assert gap_between(a, b) >= MIN_GAP * short, (screen, a, b)


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_kiosk_menu_and_log_cover_no_seat(size: tuple[int, int], players: int) -> None:
    from scenes.kiosk.table import KioskTableLayout

    lay = KioskTableLayout(size, players, look=PLAIN)
    blocks = [seat.box for seat in lay.seats] + [lay.center, lay.hud]
    for button in (lay.menu, lay.log):
        assert pygame.Rect(0, 0, *size).contains(button)
        assert button.collidelist(blocks) < 0, (button, blocks[button.collidelist(blocks)])
    assert not lay.menu.colliderect(lay.log)


@pytest.mark.parametrize(
    "size", [(1280, 720), (1920, 1080), (1080, 1920), (1024, 768), (768, 1024)]
)
def test_every_rule_cards_text_stays_inside_its_card(tmp_path: Path, size: tuple[int, int]) -> None:
    from scenes.kiosk.rules import RulesScene, draw_rule_card, rule_cards, rule_text_size

    app, _clock = kiosk_app(tmp_path, size=size)
    try:
        rules = app.stack.push(kiosk_screens(app.stack).rules())
        assert isinstance(rules, RulesScene)
        app.step(1 / 60)
        surface = pygame.Surface(size)
        cards = rules.card_rects()
        shared = min(
            rule_text_size(size, card, i, "en", look=PLAIN) for i, card in enumerate(cards)
        )
        for index, card in enumerate(cards):
            text = draw_rule_card(surface, index, card, "en", shared, look=PLAIN)
            title = rule_cards("en")[index][0]
            assert card.contains(text), (title, card, text)
            # Clear of the panel's rounded edge, too.
            assert text.bottom <= card.bottom - card.h // 40, (title, card, text)
    finally:
        close(app)
