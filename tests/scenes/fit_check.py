"""Every screen `python -m game shot` knows, drawn on a reused headless App while
`theme.recording()` notes each text and control, and the faults found in the record:
a text outside its box or the screen, cut short, overlapping another text or a control,
or under the size floors. Used by tests/scenes/test_every_word_fits.py.
"""

from __future__ import annotations

import gettext
import math
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.draw import theme
from game.match.autoplay import play_bots
from game.rules import Game
from scenes.flow import SHOTS, open_shot, shot_names
from scenes.shots import ShotPlan

if TYPE_CHECKING:
    from game.app.main import App
    from game.bots.review import Verdict
    from scenes.review import ReviewScene
    from scenes.setup import MatchSetup

# Every screen of the shot table (scenes.flow.SHOTS): the desktop's, then the kiosk's.
DESKTOP = shot_names(kiosk=False)
# Screens whose picture depends on the seats and the expansion; the others are drawn once
# per size and language.
BY_SEATS = frozenset(name for name, shot in SHOTS.items() if shot.seated)
SEATINGS = tuple((players, expansion) for players in (3, 5, 7) for expansion in (False, True))
# (size, TV text)
SIZES = (((800, 450), False), ((1280, 720), False), ((1920, 1080), True), ((1080, 1920), False))
SCREENS = (*DESKTOP, *shot_names(kiosk=True))
SEED = 7
REVIEW_SAMPLES = 4  # verdicts are words to lay out here, not advice to trust


class Longer(gettext.NullTranslations):
    """A test language ~40 % longer than English (German runs about that long): every
    word grows by its own first letters, placeholders ("{name}", "%s") left whole."""

    _word = re.compile(r"(?<![{%\w])([A-Za-z]{2,})(?![\w}])")

    @classmethod
    def lengthen(cls, message: str) -> str:
        return cls._word.sub(lambda m: m[1] + m[1][: math.ceil(len(m[1]) * 0.4)].lower(), message)

    def gettext(self, message: str) -> str:
        return self.lengthen(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.lengthen(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self.lengthen(message)


def languages() -> tuple[str, ...]:
    """Every language game.i18n offers, and the test's longer one."""
    offered = getattr(i18n, "LANGUAGES", {"en": "English"})
    return (*offered, "longer")


@contextmanager
def speaking(code: str) -> Iterator[None]:
    set_language = getattr(i18n, "set_language", None)
    if code == "longer":
        i18n.use(Longer())
    elif set_language is not None:
        set_language(code)
    else:
        i18n.use(gettext.NullTranslations())
    try:
        yield
    finally:
        if set_language is not None:
            set_language("en")
        i18n.use(gettext.NullTranslations())


@dataclass(frozen=True)
class Shot:
    screen: str
    size: tuple[int, int]
    tv: bool
    players: int
    expansion: bool
    language: str
    page: int = 0  # How to play's page

    def __str__(self) -> str:
        seats = f" {self.players}p{'+exp' if self.expansion else ''}" if self.players else ""
        tv = " tv" if self.tv else ""
        page = f" page {self.page + 1}" if self.page else ""  # or stop, view, costliest
        size = f"{self.size[0]}x{self.size[1]}"
        return f"{self.screen}{page} {size}{tv}{seats} [{self.language}]"


def shots(screen: str, size: tuple[int, int], tv: bool, language: str) -> list[Shot]:
    if screen == "review":  # each of the costliest decisions, its verdict in words
        return [Shot(screen, size, tv, p, e, language, n) for p, e in SEATINGS for n in range(3)]
    if screen in BY_SEATS:
        return [Shot(screen, size, tv, p, e, language) for p, e in SEATINGS]
    if screen == "stats":  # every view: numbers, charts, mistakes, games
        from scenes.stats import VIEWS

        return [Shot(screen, size, tv, 0, False, language, n) for n in range(len(VIEWS))]
    if screen == "howto":  # every page, not only the first the shot tool shows
        from scenes.howto import PAGES

        return [Shot(screen, size, tv, 0, False, language, n) for n in range(len(PAGES))]
    if screen == "tutorial":  # every stop of both lessons (one of the drain's)
        from game.match.tutorial import BASICS, SPECIALS

        found = []
        for lesson in (BASICS, SPECIALS):
            first = {stop.key: n for n, stop in reversed(list(enumerate(lesson.stops)))}
            found += [
                Shot(screen, size, tv, 0, lesson.expansion, language, n)
                for n in sorted(first.values())
            ]
        return found
    return [Shot(screen, size, tv, 0, False, language)]


_apps: dict[bool, App] = {}
_folders: list[tempfile.TemporaryDirectory[str]] = []
_showing: list[App] = []
_verdicts: dict[tuple[int, bool], tuple[Verdict, ...]] = {}


def _app(kiosk: bool, size: tuple[int, int], tv: bool) -> App:
    """One desktop and one kiosk App per worker, set up once and reused for every screen.
    There is one display: an App drawn after the other one (or at another size) takes it
    back by resizing, as a player's drag would."""
    app = _apps.get(kiosk)
    # (Another test's App may have set the display to its own size since.)
    display = pygame.display.get_surface()
    taken = display is None or display.get_size() != size
    if app is not None and (_showing[-1:] != [app] or app.canvas.get_size() != size or taken):
        app.resize_window(size)
    if app is None:
        folder = tempfile.TemporaryDirectory()
        _folders.append(folder)
        if kiosk:
            from nothanks.kiosk_launch import headless_app

            app = headless_app(Path(folder.name), size, now=lambda: 0.0, open_home=False)
        else:
            from game.app.main import App
            from scenes.flow import desktop

            app = App(
                size=size,
                settings_path=Path(folder.name) / "settings.json",
                fullscreen=False,
                screens=desktop(),
            )
            app.settings.animation_speed = "instant"
        # Its history takes every match the shots play (hundreds): none is dropped, so no
        # "old games dropped" note lands on a shot as a toast.
        app.settings.history_max = app.saves.history_max = 1 << 30
        _apps[kiosk] = app
    app.settings.tv_text = app.settings.tv_text_chosen = tv
    _showing[:] = [app]
    assert app.canvas.get_size() == size
    return app


def _clear(app: App) -> None:
    for scene in list(app.stack.scenes):
        scene.exit()
    app.stack.scenes.clear()
    app.toasts.items.clear()


_plays: dict[tuple[int, bool, int, int | None], list[tuple[int, object]]] = {}


def _play(game: Game, setup: MatchSetup, seed: int, stop: int | None) -> None:
    """The bots play this seating's game `stop` takes in (None: to the end) once per
    worker; later shots replay their moves, which costs next to nothing."""
    key = (game.config.players, game.config.expansion, seed, stop)
    if key not in _plays:
        play_bots(game, setup, seed, stop)
        _plays[key] = list(game.record.actions)
        return
    for seat, action in _plays[key]:
        game.apply(seat, action)  # type: ignore[arg-type]


def _plan(shot: Shot) -> ShotPlan:
    """How the shot table sets `shot` up here: games replayed, the review judged once per
    seating (its verdicts in hand, the scene starts no job of its own) with few samples,
    and drawn at every size and in every language: a verdict is data, worded when shown."""

    def judge(review: ReviewScene) -> tuple[Verdict, ...]:
        from game.bots.review import review_match

        key = (shot.players, shot.expansion)
        if key not in _verdicts:
            _verdicts[key] = review_match(review.record, review.seats, samples=review.samples)
        return _verdicts[key]

    return ShotPlan(
        seed=SEED,
        players=shot.players,
        expansion=shot.expansion,
        page=shot.page,
        play=_play,
        judge=judge,
        review_samples=REVIEW_SAMPLES,
    )


def draw(shot: Shot) -> tuple[theme.Recording, pygame.Surface]:
    """Draw `shot` for a few frames and record the last one."""
    app = _app(SHOTS[shot.screen].kiosk, shot.size, shot.tv)
    _clear(app)
    # What earlier tests left in the queue (a window's size from their own set_mode, a
    # key) is not this shot's: the App has its size already.
    pygame.event.clear()
    with speaking(shot.language):
        try:
            open_shot(app, shot.screen, _plan(shot))
            from scenes.results import ResultsScene

            top = app.stack.top
            if isinstance(top, ResultsScene):
                # Its rows come in one a frame: all of them drawn, so all are checked.
                top.rows_shown = len(top.rows)
            for _ in range(2):
                app.step(1 / 60)
            # The last frame drawn in full, so every text on screen is drawn (and noted).
            app.compositor.invalidate()
            with theme.recording() as record:
                app.step(1 / 60)
        finally:
            _clear(app)
    return record, app.canvas


def _tight(rect: pygame.Rect) -> pygame.Rect:
    """A line box less its empty top and bottom (ascender and descender room that stacked
    lines may share)."""
    trim = rect.h // 5
    return pygame.Rect(rect.x + 1, rect.y + trim, max(0, rect.w - 2), max(0, rect.h - 2 * trim))


# A text this short is never cut, even one that may be (a name): the game's own names
# ("Spieler 1", a bot's) are at most this long, and "Pla…" names nobody.
SHORT = 9
# A text that may be cut is a name, never longer than this (a phone's, game/phones): a
# sentence holding a name, marked so (History's mistakes were), is still cut words.
NAME_LONG = 20

TABLE_SCREENS = frozenset({"table", "results", "pause", "kiosk-table", "kiosk-table-2p"})


def faults(shot: Shot, record: theme.Recording) -> list[str]:
    """What is wrong with the texts drawn in `record`, one line each."""
    size = shot.size
    screen = pygame.Rect(0, 0, *size)
    # A box wholly off the screen was put there on purpose (the attract table sends its
    # buttons away): nothing of it shows, so nothing of it can be out of place.
    texts = [
        t for t in record.texts if t.target == size and t.text.strip() and t.box.colliderect(screen)
    ]
    controls = [c for c in record.controls if c.target == size]
    found: list[str] = []
    for t in texts:
        if not screen.contains(t.rect):
            found.append(f"{t.text!r} leaves the screen: {t.rect}")
        elif not t.box.inflate(2, 2).contains(t.rect):
            found.append(f"{t.text!r} leaves its box {t.box}: {t.rect}")
        if t.ellipsised and (not t.may_cut or not SHORT < len(t.text) <= NAME_LONG):
            found.append(f"{t.text!r} is cut to fit {t.box} at {t.size} px")
        if size == (800, 450) and t.size < theme.MIN_TEXT:
            found.append(f"{t.text!r} is {t.size} px tall at 800×450")
        if shot.tv and shot.screen in TABLE_SCREENS and t.size < theme.tv_text_floor(min(size)):
            found.append(f"{t.text!r} is {t.size} px, under the TV floor")
    for i, a in enumerate(texts):
        ta = _tight(a.rect)
        for b in texts[i + 1 :]:
            if a.layer == b.layer and ta.colliderect(_tight(b.rect)):
                found.append(f"{a.text!r} {a.rect} overlaps {b.text!r} {b.rect}")
        for c in controls:
            own = c.rect.inflate(4, 4).contains(a.box) or c.rect.inflate(4, 4).contains(a.rect)
            if c.layer == a.layer and not own and ta.colliderect(c.rect):
                found.append(f"{a.text!r} {a.rect} overlaps a control or card {c.rect}")
    return found
