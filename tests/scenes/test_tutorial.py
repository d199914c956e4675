"""The guided first game, driven end to end as a player would: real pygame events from
the keyboard, a real SDL virtual pad and touch, headless. Each stop is answered with the
move it asks for; the screen shows the stop's words and the engine moves on only then."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.main import App
from game.draw import theme
from game.match.tutorial import END, SPECIALS, STOPS, Stop
from game.rules.observation import Action
from scenes.screens import screens
from scenes.tutorial import TutorialScene
from tests.app.events import click, key, run, tap
from tests.virtual_pads import VirtualPads

Press = Callable[[Stop, TutorialScene], None]


def _open(app: App, downs: int = 2, speed: str = "instant") -> TutorialScene:
    """Learn to play, from the menu, by keyboard: Play, How to play, Learn to play."""
    app.settings.animation_speed = speed
    for _ in range(downs):
        key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    run(app, 2)
    scene = app.stack.top
    assert isinstance(scene, TutorialScene)
    return scene


def _next_stop(app: App, scene: TutorialScene) -> Stop:
    """Frames until the lesson stops (the bots move between stops on no clock) and, for a
    stop that asks for a move, the table takes a press (a decision is answered once it
    has been seen: `MIN_SHOWN`)."""
    for _ in range(600):
        stop = scene.stop()
        shown = scene.turns.human_turn() is not None
        if stop is not None and (stop.expect is None or shown):
            return stop
        run(app, dt=0.05)
    raise AssertionError(f"the lesson never stopped, at decision {scene.match.decisions}")


def _shown(app: App) -> list[str]:
    app.compositor.invalidate()
    with theme.recording() as record:
        run(app)
    return [text.text for text in record.texts]


def _play_through(app: App, scene: TutorialScene, press: Press) -> None:
    lesson = scene.lesson
    seen = []
    while app.stack.top is scene:
        stop = _next_stop(app, scene)
        seen.append(stop.key)
        assert scene.text(stop) in _shown(app)  # the words of the stop are on screen
        decisions = scene.match.decisions
        press(stop, scene)
        run(app, 2)
        if stop.expect is not None:
            assert scene.match.decisions > decisions  # the asked move was made (and the bots on)
    assert seen == [stop.key for stop in lesson.stops]
    assert scene.game.is_over and scene.game.totals == lesson.new_game_totals()


def _finished_well(app: App, leave: Callable[[], None]) -> None:
    """Done, and the special cards offered: leaving there goes back to the menu."""
    assert app.settings.tutorial == "done"
    assert not app.saves.has_save()  # a lesson is not a match to continue
    offer = app.stack.top
    assert isinstance(offer, TutorialScene) and offer.lesson is SPECIALS
    assert _next_stop(app, offer).key == "specials"
    leave()
    run(app, 2)
    assert app.stack.top is not None and app.stack.top.name == "menu"
    assert app.settings.tutorial == "done"


def test_the_keyboard_plays_the_whole_lesson(app: App) -> None:
    scene = _open(app)
    keys = {Action.TAKE: pygame.K_t, Action.PASS: pygame.K_n, None: pygame.K_RETURN}
    _play_through(app, scene, lambda stop, _scene: key(keys[stop.expect]))
    _finished_well(app, lambda: key(pygame.K_ESCAPE))


def test_a_pad_plays_the_whole_lesson(app: App, pads: VirtualPads) -> None:
    pad = pads.plug()
    run(app)
    scene = _open(app)
    buttons = {
        Action.TAKE: pygame.CONTROLLER_BUTTON_X,
        Action.PASS: pygame.CONTROLLER_BUTTON_Y,
        None: pygame.CONTROLLER_BUTTON_A,
    }
    _play_through(app, scene, lambda stop, _scene: pad.press(buttons[stop.expect]))
    _finished_well(app, lambda: pad.press(pygame.CONTROLLER_BUTTON_B))


def test_touch_plays_the_whole_lesson(app: App) -> None:
    scene = _open(app)

    def press(stop: Stop, scene: TutorialScene) -> None:
        lay = scene.layout
        where = {Action.TAKE: lay.take, Action.PASS: lay.pass_, None: lay.deck}
        tap(app, where[stop.expect].center)

    _play_through(app, scene, press)
    _finished_well(app, lambda: tap(app, scene.layout.menu.center))


def test_another_move_is_refused_kindly_and_the_lesson_waits(app: App) -> None:
    scene = _open(app)
    stop = _next_stop(app, scene)
    assert stop.key == "pass" and stop.expect is Action.PASS
    # The face-up card it talks about is ringed in brass on the real table.
    ring = scene.focus_rect(stop).inflate(18, 18)
    run(app)
    assert app.canvas.get_at((ring.left + 1, ring.centery))[:3] == theme.BRASS
    key(pygame.K_t)  # TAKE, where the lesson asks for No thanks
    run(app, 3)
    assert scene.match.decisions == 0 and scene.stop() is stop
    assert scene.note and scene.note in _shown(app)
    key(pygame.K_n)
    run(app, 2)
    assert scene.match.decisions > 0


def test_escape_leaves_at_any_time_and_the_lesson_can_be_taken_again(app: App) -> None:
    scene = _open(app)
    _next_stop(app, scene)
    key(pygame.K_n)
    run(app, 2)
    assert _next_stop(app, scene).key == "take"  # mid-lesson
    key(pygame.K_ESCAPE)
    run(app, 2)
    assert app.stack.top is not None and app.stack.top.name == "menu"
    assert app.settings.tutorial == "declined"
    again = _open(app, downs=0)  # the menu's focus is still on Learn to play
    assert again is not scene and again.match.decisions == 0
    assert _next_stop(app, again).key == "pass"


def test_the_score_stop_comes_at_the_end_on_the_table(app: App) -> None:
    scene = _open(app)
    scene.skip_to(len(STOPS) - 1)
    stop = _next_stop(app, scene)
    assert stop.at == END and "9" in scene.text(stop)
    assert scene.finished and app.stack.top is scene  # no results screen over the lesson


def test_the_first_start_offers_the_lesson_once(app: App) -> None:
    menu = app.stack.top
    assert menu is not None and menu.name == "menu"
    assert menu.offers_tutorial()  # type: ignore[attr-defined]
    assert "New here? Learn by playing a guided first game." in _shown(app)
    key(pygame.K_RETURN)  # Play: the offer is answered
    run(app, 2)
    assert app.settings.tutorial == "declined"
    assert not menu.offers_tutorial()  # type: ignore[attr-defined]


def test_the_lesson_is_the_coach_no_hint_button_beside_it(app: App) -> None:
    app.settings.coach_hints = True
    scene = _open(app)
    _next_stop(app, scene)
    shown = _shown(app)
    assert scene.text(_next_stop(app, scene)) in shown and "Hint" not in shown
    key(pygame.K_h)  # asks nothing of the coach, and says nothing of Settings
    run(app, 2)
    assert not scene.coach_desk.available() and not app.toasts.items


def test_the_special_cards_are_taught_after_the_basics_by_keyboard(app: App) -> None:
    scene = _open(app, speed="1x")  # animated: the bots wait for the table to catch up
    scene.skip_to(len(STOPS) - 1)
    assert _next_stop(app, scene).key == "score"
    key(pygame.K_RETURN)  # the basics' score read: the special cards are offered
    run(app, 2)
    specials = app.stack.top
    assert isinstance(specials, TutorialScene) and specials.lesson is SPECIALS
    assert specials.game.config.expansion
    keys = {Action.BID: pygame.K_t, Action.PASS: pygame.K_n, None: pygame.K_RETURN}
    _play_through(app, specials, lambda stop, _scene: key(keys[stop.expect]))
    assert app.stack.top is not None and app.stack.top.name == "menu"


def test_a_wrong_answer_to_a_green_card_is_refused_kindly(app: App) -> None:
    scene = _open(app)
    scene.skip_to(len(STOPS) - 1)
    assert _next_stop(app, scene).key == "score"
    key(pygame.K_RETURN)
    run(app, 2)
    specials = app.stack.top
    assert isinstance(specials, TutorialScene)
    assert _next_stop(app, specials).key == "specials"
    key(pygame.K_RETURN)  # past the offer
    run(app, 2)
    assert _next_stop(app, specials).key == "green"
    key(pygame.K_n)  # DECLINE, where the lesson asks for a bid
    run(app, 3)
    assert specials.match.decisions == 0 and "bid a counter" in specials.note


def test_a_mouse_click_answers_a_stop_and_the_ask_says_click(app: App) -> None:
    scene = _open(app)
    stop = _next_stop(app, scene)
    click(scene.layout.deck.center)  # away from the buttons: nothing is decided
    run(app, 2)
    assert scene.match.decisions == 0 and scene.ask(stop) == "Click NO THANKS!"
    click(scene.layout.pass_.center)
    run(app, 2)
    assert scene.match.decisions > 0


def test_a_press_while_a_bot_plays_is_answered_and_never_kept_for_later(app: App) -> None:
    """The counters lesson at the table's own pace: No thanks pressed on every frame. Only
    the presses at the lesson's stops spend a counter; every other is answered at once
    ("Wait: Ivo is playing.") and dropped, so nothing acts once the presses stop."""
    scene = _open(app, speed="1x")
    first = next(i for i, stop in enumerate(STOPS) if stop.key == "minus")
    scene.skip_to(first)
    assert _next_stop(app, scene).key == "minus"
    counters = scene.game.observation(0).my_counters
    assert counters is not None
    answered: set[str] = set()
    spent_at_stops = 0
    for _ in range(240):
        at_stop = scene.stop() is not None and scene.turns.human_turn() == 0
        before = scene.game.observation(0).my_counters
        key(pygame.K_n)
        run(app, dt=0.05)
        after = scene.game.observation(0).my_counters
        if after != before:
            assert at_stop  # a counter is spent only where the lesson asked for No thanks
            spent_at_stops += 1
        elif scene.notice and scene.time < scene.notice_until:
            answered.add(scene.notice)
    assert spent_at_stops >= 2
    assert counters - (scene.game.observation(0).my_counters or 0) == spent_at_stops
    names = {scene.names[seat] for seat in (1, 2)}
    assert any(f"Wait: {name} is playing." in answered for name in names), answered
    # Nothing was kept to act later: with no more presses, the table waits at the stop.
    decisions = scene.match.decisions
    run(app, 60, dt=0.05)
    stop = scene.stop()
    assert stop is not None and stop.expect is Action.PASS
    assert scene.match.decisions == decisions


def test_part_two_s_lesson_keeps_clear_of_the_card_s_help_at_every_size(app: App) -> None:
    """The special card's help a newcomer needs stays in view beside the lesson, never
    under it (the lesson's panel is opaque: nothing shows through as ghost lines)."""
    from scenes.table import draw_choice
    from scenes.table.frame import frame_of

    app.settings.animation_speed = "instant"
    checked = 0
    for size in ((1280, 720), (800, 450), (1920, 1080)):
        for text_size in ("normal", "tv", "larger"):
            app.settings.set_text_size(text_size)
            app.resize_window(size)
            scene = app.stack.push(screens(app.stack).tutorial("specials"))
            assert isinstance(scene, TutorialScene)
            for index, stop in enumerate(scene.stops[:-1]):
                scene.skip_to(index)
                run(app, 2)
                assert scene.stop() is stop
                panel = scene.panel_rect()
                help_panel = draw_choice.card_text_rect(frame_of(scene))
                if help_panel is not None:
                    checked += 1
                    assert not panel.colliderect(help_panel), (size, text_size, stop.key)
            app.stack.pop()
            run(app)
    assert checked >= 9  # the help was up at the green and pink stops at every size
