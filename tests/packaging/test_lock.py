"""The lock file is what a fresh clone gets: `make` installs exactly the versions uv.lock
pins (uv sync --locked), and the project's own build uses the setuptools it pins too."""

from __future__ import annotations

import tomllib
from importlib.metadata import distributions
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.packaging.helpers import ROOT


def locked_versions() -> dict[str, set[str]]:
    """Each locked package's versions (more than one where the lock forks by platform or
    Python version)."""
    lock = tomllib.loads((ROOT / "uv.lock").read_text(encoding="utf-8"))
    versions: dict[str, set[str]] = {}
    for package in lock["package"]:
        if "version" in package:
            versions.setdefault(canonicalize_name(package["name"]), set()).add(package["version"])
    return versions


def installed_versions() -> dict[str, str]:
    """What the running interpreter's environment holds, the game itself left out."""
    found = {}
    for dist in distributions():
        name = canonicalize_name(dist.metadata["Name"])
        if name != "nothanks":
            found[name] = dist.version
    return found


def test_every_installed_package_is_a_locked_version() -> None:
    locked = locked_versions()
    installed = installed_versions()
    assert installed, "no packages found"
    unlocked = {name: version for name, version in installed.items() if name not in locked}
    assert unlocked == {}, "installed, but not in uv.lock (make clean && make test)"
    wrong = {
        name: (version, sorted(locked[name]))
        for name, version in installed.items()
        if version not in locked[name]
    }
    assert wrong == {}, "installed versions differ from uv.lock's (make clean && make test)"


def test_the_games_and_the_tests_direct_dependencies_are_installed() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    installed = installed_versions()
    for line in [*project["dependencies"], *project["optional-dependencies"]["test"]]:
        requirement = Requirement(line)
        if requirement.marker is not None and not requirement.marker.evaluate():
            continue
        name = canonicalize_name(requirement.name)
        assert name in installed, f"{name} is not installed"
        assert requirement.specifier.contains(installed[name]), (name, installed[name])


def test_the_editable_install_is_built_with_the_locked_setuptools() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    [constraint] = map(Requirement, pyproject["tool"]["uv"]["build-constraint-dependencies"])
    assert constraint.name == "setuptools"
    [pinned] = [spec.version for spec in constraint.specifier if spec.operator == "=="]
    assert locked_versions()["setuptools"] == {pinned}, (
        "pyproject.toml's build constraint and uv.lock's setuptools differ: "
        "set [tool.uv] build-constraint-dependencies to the locked version"
    )


def test_the_lock_holds_no_path_of_this_machine() -> None:
    text = (ROOT / "uv.lock").read_text(encoding="utf-8")
    assert str(Path.home()) not in text and "/work/" not in text and "file://" not in text


def test_the_readme_names_the_uv_the_makefile_installs() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    [version] = [
        line.split(":=")[1].strip()
        for line in makefile.splitlines()
        if line.startswith("UV_VERSION")
    ]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"uv=={version}" in readme
    assert {word for word in readme.split() if word.startswith("uv==")} == {f"uv=={version}"}
