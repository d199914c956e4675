"""Sentences that name a card say it as their language does: a number card with its
article and case ("au 25", "bei der 25", "el 25 … tómalo"), a special card after the word
for card ("die Karte „Bonus +20“"), never a bare number or name dropped in. Each sentence
is one message of its own, not pieces joined (the code is scanned for both)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir

from game import i18n
from game.bots import coach, verdict_words
from game.bots.coach_reasons import Facts, display_clause
from game.rules import Action, Card
from game.rules.cards import CardKind
from game.rules.events import CardGiven, CardTaken, Event
from scenes.review.words import deed
from scenes.table.story import MoveStory
from scenes.table.view import TableView

ROOT = Path(__file__).resolve().parents[2]

Speak = Callable[[str], None]


@pytest.fixture
def speak() -> Iterator[Callable[[str], None]]:
    def use(code: str) -> None:
        i18n.set_language(code)

    yield use
    i18n.set_language("en")


def _view(card: Card) -> TableView:
    view = TableView(3)
    view.card = card
    return view


@pytest.mark.parametrize(
    ("language", "you", "said"),
    [
        ("fr", True, "Vous avez dit «\u00a0Non\u00a0merci\u00a0!\u00a0» au 25"),
        ("fr", False, "Gus a dit «\u00a0Non\u00a0merci\u00a0!\u00a0» au 25"),
        ("de", True, "Du hast bei der 25 „Nein\u00a0danke!“ gesagt"),
        ("es", False, "Gus dijo «¡No,\u00a0gracias!» al 25"),
    ],
)
def test_saying_no_thanks_to_a_number(speak: Speak, language: str, you: bool, said: str) -> None:
    speak(language)
    assert deed(0, Action.PASS, "Gus", you, _view(Card.number(25))) == said


def test_the_review_passes_on_the_number(speak: Speak) -> None:
    card = Card.number(25)
    speak("fr")
    said = verdict_words.take_pass_words(Action.PASS, card, -3.0, "Gus")
    assert said.startswith("Laisser passer le 25 ")
    assert "le prendre" in said
    speak("de")
    assert verdict_words.take_pass_words(Action.PASS, card, 3.0, "Gus").startswith(
        "Bei der 25 zu passen "
    )
    speak("es")
    assert verdict_words.take_pass_words(Action.TAKE, card, 0.0, "Gus").startswith(
        "Tomar el 25 o pasar"
    )


def test_the_coach_keeps_the_number_s_gender_in_spanish(speak: Speak) -> None:
    speak("es")
    said = coach._sentence(-0.1, 25)
    # "el 25" is masculine: "tómalo", never "tómala".
    assert said == "Tomar el 25 o pasar sale más o menos igual: si dudas, tómalo."


# Messages that name a card as a label, not in a sentence ("27: give to Ben", "#1: 27").
CARD_LABELS = {"{card}: {verb}", "#{rank}: {card}", "{name}: {action} on {card}"}
# Placeholders that take a translated piece of sentence (a clause, a verb, an action's
# words): a sentence built so could not be written whole by each language.
PIECES = re.compile(r"\{(clause|did|doing|joins|best|other|verb|effect_clause)\}")


def _code_messages() -> list[tuple[str | None, tuple[str, ...]]]:
    """Every message of the game's code as Babel extracts it: (context, msgid forms)."""
    method_map = [("game/**.py", "python"), ("scenes/**.py", "python")]
    return [
        (context, message if isinstance(message, tuple) else (message,))
        for _file, _line, message, _comments, context in extract_from_dir(
            str(ROOT), method_map=method_map
        )
    ]


def test_every_sentence_naming_a_card_says_which_kind_of_card() -> None:
    """A sentence with {card} is worded for a number card or a special card (its context),
    so each language writes the card with its own article and case."""
    loose = [
        forms[0]
        for context, forms in _code_messages()
        if "{card}" in forms[0]
        and forms[0] not in CARD_LABELS
        and context not in ("number card", "special card")
    ]
    assert loose == []


def test_no_sentence_is_built_from_translated_pieces() -> None:
    pieced = [
        forms[0]
        for _context, forms in _code_messages()
        if PIECES.search(" ".join(forms)) and forms[0] not in CARD_LABELS
    ]
    assert pieced == []


NUMBER, BONUS = Card.number(25), Card.special(CardKind.BONUS20)


def _told(event: Event) -> tuple[str, str]:
    story = MoveStory(["Ada", "Ben", "Cleo"])
    story.tell(event)
    assert isinstance(event, CardTaken | CardGiven)
    return story.lines[-1].text, story.speech[event.seat].text


@pytest.mark.parametrize(
    ("language", "card", "line", "bubble"),
    [
        ("de", NUMBER, "Ben nimmt die 25", "Nimmt die 25"),
        ("de", BONUS, "Ben nimmt die Karte „Bonus +20“", "Nimmt die Karte „Bonus +20“"),
        ("fr", NUMBER, "Ben prend le 25", "Prend le 25"),
        (
            "fr",
            BONUS,
            "Ben prend la carte «\u00a0Bonus +20\u00a0»",
            "Prend la carte «\u00a0Bonus +20\u00a0»",
        ),
        ("es", NUMBER, "Ben toma el 25", "Toma el 25"),
        ("es", BONUS, "Ben toma la carta «Bonus +20»", "Toma la carta «Bonus +20»"),
        ("en", NUMBER, "Ben takes 25", "Takes 25"),
    ],
)
def test_the_move_log_names_each_kind_of_card_as_its_language_does(
    speak: Speak, language: str, card: Card, line: str, bubble: str
) -> None:
    speak(language)
    assert _told(CardTaken(1, card, 0, 12)) == (line, bubble)


@pytest.mark.parametrize(
    ("language", "card", "said"),
    [
        ("de", NUMBER, "Ada gibt die 25 an Ben"),
        ("de", BONUS, "Ada gibt die Karte „Bonus +20“ an Ben"),
        ("fr", NUMBER, "Ada donne le 25 à Ben"),
        ("es", BONUS, "Ada da la carta «Bonus +20» a Ben"),
    ],
)
def test_a_card_given_left_is_named_with_its_article(
    speak: Speak, language: str, card: Card, said: str
) -> None:
    speak(language)
    assert _told(CardGiven(0, 1, card))[0] == said


@pytest.mark.parametrize(
    ("language", "you", "said"),
    [
        ("de", False, "Gus hat die Karte „Bonus +20“ abgelehnt und die 3 Chips genommen"),
        ("fr", True, "Vous avez refusé la carte «\u00a0Bonus +20\u00a0» et pris les 3 jetons"),
        ("es", False, "Gus rechazó la carta «Bonus +20» y se llevó las 3 fichas"),
    ],
)
def test_the_review_declines_a_special_card_with_its_article(
    speak: Speak, language: str, you: bool, said: str
) -> None:
    speak(language)
    view = _view(BONUS)
    view.pot = 3
    assert deed(0, Action.DECLINE, "Gus", you, view) == said


def test_the_review_says_no_thanks_to_a_special_card(speak: Speak) -> None:
    penalty = Card.special(CardKind.CARD_PENALTY)
    speak("es")
    assert deed(0, Action.PASS, "Gus", False, _view(penalty)) == (
        "Gus dijo «¡No,\u00a0gracias!» a la carta «Multa por carta»"
    )
    speak("de")
    assert deed(0, Action.PASS, "Gus", True, _view(penalty)).startswith("Du hast bei der Karte „")


def test_the_verdict_on_a_bid_is_one_sentence_naming_the_card(speak: Speak) -> None:
    # The rival the cost is measured against is left out of the sentence (the reason names
    # a rival that matters); only without one does it say "against your best rival".
    speak("de")
    said = verdict_words.take_pass_words(Action.BID, BONUS, 4.0, "Ada")
    assert said == "Auf die Karte „Bonus +20“ zu bieten hat dich hier etwa 4 Punkte gekostet."
    said = verdict_words.take_pass_words(Action.BID, BONUS, 4.0, "Ada", named=False)
    assert (
        said
        == "Auf die Karte „Bonus +20“ zu bieten hat dich hier etwa 4 Punkte gegenüber Ada gekostet."
    )
    speak("fr")
    said = verdict_words.take_pass_words(Action.DECLINE, BONUS, -2.0, "Ada")
    assert said == (
        "Refuser la carte «\u00a0Bonus +20\u00a0» était juste\u00a0: miser dessus vous aurait"
        " coûté environ 2 points."
    )
    said = verdict_words.take_pass_words(Action.DECLINE, BONUS, -2.0, "Ada", named=False)
    assert said == (
        "Refuser la carte «\u00a0Bonus +20\u00a0» était juste\u00a0: miser dessus vous aurait"
        " coûté environ 2 points face à Ada."
    )
    speak("es")
    said = verdict_words.take_pass_words(Action.PASS, Card.number(25), 3.0, "Ada")
    assert said == "Dejar pasar el 25 aquí te costó unos 3 puntos."


def _facts(card: int, pot: int, adds: int, runs: tuple[tuple[int, int], ...] = ()) -> Facts:
    return Facts(card, pot, adds, runs, (), (), 5, 10, None, pot + 1)


@pytest.mark.parametrize(
    ("language", "facts", "said"),
    [
        (
            "es",
            _facts(30, 3, 30),
            "El 30 es una carta nueva para ti: 30 puntos."
            " Con las 3 fichas que lleva encima, se queda en 27.",
        ),
        (
            "de",
            _facts(30, 3, 30),
            "Die 30 ist neu für dich: 30 Punkte. Mit den 3 Chips darauf sind es nur noch 27.",
        ),
        (
            "fr",
            _facts(29, 1, 0, ((26, 28),)),
            "Le 29 prolonge votre suite 26–28\u00a0: il n’ajoute rien."
            " Le jeton posé dessus est à vous.",
        ),
        (
            "en",
            _facts(25, 2, -1, ((26, 28),)),
            "25 joins your 26–28 run: it takes 1 point off."
            " With the 2 counters on it, that is 3 off in all.",
        ),
    ],
)
def test_the_coach_says_the_card_and_its_counters_in_whole_sentences(
    speak: Speak, language: str, facts: Facts, said: str
) -> None:
    speak(language)
    assert display_clause(facts) == said


@pytest.mark.parametrize(
    ("language", "mistake", "said"),
    [
        (
            "de",
            ("25", 0, "take", "pass"),
            "Du hast die 25 genommen; „Nein\u00a0danke!“ zu sagen wäre besser gewesen.",
        ),
        (
            "de",
            ("Bonus +20", 1, "decline", "bid"),
            "Du hast die Karte „Bonus +20“ mit 1 Chip darauf abgelehnt;"
            " einen weiteren Chip zu bieten wäre besser gewesen.",
        ),
        (
            "fr",
            ("25", 3, "pass", "take"),
            "Vous avez dit «\u00a0Non\u00a0merci\u00a0!\u00a0» au 25 avec 3 jetons dessus\u00a0;"
            " le prendre aurait été mieux.",
        ),
        (
            "fr",
            ("Bonus +20", 0, "bid", "decline"),
            "Vous avez misé un jeton sur la carte «\u00a0Bonus +20\u00a0»\u00a0;"
            " la refuser aurait été mieux.",
        ),
        (
            "es",
            ("25", 0, "pass", "take"),
            "Dijiste «¡No,\u00a0gracias!» al 25; tomarlo habría sido mejor.",
        ),
        (
            "es",
            ("Bonus +20", 2, "choose:17", "take"),
            "Con la carta «Bonus +20» y 2 fichas encima, otra jugada habría sido mejor.",
        ),
        (
            "en",
            ("27", 5, "take", "pass"),
            "You took 27 with 5 counters; saying no thanks was better.",
        ),
    ],
)
def test_the_statistics_name_the_card_of_a_mistake_in_one_sentence(
    speak: Speak, language: str, mistake: tuple[str, int, str, str], said: str
) -> None:
    from game.history_stats import Mistake
    from scenes.stats_draw import mistake_text

    label, pot, chosen, best = mistake
    speak(language)
    assert mistake_text(Mistake(0, 1, label, pot, chosen, best, 3.0)) == said
