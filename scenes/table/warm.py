"""Card faces the table will show, built ahead of need by `game.app.prebuild`."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from game.app import prebuild
from game.rules.cards import HIGHEST_NUMBER, LOWEST_NUMBER, Card, green_cards, pink_cards
from game.rules.events import CardDrawn, CardGiven, CardTaken, Event, GreenDeclined
from scenes.table.layout import TableLayout


def warm_sprites(lay: TableLayout, expansion: bool = False) -> Iterator[prebuild.Spec]:
    """Every card face the table can show at this size, big and in the displays (built
    ahead of need by `game.app.prebuild`, in the worker process)."""
    yield prebuild.back(lay.big_h)
    cards = [Card.number(value) for value in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1)]
    if expansion:
        yield prebuild.back(lay.big_h, green=True)
        cards += green_cards() + pink_cards()
    for card in cards:
        yield prebuild.art(card, lay.big_h)
        for style in ("normal", "scoring", "muted"):
            yield prebuild.art(card, lay.small_h, style)


def landing(
    event: Event, lay: TableLayout, displays: Sequence[Sequence[Card]]
) -> list[prebuild.Spec]:
    """A card on its way to a display: the display may shrink its cards to fit it, so the
    faces at the new size are built in the worker while the card flies."""
    if isinstance(event, CardTaken | CardGiven | CardDrawn):
        seat = event.to_seat if isinstance(event, CardGiven) else event.seat
    elif isinstance(event, GreenDeclined):
        seat = event.receiver
    else:
        return []
    cards = list(displays[seat])
    if event.card not in cards:
        cards = sorted([*cards, event.card])
    return [prebuild.art(card, rect.h, style) for card, style, rect in lay.slots(seat, cards)]
