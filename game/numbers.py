"""Numbers as the language in use writes them: "80 %" in German, French and Spanish,
"80%" in English, and a true minus sign (U+2212) on every negative score ("−6", never the
hyphen "-6"). Babel knows each language's habits; it is imported on first use, as its
import costs startup time (some 80 ms) a title screen does not need."""

from __future__ import annotations

from game import i18n

MINUS = "\u2212"


def percent(fraction: float) -> str:
    """`fraction` (0.8) as a percentage: "80%", "80 %" (a no-break space)."""
    from babel.numbers import format_percent

    return str(format_percent(fraction, locale=i18n.language()))


def number(value: float) -> str:
    """A number as the language writes it, negative with a true minus: "−6", "1,5"."""
    from babel.numbers import format_decimal

    return str(format_decimal(value, locale=i18n.language())).replace("-", MINUS)


def signed(value: int) -> str:
    """A score's change, its sign always shown: "+5", "−5", "+0"."""
    return number(value) if value < 0 else f"+{number(value)}"
