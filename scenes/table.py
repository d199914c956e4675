"""The table: seats around the felt, the deck, the face-up card, TAKE and NO THANKS!.

The engine is the truth; the screen is a `TableView` that catches up with it. Every
event the engine returns goes into a queue and is animated in turn (a flip for a reveal,
a chip sliding to the pot, the card and its chips sliding to the taker); each animation
changes the view when it starts and when it ends, so after the queue drains the view
equals the engine state (`view_matches_engine`). Skipping (CONFIRM or a tap during an
animation, or "instant" speed) applies the queued events at once.

The scene changes game state only through `game.apply(seat, action)`, with the action a
human chose (only when the view has caught up) or a bot returned from the `BotWorker`.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from functools import partial

import pygame

from game.app import sprites, theme, ui
from game.app.botworker import BotDecision, BotWorker, JobWorker
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.settings import Settings
from game.app.theme import px
from game.bots import make_bot
from game.bots.base import Bot
from game.bots.coach import Advice, advise
from game.rules import Action, Card, Game, group_runs
from game.rules.events import (
    CardRevealed,
    CardTaken,
    CounterPaid,
    DecisionMoved,
    Event,
    GameStarted,
    MatchEnded,
    RoundEnded,
    RoundStarted,
)
from scenes.setup import MatchSetup

# Seconds at 1x; divided by the animation multiplier (instant: 0).
DURATIONS: dict[str, float] = {
    "game_started": 0.0,
    "round_started": 0.7,
    "card_revealed": 0.55,
    "decision_moved": 0.12,
    "counter_paid": 0.42,
    "card_taken": 0.62,
    "round_ended": 1.1,
    "match_ended": 0.4,
}
MIN_SLOT_H = 30  # displays shrink their cards down to this height before overlapping runs
BOT_MIN_PAUSE = 0.6  # seconds a bot visibly "thinks" at 1x, so humans can follow
COACH_BUDGET_MS = 400.0  # the coach's thinking time per hint (off the frame loop)


@dataclass
class Hint:
    """A coach hint asked for one decision: `key` names the decision (the number of
    actions played so far, and the seat); `advice` is None while the coach thinks."""

    key: tuple[int, int]
    advice: Advice | None = None
    error: str | None = None
    shown: bool = True


@dataclass
class TableView:
    """What the screen shows; it lags the engine while events are being animated."""

    players: int
    displays: list[list[Card]] = field(default_factory=list)
    counters: list[int] = field(default_factory=list)
    pot: int = 0
    card: Card | None = None
    deck_left: int = 0
    current: int | None = None
    round: int = 0
    rounds: int = 1
    removed: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        self.displays = [[] for _ in range(self.players)]
        self.counters = [0] * self.players


@dataclass
class Anim:
    event: Event
    tween: sprites.Tween


@dataclass
class SeatLayout:
    box: pygame.Rect
    plate: pygame.Rect
    display: pygame.Rect
    badge_center: tuple[int, int]
    badge_d: int


# Seat centres as fractions of the window, clockwise from the bottom seat [B5].
def seat_centres(n: int) -> list[tuple[float, float]]:
    if n == 7:
        # An ellipse would put the lower side seats on the buttons: spread them wider.
        return [
            (0.5, 0.87),
            (0.17, 0.8),
            (0.11, 0.46),
            (0.3, 0.15),
            (0.7, 0.15),
            (0.89, 0.46),
            (0.83, 0.8),
        ]
    rx, ry = 0.375, 0.355
    out = []
    for i in range(n):
        a = math.radians(90 + i * 360 / n)
        out.append((0.5 + rx * math.cos(a), 0.5 + ry * math.sin(a)))
    if n == 5:
        # On the ellipse the two top seats' cards reach down into the turn caption.
        out[2] = (out[2][0], 0.15)
        out[3] = (out[3][0], 0.15)
    return out


class TableLayout:
    """Where everything sits for a window size and a seat count (recomputed on resize)."""

    def __init__(self, size: tuple[int, int], players: int) -> None:
        w, h = size
        self.size = size
        self.s = s = theme.scale_for(size)
        self.big_h = min(int(h * 0.25), px(190, s))
        self.small_h = max(34, min(int(h * 0.105), px(80, s)))
        bw, bh = sprites.card_size(self.big_h)
        cx, cy = w // 2, int(h * 0.455)
        self.card = pygame.Rect(0, 0, bw, bh)
        self.card.center = (cx + bw // 4, cy)
        self.deck = pygame.Rect(0, 0, bw, bh)
        self.deck.midright = (self.card.left - px(36, s), cy)
        self.chip_d = px(34, s)
        self.pot = pygame.Rect(self.card.right + px(16, s), cy - px(40, s), px(70, s), px(80, s))
        button_h = max(px(72, s), 44)
        button_w = px(236, s)
        gap = px(18, s)
        top = self.card.bottom + px(18, s)
        self.take = pygame.Rect(cx - gap // 2 - button_w, top, button_w, button_h)
        self.pass_ = pygame.Rect(cx + gap // 2, top, button_w, button_h)
        self.caption = (cx, self.card.top - px(22, s))
        # The turn caption ("Ada's turn") is reserved as wide as the buttons, so no seat
        # can sit on it.
        caption_h = px(36, s)
        caption_box = pygame.Rect(self.take.left, self.caption[1] - caption_h // 2, 0, caption_h)
        caption_box.width = self.pass_.right - self.take.left
        self.center = (
            self.deck.union(self.card)
            .union(self.pot)
            .union(self.take)
            .union(self.pass_)
            .union(caption_box)
        )
        self.menu = pygame.Rect(0, 0, px(96, s), px(44, s))
        self.menu.topright = (w - px(14, s), px(12, s))
        # The coach's Hint button (shown only with coach hints on): beside the buttons if
        # the seats leave room there, else beside the deck or the pot, else by Menu.
        hint = pygame.Rect(0, 0, max(px(104, s), 64), max(px(56, s), 44))
        candidates = [hint.copy() for _ in range(6)]
        candidates[0].topleft = (self.pass_.right + gap, self.pass_.top)
        candidates[1].topright = (self.take.left - gap, self.take.top)
        candidates[2].bottomright = (self.center.left - gap, self.deck.bottom)
        candidates[3].topleft = (self.center.right + gap, self.card.top)
        candidates[4].topright = (self.center.left - gap, self.card.top)
        candidates[5].topright = (self.menu.left - px(12, s), self.menu.top)
        self.hint = candidates[-1]
        self.seats: list[SeatLayout] = []
        box_w = min(int(w * 0.235), px(330, s))
        plate_h = px(50, s)
        box_h = plate_h + px(8, s) + self.small_h + px(8, s)
        for fx, fy in seat_centres(players):
            box = pygame.Rect(0, 0, box_w, box_h)
            box.center = (int(w * fx), int(h * fy))
            box.clamp_ip(pygame.Rect(px(6, s), px(6, s), w - px(12, s), h - px(12, s)))
            badge_d = int(plate_h * 1.15)
            plate = pygame.Rect(box.x + badge_d // 2, box.y, box.w - badge_d // 2, plate_h)
            display = pygame.Rect(box.x, plate.bottom + px(8, s), box.w, self.small_h + px(8, s))
            self.seats.append(
                SeatLayout(box, plate, display, (box.x + badge_d // 2, plate.centery), badge_d)
            )
        screen = pygame.Rect(0, 0, w, h)
        taken = [seat.box for seat in self.seats] + [self.center, self.menu]
        for r in candidates:
            if screen.contains(r) and r.collidelist(taken) < 0:
                self.hint = r
                break

    def rects(self) -> list[pygame.Rect]:
        """Every block that must not overlap another (checked by the tests)."""
        return [seat.box for seat in self.seats] + [self.center, self.menu, self.hint]


def display_slots(
    cards: list[Card], area: pygame.Rect, card_h: int
) -> list[tuple[Card, str, pygame.Rect]]:
    """Cards of a display laid out as runs, to fit `area`. Returns (card, style, rect) in
    drawing order. The lowest card of a run of two or more is "scoring" (it alone counts
    [B7]) and its run-mates are "muted".

    A run's lowest card lies on top, whole; its higher cards are tucked behind it to the
    right, each showing a strip wide enough for its top-right index. Runs never overlap
    one another, so every run's lowest card is fully visible. When the cards do not fit,
    the gaps between runs close first, then the cards shrink (down to `MIN_SLOT_H`); only
    past that are the runs squeezed together."""
    if not cards:
        return []
    runs = group_runs(cards)
    mates = len(cards) - len(runs)

    def steps(h: int, gap: float) -> tuple[int, float, float]:
        cw = sprites.card_size(h)[0]
        tuck = max(sprites.index_strip(h), cw * 0.4)
        return cw, tuck, gap * cw

    def width(h: int, gap: float) -> float:
        cw, tuck, between = steps(h, gap)
        return len(runs) * cw + mates * tuck + (len(runs) - 1) * between

    h, gap = card_h, 0.12
    if width(h, gap) > area.w:
        gap = max(0.0, (area.w - width(h, 0.0)) / max(1, len(runs) - 1) / sprites.card_size(h)[0])
    floor = min(card_h, MIN_SLOT_H)
    while h > floor and width(h, gap) > area.w:
        h -= 1
    cw, tuck, between = steps(h, gap)
    starts = []  # each run's left edge, before any squeeze
    x = 0.0
    for run in runs:
        starts.append(x)
        x += cw + (len(run) - 1) * tuck + between
    natural = x - between
    k = 1.0
    if natural > area.w and len(runs) > 1:
        # Past the smallest cards: squeeze the runs' starts (a run may then cover the end
        # of the one before it, never its own lowest card).
        last = starts[-1]
        tail = natural - last
        k = max(0.0, (area.w - tail) / last) if last else 1.0
        natural = area.w
    left = max(float(area.x), area.centerx - natural / 2)
    ch = sprites.card_size(h)[1]
    lift = int(card_h * 0.08)
    top = area.y + (card_h - ch) // 2
    out: list[tuple[Card, str, pygame.Rect]] = []
    for start, run in zip(starts, runs, strict=True):
        x0 = left + start * k
        if len(run) == 1:
            out.append((run[0], "normal", pygame.Rect(int(x0), top + lift, cw, ch)))
            continue
        # Highest first, so each lower card is drawn over the one above it.
        for j in range(len(run) - 1, 0, -1):
            rect = pygame.Rect(int(x0 + j * tuck), top + lift, cw, ch)
            out.append((run[j], "muted", rect))
        out.append((run[0], "scoring", pygame.Rect(int(x0), top, cw, ch)))
    return out


class TableScene(Scene):
    name = "table"

    def __init__(self, setup: MatchSetup, seed: int, game: Game | None = None) -> None:
        super().__init__()
        self.setup = setup
        self.seed = seed
        self.game = game or Game.new(setup.config(), seed)
        n = self.game.config.players
        self.bots: dict[int, Bot] = {
            seat: make_bot(spec.kind, seed * 31 + seat)
            for seat, spec in enumerate(setup.seats)
            if not spec.is_human
        }
        self.names = [setup.seat_name(i) for i in range(n)]
        self.looks = [setup.seat_look(i) for i in range(n)]
        self.view = TableView(n)
        self.queue: deque[Event] = deque(self.game.opening_events if game is None else ())
        if game is not None:
            self._sync_view()
        self.anim: Anim | None = None
        self._asked = -1  # len(self.log) when the bot worker was last asked
        self._ready: BotDecision | None = None
        self.worker: BotWorker | None = None
        self.bot_wait = 0.0
        self.time = 0.0
        self.focus = 1  # 0: TAKE, 1: NO THANKS (the safer default for CONFIRM)
        self.peek_held = False
        self.peek_toggle = False
        self.last_taken: tuple[int, Card] | None = None
        self.layout = TableLayout((1280, 720), n)
        self.results_shown: set[int] = set()
        self.finished = False
        self.log: list[str] = []
        self.coach: JobWorker | None = None
        self.coach_budget_ms: float | None = COACH_BUDGET_MS
        self.coach_samples = 2000
        self.hint: Hint | None = None
        self.hint_requests = 0  # how many times the coach was asked (for tests)

    # Services ------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        app = self.app
        return app.settings if app is not None else _DEFAULT_SETTINGS

    def _play(self, name: str) -> None:
        if self.app is not None:
            self.app.audio.play(name)

    def _duration(self, kind: str) -> float:
        mult = self.settings.animation_multiplier
        base = DURATIONS.get(kind, 0.0)
        return 0.0 if math.isinf(mult) else base / mult

    # Life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self.worker = BotWorker()
        app = self.app
        if app is not None:
            for seat, spec in enumerate(self.setup.seats):
                if spec.is_human and spec.pad is not None and spec.pad in app.pads:
                    app.pads.assign(spec.pad, seat)

    def exit(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        if self.coach is not None:
            self.coach.close()
            self.coach = None
        self.hint = None

    def resume(self) -> None:
        self.peek_held = False

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = TableLayout(size, self.game.config.players)

    def on_pad_removed(self, instance_id: int, seat: int | None) -> None:
        if seat is not None and seat < len(self.setup.seats) and self.setup.seats[seat].is_human:
            self.open_pause()

    # The view catching up -----------------------------------------------------------
    @property
    def caught_up(self) -> bool:
        return self.anim is None and not self.queue

    def _sync_view(self) -> None:
        """Make the view equal the engine state (used when starting from a saved game)."""
        obs = self.game.observation(None)
        v = self.view
        v.displays = [sorted(d) for d in obs.displays]
        v.counters = list(obs.counters)
        v.pot, v.card, v.deck_left = obs.pot, obs.card, obs.deck_left
        v.current, v.round, v.rounds, v.removed = (
            obs.current_seat,
            obs.round,
            obs.rounds,
            obs.removed,
        )

    def view_matches_engine(self) -> bool:
        obs = self.game.observation(None)
        v = self.view
        return (
            [tuple(sorted(d)) for d in v.displays] == list(obs.displays)
            and tuple(v.counters) == obs.counters
            and v.pot == obs.pot
            and v.card == obs.card
            and v.deck_left == obs.deck_left
            and (v.current == obs.current_seat or obs.is_over)
        )

    def _begin(self, event: Event) -> None:
        """What changes on screen when an event's animation starts."""
        v = self.view
        if isinstance(event, RoundStarted):
            v.round, v.rounds = event.round, event.rounds
            v.displays = [[] for _ in range(v.players)]
            v.counters = list(event.counters)
            v.pot, v.card, v.deck_left = 0, None, event.deck_size
            v.removed = event.removed
            v.current = None
        elif isinstance(event, CardRevealed):
            v.deck_left = event.deck_left
            self._play("reveal")
        elif isinstance(event, DecisionMoved):
            v.current = event.seat
            self.peek_toggle = False
        elif isinstance(event, CounterPaid):
            v.counters[event.seat] = event.counters_left
            self._play("clink")
        elif isinstance(event, CardTaken):
            v.card = None
            v.pot = 0
            self._play("take")
        elif isinstance(event, RoundEnded | MatchEnded):
            v.current = None

    def _end(self, event: Event) -> None:
        """What changes when an event's animation ends."""
        v = self.view
        if isinstance(event, CardRevealed):
            v.card = event.card
        elif isinstance(event, CounterPaid):
            v.pot = event.pot
        elif isinstance(event, CardTaken):
            v.displays[event.seat] = sorted([*v.displays[event.seat], event.card])
            v.counters[event.seat] = event.counters_after
            self.last_taken = (event.seat, event.card)
        elif isinstance(event, RoundEnded):
            self._round_over(event)
        elif isinstance(event, MatchEnded):
            self._match_over()

    def _advance(self, dt: float) -> None:
        while True:
            if self.anim is None:
                if not self.queue or self.finished:
                    return
                event = self.queue.popleft()
                self.anim = Anim(event, sprites.Tween(self._duration(event.kind)))
                self._begin(event)
            self.anim.tween.update(dt)
            dt = 0.0
            if not self.anim.tween.done:
                return
            anim, self.anim = self.anim, None
            self._end(anim.event)
            if self.stack is None or self.stack.top is not self:
                return  # a results screen went up: continue when it is popped

    def skip(self) -> None:
        """Show the engine state now: finish every queued animation up to a results stop."""
        while self.anim is not None or self.queue:
            if self.anim is None:
                event = self.queue.popleft()
                self.anim = Anim(event, sprites.Tween(0.0))
                self._begin(event)
            anim, self.anim = self.anim, None
            self._end(anim.event)
            if isinstance(anim.event, RoundEnded | MatchEnded) or self.finished:
                return

    def _round_over(self, event: RoundEnded) -> None:
        if event.round >= self.game.config.rounds or event.round in self.results_shown:
            return  # the final round's results come with MatchEnded
        self.results_shown.add(event.round)
        from scenes.results import ResultsScene

        self._play("fanfare")
        if self.stack is not None:
            self.stack.push(ResultsScene.for_round(self, event))

    def _match_over(self) -> None:
        if self.finished:
            return
        self.finished = True
        from scenes.results import ResultsScene

        self._play("fanfare")
        if self.stack is not None:
            self.stack.replace(ResultsScene.for_match(self))

    # Acting --------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> None:
        events = self.game.apply(seat, action)
        self.log.append(f"{seat}:{action.value}")
        self.queue.extend(events)
        self.bot_wait = 0.0

    def human_turn(self) -> int | None:
        """The human seat whose decision it is, if the view shows it (else None)."""
        seat = self.game.current_seat
        if seat is None or not self.caught_up or seat in self.bots or self.finished:
            return None
        return seat

    def accepts(self, event: IntentEvent, seat: int) -> bool:
        """May this input act for `seat`? Keyboard, mouse and touch always may (hot-seat);
        a gamepad may if it owns the seat, or the seat has no pad and it owns no other."""
        if event.device is not Device.GAMEPAD:
            return True
        app = self.app
        spec = self.setup.seats[seat]
        if app is None:
            return spec.pad is None or spec.pad == event.pad
        owner = app.pads.pad_for_seat(seat)
        if owner is None:
            owner = spec.pad if spec.pad is not None and spec.pad in app.pads else None
        if owner is not None:
            return event.pad == owner
        return event.pad is None or app.pads.seat_of(event.pad) in (None, seat)

    def choose(self, action: Action, event: IntentEvent | None = None) -> bool:
        seat = self.human_turn()
        if seat is None or (event is not None and not self.accepts(event, seat)):
            return False
        if action not in self.game.legal_actions(seat):
            self._play("error")
            if self.app is not None:
                self.app.notify("No counters left: you must take the card")
            return False
        self._apply(seat, action)
        return True

    def open_pause(self) -> None:
        if self.stack is None:
            return
        try:
            from scenes.pause import PauseScene
        except ImportError:
            return
        self.peek_held = False
        self.stack.push(PauseScene())

    def handle(self, event: IntentEvent) -> bool:
        intent = event.intent
        if intent is Intent.PEEK:
            self.peek_held = event.held
            return True
        if not event.held:
            return False
        if intent in (Intent.BACK, Intent.MENU):
            self.open_pause()
            return True
        if intent is Intent.POINT and event.pos is not None:
            return self._point(event)
        if not self.caught_up:
            if intent in (Intent.CONFIRM, Intent.TAKE, Intent.PASS):
                self.skip()  # hurry the animations; never act on a card not yet seen
                return True
            return False
        if intent is Intent.TAKE:
            return self.choose(Action.TAKE, event)
        if intent is Intent.PASS:
            return self.choose(Action.PASS, event)
        if intent in (Intent.LEFT, Intent.RIGHT):
            if self.human_turn() is not None:
                self.focus = 0 if intent is Intent.LEFT else 1
                self._play("move")
            return True
        if intent is Intent.CONFIRM:
            return self.choose(Action.TAKE if self.focus == 0 else Action.PASS, event)
        if intent is Intent.HINT:
            return self.request_hint(event)
        return False

    def _point(self, event: IntentEvent) -> bool:
        pos = event.pos
        assert pos is not None
        lay = self.layout
        if lay.menu.collidepoint(pos):
            self.open_pause()
            return True
        if not self.caught_up:
            self.skip()
            return True
        if lay.take.collidepoint(pos):
            self.focus = 0
            return self.choose(Action.TAKE, event)
        if lay.pass_.collidepoint(pos):
            self.focus = 1
            return self.choose(Action.PASS, event)
        if self.hint_available() and lay.hint.collidepoint(pos):
            return self.request_hint(event)
        seat = self.human_turn()
        if seat is not None and lay.seats[seat].box.collidepoint(pos):
            self.peek_toggle = not self.peek_toggle
            return True
        return False

    # Coach hints --------------------------------------------------------------------
    @property
    def hints_on(self) -> bool:
        return bool(self.settings.coach_hints)

    def _decision_key(self) -> tuple[int, int] | None:
        seat = self.human_turn()
        return None if seat is None else (len(self.log), seat)

    def hint_available(self) -> bool:
        """Is the Hint button shown? Hints on, and a human seat's decision on screen."""
        return self.hints_on and self._decision_key() is not None

    def request_hint(self, event: IntentEvent | None = None) -> bool:
        """HINT: ask the coach about the decision on screen (off the frame loop), or
        hide / show again the hint already asked for it. The game state never changes."""
        if not self.hints_on:
            if self.app is not None:
                self.app.notify("Turn on coach hints in Settings")
            return True
        key = self._decision_key()
        if key is None or (event is not None and not self.accepts(event, key[1])):
            return False
        if self.hint is not None and self.hint.key == key:
            self.hint.shown = not self.hint.shown
            return True
        if self.coach is None:
            self.coach = JobWorker("coach")
        # Only the observation of the seat to move: the coach sees what that player sees.
        obs = self.game.observation(key[1])
        budget, samples = self.coach_budget_ms, self.coach_samples
        self.coach.submit(key, partial(advise, obs, budget, samples=samples))
        self.hint = Hint(key)
        self.hint_requests += 1
        self._play("move")
        return True

    def _drive_hint(self) -> None:
        hint = self.hint
        if hint is None:
            return
        if hint.key != self._decision_key():
            # The decision moved on: the hint (or the answer still coming) is stale.
            self.hint = None
            if self.coach is not None:
                self.coach.cancel()
            return
        if hint.advice is None and hint.error is None and self.coach is not None:
            answer = self.coach.poll()
            if answer is not None and answer.tag == hint.key:
                if isinstance(answer.value, Advice):
                    hint.advice = answer.value
                else:
                    hint.error = answer.error or "no advice"

    # Frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self._advance(dt)
        self._drive_hint()
        if self.stack is not None and self.stack.top is not self:
            return
        self._drive_bot(dt)
        if self.caught_up and not self.finished:
            # Keep advancing so a bot's answer starts its animation the same frame.
            self._advance(0.0)

    def _drive_bot(self, dt: float) -> None:
        seat = self.game.current_seat
        if seat is None or seat not in self.bots or self.worker is None or self.finished:
            return
        turn = len(self.log)
        if self._asked != turn:
            # Ask at once, even while earlier events still animate: thinking overlaps them.
            self.worker.submit(seat, self.bots[seat], self.game.observation(seat))
            self._asked = turn
            self._ready = None
        if self.caught_up:
            self.bot_wait += dt
        if self._ready is None:
            self._ready = self.worker.poll()
        mult = self.settings.animation_multiplier
        pause = 0.0 if math.isinf(mult) else BOT_MIN_PAUSE / mult
        ready = self._ready
        if ready is not None and self.caught_up and self.bot_wait >= pause:
            self._ready = None
            if ready.seat == seat:
                self._apply(seat, ready.action)

    def thinking_seat(self) -> int | None:
        seat = self.game.current_seat
        if seat is not None and seat in self.bots and self.caught_up and not self.finished:
            return seat
        return None

    # Drawing -------------------------------------------------------------------------
    def counters_visible(self, seat: int) -> bool:
        """Counters are secret [B8]: shown for everyone with open counters; a lone human
        always sees their own; in hot-seat the human to act sees theirs while peeking."""
        if self.game.config.open_counters:
            return True
        if seat in self.bots:
            return False
        humans = [i for i, spec in enumerate(self.setup.seats) if spec.is_human]
        if len(humans) == 1:
            return True
        return seat == self.human_turn() and (self.peek_held or self.peek_toggle)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        lay = self.layout
        s = lay.s
        self._draw_table_ring(surface)
        self._draw_hud(surface)
        for seat in range(self.view.players):
            self._draw_seat(surface, seat)
        self._draw_center(surface)
        self._draw_buttons(surface)
        self._draw_hint(surface)
        self._draw_anim(surface)
        # The menu button, for mouse and touch players.
        menu = lay.menu
        surface.blit(
            sprites.rounded_rect(
                menu.size, theme.PANEL, px(12, s), 220, px(2, s), theme.PANEL_EDGE
            ),
            menu,
        )
        theme.draw_text(surface, "Menu", menu.center, px(24, s), theme.CREAM, "bold")

    def _draw_table_ring(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        ring = _ring_cache.get((w, h))
        if ring is None:
            ring = pygame.Surface((w, h), pygame.SRCALPHA)
            r = pygame.Rect(0, 0, int(w * 0.56), int(h * 0.56))
            r.center = (w // 2, int(h * 0.5))
            pygame.draw.ellipse(ring, (255, 255, 255, 14), r)
            pygame.draw.ellipse(ring, (246, 186, 64, 40), r, max(1, h // 240))
            _ring_cache.clear()
            _ring_cache[(w, h)] = ring
        surface.blit(ring, (0, 0))

    def _draw_hud(self, surface: pygame.Surface) -> None:
        s = self.layout.s
        v = self.view
        label = f"Round {max(1, v.round)} of {v.rounds}" if v.rounds > 1 else "Single round"
        theme.draw_text(
            surface,
            label,
            (px(18, s), px(16, s)),
            px(24, s),
            theme.CREAM,
            "bold",
            anchor="topleft",
            shadow=2,
        )
        y = px(48, s)
        if self.game.config.tactical:
            theme.draw_text(
                surface,
                "Tactical",
                (px(18, s), y),
                px(20, s),
                theme.BRASS,
                "bold",
                anchor="topleft",
                shadow=2,
            )
            y += px(26, s)
            x = px(18, s)
            for card in v.removed:
                face = sprites.card_face(card.value, px(44, s), "muted")
                surface.blit(face, (x, y))
                x += face.get_width() + px(4, s)
        if self.game.config.open_counters:
            theme.draw_text(
                surface,
                "Open counters",
                (px(18, s), y + px(52, s) * bool(v.removed)),
                px(20, s),
                theme.MUTED,
                "bold",
                anchor="topleft",
                shadow=2,
            )

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        lay = self.layout
        s = lay.s
        sl = lay.seats[seat]
        v = self.view
        active = v.current == seat and not self.finished
        plate = sl.plate
        if active:
            pulse = 0.5 + 0.5 * math.sin(self.time * 5)
            g = sprites.glow(plate.size, theme.BRASS, px(18, s), px(14, s))
            g.set_alpha(int(150 + 105 * pulse))
            surface.blit(g, g.get_rect(center=plate.center))
        fill = (58, 44, 20) if active else theme.PANEL
        edge = theme.BRASS if active else theme.PANEL_EDGE
        surface.blit(sprites.rounded_rect(plate.size, fill, px(14, s), 235, px(2, s), edge), plate)
        badge = sprites.badge(self.looks[seat], sl.badge_d)
        surface.blit(badge, badge.get_rect(center=sl.badge_center))
        text_x = sl.badge_center[0] + sl.badge_d // 2 + px(8, s)
        name_size = px(24, s)
        theme.draw_text(
            surface,
            self.names[seat],
            (text_x, plate.centery - px(9, s)),
            name_size,
            theme.CREAM,
            "bold",
            anchor="midleft",
        )
        spec = self.setup.seats[seat]
        role = (
            spec.kind.title() + " bot"
            if not spec.is_human
            else ("Human · pad" if spec.pad is not None else "Human")
        )
        theme.draw_text(
            surface,
            role,
            (text_x, plate.centery + px(12, s)),
            px(16, s),
            theme.MUTED,
            "body",
            anchor="midleft",
        )
        # Counters: chip and count, or a face-down chip when secret.
        chip_d = px(26, s)
        cx = plate.right - px(62, s)
        visible = self.counters_visible(seat)
        chip = sprites.chip(chip_d, hidden=not visible)
        surface.blit(chip, chip.get_rect(center=(cx, plate.centery)))
        count = str(v.counters[seat]) if visible else "?"
        theme.draw_text(
            surface,
            count,
            (cx + chip_d // 2 + px(6, s), plate.centery),
            px(26, s),
            theme.CREAM,
            "display",
            anchor="midleft",
        )
        if self.thinking_seat() == seat:
            dots = int(self.time * 3) % 4
            for i in range(3):
                alpha_on = i < dots
                c = theme.BRASS if alpha_on else (90, 90, 70)
                pygame.draw.circle(
                    surface,
                    c,
                    (plate.right - px(14, s) - (2 - i) * px(10, s), plate.top + px(10, s)),
                    px(3.5, s),
                )
        elif active and not self.counters_visible(seat) and spec.is_human and not self.finished:
            theme.draw_text(
                surface,
                "hold " + self._label(Intent.PEEK) + " to peek",
                (plate.centerx, plate.bottom + px(2, s)),
                px(14, s),
                theme.BRASS,
                "bold",
                anchor="midtop",
                shadow=1,
            )
        # The display, grouped into runs.
        cards = v.displays[seat]
        for card, style, rect in display_slots(cards, sl.display, lay.small_h):
            if style == "scoring":
                surface.blit(sprites.card_shadow(rect.size), rect.move(-px(3, s), px(2, s)))
            surface.blit(sprites.card_face(card.value, lay.small_h, style), rect)
        if not cards:
            theme.draw_text(
                surface, "no cards yet", sl.display.center, px(18, s), (120, 170, 140), "body"
            )
        if active:
            # A bouncing arrow points at the seat to act.
            bob = math.sin(self.time * 6) * px(4, s)
            ax = plate.centerx
            if plate.centery > lay.size[1] * 0.5:
                theme.draw_arrow(
                    surface, (ax, int(plate.top - px(14, s) + bob)), px(22, s), "down", theme.BRASS
                )
            else:
                tip = sl.display.bottom + px(14, s)
                theme.draw_arrow(surface, (ax, int(tip - bob)), px(22, s), "up", theme.BRASS)

    def _deck_top(self) -> pygame.Rect:
        depth = min(6, (self.view.deck_left + 3) // 4)
        return self.layout.deck.move(-depth * 2, -depth * 2)

    def _draw_center(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.s
        v = self.view
        deck = lay.deck
        if v.deck_left > 0:
            back = sprites.card_back(lay.big_h)
            surface.blit(sprites.card_shadow(deck.size), deck.move(-px(4, s), px(3, s)))
            depth = min(6, (v.deck_left + 3) // 4)
            for i in range(depth + 1):
                surface.blit(back, deck.move(-i * 2, -i * 2))
        else:
            pygame.draw.rect(surface, (255, 255, 255), deck, px(2, s), border_radius=px(14, s))
        # Cards left, on a pill across the deck's lower edge.
        label = theme.render_text(f"{v.deck_left} left", px(22, s), theme.CREAM, "bold")
        pill = label.get_rect(center=(deck.centerx - px(6, s), deck.bottom - px(22, s)))
        pill = pill.inflate(px(20, s), px(8, s))
        surface.blit(
            sprites.rounded_rect(pill.size, theme.INK, pill.h // 2, 220, px(2, s), theme.BRASS),
            pill,
        )
        surface.blit(label, label.get_rect(center=pill.center))
        card = lay.card
        slot = sprites.rounded_rect(card.size, (255, 255, 255), px(14, s), 26)
        surface.blit(slot, card)
        if v.card is not None:
            surface.blit(sprites.card_shadow(card.size), card.move(-px(6, s), px(5, s)))
            surface.blit(sprites.card_face(v.card.value, lay.big_h), card)
        self._draw_pot(surface, v.pot, lay.pot)
        # Whose decision it is, in words.
        caption = self._caption()
        if caption:
            theme.draw_text(
                surface, caption, lay.caption, px(26, s), theme.CREAM, "bold", outline=2, shadow=2
            )

    def _caption(self) -> str:
        v = self.view
        if self.finished or v.current is None:
            return ""
        name = self.names[v.current]
        if self.thinking_seat() == v.current:
            return f"{name} is thinking"
        if v.current not in self.bots:
            return f"{name}, take it or say no thanks?"
        return f"{name}'s turn"

    def _draw_pot(self, surface: pygame.Surface, pot: int, area: pygame.Rect) -> None:
        if pot <= 0:
            return
        s = self.layout.s
        chip = sprites.chip(self.layout.chip_d)
        shown = min(pot, 8)
        x = area.x + px(4, s)
        y = area.centery
        for i in range(shown):
            surface.blit(chip, (x + (i % 2) * px(6, s), y - i * px(6, s)))
        theme.draw_text(
            surface,
            f"×{pot}",
            (area.x + px(4, s), y + chip.get_height() + px(12, s)),
            px(26, s),
            theme.CREAM,
            "display",
            anchor="midleft",
            outline=2,
        )

    def _label(self, intent: Intent) -> str:
        app = self.app
        if app is not None:
            return app.prompt_label(intent)
        return {Intent.TAKE: "T", Intent.PASS: "P", Intent.PEEK: "Tab"}.get(intent, "")

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.s
        seat = self.human_turn()
        legal = self.game.legal_actions(seat) if seat is not None else ()
        device = self.app.last_device if self.app is not None else Device.KEYBOARD
        for i, (rect, text, intent, color, action) in enumerate(
            (
                (lay.take, "TAKE", Intent.TAKE, (58, 150, 92), Action.TAKE),
                (lay.pass_, "NO THANKS!", Intent.PASS, theme.TOMATO, Action.PASS),
            )
        ):
            enabled = action in legal
            focused = enabled and self.focus == i and device in (Device.KEYBOARD, Device.GAMEPAD)
            if enabled and focused:
                g = sprites.glow(rect.size, theme.BRASS, px(14, s), px(18, s))
                surface.blit(g, g.get_rect(center=rect.center))
            fill = color if enabled else (44, 64, 54)
            edge = theme.CREAM if focused else (theme.INK if enabled else theme.PANEL_EDGE)
            surface.blit(
                sprites.rounded_rect(rect.size, (0, 0, 0), px(18, s), 90), rect.move(0, px(5, s))
            )
            surface.blit(
                sprites.rounded_rect(rect.size, fill, px(18, s), 255, px(3, s), edge), rect
            )
            tcolor = theme.CREAM if enabled else (110, 140, 124)
            label = theme.render_text(
                text, px(30, s), tcolor, "display", outline=2 if enabled else 0
            )
            if enabled:
                key = self._label(intent)
                bh = px(32, s)
                probe = theme.render_text(key, max(8, int(bh * 0.58)), theme.INK, "bold")
                bw = (
                    bh
                    if device is Device.GAMEPAD and len(key) == 1
                    else max(bh, probe.get_width() + bh // 2)
                )
                if device in (Device.TOUCH, Device.MOUSE):
                    bw = 0
                total = bw + (px(10, s) if bw else 0) + label.get_width()
                x = rect.centerx - total // 2
                if bw:
                    ui.prompt_badge(surface, key, device, (x, rect.centery), bh)
                surface.blit(
                    label, label.get_rect(midleft=(x + total - label.get_width(), rect.centery))
                )
            else:
                surface.blit(label, label.get_rect(center=rect.center))

    def hint_lines(self) -> list[str]:
        """The hint panel's text: a "thinking" cue, or the coach's sentence and numbers."""
        hint = self.hint
        if hint is None:
            return []
        if hint.error is not None:
            return ["The coach could not work this one out."]
        advice = hint.advice
        if advice is None:
            return ["Coach is thinking…", ""]
        lines = ["Coach: " + advice.sentence]
        if advice.pass_score is not None and advice.pass_margin is not None:
            lines.append(
                f"Expected score: take {advice.take_score:.1f} · pass {advice.pass_score:.1f}"
                " (lower is better)"
            )
            lines.append(
                f"Lead over the best rival: take {advice.take_margin:+.1f} · "
                f"pass {advice.pass_margin:+.1f} ({advice.samples} deals)"
            )
        return lines

    def _draw_hint(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.s
        if self.hint_available():
            rect = lay.hint
            active = self.hint is not None and self.hint.shown
            surface.blit(
                sprites.rounded_rect(rect.size, (0, 0, 0), px(14, s), 90), rect.move(0, px(4, s))
            )
            edge = theme.BRASS if active else theme.CREAM
            fill = (58, 44, 20) if active else theme.PANEL
            surface.blit(
                sprites.rounded_rect(rect.size, fill, px(14, s), 245, px(3, s), edge), rect
            )
            label = theme.render_text("Hint", max(12, px(24, s)), theme.CREAM, "bold")
            device = self.app.last_device if self.app is not None else Device.KEYBOARD
            bh = max(14, px(26, s))
            if device in (Device.KEYBOARD, Device.GAMEPAD):
                key = self._label(Intent.HINT)
                probe = theme.render_text(key, max(8, int(bh * 0.58)), theme.INK, "bold")
                bw = max(bh, probe.get_width() + bh // 2)
                if bw + px(6, s) + label.get_width() <= rect.w - px(8, s):
                    total = bw + px(6, s) + label.get_width()
                    x = rect.centerx - total // 2
                    ui.prompt_badge(surface, key, device, (x, rect.centery), bh)
                    surface.blit(label, label.get_rect(midright=(x + total, rect.centery)))
                    label = None
            if label is not None:
                surface.blit(label, label.get_rect(center=rect.center))
        hint = self.hint
        if hint is None or not hint.shown:
            return
        # The panel: just below TAKE / NO THANKS!, as wide as the two of them.
        h = lay.size[1]
        pad = px(14, s)
        width = lay.pass_.right - lay.take.left
        wrap = width - 2 * pad
        big, small = max(14, px(24, s)), max(12, px(18, s))
        lines = self.hint_lines()
        surfs = [theme.render_text(lines[0], big, theme.CREAM, "bold", wrap=wrap)]
        for line in lines[1:]:
            surfs.append(theme.render_text(line or " ", small, theme.MUTED, "body", wrap=wrap))
        gap = px(6, s)
        height = 2 * pad + sum(x.get_height() for x in surfs) + gap * (len(surfs) - 1)
        panel = pygame.Rect(lay.take.left, lay.take.bottom + px(12, s), width, height)
        panel.bottom = min(panel.bottom, h - px(6, s))
        theme.draw_panel(surface, panel, s, color=(34, 30, 22), edge=theme.BRASS, alpha=245)
        y = panel.top + pad
        for surf in surfs:
            surface.blit(surf, surf.get_rect(midtop=(panel.centerx, y)))
            y += surf.get_height() + gap
        if hint.advice is None and hint.error is None:
            # The thinking cue: three dots filling in turn, in the panel's second row.
            dots = int(self.time * 3) % 4
            cy = panel.bottom - pad - surfs[-1].get_height() // 2
            for j in range(3):
                c = theme.BRASS if j < dots else (90, 90, 70)
                pygame.draw.circle(
                    surface, c, (panel.centerx + (j - 1) * px(14, s), cy), max(2, px(4, s))
                )

    # Flying sprites -------------------------------------------------------------------
    def _plate_point(self, seat: int) -> tuple[float, float]:
        plate = self.layout.seats[seat].plate
        return float(plate.right - px(62, self.layout.s)), float(plate.centery)

    def _draw_anim(self, surface: pygame.Surface) -> None:
        anim = self.anim
        if anim is None:
            return
        lay = self.layout
        s = lay.s
        t = anim.tween.value
        event = anim.event
        if isinstance(event, CardRevealed):
            start = self._deck_top()
            end = lay.card
            x, y = sprites.arc_pos(start.center, end.center, t, px(40, s))
            # A flip: the back narrows to an edge, then the face widens.
            face_up = t >= 0.5
            k = abs(math.cos(t * math.pi))
            src = (
                sprites.card_face(event.card.value, lay.big_h)
                if face_up
                else sprites.card_back(lay.big_h)
            )
            w = max(1, int(src.get_width() * k))
            lift = 1 + 0.08 * math.sin(t * math.pi)
            img = pygame.transform.smoothscale(src, (w, int(src.get_height() * lift)))
            shadow = sprites.card_shadow(src.get_size())
            surface.blit(shadow, shadow.get_rect(center=(x - px(4, s), y + px(10, s) * (1 + t))))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        elif isinstance(event, CounterPaid):
            start = self._plate_point(event.seat)
            end = (lay.pot.x + px(4, s) + lay.chip_d / 2, lay.pot.centery)
            x, y = sprites.arc_pos(start, end, t, px(60, s))
            chip = sprites.chip(lay.chip_d)
            surface.blit(chip, chip.get_rect(center=(int(x), int(y))))
        elif isinstance(event, CardTaken):
            sl = lay.seats[event.seat]
            cards = sorted([*self.view.displays[event.seat], event.card])
            target = next(
                (
                    r
                    for c, _st, r in display_slots(cards, sl.display, lay.small_h)
                    if c == event.card
                ),
                sl.display,
            )
            x, y = sprites.lerp_pos(lay.card.center, target.center, t)
            h = int(sprites.lerp(lay.big_h, lay.small_h, t))
            face = sprites.card_face(event.card.value, lay.big_h)
            img = pygame.transform.smoothscale(face, sprites.card_size(h))
            surface.blit(
                sprites.card_shadow(img.get_size()),
                img.get_rect(center=(int(x) - px(5, s), int(y) + px(6, s))),
            )
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
            if event.counters:
                chip = sprites.chip(lay.chip_d)
                end = self._plate_point(event.seat)
                for i in range(min(event.counters, 6)):
                    tt = max(0.0, min(1.0, t * 1.3 - i * 0.05))
                    cx, cy = sprites.arc_pos(
                        lay.pot.center, end, sprites.ease_in_out_cubic(tt), px(30, s)
                    )
                    surface.blit(chip, chip.get_rect(center=(int(cx), int(cy))))
        elif isinstance(event, RoundStarted) and event.round > 1:
            alpha = int(255 * math.sin(anim.tween.raw * math.pi))
            banner = theme.render_text(
                f"Round {event.round}", px(64, s), theme.CREAM, "display", outline=3
            )
            banner = banner.copy()
            banner.set_alpha(alpha)
            surface.blit(banner, banner.get_rect(center=lay.card.center))


_DEFAULT_SETTINGS = Settings()
_ring_cache: dict[tuple[int, int], pygame.Surface] = {}

__all__ = ["GameStarted", "TableLayout", "TableScene", "TableView", "display_slots"]
