"""The game as a desktop citizen: its window's name and icon, and its menu entry.

`prepare_window()` runs before pygame opens a display: it names the window's class
`nothanks` (X11 WM_CLASS and Wayland app id, which desktops match to the installed
`nothanks.desktop` entry and its icon) and the application "No Thanks!".
`set_window_icon()` gives the window the game's own icon instead of pygame's.

`nothanks --install-desktop` (or `make install-desktop`) puts the entry and the icons
into the user's XDG folders ($XDG_DATA_HOME, by default ~/.local/share):
`applications/nothanks.desktop` and `icons/hicolor/<N>x<N>/apps/nothanks.png`. The
entry's Exec names the command that installed it, so it works from a venv or pipx.
`nothanks --uninstall-desktop` (`make uninstall-desktop`) removes those files again, and
only while they are as this version writes them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
from pathlib import Path

from game import resources
from game.store import files

APP_ID = "nothanks"
TITLE = "No Thanks!"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
WINDOW_ICON_SIZE = 64


def prepare_window() -> None:
    """SDL hints that must be set before the display opens. Set, not defaulted: importing
    pygame under X11 already sets the class to the script's name (`__main__.py`)."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_ID
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = APP_ID
    os.environ.setdefault("SDL_APP_NAME", TITLE)
    if sys.platform.startswith("linux"):
        # Present the window's pixels through X11 shared memory, not an OpenGL texture:
        # SDL otherwise creates a GL context at the first set_mode just to decide (0.15 to
        # 0.45 s here), and without a GPU (llvmpipe) each flip of a 1920x1080 frame took
        # 40-56 ms instead of 1 ms (measured under Xvfb). Wayland has no such choice and
        # ignores it; an SDL_FRAMEBUFFER_ACCELERATION set by hand wins.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def set_window_icon() -> None:
    """The game's icon on its window (before set_mode; best effort)."""
    import pygame

    # pygame's own icon is no reason not to play.
    with contextlib.suppress(pygame.error, OSError):
        pygame.display.set_icon(pygame.image.load(icon_file(WINDOW_ICON_SIZE)))


def icon_file(size: int) -> Path:
    return resources.asset("icons", f"{APP_ID}-{size}.png")


def data_home(environ: dict[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    # The spec: a relative path is invalid and is ignored.
    if value and os.path.isabs(value):
        return Path(value)
    return Path(env.get("HOME", str(Path.home()))) / ".local" / "share"


def launch_command() -> list[str]:
    """How a desktop launcher starts this game: the installed `nothanks` script if that is
    what is running, else this Python with `-m game`."""
    script = Path(sys.argv[0])
    if script.name == APP_ID and script.is_file():
        return [str(script.absolute())]
    beside = Path(sys.executable).parent / APP_ID  # `python -m game` in a venv that has it
    if beside.is_file():
        return [str(beside.absolute())]
    return [sys.executable, "-m", "game"]


def desktop_entry(command: list[str]) -> str:
    template = resources.asset("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    exec_line = " ".join(_exec_quote(part) for part in command)
    return template.replace(f"Exec={APP_ID}\n", f"Exec={exec_line}\n")


def _exec_quote(arg: str) -> str:
    """Quoting by the desktop entry spec's rules for Exec arguments."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    if not any(c in reserved for c in arg):
        return arg.replace("%", "%%")
    escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return '"' + escaped.replace("%", "%%") + '"'


def _entry_path(data: Path) -> Path:
    return data / "applications" / f"{APP_ID}.desktop"


def _icon_paths(data: Path) -> dict[int, Path]:
    return {
        size: data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        for size in ICON_SIZES
    }


def install(data: Path, command: list[str]) -> list[Path]:
    """Write the entry and the icons under `data` (an XDG data home). Returns the files."""
    # Each written atomically and checked after writing: a full disk raises OSError (told
    # in one line by `install_main`), never a truncated icon or entry.
    written: list[Path] = []
    items = [(target, icon_file(size).read_bytes()) for size, target in _icon_paths(data).items()]
    items.append((_entry_path(data), desktop_entry(command).encode("utf-8")))
    for target, content in items:
        problem = files.write_atomic_bytes(target, content)
        if problem is not None:
            raise OSError(f"{target} {problem}")
        written.append(target)
    return written


def _is_our_entry(path: Path) -> bool:
    """The entry as install() writes it, whatever its Exec line."""
    template = resources.asset("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return False
    return [f"Exec={APP_ID}" if line.startswith("Exec=") else line for line in lines] == (
        template.splitlines()
    )


def _is_our_icon(path: Path, size: int) -> bool:
    try:
        return path.read_bytes() == icon_file(size).read_bytes()
    except OSError:
        return False


# What the desktop's own tools write beside our files (_refresh_caches): a folder that
# holds nothing else has nothing left to index.
_CACHES = {"applications": "mimeinfo.cache", "hicolor": "icon-theme.cache"}


def uninstall(data: Path) -> tuple[list[Path], list[Path]]:
    """Remove what install() wrote under `data`: the files removed, and the ones of our
    names left alone because they are not as install() writes them (another program's,
    edited by hand, or from a version with other icons). The folders install() made for
    them go too once nothing is left in them (`_prune`); a folder holding anything else
    stays."""
    removed: list[Path] = []
    kept: list[Path] = []
    for path, size in [(_entry_path(data), 0), *((p, n) for n, p in _icon_paths(data).items())]:
        if path.is_symlink():
            kept.append(path)  # install() writes files, never links
        elif path.is_file():
            ours = _is_our_icon(path, size) if size else _is_our_entry(path)
            if ours:
                path.unlink()
            (removed if ours else kept).append(path)
    if removed:
        _prune(data, [path.parent for path in removed])
    return removed, kept


def _prune(data: Path, folders: list[Path]) -> None:
    """Remove each of `folders` and the folders above it, up to `data` (kept), while they
    are empty, or hold only the cache a desktop tool wrote for what was in them."""
    for folder in folders:
        while folder != data and data in folder.parents:
            try:
                entries = [entry.name for entry in folder.iterdir()]
            except OSError:
                break  # gone already (a sibling's walk), or not ours to read
            cache = _CACHES.get(folder.name)
            if cache is not None and entries == [cache] and not (folder / cache).is_symlink():
                (folder / cache).unlink()
                entries = []
            if entries:
                break
            folder.rmdir()
            folder = folder.parent


def _refresh_caches(data: Path) -> None:
    """Menus pick the entry up sooner with fresh caches; the tools are optional."""
    import subprocess

    icons = str(data / "icons" / "hicolor")
    for tool in (
        ["update-desktop-database", str(data / "applications")],
        # --force: the cache is rebuilt even where its own check (the top folder's time)
        # finds it current, which after an icon's removal deeper down it is not.
        ["gtk-update-icon-cache", "--quiet", "--force", "--ignore-theme-index", icons],
    ):
        # (A folder uninstall removed is not made again by its tool.)
        if shutil.which(tool[0]) and Path(tool[-1]).is_dir():
            subprocess.run(tool, check=False, capture_output=True)


def _data_home_from(argv: list[str], flag: str, description: str) -> Path:
    """The folder --install-desktop and --uninstall-desktop work in: --data-home, else the
    user's XDG data folder."""
    import argparse

    from game.args import prog

    parser = argparse.ArgumentParser(prog=prog(flag), description=description)
    parser.add_argument("--data-home", type=Path, help="instead of $XDG_DATA_HOME")
    data: Path | None = parser.parse_args(argv).data_home
    return data or data_home()


def install_main(argv: list[str]) -> int:
    # Imported here: this module is imported by every start of the game.
    import shlex

    data = _data_home_from(
        argv, "--install-desktop", "Add No Thanks! to the desktop's menu (the user's XDG folders)."
    )
    command = launch_command()
    try:
        written = install(data, command)
    except OSError as error:
        print(f"Could not install the desktop entry: {error}", file=sys.stderr)
        return 1
    _refresh_caches(data)
    print(f"Installed {written[-1]} (runs: {shlex.join(command)})")
    print(f"and {len(written) - 1} icons under {data / 'icons' / 'hicolor'}")
    return 0


def uninstall_main(argv: list[str]) -> int:

    data = _data_home_from(
        argv, "--uninstall-desktop", "Remove the menu entry and icons that --install-desktop wrote."
    )
    try:
        removed, kept = uninstall(data)
    except OSError as error:
        print(f"Could not remove the desktop entry: {error}", file=sys.stderr)
        return 1
    for path in kept:
        print(f"Left {path}: not as --install-desktop writes it", file=sys.stderr)
    if not removed:
        print(f"Nothing to remove: no menu entry or icons of {TITLE} under {data}")
        return 0
    _refresh_caches(data)
    for path in removed:
        print(f"Removed {path}")
    return 0
