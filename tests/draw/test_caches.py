"""Caches are bounded in bytes, so window resizes cannot grow memory without limit."""

from __future__ import annotations

import pygame
import pytest

from game.app.main import App
from game.draw import sprites, theme
from game.draw.cache import SurfaceCache, surface_bytes
from game.draw.look import PLAIN


def test_a_surface_cache_keeps_within_its_byte_budget() -> None:
    cache = SurfaceCache(max_bytes=100 * 100 * 4 * 3)
    for i in range(10):
        cache.put(i, pygame.Surface((100, 100), pygame.SRCALPHA))
    assert len(cache) == 3 and cache.bytes <= cache.max_bytes
    assert cache.get(9) is not None and cache.get(0) is None  # oldest evicted first
    cache.get(7)
    cache.put("new", pygame.Surface((100, 100), pygame.SRCALPHA))
    assert cache.get(7) is not None and cache.get(8) is None  # used recently: kept
    huge = pygame.Surface((1000, 1000), pygame.SRCALPHA)
    assert cache.put("huge", huge) is huge and cache.get("huge") is None
    assert cache.bytes == sum(surface_bytes(s) for s in (cache.get(k) for k in (7, 9, "new")) if s)


def test_many_window_sizes_keep_every_cache_bounded(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    budget = 2 * 1024 * 1024
    for module, name in ((sprites, "_cache"), (theme, "_text_cache"), (theme, "_felt_cache")):
        monkeypatch.setattr(module, name, SurfaceCache(budget))
    built = 0
    for h in range(200, 700, 25):
        built += surface_bytes(sprites.card_face(17, h, look=PLAIN))
        built += surface_bytes(theme.render_text(f"size {h}", h // 4, look=PLAIN))
        theme.font(h // 4 + 6)
    for w, h in ((800, 450), (1000, 560), (1280, 720)):
        theme.draw_felt(pygame.Surface((w, h)), look=PLAIN)
    assert built > 2 * budget  # far more was drawn than is kept
    assert sprites._cache.bytes <= budget and len(sprites._cache) > 0
    assert theme._text_cache.bytes <= budget
    assert theme._felt_cache.bytes <= budget
    for size in range(6, 6 + 2 * theme.FONT_CACHE_MAX):
        theme.font(size)
    assert len(theme._fonts) == theme.FONT_CACHE_MAX


def test_a_lowered_font_cap_holds_from_the_next_font_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """Kiosk mode lowers the cap on a running game: the cache must come down to it."""
    monkeypatch.setattr(theme, "_fonts", type(theme._fonts)())
    monkeypatch.setattr(theme, "FONT_CACHE_MAX", 48)
    for size in range(6, 6 + 48):
        theme.font(size)
    assert len(theme._fonts) == 48
    monkeypatch.setattr(theme, "FONT_CACHE_MAX", 32)
    theme.font(200)
    assert len(theme._fonts) == 32 and ("bold", 200, 0) in theme._fonts


def test_card_numerals_share_a_few_font_sizes_and_never_shrink() -> None:
    sizes = range(6, 121)
    snapped = [sprites.numeral_font_size(size) for size in sizes]
    assert all(s >= size for s, size in zip(snapped, sizes, strict=True))  # floors still hold
    assert all(
        s <= round(size * sprites.NUMERAL_LADDER_STEP) + 1
        for s, size in zip(snapped, sizes, strict=True)
    )
    assert len(set(snapped)) < len(sizes) * 0.5


def test_card_faces_at_many_heights_open_few_numeral_fonts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(theme, "_fonts", type(theme._fonts)())
    for h in range(120, 200):  # a display squeezing its cards one pixel at a time
        sprites.card_face(23, h, look=PLAIN)
    numeral_fonts = {size for kind, size, _ in theme._fonts if kind == "display" and size > 24}
    # 80 heights: numerals of 48-79 px and corner indices of 24-39 px, one font per rung
    assert 0 < len(numeral_fonts) <= 20


def test_a_ceiling_grows_with_the_surface_as_budgets_do() -> None:
    """A kiosk's ceiling is set for 1920x1080: at 2160x3840 (four times the pixels, and
    faces four times the bytes) it holds four times as much, or the table's own faces
    were rebuilt every frame; back at 1920x1080 it is the ceiling again."""
    cache = SurfaceCache(1)
    cache.cap(8 * 1024 * 1024)
    cache.fit((2160, 3840), 32 * 1024 * 1024)
    assert cache.max_bytes == 32 * 1024 * 1024
    cache.fit((1920, 1080), 32 * 1024 * 1024)
    assert cache.max_bytes == 8 * 1024 * 1024
    cache.cap(None)
    cache.fit((3840, 2160), 32 * 1024 * 1024)
    assert cache.max_bytes == 128 * 1024 * 1024
