"""Every screen `python -m game shot` knows, drawn at several sizes, seatings and languages,
each printed as a SHA-256 of its PNG: a restructure that changes nothing a player sees
prints the same lines before and after.

    python tools/shot_digests.py > before.txt    # on the old code
    python tools/shot_digests.py > after.txt     # on the new
    diff before.txt after.txt                    # nothing: every picture is byte-identical

Runs the real command line (`python -m game shot`), two at a time."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

DESKTOP = ("menu", "setup", "table", "results", "review", "pause", "settings", "howto")
KIOSK = (
    "attract", "attract-rules", "attract-scores", "guest", "rules", "kiosk-table",
    "kiosk-table-2p", "still-playing", "kiosk-pause", "kiosk-log", "initials",
    "kiosk-results", "operator-pin", "operator",
)  # fmt: skip
SIZES = (("1280x720",), ("1080x1920",), ("1920x1080", "--tv"))


def cases() -> list[list[str]]:
    found = []
    for scene in (*DESKTOP, *KIOSK):
        for size in SIZES:
            for lang in ("en", "de"):
                seatings = ("3", "7") if scene in ("table", "results", "review") else ("5",)
                for players in seatings:
                    with_cards = scene in ("setup", "table", "results", "review")
                    for expansion in ((), ("--expansion",)) if with_cards else ((),):
                        found.append(
                            ["--scene", scene, "--size", size[0], *size[1:], "--lang", lang,
                             "--players", players, "--seed", "7", *expansion]
                        )  # fmt: skip
    for page in range(1, 17):
        found.append(["--scene", "howto", "--page", str(page), "--size", "1280x720"])
    return found


def digest(args: list[str], folder: Path) -> str:
    out = folder / (hashlib.sha1(" ".join(args).encode()).hexdigest() + ".png")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LANGUAGE="en")
    done = subprocess.run(
        [sys.executable, "-m", "game", "shot", *args, "--out", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        return f"{' '.join(args)}  FAILED: {done.stderr.strip().splitlines()[-1:]}"
    return f"{' '.join(args)}  {hashlib.sha256(out.read_bytes()).hexdigest()}"


def main() -> int:
    with tempfile.TemporaryDirectory() as folder, ThreadPoolExecutor(2) as pool:
        for line in pool.map(lambda args: digest(args, Path(folder)), cases()):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
