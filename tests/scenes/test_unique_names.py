"""Names are unique at a table (issue 38): a person named like another person is told
apart visibly ("Ada 2") on the setup screen, at the table, in the turn prompt and in the
log; a bot named like a person wears another persona (issue 52); people keep the names
they chose."""

from __future__ import annotations

import pygame

from game.app.main import App
from game.match.setup import NAME_MAX, MatchSetup, SeatSpec
from scenes.levels import HUMAN
from scenes.screens import screens
from scenes.setup import SetupScene
from scenes.table import TableScene
from tests.app.events import key, run, settle


def typed(text: str) -> None:
    for char in text:
        code = pygame.key.key_code(char.lower()) if char.isalpha() else pygame.K_SPACE
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0)
        )


def test_a_person_named_like_a_bot_keeps_the_name_and_the_bot_takes_another() -> None:
    setup = MatchSetup(seats=[SeatSpec(HUMAN), SeatSpec("easy"), SeatSpec("easy")])
    bot_name = setup.seat_name(1)
    setup.seats[0].name = bot_name
    names = setup.seat_names()
    assert names[0] == bot_name and not names[1].startswith(bot_name)
    assert len({n.casefold() for n in names}) == 3


def test_two_people_alike_even_in_case_or_at_full_length() -> None:
    long = "M" * NAME_MAX
    setup = MatchSetup(seats=[SeatSpec(HUMAN, name="Ada"), SeatSpec(HUMAN, name="ada")])
    setup.seats += [SeatSpec(HUMAN, name=long), SeatSpec(HUMAN, name=long)]
    setup.seats += [SeatSpec(HUMAN, name="Ada 2")]  # the name the second Ada would get
    names = setup.seat_names()
    assert names[:2] == ["Ada", "ada 3"]  # "Ada 2" is a person's own choice: kept
    assert names[2] == long and names[3] == "M" * (NAME_MAX - 2) + " 2"
    assert names[4] == "Ada 2"
    assert all(len(n) <= NAME_MAX for n in names)
    assert len({n.casefold() for n in names}) == len(names)


def test_default_names_never_clash_with_a_chosen_one() -> None:
    setup = MatchSetup(seats=[SeatSpec(HUMAN, name="Player 2"), SeatSpec(HUMAN), SeatSpec("easy")])
    names = setup.seat_names()
    assert names[0] == "Player 2" and names[1] != "Player 2"
    assert len(set(names)) == 3


def test_naming_a_seat_like_a_bot_through_the_setup_screen_and_the_table(app: App) -> None:
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    app.stack.push(screens(app.stack).setup())
    run(app)
    setup_scene = app.stack.top
    assert isinstance(setup_scene, SetupScene)
    bot_name = setup_scene.setup.seat_name(1)
    setup_scene.rename(0)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "name_entry"
    settle(app)
    for _ in range(NAME_MAX):
        key(pygame.K_BACKSPACE)
    typed(bot_name)
    key(pygame.K_RETURN)
    run(app)
    assert app.stack.top is setup_scene
    shown = [setup_scene.setup.seat_name(seat) for seat in range(3)]
    assert shown[0] == bot_name and not shown[1].startswith(bot_name)
    setup_scene.start()
    run(app, 20)  # the first decision is answerable once shown a moment (0.25 s)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.names[:2] == shown[:2]
    key(pygame.K_p)  # the person's first decision, then the bots'
    run(app, 40)
    lines = [line.text for line in table.story.lines if line.kind == "move"]
    mine = [line for line in lines if line.startswith(f"{bot_name}:")]
    assert len(mine) == 1, lines  # the person's one pass, told apart from the bot's moves
