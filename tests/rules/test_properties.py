"""Invariants over random configs, seeds and legal play (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import Action, Game, GameConfig, score
from game.rules.events import CardRevealed, CardTaken, RoundEnded
from game.rules.fast import FastState, mask_of, mask_points

configs = st.builds(
    GameConfig,
    players=st.integers(3, 7),
    tactical=st.booleans(),
    rounds=st.integers(1, 3),
    first_player=st.none(),
    open_counters=st.booleans(),
)


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
    while not game.is_over:
        obs = game.observation(None)
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
        events = game.apply(seat, action)
        for event in events:
            if isinstance(event, CardTaken):
                takes_this_round += 1
            if isinstance(event, RoundEnded):
                # Every round ends after exactly 24 takes.
                assert takes_this_round == 24
                takes_this_round = 0
        assert step < 24 * config.rounds * (config.players * config.start_counters + 2)
    assert len(game.round_results) == config.rounds
    # The winners are the lowest totals.
    best = min(game.totals)
    assert game.winners == tuple(s for s, t in enumerate(game.totals) if t == best)
    for result in game.round_results:
        assert result.winners == tuple(
            s for s, v in enumerate(result.scores) if v == min(result.scores)
        )
    # Replay is identical.
    assert Game.replay(game.record).state_digest() == game.state_digest()
    assert Game.from_json(game.to_json()).state_digest() == game.state_digest()


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(3, 35)), st.integers(0, 60))
def test_fast_mask_score_matches_engine_score(cards: set[int], counters: int) -> None:
    assert mask_points(mask_of(sorted(cards))) - counters == score(cards, counters)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 2**32), data=st.data())
def test_fast_state_follows_the_engine(players: int, seed: int, data: st.DataObject) -> None:
    """Played with the same actions over the same (now public) card order, the search state
    ends with the engine's scores."""
    game = Game.new(GameConfig(players=players), seed)
    revealed: list[int] = []
    actions: list[Action] = []
    for event in game.opening_events:
        if isinstance(event, CardRevealed):
            revealed.append(event.card.value)
    start = game.observation(game.current_seat)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions(seat)
        action = data.draw(st.sampled_from(legal)) if len(legal) > 1 else legal[0]
        actions.append(action)
        for event in game.apply(seat, action):
            if isinstance(event, CardRevealed):
                revealed.append(event.card.value)
    state = FastState.from_observation(start, deck=list(reversed(revealed[1:])))
    for action in actions:
        state.take() if action is Action.TAKE else state.pass_()
    assert state.is_over
    assert state.scores() == list(game.round_results[0].scores)
