"""The review's three costliest buttons are labelled one way, at every text size: a row
that reads "#1: 24", "#2: Bonus +15", "#3: 32" (or, with no room for words, each card's
face and its rank), never "#1: 24" beside "Bonus +15" beside "#3: 32"."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame
import pytest

from game.bots.review import Kind, Verdict
from game.draw import theme
from game.draw.look import Look
from game.rules import Action
from game.rules.cards import Card, CardKind
from scenes.review.panel import draw_costly
from scenes.review.port import Hit


def verdict(index: int, face: Card) -> Verdict:
    return Verdict(
        index=index, seat=0, round=1, card=face.value, pot=3, chosen=Action.TAKE,
        best=Action.PASS, cost=10.0 - index, take_cost=10.0 - index, rival=1, forced=False,
        costly=True, kind=Kind.COST, face=face, lost=10.0 - index,
    )  # fmt: skip


@dataclass
class Costliest:
    """What `draw_costly` reads of the review scene: three marked verdicts, judged."""

    verdicts: dict[int, Verdict] = field(
        default_factory=lambda: {
            1: verdict(1, Card.number(24)),
            2: verdict(2, Card.special(CardKind.BONUS15)),
            3: verdict(3, Card.number(32)),
        }
    )
    marked: tuple[int, ...] = (1, 2, 3)
    decisions: tuple[int, ...] = (1, 2, 3)
    step: int = 0
    hits: list[Hit] = field(default_factory=list)
    text_rects: list[pygame.Rect] = field(default_factory=list)
    app: None = None
    total: int = 3
    done: int = 3
    finished: bool = True

    def progress_text(self) -> str:
        return ""

    def current_index(self) -> int | None:
        return None


@pytest.mark.parametrize("floor", [0, 25, 40], ids=["normal", "tv", "larger"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 450), (1920, 1080)])
def test_the_costliest_buttons_share_one_label_style(floor: int, size: tuple[int, int]) -> None:
    scene = Costliest()
    surface = pygame.Surface(size)
    s = theme.scale_for(size)
    inner = pygame.Rect(0, 0, size[0] * 6 // 10, size[1])
    with theme.recording() as drawn:
        draw_costly(scene, surface, inner, s, look=Look(text_floor=floor))
    buttons = [hit.rect for hit in scene.hits if hit.action == "costly"]
    assert len(buttons) == 3
    labels = [
        " ".join(
            t.text for t in drawn.texts if button.contains(t.rect) or button.colliderect(t.rect)
        )
        for button in buttons
    ]
    ranked = [re.fullmatch(r"#(\d): (.+)", label) for label in labels]
    if all(ranked):
        assert [m.group(1) for m in ranked if m] == ["1", "2", "3"]
        assert [m.group(2) for m in ranked if m] == ["24", "Bonus +15", "32"]
    else:
        # No room for words: each card's small face beside its rank alone.
        assert labels == ["#1", "#2", "#3"], labels
    assert not any(t.ellipsised for t in drawn.texts), labels
