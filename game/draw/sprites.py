"""Card faces, card backs, counter chips, seat badges and glows, all drawn by code.

Everything here is cached: a surface is built once per (kind, size, style) and then only
blitted, because transforms per frame are slow (see PYGAME-CE.md). Shapes are drawn at
`SUPER`× size and smoothscaled down once, which gives anti-aliased rounded corners.

    # Cards are painted in a look's palette and contrast (`game.draw.look`), and cached
    # per the parts of it they depend on.
    face = sprites.card_face(17, height=120, style="scoring", look=look)
    back = sprites.card_back(120, look=look)  # green=True: a green card's back
    art = sprites.card_art(card, 120, look=look)  # any Card: number or special faces [X1]
    chip = sprites.chip(28)
    badge = sprites.badge(persona, 64)

`Tween` and the easing functions drive the table's animations.
"""

from __future__ import annotations

import colorsys
import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game import i18n
from game.draw import theme
from game.draw.cache import SurfaceCache
from game.draw.look import Look as DrawingLook
from game.i18n import _
from game.rules.cards import Card, CardKind
from game.special_cards import SPECIALS
from game.special_text import SHORT_NAME

Color = tuple[int, int, int]
Pos = tuple[float, float]

CARD_RATIO = 0.7  # width / height of a card
SUPER = 3  # supersampling factor for shapes drawn once and cached

# Bounded in bytes: a count bound let memory grow with the window size (issue 8). 32 MB
# holds every card face, chip and plate of a 7-seat table at 1920×1080; the app scales
# the budget with the drawing surface (`budget_for`), which is capped at 4K, so a 4K
# table with the expansion does not rebuild faces it evicted (issue 45).
CACHE_BYTES = 32 * 1024 * 1024
_cache = SurfaceCache(CACHE_BYTES)


def fit_cache(size: tuple[int, int]) -> None:
    """Budget the sprite cache for a drawing surface of `size`."""
    _cache.fit(size, CACHE_BYTES)
    _scaled.fit(size, SCALED_BYTES)


def _cached(key: tuple[object, ...], build: Callable[[], pygame.Surface]) -> pygame.Surface:
    surf = _cache.get(key)
    if surf is not None:
        return surf
    surf = build()
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return _cache.put(key, surf)


# A flying card is its face smoothscaled to the size it has this frame (1-2 ms at 4K).
# The same sizes come back (every reveal flips the same back through the same widths;
# a tween at a steady frame rate steps through the same heights), so they are kept, in
# a cache of their own that cannot evict the faces.
SCALED_BYTES = 8 * 1024 * 1024
_scaled = SurfaceCache(SCALED_BYTES)


def scaled(
    key: Hashable, source: pygame.Surface, size: tuple[int, int], look: DrawingLook
) -> pygame.Surface:
    """`source` (which `key` names: equal keys, equal pixels, drawn in `look`)
    smoothscaled to `size`."""
    size = (max(1, size[0]), max(1, size[1]))
    # (The palette and contrast too: a face's key names the card, not how it is painted.)
    return _scaled.get_or_build(
        (key, size, look.palette, look.high_contrast),
        lambda: pygame.transform.smoothscale(source, size),
    )


def card_size(height: int) -> tuple[int, int]:
    height = max(12, int(height))
    return max(8, round(height * CARD_RATIO)), height


# Colour ramp ----------------------------------------------------------------------------
# Value bands: the colour-blind palette gives each band one colour and one pattern, so a
# card's band reads from its pattern alone (tests/draw/test_accessibility_options.py checks the
# colours apart under deuteranopia, protanopia and tritanopia).
BANDS: tuple[tuple[int, int], ...] = ((3, 9), (10, 15), (16, 21), (22, 28), (29, 35))
# Light to dark as the cards grow costly (L* falls at least 8 a band under every
# simulated colour vision: an order no eye loses), and hues apart: yellow, sky blue,
# orange, blue, plum.
COLOURBLIND: tuple[Color, ...] = (
    (255, 235, 120),
    (120, 205, 245),
    (215, 105, 25),
    (35, 80, 165),
    (70, 20, 45),
)
PATTERNS: tuple[str, ...] = ("dots", "stripes", "diagonal", "grid", "zigzag")


def band_of(value: int) -> int:
    """The value band (index into BANDS) of a number card; out-of-range values clamp."""
    for i, (_low, high) in enumerate(BANDS):
        if value <= high:
            return i
    return len(BANDS) - 1


def value_color(value: int, palette: str) -> Color:
    """The card's colour in `palette` ("standard" or "colourblind")."""
    if palette == "colourblind":
        return COLOURBLIND[band_of(value)]
    return standard_color(value)


def standard_color(value: int) -> Color:
    """Cool teal for cheap low cards through gold to deep crimson for costly high ones."""
    t = max(0.0, min(1.0, (value - 3) / 32))
    hue = (172 - 200 * t) % 360 / 360
    sat = 0.55 + 0.2 * t
    val = 0.78 - 0.12 * abs(t - 0.45)
    r, g, b = colorsys.hsv_to_rgb(hue, sat, val)
    return int(r * 255), int(g * 255), int(b * 255)


def _shade(color: Color, factor: float) -> Color:
    if factor >= 1:
        return theme.lerp_color(color, (255, 255, 255), factor - 1)
    return theme.lerp_color((0, 0, 0), color, factor)


# Cards --------------------------------------------------------------------------------
def _rounded_layer(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _numeral(
    text: str, size: int, color: Color, outline: int, outline_color: Color
) -> pygame.Surface:
    font = theme.font(size, "display")
    fill = font.render(text, True, color)
    if not outline:
        return fill
    out = pygame.Surface(
        (fill.get_width() + outline * 2, fill.get_height() + outline * 2), pygame.SRCALPHA
    )
    edge = font.render(text, True, outline_color)
    # A stamped outline: cheap, built once per cached card.
    for dx in range(-outline, outline + 1):
        for dy in range(-outline, outline + 1):
            if dx * dx + dy * dy <= outline * outline + 1:
                out.blit(edge, (outline + dx, outline + dy))
    out.blit(fill, (outline, outline))
    return out


NUMERAL_SHARE = 0.40  # a two-digit value's font size, as a share of the card's height


def card_height_for_numeral(size: int) -> int:
    """The smallest card whose two-digit numeral is drawn at least `size` pixels."""
    return math.ceil(size / NUMERAL_SHARE) + 1


# Cards are drawn at many heights (displays shrink as they grow, cards fly and land), and
# every numeral size is an open font of ~300 KB. Above this size numerals snap up to a
# ladder of 6% steps: a difference no one sees, and a long-running kiosk keeps a handful
# of numeral fonts instead of one per card height.
NUMERAL_LADDER_FROM = 24
NUMERAL_LADDER_STEP = 1.06


def numeral_font_size(size: int) -> int:
    """`size` or the next rung above it (never smaller: readability floors still hold)."""
    if size <= NUMERAL_LADDER_FROM:
        return size
    rung = math.ceil(math.log(size / NUMERAL_LADDER_FROM, NUMERAL_LADDER_STEP) - 1e-9)
    return max(size, math.ceil(NUMERAL_LADDER_FROM * NUMERAL_LADDER_STEP**rung - 1e-9))


def card_face(
    value: int, height: int, style: str = "normal", *, look: DrawingLook
) -> pygame.Surface:
    """A number card. `style`: "normal", "scoring" (gold edge: the card of a run that
    counts) or "muted" (a card of a run that does not count)."""
    w, h = card_size(height)
    palette, hc = look.palette, look.high_contrast
    return _cached(
        ("face", value, h, style, palette, hc),
        lambda: _build_face(value, w, h, style, palette, hc),
    )


def _build_face(
    value: int, w: int, h: int, style: str, palette: str = "standard", hc: bool = False
) -> pygame.Surface:
    W, H = w * SUPER, h * SUPER
    big = _rounded_layer((W, H))
    radius = max(4, W // 9)
    edge = max(2, W // 40)
    base = value_color(value, palette)
    # High contrast: white paper, a black rim, a white medallion and a black numeral.
    paper = (255, 255, 255) if hc else theme.CREAM
    rim = theme.BRASS if style == "scoring" else (0, 0, 0) if hc else (70, 58, 48)
    if hc:
        edge = max(3, W // 24)
    pygame.draw.rect(big, rim, big.get_rect(), border_radius=radius)
    inner = big.get_rect().inflate(-edge * 2, -edge * 2)
    pygame.draw.rect(big, paper, inner, border_radius=radius - edge)
    # The coloured panel, with a lighter sheen band across it.
    margin = max(3, W // 13)
    panel = inner.inflate(-margin * 2, -margin * 2)
    pygame.draw.rect(big, base, panel, border_radius=max(2, radius - margin))
    sheen = pygame.Surface(panel.size, pygame.SRCALPHA)
    pygame.draw.polygon(
        sheen,
        (255, 255, 255, 38),
        [(0, panel.h * 0.18), (panel.w, 0), (panel.w, panel.h * 0.34), (0, panel.h * 0.55)],
    )
    mask = pygame.Surface(panel.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - margin)
    sheen.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(sheen, panel.topleft)
    if palette == "colourblind":
        # Between the corner indices, which stay on plain colour to be read.
        pattern = _band_pattern(panel.size, band_of(value), base, W)
        clear = int(H * 0.24) - panel.top
        pattern.fill((0, 0, 0, 0), (0, 0, panel.w, clear))
        pattern.fill((0, 0, 0, 0), (0, panel.h - clear, panel.w, clear))
        big.blit(pattern, panel.topleft)
    # A medallion behind the numeral.
    cx, cy = panel.center
    light = _lightness(base) > 60
    if hc:
        # A white plate wide enough for two digits.
        plate = pygame.Rect(0, 0, int(panel.w * 0.94), int(panel.w * 0.72))
        plate.center = (cx, cy + H // 40)
        pygame.draw.rect(big, (255, 255, 255), plate, border_radius=plate.h // 3)
        pygame.draw.rect(big, (0, 0, 0), plate, max(3, W // 40), border_radius=plate.h // 3)
    else:
        pygame.draw.circle(big, _shade(base, 1.18), (cx, cy), int(panel.w * 0.42))
        pygame.draw.circle(big, _shade(base, 0.82), (cx, cy), int(panel.w * 0.42), max(2, W // 60))
    if style == "scoring":
        pygame.draw.rect(big, theme.BRASS, big.get_rect(), edge * 3, border_radius=radius)
    card = pygame.transform.smoothscale(big, (w, h))
    # Text is rendered at final size: fonts are already anti-aliased.
    label = str(value)
    size = numeral_font_size(int(h * (NUMERAL_SHARE if len(label) == 2 else 0.46)))
    if hc:
        num = _numeral(label, size, (0, 0, 0), 0, (0, 0, 0))
    elif palette == "colourblind" and light:
        # The light bands (yellow, sky blue, orange): dark numerals read better there.
        num = _numeral(label, size, _shade(base, 0.22), max(1, h // 60), _shade(base, 1.25))
    else:
        num = _numeral(label, size, theme.CREAM, max(1, h // 60), _shade(base, 0.45))
    card.blit(num, num.get_rect(center=(w // 2, h // 2 + h // 40)))
    corner_size = _corner_size(h)
    # Dark ink on light panels, cream on dark ones (the deep reds of the high cards).
    luma = 0.299 * base[0] + 0.587 * base[1] + 0.114 * base[2]
    ink = _shade(base, 0.42) if luma > 120 else theme.CREAM
    if hc:
        ink = (0, 0, 0) if luma > 120 else (255, 255, 255)
    corner = theme.font(corner_size, "display").render(label, True, ink)
    cm = _corner_margin(w)
    top = cm - corner_size // 10
    # Top right, upright: the index a card tucked behind a lower one shows (see
    # `index_strip`). Top left too when both fit side by side.
    card.blit(corner, corner.get_rect(topright=(w - cm, top)))
    if 2 * corner.get_width() + 2 * cm + 2 <= w:
        card.blit(corner, (cm + 1, top))
    if h >= 64:  # small cards keep to the upright indices: less clutter
        flipped = pygame.transform.rotate(corner, 180)
        card.blit(flipped, flipped.get_rect(bottomright=(w - cm, h - cm + corner_size // 10)))
    if style == "muted":
        # Darken colour only; the alpha of the rounded corners stays as it is.
        card.fill((46, 46, 46), special_flags=pygame.BLEND_RGB_SUB)
    return card


def _lightness(color: Color) -> float:
    """CIE L* (0 black to 100 white) of an sRGB colour."""
    y = theme.luminance(color)
    return 116 * y ** (1 / 3) - 16 if y > 216 / 24389 else 24389 / 27 * y


def _band_pattern(size: tuple[int, int], band: int, base: Color, W: int) -> pygame.Surface:
    """The pattern of a value band (PATTERNS) over a card's coloured panel, in a darker
    shade of a light band's colour or a lighter one of a dark band's (drawn supersampled,
    like the face)."""
    w, h = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    ink = (*(_shade(base, 0.62) if _lightness(base) > 50 else _shade(base, 1.6)), 255)
    step = max(6, W // 7)
    line = max(2, W // 36)
    kind = PATTERNS[band]
    if kind == "dots":
        for y in range(step // 2, h, step):
            for x in range(step // 2 if (y // step) % 2 else step, w, step):
                pygame.draw.circle(layer, ink, (x, y), max(2, W // 30))
    elif kind == "stripes":
        for y in range(step // 2, h, step):
            pygame.draw.line(layer, ink, (0, y), (w, y), line)
    elif kind == "diagonal":
        for x in range(-h, w, step):
            pygame.draw.line(layer, ink, (x, h), (x + h, 0), line)
    elif kind == "grid":
        for y in range(step // 2, h, step):
            pygame.draw.line(layer, ink, (0, y), (w, y), line)
        for x in range(step // 2, w, step):
            pygame.draw.line(layer, ink, (x, 0), (x, h), line)
    else:  # zigzag
        half = step // 2
        for y in range(step // 2, h, step):
            points = [(x, y - half // 2 if (x // half) % 2 else y + half // 2)
                      for x in range(0, w + half, half)]  # fmt: skip
            pygame.draw.lines(layer, ink, False, points, line)
    return layer


def _corner_size(h: int) -> int:
    return numeral_font_size(max(10, int(h * 0.2)))


def _corner_margin(w: int) -> int:
    return max(2, int(w * 0.075))


_strips: dict[int, int] = {}


def index_strip(height: int) -> int:
    """How much of a card's right edge must show for its top-right index (any value) to
    be read whole: a card tucked behind another needs at least this much uncovered."""
    w, h = card_size(height)
    strip = _strips.get(h)
    if strip is None:
        f = theme.font(_corner_size(h), "display")
        index_w = max(f.size(str(v))[0] for v in range(3, 36))
        strip = _strips[h] = _corner_margin(w) + index_w + max(2, w // 16)
    return strip


def card_back(height: int, green: bool = False, *, look: DrawingLook) -> pygame.Surface:
    """The shared card back: burgundy lattice with a cream frame and a brass medallion;
    `green` gives the green back of the expansion's green cards [X1]."""
    w, h = card_size(height)
    if green:
        colors = green_back(look.palette == "colourblind")
        return _cached(("back", h, "green", colors), lambda: _build_back(w, h, colors))
    return _cached(("back", h), lambda: _build_back(w, h, _NORMAL_BACK))


def green_back(colourblind: bool) -> _BackColors:
    """The green back's colours, in the colour-blind palette or not."""
    return _GREEN_BACK_CB if colourblind else _GREEN_BACK


def deck_stack(
    height: int, depth: int, green: bool = False, *, look: DrawingLook
) -> pygame.Surface:
    """`depth` + 1 backs stacked, each 2 px up and left of the one below, as one surface
    (one blit where there were seven: at 4K each is a fifth of a megapixel, repainted
    under anything that moves over the deck). The bottom back's top-left is at
    (2 * depth, 2 * depth)."""
    key = ("deck", card_size(height)[1], depth, green, green and look.palette)
    return _cached(key, lambda: _build_stack(card_back(height, green, look=look), depth))


def _build_stack(back: pygame.Surface, depth: int) -> pygame.Surface:
    w, h = back.get_size()
    stack = pygame.Surface((w + 2 * depth, h + 2 * depth), pygame.SRCALPHA)
    for i in range(depth + 1):
        stack.blit(back, (2 * (depth - i), 2 * (depth - i)))
    return stack


@dataclass(frozen=True, slots=True)
class _BackColors:
    field: Color
    lattice: Color
    mark: str


_NORMAL_BACK = _BackColors((128, 28, 38), (160, 48, 56), "N!")
# The green back has no lettering: a star marks the cards you bid for.
_GREEN_BACK = _BackColors((24, 112, 58), (52, 150, 84), "")
# The colour-blind palette's: a teal that stays apart from the burgundy back to every
# simulated eye (the standard green does not to a deuteranope).
_GREEN_BACK_CB = _BackColors((0, 100, 110), (30, 135, 140), "")


def _build_back(w: int, h: int, colors: _BackColors) -> pygame.Surface:
    W, H = w * SUPER, h * SUPER
    big = _rounded_layer((W, H))
    radius = max(4, W // 9)
    edge = max(2, W // 40)
    pygame.draw.rect(big, (70, 58, 48), big.get_rect(), border_radius=radius)
    inner = big.get_rect().inflate(-edge * 2, -edge * 2)
    pygame.draw.rect(big, theme.CREAM, inner, border_radius=radius - edge)
    margin = max(3, W // 13)
    panel = inner.inflate(-margin * 2, -margin * 2)
    field = pygame.Surface(panel.size, pygame.SRCALPHA)
    field.fill(colors.field)
    step = max(6, panel.w // 6)
    line = max(1, W // 70)
    for i in range(-panel.h, panel.w + panel.h, step):
        pygame.draw.line(field, colors.lattice, (i, 0), (i + panel.h, panel.h), line)
        pygame.draw.line(field, colors.lattice, (i, panel.h), (i + panel.h, 0), line)
    mask = pygame.Surface(panel.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - margin)
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(field, panel.topleft)
    cx, cy = panel.center
    rad = int(panel.w * 0.34)
    pygame.draw.circle(big, theme.BRASS_DARK, (cx, cy), rad + max(2, W // 50))
    pygame.draw.circle(big, theme.BRASS, (cx, cy), rad)
    pygame.draw.circle(big, colors.field, (cx, cy), int(rad * 0.72))
    if not colors.mark:
        pygame.draw.polygon(big, theme.CREAM, _star((cx, cy + rad * 0.04), rad * 0.62))
    card = pygame.transform.smoothscale(big, (w, h))
    if colors.mark:
        mark = theme.font(max(8, int(h * 0.16)), "display").render(colors.mark, True, theme.CREAM)
        card.blit(mark, mark.get_rect(center=(w // 2, h // 2 + h // 60)))
    return card


def card_shadow(size: tuple[int, int], blur: int = 0) -> pygame.Surface:
    """A soft dark rounded blot to draw under a card (offset by the caller)."""
    w, h = size
    blur = blur or max(2, w // 12)
    return _cached(("shadow", w, h, blur), lambda: _build_shadow(w, h, blur))


def _build_shadow(w: int, h: int, blur: int) -> pygame.Surface:
    tw, th = w + blur * 2, h + blur * 2
    # Downscale then upscale: a cheap blur.
    small = pygame.Surface((max(2, tw // 6), max(2, th // 6)), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, max(1, w // 6), max(1, h // 6))
    r.center = small.get_rect().center
    pygame.draw.rect(small, (0, 0, 0, 120), r, border_radius=max(1, r.w // 8))
    return pygame.transform.smoothscale(small, (tw, th))


# Counters -----------------------------------------------------------------------------
CHIP_COLOR: Color = (214, 58, 44)


def chip(diameter: int, color: Color = CHIP_COLOR, hidden: bool = False) -> pygame.Surface:
    """A counter chip, poker-style; `hidden` draws a face-down chip with a "?"."""
    d = max(6, int(diameter))
    return _cached(("chip", d, color, hidden), lambda: _build_chip(d, color, hidden))


def _build_chip(d: int, color: Color, hidden: bool) -> pygame.Surface:
    D = d * SUPER
    big = pygame.Surface((D, D + D // 8), pygame.SRCALPHA)
    c = (D // 2, D // 2)
    base = (86, 92, 104) if hidden else color
    dark = _shade(base, 0.6)
    # Rim thickness below the face gives the chip some body.
    pygame.draw.circle(big, dark, (c[0], c[1] + D // 8), D // 2)
    pygame.draw.circle(big, base, c, D // 2)
    # Edge notches.
    for i in range(6):
        a = i * math.pi / 3
        x = c[0] + math.cos(a) * D * 0.42
        y = c[1] + math.sin(a) * D * 0.42
        pygame.draw.circle(big, theme.CREAM, (int(x), int(y)), max(2, D // 11))
    pygame.draw.circle(big, _shade(base, 1.15), c, int(D * 0.31))
    pygame.draw.circle(big, theme.CREAM, c, int(D * 0.31), max(2, D // 26))
    pygame.draw.circle(big, (0, 0, 0, 60), c, D // 2, max(1, D // 40))
    surf = pygame.transform.smoothscale(big, (d, d + d // 8))
    if hidden:
        q = theme.font(max(6, int(d * 0.5)), "display").render("?", True, theme.CREAM)
        surf.blit(q, q.get_rect(center=(d // 2, d // 2 + 1)))
    return surf


# Special cards (expansion [X1]) -----------------------------------------------------------
GREEN_STOCK: Color = (46, 150, 84)
PINK_STOCK: Color = (222, 84, 142)
# The colour-blind palette's stocks: a bluish green and a reddish purple (after Okabe and
# Ito), apart from each other and from every band of COLOURBLIND to all three simulated
# colour-vision deficiencies (tests/app/test_accessibility_options.py).
COLOURBLIND_GREEN: Color = (0, 150, 100)
COLOURBLIND_PINK: Color = (210, 110, 170)
FULL_NAME_HEIGHT = 96  # from this card height up, the face shows the two-word name


def special_stock(green: bool, palette: str) -> Color:
    """A special card's stock in `palette` ("standard" or "colourblind")."""
    if palette == "colourblind":
        return COLOURBLIND_GREEN if green else COLOURBLIND_PINK
    return GREEN_STOCK if green else PINK_STOCK


def card_art(
    card: Card, height: int, style: str = "normal", *, look: DrawingLook
) -> pygame.Surface:
    """Any card's face: `card_face` for number cards, a face drawn by code for specials
    (green or pink stock, an icon, its name), in the palette and contrast in use. Same
    size as a number card."""
    if card.is_number:
        return card_face(card.value, height, style, look=look)
    w, h = card_size(height)
    palette, hc = look.palette, look.high_contrast
    return _cached(
        # (The name printed on it is in the language of the moment.)
        ("special", card.kind, h, style, i18n.language(), palette, hc),
        lambda: _build_special(card.kind, card.is_green, w, h, style, palette, hc),
    )


def _fitting_size(lines: list[str], size: int, max_w: int) -> int:
    """The largest font size up to `size` (at least 6) at which every line fits `max_w`."""
    while size > 6 and any(theme.font(size, "display").size(line)[0] > max_w for line in lines):
        size -= 1
    return max(6, size)


def _fit_text(text: str, size: int, max_w: int, color: Color) -> pygame.Surface:
    """Text in the display font, shrunk until it is at most `max_w` wide."""
    return theme.font(_fitting_size([text], size, max_w), "display").render(text, True, color)


def _build_special(
    kind: CardKind,
    green: bool,
    w: int,
    h: int,
    style: str,
    palette: str = "standard",
    hc: bool = False,
) -> pygame.Surface:
    W, H = w * SUPER, h * SUPER
    big = _rounded_layer((W, H))
    radius = max(4, W // 9)
    edge = max(2, W // 40)
    stock = special_stock(green, palette)
    # High contrast, as the number cards: a thick black rim, a black name band, a white
    # medallion with black ink.
    dark = (0, 0, 0) if hc else _shade(stock, 0.42)
    rim = theme.BRASS if style == "scoring" else (0, 0, 0) if hc else (70, 58, 48)
    if hc:
        edge = max(3, W // 24)
    pygame.draw.rect(big, rim, big.get_rect(), border_radius=radius)
    inner = big.get_rect().inflate(-edge * 2, -edge * 2)
    pygame.draw.rect(big, stock, inner, border_radius=radius - edge)
    full_name = h >= FULL_NAME_HEIGHT
    # Small cards give the icon and the tag every pixel: thinner frame, bigger medallion.
    margin = max(3, W // 13) if full_name else max(2, W // 24)
    panel = inner.inflate(-margin * 2, -margin * 2)
    inner_radius = max(2, radius - margin)
    if full_name:
        # A lighter panel with fine diagonal stripes: card stock, not a flat fill.
        field = pygame.Surface(panel.size, pygame.SRCALPHA)
        field.fill(_shade(stock, 1.12))
        step = max(6, panel.w // 9)
        for i in range(-panel.h, panel.w + panel.h, step):
            pygame.draw.line(
                field, _shade(stock, 1.22), (i, 0), (i + panel.h, panel.h), max(1, W // 60)
            )
        mask = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=inner_radius)
        field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(field, panel.topleft)
    # The name band along the bottom: dark, so cream lettering reads on both stocks.
    band_h = int(panel.h * (0.36 if full_name else 0.28))
    band = pygame.Rect(panel.x, panel.bottom - band_h, panel.w, band_h)
    pygame.draw.rect(
        big,
        dark,
        band,
        border_bottom_left_radius=inner_radius,
        border_bottom_right_radius=inner_radius,
    )
    # The icon on a cream medallion, centred in the space above the band.
    cx = panel.centerx
    cy = panel.y + (band.y - panel.y) // 2
    r = int(min(panel.w * (0.46 if full_name else 0.5), (band.y - panel.y) * 0.47))
    ring = (0, 0, 0) if hc else _shade(stock, 0.6)
    pygame.draw.circle(big, ring, (cx, cy), r + max(2, W // 45) * (2 if hc else 1))
    pygame.draw.circle(big, (255, 255, 255) if hc else theme.CREAM, (cx, cy), r)
    icon_r = int(r * (0.8 if full_name else 0.86))
    _draw_icon(big, kind, (cx, cy), icon_r, dark, stock, palette)
    if style == "scoring":
        pygame.draw.rect(big, theme.BRASS, big.get_rect(), edge * 3, border_radius=radius)
    card = pygame.transform.smoothscale(big, (w, h))
    # Text at final size: fonts are already anti-aliased.
    s = 1 / SUPER
    _draw_icon_text(card, kind, (cx * s, cy * s), icon_r * s, full_name)
    bx, by, bw, bh = (round(v * s) for v in band)
    if full_name:
        lines = SHORT_NAME[kind].upper().split()
        pad = max(1, bw // 14)
        # One size for both lines (the largest at which each fits): an even, tidy name.
        size = _fitting_size(lines, int(bh * 0.46), bw - 2 * pad)
        letters = (255, 255, 255) if hc else theme.CREAM
        rendered = [theme.font(size, "display").render(line, True, letters) for line in lines]
        gap = -max(1, size // 6)
        total = sum(t.get_height() for t in rendered) + gap * (len(rendered) - 1)
        y = by + (bh - total) // 2 + max(1, size // 12)
        for text in rendered:
            card.blit(text, text.get_rect(midtop=(bx + bw // 2, y)))
            y += text.get_height() + gap
    else:
        letters = (255, 255, 255) if hc else theme.CREAM
        text = _fit_text(_(SPECIALS[kind].tag), int(bh * 1.0), bw - 2, letters)
        card.blit(text, text.get_rect(center=(bx + bw // 2, by + bh // 2 + max(1, bh // 10))))
    if style == "muted":
        card.fill((46, 46, 46), special_flags=pygame.BLEND_RGB_SUB)
    return card


def _arrow(
    big: pygame.Surface, color: Color, tail: Pos, head: Pos, width: float, head_size: float
) -> None:
    """A thick straight arrow from `tail` to `head`."""
    dx, dy = head[0] - tail[0], head[1] - tail[1]
    length = max(1e-6, math.hypot(dx, dy))
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    neck = (head[0] - ux * head_size, head[1] - uy * head_size)
    hw = width / 2
    pygame.draw.polygon(
        big,
        color,
        [
            (tail[0] + nx * hw, tail[1] + ny * hw),
            (neck[0] + nx * hw, neck[1] + ny * hw),
            (neck[0] + nx * head_size * 0.8, neck[1] + ny * head_size * 0.8),
            head,
            (neck[0] - nx * head_size * 0.8, neck[1] - ny * head_size * 0.8),
            (neck[0] - nx * hw, neck[1] - ny * hw),
            (tail[0] - nx * hw, tail[1] - ny * hw),
        ],
    )


def _mini_card(
    big: pygame.Surface, center: Pos, h: float, angle: float, face: Color, ink: Color
) -> None:
    """A little card (a rotated rounded-ish rectangle) for icons about cards."""
    w = h * CARD_RATIO
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    pts = [
        (center[0] + x * ca - y * sa, center[1] + x * sa + y * ca)
        for x, y in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))
    ]
    pygame.draw.polygon(big, face, pts)
    pygame.draw.polygon(big, ink, pts, max(2, int(h / 14)))


def _chip_icon(big: pygame.Surface, center: Pos, r: float) -> None:
    """A counter as on the table, with a plain centre for a glyph to sit on."""
    c = (int(center[0]), int(center[1]))
    pygame.draw.circle(big, _shade(CHIP_COLOR, 0.55), (c[0], c[1] + int(r * 0.16)), int(r))
    pygame.draw.circle(big, CHIP_COLOR, c, int(r))
    for i in range(6):
        a = i * math.pi / 3
        pygame.draw.circle(
            big,
            theme.CREAM,
            (int(c[0] + math.cos(a) * r * 0.82), int(c[1] + math.sin(a) * r * 0.82)),
            max(2, int(r * 0.13)),
        )
    pygame.draw.circle(big, _shade(CHIP_COLOR, 0.8), c, int(r * 0.6))


def _star(center: Pos, r: float, points: int = 5, inner: float = 0.45) -> list[Pos]:
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = math.radians(-90 + i * 180 / points)
        pts.append((center[0] + rr * math.cos(a), center[1] + rr * math.sin(a)))
    return pts


# A special's icon, drawn with shapes inside a circle of radius `r` around `c`: one painter
# per painter key of the card's description (`ICON_PAINTERS`), each given the big card, the
# centre, the radius, the ink and the stock colour.
IconPainter = Callable[[pygame.Surface, tuple[int, int], int, Color, Color], None]


def _paint_rosette(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    """A rosette: ribbons, then a scalloped gold disc (the points go on it as text)."""
    cx, cy = c
    for side in (-1, 1):
        pygame.draw.polygon(
            big,
            stock,
            [
                (cx + side * r * 0.15, cy + r * 0.2),
                (cx + side * r * 0.65, cy + r * 1.0),
                (cx + side * r * 0.38, cy + r * 0.88),
                (cx + side * r * 0.2, cy + r * 1.08),
                (cx - side * r * 0.15, cy + r * 0.3),
            ],
        )
    pygame.draw.polygon(big, theme.BRASS_DARK, _star((cx, cy - r * 0.1), r * 0.86, 12, 0.84))
    pygame.draw.circle(big, theme.BRASS, (cx, int(cy - r * 0.1)), int(r * 0.66))


def _paint_wild(big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color) -> None:
    cx, cy = c
    pygame.draw.polygon(big, ink, _star((cx, cy + r * 0.05), r * 1.08))
    pygame.draw.polygon(big, theme.BRASS, _star((cx, cy + r * 0.05), r * 0.86))
    for dx, dy, rr in ((0.72, -0.72, 0.22), (-0.78, -0.6, 0.14)):
        pygame.draw.polygon(big, ink, _star((cx + r * dx, cy + r * dy), r * rr, 4, 0.35))


def _paint_card_count(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, bonus: bool
) -> None:
    """Three cards fanned, with a badge: plus (a card bonus) or minus (a card penalty)."""
    cx, cy = c
    line = max(3, r // 7)
    for angle, dx in ((-18, -0.34), (0, 0.0), (18, 0.34)):
        _mini_card(big, (cx + r * dx, cy - r * 0.1), r * 1.2, angle, theme.CREAM, ink)
    badge_c = (int(cx + r * 0.5), int(cy + r * 0.52))
    badge_r = int(r * 0.42)
    badge_col = GREEN_STOCK if bonus else (200, 40, 60)
    pygame.draw.circle(big, theme.CREAM, badge_c, badge_r + line // 2)
    pygame.draw.circle(big, badge_col, badge_c, badge_r)
    bar = pygame.Rect(0, 0, int(badge_r * 1.2), max(2, int(badge_r * 0.32)))
    bar.center = badge_c
    pygame.draw.rect(big, theme.CREAM, bar)
    if not bonus:
        pygame.draw.rect(
            big,
            theme.CREAM,
            pygame.Rect(0, 0, bar.h, bar.w).move(badge_c[0] - bar.h // 2, badge_c[1] - bar.w // 2),
        )


def _paint_card_bonus(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    _paint_card_count(big, c, r, ink, bonus=True)


def _paint_card_penalty(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    _paint_card_count(big, c, r, ink, bonus=False)


def _paint_skip(big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color) -> None:
    """The media "skip forward" sign: two triangles and a bar."""
    cx, cy = c
    tri_w = r * 0.7
    left = cx - r * 0.85
    for i in range(2):
        x0 = left + i * tri_w
        pygame.draw.polygon(big, ink, [(x0, cy - r * 0.62), (x0 + tri_w, cy), (x0, cy + r * 0.62)])
    bar = pygame.Rect(0, 0, int(r * 0.26), int(r * 1.24))
    bar.midleft = (int(left + 2 * tri_w + r * 0.02), cy)
    pygame.draw.rect(big, ink, bar)


def _paint_look(big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color) -> None:
    """An eye: an almond outline, a coloured iris, a pupil and a glint."""
    cx, cy = c
    line = max(3, r // 7)
    pts_top = [
        (cx + r * math.cos(t), cy - r * 0.62 * math.sin(t))
        for t in (math.pi * i / 24 for i in range(25))
    ]
    pts_bottom = [(x, 2 * cy - y) for x, y in reversed(pts_top[1:-1])]
    almond = [(x * 1.0, y) for x, y in pts_top + pts_bottom]
    pygame.draw.polygon(big, (255, 255, 255), almond)
    pygame.draw.circle(big, (60, 130, 200), c, int(r * 0.45))
    pygame.draw.circle(big, theme.INK, c, int(r * 0.22))
    pygame.draw.circle(
        big, (255, 255, 255), (int(cx + r * 0.12), int(cy - r * 0.13)), max(2, int(r * 0.09))
    )
    pygame.draw.polygon(big, ink, almond, line)


def _paint_give_left(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    cx, cy = c
    _mini_card(big, (cx + r * 0.38, cy - r * 0.05), r * 1.3, 8, theme.CREAM, ink)
    _arrow(
        big, ink, (cx + r * 0.6, cy + r * 0.25), (cx - r * 0.95, cy + r * 0.25), r * 0.36, r * 0.6
    )


def _paint_remove(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    cx, cy = c
    _mini_card(big, (cx, cy), r * 1.5, 0, theme.CREAM, ink)
    red = (206, 40, 52)
    for sx in (-1, 1):
        _arrow_free_bar(
            big,
            red,
            (cx - sx * r * 0.62, cy - r * 0.72),
            (cx + sx * r * 0.62, cy + r * 0.72),
            r * 0.3,
        )


def _paint_double_counters(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    """Two counters, the front one stamped x2 (the glyph is text: `ICON_GLYPHS`)."""
    cx, cy = c
    _chip_icon(big, (cx + r * 0.36, cy - r * 0.4), r * 0.56)
    _chip_icon(big, (cx - r * 0.12, cy + r * 0.08), r * 0.78)


def _paint_halve_counters(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    """A counter cut in two, the halves drifting apart."""
    cx, cy = c
    half = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    _chip_icon(half, (cx, cy), r * 0.8)
    gap = max(2, int(r * 0.14))
    left_half = pygame.Rect(0, 0, cx, big.get_height())
    right_half = pygame.Rect(cx, 0, big.get_width() - cx, big.get_height())
    big.blit(half, (-gap, gap // 2), left_half)
    big.blit(half, (cx + gap, -gap // 2), right_half)


def _paint_counters_negative(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    _chip_icon(big, c, r * 0.86)


def _paint_highest_doubled(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    cx, cy = c
    _mini_card(big, (cx - r * 0.28, cy), r * 1.5, -6, theme.CREAM, ink)
    _arrow(
        big,
        (206, 40, 52),
        (cx - r * 0.28, cy + r * 0.45),
        (cx - r * 0.28, cy - r * 0.6),
        r * 0.26,
        r * 0.42,
    )


def _paint_forty(big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color) -> None:
    _mini_card(big, c, r * 1.7, 0, value_color(35, "standard"), ink)


def _paint_forty_colourblind(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    _mini_card(big, c, r * 1.7, 0, value_color(35, "colourblind"), ink)


def _paint_take_pink_back(
    big: pygame.Surface, c: tuple[int, int], r: int, ink: Color, stock: Color
) -> None:
    """A card with the normal back, coming out of the deck towards you."""
    cx, cy = c
    _mini_card(big, (cx - r * 0.22, cy - r * 0.18), r * 1.3, -10, (128, 28, 38), ink)
    _mini_card(big, (cx - r * 0.22, cy - r * 0.18), r * 0.9, -10, (160, 48, 56), (128, 28, 38))
    _arrow(
        big, ink, (cx + r * 0.45, cy - r * 0.5), (cx + r * 0.45, cy + r * 0.95), r * 0.3, r * 0.5
    )


# By the painter key of a card's description (game/special_cards.py): the bonus cards
# share the rosette.
ICON_PAINTERS: dict[str, IconPainter] = {
    "rosette": _paint_rosette,
    "wild": _paint_wild,
    "card_bonus": _paint_card_bonus,
    "card_penalty": _paint_card_penalty,
    "skip": _paint_skip,
    "look": _paint_look,
    "give_left": _paint_give_left,
    "remove": _paint_remove,
    "double_counters": _paint_double_counters,
    "halve_counters": _paint_halve_counters,
    "counters_negative": _paint_counters_negative,
    "highest_doubled": _paint_highest_doubled,
    "forty": _paint_forty,
    "take_pink_back": _paint_take_pink_back,
}


def _draw_icon(
    big: pygame.Surface,
    kind: CardKind,
    c: tuple[int, int],
    r: int,
    ink: Color,
    stock: Color,
    palette: str,
) -> None:
    """A special's icon, drawn with shapes inside a circle of radius `r` around `c` (a kind
    without a description draws none)."""
    card = SPECIALS.get(kind)
    if card is not None:
        painter = ICON_PAINTERS[card.icon]
        if painter is _paint_forty and palette == "colourblind":
            painter = _paint_forty_colourblind  # the 35 it shows is in the card's palette
        painter(big, c, r, ink, stock)


def _arrow_free_bar(big: pygame.Surface, color: Color, a: Pos, b: Pos, width: float) -> None:
    """A thick bar from `a` to `b` with square ends (a stroke of a cross or a slash)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1e-6, math.hypot(dx, dy))
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    pygame.draw.polygon(
        big,
        color,
        [
            (a[0] + nx, a[1] + ny),
            (b[0] + nx, b[1] + ny),
            (b[0] - nx, b[1] - ny),
            (a[0] - nx, a[1] - ny),
        ],
    )


# How the sign on an icon (its description's `icon_text`) is set, by painter key, rendered
# at final size: size and centre (as shares of the icon's radius), fill and outline
# colours, and whether small cards show it too.
@dataclass(frozen=True, slots=True)
class _Glyph:
    size: float
    dx: float
    dy: float
    fill: Color
    outline: Color | None
    small: bool = True


_CHIP_INK = _shade(CHIP_COLOR, 0.4)
ICON_GLYPHS: dict[str, _Glyph] = {
    "rosette": _Glyph(0.78, 0.0, -0.1, (110, 70, 10), None, small=False),
    "double_counters": _Glyph(0.95, -0.12, 0.08, theme.CREAM, _CHIP_INK),
    "halve_counters": _Glyph(1.05, 0.0, 0.0, theme.CREAM, _CHIP_INK),
    "counters_negative": _Glyph(1.2, 0.0, 0.02, theme.CREAM, _CHIP_INK),
    "highest_doubled": _Glyph(0.8, 0.5, 0.55, (206, 40, 52), theme.CREAM),
    "forty": _Glyph(0.9, 0.0, 0.02, theme.CREAM, _shade(value_color(35, "standard"), 0.45)),
}


def _draw_icon_text(card: pygame.Surface, kind: CardKind, c: Pos, r: float, full: bool) -> None:
    described = SPECIALS.get(kind)
    if described is None or not described.icon_text:
        return
    glyph = ICON_GLYPHS[described.icon]
    if not (full or glyph.small):
        return
    size = max(6, int(r * glyph.size))
    outline = max(1, size // 14) if glyph.outline else 0
    size = _fitting_size([described.icon_text], size, int(r * 1.8) - 2 * outline)
    text = _numeral(described.icon_text, size, glyph.fill, outline, glyph.outline or glyph.fill)
    card.blit(text, text.get_rect(center=(c[0] + r * glyph.dx, c[1] + r * glyph.dy + size * 0.06)))


# Personas and badges ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Look:
    """How a seat's badge is drawn: a colour and a little face with one accessory."""

    color: Color
    accessory: str = "none"  # none, glasses, hat, bow, moustache, crown, headphones, cap
    skin: Color = (244, 206, 170)
    initial: str = ""
    # A persona's badge shape (game.bots.personas.SHAPES); "" draws the face instead.
    shape: str = ""


LOOKS: tuple[Look, ...] = (
    Look((52, 150, 196), "glasses"),
    Look((226, 120, 60), "hat", (226, 178, 140)),
    Look((150, 92, 200), "bow"),
    Look((78, 170, 96), "moustache", (200, 150, 110)),
    Look((210, 70, 110), "headphones"),
    Look((230, 180, 60), "cap", (170, 120, 90)),
    Look((90, 110, 200), "none", (236, 196, 160)),
)


def badge(look: Look, diameter: int) -> pygame.Surface:
    """A round seat badge: a coloured disc with a little face, or an initial for humans."""
    d = max(10, int(diameter))
    return _cached(("badge", look, d), lambda: _build_badge(look, d))


def _build_badge(look: Look, d: int) -> pygame.Surface:
    D = d * SUPER
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    c = (D // 2, D // 2)
    pygame.draw.circle(big, theme.CREAM, c, D // 2)
    if look.shape:
        pygame.draw.circle(big, (40, 52, 46), c, int(D * 0.46))
        _draw_shape(big, look.shape, look.color, c, int(D * 0.43))
    else:
        pygame.draw.circle(big, look.color, c, int(D * 0.46))
    if not look.initial:
        _draw_face(big, look, D)
    surf = pygame.transform.smoothscale(big, (d, d))
    if look.initial:
        size = int(d * (0.4 if look.shape else 0.48))
        text = _numeral(look.initial, size, theme.CREAM, max(1, d // 24), theme.INK)
        surf.blit(text, text.get_rect(center=(d // 2, d // 2 + d // 30)))
    return surf


def _polygon(c: tuple[int, int], r: float, sides: int, turn: float = -90.0) -> list[Pos]:
    return [
        (
            c[0] + r * math.cos(math.radians(turn + i * 360 / sides)),
            c[1] + r * math.sin(math.radians(turn + i * 360 / sides)),
        )
        for i in range(sides)
    ]


def _draw_shape(big: pygame.Surface, shape: str, color: Color, c: tuple[int, int], r: int) -> None:
    """A persona's badge shape, so seats differ by shape as well as colour."""
    if shape == "circle":
        pygame.draw.circle(big, color, c, r)
        return
    if shape == "square":
        side = int(r * 1.5)
        rect = pygame.Rect(0, 0, side, side)
        rect.center = c
        pygame.draw.rect(big, color, rect, border_radius=r // 5)
        return
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.5
            a = math.radians(-90 + i * 36)
            pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        pygame.draw.polygon(big, color, pts)
        return
    if shape == "shield":
        w = r * 0.8
        pts = [
            (c[0] - w, c[1] - r * 0.8),
            (c[0] + w, c[1] - r * 0.8),
            (c[0] + w, c[1] + r * 0.05),
            (c[0], c[1] + r),
            (c[0] - w, c[1] + r * 0.05),
        ]
        pygame.draw.polygon(big, color, pts)
        return
    sides = {"triangle": 3, "diamond": 4, "pentagon": 5, "hexagon": 6}.get(shape, 8)
    radius = r * 1.12 if sides == 3 else r
    centre = (c[0], c[1] + int(r * 0.18)) if sides == 3 else c
    pygame.draw.polygon(big, color, _polygon(centre, radius, sides))


def _draw_face(big: pygame.Surface, look: Look, D: int) -> None:
    cx, cy = D // 2, int(D * 0.54)
    r = int(D * 0.27)
    ink = (40, 30, 26)
    line = max(2, D // 40)
    if look.accessory == "headphones":
        pygame.draw.arc(
            big,
            ink,
            pygame.Rect(cx - r - line * 2, cy - r - line * 3, 2 * r + line * 4, 2 * r),
            0,
            math.pi,
            line * 2,
        )
    pygame.draw.circle(big, look.skin, (cx, cy), r)
    pygame.draw.circle(big, _shade(look.skin, 0.7), (cx, cy), r, max(1, line // 2))
    eye_y = cy - r // 5
    ex = r // 2.6
    for sx in (-1, 1):
        pygame.draw.circle(big, ink, (int(cx + sx * ex), eye_y), max(2, r // 8))
    mouth = pygame.Rect(0, 0, r, r // 1.6)
    mouth.center = (cx, cy + r // 3)
    pygame.draw.arc(big, ink, mouth, math.pi * 1.1, math.pi * 1.9, line)
    acc = look.accessory
    if acc == "glasses":
        for sx in (-1, 1):
            pygame.draw.circle(big, ink, (int(cx + sx * ex), eye_y), r // 3.4, line)
        pygame.draw.line(big, ink, (cx - r // 8, eye_y), (cx + r // 8, eye_y), line)
    elif acc == "hat":
        brim = pygame.Rect(0, 0, int(r * 2.4), r // 3)
        brim.midbottom = (cx, cy - r + r // 3)
        top = pygame.Rect(0, 0, int(r * 1.4), int(r * 0.9))
        top.midbottom = brim.midtop
        pygame.draw.rect(big, (50, 40, 60), top, border_radius=line * 2)
        pygame.draw.rect(big, (214, 58, 44), top.inflate(0, -top.h * 0.7).move(0, top.h * 0.3))
        pygame.draw.rect(big, (50, 40, 60), brim, border_radius=line * 2)
    elif acc == "bow":
        bx, by = cx, cy - r - r // 8
        s = r // 2
        pygame.draw.polygon(
            big, (240, 90, 140), [(bx, by), (bx - s, by - s // 1.3), (bx - s, by + s // 1.3)]
        )
        pygame.draw.polygon(
            big, (240, 90, 140), [(bx, by), (bx + s, by - s // 1.3), (bx + s, by + s // 1.3)]
        )
        pygame.draw.circle(big, (200, 60, 110), (bx, by), s // 3)
    elif acc == "moustache":
        my = cy + r // 8
        for sx in (-1, 1):
            rect = pygame.Rect(0, 0, int(r * 0.7), r // 3)
            rect.center = (int(cx + sx * r * 0.33), my)
            pygame.draw.ellipse(big, (70, 44, 30), rect)
    elif acc == "cap":
        cap = pygame.Rect(cx - r, cy - r - line, 2 * r, int(r * 1.1))
        pygame.draw.ellipse(big, (40, 80, 160), cap)
        pygame.draw.rect(big, look.skin, pygame.Rect(cx - r, cy - r // 2.2, 2 * r, r))
        pygame.draw.circle(
            big, look.skin, (cx, cy), r - 1, draw_top_left=False, draw_top_right=False
        )
        peak = pygame.Rect(cx, cy - r // 2 - line * 2, int(r * 1.3), line * 4)
        pygame.draw.ellipse(big, (30, 60, 130), peak)
        pygame.draw.circle(big, ink, (int(cx - ex), eye_y), max(2, r // 8))
        pygame.draw.circle(big, ink, (int(cx + ex), eye_y), max(2, r // 8))
    elif acc == "headphones":
        for sx in (-1, 1):
            cup = pygame.Rect(0, 0, r // 2, int(r * 0.8))
            cup.center = (int(cx + sx * (r + line)), cy)
            pygame.draw.rect(big, ink, cup, border_radius=r // 5)


# Glows, crowns, arrows ----------------------------------------------------------------
def glow(size: tuple[int, int], color: Color, spread: int, radius: int = 0) -> pygame.Surface:
    """A soft halo to draw behind a rect of `size` (the result is `spread` larger each side)."""
    w, h = max(1, size[0]), max(1, size[1])
    spread = max(2, spread)
    return _cached(
        ("glow", w, h, color, spread, radius), lambda: _build_glow(w, h, color, spread, radius)
    )


def _build_glow(w: int, h: int, color: Color, spread: int, radius: int) -> pygame.Surface:
    tw, th = w + spread * 2, h + spread * 2
    k = 3
    small = pygame.Surface((max(2, tw // k), max(2, th // k)), pygame.SRCALPHA)
    core = pygame.Rect(0, 0, max(1, w // k), max(1, h // k))
    core.center = small.get_rect().center
    layers = max(2, spread // k)
    # Concentric rects, fainter outward, then an upscale: a soft falloff without numpy.
    for i in range(layers, 0, -1):
        alpha = int(150 * (1 - i / (layers + 1)) ** 2)
        pygame.draw.rect(
            small,
            (*color, alpha),
            core.inflate(i * 2, i * 2),
            border_radius=max(1, radius // k + i),
        )
    return pygame.transform.smoothscale(small, (tw, th))


def crown(width: int) -> pygame.Surface:
    """A brass crown for winners."""
    w = max(8, int(width))
    return _cached(("crown", w), lambda: _build_crown(w))


def _build_crown(w: int) -> pygame.Surface:
    W = w * SUPER
    H = int(W * 0.72)
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    base_top = int(H * 0.62)
    pts = [
        (W * 0.06, H * 0.92),
        (W * 0.06, H * 0.3),
        (W * 0.28, base_top * 0.78),
        (W * 0.5, H * 0.12),
        (W * 0.72, base_top * 0.78),
        (W * 0.94, H * 0.3),
        (W * 0.94, H * 0.92),
    ]
    pygame.draw.polygon(big, theme.BRASS_DARK, [(x + W * 0.02, y + W * 0.03) for x, y in pts])
    pygame.draw.polygon(big, theme.BRASS, pts)
    pygame.draw.rect(big, theme.BRASS_DARK, pygame.Rect(W * 0.06, H * 0.76, W * 0.88, H * 0.08))
    for x, y in ((0.06, 0.3), (0.5, 0.12), (0.94, 0.3)):
        pygame.draw.circle(big, theme.CREAM, (int(W * x), int(H * y)), max(2, W // 16))
    pygame.draw.circle(big, theme.TOMATO, (W // 2, int(H * 0.6)), max(2, W // 13))
    return pygame.transform.smoothscale(big, (w, int(w * 0.72)))


def rounded_rect(
    size: tuple[int, int],
    color: Color,
    radius: int,
    alpha: int = 255,
    border: int = 0,
    border_color: Color = (0, 0, 0),
) -> pygame.Surface:
    """An anti-aliased rounded rectangle (cached), for plates and buttons."""
    w, h = max(1, size[0]), max(1, size[1])
    key = ("rrect", w, h, color, radius, alpha, border, border_color)
    return _cached(key, lambda: _build_rrect(w, h, color, radius, alpha, border, border_color))


def _build_rrect(
    w: int, h: int, color: Color, radius: int, alpha: int, border: int, border_color: Color
) -> pygame.Surface:
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    r = big.get_rect()
    if border:
        pygame.draw.rect(big, (*border_color, alpha), r, border_radius=radius * 2)
        r = r.inflate(-border * 4, -border * 4)
    pygame.draw.rect(big, (*color, alpha), r, border_radius=max(0, radius * 2 - border * 2))
    return pygame.transform.smoothscale(big, (w, h))


# Tweens -------------------------------------------------------------------------------
def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_pos(a: Pos, b: Pos, t: float) -> Pos:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def arc_pos(a: Pos, b: Pos, t: float, lift: float) -> Pos:
    """A point on a gentle arc from a to b (lift in pixels at the middle)."""
    x, y = lerp_pos(a, b, t)
    return x, y - lift * 4 * t * (1 - t)


@dataclass
class Tween:
    """Progress 0→1 over `duration` seconds after `delay`, with an easing curve."""

    duration: float
    delay: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def raw(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.ease(self.raw)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration
