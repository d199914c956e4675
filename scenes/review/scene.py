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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.app import ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.ui import line_height
from game.bots.people import Reading
from game.bots.review import Verdict, decision_indices, judge_decision, mark_costliest
from game.bots.worker import JobWorker
from game.draw import theme
from game.draw.theme import px
from game.history_stats import review_record
from game.i18n import N_, _, ngettext
from game.match.model import Match
from game.match.setup import HUMAN
from game.rules import GameRecord
from scenes.looks import seat_look
from scenes.review import words
from scenes.review.panel import (
    costly_top,
    draw_badge,
    draw_costly,
    draw_nav,
    draw_progress,
    draw_strip,
    strip_top,
)
from scenes.review.port import Hit
from scenes.table import draw_centre, draw_couch, draw_seats
from scenes.table.frame import replay_frame
from scenes.table.layout import TableLayout
from scenes.table.view import TableView

if TYPE_CHECKING:
    from game.match.setup import MatchSetup


REVIEW_SAMPLES = 400  # the coach's samples per decision (review_match's default)
REPLAY_TEXT = 14  # the replay table's smallest words, in pixels at 1280x720
JOB_DEADLINE_S = 20.0  # one decision takes ~0.1 s; a loaded machine may take far longer


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
        verdicts: dict[int, Verdict] | None = None,
    ) -> None:
        super().__init__()
        self.setup = setup
        self.record = record
        self.samples = samples if samples is not None else REVIEW_SAMPLES
        players = record.config.players
        names = setup.seat_names()  # (each `seat_name` would work out every name again)
        self.names = [names[i] for i in range(players)]
        # Who held each seat at the start, for the coach: bot seats are played out with
        # their own level's policy, as the live hint does.
        self.kinds = [spec.kind for spec in setup.seats[:players]]
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
        # By position in record.actions. The results hand in their own dict and keep it:
        # a review opened again starts from what was judged (issue 52: it took minutes).
        self.verdicts: dict[int, Verdict] = {} if verdicts is None else verdicts
        self.failed: set[int] = set()  # decisions the worker could not judge
        self.marked: tuple[int, ...] = ()  # the costliest, costliest first, once all are in
        self.step = 0  # which of `self.decisions` is on screen
        self.worker: JobWorker | None = None
        # How the people here played before, by name, as the live hint read them (read
        # from the history once, when the first decision is judged).
        self.kept_people: list[Reading | None] | None = None
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
        # The verdict's words: wrapped at their size and scrolled where they run long.
        self.reading = ui.ScrollText()

    def people(self) -> list[Reading | None] | None:
        """Each seat's kept reading, by its name (None: nothing kept, or a bot)."""
        if self.kept_people is None and self.app is not None:
            from game.bots.people import kept_readings

            kept = kept_readings(self.app.saves.people(), self.names)
            self.kept_people = [
                kept.get(name) if kind == HUMAN else None
                for name, kind in zip(self.names, self.kinds, strict=True)
            ]
        return self.kept_people

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
        if self.finished:  # judged when it was opened before: nothing to work out
            self.complete(list(self.verdicts.values()))
            return
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
        if not self.finished and self.app is not None and self.total:
            # Only a review run to its end is kept for History: say so as it is left,
            # rather than leave History's mistakes empty with no word why.
            self.app.notify(_("Review stopped before its end: only a finished review is kept."))
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
            job = partial(
                judge_decision,
                self.record,
                index,
                samples=self.samples,
                kinds=self.kinds,
                people=self.people(),
            )
            worker.submit(index, job, deadline_s=JOB_DEADLINE_S)

    def complete(self, verdicts: Iterable[Verdict]) -> None:
        """Every decision is judged: mark the costliest and stop the worker. (The shot
        tool hands in verdicts it computed itself.)"""
        judged = mark_costliest(sorted(verdicts, key=lambda v: v.index))
        self.verdicts.clear()  # in place: the results keep this dict for the next opening
        self.verdicts.update({v.index: v for v in judged})
        self.failed -= set(self.verdicts)
        costly = sorted((v for v in judged if v.costly), key=lambda v: (-v.cost, v.index))
        self.marked = tuple(v.index for v in costly)
        self.cancel()
        self._keep_findings()

    def _keep_findings(self) -> None:
        """The costliest mistakes go into the match's history entry, for the statistics
        (a match not kept, as a kiosk's or a demo's, is left alone)."""
        app = self.app
        if app is not None and self.verdicts:
            app.saves.keep_review(self.record, review_record(self.verdicts.values(), self.total))

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
            # A long verdict reads on first (keys, pad, wheel, a drag); at its end the
            # press goes on to the next of the costliest, as on a short one.
            delta = -1 if intent is Intent.UP else 1
            if not self.reading.scroll(delta):
                if event.device in (Device.MOUSE, Device.TOUCH) and self.reading.total > 1:
                    return True  # the wheel or a finger only scroll; they jump nowhere
                self.cycle_costly(delta)
        elif intent is Intent.POINT and event.pos is not None:
            return self._point(event.pos)
        else:
            return False
        return True

    def _point(self, pos: tuple[int, int]) -> bool:
        box = self.reading.box
        if self.reading.total > self.reading.visible and box.collidepoint(pos):
            # A tap on the verdict's top or bottom half scrolls it back or on.
            self.reading.page(-1 if pos[1] < box.centery else 1)
            return True
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
        look = self.look
        self.size = size
        w, h = size
        self.bar_scale = s = theme.scale_for(size)  # the prompt bar, as on every screen
        bottom = ui.prompt_bar_top(h, s, look=look) - px(8, s)
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
        look = self.look
        index = self.current_index()
        if index is None:
            return None
        # Seen from the seat under review: it decides, its own counters in view (even if
        # a bot held it then or holds it now), every other seat's hidden: what that seat
        # could see at that moment. No bot plays in a replay.
        match = Match.replay_at(self.setup, self.record, index)
        view = TableView(match.players)
        view.sync(match.game.observation(None))
        config = match.game.config
        layout = TableLayout(self.table_rect.size, match.players, config.tactical, look=look)
        return Replay(match, view, layout)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        s = self.scale
        replay = self.replay
        if replay is not None:
            area = surface.subsurface(self.table_rect)
            looks = [seat_look(self.setup, seat) for seat in range(replay.match.players)]
            # The replay is a table drawn small: its words are kept couch-readable (issue
            # 52: 9-10 px at 1280x720), as the window's text floor would keep them.
            # With TV or larger text too: their floors would not let a table this small
            # hold its names and counts (they were cut to "Pla…"); the verdict beside
            # it holds the words to read, at the window's floor.
            small = replace(look, text_floor=px(REPLAY_TEXT, self.bar_scale))
            frame = replay_frame(replay.match, replay.layout, replay.view, looks, self.time, small)
            draw_centre.draw_background(area, small)
            draw_centre.draw_hud(area, frame)
            for seat in range(frame.view.players):
                draw_seats.draw_seat(area, frame, seat, small)
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
            ui.draw_prompt_bar(surface, prompts, app.prompt_label, app.last_device, bar, look=look)

    # The verdict panel -------------------------------------------------------------------
    def _draw_panel(self, surface: pygame.Surface, s: float) -> None:
        look = self.look
        panel = self.panel
        theme.draw_panel(surface, panel, s, alpha=240, look=look)
        pad = px(18, s)
        inner = panel.inflate(-2 * pad, -2 * pad)
        y = inner.top
        title_h = max(px(44, s), line_height(px(34, s), "display", look=look))
        line = pygame.Rect(inner.left, y, inner.w, title_h)
        theme.draw_text(surface, _("Game review"), None, px(34, s), theme.CREAM, "display",
                        "topleft", box=line, look=look)  # fmt: skip
        y += title_h
        y = draw_progress(self, surface, inner, y, s, look=look)
        index = self.current_index()
        if index is None:
            theme.draw_text(
                surface, _("No decisions to review."), None, px(30, s), theme.CREAM, "bold",
                "midtop", box=pygame.Rect(inner.left, y + px(20, s), inner.w, px(80, s)), lines=2,
                look=look,
            )  # fmt: skip
            draw_nav(self, surface, inner, s, look=look)
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
        where_h = max(px(34, s), line_height(px(24, s), look=look))
        theme.draw_text(surface, where, None, px(24, s), theme.MUTED, "bold", "topleft",
                        box=pygame.Rect(inner.left, y, inner.w, where_h), lines=2,
                        look=look)  # fmt: skip
        y += where_h
        # What was done: wrapped to the panel, shrunk to a floor, cut with "…" last.
        deed_h = max(px(70, s), 2 * line_height(px(20, s), look=look))
        deed = theme.draw_text(
            surface, self.deed(seat, action), None, px(28, s), theme.CREAM, "bold", "topleft",
            box=pygame.Rect(inner.left, y, inner.w, deed_h), lines=3, floor=px(20, s), look=look,
        )  # fmt: skip
        self.text_rects = [deed]
        y += deed.h + px(10, s)
        y = draw_badge(self, surface, inner, y, s, index, verdict, look=look)
        sentence, color = self.sentence(index, verdict)
        room = costly_top(self, inner, s) - px(10, s) - y
        # At the size the screen's text floor allows (never shrunk to fit): a verdict
        # longer than the room scrolls, its ▲/▼ saying so.
        size = min(px(34, s), max(px(28, s), look.text_floor))
        # Too little room for two lines of it (larger text on a small screen): the
        # costliest row gives way (UP/DOWN still go through them).
        costly = room >= 2 * line_height(size, look=look)
        if not costly:
            room = strip_top(self, inner, s) - px(10, s) - y
        self.text_rects += self.reading.draw(
            surface, [(sentence, color)], pygame.Rect(inner.left, y, inner.w, max(1, room)),
            size, "bold", "midtop", look=look,
        )  # fmt: skip
        draw_strip(self, surface, inner, s)
        if costly:
            draw_costly(self, surface, inner, s, look=look)
        draw_nav(self, surface, inner, s, look=look)

    def deed(self, seat: int, action: object) -> str:
        """What the seat did, in words: "You took 27 with 4 counters on it"."""
        view = self.replay.view if self.replay is not None else None
        # "You took 27": a sentence of its own in every language.
        return words.deed(seat, action, self.names[seat], len(self.seats) == 1, view)

    def sentence(self, index: int, verdict: Verdict | None) -> tuple[str, theme.Color]:
        return words.sentence(index, verdict, self.failed, self.names)


__all__ = ["REVIEW_SAMPLES", "ReviewScene"]
