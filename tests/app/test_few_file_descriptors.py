"""The game runs with only 32 file descriptors (issue 44 item 10): fonts are read once
into memory and opened from there, so the font cache does not hold one open file per
cached size (it held up to 48, and font loading raised "Too many open files")."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 32

CHILD = textwrap.dedent(
    """
    import resource, sys
    from pathlib import Path
    resource.setrlimit(resource.RLIMIT_NOFILE, ({limit}, {limit}))
    from game.draw import theme
    from nothanks.fuzz import make_app
    from scenes.screens import screens

    app = make_app(Path(sys.argv[1]))
    app.settings.animation_speed = "instant"
    # Every window size draws its text at other font sizes: far more than the cache keeps.
    for i in range(70):
        app.resize_window((800 + 23 * i, 450 + 13 * i))
        for _ in range(2):
            app.step(1 / 60)
    for size in range(6, 130):
        for kind in ("display", "bold", "body"):
            theme.render_text("No Thanks!", size, kind=kind, look=app.look)
    app.stack.push(screens(app.stack).setup())
    for _ in range(5):
        app.step(1 / 60)
    print("errors", app.guard.errors, "fonts", len(theme._fonts), flush=True)
    for scene in list(app.stack.scenes):
        scene.exit()
    """
)


def test_the_game_runs_with_32_file_descriptors(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", CHILD.format(limit=LIMIT), str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    errors, fonts = done.stdout.split()[1], int(done.stdout.split()[3])
    assert errors == "0", done.stdout
    assert fonts > LIMIT  # more fonts cached than descriptors allowed
    log = "".join(p.read_text() for p in (tmp_path / "logs").glob("*") if p.is_file())
    assert "Too many open files" not in log


def test_python_m_game_starts_and_quits_cleanly_with_32_descriptors(tmp_path: Path) -> None:
    import resource
    import signal
    import time

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (LIMIT, LIMIT))

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    settings = tmp_path / "settings.json"
    game = subprocess.Popen(
        [sys.executable, "-m", "game", "--windowed", "--settings", str(settings)],
        cwd=ROOT,
        env=env,
        preexec_fn=limit,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lock = tmp_path / "data" / "nothanks.lock"
    deadline = time.monotonic() + 60
    while not (lock.exists() and lock.read_text().strip() == str(game.pid)):
        assert game.poll() is None, game.communicate()
        assert time.monotonic() < deadline
        time.sleep(0.1)
    time.sleep(1.0)  # the menu is up and drawing
    game.send_signal(signal.SIGTERM)  # SIGTERM ends the loop; shutdown saves
    _out, err = game.communicate(timeout=60)
    # A clean shutdown that says it was stopped by SIGTERM (128 + 15), as the kiosk's
    # supervisor expects; a crash would be 1, or a negative signal number.
    assert game.returncode == 128 + signal.SIGTERM, err[-3000:]
    assert "Traceback" not in err
    assert settings.is_file()
