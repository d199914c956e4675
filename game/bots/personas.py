"""Bot personalities: a name and a badge per bot seat, so a table of bots is easy to tell
apart. The table scene draws the badge from `colour`, `shape` and `initial`."""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Persona:
    name: str
    initial: str  # one letter drawn in the badge
    colour: tuple[int, int, int]  # badge fill, RGB
    shape: str  # one of SHAPES
    catchphrase: str


SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star", "pentagon", "shield")

# Colours are spread around the wheel and differ in lightness, so they stay apart for
# common colour-vision deficiencies too; shapes differ as well, so colour is never alone.
PERSONAS: tuple[Persona, ...] = (
    Persona("Ada", "A", (230, 159, 0), "circle", "Every counter counts."),
    Persona("Bruno", "B", (86, 180, 233), "square", "No thanks — not yet."),
    Persona("Cleo", "C", (0, 158, 115), "triangle", "I like a long run."),
    Persona("Dev", "D", (240, 228, 66), "diamond", "Let it ride."),
    Persona("Esme", "E", (0, 114, 178), "hexagon", "That one has my name on it."),
    Persona("Felix", "F", (213, 94, 0), "star", "Cheap at twice the price."),
    Persona("Gus", "G", (204, 121, 167), "pentagon", "Pass. Obviously."),
    Persona("Hana", "H", (120, 120, 120), "shield", "Patience pays."),
    Persona("Ivo", "I", (150, 80, 200), "circle", "One more lap."),
    Persona("Juno", "J", (60, 60, 60), "square", "Counters are for spending."),
)


def assign_personas(seats: int, seed: int) -> list[Persona]:
    """Distinct personas for `seats` bot seats (at most len(PERSONAS)), chosen
    deterministically from `seed`. Name, initial and colour+shape pair all differ."""
    if not 0 <= seats <= len(PERSONAS):
        raise ValueError(f"between 0 and {len(PERSONAS)} bot seats, not {seats}")
    return random.Random(seed).sample(PERSONAS, seats)
