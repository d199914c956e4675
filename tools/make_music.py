"""Compose and synthesise the game's two music loops into assets/music/*.flac (standard
library only).

    python tools/make_music.py [out_dir] [--wav]

menu       calm: 70 beats a minute, 8 bars in F major (Fmaj7 Dm7 Bbmaj7 Csus4-C, twice,
           the second time through Am7 and Gm7), an electric piano's broken chords, a
           soft pad and bass, a flute-like melody. 27.4 s.
table      lighter: 105 beats a minute, 16 bars in C major (C Am Dm7 G7 ...), a plucked
           bass, marimba chords on the off-beats, a bell-like melody, and a quiet kick,
           rim and shaker. 36.6 s.

Each loop is rendered on a circle: a note that rings past the last bar is added to the
first, and the echo reads around the end too, so the last sample runs into the first
exactly as the music runs on (no click, no gap; `tests/cli/test_music.py` checks). Each
bar is a whole number of samples, so the tempo does not drift from one pass to the next.

Mono, 16-bit, 22.05 kHz like the effects (the mixer runs at twice that rate, so it
resamples by an exact factor), written as FLAC by the small encoder below: lossless, and
a third to a half of a WAV's size (1.1 MB for both, against 2.8 MB). `--wav` writes each
loop as a WAV too (the same samples), for the tests to read. Peaks at most at -6 dBFS,
and about half as loud (RMS) as the effects, so the effects stay on top. Deterministic
(fixed noise seeds, no clock): re-running writes identical files.
"""

from __future__ import annotations

import array
import hashlib
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "music"
PEAK = 0.5  # -6 dBFS, as the effects
LOUDNESS = 0.05  # RMS; the effects are matched at 0.11

Signal = list[float]
Note = tuple[int | None, float]  # (MIDI note or None for a rest, length in beats)


def freq(midi: int) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def envelope(n: int, attack: float, decay: float, release: float) -> Signal:
    """Attack (s), exponential decay (1/s), and a release (s) to silence at the end."""
    a = max(1, int(attack * RATE))
    r = max(1, int(release * RATE))
    out = []
    for i in range(n):
        t = i / RATE
        level = min(1.0, i / a) * math.exp(-decay * t)
        left = n - i
        if left < r:
            level *= left / r
        out.append(level)
    return out


# Instruments: each a pure function of pitch and length, cached (chords repeat).
@cache
def epiano(midi: int, seconds: float) -> Signal:
    # A sine with a quickly fading second and third partial: a soft electric piano.
    f = 2 * math.pi * freq(midi) / RATE
    n = int(seconds * RATE)
    env = envelope(n, 0.006, 1.6, 0.08)
    return [
        env[i] * (math.sin(f * i) + 0.3 * math.exp(-6 * i / RATE) * math.sin(2 * f * i))
        for i in range(n)
    ]


def _triangle(phase: float) -> float:
    x = (phase / (2 * math.pi)) % 1.0
    return 4 * x - 1 if x < 0.5 else 3 - 4 * x


@cache
def pad(midi: int, seconds: float) -> Signal:
    # Two slightly detuned sines and a quiet triangle, slow in and out: a warm pad.
    f = 2 * math.pi * freq(midi) / RATE
    n = int(seconds * RATE)
    env = envelope(n, 0.6, 0.15, 0.6)
    return [
        env[i]
        * (0.5 * math.sin(f * 1.003 * i) + 0.5 * math.sin(f * 0.997 * i) + 0.15 * _triangle(f * i))
        for i in range(n)
    ]


@cache
def bass(midi: int, seconds: float, decay: float = 1.2) -> Signal:
    f = 2 * math.pi * freq(midi) / RATE
    n = int(seconds * RATE)
    env = envelope(n, 0.01, decay, 0.06)
    return [env[i] * (math.sin(f * i) + 0.25 * math.sin(2 * f * i)) for i in range(n)]


@cache
def flute(midi: int, seconds: float) -> Signal:
    # A breathy sine: a gentle attack, and a vibrato that comes in as the note is held.
    f = 2 * math.pi * freq(midi) / RATE
    n = int(seconds * RATE)
    env = envelope(n, 0.07, 0.4, 0.12)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        depth = 0.004 * min(1.0, max(0.0, (t - 0.25) / 0.4))
        phase += f * (1 + depth * math.sin(2 * math.pi * 5.0 * t))
        out.append(env[i] * (math.sin(phase) + 0.12 * math.sin(2 * phase)))
    return out


@cache
def marimba(midi: int, seconds: float) -> Signal:
    # A wooden bar: the fundamental and its bright fourth partial, which dies fast.
    f = 2 * math.pi * freq(midi) / RATE
    n = int(seconds * RATE)
    env = envelope(n, 0.002, 5.0, 0.03)
    return [
        env[i] * (math.sin(f * i) + 0.35 * math.exp(-30 * i / RATE) * math.sin(4 * f * i))
        for i in range(n)
    ]


@cache
def bell(midi: int, seconds: float) -> Signal:
    # A soft bell: an inharmonic partial over the note, a little shimmer.
    f = 2 * math.pi * freq(midi) / RATE
    n = int(seconds * RATE)
    env = envelope(n, 0.004, 2.6, 0.05)
    return [
        env[i]
        * (
            math.sin(f * i)
            + 0.2 * math.exp(-8 * i / RATE) * math.sin(2.76 * f * i)
            + 0.1 * math.sin(2 * f * i)
        )
        for i in range(n)
    ]


@cache
def kick() -> Signal:
    # A soft thump: a sine falling from 110 to 50 Hz.
    n = int(0.25 * RATE)
    env = envelope(n, 0.003, 16, 0.03)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * (50 + 60 * math.exp(-30 * t)) / RATE
        out.append(env[i] * math.sin(phase))
    return out


@cache
def noise_hit(seconds: float, decay: float, cutoff: float, highpass: bool, seed: int) -> Signal:
    """Noise through a one-pole low-pass (or what it removes, a high-pass), decaying."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    env = envelope(n, 0.002, decay, 0.01)
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for i in range(n):
        x = rng.uniform(-1, 1)
        y += alpha * (x - y)
        out.append(env[i] * (x - y if highpass else y))
    return out


@cache
def rim() -> Signal:
    tick = noise_hit(0.06, 70, 2500, False, 11)
    n = len(tick)
    f = 2 * math.pi * 820 / RATE
    return [tick[i] + 0.4 * math.sin(f * i) * math.exp(-80 * i / RATE) for i in range(n)]


class Loop:
    """A buffer that wraps: what is added past the end sounds again from the start."""

    def __init__(self, bpm: int, beats: int) -> None:
        beat = RATE * 60 / bpm
        if beat != int(beat):
            raise ValueError(f"{bpm} bpm is not a whole number of samples a beat")
        self.beat = int(beat)
        self.data = [0.0] * (self.beat * beats)

    def at(self, beat: float) -> int:
        return round(beat * self.beat)

    def add(self, beat: float, gain: float, sig: Signal) -> None:
        data, size = self.data, len(self.data)
        start = self.at(beat) % size
        for i, v in enumerate(sig):
            data[(start + i) % size] += v * gain

    def seconds(self, beats: float) -> float:
        return beats * self.beat / RATE

    def echo(self, delay_beats: float, taps: Sequence[float]) -> None:
        """A room's soft echo, read around the loop: tap k repeats (k+1) delays later."""
        size = len(self.data)
        dry = self.data
        wet = list(dry)
        for k, gain in enumerate(taps, start=1):
            d = self.at(delay_beats * k) % size
            wet = [w + gain * v for w, v in zip(wet, dry[-d:] + dry[:-d], strict=True)]
        self.data = wet


def play_line(
    loop: Loop,
    start: float,
    notes: Sequence[Note],
    voice: Callable[[int, float], Signal],
    gain: float,
    legato: float = 1.0,
) -> None:
    """A melody: notes one after another from `start`, each held `legato` × its length."""
    beat = start
    for midi, length in notes:
        if midi is not None:
            loop.add(beat, gain, voice(midi, loop.seconds(length * legato)))
        beat += length


# Note names to MIDI numbers, so the tunes below read as written.
_STEPS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def pitch(name: str) -> int:
    """'C4' is 60, 'Bb3' is 58, 'F#5' is 78."""
    step = _STEPS[name[0]]
    rest = name[1:]
    if rest.startswith("b"):
        step, rest = step - 1, rest[1:]
    elif rest.startswith("#"):
        step, rest = step + 1, rest[1:]
    return 12 * (int(rest) + 1) + step


def chord(*names: str) -> tuple[int, ...]:
    return tuple(pitch(x) for x in names)


def tune(text: str) -> list[Note]:
    """'E5:1 G5:.5 -:1' -> notes; '-' is a rest."""
    out: list[Note] = []
    for token in text.split():
        name, length = token.split(":")
        out.append((None if name == "-" else pitch(name), float(length)))
    return out


def menu() -> Signal:
    """Calm: F major at 70 bpm; two four-bar phrases, the second answering the first."""
    loop = Loop(bpm=70, beats=32)
    fmaj7 = chord("F3", "C4", "E4", "A4")
    dm7 = chord("D3", "A3", "C4", "F4")
    bbmaj7 = chord("Bb2", "F3", "A3", "D4")
    csus = chord("C3", "G3", "C4", "F4")
    cmaj = chord("C3", "G3", "C4", "E4")
    am7 = chord("A2", "E3", "G3", "C4")
    gm7 = chord("G2", "D3", "F3", "Bb3")
    # (chord, beats) through the 8 bars; a sus4 that resolves closes each phrase.
    harmony = [
        (fmaj7, 4), (dm7, 4), (bbmaj7, 4), (csus, 2), (cmaj, 2),
        (fmaj7, 4), (am7, 4), (bbmaj7, 2), (gm7, 2), (csus, 2), (cmaj, 2),
    ]  # fmt: skip
    beat = 0.0
    for voicing, length in harmony:
        root, *upper = voicing
        # Bass: the root, held; the pad: the upper notes, an octave up, very soft.
        loop.add(beat, 0.55, bass(root - 12 if root >= pitch("E3") else root, loop.seconds(length)))
        for note in upper:
            loop.add(beat, 0.09, pad(note, loop.seconds(length + 0.5)))
        # Electric piano: broken chords in eighths, up and back, the downbeat a touch louder.
        figure = [0, 1, 2, 3, 2, 1, 2, 3]
        for k in range(int(length * 2)):
            note = voicing[figure[k % len(figure)]]
            accent = 1.0 if k % 4 == 0 else 0.75
            loop.add(beat + k / 2, 0.16 * accent, epiano(note, loop.seconds(1.5)))
        beat += length
    melody = tune(
        "-:1 C5:.5 F5:.5 A5:1.5 G5:.5 "  # Fmaj7
        "F5:2 E5:.5 D5:.5 C5:1 "  # Dm7
        "D5:1.5 F5:.5 A5:1 G5:1 "  # Bbmaj7
        "F5:2 E5:2 "  # Csus4 -> C: the suspension resolves
        "-:1 C5:.5 F5:.5 A5:1 C6:1 "  # Fmaj7, reaching higher
        "C6:1.5 A5:.5 G5:1 E5:1 "  # Am7
        "D5:1.5 F5:.5 G5:1 A5:1 "  # Bbmaj7, Gm7
        "G5:2 E5:1.5 -:.5"  # Csus4 -> C, then back to the start
    )
    play_line(loop, 0, melody, flute, 0.3, legato=0.95)
    loop.echo(0.75, (0.22, 0.1, 0.04))
    return loop.data


def table() -> Signal:
    """Lighter: C major at 105 bpm, off-beat marimba chords and a light groove."""
    loop = Loop(bpm=105, beats=64)
    progression = [
        ("C", chord("C3", "E4", "G4", "C5")), ("Am", chord("A2", "E4", "A4", "C5")),
        ("Dm7", chord("D3", "F4", "A4", "C5")), ("G7", chord("G2", "F4", "G4", "B4")),
        ("C", chord("C3", "E4", "G4", "C5")), ("Am", chord("A2", "E4", "A4", "C5")),
        ("F", chord("F2", "F4", "A4", "C5")), ("G", chord("G2", "D4", "G4", "B4")),
        ("F", chord("F2", "F4", "A4", "C5")), ("G", chord("G2", "D4", "G4", "B4")),
        ("Em7", chord("E3", "D4", "G4", "B4")), ("Am7", chord("A2", "E4", "G4", "C5")),
        ("Dm7", chord("D3", "F4", "A4", "C5")), ("G7", chord("G2", "F4", "G4", "B4")),
        ("C", chord("C3", "E4", "G4", "C5")), ("G7", chord("G2", "D4", "F4", "B4")),
    ]  # fmt: skip
    for bar, (_, voicing) in enumerate(progression):
        beat = bar * 4.0
        root, *upper = voicing
        fifth = root + 7
        # Bass: root, a pickup fifth, root, fifth (plucked, short).
        walk = ((0, root, 1.4), (1.5, fifth, 0.45), (2, root, 0.9), (3, fifth, 0.9))
        for offset, note, length in walk:
            loop.add(beat + offset, 0.5, bass(note, loop.seconds(length), 3.0))
        # Marimba chords on the "and" of each beat: the lightness is in the off-beats.
        for k in range(4):
            gain = 0.1 if k % 2 == 0 else 0.085
            for note in upper:
                loop.add(beat + k + 0.5, gain, marimba(note, loop.seconds(0.45)))
        # Drums, quiet: kick on 1 and 3, rim on 2 and 4, a shaker on every eighth.
        for k in (0, 2):
            loop.add(beat + k, 0.5, kick())
        for k in (1, 3):
            loop.add(beat + k, 0.11, rim())
        for k in range(8):
            accent = 0.07 if k % 2 else 0.045
            loop.add(beat + k / 2, accent, noise_hit(0.08, 45, 4000, True, 20 + k % 2))
    melody = tune(
        "E5:1 G5:.5 E5:.5 C5:1 D5:1 "  # C
        "E5:1.5 A4:.5 C5:1 E5:1 "  # Am
        "F5:1 A5:.5 F5:.5 D5:1 C5:1 "  # Dm7
        "B4:1.5 D5:.5 G5:1 F5:1 "  # G7
        "E5:1 G5:.5 C6:.5 B5:1 G5:1 "  # C
        "A5:1.5 E5:.5 C5:1 E5:1 "  # Am
        "F5:1 A5:.5 G5:.5 F5:1 E5:1 "  # F
        "D5:3 -:1 "  # G: a breath at the half
        "A5:.5 G5:.5 A5:1 C6:1 A5:1 "  # F
        "B5:.5 A5:.5 G5:1 D5:1 G5:1 "  # G
        "G5:1.5 E5:.5 D5:1 E5:1 "  # Em7
        "C5:1.5 E5:.5 A5:1 G5:1 "  # Am7
        "F5:1 E5:.5 D5:.5 A5:1 F5:1 "  # Dm7
        "D5:1 F5:.5 E5:.5 D5:1 B4:1 "  # G7
        "C5:2 E5:1 G5:1 "  # C
        "F5:1 D5:1 B4:1 D5:1"  # G7: leads back to the first E
    )
    play_line(loop, 0, melody, bell, 0.34, legato=0.9)
    loop.echo(0.75, (0.15, 0.06))
    return loop.data


def normalise(sig: Signal) -> Signal:
    """Scale to the music's loudness, never above -6 dBFS. No fades: the loop is whole."""
    top = max(abs(v) for v in sig)
    rms = math.sqrt(sum(v * v for v in sig) / len(sig))
    gain = min(PEAK / top, LOUDNESS / rms)
    return [v * gain for v in sig]


def pcm(sig: Signal) -> list[int]:
    """16-bit samples."""
    return [round(max(-1.0, min(1.0, v)) * 32767) for v in sig]


def little_endian(samples: list[int]) -> bytes:
    """The samples as a WAV holds them (and as FLAC's checksum is taken of them)."""
    frames = array.array("h", samples)
    if sys.byteorder == "big":
        frames.byteswap()
    return frames.tobytes()


def write_wav(path: Path, samples: list[int]) -> None:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(little_endian(samples))


# FLAC, the lossless format SDL_mixer reads (pygame-ce ships it with libFLAC): the same
# samples as a WAV in about 40 % of the bytes. A small encoder, fixed predictors only.
BLOCK = 4096


def _crc8(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc


_CRC16 = []
for _i in range(256):
    _c = _i << 8
    for _ in range(8):
        _c = ((_c << 1) ^ 0x8005) & 0xFFFF if _c & 0x8000 else (_c << 1) & 0xFFFF
    _CRC16.append(_c)


def _crc16(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc = ((crc << 8) & 0xFFFF) ^ _CRC16[(crc >> 8) ^ byte]
    return crc


def _residual(block: list[int], order: int) -> list[int]:
    """What the fixed predictor of this order leaves (FLAC's orders 0 to 4)."""
    x = block
    if order == 0:
        return list(x)
    if order == 1:
        return [x[i] - x[i - 1] for i in range(1, len(x))]
    if order == 2:
        return [x[i] - 2 * x[i - 1] + x[i - 2] for i in range(2, len(x))]
    if order == 3:
        return [x[i] - 3 * x[i - 1] + 3 * x[i - 2] - x[i - 3] for i in range(3, len(x))]
    return [x[i] - 4 * x[i - 1] + 6 * x[i - 2] - 4 * x[i - 3] + x[i - 4] for i in range(4, len(x))]


def _subframe(block: list[int]) -> str:
    """The cheapest fixed-predictor subframe, as a string of bits."""
    best: tuple[int, int, int, list[int]] | None = None
    for order in range(min(5, len(block))):
        folded = [2 * r if r >= 0 else -2 * r - 1 for r in _residual(block, order)]
        mean = sum(folded) / max(1, len(folded))
        k = min(14, max(0, int(math.log2(mean)) if mean >= 1 else 0))
        cost = sum(u >> k for u in folded) + len(folded) * (k + 1) + 16 * order
        if best is None or cost < best[0]:
            best = (cost, order, k, folded)
    assert best is not None
    _, order, k, folded = best
    bits = ["0", "001", format(order, "03b"), "0"]
    bits += [format(v & 0xFFFF, "016b") for v in block[:order]]
    bits.append("00" + "0000" + format(k, "04b"))  # Rice, one partition, parameter k
    mask = (1 << k) - 1
    if k:
        bits += ["0" * (u >> k) + "1" + format(u & mask, f"0{k}b") for u in folded]
    else:
        bits += ["0" * u + "1" for u in folded]
    return "".join(bits)


def flac(samples: list[int]) -> bytes:
    """A FLAC file of 16-bit mono samples at RATE: STREAMINFO, then one frame a block,
    each with its header's CRC-8 and its own CRC-16 (a decoder drops a frame that fails)."""
    out = bytearray(b"fLaC")
    info = (
        format(BLOCK, "016b") + format(BLOCK, "016b") + "0" * 48
        + format(RATE, "020b") + "000" + format(15, "05b") + format(len(samples), "036b")
    )  # fmt: skip
    md5 = hashlib.md5(little_endian(samples)).digest()
    # STREAMINFO, the only metadata block (so the last): block sizes, rate, 1 channel,
    # 16 bits, the length, the checksum of the samples.
    out += bytes([0x80, 0, 0, 34]) + int(info, 2).to_bytes(18, "big") + md5
    for number, start in enumerate(range(0, len(samples), BLOCK)):
        block = samples[start : start + BLOCK]
        size_code = "1100" if len(block) == BLOCK else "0111"
        head = bytearray(b"\xff\xf8")
        head.append(int(size_code + "0110", 2))  # the block size; 22.05 kHz
        head.append(0b0000_100_0)  # mono, 16 bits
        head += _utf8(number)
        if len(block) != BLOCK:
            head += (len(block) - 1).to_bytes(2, "big")
        head.append(_crc8(bytes(head)))
        bits = _subframe(block)
        bits += "0" * (-len(bits) % 8)
        frame = bytes(head) + int(bits, 2).to_bytes(len(bits) // 8, "big")
        out += frame + _crc16(frame).to_bytes(2, "big")
    return bytes(out)


def _utf8(number: int) -> bytes:
    """A frame number as FLAC writes it (UTF-8's scheme; a loop has well under 2048)."""
    if number < 0x80:
        return bytes([number])
    return bytes([0xC0 | number >> 6, 0x80 | number & 0x3F])


TRACKS: dict[str, Callable[[], Signal]] = {"menu": menu, "table": table}


def main(argv: list[str]) -> int:
    """`--wav` also writes each loop as a WAV (the same samples), for the tests to read."""
    wav = "--wav" in argv
    args = [a for a in argv if a != "--wav"]
    out = Path(args[0]) if args else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, make in TRACKS.items():
        samples = pcm(normalise(make()))
        (out / f"{name}.flac").write_bytes(flac(samples))
        print(f"wrote {out / (name + '.flac')}")
        if wav:
            write_wav(out / f"{name}.wav", samples)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
