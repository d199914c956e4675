"""Every kiosk screen set up on a kiosk App, by shot name, for `python -m game shot` and
for the tests that check every screen's touch targets in both orientations."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app.intents import Device, Intent, IntentEvent
from game.kiosk.launch import KIOSK_SHOTS
from game.kiosk.mode import kiosk_of_app
from game.kiosk.scores import human_beat_every_bot
from game.match.autoplay import play_bots
from game.rules import Game
from scenes.kiosk.attract import demo_setup
from scenes.kiosk.guest import guest_setup
from scenes.kiosk.table import KioskTable

if TYPE_CHECKING:
    from game.app.main import App
    from game.app.scene import Scene


def prepare(app: App, name: str, seed: int = 7) -> Scene:
    """Show kiosk screen `name` (one of `KIOSK_SHOTS`) on `app`; returns the top scene."""
    if name not in KIOSK_SHOTS:
        raise ValueError(f"unknown kiosk screen {name!r}; choose from {', '.join(KIOSK_SHOTS)}")
    kiosk = kiosk_of_app(app)
    assert kiosk is not None
    stack = app.stack
    config = kiosk.config
    if name in ("attract-rules", "attract-scores"):
        for initials, score in (("ADA", 12), ("BOB", 19), ("CAT", 25)):
            kiosk.scores.add(initials, score, config.table_size)
        stack.clear_to_named("attract_cards", 0 if name == "attract-rules" else 3)
    elif name == "attract":
        setup = demo_setup(config, seed)
        game = Game.new(setup.config(), seed)
        play_bots(game, setup, seed, 9)
        stack.clear_to_named("attract", seed, game=game)
    elif name in ("guest", "rules"):
        stack.clear_to_named("guest")
        if name == "rules":
            stack.push_named("rules")
    elif name in ("operator-pin", "operator"):
        stack.clear_to_named("attract", seed)
        stack.push_named("operator_pin" if name == "operator-pin" else "operator")
    else:
        humans = 2 if name == "kiosk-table-2p" else 1
        final = name in ("initials", "kiosk-results")
        # A final screen shows a guest who earned initials: the first deal from `seed`
        # on where the guest's seat (played by a bot here) beat every bot.
        for deal in range(seed, seed + 200):
            setup = guest_setup(humans, config, deal)
            game = Game.new(setup.config(), deal)
            play_bots(game, setup, deal, None if final else 9)
            if not final or human_beat_every_bot(list(game.totals), [0]) == 0:
                break
        table = stack.clear_to_named("table", setup, deal, game=game)
        if name == "still-playing":
            stack.push_named("still_playing")
        elif name == "kiosk-pause":
            # Through the table's own Menu tap, as a guest opens it.
            assert isinstance(table, KioskTable)
            table.open_pause(IntentEvent(Intent.POINT, Device.TOUCH, pos=table.layout.menu.center))
        elif name == "kiosk-log":
            assert isinstance(table, KioskTable)
            table.open_log()
        elif name == "initials":
            table.finished = True  # type: ignore[attr-defined]
            scene = stack.replace_named("initials", table.match, 0, game.totals[0])  # type: ignore[attr-defined]
            for letter in "AB":
                scene.type(letter)  # type: ignore[attr-defined]
        elif name == "kiosk-results":
            table.finished = True  # type: ignore[attr-defined]
            entry = kiosk.scores.add("ZED", game.totals[0], config.table_size)
            stack.replace_named("kiosk_results", table.match, entry)  # type: ignore[attr-defined]
    top = stack.top
    assert top is not None
    return top
