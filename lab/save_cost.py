"""What a synchronous autosave costs the frame that applies a decision (issue 54).

    python lab/save_cost.py [--matches 20] [--folder DIR]

Plays matches with normal bots in every seat and times `SaveStore.save` after each
action, as the table calls it (encode, atomic write, fsync of the file and its folder),
in the folder given (default: a temporary folder, usually on the same disk as the
user's data). Prints the median, the 95th percentile and the worst, in milliseconds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.bots import make_bot  # noqa: E402
from game.rules import Game, GameConfig  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402

SEATS = {"seats": ["human", "normal", "normal", "normal"], "human_seats": [0]}


def measure(folder: Path, matches: int) -> list[float]:
    store = SaveStore(folder)
    bot = make_bot("normal")
    costs: list[float] = []
    for seed in range(matches):
        game = Game.new(GameConfig(players=4), seed=seed)
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            game.apply(seat, bot.decide(game.observation(seat)))
            started = time.perf_counter()
            store.save(game, SEATS)
            costs.append((time.perf_counter() - started) * 1000)
        store.finish(game, SEATS)
    return costs


def main() -> int:
    parser = argparse.ArgumentParser(description="The cost of a synchronous autosave.")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--folder", type=Path)
    args = parser.parse_args()
    if args.folder is not None:
        costs = measure(args.folder, args.matches)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            costs = measure(Path(tmp), args.matches)
    costs.sort()
    p95 = costs[int(len(costs) * 0.95)]
    print(
        f"{len(costs)} saves: median {statistics.median(costs):.2f} ms, "
        f"95th percentile {p95:.2f} ms, worst {costs[-1]:.2f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
