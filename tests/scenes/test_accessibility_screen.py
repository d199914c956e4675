"""Accessibility (issue 57), on the real App posting real events: the screen opens from
Settings and works by keyboard, mouse, touch and pad (a pad that owns Settings owns it,
another pad is refused); each option saves at once and visibly changes what is drawn:
text colours at 7:1 or more on high contrast, nothing flying with reduced motion, text
growing with each text size."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.draw import sprites, theme
from game.draw.look import Look
from game.match.setup import MatchSetup, SeatSpec
from scenes.accessibility import AccessibilityScene
from scenes.levels import HUMAN
from scenes.screens import screens
from scenes.table import TableScene, draw_couch, draw_flying
from tests.app.events import click, key, run, tap
from tests.virtual_pads import VirtualPads


def _open(app: App) -> AccessibilityScene:
    app.stack.push(screens(app.stack).settings())
    run(app)
    settings = app.stack.top
    assert settings is not None
    for _ in range(len(settings.menu.items)):  # type: ignore[attr-defined]
        if settings.menu.focused.name == "accessibility":  # type: ignore[attr-defined]
            break
        key(pygame.K_DOWN)
        run(app)
    key(pygame.K_RETURN)
    run(app)
    top = app.stack.top
    assert isinstance(top, AccessibilityScene)
    return top


def _saved(path: Path) -> dict[str, object]:
    data = json.loads(path.read_text())
    assert isinstance(data, dict)
    return data


def test_keyboard_sets_every_option_and_each_is_saved(app: App, settings_path: Path) -> None:
    screen = _open(app)
    assert [item.name for item in screen.menu.items] == [
        "card_palette", "high_contrast", "reduced_motion", "text_size", "back"
    ]  # fmt: skip
    for _ in range(3):
        key(pygame.K_RIGHT)
        key(pygame.K_DOWN)
    key(pygame.K_RIGHT)  # Text size: Large (TV), then Larger
    key(pygame.K_RIGHT)
    run(app)
    st = app.settings
    assert (st.card_palette, st.high_contrast, st.reduced_motion, st.text_size) == (
        "colourblind", True, True, "larger"
    )  # fmt: skip
    saved = _saved(settings_path)
    assert saved["card_palette"] == "colourblind" and saved["high_contrast"] is True
    assert saved["reduced_motion"] is True and saved["larger_text"] and saved["tv_text"]
    run(app)  # drawn with them: the App hands them to the drawing code in its look
    assert app.look == Look(theme.larger_text_floor(720), "colourblind", True, True)
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "settings"


def test_mouse_and_touch_change_options(app: App, settings_path: Path) -> None:
    screen = _open(app)
    run(app)
    rows = {item.name: item for item in screen.menu.items}
    click(rows["high_contrast"].rect.center)
    run(app)
    assert app.settings.high_contrast is True
    tap(app, rows["reduced_motion"].rect.center)
    run(app)
    assert app.settings.reduced_motion is True
    assert _saved(settings_path)["reduced_motion"] is True
    tap(app, rows["back"].rect.center)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "settings"


def test_a_pad_that_owns_settings_owns_accessibility(app: App, pads: VirtualPads) -> None:
    owner, other = pads.plug("Owner"), pads.plug("Other")
    run(app)
    settings = app.stack.push(screens(app.stack).settings())
    settings.own_by(owner.instance_id)
    run(app)
    while settings.menu.focused.name != "accessibility":  # type: ignore[attr-defined]
        owner.press(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        run(app)
    owner.press(pygame.CONTROLLER_BUTTON_A)
    run(app)
    screen = app.stack.top
    assert isinstance(screen, AccessibilityScene)
    assert screen.owned and screen.owner == owner.instance_id
    other.press(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # not theirs: nothing changes
    run(app)
    assert app.settings.card_palette == "standard"
    owner.press(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    run(app)
    assert app.settings.card_palette == "colourblind"
    owner.press(pygame.CONTROLLER_BUTTON_B)
    run(app)
    assert app.stack.top is settings


# What each option changes on screen ---------------------------------------------------
def _table(app: App) -> TableScene:
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("random"), SeatSpec("random")])
    setup.choose(first_player=0)
    table = app.stack.push(screens(app.stack).table(setup, 4))
    assert isinstance(table, TableScene)
    return table


def _text_colours(app: App, monkeypatch: pytest.MonkeyPatch) -> set[tuple[int, int, int]]:
    """The fill colours of the texts the table draws in one full frame."""
    seen: set[tuple[int, int, int]] = set()
    build = theme._build_text

    def spy(text: str, size: int, color: theme.Color, *rest: object) -> pygame.Surface:
        seen.add(color)
        return build(text, size, color, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "_build_text", spy)
    theme._text_cache.clear()
    app.compositor.invalidate()
    run(app)
    monkeypatch.setattr(theme, "_build_text", build)
    return seen


def test_high_contrast_texts_are_7_to_1_against_the_table(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    _table(app)
    run(app, 3)
    felt = app.canvas.get_at((app.canvas.get_width() // 2, 3))[:3]  # the bare felt, top
    normal = _text_colours(app, monkeypatch)
    light = [c for c in normal if theme.luminance(c) > theme.luminance(felt)]
    # Without it some text is under 7:1 (the seats' muted subtitles).
    assert min(theme.contrast_ratio(c, felt) for c in light) < 7

    app.settings.high_contrast = True
    run(app, 2)
    felt = app.canvas.get_at((app.canvas.get_width() // 2, 3))[:3]
    assert theme.luminance(felt) < 0.01  # the table turned near-black
    colours = _text_colours(app, monkeypatch)
    for c in colours:
        if theme.luminance(c) > theme.luminance(felt):
            assert theme.contrast_ratio(c, felt) >= 7, c
        else:  # dark text is drawn on light keycaps and buttons only
            assert theme.contrast_ratio(c, theme.CREAM) >= 7, c


@pytest.mark.parametrize("reduced", [False, True])
def test_reduced_motion_moves_nothing_across_the_table(
    app: App, monkeypatch: pytest.MonkeyPatch, reduced: bool
) -> None:
    app.settings.animation_speed = "1x"
    app.settings.reduced_motion = reduced
    table = _table(app)
    # For each animation, frame by frame, where its sprites were drawn.
    places: dict[int, dict[int, set[tuple[int, int]]]] = {}
    kept: list[object] = []  # the animations seen, alive: their ids stay their own
    kinds: set[str] = set()
    rings: set[tuple[int, int]] = set()
    fly_card, fade, ring = draw_flying.fly_card, draw_flying._fade, draw_couch.compose.rect

    def note(centre: tuple[float, float]) -> None:
        anim = table.animator.current
        if anim is not None:
            kept.append(anim)
            frames = places.setdefault(id(anim), {})
            frames.setdefault(app.frame, set()).add((int(centre[0]), int(centre[1])))

    def spy_fly(surface, frame, card, centre, height, alpha=255):  # type: ignore[no-untyped-def]
        note(centre)
        fly_card(surface, frame, card, centre, height, alpha)

    def spy_fade(surface, img, centre, alpha):  # type: ignore[no-untyped-def]
        note(centre)
        fade(surface, img, centre, alpha)

    def spy_ring(surface, color, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
        if color == theme.INK:  # the turn ring's dark edge
            rings.add(rect.size)
        return ring(surface, color, rect, *args, **kwargs)

    arc, lerp = sprites.arc_pos, sprites.lerp_pos

    def spy_arc(*args):  # type: ignore[no-untyped-def]
        at = arc(*args)
        note(at)  # a chip or card on its way
        return at

    def spy_lerp(*args):  # type: ignore[no-untyped-def]
        at = lerp(*args)
        note(at)
        return at

    monkeypatch.setattr(sprites, "arc_pos", spy_arc)
    monkeypatch.setattr(sprites, "lerp_pos", spy_lerp)
    monkeypatch.setattr(draw_flying, "fly_card", spy_fly)
    monkeypatch.setattr(draw_flying, "_fade", spy_fade)
    monkeypatch.setattr(draw_couch.compose, "rect", spy_ring)
    takes = 0
    for _ in range(1500):
        if table.turns.human_turn() == 0 and table.animator.idle:
            key(pygame.K_p if takes % 2 else pygame.K_t)  # a take first
            takes += 1
        run(app)
        if table.animator.current is not None:
            kinds.add(table.animator.current.event.kind)
        if {"card_revealed", "counter_paid", "card_taken"} <= kinds and len(places) >= 6:
            break
    assert len(places) >= 6 and "card_taken" in kinds, ("too few animations seen", kinds)
    # How many different pictures each animation made of where things are.
    layouts = [len({frozenset(at) for at in frames.values()}) for frames in places.values()]
    if reduced:
        # Each thing shows where it was and where it goes, nowhere between: the places
        # are the same in every frame, only the fades change.
        assert max(layouts) == 1, places
        assert len(rings) <= 1, rings  # the turn ring stands still
    else:
        assert max(layouts) > 5  # the control: cards fly through many places
        assert len(rings) > 1


def test_text_grows_with_each_text_size(app: App) -> None:
    """On the table, the smallest text drawn (its height in pixels on the canvas) grows
    from Normal to Large (TV) to Larger."""
    smallest: dict[str, int] = {}
    for size in ("normal", "tv", "larger"):
        app.settings.set_text_size(size)
        _table(app)
        run(app, 2)
        app.compositor.invalidate()
        with theme.recording() as record:
            run(app)
        smallest[size] = min(t.rect.h for t in record.texts if t.text.strip())
        app.stack.pop()
    assert smallest["normal"] < smallest["tv"] < smallest["larger"], smallest


def test_shot_draws_with_the_options(tmp_path: Path) -> None:
    """`python -m game shot --palette colourblind --high-contrast --text-size larger`:
    the picture is another one, with a near-black table."""
    from nothanks.headless import shot_main

    plain, options = tmp_path / "plain.png", tmp_path / "options.png"
    common = ["--scene", "table", "--seed", "3", "--size", "800x450"]
    assert shot_main([*common, "--out", str(plain)]) == 0
    extra = ["--palette", "colourblind", "--high-contrast", "--text-size", "larger"]
    assert shot_main([*common, *extra, "--out", str(options)]) == 0
    a, b = pygame.image.load(str(plain)), pygame.image.load(str(options))
    corner = (400, 2)
    assert theme.luminance(tuple(b.get_at(corner))[:3]) < 0.01
    assert theme.luminance(tuple(a.get_at(corner))[:3]) > 0.02


def test_changed_under_a_paused_table_the_table_follows(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pause → Settings → Accessibility during a match: back at the table, its layout
    has room for the larger text and its cards are drawn in the new palette."""
    app.settings.animation_speed = "instant"
    table = _table(app)
    run(app, 5)
    assert table.view.card is not None
    assert not table.layout.larger
    app.stack.push(screens(app.stack).pause())
    run(app)
    screen = _open(app)
    screen.menu.focus = 3  # Text size
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    key(pygame.K_UP)
    key(pygame.K_UP)
    key(pygame.K_UP)
    key(pygame.K_RIGHT)  # Card colours: colour-blind safe
    run(app)
    assert app.settings.text_size == "larger" and app.settings.card_palette == "colourblind"
    while app.stack.top is not table:
        app.stack.pop()
    run(app)
    assert table.layout.larger
    drawn: list[tuple[int, str]] = []
    face = sprites.card_face

    def spy(value: int, height: int, style: str = "normal", *, look: Look) -> pygame.Surface:
        drawn.append((value, look.palette))
        return face(value, height, style, look=look)

    monkeypatch.setattr(sprites, "card_face", spy)
    app.compositor.invalidate()
    run(app)
    assert drawn and all(palette == "colourblind" for _value, palette in drawn)
