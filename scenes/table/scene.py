"""`TableScene`: one match on screen. It owns the parts and wires them together.

The engine is the truth; the screen is a `TableView` that catches up with it through the
`EventAnimator`. Each event the engine returns is animated in turn; skipping (CONFIRM or
a tap during an animation, or "instant" speed) applies the queued events at once. The
scene changes game state only through its `TurnController` (a human's choice, a bot's
answer). Round and match ends push the results scenes by name.

What lives where: `layout` (geometry), `view` (pure state), `animations` (the queue),
`turns` (humans, bots, peeking), `coach` (hints), `input` (intents), `draw_*` (pixels).
The attributes below that only forward to a part keep the table's surface stable for the
results scene, the tools and the tests.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

import pygame

from game.app import compose, glyphs, prebuild, ui
from game.app.botworker import BotWorker, JobWorker
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.settings import Settings
from game.bots import make_bot
from game.bots.base import Bot
from game.rules import Action, Game
from game.rules.cards import (
    HIGHEST_NUMBER,
    LOWEST_NUMBER,
    Card,
    CardKind,
    green_cards,
    pink_cards,
)
from game.rules.events import (
    BidPlaced,
    CardDrawn,
    CardGiven,
    CardRemoved,
    CardRevealed,
    CardTaken,
    CounterPaid,
    DecisionMoved,
    Event,
    GreenDeclined,
    MatchEnded,
    RoundEnded,
    RoundStarted,
    SpecialPlayed,
)
from game.rules.observation import Move
from scenes import resume
from scenes.table import (
    decision,
    draw_buttons,
    draw_centre,
    draw_choice,
    draw_couch,
    draw_flying,
    draw_hint,
    draw_look,
    draw_seats,
    draw_story,
    draw_thinking,
    specials,
)
from scenes.table import input as table_input
from scenes.table.animations import Anim, EventAnimator
from scenes.table.coach import CoachDesk, Hint
from scenes.table.couch import CouchDesk
from scenes.table.layout import TableLayout
from scenes.table.look import LookDesk
from scenes.table.story import MoveStory
from scenes.table.turns import TurnController
from scenes.table.view import TableView

if TYPE_CHECKING:
    from collections import deque

    from scenes.setup import MatchSetup


def warm_sprites(lay: TableLayout, expansion: bool = False) -> Iterator[prebuild.Spec]:
    """Every card face the table can show at this size, big and in the displays (built
    ahead of need by `game.app.prebuild`, in the worker process): what a reveal shows
    goes first."""
    yield prebuild.back(lay.big_h)
    numbers = [Card.number(value) for value in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1)]
    extras = green_cards() + pink_cards() if expansion else []
    if expansion:
        yield prebuild.back(lay.big_h, green=True)
    for card in extras + numbers:
        yield prebuild.art(card, lay.big_h)
    for card in extras + numbers:
        for style in ("normal", "scoring", "muted"):
            yield prebuild.art(card, lay.small_h, style)


# The sound each event makes as its animation starts (specials: `event_sound`).
SOUND_ON_BEGIN = {
    CardRevealed: "reveal",
    CounterPaid: "clink",
    CardTaken: "take",
    BidPlaced: specials.BID_SOUND,
    GreenDeclined: specials.DECLINE_SOUND,
    CardGiven: "take",
    CardRemoved: "pass",
    CardDrawn: "reveal",
}
# Events after which the deck's top card may have changed (the view then reads its back).
_DECK_CHANGES = (RoundStarted, CardRevealed, CardDrawn)


def event_sound(event: Event) -> str | None:
    """The sound of an event: a special's own when it acts, else by the event's type."""
    if isinstance(event, SpecialPlayed):
        return specials.sound_for(event.card.kind)
    return SOUND_ON_BEGIN.get(type(event))


_DEFAULT_SETTINGS = Settings()


class TableScene(Scene):
    name = "table"
    saves_match = True  # autosaved after every action, into the history at the end
    # Drawn through game.app.compose's recorder: only what changed is painted again.
    recordable = True
    # How a mouse or touch shows secret counters: a tap toggles them here; the kiosk
    # shows them only while a finger holds the seat.
    peek_by_hold = False

    def __init__(
        self,
        setup: MatchSetup,
        seed: int,
        game: Game | None = None,
        human_moves: Sequence[int] | None = None,
    ) -> None:
        super().__init__()
        self.setup = setup
        self.seed = seed
        self.game = game or Game.new(setup.config(), seed)
        n = self.game.config.players
        bots: dict[int, Bot] = {
            seat: make_bot(spec.kind, seed * 31 + seat)
            for seat, spec in enumerate(setup.seats)
            if not spec.is_human
        }
        self.names = setup.seat_names()[:n]  # no two alike
        self.looks = [setup.seat_look(i) for i in range(n)]
        self.view = TableView(n)
        self.story = MoveStory(self.names)
        self.notice = ""  # a short warning shown in the caption's place ("No counters left")
        self.notice_until = 0.0
        self.finished = False
        self.animator = EventAnimator(
            self.game.opening_events if game is None else (),
            multiplier=lambda: self.settings.animation_multiplier,
            on_begin=self._begin,
            on_end=self._end,
            paused=lambda: self.stack is None or self.stack.top is not self,
            finished=lambda: self.finished,
        )
        if game is not None:
            self.view.sync(game.observation(None))
            self.story.retell(game.record)
            self.story.card = self.view.card
        if human_moves is None and game is not None:
            # Not told (a save from before moves were attributed, Review's table, a demo):
            # the seats people hold now are taken to have decided.
            human_moves = [
                index
                for index, (seat, _) in enumerate(game.record.actions)
                if setup.seats[seat].is_human
            ]
        self.turns = TurnController(self, bots, list(human_moves or ()))
        self.coach_desk = CoachDesk(self)
        self.look_desk = LookDesk(self)
        self.choice_focus = 0  # the display card focused in a give-left / remove choice
        self.couch = CouchDesk(self)
        self.time = 0.0
        self.focus = decision.DEFAULT_FOCUS  # 0: TAKE, 1: NO THANKS (safer for CONFIRM)
        # The record's length when the person to move last chose (moved the focus): CONFIRM
        # decides only at that same decision (`decision.chosen`).
        self.chosen_at: int | None = None
        tv = self.settings.tv_text
        self.layout = TableLayout((1280, 720), n, self.game.config.tactical, tv)
        self.warm = prebuild.Prebuilder(())
        self.results_shown: set[int] = set()
        self.save_failed = False

    @property
    def match_in_progress(self) -> bool:
        """Leaving now asks first (the match is saved either way)."""
        return not self.finished and not self.game.is_over

    # Services ------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        app = self.app
        return app.settings if app is not None else _DEFAULT_SETTINGS

    def play_sound(self, name: str) -> None:
        if self.app is not None:
            self.app.audio.play(name)

    def prompt_label(self, intent: Intent, seat: int | None = None) -> str:
        """The prompt for `intent` on the device of `seat` (default: the seat to move)."""
        app = self.app
        if app is not None:
            seat = self.view.current if seat is None else seat
            return app.prompt_label(intent, self.couch.prompt_device(seat))
        return {Intent.TAKE: "T", Intent.PASS: "P", Intent.PEEK: "Tab"}.get(intent, "")

    # Life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self.turns.start()
        # Saved from its first decision, not its first action: leaving before anyone moved
        # must still leave this match to Continue (and file the one saved before it).
        resume.autosave(self)
        if self.couch.start():
            self.on_resize(self.layout.size)
        self._show_a_look_cut_short()
        self._show_round_results_cut_short()

    def _show_round_results_cut_short(self) -> None:
        """A match continued at the very start of a round (the game quit on the round's
        results, or before anyone moved): the round just ended is shown first, so its
        results are never lost to a quit."""
        game = self.game
        if game.round <= 1 or game.is_over:
            return
        table = game.observation(None)
        if table.pot or any(table.displays):
            return  # someone has moved in this round: its start is long past
        ended: list[RoundEnded] = []

        def note(event: Event) -> None:
            if isinstance(event, RoundEnded):
                ended.append(event)

        Game.replay(game.record, told=note)
        if ended:
            self._round_over(ended[-1])

    def _show_a_look_cut_short(self) -> None:
        """A match continued from a save made just after a person's LOOK (the game quit
        with its cards up): the look card is spent, so its owner sees the cards again."""
        actions = self.game.record.actions
        if not actions or self.game.is_over:
            return
        seat, action = actions[-1]
        if action is Action.LOOK and seat not in self.bots and self.game.current_seat == seat:
            self.look_desk.played(seat)

    def exit(self) -> None:
        self.warm.close()
        self.turns.close()
        self.coach_desk.close()
        if self.app is not None:
            # Pads hold seats, and seats wait for unplugged pads, only while this table is
            # up: afterwards an unplugged pad must not "plug back in to continue", nor one
            # returning be told to claim a seat. The next table or setup binds its own.
            self.app.pads.clear_seats()

    def resume(self) -> None:
        self.peek_held = False
        if self.layout.tv != self.settings.tv_text:  # changed in Settings from the pause menu
            self.on_resize(self.layout.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        tactical, tv = self.game.config.tactical, self.settings.tv_text
        self.layout = TableLayout(size, self.game.config.players, tactical, tv)
        self.start_warming()

    def start_warming(self) -> None:
        """Build the card faces of this size ahead of need (after a resize)."""
        self.warm.close()
        self.warm = prebuild.Prebuilder(warm_sprites(self.layout, self.game.config.expansion))

    def on_pad_removed(self, instance_id: int, seat: int | None) -> None:
        self.couch.on_pad_removed(instance_id, seat)

    def open_pause(self, event: IntentEvent | None = None) -> None:
        """The pause menu; it offers the seat of whoever paused to a bot (drop-out)."""
        if self.stack is not None:
            self.peek_held = False
            seat = self.couch.seat_of_input(event)
            if seat is None:
                self.stack.push_named("pause")
                return
            self.stack.push_named(
                "pause",
                seat_name=self.names[seat],
                hand_over=lambda level: self.couch.to_bot(seat, level),
                pauser_pad=event.pad if event is not None else None,
            )

    def open_log(self) -> None:
        """The move log of the whole match, over the table (it keeps recording)."""
        if self.stack is not None:
            self.peek_held = False
            self.play_sound("confirm")
            self.stack.push_named("movelog", self.story)

    def warn(self, text: str, seconds: float = 2.5) -> None:
        """A warning in the turn caption's place, where no seat can be under it."""
        self.notice, self.notice_until = text, self.time + seconds

    def handle_raw(self, event: pygame.event.Event) -> bool:
        # L opens the log on a keyboard (pads, mouse and touch have UP/DOWN and the button),
        # unless the player bound L to something else in Controls.
        if event.type == pygame.KEYDOWN and getattr(event, "key", None) == pygame.K_l:
            bound = self.app is not None and pygame.K_l in self.app.input.key_bindings
            if not bound:
                self.open_log()
                return True
        return False

    # The view catching up -----------------------------------------------------------
    @property
    def caught_up(self) -> bool:
        return self.animator.idle

    def view_matches_engine(self) -> bool:
        return self.view.matches(self.game.observation(None))

    def skip(self) -> None:
        """Show the engine state now: finish every queued animation up to a results stop."""
        self.animator.skip()

    def _begin(self, event: Event) -> None:
        self._warm_landing(event)
        self.view.begin(event)
        self.story.tell(event, self.time)
        if isinstance(event, DecisionMoved):
            self.turns.peek_toggle = False
        sound = event_sound(event)
        if sound is not None:
            self.play_sound(sound)

    def _warm_landing(self, event: Event) -> None:
        """A card on its way to a display: the display may shrink its cards to fit it,
        so the faces at the new size are built in the worker while the card flies."""
        if isinstance(event, CardTaken | CardGiven | CardDrawn):
            seat = event.to_seat if isinstance(event, CardGiven) else event.seat
        elif isinstance(event, GreenDeclined):
            seat = event.receiver
        else:
            return
        cards = self.view.displays[seat]
        if event.card not in cards:
            cards = sorted([*cards, event.card])
        slots = self.layout.slots(seat, cards)
        self.warm.push(prebuild.art(card, rect.h, style) for card, style, rect in slots)

    def _end(self, event: Event) -> None:
        self.view.end(event)
        if isinstance(event, _DECK_CHANGES) and not any(
            isinstance(later, _DECK_CHANGES) for later in self.animator.queue
        ):
            # The back on top of the deck is public [X1]: shown once the view shows the
            # last card that changed the deck, so it never runs ahead of the screen.
            self.view.next_back = event.next_back
        if isinstance(event, SpecialPlayed) and event.card.kind is CardKind.LOOK:
            self.look_desk.played(event.seat)
            self.focus = decision.DEFAULT_FOCUS  # the Confirm that closes the cards, mashed

        elif isinstance(event, DecisionMoved | CardRevealed):
            # A new decision (another seat's, or a new card after a take) starts on the
            # safer button: a CONFIRM mashed to hurry the table must not take the card.
            self.choice_focus = 0
            self.focus = decision.DEFAULT_FOCUS
        if isinstance(event, RoundEnded):
            self._round_over(event)
        elif isinstance(event, MatchEnded):
            self._match_over()

    def _round_over(self, event: RoundEnded) -> None:
        if event.round >= self.game.config.rounds or event.round in self.results_shown:
            return  # the final round's results come with MatchEnded
        self.results_shown.add(event.round)
        self.play_sound("fanfare")
        if self.stack is not None:
            self.stack.push_named("round_results", self, event)

    def _match_over(self) -> None:
        if self.finished:
            return
        self.finished = True
        resume.finish(self)
        self.play_sound("fanfare")
        if self.stack is not None:
            self.stack.replace_named("match_results", self)

    # Input and decisions ------------------------------------------------------------
    def handle(self, event: IntentEvent) -> bool:
        return table_input.handle(self, event)

    def human_turn(self) -> int | None:
        return self.turns.human_turn()

    def accepts(self, event: IntentEvent, seat: int) -> bool:
        return self.turns.accepts(event, seat)

    def choose(self, action: Move, event: IntentEvent | None = None) -> bool:
        return self.turns.choose(action, event)

    def thinking_seat(self) -> int | None:
        return self.turns.thinking_seat()

    def counters_visible(self, seat: int) -> bool:
        return self.turns.counters_visible(seat)

    def hint_available(self) -> bool:
        return self.coach_desk.available()

    def request_hint(self, event: IntentEvent | None = None) -> bool:
        return self.coach_desk.request(event)

    def hint_lines(self) -> list[str]:
        return self.coach_desk.lines()

    # Frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.warm.step()
        self.animator.advance(dt)
        self.coach_desk.drive()
        if self.stack is not None and self.stack.top is not self:
            return
        self.couch.update(dt)
        self.turns.drive_bots(dt)
        ui.hover_cursor(self, self.clickable())
        if self.caught_up and not self.finished:
            # Keep advancing so a bot's answer starts its animation the same frame.
            self.animator.advance(0.0)

    def clickable(self) -> list[pygame.Rect]:
        """What a click would do something on now (for the hand cursor and hover)."""
        lay = self.layout
        rects = [lay.menu, lay.log]
        seat = self.human_turn()
        # A seat a pad holds is played by that pad only: nothing of it is the mouse's.
        if self.look_desk.blocking:
            return [pygame.Rect((0, 0), lay.size)]  # a click anywhere moves the look on
        if seat is not None and self.accepts(IntentEvent(Intent.POINT, Device.MOUSE), seat):
            row = decision.buttons(self)
            rects += [r for r, b in zip(lay.button_row(len(row)), row, strict=True) if b.enabled]
            if decision.choosing_seat(self) == seat:
                rects += list(decision.card_rects(self, seat).values())
            if not self.counters_visible(seat) or self.peek_toggle:
                rects.append(lay.seats[seat].plate)
        if self.hint_available():
            rects.append(lay.hint)
        return rects

    def hovered(self, rect: pygame.Rect) -> bool:
        """Is the mouse over `rect` (and is a mouse in use)?"""
        pos = ui.pointer(self)
        return pos is not None and rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        draw_centre.draw_background(surface)
        draw_centre.draw_hud(surface, self)
        for seat in range(self.view.players):
            with glyphs.using(self.couch.family(seat)):
                draw_seats.draw_seat(surface, self, seat)
            draw_story.draw_speech(surface, self, seat)
        draw_couch.draw_turn_ring(surface, self)
        draw_thinking.draw_thinking(surface, self)
        draw_centre.draw_centre(surface, self)
        with glyphs.using(self.couch.family(self.view.current)):
            draw_buttons.draw_buttons(surface, self)
        draw_choice.draw_choice(surface, self)
        draw_hint.draw_hint(surface, self)
        compose.base_here(surface)  # what the animations pass over is kept painted
        draw_flying.draw_flying(surface, self)
        draw_centre.draw_turn_caption(surface, self)
        draw_buttons.draw_menu_button(surface, self)
        draw_story.draw_log_button(surface, self)
        draw_choice.draw_card_text(surface, self)
        draw_flying.draw_counter_over(surface, self)
        draw_couch.draw_offers(surface, self)
        draw_look.draw_look(surface, self)

    # Forwarded state (kept for the results scene, the tools and the tests) ------------
    @property
    def queue(self) -> deque[Event]:
        return self.animator.queue

    @property
    def anim(self) -> Anim | None:
        return self.animator.current

    @property
    def bots(self) -> dict[int, Bot]:
        return self.turns.bots

    @bots.setter
    def bots(self, value: dict[int, Bot]) -> None:
        self.turns.bots = value

    @property
    def worker(self) -> BotWorker | None:
        return self.turns.worker

    @property
    def log(self) -> list[str]:
        return self.turns.log

    @property
    def peek_held(self) -> bool:
        return self.turns.peek_held

    @peek_held.setter
    def peek_held(self, value: bool) -> None:
        # A held peek belongs to the seat it was pressed for (peeks are only allowed for
        # the seat to move): still held when the turn passes, it shows the next seat nothing.
        self.turns.peek_held = value
        self.turns.peek_seat = self.game.current_seat if value else None
        self.turns.peek_source = None

    @property
    def peek_toggle(self) -> bool:
        return self.turns.peek_toggle

    @peek_toggle.setter
    def peek_toggle(self, value: bool) -> None:
        self.turns.peek_toggle = value

    @property
    def last_taken(self) -> object:
        return self.view.last_taken

    @property
    def hint(self) -> Hint | None:
        return self.coach_desk.hint

    @property
    def coach(self) -> JobWorker | None:
        return self.coach_desk.worker

    @property
    def hint_requests(self) -> int:
        return self.coach_desk.requests

    @property
    def coach_samples(self) -> int:
        return self.coach_desk.samples

    @coach_samples.setter
    def coach_samples(self, value: int) -> None:
        self.coach_desk.samples = value

    @property
    def coach_budget_ms(self) -> float | None:
        return self.coach_desk.budget_ms

    @coach_budget_ms.setter
    def coach_budget_ms(self, value: float | None) -> None:
        self.coach_desk.budget_ms = value
