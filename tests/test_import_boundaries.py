"""Import boundaries, read from the source (every import, at module level or inside a
function): the rules are pure, the bots need no screen, the match model needs no app, the
store (what is kept on disk) needs no pygame, the drawing knows neither the app's loop nor
the scenes, the app knows no scene and no kiosk, game/ knows neither the scenes nor the
commands above them (nothanks/), the scenes know no command, and nothing shipped imports
the lab (which the wheel does not contain)."""

from __future__ import annotations

import ast
import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def imports_of(path: Path) -> set[str]:
    """Every module `path` imports, as dotted names (relative imports resolved). From a
    package, `from scenes.table import specials` names the module `scenes.table.specials`
    (the package itself only if something else is taken from it)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = f"{base}.{node.module}" if node.module else base
            elif node.module:
                module = node.module
            else:
                continue
            subs = [f"{module}.{alias.name}" for alias in node.names]
            subs = [name for name in subs if _module_file(name) is not None]
            names.update(subs)
            if len(subs) < len(node.names):
                names.add(module)
    return names


def _module_file(name: str) -> Path | None:
    """The source file of module `name` in this project, or None (a name inside a module,
    the standard library, a dependency)."""
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


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
    assert within("game.app.main", "game.app") and not within("game.apple", "game.app")


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


def test_the_store_imports_no_pygame_app_drawing_scene_or_kiosk() -> None:
    forbidden = ("pygame", "game.app", "game.draw", "scenes", "lab", "game.kiosk", "nothanks")
    assert breaches("game/store", *forbidden) == {}


def test_the_store_and_the_bot_worker_load_without_pygame() -> None:
    """Not even through what they import: saves, settings and the bots' worker processes
    run where pygame is absent."""
    import subprocess
    import sys

    probe = "import sys, game.store.files, game.store.saves, game.store.settings, "
    probe += "game.store.instance, game.store.logs, game.store.notices, game.bots.worker; "
    probe += "print('pygame' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"


def test_the_drawing_imports_no_app_scene_kiosk_or_command() -> None:
    forbidden = ("game.app", "scenes", "lab", "game.kiosk", "nothanks")
    assert breaches("game/draw", *forbidden) == {}


# Import circles -----------------------------------------------------------------------
# No circle is allowed: an entry in this tuple would name one, with the issue that removes it.
ALLOWED_CIRCLES: tuple[frozenset[str], ...] = ()


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(*folders: str) -> dict[str, set[str]]:
    """Module -> the modules of `folders` it imports: at module level, inside functions and
    under TYPE_CHECKING alike (a type-only import is still a dependency a reader follows)."""
    modules = {module_name(path): path for folder in folders for path in sources(folder)}

    def resolve(name: str) -> str | None:
        while name and name not in modules:  # a name inside a module: the module
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found = {resolve(imported) for imported in imports_of(path)}
        graph[name] = {target for target in found if target is not None and target != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The groups of modules that import one another round a circle (Tarjan's strongly
    connected components of more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(frozenset(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_circles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert circles(graph) == [frozenset({"a", "b", "c"})]
    assert circles({"a": {"b"}, "b": set()}) == []


# Every package of the shipped game and the commands and tools that run it.
PACKAGES = ("game", "scenes", "nothanks", "tools", "lab")


def test_the_graph_sees_type_only_and_submodule_imports() -> None:
    graph = import_graph(*PACKAGES)
    # Under `if TYPE_CHECKING:` only.
    assert "game.app.scene" in graph["game.app.crashguard"]
    # `from scenes.table import specials` is the module, not the package.
    assert "scenes.table.specials" in graph["scenes.table.sounds"]
    assert "scenes.table" not in graph["scenes.table.sounds"]
    # Inside a function, across packages, and in tools/ (a folder of scripts).
    assert "nothanks.kiosk_launch" in graph["nothanks.headless"]
    assert "game.rules.cards" in graph["tools.special_sheet"]


def test_no_module_imports_itself_round_a_circle() -> None:
    """Each part of every package (the game, its scenes, its commands, the tools and the
    lab) can be read bottom up: what it imports never imports it back, not even for a type
    or inside a function (a Protocol names what a part needs instead)."""
    found = circles(import_graph(*PACKAGES))
    unexpected = [sorted(group) for group in found if group not in ALLOWED_CIRCLES]
    assert unexpected == []
