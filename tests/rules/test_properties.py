"""Invariants over random configs, seeds and legal play (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    Action,
    Card,
    CardKind,
    Game,
    GameConfig,
    Observation,
    PublicDecision,
    SaveError,
    score,
)
from game.rules.events import CardTaken, RoundEnded
from game.rules.fast import ExpansionState, FastState, mask_of, mask_points


def _configs(*, expansion: bool, max_rounds: int) -> st.SearchStrategy[GameConfig]:
    return st.builds(
        GameConfig,
        players=st.integers(3, 7),
        tactical=st.booleans(),
        rounds=st.integers(1, max_rounds),
        first_player=st.none(),
        open_counters=st.booleans(),
        expansion=st.just(expansion),
    )


configs = _configs(expansion=False, max_rounds=3)


@settings(max_examples=60, deadline=None)
@given(config=configs, seed=st.integers(0, 2**63 - 1), data=st.data())
def test_invariants_hold_through_random_legal_play(
    config: GameConfig, seed: int, data: st.DataObject
) -> None:
    game = Game.new(config, seed)
    total_counters = config.players * config.start_counters
    choices = data.draw(st.lists(st.booleans(), min_size=400, max_size=400), label="takes")
    takes_this_round = 0
    step = 0
    # Every take and pass of the round, as the table saw it (Observation.round_decisions).
    seen: list[PublicDecision] = []
    while not game.is_over:
        obs = game.observation(None)
        assert obs.round_decisions == tuple(seen)
        # Counters are conserved: hands plus the card hold the start total.
        assert sum(obs.counters) + obs.pot == total_counters
        assert min(obs.counters) >= 0 and obs.pot >= 0
        # Every card of the round is in exactly one place.
        places = game.card_locations()
        assert len(places) == 33
        in_displays = [c for d in obs.displays for c in d]
        assert len(in_displays) == len(set(in_displays)) == takes_this_round
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal == ((Action.TAKE, Action.PASS) if obs.counters[seat] else (Action.TAKE,))
        action = Action.TAKE if len(legal) == 1 or choices[step % 400] else Action.PASS
        step += 1
        assert obs.card is not None
        seen.append(
            PublicDecision(seat, obs.card.value, obs.pot, action is Action.TAKE, obs.deck_left)
        )
        events = game.apply(seat, action)
        for event in events:
            if isinstance(event, CardTaken):
                takes_this_round += 1
            if isinstance(event, RoundEnded):
                # Every round ends after exactly 24 takes.
                assert takes_this_round == 24
                takes_this_round = 0
                seen = []
        assert step < 24 * config.rounds * (config.players * config.start_counters + 2)
    assert len(game.round_results) == config.rounds
    # The winners are the lowest totals.
    best = min(game.totals)
    assert game.winners == tuple(s for s, t in enumerate(game.totals) if t == best)
    for result in game.round_results:
        assert result.winners == tuple(
            s for s, v in enumerate(result.scores) if v == min(result.scores)
        )
    # Replay is identical, and a game never observed along the way (a replayed save) tells
    # the last round's decisions all the same.
    replayed = Game.replay(game.record)
    assert replayed.state_digest() == game.state_digest()
    assert replayed.observation(None).round_decisions == game.observation(None).round_decisions
    assert len(game.observation(None).round_decisions) >= 24
    assert Game.from_json(game.to_json()).state_digest() == game.state_digest()


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(3, 35)), st.integers(0, 60))
def test_fast_mask_score_matches_engine_score(cards: set[int], counters: int) -> None:
    assert mask_points(mask_of(sorted(cards))) - counters == score(cards, counters)


def _in_draw_order(game: Game, place: str) -> list[Card]:
    """The cards at `place` ("deck", "set_aside") as the engine holds them: the last is
    drawn first. (`card_locations` lists each pile in its order; were it not so, the first
    card revealed would differ from the fast state's and the parity tests would fail.)"""
    return [card for card, where in game.card_locations().items() if where == place]


@settings(max_examples=40, deadline=None)
@given(config=configs, seed=st.integers(0, 2**32), data=st.data())
def test_fast_state_follows_the_engine(config: GameConfig, seed: int, data: st.DataObject) -> None:
    """Every round of a match (base game or tactical), played with the same actions over the
    same card order: the search state shows the engine's card, pot, counters, seat and
    displays after every decision, and ends each round with the engine's scores."""
    game = Game.new(config, seed)
    rounds = 0
    while not game.is_over:
        start = game.observation(None)
        deck = [card.value for card in _in_draw_order(game, "deck")]
        state = FastState.from_observation(start, deck=deck)
        rounds += 1
        while game.round == rounds and not game.is_over:
            seat = game.current_seat
            assert seat is not None and seat == state.seat
            legal = game.legal_actions(seat)
            action = data.draw(st.sampled_from(legal)) if len(legal) > 1 else legal[0]
            game.apply(seat, action)
            state.take() if action is Action.TAKE else state.pass_()
            obs = game.observation(None)
            if game.round == rounds and not game.is_over:
                assert obs.card is not None and state.card == obs.card.value
                assert (state.pot, state.seat) == (obs.pot, obs.current_seat)
                assert state.counters == list(obs.counters)
                assert state.hands == [mask_of([c.value for c in d]) for d in obs.displays]
                assert len(state.deck) == obs.deck_left
        assert state.is_over
        assert state.scores() == list(game.round_results[rounds - 1].scores)
    assert rounds == config.rounds
    assert list(game.totals) == [
        sum(result.scores[seat] for result in game.round_results) for seat in range(config.players)
    ]


expansion_configs = _configs(expansion=True, max_rounds=2)
PUBLIC_PLACES = {"table", "removed", "discard"}


def _visible(obs: Observation) -> list[Card]:
    cards = [card for display in obs.displays for card in display]
    cards += list(obs.discard) + list(obs.removed)
    if obs.card is not None:
        cards.append(obs.card)
    return cards


@settings(max_examples=20, deadline=None)
@given(config=expansion_configs, seed=st.integers(0, 2**63 - 1), data=st.data())
def test_X1_X3_invariants_hold_through_random_legal_expansion_play(
    config: GameConfig, seed: int, data: st.DataObject
) -> None:
    """Counters are conserved; every card is in exactly one place (deck, set-aside, box,
    displays, discard, table); observations show only public cards (and a look's owner the
    set-aside); every game ends; replay and JSON saves are identical; scores are the
    scoring call's."""
    game = Game.new(config, seed)
    total_counters = config.players * config.start_counters
    picks = data.draw(st.lists(st.integers(0, 99), min_size=300, max_size=300), label="picks")
    lookers: set[int] = set()
    step = 0
    while not game.is_over:
        public = game.observation(None)
        assert sum(public.counters) + public.pot == total_counters
        assert min(public.counters) >= 0 and public.pot >= 0
        places = game.card_locations()
        assert len(places) == 55
        # ...and no card is in two places: the public counts add up to the same 55.
        held = sum(len(display) for display in public.displays)
        on_table = 0 if public.card is None else 1
        assert (
            public.deck_left + public.set_aside_count + public.box_count + len(public.discard)
            + held + on_table + len(public.removed)
        ) == 55  # fmt: skip
        displayed = [card for display in public.displays for card in display]
        assert len(displayed) == len(set(displayed))
        assert all(places[card].startswith("seat") for card in displayed)
        assert public.next_back == (None if public.deck_left == 0 else public.next_back)
        for seat in range(config.players):
            obs = game.observation(seat)
            for card in _visible(obs):
                place = places[card]
                assert place in PUBLIC_PLACES or place.startswith("seat"), (card, place)
            assert (obs.seen_set_aside is not None) == (seat in lookers)
            assert obs.legal == game.legal_actions(seat)
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal
        action = legal[picks[step % 300] % len(legal)]
        step += 1
        if action is Action.LOOK:
            lookers.add(seat)
        for event in game.apply(seat, action):
            if isinstance(event, RoundEnded):
                lookers.clear()
        # Every game ends: each paid counter or resolved card is progress.
        assert step < 39 * config.rounds * (config.players * config.start_counters + 4)
    assert len(game.round_results) == config.rounds
    last = game.observation(None)
    for seat, breakdown in enumerate(game.round_results[-1].breakdowns):
        assert breakdown.total == score(last.displays[seat], last.counters[seat])
    assert Game.replay(game.record).state_digest() == game.state_digest()
    assert Game.from_json(game.to_json()).state_digest() == game.state_digest()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
)


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(), st.binary(), json_values))
def test_any_garbage_save_raises_save_error(garbage: object) -> None:
    """Issue 8: whatever the bytes, loading raises SaveError or nothing, never another error."""
    import contextlib
    import json

    text = garbage if isinstance(garbage, str | bytes) else json.dumps(garbage)
    with contextlib.suppress(SaveError):
        Game.from_json(text)


def _fast(card: Card) -> int | CardKind:
    return card.value if card.is_number else card.kind


def _assert_same(state: ExpansionState, game: Game) -> None:
    """The search state holds what the engine's table shows."""
    obs = game.observation(None)
    assert obs.card is not None and state.card == _fast(obs.card)
    assert (state.pot, state.seat) == (obs.pot, obs.current_seat)
    assert state.counters == list(obs.counters)
    for seat, display in enumerate(obs.displays):
        assert state.hands[seat] == mask_of([c.value for c in display if c.is_number])
        kinds = {kind: n for kind, n in state.specials[seat].items() if n}
        assert kinds == dict(Counter(c.kind for c in display if not c.is_number))
        assert state.sizes[seat] == len(display)
    assert state.skipped == sum(1 << seat for seat in obs.skipped)
    assert state.bidders == list(obs.bidders)
    assert (len(state.deck), len(state.set_aside)) == (obs.deck_left, obs.set_aside_count)


def _lost_card(before: ExpansionState, after: ExpansionState, seat: int) -> int | CardKind:
    """The one card that left `seat`'s display between the two states."""
    number = before.hands[seat] & ~after.hands[seat]
    if number:
        return number.bit_length() - 1
    (kind,) = [k for k, n in before.specials[seat].items() if n > after.specials[seat].get(k, 0)]
    return kind


@settings(max_examples=30, deadline=None)
@given(
    config=expansion_configs,
    seed=st.integers(0, 2**32),
    aside=st.integers(0, 9),
    data=st.data(),
)
def test_expansion_fast_state_follows_the_engine(
    config: GameConfig, seed: int, aside: int, data: st.DataObject
) -> None:
    """The search state of the expansion [X1]-[X3] follows the engine through every round
    of a match, base or tactical: after every decision it shows the engine's card, pot,
    counters, seat, displays, skipped seats and bidders, and it ends each round with the
    engine's scores. The first round deals all 22 special cards (every green and pink
    card in the deck, numbers set aside for a pink-back draw to find); later rounds are the
    engine's own deals. Skip and look are played whenever hypothesis picks them; a give
    left or remove choice is the card the search state sheds, which must leave its holder
    the lowest score any choice could (by the engine's scoring)."""
    from game.rules import ChooseCard, green_cards, number_cards, pink_cards

    rng = random.Random(seed)
    numbers = number_cards(tactical=config.tactical)
    rng.shuffle(numbers)
    specials = green_cards() + pink_cards()
    deck = numbers[aside:] + specials
    rng.shuffle(deck)
    game = Game.scripted(config, deck, set_aside=numbers[:aside], seed=seed)
    rounds = 0
    while not game.is_over:
        state = ExpansionState.from_expansion_observation(
            game.observation(None),
            [_fast(c) for c in _in_draw_order(game, "deck")],
            [_fast(c) for c in _in_draw_order(game, "set_aside")],
        )
        rounds += 1
        while game.round == rounds and not game.is_over:
            _assert_same(state, game)
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions(seat)
            answers = [a for a in legal if a not in (Action.SKIP, Action.LOOK)]
            assert state.must_settle() == (len(answers) == 1)
            action = data.draw(st.sampled_from(legal)) if len(legal) > 1 else legal[0]
            assert isinstance(action, Action)
            before = state.copy()
            if action is Action.SKIP:
                state.skip()
            elif action is Action.LOOK:
                state.look()
            elif action in (Action.TAKE, Action.DECLINE):
                state.settle()
            else:
                state.pass_()
            game.apply(seat, action)
            choosing = game.observation(None)
            if choosing.choice is None:
                continue
            # Give left or remove: the engine asks; the search state already chose.
            chooser = choosing.current_seat
            assert chooser is not None
            options = [move for move in game.legal_actions(chooser) if isinstance(move, ChooseCard)]
            shed = _lost_card(before, state, chooser)
            pick = next(move for move in options if _fast(move.card) == shed)
            display = list(choosing.displays[chooser])
            counters = choosing.counters[chooser]

            def left_with(card: Card, display: list[Card] = display, held: int = counters) -> int:
                rest = list(display)
                rest.remove(card)
                return score(rest, held)

            assert left_with(pick.card) == min(left_with(move.card) for move in options)
            game.apply(chooser, pick)
        assert state.is_over
        assert state.scores() == list(game.round_results[rounds - 1].scores)
    assert rounds == config.rounds
