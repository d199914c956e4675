"""Sentences that name a number card say it as their language does: with its article
and case ("au 25", "bei der 25", "el 25 … tómalo"), not a bare number dropped in."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from game import i18n
from game.bots import coach, review
from game.rules import Action, Card
from scenes.review.words import deed
from scenes.table.view import TableView

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
        ("fr", True, "Vous avez dit «\u00a0Non merci\u00a0!\u00a0» au 25"),
        ("fr", False, "Gus a dit «\u00a0Non merci\u00a0!\u00a0» au 25"),
        ("de", True, "Du hast bei der 25 „Nein danke!“ gesagt"),
        ("es", False, "Gus dijo «¡No, gracias!» al 25"),
    ],
)
def test_saying_no_thanks_to_a_number(speak: Speak, language: str, you: bool, said: str) -> None:
    speak(language)
    assert deed(0, Action.PASS, "Gus", you, _view(Card.number(25))) == said


def test_the_review_passes_on_the_number(speak: Speak) -> None:
    card = Card.number(25)
    speak("fr")
    said = review._verdict_words(Action.PASS, card, -3.0, "Gus")
    assert said.startswith("Laisser passer le 25 ")
    assert "le prendre" in said
    speak("de")
    assert review._verdict_words(Action.PASS, card, 3.0, "Gus").startswith("Bei der 25 zu passen ")
    speak("es")
    assert review._verdict_words(Action.TAKE, card, 0.0, "Gus").startswith("Tomar el 25 o pasar")


def test_the_coach_keeps_the_number_s_gender_in_spanish(speak: Speak) -> None:
    speak("es")
    said = coach._sentence(-0.1, 25)
    # "el 25" is masculine: "tómalo", never "tómala".
    assert said == "Tomar el 25 o pasar sale más o menos igual: si dudas, tómalo."
