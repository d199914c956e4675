"""Every command rejects bad arguments with a usage message and exit status 2; the game
without a display says so and stops; autoplay reports frame times as JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nothanks.cli import main
from nothanks.headless import frame_figures

ROOT = Path(__file__).resolve().parents[2]

BAD = [
    ["shot", "--scene", "table", "--players", "9", "--out", "x.png"],
    ["shot", "--scene", "table", "--players", "2", "--out", "x.png"],
    ["shot", "--scene", "table", "--players", "0", "--out", "x.png"],
    ["shot", "--scene", "menu", "--size", "10x10", "--out", "x.png"],
    ["shot", "--scene", "menu", "--size", "foo", "--out", "x.png"],
    ["shot", "--scene", "nowhere", "--out", "x.png"],
    ["autoplay", "--headless", "--players", "9"],
    ["autoplay", "--headless", "--players", "2"],
    ["autoplay", "--headless", "--size", "1280"],
    ["autoplay", "--headless", "--speed", "9x"],
    ["bench", "engine", "--seconds", "0"],
    ["bench", "engine", "--seconds", "-1"],
    ["bench", "engine", "--players", "9"],
    ["sim", "--players", "9", "--bots", "easy", "--games", "1", "--seed", "1"],
    ["sim", "--players", "3", "--bots", "nobody", "--games", "1", "--seed", "1"],
    ["sim", "--players", "3", "--bots", "easy", "--games", "1" + "0" * 30, "--seed", "1"],
    ["sim", "--players", "3", "--bots", "easy", "--games", "9", "--workers", "5000"],
    ["fuzz", "--events", "-5"],
    ["soak", "--games", "-5"],
    ["kiosk-soak", "--size", "abc"],
    ["kiosk-soak", "--size", "1280"],
    ["kiosk-soak", "--dt", "0"],
    ["kiosk-soak", "--dt", "-1"],
    ["kiosk-soak", "--hours", "nan"],
    ["--size", "10x10"],
    ["--size", "foo"],
    ["--bogus"],
    # Issue 54: these ended in a traceback (ValueError from the file store).
    ["--settings", ""],
    ["--settings", "/"],
    ["--windowed", "--settings", "."],
]


@pytest.mark.parametrize("argv", BAD, ids=[" ".join(a) for a in BAD])
def test_bad_arguments_print_usage_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "error:" in err
    assert "Traceback" not in err and "parse_size" not in err


def test_an_unknown_command_prints_usage_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["dance"]) == 2
    assert "usage:" in capsys.readouterr().err


def test_bot_names_are_not_case_sensitive(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["sim", "--players", "3", "--bots", "EASY", "--games", "1", "--seed", "1", "--json"]
    assert main(argv) == 0
    assert [bot["name"] for bot in json.loads(capsys.readouterr().out)["bots"]] == ["easy"]


def play_without_a_screen(**extra: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()}
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT"):
        env.pop(name, None)
    env.update(extra)
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "game"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert time.monotonic() - started < 10
    return done


def test_a_display_that_does_not_answer_is_said_too() -> None:
    # Over SSH with a stale DISPLAY, SDL would fall back to its invisible driver.
    done = play_without_a_screen(DISPLAY=":987")
    assert done.returncode != 0
    assert "No display" in done.stderr or "Cannot open a window" in done.stderr


def test_a_wayland_display_that_does_not_answer_is_said_in_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Without XDG_RUNTIME_DIR, libwayland printed its own complaint to the C stderr
    # before the game's message.
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    done = play_without_a_screen(WAYLAND_DISPLAY="wayland-nothanks-none")
    assert done.returncode != 0
    lines = [line for line in done.stderr.splitlines() if "sound device" not in line]
    assert len(lines) == 1 and lines[0].startswith(("No display", "Cannot open")), done.stderr


def test_without_a_display_the_game_says_so_and_exits_at_once() -> None:
    done = play_without_a_screen()
    assert done.returncode != 0
    assert "No display" in done.stderr
    # pygame's banner is not printed before (or instead of) the message.
    assert "pygame-ce" not in done.stdout + done.stderr


def test_autoplay_json_reports_frame_times(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["autoplay", "--seed", "3", "--headless", "--players", "3", "--size", "800x450"]
    assert main([*argv, "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    keys = {"frames", "median_ms", "p99_ms", "max_ms", "max_after_first_second_ms"}
    assert keys <= set(figures)
    assert figures["frames"] > 0
    assert 0 < figures["median_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert figures["max_after_first_second_ms"] <= figures["max_ms"]


def test_frame_figures_keep_the_first_second_apart() -> None:
    times = [250.0] + [1.0] * 59 + [2.0, 5.0]  # a hitch in the first second only
    figures = frame_figures(times, 1 / 60)
    assert figures["max_ms"] == 250.0
    assert figures["max_after_first_second_ms"] == 5.0
    assert figures["frames"] == 62


def test_the_no_display_check_reads_the_environment() -> None:
    from game.app.main import no_display_reason

    if not sys.platform.startswith("linux"):
        pytest.skip("X11/Wayland check is for Linux")
    assert no_display_reason({}) is not None
    assert no_display_reason({"DISPLAY": ":0"}) is None
    assert no_display_reason({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert no_display_reason({"SDL_VIDEODRIVER": "dummy"}) is None


INSTALLED = Path(sys.executable).parent / "nothanks"  # the venv's console script


def run(command: list[str | Path]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        cwd=ROOT,
        env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_installed_command_names_itself_in_its_help_and_usage_errors() -> None:
    done = run([INSTALLED, "--help"])
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: nothanks [--fullscreen")
    assert "\n       nothanks sim --players N" in done.stdout
    assert "python -m game" not in done.stdout
    done = run(
        [INSTALLED, "sim", "--players", "9", "--bots", "easy", "--games", "1", "--seed", "1"]
    )
    assert done.returncode == 2
    assert done.stderr.startswith("usage: nothanks sim [-h]"), done.stderr
    assert "\nnothanks sim: error: argument --players" in done.stderr
    assert "python -m game" not in done.stderr


def test_the_module_names_itself_python_m_game() -> None:
    done = run([sys.executable, "-m", "game", "--help"])
    assert done.stdout.startswith("usage: python -m game [--fullscreen")
    assert "nothanks sim" not in done.stdout
    done = run([sys.executable, "-m", "game", "shot", "--scene", "nowhere", "--out", "x.png"])
    assert "\npython -m game shot: error: argument --scene" in done.stderr


@pytest.mark.parametrize(
    ("argv0", "frozen", "name"),
    [
        ("/home/me/.local/bin/nothanks", False, "nothanks"),
        ("NOTHANKS.EXE", False, "nothanks"),
        ("/opt/nothanks/nothanks", True, "nothanks"),
        ("/opt/No Thanks", True, "nothanks"),  # a renamed bundle is still the game's command
        ("/src/game/__main__.py", False, "python -m game"),
        ("", False, "python -m game"),
    ],
)
def test_the_program_name_follows_how_the_game_was_started(
    monkeypatch: pytest.MonkeyPatch, argv0: str, frozen: bool, name: str
) -> None:
    from game.app.main import no_display_reason
    from game.args import prog

    monkeypatch.setattr(sys, "argv", [argv0])
    if frozen:
        monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert (prog(), prog("sim")) == (name, f"{name} sim")
    if sys.platform.startswith("linux"):
        assert f"Tools that need no window: {name} sim" in (no_display_reason({}) or "")


def run_into_a_closed_pipe(
    module: str, argv: list[str], unbuffered: bool
) -> subprocess.CompletedProcess[str]:
    """`python -m MODULE ARGV | head -c0`, with the reader gone before anything is printed
    (no race), and with or without PYTHONUNBUFFERED whatever this machine's shell sets:
    buffered, the broken pipe shows only at the interpreter's last flush."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    read, write = os.pipe()
    os.close(read)
    try:
        return subprocess.run(
            [sys.executable, "-m", module, *argv],
            cwd=ROOT,
            env=env,
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            timeout=300,
        )
    finally:
        os.close(write)


CLOSED_PIPE_COMMANDS = [
    ["help"],
    ["--version"],
    ["sim", "--help"],  # argparse prints, then exits by SystemExit
    ["sim", "--players", "3", "--bots", "easy", "--games", "2", "--seed", "1", "--json"],
]


@pytest.mark.parametrize("unbuffered", [False, True], ids=["buffered", "unbuffered"])
@pytest.mark.parametrize("argv", CLOSED_PIPE_COMMANDS, ids=" ".join)
def test_a_closed_pipe_ends_quietly_without_a_traceback(argv: list[str], unbuffered: bool) -> None:
    done = run_into_a_closed_pipe("game", argv, unbuffered)
    for noise in ("Traceback", "BrokenPipe", "Exception ignored"):
        assert noise not in done.stderr, done.stderr
    # 128 + SIGPIPE, as the shell reports a command it cut off. (argparse ignores a failed
    # write of its own help, so unbuffered nothing is left to fail: that ends with 0.)
    assert done.returncode in ((0, 141) if "--help" in argv else (141,))


def test_a_shot_that_cannot_be_written_says_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    out = blocker / "shot.png"
    assert main(["shot", "--scene", "menu", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"cannot write {out}" in err and "Traceback" not in err


BAD_NUMBERS = [
    ["--size", "99999999999999999999x720"],
    ["--size", "2147483648x720"],
    ["--size", "7681x4320"],
    ["shot", "--scene", "menu", "--out", "x.png", "--size", "100000x100000"],
    ["shot", "--scene", "menu", "--out", "x.png", "--seed", "-1"],
    ["shot", "--scene", "menu", "--out", "x.png", "--seed", "9" * 40],
    ["autoplay", "--headless", "--max-frames", "99999999999"],
    ["autoplay", "--headless", "--seed", "1e3"],
    ["kiosk-soak", "--hours", "1e300"],
    ["kiosk-soak", "--hours", "nan"],
    ["kiosk-soak", "--dt", "1e-300"],
    ["kiosk-soak", "--dt", "inf"],
    ["kiosk-soak", "--size", "100000x100000"],
    ["sim", "--players", "99", "--bots", "easy", "--games", "1", "--seed", "1"],
    ["sim", "--players", "3", "--bots", "easy", "--games", "1e9", "--seed", "1"],
    ["sim", "--players", "3", "--bots", "easy", "--games", "1", "--seed", str(2**64)],
    ["bench", "engine", "--seconds", "1e300"],
    ["bench", "engine", "--players", "-5"],
    ["fuzz", "--events", "0"],
    ["fuzz", "--events", "10", "--seed", "-3"],
    ["soak", "--games", "100000000"],
    ["shot", "--scene", "howto", "--out", "x.png", "--page", "0"],
    ["shot", "--scene", "howto", "--out", "x.png", "--page", "999"],
]


@pytest.mark.parametrize("argv", BAD_NUMBERS, ids=" ".join)
def test_every_numeric_argument_has_a_range_refused_with_usage_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 44 item 5: a number out of range is a usage error, never a traceback (exit
    1) or a run that cannot end."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "usage:" in capsys.readouterr().err


@pytest.mark.parametrize("target", ["/proc/version", "/dev/full"])
def test_a_shot_onto_what_cannot_hold_it_fails_in_one_line(
    target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 54: `shot --out /proc/version` (or a full disk) printed "wrote ..." and
    exited 0 with a 0-byte or cut PNG."""
    if not Path(target).exists():
        pytest.skip(f"no {target} here")
    assert main(["shot", "--scene", "menu", "--out", target]) == 1
    out, err = capsys.readouterr()
    assert "wrote" not in out
    assert err.count("\n") == 1 and f"cannot write {target}" in err and "Traceback" not in err


def test_a_shot_cut_short_by_a_full_disk_fails_and_keeps_no_part(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import errno

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    out = tmp_path / "shot.png"
    assert main(["shot", "--scene", "menu", "--out", str(out)]) == 1
    assert "No space left" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []  # neither a cut PNG nor its temporary file


def test_version_takes_no_other_argument(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version", "extra"]) == 2
    assert "--version" in capsys.readouterr().err
    assert main(["--version"]) == 0
