"""Each person modelled from their own play (game/bots/people.py): read from their
decisions this match and in their kept history, fitted to a bounded grid of plain styles,
the population model when little is known; and a figure within the model's stated error
is a close call."""

from __future__ import annotations

import json

import pytest

from game.bots import make_bot
from game.bots import verdict_words as words
from game.bots.coach import PEOPLE_ERROR, advise, close_call
from game.bots.modelling import modelled_pools
from game.bots.people import (
    KEPT_DECISIONS,
    NO_READING,
    PERSON_STYLES,
    Reading,
    earlier_readings,
    kept_readings,
    match_readings,
    person_pool,
    remember,
    round_readings,
)
from game.bots.policy import PolicyParams, wants_card
from game.bots.review import Kind, judge_decision, review_match
from game.bots.table_model import seat_models
from game.rules import Action, Game, GameConfig, GameRecord, Observation
from game.rules.fast import mask_of

SAMPLES = 32


class StyleBot:
    """A person who plays one of the grid's styles to the letter."""

    name = "style"

    def __init__(self, style: PolicyParams) -> None:
        self.style = style

    def decide(self, obs: Observation) -> Action:
        assert obs.card is not None and obs.seat is not None
        if Action.PASS not in obs.legal:
            return Action.TAKE
        hands = [mask_of([c.value for c in d]) for d in obs.displays]
        takes = wants_card(
            hands, list(obs.counters), obs.card.value, obs.pot, obs.seat, obs.deck_left, self.style
        )
        return Action.TAKE if takes else Action.PASS


def play(config: GameConfig, seed: int, bots: list[object]) -> Game:
    game = Game.new(config, seed)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))  # type: ignore[attr-defined]
    return game


STINGY = PERSON_STYLES[2]  # a limit of 0 points, 3 a counter short of 5, free cards taken


def test_a_person_who_plays_a_style_is_read_as_that_style_over_two_matches() -> None:
    bots = [make_bot("normal"), StyleBot(STINGY), make_bot("normal")]
    kept = NO_READING
    for seed in (1, 2):
        kept = kept + match_readings(play(GameConfig(players=3), seed, bots).record)[1]
    assert kept.decisions > 20
    weights = kept.weights()
    best = max(range(len(weights)), key=weights.__getitem__)
    # The style itself, or one that predicted every one of the same decisions.
    assert kept.misses[best] == 0 and kept.misses[2] == 0
    assert weights[2] == pytest.approx(max(weights))


def test_with_nothing_read_a_person_is_the_population_model() -> None:
    game = Game.new(GameConfig(players=3, first_player=0), 3)
    obs = game.observation(0)
    population = modelled_pools(obs)
    assert population is not None
    assert person_pool(NO_READING, population[1]) == tuple(population[1])
    seats = seat_models(obs, ["human", None, None])
    assert seats.pools[1] == tuple(population[1]) and seats.pools[2] == tuple(population[2])


def test_the_fit_counts_for_more_of_the_draws_as_decisions_are_read() -> None:
    bots = [make_bot("normal"), StyleBot(STINGY), make_bot("normal")]
    read = match_readings(play(GameConfig(players=3), 1, bots).record)[1]
    # Four decisions, which the stingy style alone got all right.
    size = len(PERSON_STYLES)
    few = Reading(
        tuple(4 if i == 2 else 2 for i in range(size)),
        tuple(0 if i == 2 else 2 for i in range(size)),
    )
    obs = Game.new(GameConfig(players=3, first_player=0), 3).observation(0)
    population = modelled_pools(obs)
    assert population is not None
    share = [sum(style == STINGY for style in person_pool(r, population[1])) for r in (few, read)]
    assert 0 < share[0] < share[1]
    # After many decisions the fit is most of the draws (n / (n + 10)), shared by the
    # styles that foresaw every one of them.
    perfect = {style for style, wrong in zip(PERSON_STYLES, read.misses, strict=True) if not wrong}
    pool = person_pool(read, population[1])
    assert sum(style in perfect for style in pool) / len(pool) > 0.7


def test_this_match_is_read_from_its_first_round_and_the_current_round_from_the_table() -> None:
    bots = [make_bot("normal"), StyleBot(STINGY), make_bot("normal")]
    game = play(GameConfig(players=3, rounds=2), 4, bots)
    record = game.record
    whole = match_readings(record)
    second = next(i for i in range(len(record.actions)) if _round_at(record, i) == 2)
    earlier = match_readings(record, second + 5)
    # Only the first round's decisions are read from the record: the second round's are
    # the observation's own.
    first_round = match_readings(GameRecord(record.config, record.seed, record.actions[:second]))
    assert earlier == first_round and 0 < earlier[1].decisions < whole[1].decisions
    before = GameRecord(record.config, record.seed, record.actions[: second + 5], record.deal)
    obs = Game.replay(before).observation(0)
    assert round_readings(obs)[1].decisions + earlier[1].decisions <= whole[1].decisions
    assert earlier_readings(before, None) == earlier


def _round_at(record: GameRecord, index: int) -> int:
    game = Game.replay(GameRecord(record.config, record.seed, record.actions[:index], record.deal))
    return game.round


def test_a_kept_summary_is_bounded_and_survives_a_round_trip_but_not_a_bad_edit() -> None:
    many = Reading((900,) * len(PERSON_STYLES), (100,) * len(PERSON_STYLES))
    bounded = many.bounded()
    assert bounded.decisions == KEPT_DECISIONS and bounded.hits[0] == 270
    data = json.loads(json.dumps(bounded.to_json()))
    assert Reading.from_json(data) == bounded
    assert Reading.from_json({"hits": [1, 2], "misses": [0, 0]}) is None
    assert Reading.from_json({"hits": [True] * 43, "misses": [0] * 43}) is None
    uneven = bounded.to_json()
    uneven["hits"][0] += 1
    assert Reading.from_json(uneven) is None
    assert Reading.from_json("stingy") is None


def test_remember_adds_a_match_to_each_person_s_summary_and_keeps_the_others() -> None:
    bots = [make_bot("normal"), StyleBot(STINGY), make_bot("normal")]
    record = play(GameConfig(players=3), 1, bots).record
    read = match_readings(record)
    kept = remember({"Old": NO_READING.to_json(), "Sam": read[1].to_json()}, record, {1: "Sam"})
    assert list(kept) == ["Old", "Sam"]  # the name just seen last
    assert kept_readings(kept, ["Sam"])["Sam"] == (read[1] + read[1]).bounded()
    assert kept_readings({"Sam": "damaged"}, ["Sam", "Nobody"]) == {}


def test_a_figure_within_the_stated_error_is_a_close_call_only_when_a_person_plays() -> None:
    people, bots = ["human", "normal", "human"], ["human", "normal", "normal"]
    assert close_call(1.0, 0.3, 0, people)
    assert close_call(-PEOPLE_ERROR + 0.1, 0.3, 0, people)
    assert close_call(3.0, 1.6, 0, people)  # within twice its own standard error
    assert not close_call(PEOPLE_ERROR + 0.1, 0.3, 0, people)
    assert not close_call(0.2, 0.3, 0, people)  # even, not close
    assert not close_call(1.0, 0.3, 0, bots)  # every other seat a known bot
    assert not close_call(1.0, 0.3, 0, None)  # nothing known of the table


def test_the_review_says_close_call_instead_of_a_cost_where_the_model_cannot_tell() -> None:
    kinds = ["human", "human", "human"]
    found = []
    for seed in range(1, 6):
        record = play(
            GameConfig(players=3, first_player=0),
            seed,
            [make_bot("easy", seed), make_bot("normal"), StyleBot(STINGY)],
        ).record
        found += [v for v in review_match(record, {0}, samples=SAMPLES, kinds=kinds)]
        if any(v.kind is Kind.CLOSE for v in found):
            break
    close = [v for v in found if v.kind is Kind.CLOSE]
    assert close, "no close call in five games"
    names = ["You", "Ada", "Bo"]
    for verdict in close:
        assert verdict.cost == 0.0 and not verdict.costly
        assert abs(verdict.lost) < max(PEOPLE_ERROR, 2 * verdict.stderr)
        said = words.sentence(verdict, names)
        assert "close call" in said and "cost" not in said
    # Told the others are bots, the same review names costs, never a close call.
    bots = ["human", "normal", "normal"]
    assert all(v.kind is not Kind.CLOSE for v in review_match(record, {0}, samples=8, kinds=bots))


def test_the_live_hint_and_the_review_read_people_alike() -> None:
    """The review judges a decision with what the live hint had then: the match up to it
    and the kept history, so the two give the same figure on the same samples."""
    bots = [make_bot("easy", 3), make_bot("normal"), StyleBot(STINGY)]
    record = play(GameConfig(players=3, first_player=0, rounds=2), 3, bots).record
    kinds = ["human", "normal", "human"]
    history = [None, None, match_readings(record)[2]]
    differs = 0
    second = next(i for i in range(len(record.actions)) if _round_at(record, i) == 2)
    mine = [i for i, (seat, _) in enumerate(record.actions) if seat == 0 and i > second]
    for index in mine[:4]:
        before = GameRecord(record.config, record.seed, record.actions[:index], record.deal)
        obs = Game.replay(before).observation(0)
        if Action.PASS not in obs.legal:
            continue
        hint = advise(obs, None, samples=SAMPLES, kinds=kinds, people=history, match=before)
        verdict = judge_decision(record, index, samples=SAMPLES, kinds=kinds, people=history)
        assert verdict.take_cost == hint.take_cost
        alone = advise(obs, None, samples=SAMPLES, kinds=kinds)
        differs += alone.take_cost != hint.take_cost
    assert differs  # what was read before this round counts
