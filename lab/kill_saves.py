"""Kill campaign for the autosave (issue 54): is a decision ever lost to `kill -9`?

    python lab/kill_saves.py [--kills 100] [--seed 1]

Each round starts a child that plays a four-seat match with bots, calling
`SaveStore.save` after each action as the table does (`TableScene.show`), and then
prints the number of actions: what the screen would show next. The parent SIGKILLs the
child at a random moment, loads the save the child left, and counts a loss when the save
holds fewer actions than the child last printed (shown but not on disk). Prints one
line: kills, losses, and the saves that could not be loaded.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.store.saves import SaveStore  # noqa: E402

CHILD = """
import sys
from pathlib import Path
from game.bots import make_bot
from game.rules import Game, GameConfig
from game.store.saves import SaveStore

store = SaveStore(Path(sys.argv[1]))
bot = make_bot("normal")
seats = {"seats": ["human", "normal", "normal", "normal"], "human_seats": [0]}
seed = 0
while True:
    game = Game.new(GameConfig(players=4), seed=seed)
    while not game.is_over:
        seat = game.current_seat
        game.apply(seat, bot.decide(game.observation(seat)))
        store.save(game, seats)
        print(seed, len(game.record.actions), flush=True)  # shown after it is saved
    store.discard()  # (the table moves a finished match into the history)
    print(seed, "done", flush=True)
    seed += 1
"""


def one_kill(folder: Path, rng: random.Random) -> tuple[bool, bool]:
    """(lost, unreadable) for one killed child."""
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    first = child.stdout.readline()  # the child is up and playing
    if not first:
        raise RuntimeError("the child did not start")
    time.sleep(rng.uniform(0.0, 0.3))
    os.kill(child.pid, signal.SIGKILL)
    rest = child.stdout.read()
    child.wait()
    lines = (first + rest).split()
    seed, last = int(lines[-2]), lines[-1]
    saved = SaveStore(folder).load()
    if last == "done":
        return False, False  # between matches: nothing to keep
    shown = int(last)
    if saved is None:
        return True, any(folder.glob("current.json*.bad"))
    if saved.game.seed != seed:
        return saved.game.seed < seed, False
    return len(saved.game.record.actions) < shown, False


def main() -> int:
    parser = argparse.ArgumentParser(description="Kill campaign for the autosave.")
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lost = unreadable = 0
    for _ in range(args.kills):
        with tempfile.TemporaryDirectory() as tmp:
            was_lost, was_unreadable = one_kill(Path(tmp), rng)
        lost += was_lost
        unreadable += was_unreadable
    print(f"{args.kills} kills: {lost} decisions lost, {unreadable} saves unreadable")
    return 1 if lost or unreadable else 0


if __name__ == "__main__":
    sys.exit(main())
