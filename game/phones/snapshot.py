"""What a phone is shown: a JSON-able dict built from its seat's own observation only.

A phone sees what its seat may know and nothing else: its own counters (secret at the
table [B8]), everyone's cards (public), the offered card and its pot, whose turn it is,
the decisions the engine offers it, its score so far and, when it asked and hints are on,
the coach's words. Other seats' counters appear only with open counters. No pygame.
"""

from __future__ import annotations

from typing import Any

from game.match.model import Match
from game.rules.cards import Card
from game.rules.scoring import score_breakdown


def card(value: Card | None) -> Any:
    """A card as the page draws it: a number, or a special's "kind:copy"."""
    return None if value is None else value.to_json()


def seat_view(
    match: Match,
    seat: int,
    *,
    live: bool,
    hint: list[str] | None = None,
    results: bool = False,
    hints: bool = False,
) -> dict[str, Any]:
    """Seat `seat`'s phone: `live` when its decision is due and shown on the TV (the
    buttons work only then); `hint` the coach's lines for this decision, if any."""
    obs = match.game.observation(seat)
    display = sorted(obs.displays[seat])
    own = obs.my_counters if obs.my_counters is not None else 0
    breakdown = score_breakdown(display, own)
    live = live and obs.current_seat == seat and not obs.is_over
    seats = []
    for other in range(obs.players):
        seats.append(
            {
                "name": match.names[other],
                "cards": [card(c) for c in sorted(obs.displays[other])],
                "counters": obs.counters[other] if obs.open_counters or other == seat else None,
                "total": obs.totals[other] if other < len(obs.totals) else 0,
                "bot": match.is_bot(other),
            }
        )
    return {
        "phase": "over" if obs.is_over or results else "play",
        "seat": seat,
        "name": match.names[seat],
        "seats": seats,
        "turn": obs.current_seat,
        "live": live,
        "decision": match.decisions,
        "card": card(obs.card),
        "pot": obs.pot,
        "deck": obs.deck_left,
        "round": obs.round,
        "rounds": obs.rounds,
        "counters": own,
        "cards": [card(c) for c in display],
        "runs": [[card(c) for c in run] for run in breakdown.runs],
        "score": breakdown.total,
        "moves": [move.value for move in obs.legal] if live else [],
        "choice": obs.choice if live else None,
        "bidders": list(obs.bidders),
        "hint": hint if live and hint else None,
        "hints": hints,
        "winners": list(match.game.winners) if obs.is_over else [],
    }


def seatless_view(match: Match, takeable: list[int], pending: int | None) -> dict[str, Any]:
    """A phone that holds no seat mid-match: the seats it may take over (bots' and free
    ones), and the one it is waiting for, if any."""
    return {
        "phase": "seatless",
        "free": [
            {"seat": seat, "name": match.names[seat], "bot": match.is_bot(seat)}
            for seat in takeable
        ],
        "pending": pending,
    }


def lobby_view(name: str, seat: int | None, seats: list[dict[str, Any]]) -> dict[str, Any]:
    """A phone in the lobby: its seat (None: every seat is taken) and the seats' names."""
    return {"phase": "lobby", "name": name, "seat": seat, "seats": seats}
