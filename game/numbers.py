"""Numbers as the language in use writes them: "80 %" in German, French and Spanish,
"80%" in English, and a true minus sign (U+2212) on every negative score ("−6", never the
hyphen "-6"). Babel knows each language's habits; it is not imported at start, as its
import and locale data cost some 60 ms of CPU a title screen does not need: the App loads
them in pieces over its first frames (`warm_up`, `game.app.prebuild.FirstTimeWork`),
so the first screen that writes a number (the results) does not pay them in its frame."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import partial

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


def warm_up() -> list[Callable[[], object]]:
    """Babel and the number formats of the language in use, loaded in pieces of a few ms
    of CPU each (50-60 ms in all): its modules, its global data, the root locale's data,
    the language's (as the App speaks it when the piece runs), then a number written once
    each way."""
    return [
        partial(importlib.import_module, "babel.localedata"),
        partial(importlib.import_module, "babel.numbers"),
        _global_data,
        partial(_locale_data, lambda: "root"),
        partial(_locale_data, i18n.language),
        lambda: (percent(0.5), number(-1)),
    ]


def _global_data() -> object:
    from babel.core import get_global

    return get_global("parent_exceptions")


def _locale_data(name: Callable[[], str]) -> object:
    from babel import localedata

    return localedata.load(name())
