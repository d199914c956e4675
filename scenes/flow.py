"""Every screen, and the flow between them, in one place.

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

Scenes reach each other only through typed openers (`scenes.screens.Screens`, below
`DesktopScreens`): `self.stack.push(screens(self).pause())`, so no scene imports another to
open it, mypy checks every opener's arguments, and the app package imports none of them:
whoever starts the app hands it `DesktopScreens()` and it opens `home()` first.

`SHOTS` below is every screen as a picture shows it, and how each is set up: the shot
command, the fuzz and the tests that check every screen take their list from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from game.app.scene import Scene
from scenes.screens import Screens, screens

if TYPE_CHECKING:
    from game.app.main import App
    from game.bots.review import Verdict
    from game.match.model import Match
    from game.match.setup import MatchSetup
    from game.rules import Game, GameRecord
    from game.rules.events import RoundEnded
    from game.store.saves import SavedMatch
    from scenes.shots import ShotPlan
    from scenes.table.couch import CouchDesk
    from scenes.table.story import MoveStory


class DesktopScreens:
    """The desktop game's screens (`Screens`), each imported when first opened: the first
    frame of the title screen waits only for the menu's own imports."""

    def home(self) -> Scene:
        return self.menu()

    def quit_asked(self) -> Scene | None:
        return self.confirm_quit("quit")

    def menu(self) -> Scene:
        from scenes.menu import MenuScene

        return MenuScene()

    def setup(self, setup: MatchSetup | None = None) -> Scene:
        from scenes.setup import SetupScene

        return SetupScene(setup)

    def table(
        self,
        setup: MatchSetup,
        seed: int,
        game: Game | None = None,
        human_moves: Sequence[int] | None = None,
    ) -> Scene:
        # Imported with the table, for the screen it leads to: a match's results imported
        # on the frame the match ends made that frame 10-20 ms longer.
        import scenes.results  # noqa: F401
        from scenes.table import TableScene

        return TableScene(setup, seed, game, human_moves)

    def round_results(self, match: Match, ended: RoundEnded) -> Scene:
        from scenes.results import ResultsScene

        return ResultsScene.for_round(match, ended)

    def match_results(self, match: Match) -> Scene:
        from scenes.results import ResultsScene

        return ResultsScene.for_match(match)

    def review(
        self,
        setup: MatchSetup,
        record: GameRecord,
        *,
        samples: int | None = None,
        moves: Sequence[int] | None = None,
        verdicts: dict[int, Verdict] | None = None,
    ) -> Scene:
        from scenes.review import ReviewScene

        return ReviewScene(setup, record, samples=samples, moves=moves, verdicts=verdicts)

    def pause(
        self,
        seat_name: str | None = None,
        hand_over: Callable[[str], None] | None = None,
        pauser_pad: int | None = None,
        take_back: dict[str, Callable[[], None]] | None = None,
        remove_phones: dict[str, Callable[[], None]] | None = None,
        phone_code: bool = False,
    ) -> Scene:
        from scenes.pause import PauseScene

        return PauseScene(seat_name, hand_over, pauser_pad, take_back, remove_phones, phone_code)

    def phone_question(
        self,
        question: str,
        yes_label: str,
        on_yes: Callable[[], None],
        no_label: str,
        on_no: Callable[[], None] | None = None,
    ) -> Scene:
        from scenes.phone_question import PhoneQuestionScene

        return PhoneQuestionScene(question, yes_label, on_yes, no_label, on_no)

    def phones_join(self, with_off: bool = True) -> Scene:
        from scenes.phones_join import PhonesJoinScene

        return PhonesJoinScene(with_off)

    def movelog(self, story: MoveStory) -> Scene:
        from scenes.movelog import MoveLogScene

        return MoveLogScene(story)

    def name_entry(
        self, title: str, initial: str, on_done: Callable[[str], object], owner: int | None = None
    ) -> Scene:
        from scenes.name_entry import NameEntryScene

        return NameEntryScene(title, initial, on_done, owner)

    def howto(self) -> Scene:
        from scenes.howto import HowToScene

        return HowToScene()

    def settings(self) -> Scene:
        from scenes.settings import SettingsScene

        return SettingsScene()

    def controls(self) -> Scene:
        from scenes.controls import ControlsScene

        return ControlsScene()

    def accessibility(self) -> Scene:
        from scenes.accessibility import AccessibilityScene

        return AccessibilityScene()

    def confirm_handover(self, seat_name: str, hand_over: Callable[[], None]) -> Scene:
        from scenes.confirm_handover import ConfirmHandOverScene

        return ConfirmHandOverScene(seat_name, hand_over)

    def confirm_leave_results(self, review: Callable[[], None], leave: Callable[[], None]) -> Scene:
        from scenes.confirm_leave_results import ConfirmLeaveResultsScene

        return ConfirmLeaveResultsScene(review, leave)

    def confirm_quit(self, mode: str = "quit") -> Scene:
        from scenes.confirm_quit import ConfirmQuitScene

        return ConfirmQuitScene(mode)

    def confirm_new(self, start: Callable[[], None]) -> Scene:
        from scenes.confirm_new import ConfirmNewScene

        return ConfirmNewScene(start)

    def unplugged(self, couch: CouchDesk) -> Scene:
        from scenes.unplugged import UnpluggedScene

        return UnpluggedScene(couch)

    def tutorial(self, lesson: str = "basics") -> Scene:
        from scenes.tutorial import TutorialScene

        return TutorialScene(lesson)

    def stats(self, history: Sequence[SavedMatch] | None = None) -> Scene:
        from scenes.stats import StatsScene

        return StatsScene(history)


def desktop() -> Screens:
    """The desktop game's screens (typed as the Protocol, so mypy checks that
    `DesktopScreens` has every opener, each with the Protocol's arguments)."""
    return DesktopScreens()


# Every screen by its opener's name (the couch's screen rules, docs/COUCH.md, name them).
# (`home` and `quit_asked` are the app's ways to a screen, not screens of their own.)
SCREEN_NAMES: tuple[str, ...] = tuple(
    name
    for name in vars(DesktopScreens)
    if not name.startswith("_") and name not in ("home", "quit_asked")
)


@dataclass(frozen=True)
class Shot:
    """How one screen is set up for a picture: `module.function(app, name, plan)` (a
    `scenes.shots.ShotPlan`), imported when first used."""

    module: str
    function: str
    # The screen's own opener, for a screen opened with no match: pushed first, then
    # `function` sets it up (`scenes.shots.named`).
    opens: Callable[[Screens], Scene] | None = None
    kiosk: bool = False  # on a kiosk App (its own screens: scenes/kiosk/flow.py)
    seated: bool = False  # the picture depends on the seats and the special cards


# Every screen `python -m game shot --scene NAME` draws, by NAME: the shot command, the
# fuzz's jumps and the tests that check every screen's words and touch targets all take
# their screens from here, so a new screen is added once.
SHOTS: dict[str, Shot] = {
    "menu": Shot("scenes.shots", "named", lambda s: s.menu()),
    "setup": Shot("scenes.shots", "setup", seated=True),
    "table": Shot("scenes.shots", "table", seated=True),  # MID_GAME_TAKES in
    "results": Shot("scenes.shots", "table", seated=True),  # the match's results
    "review": Shot("scenes.shots", "table", seated=True),  # at the costliest decision
    "pause": Shot("scenes.shots", "table", seated=True),  # over a table
    "settings": Shot("scenes.shots", "named", lambda s: s.settings()),
    "howto": Shot("scenes.shots", "named", lambda s: s.howto()),  # at the plan's page
    "accessibility": Shot("scenes.shots", "named", lambda s: s.accessibility()),
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
    if shot.opens is not None:
        app.stack.push(shot.opens(screens(app.stack)))
    opener = getattr(import_module(shot.module), shot.function)
    opener(app, name, plan)
    top = app.stack.top
    assert top is not None
    return top
