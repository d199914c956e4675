"""The special cards' words, faces and sounds (issue 12, RULES.md [X1]-[X3])."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import special_text
from game.draw import sprites
from game.draw.look import PLAIN
from game.rules.cards import (
    BONUS_POINTS,
    GREEN_COPIES,
    PINK_KINDS,
    Card,
    CardKind,
    green_cards,
    pink_cards,
)
from game.special_text import (
    BID_SOUND,
    DECLINE_SOUND,
    FULL_TEXT,
    SHORT_NAME,
    card_label,
    effect_words,
    sound_for,
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


# Faces and backs -------------------------------------------------------------------------
ONE_OF_EACH = [Card.special(kind) for kind in SPECIAL_KINDS]


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("height", [44, 120])
def test_X1_every_special_card_has_a_face_the_size_of_a_number_card(height: int) -> None:
    for card in green_cards() + pink_cards():
        for style in ("normal", "muted"):
            face = sprites.card_art(card, height, style, look=PLAIN)
            assert (
                face.get_size()
                == sprites.card_size(height)
                == sprites.card_face(17, height, look=PLAIN).get_size()
            )


@pytest.mark.parametrize("height", [44, 80, 160])
def test_X1_faces_of_different_kinds_differ_and_copies_look_alike(height: int) -> None:
    faces = {card.kind: pixels(sprites.card_art(card, height, look=PLAIN)) for card in ONE_OF_EACH}
    assert len(set(faces.values())) == len(SPECIAL_KINDS)
    assert (
        pixels(sprites.card_art(Card.special("bonus15", 3), height, look=PLAIN))
        == faces[CardKind.BONUS15]
    )


def test_X1_green_cards_are_on_green_stock_and_pink_cards_on_pink() -> None:
    h = 120
    # Just inside the rim, half-way down: the card stock around the panel.
    spot = (sprites.card_size(h)[0] * 5 // 100, h // 2)
    for card in ONE_OF_EACH:
        r, g, b, _ = sprites.card_art(card, h, look=PLAIN).get_at(spot)
        want = sprites.GREEN_STOCK if card.is_green else sprites.PINK_STOCK
        assert max(abs(r - want[0]), abs(g - want[1]), abs(b - want[2])) <= 12, card
        assert (g > r + 40) if card.is_green else (r > g + 80), card


def test_muted_faces_are_darker_than_normal_ones() -> None:
    for card in ONE_OF_EACH:
        normal = sprites.card_art(card, 80, look=PLAIN)
        muted = sprites.card_art(card, 80, "muted", look=PLAIN)
        spot = (normal.get_width() // 2, normal.get_height() // 2)
        assert sum(muted.get_at(spot)[:3]) < sum(normal.get_at(spot)[:3])


def test_X1_a_small_face_still_shows_its_icon_and_a_cream_label() -> None:
    h = 44
    w = sprites.card_size(h)[0]
    for card in ONE_OF_EACH:
        face = sprites.card_art(card, h, look=PLAIN)
        band = [face.get_at((x, y)) for x in range(w) for y in range(h * 3 // 4, h - 3)]
        medallion = [face.get_at((x, h // 3)) for x in range(w // 4, w * 3 // 4)]
        assert any(min(p[:3]) > 200 for p in band), f"{card}: no label in the name band"
        # The icon marks the cream medallion with something dark or coloured.
        assert any(min(p[:3]) < 150 for p in medallion), f"{card}: no icon"


def test_card_art_of_a_number_card_is_its_card_face() -> None:
    for value in (3, 17, 35):
        for style in ("normal", "scoring", "muted"):
            art = sprites.card_art(Card.number(value), 60, style, look=PLAIN)
            assert pixels(art) == pixels(sprites.card_face(value, 60, style, look=PLAIN))


def test_X1_the_green_back_differs_from_the_normal_back_which_is_unchanged() -> None:
    h = 120
    normal = sprites.card_back(h, look=PLAIN)
    assert sprites.card_back(h, green=False, look=PLAIN) is normal
    green = sprites.card_back(h, green=True, look=PLAIN)
    assert green.get_size() == normal.get_size() == sprites.card_size(h)
    assert pixels(green) != pixels(normal)
    # Inside the lattice field, near the top: burgundy on the normal back, green on the other.
    spot = (sprites.card_size(h)[0] // 2, h // 7)
    r, g, _, _ = normal.get_at(spot)
    assert r > g + 60
    r, g, _, _ = green.get_at(spot)
    assert g > r + 40


# Sounds ----------------------------------------------------------------------------------
def special_sound_names() -> list[str]:
    return [sound_for(kind) for kind in SPECIAL_KINDS] + [BID_SOUND, DECLINE_SOUND]


def test_X1_every_special_sound_is_a_wav_that_loads_by_name() -> None:
    from game.app.audio import SOUNDS_DIR, Audio

    audio = Audio()
    try:
        assert audio.enabled  # the dummy driver still mixes
        contents = set()
        for name in special_sound_names():
            path = SOUNDS_DIR / f"{name}.wav"
            contents.add(path.read_bytes())
            sound = audio._load(name)
            assert sound is not None, name
            assert 0.05 < sound.get_length() < 1.0, name  # short effects
            audio.play(name)
        assert len(contents) == len(special_sound_names())  # each its own sound
        assert list(audio.played)[-2:] == [BID_SOUND, DECLINE_SOUND]
    finally:
        audio.close()


def test_a_missing_or_broken_sound_never_crashes(tmp_path: Path) -> None:
    from game.app.audio import Audio

    (tmp_path / "sp_look.wav").write_bytes(b"RIFF not really a wave file")
    audio = Audio(sounds_dir=tmp_path)
    try:
        audio.play(sound_for(CardKind.LOOK))
        audio.play(sound_for(CardKind.SKIP))  # no file at all
        assert list(audio.played) == ["sp_look", "sp_skip"]
        assert audio._load("sp_look") is None and audio._load("sp_skip") is None
    finally:
        audio.close()
