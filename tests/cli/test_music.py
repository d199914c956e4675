"""The music loops: made by tools/make_music.py, seamless, in time, below the effects.

Synthesising both loops costs about 10 s of CPU, so it is done only when the script
changed: `music_digests.json` holds the SHA-256 of tools/make_music.py, of each FLAC it
made and of each loop's samples. While the script's digest is the stored one, the
committed FLACs are checked against their stored digests and decoded by libFLAC (what the
game plays), and the checks below read those samples; the decoded samples must be the
ones the script made (their digest). When the script changed, it runs for the module,
writing each loop as FLAC and as a WAV of the same samples, and the committed FLACs must
be what it made; then the stored digests must be brought up to date:

    .venv/bin/python -m tests.cli.test_music --update-digests
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import os
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

import pytest

from tests.cli.test_sounds import SOUNDS, samples

ROOT = Path(__file__).resolve().parents[2]
MUSIC = ROOT / "assets" / "music"
TRACKS = {"menu": 70, "table": 105}  # beats a minute, as the script composes them
RATE = 22050


SCRIPT = ROOT / "tools" / "make_music.py"
DIGESTS = Path(__file__).with_name("music_digests.json")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def stored() -> dict[str, str]:
    return dict(json.loads(DIGESTS.read_text()))


def script_changed() -> bool:
    return stored()["make_music.py"] != sha256(SCRIPT.read_bytes())


def wav_samples(path: Path) -> bytes:
    """A WAV's sample bytes (16-bit little-endian), what the samples' digest is of."""
    with wave.open(str(path)) as wav:
        return wav.readframes(wav.getnframes())


def synthesise(out: Path) -> None:
    subprocess.run(
        [sys.executable, str(SCRIPT), str(out), "--wav"],
        check=True,
        capture_output=True,
        timeout=300,
    )


# Decodes each FLAC with the SDL_mixer and libFLAC pygame-ce ships (a frame failing its
# checksum would be dropped), in a process of its own with its mixer opened at the files'
# rate (nothing resampled), and writes its samples as a WAV.
DECODE = """
import sys, wave, pygame
pygame.mixer.init(22050, -16, 1, 512)
for flac, out in zip(sys.argv[1::2], sys.argv[2::2]):
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(pygame.mixer.Sound(flac).get_raw())
"""


def decode(flacs: list[Path], out: Path) -> None:
    args = [str(p) for flac in flacs for p in (flac, out / f"{flac.stem}.wav")]
    done = subprocess.run(
        [sys.executable, "-c", DECODE, *args],
        env={**os.environ, "SDL_AUDIODRIVER": "dummy"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Each loop's samples as a WAV: the script's own when it changed, else the committed
    FLAC's as libFLAC decodes it (the same samples while the digests hold: checked below)."""
    out = tmp_path_factory.mktemp("music")
    if script_changed():
        synthesise(out)
    else:
        decode([MUSIC / f"{name}.flac" for name in TRACKS], out)
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
    digests = stored()
    for name in TRACKS:
        committed = (MUSIC / f"{name}.flac").read_bytes()
        if script_changed():
            assert committed == (made / f"{name}.flac").read_bytes(), name
        else:
            assert sha256(committed) == digests[f"{name}.flac"], name


def test_libflac_reads_each_loop_back_sample_for_sample(made: Path) -> None:
    # The FLAC the game plays, decoded by libFLAC, against the samples the script made:
    # their WAV when it ran, else the digest of them it made last.
    if not script_changed():
        for name in TRACKS:  # `made` holds the committed FLACs as libFLAC decoded them
            assert sha256(wav_samples(made / f"{name}.wav")) == stored()[f"{name}.samples"]
        return
    with tempfile.TemporaryDirectory() as folder:
        decode([MUSIC / f"{name}.flac" for name in TRACKS], Path(folder))
        for name in TRACKS:
            decoded = wav_samples(Path(folder) / f"{name}.wav")
            assert decoded == wav_samples(made / f"{name}.wav"), name


def test_the_stored_digests_are_the_scripts(made: Path) -> None:
    """Where the script changed this fails until the digests are updated (the command in
    the module's docstring), so that later runs check them instead of synthesising."""
    assert set(stored()) == set(keys())
    if script_changed():
        assert stored() == digests_of(made), "update tests/cli/music_digests.json"


def keys() -> list[str]:
    return ["make_music.py"] + [f"{name}.{kind}" for name in TRACKS for kind in ("flac", "samples")]


def digests_of(folder: Path) -> dict[str, str]:
    """The digests of the script and of what it made into `folder` (FLAC and WAV)."""
    found = {"make_music.py": sha256(SCRIPT.read_bytes())}
    for name in TRACKS:
        found[f"{name}.flac"] = sha256((folder / f"{name}.flac").read_bytes())
        found[f"{name}.samples"] = sha256(wav_samples(folder / f"{name}.wav"))
    return found


if __name__ == "__main__" and sys.argv[1:] == ["--update-digests"]:
    with tempfile.TemporaryDirectory() as folder:
        synthesise(Path(folder))
        DIGESTS.write_text(json.dumps(digests_of(Path(folder)), indent=2) + "\n")
    print(f"wrote {DIGESTS}")
