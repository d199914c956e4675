"""What pyproject.toml cannot say: the repository's top-level `assets/` folder ships in
the wheel as the package `nothanks_assets` (fonts, sounds, icons, the desktop entry, the
translations), so
an installed game finds them with importlib.resources (game/resources.py).

An editable install (`pip install -e .`, as `make` does) keeps the plain layout instead:
a mapped folder would make setuptools install an import hook and print a warning, and
in the source tree `game.resources` reads `assets/` where it is."""

import sys
from pathlib import Path

from setuptools import find_packages, setup

PACKAGES = find_packages(include=["game", "game.*", "scenes", "scenes.*"])
ASSET_DATA = {
    "nothanks_assets": ["*.md"],
    "nothanks_assets.fonts": ["*.ttf", "*.otf", "*.txt"],
    "nothanks_assets.sounds": ["*.wav"],
    "nothanks_assets.icons": ["*.png"],
    "nothanks_assets.desktop": ["*.desktop"],
}
# The compiled catalogs only: the .po sources stay in the repository. Each language's
# folder is named as a package (setuptools warns of data in folders it was not told of).
for catalog in sorted(Path(__file__).parent.glob("assets/locale/*/LC_MESSAGES")):
    ASSET_DATA[f"nothanks_assets.locale.{catalog.parent.name}.LC_MESSAGES"] = ["*.mo"]

if "editable_wheel" in sys.argv:
    setup(packages=PACKAGES, package_dir={"": "."})
else:
    setup(
        packages=[*PACKAGES, *ASSET_DATA],
        package_dir={"": ".", "nothanks_assets": "assets"},
        package_data=ASSET_DATA,
    )
