"""What the verdict panel's parts (`panel.py`) see of the review scene
(`scene.ReviewScene` satisfies it): declared apart from the scene so that they name none
of its code."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.app.scene import AppPort
    from game.bots.review import Verdict


@dataclass(frozen=True, slots=True)
class Hit:
    """Something a click or a tap can land on: its rectangle and what it does."""

    rect: pygame.Rect
    action: str  # "prev", "next", "back", "costly", "step"
    arg: int = 0


class ReviewPort(Protocol):
    decisions: tuple[int, ...]
    verdicts: dict[int, Verdict]
    marked: tuple[int, ...]
    step: int
    hits: list[Hit]
    text_rects: list[pygame.Rect]

    @property
    def app(self) -> AppPort | None: ...

    @property
    def total(self) -> int: ...

    @property
    def done(self) -> int: ...

    @property
    def finished(self) -> bool: ...

    def progress_text(self) -> str: ...

    def current_index(self) -> int | None: ...
