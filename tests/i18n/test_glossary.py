"""One name for each thing: each language's glossary (tests/i18n/glossary/<lang>.toml, its
header says the format) names every thing a player reads about (the special cards, the
screens and buttons, match and round, counters, seats, pads and phones) and the one word
the language calls it. Every message of the catalog that names the thing (found by its
English, so a message added tomorrow is checked too), every word of the phone page and the
desktop entry must use that word, and none may use a variant we dropped: German
"Spielverlauf" and "Verlauf" once named both the move log and the History screen, French
"Défausse" the Remove card and the discard pile, Spanish "Jugar Mirar" the Look Aside card."""

from __future__ import annotations

import configparser
import re
import string
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from game import i18n
from game.app.main import App
from tests.i18n.test_catalogs import ROOT, TRANSLATED, catalog, forms, messages

GLOSSARY = Path(__file__).parent / "glossary"
DESKTOP = ROOT / "assets" / "desktop" / "nothanks.desktop"


@dataclass(frozen=True)
class Said:
    """One text a player reads: where it is, its English and its translation(s)."""

    key: str  # "context|msgid", "page:<key>" or "desktop:<Key>"
    english: tuple[str, ...]
    translated: tuple[str, ...]


@dataclass(frozen=True)
class Term:
    name: str
    en: tuple[re.Pattern[str], ...]
    also: frozenset[str]
    excepted: frozenset[str]
    words: tuple[str, ...]
    not_: tuple[re.Pattern[str], ...]
    never: tuple[re.Pattern[str], ...]
    never_except: frozenset[str]
    exclusive: bool

    def names(self, said: Said) -> bool:
        """Whether `said` names this thing (its English says it, or the glossary says so)."""
        if said.key in self.also:
            return True
        if said.key in self.excepted:
            return False
        return any(p.search(_without_fields(text)) for p in self.en for text in said.english)

    def uses_word(self, text: str) -> bool:
        return any(word in text.casefold() for word in self.words)


def _bare(key: str) -> str:
    return key.rpartition("|")[2]


def _without_fields(text: str) -> str:
    """The English less its placeholders: "{settings}" is not the word settings."""
    return "".join(literal for literal, *_ in string.Formatter().parse(text))


@cache
def glossary(lang: str) -> tuple[Term, ...]:
    raw = tomllib.loads((GLOSSARY / f"{lang}.toml").read_text(encoding="utf-8"))
    return tuple(
        Term(
            name=name,
            en=tuple(re.compile(p, re.IGNORECASE) for p in spec.get("en", [])),
            also=frozenset(spec.get("also", [])),
            excepted=frozenset(spec.get("except", [])),
            words=tuple(word.casefold() for word in spec["words"]),
            not_=tuple(re.compile(p) for p in spec.get("not", [])),
            never=tuple(re.compile(p) for p in spec.get("never", [])),
            never_except=frozenset(spec.get("never_except", [])),
            exclusive=spec.get("exclusive", False),
        )
        for name, spec in raw.items()
    )


def catalog_texts(lang: str) -> list[Said]:
    """Every message of the language's catalog, new ones included."""
    return [
        Said(
            f"{m.context}|{forms(m.id)[0]}" if m.context else forms(m.id)[0],
            forms(m.id),
            forms(m.string),
        )
        for m in messages(lang)
    ]


def page_texts(lang: str) -> list[Said]:
    """The phone page's words, as the page gets them (/strings.json)."""
    from game.phones.words import page_strings

    try:
        english = page_strings()
        i18n.set_language(lang)
        translated = page_strings()
    finally:
        i18n.set_language("en")
    return [
        Said(f"page:{key}", (english[key],), (translated[key],)) for key in english if key != "lang"
    ]


def desktop_texts(lang: str) -> list[Said]:
    """The desktop entry's localised Name, GenericName and Comment."""
    entry = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    return [
        Said(f"desktop:{key}", (section[key],), (section[f"{key}[{lang}]"],))
        for key in ("Name", "GenericName", "Comment")
    ]


def everything(lang: str) -> list[Said]:
    return catalog_texts(lang) + page_texts(lang) + desktop_texts(lang)


def glossary_faults(lang: str, texts: list[Said]) -> list[str]:
    terms = glossary(lang)
    faults = []
    for said in texts:
        for term in terms:
            named = term.names(said)
            for shown in said.translated:
                # Its own words, not a card's name or a player's it will be given.
                text = _without_fields(shown)
                if named and not term.uses_word(text):
                    faults.append(f"{term.name}: {said.key!r} is {shown!r}, not {term.words}")
                if named and any(p.search(text) for p in term.not_):
                    faults.append(f"{term.name}: {said.key!r} is {shown!r}, another thing's word")
                if not named and term.exclusive and term.uses_word(text):
                    faults.append(f"{term.name}: {said.key!r} is {shown!r}: {term.name}'s word")
                spared = said.key in term.never_except
                if not spared and any(p.search(text) for p in term.never):
                    faults.append(f"{term.name}: {said.key!r} is {shown!r}, a dropped variant")
    return faults


@pytest.mark.parametrize("lang", TRANSLATED)
def test_one_name_for_each_thing_in_the_catalog_the_phone_page_and_the_desktop_entry(
    lang: str,
) -> None:
    assert glossary_faults(lang, everything(lang)) == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_glossaries_name_the_same_things(lang: str) -> None:
    assert [t.name for t in glossary(lang)] == [t.name for t in glossary("de")]
    for term in glossary(lang):
        assert term.en or term.also, term.name
        # Each listed message exists: a glossary naming a message nobody says checks nothing.
        keys = {s.key for s in catalog_texts(lang)}
        bare = {_bare(k) for k in keys}
        assert {k for k in term.also if k not in keys and k not in bare} == set(), term.name


def said(key: str, english: str, translated: str) -> Said:
    return Said(key, (english,), (translated,))


# The examples, as the catalogs said them before (issue 63): each is a fault.
BEFORE = {
    "de": [
        said("History", "History", "Verlauf"),
        said(
            "The game history {problem}", "The game history {problem}", "Das Spielarchiv {problem}"
        ),
        said("Play look", "Play look", "Blick ausspielen"),
        said(
            "Choose a card to discard", "Choose a card to discard", "Wähle eine Karte zum Abwerfen"
        ),
        said("New game", "New game", "Neues Spiel"),
        said("Game over", "Game over", "Spielende"),
        said("Move log", "Move log", "Spielverlauf"),
    ],
    "fr": [
        said("Log", "Log", "Historique"),
        said(
            "x",
            "Pink cards have normal backs. All but Take Pink stay.",
            "Toutes sauf « Tirer rose » restent.",
        ),
        said("y", "Give left and remove act", "« À gauche » et « Défausse » agissent"),
        said("Play skip", "Play skip", "Jouer Passe"),
        said("Play look", "Play look", "Jouer Regard"),
        said("DROP", "DROP", "JETTE"),
        said("GIVE", "GIVE", "DONNE"),
        said("No thanks!", "No thanks!", "Non merci\u00a0!"),
        said("page:title", "No Thanks!", "No Thanks\u00a0!"),
    ],
    "es": [
        said("Log", "Log", "Historial"),
        said("Play skip", "Play skip", "Jugar Saltar"),
        said("Play look", "Play look", "Jugar Mirar"),
        said("z", "what a skip card would be worth", "lo que valdría una carta de saltar"),
        said("Highest Doubled", "Highest Doubled", "Doble la mayor"),
        said("page:title", "No Thanks!", "No Thanks!"),
        said(
            "w", "This game's seats were not kept", "No se guardaron los asientos de esta partida"
        ),
    ],
}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_glossary_finds_each_old_fault(lang: str) -> None:
    for old in BEFORE[lang]:
        assert glossary_faults(lang, [old]), old
    # and a message added tomorrow is checked like the others
    assert glossary_faults(lang, [said("new|Open the Log", "Open the Log", "Öffne das Archiv")])


def test_the_phone_page_is_titled_as_the_box_and_the_desktop_entry() -> None:
    for lang in TRANSLATED:
        title = i18n.translations(lang).pgettext("game title", "No Thanks!")
        page = {s.key: s.translated[0] for s in page_texts(lang)}
        desktop = {s.key: s.translated[0] for s in desktop_texts(lang)}
        assert page["page:title"] == desktop["desktop:Name"] == title
        assert title in desktop["desktop:Comment"].replace("\u00a0", " ")
    assert [catalog("fr").get("No Thanks!", "game title").string] == ["Non Merci"]


def test_the_phone_page_shows_its_title_and_builds_no_sentence_of_its_own() -> None:
    page = ROOT / "game" / "phones" / "page" / "phone.js"
    script = page.read_text(encoding="utf-8")
    # The header's title and the tab's, both from the strings (the HTML's is English).
    assert '$("title").textContent = say("title")' in script
    assert 'document.title = say("title")' in script
    # "Score: 12" glued in English punctuation reads "Score: 12", not "Score : 12", in
    # French: a label and its value go through the catalog's "{label}: {value}".
    assert re.findall(r"""\+ ?["'][^"']*: ?["'] ?\+""", script) == []


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
