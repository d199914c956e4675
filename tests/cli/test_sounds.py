"""The sound effects: made by tools/make_sounds.py, and never able to clip."""

from __future__ import annotations

import math
import struct
import subprocess
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "assets" / "sounds"


def samples(path: Path) -> list[float]:
    with wave.open(str(path)) as wav:
        n = wav.getnframes()
        return [v / 32767 for v in struct.unpack(f"<{n}h", wav.readframes(n))]


def test_no_effect_clips_even_when_two_overlap_at_full_volume() -> None:
    peaks = sorted(max(abs(v) for v in samples(p)) for p in SOUNDS.glob("*.wav"))
    assert len(peaks) >= 9
    assert peaks[-1] <= 0.5 + 1e-3
    assert peaks[-1] + peaks[-2] <= 1.0 + 1e-3
    take = samples(SOUNDS / "take.wav")
    rms = math.sqrt(sum(v * v for v in take) / len(take))
    assert rms < 0.2  # the swoosh is no louder than the clicks around it


def test_the_committed_sounds_are_what_the_script_makes(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_sounds.py"), str(tmp_path)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    for made in tmp_path.glob("*.wav"):
        assert made.read_bytes() == (SOUNDS / made.name).read_bytes(), made.name
