"""Drawing only what changed: a frame is recorded, compared with the last one, and only
the regions where it differs are painted again (issue 45: a 4K table at 60 frames a
second on two busy cores).

A scene that opts in (`Scene.recordable = True`) draws on a `Recorder` instead of the
canvas. The recorder paints nothing: it keeps a list of operations (blits, fills, shapes)
with the rectangle each one paints. `Compositor.present` compares that list with the
last frame's: an operation only in one of them (a card moved, a glow's alpha changed, a
new caption) marks its rectangle as changed, and every operation touching a changed
rectangle is replayed there, clipped to it, from the background up. Pixels outside the
changed rectangles keep the last frame's, which were painted by the very same operations
in the same order, so the canvas ends up exactly as a full redraw would leave it (tests
check that pixel for pixel). A scene may mark a base (`base_here`): what is drawn before
the mark is kept painted on a surface of its own, so a changed region is that base
copied in plus the operations over it (see `Compositor`).

What a recorded scene must keep to: draw on the surface only through `blit`, `fill` and
the shape functions of this module (`rect`, `circle`, `polygon`), or through `call` for a
helper that draws shapes itself; never mutate the pixels of a surface it has already
blitted in an earlier frame (cached sprites are built once and kept, so this holds).
An operation's key holds the blitted surface itself, so an identical surface rebuilt
each frame (a fresh smoothscale) counts as changed: correct, just not saved.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

RectLike = pygame.Rect | tuple[int, int, int, int]


def _freeze(value: Any) -> Hashable:
    """A hashable stand-in for an argument (rects, colours and lists are not)."""
    if isinstance(value, pygame.Rect | pygame.FRect):
        return ("rect", value.x, value.y, value.w, value.h)
    if isinstance(value, pygame.Color):
        return ("color", *value)
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value  # type: ignore[no-any-return]


class Recorder:
    """Stands in for the canvas while a recordable scene draws: records, paints nothing.
    Offers the parts of `pygame.Surface` the table's drawing uses.

    Operation `i` is `keys[i]` (what it does: equal keys paint equal pixels), `rects[i]`
    (where) and `calls[i]` (for a recorded call: the function and its arguments; None for
    a blit or fill, whose key says all)."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.keys: list[Hashable] = []
        self.rects: list[pygame.Rect] = []
        self.calls: list[tuple[Callable[..., object], tuple[Any, ...]] | None] = []
        self.base: int | None = None  # operations before this index are the base layer

    def __len__(self) -> int:
        return len(self.keys)

    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **kwargs: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.size)
        for name, value in kwargs.items():
            setattr(rect, name, value)
        return rect

    def blit(
        self,
        source: pygame.Surface,
        dest: Sequence[float] | pygame.Rect,
        area: RectLike | None = None,
        special_flags: int = 0,
    ) -> pygame.Rect:
        if isinstance(dest, pygame.Rect):
            x, y = dest.x, dest.y
        else:
            x, y = int(dest[0]), int(dest[1])
        if area is None:
            rect = pygame.Rect(x, y, *source.get_size())
            frozen_area: tuple[int, int, int, int] | None = None
        else:
            clipped = pygame.Rect(area).clip(source.get_rect())
            rect = pygame.Rect(x, y, clipped.w, clipped.h)
            frozen_area = (clipped.x, clipped.y, clipped.w, clipped.h)
        # The key is also all a replay needs (`_run`).
        self.keys.append((source, x, y, frozen_area, special_flags, source.get_alpha()))
        self.rects.append(rect)
        self.calls.append(None)
        return rect

    def fill(self, color: Any, rect: RectLike | None = None, special_flags: int = 0) -> pygame.Rect:
        area = pygame.Rect((0, 0), self.size) if rect is None else pygame.Rect(rect)
        self.keys.append(("fill", tuple(pygame.Color(color)), tuple(area), special_flags))
        self.rects.append(area)
        self.calls.append(None)
        return area

    def record(
        self, bounds: pygame.Rect, fn: Callable[..., object], args: tuple[Any, ...]
    ) -> pygame.Rect:
        self.keys.append(("call", fn, _freeze(args)))
        self.rects.append(bounds)
        self.calls.append((fn, args))
        return bounds

    def run(self, index: int, surface: pygame.Surface) -> None:
        """Do operation `index` on a real surface."""
        call = self.calls[index]
        key: Any = self.keys[index]
        if call is not None:
            fn, args = call
            fn(surface, *args)
        elif key[0] == "fill":
            surface.fill(key[1], key[2], key[3])
        else:
            source, x, y, area, flags, alpha = key
            if source.get_alpha() != alpha:
                # A cached glow's alpha is set before each blit: use the recorded one.
                source.set_alpha(alpha)
            surface.blit(source, (x, y), area, flags)


Canvas = pygame.Surface | Recorder


def call(surface: Canvas, bounds: pygame.Rect, fn: Callable[..., object], *args: Any) -> None:
    """`fn(surface, *args)` now on a real surface; on a recorder, recorded to be run
    later within `bounds` (which must hold everything it paints). `fn` must depend only
    on its arguments (a look among them, if it draws text or prompts)."""
    if isinstance(surface, Recorder):
        surface.record(bounds, fn, args)
    else:
        fn(surface, *args)


def rect(
    surface: Canvas, color: Any, area: RectLike, width: int = 0, border_radius: int = 0
) -> None:
    """`pygame.draw.rect` that a recorder can record."""
    bounds = pygame.Rect(area).inflate(4, 4)
    call(surface, bounds, _draw_rect, color, pygame.Rect(area), width, border_radius)


def _draw_rect(
    surface: pygame.Surface, color: Any, area: pygame.Rect, width: int, border_radius: int
) -> None:
    pygame.draw.rect(surface, color, area, width, border_radius=border_radius)


def circle(
    surface: Canvas, color: Any, center: Sequence[float], radius: float, width: int = 0
) -> None:
    """`pygame.draw.circle` that a recorder can record."""
    r = int(radius) + 3
    bounds = pygame.Rect(int(center[0]) - r, int(center[1]) - r, 2 * r + 1, 2 * r + 1)
    call(surface, bounds, _draw_circle, color, tuple(center), radius, width)


def _draw_circle(
    surface: pygame.Surface, color: Any, center: Sequence[float], radius: float, width: int
) -> None:
    pygame.draw.circle(surface, color, center, radius, width)


def polygon(surface: Canvas, color: Any, points: Sequence[Sequence[float]], width: int = 0) -> None:
    """`pygame.draw.polygon` that a recorder can record."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    margin = width + 3
    left, top = int(min(xs)) - margin, int(min(ys)) - margin
    bounds = pygame.Rect(left, top, int(max(xs)) + margin - left, int(max(ys)) + margin - top)
    call(surface, bounds, _draw_polygon, color, tuple(tuple(p) for p in points), width)


def _draw_polygon(
    surface: pygame.Surface, color: Any, points: Sequence[Sequence[float]], width: int
) -> None:
    pygame.draw.polygon(surface, color, points, width)


# Two overlapping rectangles are joined into their bounding box only while it wastes at
# most this share of their own area; otherwise the newer one is cut into the pieces
# outside the other. (A card panel and a caption crossing its corner had their bounding
# box repainted at 4K: half a megapixel of felt, deck and panel painted for nothing.)
# The smaller of the two is the one cut.
UNION_WASTE = 0.25


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def subtract(r: pygame.Rect, cut: pygame.Rect) -> list[pygame.Rect]:
    """The parts of `r` outside `cut`: at most four rectangles, none overlapping."""
    inner = r.clip(cut)
    if not inner.w or not inner.h:
        return [r]
    pieces = [
        pygame.Rect(r.x, r.y, r.w, inner.y - r.y),  # above
        pygame.Rect(r.x, inner.bottom, r.w, r.bottom - inner.bottom),  # below
        pygame.Rect(r.x, inner.y, inner.x - r.x, inner.h),  # left
        pygame.Rect(inner.right, inner.y, r.right - inner.right, inner.h),  # right
    ]
    return [p for p in pieces if p.w > 0 and p.h > 0]


def _join(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined into their bounding boxes (the plain way)."""
    out: list[pygame.Rect] = []
    for r in rects:
        if r.w <= 0 or r.h <= 0:
            continue
        r = r.copy()
        while (i := r.collidelist(out)) >= 0:
            r.union_ip(out.pop(i))
        out.append(r)
    return out


def merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles that cover what `rects` cover and do not overlap, so no pixel is
    painted twice in one frame; close neighbours joined, far-reaching overlaps cut."""
    out: list[pygame.Rect] = []
    pending = [r.copy() for r in rects if r.w > 0 and r.h > 0]
    budget = 64 * len(pending) + 64  # far more steps than frames need; never loops on
    while pending:
        budget -= 1
        if budget < 0:
            return _join(rects)
        r = pending.pop()
        i = r.collidelist(out)
        if i < 0:
            out.append(r)
            continue
        other = out[i]
        both = _area(r) + _area(other) - _area(r.clip(other))
        union = r.union(other)
        if _area(union) <= both * (1 + UNION_WASTE):
            out.pop(i)
            pending.append(union)  # it may reach others now
        elif _area(r) <= _area(other):
            pending += subtract(r, other)
        else:  # the smaller one is cut, so the fewest and largest pieces stay whole
            out.pop(i)
            pending += [*subtract(other, r), r]
    return out


class Compositor:
    """Keeps the last recorded frame and paints a new one where it differs.

    A frame that marks a base (`base_here`: the table marks what lies under its
    animations) is painted in two layers. The operations before the mark are kept painted
    on a surface of their own, repainted only where they changed; where anything changed
    on the canvas, that base is copied in (one opaque copy) and only the operations after
    the mark are replayed over it. A card flying over the felt, the deck and the seats
    then costs a copy of what is under it and its own blit, not all of them again."""

    def __init__(self) -> None:
        self.last: Recorder | None = None
        self.world: Hashable = None  # what every operation silently depends on
        self.valid = False
        self.base: pygame.Surface | None = None  # the last frame's operations before its mark
        # For tests and the benchmark: the last frame's painted rectangles, and counts.
        self.painted: list[pygame.Rect] = []
        self.full_redraws = 0
        self.frames = 0

    def invalidate(self) -> None:
        """The canvas was drawn on outside the recorder: next frame paints everything."""
        self.valid = False

    def present(
        self, canvas: pygame.Surface, frame: Recorder, world: Hashable
    ) -> list[pygame.Rect]:
        """Bring `canvas` (holding the last presented frame) to the frame `frame`
        recorded; returns the rectangles painted."""
        bounds = canvas.get_rect()
        last = self.last
        split = frame.base
        full = not self.valid or world != self.world or last is None or not len(last)
        if split is not None and (
            full or last is None or last.base is None or self.base is None
            or self.base.get_size() != canvas.get_size()
        ):  # fmt: skip
            self.base = canvas.copy()  # (a surface of the canvas's own format)
            full = True
        if full:
            dirty = [bounds]
            base_dirty = [bounds]
            self.full_redraws += 1
        else:
            assert last is not None
            dirty = merge([r.clip(bounds) for r in changed(last, frame)])
            base_dirty = []
            if split is not None:
                assert last.base is not None
                below = changed(last, frame, last.base, split)
                base_dirty = merge([r.clip(bounds) for r in below])
                dirty = merge(dirty + base_dirty)
        if split is None:
            self.base = None
            if dirty:
                _paint(canvas, frame, dirty, 0, len(frame))
        else:
            assert self.base is not None
            if base_dirty:
                _paint(self.base, frame, base_dirty, 0, split)
            if dirty:
                _paint(canvas, frame, dirty, split, len(frame), self.base)
        self.last, self.world, self.valid = frame, world, True
        self.painted = dirty
        self.frames += 1
        return dirty


def base_here(surface: Canvas) -> None:
    """Operations drawn from here on are over the base (see `Compositor`); on a plain
    surface, nothing."""
    if isinstance(surface, Recorder):
        surface.base = len(surface)


def _covers(frame: Recorder, bounds: pygame.Rect) -> bool:
    """Does the frame's first operation paint every pixel opaquely (the felt)?"""
    if not len(frame) or frame.calls[0] is not None:
        return False
    first: Any = frame.keys[0]
    source = first[0]
    return (
        isinstance(source, pygame.Surface)
        and frame.rects[0].contains(bounds)
        and first[3] is None
        and not source.get_flags() & pygame.SRCALPHA
        and first[5] in (None, 255)
    )


def _paint(
    target: pygame.Surface,
    frame: Recorder,
    dirty: list[pygame.Rect],
    start: int,
    stop: int,
    under: pygame.Surface | None = None,
) -> None:
    """Replay operations `start` to `stop` in each dirty rectangle of `target`, over
    `under` copied there (else over the felt or black, as a fresh canvas)."""
    fresh = under is None and start == 0 and not _covers(frame, target.get_rect())
    rects = frame.rects
    old_clip = target.get_clip()
    try:
        for area in dirty:
            target.set_clip(area)
            if under is not None:
                target.blit(under, area, area)
            elif fresh:  # nothing opaque underneath: start from black, as a new canvas
                target.fill((0, 0, 0))
            for i in area.collidelistall(rects):
                if start <= i < stop:
                    frame.run(i, target)
    finally:
        target.set_clip(old_clip)


def changed(
    old: Recorder, new: Recorder, old_stop: int | None = None, new_stop: int | None = None
) -> list[pygame.Rect]:
    """Rectangles of the operations not matched between two frames (or between their
    first `old_stop` and `new_stop` operations). Matched operations have equal keys and
    come in the same order in both, so outside these rectangles every pixel is painted by
    the same operations in the same order as before."""
    a, b = old.keys[:old_stop], new.keys[:new_stop]
    if a == b:
        return []
    last_in_a = {key: i for i, key in enumerate(a)}
    last_in_b = {key: j for j, key in enumerate(b)}
    out: list[pygame.Rect] = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            i += 1
            j += 1
        elif last_in_a.get(b[j], -1) < i:  # new here: nothing left in the old frame
            out.append(new.rects[j])
            j += 1
        elif last_in_b.get(a[i], -1) < j:  # gone: nothing left in the new frame
            out.append(old.rects[i])
            i += 1
        else:  # both still come later: moved in the order, so both are changes
            out.append(old.rects[i])
            out.append(new.rects[j])
            i += 1
            j += 1
    out += old.rects[i : len(a)]
    out += new.rects[j : len(b)]
    return out
