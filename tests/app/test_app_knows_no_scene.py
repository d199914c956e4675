"""The app package knows no scene: whoever starts the app hands it a registry of scenes
(`scenes.flow.build_registry()`) and the first scene's name. Scenes reach each other by
name, never by importing one another inside functions."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import game.app
import scenes
from game.app.scene import Scene, SceneRegistry, SceneStack, UnknownSceneError
from scenes.flow import FIRST_SCENE, build_registry

APP_DIR = Path(game.app.__file__).parent
SCENES_DIR = Path(scenes.__file__).parent


def _imports(path: Path) -> set[str]:
    return _imports_in(ast.parse(path.read_text()))


def test_app_package_imports_no_scene() -> None:
    files = sorted(APP_DIR.glob("*.py"))
    assert len(files) >= 10
    for path in files:
        bad = {name for name in _imports(path) if name.split(".")[0] == "scenes"}
        assert not bad, f"game/app/{path.name} imports {bad}"


def test_scenes_do_not_import_scenes_inside_functions() -> None:
    files = sorted(SCENES_DIR.rglob("*.py"))
    assert len(files) >= 15
    for path in files:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                nested = _imports_in(node)
                bad = {name for name in nested if name.split(".")[0] == "scenes"}
                assert not bad, f"{path.relative_to(SCENES_DIR)}:{node.name} imports {bad}"


def _imports_in(fn: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_the_flow_registers_every_screen_of_a_match() -> None:
    registry = build_registry()
    for name in ("menu", "setup", "table", "round_results", "match_results", "pause"):
        assert name in registry
    assert FIRST_SCENE == "menu"
    assert registry.build(FIRST_SCENE).name == "menu"


def test_an_unknown_scene_name_is_refused_with_the_names_known() -> None:
    registry = SceneRegistry()
    registry.register("menu", Scene)
    stack = SceneStack(registry=registry)
    with pytest.raises(UnknownSceneError, match=r"no scene named 'tabel'.*menu"):
        stack.push_named("tabel")
    assert stack.scenes == []
    pushed = stack.push_named("menu")
    assert stack.top is pushed


def test_app_package_imports_no_kiosk_code() -> None:
    """The kiosk's lockdown lives in game/kiosk and reaches the app through its generic
    `FrameHook`; the app package imports nothing of the kiosk's."""
    for path in sorted(APP_DIR.glob("*.py")):
        bad = {name for name in _imports(path) if name.startswith(("game.kiosk", "scenes"))}
        assert not bad, f"game/app/{path.name} imports {bad}"
