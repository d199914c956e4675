"""The guided first game: the real table, with a lesson on top (issue 57).

`TutorialScene` is a `TableScene` playing the lesson's deal (`game.match.tutorial`):
the bots answer from the script at once, on no clock and in no process (`ScriptedBots`),
and at each stop the lesson rings what it talks about, says it in one sentence, and asks
for one move. The move is made as at any table (keys, pad, mouse, touch: the table's own
intents) and goes to the engine through the turn controller; another move is refused
kindly and the lesson waits. A stop that only tells goes on at any press. Esc, Back, the
pad's Start or the Menu button leave it at once; it can be taken again from the menu.
Nothing is saved but the settings' note that it was done (or declined).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

import pygame

from game.app import ui
from game.app.intents import SEAT_OWNING, Device, Intent, IntentEvent
from game.bots.worker import BotDecision, BotWorker
from game.draw import theme
from game.draw.theme import px
from game.i18n import _, ngettext, pgettext
from game.match.tutorial import BASICS, LESSONS, NEXT, PLAYER, Lesson, Stop
from game.rules.events import Event
from game.rules.observation import Action, Move, Observation
from game.store.settings import Settings
from scenes.screens import screens
from scenes.table import TableScene, draw_choice
from scenes.table.frame import frame_of
from scenes.table.turns import Refused, TurnController

# Presses that go on past a stop that only tells.
GO_ON = (Intent.CONFIRM, Intent.POINT, Intent.TAKE, Intent.PASS)
KIND_NOTE_S = 4.0  # how long "the lesson asks for something else" stays


class ScriptedBots(BotWorker):
    """The bots' moves from the lesson's script: answered at once, with no worker process
    and no clock (so the lesson plays the same under test as on screen)."""

    def __init__(self, decision: Callable[[], int], lesson: Lesson) -> None:  # no process
        self._decision = decision  # the match's decision index now
        self._lesson = lesson
        self._answer: BotDecision | None = None
        self._ticket = 0

    @property
    def busy(self) -> bool:
        return self._answer is not None

    def submit(self, seat: int, bot: object, obs: Observation) -> int:
        self._ticket += 1
        move: Move | None = self._lesson.scripted_move(self._decision())
        if move is None or move not in obs.legal:
            move = obs.legal[0]  # the script is tested to be legal throughout
        self._answer = BotDecision(self._ticket, seat, move, 0.0)
        return self._ticket

    def poll(self) -> BotDecision | None:
        answer, self._answer = self._answer, None
        return answer

    def cancel(self) -> None:
        self._answer = None

    def close(self) -> None:
        self.cancel()


class LessonTurns(TurnController):
    """The table's turn controller, with scripted bots and a lesson that says which move
    the player's decision asks for."""

    tutor: TutorialScene | None = None

    def start(self) -> None:
        match, tutor = self.match, self.tutor
        assert tutor is not None
        self.worker = ScriptedBots(lambda: match.decisions, tutor.lesson)
        app = self.cues.app()
        if app is not None:
            match.keep_pads(set(app.pads))

    def choose(
        self, action: Move, event: IntentEvent | None = None
    ) -> list[Event] | Refused | None:
        tutor = self.tutor
        if tutor is not None and self.human_turn() is not None and not tutor.allows(action):
            tutor.off_script()
            return []  # the press is taken: a kind word, no move
        return super().choose(action, event)

    def drive_bots(self, dt: float) -> list[Event]:
        if self.tutor is not None and self.tutor.stop() is not None:
            return []  # the lesson is speaking: the table waits
        return super().drive_bots(dt)


class TutorialScene(TableScene):
    name = "tutorial"
    results_at_end = False  # (the score stop follows)
    saves_match = False  # a lesson, not a match: no autosave, nothing in the history
    recordable = False  # its overlay draws on the canvas itself
    turns_class = LessonTurns

    def __init__(self, lesson: str = "basics") -> None:
        self.lesson: Lesson = LESSONS[lesson]
        super().__init__(self.lesson.setup(), 0, game=self.lesson.new_game())
        self.stops = self.lesson.stops
        # A lesson longer than its panel (larger text): wrapped and scrolled, not cut.
        self.reading = ui.ScrollText()
        assert isinstance(self.turns, LessonTurns)
        self.turns.tutor = self
        self.step = 0  # the next of its stops
        self.note = ""  # a kind word when the player did something else
        self.note_until = 0.0
        self.left = False

    @property
    def match_in_progress(self) -> bool:
        return False  # leaving a lesson loses nothing

    @property
    def settings(self) -> Settings:
        """The player's settings, less the coach's hints: the lesson is the coach here."""
        chosen = super().settings
        return replace(chosen, coach_hints=False) if chosen.coach_hints else chosen

    # The lesson ----------------------------------------------------------------------
    def stop(self) -> Stop | None:
        """The stop on screen now: the table has caught up with it and it is due."""
        if self.step >= len(self.stops) or not self.animator.idle:
            return None
        stop = self.stops[self.step]
        if stop.at == self.lesson.end:
            return stop if self.game.is_over else None
        if stop.at != self.match.decisions:
            return None
        # A stop that asks for a move is shown with the player's decision (a press decides
        # once the table takes it: `MIN_SHOWN`); one that only tells comes as soon as the
        # table has shown what it tells of, whoever is to move next (the bots wait).
        if stop.expect is not None and self.turns.on_screen() != PLAYER:
            return None
        return stop

    def busy_word(self) -> str | None:
        """What to say to a move pressed while the table is not waiting for the player
        (a bot plays, or the cards still move): said at once, and the press is dropped, never
        kept to act later on a card the player has not seen."""
        if self.game.is_over or self.stop() is not None:
            return None
        seat = self.game.current_seat
        if seat is not None and seat != PLAYER:
            return _("Wait: {name} is playing.").format(name=self.names[seat])
        if self.turns.human_turn() is None:
            return _("Wait: your turn is coming.")
        return None

    def allows(self, action: Move) -> bool:
        stop = self.stop()
        return stop is not None and stop.expect is not None and stop.expect == action

    def off_script(self) -> None:
        stop = self.stop()
        self.play_sound("error")
        if stop is None or stop.expect is None:
            self.note = _("Read this first, then go on.")
        elif stop.expect is Action.TAKE:
            self.note = _("Not this time: here the lesson asks you to take the card.")
        elif stop.expect is Action.BID:
            self.note = _("Not this time: here the lesson asks you to bid a counter.")
        else:
            self.note = _("Not this time: here the lesson asks you to say No thanks.")
        self.note_until = self.time + KIND_NOTE_S

    def go_on(self) -> None:
        stop = self.stop()
        if stop is None or stop.expect is not None:
            return
        self.play_sound("confirm")
        self.note = ""
        if stop.at == self.lesson.end:
            self._done()
        else:
            self.step += 1

    def _done(self) -> None:
        app = self.app
        if app is not None and self.lesson is BASICS:
            app.settings.tutorial = "done"
            app.save_settings()
        after = NEXT.get(self.lesson.key)
        if after is not None and self.stack is not None and self.stack.top is self:
            self.left = True
            self.stack.replace(screens(self).tutorial(after))  # offered: its first stop may leave
            return
        self.leave()

    def leave(self) -> None:
        """Back to where the lesson was opened (the menu); declined if not done."""
        if self.left:
            return
        self.left = True
        app = self.app
        if app is not None and not app.settings.tutorial:
            app.settings.tutorial = "declined"
            app.save_settings()
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def text(self, stop: Stop) -> str:
        """The stop's sentence, with the numbers of the moment."""
        obs = self.game.observation(PLAYER)
        if stop.key == "drain":
            count = obs.my_counters or 0
            return ngettext(
                "{count} counter left. No thanks again.",
                "{count} counters left. No thanks again.",
                count,
            ).format(count=count)
        card = obs.card.value if obs.card is not None and obs.card.is_number else 0
        return _(stop.text).format(pot=obs.pot, cost=card - obs.pot, score=self.game.totals[PLAYER])

    def ask(self, stop: Stop) -> str:
        """What to press, on the device in use."""
        app = self.app
        device = app.last_device if app is not None else Device.KEYBOARD
        if stop.key == "specials":  # an offer: going on and leaving are both fine
            if device is Device.TOUCH:
                return _("Tap to go on, or Menu to leave.")
            if device is Device.MOUSE:
                return _("Click to go on, or Menu to leave.")
            return _("{key} goes on, {back} leaves.").format(
                key=_(self.prompt_label(Intent.CONFIRM)), back=_(self.prompt_label(Intent.BACK))
            )
        if stop.expect is None:
            if device is Device.TOUCH:
                return _("Tap to go on.")
            if device is Device.MOUSE:
                return _("Click to go on.")
            return _("Press {key} to go on.").format(key=_(self.prompt_label(Intent.CONFIRM)))
        take = stop.expect in (Action.TAKE, Action.BID)
        button = {
            Action.TAKE: pgettext("button", "TAKE"),
            Action.BID: pgettext("button", "BID"),
        }.get(stop.expect, pgettext("button", "NO THANKS!"))
        if device is Device.TOUCH:
            return _("Tap {button}").format(button=button)
        if device is Device.MOUSE:
            return _("Click {button}").format(button=button)
        key = self.prompt_label(Intent.TAKE if take else Intent.PASS, PLAYER)
        return _("Press {key}: {button}").format(key=_(key), button=button)

    def focus_rect(self, stop: Stop) -> pygame.Rect:
        """What the stop talks about, on the table as laid out now."""
        lay, s = self.layout, self.layout.s
        seat = lay.seats[PLAYER]
        if stop.focus == "pot":
            return lay.card.union(lay.pot)
        if stop.focus == "counters":
            plate = seat.plate
            left = plate.right - px(62, s) - px(26, s)
            return pygame.Rect(left, plate.top, plate.right - left, plate.h)
        if stop.focus == "run":
            cards = list(self.view.displays[PLAYER])
            rects = [r for card, _kind, r in lay.slots(PLAYER, cards) if card.value in (6, 7)]
            if rects:
                return rects[0].unionall(rects[1:])
            return seat.display
        if stop.focus == "display":
            cards = list(self.view.displays[PLAYER])
            slots = [r for _card, _kind, r in lay.slots(PLAYER, cards)]
            return slots[0].unionall(slots[1:]) if slots else seat.display
        if stop.focus == "score":
            return seat.box
        return lay.card.copy()

    def skip_to(self, index: int) -> None:
        """Play the script on to stop `index` of its stops (shown at once): for pictures and
        the fit tests. Moves go through the turn controller, as every move does."""
        index = max(0, min(len(self.stops) - 1, index))
        target = self.stops[index].at
        while self.match.decisions < min(target, self.lesson.end):
            seat, move = self.lesson.moves[self.match.decisions]
            self.show(self.turns.apply(seat, move, by_human=seat == PLAYER))
        self.hurry()
        self.step = index

    # The table's doors -----------------------------------------------------------------
    def open_pause(self, event: IntentEvent | None = None) -> None:
        self.leave()  # Esc, Back, Start or Menu: the lesson is left at once

    def _match_over(self) -> None:
        if not self.finished:
            self.finished = True
            self.play_sound("fanfare")  # the score stop follows: no results screen

    def handle(self, event: IntentEvent) -> bool:
        if event.device in SEAT_OWNING and event.pad is not None:
            # Any pad plays the learner's seat, as keyboard, mouse and touch do.
            event = replace(event, pad=None)
        if event.held and event.intent in (Intent.BACK, Intent.MENU):
            self.leave()
            return True
        if event.held and event.intent in (Intent.UP, Intent.DOWN) and self.reading.marks:
            # A lesson running past its panel: UP/DOWN, the wheel and a drag read it
            # (the move log waits until the lesson is over).
            self.reading.scroll(-1 if event.intent is Intent.UP else 1)
            return True
        if event.intent is Intent.HINT:
            return True  # the lesson is the coach here
        stop = self.stop()
        busy = self.busy_word() if event.held else None
        if busy is not None and self._is_a_move(event):
            self.play_sound("error")
            self.warn(busy, KIND_NOTE_S / 2)
            return True
        if stop is not None and stop.expect is None:
            if not event.held:
                return False
            pos = event.pos
            if (
                event.intent is Intent.POINT
                and pos is not None
                and self.layout.menu.collidepoint(pos)
            ):
                self.leave()
                return True
            if event.intent in GO_ON:
                self.go_on()
            return True
        return super().handle(event)

    def _is_a_move(self, event: IntentEvent) -> bool:
        """A press that would answer a decision: TAKE, NO THANKS, CONFIRM, or a click or
        tap on the table (Menu and Log keep their own jobs)."""
        if event.intent in (Intent.TAKE, Intent.PASS, Intent.CONFIRM):
            return True
        pos = event.pos
        lay = self.layout
        return (
            event.intent is Intent.POINT
            and pos is not None
            and not lay.menu.collidepoint(pos)
            and not lay.log.collidepoint(pos)
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        decisions = self.match.decisions
        while self.step < len(self.stops) and self.stops[self.step].at < decisions:
            self.step += 1  # its move was made

    # Drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        stop = self.stop()
        if stop is not None:
            self.draw_stop(surface, stop)

    def panel_rect(self) -> pygame.Rect:
        """Where the lesson speaks: the roomiest free part of the table among the coach's
        panel and the columns left and right of the middle (never on a seat, the middle,
        Menu or Log), so TV text has room for a sentence."""
        lay = self.layout
        gap = px(12, lay.s)
        w, h = lay.size
        blocks = [seat.box for seat in lay.seats] + [lay.center, lay.menu, lay.log, lay.hud]
        # A special card's help, where the table puts it: the newcomer needs it beside the
        # lesson, not under it.
        help_panel = draw_choice.card_text_rect(frame_of(self))
        if help_panel is not None:
            blocks.append(help_panel)
        coach = lay.coach_panel.copy()
        if lay.portrait:
            # Upright, free felt runs on under the coach's panel: the lesson takes it down
            # to what lies below (clear of a seat's turn glow), to read at larger text
            # without scrolling.
            under = [
                b.top
                for b in blocks
                if b.top >= coach.bottom and b.left < coach.right and b.right > coach.left
            ]
            bottom = min([*under, h]) - gap - px(18, lay.s)
            coach.height = max(coach.h, bottom - coach.top)
        found = [] if help_panel is not None and help_panel.colliderect(coach) else [coach]
        for left, right in ((gap, lay.center.left - gap), (lay.center.right + gap, w - gap)):
            column = pygame.Rect(left, gap, right - left, h - 2 * gap)
            for block in sorted(blocks, key=lambda b: b.top):
                if not column.colliderect(block):
                    continue
                if block.centery < column.centery:
                    column.height, column.top = (
                        column.bottom - block.bottom - gap,
                        block.bottom + gap,
                    )
                else:
                    column.height = block.top - gap - column.top
            # (A column narrower than the lesson's longest word, an upright table's strip
            # beside the middle with larger text, would show a word or an ellipsis a line.)
            roomy = column.w >= self._widest_word() + 2 * px(12, lay.s)
            if roomy and column.h > 0 and column.collidelist(blocks) < 0:
                found.append(column)
        return max(found or [coach], key=lambda r: min(r.w, r.h * 2) * r.h)

    def _widest_word(self) -> int:
        """The widest word of the stop's lesson and question at the size they are drawn."""
        look = self.look
        stop = self.stop()
        if stop is None:
            return 1
        s = self.layout.s
        face = theme.font(max(px(24, s), look.text_floor, theme.MIN_TEXT), "bold")
        words = f"{self.text(stop)} {self.ask(stop)}".split()
        return max((face.size(word)[0] for word in words), default=1)

    def draw_stop(self, surface: pygame.Surface, stop: Stop) -> None:
        look = self.look
        lay = self.layout
        s = lay.s
        # The ring around what the stop talks about, breathing so the eye finds it.
        pulse = 0.5 + 0.5 * math.sin(self.time * 4)
        ring = self.focus_rect(stop).inflate(px(18, s), px(18, s))
        radius = px(14, s)
        glow = ring.inflate(px(10, s), px(10, s))
        pygame.draw.rect(surface, theme.BRASS_DARK, glow, max(2, px(4, s)), border_radius=radius)
        width = max(3, px(4 + 3 * pulse, s))
        pygame.draw.rect(surface, theme.BRASS, ring, width, border_radius=radius)
        panel = self.panel_rect()
        # Opaque: nothing of the table (a card's help, a caption) shows through the lesson.
        theme.draw_panel(
            surface, panel, s, color=(34, 30, 22), edge=theme.BRASS, alpha=255, look=look
        )
        pad = px(12, s)
        inner = panel.inflate(-2 * pad, -2 * pad)
        noted = self.note and self.time < self.note_until
        ask = self.note if noted else self.ask(stop)
        # The question as tall as its lines (larger text: a fixed share left the lesson
        # too little room and cut it), the lesson the rest.
        laid = theme.fit_text(ask, max(12, px(20, s)), "bold", inner.w, 0, 3, look=look)
        ask_h = len(laid.lines) * theme.font(laid.size, "bold").get_linesize() + px(4, s)
        ask_h = min(max(theme.MIN_TEXT * 2, ask_h), inner.h * 2 // 5)
        said = pygame.Rect(inner.x, inner.y, inner.w, inner.h - ask_h - px(4, s))
        asked = pygame.Rect(inner.x, inner.bottom - ask_h, inner.w, ask_h)
        size, text = max(14, px(24, s)), self.text(stop)
        if theme.fit_text(text, size, "bold", said.w, said.h, 12, look=look).ellipsised:
            self.reading.draw(
                surface, [(text, theme.CREAM)], said, size, "bold", "midtop", look=look
            )
        else:
            self.reading.marks = ()
            theme.draw_text(
                surface,
                text,
                None,
                size,
                theme.CREAM,
                "bold",
                "center",
                box=said,
                lines=12,
                look=look,
            )
        theme.draw_text(
            surface, ask, None, max(12, px(20, s)),
            theme.WARN if noted else theme.BRASS, "bold", "center", box=asked, lines=3, look=look,
        )  # fmt: skip
