"""What a native reader expects of every catalog (issue 63), message by message, new ones
too: a pronoun has its noun, the one of a count reads as a word ("den einen Chip", not
"dem 1 Chip"), no sentence guesses a player's gender, every name a player can type reads
right ("d'Ada" is never needed), each language's own register, quotes, apostrophes,
ellipses and spaces, and fixed phrases ("Non merci") that never break across lines.

Each rule has a test that it finds the fault the catalogs once had."""

from __future__ import annotations

import gettext
import re
import string

import pytest
from babel.messages.catalog import Message

from tests.i18n.test_catalogs import TRANSLATED, catalog, fields, forms, messages

NO_BREAK = "\u00a0\u202f"
# Placeholders that hold a name a player typed, a bot's, a pad's or a phone's.
NAMED = {"name", "names", "player", "players", "seat", "rival", "receiver", "left", "pad", "shown"}


def translations(lang: str) -> list[tuple[Message, str]]:
    return [(m, text) for m in messages(lang) for text in forms(m.string)]


# --- A count word is a word ------------------------------------------------------------


def singular_forms(lang: str) -> list[tuple[Message, str]]:
    """Each plural message's form that is read for one thing."""
    one = gettext.c2py(catalog(lang).plural_expr)(1)
    return [(m, forms(m.string)[one]) for m in messages(lang) if isinstance(m.id, tuple)]


# An article or demonstrative right before the count: "dem {count} Chip", "le {count} jeton".
ARTICLE_COUNT = re.compile(
    r"(?i)\b(der|die|das|dem|den|des|diese[mnrs]?|le|la|les|l’|l'|ce|cette|el|los|las|del|al)"
    r"\s+\{count\}"
)


def count_faults(lang: str, said: list[tuple[Message, str]]) -> list[str]:
    return [text for _m, text in said if ARTICLE_COUNT.search(text)]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_message_makes_a_count_word_of_the_number_one(lang: str) -> None:
    assert count_faults(lang, singular_forms(lang)) == []


def test_the_count_check_finds_the_old_faults() -> None:
    old = Message(("a", "b"), ("Mit dem {count} Chip darauf", "Mit den {count} Chips darauf"))
    assert count_faults("de", [(old, "Mit dem {count} Chip darauf")])
    assert count_faults("fr", [(old, "Avec le {count} jeton posé dessus")])
    assert count_faults("es", [(old, "Con la {count} ficha que lleva encima")])
    assert not count_faults("de", [(old, "Mit dem einen Chip darauf")])


# --- A pronoun has its noun ----------------------------------------------------------------

# Each question with the line under it, and the pronoun of the line with the noun it needs.
CONFIRMS = {
    "confirm_quit": (
        ("Quit the game?", "Leave this match?"),
        "It is saved: Continue it from the menu.",
    ),
    "confirm_new": (("A game is unfinished",), "Start anyway keeps it in the history."),
    "confirm_handover": (("Give your seat to a bot?",), "Take it back from the pause menu."),
}
AGREES = {
    "de": {"confirm_quit": ("sie", "Partie"), "confirm_new": ("sie", "Partie"),
           "confirm_handover": ("ihn", "Platz")},
    "fr": {"confirm_quit": ("-la", "partie"), "confirm_new": ("la", "partie"),
           "confirm_handover": ("-la", "place")},
    "es": {"confirm_quit": ("-la", "partida"), "confirm_new": ("la", "partida"),
           "confirm_handover": ("-lo", "puesto")},
}  # fmt: skip


def pronoun_faults(lang: str, titles: tuple[str, ...], note: str, scene: str) -> list[str]:
    pronoun, noun = AGREES[lang][scene]
    word = re.escape(pronoun.lstrip("-"))
    attached = r"[\w-]" + word + r"\b" if pronoun.startswith("-") else r"\b" + word + r"\b"
    faults = []
    if not re.search(attached, note):
        faults.append(f"{note!r} has no {pronoun}")
    faults += [f"{title!r} + {note!r}: no {noun}" for title in titles if noun not in title + note]
    return faults


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_line_under_a_question_points_at_a_noun_it_has(lang: str) -> None:
    said = gettext.translation("nothanks", _locale(), [lang])
    faults = []
    for scene, (titles, note) in CONFIRMS.items():
        faults += pronoun_faults(
            lang, tuple(said.gettext(t) for t in titles), said.gettext(note), scene
        )
    assert faults == []


def test_the_pronoun_check_finds_the_old_faults() -> None:
    assert pronoun_faults(
        "de",
        ("Spiel beenden?", "Diese Partie verlassen?"),
        "Es ist gespeichert: Du kannst es im Menü fortsetzen.",
        "confirm_quit",
    )
    assert pronoun_faults(
        "fr",
        ("Quitter le jeu ?",),
        "Elle est enregistrée : reprenez-la depuis le menu.",
        "confirm_quit",
    )
    assert pronoun_faults(
        "es", ("¿Salir del juego?",), "Está guardada: continúala desde el menú.", "confirm_quit"
    )


def _locale() -> str:
    from game import i18n

    return i18n.locale_dir()


# --- Names: any name a player types, any pad's or phone's -------------------------------

# Names a player can type, from a vowel, a consonant, an h and an accent; "Manette 2" and
# "Ada (téléphone)" are what a pad and a phone are called.
NAMES = ["Ada", "Ben", "Hugo", "Élodie", "Ines", "Ugo", "Manette 2", "Ada (téléphone)"]

GENDER_GUESSES = {
    # A possessive that guesses the player's gender.
    "de": re.compile(r"\b(sein|seine|seinem|seinen|seiner|seines)\b|\bSei der Erste\b"),
    # A participle or adjective agreeing with a name: "Ada est déjà pris", "… connectée".
    "fr": re.compile(
        r"(?<!nom )(?<!de )\{(?:"
        + "|".join(NAMED)
        + r")\}\s+(?:est\s+|était\s+|reste\s+)?(?:déjà\s+)?"
        r"(?:connecté|déconnecté|débranché|pris|assis|prêt|seul)e?s?\b"
        r"|soyez le premier|\bde la \{pad\}"
    ),
    "es": re.compile(
        r"(?<!nombre )(?<!de )\{(?:" + "|".join(NAMED) + r")\}\s+(?:ya\s+)?(?:está|estaba)\s+"
        r"(?:ocupad|conectad|desconectad|sentad|list)[oa]s?\b|sé el primero"
    ),
}
# French elides de, le, la, que… before a vowel: "de Ada" is wrong, and "d'Ben" too.
ELIDING = re.compile(
    r"(?i)\b(de|du|le|la|que|ne|se|ce|je|me|te|jusque|lorsque|puisque|quoique)\s+"
    r"(Ada|Hugo|Élodie|Ines|Ugo|Ada \(téléphone\))\b"
)


def name_faults(lang: str, said: list[tuple[Message, str]]) -> list[str]:
    faults = []
    for _message, text in said:
        named = fields(text) & NAMED
        if not named:
            continue
        if GENDER_GUESSES[lang].search(text):
            faults.append(f"{text!r} guesses a gender")
        if lang == "fr":
            for name in NAMES:
                values = {f: name if f in named else "7" for f in fields(text)}
                shown = string.Formatter().vformat(text, (), values)
                if ELIDING.search(shown):
                    faults.append(f"{text!r} reads {shown!r}")
    return faults


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_name_reads_right_and_no_sentence_guesses_a_gender(lang: str) -> None:
    assert name_faults(lang, translations(lang)) == []


def test_the_name_check_finds_the_old_faults() -> None:
    def one(text: str) -> list[tuple[Message, str]]:
        return [(Message("x", text), text)]

    assert name_faults("de", one("Du übernimmst {name} bei seinem nächsten Zug."))
    assert name_faults("fr", one("{pad} connectée"))
    assert name_faults("fr", one("{name} est la place de la {pad}"))
    assert name_faults("fr", one("Le téléphone de {name} n’est pas connecté"))
    assert name_faults("fr", one("Au tour de {name}"))
    assert name_faults("es", one("{name} ya está ocupado: este puesto juega como {shown}"))
    assert not name_faults("fr", one("À {name} de jouer"))


# --- Register: du, vous, tú ------------------------------------------------------------------

REGISTER = {
    # Sie-forms and their pronouns.
    "de": re.compile(
        r"\b(Wählen|Drücken|Tippen|Klicken|Geben|Nehmen|Spielen|Halten|Öffnen|Schalten|Lassen"
        r"|Scannen|Starten|Legen|Bieten|Sagen|Zahlen) Sie\b|\bIhnen\b|(?<=\w )Ihr(e|en|em|er|es)?\b"
    ),
    # tu, and the captions' and buttons' tu-imperatives.
    "fr": re.compile(r"\b(tu|toi|ton|ta|tes)\b|^(JETTE|DONNE|SAUTE|PRENDS|REGARDE|PASSE)$"),
    # usted and its imperatives.
    "es": re.compile(
        r"\b(usted|ustedes)\b|\b(Pulse|Elija|Toque|Haga|Espere|Escriba|Seleccione|Juegue|Tome"
        r"|Pase|Puje|Rechace|Doble|Mire|Salga|Vuelva|Intente|Active|Escanee|Abra)\b"
    ),
}


def register_faults(lang: str, said: list[tuple[Message, str]]) -> list[str]:
    return [text for _m, text in said if REGISTER[lang].search(text)]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_speaks_to_the_player_in_one_register(lang: str) -> None:
    assert register_faults(lang, translations(lang)) == []


def test_the_register_check_finds_the_old_faults() -> None:
    assert register_faults("es", [(Message("x"), "Doble la mayor")])
    assert register_faults("fr", [(Message("x"), "JETTE")])
    assert register_faults("de", [(Message("x"), "Wählen Sie eine Karte")])
    assert not register_faults("es", [(Message("x"), "Mayor doble")])


# --- Typography -------------------------------------------------------------------------------

FIXED_PHRASES = {
    "de": re.compile(r"(?i)\bnein(\s)danke\b"),
    "fr": re.compile(r"(?i)\bnon(\s)merci\b"),
    "es": re.compile(r"(?i)\bno,(\s)gracias\b"),
}


def typography_faults(lang: str, text: str) -> list[str]:
    faults = []
    if "..." in text:
        faults.append("three dots, not …")
    if '"' in text:
        faults.append("a straight double quote")
    if not FIXED_PHRASES[lang].fullmatch(text):  # the title alone is drawn on one line
        faults += [
            f"{m.group(0)!r} may break"
            for m in FIXED_PHRASES[lang].finditer(text)
            if m.group(1) == " "
        ]
    if lang == "fr":
        if "'" in text:
            faults.append("a straight apostrophe, not ’")
        if re.search(r"«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»", text):
            faults.append("« » without their no-break spaces")
        if re.search(r"[„“”]", text):
            faults.append("German or English quotes")
        if re.search(r"\s…", text):
            faults.append("a space before …")
    if lang == "de":
        if re.search(r"[«»”]", text) or text.count("„") != text.count("“"):
            faults.append("quotes other than „…“")
        if re.search(r"(\w|\w )…", text):
            faults.append("… after a word without its no-break space")
        if "'" in text:
            faults.append("a straight apostrophe, not ’")
    if lang == "es":
        if re.search(r"[„“”]", text):
            faults.append("quotes other than «…»")
        if re.search(r"«[\s\u00a0]|[\s\u00a0]»|\s…", text):
            faults.append("a space inside «…» or before …")
        # Each ! and ? opens with ¡ and ¿ ("Los demás: ?" is an unknown value, not a question).
        if text.count("¡") != text.count("!") or text.count("¿") != len(
            re.findall(r"(?<!: )\?", text)
        ):
            faults.append("! or ? without its ¡ or ¿")
    return faults


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_typeset_as_its_language_is(lang: str) -> None:
    faults = {text: typography_faults(lang, text) for _m, text in translations(lang)}
    assert {text: said for text, said in faults.items() if said} == {}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_phone_page_and_the_desktop_entry_are_typeset_too(lang: str) -> None:
    from tests.i18n.test_glossary import desktop_texts, page_texts

    faults = {
        said.key: typography_faults(lang, text)
        for said in page_texts(lang) + desktop_texts(lang)
        for text in said.translated
    }
    assert {key: found for key, found in faults.items() if found} == {}


def test_the_typography_check_finds_the_old_faults() -> None:
    assert typography_faults("fr", "Ce n'est pas à vous de le faire.")
    assert typography_faults("fr", "Non merci\u00a0!")  # "Non / merci !" on two lines
    assert typography_faults("de", "Der Coach überlegt…")
    assert typography_faults("de", "Sag Nein danke.")
    assert typography_faults("es", "Di «¡No, gracias!»")
    assert typography_faults("es", "Di «No,\u00a0gracias!»")
    assert typography_faults("de", 'Die Option "Offene Chips"')
    assert typography_faults("fr", "« Tirer rose»")
    assert typography_faults("fr", "Non\u00a0merci\u00a0!") == []
    assert typography_faults("de", "Der Coach überlegt\u00a0…") == []
