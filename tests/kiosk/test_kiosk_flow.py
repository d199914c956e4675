"""Kiosk mode driven headless with FINGER events only, on a clock the test moves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app.main import App
from game.kiosk.idle import ManualClock
from game.kiosk.launch import HEADLESS_PIN
from game.rules import Action
from nothanks.kiosk_launch import headless_app
from scenes.kiosk.attract import AttractTable
from scenes.kiosk.screens import kiosk_screens
from scenes.screens import screens
from scenes.table.frame import peek_prompt
from tests.app.events import tap
from tests.kiosk.helpers import (
    button,
    close,
    hold,
    kiosk_app,
    play_guest_game,
    release,
    step,
    tap_at,
    tap_button,
    top_name,
)

WINNING_SEED = 8  # the tapping guest (normal policy) beats every bot
LOSING_SEED = 2


@pytest.fixture
def kiosk(tmp_path: Path) -> Iterator[tuple[App, ManualClock]]:
    app, clock = kiosk_app(tmp_path, seed=WINNING_SEED)
    yield app, clock
    close(app)


def start_guest_game(app: App, clock: ManualClock, humans: int = 1) -> int:
    """attract → guest → (number) → Start; returns the taps it took."""
    assert top_name(app) == "attract"
    tap_at(app, clock, (640, 360))
    taps = 1
    assert top_name(app) == "guest"
    if humans != 1:
        tap_button(app, clock, f"humans_{humans}")
        taps += 1
    tap_button(app, clock, "start")
    return taps + 1


def guest_at_decision(app: App, clock: ManualClock, humans: int = 1) -> int:
    """From attract to the first guest decision, animations instant; returns its seat."""
    app.settings.animation_speed = "instant"
    start_guest_game(app, clock, humans)
    return wait_for_decision(app, clock)


def wait_for_decision(app: App, clock: ManualClock, frames: int = 3000) -> int:
    table = app.stack.top
    for _ in range(frames):
        seat = table.turns.human_turn()  # type: ignore[union-attr]
        if seat is not None:
            return int(seat)
        step(app, clock)
    raise AssertionError("no human decision came")


def test_attract_to_a_whole_game_to_initials_and_back_to_attract(
    kiosk: tuple[App, ManualClock],
) -> None:
    app, clock = kiosk
    app.settings.animation_speed = "instant"
    assert start_guest_game(app, clock) <= 3
    assert top_name(app) == "table"
    wait_for_decision(app, clock)
    play_guest_game(app, clock)
    assert top_name(app) == "initials"
    for letter in "ZOE":
        tap_button(app, clock, f"key_{letter}")
    tap_button(app, clock, "ok")
    assert top_name(app) == "results"
    scores = app.hook.scores  # type: ignore[union-attr]
    assert [e.initials for e in scores.of_today(4)] == ["ZOE"]
    saved = Path(str(scores.path)).read_text()
    assert "ZOE" in saved
    step(app, clock, 30)  # the results ignore taps for their first moments
    tap_button(app, clock, "done")
    assert top_name(app) == "attract"


def test_from_attract_three_taps_reach_a_decision_with_several_guests(
    kiosk: tuple[App, ManualClock],
) -> None:
    app, clock = kiosk
    app.settings.animation_speed = "instant"
    assert start_guest_game(app, clock, humans=2) == 3
    table = app.stack.top
    assert [s.kind for s in table.setup.seats].count("human") == 2  # type: ignore[union-attr]
    assert len(table.setup.seats) == 4  # type: ignore[union-attr]  # bots fill the table
    assert wait_for_decision(app, clock) in (0, 1)


def test_a_losing_guest_gets_results_that_return_to_attract_by_themselves(tmp_path: Path) -> None:
    app, clock = kiosk_app(tmp_path, seed=LOSING_SEED)
    guest_at_decision(app, clock)
    play_guest_game(app, clock, policy="take")  # takes every card: never beats a bot
    assert top_name(app) == "results"
    step(app, clock, 1, dt=19.0)
    assert top_name(app) == "results"
    step(app, clock, 1, dt=1.5)
    assert top_name(app) == "attract"
    close(app)


def test_idle_guest_sees_still_playing_then_attract(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    guest_at_decision(app, clock)
    step(app, clock, 1, dt=59.0)
    assert top_name(app) == "table"
    step(app, clock, 1, dt=1.0)
    assert top_name(app) == "still_playing"
    step(app, clock, 1, dt=14.0)
    assert top_name(app) == "still_playing"
    step(app, clock, 1, dt=1.5)
    assert top_name(app) == "attract"
    assert [s.name for s in app.stack.scenes] == ["attract"]


def test_a_tap_on_still_playing_goes_back_to_the_game(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    guest_at_decision(app, clock)
    step(app, clock, 2, dt=31.0)
    assert top_name(app) == "still_playing"
    tap_at(app, clock, (100, 600))
    assert top_name(app) == "table"
    step(app, clock, 1, dt=30.0)  # the tap started the idle time again
    assert top_name(app) == "table"


def test_guest_screen_left_alone_returns_to_attract(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    tap_at(app, clock, (640, 360))
    assert top_name(app) == "guest"
    step(app, clock, 1, dt=61.0)
    assert top_name(app) == "attract"


EXIT_ATTEMPTS = [
    pygame.event.Event(pygame.QUIT),
    pygame.event.Event(pygame.WINDOWCLOSE, window=None),
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0),
    pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_F4, mod=pygame.KMOD_ALT, unicode="", scancode=0
    ),
    pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_CTRL, unicode="q", scancode=0
    ),
    pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_w, mod=pygame.KMOD_CTRL, unicode="w", scancode=0
    ),
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0),
    pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None),
    pygame.event.Event(pygame.WINDOWMINIMIZED, window=None),
    pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_START
    ),
    pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_B
    ),
    pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(640, 360), touch=False),
]


@pytest.mark.parametrize("where", ["attract", "table"])
def test_no_exit_attempt_leaves_the_kiosk(kiosk: tuple[App, ManualClock], where: str) -> None:
    app, clock = kiosk
    if where == "table":
        guest_at_decision(app, clock)
    scenes = list(app.stack.scenes)
    for event in EXIT_ATTEMPTS:
        pygame.event.post(event)
        step(app, clock, 2)
        assert app.running, event
        assert app.stack.scenes == scenes, event
    assert not app.is_fullscreen or app.hook.fullscreen  # type: ignore[union-attr]
    assert app.hook.blocked["Quit"] >= 1  # type: ignore[union-attr]


def test_keys_and_pads_do_not_play_at_the_table(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    guest_at_decision(app, clock)
    table = app.stack.top
    before = table.game.record.actions  # type: ignore[union-attr]
    for key in (pygame.K_t, pygame.K_p, pygame.K_RETURN):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
        step(app, clock)
    pygame.event.post(
        pygame.event.Event(
            pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_X
        )
    )
    step(app, clock)
    assert table.game.record.actions == before  # type: ignore[union-attr]


def test_a_tap_with_its_synthesised_mouse_acts_once(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    seat = guest_at_decision(app, clock)
    table = app.stack.top
    before = table.match.decisions  # type: ignore[union-attr]
    tap(app, table.layout.pass_.center, with_synthesised_mouse=True)  # type: ignore[union-attr]
    step(app, clock)
    decided = table.game.record.actions[before:]  # type: ignore[union-attr]
    assert [action for who, action in decided if who == seat] == [Action.PASS]


def test_a_mouse_touch_screen_works_like_a_finger(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=(640, 360), touch=False))
    step(app, clock, 2)
    assert top_name(app) == "guest"


def test_ten_fingers_and_a_palm_act_at_most_once(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    tap_at(app, clock, (640, 360))
    assert top_name(app) == "guest"
    guest = app.stack.top
    targets = [button(app, n) for n in ("humans_2", "humans_3", "humans_4", "rules", "back")]
    start = button(app, "start")
    # A palm: ten fingers land at once, on every button, then lift in another order.
    for i in range(10):
        hold(app, targets[i % len(targets)].center, finger_id=i)
    hold(app, start.center, finger_id=10)
    step(app, clock)
    for i in reversed(range(11)):
        release(app, (start if i == 10 else targets[i % len(targets)]).center, finger_id=i)
    step(app, clock, 2)
    # Only the first finger counted: the guest picked 2 players and nothing else happened.
    assert app.stack.top is guest
    assert guest.humans == 2  # type: ignore[union-attr]
    # A finger dragged across everything acts on nothing.
    pygame.event.post(
        pygame.event.Event(pygame.FINGERDOWN, touch_id=1, finger_id=3, x=0.05, y=0.5, dx=0, dy=0)
    )
    for k in range(1, 20):
        x = 0.05 + k * 0.045
        pygame.event.post(
            pygame.event.Event(pygame.FINGERMOTION, touch_id=1, finger_id=3, x=x, y=0.5, dx=0, dy=0)
        )
    pygame.event.post(
        pygame.event.Event(pygame.FINGERUP, touch_id=1, finger_id=3, x=0.9, y=0.5, dx=0, dy=0)
    )
    step(app, clock, 2)
    assert app.stack.top is guest and app.running


def test_a_tap_shows_a_press_state_and_plays_a_sound(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    tap_at(app, clock, (640, 360))
    rect = button(app, "back")
    guest = app.stack.top
    plain = app.canvas.get_at(rect.center)
    hold(app, rect.center)
    step(app, clock)
    assert app.hook.pressed_pos == rect.center  # type: ignore[union-attr]
    assert guest.pressed(guest.buttons[-1])  # type: ignore[union-attr]
    assert app.canvas.get_at(rect.center) != plain
    assert app.audio.played[-1] == "move"


def test_hold_the_corner_then_pin_opens_the_operator_menu(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    hold(app, (8, 8))
    step(app, clock)
    step(app, clock, 1, dt=4.0)
    assert top_name(app) == "attract"
    step(app, clock, 1, dt=1.5)
    assert top_name(app) == "operator_pin"
    release(app, (8, 8))
    step(app, clock)
    assert top_name(app) == "operator_pin"  # the hold's release is not a tap
    for digit in HEADLESS_PIN:
        tap_button(app, clock, f"digit_{digit}")
    tap_button(app, clock, "ok")
    assert top_name(app) == "operator"
    tap_button(app, clock, "resume")
    assert top_name(app) == "attract"


def test_a_short_corner_touch_is_just_a_tap(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    hold(app, (8, 8))
    step(app, clock, 1, dt=2.0)
    release(app, (8, 8))
    step(app, clock, 1, dt=5.0)
    assert top_name(app) == "guest"


def test_the_operator_corner_hold_is_not_also_tap_to_play(kiosk: tuple[App, ManualClock]) -> None:
    # A touch screen that reports itself as a mouse: the press alone used to open the
    # guest screen, under the operator's keypad.
    app, clock = kiosk
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(8, 8)))
    step(app, clock)
    assert top_name(app) == "attract"
    step(app, clock, 1, dt=5.5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(8, 8)))
    step(app, clock)
    assert [scene.name for scene in app.stack.scenes] == ["attract", "operator_pin"]


def test_a_short_corner_click_is_just_a_tap(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(8, 8)))
    step(app, clock, 1, dt=2.0)
    assert top_name(app) == "attract"  # not yet: it may be the operator's hold
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(8, 8)))
    step(app, clock, 2)
    assert top_name(app) == "guest"


def test_switching_the_attract_language_drops_the_old_languages_bubbles(
    kiosk: tuple[App, ManualClock],
) -> None:
    app, clock = kiosk
    table = app.stack.top
    assert isinstance(table, AttractTable)
    for _ in range(2000):
        step(app, clock, 1, dt=0.05)
        if table.story.speech:
            break
    said = [speech.text for speech in table.story.speech.values()]
    assert said, "the demo game said nothing"
    german = next(b for b in table.languages.buttons if b.name == "language_de")
    tap_at(app, clock, german.rect.center, frames=1)
    assert i18n.language() == "de"
    assert not any(speech.text in said for speech in table.story.speech.values())


def test_the_operator_key_combination_opens_the_pin_keypad(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    mods = pygame.KMOD_CTRL | pygame.KMOD_SHIFT
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=mods, unicode="", scancode=0)
    )
    step(app, clock)
    assert top_name(app) == "operator_pin"


def enter_pin(app: App, clock: ManualClock, pin: str) -> None:
    for digit in pin:
        tap_button(app, clock, f"digit_{digit}")
    tap_button(app, clock, "ok")


def test_three_wrong_pins_lock_the_keypad_for_a_minute(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    app.hook.request_operator()  # type: ignore[union-attr]
    step(app, clock)
    for _ in range(3):
        enter_pin(app, clock, "1111")
        assert top_name(app) == "operator_pin"
    # Closing and reopening the keypad does not reset the lock.
    tap_button(app, clock, "cancel")
    app.hook.request_operator()  # type: ignore[union-attr]
    step(app, clock)
    enter_pin(app, clock, HEADLESS_PIN)
    assert top_name(app) == "operator_pin"
    clock.advance(61)
    enter_pin(app, clock, HEADLESS_PIN)
    assert top_name(app) == "operator"


def test_the_operator_changes_settings_resets_scores_and_exits(
    kiosk: tuple[App, ManualClock], tmp_path: Path
) -> None:
    app, clock = kiosk
    kiosk_mode = app.hook
    assert kiosk_mode is not None
    kiosk_mode.scores.add("ABC", 10, 4)
    kiosk_mode.request_operator()
    step(app, clock)
    enter_pin(app, clock, HEADLESS_PIN)
    tap_button(app, clock, "idle_timeout_more")
    tap_button(app, clock, "table_size_more")
    tap_button(app, clock, "sound_more")
    assert (kiosk_mode.config.idle_timeout, kiosk_mode.config.table_size) == (90, 5)
    assert kiosk_mode.config.sound is False
    saved = (tmp_path / "kiosk.json").read_text()
    assert '"idle_timeout": 90' in saved and '"table_size": 5' in saved
    tap_button(app, clock, "reset_scores")
    assert kiosk_mode.scores.all_time(4)  # the first tap only arms it
    tap_button(app, clock, "reset_scores")
    assert kiosk_mode.scores.all_time(4) == []
    tap_button(app, clock, "exit")
    assert not app.running


def test_several_guests_hold_their_seat_to_see_secret_counters(tmp_path: Path) -> None:
    app, clock = kiosk_app(tmp_path, seed=WINNING_SEED)
    seat = guest_at_decision(app, clock, humans=2)
    table = app.stack.top
    box = table.layout.seats[seat].box  # type: ignore[union-attr]
    before = table.game.record.actions  # type: ignore[union-attr]
    assert not table.turns.counters_visible(seat)  # type: ignore[union-attr]
    # The seat says what works: a hold (issue 39: it said "Tap here to peek").
    assert peek_prompt(table, seat) == "Hold here to peek"  # type: ignore[arg-type]
    hold(app, box.center)
    step(app, clock)
    assert table.turns.counters_visible(seat)  # type: ignore[union-attr]
    release(app, box.center)
    step(app, clock)
    assert not table.turns.counters_visible(seat)  # type: ignore[union-attr]
    assert table.game.record.actions == before  # type: ignore[union-attr]  # holding decided nothing
    close(app)


def test_a_lone_guest_always_sees_their_own_counters(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    seat = guest_at_decision(app, clock)
    table = app.stack.top
    assert table.turns.counters_visible(seat)  # type: ignore[union-attr]
    assert not any(table.turns.counters_visible(s) for s in table.match.bots)  # type: ignore[union-attr]


def test_corrupt_config_and_score_files_still_start_the_kiosk(tmp_path: Path) -> None:
    (tmp_path / "kiosk.json").write_text('{"idle_timeout": 6')
    (tmp_path / "kiosk-scores.json").write_bytes(b"\x00\xff garbage")
    app, clock = kiosk_app(tmp_path)
    step(app, clock, 3)
    assert app.running and top_name(app) == "attract"
    assert app.hook is not None and app.hook.config.idle_timeout == 60
    assert (tmp_path / "kiosk.json.bad").read_text() == '{"idle_timeout": 6'
    assert (tmp_path / "kiosk-scores.json.bad").exists()
    close(app)


def test_attract_plays_a_whole_demo_game_then_the_carousel_then_a_new_game(
    kiosk: tuple[App, ManualClock],
) -> None:
    app, clock = kiosk
    app.settings.animation_speed = "instant"
    demo = app.stack.top
    assert all(not s.is_human for s in demo.setup.seats)  # type: ignore[union-attr]
    for _ in range(3000):
        if top_name(app) != "attract":
            break
        step(app, clock)
    assert demo.game.is_over  # type: ignore[union-attr]  # a real game, to its end
    assert top_name(app) == "attract_cards"
    pages = []
    for _ in range(4):
        pages.append(app.stack.top.page)  # type: ignore[union-attr]
        step(app, clock, 1, dt=7.0)
    assert pages == [0, 1, 2, 3]
    assert top_name(app) == "attract" and app.stack.top is not demo


def test_the_attract_screen_never_stands_still(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    app.stack.clear_to(kiosk_screens(app.stack).attract_cards())
    step(app, clock)
    first = pygame.image.tobytes(app.canvas, "RGB")
    step(app, clock, 1, dt=3.0)
    assert pygame.image.tobytes(app.canvas, "RGB") != first


def test_the_tables_menu_tap_opens_the_kiosk_pause(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    guest_at_decision(app, clock)
    table = app.stack.top
    tap_at(app, clock, table.layout.menu.center)  # type: ignore[union-attr]
    assert top_name(app) == "pause"
    assert app.guard.errors == 0
    assert {b.name for b in app.stack.top.buttons} == {"resume", "rules", "end"}  # type: ignore[union-attr]
    tap_button(app, clock, "resume")
    assert app.stack.top is table


def test_the_tables_log_tap_shows_the_moves_at_finger_size(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    guest_at_decision(app, clock)
    table = app.stack.top
    for _ in range(6):  # a few rounds of the table, so the log is longer than the panel
        tap_at(app, clock, table.layout.pass_.center)  # type: ignore[union-attr]
        wait_for_decision(app, clock)
    before = app.canvas.copy()
    tap_at(app, clock, table.layout.log.center)  # type: ignore[union-attr]
    assert top_name(app) == "movelog"
    assert app.guard.errors == 0
    log = app.stack.top
    said = [line.text for line in log.lines()]  # type: ignore[union-attr]
    assert said and said == [line.text for line in table.story.round_lines()]  # type: ignore[union-attr]
    assert app.canvas.get_at(log.body.center) != before.get_at(log.body.center)  # type: ignore[union-attr]
    short = min(app.canvas.get_size())
    assert all(rect.h >= 0.09 * short for rect in log.targets())  # type: ignore[union-attr]
    # A tap on the up arrow scrolls back, shows its press and sounds.
    newest = log.first_line()  # type: ignore[union-attr]
    assert newest > 0
    tap_at(app, clock, log.up_rect.center, frames=1)  # type: ignore[union-attr]
    assert log.first_line() < newest  # type: ignore[union-attr]
    assert log.lit(log.up_rect) and app.audio.played[-1] == "move"  # type: ignore[union-attr]
    assert log.down_rect in log.targets()  # type: ignore[union-attr]
    # Close is where a finger finds it, and a tap on it goes back to the game.
    tap_at(app, clock, log.close_rect.center)  # type: ignore[union-attr]
    assert app.stack.top is table
    assert app.audio.played[-1] == "back"


def test_a_log_left_open_gives_way_to_still_playing(kiosk: tuple[App, ManualClock]) -> None:
    app, clock = kiosk
    guest_at_decision(app, clock)
    table = app.stack.top
    tap_at(app, clock, table.layout.log.center)  # type: ignore[union-attr]
    assert top_name(app) == "movelog"
    step(app, clock, 1, dt=59.0)
    assert top_name(app) == "movelog"
    step(app, clock, 2, dt=1.0)
    assert top_name(app) == "still_playing"
    step(app, clock, 1, dt=16.0)
    assert [s.name for s in app.stack.scenes] == ["attract"]


def test_the_rules_left_open_mid_game_give_way_to_still_playing(
    kiosk: tuple[App, ManualClock],
) -> None:
    """Not a silent end of the guest's match: the countdown first, as at the table."""
    app, clock = kiosk
    guest_at_decision(app, clock)
    table = app.stack.top
    tap_at(app, clock, table.layout.menu.center)  # type: ignore[union-attr]
    assert top_name(app) == "pause"
    tap_button(app, clock, "rules")
    assert top_name(app) == "rules"
    step(app, clock, 1, dt=59.0)
    assert top_name(app) == "rules"
    step(app, clock, 2, dt=1.0)
    assert [s.name for s in app.stack.scenes] == ["table", "still_playing"]
    tap_at(app, clock, (100, 600))  # still here: the same match goes on
    assert app.stack.top is table and table.match_in_progress  # type: ignore[union-attr]
    # Left alone on the pause this time: the countdown, then attract.
    tap_at(app, clock, table.layout.menu.center)  # type: ignore[union-attr]
    assert top_name(app) == "pause"
    step(app, clock, 2, dt=31.0)
    assert top_name(app) == "still_playing"
    step(app, clock, 1, dt=16.0)
    assert [s.name for s in app.stack.scenes] == ["attract"]


def test_a_guest_who_walks_away_from_a_look_card_is_caught_by_the_countdown(
    kiosk: tuple[App, ManualClock],
) -> None:
    """X3: the look's cards block play until their owner closes them; idle still counts."""
    import dataclasses

    from game.rules import Action, Game
    from scenes.kiosk.guest import guest_setup
    from tests.rules.helpers import first_deal_where_seat_0_may_look

    app, clock = kiosk
    assert app.hook is not None
    config = dataclasses.replace(app.hook.config, expansion=True)
    app.hook.config = config
    # A guest's game (bots play the guest's seat up to it) where the guest may look.
    deal, game = first_deal_where_seat_0_may_look(
        lambda deal: Game.new(guest_setup(1, config, deal).config(), deal)
    )
    table = app.stack.clear_to(
        screens(app.stack).table(guest_setup(1, config, deal), deal, game=game)
    )
    step(app, clock, 20)  # the decision is answerable once shown a moment (0.25 s)
    row = table.decision_desk.buttons()  # type: ignore[attr-defined]
    rects = table.layout.button_row(len(row))  # type: ignore[attr-defined]
    look = next(r for r, b in zip(rects, row, strict=True) if b.action is Action.LOOK)
    tap_at(app, clock, look.center)
    assert table.game.record.actions[-1] == (0, Action.LOOK)  # type: ignore[attr-defined]
    for _ in range(600):  # the look shows when its animation comes round
        if table.look_desk.blocking:  # type: ignore[attr-defined]
            break
        step(app, clock)
    assert table.look_desk.blocking and app.stack.top is table  # type: ignore[attr-defined]
    step(app, clock, 1, dt=59.0)
    assert top_name(app) == "table"
    step(app, clock, 2, dt=1.0)
    assert top_name(app) == "still_playing"
    step(app, clock, 1, dt=16.0)
    assert [s.name for s in app.stack.scenes] == ["attract"]


def test_the_attract_demo_is_not_saved(kiosk: tuple[App, ManualClock]) -> None:
    """Bots play it around the clock: no autosave written per move, no demos in history."""
    app, clock = kiosk
    app.settings.animation_speed = "instant"
    demo = app.stack.top
    assert top_name(app) == "attract"
    for _ in range(3000):
        if len(demo.game.record.actions) >= 10:  # type: ignore[union-attr]
            break
        step(app, clock)
    assert len(demo.game.record.actions) >= 10  # type: ignore[union-attr]
    assert not app.saves.has_save() and app.saves.history() == []


def test_the_kiosk_cache_caps_hold_through_every_window_it_opens(tmp_path: Path) -> None:
    """The app budgets its caches anew for each window (grown with the surface); the
    kiosk's caps, set before its window opens, must survive that, at 4K too."""
    from game.draw import sprites, theme
    from game.kiosk.mode import KIOSK_SPRITE_CACHE_BYTES, KIOSK_TEXT_CACHE_BYTES

    app = headless_app(tmp_path, (3840, 2160), now=ManualClock())
    try:
        app.resize_window((1920, 1080))
        assert sprites._cache.max_bytes <= KIOSK_SPRITE_CACHE_BYTES
        assert theme._text_cache.max_bytes <= KIOSK_TEXT_CACHE_BYTES
    finally:
        for scene in list(app.stack.scenes):
            scene.exit()


def test_a_touch_screen_reporting_a_mouse_still_gets_tap_prompts(
    kiosk: tuple[App, ManualClock],
) -> None:
    """Some touch screens send mouse events, not finger events: the kiosk's prompts still
    say "Tap", never "Click" (issue 43)."""
    from game.app.intents import Device, Intent
    from tests.app.events import click

    app, clock = kiosk
    click((640, 360))  # a plain mouse click, no `touch` flag
    step(app, clock, 2)
    assert app.last_device is Device.TOUCH
    assert app.prompt_label(Intent.CONFIRM) == "Tap"
    assert app.prompt_label(Intent.CONFIRM, Device.MOUSE) == "Tap"
