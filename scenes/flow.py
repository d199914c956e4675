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

from importlib import import_module

from game.app.scene import Scene, SceneFactory, SceneRegistry

FIRST_SCENE = "menu"


def lazy(module: str, factory: str) -> SceneFactory:
    """`module.factory` (a class or `Class.method`), imported when first built: the first
    frame of the title screen waits only for the menu's own imports."""

    def build(*args: object, **kwargs: object) -> Scene:
        target: object = import_module(module)
        for name in factory.split("."):
            target = getattr(target, name)
        scene = target(*args, **kwargs)  # type: ignore[operator]
        assert isinstance(scene, Scene)
        return scene

    return build


# Scene name -> (module, factory in it), with the arguments each is opened with.
SCENES: dict[str, tuple[str, str]] = {
    "menu": ("scenes.menu", "MenuScene"),
    "setup": ("scenes.setup", "SetupScene"),  # (setup=None)
    "table": ("scenes.table", "TableScene"),  # (setup, seed, game=None)
    "round_results": ("scenes.results", "ResultsScene.for_round"),  # (match, RoundEnded)
    "match_results": ("scenes.results", "ResultsScene.for_match"),  # (match)
    "review": ("scenes.review", "ReviewScene"),  # (setup, record): Review on match_results
    "pause": ("scenes.pause", "PauseScene"),
    "movelog": ("scenes.movelog", "MoveLogScene"),  # (story)
    "name_entry": ("scenes.name_entry", "NameEntryScene"),  # (title, initial, on_done)
    "howto": ("scenes.howto", "HowToScene"),
    "settings": ("scenes.settings", "SettingsScene"),
    "confirm_quit": ("scenes.confirm_quit", "ConfirmQuitScene"),  # (mode: "quit" or "menu")
    # (start): Start on the setup screen while a game is saved
    "confirm_new": ("scenes.confirm_new", "ConfirmNewScene"),
    "controls": ("scenes.controls", "ControlsScene"),  # under settings
    "unplugged": ("scenes.unplugged", "UnpluggedScene"),  # (couch): a seated pad was unplugged
}


def build_registry() -> SceneRegistry:
    registry = SceneRegistry()
    for name, (module, factory) in SCENES.items():
        registry.register(name, lazy(module, factory))
    return registry
