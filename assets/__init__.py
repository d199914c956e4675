"""The game's fonts, sounds and icons, shipped as the package data of `nothanks_assets`.

This folder stays `assets/` in the repository; pyproject.toml maps it into the wheel as
the package `nothanks_assets`, so an installed game finds its files through
`importlib.resources` (see `game.resources`). Nothing to import here.
"""
