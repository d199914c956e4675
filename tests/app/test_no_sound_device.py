"""Without a sound card the game says so in one line and plays silently: no ALSA noise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.app.audio import NO_DEVICE, no_device_reason
from tests.packaging.helpers import ROOT, headless_env


def test_a_sound_server_or_a_playback_device_counts_as_sound(tmp_path: Path) -> None:
    snd = tmp_path / "snd"
    snd.mkdir()
    runtime = tmp_path / "run"
    (runtime / "pulse").mkdir(parents=True)
    linux = sys.platform.startswith("linux")
    assert no_device_reason({}, snd) == (NO_DEVICE if linux else None)
    assert no_device_reason({"SDL_AUDIODRIVER": "alsa"}, snd) is None
    assert no_device_reason({"PULSE_SERVER": "tcp:host"}, snd) is None
    (snd / "pcmC0D0c").touch()  # a microphone only
    assert no_device_reason({"XDG_RUNTIME_DIR": str(runtime)}, snd) == (
        NO_DEVICE if linux else None
    )
    (runtime / "pipewire-0").touch()
    assert no_device_reason({"XDG_RUNTIME_DIR": str(runtime)}, snd) is None
    (snd / "pcmC0D0p").touch()
    assert no_device_reason({}, snd) is None


def start_without_a_sound_device(tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    """The game started as a player would (SDL picks the audio driver), to its first frame."""
    env = headless_env(NOTHANKS_EXIT_AFTER_FIRST_FRAME="1", **extra)
    del env["SDL_AUDIODRIVER"]
    return subprocess.run(
        [sys.executable, "-m", "game", "--windowed", "--settings", str(tmp_path / "s.json")],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.skipif(no_device_reason({}) is None, reason="this machine has a sound device")
def test_a_real_start_without_a_sound_card_prints_one_line_and_no_alsa_noise(
    tmp_path: Path,
) -> None:
    done = start_without_a_sound_device(tmp_path)
    assert done.returncode == 0, done.stderr
    assert "first-frame" in done.stdout  # it did draw the title screen
    assert done.stderr.splitlines() == [NO_DEVICE]


@pytest.mark.skipif(no_device_reason({}) is None, reason="this machine has a sound device")
def test_a_sound_server_that_does_not_answer_is_told_in_one_line_too(tmp_path: Path) -> None:
    # A named server is trusted until SDL tries it; it then falls back to ALSA, whose
    # library printed 16 lines to the C stderr.
    done = start_without_a_sound_device(tmp_path, PULSE_SERVER="/nonexistent")
    assert done.returncode == 0, done.stderr
    assert "first-frame" in done.stdout
    assert done.stderr.splitlines() == [NO_DEVICE]
