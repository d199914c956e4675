"""The guided first game's script (game/match/tutorial.py) replayed through the engine:
legal throughout, every decision of the player a stop asking for that very move, and each
teaching moment where the lesson says it is."""

from __future__ import annotations

import pytest

from game.match import tutorial
from game.match.tutorial import BASICS, END, LESSONS, MOVES, PLAYER, SPECIALS, STOPS, Lesson
from game.rules import group_runs
from game.rules.cards import CardKind
from game.rules.observation import Action

EVERY_LESSON = pytest.mark.parametrize("lesson", LESSONS.values(), ids=list(LESSONS))


def _played_to(decision: int):  # type: ignore[no-untyped-def]
    game = tutorial.new_game()
    for seat, move in MOVES[:decision]:
        game.apply(seat, move)
    return game


@EVERY_LESSON
def test_the_script_is_legal_and_ends_the_match(lesson: Lesson) -> None:
    game = lesson.new_game()
    for index, (seat, move) in enumerate(lesson.moves):
        assert game.current_seat == seat, index
        assert move in game.legal_actions(seat), index
        game.apply(seat, move)
    assert game.is_over and game.winners == (PLAYER,)
    assert game.totals == {"basics": (9, 29, 29), "specials": (-19, 27, 9)}[lesson.key]


@EVERY_LESSON
def test_every_decision_of_the_player_is_a_stop_asking_for_the_scripted_move(
    lesson: Lesson,
) -> None:
    asked = {stop.at: stop.expect for stop in lesson.stops if stop.expect is not None}
    for index, (seat, move) in enumerate(lesson.moves):
        if seat == PLAYER:
            assert asked.get(index) is move, index
        else:
            assert index not in asked, index  # the bots are never stopped for
    stops = lesson.stops
    assert stops[-1].at == lesson.end and stops[-1].expect is None
    assert [stop.at for stop in stops] == sorted(stop.at for stop in stops)


def test_the_second_part_teaches_a_green_card_won_by_bidding_and_a_pink_one_passed() -> None:
    at = {stop.key: stop.at for stop in SPECIALS.stops}
    game = SPECIALS.new_game()
    assert game.config.expansion
    for seat, move in SPECIALS.moves[: at["green_won"]]:
        game.apply(seat, move)
    obs = game.observation(PLAYER)
    assert [card.kind for card in obs.displays[PLAYER]] == [CardKind.BONUS10]  # bid, won
    assert obs.card is not None and obs.card.kind is CardKind.FORTY


def test_the_basics_lesson_is_the_module_s_own() -> None:
    assert (BASICS.moves, BASICS.stops, BASICS.end) == (MOVES, STOPS, END)
    assert tutorial.new_game().record.deal == BASICS.new_game().record.deal


def test_each_teaching_moment_happens_where_its_stop_is() -> None:
    at = {stop.key: stop.at for stop in STOPS}
    # Taking a card with its counters: a counter lies on the 6.
    obs = _played_to(at["take"]).observation(PLAYER)
    assert obs.card is not None and obs.card.value == 6 and obs.pot == 1
    # A run: the 6 and 7 count only 6.
    game = _played_to(at["run_score"])
    runs = group_runs(list(game.observation(PLAYER).displays[PLAYER]))
    assert [tuple(card.value for card in run) for run in runs] == [(6, 7)]
    # Running out: no counters, only TAKE left, and the 35 carries enough to be worth it.
    obs = _played_to(at["out"]).observation(PLAYER)
    assert obs.my_counters == 0 and obs.legal == (Action.TAKE,)
    assert obs.card is not None and obs.card.value == 35 and obs.pot > 30
    # Counters are minus points at the end: 6 + 35 - 32.
    game = _played_to(END)
    assert game.totals[PLAYER] == 6 + 35 - obs.pot
