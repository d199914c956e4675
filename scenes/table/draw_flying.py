"""Drawing the animation playing now: a card flipping from the deck, a chip sliding to
the pot (a pass or a bid), a card and its chips sliding to the taker (or a green card to
its receiver, the counters to the decliner), a special acting (lifting from its owner's
display, shown large, fading to the discard; a look fanning the set-aside backs), a card
given left or removed or drawn, a pulse at counters doubled or halved, the "Round N"
banner.

Reads the scene's `EventAnimator`, view and layout; changes nothing.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, assert_never

import pygame

from game import i18n
from game.draw import sprites, theme
from game.draw.theme import px
from game.i18n import _
from game.rules import Card
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
from game.special_cards import SPECIALS
from scenes.table import specials
from scenes.table.draw_centre import deck_top

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame


def plate_point(frame: TableFrame, seat: int) -> tuple[float, float]:
    plate = frame.layout.seats[seat].plate
    return float(plate.right - px(62, frame.layout.s)), float(plate.centery)


def draw_flying(surface: pygame.Surface, frame: TableFrame) -> None:
    look = frame.look
    anim = frame.anim
    if anim is None:
        return
    if look.reduced_motion:
        draw_crossfade(surface, frame)
        return
    lay = frame.layout
    s = lay.s
    t = anim.tween.value
    event = anim.event
    match event:
        case CardRevealed():
            deck_rect = deck_top(frame)
            x, y = sprites.arc_pos(deck_rect.center, lay.card.center, t, px(40, s))
            # A flip: the back narrows to an edge, then the face widens.
            face_up = t >= 0.5
            k = abs(math.cos(t * math.pi))
            green = event.card.is_green
            src = (
                specials.face(event.card, lay.big_h, look=look)
                if face_up
                else specials.back(lay.big_h, green, look=look)
            )
            w = max(1, int(src.get_width() * k))
            lift = 1 + 0.08 * math.sin(t * math.pi)
            # (A face's key has the language: a special's face prints its name.)
            named = (
                (event.card, lay.big_h, i18n.language()) if face_up else ("back", lay.big_h, green)
            )
            img = sprites.scaled(named, src, (w, int(src.get_height() * lift)), look=look)
            shadow = sprites.card_shadow(src.get_size())
            surface.blit(shadow, shadow.get_rect(center=(x - px(4, s), y + px(10, s) * (1 + t))))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        case CounterPaid() | BidPlaced():
            draw_chip_flight(surface, frame, event, t)
        case CardTaken() | GreenDeclined():
            to = receiver(event)
            target = slot_of(frame, to, event.card)
            x, y = sprites.lerp_pos(lay.card.center, target.center, t)
            h = int(sprites.lerp(lay.big_h, lay.small_h, t))
            fly_card(surface, frame, event.card, (x, y), h)
            if event.counters:
                chip = sprites.chip(lay.chip_d)
                plate_at = plate_point(frame, event.seat)
                for i in range(min(event.counters, 6)):
                    tt = max(0.0, min(1.0, t * 1.3 - i * 0.05))
                    cx, cy = sprites.arc_pos(
                        lay.pot.center, plate_at, sprites.ease_in_out_cubic(tt), px(30, s)
                    )
                    surface.blit(chip, chip.get_rect(center=(int(cx), int(cy))))
            if event.card.kind in COUNTER_PULSE:
                draw_pulse(surface, frame, to, COUNTER_PULSE[event.card.kind], t)
        case SpecialPlayed():
            draw_special(surface, frame, event, t)
        case CardGiven():
            start = slot_of(frame, event.seat, event.card)
            end = slot_of(frame, event.to_seat, event.card)
            x, y = sprites.arc_pos(start.center, end.center, t, px(80, s))
            fly_card(
                surface,
                frame,
                event.card,
                (x, y),
                int(lay.small_h * (1 + 0.4 * math.sin(t * math.pi))),
            )
        case CardRemoved():
            start = slot_of(frame, event.seat, event.card)
            fade_to_discard(surface, frame, event.card, start, t)
        case CardDrawn():
            source = deck_top(frame)
            end = slot_of(frame, event.seat, event.card)
            x, y = sprites.arc_pos(source.center, end.center, t, px(50, s))
            h = int(sprites.lerp(lay.big_h, lay.small_h, t))
            if t < 0.5:
                back = specials.back(lay.big_h, look=look)
                img = sprites.scaled(
                    ("back", lay.big_h, False), back, sprites.card_size(h), look=look
                )
                surface.blit(img, img.get_rect(center=(int(x), int(y))))
            else:
                fly_card(surface, frame, event.card, (x, y), h)
        case RoundStarted() if event.round > 1:
            draw_round_banner(
                surface, frame, event.round, int(255 * math.sin(anim.tween.raw * math.pi))
            )
        case (
            GameStarted()
            | RoundStarted()
            | DecisionMoved()
            | ChoiceRequired()
            | RoundEnded()
            | MatchEnded()
        ):
            pass  # nothing flies (a first round starts without a banner)
        case _:
            assert_never(event)


def receiver(event: CardTaken | GreenDeclined) -> int:
    """Whose display the card goes to: its taker's, or a declined green card's receiver's."""
    match event:
        case CardTaken():
            return event.seat
        case GreenDeclined():
            return event.receiver
        case _:
            assert_never(event)


def draw_chip_flight(
    surface: pygame.Surface, frame: TableFrame, event: CounterPaid | BidPlaced, t: float
) -> None:
    """A counter on its way from a seat's plate to the pot (a pass or a bid)."""
    lay = frame.layout
    s = lay.s
    chip_from = plate_point(frame, event.seat)
    chip_to = (lay.pot.x + px(4, s) + lay.chip_d / 2, lay.pot.centery)
    x, y = sprites.arc_pos(chip_from, chip_to, t, px(60, s))
    chip = sprites.chip(lay.chip_d)
    surface.blit(chip, chip.get_rect(center=(int(x), int(y))))


def draw_counter_over(surface: pygame.Surface, frame: TableFrame) -> None:
    """A counter in flight again, over the special's text panel (which stays up while
    only a counter moves) and whatever else was drawn after the animations."""
    look = frame.look
    anim = frame.anim
    if anim is not None and (chip := counter_in_flight(anim.event)) is not None:
        if look.reduced_motion:
            draw_crossfade(surface, frame)
        else:
            draw_chip_flight(surface, frame, chip, anim.tween.value)


def counter_in_flight(event: Event) -> CounterPaid | BidPlaced | None:
    """The event, if its animation is a counter on its way to the pot (a pass or a bid)."""
    match event:
        case CounterPaid() | BidPlaced():
            return event
        case (
            GameStarted()
            | RoundStarted()
            | CardRevealed()
            | DecisionMoved()
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
            return None
        case _:
            assert_never(event)


# End cards that change what counters are worth [X2] [X3]: a pulse at the counters.
# (The sign is each card's `counter_pulse`, game/special_cards.py.)
COUNTER_PULSE = {kind: card.counter_pulse for kind, card in SPECIALS.items() if card.counter_pulse}


def slot_of(frame: TableFrame, seat: int, card: Card) -> pygame.Rect:
    """Where `card` sits (or will sit) in `seat`'s display."""
    cards = frame.view.displays[seat]
    if card not in cards:
        cards = sorted([*cards, card])
    for c, _style, rect in frame.layout.slots(seat, cards):
        if c == card:
            return rect
    return frame.layout.seats[seat].display


def fly_card(
    surface: pygame.Surface,
    frame: TableFrame,
    card: Card,
    centre: tuple[float, float],
    height: int,
    alpha: int = 255,
) -> None:
    look = frame.look
    s = frame.layout.s
    big_h = frame.layout.big_h
    size = sprites.card_size(max(8, height))
    img = sprites.scaled(
        (card, big_h, i18n.language()), specials.face(card, big_h, look=look), size, look=look
    )
    rect = img.get_rect(center=(int(centre[0]), int(centre[1])))
    if alpha < 255:
        img = img.copy()  # (the cached one stays opaque)
        img.set_alpha(alpha)
    else:
        surface.blit(sprites.card_shadow(img.get_size()), rect.move(-px(5, s), px(6, s)))
    surface.blit(img, rect)


def fade_to_discard(
    surface: pygame.Surface, frame: TableFrame, card: Card, start: pygame.Rect, t: float
) -> None:
    """A card leaves play: it rises from where it was, grows a little and fades out."""
    s = frame.layout.s
    x, y = start.centerx, start.centery - px(60, s) * t
    h = int(frame.layout.small_h * (1 + 0.5 * t))
    fly_card(surface, frame, card, (x, y), h, int(255 * (1 - t * t)))


def draw_special(
    surface: pygame.Surface, frame: TableFrame, event: SpecialPlayed, t: float
) -> None:
    """A special acts: it lifts from its owner's display, shows large with its name, and
    fades to the discard; a look fans the set-aside cards' backs (nothing secret)."""
    look = frame.look
    lay = frame.layout
    s = lay.s
    start = slot_of(frame, event.seat, event.card)
    mid = lay.card.center
    rise = min(1.0, t / 0.35)
    x, y = sprites.lerp_pos(start.center, mid, sprites.ease_in_out_cubic(rise))
    h = int(sprites.lerp(lay.small_h, lay.big_h, rise))
    alpha = 255 if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
    if event.card.kind is CardKind.LOOK and t > 0.3:
        # The set-aside cards fan out face down over the deck: how many is public, what
        # they are is not.
        back = specials.back(lay.small_h, look=look)
        count = max(1, min(6, frame.set_aside_count))
        spread = min(1.0, (t - 0.3) / 0.3)
        for i in range(count):
            offset = i - (count - 1) / 2
            img = pygame.transform.rotozoom(back, -offset * 10 * spread, 1.0)
            img.set_alpha(alpha)
            centre = (
                lay.deck.centerx + offset * back.get_width() * 0.45 * spread,
                lay.deck.centery,
            )
            surface.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))
    fly_card(surface, frame, event.card, (x, y), h, alpha)
    theme.draw_text(
        surface,
        specials.label(event.card),
        (int(x), int(y) + h // 2 + px(20, s)),
        max(14, px(28, s)),
        theme.CREAM,
        "display",
        outline=2,
        look=look,
    )


def draw_pulse(surface: pygame.Surface, frame: TableFrame, seat: int, mark: str, t: float) -> None:
    """A ring swelling at a seat's counters, with what the card does to them."""
    look = frame.look
    s = frame.layout.s
    cx, cy = plate_point(frame, seat)
    r = int(px(18, s) + px(26, s) * t)
    alpha = int(255 * (1 - t))
    ring = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    pygame.draw.circle(ring, (*theme.BRASS, alpha), (r + 2, r + 2), r, max(2, px(4, s)))
    surface.blit(ring, ring.get_rect(center=(int(cx), int(cy))))
    theme.draw_text(
        surface, mark, (int(cx), int(cy) - r - px(8, s)), max(14, px(28, s)), theme.BRASS,
        "display", outline=2, look=look,
    )  # fmt: skip


def draw_crossfade(surface: pygame.Surface, frame: TableFrame) -> None:
    """Reduced motion (Accessibility): nothing flies, swells or shakes. What moves fades
    out where it was and in where it goes, at its own size; a special shows large where
    the card goes, fading in and out."""
    look = frame.look
    anim = frame.anim
    assert anim is not None
    lay = frame.layout
    s = lay.s
    t = anim.tween.raw
    event = anim.event
    into, out = int(255 * t), int(255 * (1 - t))
    match event:
        case CardRevealed():
            face = specials.face(event.card, lay.big_h, look=look)
            back = specials.back(lay.big_h, event.card.is_green, look=look)
            deck_rect = deck_top(frame)
            _fade(surface, back, deck_rect.center, out)
            _fade(surface, face, lay.card.center, into)
        case CounterPaid() | BidPlaced():
            chip = sprites.chip(lay.chip_d)
            chip_to = (lay.pot.x + px(4, s) + lay.chip_d // 2, lay.pot.centery)
            _fade(surface, chip, plate_point(frame, event.seat), out)
            _fade(surface, chip, chip_to, into)
        case CardTaken() | GreenDeclined():
            to = receiver(event)
            target = slot_of(frame, to, event.card)
            fly_card(surface, frame, event.card, lay.card.center, lay.big_h, out)
            fly_card(surface, frame, event.card, target.center, lay.small_h, into)
            if event.counters:
                chip = sprites.chip(lay.chip_d)
                _fade(surface, chip, lay.pot.center, out)
                _fade(surface, chip, plate_point(frame, event.seat), into)
            if event.card.kind in COUNTER_PULSE:
                draw_mark(surface, frame, to, COUNTER_PULSE[event.card.kind], t)
        case SpecialPlayed():
            alpha = int(255 * math.sin(t * math.pi))
            start = slot_of(frame, event.seat, event.card)
            fly_card(surface, frame, event.card, start.center, lay.small_h, out)
            fly_card(surface, frame, event.card, lay.card.center, lay.big_h, alpha)
            if event.card.kind is CardKind.LOOK:
                back = specials.back(lay.small_h, look=look)
                count = max(1, min(6, frame.set_aside_count))
                for i in range(count):  # side by side over the deck, unturned
                    offset = i - (count - 1) / 2
                    centre = (lay.deck.centerx + offset * back.get_width() * 0.45, lay.deck.centery)
                    _fade(surface, back, centre, alpha)
            theme.draw_text(
                surface, specials.label(event.card),
                (lay.card.centerx, lay.card.centery + lay.big_h // 2 + px(20, s)),
                max(14, px(28, s)), theme.CREAM, "display", outline=2, alpha=max(1, alpha),
                look=look,
            )  # fmt: skip
        case CardGiven():
            start = slot_of(frame, event.seat, event.card)
            end = slot_of(frame, event.to_seat, event.card)
            fly_card(surface, frame, event.card, start.center, lay.small_h, out)
            fly_card(surface, frame, event.card, end.center, lay.small_h, into)
        case CardRemoved():
            start = slot_of(frame, event.seat, event.card)
            fly_card(surface, frame, event.card, start.center, lay.small_h, out)
        case CardDrawn():
            back = specials.back(lay.big_h, look=look)
            _fade(surface, back, deck_top(frame).center, out)
            end = slot_of(frame, event.seat, event.card)
            fly_card(surface, frame, event.card, end.center, lay.small_h, into)
        case RoundStarted() if event.round > 1:
            draw_round_banner(surface, frame, event.round, int(255 * math.sin(t * math.pi)))
        case (
            GameStarted()
            | RoundStarted()
            | DecisionMoved()
            | ChoiceRequired()
            | RoundEnded()
            | MatchEnded()
        ):
            pass  # nothing moves (a first round starts without a banner)
        case _:
            assert_never(event)


def draw_round_banner(surface: pygame.Surface, frame: TableFrame, number: int, alpha: int) -> None:
    """The "Round 2" banner over the middle of the table (deck, card, pot and buttons),
    centred on the card, at `alpha`."""
    look = frame.look
    lay = frame.layout
    box = lay.center.clip(pygame.Rect(0, 0, *lay.size))
    box.w = min(box.w, 2 * (lay.card.centerx - box.left), 2 * (box.right - lay.card.centerx))
    box.centerx = lay.card.centerx
    theme.draw_text(
        surface, _("Round {number}").format(number=number), lay.card.center,
        px(64, lay.s), theme.CREAM, "display", outline=3, box=box, alpha=alpha, look=look,
    )  # fmt: skip


def _fade(
    surface: pygame.Surface, img: pygame.Surface, centre: tuple[float, float], alpha: int
) -> None:
    if alpha <= 0:
        return
    if alpha < 255:
        img = img.copy()  # (the cached one stays opaque)
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))


def draw_mark(surface: pygame.Surface, frame: TableFrame, seat: int, mark: str, t: float) -> None:
    """Reduced motion's pulse: a ring of a fixed size at a seat's counters and what the
    card does to them, fading in and out."""
    look = frame.look
    s = frame.layout.s
    cx, cy = plate_point(frame, seat)
    r = px(30, s)
    alpha = int(255 * math.sin(t * math.pi))
    ring = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    pygame.draw.circle(ring, (*theme.BRASS, alpha), (r + 2, r + 2), r, max(2, px(4, s)))
    surface.blit(ring, ring.get_rect(center=(int(cx), int(cy))))
    theme.draw_text(
        surface, mark, (int(cx), int(cy) - r - px(8, s)), max(14, px(28, s)), theme.BRASS,
        "display", outline=2, alpha=max(1, alpha), look=look,
    )  # fmt: skip
