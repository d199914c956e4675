"""The phones' flood figure (issue 66, docs/PERFORMANCE.md): the game, its descriptor limit
lowered, plays and autosaves 28 decisions while slow and malformed connections flood its
phones' port from many loopback addresses; it is killed with SIGKILL mid-flood, and its
save is read back. Loopback only, bounded (at most 4,000 reconnections, two minutes).

    python -m lab.phones_flood [--limit 1024] [--flood 1100] [--addresses 100]

Prints one JSON object: the limit, the connections, the decisions played and saved, the
most descriptors the game held, and whether its stderr had a traceback. Linux only."""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    from tests.phones.test_flood import run_flood

    parser = argparse.ArgumentParser(prog="python -m lab.phones_flood")
    parser.add_argument("--limit", type=int, default=1024)
    parser.add_argument("--flood", type=int, default=1100)
    parser.add_argument("--addresses", type=int, default=100)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        figures = run_flood(Path(folder), args.limit, args.flood, min(args.addresses, 250))
    errors = str(figures.pop("stderr"))
    figures["traceback"] = "Traceback" in errors
    print(json.dumps(figures))
    return 0 if figures["saved"] == figures["played"] and not figures["traceback"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
