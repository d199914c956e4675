"""Your history and statistics (issue 57): the matches the history keeps, and for each
player name their matches played and won, average score by table size and by opponents,
best and worst match, the score over time and its spread as charts, and the costliest
mistakes the review found. Opened from the menu and from the final results.

The menu on the left (on top, upright) chooses: the player (LEFT/RIGHT), what to show
(Numbers, Charts, Mistakes, Games) and, among the games, one to replay in the review.
Every row works with keys, a pad, the mouse or a finger; a tap on a listed game picks it.
The numbers are counted by `game.history_stats` (no pygame); this module draws them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game import numbers
from game.app import ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.look import Look
from game.draw.theme import px
from game.history_stats import KeptGame, MatchKind, PlayerStats, kept_game, kinds, player_stats
from game.i18n import N_, _, ngettext
from game.match.setup import MatchSetup
from scenes import stats_draw as draw
from scenes.resume import saved_human_moves
from scenes.screens import screens

if TYPE_CHECKING:
    from game.store.saves import SavedMatch

VIEWS = ("numbers", "charts", "mistakes", "games")
VIEW_LABELS = (N_("Numbers"), N_("Charts"), N_("Mistakes"), N_("Games"))


class StatsScene(Scene):
    name = "stats"

    def __init__(self, history: Sequence[SavedMatch] | None = None) -> None:
        super().__init__()
        # None: read from the app's history when entered (the shot hands in its own).
        self.history: list[SavedMatch] | None = None if history is None else list(history)
        self.own_history = history is None  # read again on coming back from a review
        self.games: list[KeptGame] = []
        self.players: dict[str, PlayerStats] = {}
        self.names: list[str] = []
        self.player = 0  # which of `names` is shown
        self.kinds: list[MatchKind] = []  # the kinds of match kept, the most played first
        self.kind = 0  # which of `kinds` the numbers, charts and mistakes count
        self.view = 0  # which of VIEWS
        self.chosen = 0  # which of `games` the Games view has picked (0: the newest)
        self.menu = ui.Menu([])
        self.scale = 1.0
        self.bar_scale = 1.0
        self.size = (1280, 720)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.content = pygame.Rect(0, 0, 0, 0)
        self.game_rows: list[tuple[pygame.Rect, int]] = []  # the listed games, for a tap
        # The numbers and the mistakes: wrapped at their size, scrolled where they run
        # past the panel (a focus stop of the menu while they do).
        self.reading = ui.ScrollText()
        self.area = ui.ScrollArea(self.reading)
        self._built = False

    # Life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self._count()
        self._build()

    def resume(self) -> None:
        if self.own_history:  # a review run meanwhile has kept its findings: count them
            self.history = None
            self._count()
        self._build()

    def _count(self) -> None:
        if self.history is None:
            # A damaged history is set aside with a notice by the store (a toast).
            self.history = self.app.saves.history() if self.app is not None else []
        self.games = [kept_game(match) for match in self.history]
        self.kinds = kinds(self.games)
        self.kind = min(self.kind, max(0, len(self.kinds) - 1))
        self.players = player_stats(self.games, self.kinds[self.kind] if self.kinds else None)
        self.names = list(self.players)
        self.player = min(self.player, max(0, len(self.names) - 1))
        self.chosen = min(self.chosen, max(0, len(self.games) - 1))

    def _build(self) -> None:
        focus = self.menu.focused.name if self.menu.focused is not None else None
        self.area.enabled = False  # until its words are drawn and run past their box
        items: list[ui.Button] = []
        if self.games:
            if self.names:
                row = ui.OptionRow(
                    N_("Player"), self.names, self.player, self._pick_player, name="player",
                    translated=True,
                )  # fmt: skip
                row.value_may_cut = True  # a name a player typed
                row.fit_value = True  # larger text: the label gets what the values leave
                items.append(row)
            row = ui.OptionRow(
                N_("Show"), list(VIEW_LABELS), self.view, self._pick_view, name="view"
            )
            row.fit_value = True
            items.append(row)
            if len(self.kinds) > 1 and VIEWS[self.view] != "games":
                row = ui.OptionRow(
                    N_("Rules"), [draw.kind_text(kind) for kind in self.kinds], self.kind,
                    self._pick_kind, name="kind",
                )  # fmt: skip
                row.translated = True  # worded by kind_text
                row.fit_value = True
                items.append(row)
            if VIEWS[self.view] == "games":
                dates = [draw.date_text(game.when) for game in self.games]
                row = ui.OptionRow(N_("Game"), dates, self.chosen, self._pick_game, name="game")
                row.translated = True  # dates, in digits
                items.append(row)
                items.append(ui.Button(N_("Replay in the review"), self.replay, name="replay"))
            if VIEWS[self.view] in ("numbers", "mistakes"):
                items.append(self.area)
        items.append(ui.Button(N_("Back"), self.back, name="back"))
        self.menu = ui.Menu(items)
        if focus is not None:
            self.menu.focus_named(focus)
        self._built = True
        self.on_resize(self.stack.size if self.stack else self.size)

    # Choices ---------------------------------------------------------------------------
    def _pick_player(self, index: int) -> None:
        self.player = index

    def _pick_kind(self, index: int) -> None:
        self.kind = index
        self.players = player_stats(self.games, self.kinds[index])

    def _pick_view(self, index: int) -> None:
        self.view = index
        self._build()

    def _pick_game(self, index: int) -> None:
        self.chosen = index

    def show_page(self, page: int) -> None:
        """Show the view at `page` of VIEWS, kept within them (the shot tool's --page)."""
        self.show(VIEWS[max(0, min(len(VIEWS) - 1, page))])

    def show(self, view: str) -> None:
        """Show a view by its name (tests and the shots)."""
        self.view = VIEWS.index(view)
        self._build()

    @property
    def stats(self) -> PlayerStats | None:
        if not self.names:
            return None
        return self.players[self.names[min(self.player, len(self.names) - 1)]]

    def replay(self) -> None:
        """Open the review on the chosen game: it replays every decision from the record."""
        if self.stack is None or not self.history:
            return
        match = self.history[min(self.chosen, len(self.history) - 1)]
        seats = match.seats
        setup = MatchSetup.from_json(seats.get("setup"))
        persona_seed = seats.get("persona_seed")
        if isinstance(persona_seed, int) and not isinstance(persona_seed, bool):
            setup.persona_seed = persona_seed
        if setup.players != match.game.config.players:
            if self.app is not None:
                self.app.notify(_("This game's seats were not kept: it cannot be replayed"))
            return
        setup.rules = match.game.config  # the record's rules are the truth
        moves = saved_human_moves(seats, len(match.game.record.actions))
        self.stack.push(screens(self).review(setup, match.game.record, moves=moves))

    def back(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    # Input -----------------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> bool:
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            ui.sound_of(self)("back")
            self.back()
            return True
        scrolling = event.intent in (Intent.UP, Intent.DOWN) and event.device in (
            Device.MOUSE,
            Device.TOUCH,
        )
        on_words = event.pos is not None and self.area.rect.collidepoint(event.pos)
        if scrolling and event.held and on_words and self.area.enabled:
            self.reading.scroll(-1 if event.intent is Intent.UP else 1)  # the wheel, a drag
            return True
        if event.intent is Intent.POINT and event.held and event.pos is not None:
            for rect, index in self.game_rows:
                if rect.collidepoint(event.pos):
                    self._tap_game(index)
                    return True
        return self.menu.handle(event, ui.sound_of(self))

    def _tap_game(self, index: int) -> None:
        """A tap on a listed game picks it; a tap on the picked one replays it."""
        ui.sound_of(self)("confirm")
        if index == self.chosen:
            self.replay()
            return
        self.chosen = index
        for item in self.menu.items:
            if isinstance(item, ui.OptionRow) and item.name == "game":
                item.index = index
        self.menu.focus_named("game")

    # Frame -----------------------------------------------------------------------------
    @property
    def upright(self) -> bool:
        return self.size[1] > self.size[0]

    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        self.size = size
        w, h = size
        self.bar_scale = bar = theme.scale_for(size)  # the prompt bar's, as on every screen
        # Upright there is height to spare: larger words, scaled to the width.
        self.scale = s = bar if w >= h else max(bar, min(w / 720, h / 1280))
        bottom = ui.prompt_bar_top(h, bar, look=look) - px(10, bar)
        title_h = px(84, s)
        rows = max(1, len(self.menu.items))
        margin = px(24, s)
        if self.upright:
            # The menu under the title, the view below it the whole width.
            row_h = 62
            width = min(w - 2 * margin, px(900, s))
            bounds = self.menu.layout_column(
                w // 2, title_h + px(20, s), width, s, row_height=row_h
            )
            self.panel = bounds.inflate(px(30, s), px(24, s))
            top = self.panel.bottom + px(16, s)
            self.content = pygame.Rect(margin, top, w - 2 * margin, max(1, bottom - top))
        else:
            room = bottom - title_h - px(20, s)
            row_h = min(66, int(room / s / rows - ui.ROW_GAP))
            col_w = min(px(500, s), int(w * 0.42))
            bounds = self.menu.layout_column(
                margin + px(14, s) + col_w // 2, title_h + px(16, s), col_w, s, row_height=row_h
            )
            self.panel = bounds.inflate(px(28, s), px(24, s))
            left = self.panel.right + px(18, s)
            self.content = pygame.Rect(left, title_h, w - left - margin, max(1, bottom - title_h))

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        self.menu.track(self, [rect for rect, _i in self.game_rows])

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        s = self.scale
        w = surface.get_width()
        theme.draw_text(
            surface, _("Your history"), None, px(60, s), theme.CREAM, "display", "center",
            outline=px(3, s), shadow=px(4, s),
            box=pygame.Rect(px(20, s), px(8, s), w - px(40, s), px(76, s)), look=look,
        )  # fmt: skip
        theme.draw_panel(surface, self.panel, s, alpha=150, look=look)
        self.menu.draw(surface, look=look)
        self.game_rows = []
        if not self.games:
            self._draw_empty(surface, s)
        elif VIEWS[self.view] == "numbers":
            self._draw_numbers(surface, s)
        elif VIEWS[self.view] == "charts":
            self._draw_charts(surface, s)
        elif VIEWS[self.view] == "mistakes":
            self._draw_mistakes(surface, s)
        else:
            self._draw_games(surface, s)
        if self.menu.focused is self.area:
            if self.area.enabled:
                self.area.draw_focus(surface, s)
            else:  # the words now fit: the focus goes on
                self.menu.move(1)
        app = self.app
        if app is not None:
            prompts = [(Intent.DOWN, N_("Move"))]
            if self.games:
                prompts.append((Intent.RIGHT, N_("Change")))
            prompts.append((Intent.BACK, N_("Back")))
            bar = self.bar_scale
            ui.draw_prompt_bar(surface, prompts, app.prompt_label, app.last_device, bar, look=look)

    # The views -------------------------------------------------------------------------
    def _message(self, surface: pygame.Surface, s: float, text: str) -> None:
        look = self.look
        self.area.enabled = False
        box = self.content
        theme.draw_panel(surface, box, s, alpha=200, look=look)
        theme.draw_text(
            surface, text, None, px(32, s), theme.CREAM, "bold", "center",
            box=box.inflate(-px(40, s), -px(40, s)), lines=6, floor=theme.MIN_TEXT, look=look,
        )  # fmt: skip

    def _draw_empty(self, surface: pygame.Surface, s: float) -> None:
        self._message(
            surface,
            s,
            _("No games kept yet. Play a game to the end and it shows here, with your scores."),
        )

    def _lines(
        self,
        surface: pygame.Surface,
        s: float,
        lines: Sequence[tuple[str, theme.Color, bool]],
    ) -> None:
        """Lines of words, one under the other, as large as the panel allows: (text,
        colour, whether it holds a name a player typed)."""
        look = self.look
        box = self.content
        theme.draw_panel(surface, box, s, alpha=200, look=look)
        pad = px(18, s)
        inner = box.inflate(-2 * pad, -2 * pad)
        # As large as the panel allows, down to the text floor; past that the words wrap,
        # and where they still run past the panel it scrolls (`reading`).
        row_h = min(px(52, s), inner.h // max(1, len(lines)))
        size = max(min(px(28, s), int(row_h * 0.62)), theme.MIN_TEXT)
        self.reading.draw(
            surface, [(text, color) for text, color, _named in lines], inner, size, look=look
        )
        self.area.scale = s
        self.area.sync(inner)

    def _draw_numbers(self, surface: pygame.Surface, s: float) -> None:
        stats = self.stats
        if stats is None or not stats.played:
            self._message(surface, s, _("No finished games for this player yet."))
            return
        lines: list[tuple[str, theme.Color, bool]] = [
            (
                _("{name} · games: {count} · wins: {won}").format(
                    name=stats.name, won=stats.won, count=stats.played
                ),
                theme.CREAM,
                True,
            ),
            (self._kind_counted(), theme.MUTED, False),
            (_("Average score by table size"), theme.BRASS, False),
            (
                "   ".join(
                    draw.pair(draw.players_text(size), numbers.number(round(avg, 1)))
                    for size, avg in stats.by_table().items()
                ),
                theme.CREAM,
                False,
            ),
            (_("Average score by opponents"), theme.BRASS, False),
            (
                "   ".join(
                    draw.pair(draw.opponents_text(level), numbers.number(round(avg, 1)))
                    for level, avg in stats.by_level().items()
                ),
                theme.CREAM,
                False,
            ),
        ]
        best, worst = stats.best(), stats.worst()
        if best is not None and worst is not None:
            lines.append((_("Best game"), theme.BRASS, False))
            lines.append((draw.played_text(best), theme.CREAM, False))
            lines.append((_("Worst game"), theme.BRASS, False))
            lines.append((draw.played_text(worst), theme.CREAM, False))
        self._lines(surface, s, lines)

    def chart_boxes(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the line chart and the histogram go: side by side, or one above the
        other on a screen taller than wide."""
        box = self.content
        gap = px(16, self.scale)
        if box.h > box.w * 0.8:
            half = (box.h - gap) // 2
            return pygame.Rect(box.x, box.y, box.w, half), pygame.Rect(
                box.x, box.y + half + gap, box.w, half
            )
        half = (box.w - gap) // 2
        return pygame.Rect(box.x, box.y, half, box.h), pygame.Rect(
            box.x + half + gap, box.y, half, box.h
        )

    def _kind_counted(self) -> str:
        """Which matches these figures count, so no one reads them as all of them."""
        kind = self.kinds[self.kind] if self.kinds else MatchKind()
        return draw.pair(_("Rules"), draw.kind_text(kind))

    def _draw_charts(self, surface: pygame.Surface, s: float) -> None:
        look = self.look
        stats = self.stats
        if stats is None or not stats.played:
            self._message(surface, s, _("No finished games for this player yet."))
            return
        line_box, bars_box = self.chart_boxes()
        draw.draw_line_chart(surface, line_box, s, stats.scores(), look=look)
        draw.draw_histogram(surface, bars_box, s, stats.scores(), look=look)

    def _draw_mistakes(self, surface: pygame.Surface, s: float) -> None:
        stats = self.stats
        if stats is None:
            return
        if not stats.reviewed:
            self._message(
                surface,
                s,
                _(
                    "No review has been finished yet. Open Review on a game's results "
                    "and stay until every decision is judged: its costliest decisions "
                    "then show here."
                ),
            )
            return
        if not stats.mistakes:
            self._message(surface, s, _("The review found no costly decisions. Well played!"))
            return
        lines: list[tuple[str, theme.Color, bool]] = [
            (
                ngettext(
                    "The costliest decisions in {count} reviewed game",
                    "The costliest decisions in {count} reviewed games",
                    stats.reviewed,
                ).format(count=stats.reviewed),
                theme.BRASS,
                False,
            )
        ]
        for mistake in stats.mistakes:
            lines.append(
                (
                    f"{draw.cost_text(mistake.cost)} · {draw.date_text(mistake.when)}",
                    theme.WARN,
                    False,
                )
            )
            lines.append((draw.mistake_text(mistake), theme.CREAM, True))
        self._lines(surface, s, lines)

    def _draw_games(self, surface: pygame.Surface, s: float) -> None:
        """The kept games, the picked one lit, as many as fit around it. Each row holds
        its two texts wrapped (larger text: on more lines, the row taller), never cut."""
        look = self.look
        box = self.content
        theme.draw_panel(surface, box, s, alpha=200, look=look)
        pad = px(12, s)
        inner = box.inflate(-2 * pad, -2 * pad)
        text_w = inner.w - 2 * pad
        gap = px(6, s)

        def laid(index: int, *, look: Look) -> tuple[theme.TextLayout, theme.TextLayout, int]:
            head, scores = draw.game_lines(self.games[index])
            top = theme.fit_text(head, px(24, s), "bold", text_w, 0, 4, theme.MIN_TEXT, look=look)
            low = theme.fit_text(scores, px(22, s), "bold", text_w, 0, 4, theme.MIN_TEXT, look=look)
            tall = sum(
                len(lay.lines) * theme.font(lay.size, "bold").get_linesize() for lay in (top, low)
            )
            return top, low, max(px(76, s), tall + px(10, s)) + gap

        rows = {self.chosen: laid(self.chosen, look=look)}
        first = last = self.chosen
        used = rows[self.chosen][2]
        # Grow the window around the picked game, a row below then one above, while it fits.
        while True:
            grown = False
            for index in (last + 1, first - 1):
                if 0 <= index < len(self.games) and index not in rows:
                    rows[index] = laid(index, look=look)
                    if used + rows[index][2] <= inner.h:
                        used += rows[index][2]
                        first, last = min(first, index), max(last, index)
                        grown = True
            if not grown:
                break
        y = inner.y
        for index in range(first, last + 1):
            top, _low, row_h = rows[index]
            head, scores = draw.game_lines(self.games[index])
            rect = pygame.Rect(inner.x, y, inner.w, row_h - gap)
            y += row_h
            picked = index == self.chosen
            color = theme.BRASS if picked else (30, 62, 48)
            pygame.draw.rect(surface, color, rect, border_radius=px(12, s))
            theme.record_control(surface, rect)
            self.game_rows.append((rect, index))
            ink = theme.INK if picked else theme.CREAM
            head_h = len(top.lines) * theme.font(top.size, "bold").get_linesize()
            upper = pygame.Rect(rect.x + pad, rect.y + px(4, s), text_w, head_h)
            theme.draw_text(
                surface, head, None, px(24, s), ink, "bold", "midleft", box=upper, lines=4,
                floor=theme.MIN_TEXT, may_cut=True, look=look,
            )  # fmt: skip
            lower = pygame.Rect(upper.x, upper.bottom, text_w, rect.bottom - upper.bottom)
            theme.draw_text(
                surface, scores, None, px(22, s), theme.INK_SOFT if picked else theme.MUTED,
                "bold", "midleft", box=lower, lines=4, floor=theme.MIN_TEXT, may_cut=True,
                look=look,
            )  # fmt: skip
        # More games above or below the ones shown: ▲ / ▼ on the panel's edge.
        mark = px(16, s)
        if first > 0:
            theme.draw_arrow(surface, (box.centerx, box.y + pad // 2 + 1), mark, "up", theme.BRASS)
        if last < len(self.games) - 1:
            at = (box.centerx, box.bottom - pad // 2 - 1)
            theme.draw_arrow(surface, at, mark, "down", theme.BRASS)


__all__ = ["VIEWS", "StatsScene"]
