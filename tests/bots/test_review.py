"""Game review: the coach's verdict on every decision of chosen seats, from the record."""

from __future__ import annotations

import dataclasses

import pytest

from game.bots import make_bot
from game.bots import verdict_words as words
from game.bots.review import MARKED, Kind, judge_decision, review_match
from game.rules import Action, Game, GameConfig, GameRecord, SaveError
from game.special_text import card_label

NAMES = ["You", "Felix", "Ada"]
SAMPLES = 32  # few samples keep the suite fast; the verdicts stay deterministic


def played(seed: int, opening: list[Action] | None = None, rounds: int = 1) -> Game:
    """A 3-player game: seat 0 opens with `opening`, then easy (seat 0) and normal bots."""
    game = Game.new(GameConfig(players=3, first_player=0, rounds=rounds), seed)
    for action in opening or []:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, action)
    bots = [make_bot("easy", 1), make_bot("normal"), make_bot("normal")]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    return game


def dear_first_card_seed() -> int:
    for seed in range(500):
        obs = Game.new(GameConfig(players=3, first_player=0), seed).observation(0)
        assert obs.card is not None
        if obs.card.value >= 32:
            return seed
    raise AssertionError("no deal opens with a dear card")


def test_every_decision_of_the_reviewed_seat_in_order_with_progress() -> None:
    game = played(3)
    calls: list[tuple[int, int]] = []
    verdicts = review_match(
        game.record, {0}, NAMES, samples=SAMPLES, progress=lambda d, t: calls.append((d, t))
    )
    mine = [(i, a) for i, (seat, a) in enumerate(game.record.actions) if seat == 0]
    assert [(v.index, v.chosen) for v in verdicts] == mine
    assert all(v.seat == 0 for v in verdicts)
    assert calls == [(n, len(mine)) for n in range(1, len(mine) + 1)]


def test_costs_agree_with_the_best_action_and_the_sentence() -> None:
    verdicts = review_match(played(3).record, {0, 2}, NAMES, samples=SAMPLES)
    assert {v.seat for v in verdicts} == {0, 2}
    for v in verdicts:
        assert v.cost >= 0
        said = words.sentence(v, NAMES)
        if v.forced:
            assert v.chosen is Action.TAKE and v.cost == 0 and "no counters left" in said
            continue
        assert (v.cost > 0) == (v.chosen is not v.best and v.take_cost != 0)
        assert v.cost == pytest.approx(abs(v.take_cost) if v.chosen is not v.best else 0.0)
        assert str(v.card) in said
        if v.cost >= 0.5:
            assert "cost you about" in said
            assert v.rival is not None and v.rival != v.seat
            # The rival is not named without a word of who they are (it is dropped).
            assert said.endswith(" points.") or said.endswith(" point.")
            assert all(name not in said for name in NAMES)


def test_the_three_costliest_mistakes_are_marked() -> None:
    verdicts = review_match(played(8).record, {0}, NAMES, samples=SAMPLES)
    mistakes = sorted((v.cost for v in verdicts if v.cost >= 0.5), reverse=True)
    marked = [v for v in verdicts if v.costly]
    assert len(marked) == min(MARKED, len(mistakes))
    assert sorted((v.cost for v in marked), reverse=True) == mistakes[:MARKED]


def test_a_blunder_is_named_with_its_cost_and_rival() -> None:
    """Taking a card of 32 or more with no counters on it, first thing in the round."""
    game = played(dear_first_card_seed(), opening=[Action.TAKE])
    first = review_match(game.record, {0}, NAMES, samples=SAMPLES)[0]
    assert first.index == 0 and first.chosen is Action.TAKE and first.best is Action.PASS
    assert first.cost > 5 and first.costly
    said = words.sentence(first, NAMES)
    assert said.startswith(f"Taking {first.card} here cost you about ")
    assert said.endswith(" points.") and "against" not in said


def test_works_from_a_saved_and_resumed_match_V2() -> None:
    game = played(5, rounds=2)
    resumed = Game.from_json(game.to_json())
    verdicts = review_match(game.record, {1}, NAMES, samples=SAMPLES)
    assert review_match(resumed.record, {1}, NAMES, samples=SAMPLES) == verdicts
    assert {v.round for v in verdicts} == {1, 2}


def test_bad_records_and_arguments_are_refused() -> None:
    record = played(3).record
    with pytest.raises(ValueError):
        review_match(record, {0}, NAMES[:2])
    with pytest.raises(ValueError):
        review_match(record, {3}, NAMES)
    seat, action = record.actions[0]
    broken = dataclasses.replace(record, actions=((seat + 1, action), *record.actions[1:]))
    with pytest.raises(SaveError):
        review_match(broken, {0}, NAMES, samples=SAMPLES)
    assert review_match(GameRecord(record.config, record.seed, ()), {0}, NAMES) == ()


def expansion_played(seed: int, players: int = 4) -> Game:
    """An expansion game: seat 0 the easy bot, the others normal."""
    game = Game.new(GameConfig(players=players, first_player=0, expansion=True), seed)
    bots = [make_bot("easy" if seat == 0 else "normal", seed + seat) for seat in range(players)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    return game


EXPANSION_NAMES = ["You", "Felix", "Ada", "Bo"]


def test_X3_expansion_take_pass_and_bid_decline_are_judged_by_margin() -> None:
    game = expansion_played(9)
    verdicts = review_match(game.record, {0}, EXPANSION_NAMES, samples=SAMPLES)
    moves = {v.chosen for v in verdicts}
    assert {Action.BID, Action.DECLINE} & moves  # green cards really came up
    for v in verdicts:
        assert v.cost >= 0
        said = words.sentence(v, EXPANSION_NAMES)
        if v.chosen is Action.SKIP:
            assert not v.judged and said.startswith("Not judged")
            continue
        assert v.judged
        if v.chosen in (Action.BID, Action.DECLINE) and not v.forced:
            assert v.best in (Action.BID, Action.DECLINE)
            # The sentence names the card by its short name, never its code name.
            assert "_" not in said and ("Bidding on" in said or "Declining" in said)
            assert (v.cost > 0) == (v.best is not v.chosen)
    marked = [v for v in verdicts if v.costly]
    assert 0 < len(marked) <= MARKED
    assert min(v.cost for v in marked) >= max(v.cost for v in verdicts if not v.costly)
    # Reproducible: the coach's search is clock-free and seeded.
    again = review_match(game.record, {0}, EXPANSION_NAMES, samples=SAMPLES)
    assert [words.sentence(v, EXPANSION_NAMES) for v in again] == [
        words.sentence(v, EXPANSION_NAMES) for v in verdicts
    ]


def test_X3_a_card_given_left_or_removed_is_judged_by_the_score_it_leaves() -> None:
    from game.rules import ChooseCard, score

    for seed in range(60):
        game = expansion_played(seed, players=3)
        choices = [
            i for i, (seat, move) in enumerate(game.record.actions) if isinstance(move, ChooseCard)
        ]
        if choices:
            break
    else:
        raise AssertionError("no give-left or remove choice in 60 expansion games")
    index = choices[0]
    seat, move = game.record.actions[index]
    assert isinstance(move, ChooseCard)
    names = ["You", "Felix", "Ada"]
    verdict = judge_decision(game.record, index, names, samples=SAMPLES)
    before = Game.replay(
        GameRecord(
            game.record.config, game.record.seed, game.record.actions[:index], game.record.deal
        )
    )
    obs = before.observation(seat)
    display = list(obs.displays[seat])

    def after(card: object) -> int:
        rest = list(display)
        rest.remove(card)  # type: ignore[arg-type]
        return score(rest, obs.counters[seat])

    assert verdict.judged and isinstance(verdict.best, ChooseCard)
    options = [m.card for m in obs.legal if isinstance(m, ChooseCard)]
    assert after(verdict.best.card) == min(after(card) for card in options)
    assert verdict.cost == after(move.card) - after(verdict.best.card)
    said = words.sentence(verdict, names)
    assert ("Giving away" in said) or ("Removing" in said)
    # Labelled by the card chosen: there is no face-up card during the choice.
    assert words.label(verdict) == card_label(move.card) and words.label(verdict) != ""


def test_consecutive_verdicts_on_one_card_change_only_with_what_the_reason_names() -> None:
    """The same card come round again: the verdict may change only because the counters
    on it did, and then the reason says how many there are now. The rival named is the
    standings leader at each decision."""
    from itertools import pairwise

    from game.bots.coach import standings_leader

    changed = 0
    for seed in (1, 2, 3):
        game = played(seed)
        verdicts = review_match(game.record, {0}, NAMES, samples=SAMPLES)
        replay = Game(game.record.config, game.record.seed, game.record.deal)
        leaders = {}
        for index, (seat, action) in enumerate(game.record.actions):
            if seat == 0:
                leaders[index] = standings_leader(replay.observation(0), 0)
            replay.apply(seat, action)
        for before, after in pairwise(verdicts):
            if not after.forced:
                assert after.rival == leaders[after.index]
            if (before.card, before.round) != (after.card, after.round) or after.forced:
                continue
            assert after.pot > before.pot  # it went round: more counters on it
            if before.best is not after.best:
                changed += 1
                said = words.reason(after, NAMES)
                assert f"{after.pot} counter" in said and said != words.reason(before, NAMES)
    assert changed  # some verdict did change as the counters piled up


def test_a_verdict_is_data_the_same_in_every_language_and_worded_when_shown() -> None:
    """The review is judged once: its verdicts hold kinds and figures, no words, so a
    review judged in German is the English one, and a verdict reads in the language in
    use when it is shown (a switch between judging and showing included)."""
    from game import i18n

    game = played(3)
    english = review_match(game.record, {0}, samples=SAMPLES)
    try:
        i18n.set_language("de")
        german = review_match(game.record, {0}, samples=SAMPLES)
        assert german == english
        said = [words.text(v, NAMES) for v in english]
    finally:
        i18n.set_language("en")
    assert [words.text(v, NAMES) for v in english] != said
    judged = [v for v in english if not v.forced]
    assert {v.kind for v in judged} <= {Kind.EVEN, Kind.COST, Kind.RIGHT}
    assert all(v.why is not None and v.face is not None for v in judged)
    assert all(v.cost == max(0.0, v.lost) for v in english)
    assert all(not any(isinstance(value, str) for value in _fields(v)) for v in english)


def _fields(verdict: object) -> list[object]:
    return [getattr(verdict, f.name) for f in dataclasses.fields(verdict)]  # type: ignore[arg-type]
