"""Running the game as a separate process, as a user or a service manager would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Filled by `make test` (Makefile, .test-installed) in the venv that runs the tests, which
# need not be the tree's .venv (make test VENV=...): the game's locked dependencies as
# wheels, so a fresh venv can be made without the network.
WHEELHOUSE = Path(sys.prefix) / "wheelhouse"
TABLE_SHOT = ["shot", "--scene", "table", "--seed", "7", "--players", "5", "--size", "1280x720"]


def headless_env(**extra: str) -> dict[str, str]:
    """This environment, headless, with `extra`. A HOME in `extra` is the child's whole
    home: the XDG folders it does not name come from it, as a user's would, not from the
    session's (tests/conftest.py sets them all)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    if "HOME" in extra:
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env.pop(var, None)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(extra)
    return env


def source_tree_shot(out: Path) -> bytes:
    """The table shot from the source tree (the project's editable install)."""
    subprocess.run(
        [sys.executable, "-m", "game", *TABLE_SHOT, "--out", str(out)],
        cwd=ROOT,
        env=headless_env(),
        check=True,
        capture_output=True,
        timeout=120,
    )
    return out.read_bytes()
