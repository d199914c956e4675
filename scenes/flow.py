"""Every scene by name, and the flow between them, in one place.

    menu ──Play──▶ setup ──Start──▶ table ──round ends──▶ round_results ──Next──▶ table
      ▲              │                │ └──match ends──▶ match_results ─Play again─▶ table
      │              └──Back──────────┤                        │
      └────────────── Quit to menu ◀── pause ◀──Menu/Esc       ├──Menu──▶ menu
                                                               └──Review──▶ review (pops back)
    menu / pause ──▶ howto, settings (each pops back); settings ──▶ controls
    table ──L / Up / Log──▶ movelog (pops back)
    table ──a seated pad unplugged──▶ unplugged (pops when the seat is settled)
    setup ──Select on a human seat──▶ name_entry (pops back)
    setup ──Start while a game is saved──▶ confirm_new ──Continue──▶ table (the saved one)

Scenes reach each other only through these names (`stack.push_named("pause")`), so no
scene imports another to open it, and the app package imports none of them: whoever
starts the app hands it `build_registry()` and the first scene's name.
"""

from __future__ import annotations

from game.app.scene import SceneRegistry
from scenes.confirm_new import ConfirmNewScene
from scenes.confirm_quit import ConfirmQuitScene
from scenes.controls import ControlsScene
from scenes.howto import HowToScene
from scenes.menu import MenuScene
from scenes.movelog import MoveLogScene
from scenes.name_entry import NameEntryScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.review import ReviewScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.table import TableScene
from scenes.unplugged import UnpluggedScene

FIRST_SCENE = "menu"


def build_registry() -> SceneRegistry:
    registry = SceneRegistry()
    registry.register("menu", MenuScene)
    registry.register("setup", SetupScene)  # (setup=None)
    registry.register("table", TableScene)  # (setup, seed, game=None)
    registry.register("round_results", ResultsScene.for_round)  # (table, RoundEnded)
    registry.register("match_results", ResultsScene.for_match)  # (table)
    registry.register("review", ReviewScene)  # (setup, record): Review on match_results
    registry.register("pause", PauseScene)
    registry.register("movelog", MoveLogScene)  # (story)
    registry.register("name_entry", NameEntryScene)  # (title, initial, on_done)
    registry.register("howto", HowToScene)
    registry.register("settings", SettingsScene)
    registry.register("confirm_quit", ConfirmQuitScene)  # (mode: "quit" or "menu")
    registry.register("confirm_new", ConfirmNewScene)  # (start): a new game over a saved one
    registry.register("controls", ControlsScene)  # under settings
    registry.register("unplugged", UnpluggedScene)  # (couch): a seated pad was unplugged
    return registry
