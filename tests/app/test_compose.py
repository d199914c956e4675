"""Drawing only what changed (issue 45) and the cap on the drawing surface (issue 44,
item 5): the recorded, partly repainted canvas equals a full redraw pixel for pixel; a
frame where nothing moved repaints nothing; a window larger than 4K is drawn at the cap
and shown scaled by a whole factor."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.app import compose
from game.app.main import App
from game.app.scene import Scene
from game.app.window import DRAW_CAP, canvas_plan
from game.draw import sprites
from game.match.autoplay import bot_setup
from game.rules import Game
from scenes.flow import desktop
from scenes.screens import screens
from scenes.table import TableScene


def full_redraw(app: App) -> bytes:
    """What the frame would be drawn straight on a fresh canvas, as before issue 45."""
    fresh = pygame.Surface(app.canvas.get_size())
    app.stack.draw(fresh)
    app.toasts.draw(fresh, look=app.look)
    return pygame.image.tobytes(fresh, "RGB")


def shown(app: App) -> bytes:
    return pygame.image.tobytes(app.canvas, "RGB")


@pytest.fixture
def table_app(tmp_path: Path) -> Iterator[App]:
    """A 7-seat bot table with the expansion and TV text, at 4x speed."""
    app = App(size=(1280, 720), settings_path=tmp_path / "s.json", screens=desktop())
    app.settings.animation_speed = "4x"
    app.settings.tv_text = app.settings.tv_text_chosen = True
    setup = bot_setup(7, False, 3, expansion=True)
    app.stack.push(screens(app.stack).table(setup, 3, game=Game.new(setup.config(), 3)))
    yield app
    for scene in list(app.stack.scenes):
        scene.exit()
    app.saves.flush()


def test_a_bot_game_repainted_in_parts_equals_full_redraws(table_app: App) -> None:
    app = table_app
    partial_frames = 0
    for frame in range(360):
        app.step(1 / 60)
        assert app.compose_enabled  # the table kept to what the recorder offers
        painted = app.compositor.painted
        if painted and painted != [app.canvas.get_rect()]:
            partial_frames += 1
        if frame % 6 == 0:
            assert shown(app) == full_redraw(app), f"frame {frame} differs from a full redraw"
    table = app.stack.top
    assert isinstance(table, TableScene) and table.game.record.actions  # the bots played
    assert app.compositor.full_redraws == 1  # the first frame only
    assert partial_frames > 300


def test_an_overlay_is_drawn_in_full_and_the_table_after_it_too(table_app: App) -> None:
    app = table_app
    for _ in range(30):
        app.step(1 / 60)
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.open_pause()
    app.step(1 / 60)
    assert app.stack.top is not None and app.stack.top.name == "pause"
    redraws = app.compositor.full_redraws
    assert shown(app) == full_redraw(app)
    app.stack.pop()
    app.step(1 / 60)
    # The pause was drawn on the canvas directly: the first table frame after it is whole.
    assert app.compositor.full_redraws == redraws + 1
    assert shown(app) == full_redraw(app)


class Still(Scene):
    """A recordable scene: a background and a square where `self.at` says."""

    recordable = True

    def __init__(self) -> None:
        super().__init__()
        self.at = (100, 100)
        self.background = pygame.Surface((1280, 720))
        self.background.fill((20, 60, 40))
        self.square = pygame.Surface((40, 40))
        self.square.fill((250, 200, 60))
        self.draws = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.blit(self.background, (0, 0))
        surface.blit(self.square, self.at)
        compose.circle(surface, (200, 30, 30), (600, 300), 25)


@pytest.fixture
def still_app(tmp_path: Path) -> Iterator[tuple[App, Still]]:
    app = App(size=(1280, 720), settings_path=tmp_path / "s.json")
    scene = app.stack.push(Still())
    assert isinstance(scene, Still)
    yield app, scene


def test_a_frame_where_nothing_changed_paints_nothing(still_app: tuple[App, Still]) -> None:
    app, scene = still_app
    app.step(1 / 60)
    assert app.compositor.painted == [app.canvas.get_rect()]  # the first frame: all of it
    app.step(1 / 60)
    assert scene.draws == 2  # the scene was asked (its record is how changes are seen) ...
    assert app.compositor.painted == []  # ... and nothing was painted
    assert shown(app) == full_redraw(app)


def test_a_moved_sprite_repaints_only_where_it_was_and_is(still_app: tuple[App, Still]) -> None:
    app, scene = still_app
    app.step(1 / 60)
    scene.at = (300, 200)
    app.step(1 / 60)
    painted = app.compositor.painted
    assert sorted(map(tuple, painted)) == [(100, 100, 40, 40), (300, 200, 40, 40)]
    assert shown(app) == full_redraw(app)


def test_a_cached_surface_whose_alpha_changes_is_repainted(still_app: tuple[App, Still]) -> None:
    """A glow's alpha is set on its cached surface before each blit (it pulses)."""
    app, scene = still_app
    scene.square = scene.square.convert_alpha()
    scene.square.set_alpha(255)
    app.step(1 / 60)
    scene.square.set_alpha(90)
    app.step(1 / 60)
    assert [tuple(r) for r in app.compositor.painted] == [(100, 100, 40, 40)]
    assert shown(app) == full_redraw(app)


class Careless(Still):
    """Draws with pygame.draw on the canvas: a recorder cannot take that."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pygame.draw.rect(surface, (0, 0, 255), pygame.Rect(10, 10, 50, 50))


def test_a_scene_the_recorder_cannot_take_is_drawn_plainly(tmp_path: Path) -> None:
    app = App(size=(1280, 720), settings_path=tmp_path / "s.json")
    app.stack.push(Careless())
    app.step(1 / 60)
    assert not app.compose_enabled  # fell back, logged, and drew the frame anyway
    assert tuple(app.canvas.get_at((30, 30)))[:3] == (0, 0, 255)
    assert app.stack.top is not None and app.running


@pytest.mark.parametrize(
    ("window", "canvas", "factor"),
    [
        ((1280, 720), (1280, 720), 1),
        ((3840, 2160), (3840, 2160), 1),
        ((2160, 3840), (2160, 3840), 1),  # the portrait kiosk
        ((7680, 4320), (3840, 2160), 2),
        ((10000, 10000), (2000, 2000), 5),
        ((16384, 16384), (2048, 2048), 8),
        ((3841, 2160), (1921, 1080), 2),
    ],
)
def test_the_drawing_surface_is_capped(
    window: tuple[int, int], canvas: tuple[int, int], factor: int
) -> None:
    assert canvas_plan(window) == (canvas, factor)
    w, h = canvas
    assert max(w, h) <= max(DRAW_CAP) and min(w, h) <= min(DRAW_CAP)


def test_a_sliver_of_a_huge_window_stays_within_the_cap() -> None:
    (w, h), factor = canvas_plan((100_000, 300))
    assert factor == 1 and w <= max(DRAW_CAP) and h >= 450


def test_a_window_over_the_cap_draws_at_the_cap_and_shows_it_scaled(tmp_path: Path) -> None:
    app = App(size=(1280, 720), settings_path=tmp_path / "s.json", screens=desktop())
    setup = bot_setup(4, False, 3)
    app.stack.push(screens(app.stack).table(setup, 3, game=Game.new(setup.config(), 3)))
    app.resize_window((4000, 2250))
    assert app.window.get_size() == (4000, 2250)
    assert app.canvas.get_size() == app.stack.size == (2000, 1125)  # drawn at half size
    try:
        for _ in range(20):
            app.step(1 / 60)
        # Every window pixel is its canvas pixel, shown 2×2, after partial updates too.
        whole = pygame.transform.scale(app.canvas, app.window.get_size())
        assert pygame.image.tobytes(app.window, "RGB") == pygame.image.tobytes(whole, "RGB")
        assert app.compositor.full_redraws == 1
        # A click lands on what is under it.
        assert app.to_canvas((2001, 1001)) == (1000, 500)
    finally:
        for scene in list(app.stack.scenes):
            scene.exit()
        app.saves.flush()


def test_caches_are_budgeted_for_the_drawing_surface(tmp_path: Path) -> None:
    app = App(size=(1280, 720), settings_path=tmp_path / "s.json", screens=desktop())
    assert sprites._cache.max_bytes == sprites.CACHE_BYTES  # 1080p and under: as before
    app.resize_window((3840, 2160))
    assert sprites._cache.max_bytes == 4 * sprites.CACHE_BYTES
    app.resize_window((1280, 720))
    assert sprites._cache.max_bytes == sprites.CACHE_BYTES
    assert sprites._cache.bytes <= sprites._cache.max_bytes


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(-20, 120), st.integers(-20, 120), st.integers(0, 90), st.integers(0, 90)
        ),
        max_size=12,
    )
)
def test_merged_rectangles_cover_the_changes_once(rects: list[tuple[int, int, int, int]]) -> None:
    """Every changed pixel is in exactly one merged rectangle (painted once, none missed)."""
    merged = compose.merge([pygame.Rect(r) for r in rects])
    changed = {
        (x, y) for x0, y0, w, h in rects for x in range(x0, x0 + w) for y in range(y0, y0 + h)
    }
    painted: list[tuple[int, int]] = [
        (x, y) for r in merged for x in range(r.left, r.right) for y in range(r.top, r.bottom)
    ]
    assert len(painted) == len(set(painted))  # no pixel twice
    assert changed <= set(painted)


def test_a_caption_across_a_panel_corner_does_not_repaint_their_bounding_box() -> None:
    """Seen at 4K: a tall text panel and a wide caption over its top corner were repainted
    as one box half a megapixel larger than both."""
    panel, caption = pygame.Rect(1185, 504, 622, 1674), pygame.Rect(1638, 598, 564, 96)
    merged = compose.merge([panel, caption])
    assert sum(r.w * r.h for r in merged) == panel.w * panel.h + 395 * 96  # caption's outside part
    assert panel in merged


class Layered(Still):
    """A disc under the base mark, a translucent card over it that moves."""

    def __init__(self) -> None:
        super().__init__()
        self.disc = (300, 300)
        self.card = pygame.Surface((120, 160), pygame.SRCALPHA)
        self.card.fill((240, 240, 250, 200))

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.blit(self.background, (0, 0))
        compose.circle(surface, (200, 30, 30), self.disc, 60)
        compose.base_here(surface)
        surface.blit(self.card, self.at)


def test_what_moves_over_the_base_is_painted_over_a_copy_of_it(tmp_path: Path) -> None:
    app = App(size=(1280, 720), settings_path=tmp_path / "s.json")
    scene = app.stack.push(Layered())
    assert isinstance(scene, Layered)
    app.step(1 / 60)
    for at, disc in [((260, 250), (300, 300)), ((330, 290), (300, 300)), ((330, 290), (320, 330))]:
        scene.at, scene.disc = at, disc
        app.step(1 / 60)
        assert shown(app) == full_redraw(app)
        # The base holds the frame as drawn up to the mark: felt and disc, no card.
        below = pygame.Surface(app.canvas.get_size())
        below.blit(scene.background, (0, 0))
        pygame.draw.circle(below, (200, 30, 30), disc, 60)
        assert app.compositor.base is not None
        assert pygame.image.tobytes(app.compositor.base, "RGB") == pygame.image.tobytes(
            below, "RGB"
        )
    assert app.compositor.full_redraws == 1  # the first frame only
