"""Round and match results: each seat's runs (the scoring card highlighted), counters,
cards − counters = score, match totals, and a crown on every winner (a tie shares it).

After a round of a longer match: one button, "Next round" (pops back to the table, which
carries on with the next round's events). After the match: "Play again" (same setup, new
seed) and "Menu".
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.app import sprites, theme, ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.theme import px
from game.rules import ScoreBreakdown
from game.rules.events import RoundEnded
from scenes.table.layout import display_slots

if TYPE_CHECKING:
    from scenes.setup import MatchSetup
    from scenes.table import TableScene


@dataclass(frozen=True)
class SeatResult:
    name: str
    look: sprites.Look
    breakdown: ScoreBreakdown
    score: int
    total: int


class ResultsScene(Scene):
    name = "results"

    def __init__(
        self,
        setup: MatchSetup,
        rows: list[SeatResult],
        winners: tuple[int, ...],
        round_no: int,
        rounds: int,
        final: bool,
    ) -> None:
        super().__init__()
        self.setup = setup
        self.rows = rows
        self.winners = winners
        self.round_no = round_no
        self.rounds = rounds
        self.final = final
        self.time = 0.0
        # Rows appear one a frame: a quick cascade, and the first frame stays light (its
        # card faces at this size are built over several frames, not in one).
        self.rows_shown = 0
        if final:
            items = [
                ui.Button("Play again", self.play_again, name="again"),
                ui.Button("Menu", self.to_menu, name="menu"),
            ]
        else:
            items = [ui.Button("Next round", self.next_round, name="next")]
        self.menu = ui.Menu(items, horizontal=True)
        self.size = (1280, 720)

    # Builders -----------------------------------------------------------------------
    @classmethod
    def for_round(cls, table: TableScene, event: RoundEnded) -> ResultsScene:
        rows = [
            SeatResult(
                table.names[i],
                table.looks[i],
                event.breakdowns[i],
                event.scores[i],
                event.totals[i],
            )
            for i in range(len(event.scores))
        ]
        return cls(table.setup, rows, event.winners, event.round, table.game.config.rounds, False)

    @classmethod
    def for_match(cls, table: TableScene) -> ResultsScene:
        game = table.game
        last = game.round_results[-1]
        rows = [
            SeatResult(
                table.names[i], table.looks[i], last.breakdowns[i], last.scores[i], game.totals[i]
            )
            for i in range(game.config.players)
        ]
        return cls(table.setup, rows, game.winners, last.round, game.config.rounds, True)

    # Actions ------------------------------------------------------------------------
    def next_round(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def play_again(self) -> None:
        if self.stack is not None:
            seed = random.SystemRandom().randrange(1 << 31)
            self.stack.replace_named("table", self.setup, seed)

    def to_menu(self) -> None:
        if self.stack is not None:
            self.stack.clear_to_named("menu")

    # Frame --------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = theme.scale_for(size)
        self.scale = s
        row_h = max(px(60, s), 40)
        self.menu.layout_row(
            (w // 2, h - px(40, s) - px(40, s) - row_h // 2),
            px(260, s),
            s,
            row_height=int(row_h / s) if s else 60,
        )

    def handle(self, event: IntentEvent) -> bool:
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            if self.final:
                self.to_menu()
            else:
                self.next_round()
            return True
        return self.menu.handle(event, sound=ui.sound_of(self))

    def update(self, dt: float) -> None:
        self.time += dt
        self.rows_shown = min(len(self.rows), self.rows_shown + 1)
        self.menu.update(dt)
        self.menu.track(self)

    def headline(self) -> str:
        """Who won, and why: the lowest score (or total, over several rounds)."""
        names = " & ".join(self.rows[i].name for i in self.winners)
        alone = len(self.winners) == 1
        by_total = self.final and self.rounds > 1
        best = self.rows[self.winners[0]]
        points = best.total if by_total else best.score
        what = "total" if by_total else "score"
        if not self.final:
            verb = "wins the round" if alone else "share the round"
        else:
            verb = "wins" if alone else "share the win"
        each = "" if alone else " each"
        return f"{names} {verb} with {points} points{each}: the lowest {what}"

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        if self.final:
            title = "Final results" if self.rounds > 1 else "Game over"
        else:
            title = f"Round {self.round_no} of {self.rounds}"
        theme.draw_text(
            surface,
            title,
            (w // 2, px(44, s)),
            px(52, s),
            theme.CREAM,
            "display",
            outline=3,
            shadow=px(4, s),
        )
        theme.draw_text(
            surface,
            self.headline(),
            (w // 2, px(92, s)),
            px(28, s),
            theme.BRASS,
            "bold",
            shadow=2,
        )
        if self.rows_shown:
            self._draw_table(surface, s)
        self.menu.draw(surface)
        app = self.app
        if app is not None:
            ui.draw_prompt_bar(
                surface,
                self.prompts(),
                app.prompt_label,
                app.last_device,
                s,
            )

    def prompts(self) -> list[tuple[Intent, str]]:
        """The prompt bar's hints (the kiosk's results say their own)."""
        if len(self.menu.items) == 1:
            return [(Intent.CONFIRM, self.menu.items[0].label)]
        return [(Intent.LEFT, "Choose"), (Intent.CONFIRM, "Select")]

    def _draw_table(self, surface: pygame.Surface, s: float) -> None:
        w = surface.get_width()
        top = px(132, s)
        bottom = self.menu.bounds().top - px(14, s)
        n = len(self.rows)
        row_h = min(px(84, s), (bottom - top) // n)
        panel = pygame.Rect(0, top, min(w - px(40, s), px(1180, s)), row_h * n + px(10, s))
        panel.centerx = w // 2
        theme.draw_panel(surface, panel.inflate(px(16, s), px(8, s)), s, alpha=210)
        multi = self.rounds > 1
        # Columns: badge+name | cards | counters | score sum | match total.
        name_w = int(panel.w * 0.22)
        score_w = int(panel.w * 0.2)
        total_w = int(panel.w * 0.1) if multi else 0
        chips_w = int(panel.w * 0.09)
        cards_w = panel.w - name_w - score_w - total_w - chips_w
        header_y = top - px(2, s)
        small = px(16, s)
        for label, x in (
            ("cards (runs count their lowest)", panel.x + name_w + cards_w // 2),
            ("counters", panel.x + name_w + cards_w + chips_w // 2),
            (
                "this round: cards − counters" if multi else "score: cards − counters",
                panel.x + name_w + cards_w + chips_w + score_w // 2,
            ),
        ):
            theme.draw_text(
                surface, label, (x, header_y), small, theme.MUTED, "body", anchor="midbottom"
            )
        if multi:
            theme.draw_text(
                surface,
                "match total",
                (panel.right - total_w // 2, header_y),
                small,
                theme.MUTED,
                "body",
                anchor="midbottom",
            )
        order = sorted(range(n), key=lambda i: (self.rows[i].total, i)) if self.final else range(n)
        card_h = max(26, int(row_h * 0.9))
        for line, i in enumerate(order):
            if line >= self.rows_shown:
                break
            row = self.rows[i]
            y = top + px(5, s) + line * row_h
            rect = pygame.Rect(panel.x, y, panel.w, row_h)
            win = i in self.winners
            if win:
                surface.blit(
                    sprites.rounded_rect(
                        rect.inflate(-px(6, s), -px(4, s)).size, (80, 66, 24), px(12, s), 170
                    ),
                    rect.inflate(-px(6, s), -px(4, s)),
                )
            elif line % 2:
                surface.blit(
                    sprites.rounded_rect(
                        rect.inflate(-px(6, s), -px(4, s)).size, (255, 255, 255), px(12, s), 12
                    ),
                    rect.inflate(-px(6, s), -px(4, s)),
                )
            d = int(row_h * 0.72)
            bx = rect.x + px(12, s)
            surface.blit(sprites.badge(row.look, d), (bx, rect.centery - d // 2))
            if win:
                crown = sprites.crown(int(d * 0.7))
                surface.blit(
                    crown, crown.get_rect(midbottom=(bx + d // 2, rect.centery - d // 2 + px(8, s)))
                )
            theme.draw_text(
                surface,
                row.name,
                (bx + d + px(10, s), rect.centery),
                px(26, s),
                theme.BRASS if win else theme.CREAM,
                "bold",
                anchor="midleft",
            )
            cards = [c for run in row.breakdown.runs for c in run]
            area = pygame.Rect(
                rect.x + name_w,
                rect.y + (row_h - card_h) // 2 - int(card_h * 0.04),
                cards_w - px(10, s),
                card_h,
            )
            for card, style, crect in display_slots(cards, area, card_h - int(card_h * 0.08)):
                surface.blit(sprites.card_face(card.value, crect.h, style), crect)
            if not cards:
                theme.draw_text(surface, "no cards", area.center, px(20, s), theme.MUTED, "body")
            cx = rect.x + name_w + cards_w + chips_w // 2
            chip = sprites.chip(px(26, s))
            surface.blit(chip, chip.get_rect(midright=(cx - px(2, s), rect.centery)))
            theme.draw_text(
                surface,
                str(row.breakdown.counters),
                (cx + px(4, s), rect.centery),
                px(28, s),
                theme.CREAM,
                "display",
                anchor="midleft",
            )
            sx = rect.x + name_w + cards_w + chips_w + score_w // 2
            b = row.breakdown
            theme.draw_text(
                surface,
                f"{b.card_points} − {b.counters} =",
                (sx - px(2, s), rect.centery),
                px(24, s),
                theme.MUTED,
                "bold",
                anchor="midright",
            )
            theme.draw_text(
                surface,
                str(row.score),
                (sx + px(6, s), rect.centery),
                px(34, s),
                theme.CREAM,
                "display",
                anchor="midleft",
            )
            if multi:
                theme.draw_text(
                    surface,
                    str(row.total),
                    (rect.right - total_w // 2, rect.centery),
                    px(34, s),
                    theme.BRASS if win else theme.CREAM,
                    "display",
                )


__all__ = ["Device", "ResultsScene", "SeatResult"]
