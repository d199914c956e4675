"""Bots in expansion games [X1]–[X3]: every level plays legally, from its own observation
only, and makes sensible expansion choices."""

from __future__ import annotations

import pickle
import random
from dataclasses import replace

import pytest

from game.bots import bot_levels, make_bot
from game.bots.base import Bot
from game.bots.expansion_play import EXPERT_SEARCH, ExpansionPlay, ExpansionSearch, base_view
from game.bots.tree import TreeSearchBot
from game.rules import Action, Card, ChooseCard, Game, GameConfig, Observation


def special(name: str) -> Card:
    return Card.special(name)


def expansion_observations(count: int, seed: int) -> list[Observation]:
    """Decision-point observations from random expansion games (choices included)."""
    rng = random.Random(seed)
    found: list[Observation] = []
    while len(found) < count:
        config = GameConfig(players=rng.randint(3, 7), tactical=rng.random() < 0.3, expansion=True)
        game = Game.new(config, rng.randrange(1 << 30))
        while not game.is_over and len(found) < count:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if rng.random() < 0.3 or obs.choice is not None or len(obs.legal) > 2:
                found.append(obs)
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    return found


OBSERVATIONS = expansion_observations(300, seed=5)


def _bot(level: str, seed: int = 0, samples: int = 8) -> Bot:
    """The level's bot as `make_bot` builds it; hard's and expert's searches keep their own
    settings but lose their clocks and look at only `samples` deals: quick and
    reproducible, and still the level's own search (expert's z = 4, its own tree)."""
    bot = make_bot(level, seed)
    if level in ("hard", "expert"):
        assert isinstance(bot, ExpansionPlay) and isinstance(bot.inner, TreeSearchBot)
        bot.search = replace(bot.search, budget_ms=None, max_samples=samples, min_samples=samples)
        bot.inner.config = replace(bot.inner.config, budget_ms=None, max_iterations=samples * 4)
    return bot


def test_expert_and_hard_keep_their_own_searches_in_expansion_games() -> None:
    hard, expert = make_bot("hard", 1), make_bot("expert", 1)
    assert isinstance(hard, ExpansionPlay) and isinstance(expert, ExpansionPlay)
    assert expert.search is EXPERT_SEARCH and hard.search == ExpansionSearch()
    assert expert.style == hard.style == "hard"
    assert expert.inner.name == "expert" and hard.inner.name == "hard"


def test_the_sample_covers_every_kind_of_expansion_decision() -> None:
    legal = {move for obs in OBSERVATIONS for move in obs.legal if isinstance(move, Action)}
    assert legal == set(Action)
    assert any(obs.choice == "give_left" for obs in OBSERVATIONS)
    assert any(obs.choice == "remove" for obs in OBSERVATIONS)


@pytest.mark.parametrize("level", bot_levels())
def test_every_level_returns_only_legal_moves_in_expansion_games(level: str) -> None:
    bot = _bot(level, seed=3)
    sample = OBSERVATIONS
    for obs in sample:
        assert bot.decide(obs) in obs.legal


@pytest.mark.parametrize("level", bot_levels())
def test_every_level_finishes_expansion_games_with_tactical_and_rounds(level: str) -> None:
    config = GameConfig(players=4, tactical=True, rounds=2, expansion=True)
    game = Game.new(config, seed=21)
    bots = [_bot(level, seat) for seat in range(4)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))
    assert len(game.round_results) == 2


def test_bots_see_only_their_observation_in_expansion_games() -> None:
    """Twin games agree on every seat's view but differ in the set-aside cards, the box and
    the deck order: every bot decides the same in both."""
    config = GameConfig(players=3, first_player=0, expansion=True)
    deck_one = [special("bonus10"), 12, 30, 7, special("forty")]
    deck_two = [special("bonus10"), 12, 7, special("forty"), 30]
    one = Game.scripted(config, deck_one, set_aside=[25], box=[special("bonus20")])
    two = Game.scripted(config, deck_two, set_aside=[26], box=[special("skip")])
    for _ in range(4):
        seat = one.current_seat
        assert seat is not None and seat == two.current_seat
        obs = one.observation(seat)
        assert obs == two.observation(seat)
        for level in bot_levels():
            assert _bot(level, seed=1).decide(obs) == _bot(level, seed=1).decide(
                two.observation(seat)
            )
        move = make_bot("normal").decide(obs)
        one.apply(seat, move)
        two.apply(seat, move)


@pytest.mark.parametrize("level", bot_levels())
def test_a_pickled_copy_decides_like_the_bot_in_expansion_games(level: str) -> None:
    # hard and expert without their clocks: with one, a busy machine may let two runs of
    # the same decision search to different depths.
    bot = _bot(level, seed=3)
    for obs in OBSERVATIONS[:100]:
        copy = pickle.loads(pickle.dumps(bot))
        assert copy.decide(obs) == bot.decide(obs)


def test_expert_searches_the_close_calls_hard_searches_with_a_longer_look(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a special card's close call expert asks the same search as hard, for longer (a
    plain rule answer would make expert weaker than hard with the expansion's cards)."""
    asked: dict[str, list[ExpansionSearch]] = {"hard": [], "expert": []}
    current = ["hard"]

    def spy(search: ExpansionSearch, obs: Observation, rng: random.Random) -> Action:
        asked[current[0]].append(search)
        return next(a for a in obs.legal if isinstance(a, Action))

    monkeypatch.setattr(ExpansionSearch, "best", spy)
    specials = [o for o in OBSERVATIONS if o.card is not None and not o.card.is_number]
    for obs in specials:
        for level in ("hard", "expert"):
            current[0] = level
            assert make_bot(level, seed=2).decide(obs) in obs.legal
    assert len(asked["expert"]) == len(asked["hard"]) > 0
    hard_clock = asked["hard"][0].budget_ms
    assert hard_clock is not None
    assert all(s.budget_ms is not None and s.budget_ms > hard_clock for s in asked["expert"])


def test_base_view_keeps_numbers_and_the_number_cards_the_deck_may_hold() -> None:
    for obs in OBSERVATIONS:
        if obs.card is None or not obs.card.is_number or obs.choice is not None:
            continue
        view = base_view(obs)
        assert all(card.is_number for display in view.displays for card in display)
        assert view.deck_left <= len(view.unseen_numbers())
        assert view.deck_left <= obs.deck_left - obs.greens_left
        assert view.legal in ((Action.TAKE, Action.PASS), (Action.TAKE,))


# Sensible choices ----------------------------------------------------------------------
X3 = GameConfig(players=3, first_player=0, expansion=True)


@pytest.mark.parametrize("level", ["normal", "hard", "heuristic"])
def test_a_big_bonus_is_bid_for_and_a_worthless_one_declined_when_the_pot_is_rich(
    level: str,
) -> None:
    game = Game.scripted(X3, [special("bonus20"), 5])
    assert _bot(level, samples=64).decide(game.observation(0)) is Action.BID
    # A skip card with 8 counters on it: collect them.
    game = Game.scripted(X3, [special("skip"), 5])
    for _ in range(8):
        game.apply(game.current_seat or 0, Action.BID)
    seat = game.current_seat
    assert seat is not None
    assert _bot(level, samples=64).decide(game.observation(seat)) is Action.DECLINE


@pytest.mark.parametrize("level", ["normal", "hard", "heuristic", "easy"])
def test_give_left_sheds_the_costliest_card(level: str) -> None:
    game = Game.scripted(X3, [20, 21, 33, special("give_left"), 4])
    for _ in range(3):
        game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # give left -> seat 0, who chooses
    obs = game.observation(0)
    assert obs.choice == "give_left"
    assert _bot(level).decide(obs) == ChooseCard(Card.number(33))


@pytest.mark.parametrize("level", ["normal", "hard", "heuristic"])
def test_remove_discards_a_forty_before_a_run_card(level: str) -> None:
    game = Game.scripted(X3, [9, 10, special("forty"), special("remove"), 4])
    for _ in range(3):
        game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # remove -> seat 0, who chooses
    obs = game.observation(0)
    assert obs.choice == "remove"
    assert _bot(level).decide(obs) == ChooseCard(special("forty"))


@pytest.mark.parametrize("level", ["normal", "hard", "heuristic"])
def test_skip_dodges_a_dear_card_without_counters_and_look_is_played_at_once(
    level: str,
) -> None:
    game = Game.scripted(X3, [special("skip"), special("look"), 35, 3])
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # skip -> seat 0; seat 1 reveals look
    game.apply(1, Action.DECLINE)  # look -> seat 0; seat 1 reveals the 35
    game.apply(1, Action.PASS)
    game.apply(2, Action.PASS)
    obs = game.observation(0)
    assert Action.LOOK in obs.legal and Action.SKIP in obs.legal
    bot = _bot(level, samples=64)
    assert bot.decide(obs) is Action.LOOK
    game.apply(0, Action.LOOK)
    # The same table, had seat 0 no counters left: it dodges the 35.
    broke = replace(game.observation(0), counters=(0, 10, 10), my_counters=0,
                    legal=(Action.TAKE, Action.SKIP))  # fmt: skip
    assert bot.decide(broke) is Action.SKIP
    assert bot.decide(game.observation(0)) is Action.PASS


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_number_card_some_seat_skipped_is_searched_knowing_it_cannot_take_it(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The base game's tree has no skipped seats: it would count on the skipper to take
    the card. Once a seat has skipped the card, the expansion's search decides instead."""
    asked: list[Observation] = []

    def spy(search: ExpansionSearch, obs: Observation, rng: random.Random) -> Action:
        asked.append(obs)
        return Action.PASS

    monkeypatch.setattr(ExpansionSearch, "best", spy)
    game = Game.scripted(X3, [special("skip"), 30, 12, 3])
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)  # skip -> seat 0; seat 1 reveals the 30
    bot = _bot(level)
    before = game.observation(1)
    assert not before.skipped and bot.decide(before) in before.legal
    assert asked == []  # nobody skipped yet: the tree decided
    game.apply(1, Action.PASS)
    game.apply(2, Action.PASS)
    game.apply(0, Action.SKIP)
    after = game.observation(1)
    assert after.skipped == (0,) and after.card == Card.number(30)
    assert bot.decide(after) is Action.PASS
    assert asked == [after]


def test_counters_negative_holder_pays_counters_out() -> None:
    game = Game.scripted(X3, [special("counters_negative"), 20, 3])
    game.apply(0, Action.TAKE)  # seat 0 now wants to be rid of its counters
    assert make_bot("normal").decide(game.observation(0)) is Action.PASS


def test_hard_samples_only_deals_consistent_with_its_observation() -> None:
    from game.bots.expansion_play import _hidden_pools, _sample_deal
    from game.rules.cards import GREEN_COPIES

    rng = random.Random(4)
    for obs in OBSERVATIONS[:120]:
        if obs.card is None or obs.choice is not None:
            continue
        normal, aside_known, greens = _hidden_pools(obs)
        deck, aside = _sample_deal(obs, normal, aside_known, greens, rng)
        assert len(deck) == obs.deck_left and len(aside) == obs.set_aside_count
        assert sum(card in GREEN_COPIES for card in deck) == obs.greens_left
        if deck:
            assert (deck[-1] in GREEN_COPIES) == (obs.next_back == "green")
        shown = {card.value for d in obs.displays for card in d if card.is_number}
        assert not shown & {card for card in deck + aside if isinstance(card, int)}


def test_the_coach_explains_expansion_decisions() -> None:
    from game.bots.expansion_play import advise_expansion

    game = Game.scripted(X3, [20, 21, 33, special("give_left"), special("bonus20"), 4])
    for _ in range(3):
        game.apply(0, Action.TAKE)
    game.apply(0, Action.BID)
    game.apply(1, Action.DECLINE)
    advice = advise_expansion(game.observation(0), budget_ms=None)
    assert advice.recommended == ChooseCard(Card.number(33))
    assert advice.sentence == "Give away the 33: your score drops by 33 points."
    game.apply(0, advice.recommended)
    # Seat 1 faces the +20 with nothing on it: bidding is worth it, and the coach says so.
    advice = advise_expansion(game.observation(1), budget_ms=None)
    assert advice.recommended is Action.BID
    assert set(advice.margins) == {Action.BID, Action.DECLINE}
    assert advice.sentence.startswith("Bidding: declining would cost you about ")
    with pytest.raises(ValueError, match="whose decision"):
        advise_expansion(game.observation(0))
