"""Card faces the table will show, built ahead of need by `game.app.prebuild`."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import assert_never

from game.app import prebuild
from game.draw.look import Look
from game.rules.cards import HIGHEST_NUMBER, LOWEST_NUMBER, Card, green_cards, pink_cards
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
from scenes.table.layout import TableLayout


def warm_sprites(
    lay: TableLayout, expansion: bool = False, *, look: Look
) -> Iterator[prebuild.Spec]:
    """Every card face the table can show at this size, big and in the displays (built
    ahead of need by `game.app.prebuild`, in the worker process): what a reveal shows
    goes first."""
    yield prebuild.back(lay.big_h, False, look)
    numbers = [Card.number(value) for value in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1)]
    extras = green_cards() + pink_cards() if expansion else []
    if expansion:
        yield prebuild.back(lay.big_h, True, look)
    for card in extras + numbers:
        yield prebuild.art(card, lay.big_h, "normal", look)
    for card in extras + numbers:
        for style in ("normal", "scoring", "muted"):
            yield prebuild.art(card, lay.small_h, style, look)


def landing(
    event: Event, lay: TableLayout, displays: Sequence[Sequence[Card]], *, look: Look
) -> list[prebuild.Spec]:
    """A card on its way to a display: the display may shrink its cards to fit it, so the
    faces at the new size are built in the worker while the card flies."""
    match event:
        case CardTaken() | CardDrawn():
            seat = event.seat
        case CardGiven():
            seat = event.to_seat
        case GreenDeclined():
            seat = event.receiver
        case (
            GameStarted()
            | RoundStarted()
            | CardRevealed()
            | DecisionMoved()
            | CounterPaid()
            | RoundEnded()
            | MatchEnded()
            | BidPlaced()
            | SpecialPlayed()
            | ChoiceRequired()
            | CardRemoved()
        ):
            return []
        case _:
            assert_never(event)
    cards = list(displays[seat])
    if event.card not in cards:
        cards = sorted([*cards, event.card])
    return [prebuild.art(card, rect.h, style, look) for card, style, rect in lay.slots(seat, cards)]
