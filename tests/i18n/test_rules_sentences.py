"""The rules say who starts the next round unambiguously in every language: the player
to the left of the one who started the last round, not "the player on the left" (of
whom?), which French and Spanish said."""

from __future__ import annotations

import pytest

from game import i18n

RULE = (
    "Tactical: 10, 20 and 30 are out, face up; 6 stay hidden; one counter fewer each. Rounds: 3"
    " or 5 add up, the first player moves left each round, lowest total wins."
)


@pytest.mark.parametrize(
    ("language", "whose_left"),
    [
        ("de", "links vom vorigen Startspieler"),
        ("fr", "voisin de gauche de celui qui a commencé la précédente"),
        ("es", "a la izquierda de quien empezó la anterior"),
    ],
)
def test_the_next_round_s_first_player_is_left_of_the_last_one(
    language: str, whose_left: str
) -> None:
    said = i18n.translations(language).gettext(RULE)
    assert said != RULE and whose_left in said
