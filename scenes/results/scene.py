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
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.app import prebuild, ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.bots.worker import JobWorker
from game.draw import sprites, theme
from game.draw.theme import px
from game.i18n import N_, _
from game.rules import GameRecord
from game.rules.events import RoundEnded
from scenes.looks import seat_look
from scenes.results.draw import draw_numbers, draw_runs, draw_who, row_back
from scenes.results.layout import (
    EffectsLayout,
    Placement,
    Plan,
    effect_chips,
    effects_beside,
    effects_layout,
    header_boxes,
    header_lines,
    header_size,
    headers_clearance,
    make_columns,
)
from scenes.results.rows import SeatResult, effect_lines, headline_words
from scenes.screens import screens
from scenes.table.layout import MIN_SLOT_H

if TYPE_CHECKING:
    from game.bots.review import Verdict
    from game.match.model import Match
    from game.match.setup import MatchSetup


PAGE_SECONDS = 8.0  # a page of rows stays this long before the next (until one is turned)
SMALLEST_WORDS = 14  # pixels: effect words under a row are not drawn smaller than this


def _upright_scale(w: int, h: int) -> float:
    """Upright, the width sets the scale (a 16:9 frame inside it left the words and cards
    small)."""
    return min(w / 860, h / 1530)


class ResultsScene(Scene):
    name = "results"
    music = "table"  # the match just ended at the table: its loop plays on to the menu
    settle_seconds = 0.4  # it opens unbidden: see Scene.settle_seconds
    unbidden = True

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
        self._plans: dict[tuple[object, ...], Plan] = {}
        self._placements: dict[tuple[object, ...], Placement] = {}  # see _placement
        # The columns as last measured, with what they were measured for (see _columns).
        self._columns_made: (
            tuple[tuple[object, ...], pygame.Rect, list[int], tuple[int, int]] | None
        ) = None
        if final:
            items = [
                ui.Button(N_("Play again"), self.play_again, name="again"),
                ui.Button(N_("Review"), self.review, name="review"),
                ui.Button(N_("History"), self.history, name="history"),
                ui.Button(N_("Menu"), self.to_menu, name="menu"),
            ]
        else:
            items = [ui.Button(N_("Next round"), self.next_round, name="next")]
        self.menu = ui.Menu(items, horizontal=True)
        self.record: GameRecord | None = None  # the finished match, for Review
        self.human_moves: tuple[int, ...] = ()  # where the people decided in it
        # The review's verdicts, kept once judged: opening it again is instant (issue 52).
        self.verdicts: dict[int, Verdict] = {}
        # seat -> name of the people whose play the history's summaries take in
        # (game/bots/people.py), worked out off the frame loop (a long match's replay
        # costs some 50 ms) and kept beside the history.
        self.remember: dict[int, str] = {}
        self.remembering: JobWorker | None = None
        self.size = (1280, 720)
        self.laid_floor = -1  # the text floor the buttons were last laid out for

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
        if match.kept:
            # Kept in the history: the coach remembers how its people played, by name.
            scene.remember = {seat: match.names[seat] for seat in match.humans()}
        return scene

    # Actions ------------------------------------------------------------------------
    def next_round(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def play_again(self) -> None:
        if self.stack is not None:
            seed = random.SystemRandom().randrange(1 << 31)
            self.stack.replace(screens(self).table(self.setup, seed))

    def review(self) -> None:
        if self.stack is not None and self.record is not None:
            self.stack.push(
                screens(self).review(
                    self.setup, self.record, moves=self.human_moves, verdicts=self.verdicts
                )
            )

    def history(self) -> None:
        """Your history and statistics, this match among them (it pops back here)."""
        if self.stack is not None:
            self.stack.push(screens(self).stats())

    def to_menu(self) -> None:
        if self.stack is not None:
            self.stack.clear_to(screens(self).menu())

    # Frame --------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        self.size = size
        w, h = size
        s = theme.scale_for(size)
        self.scale = s
        self.laid_floor = look.text_floor
        row_h = max(px(60, s), 40)
        # Above the prompt bar, which grows with TV text.
        middle = min(h - px(80, s), ui.prompt_bar_top(h, s, look=look) - px(20, s)) - row_h // 2
        if self.stacked:
            # Upright, 260 px each cut larger text's "Play again": the buttons share the
            # width by their words, a line of words tall.
            row_h = max(row_h, ui.line_height(px(34, s), look=look) + px(6, s))
            bottom = middle + max(px(60, s), 40) // 2
            margin = px(16, s)
            self.menu.layout_row_fitted(margin, w - margin, bottom - row_h, row_h, s, look=look)
            return
        self.menu.layout_row(
            (w // 2, middle), px(260, s), s, row_height=int(row_h / s) if s else 60
        )

    def handle(self, event: IntentEvent) -> bool:
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            # Esc never moves on (issue 52): a round's results wait for Confirm, and the
            # final results ask first, as leaving loses the way to the review.
            if self.final and self.stack is not None:
                self.stack.push(screens(self).confirm_leave_results(self.review, self.to_menu))
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
        self._remember_people()

    def exit(self) -> None:
        # Left before the worker answered: this match's play is not taken in.
        if self.remembering is not None:
            self.remembering.close()
            self.remembering = None
        super().exit()

    def _remember_people(self) -> None:
        """Hand the people's play to the worker once, and keep its summaries when back."""
        app = self.app
        if app is None or self.record is None:
            return
        if self.remember:
            from game.bots.people import remember

            self.remembering = JobWorker("people")
            job = partial(remember, app.saves.people(), self.record, dict(self.remember))
            self.remembering.submit("people", job)
            self.remember = {}
        if self.remembering is not None:
            result = self.remembering.poll()
            if result is not None:
                self.remembering = None
                if isinstance(result.value, dict):
                    app.saves.keep_people(result.value)

    def headline(self) -> str:
        """Who won, and why: the lowest score (or total, over several rounds)."""
        return headline_words(self.rows, self.winners, self.final, self.rounds)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        if look.text_floor != self.laid_floor:  # the text size changed since
            self.on_resize(surface.get_size())
        theme.draw_felt(surface, look=look)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        # Upright, the width sets the scale (a 16:9 frame inside it left the words and
        # cards small), and the title and table stand centred above the buttons.
        ts = _upright_scale(w, h) if h > w else s
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
            look=look,
        )
        # The winners' names may be long: two lines, the names cut last.
        headline_line = theme.font(max(px(28, ts), look.text_floor), "bold").get_linesize()
        headline_box = pygame.Rect(px(20, ts), px(92, ts) + drop, w - 2 * px(20, ts), 0)
        headline_box.h = 2 * headline_line + 2  # and its shadow: two whole lines fit
        headline_box.y -= headline_line // 2
        headline = theme.draw_text(
            surface, self.headline(), None, px(28, ts), theme.BRASS, "bold", "midtop",
            shadow=2, box=headline_box, lines=2, may_cut=True, look=look,
        )  # fmt: skip
        if self.rows_shown:
            self._draw_table(surface, ts, headline, drop)
        self.menu.draw(surface, look=look)
        app = self.app
        if app is not None:
            ui.draw_prompt_bar(
                surface,
                self.prompts(),
                app.prompt_label,
                app.last_device,
                s,
                look=look,
            )

    def prompts(self) -> list[tuple[Intent, str]]:
        """The prompt bar's hints (the kiosk's results say their own)."""
        pages = [(Intent.UP, N_("More players"))] if self.pages > 1 else []
        if len(self.menu.items) == 1:
            return [*pages, (Intent.CONFIRM, self.menu.items[0].label)]
        return [*pages, (Intent.LEFT, N_("Choose")), (Intent.CONFIRM, N_("Select"))]

    def _columns(self, surface: pygame.Surface, s: float) -> tuple[pygame.Rect, list[int]]:
        """The table's panel (its top is set later) and its columns' widths: badge+name,
        cards, counters, score sum, match total. Measured once for the width, scale,
        words' sizes and language (not every frame); a fresh copy to change."""
        look = self.look
        w = surface.get_width()
        key = (w, s, self.stacked, look.text_floor, i18n.language())
        if self._columns_made is None or self._columns_made[0] != key:
            self._columns_made = (
                key,
                *make_columns(self.rows, self.rounds, self.stacked, w, s, look=look),
            )
        _key, panel, widths, self.score_split = self._columns_made
        return panel.copy(), list(widths)

    @property
    def stacked(self) -> bool:
        """Upright: each row's cards on a line of their own under its name and numbers."""
        return self.size[1] > self.size[0]

    def _row_height(self, s: float, room: int) -> int:
        """Without TV text: the rows share `room`, each up to a height that suits it."""
        specials = any(row.breakdown.effects or row.breakdown.idle for row in self.rows)
        cap = 118 if specials else 84
        return min(px(cap, s), room // len(self.rows))

    def _line_h(self, s: float) -> int:
        """A stacked row's upper line: badge, name and numbers."""
        look = self.look
        least = max(look.text_floor, theme.MIN_TEXT)
        return max(px(64, s), theme.font(max(px(34, s), least), "display").get_linesize())

    def _stacked_effects(
        self, row: SeatResult, width: int, card_h: int, s: float
    ) -> tuple[tuple[EffectsLayout, int] | None, EffectsLayout | None]:
        """A stacked row's effects: beside its runs (stacked in their height if need be),
        else in lines under them. Found once for its inputs (see `_placed`)."""
        return self._placed(
            ("stacked", id(row), width, card_h, s),
            lambda: self._make_stacked_effects(row, width, card_h, s),
        )

    def _make_stacked_effects(
        self, row: SeatResult, width: int, card_h: int, s: float
    ) -> Placement:
        look = self.look
        size = max(px(24, s), look.text_floor, theme.MIN_TEXT)
        area_h = math.ceil(card_h / 0.92) + 1
        for full in (True, False):
            beside = effects_beside(row.breakdown, width, card_h, size, s, full, area_h, look=look)
            if beside:
                return beside, None
        lines = effect_lines(row.breakdown)
        if not lines:
            return None, None
        return None, EffectsLayout(
            effect_chips(lines, True, size, width, look=look), size, int(size * 1.4)
        )

    def _stacked_height(self, row: SeatResult, width: int, card_h: int, s: float) -> int:
        _beside, under = self._stacked_effects(row, width, card_h, s)
        area_h = math.ceil(card_h / 0.92) + 1
        return px(10, s) + self._line_h(s) + area_h + (under.height if under else 0)

    def _planned(self, key: tuple[object, ...], plan: Callable[[], Plan]) -> Plan:
        """A layout plan, made once for its inputs (the words' sizes and the language
        among them): the rows' effects are measured many times to make one."""
        look = self.look
        full = (*key, look.text_floor, i18n.language())
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

    def ahead(self, size: tuple[int, int]) -> list[Callable[[], object]]:
        """Upright, the rows' plan is a piece of its own (on the kiosk it is as long as
        the rest of the first frame)."""
        resize, draw = super().ahead(size)
        w, h = size
        if h <= w:
            return [resize, draw]
        plan = partial(self._portrait_drop, prebuild.dry_surface(size), _upright_scale(w, h))
        return [resize, plan, draw]

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
    ) -> Placement:
        """Where a row's effects go: beside its runs ((layout, runs' width), None) or
        under the row (None, layout); (None, None) without special cards. With TV text,
        beside them in short words (stacked) before a line under. (Upright rows place
        their own: `_stacked_effects`.) Found once for its inputs (see `_placed`)."""
        return self._placed(
            (id(row), cards_w, wide_w, card_h, row_h, s, self.paged_size),
            lambda: self._make_placement(row, cards_w, wide_w, card_h, row_h, s),
        )

    def _placed(self, key: tuple[object, ...], place: Callable[[], Placement]) -> Placement:
        """A row's effects placed once for `key` and the words' size and language, not
        every frame: placing them measures the effects at each size it tries. (A row is
        keyed by its identity: the scene keeps its rows, unchanged, while it lives.)"""
        look = self.look
        full = (*key, look.text_floor, i18n.language())
        found = self._placements.get(full)
        if found is None:
            if len(self._placements) > 64:
                self._placements.clear()
            found = self._placements[full] = place()
        return found

    def _make_placement(
        self, row: SeatResult, cards_w: int, wide_w: int, card_h: int, row_h: int, s: float
    ) -> Placement:
        look = self.look
        largest = px(24, s)
        beside_args = (row.breakdown, cards_w - px(10, s), card_h)
        beside_size = min(largest, row_h * 2 // 5)
        if self.paged_size:  # TV text: big cards, rows as low as they can be
            for full in (True, False):
                # (Stacked beside the runs if need be: the row is a tall card's height.)
                beside = effects_beside(
                    *beside_args, beside_size, s, full=full, max_h=row_h - px(4, s), look=look
                )
                if beside:
                    return beside, None
            under = effects_layout(row.breakdown, wide_w, 1 << 20, largest, look=look)
            if under is None:
                return None, None
            # The line under a TV row as low as its faces allow (they are 1.5 × the words).
            return None, EffectsLayout(under.lines, under.size, int(under.size * 1.4))
        beside = effects_beside(*beside_args, beside_size, s, full=True, look=look)
        effects = (
            None if beside else effects_layout(row.breakdown, wide_w, row_h, largest, look=look)
        )
        if effects and (
            effects.size < SMALLEST_WORDS or (row_h - effects.height) * 0.9 < px(56, s)
        ):
            # Words under a low row would be too small, or leave its cards too small to
            # read (26 px faces in a 7-seat row at 720p): short ones beside the runs.
            beside = effects_beside(*beside_args, beside_size, s, full=False, look=look)
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
        look = self.look
        w, h = surface.get_size()
        top = px(132, s) + drop
        panel, widths = self._columns(surface, s)
        wraps = header_lines(self.stacked)
        headers = header_boxes(
            self.rows, self.rounds, panel, widths, s, top - px(2, s), wraps, look=look
        )
        shift = headers_clearance(headers, s, headline, wraps, look=look)
        top += shift
        bottom = self._rows_bottom(surface, theme.scale_for((w, h)))
        n = len(self.rows)
        name_w, cards_w = widths[0], widths[1]
        wide_w = panel.w - px(24, s)
        # Rows that name special cards' effects get room for a second line.
        specials = any(row.breakdown.effects or row.breakdown.idle for row in self.rows)
        # An upright screen has height to spare: larger cards and words there.
        room = bottom - top - px(10, s)
        tv_card = self._tv_card_h((w, h))
        self.paged_size = tv_card
        page_line = theme.font(header_size(s, look=look), "bold").get_linesize()
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
        theme.draw_panel(surface, self.table_rect, s, alpha=210, look=look)
        multi = self.rounds > 1
        for label, box in headers:
            theme.draw_text(
                surface, label, None, header_size(s, look=look), theme.MUTED, "body",
                anchor="midbottom", box=box.move(0, shift), lines=wraps, look=look,
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
                surface, said, None, header_size(s, look=look), theme.BRASS, "bold",
                anchor="midbottom", box=box, lines=2, look=look,
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
        look = self.look
        name_w, cards_w = widths[0], widths[1]
        row = self.rows[i]
        row_h = rect.h
        win = i in self.winners
        row_back(surface, s, rect, win, line)
        bx = rect.x + px(12, s)
        # With specials, the effects take lines across the whole row, under its
        # name, runs, counters and score.
        wide = pygame.Rect(bx, rect.y, rect.w - px(24, s), row_h)
        row_cards_h = max(tv_card, min(max(26, int(row_h * 0.9)), card_cap))
        beside, effects = self._placement(row, cards_w, wide.w, row_cards_h, row_h, s)
        upper_h = row_h - effects.height if effects else row_h
        cy = rect.y + upper_h // 2
        band = pygame.Rect(bx, rect.y, rect.x + name_w - px(4, s) - bx, upper_h)
        draw_who(surface, s, row, win, band, look=look)
        card_h = max(tv_card, min(max(26, int(upper_h * 0.9)), card_cap))
        area = pygame.Rect(rect.x + name_w, cy - card_h // 2, cards_w - px(10, s), card_h)
        if tv_card:
            # The face is 92 % of its area (see run_slots): the area grows to hold it.
            area.h = math.ceil(tv_card / 0.92) + 1
            area.centery = cy
        if beside:
            # Runs and effects side by side, the pair centred in the cards column.
            layout, runs_w = beside
            gap = layout.size
            area.w = runs_w
            area.x += (cards_w - px(10, s) - runs_w - gap - layout.width) // 2
            layout.draw(surface, (area.right + gap, cy - layout.height // 2), look=look)
        draw_runs(surface, row.breakdown, area, s, tv_card, look=look)
        if effects:
            effects.draw(surface, (wide.x, rect.y + upper_h), look=look)
        numbers = pygame.Rect(rect.x, rect.y, rect.w, upper_h)
        draw_numbers(
            surface, s, row, win, rect.x, widths, self.score_split, numbers, multi, look=look
        )

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
        look = self.look
        name_w, cards_w = widths[0], widths[1]
        row = self.rows[i]
        win = i in self.winners
        row_back(surface, s, rect, win, line)
        bx = rect.x + px(12, s)
        line_h = self._line_h(s)
        upper = pygame.Rect(
            bx, rect.y + px(4, s), rect.x + name_w + cards_w - px(4, s) - bx, line_h
        )
        draw_who(surface, s, row, win, upper, look=look)
        draw_numbers(
            surface, s, row, win, rect.x, widths, self.score_split, upper, multi, look=look
        )
        width = rect.w - px(24, s)
        area = pygame.Rect(bx, upper.bottom, width, math.ceil(card_h / 0.92) + 1)
        beside, under = self._stacked_effects(row, width, card_h, s)
        if beside:
            layout, runs_w = beside
            gap = layout.size
            area.w = runs_w
            area.x += (width - runs_w - gap - layout.width) // 2
            layout.draw(surface, (area.right + gap, area.centery - layout.height // 2), look=look)
        tv = card_h if self.paged_size else 0
        draw_runs(surface, row.breakdown, area, s, tv, look=look)
        if under:
            under.draw(surface, (bx, area.bottom), look=look)


__all__ = ["ResultsScene"]
