"""Frame times at the table while bots think, paced at 60 fps like the real loop.

    .venv/bin/python tools/bench_frames.py [--bots hard] [--players 4] [--seconds 20]

Prints median / p99 / max step time for frames with a bot decision in flight and for
the others, and the bots' decision times as the game sees them: the time each real choice
(more than one legal action) ran in the bot worker process, and from submitting it to the
table collecting the answer (pickling, the pipe, and up to a frame of polling). Headless
(SDL dummy drivers). It asserts nothing: a figure, not a test.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import tempfile
import time

# Run as `python tools/…` from a checkout: the repository root is where `game` lives.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    if not ordered:
        return "no frames"
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    median = ordered[len(ordered) // 2]
    worst = ordered[-1]
    return f"{len(ordered)} frames: median {median:.2f} ms, p99 {p99:.2f} ms, max {worst:.2f} ms"


def decision_times(worker_ms: list[float], round_trip_ms: list[float]) -> list[str]:
    from game.sim import _percentile  # the gauntlet's and the sim's percentiles

    def median_p95(values: list[float]) -> str:
        if not values:
            return "none"
        return f"median {_percentile(values, 50):.1f} ms, p95 {_percentile(values, 95):.1f} ms"

    return [
        f"bot decisions (real choices): {len(worker_ms)}",
        f"  in the worker:          {median_p95(worker_ms)}",
        f"  submit to table:        {median_p95(round_trip_ms)}",
    ]


def watch_decisions(bot_worker_class: type) -> tuple[list[float], list[float]]:
    """Record real choices' times as the table submits and collects them."""
    worker_ms: list[float] = []
    round_trip_ms: list[float] = []
    submitted: dict[int, float] = {}
    submit, poll = bot_worker_class.submit, bot_worker_class.poll

    def timed_submit(self, seat, bot, obs):  # type: ignore[no-untyped-def]
        ticket = submit(self, seat, bot, obs)
        if len(obs.legal) > 1:
            submitted[ticket] = time.perf_counter()
        return ticket

    def timed_poll(self):  # type: ignore[no-untyped-def]
        decision = poll(self)
        if decision is not None and decision.ticket in submitted:
            round_trip_ms.append((time.perf_counter() - submitted.pop(decision.ticket)) * 1000)
            worker_ms.append(decision.seconds * 1000)
        return decision

    bot_worker_class.submit = timed_submit
    bot_worker_class.poll = timed_poll
    return worker_ms, round_trip_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="hard")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app.main import App
    from game.bots.worker import BotWorker
    from game.match.setup import MatchSetup, SeatSpec
    from scenes.flow import desktop
    from scenes.table import TableScene

    worker_ms, round_trip_ms = watch_decisions(BotWorker)
    settings = pathlib.Path(tempfile.mkdtemp()) / "settings.json"
    app = App(size=(1280, 720), settings_path=settings, screens=desktop())
    app.settings.animation_speed = "2x"
    seats = [SeatSpec(args.bots) for _ in range(args.players)]
    table = TableScene(MatchSetup(seats=seats, persona_seed=args.seed), args.seed)
    app.stack.push(table)
    idle: list[float] = []
    thinking: list[float] = []
    for frame in range(int(args.seconds * 60)):
        started = time.perf_counter()
        app.step(1 / 60)
        ms = (time.perf_counter() - started) * 1000
        if frame >= 30:  # the first frames build the sprite caches
            (
                thinking if table.turns.worker is not None and table.turns.worker.busy else idle
            ).append(ms)
        time.sleep(max(0.0, 1 / 60 - ms / 1000))
        if table.game.is_over:
            break
    print(f"{args.players} x {args.bots}, {table.match.decisions} actions")
    print("bot thinking:", percentiles(thinking))
    print("otherwise:   ", percentiles(idle))
    print("\n".join(decision_times(worker_ms, round_trip_ms)))


if __name__ == "__main__":  # guarded: the bot worker's spawned process imports __main__
    main()
