"""The rules package is pure: no pygame, no I/O, no clocks, no global randomness."""

from __future__ import annotations

import ast
from pathlib import Path

import game.rules

FORBIDDEN = {"pygame", "os", "io", "time", "datetime", "random", "socket", "pathlib", "sys"}
RULES_DIR = Path(game.rules.__file__).parent
# The fast search state may use an injected random.Random for playouts; it imports the
# module only for type and construction, never the global functions.
ALLOWED = {("fast.py", "random")}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_rules_package_imports_nothing_impure() -> None:
    files = sorted(RULES_DIR.glob("*.py"))
    assert len(files) >= 8
    for path in files:
        bad = {name for name in _imports(path) & FORBIDDEN if (path.name, name) not in ALLOWED}
        assert not bad, f"{path.name} imports {bad}"


def test_fast_path_uses_only_injected_randomness() -> None:
    source = (RULES_DIR / "fast.py").read_text()
    for call in ("random.random(", "random.choice(", "random.shuffle(", "random.seed("):
        assert call not in source
