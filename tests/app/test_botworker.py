"""The bot worker cannot hang the table: deadlines, kill and replace, the quick `normal`
policy instead of a pass, stale jobs dropped, bots never behind hints, and bots thinking
in the game process when no worker process can be started."""

from __future__ import annotations

import errno
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import partial
from pathlib import Path

import pygame
import pytest

import game.bots.levels as bot_levels
from game import i18n
from game.app.main import App
from game.bots import make_bot
from game.bots import worker as botworker
from game.bots.tree import HARD, TreeSearchBot
from game.bots.worker import BotWorker, JobWorker, quick_decision
from game.rules import Action, Card, Game, GameConfig, Observation
from game.rules.observation import Move
from game.store import notices
from scenes.screens import screens


@pytest.fixture(autouse=True)
def fresh_lanes(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test gets its own worker processes, stopped afterwards."""
    monkeypatch.setattr(botworker, "_lanes", {})
    notices.drain()
    yield
    botworker.shutdown()


class QuickBot:
    name = "quick"
    budget_ms = 0.0

    def decide(self, obs: Observation) -> Move:
        return obs.legal[-1]


class SleepyBot:
    """Answers PASS after `seconds`, so a fallback is told apart from the bot's answer."""

    name = "sleepy"

    def __init__(self, seconds: float, budget_ms: float = 0.0) -> None:
        self.seconds = seconds
        self.budget_ms = budget_ms

    def decide(self, obs: Observation) -> Action:
        time.sleep(self.seconds)
        return Action.PASS


class WaitingBot:
    """Thinks until `go_on` is set (at most a minute), then answers as normal would."""

    name = "waiting"
    budget_ms = 0.0

    def __init__(self, go_on: threading.Event) -> None:
        self.go_on = go_on

    def decide(self, obs: Observation) -> Move:
        self.go_on.wait(60.0)
        return quick_decision(obs)


class FixedBot:
    name = "fixed"
    budget_ms = 0.0

    def __init__(self, move: Move) -> None:
        self.move = move

    def decide(self, obs: Observation) -> Move:
        return self.move


def observation_where_normal_takes() -> Observation:
    """A decision where the normal policy takes, so its answer differs from a pass."""
    game = Game.new(GameConfig(players=3), seed=5)
    normal = make_bot("normal")
    while True:
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        action = normal.decide(obs)
        if action is Action.TAKE and Action.PASS in obs.legal:
            return obs
        game.apply(seat, action)


def warm(worker: BotWorker, obs: Observation) -> int:
    """Run one decision so the worker process is up (and has imported this module, which
    unpickling the first test bot does); returns its pid."""
    margin, worker.margin_s = worker.margin_s, 30.0
    worker.submit(obs.seat or 0, QuickBot(), obs)
    answer = worker.wait(30.0)
    assert answer is not None and answer.error is None
    worker.margin_s = margin
    pid = worker._jobs.lane.pid
    assert pid is not None
    return pid


def test_a_stopped_worker_is_killed_and_replaced_and_normal_decides() -> None:
    obs = observation_where_normal_takes()
    worker = BotWorker(margin_s=0.4)
    pid = warm(worker, obs)
    os.kill(pid, signal.SIGSTOP)
    worker.submit(obs.seat or 0, QuickBot(), obs)
    # The worker's own deadline ends the wait ("timed out"), within a generous one here:
    # a stopped process never answers, so any answer at all is the deadline's.
    answer = worker.wait(60.0)
    assert answer is not None
    assert answer.error is not None and "timed out" in answer.error
    assert answer.action is quick_decision(obs) is Action.TAKE  # not a silent pass
    # The stopped process is gone; the next decision runs in a new one.
    assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text()
    worker.margin_s = 30.0  # the new process imports this module again
    worker.submit(obs.seat or 0, QuickBot(), obs)
    again = worker.wait(30.0)
    assert again is not None and again.error is None and again.action is obs.legal[-1]
    assert worker._jobs.lane.pid not in (None, pid)


def test_a_killed_worker_gives_the_normal_decision_not_a_pass() -> None:
    obs = observation_where_normal_takes()
    worker = BotWorker()
    pid = warm(worker, obs)
    worker.submit(obs.seat or 0, SleepyBot(5.0), obs)
    time.sleep(0.2)
    os.kill(pid, signal.SIGKILL)
    answer = worker.wait(10.0)
    assert answer is not None and answer.error is not None
    assert answer.action is Action.TAKE


def test_a_bots_card_in_a_give_left_choice_is_its_own_answer() -> None:
    """[X3] A give-left choice is answered with a card (ChooseCard), not an Action: the
    bot's card must be played, not replaced by the fallback policy's."""
    config = GameConfig(players=3, first_player=0, expansion=True)
    game = Game.scripted(config, [20, 21, Card.special("give_left"), 4, 5])
    for seat, action in ((0, Action.TAKE), (0, Action.TAKE), (0, Action.BID), (1, Action.DECLINE)):
        game.apply(seat, action)
    obs = game.observation(0)
    assert obs.choice == "give_left" and len(obs.legal) == 2
    worker = BotWorker()
    warm(worker, observation_where_normal_takes())
    for card in obs.legal:  # whichever card the bot gives, it is the one played
        worker.submit(0, FixedBot(card), obs)
        answer = worker.wait(30.0)
        assert answer is not None and answer.error is None and answer.action == card


def test_a_bot_over_its_budget_is_replaced_by_normal() -> None:
    obs = observation_where_normal_takes()
    worker = BotWorker(margin_s=0.2)
    warm(worker, obs)
    worker.submit(obs.seat or 0, SleepyBot(3.0, budget_ms=100.0), obs)
    answer = worker.wait(10.0)
    assert answer is not None and answer.action is Action.TAKE
    assert answer.error is not None and "timed out after 0.3 s" in answer.error


def test_a_bot_decision_never_waits_behind_hints() -> None:
    obs = observation_where_normal_takes()
    bots = BotWorker()
    warm(bots, obs)
    hints = [JobWorker(f"coach{i}") for i in range(3)]
    for hint in hints:
        # Longer than any wait below: the hints are still thinking when the bot answers,
        # unless the bot waited behind them. (The lanes are stopped after the test.)
        hint.submit("hint", partial(time.sleep, 300.0))
    lane = hints[0].lane  # (the hints share it)
    deadline = time.monotonic() + 60.0
    while lane.running is None and time.monotonic() < deadline:  # a hint under way
        assert all(hint.poll() is None for hint in hints)
        time.sleep(0.01)
    assert lane.running is not None
    bots.submit(obs.seat or 0, QuickBot(), obs)
    answer = bots.wait(60.0)
    assert answer is not None and answer.error is None
    assert all(hint.busy and hint.poll() is None for hint in hints)  # none has answered
    assert lane.running is not None  # the one under way is still thinking
    for hint in hints:
        hint.cancel()


def test_cancelled_and_superseded_jobs_never_run_and_leave_no_answer(tmp_path: Path) -> None:
    blocker = JobWorker("blocker")
    blocker.submit("block", partial(time.sleep, 0.5))
    lane = blocker.lane
    deadline = time.monotonic() + 30.0
    while lane.running is None and time.monotonic() < deadline:
        lane.pump()  # the new process reports ready, then takes the blocker
        time.sleep(0.005)
    marks = [tmp_path / f"job{i}" for i in range(4)]
    askers = [JobWorker(f"coach{i}") for i in range(3)]
    for asker, mark in zip(askers, marks, strict=False):
        asker.submit("hint", partial(Path.touch, mark))
    assert len(lane.queue) == 3
    for asker in askers:
        asker.cancel()
    assert lane.queue == []
    # A new request supersedes the old one on the same worker.
    again = JobWorker("again")
    again.submit("old", partial(Path.touch, marks[3]))
    again.submit("new", partial(str, "fresh"))
    assert len(lane.queue) == 1
    answer = None
    deadline = time.monotonic() + 30.0
    while answer is None and time.monotonic() < deadline:
        answer = again.poll()
        time.sleep(0.005)
    assert answer is not None and answer.tag == "new" and answer.value == "fresh"
    assert len(lane.answers) == 1  # the blocker's, which nobody has collected yet
    # The blocker's answer arrives while nobody waits for it any more: freed, not kept.
    blocker.cancel()
    assert not any(mark.exists() for mark in marks)
    assert lane.answers == {} and lane.running is None


def failing_start() -> None:
    raise OSError(errno.EMFILE, "Too many open files")


def test_without_a_worker_process_bots_think_in_the_game_with_a_notice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(botworker, "_start_process", failing_start)
    # A margin no busy machine reaches: this test is about the frame loop, not the budget
    # (on a loaded 2-core machine the thread's 2,000 iterations overran 3 s).
    worker = BotWorker(margin_s=60.0)
    assert worker._jobs.lane.in_process
    assert any("bots think in the game" in text for text in notices.drain())
    obs = observation_where_normal_takes()
    # A bot still thinking until the test lets it answer (with a generous deadline of its
    # own, so a broken worker cannot hang the suite): the frame loop's polls must come
    # back while it thinks, each with no answer yet, never waiting for the bot.
    go_on = threading.Event()
    worker.submit(obs.seat or 0, WaitingBot(go_on), obs)
    for _ in range(50):
        assert worker.poll() is None
    assert not go_on.is_set()  # (a poll that waited would have met the bot's answer)
    go_on.set()
    # Then its answer comes, searched for the way a hard bot's is, clock-free.
    answer = None
    deadline = time.monotonic() + 90.0
    while answer is None and time.monotonic() < deadline:
        answer = worker.poll()
    assert answer is not None and answer.error is None and answer.action in obs.legal
    hard = TreeSearchBot(1, "hard", replace(HARD, budget_ms=None, max_iterations=300))
    worker.submit(obs.seat or 0, hard, obs)
    answer = worker.wait(90.0)
    assert answer is not None and answer.error is None and answer.action in obs.legal


def test_an_in_process_job_past_its_deadline_is_abandoned(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(botworker, "_start_process", failing_start)
    obs = observation_where_normal_takes()
    worker = BotWorker(margin_s=0.2)
    worker.submit(obs.seat or 0, SleepyBot(2.0), obs)
    answer = worker.wait(5.0)
    assert answer is not None and answer.action is Action.TAKE and "timed out" in str(answer.error)


def test_a_table_plays_to_the_end_without_a_worker_process(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.match.setup import MatchSetup, SeatSpec
    from scenes.table import TableScene

    monkeypatch.setattr(botworker, "_start_process", failing_start)
    # The hard seat thinks in the game process, clock-free (a fixed 300 iterations).
    monkeypatch.setattr(bot_levels, "HARD", replace(HARD, budget_ms=None, max_iterations=300))
    app.settings.animation_speed = "instant"
    setup = MatchSetup(seats=[SeatSpec("hard"), SeatSpec("normal"), SeatSpec("easy")])
    table = app.stack.push(screens(app.stack).table(setup, 3))
    assert isinstance(table, TableScene)
    shown: set[str] = set()  # toasts fade, and a slow game can outlast one: note each
    for _ in range(20_000):
        if table.finished:
            break
        app.step(1 / 60)
        shown.update(app.toasts.texts)
    assert table.finished and table.game.is_over
    assert any("bots think in the game" in text for text in shown)


def test_a_worker_that_dies_as_it_starts_is_not_restarted_for_ever(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started: list[int] = []
    real_start = botworker._start_process

    def start_and_kill() -> object:
        conn, process = real_start()
        started.append(1)
        process.kill()  # dies before it can say it is ready
        return conn, process

    monkeypatch.setattr(botworker, "_start_process", start_and_kill)
    obs = observation_where_normal_takes()
    worker = BotWorker()
    worker.submit(obs.seat or 0, QuickBot(), obs)
    answer = worker.wait(30.0)
    assert answer is not None and answer.error is None  # decided in the game process
    assert worker._jobs.lane.in_process
    assert len(started) == botworker.MAX_FAILED_STARTS


def test_the_game_killed_during_a_bots_turn_leaves_no_traceback(tmp_path: Path) -> None:
    """Issue 38: the game killed (kill -9) while a bot thinks: the worker's answer meets a
    closed pipe, and the worker must end quietly, not print BrokenPipeError."""
    import subprocess
    import sys
    import textwrap

    script = textwrap.dedent(
        """
        import os, signal, time
        from functools import partial
        from game.bots import worker as botworker

        conn, process = botworker._start_process()
        assert conn.recv() == "ready"
        conn.send(((1, 1), partial(time.sleep, 0.5)))  # a bot's turn, under way
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == -signal.SIGKILL
    # The pipe stays open until the worker, which shares it, has ended too.
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr


def answer_of(worker: JobWorker, fn: Callable[[], object]) -> object:
    worker.submit("job", fn)
    deadline = time.monotonic() + 30.0
    while (answer := worker.poll()) is None and time.monotonic() < deadline:
        time.sleep(0.005)
    assert answer is not None and answer.error is None, answer
    return answer.value


def test_a_job_speaks_the_language_of_the_game_that_submitted_it() -> None:
    """The worker process is shared (the sprite prebuild sets the language of the names it
    prints there) and outlives a change of language: a coach's hint, asked in English
    after French names were drawn, must be English."""
    worker = JobWorker("coach")
    assert answer_of(worker, partial(i18n.set_language, "fr")) == "fr"
    assert answer_of(worker, i18n.language) == "en"
    i18n.set_language("de")
    assert answer_of(worker, partial(i18n._, "Settings")) == "Einstellungen"
    assert worker.lane.pid is not None  # in the worker process, not in this one


def gone(pid: int) -> bool:
    """The process has ended and been reaped (no zombie left either)."""
    return not Path(f"/proc/{pid}").exists()


def test_the_apps_shutdown_stops_stopped_workers_and_returns(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 54: a worker stopped with SIGSTOP ignores SIGTERM; the App's shutdown still
    ends every worker (SIGTERM, a short wait, then SIGKILL) and returns."""
    obs = observation_where_normal_takes()
    bots = BotWorker()
    jobs = JobWorker("hints")
    pids = [warm(bots, obs)]
    assert answer_of(jobs, partial(int, "7")) == 7
    assert jobs.lane.pid is not None
    pids.append(jobs.lane.pid)
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    # pygame stays up for the tests after this one in this process (its fonts are cached).
    monkeypatch.setattr(pygame, "quit", lambda: None)
    # It returns (SIGTERM, SHUTDOWN_GRACE_S, then SIGKILL): waited for with a deadline
    # far past that bound, so a shutdown that hangs fails here instead of hanging.
    closing = threading.Thread(target=app.shutdown, daemon=True)
    closing.start()
    closing.join(120.0)
    assert not closing.is_alive(), "the App's shutdown never returned"
    assert all(gone(pid) for pid in pids), [Path(f"/proc/{p}/stat").read_text() for p in pids]


SIGTERM_CHILD = """
import os, signal, sys
from functools import partial
from pathlib import Path
from game.app.main import run
from game.bots.worker import JobWorker
from scenes.flow import desktop

folder = Path(sys.argv[1])
workers = []

def stop_a_worker(app):
    worker = JobWorker("hints")
    worker.submit("job", partial(int, "7"))
    while worker.poll() is None:
        pass
    workers.append(worker)
    os.kill(worker.lane.pid, signal.SIGSTOP)
    (folder / "worker.pid").write_text(str(worker.lane.pid))
    return False  # on to the loop, until SIGTERM

sys.exit(run(desktop(), ["--windowed", "--settings",
    str(folder / "settings.json")], on_first_frame=stop_a_worker))
"""


def test_the_game_exits_on_sigterm_with_a_stopped_worker(tmp_path: Path) -> None:
    """Issue 54: SIGTERM with a SIGSTOPped worker closed the window, and the process
    never exited (multiprocessing's exit handler joined the stopped child for ever)."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    game = subprocess.Popen(
        [sys.executable, "-c", SIGTERM_CHILD, str(tmp_path)],
        cwd=root,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    marker = tmp_path / "worker.pid"
    try:
        deadline = time.monotonic() + 120
        while not (marker.exists() and marker.read_text().strip()):
            assert game.poll() is None, game.communicate()
            assert time.monotonic() < deadline
            time.sleep(0.1)
        pid = int(marker.read_text())
        game.send_signal(signal.SIGTERM)
        _out, err = game.communicate(timeout=60)
    finally:
        if game.poll() is None:  # it hung: end it and its stopped worker
            game.kill()
            game.communicate()
            os.kill(int(marker.read_text()), signal.SIGKILL)
    deadline = time.monotonic() + 10
    while not gone(pid) and time.monotonic() < deadline:
        time.sleep(0.05)  # (reparented to init after the game's exit, if it were left)
    left = not gone(pid)
    if left:
        os.kill(pid, signal.SIGKILL)  # the test's own leftover
    assert game.returncode == 128 + signal.SIGTERM, err[-3000:]
    assert not left


def dead(pid: int) -> bool:
    """Ended: reaped, or a zombie its new parent has not reaped yet."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except (FileNotFoundError, IndexError):
        return True


def test_a_hung_worker_is_stopped_at_shutdown_too() -> None:
    obs = observation_where_normal_takes()
    worker = BotWorker(margin_s=60.0)
    pid = warm(worker, obs)
    worker.submit(obs.seat or 0, SleepyBot(60.0), obs)  # busy for a minute
    # Shutdown returns (SIGTERM, a grace, SIGKILL) long before the bot would: waited for
    # with a deadline past the bot's minute, so a shutdown that waits for it fails here.
    closing = threading.Thread(target=botworker.shutdown, daemon=True)
    closing.start()
    closing.join(55.0)
    assert not closing.is_alive(), "shutdown waited for the busy worker"
    assert gone(pid)


KILLED_GAME = """
import os, signal, sys, time
from functools import partial
from game.bots.worker import JobWorker

worker = JobWorker("hints")
worker.submit("job", partial(int, "7"))
while worker.poll() is None:
    time.sleep(0.01)
os.kill(worker.lane.pid, signal.SIGSTOP)
print(worker.lane.pid, flush=True)
os.kill(os.getpid(), signal.SIGKILL)  # a supervisor's kill -9: no shutdown runs
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux's")
def test_a_stopped_worker_dies_with_a_game_killed_outright(tmp_path: Path) -> None:
    """Issue 54: the kiosk's supervisor kills the game after 10 s, and the stopped worker
    was left orphaned. The kernel now ends it with the game."""
    import subprocess

    root = Path(__file__).resolve().parents[2]
    out = tmp_path / "out"
    with out.open("w") as sink:  # a file, not a pipe: a left worker would hold a pipe open
        game = subprocess.Popen([sys.executable, "-c", KILLED_GAME], cwd=root, stdout=sink)
        assert game.wait(timeout=120) == -signal.SIGKILL
    pid = int(out.read_text().split()[0])
    deadline = time.monotonic() + 10
    while not dead(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = not dead(pid)
    if left:
        os.kill(pid, signal.SIGKILL)  # the test's own leftover
    assert not left
