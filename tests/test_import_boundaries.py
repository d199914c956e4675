"""Import boundaries, read from the source (every import, at module level or inside a
function): the rules are pure, the bots need no screen, the match model needs no app, the
app knows no scene and no kiosk, game/ knows neither the scenes nor the commands above
them (nothanks/), the scenes know no command, and nothing shipped imports the lab (which
the wheel does not contain)."""

from __future__ import annotations

import ast
import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def imports_of(path: Path) -> set[str]:
    """Every module `path` imports, as dotted names (relative imports resolved)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                names.add(f"{base}.{node.module}" if node.module else base)
            elif node.module:
                names.add(node.module)
    return names


def within(name: str, *prefixes: str) -> bool:
    return any(name == prefix or name.startswith(prefix + ".") for prefix in prefixes)


def sources(folder: str) -> list[Path]:
    files = sorted((ROOT / folder).rglob("*.py"))
    assert files, f"no sources under {folder}"
    return files


def breaches(folder: str, *forbidden: str) -> dict[str, set[str]]:
    found = {}
    for path in sources(folder):
        bad = {name for name in imports_of(path) if within(name, *forbidden)}
        if bad:
            found[str(path.relative_to(ROOT))] = bad
    return found


def test_the_rules_import_no_other_part_of_the_game() -> None:
    # What the rules may import from the standard library: tests/rules/test_purity.py.
    assert breaches("game/rules", "pygame", "scenes", "lab", *_game_parts_but("rules")) == {}


def test_the_bots_import_no_pygame_app_scene_or_lab() -> None:
    assert breaches("game/bots", "pygame", "game.app", "scenes", "lab", "game.kiosk") == {}


APP_FILES = sources("game/app")


@pytest.mark.parametrize("path", APP_FILES, ids=[path.name for path in APP_FILES])
def test_the_app_imports_no_scene_and_no_kiosk_code(path: Path) -> None:
    bad = {name for name in imports_of(path) if within(name, "scenes", "game.kiosk", "lab")}
    assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_nothing_shipped_imports_the_lab() -> None:
    assert breaches("game", "lab") == {}
    assert breaches("scenes", "lab") == {}
    assert breaches("nothanks", "lab") == {}


# `python -m game` is the commands' door: its one import of them is all game/ knows of
# anything above it.
DOOR = {"game/__main__.py": {"nothanks.cli"}}


def test_the_game_imports_neither_the_scenes_nor_the_commands() -> None:
    assert breaches("game", "scenes", "nothanks") == DOOR


def test_the_scenes_import_no_command() -> None:
    assert breaches("scenes", "nothanks") == {}


def test_the_wheel_holds_the_game_and_not_the_lab() -> None:
    # setup.py lists the packages: find_packages(include=[...]) (plus the assets).
    calls = [
        node
        for node in ast.walk(ast.parse((ROOT / "setup.py").read_text()))
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "find_packages"
    ]
    assert len(calls) == 1
    include = next(k.value for k in calls[0].keywords if k.arg == "include")
    patterns = ast.literal_eval(include)

    def shipped(package: str) -> bool:
        return any(fnmatch.fnmatchcase(package, pattern) for pattern in patterns)

    assert shipped("game") and shipped("game.bots") and shipped("scenes.table")
    assert shipped("nothanks")
    assert not shipped("lab") and not shipped("lab.bots") and not shipped("tests")


def test_the_checks_see_real_imports() -> None:
    """The reader finds imports at any depth, relative ones included, so a breach inside
    a function cannot hide."""
    probe = ROOT / "game" / "bots" / "levels.py"
    assert "game.bots.tree" in imports_of(probe)
    nested = ROOT / "nothanks" / "cli.py"
    assert "nothanks.headless" in imports_of(nested)  # imported inside a function
    assert "scenes.flow" in imports_of(nested)
    assert within("game.app.sprites", "game.app") and not within("game.apple", "game.app")


def _game_parts_but(keep: str) -> list[str]:
    parts = [
        p.name for p in (ROOT / "game").iterdir() if p.is_dir() and (p / "__init__.py").exists()
    ]
    modules = [p.stem for p in (ROOT / "game").glob("*.py") if p.stem != "__init__"]
    return [f"game.{name}" for name in parts + modules if name != keep]


def test_the_match_model_imports_no_pygame_no_app_and_no_scene() -> None:
    assert breaches("game/match", "pygame", "game.app", "scenes", "lab", "game.kiosk") == {}


def test_the_match_model_loads_without_pygame() -> None:
    """Not even through what it imports: game.match runs where pygame is absent."""
    import subprocess
    import sys

    probe = "import sys, game.match.model, game.match.setup, game.match.seats, "
    probe += "game.match.autoplay; print('pygame' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"
