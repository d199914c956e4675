"""Your history and statistics (issue 57), headless, driven by real pygame events: opened
from the title menu (keys) and the final results (mouse), worked by a pad and by touch,
a kept match opened in the review, a friendly word for an empty history and a notice for
a damaged one. Every view fits at 1280×720, 800×450 and upright 1080×1920."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app.main import App
from game.draw import theme
from game.store import notices
from game.store.saves import SavedMatch
from scenes.screens import screens
from scenes.shots import sample_history
from scenes.stats import VIEWS, StatsScene
from tests.app.events import click, key, run, tap
from tests.scenes.fit_check import Shot, faults
from tests.virtual_pads import VirtualPads

A = pygame.CONTROLLER_BUTTON_A
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT


@pytest.fixture(autouse=True)
def quiet() -> Iterator[None]:
    notices.drain()
    yield
    notices.drain()


@pytest.fixture(scope="module")
def sample() -> list[SavedMatch]:
    return sample_history(5, games=4)


def keep(app: App, games: list[SavedMatch]) -> None:
    """Into the app's own history, oldest first (so the newest heads it)."""
    for match in reversed(games):
        assert app.saves.finish(match.game, match.seats) is None


def top(app: App) -> object:
    return app.stack.top


def stats_of(app: App) -> StatsScene:
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    return scene


def open_stats(app: App, games: list[SavedMatch]) -> StatsScene:
    """`games` kept, then the Stats screen opened over the menu."""
    keep(app, games)
    app.stack.push(screens(app.stack).stats())
    run(app)
    return stats_of(app)


def center(app: App, name: str) -> tuple[int, int]:
    for item in stats_of(app).menu.items:
        if item.name == name:
            return item.rect.center
    raise AssertionError(name)


def words(app: App) -> list[str]:
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    return [t.text for t in record.texts]


def test_from_the_menu_by_keys_an_empty_history_says_so_and_back_returns(app: App) -> None:
    menu = app.stack.top.menu  # type: ignore[union-attr]
    while menu.focused.name != "history":
        key(pygame.K_DOWN)
        run(app)
    key(pygame.K_RETURN)
    run(app)
    scene = stats_of(app)
    assert scene.games == [] and [item.name for item in scene.menu.items] == ["back"]
    assert any(text.startswith("No games kept yet") for text in words(app))
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top.name == "menu"  # type: ignore[union-attr]


def test_a_damaged_history_opens_with_a_notice(app: App) -> None:
    app.saves.history_path.parent.mkdir(parents=True, exist_ok=True)
    app.saves.history_path.write_text("{ not json")
    app.stack.push(screens(app.stack).stats())
    run(app, 2)
    assert stats_of(app).games == []
    assert any("history" in text.lower() for text in app.toasts.texts)
    assert any(text.startswith("No games kept yet") for text in words(app))


def test_a_pad_alone_walks_the_views_and_replays_a_kept_match(
    app: App, pads: VirtualPads, sample: list[SavedMatch]
) -> None:
    keep(app, sample)
    pad = pads.plug()
    run(app, 2)
    app.stack.push(screens(app.stack).stats())
    run(app)
    scene = stats_of(app)
    assert scene.names == ["Sam"] and len(scene.games) == 4
    assert scene.menu.focused.name == "player"  # type: ignore[union-attr]
    pad.press(DOWN)
    run(app)
    seen = []
    for _ in VIEWS:
        seen.append(VIEWS[scene.view])
        pad.press(RIGHT)
        run(app)
    assert seen == list(VIEWS) and VIEWS[scene.view] == "numbers"
    for _ in range(3):
        pad.press(RIGHT)
        run(app)
    assert VIEWS[scene.view] == "games"
    names = [item.name for item in scene.menu.items]
    assert names == ["player", "view", "game", "replay", "back"]
    pad.press(DOWN)
    run(app)
    pad.press(RIGHT)  # the second newest game
    run(app)
    assert scene.chosen == 1
    pad.press(DOWN)
    run(app)
    pad.press(A)
    run(app)
    review = app.stack.top
    assert review is not None and review.name == "review"
    assert review.record == sample[1].game.record  # type: ignore[attr-defined]
    assert review.names[0] == "Sam" and review.seats == (0,)  # type: ignore[attr-defined]
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is scene


def test_touch_picks_a_listed_game_and_a_second_tap_replays_it(
    app: App, sample: list[SavedMatch]
) -> None:
    scene = open_stats(app, sample)
    view_row = next(item for item in scene.menu.items if item.name == "view")
    left, _right = view_row.arrow_rects(look=app.look)  # type: ignore[attr-defined]
    tap(app, left.center)  # back one view: Numbers -> Games
    run(app)
    assert VIEWS[scene.view] == "games"
    run(app)  # drawn once: the listed games are where a finger finds them
    rect, index = scene.game_rows[2]
    assert index == 2
    tap(app, rect.center)
    run(app)
    assert scene.chosen == 2 and app.stack.top is scene
    assert scene.menu.focused.name == "game"  # type: ignore[union-attr]
    tap(app, rect.center)
    run(app)
    assert app.stack.top.name == "review"  # type: ignore[union-attr]
    assert app.stack.top.record == sample[2].game.record  # type: ignore[union-attr]


def test_from_the_final_results_by_mouse_and_back(app: App, sample: list[SavedMatch]) -> None:
    from game.match.autoplay import bot_setup, play_bots
    from game.rules import Game

    setup = bot_setup(3, True, 7)
    game = Game.new(setup.config(), 7)
    play_bots(game, setup, 7, None)
    table = app.stack.push(screens(app.stack).table(setup, 7, game=game))
    table.finished = True  # type: ignore[attr-defined]
    results = app.stack.replace(screens(app.stack).match_results(table.match))
    run(app, 40)  # past the moment it ignores input (it opened unbidden)
    menu = results.menu  # type: ignore[attr-defined]
    button = next(item for item in menu.items if item.name == "history")
    click(button.rect.center)
    run(app)
    assert stats_of(app).games == []  # (this app's history holds no other game)
    click(center(app, "back"))
    run(app)
    assert app.stack.top is results


@pytest.mark.parametrize(
    ("size", "tv"), [((1280, 720), False), ((800, 450), False), ((1080, 1920), False),
                     ((1920, 1080), True)],
)  # fmt: skip
@pytest.mark.parametrize("language", ["en", "de", "fr", "es"])
def test_every_view_fits(app: App, size: tuple[int, int], tv: bool, language: str) -> None:
    from game import i18n

    app.resize_window(size)
    app.settings.tv_text = app.settings.tv_text_chosen = tv
    i18n.set_language(language)
    app.stack.push(screens(app.stack).stats(sample_history(7, games=6)))
    run(app)
    scene = stats_of(app)
    problems = []
    for view in VIEWS:
        scene.show(view)
        run(app, 2)
        app.compositor.invalidate()
        with theme.recording() as record:
            run(app)
        shot = Shot("stats", size, tv, 0, False, language)
        problems += [f"{view} {size} {language}: {fault}" for fault in faults(shot, record)]
    app.stack.push(screens(app.stack).stats([]))  # and the friendly word for no games at all
    run(app, 2)
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    problems += [f"empty {size} {language}: {fault}" for fault in faults(shot, record)]
    assert not problems, "\n".join(problems[:20])


def test_a_review_run_from_the_history_keeps_its_costliest_for_the_mistakes(
    app: App, sample: list[SavedMatch]
) -> None:
    from game.bots.review import Kind, Verdict
    from game.rules import Action, Card
    from scenes.review import ReviewScene

    scene = open_stats(app, sample)
    scene.show("games")
    scene.chosen = 3  # the oldest (kept by `finish`, which keeps no review)
    scene.replay()
    run(app)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.record == sample[3].game.record
    # As the coach's worker would hand them in: a costly take and a good pass.
    first, second = review.decisions[:2]
    take, keep_on = (Action.TAKE, Action.PASS), (Action.PASS, Action.PASS)
    cost, right = Kind.COST, Kind.RIGHT
    verdicts = [
        Verdict(first, 0, 1, 30, 2, *take, 6.0, 6.0, 1, False, False, cost, True, Card.number(30)),
        Verdict(
            second, 0, 1, 12, 0, *keep_on, 0.0, 0.0, 1, False, False, right, True, Card.number(12)
        ),
    ]
    review.complete(verdicts)
    kept = app.saves.history()[3].review
    assert kept is not None and [c["index"] for c in kept["costly"]] == [first]
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is scene
    scene.show("mistakes")
    sams = scene.stats
    assert sams is not None and any(m.cost == 6.0 and m.label == "30" for m in sams.mistakes)
    said = "You took 30 with 2 counters; saying no thanks was better."
    assert said in " ".join(words(app))  # (wrapped onto lines of the panel)


def test_history_counts_base_and_expansion_apart_and_a_row_chooses_which(app: App) -> None:
    games = sample_history(5, games=10)  # the fifth and the tenth with the expansion
    expansion = [match for match in games if match.game.config.expansion]
    assert len(expansion) == 2
    scene = open_stats(app, games)
    names = [item.name for item in scene.menu.items]
    assert names[:3] == ["player", "view", "kind"] and names[-1] == "back"
    stats = scene.stats
    assert stats is not None and stats.played == 8  # the base games only, the most played
    assert "Rules: Base game" in words(app)
    scene.menu.focus_named("kind")
    key(pygame.K_RIGHT)
    run(app)
    stats = scene.stats
    assert stats is not None and stats.played == 2
    assert sorted(stats.scores()) == sorted(match.game.totals[0] for match in expansion)
    by_table: dict[int, list[int]] = {}
    for match in expansion:
        by_table.setdefault(match.game.config.players, []).append(match.game.totals[0])
    assert stats.by_table() == {n: sum(v) / len(v) for n, v in sorted(by_table.items())}
    assert "Rules: Expansion" in words(app)
    # The Games view lists every kept game, each with its rules; the row is not needed there.
    scene.show("games")
    run(app)
    assert "kind" not in [item.name for item in scene.menu.items]
    heads = [text for text in words(app) if " players" in text and "·" in text]
    assert any("· Expansion ·" in text for text in heads)
    assert any("· Base game ·" in text for text in heads)


def test_the_charts_name_their_axes(app: App, sample: list[SavedMatch]) -> None:
    scene = open_stats(app, sample)
    scene.show("charts")
    run(app)
    said = words(app)
    assert {"Score over time", "Spread of scores", "Score", "Games", "Games, oldest to newest"} <= (
        set(said)
    )


def test_a_kept_figure_beyond_belief_costs_its_mistake_never_the_screen(
    app: App, sample: list[SavedMatch]
) -> None:
    """The history file is the player's own: a review figure of 1e26, a pot of 10**30 or a
    card's name of a megabyte is not the review's, and the screen shows the rest."""
    import dataclasses

    good = {"index": 3, "seat": 0, "round": 1, "label": "27", "pot": 4, "chosen": "take",
            "best": "pass", "cost": 3.5}  # fmt: skip
    odd = [
        {**good, "cost": 1e26},
        {**good, "cost": 1e300},
        {**good, "pot": 10**30},
        {**good, "label": "9" * 1_000_000},
        {**good, "cost": -2.0},
    ]
    review = {"decisions": 9, "judged": 9, "costly": [*odd, good]}
    history = [dataclasses.replace(sample[0], review=review), *sample[1:]]
    app.stack.push(screens(app.stack).stats(history))
    run(app)
    scene = stats_of(app)
    stats = scene.stats
    assert stats is not None
    assert [m.cost for m in stats.mistakes if m.when == history[0].saved_at] == [3.5]
    for view in VIEWS:
        scene.show(view)
        run(app, 2)
        assert app.stack.top is scene, view  # drawn, not thrown back to the menu
