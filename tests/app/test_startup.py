"""The first frame comes fast: the title screen imports only what it needs, and
`bench startup` measures the command to the first drawn frame (a figure, not a test of
speed: the machine is shared)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, headless_env

LATER_SCENES = (
    "scenes.table",
    "scenes.results",
    "scenes.review",
    "scenes.howto",
    "scenes.settings",
    "scenes.controls",
    "scenes.movelog",
)


def test_the_title_screen_imports_no_later_scene(tmp_path: object) -> None:
    script = (
        "import sys\n"
        "from game.app.main import App\nfrom scenes.flow import desktop\n"
        f"app = App(settings_path={str(tmp_path)!r} + '/s.json', screens=desktop(),"
        " open_home=True, fullscreen=False)\n"
        "app.step(0.0)\nassert app.stack.top.name == 'menu'\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], env=headless_env(), cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "scenes.menu" in loaded
    assert loaded.isdisjoint(LATER_SCENES), loaded.intersection(LATER_SCENES)


def test_every_opener_imports_a_screen_that_exists() -> None:
    """The openers import their screens only when opened: each import they hold resolves
    (the kiosk's too), so a renamed screen fails here, not on the player's first visit."""
    import ast
    import importlib

    for flow in ("scenes/flow.py", "scenes/kiosk/flow.py"):
        tree = ast.parse((ROOT / flow).read_text())
        seen = 0
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                for found in ast.walk(node):
                    if isinstance(found, ast.ImportFrom) and found.module:
                        module = importlib.import_module(found.module)
                        for alias in found.names:
                            assert callable(getattr(module, alias.name)), (flow, alias.name)
                            seen += 1
        assert seen >= 10, flow


def test_bench_startup_prints_the_figure_and_the_load() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game", "bench", "startup", "--launches", "2", "--json"],
        env=headless_env(),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["launches"] == 2 and len(result["seconds"]) == 2
    assert 0 < result["min_s"] <= result["median_s"] <= result["max_s"]
    assert result["driver"] == "dummy" and len(result["load_average_before"]) == 3


def test_bytecode_that_cannot_be_written_leaves_stdout_to_the_figures(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """As in a read-only tree (which root, running the tests, could write anyway): a
    regular file where __pycache__ should go, and a module that does not compile.
    compileall printed both failures on stdout, before `--json`'s object."""
    from nothanks.startup import compile_bytecode

    (tmp_path / "fine.py").write_text("X = 1\n")
    (tmp_path / "broken.py").write_text("def (:\n")
    blocked = tmp_path / "sub"
    blocked.mkdir()
    (blocked / "module.py").write_text("Y = 2\n")
    (blocked / "__pycache__").write_text("not a folder")
    assert compile_bytecode([str(tmp_path)]) is False
    out, err = capfd.readouterr()
    assert out == ""
    assert f"could not compile all of {tmp_path}" in err
    assert list((tmp_path / "__pycache__").glob("fine.*.pyc"))  # the rest is compiled


def test_a_table_brings_its_results_module_before_the_match_ends(tmp_path: object) -> None:
    """Imported on the frame a match ended, the results module made it 10-20 ms longer."""
    script = (
        "import sys\n"
        "from game.app.main import App\nfrom scenes.flow import desktop\n"
        "from game.match.autoplay import bot_setup\n"
        f"app = App(settings_path={str(tmp_path)!r} + '/s.json', screens=desktop(),"
        " fullscreen=False)\n"
        "assert 'scenes.results' not in sys.modules\n"
        "table = app.stack.push(app.stack.screens.table(bot_setup(3, False, 1), 1))\n"
        "print('scenes.results' in sys.modules)\n"
        "table.exit()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], env=headless_env(), cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == "True"
