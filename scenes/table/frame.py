"""One frozen frame of the table: everything the `draw_*` parts draw from, read once.

`frame_of(table)` asks the scene's parts (turns, couch, coach, look, the match, the app)
what to show and returns a `TableFrame`; the `draw_*` functions draw from it and ask
nothing else. The layout and the view are the scene's own (pure state, not changed while
drawing), and so is the look it is drawn in (`game.draw.look`, the app's). What a prompt
says depends on the glyph style of the pad in play: a seat's is its own pad's.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, assert_never

import pygame

from game.app import glyphs, ui
from game.app.intents import Device, Intent, IntentEvent
from game.bots import thinking_budget_ms
from game.draw.look import Look as DrawingLook
from game.i18n import N_, _
from game.match.seats import is_phone
from game.match.setup import HUMAN
from game.rules import Action, Card
from game.rules.cards import CardKind
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
from scenes.looks import bot_in_person_seat
from scenes.table import decision, specials
from scenes.table.animations import Anim
from scenes.table.layout import TableLayout
from scenes.table.look import Reveal
from scenes.table.story import Speech
from scenes.table.view import TableView

if TYPE_CHECKING:
    from game.draw.sprites import Look
    from game.match.model import Match
    from scenes.table.port import FramePort

# Translators: what choosing a card does, after "choose a card to" and "27:".
CHOICE_WORDS = {"give_left": N_("give to {left}"), "remove": N_("discard")}
# A bot that may think at least this long a move gets the cue (hard's 80 ms hides in the
# bots' 0.6 s visible pause; expert's second does not).
NOTICEABLE_MS = 300.0


@dataclass(frozen=True)
class SeatFrame:
    name: str
    look: Look
    kind: str  # HUMAN or the level of the bot holding it
    has_pad: bool
    counters_visible: bool
    peek_prompt: str  # how its person sees their secret counters ("" when shown)
    speech: Speech | None


@dataclass(frozen=True)
class OfferFrame:
    """A drop-in offer on screen ("Pad 3: Take over Felix?")."""

    text: str
    seat: int
    family: str | None  # the offering pad's glyph style
    several: bool  # more than one seat to choose from: arrows


@dataclass(frozen=True)
class TableFrame:
    layout: TableLayout
    look: DrawingLook  # how it is drawn (`game.draw.look`; `seats[i].look`: a seat's badge)
    view: TableView
    time: float
    finished: bool
    tactical: bool
    open_counters: bool
    seats: tuple[SeatFrame, ...]
    human_turn: int | None
    thinking_seat: int | None
    cue_seat: int | None  # a visibly thinking bot's seat
    caption: str
    warning: bool  # the caption is a warning
    nudge: float
    anim: Anim | None
    set_aside_count: int
    pointer: tuple[int, int] | None  # the mouse, while a mouse is in use
    clickable: tuple[pygame.Rect, ...]
    last_device: Device
    device: Device  # the prompts' device for the seat to move
    buttons: tuple[decision.Button, ...]
    button_keys: tuple[str, ...]
    lit: int | None
    hint_button: bool
    hint_key: str
    hint_shown: bool
    hint_lines: tuple[str, ...]
    hint_thinking: bool
    log_key: str
    choosing: int | None
    choice_rects: Mapping[Card, pygame.Rect]
    focused_choice: Card | None
    choice_text: str
    card_text: tuple[Card, pygame.Rect, bool] | None
    reveal: Reveal | None
    look_texts: tuple[str, str]
    offers: tuple[OfferFrame, ...]
    offer_keys: tuple[str, str]  # the pads' No and Yes

    def hovered(self, rect: pygame.Rect) -> bool:
        """Is the mouse over `rect` (and is a mouse in use)?"""
        return self.pointer is not None and bool(rect.collidepoint(self.pointer))


def frame_of(table: FramePort) -> TableFrame:
    turns, couch, coach, match = table.turns, table.couch, table.coach_desk, table.match
    app = table.app
    view = table.view
    mult = table.settings.animation_multiplier
    seats = []
    for seat in range(view.players):
        prompt = peek_prompt(table, seat)
        seats.append(
            SeatFrame(
                name=table.names[seat],
                look=(
                    bot_in_person_seat(table.looks[seat], table.names[seat])
                    if match.is_bot(seat)
                    else table.looks[seat]
                ),
                kind=match.kind_of(seat),
                has_pad=is_pad(match.pad_of(seat)),
                counters_visible=turns.counters_visible(seat),
                peek_prompt=prompt,
                speech=table.story.speech_at(seat, table.time, mult),
            )
        )
    human = turns.on_screen()
    row = table.decision_desk.buttons()
    rects = table.layout.button_row(len(row))
    lit = lit_button(table, row, rects)
    keys = button_keys(table, row, lit)
    warning = table.notice if table.time < table.notice_until else ""
    hint = coach.hint
    choosing = table.decision_desk.choosing_seat()
    offers = tuple(
        OfferFrame(
            (
                _("{pad}: Take over {name}?")
                if offer.seat in match.bots
                else _("{pad}: Play {name}?")
            ).format(pad=couch.pads.label(offer.pad), name=table.names[offer.seat]),
            offer.seat,
            couch.pads.family(offer.pad),
            len(offer.seats) > 1,
        )
        for offer in couch.offers.values()
        if couch.pads is not None
    )
    return TableFrame(
        layout=table.layout,
        look=table.look,
        view=view,
        time=table.time,
        finished=table.finished,
        tactical=table.game.config.tactical,
        open_counters=table.game.config.open_counters,
        seats=tuple(seats),
        human_turn=human,
        thinking_seat=turns.thinking_seat(),
        cue_seat=cue_seat(table),
        caption=warning or caption_text(table),
        warning=bool(warning),
        nudge=couch.nudge_pulse(),
        anim=table.animator.current,
        # (Only a played look's animation shows it: not read on every frame.)
        set_aside_count=(
            table.game.observation(None).set_aside_count if table.animator.current else 0
        ),
        pointer=ui.pointer(table),
        clickable=tuple(table.table_input.clickable()),
        last_device=app.last_device if app is not None else Device.KEYBOARD,
        device=couch.prompt_device(human),
        buttons=tuple(row),
        button_keys=keys,
        lit=lit,
        hint_button=coach.available(),
        hint_key=table.prompt_label(Intent.HINT),
        hint_shown=hint is not None and hint.shown,
        hint_lines=tuple(coach.lines()),
        hint_thinking=hint is not None and hint.advice is None and hint.error is None,
        log_key=table.prompt_label(Intent.UP),
        choosing=choosing,
        choice_rects=table.decision_desk.card_rects(choosing) if choosing is not None else {},
        focused_choice=focused_choice(table),
        choice_text=choice_text(table, choosing) if choosing is not None else "",
        card_text=text_target(table),
        reveal=table.look_desk.reveal,
        look_texts=table.look_desk.texts(table.table_input.confirm_word),
        offers=offers if couch.offers else (),
        offer_keys=(
            glyphs.pad_label(app, Intent.BACK, "B"),
            glyphs.pad_label(app, Intent.CONFIRM, "A"),
        ),
    )


def replay_frame(
    match: Match,
    layout: TableLayout,
    view: TableView,
    looks: Sequence[Look],
    time: float,
    drawn: DrawingLook,
) -> TableFrame:
    """A replayed match (`Match.replay_at`) as the seat deciding saw it, for the review,
    drawn in `drawn`: nothing animates, nobody is nudged, nothing is pointed at or
    pressed."""
    seat = match.game.current_seat
    turn = None if seat is None or match.is_bot(seat) else seat
    seats = tuple(
        SeatFrame(
            name=match.names[i],
            look=looks[i],
            kind=match.kind_of(i),
            has_pad=is_pad(match.pad_of(i)),
            counters_visible=match.counters_visible(i, turn),
            peek_prompt="",  # the seat deciding sees its counters; the others are not asked
            speech=None,
        )
        for i in range(match.players)
    )
    config = match.game.config
    return TableFrame(
        layout=layout,
        look=drawn,
        view=view,
        time=time,
        finished=False,
        tactical=config.tactical,
        open_counters=config.open_counters,
        seats=seats,
        human_turn=turn,
        thinking_seat=None,
        cue_seat=None,
        caption=caption(view, match.names, False, None, match.bots),
        warning=False,
        nudge=0.0,
        anim=None,
        set_aside_count=0,
        pointer=None,
        clickable=(),
        last_device=Device.KEYBOARD,
        device=Device.KEYBOARD,
        buttons=(),
        button_keys=(),
        lit=None,
        hint_button=False,
        hint_key="",
        hint_shown=False,
        hint_lines=(),
        hint_thinking=False,
        log_key="",
        choosing=None,
        choice_rects={},
        focused_choice=None,
        choice_text="",
        card_text=None,
        reveal=None,
        look_texts=("", ""),
        offers=(),
        offer_keys=("", ""),
    )


# What the frame says, worked out from the table's parts ------------------------------
def is_pad(actor: int | None) -> bool:
    """Is the seat held by a gamepad (its plate says "pad"; a phone's does not)?"""
    return actor is not None and not is_phone(actor)


def peek_prompt(table: FramePort, seat: int) -> str:
    """How the human to act sees their secret counters, named for the device in use."""
    active = table.view.current == seat and not table.finished
    human = table.match.kind_of(seat) == HUMAN
    if not active or not human or table.turns.counters_visible(seat):
        return ""
    if is_phone(table.match.pad_of(seat)):
        return ""  # a phone shows its own counters: nothing to peek at on the TV
    device = table.couch.prompt_device(seat)  # the seat's own pad, if it has one
    if table.peek_by_hold and device in (Device.MOUSE, Device.TOUCH):
        return _("Hold here to peek")  # the kiosk: a tap toggles nothing, a hold shows
    if device is Device.MOUSE:
        return _("Click here to peek")
    if device is Device.TOUCH:
        return _("Tap here to peek")
    # As the seat's own pad prints it.
    family = table.couch.family(seat) or table.look.family
    key = glyphs.name_of(table.prompt_label(Intent.PEEK, seat), family)
    return _("Hold {key} to peek").format(key=_(key))


def button_keys(table: FramePort, row: list[decision.Button], lit: int | None) -> tuple[str, ...]:
    """Each button's key cap. TAKE and NO THANKS! have keys of their own; an any-time
    card's button (SKIP, LOOK) has none: Confirm's cap when it has the focus, else the
    arrow that moves the focus towards it (a button with no cap left LOOK unexplained)."""
    focus = lit if lit is not None else table.decision_desk.focus_index(row) if row else 0
    keys = []
    for i, button in enumerate(row):
        if button.intent is not None:
            intent = button.intent
        elif i == focus:
            intent = Intent.CONFIRM
        else:
            intent = Intent.RIGHT if i > focus else Intent.LEFT
        keys.append(table.prompt_label(intent))
    return tuple(keys)


def lit_button(
    table: FramePort, row: list[decision.Button], rects: list[pygame.Rect]
) -> int | None:
    """The one button to highlight: the one under the mouse while the mouse is in use
    (a click presses it), else the focused one once the person chose at this decision
    (CONFIRM presses it), else none: CONFIRM would press nothing yet."""
    seat = table.turns.on_screen()
    mouse_may = seat is not None and table.turns.accepts(
        IntentEvent(Intent.POINT, Device.MOUSE), seat
    )
    for i, (rect, button) in enumerate(zip(rects, row, strict=True)):
        if mouse_may and button.enabled and table.table_input.hovered(rect):
            return i
    device = table.couch.prompt_device(seat)
    if row and table.decision_desk.chosen() and device in (Device.KEYBOARD, Device.GAMEPAD):
        return table.decision_desk.focus_index(row)
    return None


@functools.cache
def thinks_visibly(level: str) -> bool:
    """Does a bot of `level` think long enough to show the cue? (Cached: asked a frame.)"""
    try:
        budget = thinking_budget_ms(level)
    except ValueError:  # not a bot level (a human seat)
        return False
    return budget is not None and budget >= NOTICEABLE_MS


def cue_seat(table: FramePort) -> int | None:
    """The seat showing the cue now: a visibly thinking bot whose decision it is."""
    seat = table.turns.thinking_seat()
    if seat is None or not thinks_visibly(table.match.kind_of(seat)):
        return None
    return seat


def caption_text(table: FramePort) -> str:
    bots = table.match.bots
    return caption(table.view, table.names, table.finished, table.turns.thinking_seat(), bots)


def caption(
    v: TableView,
    names: Sequence[str],
    finished: bool,
    thinking: int | None,
    bots: Collection[int],
) -> str:
    """Whose decision it is, in words ("Ada, take it or say no thanks?")."""
    if finished or v.current is None:
        return ""
    name = names[v.current]
    if v.choice is not None:
        seat, kind = v.choice
        left = names[(seat + 1) % v.players]
        # Each whole sentence its own message (not a verb dropped into one).
        if kind == "give_left":
            said = (
                _("{name} chooses a card to give to {left}")
                if seat in bots
                else _("{name}, choose a card to give to {left}")
            )
        else:
            said = (
                _("{name} chooses a card to discard")
                if seat in bots
                else _("{name}, choose a card to discard")
            )
        return said.format(name=names[seat], left=left)
    if thinking == v.current:
        return _("{name} is thinking…").format(name=name)
    if v.current not in bots:
        if v.card is not None and v.card.is_green:
            return _("{name}, bid or decline?").format(name=name)
        return _("{name}, take it or say no thanks?").format(name=name)
    return _("{name}'s turn").format(name=name)


def focused_choice(table: FramePort) -> Card | None:
    """The display card a choice would take now: under the mouse, else the focus."""
    seat = table.decision_desk.choosing_seat()
    if seat is None:
        return None
    pos = ui.pointer(table)
    if pos is not None:
        card = table.decision_desk.card_at(seat, pos)
        if card is not None:
            return card
    options = table.decision_desk.choice_options(seat)
    if not options or not table.decision_desk.chosen():
        return None  # CONFIRM chooses nothing until the person moves the focus here
    return table.decision_desk.focused_option(options)


def choice_text(table: FramePort, seat: int) -> str:
    """What choosing the focused card does, said where the buttons were."""
    focus = focused_choice(table)
    if focus is None:
        return ""
    kind = table.view.choice[1] if table.view.choice else ""
    left = table.names[(seat + 1) % table.view.players]
    verb = _(CHOICE_WORDS.get(kind, kind)).format(left=left)
    text = _("{card}: {verb}").format(card=specials.label(focus), verb=verb)
    device = table.couch.prompt_device(seat)
    if device in (Device.KEYBOARD, Device.GAMEPAD):
        confirm = table.table_input.confirm_word(seat)
        back, on = table.prompt_label(Intent.LEFT, seat), table.prompt_label(Intent.RIGHT, seat)
        move = back if back == on else f"{_(back)}/{_(on)}"
        return _("{choice}? {confirm} to choose · {move} for another card").format(
            choice=text, confirm=_(confirm), move=_(move)
        )
    giving = kind == "give_left"
    if device is Device.TOUCH:
        said = _("Tap a card to give to {left}") if giving else _("Tap a card to discard")
    else:
        said = _("Click a card to give to {left}") if giving else _("Click a card to discard")
    return said.format(left=left)


def text_target(table: FramePort) -> tuple[Card, pygame.Rect, bool] | None:
    """The special card whose full text to show, where it is, and whether it was pointed
    at (a mouse hover puts the text by the card; otherwise it goes in the free panel)."""
    if table.look_desk.blocking:
        return None
    lay = table.layout
    v = table.view
    pos = ui.pointer(table)
    if pos is not None:
        if v.card is not None and lay.card.collidepoint(pos) and not v.card.is_number:
            return v.card, lay.card, True
        for owner in range(v.players):
            card = table.decision_desk.card_at(owner, pos)
            if card is not None and not card.is_number:
                return card, table.decision_desk.card_rects(owner)[card], True
    choice = focused_choice(table)
    if choice is not None:
        if choice.is_number:
            return None
        chooser = table.decision_desk.choosing_seat()
        assert chooser is not None
        return choice, table.decision_desk.card_rects(chooser)[choice], False
    row = table.decision_desk.buttons()
    device = table.couch.prompt_device(table.turns.on_screen())
    if row and device in (Device.KEYBOARD, Device.GAMEPAD) and table.decision_desk.chosen():
        index = table.decision_desk.focus_index(row)
        kind = {Action.SKIP: CardKind.SKIP, Action.LOOK: CardKind.LOOK}.get(row[index].action)
        if kind is not None:
            return Card.special(kind), lay.button_row(len(row))[index], False
    if v.card is not None and not v.card.is_number and not moves_a_card(table):
        return v.card, lay.card, False
    return None


def keeps_text(event: Event) -> bool:
    """Does a face-up special's text stay up under this event's animation? Yes while
    nothing but a counter moves, so the panel does not blink off at every pass, bid and
    turn (the counter is drawn again over it: `draw_flying.draw_counter_over`)."""
    match event:
        case CounterPaid() | BidPlaced() | DecisionMoved():
            return True
        case (
            GameStarted()
            | RoundStarted()
            | CardRevealed()
            | CardTaken()
            | RoundEnded()
            | MatchEnded()
            | GreenDeclined()
            | SpecialPlayed()
            | ChoiceRequired()
            | CardGiven()
            | CardRemoved()
            | CardDrawn()
        ):
            return False
        case _:
            assert_never(event)


def moves_a_card(table: FramePort) -> bool:
    anim = table.animator.current
    return anim is not None and not keeps_text(anim.event)
