"""Accessibility options (issue 57): saved and loaded like every setting (a bad value
falls back to its default with a notice, an old file's TV text loads as the TV size);
the colour-blind card palette checked under simulated colour vision, each value band with
a pattern of its own; high contrast and the text sizes as the theme draws them."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from pathlib import Path

import pygame
import pytest

from game.draw import sprites, theme, vision
from game.draw.look import Look
from game.store.settings import Settings, load_settings, save_settings


# Settings ------------------------------------------------------------------------------
def test_the_four_options_are_saved_and_loaded(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    chosen = Settings(card_palette="colourblind", high_contrast=True, reduced_motion=True)
    chosen.set_text_size("larger")
    assert save_settings(chosen, path)
    loaded, notice = load_settings(path)
    assert notice is None and loaded == chosen
    assert loaded.text_size == "larger" and loaded.tv_text and loaded.tv_text_chosen


def test_defaults_change_nothing() -> None:
    s = Settings()
    assert (s.card_palette, s.high_contrast, s.reduced_motion, s.text_size) == (
        "standard", False, False, "normal"
    )  # fmt: skip


def test_an_old_file_with_tv_text_loads_as_the_tv_size(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"tv_text": True, "tv_text_chosen": True, "sound_volume": 0.5}))
    loaded, notice = load_settings(path)
    assert notice is None
    assert loaded.text_size == "tv"
    assert (loaded.card_palette, loaded.high_contrast, loaded.reduced_motion) == (
        "standard", False, False
    )  # fmt: skip


def test_bad_values_fall_back_with_a_notice_naming_them(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "card_palette": "neon",
                "high_contrast": "yes",
                "reduced_motion": 1,
                "larger_text": None,
                "coach_hints": True,
            }
        )
    )
    loaded, notice = load_settings(path)
    assert loaded.coach_hints is True  # the good key is kept
    assert (loaded.card_palette, loaded.high_contrast, loaded.reduced_motion) == (
        "standard", False, False
    )  # fmt: skip
    assert loaded.larger_text is False
    assert notice is not None
    for label in ("Card colours", "High contrast", "Reduced motion", "Text size"):
        assert label in notice
    assert (tmp_path / "settings.json.bad").exists()


def test_text_size_beyond_tv_is_only_with_tv_text() -> None:
    s = Settings(larger_text=True)  # TV text turned off in Settings: normal size
    assert s.text_size == "normal"
    s.set_text_size("tv")
    assert (s.tv_text, s.larger_text, s.text_size) == (True, False, "tv")
    s.set_text_size("larger")
    assert (s.tv_text, s.larger_text, s.text_size) == (True, True, "larger")
    s.set_text_size("normal")
    assert (s.tv_text, s.larger_text, s.text_size) == (False, False, "normal")


# Colour vision -------------------------------------------------------------------------
# Adjacent bands must differ by at least this CIE76 ΔE*ab as each simulated eye sees them:
# ~2.3 is just noticeable; 20 reads as two colours at a glance, across a couch.
MIN_DELTA_E = 20.0


def _band_colours(palette: str) -> list[tuple[int, int, int]]:
    """Each band's colour; for the standard ramp, the colour at each band's middle."""
    return [sprites.value_color((low + high) // 2, palette) for low, high in sprites.BANDS]


def _adjacent(colours: list[tuple[int, int, int]], deficiency: str | None) -> list[float]:
    seen = [vision.simulate(c, deficiency) if deficiency else c for c in colours]
    return [vision.delta_e(a, b) for a, b in itertools.pairwise(seen)]


def test_known_simulation_values() -> None:
    # Greys stay grey under every simulation (each matrix's rows sum to 1), and pure red
    # loses most of its red for a protanope and a deuteranope.
    for deficiency in vision.DEFICIENCIES:
        grey = vision.simulate((128, 128, 128), deficiency)
        assert all(abs(c - 128) <= 1 for c in grey)
    assert vision.simulate((255, 0, 0), "protanopia")[0] < 140
    assert vision.simulate((255, 0, 0), "deuteranopia")[0] < 190
    assert vision.delta_e((0, 0, 0), (255, 255, 255)) == pytest.approx(100, abs=0.1)


@pytest.mark.parametrize("deficiency", [None, *vision.DEFICIENCIES])
def test_colour_blind_bands_stay_apart(deficiency: str | None) -> None:
    gaps = _adjacent(_band_colours("colourblind"), deficiency)
    assert min(gaps) >= MIN_DELTA_E, (deficiency, [round(g, 1) for g in gaps])
    # Lightness falls band by band: an order every eye keeps.
    seen = [
        vision.simulate(c, deficiency) if deficiency else c for c in _band_colours("colourblind")
    ]
    lightness = [vision.lab(c)[0] for c in seen]
    assert all(a - b >= 8 for a, b in itertools.pairwise(lightness)), lightness


def test_the_standard_palette_is_reported_and_is_not_safe() -> None:
    """The standard ramp, reported: its band middles fall under the threshold for at
    least one simulated eye, which is why the colour-blind palette exists."""
    report = {
        str(d): [round(g, 1) for g in _adjacent(_band_colours("standard"), d)]
        for d in (None, *vision.DEFICIENCIES)
    }
    print("standard palette, ΔE between adjacent band middles:", report)
    worst = min(min(gaps) for gaps in report.values())
    assert worst < MIN_DELTA_E
    # Its neighbouring values differ by under 10 ΔE even to full colour vision: a ramp,
    # not bands.
    steps = [
        vision.delta_e(sprites.standard_color(v), sprites.standard_color(v + 1))
        for v in range(3, 35)
    ]
    assert max(steps) < 10


# Special cards (issue 62) ----------------------------------------------------------------
def _worst_gap(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The smallest ΔE between `a` and `b` to full colour vision and each simulated eye."""
    return min(
        vision.delta_e(*(vision.simulate(c, d) if d else c for c in (a, b)))
        for d in (None, *vision.DEFICIENCIES)
    )


def test_special_stocks_stay_apart_on_the_colour_blind_palette() -> None:
    """Green (bid for) and pink (taken) specials, like the number cards' bands: apart
    from each other and from every band beside which they lie in a display, to every
    simulated eye; and the green back apart from the normal one."""
    green = sprites.special_stock(True, "colourblind")
    pink = sprites.special_stock(False, "colourblind")
    assert _worst_gap(green, pink) >= MIN_DELTA_E
    for band in _band_colours("colourblind"):
        assert _worst_gap(green, band) >= MIN_DELTA_E, (green, band)
        assert _worst_gap(pink, band) >= MIN_DELTA_E, (pink, band)
    backs = sprites.green_back(True).field, sprites._NORMAL_BACK.field
    assert _worst_gap(*backs) >= MIN_DELTA_E
    # The standard green back is not safe (why the palette has its own), its stocks are.
    assert _worst_gap(sprites.green_back(False).field, sprites._NORMAL_BACK.field) < 12
    stocks = sprites.special_stock(True, "standard"), sprites.special_stock(False, "standard")
    assert _worst_gap(*stocks) >= MIN_DELTA_E


def _special_faces(palette: str, hc: bool = False) -> list[pygame.Surface]:
    from game.rules.cards import green_cards, pink_cards

    look = Look(palette=palette, high_contrast=hc)
    return [sprites.card_art(card, 200, look=look) for card in (green_cards()[0], pink_cards()[0])]


def _stock_pixel(face: pygame.Surface) -> tuple[int, int, int]:
    """The stock between the card's rim and its medallion, at the top left."""
    w, h = face.get_size()
    return tuple(face.get_at((int(w * 0.09), int(h * 0.09))))[:3]  # type: ignore[return-value]


def test_special_faces_follow_the_palette_and_high_contrast() -> None:
    standard = _special_faces("standard")
    blind = _special_faces("colourblind")
    contrast = _special_faces("colourblind", True)
    for face, green in zip(standard, (True, False), strict=True):
        assert vision.delta_e(_stock_pixel(face), sprites.special_stock(green, "standard")) < 8
    for face, green in zip(blind, (True, False), strict=True):
        assert vision.delta_e(_stock_pixel(face), sprites.special_stock(green, "colourblind")) < 8
    for face in contrast:
        w, h = face.get_size()
        # A black rim and a black name band with white letters, as number cards in high
        # contrast: the band's darkest pixel is black, its lightest white.
        assert tuple(face.get_at((w // 2, 2)))[:3] == (0, 0, 0)
        band = [tuple(face.get_at((x, int(h * 0.86))))[:3] for x in range(w // 5, w * 4 // 5)]
        assert min(sum(p) for p in band) <= 30 and max(sum(p) for p in band) >= 700
    assert len({id(f) for f in (*standard, *blind, *contrast)}) == 6


# Patterns ------------------------------------------------------------------------------
def _panel_strip(value: int, palette: str, hc: bool = False) -> pygame.Surface:
    """The left part of a card's coloured panel at mid height, away from the medallion."""
    face = sprites.card_face(value, 200, look=Look(palette=palette, high_contrast=hc))
    w, h = face.get_size()
    return face.subsurface(pygame.Rect(int(w * 0.11), int(h * 0.26), int(w * 0.17), int(h * 0.08)))


def _mask(strip: pygame.Surface) -> list[bool]:
    """Which pixels are not the strip's commonest colour (the pattern's ink), colour
    aside: a black-and-white picture of the pattern."""
    w, h = strip.get_size()
    pixels = [tuple(strip.get_at((x, y)))[:3] for y in range(h) for x in range(w)]
    common = Counter(pixels).most_common(1)[0][0]
    return [vision.delta_e(p, common) > 12 for p in pixels]  # type: ignore[arg-type]


def test_each_band_has_its_own_pattern_on_the_colour_blind_palette() -> None:
    assert len(set(sprites.PATTERNS)) == len(sprites.BANDS)
    masks = []
    for low, _high in sprites.BANDS:
        mask = _mask(_panel_strip(low, "colourblind"))
        share = sum(mask) / len(mask)
        assert 0.05 < share < 0.7, (low, share)  # a pattern is there, the colour too
        masks.append(mask)
        # The standard face has no pattern there: its panel is one colour with a sheen.
        plain = _mask(_panel_strip(low, "standard"))
        assert sum(plain) / len(plain) < share - 0.05
    for a, b in itertools.pairwise(masks):
        differ = sum(x != y for x, y in zip(a, b, strict=True)) / len(a)
        assert differ > 0.1  # adjacent bands' patterns differ, in black and white too


def test_faces_are_cached_per_palette_and_contrast() -> None:
    standard = sprites.card_face(20, 120, look=Look(palette="standard"))
    blind = sprites.card_face(20, 120, look=Look(palette="colourblind"))
    contrast = sprites.card_face(20, 120, look=Look(palette="colourblind", high_contrast=True))
    assert len({id(standard), id(blind), id(contrast)}) == 3
    centre = (standard.get_width() // 2, standard.get_height() // 2 + 10)
    assert standard.get_at(centre) != blind.get_at(centre)


# High contrast and text size ------------------------------------------------------------
def test_high_contrast_text_colours() -> None:
    high = Look(high_contrast=True)
    assert theme.contrasted(theme.CREAM, high) == (255, 255, 255)
    assert theme.contrasted(theme.MUTED, high) == (255, 255, 255)
    assert theme.contrasted(theme.BRASS, high) == theme.HC_ACCENT
    assert theme.contrasted(theme.INK, high) == (0, 0, 0)
    assert theme.contrasted(theme.MUTED, Look.plain()) == theme.MUTED


def test_larger_text_floor_is_above_the_tv_floor() -> None:
    for short in (450, 720, 1080, 2160):
        assert theme.larger_text_floor(short) > theme.tv_text_floor(short)


def test_faces_built_ahead_in_the_worker_are_in_the_palette_in_use(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The worker process (game.app.prebuild) starts in the standard look: the spec
    carries the palette and contrast, and its pixels are the face built here."""
    from game.app import prebuild
    from game.draw.cache import SurfaceCache
    from game.rules import Card

    monkeypatch.setattr(sprites, "_cache", SurfaceCache(16 * 1024 * 1024))
    look = Look(palette="colourblind", high_contrast=True)
    spec = prebuild.art(Card.number(24), 120, "normal", look)
    here = sprites.card_face(24, 120, look=look)
    ((_spec, size, data),) = prebuild.pixels([spec])
    sent = pygame.image.frombuffer(data, size, prebuild.ORDER)
    assert pygame.image.tobytes(sent, "RGBA") == pygame.image.tobytes(here, "RGBA")
    assert prebuild.key_of(spec) == ("face", 24, 120, "normal", "colourblind", True)
