"""Where the game's own files (fonts, sounds, icons, the desktop entry) are.

    from game import resources
    resources.asset("fonts", "Lato-Bold.ttf")   # a real file path, whatever the install

The files are the package data of `nothanks_assets` (the repository's `assets/` folder,
mapped into the wheel by pyproject.toml), found with `importlib.resources`: from a wheel,
`pip install -e .`, or a PyInstaller bundle alike. Only when that package is not
importable at all (the source tree run without installing) is the repository's folder
used. A path inside a zip is extracted once and kept for the life of the process,
because pygame and SDL open files by name.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib.resources
from functools import cache
from importlib.resources.abc import Traversable
from pathlib import Path

PACKAGE = "nothanks_assets"
SOURCE_TREE_ASSETS = Path(__file__).resolve().parents[1] / "assets"

_extracted = contextlib.ExitStack()
atexit.register(_extracted.close)


@cache
def root() -> Traversable:
    """The assets folder as `importlib.resources` sees it."""
    try:
        return importlib.resources.files(PACKAGE)
    except ModuleNotFoundError:
        return SOURCE_TREE_ASSETS


def asset(*parts: str) -> Path:
    """The file `assets/<parts...>` as a path pygame can open (it may not exist)."""
    node = root().joinpath(*parts)
    if isinstance(node, Path):
        return node
    return _as_path(node)


def _as_path(node: Traversable) -> Path:
    if not node.is_file():
        return Path(str(node))
    return _extracted.enter_context(importlib.resources.as_file(node))


def version() -> str:
    """The installed distribution's version (pyproject.toml), or "unknown" from a bare tree."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("nothanks")
    except PackageNotFoundError:
        return "unknown"
