"""What a phone's screen reader says (issue 62): its own turn in each language, the
table's moves from the TV's move log, and never another seat's counters."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from game import i18n
from game.phones.announce import recent, your_turn
from game.phones.snapshot import render, seat_facts
from game.rules import Game
from game.rules.cards import Card, CardKind
from game.rules.config import GameConfig
from game.rules.events import Event
from scenes.table.story import MoveStory, StoryLine

NB = "\u00a0"
NUMBER, PENALTY = Card.number(23), Card.special(CardKind.CARD_PENALTY)  # a pink card: taken
BONUS = Card.special(CardKind.BONUS20)  # a green card: bid for


@pytest.fixture
def speak() -> Iterator[object]:
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("language", "card", "pot", "mine", "said"),
    [
        ("en", NUMBER, 4, 8, "Your turn: the 23, 4 counters on it. You have 8 counters."),
        ("en", NUMBER, 1, 1, "Your turn: the 23, 1 counter on it. You have 1 counter."),
        ("en", PENALTY, 0, 11, "Your turn: Card Penalty, 0 counters on it. You have 11 counters."),
        ("de", NUMBER, 4, 8, "Du bist dran: die 23, 4 Chips darauf. Du hast 8 Chips."),
        ("de", NUMBER, 1, 1, "Du bist dran: die 23, 1 Chip darauf. Du hast 1 Chip."),
        (
            "fr",
            NUMBER,
            4,
            8,
            f"À vous{NB}: le 23, avec 4 jetons dessus. Vous avez 8 jetons.",
        ),
        ("es", NUMBER, 1, 8, "Te toca: el 23, con 1 ficha encima. Tienes 8 fichas."),
    ],
)
def test_your_turn_says_the_card_its_counters_and_yours(
    speak: object, language: str, card: Card, pot: int, mine: int, said: str
) -> None:
    i18n.set_language(language)
    assert your_turn(card, pot, mine) == said


def test_a_special_card_is_named_as_the_tv_names_it(speak: object) -> None:
    i18n.set_language("de")
    assert your_turn(PENALTY, 2, 5) == (
        "Du bist dran: die Karte „Kartenstrafe“, 2 Chips darauf. Du hast 5 Chips."
    )
    assert your_turn(BONUS, 1, 5) == (
        "Du bist dran: Biete auf die Karte „Bonus +20“ oder lehne sie ab; 1 Chip darauf."
        " Du hast 5 Chips."
    )
    i18n.set_language("fr")
    assert your_turn(PENALTY, 2, 5).startswith(f"À vous{NB}: la carte «{NB}Malus cartes{NB}»")
    i18n.set_language("es")
    assert your_turn(PENALTY, 2, 5).startswith("Te toca: la carta «Multa por carta»")


def test_a_green_card_asks_for_a_bid_and_a_choice_asks_for_a_card(speak: object) -> None:
    assert your_turn(BONUS, 3, 6) == (
        "Your turn: bid on Bonus +20 or decline it; 3 counters on it. You have 6 counters."
    )
    assert your_turn(None, 0, 6, "give_left") == (
        "Your turn: choose one of your cards to give to your left."
    )
    i18n.set_language("es")
    assert your_turn(None, 0, 6, "remove") == "Te toca: elige una de tus cartas para descartarla."
    assert your_turn(None, 0, 6) == "Te toca. Tienes 6 fichas."


def test_recent_lines_keep_their_place_in_the_log() -> None:
    lines = [StoryLine(1, f"line {n}") for n in range(30)]
    assert recent(lines, keep=4) == (26, ("line 26", "line 27", "line 28", "line 29"))
    assert recent(lines[:2], keep=4) == (0, ("line 0", "line 1"))


def _whole_game(seed: int, expansion: bool) -> list[Event]:
    """Every event of a seeded game played at random to its end."""
    game = Game.new(GameConfig(players=4, rounds=2, expansion=expansion), seed)
    chance = random.Random(seed)
    events: list[Event] = []
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        events += game.apply(seat, chance.choice(game.legal_actions(seat)))
    return events


# The fields of an event that say a seat's own counters: secret at the table [B8].
SECRET_FIELDS = ("counters_after", "counters_left")


@pytest.mark.parametrize("expansion", [False, True])
@pytest.mark.parametrize("language", ["en", "de"])
def test_no_move_said_depends_on_a_seat_s_secret_counters(
    speak: object, expansion: bool, language: str
) -> None:
    """The lines a phone announces are the TV's move log: told the same game with every
    seat's own counter count changed, they say exactly the same."""
    i18n.set_language(language)
    events = _whole_game(7, expansion)
    honest, tampered = (
        MoveStory(["Ada", "Ben", "Cleo", "Dan"]),
        MoveStory(["Ada", "Ben", "Cleo", "Dan"]),
    )
    secret_events = 0
    for event in events:
        honest.tell(event)
        changed = {f: 99 for f in SECRET_FIELDS if hasattr(event, f)}
        secret_events += bool(changed)
        tampered.tell(dataclasses.replace(event, **changed))  # type: ignore[arg-type]
    assert secret_events > 20
    assert [line.text for line in honest.lines] == [line.text for line in tampered.lines]
    assert len(honest.lines) > 40


def test_the_view_tells_its_seat_only_its_own_counters(speak: object) -> None:
    from game.match.model import Match
    from game.match.setup import MatchSetup

    match = Match(MatchSetup.from_json({"seats": ["human", "human", "human"]}), 5)
    story = MoveStory(list(match.names))
    seat = match.game.current_seat
    assert seat is not None
    view = render(seat_facts(match, seat, live=True, told=recent(story.lines), story=1234))
    others = [s for i, s in enumerate(view["seats"]) if i != seat]
    assert all(other["counters"] is None for other in others)
    assert view["prompt"] == your_turn(
        match.game.observation(seat).card, view["pot"], view["counters"]
    )
    assert view["talk"] == {"story": 1234, "from": 0, "lines": []}
    idle = render(seat_facts(match, (seat + 1) % 3, live=False))
    assert idle["prompt"] is None
