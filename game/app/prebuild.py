"""Card sprites built ahead of need in a worker process, on the other core.

A card face at 4K takes 15-25 ms to build (drawn three times larger and scaled down, an
outline stamped round its numeral): a table that built its ~190 faces in the frame loop
stuttered for its first seconds, one face a frame. `Prebuilder` sends them in small
batches to the worker process the coach also uses (`game.bots.worker`, lane "jobs")
and takes the pixels back into the sprite cache as they come, a few cheap copies a
frame. The pixels are the very ones `game.draw.sprites` would have built here (tests
compare them). A sprite asked for before it arrives is built here as before, and if no
worker can run, `step` builds one sprite a frame here instead.

Specs name a sprite in a form a worker can be sent: ("art", card, height, style,
language, palette, high contrast) for `sprites.card_art`, ("back", height, green,
palette) for `sprites.card_back`: the parts of the look (`game.draw.look`) they are
painted in.

Receiving pixels costs the frame loop 2-6 ms a megabyte on this machine (pipe and
unpickling, more under load), so a job carries about `BATCH_BYTES` of them, in the
display's own byte order: the surface is made on the received bytes, with no copy and
no conversion. Its surfaces wait in the cache (`SurfaceCache.arrive`) to be taken in
one a frame, or at once by a frame that needs one.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import Final

import pygame

from game import i18n
from game.bots.worker import JobWorker
from game.draw import sprites, theme
from game.draw.look import Look
from game.rules import Card

Spec = tuple[object, ...]
BATCH = 4  # sprites a job at most: one card's faces at 4K is ~60 ms of the worker's time
BATCH_BYTES = 1_200_000  # and about this many bytes of pixels (a 4K face is 0.8 MB)
LOCAL_SLICE = 0.004  # seconds a frame may build here when no worker runs
LANE = "jobs"  # shared with the coach: no extra process; a hint waits one batch at most


def art(card: Card, height: int, style: str, look: Look) -> Spec:
    # (The language too: a special card's face prints its name; and the card palette and
    # contrast of `look`, which faces are painted in.)
    return ("art", card, height, style, i18n.language(), look.palette, look.high_contrast)


def back(height: int, green: bool, look: Look) -> Spec:
    # (The palette: the green back has its own in the colour-blind one.)
    return ("back", height, green, look.palette)


def _look_of(spec: Spec) -> Look:
    """The look a sprite of `spec` is painted in (a card depends on no more of it)."""
    if spec[0] == "back":
        return Look(palette=str(spec[3]))
    return Look(palette=str(spec[5]), high_contrast=bool(spec[6]))


def build(spec: Spec) -> pygame.Surface:
    """The sprite `spec` names, from the sprite cache (built now if missing)."""
    look = _look_of(spec)
    if spec[0] == "back":
        _, height, green, _palette = spec
        assert isinstance(height, int)
        return sprites.card_back(height, green=bool(green), look=look)
    _, card, height, style, *_language = spec
    assert isinstance(card, Card) and isinstance(height, int) and isinstance(style, str)
    return sprites.card_art(card, height, style, look=look)


def key_of(spec: Spec) -> tuple[object, ...]:
    """The sprite cache's key for `spec` (as `sprites.card_art` / `card_back` use)."""
    if spec[0] == "back":
        _, height, green, palette = spec
        assert isinstance(height, int)
        h = sprites.card_size(height)[1]
        if not green:
            return ("back", h)
        return ("back", h, "green", sprites.green_back(palette == "colourblind"))
    _, card, height, style, language, palette, hc = spec
    assert isinstance(card, Card) and isinstance(height, int)
    h = sprites.card_size(height)[1]
    if card.is_number:
        return ("face", card.value, h, style, palette, hc)
    return ("special", card.kind, h, style, language, palette, hc)


def is_built(spec: Spec) -> bool:
    return key_of(spec) in sprites._cache


def weight(spec: Spec) -> int:
    """About how many bytes of pixels `spec` is."""
    height = spec[1] if spec[0] == "back" else spec[2]
    assert isinstance(height, int)
    w, h = sprites.card_size(height)
    return w * h * 4


# Byte order of the pixels sent: BGRA is a little-endian display's ARGB8888, so the
# surface made from them needs no conversion to blit at full speed.
ORDER: Final = "BGRA"


def pixels(specs: list[Spec]) -> list[tuple[Spec, tuple[int, int], bytes]]:
    """Run in the worker: build each sprite and return its size and bytes (`ORDER`)."""
    if not pygame.font.get_init():
        pygame.font.init()
    out = []
    for spec in specs:
        if spec[0] == "art":
            i18n.set_language(str(spec[4]))  # the worker prints names as the game does
        surface = build(spec)
        out.append((spec, surface.get_size(), pygame.image.tobytes(surface, ORDER)))
    return out


def _display_alpha_masks() -> tuple[int, ...] | None:
    if pygame.display.get_surface() is None:
        return None
    return tuple(pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha().get_masks())


def surface_from(size: tuple[int, int], data: bytes) -> pygame.Surface:
    """The surface of a worker's pixels, in the display's format when there is one."""
    # On the received bytes themselves, not a copy (a 4K text panel is 4 MB): nothing
    # else holds them, and cached surfaces are never drawn on.
    surface = pygame.image.frombuffer(data, size, ORDER)
    masks = _display_alpha_masks()
    if masks is not None and tuple(surface.get_masks()) != masks:
        surface = surface.convert_alpha()
    return surface


def adopt(spec: Spec, size: tuple[int, int], data: bytes) -> None:
    """Hand a sprite the worker built to its cache, to be taken in when first needed or
    by `take_one` (as `sprites._cached` would have built it)."""
    key = key_of(spec)
    if key not in sprites._cache:  # else built here meanwhile (asked for before it arrived)
        sprites._cache.arrive(key, partial(surface_from, size, data))


def take_one() -> bool:
    """Take in one sprite the worker sent; False if none was waiting."""
    return sprites._cache.take_arrived()


class Prebuilder:
    """Builds `specs` ahead of need. Call `step()` once a frame; `close()` when done."""

    def __init__(self, specs: Iterable[Spec]) -> None:
        self._specs: Iterator[Spec] = iter(specs)
        self._soon: list[Spec] = []  # asked for by `push`: sent before the rest
        self._worker: JobWorker | None = None
        self.done = False
        self.adopted = 0  # sprites that came from the worker (for tests)

    def push(self, specs: Iterable[Spec]) -> None:
        """Sprites needed soon (a card on its way to a display that will shrink): they
        go in the next batch."""
        self._soon = [*specs, *self._soon]
        self.done = False

    def step(self) -> None:
        take_one()
        if self.done:
            return
        worker = self._worker
        if worker is not None and worker.busy:
            result = worker.poll()
            if result is None:
                return  # still building
            if isinstance(result.value, list):
                for spec, size, data in result.value:
                    adopt(spec, size, data)
                    self.adopted += 1
        if worker is None:
            worker = self._worker = JobWorker("sprites", lane_name=LANE)
        if worker.lane.in_process:
            # No worker process: a thread here would render fonts beside the frame loop.
            self._build_here()
            return
        batch = [spec for spec in self._next(BATCH)]
        if not batch:
            self.close()
            return
        worker.submit("sprites", partial(pixels, batch), deadline_s=30.0)

    def _next(self, count: int) -> list[Spec]:
        """The next job: at most `count` specs and about `BATCH_BYTES` of pixels."""
        out: list[Spec] = []
        room = BATCH_BYTES

        def full() -> bool:
            return len(out) == count or room <= 0

        while self._soon and not full():
            spec = self._soon.pop(0)
            if not is_built(spec) and spec not in out:
                out.append(spec)
                room -= weight(spec)
        if full():
            return out
        for spec in self._specs:
            if not is_built(spec):
                out.append(spec)
                room -= weight(spec)
                if full():
                    break
        return out

    def _build_here(self) -> None:
        deadline = time.perf_counter() + LOCAL_SLICE
        for spec in [*self._soon, *self._specs]:
            build(spec)
            if time.perf_counter() > deadline:
                return
        self.close()

    def close(self) -> None:
        self.done = True
        self._soon = []
        if self._worker is not None:
            self._worker.close()


class _DrySurface(pygame.Surface):
    """Says it is `size` and paints nothing: a screen drawn on it does the work of its
    first frame that lasts (texts rendered and cached, fonts opened, layouts planned)
    without painting a pixel. Shapes land on its one real pixel, clipped away."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__((1, 1), pygame.SRCALPHA)
        self._said = (max(1, size[0]), max(1, size[1]))

    @property
    def size(self) -> tuple[int, int]:
        return self._said

    @property
    def width(self) -> int:
        return self._said[0]

    @property
    def height(self) -> int:
        return self._said[1]

    def get_size(self) -> tuple[int, int]:
        return self._said

    def get_width(self) -> int:
        return self._said[0]

    def get_height(self) -> int:
        return self._said[1]

    def get_rect(self, **kwargs: object) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self._said)
        for name, value in kwargs.items():
            setattr(rect, name, value)
        return rect

    def blit(  # type: ignore[override]
        self,
        source: pygame.Surface,
        dest: tuple[int, int] | pygame.Rect = (0, 0),
        area: pygame.Rect | None = None,
        special_flags: int = 0,
    ) -> pygame.Rect:
        size = pygame.Rect(area).size if area is not None else source.get_size()
        x, y = list(dest)[:2]  # a point, a rect or a vector: its top left
        return pygame.Rect((int(x), int(y)), size).clip(self.get_rect())

    def fill(  # type: ignore[override]
        self, color: object, rect: pygame.Rect | None = None, special_flags: int = 0
    ) -> pygame.Rect:
        return self.get_rect() if rect is None else pygame.Rect(rect).clip(self.get_rect())


def dry_surface(size: tuple[int, int]) -> pygame.Surface:
    """A surface that says it is `size` and paints nothing (see `dry_draw`)."""
    return _DrySurface(size)


def dry_draw(draw: Callable[[pygame.Surface], object], size: tuple[int, int]) -> bool:
    """Draw with `draw` on a surface of `size` that paints nothing, so a screen about to
    open has rendered its texts (the frame that opens it only blits them). False if the
    drawing failed (logged): the screen then does that work in its first frame, as
    before."""
    with theme.recording():  # what a test records of the frames never sees it
        try:
            draw(dry_surface(size))
        except Exception:
            logging.getLogger(__name__).exception("drawing ahead failed")
            return False
    return True


class FirstTimeWork:
    """Work a screen would do the first time it shows (an import, a language's locale
    data), done ahead by the App in pieces of a few ms of CPU, one piece a frame from its
    second frame on (`step`), so that screen's first frame does not pay for it all at once
    (the first results screen spent some 100 ms in one frame importing Babel and its data).
    A piece that fails is dropped (logged): the screen then does that work itself, as
    before."""

    def __init__(self, pieces: Iterable[Callable[[], object]]) -> None:
        self._pieces: Iterator[Callable[[], object]] = iter(pieces)
        self.done = False

    def step(self) -> None:
        if self.done:
            return
        piece = next(self._pieces, None)
        if piece is None:
            self.done = True
            return
        try:
            piece()
        except Exception:  # a screen that needs it does it again, and says what failed
            logging.getLogger(__name__).exception("first-time work failed: %r", piece)


def first_time_work(more: Iterable[Callable[[], object]] = ()) -> FirstTimeWork:
    """What the App does ahead over its first frames: Babel and the number formats the
    results and statistics screens write with (`game.numbers`), then `more` (the sound
    effects); then what they loaded is kept out of the garbage collector's full
    collections (`game.app.heap`)."""
    from game import numbers
    from game.app import heap

    return FirstTimeWork([*numbers.warm_up(), *more, heap.freeze_warmed])
