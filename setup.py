"""What pyproject.toml cannot say: the repository's top-level `assets/` folder ships in
the wheel as the package `nothanks_assets` (fonts, sounds, music, icons, the desktop
entry, the translations), so an installed game finds them with importlib.resources
(game/resources.py).

An editable install (`pip install -e .`, as `make` does) keeps the plain layout instead:
a mapped folder would make setuptools install an import hook and print a warning, and
in the source tree `game.resources` reads `assets/` where it is.

A wheel is built in a fresh temporary folder, never the tree's `build/`: setuptools
copies files into build/lib and never removes any, so a module deleted since an earlier
build would ship again (pip and pipx build in the tree itself)."""

import atexit
import shutil
import sys
import tempfile
from pathlib import Path

from setuptools import find_packages, setup

PACKAGES = find_packages(include=["game", "game.*", "scenes", "scenes.*", "nothanks", "nothanks.*"])
ASSET_DATA = {
    "nothanks_assets": ["*.md"],
    "nothanks_assets.fonts": ["*.ttf", "*.otf", "*.txt"],
    "nothanks_assets.sounds": ["*.wav"],
    "nothanks_assets.music": ["*.flac"],
    "nothanks_assets.icons": ["*.png"],
    "nothanks_assets.desktop": ["*.desktop"],
}
# The phones' page (issue 53): served from the package by the game itself.
PAGE_DATA = {"game.phones.page": ["*.html", "*.css", "*.js"]}
# The compiled catalogs only: the .po sources stay in the repository. Each language's
# folder is named as a package (setuptools warns of data in folders it was not told of).
for catalog in sorted(Path(__file__).parent.glob("assets/locale/*/LC_MESSAGES")):
    ASSET_DATA[f"nothanks_assets.locale.{catalog.parent.name}.LC_MESSAGES"] = ["*.mo"]

if "editable_wheel" in sys.argv:
    setup(packages=PACKAGES, package_dir={"": "."})
else:
    # Removed when the build ends (the build backend runs this file in its own process).
    build_base = tempfile.mkdtemp(prefix="nothanks-build-")
    atexit.register(shutil.rmtree, build_base, ignore_errors=True)
    setup(
        packages=[*PACKAGES, *ASSET_DATA],
        package_dir={"": ".", "nothanks_assets": "assets"},
        package_data={**ASSET_DATA, **PAGE_DATA},
        options={"build": {"build_base": build_base}},
    )
