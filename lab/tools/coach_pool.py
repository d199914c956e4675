"""Pool the positions `bench-coach --dump` wrote, per table and opponent, with 95 %
intervals clustered by game (a run's seed and game: positions of one game are not
independent). Before: the coach by the population model alone (told nothing); after: told
who sits where, a person read from their own play and kept history (game/bots/people.py).
*Right*: of the positions where the truly better action is better by `--threshold`
points, the share at which the coach named it; a close call names none and is not counted
right (its share of those positions is shown, and the share right where the coach named
an action). Run from the repo root:

    python -m lab coach-pool lab/runs/coach-people-p3.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import defaultdict
from typing import Any

from game.stats import mean_half_width


def pool(rows: list[dict[str, Any]], threshold: float = 2.0) -> list[str]:
    tables: dict[tuple[int, str], list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        tables[(int(row["players"]), str(row["opponent"]))].append(row)
    lines = [
        f"{'table':14} {'positions':>9} {'clear':>5} {'games':>5} {'MAE before':>13} "
        f"{'MAE after':>13} {'after better by':>16} {'right before':>14} {'right after':>14} "
        f"{'close':>6} {'right named':>11}"
    ]
    for (players, opponent), found in sorted(tables.items()):
        games = [(r["seed"], r["game"]) for r in found]
        before = [abs(r["first"] - r["truth"]) for r in found]
        after = [abs(r["second"] - r["truth"]) for r in found]
        gains = [b - a for b, a in zip(before, after, strict=True)]
        clear = [r for r in found if abs(r["truth"]) >= threshold]
        clear_games = [(r["seed"], r["game"]) for r in clear]
        right_before = [float((r["first"] <= 0) == (r["truth"] <= 0)) for r in clear]
        right_after = [
            float((r["second"] <= 0) == (r["truth"] <= 0) and not r["close"]) for r in clear
        ]
        close = statistics.fmean(r["close"] for r in clear) if clear else float("nan")
        named = [r for r in clear if not r["close"]]
        right_named = (
            statistics.fmean((r["second"] <= 0) == (r["truth"] <= 0) for r in named)
            if named
            else float("nan")
        )

        def mean(values: list[float], keys: list[tuple[Any, Any]], digits: int) -> str:
            if not values:
                return "-"
            half = mean_half_width(values, keys)
            return f"{statistics.fmean(values):.{digits}f} ± {half:.{digits}f}"

        lines.append(
            f"{players}p {opponent:11} {len(found):9d} {len(clear):5d} {len(set(games)):5d} "
            f"{mean(before, games, 2):>13} {mean(after, games, 2):>13} "
            f"{mean(gains, games, 2):>16} {mean(right_before, clear_games, 3):>14} "
            f"{mean(right_after, clear_games, 3):>14} {close:6.3f} {right_named:11.3f}"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab coach-pool", description=__doc__.splitlines()[0]
    )
    parser.add_argument("files", nargs="+", help="JSON lines written by bench-coach --dump")
    parser.add_argument("--threshold", type=float, default=2.0)
    args = parser.parse_args(argv)
    rows = []
    for name in args.files:
        with open(name, encoding="utf-8") as lines:
            rows += [json.loads(line) for line in lines if line.strip()]
    print("\n".join(pool(rows, args.threshold)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
