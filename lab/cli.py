"""`python -m lab COMMAND`: the bot research's commands (not part of the shipped game).

    python -m lab gauntlet --bot B --games N --seed S [--players 3|4|5] [--opponents a,b]
        [--compare B2] [--json] [--progress]
    python -m lab gauntlet-pool RUN.json... [--versus RUN.json...] [--json]
    python -m lab agreement | bench-coach | fit-model | predict-players | tune-hard ...

The research scripts run as `python -m lab TOOL ...` (their options: `--help`).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from typing import Any

from game.args import games
from game.args import seed as seed_number
from lab.files import read_run_file
from lab.gauntlet import run_gauntlet
from lab.panel import DEFAULT_PANEL
from lab.pooling import pool_gauntlet, versus_runs
from lab.report import format_gauntlet, format_versus
from lab.variants import gauntlet_names
from nothanks.cli import run_command

USAGE = "\n".join(line.strip() for line in (__doc__ or "").split("\n\n")[1].splitlines())
# The research scripts: command name -> module in lab/tools.
TOOLS = {
    "agreement": "agreement",
    "bench-coach": "bench_coach",
    "coach-pool": "coach_pool",
    "fit-model": "fit_model",
    "predict-players": "predict_players",
    "tune-hard": "tune_hard",
}


def main(argv: list[str] | None = None) -> int:
    return run_command(_dispatch, argv)  # as the game's commands: no broken-pipe traceback


def _dispatch(argv: list[str] | None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    argv = list(sys.argv[1:] if argv is None else argv)
    command, rest = (argv[0], argv[1:]) if argv else (None, [])
    if command == "gauntlet":
        return gauntlet_main(rest)
    if command == "gauntlet-pool":
        return pool_main(rest)
    if command in TOOLS:
        tool = importlib.import_module(f"lab.tools.{TOOLS[command]}")
        return int(tool.main(rest))
    if command in ("help", "-h", "--help"):
        print(f"usage: {USAGE}")
        return 0
    problem = "a command is needed" if command is None else f"unknown command {command!r}"
    print(f"usage: {USAGE}\npython -m lab: {problem}", file=sys.stderr)
    return 2


def gauntlet_main(argv: list[str]) -> int:
    """`python -m lab gauntlet --bot B --games N --seed S [--players 3|4|5] [--json]`."""
    names = gauntlet_names()
    parser = argparse.ArgumentParser(
        prog="python -m lab gauntlet",
        description="One bot against copies of each opponent in a panel; seats rotated "
        "over paired deals.",
    )
    parser.add_argument("--bot", required=True, help="the bot measured: " + ", ".join(names))
    parser.add_argument("--games", type=games, required=True, help="games per opponent")
    parser.add_argument("--seed", type=seed_number, required=True)
    parser.add_argument("--players", type=int, choices=(3, 4, 5), default=3)
    parser.add_argument(
        "--opponents",
        default=",".join(DEFAULT_PANEL),
        help="comma-separated panel (default: %(default)s)",
    )
    parser.add_argument(
        "--compare",
        metavar="B",
        help="also play every game with bot B in the bot's seat; report the paired difference",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = parser.parse_args(argv)
    opponents = [name.strip() for name in args.opponents.split(",") if name.strip()]
    measured = [args.bot] if args.compare is None else [args.bot, args.compare]
    unknown = [name for name in [*measured, *opponents] if name not in names]
    if unknown or not opponents:
        listed = ", ".join(names)
        parser.error(f"unknown bot(s) {unknown or args.opponents!r}; choose from {listed}")
    if args.games % args.players:
        # Each deal is played once from every seat; a part-played deal would not be paired.
        parser.error(
            f"--games must be a multiple of --players ({args.players}) so that every deal "
            f"is played from every seat: {args.games}"
        )

    def report(opponent: str, done: int, total: int) -> None:
        if done % 10 == 0 or done == total:
            print(f"{opponent}: {done}/{total}", file=sys.stderr, flush=True)

    result = run_gauntlet(
        args.bot,
        opponents,
        args.games,
        args.seed,
        args.players,
        progress=report if args.progress else None,
        compare=args.compare,
    )
    print(json.dumps(result) if args.json else format_gauntlet(result))
    return 0


def pool_main(argv: list[str]) -> int:
    """`python -m lab gauntlet-pool FILE... [--versus FILE...] [--json]`: pool saved
    `gauntlet --json` runs, or set them against another bot's on the same seeds."""
    parser = argparse.ArgumentParser(
        prog="python -m lab gauntlet-pool",
        description="Pool `gauntlet --json` runs of one bot on different seeds into one "
        "table: per-deal figures concatenated, intervals over all deals. With --versus, "
        "set them against another bot's runs on the same seeds, deal by deal.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="a saved `gauntlet --json`")
    parser.add_argument(
        "--versus",
        nargs="+",
        metavar="FILE",
        help="another bot's runs on the same seeds: print the paired difference, deal by deal",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    def load(names: list[str]) -> list[dict[str, Any]] | None:
        documents = []
        for name in names:
            try:
                document = json.loads(read_run_file(name))
                if not isinstance(document, dict) or not isinstance(
                    document.get("opponents"), list
                ):
                    raise ValueError("not a gauntlet --json document")
            except (OSError, ValueError) as problem:
                parser.print_usage(sys.stderr)
                print(f"gauntlet-pool: {name}: {problem}", file=sys.stderr)
                return None
            documents.append(document)
        return documents

    documents = load(args.files)
    rivals = load(args.versus) if args.versus else []
    if documents is None or rivals is None:
        return 2
    try:
        if args.versus:
            result = versus_runs(documents, rivals)
            text = json.dumps(result) if args.json else format_versus(result)
        else:
            result = pool_gauntlet(documents)
            text = json.dumps(result) if args.json else format_gauntlet(result)
    except (KeyError, TypeError, ValueError, ArithmeticError) as problem:
        print(f"gauntlet-pool: cannot pool these runs: {problem}", file=sys.stderr)
        return 2
    print(text)
    return 0
