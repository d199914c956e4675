"""`python -m game [COMMAND]`: play (no command), sim, gauntlet, bench, shot, autoplay."""

from __future__ import annotations

import argparse
import json
import sys

from game.rules import GameConfig
from game.rules.errors import ConfigError

USAGE = """usage: python -m game [--fullscreen | --windowed] [--size WxH]   play the game
       python -m game sim --players N --bots B1,B2,... --games G --seed S [--json]
       python -m game gauntlet --bot B --games N --seed S [--players 3|4|5] [--json]
       python -m game bench engine [--players N] [--seconds S]
       python -m game shot --scene {menu,setup,table,results} --seed S --out FILE.png
       python -m game autoplay --seed S --headless"""


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {value}")
    return value


def sim_main(argv: list[str]) -> int:
    from game.bots import bot_levels
    from game.sim import format_report, run_sim

    parser = argparse.ArgumentParser(
        prog="python -m game sim",
        description="Play headless games between bots; seats rotate between games.",
    )
    parser.add_argument("--players", type=int, required=True, help="3 to 7")
    parser.add_argument(
        "--bots",
        required=True,
        help="comma-separated line-up, one per seat or repeated to fill: "
        + ", ".join(bot_levels()),
    )
    parser.add_argument("--games", type=_positive, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--tactical", action="store_true", help="the tactical variant [V1]")
    parser.add_argument("--rounds", type=_positive, default=1, help="rounds per match [V2]")
    parser.add_argument("--workers", type=_positive, default=1, help="processes to use")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        config = GameConfig(players=args.players, tactical=args.tactical, rounds=args.rounds)
    except ConfigError as error:
        parser.error(str(error))
    lineup = [name.strip() for name in args.bots.split(",") if name.strip()]
    unknown = [name for name in lineup if name not in bot_levels()]
    if not lineup or unknown:
        parser.error(
            f"unknown bot(s) {unknown or args.bots!r}; choose from {', '.join(bot_levels())}"
        )
    if len(lineup) > args.players or args.players % len(lineup):
        parser.error(
            f"{len(lineup)} bots do not fill {args.players} seats: give one per seat, "
            "or a line-up that repeats evenly"
        )
    lineup = lineup * (args.players // len(lineup))
    result = run_sim(lineup, config, args.games, args.seed, workers=args.workers)
    print(json.dumps(result) if args.json else format_report(result))
    return 0


def bench_main(argv: list[str]) -> int:
    from game import bench

    parser = argparse.ArgumentParser(
        prog="python -m game bench", description="Print speed figures."
    )
    parser.add_argument("what", choices=["engine"])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    if not 3 <= args.players <= 7:
        parser.error("players must be 3 to 7")
    print(bench.run(players=args.players, seconds=args.seconds))
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv[0] if argv and not argv[0].startswith("-") else None
    rest = argv[1:] if command else argv
    if command == "sim":
        return sim_main(rest)
    if command == "bench":
        return bench_main(rest)
    if command == "gauntlet":
        from game.gauntlet import gauntlet_main

        return gauntlet_main(rest)
    if command == "shot":
        from game.app.tools import shot_main

        return shot_main(rest)
    if command == "autoplay":
        from game.app.tools import autoplay_main

        return autoplay_main(rest)
    if command == "help" or (command is None and ("-h" in argv or "--help" in argv)):
        print(USAGE)
        return 0
    if command is not None:
        print(f"unknown command {command!r}\n{USAGE}", file=sys.stderr)
        return 2
    from game.app.main import run

    return run(rest)
