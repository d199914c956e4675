"""Round and match results: each seat's runs (the scoring card highlighted), counters,
cards − counters = score, match totals, and a crown on every winner (a tie shares it).
With the expansion, each row also names every special card's effect on that seat's score
("Bonus +15: −15", "Double Counters: 8 → 16", the wild's number), each beside the card's
face drawn small, from the engine's `ScoreBreakdown.effects`; the sum then reads
cards − counters ± specials = score.

Upright, each row's cards take a line of their own under its name and numbers. With TV
text every card's value meets the TV floor (`theme.TV_CARD_VALUE`): the rows that do not
fit at that size go on pages, turned by UP/DOWN, a tap on the table, or every
`PAGE_SECONDS` until a player turns one.

After a round of a longer match: one button, "Next round" (pops back to the table, which
carries on with the next round's events). After the match: "Play again" (same setup, new
seed) and "Menu".
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.app import ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.special_text import SHORT_NAME
from game.draw import sprites, theme
from game.draw.theme import px
from game.i18n import N_, _, ngettext
from game.rules import Card, GameRecord, ScoreBreakdown
from game.rules.cards import CardKind
from game.rules.events import RoundEnded
from scenes.looks import seat_look
from scenes.table.layout import MIN_SLOT_H, display_slots

if TYPE_CHECKING:
    from game.match.model import Match
    from game.match.setup import MatchSetup


PAGE_SECONDS = 8.0  # a page of rows stays this long before the next (until one is turned)
SMALLEST_WORDS = 14  # pixels: effect words under a row are not drawn smaller than this
_COUNTER_STEPS = {
    CardKind.DOUBLE_COUNTERS: lambda n: n * 2,
    CardKind.HALVE_COUNTERS: lambda n: n // 2,
}


# Pages of (row, height) and the cards' height.
_Plan = tuple[list[list[tuple[int, int]]], int]
# A row's effects: beside its runs (with the runs' width) or under it (see _placement).
_Placement = tuple["tuple[_EffectsLayout, int] | None", "_EffectsLayout | None"]


@dataclass(frozen=True)
class EffectLine:
    """One special card's effect on a score, in words: `full` for a roomy row
    ("Bonus +15: −15"), `short` for a tight one ("−15")."""

    card: Card
    full: str
    short: str


def _signed(points: int) -> str:
    return f"+{points}" if points >= 0 else f"−{-points}"


def _step(name: str, before: str, after: str) -> str:
    """A special card's effect as a change, "Double counters: 5 → 10" (the arrow stays
    out of the catalogs: the display font has none)."""
    return _effect(name, f"{before} → {after}")


def _effect(name: str, effect: str) -> str:
    # Translators: a special card's effect on a score at the results: its name, then
    # the points it adds or takes away ("Bonus +5: −5") or a change ("Double
    # counters: 5 → 10").
    return _("{name}: {effect}").format(name=name, effect=effect)


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
            full, short = _step(name, str(counters), str(after)), f"{counters}→{after}"
            counters = after
        elif kind is CardKind.COUNTERS_NEGATIVE:
            full = _step(name, f"−{counters}", f"+{counters}")
            short = f"+{counters}"
        elif kind is CardKind.HIGHEST_DOUBLED:
            # The points it adds are the doubled card's own value (the 40, or a run's lowest).
            full = (
                _step(name, str(points), str(points * 2))
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
            full, short = _effect(name, _signed(points)), _signed(points)
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
        # With TV text the rows may take more than one page (cards at the TV floor):
        # UP/DOWN, a tap on the table or the clock turn them until a player does.
        self.page = 0
        self.pages = 1
        self.page_time = 0.0
        self.paged_by_hand = False
        self.paged_size = 0
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.score_split = (0, 0)  # the widest sum's and score's widths (see _columns)
        self._plans: dict[tuple[object, ...], _Plan] = {}
        self._placements: dict[tuple[object, ...], _Placement] = {}  # see _placement
        # The columns as last measured, with what they were measured for (see _columns).
        self._columns_made: (
            tuple[tuple[object, ...], pygame.Rect, list[int], tuple[int, int]] | None
        ) = None
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
            # Above the prompt bar, which grows with TV text.
            (w // 2, min(h - px(80, s), ui.prompt_bar_top(h, s) - px(20, s)) - row_h // 2),
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
        if self._page_intent(event):
            return True
        return self.menu.handle(event, sound=ui.sound_of(self))

    def _page_intent(self, event: IntentEvent) -> bool:
        """UP/DOWN or a tap on the table turn its pages (when it has more than one)."""
        if self.pages < 2 or not event.held:
            return False
        if event.intent in (Intent.UP, Intent.DOWN):
            self.flip(-1 if event.intent is Intent.UP else 1)
            return True
        if event.intent is Intent.POINT and event.pos and self.table_rect.collidepoint(event.pos):
            self.flip()
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        self.page_time += dt
        if not self.paged_by_hand and self.page_time >= PAGE_SECONDS:
            self.flip(by_hand=False)
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
        # (The plural follows the number's size: "-30 points", "−1 point".)
        if not self.final:
            if alone:
                said = ngettext(
                    "{names} wins the round with {count} point: the lowest score",
                    "{names} wins the round with {count} points: the lowest score",
                    abs(points),
                )
            else:
                said = ngettext(
                    "{names} share the round with {count} point each: the lowest score",
                    "{names} share the round with {count} points each: the lowest score",
                    abs(points),
                )
        elif alone:
            if by_total:
                said = ngettext(
                    "{names} wins with {count} point: the lowest total",
                    "{names} wins with {count} points: the lowest total",
                    abs(points),
                )
            else:
                said = ngettext(
                    "{names} wins with {count} point: the lowest score",
                    "{names} wins with {count} points: the lowest score",
                    abs(points),
                )
        elif by_total:
            said = ngettext(
                "{names} share the win with {count} point each: the lowest total",
                "{names} share the win with {count} points each: the lowest total",
                abs(points),
            )
        else:
            said = ngettext(
                "{names} share the win with {count} point each: the lowest score",
                "{names} share the win with {count} points each: the lowest score",
                abs(points),
            )
        return said.format(names=names, count=points)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        # Upright, the width sets the scale (a 16:9 frame inside it left the words and
        # cards small), and the title and table stand centred above the buttons.
        ts = min(w / 860, h / 1530) if h > w else s
        drop = self._portrait_drop(surface, ts) if h > w else 0
        if self.final:
            title = _("Final results") if self.rounds > 1 else _("Game over")
        else:
            title = _("Round {round} of {rounds}").format(round=self.round_no, rounds=self.rounds)
        theme.draw_text(
            surface,
            title,
            (w // 2, px(44, ts) + drop),
            px(52, ts),
            theme.CREAM,
            "display",
            outline=3,
            shadow=px(4, ts),
        )
        # The winners' names may be long: two lines, the names cut last.
        headline_line = theme.font(max(px(28, ts), theme.text_floor()), "bold").get_linesize()
        headline_box = pygame.Rect(px(20, ts), px(92, ts) + drop, w - 2 * px(20, ts), 0)
        headline_box.h = 2 * headline_line
        headline_box.y -= headline_line // 2
        headline = theme.draw_text(
            surface, self.headline(), None, px(28, ts), theme.BRASS, "bold", "midtop",
            shadow=2, box=headline_box, lines=2, may_cut=True,
        )  # fmt: skip
        if self.rows_shown:
            self._draw_table(surface, ts, headline, drop)
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
        pages = [(Intent.UP, N_("More players"))] if self.pages > 1 else []
        if len(self.menu.items) == 1:
            return [*pages, (Intent.CONFIRM, self.menu.items[0].label)]
        return [*pages, (Intent.LEFT, N_("Choose")), (Intent.CONFIRM, N_("Select"))]

    def _header_size(self, s: float) -> int:
        return max(px(16, s), theme.text_floor(), theme.MIN_TEXT)

    def _header_gap(self, s: float) -> int:
        """Room each side of a header: big TV words that wrap need a clear gap between
        columns, or two headers read as one ("counters counters ± specials")."""
        return max(px(4, s), self._header_size(s) // 3)

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
        cards, counters, score sum, match total. Measured once for the width, scale,
        words' sizes and language (not every frame); a fresh copy to change."""
        w = surface.get_width()
        key = (w, s, self.stacked, theme.text_floor(), i18n.language())
        if self._columns_made is None or self._columns_made[0] != key:
            self._columns_made = (key, *self._make_columns(w, s))
        _key, panel, widths, self.score_split = self._columns_made
        return panel.copy(), list(widths)

    def _make_columns(self, w: int, s: float) -> tuple[pygame.Rect, list[int], tuple[int, int]]:
        """The panel, the columns' widths and `score_split`. A column is its share of the
        panel, or as wide as its header needs to fit on two lines (a long word at TV
        size, a longer language), whichever is wider; the cards take what is left."""
        specials = any(row.breakdown.effects for row in self.rows)
        panel = pygame.Rect(0, 0, min(w - px(40, s), px(1180, s)), 0)
        panel.centerx = w // 2
        size = self._header_size(s)
        pad = 2 * self._header_gap(s)
        # The names' column: as wide as the longest name needs (a share at most; a longer
        # one takes two lines), so the cards get the rest.
        name_font = theme.font(max(px(26, s), theme.text_floor(), theme.MIN_TEXT), "bold")
        longest = max(name_font.size(row.name)[0] for row in self.rows)
        name_w = max(int(panel.w * 0.14), min(int(panel.w * 0.22), px(100, s) + longest))
        # The sums ("37 − 3 − 15 =") and scores as wide as the widest of them.
        least = max(theme.text_floor(), theme.MIN_TEXT)
        sum_font = theme.font(max(px(24, s), least), "bold")
        points_font = theme.font(max(px(34, s), least), "display")
        score_split = (
            max(sum_font.size(_sum_text(row.breakdown))[0] for row in self.rows) + px(4, s),
            max(points_font.size(str(row.score))[0] for row in self.rows) + px(8, s),
        )
        score_w = max(
            int(panel.w * (0.25 if specials else 0.2)),
            _two_line_width(self._score_header(), size) + pad,
            sum(score_split) + 2 * pad,
        )
        total_w = (
            max(int(panel.w * 0.1), _two_line_width(_("match total"), size) + pad)
            if self.rounds > 1
            else 0
        )
        counters_font = theme.font(max(px(28, s), least), "display")
        chips_w = max(
            int(panel.w * 0.09),
            _two_line_width(_("counters"), size) + pad,
            px(40, s) + max(counters_font.size(str(r.breakdown.counters))[0] for r in self.rows),
        )
        if self.stacked:
            # Upright, each row's cards take a line of their own, the whole row wide: the
            # names share the upper line with the numbers, and no column is theirs.
            name_w = 0
        cards_w = panel.w - name_w - score_w - total_w - chips_w
        return panel, [name_w, cards_w, chips_w, score_w, total_w], score_split

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
        gap = self._header_gap(s)
        return [
            (label, pygame.Rect(x + gap, header_y - header_h, col_w - 2 * gap, header_h))
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

    @property
    def stacked(self) -> bool:
        """Upright: each row's cards on a line of their own under its name and numbers."""
        return self.size[1] > self.size[0]

    def _row_height(self, s: float, room: int) -> int:
        """Without TV text: the rows share `room`, each up to a height that suits it."""
        specials = any(row.breakdown.effects for row in self.rows)
        cap = 118 if specials else 84
        return min(px(cap, s), room // len(self.rows))

    def _line_h(self, s: float) -> int:
        """A stacked row's upper line: badge, name and numbers."""
        least = max(theme.text_floor(), theme.MIN_TEXT)
        return max(px(64, s), theme.font(max(px(34, s), least), "display").get_linesize())

    def _stacked_effects(
        self, row: SeatResult, width: int, card_h: int, s: float
    ) -> tuple[tuple[_EffectsLayout, int] | None, _EffectsLayout | None]:
        """A stacked row's effects: beside its runs (stacked in their height if need be),
        else in lines under them. Found once for its inputs (see `_placed`)."""
        return self._placed(
            ("stacked", id(row), width, card_h, s),
            lambda: self._make_stacked_effects(row, width, card_h, s),
        )

    def _make_stacked_effects(
        self, row: SeatResult, width: int, card_h: int, s: float
    ) -> _Placement:
        size = max(px(24, s), theme.text_floor(), theme.MIN_TEXT)
        area_h = math.ceil(card_h / 0.92) + 1
        for full in (True, False):
            beside = _effects_beside(row.breakdown, width, card_h, size, s, full, area_h)
            if beside:
                return beside, None
        lines = effect_lines(row.breakdown)
        if not lines:
            return None, None
        return None, _EffectsLayout(_effect_chips(lines, True, size, width), size, int(size * 1.4))

    def _stacked_height(self, row: SeatResult, width: int, card_h: int, s: float) -> int:
        _beside, under = self._stacked_effects(row, width, card_h, s)
        area_h = math.ceil(card_h / 0.92) + 1
        return px(10, s) + self._line_h(s) + area_h + (under.height if under else 0)

    def _planned(self, key: tuple[object, ...], plan: Callable[[], _Plan]) -> _Plan:
        """A layout plan, made once for its inputs (the words' sizes and the language
        among them): the rows' effects are measured many times to make one."""
        full = (*key, theme.text_floor(), i18n.language())
        if full not in self._plans:
            if len(self._plans) > 16:
                self._plans.clear()
            self._plans[full] = plan()
        return self._plans[full]

    def _stacked_plan(
        self, room: int, width: int, tv_card: int, s: float
    ) -> tuple[list[list[tuple[int, int]]], int]:
        return self._planned(
            ("stacked", room, width, tv_card, s),
            lambda: self._make_stacked_plan(room, width, tv_card, s),
        )

    def _make_stacked_plan(
        self, room: int, width: int, tv_card: int, s: float
    ) -> tuple[list[list[tuple[int, int]]], int]:
        """Stacked rows: their cards as tall as the room allows (up to a size; with TV
        text exactly the TV floor's, the rows that do not fit on further pages), and each
        row's height. Returns the pages and the cards' height."""
        order = self.order()
        if tv_card:
            card_h = tv_card
        else:
            card_h = px(150, s)
            for _ in range(4):  # the effects' lines depend on the cards' size
                heights = [self._stacked_height(self.rows[i], width, card_h, s) for i in order]
                if sum(heights) <= room or card_h <= MIN_SLOT_H:
                    break
                spare = (room - sum(heights)) // len(order)
                card_h = max(MIN_SLOT_H, int(card_h + spare * 0.92) - 1)
        pages: list[list[tuple[int, int]]] = [[]]
        used = 0
        for i in order:
            row_h = self._stacked_height(self.rows[i], width, card_h, s)
            if tv_card and pages[-1] and used + row_h > room:
                pages.append([])
                used = 0
            pages[-1].append((i, row_h))
            used += row_h
        return pages, card_h

    def _portrait_drop(self, surface: pygame.Surface, s: float) -> int:
        """How far down the title and table go to stand centred above the buttons on an
        upright screen (0 when the rows fill the height)."""
        if self._tv_card_h(surface.get_size()) or not self.rows:
            return 0
        bottom = self._rows_bottom(surface, theme.scale_for(surface.get_size()))
        room = bottom - px(132, s) - px(10, s)
        panel, _widths = self._columns(surface, s)
        pages, _card_h = self._stacked_plan(room, panel.w - px(24, s), 0, s)
        used = sum(row_h for _i, row_h in pages[0]) + px(10, s)
        return max(0, (room - used) // 2)

    def _tv_card_h(self, size: tuple[int, int]) -> int:
        """With TV text, the smallest card face whose value meets the TV floor (0 without
        TV text)."""
        if self.app is None or not self.app.settings.tv_text:
            return 0
        # (Upright, a share of the width, as the TV text floor is.)
        return sprites.card_height_for_numeral(math.ceil(min(size) * theme.TV_CARD_VALUE))

    def _rows_bottom(self, surface: pygame.Surface, s: float) -> int:
        """Where the rows must end: above the buttons (the kiosk keeps a band for its
        best scores)."""
        return self.menu.bounds().top - px(14, s)

    def _placement(
        self, row: SeatResult, cards_w: int, wide_w: int, card_h: int, row_h: int, s: float
    ) -> _Placement:
        """Where a row's effects go: beside its runs ((layout, runs' width), None) or
        under the row (None, layout); (None, None) without special cards. With TV text,
        beside them in short words (stacked) before a line under. (Upright rows place
        their own: `_stacked_effects`.) Found once for its inputs (see `_placed`)."""
        return self._placed(
            (id(row), cards_w, wide_w, card_h, row_h, s, self.paged_size),
            lambda: self._make_placement(row, cards_w, wide_w, card_h, row_h, s),
        )

    def _placed(self, key: tuple[object, ...], place: Callable[[], _Placement]) -> _Placement:
        """A row's effects placed once for `key` and the words' size and language, not
        every frame: placing them measures the effects at each size it tries. (A row is
        keyed by its identity: the scene keeps its rows, unchanged, while it lives.)"""
        full = (*key, theme.text_floor(), i18n.language())
        found = self._placements.get(full)
        if found is None:
            if len(self._placements) > 64:
                self._placements.clear()
            found = self._placements[full] = place()
        return found

    def _make_placement(
        self, row: SeatResult, cards_w: int, wide_w: int, card_h: int, row_h: int, s: float
    ) -> _Placement:
        largest = px(24, s)
        beside_args = (row.breakdown, cards_w - px(10, s), card_h)
        beside_size = min(largest, row_h * 2 // 5)
        if self.paged_size:  # TV text: big cards, rows as low as they can be
            for full in (True, False):
                # (Stacked beside the runs if need be: the row is a tall card's height.)
                beside = _effects_beside(
                    *beside_args, beside_size, s, full=full, max_h=row_h - px(4, s)
                )
                if beside:
                    return beside, None
            under = _effects_layout(row.breakdown, wide_w, 1 << 20, largest)
            if under is None:
                return None, None
            # The line under a TV row as low as its faces allow (they are 1.5 × the words).
            return None, _EffectsLayout(under.lines, under.size, int(under.size * 1.4))
        beside = _effects_beside(*beside_args, beside_size, s, full=True)
        effects = None if beside else _effects_layout(row.breakdown, wide_w, row_h, largest)
        if effects and (
            effects.size < SMALLEST_WORDS or (row_h - effects.height) * 0.9 < px(56, s)
        ):
            # Words under a low row would be too small, or leave its cards too small to
            # read (26 px faces in a 7-seat row at 720p): short ones beside the runs.
            beside = _effects_beside(*beside_args, beside_size, s, full=False)
            effects = None if beside else effects
        return beside, effects

    def order(self) -> list[int]:
        """The rows in the order drawn: by match total once it is over."""
        n = len(self.rows)
        if self.final:
            return sorted(range(n), key=lambda i: (self.rows[i].total, i))
        return list(range(n))

    def flip(self, step: int = 1, by_hand: bool = True) -> None:
        """The next (or previous) page of rows, when they take more than one."""
        if self.pages > 1:
            self.page = (self.page + step) % self.pages
            self.page_time = 0.0
            self.paged_by_hand = self.paged_by_hand or by_hand

    def _tv_pages(
        self, room: int, cards_w: int, wide_w: int, tv_card: int, s: float
    ) -> list[list[tuple[int, int]]]:
        pages, _card_h = self._planned(
            ("tv", room, cards_w, wide_w, tv_card, s),
            lambda: (self._make_tv_pages(room, cards_w, wide_w, tv_card, s), tv_card),
        )
        return pages

    def _make_tv_pages(
        self, room: int, cards_w: int, wide_w: int, tv_card: int, s: float
    ) -> list[list[tuple[int, int]]]:
        """TV text: each row as low as its cards at the TV floor allow (taller by a line
        when its effects go under it), packed into pages of `room` pixels."""
        upper = math.ceil(tv_card / 0.92) + px(4, s)
        pages: list[list[tuple[int, int]]] = [[]]
        used = 0
        for i in self.order():
            _beside, under = self._placement(self.rows[i], cards_w, wide_w, tv_card, upper, s)
            row_h = upper + (under.height if under else 0)
            if pages[-1] and used + row_h > room:
                pages.append([])
                used = 0
            pages[-1].append((i, row_h))
            used += row_h
        return pages

    def _draw_table(
        self, surface: pygame.Surface, s: float, headline: pygame.Rect, drop: int
    ) -> None:
        w, h = surface.get_size()
        top = px(132, s) + drop
        panel, widths = self._columns(surface, s)
        headers = self._header_boxes(panel, widths, s, top - px(2, s))
        shift = self._headers_clearance(headers, s, headline)
        top += shift
        bottom = self._rows_bottom(surface, theme.scale_for((w, h)))
        n = len(self.rows)
        name_w, cards_w = widths[0], widths[1]
        wide_w = panel.w - px(24, s)
        # Rows that name special cards' effects get room for a second line.
        specials = any(row.breakdown.effects for row in self.rows)
        # An upright screen has height to spare: larger cards and words there.
        room = bottom - top - px(10, s)
        tv_card = self._tv_card_h((w, h))
        self.paged_size = tv_card
        page_line = theme.font(self._header_size(s), "bold").get_linesize()
        if self.stacked:
            # (With TV text, a line under the table for the page count.)
            pages, card_cap = self._stacked_plan(
                room - (page_line if tv_card else 0), wide_w, tv_card, s
            )
        elif tv_card:
            # TV text: every card's value at the TV floor; the rows that do not fit at
            # that size go on further pages.
            pages = self._tv_pages(room, cards_w, wide_w, tv_card, s)
            card_cap = tv_card
        else:
            row_h = self._row_height(s, room)
            pages = [[(i, row_h) for i in self.order()]]
            card_cap = px(76, s) if specials else row_h
        self.pages = len(pages)
        shown = pages[self.page % self.pages]
        used = sum(row_h for _i, row_h in shown) + px(10, s)
        panel.top, panel.height = top, used
        self.table_rect = panel.inflate(px(16, s), px(8, s))
        theme.draw_panel(surface, self.table_rect, s, alpha=210)
        multi = self.rounds > 1
        for label, box in headers:
            theme.draw_text(
                surface, label, None, self._header_size(s), theme.MUTED, "body",
                anchor="midbottom", box=box.move(0, shift), lines=2,
            )  # fmt: skip
        if self.pages > 1:
            # Which rows are shown, where the name column's header would be.
            first = sum(len(page) for page in pages[: self.page % self.pages]) + 1
            # (No-break spaces: a wrapped "Players 1–3 of" / "7" read badly.)
            said = _("Players {first}–{last}\u00a0of\u00a0{count}").format(
                first=first, last=first + len(shown) - 1, count=n
            )
            if self.stacked:  # under the table: no names' column upright
                box = pygame.Rect(panel.x, panel.bottom + px(8, s), panel.w, page_line)
            else:
                box = pygame.Rect(panel.x + px(4, s), headers[0][1].top, name_w - px(8, s), 0)
                box.h = headers[0][1].h
                box.y += shift
            theme.draw_text(
                surface, said, None, self._header_size(s), theme.BRASS, "bold",
                anchor="midbottom", box=box, lines=2,
            )  # fmt: skip
        y = top + px(5, s)
        for line, (i, row_h) in enumerate(shown):
            if line >= self.rows_shown:
                break
            rect = pygame.Rect(panel.x, y, panel.w, row_h)
            if self.stacked:
                self._draw_stacked_row(surface, s, i, line, rect, widths, card_cap, multi)
            else:
                self._draw_row(surface, s, i, line, rect, widths, card_cap, tv_card, multi)
            y += row_h

    def _row_back(
        self, surface: pygame.Surface, s: float, rect: pygame.Rect, win: bool, line: int
    ) -> None:
        back = rect.inflate(-px(6, s), -px(4, s))
        if win:
            surface.blit(sprites.rounded_rect(back.size, (80, 66, 24), px(12, s), 170), back)
        elif line % 2:
            surface.blit(sprites.rounded_rect(back.size, (255, 255, 255), px(12, s), 12), back)

    def _draw_who(
        self, surface: pygame.Surface, s: float, row: SeatResult, win: bool, band: pygame.Rect
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
            may_cut=True,
        )  # fmt: skip

    def _draw_numbers(
        self,
        surface: pygame.Surface,
        s: float,
        row: SeatResult,
        win: bool,
        x: int,
        widths: list[int],
        band: pygame.Rect,
        multi: bool,
    ) -> None:
        """Counters, sum, score (and match total) in their columns, in `band`'s height."""
        name_w, cards_w, chips_w, score_w, total_w = widths
        cy = band.centery
        cx = x + name_w + cards_w + chips_w // 2
        score_x = x + name_w + cards_w + chips_w
        chip = sprites.chip(px(26, s))
        surface.blit(chip, chip.get_rect(midright=(cx - px(2, s), cy)))
        counters_x = cx + px(4, s)
        theme.draw_text(
            surface, str(row.breakdown.counters), None, px(28, s), theme.CREAM, "display",
            "midleft", box=pygame.Rect(counters_x, band.y, score_x - counters_x, band.h),
        )  # fmt: skip
        # The sum and the score, the pair centred in their column.
        sum_w, points_w = self.score_split
        sx = score_x + (score_w - sum_w - points_w) // 2 + sum_w
        theme.draw_text(
            surface, _sum_text(row.breakdown), None, px(24, s), theme.MUTED, "bold", "midright",
            box=pygame.Rect(score_x, band.y, sx - px(2, s) - score_x, band.h),
        )  # fmt: skip
        theme.draw_text(
            surface, str(row.score), None, px(34, s), theme.CREAM, "display", "midleft",
            box=pygame.Rect(sx + px(6, s), band.y, score_x + score_w - sx - px(6, s), band.h),
        )  # fmt: skip
        if multi:
            right = x + name_w + cards_w + chips_w + score_w + total_w
            theme.draw_text(
                surface, str(row.total), None, px(34, s), theme.BRASS if win else theme.CREAM,
                "display", box=pygame.Rect(right - total_w, band.y, total_w, band.h),
            )  # fmt: skip

    def _draw_row(
        self,
        surface: pygame.Surface,
        s: float,
        i: int,
        line: int,
        rect: pygame.Rect,
        widths: list[int],
        card_cap: int,
        tv_card: int,
        multi: bool,
    ) -> None:
        name_w, cards_w = widths[0], widths[1]
        row = self.rows[i]
        row_h = rect.h
        win = i in self.winners
        self._row_back(surface, s, rect, win, line)
        bx = rect.x + px(12, s)
        # With specials, the effects take lines across the whole row, under its
        # name, runs, counters and score.
        wide = pygame.Rect(bx, rect.y, rect.w - px(24, s), row_h)
        row_cards_h = max(tv_card, min(max(26, int(row_h * 0.9)), card_cap))
        beside, effects = self._placement(row, cards_w, wide.w, row_cards_h, row_h, s)
        upper_h = row_h - effects.height if effects else row_h
        cy = rect.y + upper_h // 2
        band = pygame.Rect(bx, rect.y, rect.x + name_w - px(4, s) - bx, upper_h)
        self._draw_who(surface, s, row, win, band)
        card_h = max(tv_card, min(max(26, int(upper_h * 0.9)), card_cap))
        area = pygame.Rect(rect.x + name_w, cy - card_h // 2, cards_w - px(10, s), card_h)
        if tv_card:
            # The face is 92 % of its area (see _run_slots): the area grows to hold it.
            area.h = math.ceil(tv_card / 0.92) + 1
            area.centery = cy
        if beside:
            # Runs and effects side by side, the pair centred in the cards column.
            layout, runs_w = beside
            gap = layout.size
            area.w = runs_w
            area.x += (cards_w - px(10, s) - runs_w - gap - layout.width) // 2
            layout.draw(surface, (area.right + gap, cy - layout.height // 2))
        _draw_runs(surface, row.breakdown, area, s, tv_card)
        if effects:
            effects.draw(surface, (wide.x, rect.y + upper_h))
        numbers = pygame.Rect(rect.x, rect.y, rect.w, upper_h)
        self._draw_numbers(surface, s, row, win, rect.x, widths, numbers, multi)

    def _draw_stacked_row(
        self,
        surface: pygame.Surface,
        s: float,
        i: int,
        line: int,
        rect: pygame.Rect,
        widths: list[int],
        card_h: int,
        multi: bool,
    ) -> None:
        """Upright: badge, name and numbers on a line; the cards (and the effects beside
        or under them) the whole row wide below it."""
        name_w, cards_w = widths[0], widths[1]
        row = self.rows[i]
        win = i in self.winners
        self._row_back(surface, s, rect, win, line)
        bx = rect.x + px(12, s)
        line_h = self._line_h(s)
        upper = pygame.Rect(
            bx, rect.y + px(4, s), rect.x + name_w + cards_w - px(4, s) - bx, line_h
        )
        self._draw_who(surface, s, row, win, upper)
        self._draw_numbers(surface, s, row, win, rect.x, widths, upper, multi)
        width = rect.w - px(24, s)
        area = pygame.Rect(bx, upper.bottom, width, math.ceil(card_h / 0.92) + 1)
        beside, under = self._stacked_effects(row, width, card_h, s)
        if beside:
            layout, runs_w = beside
            gap = layout.size
            area.w = runs_w
            area.x += (width - runs_w - gap - layout.width) // 2
            layout.draw(surface, (area.right + gap, area.centery - layout.height // 2))
        tv = card_h if self.paged_size else 0
        _draw_runs(surface, row.breakdown, area, s, tv)
        if under:
            under.draw(surface, (bx, area.bottom))


def _sum_text(b: ScoreBreakdown) -> str:
    """A score's sum: "cards − counters ± specials =". The counter cards change the
    counters' own term (Counters Negative adds them): shown there, not as a special's
    points, so the sum reads true."""
    counter_kinds = (*_COUNTER_STEPS, CardKind.COUNTERS_NEGATIVE)
    counter_term = b.counter_points + sum(
        e.points for e in b.effects if e.card.kind in counter_kinds
    )
    extra = sum(e.points for e in b.effects if e.card.kind not in counter_kinds)
    others = any(e.card.kind not in counter_kinds for e in b.effects)
    specials_part = f" {_signed(extra)[0]} {abs(extra)}" if others else ""
    return f"{b.card_points} {_signed(counter_term)[0]} {abs(counter_term)}{specials_part} ="


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


def _run_slots(
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


def _draw_runs(
    surface: pygame.Surface, b: ScoreBreakdown, area: pygame.Rect, s: float, min_h: int = 0
) -> None:
    slots = _run_slots(b, area, min_h)
    if not slots:
        theme.draw_text(surface, _("no cards"), None, px(20, s), theme.MUTED, "body", box=area)
    for card, style, crect in slots:
        surface.blit(sprites.card_art(card, crect.h, style), crect)


def _effects_beside(
    b: ScoreBreakdown,
    width: int,
    card_h: int,
    size: int,
    s: float,
    full: bool,
    max_h: int = 0,
) -> tuple[_EffectsLayout, int] | None:
    """The effects beside the runs, in full or short words, if both fit in `width`
    (with the runs' width): on one line, or with `max_h` on as many lines as that
    height holds; else None."""
    lines = effect_lines(b)
    size = max(size, theme.text_floor())
    if not lines:
        return None
    slots = _run_slots(b, pygame.Rect(0, 0, 1 << 20, card_h))
    if slots:
        runs_w = max(r.right for *_, r in slots) - min(r.left for *_, r in slots)
    else:  # the words "no cards" (see _draw_runs)
        words = theme.font(max(px(20, s), theme.text_floor(), theme.MIN_TEXT), "body")
        runs_w = max(px(110, s), words.size(_("no cards"))[0] + px(8, s))
    room = width - runs_w - size
    chips = _effect_chips(lines, full, size, room if max_h else 1 << 20)
    layout = _EffectsLayout(chips, size, int(size * 1.55))
    if layout.width > room or (max_h and layout.height > max_h):
        return None
    return layout, runs_w


@dataclass(frozen=True)
class _EffectsLayout:
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

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        x0, y = topleft
        face_h = int(self.size * 1.5)
        for chips in self.lines:
            x = x0
            mid = y + self.line_h // 2
            for card, words, text in chips:
                face = sprites.card_art(card, face_h)
                surface.blit(face, face.get_rect(midleft=(x, mid)))
                x += face.get_width() + self.size // 3
                # Through the one text path, in the box the chip was measured for.
                box = text.get_rect(midleft=(x, mid)).inflate(2, 2)
                theme.draw_text(surface, words, None, self.size, theme.CREAM, "bold", box=box)
                x += text.get_width() + self.size
            y += self.line_h


def _effect_chips(
    lines: list[EffectLine], full: bool, size: int, width: int
) -> list[list[tuple[Card, str, pygame.Surface]]]:
    """The effects as [face, words] chips flowed into lines of `width` pixels."""
    rows: list[list[tuple[Card, str, pygame.Surface]]] = [[]]
    face_w = sprites.card_size(int(size * 1.5))[0]
    x = 0
    for line in lines:
        words = line.full if full else line.short
        text = theme.render_text(words, size, theme.CREAM, "bold")
        chip_w = face_w + size // 3 + text.get_width() + size
        if rows[-1] and x + chip_w > width:
            rows.append([])
            x = 0
        rows[-1].append((line.card, words, text))
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
