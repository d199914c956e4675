"""`TableScene`: one match on screen. It owns the parts and wires them together.

The engine is the truth and the `Match` (`game.match.model`) knows who holds each seat;
the screen is a `TableView` that catches up with the engine through the `EventAnimator`.
Each event the engine returns is animated in turn; skipping (CONFIRM or a tap during an
animation, or "instant" speed) applies the queued events at once. The scene changes game
state only through its `TurnController` (a human's choice, a bot's answer). Round and
match ends push the results scenes through the app's openers (`scenes.screens`: the
kiosk's are its own).

What lives where: `layout` (geometry), `view` (pure state), `animations` (the queue),
`turns` (humans, bots), `couch` (pads in and out), `look` (a look card's cards), `coach`
(hints), `decision` (the buttons and the focus), `input` (intents), `paint` and `draw_*`
(pixels). The parts are given the match
and `Cues` (callbacks), never this scene.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import Any, TypeGuard, assert_never

import pygame

from game.app import prebuild, ui
from game.app.intents import SEAT_OWNING, Intent, IntentEvent
from game.app.pads import Pad
from game.app.scene import AppPort, Scene
from game.match.model import Match
from game.match.setup import MatchSetup
from game.phones.snapshot import SeatFacts
from game.rules import Game
from game.rules.cards import CardKind, green_cards, pink_cards
from game.rules.events import (
    BidPlaced,
    CardDrawn,
    CardGiven,
    CardRemoved,
    CardRevealed,
    CardTaken,
    ChoiceRequired,
    CounterPaid,
    DecisionMoved,
    Event,
    GameStarted,
    GreenDeclined,
    MatchEnded,
    RoundEnded,
    RoundStarted,
    SpecialPlayed,
)
from game.store.settings import Settings
from scenes import resume
from scenes.looks import seat_look
from scenes.movelog import pressed_log_key
from scenes.screens import screens
from scenes.table import continued, paint, phones, wiring
from scenes.table.animations import Began, Ended, EventAnimator
from scenes.table.draw_choice import card_text_ahead
from scenes.table.layout import TableLayout
from scenes.table.sounds import event_sound
from scenes.table.story import MoveStory
from scenes.table.turns import TurnController
from scenes.table.view import TableView
from scenes.table.warm import landing, warm_sprites

_DEFAULT_SETTINGS = Settings()


def changes_deck(event: Event) -> TypeGuard[RoundStarted | CardRevealed | CardDrawn]:
    """May the deck's top card have changed after this event? (The view then shows the
    back it names.)"""
    match event:
        case RoundStarted() | CardRevealed() | CardDrawn():
            return True
        case (
            GameStarted()
            | DecisionMoved()
            | CounterPaid()
            | CardTaken()
            | RoundEnded()
            | MatchEnded()
            | BidPlaced()
            | GreenDeclined()
            | SpecialPlayed()
            | ChoiceRequired()
            | CardGiven()
            | CardRemoved()
        ):
            return False
        case _:
            assert_never(event)


class TableScene(Scene):
    name = "table"
    music = "table"  # the lighter loop; the pause menu and round results keep it
    saves_match = True  # autosaved after every action, into the history at the end
    results_at_end = True  # its match's end opens the results (made ahead: _begin)
    # Drawn through game.app.compose's recorder: only what changed is painted again.
    recordable = True
    # How a mouse or touch shows secret counters: a tap toggles them here; the kiosk
    # shows them only while a finger holds the seat.
    peek_by_hold = False
    # Who decides for each seat: a subclass plays scripted bots (the guided first game).
    turns_class: type[TurnController] = TurnController

    def __init__(
        self,
        setup: MatchSetup,
        seed: int,
        game: Game | None = None,
        human_moves: Sequence[int] | None = None,
    ) -> None:
        super().__init__()
        look = self.look  # (no app yet: the plain look, until `on_resize` lays it out)
        self.match: Match = Match(setup, seed, game, human_moves)
        match = self.match
        # The same objects as the match's, named here for the drawing and the tools.
        self.setup, self.seed, self.game, self.names = setup, seed, match.game, match.names
        n = match.players
        self.looks = [seat_look(setup, i) for i in range(n)]
        self.view = TableView(n)
        self.story = MoveStory(self.names)
        self.notice = ""  # a short warning shown in the caption's place ("No counters left")
        self.notice_until = 0.0
        self.finished = False
        self.kept = False  # the finished match is in the history (`_keep_match`)
        # The results screen, made as the animation of the end of a round or the match
        # starts, and its first frame's work done ahead over the frames after
        # (`_results_ahead`).
        self.results_ahead: tuple[Scene, prebuild.FirstTimeWork] | None = None
        self.animator = EventAnimator(self.game.opening_events if game is None else ())
        if game is not None:
            self.view.sync(game.observation(None))
            self.story.retell(game.record)
            self.story.card = self.view.card
        parts = wiring.parts(self, type(self).turns_class)
        self.cues, self.turns, self.look_desk, self.coach_desk, self.couch = parts[:5]
        self.decision_desk, self.table_input = parts[5:]
        self.time = 0.0
        tv = self.settings.tv_text
        larger = self.settings.larger_text
        self.layout = TableLayout((1280, 720), n, self.game.config.tactical, tv, larger, look=look)
        self.warm = prebuild.Prebuilder(())
        self.panels_ahead = prebuild.FirstTimeWork(())  # see start_warming
        self.results_shown: set[int] = set()

    @property
    def match_in_progress(self) -> bool:
        """Leaving now asks first (the match is saved either way)."""
        return not self.finished and not self.game.is_over

    @property
    def on_top(self) -> bool:
        return self.stack is not None and self.stack.top is self

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
        if self.app is not None and self.saves_match:
            # The coach reads each person from their own play, their history's too.
            from game.bots.people import kept_readings

            people = [self.match.names[seat] for seat in self.match.humans()]
            self.coach_desk.kept = kept_readings(self.app.saves.people(), people)
        # Saved from its first decision, not its first action: leaving before anyone moved
        # must still leave this match to Continue (and file the one saved before it).
        self._autosave()
        if self.couch.start():
            self.on_resize(self.layout.size)
        looked = continued.look_cut_short(self.match)
        if looked is not None:
            self.look_desk.played(looked)
        ended = continued.round_cut_short(self.game)
        if ended is not None:
            self._round_over(ended)

    def exit(self) -> None:
        self.warm.close()
        self.turns.close()
        self.coach_desk.close()

    def resume(self) -> None:
        self.match.peek.release()
        # Text size changed in Settings from the pause menu:
        if (self.layout.tv, self.layout.larger) != (self.settings.tv_text, self._larger()):
            self.on_resize(self.layout.size)

    def _larger(self) -> bool:
        return self.settings.text_size == "larger"

    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        tactical, tv = self.game.config.tactical, self.settings.tv_text
        self.layout = TableLayout(
            size, self.game.config.players, tactical, tv, self._larger(), look=look
        )
        self.start_warming()

    def start_warming(self) -> None:
        """Build the card faces of this size ahead of need (after a resize), and the
        special cards' text panels here, one piece a frame."""
        look = self.look
        self.warm.close()
        self.warm = prebuild.Prebuilder(
            warm_sprites(self.layout, self.game.config.expansion, look=look)
        )
        self.panels_ahead = prebuild.FirstTimeWork(self._work_ahead())

    def _work_ahead(self) -> Iterator[Callable[[], object]]:
        """Each special card's text panel as it shows face up, laid out and composed
        (`draw_choice.card_text_ahead`), so its first frame face up only blits it."""
        if not self.game.config.expansion:
            return
        kinds = set()
        for card in green_cards() + pink_cards():
            if card.kind not in kinds:  # (the words are the kind's)
                kinds.add(card.kind)
                yield from card_text_ahead(card, lambda: self.layout, lambda: self.look)

    def on_pad_removed(self, pad: Pad) -> int | None:
        return self.couch.on_pad_removed(pad)

    def on_pad_added(self, pad: Pad) -> int | None:
        return self.couch.on_pad_added(pad)

    def waits_for_pads(self) -> bool:
        return bool(self.match.away)

    def interactive_rects(self) -> list[pygame.Rect]:
        """What is pressed or pointed at here, or read to decide: the decision's buttons,
        Menu and Log, the hint, the card on offer, the deck and whose turn it is, the
        bottom seat (its cards and counters, nearest the players' hands), the plate of the
        seat to move (a click peeks) and the cards of a choice."""
        lay = self.layout
        row = lay.button_row(max(1, len(self.decision_desk.buttons())))
        rects = [*row, lay.menu, lay.log, lay.hint, lay.card, lay.deck]
        caption = pygame.Rect(0, 0, lay.caption_w, lay.card.h // 5)  # whose turn it is
        caption.center = lay.caption
        rects.append(caption)
        rects.append(max((seat.box for seat in lay.seats), key=lambda box: box.bottom))
        turn = self.turns.on_screen()
        if turn is not None:
            rects.append(lay.seats[turn].plate)
        chooser = self.decision_desk.choosing_seat()
        if chooser is not None:
            rects += self.decision_desk.card_rects(chooser).values()
        return rects

    def on_phone(self, actor: int, kind: str, value: object) -> bool:
        return phones.on_phone(self, actor, kind, value)

    def phone_view(self, actor: int) -> dict[str, Any] | SeatFacts | None:
        return phones.phone_view(self, actor)

    def phone_version(self) -> object:
        return phones.phone_version(self)

    def phone_holds(self, actor: int) -> bool:
        return phones.phone_holds(self, actor)

    def open_pause(self, event: IntentEvent | None = None) -> None:
        """The pause menu; it offers the seat of whoever paused to a bot (drop-out)."""
        if self.stack is not None:
            self.match.peek.release()
            seat = self.couch.seat_of_input(event)
            couch = self.couch
            padless = event is None or event.device not in SEAT_OWNING  # not a pad's or phone's
            take_back: dict[str, Callable[[], None]] = {
                self.names[s]: partial(couch.take_back, s)
                for s in (couch.taken_back() if padless else [])
            }
            remove = phones.removals(self)
            code = self.app is not None and self.app.phones is not None
            if seat is None:
                pause = self.stack.push(
                    screens(self).pause(take_back=take_back, remove_phones=remove, phone_code=code)
                )
            else:
                pause = self.stack.push(
                    screens(self).pause(
                        seat_name=self.names[seat],
                        hand_over=lambda level: couch.to_bot(seat, level),
                        pauser_pad=event.pad if event is not None else None,
                        take_back=take_back,
                        remove_phones=remove,
                        phone_code=code,
                    )
                )
            if event is not None:
                pause.own_by(event.pad)  # whoever paused works it (docs/COUCH.md)

    def open_log(self, event: IntentEvent | None = None) -> None:
        """The move log of the whole match, over the table (it keeps recording); it is
        the one who opened it's (anyone else's press closes it and acts here)."""
        if self.stack is not None:
            self.match.peek.release()
            self.play_sound("confirm")
            log = self.stack.push(screens(self).movelog(self.story))
            log.own_by(event.pad if event is not None else None)

    def warn(self, text: str, seconds: float = 2.5) -> None:
        """A warning in the turn caption's place, where no seat can be under it."""
        self.notice, self.notice_until = text, self.time + seconds

    def handle_raw(self, event: pygame.event.Event) -> bool:
        # L opens the log on a keyboard (pads, mouse and touch have UP/DOWN and the button).
        if pressed_log_key(self, event):
            self.open_log()
            return True
        return False

    # The way back: a move's events, shown -------------------------------------------
    def show(self, events: Sequence[Event]) -> None:
        """The events the engine returned for a move (a person's, through `handle`; a
        bot's, from `update`): the match is saved with the move, then they wait for their
        animation (`play`)."""
        if events:
            self._autosave()
            self.animator.extend(events)

    def play(self, dt: float) -> None:
        """The animations moved on by `dt`: each event's start and end shown, in turn. It
        stops after an end that put a results screen up or ended the match (the rest
        waits until the table is on top again)."""
        if self.finished and self.animator.current is None:
            return
        for step in self.animator.steps(dt, self.settings.animation_multiplier):
            match step:
                case Began(event):
                    self._begin(event)
                case Ended(event):
                    self._end(event)
                    if not self.on_top or self.finished:
                        return

    def hurry(self) -> None:
        """Every queued animation finished at once, up to a results screen (a press while
        the table animates, or the guided game's jumps)."""
        for step in self.animator.skip_steps():
            match step:
                case Began(event):
                    self._begin(event)
                case Ended(event):
                    self._end(event)
                    if self.finished:
                        return

    def view_matches_engine(self) -> bool:
        return self.view.matches(self.game.observation(None))

    def _begin(self, event: Event) -> None:
        """An event's animation starts: the view, the story, the card faces it will need
        and its sound follow it."""
        look = self.look
        self.warm.push(landing(event, self.layout, self.view.displays, look=look))
        self.view.begin(event)
        self.story.tell(event, self.time)
        match event:
            case DecisionMoved():
                self.match.peek.toggle = False  # a tap's peek ends with its decision
            case MatchEnded():
                self._keep_match()
                if self.stack is not None and self.results_at_end:
                    self._make_results_ahead(screens(self).match_results(self.match))
            case RoundEnded():
                if self._shows_round_results(event) and self.stack is not None:
                    self._make_results_ahead(screens(self).round_results(self.match, event))
            case (
                GameStarted()
                | RoundStarted()
                | CardRevealed()
                | CounterPaid()
                | CardTaken()
                | BidPlaced()
                | GreenDeclined()
                | SpecialPlayed()
                | ChoiceRequired()
                | CardGiven()
                | CardRemoved()
                | CardDrawn()
            ):
                pass
            case _:
                assert_never(event)
        sound = event_sound(event)
        if sound is not None:
            self.play_sound(sound)

    def _end(self, event: Event) -> None:
        """An event's animation ended: the view shows its result, and the table moves on
        (a new decision, a look's cards, a results screen)."""
        self.view.end(event)
        if changes_deck(event) and not any(changes_deck(later) for later in self.animator.queue):
            # The back on top of the deck is public [X1]: shown once the view shows the
            # last card that changed the deck, so it never runs ahead of the screen.
            self.view.next_back = event.next_back
        match event:
            case SpecialPlayed() if event.card.kind is CardKind.LOOK:
                self.look_desk.played(event.seat)
                self.decision_desk.look_played()
            case DecisionMoved() | CardRevealed():
                self.decision_desk.new_decision()
            case RoundEnded():
                self._round_over(event)
            case MatchEnded():
                self._match_over()
            case (
                GameStarted()
                | RoundStarted()
                | CounterPaid()
                | CardTaken()
                | BidPlaced()
                | GreenDeclined()
                | SpecialPlayed()
                | ChoiceRequired()
                | CardGiven()
                | CardRemoved()
                | CardDrawn()
            ):
                pass
            case _:
                assert_never(event)

    def _shows_round_results(self, event: RoundEnded) -> bool:
        # (The final round's results come with MatchEnded.)
        return event.round < self.game.config.rounds and event.round not in self.results_shown

    def _round_over(self, event: RoundEnded) -> None:
        if not self._shows_round_results(event):
            return
        self.results_shown.add(event.round)
        self.play_sound("fanfare")
        if self.stack is not None:
            made = self._take_results_ahead()
            if made is None:  # (the round ended unanimated: a continued match)
                made = screens(self).round_results(self.match, event)
            self.stack.push(made)

    def _autosave(self) -> None:
        if self.saves_match:
            resume.autosave(self.app, self.match)

    def _keep_match(self) -> None:
        """The finished match into the history (written and fsynced), once: as its last
        animation starts, not in the frame that opens the results, which draws a whole
        new screen (issue 65: together some 20 ms of CPU at 4K)."""
        if self.saves_match and not self.kept:
            self.kept = True
            resume.finish(self.app, self.match)

    def _match_over(self) -> None:
        if self.finished:
            return
        self.finished = True
        self._keep_match()  # (done already unless the match ended unanimated)
        self.play_sound("fanfare")
        if self.stack is not None:
            made = self._take_results_ahead()
            if made is None:
                made = screens(self).match_results(self.match)
            self.stack.replace(made)

    def _make_results_ahead(self, results: Scene) -> None:
        """`results`, made as the animation of the end of its round or match starts, to
        be opened when it ends (`_take_results_ahead`)."""
        assert self.stack is not None
        work = prebuild.FirstTimeWork(self._results_pieces(results, self.stack.size))
        self.results_ahead = (results, work)

    def _take_results_ahead(self) -> Scene | None:
        made, self.results_ahead = self.results_ahead, None
        return made[0] if made is not None else None

    def _results_ahead(self) -> None:
        """A piece of the first frame of the results screen made for a round's or the
        match's end, a frame, while its animation plays: when it opens, its layout and
        texts are ready and that frame only paints (it paints the whole screen)."""
        if self.results_ahead is not None:
            self.results_ahead[1].step()

    def _results_pieces(
        self, results: Scene, size: tuple[int, int]
    ) -> Iterator[Callable[[], object]]:
        yield lambda: None  # not in the frame that made it (it wrote the history too)
        for piece in results.ahead(size):
            yield partial(self._lent, results, piece)

    def _lent(self, results: Scene, piece: Callable[[], object]) -> None:
        """`piece` of `results`' work with this table's app lent to it (its prompts name
        the player's device), its stack's again once it opens."""
        own: AppPort | None = getattr(results, "_app", None)  # (handed one when made)
        results.app = own or self.app
        try:
            piece()
        finally:
            results.app = own

    # Input and frames ----------------------------------------------------------------
    def handle(self, event: IntentEvent) -> bool:
        handled = self.table_input.handle(event)
        self.show(handled.events)  # a move's events, if the intent made one
        return handled.consumed

    def update(self, dt: float) -> None:
        self.time += dt
        self.warm.step()
        self.panels_ahead.step()
        self.play(dt)
        self._results_ahead()
        self.coach_desk.drive()
        if self.stack is not None and self.stack.top is not self:
            return
        self.couch.update(dt)
        phones.watch(self)
        self.show(self.turns.drive_bots(dt))  # a bot's move's events, if it moved
        ui.hover_cursor(self, self.table_input.clickable())
        self.turns.watch(dt)

    def draw(self, surface: pygame.Surface) -> None:
        paint.draw_table(surface, self)
