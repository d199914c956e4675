"""The special cards' words, faces and sounds (issue 12, RULES.md [X1]-[X3])."""

from __future__ import annotations

import pytest

from game.app import special_text
from game.app.special_text import (
    BID_SOUND,
    DECLINE_SOUND,
    FULL_TEXT,
    SHORT_NAME,
    card_label,
    effect_words,
    sound_for,
)
from game.rules.cards import (
    BONUS_POINTS,
    GREEN_COPIES,
    PINK_KINDS,
    Card,
    CardKind,
    green_cards,
    pink_cards,
)

SPECIAL_KINDS = [kind for kind in CardKind if kind is not CardKind.NUMBER]


def test_X1_every_special_kind_has_words_and_a_sound() -> None:
    assert set(SPECIAL_KINDS) == set(GREEN_COPIES) | set(PINK_KINDS)
    for kind in SPECIAL_KINDS:
        assert len(SHORT_NAME[kind].split()) == 2, SHORT_NAME[kind]
        assert len(FULL_TEXT[kind]) > len(SHORT_NAME[kind])
        assert effect_words(kind)
        assert sound_for(kind)
    assert CardKind.NUMBER not in SHORT_NAME
    assert CardKind.NUMBER not in FULL_TEXT


def test_X1_short_names_and_sounds_tell_every_kind_apart() -> None:
    assert len(set(SHORT_NAME.values())) == len(SPECIAL_KINDS)
    assert len(set(map(effect_words, SPECIAL_KINDS))) == len(SPECIAL_KINDS)
    sounds = [sound_for(kind) for kind in SPECIAL_KINDS] + [BID_SOUND, DECLINE_SOUND]
    assert len(set(sounds)) == len(sounds)
    assert (BID_SOUND, DECLINE_SOUND) == ("bid", "decline")


def test_card_label_is_the_number_or_the_short_name() -> None:
    assert card_label(Card.number(27)) == "27"
    assert card_label(Card.number(3)) == "3"
    assert card_label(Card.special("bonus15", 2)) == "Bonus +15"
    for card in green_cards() + pink_cards():
        assert card_label(card) == SHORT_NAME[card.kind]


def test_number_cards_have_no_effect_words_or_sound() -> None:
    with pytest.raises(ValueError):
        effect_words(CardKind.NUMBER)
    with pytest.raises(ValueError):
        sound_for(CardKind.NUMBER)


def test_X3_green_texts_describe_bidding_and_X2_pink_texts_taking() -> None:
    for kind in GREEN_COPIES:
        assert "bid a counter" in FULL_TEXT[kind]
        assert "decline" in FULL_TEXT[kind]
    for kind in PINK_KINDS:
        assert "pay a counter" in FULL_TEXT[kind]


def test_X1_texts_state_each_cards_figures() -> None:
    for kind, points in BONUS_POINTS.items():
        assert f"{points} points off" in FULL_TEXT[kind]
        assert effect_words(kind) == f"-{points} bonus"
        assert str(points) in SHORT_NAME[kind]
    assert "40" in FULL_TEXT[CardKind.FORTY] and "no run" in FULL_TEXT[CardKind.FORTY]
    assert "3 to 35" in FULL_TEXT[CardKind.WILD]
    assert "rounded down" in FULL_TEXT[CardKind.HALVE_COUNTERS]
    assert "double" in FULL_TEXT[CardKind.DOUBLE_COUNTERS]
    assert "lowest card counts double" in FULL_TEXT[CardKind.HIGHEST_DOUBLED]
    assert "last player still bidding may not skip" in FULL_TEXT[CardKind.SKIP]
    assert "not the green cards" in FULL_TEXT[CardKind.LOOK]
    assert "player on your left" in FULL_TEXT[CardKind.GIVE_LEFT]
    assert "skipping green" in FULL_TEXT[CardKind.TAKE_PINK_BACK]
    for kind in (CardKind.CARD_BONUS, CardKind.CARD_PENALTY):
        assert "this one too" in FULL_TEXT[kind]


def test_special_text_needs_no_pygame() -> None:
    import ast
    from pathlib import Path

    tree = ast.parse(Path(special_text.__file__).read_text())
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {
        (node.module or "").split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
    }
    assert "pygame" not in imported
