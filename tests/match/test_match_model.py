"""The match model (game.match), pure: who holds each seat, one decision index, the peek,
`apply` and its hook, and the player's setup never changed by playing. No pygame here."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.match.model import AwayPad, Bot, Human, Match
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Action, Game, GameConfig


def three_seats(*kinds: str, **options: object) -> MatchSetup:
    return MatchSetup(
        seats=[SeatSpec(kind, pad=i if kind == HUMAN else None) for i, kind in enumerate(kinds)],
        rules=GameConfig(**options),  # type: ignore[arg-type]
        persona_seed=4,
    )


def test_holders_come_from_the_setup_and_bots_play_only_bot_seats() -> None:
    match = Match(three_seats(HUMAN, "easy", "random"), seed=3)
    assert match.holders == [Human(0), Bot("easy"), Bot("random")]
    assert sorted(match.bots) == [1, 2] and match.humans() == [0]
    assert match.kind_of(0) == HUMAN and match.kind_of(1) == "easy" and match.pad_of(0) == 0


def test_seat_changes_never_touch_the_players_setup() -> None:
    setup = three_seats(HUMAN, HUMAN, "easy")
    saved = setup.to_json()
    match = Match(setup, seed=1)
    match.to_bot(0, "hard")
    match.to_human(2, 7)
    match.to_human(1, 9)  # another pad takes seat 1
    assert setup.to_json() == saved and [s.pad for s in setup.seats] == [0, 1, None]
    assert match.holders == [Bot("hard"), Human(9), Human(7)]
    assert sorted(match.bots) == [0]
    now = match.seats_now()
    assert [s.kind for s in now.seats] == ["hard", HUMAN, HUMAN]
    assert [s.pad for s in now.seats] == [None, 9, 7]
    assert now.persona_seed == setup.persona_seed and now.config() == match.game.config


def test_an_unplugged_pad_leaves_its_seat_waiting_and_a_bot_seat_alone() -> None:
    match = Match(three_seats(HUMAN, "easy", "easy"), seed=1)
    assert match.unplugged(5, AwayPad("Pad 6", "Gamepad")) is None  # held no seat
    assert match.holders[1] == Bot("easy") and match.away == {}
    assert match.unplugged(0, AwayPad("Pad 1", "Gamepad", "g0")) == 0
    assert match.holders[0] == Human(None) and match.away_seats() == [0]
    assert not match.may_act(0, None) and not match.may_act(0, 0)  # nobody, till it is back
    assert match.plugged(8, "g0", twinned=()) == 0 and match.pad_of(0) == 8
    assert match.away == {} and match.may_act(0, 8)


def test_apply_counts_one_decision_index_notes_people_and_returns_the_events() -> None:
    match = Match(three_seats(HUMAN, "easy", "easy", first_player=0), seed=2)
    assert match.decisions == 0
    events = match.apply(0, Action.PASS, by_human=True)
    assert events and match.decisions == 1 == len(match.game.record.actions)
    assert [type(event).__name__ for event in events] == ["CounterPaid", "DecisionMoved"]
    seat = match.game.current_seat
    assert seat == 1
    match.apply(seat, Action.PASS, by_human=False)
    assert match.decisions == 2 and match.human_moves == [0]


def test_a_continued_match_without_its_human_moves_takes_the_people_seated_now() -> None:
    game = Game.new(GameConfig(players=3, first_player=0), 5)
    for _ in range(4):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, Action.PASS)
    match = Match(three_seats(HUMAN, "easy", "easy", first_player=0), 5, game=game)
    assert match.human_moves == [0, 3]  # seat 0 decided first and fourth
    told = Match(three_seats(HUMAN, "easy", "easy"), 5, game=game, human_moves=[3])
    assert told.human_moves == [3]


def test_secret_counters_follow_the_holders_and_the_peek() -> None:
    solo = Match(three_seats(HUMAN, "easy", "easy"), seed=1)
    assert solo.counters_visible(0, turn=None) and not solo.counters_visible(1, turn=1)
    couch = Match(three_seats(HUMAN, HUMAN, "easy"), seed=1)
    assert not couch.counters_visible(0, turn=0)
    couch.peek.hold(0, ("pad", 0))
    assert couch.counters_visible(0, turn=0) and not couch.counters_visible(1, turn=1)
    couch.peek.release()
    couch.peek.toggle = True
    assert couch.counters_visible(0, turn=0) and not couch.counters_visible(0, turn=None)
    couch.to_bot(1, "easy")  # a hand-over ends any peek
    assert not couch.peek.toggle and not couch.peek.held
    opened = Match(three_seats(HUMAN, HUMAN, "easy", open_counters=True), seed=1)
    assert all(opened.counters_visible(seat, turn=None) for seat in range(3))


def test_a_replay_is_seen_from_the_seat_deciding_and_has_no_bots() -> None:
    game = Game.new(GameConfig(players=3, first_player=0), 8)
    for _ in range(5):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, Action.PASS)
    setup = three_seats("easy", "easy", "easy")
    replay = Match.replay_at(setup, game.record, 4)
    viewer = game.record.actions[4][0]
    assert replay.bots == {} and replay.viewer == viewer and replay.decisions == 4
    assert not replay.is_bot(viewer) and all(replay.is_bot(s) for s in range(3) if s != viewer)
    assert replay.counters_visible(viewer, turn=None)
    assert not any(replay.counters_visible(s, turn=None) for s in range(3) if s != viewer)
    assert replay.game.current_seat == viewer


def test_setup_options_are_one_game_config_fitted_to_the_seats() -> None:
    setup = three_seats(HUMAN, "easy", "easy", "easy", first_player=3, rounds=3)
    assert setup.config() == GameConfig(players=4, first_player=3, rounds=3)
    setup.seats.pop()  # the first player's seat went
    assert setup.config() == GameConfig(players=3, first_player=None, rounds=3)
    setup.choose(tactical=True)
    assert setup.rules == GameConfig(players=3, tactical=True, rounds=3)


def test_the_json_form_is_flat_as_before() -> None:
    """Saves and settings written before the options were a GameConfig load the same."""
    old = {
        "seats": ["human", "easy", "hard", "human"],
        "names": ["Ada", "", "", "Bo"],
        "persona_seed": 12,
        "tactical": True,
        "rounds": 3,
        "open_counters": True,
        "expansion": False,
        "first_player": 1,
    }
    setup = MatchSetup.from_json(old)
    assert setup.config() == GameConfig(
        players=4, tactical=True, rounds=3, first_player=1, open_counters=True
    )
    assert [s.name for s in setup.seats] == ["Ada", "", "", "Bo"]
    assert setup.to_json() == old


@settings(max_examples=200, deadline=None)
@given(
    kinds=st.lists(st.sampled_from([HUMAN, "easy", "random"]), min_size=3, max_size=7),
    changes=st.lists(
        st.tuples(st.sampled_from(["human", "bot", "plug"]), st.integers(0, 6), st.integers(0, 9)),
        max_size=20,
    ),
)
def test_holders_and_bots_agree_after_any_hand_overs(
    kinds: list[str], changes: list[tuple[str, int, int]]
) -> None:
    setup = MatchSetup(seats=[SeatSpec(kind) for kind in kinds], persona_seed=1)
    saved = setup.to_json()
    match = Match(setup, seed=9)
    for what, seat, pad in changes:
        seat %= match.players
        if what == "human":
            match.to_human(seat, pad)
        elif what == "bot":
            match.to_bot(seat, "random")
        elif match.seat_of(pad) is not None:
            match.unplugged(pad, AwayPad(f"Pad {pad}", "Gamepad", f"guid{pad % 3}"))
        else:
            match.plugged(pad, f"guid{pad % 3}", twinned={"guid0"})
        held = [match.pad_of(s) for s in range(match.players) if match.pad_of(s) is not None]
        assert len(held) == len(set(held))  # a pad holds one seat
        assert all(match.holders[s] == Human(None) for s in match.away)
        assert set(match.bots) == {s for s in range(match.players) if match.is_bot(s)}
        assert set(match.humans()) == set(range(match.players)) - set(match.bots)
    assert setup.to_json() == saved
