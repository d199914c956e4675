"""The coach's reasons: one plain sentence from the position, checked on positions built
for each reason by playing scripted deals through the engine."""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.coach import advise, card_seed, standings_leader
from game.bots.coach_reasons import facts, reason
from game.rules import Action, Game, GameConfig, Observation

T, P = Action.TAKE, Action.PASS
NAMES = ["you", "Ada", "Dev"]


def table(deck: Sequence[int], moves: Sequence[Action], players: int = 3) -> Game:
    """A scripted round: `deck` turned up in order (the rest of the numbers set aside),
    seat 0 first, `moves` applied by whoever is to move."""
    aside = [c for c in range(3, 36) if c not in deck]
    game = Game.scripted(GameConfig(players=players, first_player=0), list(deck), aside)
    for move in moves:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, move)
    return game


def decision(game: Game) -> Observation:
    seat = game.current_seat
    assert seat is not None
    return game.observation(seat)


def _pot(game: Game) -> int:
    return game.observation(0).pot


def filler(count: int) -> list[int]:
    """Low cards nobody holds, to keep the deck long."""
    return [3, 4, 5, 6, 7, 8, 9, 11, 12, 13][:count]


def test_a_card_joining_the_top_of_your_run_adds_nothing() -> None:
    obs = decision(table([26, 27, 28, 29, *filler(6)], [T, T, T]))
    assert obs.seat == 0 and obs.card is not None and obs.card.value == 29
    assert facts(obs).adds == 0
    assert reason(obs, T, NAMES).startswith("29 joins your 26–28 run: it adds nothing.")


def test_a_card_below_your_run_takes_points_off() -> None:
    obs = decision(table([26, 27, 28, 25, *filler(6)], [T, T, T]))
    assert facts(obs).adds == -1
    assert reason(obs, T, NAMES).startswith("25 joins your 26–28 run: it takes 1 point off.")


def test_a_new_card_costs_its_face_value_less_the_counters_on_it() -> None:
    fresh = decision(table([30, *filler(6)], []))
    assert reason(fresh, P, NAMES).startswith("30 is a new card for you: 30 points. ")
    # Round the table once: everybody passed, three counters on it now.
    again = decision(table([30, *filler(6)], [P, P, P]))
    assert again.seat == 0 and again.pot == 3
    assert "30 points. The 3 counters on it bring that down to 27." in reason(again, P, NAMES)


def test_who_else_wants_the_card_is_named() -> None:
    # Ada (seat 1) holds 22–23; 24 comes to you with two counters on it.
    game = table([20, 22, 23, 24, *filler(6)], [T, P, T, T, P, P])
    obs = decision(game)
    assert obs.seat == 0 and obs.card is not None and obs.card.value == 24
    assert [(w.seat, w.low, w.high) for w in facts(obs).wanters] == [(1, 22, 23)]
    assert "It also extends Ada's 22–23." in reason(obs, T, NAMES)


def test_a_rival_without_counters_must_take_it() -> None:
    # Dev (seat 2) passes every card until he has none left; you and Ada take in turn.
    game = table([*range(3, 36)], [])
    while game.observation(2).counters[2] > 0 or game.current_seat != 1 or _pot(game):
        seat = game.current_seat
        assert seat is not None and not game.is_over
        obs = game.observation(seat)
        game.apply(seat, P if seat == 2 or obs.pot == 0 else T)
    obs = decision(game)
    names = ["Bea", "you", "Dev"]
    assert facts(obs).broke == (2,)
    assert facts(obs).taker_if_passed == 2
    assert "Dev has no counters: Dev must take it if you pass." in reason(obs, P, names)


def test_nobody_else_wants_it_and_how_many_cards_are_left() -> None:
    obs = decision(table([35, 34, 33], []))
    assert obs.deck_left == 2
    said = reason(obs, P, NAMES)
    assert "Nobody else wants 35: it would likely come back to you with 3 counters on it." in said
    assert "Only 2 cards are left." in said


def test_without_counters_the_reason_says_the_take_is_forced() -> None:
    game = table([*range(3, 36)], [])
    while game.observation(0).counters[0] > 0 or game.current_seat != 0:
        seat = game.current_seat
        assert seat is not None and not game.is_over
        game.apply(seat, P if seat == 0 or _pot(game) == 0 else T)
    obs = decision(game)
    advice = advise(obs, None, samples=50, names=NAMES)
    assert advice.recommended is T
    assert advice.reason.startswith("You have no counters left, so you must take")


def test_every_reason_is_whole_plain_sentences_in_points() -> None:
    """Each of a reason's sentences is one message of its own (the card, the counters on
    it, what passing would bring), never clauses joined: at most four."""
    game = Game.new(GameConfig(players=4), 7)
    names = ["Bo", "Ada", "Dev", "Kim"]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        for action in (T, P):
            said = reason(obs, action, names)
            sentences = said.split(". ")
            assert said.endswith(".") and len(sentences) <= 4, said
            assert all(not s[0].islower() for s in sentences), said
            assert ";" not in said and "expected" not in said and "margin" not in said
        game.apply(seat, T if obs.pot >= 3 or P not in obs.legal else P)


def test_the_advice_names_the_standings_leader_as_rival() -> None:
    # Ada took 35 (35 points): Dev, with nothing, leads the standings.
    obs = decision(table([10, 35, 30, *filler(6)[2:]], [T, P, T, P, P]))
    assert obs.seat == 0 and obs.card is not None and obs.card.value == 30
    assert standings_leader(obs, 0) == 2
    assert advise(obs, None, samples=100, names=NAMES).rival == 2


def test_the_same_card_gone_round_sees_the_same_deals_and_names_the_change() -> None:
    first = decision(table([30, *filler(8)], []))
    later = decision(table([30, *filler(8)], [P, P, P]))
    # The deals the coach draws depend on the card and the displays, not the counters.
    assert card_seed(0, first) == card_seed(0, later)
    one = advise(first, None, samples=400, names=NAMES)
    two = advise(later, None, samples=400, names=NAMES)
    if one.recommended is not two.recommended:
        # A changed verdict names what changed: the counters on the card.
        assert "counters on it" in two.reason and two.reason != one.reason
    # More counters on the same card never make taking look dearer here.
    assert two.take_cost <= one.take_cost
