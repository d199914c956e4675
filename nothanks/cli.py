"""`python -m game [COMMAND]` (installed: `nothanks [COMMAND]`; `python -m nothanks` too):
play (no command, or --kiosk), sim, bench, shot, autoplay, fuzz, soak, kiosk-soak,
kiosk-pin; `--version`, `--install-desktop`, `--uninstall-desktop`. (The bot research's
commands are `python -m lab`, outside the game.)

Everything is imported inside the branch that needs it: the game's own start (no
command) must reach its first frame fast (`python -m game bench startup`)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

USAGE = """usage: python -m game [--fullscreen | --windowed] [--size WxH]   play the game
       python -m game --version | --install-desktop | --uninstall-desktop
       python -m game --kiosk [--windowed --size WxH] [--no-supervisor]   kiosk mode
       python -m game kiosk-pin   set the kiosk's operator PIN (before deployment)
       python -m game kiosk-soak --hours H [--json]
       python -m game sim --players N --bots B1,B2,... --games G --seed S [--json]
                           [--variant {base,expansion}]
       python -m game bench engine [--players N] [--seconds S] [--variant {base,expansion}]
       python -m game bench search [--players N] [--seconds S] [--seed S]
       python -m game bench review [--players N] [--seed S]
       python -m game bench startup [--launches N]   command to first drawn frame
       python -m game bench phones [--frames N] [--taps N] [--json]   phones' latency, CPU
       python -m game bench frames [--players N] [--seed S] [--repeat R] [--variant V]
                                   [--no-tv]
       python -m game shot --scene {menu,setup,table,results,attract,...} --seed S --out FILE.png
                            [--size WxH] [--players N] [--lang {en,de,fr,es}]
       python -m game autoplay --seed S --headless [--players N] [--size WxH]
                            [--speed {1x,2x,4x,instant}] [--expansion] [--tv] [--kiosk]
                            [--json]
       python -m game fuzz --events N --seed S [--json]
       python -m game soak --games N [--json]"""
MODULE = "python -m game"


def usage() -> str:
    """USAGE with the game's command as it was started (`nothanks` when installed), its
    continued lines kept under their command's options."""
    from game.args import prog

    name = prog()
    lines = []
    for line in USAGE.splitlines():
        if MODULE in line:
            line = line.replace(MODULE, name)
        elif line.startswith(" " * (7 + len(MODULE))):
            line = line.replace(" " * len(MODULE), " " * len(name), 1)
        lines.append(line)
    return "\n".join(lines)


def sim_main(argv: list[str]) -> int:
    import argparse
    import json

    from game.args import games, players, prog, rounds, seed, workers
    from game.bots import bot_levels
    from game.rules import GameConfig
    from game.rules.errors import ConfigError
    from game.sim import format_report, run_sim

    parser = argparse.ArgumentParser(
        prog=prog("sim"),
        description="Play headless games between bots; seats rotate between games.",
    )
    parser.add_argument("--players", type=players, required=True, help="3 to 7")
    parser.add_argument(
        "--bots",
        required=True,
        help="comma-separated line-up, one per seat or repeated to fill: "
        + ", ".join(bot_levels()),
    )
    parser.add_argument("--games", type=games, required=True)
    parser.add_argument("--seed", type=seed, required=True)
    parser.add_argument("--tactical", action="store_true", help="the tactical variant [V1]")
    parser.add_argument("--rounds", type=rounds, default=1, help="rounds per match [V2]")
    parser.add_argument("--variant", choices=["base", "expansion"], default="base")
    parser.add_argument("--workers", type=workers, default=1, help="processes to use")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        config = GameConfig(
            players=args.players,
            tactical=args.tactical,
            rounds=args.rounds,
            expansion=args.variant == "expansion",
        )
    except ConfigError as error:
        parser.error(str(error))
    lineup = [name.strip().lower() for name in args.bots.split(",") if name.strip()]
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
    import argparse

    from game.args import players, prog, seconds, seed, up_to

    if argv[:1] == ["startup"]:
        from nothanks.startup import bench_main as startup_main

        return startup_main(argv[1:])
    if argv[:1] == ["phones"]:
        from nothanks.phones_bench import bench_main as phones_main

        return phones_main(argv[1:])
    from game import bench

    parser = argparse.ArgumentParser(prog=prog("bench"), description="Print speed figures.")
    parser.add_argument("what", choices=["engine", "search", "review", "frames", "startup"])
    parser.add_argument("--players", type=players, default=None, help="default 5; frames: 7")
    parser.add_argument("--seconds", type=seconds, default=3.0)
    parser.add_argument(
        "--variant", choices=["base", "expansion"], help="default base; frames: expansion"
    )
    parser.add_argument("--seed", type=seed, default=None, help="the deals (default 1; frames: 3)")
    parser.add_argument("--repeat", type=up_to(20), default=1, help="frames: runs a size")
    parser.add_argument("--no-tv", action="store_true", help="frames: TV text off")
    args = parser.parse_args(argv)
    frames = args.what == "frames"
    if args.players is None:
        args.players = 7 if frames else 5
    if args.seed is None:
        args.seed = 3 if frames else 1
    if not 3 <= args.players <= 7:
        parser.error("players must be 3 to 7")
    expansion = args.variant == "expansion" or (frames and args.variant is None)
    if frames:  # the table's frame cost at each size (README, Performance)
        print(
            bench.run_frames(
                seed=args.seed,
                players=args.players,
                expansion=expansion,
                tv=not args.no_tv,
                repeat=args.repeat,
            )
        )
        return 0
    if args.what == "review":  # the game review of one seat (docs/BOTS.md, Game review)
        print(bench.run_review(players=args.players, seed=args.seed))
        return 0
    if args.what == "search":  # hard's iterations a move (docs/BOTS.md, How strong)
        print(bench.run_search(players=args.players, seconds=args.seconds, seed=args.seed))
        return 0
    print(bench.run(players=args.players, seconds=args.seconds, expansion=expansion))
    return 0


def main(argv: list[str] | None = None) -> int:
    return run_command(_dispatch, argv)


def run_command(dispatch: Callable[[list[str] | None], int], argv: list[str] | None) -> int:
    """A command line's exit status; a reader that went away is no error to show."""
    try:
        try:
            return dispatch(argv)
        finally:
            # Flushed here, not at exit: without PYTHONUNBUFFERED the output waits in the
            # buffer, and a broken pipe found by the interpreter's last flush is a
            # message and exit status 120 that no try can catch. (Also on SystemExit:
            # argparse's --help prints, then exits.)
            if sys.stdout is not None:
                sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (`... --json | head -c0`): nothing more to say to it. What
        # is still buffered goes to devnull at exit, not into another BrokenPipeError.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        # 128 + SIGPIPE: what the shell reports for `yes | head -1`'s yes, so a pipeline
        # under `set -o pipefail` treats us as any command whose output was cut short.
        return 141


def _dispatch(argv: list[str] | None) -> int:
    # pygame's greeting would come before everything, usage errors included.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv[0] if argv and not argv[0].startswith("-") else None
    rest = argv[1:] if command else argv
    if command is None and "--version" in argv:
        from game.args import prog
        from game.resources import version

        if argv != ["--version"]:  # `--version extra` was taken as --version
            others = " ".join(a for a in argv if a != "--version")
            print(f"{prog()}: --version takes nothing else, not {others[:80]!r}", file=sys.stderr)
            return 2
        print(f"nothanks {version()}")
        return 0
    if command is None and "--install-desktop" in argv:
        from game.desktop import install_main

        return install_main([a for a in argv if a != "--install-desktop"])
    if command is None and "--uninstall-desktop" in argv:
        from game.desktop import uninstall_main

        return uninstall_main([a for a in argv if a != "--uninstall-desktop"])
    if command == "kiosk-pin":
        from game.kiosk.pin import pin_main

        return pin_main(rest)
    if command == "sim":
        return sim_main(rest)
    if command == "bench":
        return bench_main(rest)
    if command == "shot":
        from nothanks.headless import shot_main

        return shot_main(rest)
    if command == "autoplay":
        from nothanks.headless import autoplay_main

        return autoplay_main(rest)
    if command == "kiosk-soak":
        from nothanks.kiosk_soak import soak_main

        return soak_main(rest)
    if command in ("fuzz", "soak"):
        from nothanks import fuzz, soak

        return (fuzz.main if command == "fuzz" else soak.main)(rest)
    if command is None and ("--kiosk" in argv or "--kiosk-child" in argv):
        return _kiosk(argv)
    if command == "help" or (command is None and ("-h" in argv or "--help" in argv)):
        print(usage())
        return 0
    if command is not None:
        print(f"unknown command {command!r}\n{usage()}", file=sys.stderr)
        return 2
    from game.app.main import run
    from nothanks.startup import exit_after_first_frame
    from scenes.flow import desktop

    return run(desktop(), rest, on_first_frame=exit_after_first_frame)


def _kiosk(argv: list[str]) -> int:
    """`--kiosk`: the app under the crash supervisor; `--kiosk-child` (or --kiosk
    --no-supervisor): the app itself."""
    from game.kiosk.supervisor import main as supervise
    from nothanks.kiosk_launch import run_child

    rest = [a for a in argv if a not in ("--kiosk", "--kiosk-child", "--no-supervisor")]
    if "--kiosk-child" in argv or "--no-supervisor" in argv:
        return run_child(rest)
    return supervise(rest)
