"""One description per special card (issue 51): every special kind has exactly one, and
each part it names exists: its icon painter, the setting of its icon's sign, its sound's
recipe and its sound's file. A card missing from any one place fails here."""

from __future__ import annotations

import importlib.util
from collections.abc import Collection, Mapping
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

from game.bots import expansion_play
from game.draw import sprites
from game.rules.cards import GREEN_COPIES, PINK_KINDS, Card, CardKind, Timing
from game.special_cards import DESCRIPTIONS, SPECIALS, Breakdown, SpecialCard, special
from game.special_text import FULL_TEXT, SHORT_NAME, effect_words, gist, sound_for

ROOT = Path(__file__).resolve().parents[1]
SOUNDS = ROOT / "assets" / "sounds"
SPECIAL_KINDS = [kind for kind in CardKind if kind is not CardKind.NUMBER]


def _make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def gaps(
    specials: Mapping[CardKind, SpecialCard],
    painters: Collection[str],
    glyphs: Collection[str],
    recipes: Collection[str],
    wavs: Collection[str],
) -> list[str]:
    """What a special card lacks, in words: an empty list when every card is whole."""
    found = []
    for kind in SPECIAL_KINDS:
        card = specials.get(kind)
        if card is None:
            found.append(f"{kind.value}: no description")
            continue
        if card.kind is not kind:
            found.append(f"{kind.value}: its description is {card.kind.value}'s")
        if card.icon not in painters:
            found.append(f"{kind.value}: no icon painter {card.icon!r}")
        if card.icon_text and card.icon not in glyphs:
            found.append(f"{kind.value}: no setting for the sign on icon {card.icon!r}")
        if card.sound not in recipes:
            found.append(f"{kind.value}: no recipe for sound {card.sound!r}")
        if card.sound not in wavs:
            found.append(f"{kind.value}: no file {card.sound}.wav")
    found += [f"{kind.value}: not a special card" for kind in specials if kind not in SPECIAL_KINDS]
    return found


def _whole_game() -> tuple[dict[CardKind, SpecialCard], set[str], set[str], set[str], set[str]]:
    wavs = {path.stem for path in SOUNDS.glob("*.wav")}
    recipes = set(_make_sounds().SOUNDS)
    return dict(SPECIALS), set(sprites.ICON_PAINTERS), set(sprites.ICON_GLYPHS), recipes, wavs


def test_every_special_card_is_described_whole() -> None:
    assert gaps(*_whole_game()) == []


def test_every_special_kind_has_exactly_one_description() -> None:
    kinds = [card.kind for card in DESCRIPTIONS]
    assert sorted(kinds, key=list(CardKind).index) == SPECIAL_KINDS
    # In the order of the kinds: the how-to pages list them so.
    assert list(SPECIALS) == SPECIAL_KINDS
    with pytest.raises(ValueError):
        special(CardKind.NUMBER)


def test_the_check_sees_a_card_missing_from_any_one_place() -> None:
    specials, painters, glyphs, recipes, wavs = _whole_game()
    bonus = specials.pop(CardKind.BONUS15)
    assert gaps(specials, painters, glyphs, recipes, wavs) == ["bonus15: no description"]
    specials[CardKind.BONUS15] = bonus
    assert gaps(specials, painters - {"skip"}, glyphs, recipes, wavs) == [
        "skip: no icon painter 'skip'"
    ]
    assert gaps(specials, painters, glyphs - {"forty"}, recipes, wavs) == [
        "forty: no setting for the sign on icon 'forty'"
    ]
    assert gaps(specials, painters, glyphs, recipes - {"sp_look"}, wavs) == [
        "look: no recipe for sound 'sp_look'"
    ]
    assert gaps(specials, painters, glyphs, recipes, wavs - {"sp_wild"}) == [
        "wild: no file sp_wild.wav"
    ]
    specials[CardKind.WILD] = replace(specials[CardKind.WILD], kind=CardKind.FORTY)
    assert gaps(specials, painters, glyphs, recipes, wavs) == ["wild: its description is forty's"]


def test_every_painter_and_sign_setting_belongs_to_a_card() -> None:
    """No painter is left behind when a card goes."""
    assert set(sprites.ICON_PAINTERS) == {card.icon for card in DESCRIPTIONS}
    assert set(sprites.ICON_GLYPHS) == {card.icon for card in DESCRIPTIONS if card.icon_text}


def test_the_words_read_the_descriptions() -> None:
    for kind, card in SPECIALS.items():
        assert SHORT_NAME[kind] == card.name() != ""
        assert FULL_TEXT[kind].startswith(card.rule())
        assert gist(kind) == card.gist() != ""
        assert effect_words(kind) == card.effect() != ""
        assert sound_for(kind) == card.sound == f"sp_{kind.value}"
        assert card.howto() and card.tag


def test_colour_and_timing_are_the_rules_own() -> None:
    for kind, card in SPECIALS.items():
        assert card.green == Card.special(kind).is_green == (kind in GREEN_COPIES)
        assert card.timing is Card.special(kind).timing
        assert card.green != (kind in PINK_KINDS)
    assert SPECIALS[CardKind.SKIP].timing is Timing.ANY_TIME
    assert SPECIALS[CardKind.BONUS15].timing is Timing.END


def test_the_bots_price_every_card_of_its_colour() -> None:
    assert set(expansion_play.GREEN_PRICE) == set(GREEN_COPIES)
    assert set(expansion_play.PINK_PRICE) == set(PINK_KINDS)
    assert expansion_play.PINK_PRICE[CardKind.FORTY] == 30
    assert expansion_play.GREEN_PRICE[CardKind.BONUS20] == 13


def test_a_card_that_steps_the_counters_says_how() -> None:
    for card in DESCRIPTIONS:
        stepped = card.breakdown is Breakdown.COUNTER_STEP
        assert (card.counter_step is not None) == stepped
        assert bool(card.counter_pulse) == card.changes_counters
    double = SPECIALS[CardKind.DOUBLE_COUNTERS].counter_step
    assert double is not None and double(5) == 10
    halve = SPECIALS[CardKind.HALVE_COUNTERS].counter_step
    assert halve is not None and halve(5) == 2


def test_the_descriptions_load_without_pygame() -> None:
    """Pure Python: the bots' worker processes read the prices where pygame is absent."""
    import subprocess
    import sys

    probe = "import sys, game.special_cards, game.special_text; print('pygame' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"
