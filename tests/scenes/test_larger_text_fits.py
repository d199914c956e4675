"""Text size "Larger" (Accessibility, issue 57): the main screens' words still fit at
1280×720 and 800×450 (the checks of test_every_word_fits, with the text floor of the
larger size: every text at least that tall on the table's screens). At 800×450 the size
is clamped (`theme.larger_text_floor`: the TV floor plus a few pixels below 700 px)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.draw import theme
from tests.scenes import fit_check
from tests.scenes.fit_check import TABLE_SCREENS, draw, faults, shots

MAIN = ("menu", "setup", "table", "results", "pause", "settings", "accessibility", "howto")


@pytest.fixture
def larger(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    made = fit_check._app

    def app(kiosk: bool, size: tuple[int, int], tv: bool):  # type: ignore[no-untyped-def]
        application = made(kiosk, size, tv)
        application.settings.set_text_size("larger")
        return application

    monkeypatch.setattr(fit_check, "_app", app)
    yield
    for application in fit_check._apps.values():
        application.settings.set_text_size("normal")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 450)], ids=["1280x720", "800x450"])
@pytest.mark.parametrize("screen", MAIN)
def test_main_screens_fit_with_larger_text(
    larger: None, screen: str, size: tuple[int, int], language: str
) -> None:
    floor = theme.larger_text_floor(min(size))
    problems: list[str] = []
    for shot in shots(screen, size, True, language):
        record, _canvas = draw(shot)
        assert record.texts, f"{shot}: no text recorded"
        problems += [f"{shot}: {fault}" for fault in faults(shot, record)]
        if screen in TABLE_SCREENS:
            small = [t for t in record.texts if t.text.strip() and t.size < floor]
            problems += [f"{shot}: {t.text!r} is {t.size} px, under {floor}" for t in small]
    assert not problems, "\n".join(problems[:40])
