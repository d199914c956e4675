"""The music loops: made by tools/make_music.py, seamless, in time, below the effects.

The script runs once for the module (it synthesises both loops: about 10 s of CPU),
writing each loop as FLAC (what ships) and as a WAV of the same samples, which the
checks read with the standard library; libFLAC itself checks the two are the same."""

from __future__ import annotations

import itertools
import math
import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from tests.cli.test_sounds import SOUNDS, samples

ROOT = Path(__file__).resolve().parents[2]
MUSIC = ROOT / "assets" / "music"
TRACKS = {"menu": 70, "table": 105}  # beats a minute, as the script composes them
RATE = 22050


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("music")
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_music.py"), str(out), "--wav"],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return out


@pytest.fixture(scope="module")
def tracks(made: Path) -> dict[str, tuple[float, ...]]:
    return {name: tuple(samples(made / f"{name}.wav")) for name in TRACKS}


def rms(values: tuple[float, ...] | list[float]) -> float:
    return math.sqrt(sum(v * v for v in values) / len(values))


@pytest.mark.parametrize("name", TRACKS)
def test_a_loop_is_small_mono_at_the_effects_rate_and_whole_bars_long(
    name: str, made: Path
) -> None:
    with wave.open(str(made / f"{name}.wav")) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE)
        frames = wav.getnframes()
    beat = RATE * 60 // TRACKS[name]
    assert frames % (4 * beat) == 0  # whole bars: the next pass starts on the beat
    assert 20 <= frames / RATE <= 60
    assert (MUSIC / f"{name}.flac").stat().st_size < 1_000_000  # what the wheel carries


@pytest.mark.parametrize("name", TRACKS)
def test_a_loop_never_clips_and_stays_under_the_effects(
    name: str, tracks: dict[str, tuple[float, ...]]
) -> None:
    music = tracks[name]
    assert max(abs(v) for v in music) <= 0.5 + 1e-3  # -6 dBFS, as every effect
    effects = sorted(rms(samples(p)) for p in SOUNDS.glob("*.wav"))
    median_effect = effects[len(effects) // 2]
    assert rms(music) < 0.6 * median_effect  # at the same volume, the effects stand out
    # Not silence either, and no stretch of it falls silent.
    window = RATE // 10
    quietest = min(rms(music[i : i + window]) for i in range(0, len(music) - window, window))
    assert quietest > 0.002


@pytest.mark.parametrize("name", TRACKS)
def test_the_end_runs_into_the_start_without_a_click(
    name: str, tracks: dict[str, tuple[float, ...]]
) -> None:
    music = tracks[name]
    steps = sorted(abs(b - a) for a, b in itertools.pairwise(music))
    # The step from the last sample to the first is an ordinary one, not a jump...
    assert abs(music[0] - music[-1]) <= steps[int(len(steps) * 0.99)]
    # ...nor a sudden bend: a click is a kink in the wave (its second difference), which
    # a note cut off at the end makes even where the step itself happens to be small
    # (rendered without wrapping its tails to the start, the menu's seam bent 3x more
    # than 99 % of its samples do).
    bends = sorted(abs(c - 2 * b + a) for a, b, c in zip(music, music[1:], music[2:], strict=False))
    across = music[-2:] + music[:2]
    seam_bends = [
        abs(c - 2 * b + a) for a, b, c in zip(across, across[1:], across[2:], strict=False)
    ]
    assert max(seam_bends) <= bends[int(len(bends) * 0.99)]
    # ...and the sound goes on across it: no fade out before it, nor in after it.
    edge = RATE // 20
    before, after = rms(music[-edge:]), rms(music[:edge])
    middle = rms(music)
    assert before > 0.1 * middle and after > 0.1 * middle


def test_the_table_loop_keeps_its_tempo(tracks: dict[str, tuple[float, ...]]) -> None:
    # Onsets (rises of the energy in 10 ms hops), and their strongest repeat between a
    # quarter and one and a half seconds: a beat, or two (the kick on 1 and 3).
    music = tracks["table"]
    hop = RATE // 100
    energy = [sum(v * v for v in music[i : i + hop]) for i in range(0, len(music) - hop, hop)]
    onsets = [max(0.0, b - a) for a, b in itertools.pairwise(energy)]
    mean = sum(onsets) / len(onsets)
    onsets = [v - mean for v in onsets]

    def likeness(lag: int) -> float:
        return sum(a * b for a, b in zip(onsets, onsets[lag:], strict=False)) / (len(onsets) - lag)

    best = max(range(25, 150), key=likeness)
    beat = 60 / TRACKS["table"]
    period = best * hop / RATE
    assert min(abs(period - beat), abs(period - 2 * beat)) < 0.03 * beat


def test_the_committed_music_is_what_the_script_makes(made: Path) -> None:
    assert sorted(p.name for p in MUSIC.iterdir()) == sorted(f"{name}.flac" for name in TRACKS)
    for name in TRACKS:
        made_file = made / f"{name}.flac"
        assert made_file.read_bytes() == (MUSIC / f"{name}.flac").read_bytes(), name


DECODE = """
import array, sys, wave, pygame
pygame.mixer.init(22050, -16, 1, 512)  # the files' own format: nothing resampled
for flac, wav in zip(sys.argv[1::2], sys.argv[2::2]):
    with wave.open(wav) as w:
        expected = array.array("h", w.readframes(w.getnframes()))
    decoded = array.array("h", pygame.mixer.Sound(flac).get_raw())
    print(len(decoded) == len(expected) and decoded == expected)
"""


def test_libflac_reads_each_loop_back_sample_for_sample(made: Path) -> None:
    # The FLAC the game plays, decoded by the SDL_mixer and libFLAC pygame-ce ships (a
    # frame failing its checksum would be dropped), against the WAV of the same samples;
    # in a process of its own, its mixer opened at the files' rate.
    args = [str(p) for name in TRACKS for p in (MUSIC / f"{name}.flac", made / f"{name}.wav")]
    done = subprocess.run(
        [sys.executable, "-c", DECODE, *args],
        env={**os.environ, "SDL_AUDIODRIVER": "dummy"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-len(TRACKS) :] == ["True"] * len(TRACKS)
