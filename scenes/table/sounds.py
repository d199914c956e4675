"""The sound each event makes as its animation starts."""

from __future__ import annotations

from game.rules.events import (
    BidPlaced,
    CardDrawn,
    CardGiven,
    CardRemoved,
    CardRevealed,
    CardTaken,
    CounterPaid,
    Event,
    GreenDeclined,
    SpecialPlayed,
)
from scenes.table import specials

# By the event's type (specials: `event_sound`).
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


def event_sound(event: Event) -> str | None:
    """The sound of an event: a special's own when it acts, else by the event's type."""
    if isinstance(event, SpecialPlayed):
        return specials.sound_for(event.card.kind)
    return SOUND_ON_BEGIN.get(type(event))
