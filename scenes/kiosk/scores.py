"""Best scores on screen: today's and all time, lowest first, for one table size."""

from __future__ import annotations

import pygame

from game.app import theme
from game.i18n import _, ngettext
from game.kiosk.scores import Entry, HighScores

SHOWN = 5


def _column(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    entries: list[Entry],
    highlight: Entry | None,
) -> None:
    short = min(surface.get_size())
    theme.draw_panel(surface, rect, max(0.3, short / 720), alpha=215)
    line_h = rect.h // (SHOWN + 2)
    # Text follows the row height, but never wider than the panel allows.
    size = min(int(line_h * 0.55), rect.w // 9)
    theme.draw_text(
        surface,
        title,
        (rect.centerx, rect.y + line_h // 2 + line_h // 4),
        min(size, rect.w // 12),
        theme.BRASS,
        "display",
    )
    if not entries:
        theme.draw_text(
            surface,
            _("No scores yet: be the first!"),
            (rect.centerx, rect.y + line_h * 2),
            min(int(line_h * 0.36), rect.w // 18),
            theme.MUTED,
            "body",
        )
    for i, entry in enumerate(entries[:SHOWN]):
        y = rect.y + line_h * (i + 1) + line_h // 2 + line_h // 3
        color = theme.BRASS if entry is highlight else theme.CREAM
        theme.draw_text(
            surface,
            f"{i + 1}.",
            (rect.x + rect.w * 16 // 100, y),
            size,
            theme.MUTED,
            "bold",
            anchor="midright",
        )
        theme.draw_text(
            surface,
            entry.initials,
            (rect.x + rect.w * 24 // 100, y),
            size,
            color,
            "display",
            anchor="midleft",
        )
        theme.draw_text(
            surface,
            str(entry.score),
            (rect.right - rect.w * 12 // 100, y),
            size,
            color,
            "display",
            anchor="midright",
        )


def draw_best_scores(
    surface: pygame.Surface,
    area: pygame.Rect,
    scores: HighScores,
    players: int,
    highlight: Entry | None = None,
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
    _column(surface, rects[0], today, scores.of_today(players), highlight)
    _column(surface, rects[1], _("All time"), scores.all_time(players), highlight)
