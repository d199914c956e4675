"""How often would another search choose otherwise than hard, on hard's own decisions?

A paired game costs a whole game per sample, and most of its moves are the same for both
bots. This asks the question behind it directly: it plays gauntlet games (same deals,
seats and opponents as `python -m lab gauntlet`) with hard in the bot's seat, and at each
of hard's real decisions (take and pass both legal) it also searches that observation
with hard again on another seed (hard's own noise) and with each candidate. A candidate
that seldom chooses otherwise than hard cannot play much better or worse than hard, however
long it thinks; one whose changes are mostly the ones hard makes against itself on another
seed is changing coin flips.

Searches are clock-free (iteration counts, not milliseconds), so the figures do not depend
on the machine's load. `expert` is expert's configuration at `--expert-iterations` (its
median a move at 3 players); any other candidate is overrides of hard's configuration as in
`lab/tools/tune_hard.py` (`exploration=1.0`). At each change the report gives what the
candidate's own search thinks the change is worth (its value of its choice minus its value
of hard's) and what hard's search thinks of it. Run from the repo root:

    python -m lab agreement --opponents reference --games 12 --seed 501 --candidate expert
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from dataclasses import replace
from typing import Any

from game.bots.tree import EXPERT, HARD, TreeConfig, TreeResult, search
from game.rules import Action, GameConfig, Observation
from lab.gauntlet import gauntlet_table
from lab.tools.tune_hard import config_from_overrides
from lab.variants import make_player

HARD_ITERATIONS = 1500  # hard's median a move at 3 players (lab/RESEARCH.md)
EXPERT_ITERATIONS = 12000  # expert's


def candidate_config(spec: str, hard: TreeConfig, expert_iterations: int) -> TreeConfig:
    if spec == "expert":
        return replace(EXPERT, budget_ms=None, max_iterations=expert_iterations)
    return config_from_overrides(spec, hard)


def _searched(obs: Observation, config: TreeConfig, *key: object) -> TreeResult:
    # A string seed is hashed the same way in every run, so a run can be repeated.
    return search(obs, config, random.Random("/".join(map(str, key))))


def _gain(result: TreeResult, chosen: Action, instead: Action) -> float | None:
    """`result`'s value of `chosen` minus its value of `instead` (None if either action
    went unvisited)."""
    values = result.values
    gap = values[0 if chosen is Action.TAKE else 1] - values[0 if instead is Action.TAKE else 1]
    return None if math.isnan(gap) else round(gap, 4)


def run_agreement(
    candidates: list[str],
    opponent: str,
    games: int,
    seed: int,
    players: int = 3,
    hard_iterations: int = HARD_ITERATIONS,
    expert_iterations: int = EXPERT_ITERATIONS,
) -> dict[str, Any]:
    """Play `games` gauntlet games (game `index`: deal `index // players`, hard in seat
    `index % players`) and return every decision's record and the summary."""
    hard = replace(HARD, budget_ms=None, max_iterations=hard_iterations)
    configs = [candidate_config(spec, hard, expert_iterations) for spec in candidates]
    records: list[dict[str, Any]] = []
    for index in range(games):
        bot_seat = index % players
        game, seat_seeds = gauntlet_table(GameConfig(players=players), seed, index)
        opponents = {
            seat: make_player(opponent, seat_seed)
            for seat, seat_seed in enumerate(seat_seeds)
            if seat != bot_seat
        }
        decision = 0
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if seat != bot_seat:
                action = opponents[seat].decide(obs)
            elif len(obs.legal) == 1:
                action = obs.legal[0]
            else:
                decision += 1
                played = _searched(obs, hard, seed, index, decision, "hard")
                again = _searched(obs, hard, seed, index, decision, "hard again")
                others = [
                    _searched(obs, config, seed, index, decision, "candidate", n)
                    for n, config in enumerate(configs)
                ]
                action = played.best
                records.append(
                    {
                        "game": index,
                        "hard": action.value,
                        "hard_again": again.best.value,
                        "candidates": [
                            {
                                "choice": other.best.value,
                                # Worth of the change: by the candidate's search, by hard's.
                                "own_gain": _gain(other, other.best, action),
                                "hard_gain": _gain(played, other.best, action),
                            }
                            for other in others
                        ],
                    }
                )
            game.apply(seat, action)
    return {
        "players": players,
        "opponent": opponent,
        "seed": seed,
        "games": games,
        "hard_iterations": hard_iterations,
        **summarize(records, candidates),
        "records": records,
    }


def _rate(count: int, total: int) -> dict[str, Any]:
    """A share with its 95% Wilson interval (sound at counts near zero)."""
    if total == 0:
        return {"count": count, "rate": 0.0, "ci95": [0.0, 1.0]}
    z = 1.96
    p = count / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return {
        "count": count,
        "rate": round(p, 4),
        "ci95": [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)],
    }


def _mean(values: list[float | None]) -> float | None:
    finite = [v for v in values if v is not None]
    return round(statistics.fmean(finite), 4) if finite else None


def summarize(records: list[dict[str, Any]], candidates: list[str]) -> dict[str, Any]:
    total = len(records)
    rows = []
    for n, name in enumerate(candidates):
        changed = [r for r in records if r["candidates"][n]["choice"] != r["hard"]]
        steady = [r for r in changed if r["hard_again"] == r["hard"]]
        rows.append(
            {
                "name": name,
                "changed": _rate(len(changed), total),
                # Changes where hard on another seed kept its choice: not hard's own noise.
                "changed_where_hard_is_steady": _rate(len(steady), total),
                "own_gain_mean": _mean([r["candidates"][n]["own_gain"] for r in changed]),
                "hard_gain_mean": _mean([r["candidates"][n]["hard_gain"] for r in changed]),
                # Which way the changes go: a search that merely steadies hard's choice
                # changes as many passes as takes.
                "takes_where_hard_passed": sum(r["hard"] == "pass" for r in changed),
            }
        )
    hard_noise = [r for r in records if r["hard_again"] != r["hard"]]
    return {
        "decisions": total,
        "hard_again_changed": _rate(len(hard_noise), total),
        "hard_again_takes_where_hard_passed": sum(r["hard"] == "pass" for r in hard_noise),
        "candidates": rows,
    }


def report(document: dict[str, Any]) -> str:
    def share(rate: dict[str, Any]) -> str:
        low, high = rate["ci95"]
        return f"{rate['count']:>4} ({rate['rate']:.3f} [{low:.3f}, {high:.3f}])"

    def gain(value: float | None) -> str:
        return "–" if value is None else f"{value:+.3f}"

    lines = [
        f"{document['players']} players against {document['opponent']}, seed "
        f"{document['seed']}, {document['games']} games: {document['decisions']} decisions "
        f"of hard ({document['hard_iterations']} iterations)",
        f"hard on another seed chooses otherwise: {share(document['hard_again_changed'])}, "
        f"taking where hard passed {document['hard_again_takes_where_hard_passed']}",
        "candidate | chooses otherwise | of those, where hard is steady | "
        "taking where hard passed | worth by its search | by hard's",
    ]
    for row in document["candidates"]:
        lines.append(
            f"{row['name']} | {share(row['changed'])} | "
            f"{share(row['changed_where_hard_is_steady'])} | {row['takes_where_hard_passed']} | "
            f"{gain(row['own_gain_mean'])} | {gain(row['hard_gain_mean'])}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab agreement", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--players", type=int, default=3, choices=(3, 4, 5))
    parser.add_argument("--opponents", default="reference", help="one panel name")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=501)
    parser.add_argument("--candidate", action="append", default=[], help="expert or overrides")
    parser.add_argument("--hard-iterations", type=int, default=HARD_ITERATIONS)
    parser.add_argument("--expert-iterations", type=int, default=EXPERT_ITERATIONS)
    parser.add_argument("--json", action="store_true", help="print the document, every record")
    args = parser.parse_args(argv)
    candidates = args.candidate or ["expert"]
    try:
        for spec in candidates:
            candidate_config(spec, HARD, args.expert_iterations)
        make_player(args.opponents, 0)
    except (ValueError, KeyError, TypeError) as problem:
        print(f"agreement: {problem}", file=sys.stderr)
        return 2
    document = run_agreement(
        candidates,
        args.opponents,
        args.games,
        args.seed,
        args.players,
        args.hard_iterations,
        args.expert_iterations,
    )
    print(json.dumps(document) if args.json else report(document))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
