"""The statistics screen's pictures (scenes/stats.py): a player's score over time as a
line chart and the spread of their scores as a histogram, drawn with pygame in the
table's colours (game/draw/theme.py), and the words each view shows. No plotting library:
a chart is a few lines, dots and bars."""

from __future__ import annotations

import time
from collections.abc import Sequence

import pygame

from game import numbers
from game.draw import theme
from game.draw.look import Look
from game.draw.theme import px
from game.history_stats import MIXED, PEOPLE, KeptGame, MatchKind, Mistake, Played, histogram
from game.i18n import _, ngettext, npgettext, pgettext
from game.special_text import for_card
from scenes.levels import level_label

LINE = (120, 200, 160)  # the score line: a lighter felt, so the brass dots stand out


def date_text(when: float) -> str:
    """A match's date and time, as digits every language reads."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(when))
    except (OverflowError, OSError, ValueError):
        return "?"


def pair(label: str, value: str) -> str:
    """ "3 players: 24.5", as the language sets a colon (French with a space before)."""
    return _("{label}: {value}").format(label=label, value=value)


def players_text(count: int) -> str:
    return ngettext("{count} player", "{count} players", count).format(count=count)


def opponents_text(level: str) -> str:
    if level == PEOPLE:
        return _("People only")
    if level == MIXED:
        return _("Mixed bots")
    return level_label(level)


def kind_text(kind: MatchKind) -> str:
    """A kind of match in words: "Base game", "Expansion · Tactical variant · 3 rounds"."""
    parts = [_("Expansion") if kind.expansion else _("Base game")]
    if kind.tactical:
        parts.append(_("Tactical variant"))
    if kind.rounds > 1:
        parts.append(
            ngettext("{count} round", "{count} rounds", kind.rounds).format(count=kind.rounds)
        )
    return " · ".join(parts)


def played_text(match: Played) -> str:
    """ "12 points · 4 players · 2026-11-27 21:40" """
    points = ngettext("{count} point", "{count} points", match.score).format(
        count=numbers.number(match.score)
    )
    return f"{points} · {players_text(match.players)} · {date_text(match.when)}"


def game_lines(game: KeptGame) -> tuple[str, str]:
    """A kept match in two lines: when, its rules and how many played; then who won and
    every score."""
    if not game.finished:
        outcome = _("Unfinished")
    elif len(game.winners) > 1:
        outcome = _("Shared win: {names}").format(
            names=", ".join(game.names[i] for i in game.winners)
        )
    else:
        outcome = _("Won by {name}").format(name=", ".join(game.names[i] for i in game.winners))
    head = f"{date_text(game.when)} · {kind_text(game.kind)} · {players_text(game.players)}"
    scores = " · ".join(
        f"{name} {numbers.number(score)}"
        for name, score in zip(game.names, game.scores, strict=False)
    )
    return head, f"{outcome} · {scores}"


def mistake_text(mistake: Mistake) -> str:
    """A mistake in one sentence: what was done to the card and what was better.

    Each pair of moves is a whole sentence per kind of card (for_card reads the kind from
    the kept label: a number card's label is its digits), so each language says the card
    with its own article and case."""
    card, pot = mistake.label, mistake.pot
    said = _mistake_sentence(mistake.chosen, mistake.best, card, pot)
    return said.format(card=card, count=pot)


def _mistake_sentence(chosen: str, best: str, card: str, pot: int) -> str:
    # The contexts are written out: Babel reads the calls, not constants.
    match (chosen, best, pot > 0):
        case ("take", "pass", False):
            return for_card(
                card,
                pgettext("number card", "You took {card}; saying no thanks was better."),
                pgettext("special card", "You took {card}; saying no thanks was better."),
            )
        case ("take", "pass", True):
            return for_card(
                card,
                npgettext(
                    "number card",
                    "You took {card} with {count} counter; saying no thanks was better.",
                    "You took {card} with {count} counters; saying no thanks was better.",
                    pot,
                ),
                npgettext(
                    "special card",
                    "You took {card} with {count} counter; saying no thanks was better.",
                    "You took {card} with {count} counters; saying no thanks was better.",
                    pot,
                ),
            )
        case ("pass", "take", False):
            return for_card(
                card,
                pgettext("number card", "You said no thanks to {card}; taking it was better."),
                pgettext("special card", "You said no thanks to {card}; taking it was better."),
            )
        case ("pass", "take", True):
            return for_card(
                card,
                npgettext(
                    "number card",
                    "You said no thanks to {card} with {count} counter on it;"
                    " taking it was better.",
                    "You said no thanks to {card} with {count} counters on it;"
                    " taking it was better.",
                    pot,
                ),
                npgettext(
                    "special card",
                    "You said no thanks to {card} with {count} counter on it;"
                    " taking it was better.",
                    "You said no thanks to {card} with {count} counters on it;"
                    " taking it was better.",
                    pot,
                ),
            )
        case ("bid", "decline", False):
            return for_card(
                card,
                pgettext("number card", "You bid a counter on {card}; declining it was better."),
                pgettext("special card", "You bid a counter on {card}; declining it was better."),
            )
        case ("bid", "decline", True):
            return for_card(
                card,
                npgettext(
                    "number card",
                    "You bid a counter on {card} when it already had {count} counter;"
                    " declining it was better.",
                    "You bid a counter on {card} when it already had {count} counters;"
                    " declining it was better.",
                    pot,
                ),
                npgettext(
                    "special card",
                    "You bid a counter on {card} when it already had {count} counter;"
                    " declining it was better.",
                    "You bid a counter on {card} when it already had {count} counters;"
                    " declining it was better.",
                    pot,
                ),
            )
        case ("decline", "bid", False):
            return for_card(
                card,
                pgettext("number card", "You declined {card}; bidding a counter was better."),
                pgettext("special card", "You declined {card}; bidding a counter was better."),
            )
        case ("decline", "bid", True):
            return for_card(
                card,
                npgettext(
                    "number card",
                    "You declined {card} with {count} counter on it; bidding a counter was better.",
                    "You declined {card} with {count} counters on it;"
                    " bidding a counter was better.",
                    pot,
                ),
                npgettext(
                    "special card",
                    "You declined {card} with {count} counter on it; bidding a counter was better.",
                    "You declined {card} with {count} counters on it;"
                    " bidding a counter was better.",
                    pot,
                ),
            )
        case (_, _, False):
            return for_card(
                card,
                pgettext("number card", "At {card}, another choice was better."),
                pgettext("special card", "At {card}, another choice was better."),
            )
    return for_card(
        card,
        npgettext(
            "number card",
            "At {card} with {count} counter on it, another choice was better.",
            "At {card} with {count} counters on it, another choice was better.",
            pot,
        ),
        npgettext(
            "special card",
            "At {card} with {count} counter on it, another choice was better.",
            "At {card} with {count} counters on it, another choice was better.",
            pot,
        ),
    )


def cost_text(cost: float) -> str:
    return ngettext("−{count} point", "−{count} points", round(cost)).format(
        count=numbers.number(round(cost, 1))
    )


# Charts ----------------------------------------------------------------------------------
def line_h(size: int, *, look: Look) -> int:
    """The height of a line of words at `size`, or at the floor (TV text) if larger."""
    return theme.font(max(size, look.text_floor, theme.MIN_TEXT), "bold").get_linesize()


def _frame(
    surface: pygame.Surface, box: pygame.Rect, s: float, title: str, *, look: Look
) -> pygame.Rect:
    """A chart's panel and title; returns the plot area inside it."""
    theme.draw_panel(surface, box, s, alpha=200, look=look)
    pad = px(12, s)
    title_h = max(px(34, s), line_h(px(24, s), look=look))
    theme.draw_text(
        surface, title, None, px(24, s), theme.BRASS, "bold", "midtop",
        box=pygame.Rect(box.x + pad, box.y + pad // 2, box.w - 2 * pad, title_h), lines=1,
        floor=theme.MIN_TEXT, look=look,
    )  # fmt: skip
    top = box.y + pad // 2 + title_h
    return pygame.Rect(box.x + pad, top, box.w - 2 * pad, max(1, box.bottom - pad - top))


def _label(
    surface: pygame.Surface, text: str, box: pygame.Rect, s: float, anchor: str, *, look: Look
) -> None:
    theme.draw_text(
        surface, text, None, px(20, s), theme.MUTED, "bold", anchor, box=box, lines=1,
        floor=theme.MIN_TEXT, look=look,
    )  # fmt: skip


def draw_line_chart(
    surface: pygame.Surface, box: pygame.Rect, s: float, scores: Sequence[int], *, look: Look
) -> list[tuple[int, int]]:
    """The scores, oldest first, joined by a line, each a dot; the lowest and highest
    score named on the left. Returns the dots' centres (tests read them)."""
    plot = _frame(surface, box, s, _("Score over time"), look=look)
    if not scores:
        return []
    label_h = max(px(26, s), line_h(px(20, s), look=look))
    label_w = max(
        px(56, s),
        theme.font(max(px(20, s), look.text_floor), "bold").size(
            numbers.number(max(scores, key=lambda v: len(str(v))))
        )[0]
        + px(12, s),
    )
    # The axes named: the score up the side (above its figures), the games along the
    # bottom in the order they were played.
    _label(
        surface, _("Score"), pygame.Rect(plot.x, plot.y, plot.w, label_h), s, "midleft", look=look
    )
    along = pygame.Rect(plot.x + label_w, plot.bottom - label_h, plot.w - label_w, label_h)
    _label(surface, _("Games, oldest to newest"), along, s, "midtop", look=look)
    top = plot.y + label_h + label_h // 2
    area = pygame.Rect(plot.x + label_w, top, plot.w - label_w, 0)
    area.h = max(1, along.top - px(6, s) - top)
    low, high = min(scores), max(scores)
    span = max(1, high - low)
    pygame.draw.line(surface, theme.PANEL_EDGE, area.bottomleft, area.bottomright, max(1, px(2, s)))
    pygame.draw.line(surface, theme.PANEL_EDGE, area.topleft, area.bottomleft, max(1, px(2, s)))
    for value, y in ((high, area.top), (low, area.bottom)):
        cell = pygame.Rect(plot.x, y - label_h // 2, label_w - px(8, s), label_h)
        _label(surface, numbers.number(value), cell, s, "midright", look=look)
        if value != low or high == low:
            pygame.draw.line(surface, (36, 70, 56), (area.x, y), (area.right, y), 1)
    count = len(scores)
    step = area.w / max(1, count - 1)
    dots = [
        (
            area.x + (int(i * step) if count > 1 else area.w // 2),
            area.bottom - int((score - low) * area.h / span) if high != low else area.centery,
        )
        for i, score in enumerate(scores)
    ]
    if len(dots) > 1:
        pygame.draw.lines(surface, LINE, False, dots, max(2, px(4, s)))
    radius = max(3, px(7 if count <= 30 else 4, s))
    for dot in dots:
        pygame.draw.circle(surface, theme.INK, dot, radius + 1)
        pygame.draw.circle(surface, theme.BRASS, dot, radius)
    return dots


def _band(low: int, high: int) -> str:
    return numbers.number(low) if low == high else f"{numbers.number(low)}–{numbers.number(high)}"


def draw_histogram(
    surface: pygame.Surface, box: pygame.Rect, s: float, scores: Sequence[int], *, look: Look
) -> list[tuple[int, int, int]]:
    """How many matches scored in each band, as bars with their counts above and the
    band's lowest score under them. Returns the bars (low, high, count)."""
    plot = _frame(surface, box, s, _("Spread of scores"), look=look)
    if not scores:
        return []
    label_h = max(px(26, s), line_h(px(20, s), look=look))
    # As many bands as fit their "low–high" under them at the size drawn (larger text
    # leaves room for fewer); at three, a band too narrow names its lowest score alone.
    face = theme.font(max(px(18, s), look.text_floor, theme.MIN_TEXT), "bold")
    bins = max(3, min(8, plot.w // max(1, px(64, s))))
    while True:
        bars = histogram(scores, bins)
        room = int(plot.w / len(bars)) - 2
        ranged = all(face.size(_band(low, high))[0] <= room for low, high, _n in bars)
        if ranged or bins <= 3:
            break
        bins -= 1
    # The axes named: how many games up the side, the score band along the bottom.
    _label(
        surface, _("Games"), pygame.Rect(plot.x, plot.y, plot.w, label_h), s, "midleft", look=look
    )
    along = pygame.Rect(plot.x, plot.bottom - label_h, plot.w, label_h)
    _label(surface, _("Score"), along, s, "midtop", look=look)
    top = plot.y + 2 * label_h
    area = pygame.Rect(plot.x, top, plot.w, max(1, along.top - label_h - top))
    most = max(n for _low, _high, n in bars)
    slot = area.w / len(bars)
    gap = max(2, int(slot * 0.18))
    for i, (low, high, n) in enumerate(bars):
        x = area.x + int(i * slot)
        height = int(area.h * n / most) if most else 0
        bar = pygame.Rect(x + gap // 2, area.bottom - height, max(1, int(slot) - gap), height)
        if n:
            pygame.draw.rect(
                surface, theme.TOMATO_DARK, bar.move(0, px(3, s)), border_radius=px(6, s)
            )
            pygame.draw.rect(surface, theme.TOMATO, bar, border_radius=px(6, s))
            count_box = pygame.Rect(x, bar.top - label_h, int(slot), label_h)
            _label(surface, numbers.number(n), count_box, s, "midbottom", look=look)
        band = _band(low, high) if ranged else numbers.number(low)
        under = pygame.Rect(x, area.bottom + px(2, s), int(slot), label_h)
        theme.draw_text(
            surface, band, None, px(18, s), theme.CREAM, "bold", "midtop", box=under, lines=1,
            floor=theme.MIN_TEXT, may_cut=True, look=look,
        )  # fmt: skip
    pygame.draw.line(surface, theme.PANEL_EDGE, area.bottomleft, area.bottomright, max(1, px(2, s)))
    return bars
