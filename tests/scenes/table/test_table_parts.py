"""The table's pieces: layout at any size, the view catching up with the engine, secret
counters, runs in a display, the bot worker never blocking, setup JSON, and the tools."""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.bots.worker import BotWorker
from game.draw import sprites
from game.draw.look import PLAIN
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Action, Card, Game, Observation
from scenes.results import ResultsScene
from scenes.table import MIN_SLOT_H, TableLayout, TableScene, display_slots
from scenes.table.frame import frame_of
from tests.app.events import run

SIZES = [
    (800, 450),
    (1024, 768),
    (1280, 720),
    (1920, 1080),
    (1000, 450),
    (800, 600),
    (1080, 1920),  # portrait: a phone or tablet held upright
    (800, 1280),
]


@pytest.mark.parametrize("tactical", [False, True])
@pytest.mark.parametrize("players", range(3, 8))
def test_layout_blocks_never_overlap_and_stay_on_screen(players: int, tactical: bool) -> None:
    for size in SIZES:
        layout = TableLayout(size, players, tactical, look=PLAIN)
        screen = pygame.Rect(0, 0, *size)
        rects = layout.rects()
        for rect in rects:
            assert screen.contains(rect), (size, players, rect)
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), (size, players, a, b)
        assert layout.take.h >= 44 and layout.pass_.h >= 44  # finger-sized at any size


def test_display_groups_runs_and_marks_the_scoring_card() -> None:
    cards = [Card.number(v) for v in (13, 15, 16, 17, 30)]
    area = pygame.Rect(0, 0, 300, 90)
    slots = display_slots(cards, area, 80)
    styles = {card.value: style for card, style, _ in slots}
    assert styles == {13: "normal", 15: "scoring", 16: "muted", 17: "muted", 30: "normal"}
    rects = {card.value: rect for card, _, rect in slots}
    # Drawing order: inside a run the highest card first, its lowest (scoring) card last.
    order = [card.value for card, _, _ in slots]
    assert order == [13, 17, 16, 15, 30]
    # Runs go left to right; inside a run the higher cards are tucked to the right.
    assert rects[13].right <= rects[15].left
    assert rects[15].x < rects[16].x < rects[17].x
    assert rects[17].right <= rects[30].left
    many = [Card.number(v) for v in range(3, 36, 2)]  # 17 runs of one: squeezed to fit
    for _, _, rect in display_slots(many, area, 80):
        assert area.left - 1 <= rect.left and rect.right <= area.right + 1


DISPLAYS = [
    (29, 30, 31),
    (3, 4, 5, 6, 7, 8),
    (5, 6, 11, 19, 20, 21, 34),
    (3, 4, 5, 12, 20, 21, 30, 33),
    (8, 14, 19, 25, 31, 35),
]


def assert_runs_readable(slots: list[tuple[Card, str, pygame.Rect]], area: pygame.Rect) -> None:
    """Every scoring card (a run's lowest) is whole: no card drawn after it covers it; every
    other card of a run shows the strip holding its top-right index."""
    for i, (card, style, rect) in enumerate(slots):
        later = [r for _, _, r in slots[i + 1 :]]
        if style == "muted":
            strip = sprites.index_strip(rect.h)
            visible = pygame.Rect(rect.right - strip, rect.y, strip, max(10, rect.h // 4))
        else:
            visible = rect
        assert visible.collidelist(later) < 0, (card, style, rect, later)
        assert area.left - 1 <= rect.left and rect.right <= area.right + 1, (card, rect, area)


@pytest.mark.parametrize("players", range(3, 8))
def test_every_run_shows_its_scoring_card_and_every_index(players: int) -> None:
    for size in SIZES:
        layout = TableLayout(size, players, look=PLAIN)
        for cards in DISPLAYS:
            hand = [Card.number(v) for v in cards]
            for seat in layout.seats:
                slots = display_slots(hand, seat.display, layout.small_h)
                assert len(slots) == len(hand)
                assert_runs_readable(slots, seat.display)
                for _, _, rect in slots:
                    assert rect.h >= min(MIN_SLOT_H, layout.small_h)
                    assert seat.box.contains(rect), (size, players, cards, rect, seat.box)


def bots_setup(players: int = 4) -> MatchSetup:
    return MatchSetup(seats=[SeatSpec("heuristic") for _ in range(players)])


def test_view_catches_up_with_the_engine_after_skipping(app: App) -> None:
    app.settings.animation_speed = "1x"
    table = TableScene(bots_setup(), seed=5)
    app.stack.push(table)
    run(app, 3)
    assert not table.animator.idle  # the first reveal is still flipping at 1x
    table.hurry()
    assert table.animator.idle and table.view_matches_engine()
    # Engine moves the view has not shown yet, then a skip shows them all.
    for _ in range(10):
        seat = table.game.current_seat
        assert seat is not None
        table.animator.queue.extend(table.game.apply(seat, Action.PASS))
    assert not table.view_matches_engine()
    table.hurry()
    assert table.view_matches_engine()


def test_no_part_of_the_table_holds_the_scene(app: App) -> None:
    """Each part is given the match and callbacks: none can reach the scene, nor another
    part through it (the focus lives in the decision desk, not on the scene)."""
    table = TableScene(bots_setup(), seed=5)
    parts = [table.cues, table.turns, table.look_desk, table.coach_desk, table.couch]
    parts += [table.decision_desk, table.table_input]
    for part in parts:
        assert all(value is not table for value in vars(part).values()), part
    assert not any(hasattr(table, name) for name in ("focus", "choice_focus", "chosen_at"))
    assert not any(hasattr(table, name) for name in ("caught_up", "skip"))


def test_animations_at_1x_finish_and_the_bots_pause_is_visible(app: App) -> None:
    app.settings.animation_speed = "1x"
    table = TableScene(bots_setup(), seed=9)
    app.stack.push(table)
    steps = 0
    while not table.match.decisions and steps < 300:
        run(app)
        steps += 1
    # The reveal (0.55 s) runs before the bot may act, then its 0.6 s minimum pause.
    assert table.match.decisions and steps * (1 / 60) >= 0.55 + 0.6 - 0.05


def test_secret_counters(app: App) -> None:
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec(HUMAN), SeatSpec("random")])
    setup.choose(first_player=0)
    table = TableScene(setup, seed=1)
    app.stack.push(table)
    table.hurry()
    assert table.turns.on_screen() == 0  # (answerable once shown a moment)
    assert not table.turns.counters_visible(0) and not table.turns.counters_visible(1)
    assert not table.turns.counters_visible(2)  # bots' counters are secret too
    table.match.peek.hold(table.game.current_seat)
    assert table.turns.counters_visible(0) and not table.turns.counters_visible(1)
    solo = TableScene(
        MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("random"), SeatSpec("random")]), 1
    )
    assert solo.turns.counters_visible(0) and not solo.turns.counters_visible(1)
    open_setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("random"), SeatSpec("random")])
    open_setup.choose(open_counters=True)
    assert all(TableScene(open_setup, 1).turns.counters_visible(i) for i in range(3))


class SlowBot:
    name = "slow"
    think_seconds = 0.3

    def decide(self, obs: Observation) -> Action:
        time.sleep(self.think_seconds)
        return Action.TAKE


def test_bot_worker_never_blocks_the_caller() -> None:
    worker = BotWorker()
    obs = Game.new(bots_setup().config(), 1).observation(0)
    start = time.perf_counter()
    worker.submit(0, SlowBot(), obs)
    assert worker.poll() is None
    # Not a speed test: a caller that waited for the bot would take its whole think time.
    assert time.perf_counter() - start < SlowBot.think_seconds
    answer = worker.wait(30.0)  # a loaded machine starts the worker process slowly
    assert answer is not None and answer.action is Action.TAKE and answer.seconds >= 0.25
    # A cancelled request's answer is dropped.
    worker.submit(0, SlowBot(), obs)
    worker.cancel()
    time.sleep(0.4)
    assert worker.poll() is None
    worker.close()


def test_frame_loop_keeps_running_while_a_bot_thinks(app: App) -> None:
    app.settings.animation_speed = "instant"
    table = TableScene(bots_setup(3), seed=2)
    slow = SlowBot()
    # Far longer than any frame, however busy the machine (tests run beside other jobs).
    slow.think_seconds = 3.0
    table.match.bots = {seat: slow for seat in table.match.bots}
    app.stack.push(table)
    start = time.perf_counter()
    frames = 0
    while time.perf_counter() - start < 0.5:
        run(app)
        frames += 1
    # A decision that blocked the loop would allow one frame in its 3 s, not several.
    assert frames > 2
    assert table.turns.thinking_seat() is not None


def test_resizing_mid_game_to_the_smallest_window(app: App) -> None:
    app.settings.animation_speed = "2x"
    app.stack.push(TableScene(bots_setup(7), seed=4))
    run(app, 20)
    app.resize_window((800, 450))
    run(app, 20)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.layout.size == (800, 450)
    app.resize_window((1600, 900))
    run(app, 5)
    assert table.layout.size == (1600, 900)


@pytest.mark.parametrize("size", [(800, 450), (1280, 720), (1080, 1920)])
def test_a_long_caption_fits_the_room_kept_for_it(app: App, size: tuple[int, int]) -> None:
    """Two twelve-letter names in a give-left caption, or a long warning, drawn smaller
    rather than into the top seats' cards; a short one keeps its full size."""
    from game.draw import theme
    from scenes.table import draw_centre

    app.resize_window(size)
    table = TableScene(bots_setup(6), seed=4)
    app.stack.push(table)
    run(app)
    lay = table.layout
    long = "Alexandrinaa, choose a card to give to Bartholomew"
    drawn = draw_centre.draw_caption(app.canvas, frame_of(table), long, theme.CREAM)
    assert drawn.width <= lay.caption_w + 4  # outline and shadow may add a few pixels
    assert drawn.centerx == lay.caption[0]
    short = draw_centre.draw_caption(app.canvas, frame_of(table), "Ada's turn", theme.CREAM)
    full = theme.render_text(
        "Ada's turn", theme.px(26, lay.s), theme.CREAM, "bold", 2, shadow=2, look=PLAIN
    )
    assert short.size == full.get_size()


def test_results_for_a_tie_crown_every_winner(app: App) -> None:
    table = TableScene(bots_setup(3), seed=3)
    game = table.game
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, Action.TAKE)
    results = ResultsScene.for_match(table.match)
    assert set(results.winners) == set(game.winners)
    app.stack.push(results)
    run(app, 2)
    assert app.stack.top is results


def test_setup_json_round_trip_and_bad_data() -> None:
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("random"), SeatSpec("heuristic")])
    setup.choose(tactical=True, rounds=5, open_counters=True, first_player=2)
    again = MatchSetup.from_json(setup.to_json())
    assert again.to_json() == setup.to_json()
    assert again.config().start_counters == 10  # tactical, 3 players [V1]
    bad = MatchSetup.from_json({"seats": ["human"], "rounds": 4, "first_player": 9})
    assert bad.players == 4 and bad.rules.rounds == 1 and bad.rules.first_player is None
    assert MatchSetup.from_json("nonsense").players == 4


def test_shot_tool_renders_every_scene(tmp_path: Path) -> None:
    from nothanks.headless import shot_main

    for scene in ("menu", "setup", "table", "results"):
        out = tmp_path / f"{scene}.png"
        assert (
            shot_main(["--scene", scene, "--seed", "3", "--out", str(out), "--size", "800x450"])
            == 0
        )
        image = pygame.image.load(str(out))
        assert image.get_size() == (800, 450)


def test_autoplay_tool_plays_a_game(capsys: pytest.CaptureFixture[str]) -> None:
    from nothanks.headless import autoplay_main

    assert autoplay_main(["--seed", "4", "--headless", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "median" in out and "p99" in out and "won by" in out


@pytest.mark.parametrize("players", range(3, 8))
def test_the_coach_panel_never_covers_a_seat_the_card_or_the_buttons(players: int) -> None:
    for size in SIZES:
        layout = TableLayout(size, players, look=PLAIN)
        panel = layout.coach_panel
        assert pygame.Rect(0, 0, *size).contains(panel), (size, players, panel)
        assert panel.w >= 100 and panel.h >= 60, (size, players, panel)
        covered = [seat.box for seat in layout.seats]
        covered += [layout.card, layout.take, layout.pass_, layout.menu, layout.log, layout.hint]
        assert panel.collidelist(covered) < 0, (size, players, panel)


@pytest.mark.parametrize("players", range(3, 8))
def test_speech_bubbles_stay_on_their_own_seat(players: int) -> None:
    from types import SimpleNamespace

    from scenes.table.draw_story import speech_rect

    for size in SIZES:
        layout = TableLayout(size, players, look=PLAIN)
        frame = SimpleNamespace(layout=layout)  # all a bubble's place depends on
        for seat, sl in enumerate(layout.seats):
            bubble = speech_rect(frame, seat)  # type: ignore[arg-type]
            assert sl.box.contains(bubble), (size, players, seat, bubble, sl.box)
            assert bubble.w >= 60
            whole = speech_rect(frame, seat, whole=True)  # type: ignore[arg-type]
            assert sl.box.contains(whole), (size, players, seat, whole, sl.box)
