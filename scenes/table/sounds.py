"""The sound each event makes as its animation starts."""

from __future__ import annotations

from typing import assert_never

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
from scenes.table import specials


def event_sound(event: Event) -> str | None:
    """The sound of an event as its animation starts: a special's own when it acts."""
    match event:
        case CardRevealed() | CardDrawn():
            return "reveal"
        case CounterPaid():
            return "clink"
        case CardTaken() | CardGiven():
            return "take"
        case BidPlaced():
            return specials.BID_SOUND
        case GreenDeclined():
            return specials.DECLINE_SOUND
        case CardRemoved():
            return "pass"
        case SpecialPlayed():
            return specials.sound_for(event.card.kind)
        case (
            GameStarted()
            | RoundStarted()
            | DecisionMoved()
            | RoundEnded()
            | MatchEnded()
            | ChoiceRequired()
        ):
            return None
        case _:
            assert_never(event)
