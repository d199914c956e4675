"""Look and feel: palette, fonts, text helpers, backgrounds and panels.

Usable without an App (e.g. by the shot tool): every function lazily initialises
`pygame.font` and caches what it renders. What depends on the player's options (the
text floor, high contrast) takes the look to draw in (`game.draw.look.Look`) as an
argument; this module keeps no look of its own.

    from game.draw import theme
    from game.draw.look import Look
    look = Look.plain()                              # the App's: `app.look`
    s = theme.scale_for(surface.get_size())          # 1.0 at 1280×720
    theme.draw_text(surface, "No Thanks!", (x, y), int(64 * s), kind="display",
                    color=theme.CREAM, outline=3, anchor="center", look=look)
    theme.draw_felt(surface, look)                   # table background
    theme.draw_panel(surface, rect, s, look=look)    # rounded card-like panel

Fonts (`kind`): "display" League Spartan Bold (titles, numbers), "bold" Lato Bold
(buttons, labels), "body" Lato Regular (paragraphs). Lato has no circled letters or
arrow glyphs; draw those with `draw_key_badge` / `draw_arrow` instead of text.
"""

from __future__ import annotations

import colorsys
import io
import math
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import resources
from game.draw.cache import SurfaceCache
from game.draw.look import Look
from game.safe_text import clean

FONT_FILES: dict[str, str] = {
    "display": "LeagueSpartan-Bold.otf",
    "bold": "Lato-Bold.ttf",
    "body": "Lato-Regular.ttf",
}

Color = tuple[int, int, int]

# Palette: a warm green felt table, cream cards, brass and tomato accents.
FELT: Color = (22, 92, 64)
FELT_DARK: Color = (10, 52, 36)
FELT_LIGHT: Color = (40, 122, 86)
CREAM: Color = (250, 241, 222)
PAPER: Color = (244, 232, 205)
INK: Color = (32, 26, 22)
INK_SOFT: Color = (92, 78, 66)
BRASS: Color = (246, 186, 64)
BRASS_DARK: Color = (176, 118, 24)
TOMATO: Color = (226, 76, 52)
TOMATO_DARK: Color = (150, 40, 28)
PANEL: Color = (18, 40, 32)
PANEL_EDGE: Color = (70, 130, 100)
MUTED: Color = (170, 196, 180)
WARN: Color = (255, 214, 102)

BASE_SIZE = (1280, 720)

# Caches are bounded in bytes (rendered text, felt, panels) or in count (fonts, whose
# size in memory does not grow with the window), so resizes cannot grow memory.
FONT_CACHE_MAX = 48
TEXT_CACHE_BYTES = 8 * 1024 * 1024
FELT_CACHE_BYTES = 40 * 1024 * 1024  # a 4K felt alone is 33 MB
PANEL_CACHE_BYTES = 8 * 1024 * 1024
# A special card's full text in its panel, composed once (`text_panel`): at 4K with TV
# text each is ~4 MB, and a table with the expansion shows seventeen of them.
TEXT_PANEL_CACHE_BYTES = 24 * 1024 * 1024
_fonts: OrderedDict[tuple[str, int, int], pygame.font.Font] = OrderedDict()
_text_cache = SurfaceCache(TEXT_CACHE_BYTES)
_felt_cache = SurfaceCache(FELT_CACHE_BYTES)
_panel_cache = SurfaceCache(PANEL_CACHE_BYTES)
_text_panel_cache = SurfaceCache(TEXT_PANEL_CACHE_BYTES)


def fit_caches(size: tuple[int, int]) -> None:
    """Budget the text and panel caches for a drawing surface of `size`."""
    _text_cache.fit(size, TEXT_CACHE_BYTES)
    _panel_cache.fit(size, PANEL_CACHE_BYTES)
    _text_panel_cache.fit(size, TEXT_PANEL_CACHE_BYTES)


# TV text size: no text smaller than this share of the screen height, card numerals no
# smaller than `TV_CARD_VALUE` (sizes are font pixel sizes: the height of the line box).
TV_BODY = 0.035
TV_CARD_VALUE = 0.06


# No text is drawn smaller than this font size, whatever the window: at 800×450 a scaled
# 18 px caption would otherwise be 11 px, too small to read from a couch.
MIN_TEXT = 12


def tv_text_floor(height: int) -> int:
    return math.ceil(height * TV_BODY)


# Text beyond TV text ("Larger" in Accessibility): no text under this share of the
# screen's short side. Below `LARGER_FULL_FROM` pixels it is clamped to the TV floor plus
# `LARGER_SMALL_STEP`: at 800×450 the full share made the settings' rows and the table's
# seat plates too small for their words.
LARGER_BODY = 0.045
LARGER_FULL_FROM = 700
LARGER_SMALL_STEP = 3


def larger_text_floor(height: int) -> int:
    if height < LARGER_FULL_FROM:
        return tv_text_floor(height) + LARGER_SMALL_STEP
    return math.ceil(height * LARGER_BODY)


# High contrast: a near-black table and panels, texts pure white (accents bright yellow),
# dark texts black. White on HC_FELT_LIGHT is about 18:1, yellow about 14:1.
HC_FELT_LIGHT: Color = (16, 20, 18)
HC_FELT_DARK: Color = (0, 0, 0)
HC_PANEL: Color = (0, 0, 0)
HC_EDGE: Color = (255, 255, 255)
HC_LIGHT: Color = (255, 255, 255)
HC_ACCENT: Color = (255, 221, 0)
HC_DARK: Color = (0, 0, 0)


def luminance(color: tuple[int, ...]) -> float:
    """WCAG relative luminance of an sRGB colour (0 black to 1 white)."""

    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = color[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast_ratio(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def contrasted(color: Color, look: Look) -> Color:
    """A text colour as high contrast draws it (itself otherwise): light ones white, warm
    accents (brass, tomato, warnings) bright yellow, dark ones black."""
    if not look.high_contrast:
        return color
    if luminance(color) < 0.12:
        return HC_DARK
    r, g, b = (c / 255 for c in color[:3])
    hue, sat, _value = colorsys.rgb_to_hsv(r, g, b)
    if sat > 0.45 and (hue < 0.2 or hue > 0.95):
        return HC_ACCENT
    return HC_LIGHT


def scale_for(size: tuple[int, int]) -> float:
    """Layout scale relative to 1280×720 (fits the smaller ratio, so 16:9 content fits)."""
    w, h = size
    return max(0.2, min(w / BASE_SIZE[0], h / BASE_SIZE[1]))


def px(value: float, scale: float) -> int:
    """A base-720p pixel measure scaled, never below 1."""
    return max(1, round(value * scale))


def font(size: int, kind: str = "bold", outline: int = 0) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(6, int(size))
    key = (kind, size, outline)
    cached = _fonts.get(key)
    if cached is not None:
        _fonts.move_to_end(key)
    else:
        data = _font_bytes(kind)
        try:
            # Opened from memory: a font opened from a path keeps its file open for as
            # long as it lives, one descriptor per cached size (48 of them).
            cached = pygame.font.Font(io.BytesIO(data), size) if data else None
        except (OSError, pygame.error):
            cached = None
        if cached is None:
            cached = pygame.font.Font(None, size)  # the last resort
        if outline:
            cached.outline = outline
        _fonts[key] = cached
        while len(_fonts) > FONT_CACHE_MAX:  # the cap may have been lowered (kiosk mode)
            _fonts.popitem(last=False)
    return cached


_font_data: dict[str, bytes] = {}


def _font_bytes(kind: str) -> bytes:
    """The font file of `kind`, read once (b"" if it cannot be read)."""
    name = FONT_FILES.get(kind, FONT_FILES["bold"])
    data = _font_data.get(name)
    if data is None:
        try:
            data = resources.asset("fonts", name).read_bytes()
        except OSError:
            # A missing asset must not stop the game: pygame's bundled font, also kept
            # in memory.
            bundled = Path(pygame.__file__).parent / pygame.font.get_default_font()
            try:
                data = bundled.read_bytes()
            except OSError:
                data = b""
        _font_data[name] = data
    return data


def render_text(
    text: str,
    size: int,
    color: Color = CREAM,
    kind: str = "bold",
    outline: int = 0,
    outline_color: Color = INK,
    shadow: int = 0,
    wrap: int = 0,
    *,
    look: Look,
) -> pygame.Surface:
    """Render (cached) text with optional outline and drop shadow, for couch readability.
    The text is cleaned first (`safe_text.clean`): whatever a file held, a font never
    sees a lone surrogate, a control character or an absurd length."""
    text = clean(text)
    size = max(int(size), look.text_floor, MIN_TEXT)
    color, outline_color = contrasted(color, look), contrasted(outline_color, look)
    key = (text, int(size), color, kind, outline, outline_color, shadow, wrap)
    surf = _text_cache.get(key)
    if surf is not None:
        return surf
    return _text_cache.put(key, _build_text(*key))


def _build_text(
    text: str,
    size: int,
    color: Color,
    kind: str,
    outline: int,
    outline_color: Color,
    shadow: int,
    wrap: int,
) -> pygame.Surface:
    f = font(size, kind)
    fill = _render(f, text, color, wrap)
    if outline:
        back = _render(font(size, kind, outline), text, outline_color, wrap)
        base = pygame.Surface(back.get_size(), pygame.SRCALPHA)
        base.blit(back, (0, 0))
        base.blit(fill, (outline, outline))
        fill = base
    if shadow:
        out = pygame.Surface(
            (fill.get_width() + shadow, fill.get_height() + shadow), pygame.SRCALPHA
        )
        shade = fill.copy()
        shade.fill((0, 0, 0, 150), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(shade, (shadow, shadow))
        out.blit(fill, (0, 0))
        fill = out
    return fill


def _render(f: pygame.font.Font, text: str, color: Color, wrap: int) -> pygame.Surface:
    if not wrap:
        return f.render(text, True, color)
    # Wrapped paragraphs are centred; fonts are shared, so restore the alignment after.
    f.align = pygame.FONT_CENTER
    try:
        return f.render(text, True, color, wraplength=wrap)
    finally:
        f.align = pygame.FONT_LEFT


@dataclass(frozen=True)
class DrawnText:
    """One text as it was drawn (kept only while `recording()`): what it said, the box it
    had to fit, where it landed, at which font size (`asked` was the caller's), and
    whether it had to shrink or lose its end to fit. `layer` counts the veils (`dim`)
    drawn before it: texts of a lower layer are behind an overlay."""

    text: str
    box: pygame.Rect
    rect: pygame.Rect
    size: int
    asked: int
    shrunk: bool
    ellipsised: bool
    may_cut: bool
    target: tuple[int, int]
    layer: int


@dataclass(frozen=True)
class DrawnControl:
    """A control (button, row, badge) as drawn while `recording()`: texts other than its
    own label must keep out of it."""

    rect: pygame.Rect
    target: tuple[int, int]
    layer: int


class Recording:
    """What was drawn in one `recording()`: texts and controls, in drawing order."""

    def __init__(self) -> None:
        self.texts: list[DrawnText] = []
        self.controls: list[DrawnControl] = []
        self.layer = 0


_recording: Recording | None = None


@contextmanager
def recording() -> Iterator[Recording]:
    """Keep a record of every text and control drawn inside the block (for the tests and
    the fit check; outside one, drawing records nothing and costs one `is None` test).
    A measuring probe, not a look: what is drawn is the same with or without it."""
    global _recording
    outer, _recording = _recording, Recording()
    try:
        yield _recording
    finally:
        _recording = outer


def _placed(surface: pygame.Surface) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where `surface` lies on the surface it is part of, and that one's size: a text on
    a subsurface (the review's replay table) is noted where it lands on the whole. (The
    App's recording proxy of the canvas is no subsurface.)"""
    offset = getattr(surface, "get_abs_offset", None)
    if offset is None:
        return (0, 0), surface.get_size()
    return offset(), surface.get_abs_parent().get_size()


def record_control(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Note a control's rectangle while recording (a no-op otherwise)."""
    if _recording is not None:
        (dx, dy), target = _placed(surface)
        _recording.controls.append(
            DrawnControl(pygame.Rect(rect).move(dx, dy), target, _recording.layer)
        )


@dataclass(frozen=True)
class TextLayout:
    """Lines of a text fitted to a box: their font size, and whether fitting it shrank
    the text or cut its end (an ellipsis)."""

    lines: tuple[str, ...]
    size: int
    shrunk: bool
    ellipsised: bool


def _wrap_words(f: pygame.font.Font, text: str, width: int, break_fixed: bool = False) -> list[str]:
    """Greedy word wrap of `text` to `width` pixels; explicit newlines are kept. A word
    wider than the box stays whole on its own line (the caller shrinks or cuts it). With
    `break_fixed`, a fixed phrase (words joined by no-break spaces) wider than the box
    breaks at them: the last resort before cutting, in `fit_text`."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        words: list[str] = []
        for word in paragraph.split(" "):
            if break_fixed and NBSP in word and f.size(word)[0] > width:
                words += word.split(NBSP)
            else:
                words.append(word)
        for word in words:
            trial = f"{line} {word}" if line else word
            if not line or f.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


NBSP = "\u00a0"


def _ellipsise(f: pygame.font.Font, line: str, width: int) -> str:
    while line and f.size(line + "…")[0] > width:
        line = line[:-1].rstrip()
    return line + "…"


_layouts: OrderedDict[tuple[object, ...], TextLayout] = OrderedDict()


def fit_text(
    text: str,
    size: int,
    kind: str,
    width: int,
    height: int = 0,
    lines: int = 1,
    floor: int = 0,
    *,
    look: Look,
) -> TextLayout:
    """Lay `text` out in a `width`×`height` box (height 0: any): wrap it onto up to
    `lines` lines, then shrink it down to the floor (`floor`, the TV floor or `MIN_TEXT`,
    whichever is largest), then, as a last resort, end its last line with an ellipsis."""
    text = clean(text)
    least = max(int(floor), look.text_floor, MIN_TEXT)
    size = max(int(size), least)
    key = (text, size, kind, width, height, lines, least)
    cached = _layouts.get(key)
    if cached is not None:
        # Least recently used goes first: a table's steady texts (buttons, the prompt
        # bar) stay while one-off ones (scores, names) come and go.
        _layouts.move_to_end(key)
        return cached
    width = max(1, width)
    current = size
    while True:
        f = font(current, kind)
        wrapped = _wrap_words(f, text, width) if lines > 1 else text.split("\n")
        room = lines if not height else min(lines, max(1, height // max(1, f.get_linesize())))
        fits = len(wrapped) <= room and all(f.size(line)[0] <= width for line in wrapped)
        if not fits and current <= least and lines > 1:
            # At the floor still too wide: a fixed phrase ("Nein danke") on two lines
            # reads better than one cut short.
            wrapped = _wrap_words(f, text, width, break_fixed=True)
            fits = len(wrapped) <= room and all(f.size(line)[0] <= width for line in wrapped)
        if fits or current <= least:
            break
        current = max(least, int(current * 0.92))
    cut = False
    if not fits:
        wrapped = [line for line in wrapped if line][:room] if lines > 1 else wrapped[:room]
        kept = " ".join(wrapped)
        cut = kept.replace(" ", "") != text.replace("\n", "").replace(" ", "")
        wrapped = [line if f.size(line)[0] <= width else _ellipsise(f, line, width)
                   for line in wrapped]  # fmt: skip
        if cut and not wrapped[-1].endswith("…"):
            wrapped[-1] = _ellipsise(f, wrapped[-1], width)
        cut = True
    layout = TextLayout(tuple(wrapped) or ("",), current, current < size, cut)
    _layouts[key] = layout
    while len(_layouts) > 2048:
        _layouts.popitem(last=False)
    return layout


def _render_lines(
    layout: TextLayout,
    color: Color,
    kind: str,
    outline: int,
    outline_color: Color,
    shadow: int,
    align: str,
    look: Look,
) -> pygame.Surface:
    if len(layout.lines) == 1:
        return render_text(
            layout.lines[0], layout.size, color, kind, outline, outline_color, shadow, look=look
        )
    # (The colours given are drawn as `look` contrasts them.)
    key = ("lines", layout, color, kind, outline, outline_color, shadow, align, look.high_contrast)
    surf = _text_cache.get(key)
    if surf is not None:
        return surf
    parts = [
        render_text(
            line or " ", layout.size, color, kind, outline, outline_color, shadow, look=look
        )
        for line in layout.lines
    ]
    step = font(layout.size, kind).get_linesize()
    width = max(p.get_width() for p in parts)
    height = step * (len(parts) - 1) + parts[-1].get_height()
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    for i, part in enumerate(parts):
        x = {"left": 0, "right": width - part.get_width()}.get(
            align, (width - part.get_width()) // 2
        )
        surf.blit(part, (x, i * step))
    return _text_cache.put(key, surf)


def anchor_rect(surf_size: tuple[int, int], pos: tuple[int, int], anchor: str) -> pygame.Rect:
    rect = pygame.Rect((0, 0), surf_size)
    setattr(rect, anchor, pos)
    return rect


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int] | None,
    size: int,
    color: Color = CREAM,
    kind: str = "bold",
    anchor: str = "center",
    outline: int = 0,
    outline_color: Color = INK,
    shadow: int = 0,
    wrap: int = 0,
    box: pygame.Rect | None = None,
    lines: int = 1,
    floor: int = 0,
    may_cut: bool = False,
    alpha: int = 255,
    *,
    look: Look,
) -> pygame.Rect:
    """Draw text with `anchor` ("center", "midleft", "topleft", ...) at `pos`: the one
    path every text takes to the screen.

    With a `box`, the text is fitted to it (`fit_text`: wrap onto up to `lines` lines,
    shrink to the floor, ellipsis last) and kept inside it; `pos` None anchors it at the
    box's own `anchor` point. Without one, the box is the surface. `wrap` (a width) wraps
    a centred paragraph of any length. `may_cut` marks a text the player typed (a name),
    which may lose its end to an ellipsis without that being a layout fault. `alpha`
    under 255 fades it (a banner coming and going)."""
    area = surface.get_rect() if box is None else pygame.Rect(box)
    color, outline_color = contrasted(color, look), contrasted(outline_color, look)
    if pos is None:
        pos = getattr(area, anchor)
    if box is not None or wrap:
        # The outline and the shadow widen what is drawn: the words fit what is left.
        width = (area.w if box is not None else wrap) - 2 * outline - shadow
        height = area.h - 2 * outline - shadow if box is not None else 0
        count = lines if box is not None else 10_000
        count = max(count, 1 if not wrap else 2)
        layout = fit_text(text, size, kind, width, height, count, floor, look=look)
        align = "left" if "left" in anchor else "right" if "right" in anchor else "center"
        surf = _render_lines(layout, color, kind, outline, outline_color, shadow, align, look)
        used, shrunk, cut = layout.size, layout.shrunk, layout.ellipsised
    else:
        surf = render_text(text, size, color, kind, outline, outline_color, shadow, look=look)
        used, shrunk, cut = max(int(size), look.text_floor, MIN_TEXT), False, False
    rect = anchor_rect(surf.get_size(), pos, anchor)
    if box is not None:
        rect.clamp_ip(area)
    if alpha < 255:
        surf = surf.copy()  # the cached one stays opaque
        surf.set_alpha(max(0, alpha))
    surface.blit(surf, rect)
    if _recording is not None:
        _record_text(surface, text, area, rect, used, int(size), shrunk, cut, may_cut)
    return rect


def _record_text(
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    rect: pygame.Rect,
    used: int,
    asked: int,
    shrunk: bool,
    cut: bool,
    may_cut: bool,
) -> None:
    assert _recording is not None
    (dx, dy), target = _placed(surface)
    _recording.texts.append(
        DrawnText(
            clean(text), box.move(dx, dy), rect.move(dx, dy), used, asked, shrunk, cut, may_cut,
            target, _recording.layer,
        )
    )  # fmt: skip


def _record_cover(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """What a panel covers is hidden behind it, not overlapped by its texts."""
    assert _recording is not None
    offset, size = _placed(surface)
    rect = pygame.Rect(rect).move(offset)
    _recording.texts = [
        t for t in _recording.texts if t.target != size or not t.rect.colliderect(rect)
    ]
    _recording.controls = [
        c for c in _recording.controls if c.target != size or not c.rect.colliderect(rect)
    ]


def record_cover(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """While recording, note an opaque shape drawn at `rect` (a speech bubble): what it
    covers is hidden behind it, not overlapped (a no-op otherwise)."""
    if _recording is not None:
        _record_cover(surface, rect)


def draw_felt(surface: pygame.Surface, look: Look) -> None:
    """The table background: felt with a soft vignette (cached per size)."""
    size = surface.get_size()
    hc = look.high_contrast
    surface.blit(_felt_cache.get_or_build((size, hc), lambda: _make_felt(size, hc)), (0, 0))


def prebuild_felt(size: tuple[int, int], high_contrast: bool = False) -> None:
    """Build the felt of `size` now, before the first frame that draws it (built pixel by
    pixel, some 20-100 ms of CPU at 720p-4K: it would be that frame's)."""
    _felt_cache.get_or_build((size, high_contrast), lambda: _make_felt(size, high_contrast))


def _make_felt(size: tuple[int, int], high_contrast: bool = False) -> pygame.Surface:
    w, h = max(1, size[0]), max(1, size[1])
    light, dark = (HC_FELT_LIGHT, HC_FELT_DARK) if high_contrast else (FELT_LIGHT, FELT_DARK)
    # Build the vignette small and smoothscale it up: cheap and free of banding.
    sw, sh = 64, 36
    small = pygame.Surface((sw, sh))
    for y in range(sh):
        for x in range(sw):
            dx = (x - sw / 2) / (sw / 2)
            dy = (y - sh / 2) / (sh / 2)
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            t = d * d
            small.set_at(
                (x, y),
                tuple(int(light[i] * (1 - t) + dark[i] * t) for i in range(3)),
            )
    bg = pygame.transform.smoothscale(small, (w, h))
    # A faint diagonal weave so the felt does not look like flat vector fill.
    weave = pygame.Surface((w, h), pygame.SRCALPHA)
    step = 6
    for i in range(-h, w, step):
        pygame.draw.line(weave, (255, 255, 255, 3 if high_contrast else 7), (i, 0), (i + h, h))
    bg.blit(weave, (0, 0))
    return bg.convert() if pygame.display.get_surface() is not None else bg


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    scale: float,
    color: Color = PANEL,
    edge: Color = PANEL_EDGE,
    alpha: int = 235,
    radius: int = 22,
    *,
    look: Look,
) -> None:
    """A rounded translucent panel with a drop shadow."""
    if _recording is not None:
        _record_cover(surface, rect)
    if look.high_contrast:  # an opaque black panel with a white edge
        color, edge, alpha = HC_PANEL, HC_EDGE, max(alpha, 245)
    key = (rect.size, round(scale, 3), color, edge, alpha, radius)
    layer = _panel_cache.get(key)
    if layer is None:
        layer = _panel_cache.put(key, _panel_layer(rect.size, scale, color, edge, alpha, radius))
    surface.blit(layer, rect.topleft)


def _panel_layer(
    size: tuple[int, int], scale: float, color: Color, edge: Color, alpha: int, radius: int
) -> pygame.Surface:
    r = px(radius, scale)
    off = px(6, scale)
    layer = pygame.Surface((size[0] + off, size[1] + off), pygame.SRCALPHA)
    body = pygame.Rect((0, 0), size)
    pygame.draw.rect(layer, (0, 0, 0, 110), body.move(off, off), border_radius=r)
    pygame.draw.rect(layer, (*color, alpha), body, border_radius=r)
    pygame.draw.rect(layer, (*edge, 255), body, px(2, scale), border_radius=r)
    return layer


def text_panel(
    title: TextLayout,
    body: TextLayout,
    width: int,
    scale: float,
    colors: tuple[Color, Color],
    alpha: int = 245,
    *,
    look: Look,
) -> pygame.Surface:
    """A panel `width` wide holding a bold title and a body text, laid out already
    (`fit_text`), centred, composed once into one surface (one blit a frame, not three;
    at 4K with TV text each layer is a megapixel). `colors`: the panel's fill and edge.
    The surface includes the panel's shadow: the panel is `width` × `text_panel_height`."""
    key = (title, body, width, round(scale, 3), colors, alpha, look.high_contrast)
    return _text_panel_cache.get_or_build(
        key, lambda: _build_text_panel(title, body, width, scale, colors, alpha, look)
    )


def text_panel_boxes(
    title: TextLayout, body: TextLayout, panel: pygame.Rect, scale: float
) -> tuple[pygame.Rect, pygame.Rect]:
    """Where `text_panel` puts its title and its body, for a panel at `panel` (its
    height decides nothing: `text_panel_height` gives it)."""
    pad = px(12, scale)
    head_h = len(title.lines) * font(title.size, "bold").get_linesize()
    body_h = len(body.lines) * font(body.size, "body").get_linesize()
    head = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - 2 * pad, head_h)
    return head, pygame.Rect(head.x, head.bottom + px(6, scale), head.w, body_h)


def text_panel_height(title: TextLayout, body: TextLayout, scale: float) -> int:
    _, body_box = text_panel_boxes(title, body, pygame.Rect(0, 0, 1, 1), scale)
    return body_box.bottom + px(12, scale)


def _build_text_panel(
    title: TextLayout,
    body: TextLayout,
    width: int,
    scale: float,
    colors: tuple[Color, Color],
    alpha: int,
    look: Look,
) -> pygame.Surface:
    panel = pygame.Rect(0, 0, width, text_panel_height(title, body, scale))
    layer = _panel_layer(panel.size, scale, colors[0], colors[1], alpha, 22)
    for layout, kind, box in zip(
        (title, body), ("bold", "body"), text_panel_boxes(title, body, panel, scale), strict=True
    ):
        text = _render_lines(layout, CREAM, kind, 0, INK, 0, "center", look)
        layer.blit(text, text.get_rect(midtop=box.midtop))
    return layer  # already in the display's alpha format (converting would copy 4 MB)


def record_text_panel(
    surface: pygame.Surface,
    panel: pygame.Rect,
    texts: tuple[tuple[str, TextLayout, int], tuple[str, TextLayout, int]],
    scale: float,
    *,
    look: Look,
) -> None:
    """While recording, note a `text_panel` drawn at `panel` as `draw_panel` and
    `draw_text` would have: it hides what it covers, and its two texts (each: the words,
    their layout, the size asked for) sit in their boxes."""
    if _recording is None:
        return
    _record_cover(surface, panel)
    (title, head, head_asked), (words, body, body_asked) = texts
    boxes = text_panel_boxes(head, body, panel, scale)
    for text, layout, asked, kind, box in zip(
        (title, words), (head, body), (head_asked, body_asked), ("bold", "body"), boxes,
        strict=True,
    ):  # fmt: skip
        rect = _render_lines(layout, CREAM, kind, 0, INK, 0, "center", look).get_rect()
        rect.midtop = box.midtop
        _record_text(
            surface, text, box, rect, layout.size, asked, layout.shrunk, layout.ellipsised, False
        )


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind an overlay)."""
    # A multiply fill darkens like a black veil of that alpha, without a per-pixel alpha blit.
    if _recording is not None:
        _recording.layer += 1
    keep = 255 - max(0, min(255, alpha))
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def draw_arrow(
    surface: pygame.Surface, center: tuple[int, int], size: int, direction: str, color: Color
) -> pygame.Rect:
    """A solid triangle pointing "left"/"right"/"up"/"down"."""
    cx, cy = center
    s = size / 2
    points = {
        "left": [(cx - s, cy), (cx + s * 0.7, cy - s), (cx + s * 0.7, cy + s)],
        "right": [(cx + s, cy), (cx - s * 0.7, cy - s), (cx - s * 0.7, cy + s)],
        "up": [(cx, cy - s), (cx - s, cy + s * 0.7), (cx + s, cy + s * 0.7)],
        "down": [(cx, cy + s), (cx - s, cy - s * 0.7), (cx + s, cy - s * 0.7)],
    }[direction]
    return pygame.draw.polygon(surface, color, points)


def draw_key_badge(
    surface: pygame.Surface,
    label: str,
    center: tuple[int, int],
    height: int,
    round_badge: bool = False,
    color: Color = CREAM,
    text_color: Color = INK,
    *,
    look: Look,
) -> pygame.Rect:
    """A key cap ("Enter") or a round face-button badge ("A") to show beside prompts.
    Under a text floor its letters are drawn at the floor and the cap grows to hold
    them (`key_cap_size`): a letter larger than its cap spilt over its edge."""
    text = render_text(label, max(8, int(height * 0.58)), text_color, "bold", look=look)
    w, height = key_cap_size(label, height, round_badge, look=look)
    rect = pygame.Rect(0, 0, w, height)
    rect.center = center
    if round_badge:
        pygame.draw.circle(surface, color, rect.center, height // 2)
        pygame.draw.circle(surface, INK_SOFT, rect.center, height // 2, max(1, height // 14))
    else:
        pygame.draw.rect(surface, color, rect, border_radius=max(2, height // 5))
        pygame.draw.rect(surface, INK_SOFT, rect, max(1, height // 14), border_radius=height // 5)
    surface.blit(text, text.get_rect(center=rect.center))
    record_control(surface, rect)
    return rect


def key_cap_size(
    label: str, height: int, round_badge: bool = False, *, look: Look
) -> tuple[int, int]:
    """The size `draw_key_badge` draws a cap of `height` with `label` at: taller where
    the text floor draws its letters larger than a cap that high holds."""
    letters = max(8, int(height * 0.58))
    drawn = max(letters, look.text_floor, MIN_TEXT)
    if drawn > letters:
        height = max(height, math.ceil(drawn / 0.62))
    if round_badge:
        return height, height
    width = font(drawn, "bold").size(clean(label))[0]
    return max(height, width + height // 2), height


def lerp_color(a: Color, b: Color, t: float) -> Color:
    t = max(0.0, min(1.0, t))
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )
