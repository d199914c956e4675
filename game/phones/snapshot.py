"""What a phone is shown: a JSON-able dict built from its seat's own observation only.

In two steps, so the frame loop pays next to nothing for it: `seat_facts` takes what the
view is made of (the seat's immutable `Observation`, the names, the decision's number;
tuples and frozen objects only) on the frame loop; `render` makes the dict of them, and
the server's thread runs it, with the JSON (`game.phones.server`).

A phone sees what its seat may know and nothing else: its own counters (secret at the
table [B8]), everyone's cards (public), the offered card and its pot, whose turn it is,
the decisions the engine offers it, its score so far and, when it asked and hints are on,
the coach's words. Other seats' counters appear only with open counters. No pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.match.model import Match
from game.phones.announce import your_turn
from game.rules.cards import Card
from game.rules.observation import Observation
from game.rules.scoring import score_breakdown


def card(value: Card | None) -> Any:
    """A card as the page draws it: a number, or a special's "kind:copy"."""
    return None if value is None else value.to_json()


@dataclass(frozen=True, slots=True)
class SeatFacts:
    """Everything a seat's phone view is made of, taken on the frame loop: immutable, so
    another thread may read it while the match moves on."""

    obs: Observation  # the seat's own observation: nothing another seat keeps secret
    seat: int
    names: tuple[str, ...]
    bots: tuple[bool, ...]
    decision: int  # the match's decision count: what an "act" must name
    live: bool
    hint: tuple[str, ...] | None
    results: bool
    hints: bool
    winners: tuple[int, ...]
    # The table's move log: its newest lines and the index of the first (`announce`),
    # and which match's log it is (a new match starts its log at 0 again).
    told: tuple[int, tuple[str, ...]] = (0, ())
    story: int = 0


def seat_facts(
    match: Match,
    seat: int,
    *,
    live: bool,
    hint: list[str] | None = None,
    results: bool = False,
    hints: bool = False,
    told: tuple[int, tuple[str, ...]] = (0, ()),
    story: int = 0,
) -> SeatFacts:
    """Seat `seat`'s phone: `live` when its decision is due and shown on the TV (the
    buttons work only then); `hint` the coach's lines for this decision, if any; `told`
    the table's newest log lines (`announce.recent`), what the phone's screen reader says
    of every move."""
    obs = match.game.observation(seat)
    return SeatFacts(
        obs,
        seat,
        tuple(match.names),
        tuple(match.is_bot(other) for other in range(obs.players)),
        match.decisions,
        live and obs.current_seat == seat and not obs.is_over,
        tuple(hint) if hint else None,
        results,
        hints,
        tuple(match.game.winners) if obs.is_over else (),
        told,
        story,
    )


def render(facts: SeatFacts) -> dict[str, Any]:
    """The view as the page reads it (no match needed: any thread may run it)."""
    obs, seat, live = facts.obs, facts.seat, facts.live
    display = sorted(obs.displays[seat])
    own = obs.my_counters if obs.my_counters is not None else 0
    breakdown = score_breakdown(display, own)
    seats = [
        {
            "name": facts.names[other],
            "cards": [card(c) for c in sorted(obs.displays[other])],
            # Runs are public (the cards are): the page says "20 to 22", not three cards.
            "runs": [[card(c) for c in r] for r in score_breakdown(obs.displays[other], 0).runs],
            "counters": obs.counters[other] if obs.open_counters or other == seat else None,
            "total": obs.totals[other] if other < len(obs.totals) else 0,
            "bot": facts.bots[other],
        }
        for other in range(obs.players)
    ]
    return {
        "phase": "over" if obs.is_over or facts.results else "play",
        "seat": seat,
        "name": facts.names[seat],
        "seats": seats,
        "turn": obs.current_seat,
        "live": live,
        "decision": facts.decision,
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
        "hint": list(facts.hint) if live and facts.hint else None,
        "hints": facts.hints,
        "winners": list(facts.winners),
        # What this seat's look showed it (the set-aside cards): its own eyes only [X3].
        "seen": None if obs.seen_set_aside is None else [card(c) for c in obs.seen_set_aside],
        "expansion": obs.expansion,
        # What a screen reader says (issue 62): the table's moves, each once, and this
        # seat's own turn when its buttons come alive (its own counters: its own phone).
        "talk": {"story": facts.story, "from": facts.told[0], "lines": list(facts.told[1])},
        "prompt": your_turn(obs.card, obs.pot, own, obs.choice) if live else None,
    }


def seat_view(
    match: Match,
    seat: int,
    *,
    live: bool,
    hint: list[str] | None = None,
    results: bool = False,
    hints: bool = False,
) -> dict[str, Any]:
    """Seat `seat`'s view at once (`seat_facts`, then `render`)."""
    return render(seat_facts(match, seat, live=live, hint=hint, results=results, hints=hints))


def as_view(state: SeatFacts | dict[str, Any]) -> dict[str, Any]:
    """What a scene offers a phone (facts, or a small view made already) as the view."""
    return render(state) if isinstance(state, SeatFacts) else state


def seatless_view(
    match: Match, takeable: list[int], pending: int | None, asking: int | None = None
) -> dict[str, Any]:
    """A phone that holds no seat mid-match: the seats it may take over (bots' and free
    ones), the one it is waiting for, if any, and the one it asked the TV for (`asking`:
    someone at the TV must allow it first)."""
    return {
        "phase": "seatless",
        "free": [
            {"seat": seat, "name": match.names[seat], "bot": match.is_bot(seat)}
            for seat in takeable
        ],
        "pending": pending,
        "asking": asking,
    }


def lobby_view(
    name: str, seat: int | None, seats: list[dict[str, Any]], *, start: bool = False
) -> dict[str, Any]:
    """A phone in the lobby: its seat (None: every seat is taken), the seats' names, and
    whether it may start the match (a seated phone may, as a seated pad)."""
    return {"phase": "lobby", "name": name, "seat": seat, "seats": seats, "start": start}
