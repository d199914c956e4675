"""The kiosk's results: the normal results table with finger-sized Play again / Done, the
guest's place in today's best scores when they entered initials, and a return to attract
by itself after the config's `results_timeout` without a touch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import ui
from game.app.intents import Intent, IntentEvent
from game.draw import theme
from game.i18n import N_, _
from game.kiosk.scores import Entry
from scenes.kiosk.scores import draw_best_scores
from scenes.kiosk.widgets import font_px, gap, kiosk_of, target_h
from scenes.results import ResultsScene

if TYPE_CHECKING:
    from game.match.model import Match


class KioskResults(ResultsScene):
    name = "results"

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.entry: Entry | None = None
        self.shown_at: float | None = None
        self.menu = ui.Menu(
            [
                ui.Button(N_("Play again"), self.play_again, name="again"),
                ui.Button(N_("Done"), self.to_menu, name="done"),
            ],
            horizontal=True,
        )

    @classmethod
    def with_entry(cls, match: Match, entry: Entry | None = None) -> KioskResults:
        scene = cls.for_match(match)
        assert isinstance(scene, KioskResults)  # for_match builds `cls`
        scene.entry = entry
        return scene

    def targets(self) -> list[pygame.Rect]:
        return [item.rect for item in self.menu.items]

    def _now(self) -> float:
        kiosk = kiosk_of(self)
        return kiosk.now() if kiosk is not None else self.time

    def enter(self) -> None:
        self.shown_at = self._now()

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        s = theme.scale_for(size)
        h = target_h(size)
        width = min(int(h * 3), (size[0] - 3 * gap(size)) // 2)
        self.menu.layout_row(
            (size[0] // 2, size[1] - h * 3 // 2), width, s, row_height=int(h / s) + 1
        )
        again, done = (item.rect for item in self.menu.items)
        again.right = size[0] // 2 - gap(size) // 2
        done.left = size[0] // 2 + gap(size) // 2

    def handle(self, event: IntentEvent) -> bool:
        if self._page_intent(event):  # a tap on the table turns its pages (TV text)
            return True
        return self.menu.handle(event, sound=ui.sound_of(self))

    def prompts(self) -> list[tuple[Intent, str]]:
        return [(Intent.CONFIRM, N_("Play again for a new game, or Done to finish"))]

    def best_scores_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Portrait: the band above the buttons (and the saved line) for the best scores,
        as tall as five entries need; the results table stands above it."""
        w, h = size
        bottom = self.menu.bounds().top - 3 * font_px(size, 0.04)
        area = pygame.Rect(w // 20, 0, w - w // 10, int(h * 0.3))
        area.bottom = bottom
        return area

    def _rows_bottom(self, surface: pygame.Surface, s: float) -> int:
        w, h = surface.get_size()
        if h > w and kiosk_of(self) is not None:
            return self.best_scores_area((w, h)).top - gap((w, h))
        return super()._rows_bottom(surface, s)

    def update(self, dt: float) -> None:
        super().update(dt)
        kiosk = kiosk_of(self)
        if kiosk is None or self.stack is None or self.stack.top is not self:
            return
        since = self.shown_at if self.shown_at is not None else self._now()
        if kiosk.idle.idle_for(since) >= kiosk.config.results_timeout:
            self.to_menu()

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        super().draw(surface)
        w, h = surface.get_size()
        kiosk = kiosk_of(self)
        if kiosk is not None and h > w:
            # Portrait leaves the middle free under the wide results table: best scores.
            area = self.best_scores_area((w, h))
            if area.h > 0:
                players = len(self.rows)
                draw_best_scores(
                    surface, area, kiosk.scores, players, highlight=self.entry, look=look
                )
        if self.entry is not None:
            saved, rank = _("{initials} saved"), 0
            if kiosk is not None:
                today = kiosk.scores.of_today(self.entry.players)
                if self.entry in today:
                    saved = _("{initials} saved — #{rank} today")
                    rank = today.index(self.entry) + 1
            size = font_px((w, h), 0.04)
            box = pygame.Rect(0, 0, w - 2 * gap((w, h)), 2 * size)
            box.center = (w // 2, self.menu.bounds().top - size)
            theme.draw_text(
                surface, saved.format(initials=self.entry.initials, rank=rank), None, size,
                theme.BRASS, "display", outline=2, box=box, look=look,
            )  # fmt: skip
