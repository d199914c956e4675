"""Painting a results row's parts: its back, badge and name, numbers and runs."""

from __future__ import annotations

import pygame

from game import numbers
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from game.rules import ScoreBreakdown
from scenes.results.layout import run_slots
from scenes.results.rows import SeatResult, sum_text


def row_back(surface: pygame.Surface, s: float, rect: pygame.Rect, win: bool, line: int) -> None:
    back = rect.inflate(-px(6, s), -px(4, s))
    if win:
        surface.blit(sprites.rounded_rect(back.size, (80, 66, 24), px(12, s), 170), back)
    elif line % 2:
        surface.blit(sprites.rounded_rect(back.size, (255, 255, 255), px(12, s), 12), back)


def draw_who(
    surface: pygame.Surface, s: float, row: SeatResult, win: bool, band: pygame.Rect, *, look: Look
) -> None:
    """Badge (a crown on a winner's) and name, in `band` (its left, its height)."""
    bx, cy = band.x, band.centery
    d = min(int(band.h * 0.72), px(64, s))
    surface.blit(sprites.badge(row.look, d), (bx, cy - d // 2))
    if win:
        crown = sprites.crown(int(d * 0.7))
        surface.blit(crown, crown.get_rect(midbottom=(bx + d // 2, cy - d // 2 + px(8, s))))
    name_x = bx + d + px(10, s)
    theme.draw_text(
        surface, row.name, None, px(26, s), theme.BRASS if win else theme.CREAM, "bold",
        "midleft", box=pygame.Rect(name_x, band.y, band.right - name_x, band.h), lines=2,
        may_cut=True, look=look,
    )  # fmt: skip


def draw_numbers(
    surface: pygame.Surface,
    s: float,
    row: SeatResult,
    win: bool,
    x: int,
    widths: list[int],
    score_split: tuple[int, int],
    band: pygame.Rect,
    multi: bool,
    *,
    look: Look,
) -> None:
    """Counters, sum, score (and match total) in their columns, in `band`'s height
    (`score_split`: the widest sum's and score's widths)."""
    name_w, cards_w, chips_w, score_w, total_w = widths
    cy = band.centery
    cx = x + name_w + cards_w + chips_w // 2
    score_x = x + name_w + cards_w + chips_w
    chip = sprites.chip(px(26, s))
    surface.blit(chip, chip.get_rect(midright=(cx - px(2, s), cy)))
    counters_x = cx + px(4, s)
    theme.draw_text(
        surface, str(row.breakdown.counters), None, px(28, s), theme.CREAM, "display",
        "midleft", box=pygame.Rect(counters_x, band.y, score_x - counters_x, band.h), look=look,
    )  # fmt: skip
    # The sum and the score, the pair centred in their column.
    sum_w, points_w = score_split
    sx = score_x + (score_w - sum_w - points_w) // 2 + sum_w
    theme.draw_text(
        surface, sum_text(row.breakdown), None, px(24, s), theme.MUTED, "bold", "midright",
        box=pygame.Rect(score_x, band.y, sx - px(2, s) - score_x, band.h), look=look,
    )  # fmt: skip
    theme.draw_text(
        surface, numbers.number(row.score), None, px(34, s), theme.CREAM, "display", "midleft",
        box=pygame.Rect(sx + px(6, s), band.y, score_x + score_w - sx - px(6, s), band.h),
        look=look,
    )  # fmt: skip
    if multi:
        right = x + name_w + cards_w + chips_w + score_w + total_w
        total = numbers.number(row.total)
        theme.draw_text(
            surface, total, None, px(34, s), theme.BRASS if win else theme.CREAM,
            "display", box=pygame.Rect(right - total_w, band.y, total_w, band.h), look=look,
        )  # fmt: skip


def draw_runs(
    surface: pygame.Surface,
    b: ScoreBreakdown,
    area: pygame.Rect,
    s: float,
    min_h: int = 0,
    *,
    look: Look,
) -> None:
    slots = run_slots(b, area, min_h)
    if not slots:
        theme.draw_text(
            surface, _("no cards"), None, px(20, s), theme.MUTED, "body", box=area, look=look
        )
    for card, style, crect in slots:
        surface.blit(sprites.card_art(card, crect.h, style, look=look), crect)
