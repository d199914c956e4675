"""A wheel that is the game: built offline, installed into a fresh venv, it draws the
table exactly as the source tree does (its own fonts, not pygame's fallback).

The builds run without pip's build isolation, on the setuptools of the project's venv
(the test extras pin the same requirement as `[build-system]`, checked below): an
isolated build installs setuptools into a throw-away environment each time, about 3 s
of CPU per build on a 2-core machine (docs/TESTING.md)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, TABLE_SHOT, WHEELHOUSE, headless_env, source_tree_shot

COPY_IGNORE = shutil.ignore_patterns(
    ".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", "*_cache", ".hypothesis"
)


def pip(*args: str) -> subprocess.CompletedProcess[str]:
    """The project's pip, offline: only the wheelhouse and the wheels given."""
    return subprocess.run(
        [sys.executable, "-m", "pip", *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=headless_env(PIP_NO_INDEX="1", PIP_FIND_LINKS=str(WHEELHOUSE)),
    )


# A Python warning's category (setuptools' SetuptoolsDeprecationWarning, UserWarning…).
WARNING_CATEGORY = re.compile(r"\b[A-Z]\w*Warning: ")


def warnings_in(output: str) -> list[str]:
    """The warnings of a build or install about the game: Python warnings (setuptools
    reports through them) and pip's WARNING/DEPRECATION lines that name the project.
    Not pip's notes about the machine it runs on, such as an index location of its
    configuration that is not there."""
    return [
        line
        for line in output.splitlines()
        if WARNING_CATEGORY.search(line)
        or (line.startswith(("WARNING:", "DEPRECATION:")) and "nothanks" in line.lower())
    ]


def test_warnings_in_finds_the_projects_warnings_only() -> None:
    output = (
        "WARNING: Location 'file:///opt/index/simple/pygame-ce/' is ignored: it is neither"
        " a file nor a directory.\n"
        "/x/setuptools/dist.py:759: SetuptoolsDeprecationWarning: License classifiers are"
        " deprecated.\n"
        "WARNING: Built wheel for nothanks is invalid: Wheel has unexpected file name\n"
        "Successfully built nothanks\n"
    )
    assert warnings_in(output) == output.splitlines()[1:3]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The game's wheel, built as the README says from a copy of the tree in which an
    earlier build left a module since deleted (build/lib, as setuptools leaves it)."""
    tmp = tmp_path_factory.mktemp("wheel")
    tree = shutil.copytree(ROOT, tmp / "tree", ignore=COPY_IGNORE)
    # The copy is the test's own: writable even where the source tree is not (a build
    # writes its metadata beside the sources).
    for folder, _, _ in os.walk(tree):
        os.chmod(folder, 0o755)
    stale = tree / "build" / "lib" / "game" / "stale_module.py"
    stale.parent.mkdir(parents=True)
    stale.write_text("LEFT_BY = 'an earlier build'\n")
    built = pip(
        "wheel", "--no-deps", "--no-build-isolation", "--wheel-dir", str(tmp / "dist"), str(tree)
    )
    assert built.returncode == 0, built.stderr
    assert warnings_in(built.stdout + built.stderr) == []
    [found] = (tmp / "dist").glob("nothanks-*.whl")
    return found


def test_the_wheel_ships_no_file_an_earlier_build_left(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert "nothanks/cli.py" in names
    assert [name for name in names if "stale_module" in name] == []


def test_the_wheel_holds_the_licences(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        [metadata] = [name for name in names if name.endswith(".dist-info/METADATA")]
        info = metadata.removesuffix("METADATA")
        licence = archive.read(f"{info}licenses/LICENSE").decode()
        fields = archive.read(metadata).decode()
    assert licence.startswith("MIT License\n") and "SIL Open Font License" in licence
    for font in ("Lato", "LeagueSpartan"):
        assert f"{info}licenses/assets/fonts/LICENSE-{font}.txt" in names
    assert "License-Expression: MIT AND OFL-1.1\n" in fields


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the game installed from the wheel; returns its bin folder."""
    if not WHEELHOUSE.is_dir():
        pytest.fail(f"{WHEELHOUSE} is missing: `make test` fills it (Makefile)")
    tmp = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", tmp / "venv"], check=True)
    python = tmp / "venv" / "bin" / "python"
    # (No bytecode at install: the game's processes below compile what they import.)
    done = pip("--python", str(python), "install", "--no-compile", str(wheel))
    assert done.returncode == 0, done.stderr
    assert warnings_in(done.stdout + done.stderr) == []
    return python.parent


def test_the_installed_game_draws_the_table_as_the_source_tree_does(
    installed: Path, tmp_path: Path
) -> None:
    out = tmp_path / "wheel.png"
    # Run from an empty folder so nothing of the repository can be imported by accident.
    done = subprocess.run(
        [installed / "nothanks", *TABLE_SHOT, "--out", str(out)],
        cwd=tmp_path,
        env=headless_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == source_tree_shot(tmp_path / "source.png")


def test_the_installed_game_reads_its_files_from_its_own_install(
    installed: Path, tmp_path: Path
) -> None:
    script = (
        "import game, game.resources as r\n"
        "print(game.__file__)\n"
        "for p in (r.asset('fonts', 'Lato-Bold.ttf'), r.asset('sounds', 'take.wav'),"
        " r.asset('icons', 'nothanks-256.png'), r.asset('desktop', 'nothanks.desktop'),"
        " r.asset('locale', 'fr', 'LC_MESSAGES', 'nothanks.mo'),"
        " r.asset('music', 'menu.flac'), r.asset('music', 'table.flac')):\n"
        "    assert p.is_file(), p\n"
        "    print(p)\n"
        "import game.i18n as i\n"
        "assert i.set_language('fr') == 'fr' and i._('Play') == 'Jouer'\n"
    )
    done = subprocess.run(
        [installed / "python", "-c", script], cwd=tmp_path, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    site = str(installed.parent / "lib")
    assert all(line.startswith(site) for line in done.stdout.splitlines()), done.stdout


def test_nothanks_version_prints_the_version(installed: Path) -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    done = subprocess.run([installed / "nothanks", "--version"], capture_output=True, text=True)
    assert (done.returncode, done.stdout) == (0, f"nothanks {version}\n")


def test_the_installed_command_names_itself(installed: Path) -> None:
    argv = ["sim", "--players", "9", "--bots", "easy", "--games", "1", "--seed", "1"]
    done = subprocess.run([installed / "nothanks", *argv], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.startswith("usage: nothanks sim "), done.stderr


def test_the_editable_install_prints_no_warning(tmp_path: Path) -> None:
    # The build-backend warning came from setuptools' import hook for a mapped folder.
    # Built by the project's setuptools (no isolation) and installed into a fresh venv's
    # prefix; --ignore-installed: the project's own editable install is not replaced.
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
    done = pip(
        "install",
        "--no-deps",
        "--no-build-isolation",
        "--ignore-installed",
        "--no-compile",
        "--prefix",
        str(venv),
        "-e",
        str(ROOT),
    )
    assert done.returncode == 0, done.stderr
    assert warnings_in(done.stdout + done.stderr) == []
    [site] = venv.glob("lib/python*/site-packages")
    [pth] = site.glob("__editable__.nothanks-*.pth")
    assert pth.read_text().strip() == str(ROOT)


def test_the_builds_use_the_setuptools_an_isolated_build_would_install() -> None:
    """The builds above run on the venv's packages: the test extras ask for what
    `[build-system]` asks for, and the venv has it, so a build that works here works in
    pip's isolation too."""
    from importlib.metadata import version

    from packaging.requirements import Requirement

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    build_requires = project["build-system"]["requires"]
    assert set(build_requires) <= set(project["project"]["optional-dependencies"]["test"])
    for requirement in map(Requirement, build_requires):
        assert requirement.specifier.contains(version(requirement.name)), requirement
