"""The table's words in another language: the move log and the bubbles (MoveStory) say
each move in the chosen language, with the plural each count needs, and every note the
rules engine gives for a special card (its events speak English) is one the log
translates."""

from __future__ import annotations

import random

from game import i18n
from game.rules import Card, Game, GameConfig
from game.rules.cards import CardKind
from game.rules.events import CardTaken, CounterPaid, SpecialPlayed
from scenes.table.story import NOTES, MoveStory

NAMES = ["Ada", "Ben", "Cleo"]


def test_the_log_and_the_bubbles_speak_german_with_the_right_plural() -> None:
    i18n.set_language("de")
    story = MoveStory(list(NAMES))
    story.tell(CardTaken(0, Card.number(27), 1, 12), now=0.0)
    story.tell(CardTaken(1, Card.number(30), 3, 14), now=0.0)
    story.tell(CounterPaid(2, 2, 9), now=0.0)
    assert [line.text for line in story.lines] == [
        "Ada nimmt die 27 mit 1 Chip",
        "Ben nimmt die 30 mit 3 Chips",
        "Cleo: Nein\u00a0danke! (zahlt einen Chip; 2 Chips auf der Karte)",
    ]
    assert story.speech[0].text == "Nimmt die 27 +1"
    assert story.speech[2].text == "Nein\u00a0danke!"


def test_french_counts_zero_and_one_in_the_singular_english_does_not() -> None:
    i18n.set_language("fr")
    french = MoveStory(list(NAMES))
    french.tell(CounterPaid(0, 1, 9))
    said = "Ada\xa0: Non\u00a0merci\xa0! (paie un jeton\xa0; 1 jeton sur la carte)"
    assert french.lines[0].text == said
    i18n.set_language("en")
    english = MoveStory(list(NAMES))
    english.tell(CounterPaid(0, 1, 9))
    english.tell(CounterPaid(1, 2, 9))
    assert [line.text for line in english.lines] == [
        "Ada: No thanks! (pays a counter; 1 counter on the card)",
        "Ben: No thanks! (pays a counter; 2 counters on the card)",
    ]


def engine_notes(games: int) -> set[str]:
    """Every note the engine wrote on a special card acting at once (give, remove, take
    pink: the log tells a played skip or look in its own words) in `games` random
    expansion games (random legal moves, seeded)."""
    notes: set[str] = set()
    for seed in range(games):
        config = GameConfig(players=3 + seed % 5, expansion=True, tactical=seed % 2 == 1)
        game = Game.new(config, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            for event in game.apply(seat, rng.choice(game.legal_actions(seat))):
                if not isinstance(event, SpecialPlayed):
                    continue
                if event.card.kind not in (CardKind.SKIP, CardKind.LOOK):
                    notes.add(event.note)
    return notes


def test_every_note_of_the_engine_is_one_the_log_translates() -> None:
    seen = engine_notes(40)
    # The games did meet the special cards that act at once (give, remove, take pink).
    assert {"give left: choose a card", "remove: choose a card"} <= seen
    assert seen <= set(NOTES)


def test_a_special_cards_note_is_told_in_german() -> None:
    i18n.set_language("de")
    story = MoveStory(list(NAMES))
    card = Card.special(CardKind.TAKE_PINK_BACK)
    story.tell(SpecialPlayed(1, card, "took a normal-back card from the deck"))
    text = story.lines[0].text
    assert text.startswith("Die Karte „Pink ziehen“ wirkt für Ben: ")
    assert "took" not in text and "deck" not in text
