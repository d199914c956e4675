"""`python -m game shot` renders kiosk screens in both orientations."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from nothanks.cli import main


@pytest.mark.parametrize("size", [(1080, 1920), (1920, 1080)])
def test_shot_renders_the_attract_screen(tmp_path: Path, size: tuple[int, int]) -> None:
    out = tmp_path / "attract.png"
    code = main(["shot", "--scene", "attract", "--size", f"{size[0]}x{size[1]}", "--out", str(out)])
    assert code == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    # Not a blank screen: the felt, the cards and the call to play are all there.
    assert (
        len(
            {image.get_at((x, y))[:3] for x in range(0, size[0], 60) for y in range(0, size[1], 60)}
        )
        > 50
    )
