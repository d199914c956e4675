"""How each seat's badge looks: "P1", "P2", ... for people, a persona for each bot."""

from __future__ import annotations

from dataclasses import replace

from game.draw.sprites import LOOKS, Look
from game.match.setup import FALLBACK_NAMES, MAX_SEATS, MatchSetup

# Humans get a face-less badge with "P1", "P2", ... on these colours.
HUMAN_COLORS = (
    (214, 58, 44),
    (52, 150, 196),
    (78, 170, 96),
    (150, 92, 200),
    (230, 150, 40),
    (210, 70, 110),
    (90, 110, 200),
)


def bot_personas(count: int, seed: int) -> list[tuple[str, Look]]:
    """Names and badges for `count` bot seats: the bots package's personas (a shape, a
    colour and an initial each) if it has them, else our own faces."""
    try:
        from game.bots.personas import assign_personas

        return [
            (p.name, Look(tuple(p.colour), initial=p.initial, shape=p.shape))  # type: ignore[arg-type]
            for p in assign_personas(count, seed)
        ]
    except (ImportError, ValueError, AttributeError):
        return [
            (FALLBACK_NAMES[i % len(FALLBACK_NAMES)], LOOKS[i % len(LOOKS)]) for i in range(count)
        ]


def seat_look(setup: MatchSetup, seat: int) -> Look:
    """How `seat`'s badge is drawn: "P1", "P2", ... for people, the persona for a bot."""
    spec = setup.seats[seat]
    if spec.is_human:
        # The badge's number is the seat's, as in "Player 3" and "seat 3"; the colour
        # goes by the people in turn, so no two people share one.
        people = sum(1 for s in setup.seats[: seat + 1] if s.is_human)
        return Look(HUMAN_COLORS[(people - 1) % len(HUMAN_COLORS)], initial=f"P{seat + 1}")
    # One persona per seat, drawn for all seven: a seat's bot keeps its face whatever the
    # other seats hold or how many there are.
    slot = setup.persona_slot(seat)
    return bot_personas(max(MAX_SEATS, slot + 1), setup.persona_seed)[slot][1]


def bot_in_person_seat(look: Look, name: str) -> Look:
    """The badge of a person's seat handed to a bot: a persona's shape with the seat
    name's initial, in the person's colour, never the person's "P4"."""
    if look.shape:
        return look  # a bot's own persona already
    return replace(look, initial=name[:1].upper() or "?", shape="circle")
