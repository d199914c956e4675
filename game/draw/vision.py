"""Colour-vision simulation and colour difference, in plain Python (no pygame): the
colour-blind card palette is checked with it (tests/draw/test_accessibility_options.py).

Simulation: Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
Simulation of Color Vision Deficiency", the severity 1.0 matrices (dichromacy), applied
to linear RGB. Difference: CIE 1976 ΔE*ab in CIELAB (D65), and the WCAG contrast ratio.
"""

from __future__ import annotations

import math

Color = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
DEFICIENCIES = tuple(MACHADO)


def to_linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def from_linear(v: float) -> int:
    v = max(0.0, min(1.0, v))
    s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def simulate(color: Color, deficiency: str) -> Color:
    """`color` as an eye with `deficiency` (DEFICIENCIES) sees it."""
    lin = [to_linear(c) for c in color]
    m = MACHADO[deficiency]
    out = [sum(m[row][k] * lin[k] for k in range(3)) for row in range(3)]
    return from_linear(out[0]), from_linear(out[1]), from_linear(out[2])


def lab(color: Color) -> tuple[float, float, float]:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (to_linear(c) for c in color)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: Color, b: Color) -> float:
    """CIE76 colour difference: about 2.3 is just noticeable; 20 and more reads as two
    different colours at a glance."""
    return math.dist(lab(a), lab(b))
