"""Every move told: the story model fed by engine events, speech bubbles at the acting
seat, and the move log opened by every device."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app.main import App
from game.bots import make_bot
from game.match.setup import MatchSetup, SeatSpec
from game.rules import Game, GameConfig
from game.rules.events import CardTaken, CounterPaid, Event, RoundEnded
from scenes.levels import HUMAN
from scenes.movelog import MoveLogScene
from scenes.table import TableScene
from scenes.table.story import MoveStory
from tests.app.events import click, key, pad_button, run, tap

NAMES = ["Ada", "Bruno", "Cleo", "Dev"]


def bot_game(seed: int, rounds: int = 1) -> tuple[Game, list[Event]]:
    game = Game.new(GameConfig(players=4, rounds=rounds), seed)
    events: list[Event] = list(game.opening_events)
    bots = [make_bot("easy", seed + i) for i in range(4)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        events += game.apply(seat, bots[seat].decide(game.observation(seat)))
    return game, events


def test_every_action_becomes_one_log_line_naming_the_actor() -> None:
    _game, events = bot_game(seed=3)
    story = MoveStory(NAMES)
    for event in events:
        story.tell(event)
    actions = [e for e in events if isinstance(e, CounterPaid | CardTaken)]
    moves = [line for line in story.lines if line.kind == "move"]
    assert len(moves) == len(actions) > 20
    for event, line in zip(actions, moves, strict=True):
        assert line.seat == event.seat and line.text.startswith(NAMES[event.seat])
        if isinstance(event, CardTaken):
            gain = f" with {event.counters} counter" if event.counters else ""
            assert f"takes {event.card.value}{gain}" in line.text
        else:
            assert "No thanks!" in line.text
    first = story.lines[0]
    assert first.kind == "round" and "11 counters each" in first.text
    end = next(e for e in events if isinstance(e, RoundEnded))
    winner = NAMES[end.winners[0]]
    assert any(winner in line.text and "lowest" in line.text for line in story.lines[-2:])


def test_a_take_and_a_pass_are_said_at_the_seat_and_fade_by_speed() -> None:
    game = Game.new(GameConfig(players=4, first_player=0), 5)
    story = MoveStory(NAMES)
    for event in game.opening_events:
        story.tell(event, now=0.0)
    from game.rules import Action

    for event in game.apply(0, Action.PASS):
        story.tell(event, now=1.0)
    pot = game.observation(None).pot
    card = game.observation(None).card
    assert card is not None
    for event in game.apply(1, Action.TAKE):
        story.tell(event, now=2.0)
    said = story.speech_at(0, now=2.5, multiplier=1.0)
    assert said is not None and said.text == "No thanks!"
    taken = story.speech_at(1, now=2.5, multiplier=1.0)
    assert taken is not None and taken.text == f"Takes {card.value} +{pot}"
    # Readable at 1x (still up two seconds later), gone sooner at 4x.
    assert story.speech_at(1, now=4.2, multiplier=1.0) is not None
    assert story.speech_at(1, now=4.2, multiplier=4.0) is None


def human_setup(players: int = 3) -> MatchSetup:
    return MatchSetup(seats=[SeatSpec(HUMAN)] + [SeatSpec("easy") for _ in range(players - 1)])


@pytest.mark.parametrize("speed", ["1x", "4x"])
def test_at_the_table_the_log_records_every_action_at_any_speed(app: App, speed: str) -> None:
    app.settings.animation_speed = speed
    table = TableScene(MatchSetup(seats=[SeatSpec("easy") for _ in range(3)]), seed=2)
    app.stack.push(table)
    spoken = False
    for _ in range(1800):
        run(app)
        spoken = spoken or any(
            table.story.speech_at(s, table.time, table.settings.animation_multiplier)
            for s in range(3)
        )
        if table.match.decisions >= 8 and table.animator.idle:
            break
    moves = [line for line in table.story.lines if line.kind == "move"]
    assert table.match.decisions >= 8
    assert len(moves) == table.match.decisions
    assert spoken


def start_table(app: App) -> TableScene:
    app.settings.animation_speed = "instant"
    table = TableScene(human_setup(), seed=4)
    app.stack.push(table)
    run(app, 3)
    return table


def test_the_move_log_opens_by_keyboard_pad_mouse_and_touch(app: App) -> None:
    table = start_table(app)
    # A pad holding a seat (a pad holding none only joins: issue 52, docs/COUCH.md).
    table.match.to_human(2, 0)
    openers: list[Callable[[], None]] = [
        lambda: key(pygame.K_l),
        lambda: key(pygame.K_UP),
        lambda: pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN),
        lambda: click(table.layout.log.center),
        lambda: tap(app, table.layout.log.center),
    ]
    for open_it in openers:
        open_it()
        run(app, 2)
        log = app.stack.top
        assert isinstance(log, MoveLogScene), open_it
        assert log.lines()  # the round so far, at least its start and first card
        click(log.close_rect.center)
        run(app, 2)
        assert app.stack.top is table
    key(pygame.K_l)
    run(app)
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is table


def test_l_closes_the_log_it_opened_and_a_binding_on_l_leaves_the_log_to_other_keys(
    app: App,
) -> None:
    table = start_table(app)
    key(pygame.K_l)
    run(app)
    assert isinstance(app.stack.top, MoveLogScene)
    key(pygame.K_l)
    run(app)
    assert app.stack.top is table
    key(pygame.K_l)  # and again: a toggle, not a one-way door
    run(app)
    assert isinstance(app.stack.top, MoveLogScene)
    from game.app import bindings

    keys, problem = bindings.load({"keyboard": {"take": ["l"]}})
    assert problem is None
    bindings.apply_to(app.input, keys)
    key(pygame.K_l)  # L is TAKE now: not the log's to close
    run(app)
    assert isinstance(app.stack.top, MoveLogScene)


def test_the_move_log_names_the_round_of_a_match_from_its_first_round(app: App) -> None:
    app.settings.animation_speed = "instant"
    setup = human_setup()
    setup.choose(rounds=3)
    table = TableScene(setup, seed=4)
    app.stack.push(table)
    run(app, 3)
    key(pygame.K_l)
    run(app)
    log = app.stack.top
    assert isinstance(log, MoveLogScene) and log.title() == "Move log · Round 1 of 3"
    key(pygame.K_ESCAPE)
    run(app)
    start_table(app)  # a single game
    key(pygame.K_l)
    run(app)
    log = app.stack.top
    assert isinstance(log, MoveLogScene) and log.title() == "Move log · This game"


def test_l_bound_in_controls_does_its_new_job_not_the_log(app: App) -> None:
    from game.app import bindings
    from game.app.intents import Intent
    from game.rules import Action

    keys, problem = bindings.load({"keyboard": {"take": ["l"]}})  # as in settings.json
    assert problem is None and keys.keys[pygame.K_l] is Intent.TAKE
    bindings.apply_to(app.input, keys)
    table = start_table(app)
    for _ in range(600):
        if table.turns.human_turn() == 0:
            break
        run(app)
    done = len(table.game.record.actions)
    key(pygame.K_l)
    run(app, 2)
    assert app.stack.top is table  # no log
    assert table.game.record.actions[done] == (0, Action.TAKE)


def test_the_move_log_scrolls_and_follows_new_moves(app: App) -> None:
    table = start_table(app)
    from game.rules import Action

    for turn in range(40):
        seat = table.game.current_seat
        assert seat is not None
        action = Action.TAKE if turn % 5 == 4 else Action.PASS
        if action not in table.game.legal_actions(seat):
            action = Action.TAKE
        table.animator.extend(table.game.apply(seat, action))
    table.hurry()
    key(pygame.K_l)
    run(app)
    log = app.stack.top
    assert isinstance(log, MoveLogScene)
    app.resize_window((800, 450))  # a small window shows fewer lines than were said
    run(app)
    assert len(log.lines()) > log.visible
    newest = log.first_line()
    assert newest == len(log.lines()) - log.visible
    key(pygame.K_UP)
    run(app)
    assert log.first_line() == newest - 1
    key(pygame.K_DOWN)
    run(app)
    assert log.scroll is None  # back at the end: it follows new lines again


def test_out_of_counters_is_said_in_the_caption_not_over_the_top_seats(app: App) -> None:
    from game.rules import Action

    app.settings.animation_speed = "instant"
    table = TableScene(MatchSetup(seats=[SeatSpec(HUMAN) for _ in range(3)]), seed=6)
    app.stack.push(table)
    run(app, 20)  # a decision is answerable once shown a moment (0.25 s)
    for _ in range(40):
        seat = table.turns.human_turn()
        assert seat is not None
        if Action.PASS not in table.game.legal_actions(seat):
            break
        events = table.turns.choose(Action.PASS)
        assert isinstance(events, list) and events
        table.show(events)
        run(app, 20)
    key(pygame.K_p)
    run(app)
    assert "No counters left" in table.notice and table.time < table.notice_until
    assert not app.toasts.texts


def test_a_resumed_match_keeps_its_log_from_the_first_move(app: App) -> None:
    """A table opened on a game already under way (a resumed save) tells the moves made
    before it, without fresh bubbles for them."""
    finished, _events = bot_game(seed=6)
    record = finished.record
    resumed = Game(record.config, record.seed, record.deal)
    said_before: list[Event] = list(resumed.opening_events)
    for seat, action in record.actions[:60]:
        said_before += resumed.apply(seat, action)
    table = TableScene(MatchSetup(seats=[SeatSpec("easy") for _ in range(4)]), 6, game=resumed)
    expected = MoveStory(table.names)
    for event in said_before:
        expected.tell(event)
    assert [line.text for line in table.story.lines] == [line.text for line in expected.lines]
    assert len([line for line in table.story.lines if line.kind == "move"]) == 60
    assert table.story.speech == {}


def told(story: MoveStory, game: Game, seat: int, action: object, now: float) -> None:
    from game.rules import Action

    assert isinstance(action, Action)
    for event in game.apply(seat, action):
        story.tell(event, now=now)


def test_a_seats_old_words_go_when_its_turn_comes_again() -> None:
    """Issue 38: "No thanks!" from the last time round stayed on the plate of the seat
    to move, as if it had just said it."""
    from game.rules import Action

    game = Game.new(GameConfig(players=3, first_player=0), 5)
    story = MoveStory(NAMES[:3])
    for event in game.opening_events:
        story.tell(event, now=0.0)
    told(story, game, 0, Action.PASS, now=0.0)
    told(story, game, 1, Action.PASS, now=0.5)
    assert story.speech_at(0, now=0.6, multiplier=1.0) is not None
    told(story, game, 2, Action.PASS, now=1.0)  # the decision is seat 0's again
    assert game.current_seat == 0
    assert story.speech_at(0, now=1.1, multiplier=1.0) is None
    assert story.speech_at(2, now=1.1, multiplier=1.0) is not None  # the others' stay


def test_a_take_stays_up_before_the_same_seats_next_words() -> None:
    """Issue 38: a bot's "Takes 27 +4" was replaced within a second by its "No thanks!"
    on the next card (the taker decides next), so takes were easy to miss."""
    from game.rules import Action
    from scenes.table.story import TAKE_HOLD

    game = Game.new(GameConfig(players=3, first_player=0), 5)
    story = MoveStory(NAMES[:3])
    for event in game.opening_events:
        story.tell(event, now=0.0)
    told(story, game, 0, Action.TAKE, now=0.0)
    assert game.current_seat == 0
    told(story, game, 0, Action.PASS, now=0.8)
    held = story.speech_at(0, now=1.0, multiplier=1.0)
    assert held is not None and held.text.startswith("Takes")
    after = story.speech_at(0, now=TAKE_HOLD + 0.1, multiplier=1.0)
    assert after is not None and after.text == "No thanks!"
    # ... and then stays its own full time from when it shows.
    assert story.speech_at(0, now=TAKE_HOLD + 2.0, multiplier=1.0) is not None
    # At 4x the hold is shorter, as every bubble is.
    game2 = Game.new(GameConfig(players=3, first_player=0), 5)
    fast = MoveStory(NAMES[:3])
    for event in game2.opening_events:
        fast.tell(event, now=0.0)
    told(fast, game2, 0, Action.TAKE, now=0.0)
    told(fast, game2, 0, Action.PASS, now=0.2)
    quick = fast.speech_at(0, now=0.6, multiplier=4.0)
    assert quick is not None and quick.text == "No thanks!"


def test_a_played_special_is_told_in_its_descriptions_words() -> None:
    """Skip and look say what playing them did; a card that acts on its own says its note."""
    from game.rules.cards import Card, CardKind
    from game.rules.events import SpecialPlayed

    story = MoveStory(NAMES)
    story.tell(SpecialPlayed(1, Card.special(CardKind.SKIP), "skipped"))
    story.tell(SpecialPlayed(2, Card.special(CardKind.LOOK), "looked"))
    story.tell(SpecialPlayed(3, Card.special(CardKind.GIVE_LEFT), "no card to give"))
    texts = [line.text for line in story.lines]
    assert texts[0] == "Bruno plays Skip Turn: skips this card"
    assert texts[1] == "Cleo plays Look Aside: looks at the set-aside cards"
    assert texts[2].startswith("Give Left acts for Dev: ")
