"""Game review: every decision of the human seats, one at a time, with the coach's verdict.

Opened by Review on the final results. It works from the match record alone (config,
seed, actions), so a match resumed from a save reviews like any other. For the decision
on screen it replays the engine up to that moment and draws it with the table's own
drawing code (scenes/table/draw_*.py) from a frame of the replayed match
(`Match.replay_at`, `frame.replay_frame`): no table scene, no bot, nothing saved. Beside
it (below it on a tall screen): what was done, the coach's verdict in points, the three
costliest decisions (a badge, and buttons that jump to them) and a strip of every
decision.

The coach judges one decision per job on the app's job worker (a child process, see
game/bots/worker.py), the one on screen first, so the frame loop never waits and
"Reviewing… 12/31" counts up. Leaving the scene cancels the job in flight.

Controls: LEFT/RIGHT (arrows, D-pad, a swipe) or CONFIRM (Enter, A) step; UP/DOWN jump
between the costliest; BACK (Esc, B, right click) or the Back button leaves; a click or a
tap on ◀, ▶, a costliest button or the strip goes there.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.app import ui
from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.app.special_text import SHORT_NAME, card_label
from game.bots.coach import EVEN_WITHIN
from game.bots.review import Verdict, decision_indices, judge_decision, mark_costliest
from game.bots.worker import JobWorker
from game.draw import sprites, theme
from game.draw.theme import px
from game.i18n import N_, _, ngettext
from game.match.model import Match
from game.rules import Action, Card, ChooseCard, GameRecord
from game.rules.cards import BONUS_POINTS, CardKind
from scenes.looks import seat_look
from scenes.table import draw_centre, draw_couch, draw_seats
from scenes.table.frame import replay_frame
from scenes.table.layout import TableLayout
from scenes.table.view import TableView

if TYPE_CHECKING:
    from game.match.setup import MatchSetup

REVIEW_SAMPLES = 400  # the coach's samples per decision (review_match's default)
JOB_DEADLINE_S = 20.0  # one decision takes ~0.1 s; a loaded machine may take far longer
NOT_JUDGED = N_("Not judged: the coach could not finish this one.")


@dataclass(frozen=True, slots=True)
class Hit:
    """Something a click or a tap can land on: its rectangle and what it does."""

    rect: pygame.Rect
    action: str  # "prev", "next", "back", "costly", "step"
    arg: int = 0


@dataclass(frozen=True)
class Replay:
    """The replayed match at the decision on screen, and where and how it is shown."""

    match: Match
    view: TableView
    layout: TableLayout


class ReviewScene(Scene):
    name = "review"

    def __init__(
        self,
        setup: MatchSetup,
        record: GameRecord,
        *,
        samples: int | None = None,
        seats: tuple[int, ...] | None = None,
        moves: Sequence[int] | None = None,
    ) -> None:
        super().__init__()
        self.setup = setup
        self.record = record
        self.samples = samples if samples is not None else REVIEW_SAMPLES
        players = record.config.players
        names = setup.seat_names()  # (each `seat_name` would work out every name again)
        self.names = [names[i] for i in range(players)]
        humans = tuple(i for i, spec in enumerate(setup.seats) if spec.is_human)
        if seats is None and moves is not None:
            # The table says which decisions people made, whoever held each seat at the
            # end (seats change hands mid-match). None at all: a match of bots (a demo).
            mine = sorted({m for m in moves if 0 <= m < len(record.actions)})
            seats = tuple(sorted({record.actions[m][0] for m in mine})) or tuple(range(players))
            self.seats = seats
            self.decisions = tuple(mine) if mine else decision_indices(record, seats)
        else:
            # A match of bots alone (a demo) reviews every seat.
            self.seats = seats if seats is not None else (humans or tuple(range(players)))
            self.decisions = decision_indices(record, self.seats)
        self.verdicts: dict[int, Verdict] = {}  # by position in record.actions
        self.failed: set[int] = set()  # decisions the worker could not judge
        self.marked: tuple[int, ...] = ()  # the costliest, costliest first, once all are in
        self.step = 0  # which of `self.decisions` is on screen
        self.worker: JobWorker | None = None
        self.time = 0.0
        self.size = (1280, 720)
        self.scale = 1.0  # the verdict panel's
        self.bar_scale = 1.0
        self.replay: Replay | None = None  # the match at the decision on screen
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.hits: list[Hit] = []
        # Where the panel's words were drawn last frame (what was done, the badge, the
        # verdict): they must stay inside the panel at every size (tested).
        self.text_rects: list[pygame.Rect] = []

    # Progress --------------------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.decisions)

    @property
    def done(self) -> int:
        return len(self.verdicts) + len(self.failed)

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def progress_text(self) -> str:
        if self.finished:
            return ngettext(
                "All {count} decision reviewed", "All {count} decisions reviewed", self.total
            ).format(count=self.total)
        return _("Reviewing… {done}/{total}").format(done=self.done, total=self.total)

    def current_index(self) -> int | None:
        """The decision on screen, as its position in `record.actions`."""
        return self.decisions[self.step] if self.decisions else None

    def verdict(self, index: int | None = None) -> Verdict | None:
        index = self.current_index() if index is None else index
        return self.verdicts.get(index) if index is not None else None

    # Life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.worker = JobWorker("review")
        self._drive()

    def exit(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        """Stop reviewing: the job in flight is dropped (never run, or its answer ignored)."""
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def leave(self) -> None:
        ui.sound_of(self)("back")
        if self.stack is not None:
            self.stack.pop()

    def _drive(self) -> None:
        """Collect the coach's answer, then ask about the next decision (the one on
        screen first, then in play order); mark the costliest once every one is in."""
        worker = self.worker
        if worker is None or self.finished:
            return
        result = worker.poll()
        if result is not None and isinstance(result.tag, int):
            if isinstance(result.value, Verdict):
                self.verdicts[result.tag] = result.value
            else:
                self.failed.add(result.tag)
            if self.done >= self.total:  # (not `finished`: mypy holds it False from above)
                self.complete(self.verdicts.values())
                return
        if worker.busy:
            return
        wanted = [self.current_index(), *self.decisions]
        index = next(
            (
                i
                for i in wanted
                if i is not None and i not in self.verdicts and i not in self.failed
            ),
            None,
        )
        if index is not None:
            job = partial(judge_decision, self.record, index, self.names, samples=self.samples)
            worker.submit(index, job, deadline_s=JOB_DEADLINE_S)

    def complete(self, verdicts: Iterable[Verdict]) -> None:
        """Every decision is judged: mark the costliest and stop the worker. (The shot
        tool hands in verdicts it computed itself.)"""
        judged = mark_costliest(sorted(verdicts, key=lambda v: v.index))
        self.verdicts = {v.index: v for v in judged}
        self.failed -= set(self.verdicts)
        costly = sorted((v for v in judged if v.costly), key=lambda v: (-v.cost, v.index))
        self.marked = tuple(v.index for v in costly)
        self.cancel()

    # Moving ----------------------------------------------------------------------------
    def go(self, step: int) -> None:
        step = max(0, min(len(self.decisions) - 1, step))
        if step != self.step and self.decisions:
            self.step = step
            self.replay = None  # rebuilt for the new decision
            ui.sound_of(self)("move")

    def go_costly(self, rank: int) -> None:
        """Jump to the `rank`-th costliest decision (0: the costliest)."""
        if 0 <= rank < len(self.marked):
            self.go(self.decisions.index(self.marked[rank]))

    def cycle_costly(self, delta: int) -> None:
        """UP/DOWN: the next (or previous) of the costliest, from the one on screen."""
        if not self.marked:
            return
        index = self.current_index()
        rank = self.marked.index(index) if index in self.marked else (-1 if delta > 0 else 0)
        self.go_costly((rank + delta) % len(self.marked))

    def handle(self, event: IntentEvent) -> bool:
        if not event.held:
            return False
        intent = event.intent
        if intent in (Intent.BACK, Intent.MENU):
            self.leave()
        elif intent is Intent.LEFT:
            self.go(self.step - 1)
        elif intent in (Intent.RIGHT, Intent.CONFIRM):
            self.go(self.step + 1)
        elif intent in (Intent.UP, Intent.DOWN):
            self.cycle_costly(-1 if intent is Intent.UP else 1)
        elif intent is Intent.POINT and event.pos is not None:
            return self._point(event.pos)
        else:
            return False
        return True

    def _point(self, pos: tuple[int, int]) -> bool:
        for hit in self.hits:
            if hit.rect.collidepoint(pos):
                if hit.action == "prev":
                    self.go(self.step - 1)
                elif hit.action == "next":
                    self.go(self.step + 1)
                elif hit.action == "back":
                    self.leave()
                elif hit.action == "costly":
                    self.go_costly(hit.arg)
                else:
                    self.go(hit.arg)
                return True
        return False

    # Frame -----------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        self.bar_scale = s = theme.scale_for(size)  # the prompt bar, as on every screen
        bottom = ui.prompt_bar_top(h, s) - px(8, s)
        margin = px(14, s)
        # A tall screen has room for larger words: scale the panel to its width.
        self.scale = s if w >= h else max(s, min(w / 720, h / 1280))
        if w >= h:  # the table on the left, the verdict on the right
            table_w = int(w * 0.58)
            self.table_rect = pygame.Rect(0, 0, table_w, bottom)
            self.panel = pygame.Rect(table_w, margin, w - table_w - margin, bottom - margin)
        else:  # a tall screen: the table above, the verdict below
            table_h = int(bottom * 0.58)
            self.table_rect = pygame.Rect(0, 0, w, table_h)
            self.panel = pygame.Rect(margin, table_h, w - 2 * margin, bottom - table_h)
        self.replay = None

    def update(self, dt: float) -> None:
        self.time += dt
        self._drive()
        if self.replay is None:
            self.replay = self._build_replay()
        ui.hover_cursor(self, [hit.rect for hit in self.hits])

    def _build_replay(self) -> Replay | None:
        """The match as it stood at the decision on screen, its view synced to it."""
        index = self.current_index()
        if index is None:
            return None
        # Seen from the seat under review: it decides, its own counters in view (even if
        # a bot held it then or holds it now), every other seat's hidden: what that seat
        # could see at that moment. No bot plays in a replay.
        match = Match.replay_at(self.setup, self.record, index)
        view = TableView(match.players)
        view.sync(match.game.observation(None))
        tv = self.app is not None and self.app.settings.tv_text
        config = match.game.config
        layout = TableLayout(self.table_rect.size, match.players, config.tactical, tv)
        return Replay(match, view, layout)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        s = self.scale
        replay = self.replay
        if replay is not None:
            area = surface.subsurface(self.table_rect)
            looks = [seat_look(self.setup, seat) for seat in range(replay.match.players)]
            frame = replay_frame(replay.match, replay.layout, replay.view, looks, self.time)
            draw_centre.draw_background(area)
            draw_centre.draw_hud(area, frame)
            for seat in range(frame.view.players):
                draw_seats.draw_seat(area, frame, seat)
            draw_couch.draw_turn_ring(area, frame)
            draw_centre.draw_centre(area, frame)
            draw_centre.draw_turn_caption(area, frame)
        self.hits = []
        self.text_rects = []
        self._draw_panel(surface, s)
        app = self.app
        if app is not None:
            prompts = [(Intent.LEFT, N_("Decision"))]
            if self.marked:
                prompts.append((Intent.UP, N_("Costliest")))
            prompts.append((Intent.BACK, N_("Back")))
            bar = self.bar_scale
            ui.draw_prompt_bar(surface, prompts, app.prompt_label, app.last_device, bar)

    # The verdict panel -------------------------------------------------------------------
    def _draw_panel(self, surface: pygame.Surface, s: float) -> None:
        panel = self.panel
        theme.draw_panel(surface, panel, s, alpha=240)
        pad = px(18, s)
        inner = panel.inflate(-2 * pad, -2 * pad)
        y = inner.top
        line = pygame.Rect(inner.left, y, inner.w, px(44, s))
        theme.draw_text(surface, _("Game review"), None, px(34, s), theme.CREAM, "display",
                        "topleft", box=line)  # fmt: skip
        y += px(44, s)
        y = self._draw_progress(surface, inner, y, s)
        index = self.current_index()
        if index is None:
            theme.draw_text(
                surface, _("No decisions to review."), None, px(30, s), theme.CREAM, "bold",
                "midtop", box=pygame.Rect(inner.left, y + px(20, s), inner.w, px(80, s)), lines=2,
            )  # fmt: skip
            self._draw_nav(surface, inner, s)
            return
        seat, action = self.record.actions[index]
        verdict = self.verdict(index)
        where = _("Decision {number} of {total}").format(number=self.step + 1, total=self.total)
        rounds = self.record.config.rounds
        if rounds > 1 and verdict is not None:
            where += " · " + _("Round {round} of {rounds}").format(
                round=verdict.round, rounds=rounds
            )
        elif rounds > 1 and self.replay is not None:
            where += " · " + _("Round {round} of {rounds}").format(
                round=self.replay.view.round, rounds=rounds
            )
        theme.draw_text(surface, where, None, px(24, s), theme.MUTED, "bold", "topleft",
                        box=pygame.Rect(inner.left, y, inner.w, px(34, s)))  # fmt: skip
        y += px(34, s)
        # What was done: wrapped to the panel, shrunk to a floor, cut with "…" last.
        deed = theme.draw_text(
            surface, self.deed(seat, action), None, px(28, s), theme.CREAM, "bold", "topleft",
            box=pygame.Rect(inner.left, y, inner.w, px(70, s)), lines=3, floor=px(20, s),
        )  # fmt: skip
        self.text_rects = [deed]
        y += deed.h + px(10, s)
        y = self._draw_badge(surface, inner, y, s, index, verdict)
        sentence, color = self.sentence(index, verdict)
        room = self._costly_top(inner, s) - px(10, s) - y
        self.text_rects.append(
            theme.draw_text(
                surface,
                sentence,
                None,
                px(34, s),
                color,
                "bold",
                "midtop",
                box=pygame.Rect(inner.left, y, inner.w, max(1, room)),
                lines=12,
                floor=px(18, s),
            )
        )
        self._draw_strip(surface, inner, s)
        self._draw_costly(surface, inner, s)
        self._draw_nav(surface, inner, s)

    def deed(self, seat: int, action: object) -> str:
        """What the seat did, in words: "You took 27 with 4 counters on it"."""
        view = self.replay.view if self.replay is not None else None
        you = len(self.seats) == 1  # "You took 27": a sentence of its own in every language
        name = self.names[seat]
        card = view.card if view is not None else None
        pot = view.pot if view is not None else 0
        choice = view.choice if view is not None else None
        if isinstance(action, ChooseCard):  # a card given left or removed [X3]
            if choice is not None and choice[1] == "give_left":
                said = (
                    _("You gave {card} to the left") if you else _("{name} gave {card} to the left")
                )
            else:
                said = _("You removed {card}") if you else _("{name} removed {card}")
            return said.format(name=name, card=card_label(action.card))
        if action is Action.LOOK:
            return (_("You played Look Aside") if you else _("{name} played Look Aside")).format(
                name=name
            )
        if card is None:
            return f"{_('You') if you else name}: {getattr(action, 'value', action)}"
        label = card_label(card)
        if action is Action.TAKE and pot:
            if you:
                said = ngettext(
                    "You took {card} with {count} counter on it",
                    "You took {card} with {count} counters on it",
                    pot,
                )
            else:
                said = ngettext(
                    "{name} took {card} with {count} counter on it",
                    "{name} took {card} with {count} counters on it",
                    pot,
                )
        elif action is Action.TAKE:
            said = _("You took {card}") if you else _("{name} took {card}")
        elif action is Action.PASS:
            said = (
                _("You said no thanks to {card}") if you else _("{name} said no thanks to {card}")
            )
        elif action is Action.BID:
            said = (
                _("You bid a counter for {card}") if you else _("{name} bid a counter for {card}")
            )
        elif action is Action.DECLINE and pot > 1:
            if you:
                said = ngettext(
                    "You declined {card} and took the {count} counter",
                    "You declined {card} and took the {count} counters",
                    pot,
                )
            else:
                said = ngettext(
                    "{name} declined {card} and took the {count} counter",
                    "{name} declined {card} and took the {count} counters",
                    pot,
                )
        elif action is Action.DECLINE and pot:
            if you:
                said = _("You declined {card} and took the counter")
            else:
                said = _("{name} declined {card} and took the counter")
        elif action is Action.DECLINE:
            said = _("You declined {card}") if you else _("{name} declined {card}")
        elif action is Action.SKIP:
            said = (
                _("You played Skip Turn on {card}")
                if you
                else _("{name} played Skip Turn on {card}")
            )
        else:
            said = _("{name}: {action} on {card}")
            name = _("You") if you else name
            return said.format(name=name, action=getattr(action, "value", action), card=label)
        return said.format(name=name, card=label, count=pot)

    def sentence(self, index: int, verdict: Verdict | None) -> tuple[str, theme.Color]:
        if verdict is not None:
            if not verdict.judged:
                return verdict.sentence, theme.MUTED
            return verdict.text, theme.WARN if verdict.cost >= EVEN_WITHIN else theme.CREAM
        if index in self.failed:
            return _(NOT_JUDGED), theme.MUTED
        return _("The coach is looking at this decision…"), theme.MUTED

    def _draw_progress(self, surface: pygame.Surface, inner: pygame.Rect, y: int, s: float) -> int:
        theme.draw_text(
            surface, self.progress_text(), None, px(24, s),
            theme.CREAM if self.finished else theme.BRASS, "bold", "topleft",
            box=pygame.Rect(inner.left, y, inner.w, px(32, s)),
        )  # fmt: skip
        y += px(32, s)
        if not self.finished:
            bar = pygame.Rect(inner.left, y, inner.w, px(10, s))
            pygame.draw.rect(surface, theme.PANEL_EDGE, bar, border_radius=bar.h // 2)
            fill = bar.copy()
            fill.w = max(bar.h, int(bar.w * self.done / max(1, self.total)))
            pygame.draw.rect(surface, theme.BRASS, fill, border_radius=bar.h // 2)
            y += px(18, s)
        return y

    def _draw_badge(
        self,
        surface: pygame.Surface,
        inner: pygame.Rect,
        y: int,
        s: float,
        index: int,
        verdict: Verdict | None,
    ) -> int:
        if verdict is None:
            return y
        if index in self.marked:
            rank = self.marked.index(index) + 1
            text, fill = (
                _("Costliest #{rank} · about {count} pts").format(
                    rank=rank, count=max(1, round(verdict.cost))
                ),
                theme.TOMATO,
            )
        elif not verdict.judged:
            text, fill = _("Not judged"), theme.INK_SOFT
        elif verdict.forced:
            text, fill = _("Forced"), theme.INK_SOFT
        elif verdict.cost < EVEN_WITHIN:
            text, fill = _("Good call"), (58, 150, 92)
        else:
            cost = max(1, round(verdict.cost))
            text, fill = _("Cost about {count} pts").format(count=cost), theme.BRASS_DARK
        # The pill as wide as its words at their fitted size (never past the panel).
        pad_x, pad_y = px(24, s), px(10, s)
        fitted = theme.fit_text(text, px(24, s), "bold", inner.w - pad_x - 2)
        f = theme.font(fitted.size, "bold")
        words_w = max(f.size(line)[0] for line in fitted.lines) + 2
        pill = pygame.Rect(inner.left, y, min(inner.w, words_w + pad_x), f.get_linesize() + pad_y)
        surface.blit(sprites.rounded_rect(pill.size, fill, pill.h // 2, 255), pill)
        self.text_rects.append(
            theme.draw_text(
                surface, text, None, px(24, s), theme.CREAM, "bold", outline=1,
                box=pill.inflate(-pad_x, -pad_y // 2),
            )
        )  # fmt: skip
        return pill.bottom + px(14, s)

    def _nav_height(self, s: float) -> int:
        return max(px(56, s), 40)

    def _draw_nav(self, surface: pygame.Surface, inner: pygame.Rect, s: float) -> None:
        """◀ and ▶ (step) and Back, along the panel's bottom."""
        h = self._nav_height(s)
        gap = px(12, s)
        arrow_w = max(h, int(inner.w * 0.22))
        prev = pygame.Rect(inner.left, inner.bottom - h, arrow_w, h)
        nxt = prev.move(arrow_w + gap, 0)
        back = pygame.Rect(nxt.right + gap, prev.top, inner.right - nxt.right - gap, h)
        pointer = ui.pointer(self)
        count = len(self.decisions)
        for rect, what, enabled in (
            (prev, "prev", self.step > 0),
            (nxt, "next", self.step < count - 1),
            (back, "back", True),
        ):
            lit = enabled and pointer is not None and rect.collidepoint(pointer)
            fill = ui.HOVER_FILL if lit else theme.PANEL
            edge = theme.BRASS if lit else theme.PANEL_EDGE
            surface.blit(
                sprites.rounded_rect(rect.size, fill, px(12, s), 255, px(2, s), edge), rect
            )
            color = theme.BRASS if enabled else theme.PANEL_EDGE
            if what == "back":
                theme.draw_text(
                    surface,
                    _("Back"),
                    None,
                    px(28, s),
                    theme.CREAM,
                    "bold",
                    box=rect.inflate(-8, -2),
                )
            else:
                direction = "left" if what == "prev" else "right"
                theme.draw_arrow(surface, rect.center, px(26, s), direction, color)
            theme.record_control(surface, rect)
            if enabled:
                self.hits.append(Hit(rect, what))

    def _draw_costly(self, surface: pygame.Surface, inner: pygame.Rect, s: float) -> None:
        """The three costliest, as buttons that jump there (above the strip)."""
        h = self._costly_height(s)
        top = self._costly_top(inner, s)
        if not self.finished:
            return
        if not self.marked:
            theme.draw_text(
                surface, _("No costly mistakes: well played!"), None, px(24, s), theme.CREAM,
                "bold", "midleft", box=pygame.Rect(inner.left, top, inner.w, h), lines=2,
            )  # fmt: skip
            return
        gap = px(10, s)
        x = inner.left
        head = theme.fit_text(_("Costliest:"), px(22, s), "bold", inner.w)
        head_w = theme.font(head.size, "bold").size(head.lines[0])[0] + gap
        count = max(1, len(self.marked))
        beside = (inner.w - head_w - gap * (count - 1)) // count - px(12, s)
        # Big TV text leaves no room for the heading beside three buttons: the buttons
        # alone then (the badge above already says "Costliest #1").
        names = [f"{self.verdicts[i].label or self.verdicts[i].card}" for i in self.marked]
        fits = [theme.fit_text(n, px(24, s), "bold", beside, floor=px(14, s)) for n in names]
        if not any(fit.ellipsised or fit.shrunk for fit in fits):
            x = theme.draw_text(
                surface, _("Costliest:"), None, px(22, s), theme.MUTED, "bold", "midleft",
                box=pygame.Rect(inner.left, top, head_w, h),
            ).right + gap  # fmt: skip
        width = (inner.right - x - gap * (len(self.marked) - 1)) // max(1, len(self.marked))
        pointer = ui.pointer(self)
        current = self.current_index()
        for rank, index in enumerate(self.marked):
            rect = pygame.Rect(x + rank * (width + gap), top, width, h)
            verdict = self.verdicts[index]
            on = index == current
            lit = pointer is not None and rect.collidepoint(pointer)
            fill = theme.TOMATO if on else (ui.HOVER_FILL if lit else theme.TOMATO_DARK)
            edge = theme.CREAM if on or lit else theme.TOMATO
            surface.blit(
                sprites.rounded_rect(rect.size, fill, px(12, s), 255, px(2, s), edge), rect
            )
            name = f"{verdict.label or verdict.card}"
            self._draw_costly_label(surface, rect.inflate(-px(12, s), -px(4, s)), rank, name, s)
            theme.record_control(surface, rect)
            self.hits.append(Hit(rect, "costly", rank))

    def _draw_costly_label(
        self, surface: pygame.Surface, box: pygame.Rect, rank: int, name: str, s: float
    ) -> None:
        """A costliest button's words: "#1: Bonus +20", else the card's name alone (its
        order gives the rank), on two lines if the button is tall enough, else (a long
        special's name at TV size) its small face and its value ("+20") or rank."""
        size, floor = px(24, s), px(14, s)
        ranked = _("#{rank}: {card}").format(rank=rank + 1, card=name)
        for label, lines in ((ranked, 1), (name, 1), (name, 2)):
            if not theme.fit_text(
                label, size, "bold", box.w - 2, box.h - 2, lines, floor
            ).ellipsised:
                theme.draw_text(
                    surface, label, None, size, theme.CREAM, "bold", outline=1, box=box,
                    lines=lines, floor=floor,
                )  # fmt: skip
                return
        kind = next((k for k in CardKind if k in SHORT_NAME and SHORT_NAME[k] == name), None)
        short = _("#{rank}").format(rank=rank + 1)
        if kind in BONUS_POINTS:
            short = f"+{BONUS_POINTS[kind]}"
        elif kind is CardKind.FORTY:
            short = "40"
        if kind is not None:
            # The face, then the short words, the pair centred on the button.
            face = sprites.card_art(Card.special(kind), box.h)
            fitted = theme.fit_text(short, size, "bold", box.w, box.h, 1, floor)
            text_w = theme.font(fitted.size, "bold").size(short)[0] + 2
            gap = px(8, s)
            left = max(box.left, box.centerx - (face.get_width() + gap + text_w) // 2)
            surface.blit(face, face.get_rect(midleft=(left, box.centery)))
            rest = left + face.get_width() + gap
            box = pygame.Rect(rest, box.top, max(1, box.right - rest), box.h)
        theme.draw_text(
            surface, short, None, size, theme.CREAM, "bold", "midleft" if kind else "center",
            outline=1, box=box, floor=floor,
        )  # fmt: skip

    def _costly_height(self, s: float) -> int:
        return max(px(48, s), 36)

    def _costly_top(self, inner: pygame.Rect, s: float) -> int:
        above = self._nav_height(s) + self._strip_height(s) + self._costly_height(s)
        return inner.bottom - above - 2 * px(12, s)

    def _strip_height(self, s: float) -> int:
        return max(px(30, s), 22)

    def _draw_strip(self, surface: pygame.Surface, inner: pygame.Rect, s: float) -> None:
        """Every decision as a tick: red for the costliest, brass for other mistakes,
        green when right, grey until judged; the one on screen outlined. Tap one to go."""
        count = len(self.decisions)
        h = self._strip_height(s)
        strip = pygame.Rect(
            inner.left, inner.bottom - self._nav_height(s) - px(12, s) - h, inner.w, h
        )
        cell = strip.w / max(1, count)
        for step, index in enumerate(self.decisions):
            rect = pygame.Rect(int(strip.left + step * cell), strip.top, max(2, math.ceil(cell)), h)
            verdict = self.verdicts.get(index)
            if index in self.marked:
                color = theme.TOMATO
            elif verdict is None or not verdict.judged:
                color = theme.PANEL_EDGE
            elif verdict.cost >= EVEN_WITHIN:
                color = theme.BRASS
            else:
                color = (58, 150, 92)
            tick = rect.inflate(-max(1, int(cell * 0.25)), -px(8, s))
            pygame.draw.rect(surface, color, tick)
            self.hits.append(Hit(rect, "step", step))
        if count:
            here = pygame.Rect(
                int(strip.left + self.step * cell), strip.top, max(2, math.ceil(cell)), h
            )
            pygame.draw.rect(surface, theme.CREAM, here.inflate(px(4, s), 0), px(3, s))


__all__ = ["REVIEW_SAMPLES", "ReviewScene"]
