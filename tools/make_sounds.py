"""Synthesise the game's sound effects into assets/sounds/*.wav (standard library only).

    python tools/make_sounds.py [out_dir]

Deterministic (fixed noise seed), so re-running produces identical files. Mono, 16-bit,
22.05 kHz: small files, and every effect is short and mostly below 8 kHz anyway.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"

Signal = list[float]


def tone(
    freq: float,
    seconds: float,
    decay: float = 8.0,
    attack: float = 0.004,
    shape: Callable[[float], float] = math.sin,
    glide: float = 0.0,
) -> Signal:
    """A note with a short attack and exponential decay; `glide` bends pitch (Hz/s)."""
    n = int(seconds * RATE)
    out: Signal = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * (freq + glide * t) / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(shape(phase) * env)
    return out


def triangle(phase: float) -> float:
    return 2 / math.pi * math.asin(math.sin(phase))


def soft_square(phase: float) -> float:
    # A square wave rounded off: warmer than a hard square, still chiptune-bright.
    return math.tanh(3 * math.sin(phase))


def noise(seconds: float, decay: float, cutoff: float, seed: int, attack: float = 0.002) -> Signal:
    """White noise through a one-pole low-pass (cutoff in Hz), with an envelope."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out: Signal = []
    for i in range(n):
        t = i / RATE
        y += alpha * (rng.uniform(-1, 1) - y)
        out.append(y * min(1.0, t / attack) * math.exp(-decay * t))
    return out


def mix(*parts: tuple[float, float, Signal]) -> Signal:
    """Sum signals, each given as (start seconds, gain, signal)."""
    length = max(int(start * RATE) + len(sig) for start, _, sig in parts)
    out = [0.0] * length
    for start, gain, sig in parts:
        offset = int(start * RATE)
        for i, v in enumerate(sig):
            out[offset + i] += v * gain
    return out


# Every effect peaks at most at -6 dBFS, so two effects that overlap (a take and the next
# card's reveal) still cannot clip at full volume; below that, effects are matched in
# loudness (RMS) so a noisy swoosh is not louder than a soft clink.
PEAK = 0.5
LOUDNESS = 0.11


def normalise(sig: Signal, peak: float = PEAK, loudness: float = LOUDNESS) -> Signal:
    top = max(1e-9, max(abs(v) for v in sig))
    rms = max(1e-9, math.sqrt(sum(v * v for v in sig) / len(sig)))
    gain = min(peak / top, loudness / rms)
    # Fade the last 5 ms so no effect ends with a click.
    fade = int(0.005 * RATE)
    out = [v * gain for v in sig]
    for i in range(min(fade, len(out))):
        out[-1 - i] *= i / fade
    return out


def reveal() -> Signal:
    # A card flicked over: two quick papery noise taps.
    return mix(
        (0.0, 0.7, noise(0.06, 60, 3500, seed=1)),
        (0.045, 1.0, noise(0.10, 45, 2500, seed=2)),
        (0.045, 0.25, tone(180, 0.08, decay=40)),
    )


def clink() -> Signal:
    # A plastic counter on a pile: inharmonic partials ring briefly.
    partials = [(2150, 1.0, 22), (3420, 0.6, 30), (4980, 0.35, 38), (1290, 0.3, 18)]
    return mix(
        *[(0.0, g, tone(f, 0.35, decay=d, attack=0.001)) for f, g, d in partials],
        (0.0, 0.5, noise(0.02, 150, 6000, seed=3)),
    )


def pass_() -> Signal:
    # Putting one counter down: a softer, lower clink after a tap.
    return mix(
        (0.0, 0.6, noise(0.03, 120, 2000, seed=4)),
        (0.01, 0.8, tone(1650, 0.25, decay=26, attack=0.001)),
        (0.01, 0.4, tone(2610, 0.2, decay=34, attack=0.001)),
    )


def swoosh(
    seconds: float, seed: int, cutoff: Callable[[float], float], envelope: Callable[[float], float]
) -> Signal:
    """Noise through a low-pass whose cutoff (Hz) moves with time: a card sliding."""
    rng = random.Random(seed)
    out: Signal = []
    y = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        alpha = 1 - math.exp(-2 * math.pi * cutoff(t) / RATE)
        y += alpha * (rng.uniform(-1, 1) - y)
        out.append(y * envelope(t))
    return out


def take() -> Signal:
    # A swoosh: noise swelling then fading, with a low thump as the card lands.
    out = swoosh(
        0.32,
        5,
        lambda t: 800 + 3000 * math.sin(math.pi * t / 0.32),
        lambda t: math.sin(math.pi * t / 0.32) ** 2,
    )
    return mix((0.0, 1.0, out), (0.25, 0.5, tone(110, 0.12, decay=35)))


def fanfare() -> Signal:
    # C major arpeggio up to a held chord: the game is over.
    c5, e5, g5, c6 = 523.25, 659.25, 783.99, 1046.5
    notes = [(0.00, c5), (0.12, e5), (0.24, g5), (0.36, c6)]
    parts: list[tuple[float, float, Signal]] = [
        (start, 0.5, tone(f, 0.3, decay=7, shape=soft_square)) for start, f in notes
    ]
    for f in (c5, e5, g5, c6):
        parts.append((0.52, 0.35, tone(f, 0.9, decay=3.2, shape=triangle)))
    parts.append((0.52, 0.3, tone(c5 / 2, 0.9, decay=3.0, shape=triangle)))
    return mix(*parts)


def move() -> Signal:
    return tone(880, 0.05, decay=70, shape=triangle)


def confirm() -> Signal:
    return mix(
        (0.0, 0.7, tone(660, 0.08, decay=35, shape=triangle)),
        (0.06, 0.8, tone(990, 0.12, decay=28, shape=triangle)),
    )


def back() -> Signal:
    return mix(
        (0.0, 0.7, tone(740, 0.08, decay=35, shape=triangle)),
        (0.06, 0.7, tone(494, 0.12, decay=28, shape=triangle)),
    )


def error() -> Signal:
    return tone(140, 0.18, decay=14, shape=soft_square)


def turn() -> Signal:
    """Your turn: a soft rising chime (two bell-like notes)."""
    return mix(
        (0.0, 0.6, tone(587, 0.25, decay=9, shape=math.sin)),
        (0.0, 0.2, tone(1174, 0.2, decay=14, shape=math.sin)),
        (0.12, 0.7, tone(880, 0.35, decay=8, shape=math.sin)),
        (0.12, 0.2, tone(1760, 0.25, decay=12, shape=math.sin)),
    )


def nudge() -> Signal:
    """Still your turn: two gentle low taps."""
    return mix(
        (0.0, 0.8, tone(440, 0.12, decay=22, shape=triangle)),
        (0.16, 0.8, tone(440, 0.16, decay=18, shape=triangle)),
    )


# The expansion's special cards [X1]: each has its own short effect, so a player hears
# which special acted without looking. Pitch direction carries the meaning where it can:
# doubling rises, halving falls, bad cards sink, good ones sparkle.
def bonus(points: int) -> Callable[[], Signal]:
    """Points off your score: a coin-bright arpeggio, one note more per +5."""

    def make() -> Signal:
        scale = [1046.5, 1318.5, 1568.0, 2093.0, 2637.0]
        notes = scale[: 1 + points // 5]
        parts: list[tuple[float, float, Signal]] = []
        for i, f in enumerate(notes):
            parts.append((i * 0.06, 0.6, tone(f, 0.25, decay=16, shape=triangle)))
            parts.append((i * 0.06, 0.2, tone(f * 2.01, 0.15, decay=30)))
        return mix(*parts)

    return make


def wild() -> Signal:
    # Anything it likes: a fast rising glissando with a shimmer on top.
    return mix(
        (0.0, 0.6, tone(500, 0.34, decay=5, shape=triangle, glide=4200)),
        (0.0, 0.15, tone(1000, 0.34, decay=5, glide=8400)),
        (0.22, 0.35, tone(2093, 0.3, decay=12)),
        (0.26, 0.3, tone(2637, 0.3, decay=12)),
    )


def card_bonus() -> Signal:
    # Counting your cards: three quick taps, then a pleasant bell.
    taps = [(i * 0.06, 0.6, noise(0.03, 110, 3000, seed=20 + i)) for i in range(3)]
    return mix(
        *taps, (0.2, 0.8, tone(1318.5, 0.35, decay=10)), (0.2, 0.3, tone(2637, 0.2, decay=20))
    )


def skip() -> Signal:
    # Hopping over the card: a quick upward blip, twice.
    return mix(
        (0.0, 0.7, tone(420, 0.09, decay=20, shape=triangle, glide=6000)),
        (0.1, 0.7, tone(620, 0.11, decay=18, shape=triangle, glide=7000)),
    )


def look() -> Signal:
    # A private peek: a soft shimmer of high notes with a slow tremolo.
    parts = []
    for i, f in enumerate((1568.0, 1975.5, 2349.3, 3136.0)):
        sig = tone(f, 0.45, decay=5, attack=0.03)
        wobble = [
            v * (0.6 + 0.4 * math.sin(2 * math.pi * 14 * j / RATE)) for j, v in enumerate(sig)
        ]
        parts.append((i * 0.04, 0.4, wobble))
    return mix(*parts)


def give_left() -> Signal:
    # A card slid across the table to a neighbour: a falling swoosh, then a tap.
    out = swoosh(0.22, 21, lambda t: 4200 - 3400 * t / 0.22, lambda t: math.sin(math.pi * t / 0.22))
    return mix((0.0, 1.0, out), (0.2, 0.6, tone(330, 0.1, decay=35, shape=triangle)))


def remove() -> Signal:
    # Scissors: two bright snips, then a small falling tone as the card goes.
    return mix(
        (0.0, 1.0, noise(0.025, 160, 7000, seed=22)),
        (0.0, 0.4, tone(3200, 0.03, decay=120, attack=0.001)),
        (0.09, 1.0, noise(0.025, 160, 7000, seed=23)),
        (0.09, 0.4, tone(3600, 0.03, decay=120, attack=0.001)),
        (0.14, 0.5, tone(700, 0.16, decay=16, shape=triangle, glide=-2000)),
    )


def double_counters() -> Signal:
    # Counters count double: a rising pair, the second an octave up, over a clink.
    return mix(
        (0.0, 0.7, tone(523.25, 0.14, decay=18, shape=soft_square)),
        (0.11, 0.7, tone(1046.5, 0.22, decay=12, shape=soft_square)),
        (0.11, 0.3, clink()),
    )


def take_pink_back() -> Signal:
    # A card pulled from the deck: a rising swoosh, then the flick of a reveal.
    out = swoosh(0.18, 24, lambda t: 900 + 3200 * t / 0.18, lambda t: math.sin(math.pi * t / 0.18))
    return mix((0.0, 1.0, out), (0.17, 0.7, reveal()), (0.2, 0.4, tone(784, 0.15, decay=20)))


def counters_negative() -> Signal:
    # Counters flip from good to bad: a wobble that dips and comes back.
    n = int(0.4 * RATE)
    out: Signal = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        freq = 520 - 220 * math.sin(math.pi * t / 0.4)
        phase += 2 * math.pi * freq / RATE
        out.append(soft_square(phase) * min(1.0, t / 0.01) * math.exp(-4 * t))
    return out


def halve_counters() -> Signal:
    # Counters count half: a falling pair, the second an octave down.
    return mix(
        (0.0, 0.7, tone(1046.5, 0.14, decay=18, shape=soft_square)),
        (0.11, 0.7, tone(523.25, 0.24, decay=10, shape=soft_square)),
    )


def highest_doubled() -> Signal:
    # Your top card doubles: a low brassy pair a fifth apart, the second held.
    return mix(
        (0.0, 0.6, tone(196.0, 0.14, decay=14, shape=soft_square)),
        (0.0, 0.25, tone(392.0, 0.14, decay=18, shape=soft_square)),
        (0.12, 0.6, tone(293.7, 0.34, decay=6, shape=soft_square)),
        (0.12, 0.25, tone(587.3, 0.3, decay=9, shape=soft_square)),
    )


def forty() -> Signal:
    # A heavy card: a low thud with a buzzing undertone.
    return mix(
        (0.0, 1.0, tone(90, 0.3, decay=12, glide=-60)),
        (0.0, 0.35, tone(92.5, 0.3, decay=10, shape=soft_square)),
        (0.0, 0.5, noise(0.04, 80, 800, seed=25)),
    )


def card_penalty() -> Signal:
    # A point per card against you: a sinking "wah-wah" of three notes.
    return mix(
        (0.0, 0.6, tone(392.0, 0.12, decay=12, shape=triangle)),
        (0.12, 0.6, tone(370.0, 0.12, decay=12, shape=triangle)),
        (0.24, 0.7, tone(349.2, 0.3, decay=6, shape=triangle, glide=-40)),
    )


def bid() -> Signal:
    # A counter put on a green card: a clink with a little rising lift.
    return mix(
        (0.0, 0.6, noise(0.02, 140, 3000, seed=26)),
        (0.01, 0.8, tone(1900, 0.2, decay=30, attack=0.001)),
        (0.05, 0.5, tone(660, 0.1, decay=30, shape=triangle, glide=2000)),
    )


def decline() -> Signal:
    # Collecting the counters on the card: a quick cascade of clinks.
    parts = [
        (i * 0.045, 0.7 - i * 0.1, tone(2400 - i * 220, 0.15, decay=34, attack=0.001))
        for i in range(4)
    ]
    return mix(*parts, (0.0, 0.4, noise(0.16, 25, 2500, seed=27)))


SOUNDS: dict[str, Callable[[], Signal]] = {
    "reveal": reveal,
    "clink": clink,
    "pass": pass_,
    "take": take,
    "fanfare": fanfare,
    "move": move,
    "confirm": confirm,
    "back": back,
    "error": error,
    "turn": turn,
    "nudge": nudge,
    # A special card's sound is named by its description (game/special_cards.py): "sp_" +
    # its kind. Then the bidding sounds.
    "sp_bonus5": bonus(5),
    "sp_bonus10": bonus(10),
    "sp_bonus15": bonus(15),
    "sp_bonus20": bonus(20),
    "sp_wild": wild,
    "sp_card_bonus": card_bonus,
    "sp_skip": skip,
    "sp_look": look,
    "sp_give_left": give_left,
    "sp_remove": remove,
    "sp_double_counters": double_counters,
    "sp_take_pink_back": take_pink_back,
    "sp_counters_negative": counters_negative,
    "sp_halve_counters": halve_counters,
    "sp_highest_doubled": highest_doubled,
    "sp_forty": forty,
    "sp_card_penalty": card_penalty,
    "bid": bid,
    "decline": decline,
}


def write_wav(path: Path, sig: Signal) -> None:
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in sig)
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(frames)


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write_wav(out / f"{name}.wav", normalise(make()))
        print(f"wrote {out / (name + '.wav')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
