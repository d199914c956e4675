"""The expansion [X1]-[X3] in the menus: the setup option by every device (with tactical and
rounds), the game the table gets, the remembered choice, Continue of an expansion match,
How to play's expansion pages, and the results naming every special's effect."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.bots import make_bot
from game.draw import sprites, theme
from game.draw.look import PLAIN, Look
from game.match.setup import HUMAN, MatchSetup, SeatSpec
from game.rules import Card, CardKind, Game, GameConfig, score_breakdown
from game.special_text import SHORT_NAME
from scenes.howto import EXPANSION, PAGES, HowToScene, section_start
from scenes.results import ResultsScene, effect_lines
from scenes.resume import autosave
from scenes.screens import screens
from scenes.setup import SetupScene
from tests.app.events import click, key, pad_button, run, tap
from tests.scenes.test_resume import new_app


def open_setup(app: App, setup: MatchSetup | None = None) -> SetupScene:
    scene = SetupScene(setup or MatchSetup(seats=[SeatSpec(HUMAN)] + [SeatSpec("easy")] * 3))
    app.stack.push(scene)
    run(app)
    return scene


def focus_row(app: App, scene: SetupScene, name: str) -> None:
    """Move the focus to the row `name` with the Down key, as a player would."""
    for _ in range(len(scene.menu.items)):
        if scene.menu.focused is not None and scene.menu.focused.name == name:
            return
        key(pygame.K_DOWN)
        run(app)
    raise AssertionError(f"no row {name} reached by Down")


def row(scene: SetupScene, name: str):  # -> ui.OptionRow
    return next(item for item in scene.menu.items if item.name == name)


def start_game(app: App, scene: SetupScene) -> GameConfig:
    focus_row(app, scene, "start")
    key(pygame.K_RETURN)
    run(app)
    table = app.stack.top
    assert table is not None and table.name == "table"
    return table.game.config  # type: ignore[attr-defined]


def test_X1_keys_turn_the_expansion_on_with_tactical_and_rounds_and_the_table_plays_it(
    app: App,
) -> None:
    scene = open_setup(app)
    focus_row(app, scene, "expansion")
    assert "special cards" in scene.help_text()
    key(pygame.K_RIGHT)
    run(app)
    assert row(scene, "expansion").value == "On"
    focus_row(app, scene, "tactical")
    key(pygame.K_RETURN)  # Enter steps a value too
    run(app)
    focus_row(app, scene, "rounds")
    key(pygame.K_RIGHT)
    run(app)
    config = start_game(app, scene)
    assert (config.expansion, config.tactical, config.rounds) == (True, True, 3)
    # Remembered for the next setup, like the other choices.
    assert app.settings.last_setup["expansion"] is True
    app.stack.clear_to(screens(app.stack).menu())
    again = SetupScene()
    app.stack.push(again)
    run(app)
    assert again.setup.rules.expansion and row(again, "expansion").value == "On"


def test_X1_a_bot_match_started_with_expansion_tactical_and_rounds_plays_to_the_end(
    app: App,
) -> None:
    app.settings.animation_speed = "instant"
    scene = open_setup(
        app, MatchSetup(seats=[SeatSpec("easy")] * 4, rules=GameConfig(first_player=0))
    )
    for name, step in (("expansion", pygame.K_RIGHT), ("tactical", pygame.K_RIGHT)):
        focus_row(app, scene, name)
        key(step)
        run(app)
    focus_row(app, scene, "rounds")
    key(pygame.K_RIGHT)
    run(app)
    config = start_game(app, scene)
    assert (config.expansion, config.tactical, config.rounds) == (True, True, 3)
    table = app.stack.top
    assert table is not None
    game: Game = table.game  # type: ignore[attr-defined]
    for _ in range(5000):
        top = app.stack.top
        if isinstance(top, ResultsScene) and top.final:
            break
        if isinstance(top, ResultsScene):
            key(pygame.K_RETURN)  # "Next round"
        run(app)
    assert isinstance(app.stack.top, ResultsScene) and app.stack.top.final
    assert game.is_over and len(game.round_results) == 3
    held = [
        card
        for result in game.round_results
        for breakdown in result.breakdowns
        for run_ in breakdown.runs
        for card in run_
    ]
    assert not {10, 20, 30} & {card.value for card in held if card.is_number}  # tactical
    assert any(b.effects for result in game.round_results for b in result.breakdowns)


def test_X1_keys_turn_the_expansion_off_again(app: App) -> None:
    scene = open_setup(
        app, MatchSetup(seats=[SeatSpec(HUMAN)] * 3, rules=GameConfig(expansion=True))
    )
    focus_row(app, scene, "expansion")
    key(pygame.K_LEFT)
    run(app)
    assert start_game(app, scene).expansion is False


def test_X1_a_click_and_a_tap_toggle_the_expansion(app: App) -> None:
    scene = open_setup(app)
    option = row(scene, "expansion")
    _left, right = option.arrow_rects(look=app.look)
    click(right.center)
    run(app)
    assert scene.setup.rules.expansion and scene.setup.config().expansion
    tap(app, option.rect.center)  # a tap on the row steps it like Enter
    run(app)
    assert not scene.setup.rules.expansion
    tap(app, right.center, with_synthesised_mouse=True)  # one step, not two
    run(app)
    assert scene.setup.rules.expansion
    assert start_game(app, scene).expansion


def test_X1_a_joined_gamepad_reaches_the_expansion_in_the_couch_lobby(app: App) -> None:
    scene = open_setup(app)
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=4)  # the pad joins a seat
    run(app)
    assert any(spec.pad == 4 for spec in scene.setup.seats)
    for _ in range(len(scene.menu.items)):
        if scene.menu.focused is not None and scene.menu.focused.name == "expansion":
            break
        pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=4)
        run(app)
    assert scene.menu.focused is not None and scene.menu.focused.name == "expansion"
    pad_button(pygame.CONTROLLER_BUTTON_A, instance_id=4)  # a joined pad's A steps the row
    run(app)
    assert scene.setup.rules.expansion
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=4)
    run(app)
    assert not scene.setup.rules.expansion
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_LEFT, instance_id=4)
    run(app)
    assert scene.setup.config().expansion


def test_X1_setup_json_keeps_the_expansion_and_ignores_a_bad_value() -> None:
    setup = MatchSetup(rules=GameConfig(expansion=True, tactical=True, rounds=5))
    again = MatchSetup.from_json(setup.to_json())
    assert (again.rules.expansion, again.rules.tactical, again.rules.rounds) == (True, True, 5)
    broken = {**setup.to_json(), "expansion": "yes"}
    assert MatchSetup.from_json(broken).rules.expansion is False


def play_bots(game: Game, until: Callable[[Game], bool], seed: int = 0) -> None:
    """Bots play every seat through the engine's public API until `until(game)`."""
    bots = [make_bot("easy", seed + seat) for seat in range(game.config.players)]
    while not game.is_over and not until(game):
        seat = game.current_seat
        assert seat is not None
        game.apply(seat, bots[seat].decide(game.observation(seat)))


def specials_held(game: Game) -> list[Card]:
    return [c for display in game.observation(None).displays for c in display if not c.is_number]


def test_X1_an_expansion_match_saved_mid_game_continues_as_one(settings_path: Path) -> None:
    app = new_app(settings_path)
    config = GameConfig(players=4, expansion=True, tactical=True, rounds=2)
    game = Game.new(config, 31)
    play_bots(game, lambda g: len(specials_held(g)) >= 2 and g.current_seat is not None)
    assert not game.is_over and len(specials_held(game)) >= 2
    setup = MatchSetup(
        seats=[SeatSpec("easy")] * 4,
        rules=GameConfig(expansion=True, tactical=True, rounds=2),
        persona_seed=3,
    )
    table = app.stack.push(screens(app.stack).table(setup, 31, game=game))
    run(app)
    # The table saves after each action; one save is what is tested here.
    autosave(app, table.match)  # type: ignore[attr-defined]
    app.saves.flush()
    record, held = game.record, specials_held(game)

    later = new_app(settings_path, speed="1x")  # 1x: the bots wait, nothing moves on at once
    top = later.stack.top
    assert top.menu.items[0].name == "continue"  # type: ignore[union-attr]
    key(pygame.K_RETURN)
    run(later)
    resumed = later.stack.top
    assert resumed is not None and resumed.name == "table"
    assert resumed.game.config == config and resumed.game.record == record  # type: ignore[attr-defined]
    assert specials_held(resumed.game) == held  # type: ignore[attr-defined]
    # "Play again" and the next setup start from this setup: it keeps the expansion too.
    assert resumed.setup.rules.expansion and resumed.setup.config().expansion  # type: ignore[attr-defined]


# How to play ---------------------------------------------------------------------------
def howto_on_top(app: App) -> HowToScene:
    top = app.stack.top
    assert isinstance(top, HowToScene)
    return top


def test_X3_howto_expansion_pages_are_found_from_the_title_menu_by_key_click_tap_and_pad(
    app: App,
) -> None:
    menu = app.stack.top
    howto_button = next(i for i in menu.menu.items if i.name == "howto")  # type: ignore[union-attr]
    click(howto_button.rect.center)
    run(app)
    scene = howto_on_top(app)
    first = section_start(EXPANSION)
    key(pygame.K_DOWN)  # Down: the next section
    run(app)
    assert scene.page == first and PAGES[scene.page].section == EXPANSION
    key(pygame.K_RIGHT)
    run(app)
    key(pygame.K_UP)  # Up: back to the start of this section, then the one before
    run(app)
    assert scene.page == first
    key(pygame.K_UP)
    run(app)
    assert scene.page == 0
    click(scene.section_rects[EXPANSION].center)
    run(app)
    assert scene.page == first
    tap(app, scene.section_rects["Basics"].center)
    run(app)
    assert scene.page == 0
    pad_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    run(app)
    assert scene.page == first


def test_X3_howto_expansion_pages_are_found_from_the_pause_menu(app: App) -> None:
    table = app.stack.push(
        screens(app.stack).table(MatchSetup(rules=GameConfig(expansion=True), persona_seed=2), 5)
    )
    run(app)
    table.open_pause()  # type: ignore[attr-defined]
    run(app)
    pause = app.stack.top
    assert pause is not None and pause.name == "pause"
    click(next(i for i in pause.menu.items if i.name == "howto").rect.center)  # type: ignore[attr-defined]
    run(app)
    scene = howto_on_top(app)
    key(pygame.K_DOWN)
    run(app)
    assert PAGES[scene.page].section == EXPANSION
    assert HowToScene(section=EXPANSION).page == section_start(EXPANSION)


def test_X1_X2_X3_howto_draws_every_special_card_readably_at_every_size(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: set[CardKind] = set()
    real_card_art = sprites.card_art

    def recording_card_art(
        card: Card, height: int, style: str = "normal", *, look: Look
    ) -> pygame.Surface:
        drawn.add(card.kind)
        return real_card_art(card, height, style, look=look)

    monkeypatch.setattr(sprites, "card_art", recording_card_art)
    scene = HowToScene(section=EXPANSION)
    app.stack.push(scene)
    pages = [i for i, page in enumerate(PAGES) if page.section == EXPANSION]
    assert len(pages) >= 6
    for size in ((800, 450), (1280, 720), (1080, 1920)):
        app.resize_window(size)
        for page in pages:
            scene.page = page
            run(app)
            canvas = app.canvas
            w, h = canvas.get_size()
            # The words sit on the screen, above the page dots, in letters a couch reads.
            text = scene.text_rect
            assert text.left >= 0 and text.right <= w, (size, page)
            assert text.bottom < scene.section_rects[EXPANSION].top, (size, page)
            assert text.h >= 24, (size, page)
            # The picture (between the title and the words) is drawn: not just felt.
            felt = pygame.Surface((w, h))
            theme.draw_felt(felt, look=PLAIN)
            given = scene.picture_rect
            picture = pygame.Rect(given.left, given.top, given.w, text.top - given.top)
            assert picture.h > 0, (size, page)
            points = [
                (x, y)
                for x in range(picture.left, picture.right, 6)
                for y in range(picture.top, picture.bottom, 6)
            ]
            changed = sum(canvas.get_at(p) != felt.get_at(p) for p in points)
            assert changed > len(points) * 0.08, (size, page, changed, len(points))
    specials = {kind for kind in CardKind if kind is not CardKind.NUMBER}
    assert drawn == specials  # every green and pink card is shown on some page


# Results -------------------------------------------------------------------------------
def full_lines(cards: list[int | str], counters: int) -> list[str]:
    return [line.full for line in effect_lines(score_breakdown(cards, counters))]


def test_X2_X3_the_breakdown_names_each_specials_effect_in_numbers() -> None:
    name = {kind: SHORT_NAME[kind] for kind in CardKind if kind is not CardKind.NUMBER}
    assert full_lines([10, 11, "double_counters", "bonus10"], 5) == [
        f"{name[CardKind.BONUS10]}: −10",
        f"{name[CardKind.DOUBLE_COUNTERS]}: 5 → 10",
    ]
    # Highest doubled inside a run doubles the run's lowest; counters halve, then add.
    assert full_lines(
        [33, 34, 35, "highest_doubled", "halve_counters", "counters_negative"], 7
    ) == [
        f"{name[CardKind.HIGHEST_DOUBLED]}: 33 → 66",
        f"{name[CardKind.HALVE_COUNTERS]}: 7 → 3",
        f"{name[CardKind.COUNTERS_NEGATIVE]}: −3 → +3",
    ]
    assert full_lines([20, 22, "wild", "card_bonus"], 0) == [
        f"{name[CardKind.WILD]}: used as 21",
        f"{name[CardKind.CARD_BONUS]}: 4 cards, −4",
    ]
    assert full_lines([3, "forty", "card_penalty"], 2) == [
        f"{name[CardKind.FORTY]}: +40",
        f"{name[CardKind.CARD_PENALTY]}: 3 cards, +3",
    ]
    assert [line.short for line in effect_lines(score_breakdown([9, "bonus15"], 4))] == ["−15"]
    assert effect_lines(score_breakdown([9, 10], 4)) == []  # a base game names nothing


def test_X2_X3_results_of_a_bot_played_expansion_game_show_every_effect_at_every_size(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.new(GameConfig(players=7, expansion=True), 12)
    play_bots(game, lambda g: False, seed=12)
    assert game.is_over
    breakdowns = game.round_results[-1].breakdowns
    effects = [effect for b in breakdowns for effect in b.effects]
    assert len({effect.card.kind for effect in effects}) >= 4  # a varied game to show
    faces: list[tuple[Card, int]] = []
    real_card_art = sprites.card_art

    def recording_card_art(
        card: Card, height: int, style: str = "normal", *, look: Look
    ) -> pygame.Surface:
        faces.append((card, height))
        return real_card_art(card, height, style, look=look)

    monkeypatch.setattr(sprites, "card_art", recording_card_art)
    setup = MatchSetup(
        seats=[SeatSpec("easy")] * 7, rules=GameConfig(expansion=True), persona_seed=1
    )
    table = app.stack.push(screens(app.stack).table(setup, 12, game=game))
    table.finished = True  # type: ignore[attr-defined]
    results = app.stack.replace(screens(app.stack).match_results(table.match))
    assert isinstance(results, ResultsScene)
    assert [row.breakdown for row in results.rows] == list(breakdowns)
    for size in ((800, 450), (1280, 720), (1080, 1920)):
        app.resize_window(size)
        run(app, 10)  # rows cascade in, one a frame
        faces.clear()
        results.draw(app.canvas)
        drawn = {card for card, _ in faces}
        # Every special that changed a score is drawn (small) beside its words.
        assert {effect.card for effect in effects} <= drawn, size
        # ... small: smaller than the number cards of the runs.
        numbers = max(height for card, height in faces if card.is_number)
        effect_cards = {effect.card for effect in effects if effect.card.kind is not CardKind.WILD}
        assert all(height < numbers for card, height in faces if card in effect_cards), size
    # "Play again" deals a new expansion match from the same setup.
    key(pygame.K_RETURN)
    run(app)
    again = app.stack.top
    assert again is not None and again.name == "table"
    config = again.game.config  # type: ignore[attr-defined]
    assert config.expansion and config.players == 7
    assert again is not table and not again.game.is_over  # type: ignore[attr-defined]


# Headless tools ----------------------------------------------------------------------------
def test_X1_shot_and_autoplay_take_one_expansion_option_for_every_scene(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import nothanks.headless as headless

    apps: list[App] = []
    real_make_app = headless._make_app

    def recording_make_app(size: tuple[int, int], speed: str, folder: Path) -> App:
        apps.append(real_make_app(size, speed, folder))
        return apps[-1]

    monkeypatch.setattr(headless, "_make_app", recording_make_app)
    configs: list[GameConfig] = []
    real_new = Game.new

    def recording_new(config: GameConfig, seed: int) -> Game:
        configs.append(config)
        return real_new(config, seed)

    monkeypatch.setattr(Game, "new", staticmethod(recording_new))
    for scene in ("setup", "table", "results"):
        out = tmp_path / f"{scene}.png"
        argv = ["--scene", scene, "--seed", "3", "--out", str(out), "--expansion"]
        assert headless.shot_main(argv) == 0
        assert pygame.image.load(str(out)).get_size() == (1280, 720)
        top = apps[-1].stack.top
        # The option is the setup's own, as if chosen on the setup screen: Play again and
        # Continue keep it.
        assert top is not None and top.setup.rules.expansion, scene  # type: ignore[attr-defined]
    assert configs and all(config.expansion for config in configs)
    configs.clear()
    assert (
        headless.autoplay_main(["--seed", "4", "--headless", "--players", "3", "--expansion"]) == 0
    )
    assert "won by" in capsys.readouterr().out
    assert configs and all(config.expansion for config in configs)
    configs.clear()
    # Without the option no game has it: the table's game is there after a few frames (a
    # whole match is played once, above; stopped short, autoplay says it did not finish).
    argv = ["--seed", "4", "--headless", "--players", "3", "--max-frames", "5"]
    assert headless.autoplay_main(argv) == 1
    assert "did not finish" in capsys.readouterr().out
    assert configs and not any(config.expansion for config in configs)


def test_every_howto_pages_words_sit_above_the_page_dots(app: App) -> None:
    """Basics and expansion alike: a longer text would run into the dots and prompts."""
    scene = HowToScene()
    app.stack.push(scene)
    for size in ((800, 450), (1280, 720), (1080, 1920)):
        app.resize_window(size)
        for index, page in enumerate(PAGES):
            if not page.text:
                continue
            scene.page = index
            run(app)
            dots_top = min(rect.top for rect in scene.section_rects.values())
            assert scene.text_rect.bottom < dots_top, (size, page.title)


def test_the_controls_page_shows_keys_and_buttons_as_rebound(app: App) -> None:
    """Take moved to G and to the right stick in Controls: the page says G and RS for it,
    and keeps the defaults' wording for rows nobody moved."""
    from game.app import bindings
    from scenes.howto import CONTROLS, controls_row

    moved, problem = bindings.load(
        {
            "keyboard": {"take": ["g"]},
            "gamepad": {"take": ["rightstick"], "peek": ["leftshoulder"]},
        }
    )
    assert problem is None
    bindings.apply_to(app.input, moved)
    scene = HowToScene()
    app.stack.push(scene)
    rows = {row[0]: controls_row(scene, row, look=PLAIN) for row in CONTROLS}
    assert rows["Take the card"][1] == "G" and rows["Take the card"][3] == "RS"
    # N first for pass: "no" in every language, where P reads as "Prendre" in French.
    assert rows["Green card: bid / decline"][1] == "G / N"
    assert rows["Peek at your counters"][3] == "hold LB"
    assert rows["No thanks!"][1:] == ("N or P", "click NO THANKS!", "Y", "tap NO THANKS!")
    assert rows["Peek at your counters"][1] == "hold Tab or V"  # the keyboard's: unmoved
