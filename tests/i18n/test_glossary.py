"""One word per thing: each language's glossary (tests/i18n/glossary/<lang>.toml) lists a
term's word and the messages naming it. Every one of them must use the word (one thing,
one word), and no message of another term may (two things, two words): German
"Spielverlauf" once named the move log and the saved history, French "Défausse" the
Remove Card and the discard pile."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from game import i18n
from game.app.main import App

GLOSSARY = Path(__file__).parent / "glossary"


def _translated(language: str, entry: str) -> str:
    translations = i18n.translations(language)
    context, _bar, msgid = entry.rpartition("|")
    text = translations.pgettext(context, msgid) if context else translations.gettext(msgid)
    if text == msgid:
        # A message with plural forms: Python before 3.11.7 (Debian's 3.11.2) finds it
        # only through the plural lookups.
        text = (
            translations.npgettext(context, msgid, msgid, 1)
            if context
            else translations.ngettext(msgid, msgid, 1)
        )
    assert text != msgid or language == "de", f"{entry!r} has no {language} translation"
    return text.casefold()


@pytest.mark.parametrize("language", ["de", "fr", "es"])
def test_one_word_per_thing(language: str) -> None:
    terms = tomllib.loads((GLOSSARY / f"{language}.toml").read_text(encoding="utf-8"))
    said = {
        term: [_translated(language, entry) for entry in spec["msgids"]]
        for term, spec in terms.items()
    }
    problems = []
    for term, spec in terms.items():
        words = [word.casefold() for word in spec["words"]]
        for entry, text in zip(spec["msgids"], said[term], strict=True):
            if not any(word in text for word in words):
                problems.append(f"{term}: {entry!r} is {text!r}, not {' / '.join(words)}")
        for other, texts in said.items():
            if other != term:
                problems += [
                    f"{other}: {text!r} uses {term}'s word"
                    for text in texts
                    if any(word in text for word in words)
                ]
    assert not problems, "\n".join(problems)


def test_the_speed_agrees_with_its_noun_in_french(app: App) -> None:
    from game.app import ui
    from scenes.settings import SettingsScene
    from tests.app.events import run

    i18n.set_language("fr")
    try:
        scene = SettingsScene()
        app.stack.push(scene)
        run(app)
        speed = next(
            item
            for item in scene.menu.items
            if isinstance(item, ui.OptionRow) and item.name == "animation_speed"
        )
        assert "Normale" in speed.choices and "Instantanée" in speed.choices
        assert i18n.translations("fr").gettext("Normal") == "Normal"  # the bot level
    finally:
        i18n.set_language("en")
