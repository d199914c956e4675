"""The translation catalogs (assets/locale): complete, with the same placeholders as the
English, compiled as shipped, up to date with the code, and drawable with the game's
fonts."""

from __future__ import annotations

import importlib.util
import io
import string
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from game import i18n

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "nothanks.pot"
TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
FONTS = sorted((ROOT / "assets" / "fonts").glob("*.[ot]tf"))


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


@cache
def catalog(lang: str | None) -> Catalog:
    """A language's catalog, or the template for None."""
    path = TEMPLATE if lang is None else po_path(lang)
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def messages(lang: str | None) -> list[Message]:
    return [m for m in catalog(lang) if m.id]


def forms(text: str | tuple[str, ...]) -> tuple[str, ...]:
    return text if isinstance(text, tuple) else (text,)


def fields(text: str) -> set[str]:
    """The named placeholders ({card}, {count}) of a message."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def key(message: Message) -> tuple[str | None, str]:
    return message.context, forms(message.id)[0]


def test_the_languages_are_english_german_french_spanish_by_their_own_names() -> None:
    assert i18n.LANGUAGES == {
        "en": "English",
        "de": "Deutsch",
        "fr": "Français",
        "es": "Español",
    }
    for lang in TRANSLATED:
        assert po_path(lang).with_suffix(".mo").is_file(), lang


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_in_every_plural_form(lang: str) -> None:
    template = {key(m) for m in messages(None)}
    translated = {key(m): m for m in messages(lang)}
    assert set(translated) == template, "run `make i18n`: the .po is not the template's"
    nplurals = catalog(lang).num_plurals
    problems = []
    for name, message in translated.items():
        strings = forms(message.string)
        if message.fuzzy:
            problems.append(("fuzzy", name))
        if isinstance(message.id, tuple) and len(strings) != nplurals:
            problems.append(("plural forms", name))
        if not all(s.strip() for s in strings):
            problems.append(("untranslated", name))
    assert problems == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_translation_has_the_placeholders_of_its_english(lang: str) -> None:
    problems = []
    for message in messages(lang):
        wanted = set().union(*(fields(text) for text in forms(message.id)))
        for index, text in enumerate(forms(message.string)):
            # The singular form may say its one thing in words ("den einen Chip",
            # "l'unique jeton", "la única ficha") rather than "dem 1 Chip".
            spared = {"count"} if index == 0 and isinstance(message.id, tuple) else set()
            if not wanted - spared <= fields(text) <= wanted:
                problems.append((forms(message.id)[0], text))
            else:
                text.format(**dict.fromkeys(wanted, 7))  # and it formats: no stray brace
    assert problems == []


def test_the_placeholder_check_finds_a_mismatch() -> None:
    assert fields("{card} joins your {runs} run") == {"card", "runs"}
    assert fields("{card} passt an deine Reihe {run}") != fields("{card} joins your {runs} run")
    assert fields("Du hast nur noch {counters}") == {"counters"}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_shipped_mo_is_compiled_from_the_po(lang: str) -> None:
    # What the catalogs say, not their bytes: another Babel writes another Generated-By.
    tool = _tools_i18n()
    shipped = po_path(lang).with_suffix(".mo").read_bytes()
    assert tool.mo_meaning(compiled(catalog(lang))) == tool.mo_meaning(shipped), (
        "run `make i18n` to compile the catalogs"
    )


def compiled(source: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, source, use_fuzzy=True)
    return out.getvalue()


def test_a_catalogs_meaning_is_its_messages_and_headers_not_the_tool_that_wrote_it() -> None:
    tool = _tools_i18n()
    meaning = tool.mo_meaning(compiled(catalog("de")))
    headers, messages = meaning
    assert headers["plural-forms"] == "nplurals=2; plural=(n != 1);"
    assert any(isinstance(k, tuple) for k in messages)  # plural forms, by index
    assert any("\x04" in k for k in messages if isinstance(k, str))  # with a context
    # Same length, so the .mo's offsets still hold.
    other_tool = compiled(catalog("de")).replace(b"Generated-By: Babel", b"Generated-By: Other")
    assert other_tool != compiled(catalog("de"))
    assert tool.mo_meaning(other_tool) == meaning

    def edited() -> Catalog:
        with po_path("de").open("rb") as f:
            return read_po(f, locale="de")

    copy = edited()
    copy.version = "another"
    assert tool.mo_meaning(compiled(copy)) != meaning  # a header
    copy = edited()
    plural = next(m for m in copy if isinstance(m.id, tuple))
    plural.string = tuple(reversed(plural.string))
    assert tool.mo_meaning(compiled(copy)) != meaning  # a plural form
    copy = edited()
    next(m for m in copy if m.id and m.context).string = "anders"
    assert tool.mo_meaning(compiled(copy)) != meaning  # a message with its context


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_game_loads_the_compiled_catalog(lang: str) -> None:
    assert i18n.set_language(lang) == lang
    for message in messages(lang)[:40]:
        if message.context is None and isinstance(message.id, str):
            assert i18n._(message.id) == message.string
    i18n.set_language("en")
    assert i18n._("Settings") == "Settings"


def _tools_i18n() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tools_i18n", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_template_holds_exactly_the_texts_of_the_code() -> None:
    tool = _tools_i18n()
    in_code, in_template = tool.code_messages(), tool.template_messages()
    assert in_code - in_template == set(), "new texts: run `make i18n` and translate them"
    assert in_template - in_code == set(), "texts gone from the code: run `make i18n`"


@cache
def font_characters(font: Path) -> frozenset[int]:
    with TTFont(font, lazy=True) as face:
        cmap = face.getBestCmap()
    return frozenset(cmap)


def missing_glyphs(text: str, font: Path) -> set[str]:
    """The characters of `text` that `font` has no glyph for (line breaks aside)."""
    have = font_characters(font)
    return {c for c in text if c not in "\n" and ord(c) not in have}


def catalog_text() -> str:
    parts = list(i18n.LANGUAGES.values())
    for lang in [None, *TRANSLATED]:
        for message in messages(lang):
            parts += forms(message.id) + (forms(message.string) if lang else ())
    return "".join(parts)


@pytest.mark.parametrize("font", FONTS, ids=[f.name for f in FONTS])
def test_every_character_of_every_catalog_is_in_every_shipped_font(font: Path) -> None:
    assert missing_glyphs(catalog_text(), font) == set()


def test_the_glyph_check_sees_a_missing_glyph() -> None:
    # No font here has Japanese, or the playing cards' block.
    lato = next(f for f in FONTS if f.name == "Lato-Bold.ttf")
    assert missing_glyphs("Nächste 次 \U0001f0a1", lato) == {"次", "\U0001f0a1"}
    assert missing_glyphs("Français, Español, Größe, œil, «\u00a0»", lato) == set()
