"""Game review through the real App: Review on the final results opens it; keys, the
mouse, fingers and a gamepad step through every decision of the human seat, each drawn
from the replayed engine; the coach judges off the frame loop with progress, marks the
three costliest, and stops when the scene is left. A match resumed from a save reviews
the same; an expansion game shows "not judged" rather than crash. Also the expert's
visible thinking cue at the table."""

from __future__ import annotations

import dataclasses
import functools
import time
from pathlib import Path

import pygame
import pytest

import scenes.review.scene
from game.app.main import App
from game.bots import make_bot
from game.bots import verdict_words as words
from game.bots.coach import EVEN_WITHIN
from game.bots.review import MARKED, Verdict, decision_indices, judge_decision, review_match
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Action, Game, GameConfig, GameRecord
from nothanks.fuzz import make_app
from scenes.results import ResultsScene
from scenes.review import ReviewScene
from scenes.screens import screens
from scenes.table import TableScene
from scenes.table.frame import cue_seat
from tests.app.events import click, finger, key, pad_button, run, run_until, settle, tap

SAMPLES = 16  # few samples: the suite stays fast; the verdicts stay deterministic
WAIT_S = 120.0  # generous: the worker process starts cold on a loaded 2-core machine


@pytest.fixture(autouse=True)
def few_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scenes.review.scene, "REVIEW_SAMPLES", SAMPLES)


def human_setup(rounds: int = 1) -> MatchSetup:
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("normal"), SeatSpec("easy")])
    setup.choose(rounds=rounds, first_player=0)
    setup.persona_seed = 5
    return setup


def played(setup: MatchSetup, seed: int, expansion: bool = False) -> Game:
    """A finished match: the human seat played by a weak bot, so it makes mistakes."""
    config = GameConfig(
        players=setup.players, rounds=setup.rules.rounds, first_player=0, expansion=expansion
    )
    game = Game.new(config, seed)
    bots = [make_bot("easy", 9), make_bot("normal", 1), make_bot("easy", 2)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    return game


def open_results(app: App, setup: MatchSetup, game: Game) -> ResultsScene:
    table = app.stack.push(screens(app.stack).table(setup, 3, game=game))
    assert isinstance(table, TableScene)
    table.finished = True
    results = app.stack.replace(screens(app.stack).match_results(table.match))
    assert isinstance(results, ResultsScene)
    settle(app)
    return results


def open_review(app: App) -> ReviewScene:
    """Review from the final results, by the keyboard: RIGHT to its button, Enter."""
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.final
    settle(app)
    for _ in range(len(results.menu.items)):
        if results.menu.focused is not None and results.menu.focused.name == "review":
            break
        key(pygame.K_RIGHT)
        run(app)
    assert results.menu.focused is not None and results.menu.focused.name == "review"
    key(pygame.K_RETURN)
    run(app)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    return review


def finish(app: App, review: ReviewScene) -> list[tuple[int, int]]:
    """Run frames until every decision is judged; returns (done, total) seen per frame."""
    seen = []
    deadline = time.monotonic() + WAIT_S
    while not review.finished:
        assert time.monotonic() < deadline, review.progress_text()
        run(app)
        seen.append((review.done, review.total))
        # The coach judges in the worker process: frames at a few ms apart leave it the
        # core, as a player's frame clock does; frames drawn as fast as they could took
        # a core from it (and from the suite's other worker) to redraw a progress bar.
        time.sleep(0.005)
    run(app)
    return seen


def canvas_part(app: App, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")


def test_review_opens_from_results_judges_with_progress_and_steps_by_keys(app: App) -> None:
    setup = human_setup()
    game = played(setup, 11)
    open_results(app, setup, game)
    review = open_review(app)
    mine = decision_indices(game.record, {0})
    assert review.decisions == mine and review.total == len(mine) > 10
    assert review.progress_text().startswith("Reviewing… ")
    assert review.worker is not None and review.worker.busy  # judged off the frame loop
    seen = finish(app, review)
    # Frames kept coming while the coach worked, and the count only went up.
    assert len(seen) > 1 and seen == sorted(seen) and seen[-1] == (len(mine), len(mine))
    assert review.progress_text() == f"All {len(mine)} decisions reviewed"
    assert review.worker is None  # done: nothing left running
    # The verdicts are the coach's own, and the three costliest are marked, in order.
    expected = review_match(game.record, {0}, review.names, samples=SAMPLES, kinds=review.kinds)
    assert [review.verdicts[i] for i in mine] == list(expected)
    costly = sorted((v for v in expected if v.costly), key=lambda v: -v.cost)
    assert review.marked == tuple(v.index for v in costly)
    assert len(review.marked) == min(MARKED, sum(v.cost >= 0.5 for v in expected)) > 0
    # Keys: RIGHT / Enter step on, LEFT back; each step redraws the replayed table.
    assert review.step == 0
    before = canvas_part(app, review.table_rect)
    key(pygame.K_RIGHT)
    run(app)
    assert review.step == 1
    replay = review.replay
    assert replay is not None
    index = mine[1]
    replayed = Game.replay(GameRecord(game.config, game.seed, game.record.actions[:index]))
    assert replay.match.game.state_digest() == replayed.state_digest()
    assert replay.view.matches(replayed.observation(None)) and replay.view.current == 0
    assert replay.match.bots == {}  # a replay: no bot is made, let alone asked
    assert canvas_part(app, review.table_rect) != before
    key(pygame.K_RETURN)
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)
    run(app)
    assert review.step == 0
    # UP / DOWN jump between the costliest; its sentence names the cost and a rival.
    key(pygame.K_DOWN)
    run(app)
    first = review.verdict()
    assert first is not None and first.index == review.marked[0]
    sentence, _ = review.sentence(first.index, first)
    assert f"cost you about {max(1, round(first.cost))} point" in sentence
    said, why = words.sentence(first, review.names), words.reason(first, review.names)
    assert said.endswith("point.") or said.endswith("points.")
    assert "against" not in said
    # Then why, in plain words from the position.
    assert why and sentence == f"{said} {why}"
    key(pygame.K_UP)
    run(app)
    assert review.current_index() == review.marked[-1]
    # Esc goes back to the results.
    key(pygame.K_ESCAPE)
    run(app)
    assert isinstance(app.stack.top, ResultsScene)


def test_mouse_fingers_and_gamepad_step_jump_and_leave(app: App) -> None:
    setup = human_setup()
    game = played(setup, 4)
    open_results(app, setup, game)
    review = open_review(app)
    finish(app, review)

    def hit(action: str, arg: int = 0) -> tuple[int, int]:
        found = [h for h in review.hits if h.action == action and h.arg == arg]
        assert found, (action, arg)
        return found[0].rect.center

    click(hit("next"))
    run(app)
    assert review.step == 1
    click(hit("prev"))
    run(app)
    assert review.step == 0
    click(hit("costly", 0))
    run(app)
    assert review.current_index() == review.marked[0]
    click(hit("step", 5))
    run(app)
    assert review.step == 5
    # Fingers: a swipe to the left turns to the next decision; a tap on ◀ goes back.
    finger(pygame.FINGERDOWN, app, (1000, 300))
    finger(pygame.FINGERUP, app, (700, 300))
    run(app)
    assert review.step == 6
    tap(app, hit("prev"))
    run(app)
    assert review.step == 5
    tap(app, hit("costly", len(review.marked) - 1))
    run(app)
    assert review.current_index() == review.marked[-1]
    # A gamepad: D-pad right and A step on, D-pad left back, B leaves.
    review.go(0)
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    pad_button(pygame.CONTROLLER_BUTTON_A)
    run(app)
    assert review.step == 2
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    run(app)
    assert review.step == 1
    pad_button(pygame.CONTROLLER_BUTTON_B)
    run(app)
    assert isinstance(app.stack.top, ResultsScene)
    # A right click leaves too; and a tap on Back.
    for leave in ("right click", "tap"):
        review = open_review(app)
        run(app)
        if leave == "tap":
            tap(app, hit("back"))
        else:
            click((10, 10), button=3)
        run(app)
        assert isinstance(app.stack.top, ResultsScene), leave


def test_leaving_while_reviewing_cancels_the_job(app: App) -> None:
    setup = human_setup()
    open_results(app, setup, played(setup, 6))
    review = open_review(app)
    worker = review.worker
    assert worker is not None and worker.busy and not review.finished
    key(pygame.K_ESCAPE)
    run(app)
    assert isinstance(app.stack.top, ResultsScene)
    assert review.worker is None and not worker.busy  # dropped: not run, or its answer ignored
    lane = worker.lane
    assert not any(job.key[0] == worker._id for job in lane.queue)  # nothing left to run
    run(app, 5)
    assert worker.poll() is None and not review.finished  # it judges nothing more
    # The player is told that a review left early is not kept (History shows none).
    assert "Review stopped before its end: only a finished review is kept." in app.toasts.texts


def table_in_a_new_session(
    settings_path: Path, setup: MatchSetup, seed: int
) -> tuple[App, TableScene]:
    """A new app on `settings_path`'s files, instant animations, a table of `setup` on it."""
    app = make_app(settings_path.parent)
    pygame.event.clear()
    app.settings.animation_speed = "instant"
    table = app.stack.push(screens(app.stack).table(setup, seed))
    assert isinstance(table, TableScene)
    return app, table


def continue_in_a_new_session(first: App, settings_path: Path) -> tuple[App, TableScene]:
    """End `first` (its save flushed, as at quitting), start the game again on the same
    files and press Enter on the menu: Continue. The new app and its table."""
    for scene in list(first.stack.scenes):
        scene.exit()
    first.saves.flush()
    later = make_app(settings_path.parent)
    pygame.event.clear()
    later.settings.animation_speed = "instant"
    run(later)
    key(pygame.K_RETURN)  # Continue
    run(later)
    resumed = later.stack.top
    assert isinstance(resumed, TableScene)
    return later, resumed


def test_a_match_resumed_from_a_save_is_reviewed_from_its_record_V2(settings_path: Path) -> None:
    """Save mid-match, resume in a new session, finish it there, review it."""
    first, table = table_in_a_new_session(settings_path, human_setup(rounds=2), 21)
    weak = make_bot("easy", 4)
    for _ in range(20):  # the human seat plays a few decisions; the bots answer
        assert run_until(first, lambda: table.turns.human_turn() is not None)
        seat = table.turns.human_turn()
        assert seat is not None
        events = table.turns.choose(weak.decide(table.game.observation(seat)))
        assert isinstance(events, list)
        table.show(events)
        run(first)
    saved = table.game.record
    assert first.saves.load() is not None
    later, resumed = continue_in_a_new_session(first, settings_path)
    # The same match, carried on (instant speed: the bots may already have answered).
    assert resumed.game.record.actions[: len(saved.actions)] == saved.actions
    for _frame in range(20_000):
        top = later.stack.top
        if isinstance(top, ResultsScene):
            if top.final:
                break
            key(pygame.K_RETURN)  # Next round
        elif isinstance(top, TableScene) and (seat := top.turns.human_turn()) is not None:
            events = top.turns.choose(weak.decide(top.game.observation(seat)))
            assert isinstance(events, list)
            top.show(events)
        run(later)
    assert isinstance(later.stack.top, ResultsScene) and later.stack.top.final
    record = resumed.game.record
    assert record.actions[: len(saved.actions)] == saved.actions
    review = open_review(later)
    finish(later, review)
    mine = decision_indices(record, {0})
    assert review.decisions == mine
    assert {review.verdicts[i].round for i in mine} == {1, 2}
    expected = review_match(record, {0}, review.names, samples=SAMPLES, kinds=review.kinds)
    assert [review.verdicts[i] for i in mine] == list(expected)
    # The panel says which round each decision was in.
    review.go(len(mine) - 1)
    run(later)
    assert review.verdict() is not None and review.verdict().round == 2  # type: ignore[union-attr]
    for scene in list(later.stack.scenes):
        scene.exit()
    later.saves.flush()


def play_turns(app: App, table: TableScene, seat: int, count: int, bot: object) -> list[int]:
    """`seat`'s person makes `count` decisions (bots answer between); where they are."""
    made = []
    for _ in range(count):
        for _frame in range(2000):
            if table.turns.human_turn() == seat or table.game.is_over:
                break
            run(app)
        if table.game.is_over:
            break
        made.append(len(table.game.record.actions))
        events = table.turns.choose(bot.decide(table.game.observation(seat)))  # type: ignore[attr-defined]
        assert isinstance(events, list) and events
        table.show(events)
        run(app)
    return made


def test_review_shows_the_decisions_people_made_though_seats_changed_hands(
    settings_path: Path,
) -> None:
    """The human leaves seat 0 to a bot and takes over seat 1 mid-match, across a save and
    Continue: Review shows exactly the decisions people made, in both seats."""
    first, table = table_in_a_new_session(settings_path, human_setup(), 23)
    weak = make_bot("easy", 4)
    made = play_turns(first, table, 0, 4, weak)
    table.couch.to_bot(0, "easy")  # as the pause menu's "hand my seat to a bot"
    table.turns.seat_to_human(1, None)  # and the person takes the normal bot's seat
    made += play_turns(first, table, 1, 3, weak)
    saved = first.saves.load()
    assert saved is not None and saved.seats["human_moves"] == made
    later, resumed = continue_in_a_new_session(first, settings_path)
    assert resumed.match.human_moves[: len(made)] == made
    made = resumed.match.human_moves[: len(made)]
    made += play_turns(later, resumed, 1, 1000, weak)
    for _frame in range(20_000):
        if isinstance(later.stack.top, ResultsScene) and later.stack.top.final:
            break
        run(later)
    record = resumed.game.record
    # The bots' decisions in both seats are not the person's.
    assert set(decision_indices(record, {0, 1})) > set(made)
    review = open_review(later)
    assert review.decisions == tuple(made) and review.seats == (0, 1)
    # Seat 0 is a bot's now, yet its counters show at the person's decision in it.
    review.go(0)
    run(later)
    assert review.replay is not None and review.replay.match.counters_visible(0, turn=0)
    # Seat 1, the person's at the end but a bot's then, keeps its counters hidden.
    assert not review.replay.match.counters_visible(1, turn=0)
    for scene in list(later.stack.scenes):
        scene.exit()
    later.saves.flush()


def test_a_save_s_unbelievable_human_moves_fall_back_to_the_seats() -> None:
    from scenes.resume import saved_human_moves

    assert saved_human_moves({"human_moves": [3, 1, 1]}, 5) == [1, 3]
    for bad in ("3", [1, 9], [-1], [True], [1.5], None):
        assert saved_human_moves({"human_moves": bad}, 5) is None
    assert saved_human_moves({}, 5) is None


def test_X3_an_expansion_game_is_reviewed_with_bids_and_specials_in_words(app: App) -> None:
    setup = human_setup()
    game = played(setup, 8, expansion=True)
    moves = {getattr(a, "value", a) for _, a in game.record.actions}
    assert {"bid", "decline"} & moves  # special cards really came up
    review = app.stack.push(screens(app.stack).review(setup, game.record))
    assert isinstance(review, ReviewScene)
    finish(app, review)
    assert review.failed == set() and len(review.verdicts) == review.total > 0
    judged = [v for v in review.verdicts.values() if v.judged]
    assert all(v.chosen is Action.SKIP for v in review.verdicts.values() if not v.judged)
    assert judged and len(review.marked) == min(3, sum(v.cost >= EVEN_WITHIN for v in judged))
    deeds = []
    for step in range(review.total):  # every decision draws (specials and choices too)
        review.go(step)
        run(app)
        verdict = review.verdict()
        assert verdict is not None
        deed = review.deed(verdict.seat, verdict.chosen)
        deeds.append(deed)
        assert "_" not in deed and "_" not in review.sentence(verdict.index, verdict)[0]
    assert any(" bid a counter for " in d or " declined " in d for d in deeds)
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is not review


def test_judge_decision_gives_review_match_s_verdict_unmarked() -> None:
    setup = human_setup()
    game = played(setup, 2)
    names = ["You", "Felix", "Ada"]
    verdicts = review_match(game.record, {0}, names, samples=SAMPLES)
    for verdict in verdicts[:6]:
        alone = judge_decision(game.record, verdict.index, names, samples=SAMPLES)
        assert alone == dataclasses.replace(verdict, costly=False)
        assert alone.chosen is verdict.chosen and alone.judged
    with pytest.raises(ValueError):
        judge_decision(game.record, len(game.record.actions), names)


def test_the_thinking_cue_shows_for_expert_and_not_for_normal(app: App) -> None:
    """An expert's second of thought shows a ring and "Thinking…" at its plate; a normal
    bot's answer comes within the visible pause, so it gets none."""
    app.settings.animation_speed = "1x"
    shown = {}
    for level in ("expert", "normal"):
        setup = MatchSetup(seats=[SeatSpec(level), SeatSpec(HUMAN), SeatSpec(HUMAN)])
        setup.choose(first_player=0)
        table = app.stack.push(screens(app.stack).table(setup, 5))
        assert isinstance(table, TableScene)
        table.match.bots[0] = make_bot("random")  # answers at once: the test never waits
        for _ in range(600):
            if table.turns.thinking_seat() == 0:
                break
            run(app)
        assert table.turns.thinking_seat() == 0 and table.game.current_seat == 0
        plate = table.layout.seats[0].plate
        above = pygame.Rect(plate.left, max(0, plate.top - 60), plate.w, 60)
        below = pygame.Rect(plate.left, plate.bottom, plate.w, 60)
        ring = pygame.Rect(plate.left - 10, plate.top - 10, plate.w + 20, 8)
        shown[level] = (
            cue_seat(table),
            [canvas_part(app, r) for r in (above, below, ring)],
        )
        table.match.bots[0] = make_bot("random")  # let it move, so the cue goes away
        for _ in range(600):
            if table.game.current_seat != 0:
                break
            run(app)
        assert cue_seat(table) is None
        app.stack.pop()
    assert shown["expert"][0] == 0 and shown["normal"][0] is None
    # Same deal, same seat: the pixels round the expert's plate differ (ring and pill).
    assert shown["expert"][1][2] != shown["normal"][1][2]
    assert shown["expert"][1][:2] != shown["normal"][1][:2]


# Drawn at every size below: the match and its verdicts are the same at each size (the
# coach's judging was three quarters of that test's time), so they are made once.
@functools.cache
def expansion_match() -> GameRecord:
    return played(human_setup(), 8, expansion=True).record


@functools.cache
def expansion_verdicts(seats: tuple[int, ...], names: tuple[str, ...]) -> tuple[Verdict, ...]:
    return review_match(expansion_match(), seats, names, samples=SAMPLES)


@pytest.mark.parametrize("size", [(1152, 648), (820, 460), (1280, 720), (1920, 1080)])
def test_the_review_s_words_stay_inside_its_panel_at_every_size(
    settings_path: Path, size: tuple[int, int]
) -> None:
    """Every decision of an expansion match (long card names: "You declined Bonus +20 and
    took the 2 counters") and its verdict with its reason, drawn at the window's size:
    each line of words lies inside the panel, wrapped or shrunk or cut with "…"."""
    from scenes.flow import desktop

    application = App(size=size, settings_path=settings_path, screens=desktop(), open_home=True)
    pygame.event.clear()
    application.step(1 / 60)
    setup = human_setup()
    review = application.stack.push(screens(application.stack).review(setup, expansion_match()))
    assert isinstance(review, ReviewScene)
    review.complete(expansion_verdicts(tuple(sorted(review.seats)), tuple(review.names)))
    long_deeds = 0
    for step in range(review.total):
        review.go(step)
        application.step(1 / 60)
        verdict = review.verdict()
        assert verdict is not None and review.text_rects
        long_deeds += len(review.deed(verdict.seat, verdict.chosen)) >= 40
        for rect in review.text_rects:
            assert review.panel.contains(rect), (step, rect, review.panel)
        why = words.reason(verdict, review.names)
        if verdict.judged and not verdict.forced and why:
            assert why in review.sentence(verdict.index, verdict)[0]
    assert long_deeds  # the long deeds really came up
    review.leave()
