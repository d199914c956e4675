"""Best scores on screen: today's and all time, lowest first, for one table size."""

from __future__ import annotations

import pygame

from game import numbers
from game.draw import theme
from game.draw.look import Look
from game.i18n import _, ngettext
from game.kiosk.scores import Entry, HighScores

SHOWN = 5


def _column(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    entries: list[Entry],
    highlight: Entry | None,
    *,
    look: Look,
) -> None:
    short = min(surface.get_size())
    theme.draw_panel(surface, rect, max(0.3, short / 720), alpha=215, look=look)
    line_h = rect.h // (SHOWN + 2)
    pad = rect.w // 20
    # Text follows the row height, but never wider than the panel allows.
    size = min(int(line_h * 0.68), rect.w // 9)
    title_box = pygame.Rect(rect.x + pad, rect.y + line_h // 4, rect.w - 2 * pad, line_h)
    theme.draw_text(surface, title, None, size, theme.BRASS, "display", box=title_box, look=look)
    if not entries:
        theme.draw_text(
            surface, _("No scores yet: be the first!"), None,
            min(int(line_h * 0.36), rect.w // 18), theme.MUTED, "body", "midtop",
            box=pygame.Rect(rect.x + pad, rect.y + line_h * 3 // 2, rect.w - 2 * pad, line_h * 2),
            lines=3, look=look,
        )  # fmt: skip
    for i, entry in enumerate(entries[:SHOWN]):
        top = rect.y + line_h * (i + 1) + line_h // 3
        color = theme.BRASS if entry is highlight else theme.CREAM
        rank_right = rect.x + rect.w * 16 // 100
        initials_left = rect.x + rect.w * 24 // 100
        score_right = rect.right - rect.w * 12 // 100
        theme.draw_text(
            surface, f"{i + 1}.", None, size, theme.MUTED, "display", "midright",
            box=pygame.Rect(rect.x + pad // 2, top, rank_right - rect.x - pad // 2, line_h),
            look=look,
        )  # fmt: skip
        least = max(size, look.text_floor, theme.MIN_TEXT)
        score_w = theme.font(least, "display").size(numbers.number(entry.score))[0] + 2
        theme.draw_text(
            surface, entry.initials, None, size, color, "display", "midleft",
            box=pygame.Rect(initials_left, top, score_right - score_w - pad // 2 - initials_left,
                            line_h),
            may_cut=True, look=look,
        )  # fmt: skip
        theme.draw_text(
            surface, numbers.number(entry.score), None, size, color, "display", "midright",
            box=pygame.Rect(score_right - score_w, top, score_w, line_h), look=look,
        )  # fmt: skip


def draw_best_scores(
    surface: pygame.Surface,
    area: pygame.Rect,
    scores: HighScores,
    players: int,
    highlight: Entry | None = None,
    *,
    look: Look,
) -> None:
    """Two panels, today's best and all time, side by side (stacked on a portrait screen)."""
    g = min(area.size) // 20
    if area.h > area.w:
        h = (area.h - g) // 2
        rects = [
            pygame.Rect(area.x, area.y, area.w, h),
            pygame.Rect(area.x, area.y + h + g, area.w, h),
        ]
    else:
        w = (area.w - g) // 2
        rects = [
            pygame.Rect(area.x, area.y, w, area.h),
            pygame.Rect(area.x + w + g, area.y, w, area.h),
        ]
    today = ngettext("Today · {count} player", "Today · {count} players", players)
    today = today.format(count=players)
    _column(surface, rects[0], today, scores.of_today(players), highlight, look=look)
    _column(surface, rects[1], _("All time"), scores.all_time(players), highlight, look=look)
