"""Every scene by name, and the flow between them, in one place.

    menu ──Play──▶ setup ──Start──▶ table ──round ends──▶ round_results ──Next──▶ table
      ▲              │                │ └──match ends──▶ match_results ─Play again─▶ table
      │              └──Back──────────┤                        │
      └────────────── Quit to menu ◀── pause ◀──Menu/Esc       ├──Menu──▶ menu
                                                               └──Review──▶ review (pops back)
    menu / pause ──▶ howto, settings (each pops back); settings ──▶ controls, accessibility
    menu ──Learn to play──▶ tutorial (pops back when done or left)
    menu / match_results ──History──▶ stats (pops back) ──Replay──▶ review (pops back)
    table ──L / Up / Log──▶ movelog (pops back)
    table ──a seated pad unplugged──▶ unplugged (pops when the seat is settled)
    setup ──Select on a human seat──▶ name_entry (pops back)
    setup ──Start while a game is saved──▶ confirm_new ──Continue──▶ table (the saved one)

Scenes reach each other only through these names (`stack.push_named("pause")`), so no
scene imports another to open it, and the app package imports none of them: whoever
starts the app hands it `build_registry()` and the first scene's name.

`SHOTS` below is every screen as a picture shows it, and how each is set up: the shot
command, the fuzz and the tests that check every screen take their list from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from game.app.scene import Scene, SceneFactory, SceneRegistry

if TYPE_CHECKING:
    from game.app.main import App
    from scenes.shots import ShotPlan

FIRST_SCENE = "menu"


def lazy(module: str, factory: str) -> SceneFactory:
    """`module.factory` (a class or `Class.method`), imported when first built: the first
    frame of the title screen waits only for the menu's own imports."""

    def build(*args: object, **kwargs: object) -> Scene:
        target: object = import_module(module)
        for later in IMPORTED_WITH.get(module, ()):
            import_module(later)
        for name in factory.split("."):
            target = getattr(target, name)
        scene = target(*args, **kwargs)  # type: ignore[operator]
        assert isinstance(scene, Scene)
        return scene

    return build


# Modules imported with a scene's own, for the scene it leads to: a match's results
# imported on the frame the match ends made that frame 10-20 ms longer.
IMPORTED_WITH: dict[str, tuple[str, ...]] = {"scenes.table": ("scenes.results",)}

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
    # (seat_name, hand_over): "Ada to bot" in the pause menu, confirmed
    "confirm_handover": ("scenes.confirm_handover", "ConfirmHandOverScene"),
    # (review, leave): Esc on the final results
    "confirm_leave_results": ("scenes.confirm_leave_results", "ConfirmLeaveResultsScene"),
    "confirm_quit": ("scenes.confirm_quit", "ConfirmQuitScene"),  # (mode: "quit" or "menu")
    # (start): Start on the setup screen while a game is saved
    "confirm_new": ("scenes.confirm_new", "ConfirmNewScene"),
    "controls": ("scenes.controls", "ControlsScene"),  # under settings
    "accessibility": ("scenes.accessibility", "AccessibilityScene"),  # under settings
    "unplugged": ("scenes.unplugged", "UnpluggedScene"),  # (couch): a seated pad was unplugged
    # (question, yes_label, on_yes, no_label, on_no): a phone asks for a seat mid-match;
    # removing a phone (the lobby, the pause menu)
    "phone_question": ("scenes.phone_question", "PhoneQuestionScene"),
    # (with_off=True): how to join with a phone, large (the lobby's Phones, the pause menu)
    "phones_join": ("scenes.phones_join", "PhonesJoinScene"),
    "tutorial": ("scenes.tutorial", "TutorialScene"),  # the guided first game (menu)
    "stats": ("scenes.stats", "StatsScene"),  # (history=None): from the menu and the results
}


def build_registry() -> SceneRegistry:
    registry = SceneRegistry()
    for name, (module, factory) in SCENES.items():
        registry.register(name, lazy(module, factory))
    return registry


@dataclass(frozen=True)
class Shot:
    """How one screen is set up for a picture: `module.function(app, name, plan)` (a
    `scenes.shots.ShotPlan`), imported when first used."""

    module: str
    function: str
    kiosk: bool = False  # on a kiosk App (its own registry: scenes/kiosk/flow.py)
    seated: bool = False  # the picture depends on the seats and the special cards


# Every screen `python -m game shot --scene NAME` draws, by NAME: the shot command, the
# fuzz's jumps and the tests that check every screen's words and touch targets all take
# their screens from here, so a new screen is added once.
SHOTS: dict[str, Shot] = {
    "menu": Shot("scenes.shots", "named"),
    "setup": Shot("scenes.shots", "setup", seated=True),
    "table": Shot("scenes.shots", "table", seated=True),  # MID_GAME_TAKES in
    "results": Shot("scenes.shots", "table", seated=True),  # the match's results
    "review": Shot("scenes.shots", "table", seated=True),  # at the costliest decision
    "pause": Shot("scenes.shots", "table", seated=True),  # over a table
    "settings": Shot("scenes.shots", "named"),
    "howto": Shot("scenes.shots", "named"),  # at the plan's page
    "accessibility": Shot("scenes.shots", "named"),
    "tutorial": Shot("scenes.shots", "tutorial"),  # at the plan's page: its stop
    "stats": Shot("scenes.shots", "stats"),  # a sample history, never the player's
    "attract": Shot("scenes.kiosk.shots", "attract", kiosk=True),
    "attract-rules": Shot("scenes.kiosk.shots", "cards", kiosk=True),
    "attract-scores": Shot("scenes.kiosk.shots", "cards", kiosk=True),
    "guest": Shot("scenes.kiosk.shots", "guest", kiosk=True),
    "rules": Shot("scenes.kiosk.shots", "guest", kiosk=True),
    "kiosk-table": Shot("scenes.kiosk.shots", "table", kiosk=True),
    "kiosk-table-2p": Shot("scenes.kiosk.shots", "table", kiosk=True),
    "still-playing": Shot("scenes.kiosk.shots", "table", kiosk=True),
    "kiosk-pause": Shot("scenes.kiosk.shots", "table", kiosk=True),
    "kiosk-log": Shot("scenes.kiosk.shots", "table", kiosk=True),
    "initials": Shot("scenes.kiosk.shots", "table", kiosk=True),
    "kiosk-results": Shot("scenes.kiosk.shots", "table", kiosk=True),
    "operator-pin": Shot("scenes.kiosk.shots", "operator", kiosk=True),
    "operator": Shot("scenes.kiosk.shots", "operator", kiosk=True),
    "no-pin": Shot("scenes.kiosk.shots", "no_pin", kiosk=True),
}


def shot_names(kiosk: bool) -> tuple[str, ...]:
    """The desktop's screens, or the kiosk's, in the table's order."""
    return tuple(name for name, shot in SHOTS.items() if shot.kiosk == kiosk)


def open_shot(app: App, name: str, plan: ShotPlan) -> Scene:
    """Set screen `name` up on `app` (a kiosk App for a kiosk screen) as `plan` says;
    returns the top scene."""
    shot = SHOTS.get(name)
    if shot is None:
        raise ValueError(f"unknown screen {name!r}; choose from {', '.join(SHOTS)}")
    opener = getattr(import_module(shot.module), shot.function)
    opener(app, name, plan)
    top = app.stack.top
    assert top is not None
    return top
