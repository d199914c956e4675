"""Round and match results: each seat's runs (the scoring card highlighted), counters,
cards − counters = score, match totals, and a crown on every winner (a tie shares it).
With the expansion, each row also names every special card's effect on that seat's score
("Bonus +15: −15", "Double Counters: 8 → 16", the wild's number), each beside the card's
face drawn small, from the engine's `ScoreBreakdown.effects`; the sum then reads
cards − counters ± specials = score.

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
from game.app.special_text import SHORT_NAME
from game.app.theme import px
from game.i18n import N_, _, ngettext
from game.rules import Card, GameRecord, ScoreBreakdown
from game.rules.cards import CardKind
from game.rules.events import RoundEnded
from scenes.looks import seat_look
from scenes.table.layout import display_slots

if TYPE_CHECKING:
    from game.match.model import Match
    from game.match.setup import MatchSetup


SMALLEST_WORDS = 14  # pixels: effect words under a row are not drawn smaller than this
_COUNTER_STEPS = {
    CardKind.DOUBLE_COUNTERS: lambda n: n * 2,
    CardKind.HALVE_COUNTERS: lambda n: n // 2,
}


@dataclass(frozen=True)
class EffectLine:
    """One special card's effect on a score, in words: `full` for a roomy row
    ("Bonus +15: −15"), `short` for a tight one ("−15")."""

    card: Card
    full: str
    short: str


def _signed(points: int) -> str:
    return f"+{points}" if points >= 0 else f"−{-points}"


def effect_lines(breakdown: ScoreBreakdown) -> list[EffectLine]:
    """Every effect of the breakdown [X2] [X3], in the engine's order (the counter cards
    last, in the order they act: double, halve, counters negative)."""
    lines: list[EffectLine] = []
    counters = breakdown.counters
    for effect in breakdown.effects:
        card, kind, points = effect.card, effect.card.kind, effect.points
        name = SHORT_NAME.get(kind, card.name)
        if kind is CardKind.WILD:
            value = breakdown.number_of(card)
            full, short = _("{name}: used as {value}").format(name=name, value=value), f"= {value}"
        elif kind in _COUNTER_STEPS:
            after = _COUNTER_STEPS[kind](counters)
            full, short = f"{name}: {counters} → {after}", f"{counters}→{after}"
            counters = after
        elif kind is CardKind.COUNTERS_NEGATIVE:
            full = f"{name}: −{counters} → +{counters}"
            short = f"+{counters}"
        elif kind is CardKind.HIGHEST_DOUBLED:
            # The points it adds are the doubled card's own value (the 40, or a run's lowest).
            full = (
                f"{name}: {points} → {points * 2}"
                if points
                else _("{name}: no card").format(name=name)
            )
            short = f"{points}→{points * 2}" if points else "+0"
        elif kind in (CardKind.CARD_BONUS, CardKind.CARD_PENALTY):
            full = ngettext(
                "{name}: {count} card, {points}", "{name}: {count} cards, {points}", abs(points)
            ).format(name=name, count=abs(points), points=_signed(points))
            short = _signed(points)
        else:  # bonuses, the 40
            full, short = f"{name}: {_signed(points)}", _signed(points)
        lines.append(EffectLine(card, full, short))
    return lines


@dataclass(frozen=True)
class SeatResult:
    name: str
    look: sprites.Look
    breakdown: ScoreBreakdown
    score: int
    total: int


class ResultsScene(Scene):
    name = "results"
    settle_seconds = 0.4  # it opens unbidden: see Scene.settle_seconds

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
                ui.Button(N_("Play again"), self.play_again, name="again"),
                ui.Button(N_("Review"), self.review, name="review"),
                ui.Button(N_("Menu"), self.to_menu, name="menu"),
            ]
        else:
            items = [ui.Button(N_("Next round"), self.next_round, name="next")]
        self.menu = ui.Menu(items, horizontal=True)
        self.record: GameRecord | None = None  # the finished match, for Review
        self.human_moves: tuple[int, ...] = ()  # where the people decided in it
        self.size = (1280, 720)

    # Builders -----------------------------------------------------------------------
    @classmethod
    def for_round(cls, match: Match, event: RoundEnded) -> ResultsScene:
        rows = [
            SeatResult(
                match.names[i],
                seat_look(match.setup, i),
                event.breakdowns[i],
                event.scores[i],
                event.totals[i],
            )
            for i in range(len(event.scores))
        ]
        rounds = match.game.config.rounds
        return cls(match.seats_now(), rows, event.winners, event.round, rounds, False)

    @classmethod
    def for_match(cls, match: Match) -> ResultsScene:
        """The final results; "Play again" and Review take the seats as held at the end."""
        game = match.game
        last = game.round_results[-1]
        rows = [
            SeatResult(
                match.names[i],
                seat_look(match.setup, i),
                last.breakdowns[i],
                last.scores[i],
                game.totals[i],
            )
            for i in range(game.config.players)
        ]
        scene = cls(match.seats_now(), rows, game.winners, last.round, game.config.rounds, True)
        scene.record = game.record
        scene.human_moves = tuple(match.human_moves)
        return scene

    # Actions ------------------------------------------------------------------------
    def next_round(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def play_again(self) -> None:
        if self.stack is not None:
            seed = random.SystemRandom().randrange(1 << 31)
            self.stack.replace_named("table", self.setup, seed)

    def review(self) -> None:
        if self.stack is not None and self.record is not None:
            self.stack.push_named("review", self.setup, self.record, moves=self.human_moves)

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
        if not self.final:
            if alone:
                said = ngettext(
                    "{names} wins the round with {count} point: the lowest score",
                    "{names} wins the round with {count} points: the lowest score",
                    points,
                )
            else:
                said = ngettext(
                    "{names} share the round with {count} point each: the lowest score",
                    "{names} share the round with {count} points each: the lowest score",
                    points,
                )
        elif alone:
            if by_total:
                said = ngettext(
                    "{names} wins with {count} point: the lowest total",
                    "{names} wins with {count} points: the lowest total",
                    points,
                )
            else:
                said = ngettext(
                    "{names} wins with {count} point: the lowest score",
                    "{names} wins with {count} points: the lowest score",
                    points,
                )
        elif by_total:
            said = ngettext(
                "{names} share the win with {count} point each: the lowest total",
                "{names} share the win with {count} points each: the lowest total",
                points,
            )
        else:
            said = ngettext(
                "{names} share the win with {count} point each: the lowest score",
                "{names} share the win with {count} points each: the lowest score",
                points,
            )
        return said.format(names=names, count=points)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        if self.final:
            title = _("Final results") if self.rounds > 1 else _("Game over")
        else:
            title = _("Round {round} of {rounds}").format(round=self.round_no, rounds=self.rounds)
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
        headline = theme.draw_text(
            surface,
            self.headline(),
            (w // 2, px(92, s)),
            px(28, s),
            theme.BRASS,
            "bold",
            shadow=2,
        )
        if self.rows_shown:
            self._draw_table(surface, s, headline)
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
        return [(Intent.LEFT, N_("Choose")), (Intent.CONFIRM, N_("Select"))]

    def _header_size(self, s: float) -> int:
        return max(px(16, s), theme.text_floor(), theme.MIN_TEXT)

    def _score_header(self) -> str:
        specials = any(row.breakdown.effects for row in self.rows)
        if self.rounds > 1:
            return (
                _("this round: cards − counters ± specials")
                if specials
                else _("this round: cards − counters")
            )
        return _("score: cards − counters ± specials") if specials else _("score: cards − counters")

    def _columns(self, surface: pygame.Surface, s: float) -> tuple[pygame.Rect, list[int]]:
        """The table's panel (its top is set later) and its columns' widths: badge+name,
        cards, counters, score sum, match total. A column is its share of the panel, or
        as wide as its header needs to fit on two lines (a long word at TV size, a
        longer language), whichever is wider; the cards take what is left."""
        w = surface.get_width()
        specials = any(row.breakdown.effects for row in self.rows)
        panel = pygame.Rect(0, 0, min(w - px(40, s), px(1180, s)), 0)
        panel.centerx = w // 2
        size = self._header_size(s)
        pad = px(8, s)
        name_w = int(panel.w * 0.22)
        score_w = max(
            int(panel.w * (0.25 if specials else 0.2)),  # "37 − 3 − 15 =" is longer
            _two_line_width(self._score_header(), size) + pad,
        )
        total_w = (
            max(int(panel.w * 0.1), _two_line_width(_("match total"), size) + pad)
            if self.rounds > 1
            else 0
        )
        chips_w = max(int(panel.w * 0.09), _two_line_width(_("counters"), size) + pad)
        cards_w = panel.w - name_w - score_w - total_w - chips_w
        return panel, [name_w, cards_w, chips_w, score_w, total_w]

    def _header_boxes(
        self, panel: pygame.Rect, widths: list[int], s: float, header_y: int
    ) -> list[tuple[str, pygame.Rect]]:
        """Each column's header and its box, bottom at `header_y`: a header keeps to its
        own column (two lines at most), so big TV text wraps instead of running into the
        next header."""
        name_w, cards_w, chips_w, score_w, total_w = widths
        multi = self.rounds > 1
        score = self._score_header()
        columns = [
            (_("cards (runs count their lowest)"), panel.x + name_w, cards_w),
            (_("counters"), panel.x + name_w + cards_w, chips_w),
            (score, panel.x + name_w + cards_w + chips_w, score_w),
        ]
        if multi:
            columns.append((_("match total"), panel.right - total_w, total_w))
        size = self._header_size(s)
        header_h = 2 * theme.font(size, "body").get_linesize()
        return [
            (label, pygame.Rect(x + px(4, s), header_y - header_h, col_w - px(8, s), header_h))
            for label, x, col_w in columns
        ]

    def _headers_clearance(
        self, boxes: list[tuple[str, pygame.Rect]], s: float, headline: pygame.Rect
    ) -> int:
        """How far the headers (and the table under them) must move down for their words
        to clear the headline (long words at TV size wrap to two lines and reached up
        into it)."""
        shift = 0
        for label, box in boxes:
            layout = theme.fit_text(label, px(16, s), "body", box.w, box.h, lines=2)
            f = theme.font(layout.size, "body")
            ink = pygame.Rect(0, 0, max(f.size(line)[0] for line in layout.lines), 0)
            ink.height = len(layout.lines) * f.get_linesize()
            ink.midbottom = box.midbottom
            if ink.colliderect(headline):
                shift = max(shift, headline.bottom + px(4, s) - ink.top)
        return shift

    def _draw_table(self, surface: pygame.Surface, s: float, headline: pygame.Rect) -> None:
        w = surface.get_width()
        top = px(132, s)
        panel, widths = self._columns(surface, s)
        headers = self._header_boxes(panel, widths, s, top - px(2, s))
        shift = self._headers_clearance(headers, s, headline)
        top += shift
        bottom = self.menu.bounds().top - px(14, s)
        n = len(self.rows)
        # Rows that name special cards' effects get room for a second line.
        specials = any(row.breakdown.effects for row in self.rows)
        # An upright screen has height to spare: larger cards and words there.
        tall = surface.get_height() > w
        cap = (200 if tall else 118) if specials else 84
        row_h = min(px(cap, s), (bottom - top) // n)
        panel.top, panel.height = top, row_h * n + px(10, s)
        theme.draw_panel(surface, panel.inflate(px(16, s), px(8, s)), s, alpha=210)
        multi = self.rounds > 1
        name_w, cards_w, chips_w, score_w, total_w = widths
        for label, box in headers:
            theme.draw_text(
                surface, label, None, px(16, s), theme.MUTED, "body", anchor="midbottom",
                box=box.move(0, shift), lines=2,
            )  # fmt: skip
        order = sorted(range(n), key=lambda i: (self.rows[i].total, i)) if self.final else range(n)
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
            bx = rect.x + px(12, s)
            # With specials, the effects take lines across the whole row, under its
            # name, runs, counters and score.
            wide = pygame.Rect(bx, rect.y, rect.w - px(24, s), row_h)
            largest = px(30 if tall else 24, s)
            card_cap = px(110 if tall else 76, s) if specials else row_h
            row_cards_h = min(max(26, int(row_h * 0.9)), card_cap)
            beside_args = (row.breakdown, cards_w - px(10, s), row_cards_h)
            beside_size = min(largest, row_h * 2 // 5)
            # Upright, rows have height to spare: the effects always go under the runs.
            beside = None if tall else _effects_beside(*beside_args, beside_size, s, full=True)
            effects = None if beside else _effects_layout(row.breakdown, wide.w, row_h, largest)
            if effects and effects.size < SMALLEST_WORDS:
                # Words under a low row would be too small: short ones beside the runs.
                beside = _effects_beside(*beside_args, beside_size, s, full=False)
                effects = None if beside else effects
            upper_h = row_h - effects.height if effects else row_h
            cy = rect.y + upper_h // 2
            d = min(int(upper_h * 0.72), px(64, s))
            surface.blit(sprites.badge(row.look, d), (bx, cy - d // 2))
            if win:
                crown = sprites.crown(int(d * 0.7))
                surface.blit(crown, crown.get_rect(midbottom=(bx + d // 2, cy - d // 2 + px(8, s))))
            theme.draw_text(
                surface,
                row.name,
                (bx + d + px(10, s), cy),
                px(26, s),
                theme.BRASS if win else theme.CREAM,
                "bold",
                anchor="midleft",
            )
            card_h = min(max(26, int(upper_h * 0.9)), card_cap)
            area = pygame.Rect(rect.x + name_w, cy - card_h // 2, cards_w - px(10, s), card_h)
            if beside:
                # Runs and effects side by side, the pair centred in the cards column.
                layout, runs_w = beside
                gap = layout.size
                area.w = runs_w
                area.x += (cards_w - px(10, s) - runs_w - gap - layout.width) // 2
                layout.draw(surface, (area.right + gap, cy - layout.height // 2))
            _draw_runs(surface, row.breakdown, area, s)
            if effects:
                effects.draw(surface, (wide.x, rect.y + upper_h))
            cx = rect.x + name_w + cards_w + chips_w // 2
            chip = sprites.chip(px(26, s))
            surface.blit(chip, chip.get_rect(midright=(cx - px(2, s), cy)))
            theme.draw_text(
                surface,
                str(row.breakdown.counters),
                (cx + px(4, s), cy),
                px(28, s),
                theme.CREAM,
                "display",
                anchor="midleft",
            )
            # The sum is right of the column's middle when it may name specials' points.
            sx = rect.x + name_w + cards_w + chips_w + int(score_w * (0.68 if specials else 0.5))
            b = row.breakdown
            # The counter cards change the counters' own term (Counters Negative adds
            # them): shown there, not as a special's points, so the sum reads true.
            counter_kinds = (*_COUNTER_STEPS, CardKind.COUNTERS_NEGATIVE)
            counter_term = b.counter_points + sum(
                e.points for e in b.effects if e.card.kind in counter_kinds
            )
            extra = sum(e.points for e in b.effects if e.card.kind not in counter_kinds)
            others = any(e.card.kind not in counter_kinds for e in b.effects)
            specials_part = f" {_signed(extra)[0]} {abs(extra)}" if others else ""
            theme.draw_text(
                surface,
                f"{b.card_points} {_signed(counter_term)[0]} {abs(counter_term)}{specials_part} =",
                (sx - px(2, s), cy),
                px(24, s),
                theme.MUTED,
                "bold",
                anchor="midright",
            )
            theme.draw_text(
                surface,
                str(row.score),
                (sx + px(6, s), cy),
                px(34, s),
                theme.CREAM,
                "display",
                anchor="midleft",
            )
            if multi:
                theme.draw_text(
                    surface,
                    str(row.total),
                    (rect.right - total_w // 2, cy),
                    px(34, s),
                    theme.BRASS if win else theme.CREAM,
                    "display",
                )


def _two_line_width(text: str, size: int) -> int:
    """The narrowest width (to a few pixels) at which `text` in the body font at `size`
    fits on two lines without shrinking: at least its widest word."""
    size = max(size, theme.text_floor(), theme.MIN_TEXT)
    f = theme.font(size, "body")

    def fits(width: int) -> bool:
        layout = theme.fit_text(text, size, "body", width, lines=2, floor=size)
        return not layout.ellipsised

    low = max((f.size(word)[0] for word in text.split()), default=0) - 1
    high = f.size(text)[0] + 1
    while high - low > 2:
        mid = (low + high) // 2
        if fits(mid):
            high = mid
        else:
            low = mid
    return high


def _run_slots(b: ScoreBreakdown, area: pygame.Rect) -> list[tuple[Card, str, pygame.Rect]]:
    """The runs (the wild at the number it stands for) laid out like a display."""
    cards = [card for run in b.runs for card in run]
    # The table's layout groups runs by number: the wild goes in as the number it is.
    stand_in = {Card.number(b.number_of(card)): card for card in cards}
    card_h = area.h - int(area.h * 0.08)
    return [(stand_in[c], style, r) for c, style, r in display_slots(list(stand_in), area, card_h)]


def _draw_runs(surface: pygame.Surface, b: ScoreBreakdown, area: pygame.Rect, s: float) -> None:
    slots = _run_slots(b, area)
    if not slots:
        theme.draw_text(surface, _("no cards"), area.center, px(20, s), theme.MUTED, "body")
    for card, style, crect in slots:
        surface.blit(sprites.card_art(card, crect.h, style), crect)


def _effects_beside(
    b: ScoreBreakdown, width: int, card_h: int, size: int, s: float, full: bool
) -> tuple[_EffectsLayout, int] | None:
    """The effects on one line beside the runs, in full or short words, if both fit in
    `width` (with the runs' width); else None."""
    lines = effect_lines(b)
    size = max(size, theme.text_floor())
    if not lines:
        return None
    chips = _effect_chips(lines, full, size, 1 << 20)
    layout = _EffectsLayout(chips, size, int(size * 1.55))
    slots = _run_slots(b, pygame.Rect(0, 0, 1 << 20, card_h))
    runs_w = (
        max(r.right for *_, r in slots) - min(r.left for *_, r in slots) if slots else px(110, s)
    )
    if runs_w + size + layout.width > width:
        return None
    return layout, runs_w


@dataclass(frozen=True)
class _EffectsLayout:
    """A seat's special cards' effects as lines of [small face, words] chips."""

    lines: list[list[tuple[Card, pygame.Surface]]]
    size: int
    line_h: int

    @property
    def height(self) -> int:
        return self.line_h * len(self.lines)

    @property
    def width(self) -> int:
        face_w = sprites.card_size(int(self.size * 1.5))[0]
        return max(
            sum(face_w + self.size // 3 + text.get_width() + self.size for _, text in chips)
            - self.size
            for chips in self.lines
        )

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        x0, y = topleft
        face_h = int(self.size * 1.5)
        for chips in self.lines:
            x = x0
            mid = y + self.line_h // 2
            for card, text in chips:
                face = sprites.card_art(card, face_h)
                surface.blit(face, face.get_rect(midleft=(x, mid)))
                x += face.get_width() + self.size // 3
                surface.blit(text, text.get_rect(midleft=(x, mid)))
                x += text.get_width() + self.size
            y += self.line_h


def _effect_chips(
    lines: list[EffectLine], full: bool, size: int, width: int
) -> list[list[tuple[Card, pygame.Surface]]]:
    """The effects as [face, words] chips flowed into lines of `width` pixels."""
    rows: list[list[tuple[Card, pygame.Surface]]] = [[]]
    face_w = sprites.card_size(int(size * 1.5))[0]
    x = 0
    for line in lines:
        text = theme.render_text(line.full if full else line.short, size, theme.CREAM, "bold")
        chip_w = face_w + size // 3 + text.get_width() + size
        if rows[-1] and x + chip_w > width:
            rows.append([])
            x = 0
        rows[-1].append((line.card, text))
        x += chip_w
    return rows


def _effects_layout(
    b: ScoreBreakdown, width: int, row_h: int, largest: int
) -> _EffectsLayout | None:
    """How a seat's effects fit under its row (None without special cards): full words
    at the largest size whose lines leave the runs above them at least 58 % of the row,
    else the short form ("−15", "8→16") as large as fits."""
    lines = effect_lines(b)
    if not lines:
        return None
    floor = max(theme.text_floor(), 10)
    for full in (True, False):
        for size in range(max(largest, floor), floor - 1, -1):
            chips = _effect_chips(lines, full, size, width)
            line_h = int(size * 1.55)
            if row_h - line_h * len(chips) >= row_h * 0.58:
                return _EffectsLayout(chips, size, line_h)
    return _EffectsLayout(_effect_chips(lines, False, floor, width), floor, int(floor * 1.55))


__all__ = ["Device", "EffectLine", "ResultsScene", "SeatResult", "effect_lines"]
