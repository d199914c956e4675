"""Text size "Larger" (Accessibility, issues 57 and 62) is a size like any other: every
desktop screen `python -m game shot` knows (every How to play page, every tutorial
stop, every History view, each of the review's costliest decisions; the kiosk offers
no text size, so its screens are not drawn with it) at
1280×720, 800×450, 1080×1920 and 1920×1080, in every language the game offers, passes
the checks of test_every_word_fits: no text leaves its box or the screen, is cut (a
short name included), or lies over another text, a control or a card. On the table's
screens every text is also at least the larger size's floor (`theme.larger_text_floor`).

One test per screen, size and language; the App, the bots' games and the review's
verdicts are made once per worker and reused (tests/scenes/fit_check.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n
from game.draw import theme
from tests.scenes import fit_check
from tests.scenes.fit_check import DESKTOP, TABLE_SCREENS, draw, faults, shots

SIZES = ((1280, 720), (800, 450), (1080, 1920), (1920, 1080))
# The review at two seatings (its verdicts judged once per seating and language cost
# most of this file's time): five with the expansion, seven without.
REVIEWED = ((5, True), (7, False))


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


# Every language at 1280×720, 800×450 and upright (the narrowest screen for the larger
# floor: French and Spanish words are the longest on some rows); 1920×1080 (its floor
# the same share of the screen as at 1280×720) in English and German, the longest of the
# four there: the file's time stays a fraction of test_every_word_fits's.
CASES = [
    (size, language)
    for size in SIZES
    for language in i18n.LANGUAGES
    if size != (1920, 1080) or language in ("en", "de")
]
# Combinations still known to fail, and why: each must go on failing (strict), so the
# day it is fixed the mark has to go.
KNOWN: dict[tuple[str, str, str], str] = {}


@pytest.mark.parametrize(
    ("size", "language"), CASES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in CASES]
)
@pytest.mark.parametrize("screen", DESKTOP)
def test_every_screen_fits_with_larger_text(
    larger: None,
    screen: str,
    size: tuple[int, int],
    language: str,
    request: pytest.FixtureRequest,
) -> None:
    known = KNOWN.get((screen, f"{size[0]}x{size[1]}", language))
    if known is not None:
        request.applymarker(pytest.mark.xfail(strict=True, reason=known))
    floor = theme.larger_text_floor(min(size))
    problems: list[str] = []
    for shot in shots(screen, size, True, language):
        if screen == "review" and (shot.players, shot.expansion) not in REVIEWED:
            continue
        record, _canvas = draw(shot)
        assert record.texts, f"{shot}: no text recorded"
        problems += [f"{shot}: {fault}" for fault in faults(shot, record)]
        if screen in TABLE_SCREENS:
            small = [t for t in record.texts if t.text.strip() and t.size < floor]
            problems += [f"{shot}: {t.text!r} is {t.size} px, under {floor}" for t in small]
    assert not problems, "\n".join(problems[:40])
