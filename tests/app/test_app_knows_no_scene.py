"""The app package knows no scene: whoever starts the app hands it the typed openers of
its screens (`scenes.flow.desktop()`, the kiosk's `scenes.kiosk.flow.kiosk_flow(kiosk)`),
of which it sees only the home screen and the question before closing. Scenes reach each
other through those openers (`scenes.screens.Screens`, checked by mypy), never by a name
and never by importing one another: only the openers import a screen, when it opens."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import game.app
import scenes
from game.app.scene import Scene, SceneStack
from scenes.flow import SCREEN_NAMES, DesktopScreens, desktop
from scenes.kiosk.flow import KioskFlow
from scenes.kiosk.screens import KioskScreens, kiosk_screens
from scenes.screens import Screens, screens

APP_DIR = Path(game.app.__file__).parent
SCENES_DIR = Path(scenes.__file__).parent
ROOT = SCENES_DIR.parent
# The only modules that import a screen inside a function: the openers themselves.
OPENERS = {"flow.py", "kiosk/flow.py"}


def _imports(path: Path) -> set[str]:
    return _imports_in(ast.parse(path.read_text()))


def test_app_package_imports_no_scene() -> None:
    files = sorted(APP_DIR.glob("*.py"))
    assert len(files) >= 10
    for path in files:
        bad = {name for name in _imports(path) if name.split(".")[0] == "scenes"}
        assert not bad, f"game/app/{path.name} imports {bad}"


def test_scenes_import_scenes_inside_functions_only_in_the_openers() -> None:
    files = sorted(SCENES_DIR.rglob("*.py"))
    assert len(files) >= 15
    lazy: set[str] = set()
    for path in files:
        where = str(path.relative_to(SCENES_DIR))
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                nested = _imports_in(node)
                bad = {name for name in nested if name.split(".")[0] == "scenes"}
                if bad and where in OPENERS:
                    lazy.add(where)
                    continue
                assert not bad, f"{where}:{node.name} imports {bad}"
    assert lazy == OPENERS  # (the check sees the openers' own imports)


def _imports_in(fn: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_scene_is_opened_by_a_name_anywhere() -> None:
    """The stack opens only what it is given; nothing shipped or tested calls a by-name
    opener (the shot and fuzz tables name screens, and open them through the openers)."""
    assert not any(hasattr(SceneStack, old) for old in ("push_named", "replace_named"))
    by_name = ("push_named", "replace_named", "clear_to_named", "registry")
    found = []
    for folder in ("game", "scenes", "nothanks", "tools", "lab", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Attribute) and node.attr in by_name:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
    assert found == []


def _members(protocol: type) -> dict[str, inspect.Signature]:
    return {
        name: inspect.signature(getattr(protocol, name))
        for name in dir(protocol)
        if not name.startswith("_") and callable(getattr(protocol, name))
    }


@pytest.mark.parametrize(
    ("protocol", "implementation"), [(Screens, DesktopScreens), (KioskScreens, KioskFlow)]
)
def test_every_opener_is_implemented_with_the_protocols_arguments(
    protocol: type, implementation: type
) -> None:
    """What mypy checks through `desktop()` and `kiosk_flow()`, seen at run time too."""
    members = _members(protocol)
    assert {"home", "quit_asked", "menu", "table", "pause"} <= set(members)
    for name, signature in members.items():
        assert name in vars(implementation) or any(
            name in vars(base) for base in implementation.__mro__
        ), f"{implementation.__name__} has no opener {name}"
        assert inspect.signature(getattr(implementation, name)) == signature, name


def test_the_desktop_opens_its_screens_and_home_is_the_menu() -> None:
    opened = desktop()
    assert isinstance(opened, Screens) and not isinstance(opened, KioskScreens)
    assert opened.home().name == "menu"
    for name in ("menu", "setup", "howto", "settings", "controls", "accessibility", "stats"):
        scene = getattr(opened, name)()
        assert isinstance(scene, Scene) and scene.name != "scene", name
    assert set(SCREEN_NAMES) >= {"menu", "table", "round_results", "match_results", "pause"}
    assert "home" not in SCREEN_NAMES and "quit_asked" not in SCREEN_NAMES


def test_a_stack_without_screens_says_so() -> None:
    stack = SceneStack()
    with pytest.raises(LookupError, match="no screens"):
        screens(stack)
    with pytest.raises(LookupError, match="no kiosk screens"):
        kiosk_screens(SceneStack(screens=DesktopScreens()))
    pushed = stack.push(Scene())
    assert stack.top is pushed  # a bare stack still takes a scene it is handed
    with pytest.raises(LookupError):
        screens(pushed)


def test_app_package_imports_no_kiosk_code() -> None:
    """The kiosk's lockdown lives in game/kiosk and reaches the app through its generic
    `FrameHook`; the app package imports nothing of the kiosk's."""
    for path in sorted(APP_DIR.glob("*.py")):
        bad = {name for name in _imports(path) if name.startswith(("game.kiosk", "scenes"))}
        assert not bad, f"game/app/{path.name} imports {bad}"
