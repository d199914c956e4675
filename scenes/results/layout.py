"""Measuring the results: the table's columns (each as wide as its header needs on two
lines) and the headers' boxes; a row's runs laid out like a display, and its effects as
chips flowed beside the runs or in lines under them (`EffectsLayout`)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import numbers
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from game.rules import Card, ScoreBreakdown
from scenes.results.rows import EffectLine, SeatResult, effect_lines, sum_text
from scenes.table.layout import display_slots

# Pages of (row, height) and the cards' height.
Plan = tuple[list[list[tuple[int, int]]], int]
# A row's effects: beside its runs (with the runs' width) or under it (see _placement).
Placement = tuple["tuple[EffectsLayout, int] | None", "EffectsLayout | None"]


def header_size(s: float, *, look: Look) -> int:
    return max(px(16, s), look.text_floor, theme.MIN_TEXT)


def header_gap(s: float, *, look: Look) -> int:
    """Room each side of a header: big TV words that wrap need a clear gap between
    columns, or two headers read as one ("counters counters ± specials")."""
    return max(px(4, s), header_size(s, look=look) // 3)


def score_header(rows: list[SeatResult], rounds: int) -> str:
    """The score column's header: what the sum adds up."""
    specials = any(row.breakdown.effects for row in rows)
    if rounds > 1:
        return (
            _("this round: cards − counters ± specials")
            if specials
            else _("this round: cards − counters")
        )
    return _("score: cards − counters ± specials") if specials else _("score: cards − counters")


def make_columns(
    rows: list[SeatResult], rounds: int, stacked: bool, w: int, s: float, *, look: Look
) -> tuple[pygame.Rect, list[int], tuple[int, int]]:
    """The panel, the columns' widths and `score_split`. A column is its share of the
    panel, or as wide as its header needs to fit on two lines (a long word at TV
    size, a longer language), whichever is wider; the cards take what is left."""
    specials = any(row.breakdown.effects for row in rows)
    panel = pygame.Rect(0, 0, min(w - px(40, s), px(1180, s)), 0)
    panel.centerx = w // 2
    size = header_size(s, look=look)
    pad = 2 * header_gap(s, look=look)
    # The names' column: as wide as the longest name needs (a share at most; a longer
    # one takes two lines), so the cards get the rest.
    name_font = theme.font(max(px(26, s), look.text_floor, theme.MIN_TEXT), "bold")
    longest = max(name_font.size(row.name)[0] for row in rows)
    name_w = max(int(panel.w * 0.14), min(int(panel.w * 0.22), px(100, s) + longest))
    # The sums ("37 − 3 − 15 =") and scores as wide as the widest of them.
    least = max(look.text_floor, theme.MIN_TEXT)
    sum_font = theme.font(max(px(24, s), least), "bold")
    points_font = theme.font(max(px(34, s), least), "display")
    score_split = (
        max(sum_font.size(sum_text(row.breakdown))[0] for row in rows) + px(4, s),
        max(points_font.size(numbers.number(row.score))[0] for row in rows) + px(8, s),
    )
    score_w = max(
        int(panel.w * (0.25 if specials else 0.2)),
        two_line_width(score_header(rows, rounds), size, look=look) + pad,
        sum(score_split) + 2 * pad,
    )
    total_w = (
        max(int(panel.w * 0.1), two_line_width(_("match total"), size, look=look) + pad)
        if rounds > 1
        else 0
    )
    counters_font = theme.font(max(px(28, s), least), "display")
    chips_w = max(
        int(panel.w * 0.09),
        two_line_width(_("counters"), size, look=look) + pad,
        px(40, s) + max(counters_font.size(str(r.breakdown.counters))[0] for r in rows),
    )
    if stacked:
        # Upright, each row's cards take a line of their own, the whole row wide: the
        # names share the upper line with the numbers, and no column is theirs.
        name_w = 0
    cards_w = panel.w - name_w - score_w - total_w - chips_w
    return panel, [name_w, cards_w, chips_w, score_w, total_w], score_split


def header_lines(stacked: bool) -> int:
    """How many lines a header may wrap onto: two, three upright (stacked rows), where
    larger text's words outgrow two lines in a third of the width and height is spare."""
    return 3 if stacked else 2


def header_boxes(
    rows: list[SeatResult],
    rounds: int,
    panel: pygame.Rect,
    widths: list[int],
    s: float,
    header_y: int,
    lines: int = 2,
    *,
    look: Look,
) -> list[tuple[str, pygame.Rect]]:
    """Each column's header and its box, bottom at `header_y`: a header keeps to its
    own column (`lines` lines at most), so big TV text wraps instead of running into the
    next header."""
    name_w, cards_w, chips_w, score_w, total_w = widths
    multi = rounds > 1
    score = score_header(rows, rounds)
    columns = [
        (_("cards (runs count their lowest)"), panel.x + name_w, cards_w),
        (_("counters"), panel.x + name_w + cards_w, chips_w),
        (score, panel.x + name_w + cards_w + chips_w, score_w),
    ]
    if multi:
        columns.append((_("match total"), panel.right - total_w, total_w))
    size = header_size(s, look=look)
    header_h = lines * theme.font(size, "body").get_linesize()
    gap = header_gap(s, look=look)
    return [
        (label, pygame.Rect(x + gap, header_y - header_h, col_w - 2 * gap, header_h))
        for label, x, col_w in columns
    ]


def headers_clearance(
    boxes: list[tuple[str, pygame.Rect]],
    s: float,
    headline: pygame.Rect,
    lines: int = 2,
    *,
    look: Look,
) -> int:
    """How far the headers (and the table under them) must move down for their words
    to clear the headline (long words at TV size wrap to two lines and reached up
    into it)."""
    shift = 0
    for label, box in boxes:
        layout = theme.fit_text(label, px(16, s), "body", box.w, box.h, lines=lines, look=look)
        f = theme.font(layout.size, "body")
        ink = pygame.Rect(0, 0, max(f.size(line)[0] for line in layout.lines), 0)
        ink.height = len(layout.lines) * f.get_linesize()
        ink.midbottom = box.midbottom
        if ink.colliderect(headline):
            shift = max(shift, headline.bottom + px(4, s) - ink.top)
    return shift


def two_line_width(text: str, size: int, *, look: Look) -> int:
    """The narrowest width (to a few pixels) at which `text` in the body font at `size`
    fits on two lines without shrinking: at least its widest word."""
    size = max(size, look.text_floor, theme.MIN_TEXT)
    f = theme.font(size, "body")

    def fits(width: int, *, look: Look) -> bool:
        layout = theme.fit_text(text, size, "body", width, lines=2, floor=size, look=look)
        return not layout.ellipsised

    low = max((f.size(word)[0] for word in text.split()), default=0) - 1
    high = f.size(text)[0] + 1
    while high - low > 2:
        mid = (low + high) // 2
        if fits(mid, look=look):
            high = mid
        else:
            low = mid
    return high


def run_slots(
    b: ScoreBreakdown, area: pygame.Rect, min_h: int = 0
) -> list[tuple[Card, str, pygame.Rect]]:
    """The runs (the wild at the number it stands for) laid out like a display (cards
    no lower than `min_h` when given: the runs squeeze together instead)."""
    cards = [card for run in b.runs for card in run]
    # The table's layout groups runs by number: the wild goes in as the number it is.
    stand_in = {Card.number(b.number_of(card)): card for card in cards}
    card_h = area.h - int(area.h * 0.08)
    slots = display_slots(list(stand_in), area, card_h, *([min_h] if min_h else []))
    return [(stand_in[c], style, r) for c, style, r in slots]


def effects_beside(
    b: ScoreBreakdown,
    width: int,
    card_h: int,
    size: int,
    s: float,
    full: bool,
    max_h: int = 0,
    *,
    look: Look,
) -> tuple[EffectsLayout, int] | None:
    """The effects beside the runs, in full or short words, if both fit in `width`
    (with the runs' width): on one line, or with `max_h` on as many lines as that
    height holds; else None."""
    lines = effect_lines(b)
    size = max(size, look.text_floor)
    if not lines:
        return None
    slots = run_slots(b, pygame.Rect(0, 0, 1 << 20, card_h))
    if slots:
        runs_w = max(r.right for *_, r in slots) - min(r.left for *_, r in slots)
    else:  # the words "no cards" (see draw_runs)
        words = theme.font(max(px(20, s), look.text_floor, theme.MIN_TEXT), "body")
        runs_w = max(px(110, s), words.size(_("no cards"))[0] + px(8, s))
    room = width - runs_w - size
    chips = effect_chips(lines, full, size, room if max_h else 1 << 20, look=look)
    layout = EffectsLayout(chips, size, int(size * 1.55))
    if layout.width > room or (max_h and layout.height > max_h):
        return None
    return layout, runs_w


@dataclass(frozen=True)
class EffectsLayout:
    """A seat's special cards' effects as lines of [small face, words] chips."""

    lines: list[list[tuple[Card, str, pygame.Surface]]]
    size: int
    line_h: int

    @property
    def height(self) -> int:
        return self.line_h * len(self.lines)

    @property
    def width(self) -> int:
        face_w = sprites.card_size(int(self.size * 1.5))[0]
        return max(
            sum(face_w + self.size // 3 + text.get_width() + self.size for *_, text in chips)
            - self.size
            for chips in self.lines
        )

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int], *, look: Look) -> None:
        x0, y = topleft
        face_h = int(self.size * 1.5)
        for chips in self.lines:
            x = x0
            mid = y + self.line_h // 2
            for card, words, text in chips:
                face = sprites.card_art(card, face_h, look=look)
                surface.blit(face, face.get_rect(midleft=(x, mid)))
                x += face.get_width() + self.size // 3
                # Through the one text path, in the box the chip was measured for.
                box = text.get_rect(midleft=(x, mid)).inflate(2, 2)
                theme.draw_text(
                    surface, words, None, self.size, theme.CREAM, "bold", box=box, look=look
                )
                x += text.get_width() + self.size
            y += self.line_h


def effect_chips(
    lines: list[EffectLine], full: bool, size: int, width: int, *, look: Look
) -> list[list[tuple[Card, str, pygame.Surface]]]:
    """The effects as [face, words] chips flowed into lines of `width` pixels."""
    rows: list[list[tuple[Card, str, pygame.Surface]]] = [[]]
    face_w = sprites.card_size(int(size * 1.5))[0]
    x = 0
    for line in lines:
        words = line.full if full else line.short
        text = theme.render_text(words, size, theme.CREAM, "bold", look=look)
        chip_w = face_w + size // 3 + text.get_width() + size
        if rows[-1] and x + chip_w > width:
            rows.append([])
            x = 0
        rows[-1].append((line.card, words, text))
        x += chip_w
    return rows


def effects_layout(
    b: ScoreBreakdown, width: int, row_h: int, largest: int, *, look: Look
) -> EffectsLayout | None:
    """How a seat's effects fit under its row (None without special cards): full words
    at the largest size whose lines leave the runs above them at least 58 % of the row,
    else the short form ("−15", "8→16") as large as fits."""
    lines = effect_lines(b)
    if not lines:
        return None
    floor = max(look.text_floor, 10)
    for full in (True, False):
        for size in range(max(largest, floor), floor - 1, -1):
            chips = effect_chips(lines, full, size, width, look=look)
            line_h = int(size * 1.55)
            if row_h - line_h * len(chips) >= row_h * 0.58:
                return EffectsLayout(chips, size, line_h)
    return EffectsLayout(
        effect_chips(lines, False, floor, width, look=look), floor, int(floor * 1.55)
    )
