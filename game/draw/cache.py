"""A least-recently-used cache of surfaces bounded in bytes, not in entries.

A count bound lets memory grow with the window: after many resizes, 900 cards at 4K
weigh far more than 900 at 720p. `SurfaceCache(max_bytes)` evicts the oldest entries
until the pixels it holds fit `max_bytes`; an entry larger than the whole budget is
returned but not kept. `budget_for` grows a budget with the drawing surface; a `ceiling`
(the kiosk's, for weeks at one size) caps every budget set later. Budgets and ceilings
are both given for 1920×1080 and grow with the surface (`fit`): a 4K face is four times
a 1080p one, and a kiosk whose ceiling held one table's faces at 1080p but not at 4K
rebuilt them every frame (140 ms frames at 2160×3840).

`arrive(key, make)` hands the cache a surface built elsewhere (the prebuild worker's
pixels) without taking it in yet: taking it in costs a copy of its pixels, so the owner
spreads that over frames with `take_arrived`, and a `get` of it meanwhile takes it then.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

BUDGET_PIXELS = 1920 * 1080


def budget_for(size: tuple[int, int], base: int) -> int:
    """A cache budget of `base` bytes at 1920×1080, grown with the surface's area."""
    return int(base * max(1.0, size[0] * size[1] / BUDGET_PIXELS))


def surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


class SurfaceCache:
    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.ceiling: int | None = None  # at 1920×1080: no budget set goes above it
        self.size = (BUDGET_PIXELS, 1)  # the drawing surface budgets are set for
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()
        self._arrived: OrderedDict[Hashable, Callable[[], pygame.Surface]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        """Held or arrived (a `get` would not build it)."""
        return key in self._items or key in self._arrived

    def get(self, key: Hashable) -> pygame.Surface | None:
        item = self._items.get(key)
        if item is None:
            make = self._arrived.pop(key, None)
            return None if make is None else self.put(key, make())
        self._items.move_to_end(key)
        return item[0]

    def arrive(self, key: Hashable, make: Callable[[], pygame.Surface]) -> None:
        """A surface built elsewhere: `make()` gives it, when it is first needed or
        taken by `take_arrived`."""
        if key not in self._items:
            self._arrived[key] = make

    def take_arrived(self) -> bool:
        """Take in the oldest arrived surface; False if none was waiting."""
        if not self._arrived:
            return False
        key, make = self._arrived.popitem(last=False)
        if key not in self._items:
            self.put(key, make())
        return True

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        size = surface_bytes(surf)
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        if size > self.max_bytes:
            return surf
        self._items[key] = (surf, size)
        self.bytes += size
        while self.bytes > self.max_bytes:
            _, (_, dropped) = self._items.popitem(last=False)
            self.bytes -= dropped
        return surf

    def fit(self, size: tuple[int, int], base: int) -> None:
        """Budget for a drawing surface of `size`: `base` bytes at 1920×1080, grown with
        its area, as the ceiling is."""
        self.size = size
        self.resize(budget_for(size, base))

    def resize(self, max_bytes: int) -> None:
        """A new budget (at most the ceiling, grown for the surface); the oldest entries
        go until the pixels held fit it."""
        if self.ceiling is not None:
            max_bytes = min(max_bytes, budget_for(self.size, self.ceiling))
        self.max_bytes = max_bytes
        while self.bytes > self.max_bytes and self._items:
            _, (_, dropped) = self._items.popitem(last=False)
            self.bytes -= dropped

    def cap(self, ceiling: int | None) -> None:
        """Budgets from now on are at most `ceiling` (None: no cap), this one included."""
        self.ceiling = ceiling
        self.resize(self.max_bytes)

    def get_or_build(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.get(key)
        return surf if surf is not None else self.put(key, build())

    def clear(self) -> None:
        self._items.clear()
        self._arrived.clear()
        self.bytes = 0
