"""Tune hard's search by paired games: several candidate configurations on the same games.

`gauntlet --compare B` pairs two bots. Tuning wants several at once: each game of the
gauntlet (same deal, same seat, same opponents with the same seeds) is played by the base
configuration and by every candidate in the bot's seat, one after the other so all see
the same machine load. Each candidate's win share is then compared with the base's over
the same games, per opponent and pooled over the opponents (the per-deal differences of
all opponents together), with a 95 % interval over deals.

A candidate is a name the gauntlet knows (`hard_even_prior`) or overrides of hard's
`TreeConfig`, `;`-separated: `exploration=1.0`, `noise=0;opponent_prior=2.0`,
`model.extra_prior=0.19` (a field of its `ModelConstants`). Run from the repo root:

    python -m lab tune-hard --players 5 --opponents stingy,hoarder --games 150 --seed 301 \\
        --candidate exploration=1.0 --candidate opponent_prior=2.0 --json > tune_301.json
    python -m lab tune-hard --pool tune_301.json tune_302.json

`--pool` concatenates the per-deal differences of runs on different seeds (the same
candidates, base, table size and opponents) and prints the pooled table; with `--only
NAME`, that one candidate from runs whose other candidates differ; `--overall` (with
`--only`) pools every row of every run, whatever its table size and opponents.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import fields, replace
from typing import Any

from game.bots import Bot
from game.bots.tree import HARD, TreeConfig, TreeSearchBot
from game.rules import GameConfig
from lab.figures import half_interval
from lab.files import read_run_file
from lab.gauntlet import Tally, play_game
from lab.pooling import deal_keys, pooled_difference, refuse_repeated_seeds
from lab.variants import gauntlet_names, make_player


def _parse_value(text: str, current: object) -> Any:
    if text == "None":
        return None
    if isinstance(current, bool):
        if text not in ("True", "False"):
            raise ValueError(f"expected True or False, not {text!r}")
        return text == "True"
    if isinstance(current, int) and not isinstance(current, bool):
        return int(text)
    return float(text)


def config_from_overrides(spec: str, base: TreeConfig = HARD) -> TreeConfig:
    """`base` with the `;`-separated `field=value` overrides of `spec` applied."""
    config = base
    known = {f.name for f in fields(TreeConfig)}
    for part in filter(None, (p.strip() for p in spec.split(";"))):
        key, sep, text = part.partition("=")
        if not sep:
            raise ValueError(f"{part!r} is not field=value")
        if key.startswith("model."):
            name = key.removeprefix("model.")
            model = config.model
            if name not in {f.name for f in fields(model)}:
                raise ValueError(f"the opponent model has no constant {name!r}")
            config = replace(
                config, model=replace(model, **{name: _parse_value(text, getattr(model, name))})
            )
        elif key in known:
            config = replace(config, **{key: _parse_value(text, getattr(config, key))})
        else:
            raise ValueError(f"TreeConfig has no field {key!r}")
    return config


def candidate_factory(spec: str) -> Callable[[int], Bot]:
    if "=" not in spec:
        if spec not in gauntlet_names():
            raise ValueError(f"unknown bot {spec!r}")
        return lambda seed: make_player(spec, seed)
    config = config_from_overrides(spec)
    return lambda seed: TreeSearchBot(seed, "hard", config)


def _difference_row(opponent: str, mine: Tally, base: Tally) -> dict[str, Any]:
    summary = mine.summary()
    return {
        "opponent": opponent,
        "games": summary["games"],
        "win_share": summary["win_share"],
        "mean_score": summary["mean_score"],
        "decision_ms_median": summary["decision_ms_median"],
        "decision_ms_p95": summary["decision_ms_p95"],
        **mine.difference(base),
        "deal_keys": summary["deal_keys"],
    }


def run_tuning(
    candidates: Sequence[str],
    opponents: Sequence[str],
    games: int,
    seed: int,
    players: int,
    base: str = "hard",
    progress: Callable[[str, int], None] | None = None,
) -> dict[str, Any]:
    """Every game played by `base` and each candidate in turn; the `--json` document."""
    if games % players:
        raise ValueError(f"--games must be a multiple of --players ({players})")
    # By position, not name: a candidate may repeat the base (a check of the noise).
    makers = [candidate_factory(name) for name in (base, *candidates)]
    config = GameConfig(players=players)
    started = time.perf_counter()
    rows: list[list[dict[str, Any]]] = [[] for _ in candidates]
    base_rows = []
    for opponent in opponents:
        tallies = [Tally(opponent, seed) for _ in makers]
        for index in range(games):
            for make, tally in zip(makers, tallies, strict=True):
                play_game(make, opponent, config, seed, index, tally)
            if progress is not None:
                progress(opponent, index + 1)
        base_tally, *candidate_tallies = tallies
        base_rows.append({"opponent": opponent, **base_tally.summary()})
        for row, tally in zip(rows, candidate_tallies, strict=True):
            row.append(_difference_row(opponent, tally, base_tally))
    return {
        "base": base,
        "players": players,
        "seed": seed,
        "opponents": list(opponents),
        "seconds": round(time.perf_counter() - started, 1),
        "base_rows": base_rows,
        "candidates": [
            {"name": name, "rows": row} for name, row in zip(candidates, rows, strict=True)
        ],
    }


def _interval(
    values: Sequence[float], keys: Sequence[str] | None = None
) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = half_interval(values, keys)
    return mean, mean - half, mean + half


def _weighted(opponent: str, parts: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One opponent's games, win share and mean score over several runs."""
    games: int = sum(p["games"] for p in parts)

    def mean(key: str, digits: int) -> float:
        return round(float(sum(p[key] * p["games"] for p in parts)) / games, digits)

    return {
        "opponent": opponent,
        "games": games,
        "win_share": mean("win_share", 4),
        "mean_score": mean("mean_score", 2),
    }


def only_candidate(document: dict[str, Any], name: str) -> dict[str, Any]:
    """`document` with its other candidates left out, so runs that screened different
    candidates beside `name` can be pooled for it."""
    kept = [c for c in document["candidates"] if c["name"] == name]
    if not kept:
        raise ValueError(f"a run (seed {document['seed']}) has no candidate {name!r}")
    return {**document, "candidates": kept}


def _keyed(rows: Sequence[dict[str, Any]], seed: int | str) -> list[dict[str, Any]]:
    """`rows` of a run on `seed`, each with its `deal_keys` (`lab.pooling.deal_keys`)."""
    return [{**row, "deal_keys": deal_keys(row, seed)} for row in rows]


def overall(documents: Sequence[dict[str, Any]], name: str) -> str:
    """One candidate's per-deal differences from every row of every run, any table size
    or opponents. One deal's differences against several opponents (or at several table
    sizes: one seed deals the same deck) count as one sample."""
    bases = {d["base"] for d in documents}
    if len(bases) > 1:
        raise ValueError(f"runs differ in base: {', '.join(sorted(bases))}")
    refuse_repeated_seeds(
        [
            (seed, f"{opponent}, {d['players']} players")
            for d in documents
            for seed in str(d["seed"]).split(",")
            for opponent in d["opponents"]
        ]
    )
    rows = [
        row
        for d in documents
        for row in _keyed(only_candidate(d, name)["candidates"][0]["rows"], d["seed"])
    ]
    pooled = pooled_difference(rows)
    low, high = pooled["win_share_difference_ci95"]
    return (
        f"{name}: {pooled['games']} games, {pooled['deals']} deals, difference "
        f"{pooled['win_share_difference']:+.3f} [{low:+.3f}, {high:+.3f}], "
        f"score {pooled['score_difference']:+.2f}"
    )


def pool_documents(documents: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Runs on different seeds as one: per candidate and opponent the per-deal differences
    concatenated, shares and scores weighted by games."""
    first = documents[0]
    shape = (first["base"], first["players"], first["opponents"])
    names = [c["name"] for c in first["candidates"]]
    # A pooled document's seed is "301,302": its seeds count one by one.
    seeds = [part for d in documents for part in str(d["seed"]).split(",")]
    for document in documents:
        if (document["base"], document["players"], document["opponents"]) != shape or [
            c["name"] for c in document["candidates"]
        ] != names:
            raise ValueError("runs differ in base, table size, opponents or candidates")
    if len(set(seeds)) != len(seeds):
        raise ValueError(f"a seed appears twice: {seeds}")
    pooled = []
    for position, name in enumerate(names):
        rows = []
        for index, opponent in enumerate(shape[2]):
            parts = [d["candidates"][position]["rows"][index] for d in documents]
            keys = [
                key
                for document, part in zip(documents, parts, strict=True)
                for key in deal_keys(part, document["seed"])
            ]
            games = sum(p["games"] for p in parts)
            rows.append(
                {
                    **_weighted(opponent, parts),
                    "decision_ms_median": max(p["decision_ms_median"] for p in parts),
                    "decision_ms_p95": max(p["decision_ms_p95"] for p in parts),
                    "deal_differences": [x for p in parts for x in p["deal_differences"]],
                    "deal_keys": keys,
                    "score_difference": round(
                        sum(p["score_difference"] * p["games"] for p in parts) / games, 2
                    ),
                }
            )
        pooled.append({"name": name, "rows": rows})
    base_rows = []
    for index, opponent in enumerate(shape[2]):
        base_rows.append(_weighted(opponent, [d["base_rows"][index] for d in documents]))
    return {
        "base": shape[0],
        "players": shape[1],
        "seed": ",".join(seeds),
        "opponents": shape[2],
        "base_rows": base_rows,
        "candidates": pooled,
    }


def report(document: dict[str, Any]) -> str:
    lines = [
        f"base {document['base']}, {document['players']} players, seed {document['seed']}",
        "base: "
        + ", ".join(
            f"{row['opponent']} {row['win_share']:.3f} (score {row['mean_score']:.1f})"
            for row in document["base_rows"]
        ),
    ]
    for candidate in document["candidates"]:
        lines.append(f"{candidate['name']}:")
        for row in candidate["rows"]:
            mean, low, high = _interval(row["deal_differences"])
            lines.append(
                f"  {row['opponent']:<11} {row['games']:>4} games  share {row['win_share']:.3f}"
                f"  difference {mean:+.3f} [{low:+.3f}, {high:+.3f}]"
                f"  score {row['score_difference']:+.2f}"
                f"  ms {row['decision_ms_median']:.0f}/{row['decision_ms_p95']:.0f}"
            )
        # The opponents played the same deals: one deal counts once (`pooled_difference`).
        pooled = pooled_difference(_keyed(candidate["rows"], document["seed"]))
        low, high = pooled["win_share_difference_ci95"]
        lines.append(
            f"  pooled      difference {pooled['win_share_difference']:+.3f}"
            f" [{low:+.3f}, {high:+.3f}]"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab tune-hard", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--opponents", default="stingy,hoarder")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--base", default="hard")
    parser.add_argument("--candidate", action="append", default=[])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true")
    parser.add_argument("--pool", nargs="+", metavar="RUN.json")
    parser.add_argument("--only", metavar="NAME", help="with --pool: pool this candidate")
    parser.add_argument("--overall", action="store_true", help="with --only: every row as one")
    args = parser.parse_args(argv)
    try:
        if args.pool:
            documents = [json.loads(read_run_file(p)) for p in args.pool]
            if args.overall:
                if not args.only:
                    parser.error("--overall needs --only NAME")
                print(overall(documents, args.only))
                return 0
            if args.only:
                documents = [only_candidate(d, args.only) for d in documents]
            document = pool_documents(documents)
        else:
            if not args.candidate:
                parser.error("give at least one --candidate")

            def progress(opponent: str, done: int) -> None:
                print(f"{opponent} {done}/{args.games}", file=sys.stderr, flush=True)

            document = run_tuning(
                args.candidate,
                [o for o in args.opponents.split(",") if o],
                args.games,
                args.seed,
                args.players,
                args.base,
                progress if args.progress else None,
            )
    except (ValueError, OSError, KeyError, json.JSONDecodeError) as error:
        parser.print_usage(sys.stderr)
        print(f"tune-hard: {error}", file=sys.stderr)
        return 2
    print(json.dumps(document) if args.json else report(document))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
