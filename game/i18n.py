"""Every word a player sees is looked up here (gettext), in the language the player chose.

Pure Python (no pygame), so the rules' log text, the bots' coach sentences and the scenes
can all use it. Module-level constants are built before the player picks a language:
mark those with `N_` and translate them with `_` where they are shown.
"""

from __future__ import annotations

import gettext

_current: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _current.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def N_(message: str) -> str:
    """Marks a message for the catalogs without translating it now."""
    return message


def use(translations: gettext.NullTranslations) -> None:
    """Switches every later lookup to `translations` (a language's compiled catalog)."""
    global _current
    _current = translations
