"""The coach's and the review's sentences in every language: each one a whole message of
the catalogs (never clauses joined), each starts with a capital, ends with a full stop,
and follows the language's punctuation (French: a no-break space before ; : ! ?).

Positions come from games played to a point chosen by hypothesis, base game and
expansion, at 3 to 7 seats."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import i18n
from game.bots import verdict_words as words
from game.bots.coach_reasons import reason
from game.bots.coach_words import expansion_reason
from game.bots.review import judge_decision
from game.rules import Action, Card, Game, GameConfig, Observation

LANGUAGES = tuple(i18n.LANGUAGES)
NAMES = ["Bo", "Ada", "Dev", "Kim", "Lou", "Max", "Noa"]
# French typography: a no-break space (or its narrow form) before these marks, never a
# plain space and never none.
FRENCH_HIGH_MARKS = re.compile(r"(?<![\u00a0\u202f])[;:!?]")


@pytest.fixture(autouse=True)
def _english_around() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def sentence_faults(text: str, lang: str) -> list[str]:
    """What is wrong with `text` as one or more sentences of language `lang`."""
    faults = []
    first = next((c for c in text if c.isalnum()), "")
    if first.islower():
        faults.append("starts in lower case")
    if not text.endswith("."):
        faults.append("does not end with a full stop")
    for after in re.findall(r"[.!?]\s+(\w)", text):
        if after.islower():
            faults.append(f"lower case after a full stop: {after!r}")
    if "  " in text or " ," in text or " ." in text:
        faults.append("a stray space")
    if lang == "fr" and FRENCH_HIGH_MARKS.search(text):
        faults.append("French ; : ! ? without a no-break space before it")
    if lang != "fr" and re.search(r"\s[;:]", text):
        faults.append("a space before ; or :")
    if lang == "de":
        # German: what follows a colon here is a whole sentence (capital), a number or a
        # name, never a lower-case word.
        for after in re.findall(r":\s+(\w)", text):
            if after.islower():
                faults.append(f"lower case after a colon: {after!r}")
    return faults


def _play_to(game: Game, moves: int, rng: random.Random) -> Observation | None:
    """Play up to `moves` legal moves at random (a seat takes more often when the pot is
    high), then the observation of the seat to move, or None if the game ended."""
    for _ in range(moves):
        if game.is_over:
            return None
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        legal = list(obs.legal)
        take = [a for a in legal if a in (Action.TAKE, Action.BID)]
        move = take[0] if take and rng.random() < 0.2 + 0.1 * obs.pot else rng.choice(legal)
        game.apply(seat, move)
    seat = game.current_seat
    return None if game.is_over or seat is None else game.observation(seat)


@settings(max_examples=60)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(3, 7),
    moves=st.integers(0, 160),
)
def test_every_coach_reason_is_a_well_formed_sentence_in_every_language(
    seed: int, players: int, moves: int
) -> None:
    game = Game.new(GameConfig(players=players), seed)
    obs = _play_to(game, moves, random.Random(seed))
    if obs is None or obs.card is None:
        return
    for lang in LANGUAGES:
        i18n.set_language(lang)
        for action in (Action.TAKE, Action.PASS):
            said = reason(obs, action, NAMES[:players])
            assert sentence_faults(said, lang) == [], (lang, said)


@settings(max_examples=60)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(3, 7),
    moves=st.integers(0, 160),
    cost=st.floats(-90, 90, allow_nan=False),
    live=st.booleans(),
)
def test_every_expansion_reason_is_a_well_formed_sentence_in_every_language(
    seed: int, players: int, moves: int, cost: float, live: bool
) -> None:
    # With a cost beyond the card, the reason says where the rest comes from.
    game = Game.new(GameConfig(players=players, expansion=True), seed)
    obs = _play_to(game, moves, random.Random(seed))
    if obs is None or obs.card is None or obs.choice is not None:
        return
    for lang in LANGUAGES:
        i18n.set_language(lang)
        said = expansion_reason(obs, cost, NAMES[:players], live=live)
        assert sentence_faults(said, lang) == [], (lang, said)


@given(
    lost=st.floats(-40, 40, allow_nan=False),
    card=st.integers(3, 35),
    taking=st.booleans(),
    named=st.booleans(),
)
def test_every_verdict_sentence_is_well_formed_in_every_language(
    lost: float, card: int, taking: bool, named: bool
) -> None:
    action = Action.TAKE if taking else Action.PASS
    for lang in LANGUAGES:
        i18n.set_language(lang)
        said = words.take_pass_words(action, Card.number(card), lost, "Ada", named)
        assert sentence_faults(said, lang) == [], (lang, said)


@pytest.mark.parametrize("expansion", [False, True], ids=["base", "expansion"])
def test_the_review_shows_verdict_and_reason_as_sentences_each_with_a_capital(
    expansion: bool,
) -> None:
    """What the review shows (`verdict_words.text`: the verdict, then its reason) for a
    spread of one played game's decisions, every kind the seat made, in every language:
    judged once (a verdict is data), worded in each."""
    game = Game.new(GameConfig(players=4, expansion=expansion), 5)
    rng = random.Random(5)
    while not game.is_over:
        _play_to(game, 1, rng)
    record = game.record
    names = ["you", "Ada", "Dev", "Kim"]
    seen: set[object] = set()
    verdicts = []
    for index, (seat, move) in enumerate(record.actions):
        if seat != 0 or (move in seen and index % 5):
            continue
        seen.add(move)
        verdicts.append(judge_decision(record, index, samples=8))
    for lang in LANGUAGES:
        i18n.set_language(lang)
        for verdict in verdicts:
            said = words.text(verdict, names)
            assert sentence_faults(said, lang) == [], (lang, said)


def test_the_checks_see_each_fault() -> None:
    assert sentence_faults("le 27 est neuf.", "fr") == ["starts in lower case"]
    assert sentence_faults("Verdict. die 27 würde", "de") == [
        "does not end with a full stop",
        "lower case after a full stop: 'd'",
    ]
    assert sentence_faults("Le 27\u00a0: 27 points; personne.", "fr") == [
        "French ; : ! ? without a no-break space before it"
    ]
    assert sentence_faults("Die 27: sie bringt nichts.", "de") == ["lower case after a colon: 's'"]
    assert sentence_faults("Le 27\u00a0: 27 points\u00a0; personne.", "fr") == []


@pytest.mark.parametrize("action", [Action.TAKE, Action.PASS])
def test_a_close_call_is_a_well_formed_sentence_in_every_language(action: Action) -> None:
    for lang in LANGUAGES:
        i18n.set_language(lang)
        said = words.close_call_words(action, Card.number(27))
        assert sentence_faults(said, lang) == [], (lang, said)
        assert "27" in said and (lang != "en" or "close call" in said)
