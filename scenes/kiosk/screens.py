"""The kiosk's own screens, as typed openers, besides the ones it shares with the desktop
(`scenes.screens.Screens`, where its "menu" is the attract loop and its table, pause,
move log and results are its own): `kiosk_screens(self).guest()`.

Like `scenes.screens`, this imports no screen, so the kiosk's screens open one another
without importing one another. `scenes.kiosk.flow.KioskFlow` is the implementation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from scenes.screens import Screens

if TYPE_CHECKING:
    from game.app.scene import Scene, SceneStack
    from game.kiosk.scores import Entry
    from game.match.model import Match
    from game.rules import Game


@runtime_checkable
class KioskScreens(Screens, Protocol):
    def attract(self, seed: int | None = None, game: Game | None = None) -> Scene:
        """The attract loop: a demo game of bots (from `seed`, or `game` as it stands)."""

    def attract_cards(self, page: int = 0) -> Scene:
        """The attract loop's cards: the rules, then today's best scores."""

    def guest(self) -> Scene:
        """A guest's start screen: players, language, How to play, Start."""

    def rules(self) -> Scene:
        """The rules in short, over the guest's screen or the pause."""

    def initials(self, match: Match, seat: int, score: int) -> Scene:
        """A guest who beat every bot enters initials for today's best scores."""

    def kiosk_results(self, match: Match, entry: Entry | None = None) -> Scene:
        """The kiosk's results, with the guest's best-score `entry` if any."""

    def still_playing(self) -> Scene:
        """ "Still playing?": the idle countdown over a guest's table."""

    def operator_pin(self, mode: str = "check") -> Scene:
        """The operator's PIN pad ("check" to get in, "new" to change the PIN)."""

    def operator(self) -> Scene:
        """The operator's menu."""

    def no_pin(self, problems: list[str] | None = None) -> Scene:
        """Out of service: no usable operator PIN (`nothanks kiosk-pin` sets one)."""


def kiosk_screens(where: Scene | SceneStack | None) -> KioskScreens:
    """The kiosk's typed openers, for a scene on a kiosk App's stack (or that stack)."""
    from game.app.scene import SceneStack

    stack = where if isinstance(where, SceneStack) else where.stack if where else None
    found = stack.screens if stack is not None else None
    if not isinstance(found, KioskScreens):
        raise LookupError("this stack has no kiosk screens (not a kiosk App?)")
    return found
