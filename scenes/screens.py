"""Every screen a scene may open, as a typed opener: `screens(self).table(setup, seed)`.

A scene opens another without importing it and without naming it by a string:

    self.stack.push(screens(self).pause(seat_name="Ada", hand_over=...))
    self.stack.replace(screens(self).table(self.setup, seed))
    self.stack.clear_to(screens(self).menu())

`Screens` is the Protocol mypy checks each call against (the arguments, their types). Its
implementations import a screen's module only when that screen is first opened:
`scenes.flow.DesktopScreens` for the desktop game and `scenes.kiosk.flow.KioskFlow` for the
kiosk, whose "menu" is the attract loop and whose table, pause, move log and results are
its own. Whoever starts the app hands one to it (`App(screens=...)`); the stack keeps it.

This module imports no screen (not even for a type): a screen that opens another imports
only this, so the screens never import one another round a circle. Every opener returns
a `Scene`; a caller that needs more of one (a test, the shot tool) narrows it itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from game.app.scene import AppScreens, Scene, SceneStack

if TYPE_CHECKING:
    from game.bots.review import Verdict
    from game.match.model import Match
    from game.match.setup import MatchSetup
    from game.rules import Game, GameRecord
    from game.rules.events import RoundEnded
    from game.store.saves import SavedMatch
    from scenes.table.couch import CouchDesk
    from scenes.table.story import MoveStory


@runtime_checkable
class Screens(AppScreens, Protocol):
    """The desktop's screens (docs: the flow in scenes/flow.py). The kiosk's set adds its
    own (`scenes.kiosk.screens.KioskScreens`)."""

    def menu(self) -> Scene:
        """The title menu (the kiosk: its attract loop)."""

    def setup(self, setup: MatchSetup | None = None) -> Scene:
        """The new-game screen and lobby, with `setup`'s choices (None: the last ones)."""

    def table(
        self,
        setup: MatchSetup,
        seed: int,
        game: Game | None = None,
        human_moves: Sequence[int] | None = None,
    ) -> Scene:
        """A match at the table: a new deal from `seed`, or `game` as it stands (a
        continued match, with the moves people made in it)."""

    def round_results(self, match: Match, ended: RoundEnded) -> Scene:
        """A round's results, over the table."""

    def match_results(self, match: Match) -> Scene:
        """The finished match's results (the kiosk: initials first if a guest beat the
        bots)."""

    def review(
        self,
        setup: MatchSetup,
        record: GameRecord,
        *,
        samples: int | None = None,
        moves: Sequence[int] | None = None,
        verdicts: dict[int, Verdict] | None = None,
    ) -> Scene:
        """The coach's review of a finished match."""

    def pause(
        self,
        seat_name: str | None = None,
        hand_over: Callable[[str], None] | None = None,
        pauser_pad: int | None = None,
        take_back: dict[str, Callable[[], None]] | None = None,
        remove_phones: dict[str, Callable[[], None]] | None = None,
        phone_code: bool = False,
    ) -> Scene:
        """The pause menu; it may offer the pauser's seat to a bot (`hand_over(level)`),
        remove a phone (`remove_phones`: name -> ask) and show the phones' join card."""

    def phone_question(
        self,
        question: str,
        yes_label: str,
        on_yes: Callable[[], None],
        no_label: str,
        on_no: Callable[[], None] | None = None,
    ) -> Scene:
        """A yes/no question at the TV about a phone (a seat asked for mid-match, removing
        one); a phone cannot answer it."""

    def phones_join(self, with_off: bool = True) -> Scene:
        """How to join with a phone, large: the QR code and the short code."""

    def movelog(self, story: MoveStory) -> Scene:
        """The move log of the match the table tells in `story`."""

    def name_entry(
        self, title: str, initial: str, on_done: Callable[[str], object], owner: int | None = None
    ) -> Scene:
        """The on-screen keyboard for a name; `on_done(name)` when confirmed."""

    def howto(self) -> Scene:
        """How to play."""

    def settings(self) -> Scene: ...

    def controls(self) -> Scene:
        """Rebinding the keys (under settings)."""

    def accessibility(self) -> Scene:
        """The accessibility options (under settings)."""

    def confirm_handover(self, seat_name: str, hand_over: Callable[[], None]) -> Scene:
        """ "Hand Ada's seat to a bot?", from the pause menu."""

    def confirm_leave_results(self, review: Callable[[], None], leave: Callable[[], None]) -> Scene:
        """Esc on the final results: review first, or leave."""

    def confirm_quit(self, mode: str = "quit") -> Scene:
        """Quit the game ("quit") or the match to the menu ("menu")? The match is saved."""

    def confirm_new(self, start: Callable[[], None]) -> Scene:
        """Start a new match while one is saved?"""

    def unplugged(self, couch: CouchDesk) -> Scene:
        """A seated pad was unplugged: what becomes of its seat."""

    def tutorial(self, lesson: str = "basics") -> Scene:
        """The guided first game ("basics", or "specials" for the special cards)."""

    def stats(self, history: Sequence[SavedMatch] | None = None) -> Scene:
        """Your history and statistics (`history`: these games instead of the kept ones)."""


def screens(where: Scene | SceneStack | None) -> Screens:
    """The typed openers of the app that `where` (a scene or a stack) runs in."""
    stack = where if isinstance(where, SceneStack) else where.stack if where else None
    found = stack.screens if stack is not None else None
    if not isinstance(found, Screens):
        raise LookupError("this stack has no screens to open (a bare stack in a test?)")
    return found
