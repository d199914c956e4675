"""Every word a player sees is looked up here (gettext), in the language the player chose.

Pure Python (no pygame), so the rules' log text, the bots' coach sentences and the scenes
can all use it. Module-level constants are built before the player picks a language:
mark those with `N_` and translate them with `_` where they are shown.

    from game import i18n
    i18n.set_language("de")          # the compiled catalog assets/locale/de/.../nothanks.mo
    i18n.LANGUAGES["de"]             # "Deutsch": each language's own name, for its button
    i18n.system_language()           # "fr" on a French desktop, "en" when nothing matches

Texts are translated when they are drawn, so a switch shows on the next frame. A cache
keyed by something other than the text itself (a card face with a name printed on it)
keys on `language()` too.

The catalogs: `.po` files in assets/locale/ (kept in the repo), compiled to `.mo` beside
them and shipped; `python tools/i18n.py` extracts, updates and compiles them (README).
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

DOMAIN = "nothanks"


@dataclass(frozen=True)
class Language:
    """One language the game speaks: its code (and its catalog's folder,
    assets/locale/<code>/), its own name, for its button (a visitor looks for the word they
    can read), and its name in English, as Windows names locales ("German_Germany")."""

    code: str
    own_name: str
    english_name: str


# Every language, in one place: the buttons, the locale lookup, the catalogs the tools
# update and compile (tools/i18n.py) and the tests all derive from this. A new language
# is one entry here, then `make i18n` and its translations.
SPOKEN: tuple[Language, ...] = (
    Language("en", "English", "english"),
    Language("de", "Deutsch", "german"),
    Language("fr", "Français", "french"),
    Language("es", "Español", "spanish"),
)
LANGUAGES: dict[str, str] = {language.code: language.own_name for language in SPOKEN}
SOURCE_LANGUAGE = "en"  # the msgids: English needs no catalog
# The languages with a catalog of their own (all but the msgids' English).
TRANSLATED: tuple[str, ...] = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _current.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    return _current.npgettext(context, singular, plural, count)


def N_(message: str) -> str:
    """Marks a message for the catalogs without translating it now."""
    return message


def use(translations: gettext.NullTranslations) -> None:
    """Switches every later lookup to `translations` (a language's compiled catalog)."""
    global _current
    _current = translations


def language() -> str:
    """The code of the language texts are shown in now ("en", "de", "fr", "es")."""
    return _language


def locale_dir() -> str:
    """The folder holding <lang>/LC_MESSAGES/nothanks.mo (in the wheel, the bundle or the
    source tree alike: game.resources finds it)."""
    from game import resources

    return str(resources.asset("locale"))


@cache
def translations(code: str) -> gettext.NullTranslations:
    """The compiled catalog of language `code` (English: none, the msgids are English).
    A missing catalog raises FileNotFoundError: a shipped game always has all four."""
    if code == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, locale_dir(), [code])


def set_language(code: str) -> str:
    """Show every later text in language `code`; an unknown code (or one whose catalog is
    missing) falls back to English. Returns the language now in use."""
    global _language
    if code not in LANGUAGES:
        code = SOURCE_LANGUAGE
    try:
        chosen = translations(code)
    except OSError:
        code, chosen = SOURCE_LANGUAGE, translations(SOURCE_LANGUAGE)
    use(chosen)
    _language = code
    return code


# Windows names locales in English words ("German_Germany"), POSIX by code ("de_DE").
_WINDOWS_NAMES = {language.english_name: language.code for language in SPOKEN}


def language_of(locale_name: str | None) -> str | None:
    """The game's language for a locale name such as "de_AT.UTF-8", "fr-CA", "es" or
    "Spanish_Spain.1252"; None if the game does not speak it."""
    if not locale_name:
        return None
    head = locale_name.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    if head in LANGUAGES:
        return head
    return _WINDOWS_NAMES.get(head)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The first of the desktop's languages the game speaks (LANGUAGE, LC_ALL,
    LC_MESSAGES, LANG, as gettext reads them; then the OS locale), else English."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if not value:
            continue
        for part in value.split(":"):  # LANGUAGE is a list: "de:en"
            found = language_of(part)
            if found is not None:
                return found
        if value not in ("C", "POSIX") and name != "LANGUAGE":
            break  # the locale that rules says a language the game does not speak
    if environ is None:
        try:
            found = language_of(locale.getlocale(locale.LC_MESSAGES)[0])
        except (AttributeError, ValueError):  # no LC_MESSAGES on Windows
            found = language_of(locale.getlocale()[0])
        if found is not None:
            return found
    return SOURCE_LANGUAGE
