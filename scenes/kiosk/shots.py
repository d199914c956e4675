"""The kiosk's screens set up for a picture on a kiosk App, by shot name (the table:
`scenes.flow.SHOTS`): what `python -m game shot` draws, and what the tests that check
every screen's touch targets in both orientations and every word's fit open."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.app.intents import Device, Intent, IntentEvent
from game.i18n import _
from game.kiosk.mode import KioskMode, kiosk_of_app
from game.kiosk.scores import human_beat_every_bot
from game.match.autoplay import play_bots
from game.rules import Game
from game.store import files
from scenes.kiosk.attract import demo_setup
from scenes.kiosk.guest import guest_setup
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.table import KioskTable
from scenes.screens import screens

if TYPE_CHECKING:
    from game.app.main import App
    from scenes.shots import ShotPlan

# Takes into the game a kiosk's mid-game screen shows.
MID_GAME_TAKES = 9


def _kiosk(app: App) -> KioskMode:
    kiosk = kiosk_of_app(app)
    assert kiosk is not None, "a kiosk screen needs a kiosk App"
    return kiosk


def cards(app: App, name: str, plan: ShotPlan) -> None:
    """The attract loop's cards: the rules ("attract-rules"), today's best scores."""
    kiosk = _kiosk(app)
    for initials, score in (("ADA", 12), ("BOB", 19), ("CAT", 25)):
        kiosk.scores.add(initials, score, kiosk.config.table_size)
    app.stack.clear_to(kiosk_screens(app.stack).attract_cards(0 if name == "attract-rules" else 3))


def attract(app: App, name: str, plan: ShotPlan) -> None:
    """The demo game of bots, some way in."""
    setup = demo_setup(_kiosk(app).config, plan.seed)
    game = Game.new(setup.config(), plan.seed)
    play_bots(game, setup, plan.seed, MID_GAME_TAKES)
    app.stack.clear_to(kiosk_screens(app.stack).attract(plan.seed, game=game))


def guest(app: App, name: str, plan: ShotPlan) -> None:
    """The guest's start screen, and its rules over it ("rules")."""
    app.stack.clear_to(kiosk_screens(app.stack).guest())
    if name == "rules":
        app.stack.push(kiosk_screens(app.stack).rules())


def operator(app: App, name: str, plan: ShotPlan) -> None:
    """The operator's PIN pad ("operator-pin") or menu, over the attract loop."""
    app.stack.clear_to(kiosk_screens(app.stack).attract(plan.seed))
    kiosk = kiosk_screens(app.stack)
    app.stack.push(kiosk.operator_pin() if name == "operator-pin" else kiosk.operator())


def no_pin(app: App, name: str, plan: ShotPlan) -> None:
    """Out of service, as with no usable operator PIN, with the problem that set a damaged
    PIN file aside (the App's kiosk keeps its own PIN: the screen is only shown)."""
    problem = files.describe(Path("kiosk-pin.json"), _("is not a PIN record"), None)
    app.stack.clear_to(
        kiosk_screens(app.stack).no_pin(
            [_("{problem}: set a new operator PIN").format(problem=problem)]
        )
    )


def table(app: App, name: str, plan: ShotPlan) -> None:
    """A guest's table (two guests for "kiosk-table-2p") mid-game, with what opens over
    it; or, for "initials" and "kiosk-results", the end of a game the guest won."""
    kiosk = _kiosk(app)
    config = kiosk.config
    stack = app.stack
    humans = 2 if name == "kiosk-table-2p" else 1
    final = name in ("initials", "kiosk-results")
    # A final screen shows a guest who earned initials: the first deal from the seed on
    # where the guest's seat (played by a bot here) beat every bot.
    for deal in range(plan.seed, plan.seed + 200):
        setup = guest_setup(humans, config, deal)
        game = Game.new(setup.config(), deal)
        play_bots(game, setup, deal, None if final else MID_GAME_TAKES)
        if not final or human_beat_every_bot(list(game.totals), [0]) == 0:
            break
    shown = stack.clear_to(screens(stack).table(setup, deal, game=game))
    assert isinstance(shown, KioskTable)
    if name == "still-playing":
        stack.push(kiosk_screens(stack).still_playing())
    elif name == "kiosk-pause":
        # Through the table's own Menu tap, as a guest opens it.
        shown.open_pause(IntentEvent(Intent.POINT, Device.TOUCH, pos=shown.layout.menu.center))
    elif name == "kiosk-log":
        shown.open_log()
    elif name == "initials":
        shown.finished = True
        scene = stack.replace(kiosk_screens(stack).initials(shown.match, 0, game.totals[0]))
        for letter in "AB":
            scene.type(letter)  # type: ignore[attr-defined]
    elif name == "kiosk-results":
        shown.finished = True
        entry = kiosk.scores.add("ZED", game.totals[0], config.table_size)
        stack.replace(kiosk_screens(stack).kiosk_results(shown.match, entry))
