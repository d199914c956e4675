"""Every kiosk screen, and the flow between them.

    attract ──tap──▶ guest ──Start──▶ table ──match ends──▶ [initials] ──▶ kiosk_results ──▶ attract
       │  ▲            └─How to play─▶ rules    │ └─idle─▶ still_playing ─0 s─▶ attract
       ▼  │                                     ├─Menu─▶ pause (keep playing / end game)
          │                                     └─Log──▶ movelog (closes itself when idle)
    attract_cards (rules carousel, today's best)
    anywhere ──corner hold 5 s / Ctrl+Shift+O──▶ operator_pin ──PIN──▶ operator
    no usable PIN: no_pin alone (no way out at the screen) ──`nothanks kiosk-pin`──▶ attract

The kiosk's screens are typed openers (`KioskFlow`, `scenes.kiosk.screens.KioskScreens`):
the desktop's where they are the same, its own where they differ ("menu" leads back to
attract; the table, pause, move log and results are the kiosk's), and there is no
settings, how-to-play menu page or quit anywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.app.scene import Scene
from game.kiosk.scores import human_beat_every_bot
from scenes.flow import DesktopScreens
from scenes.kiosk.screens import KioskScreens

if TYPE_CHECKING:
    from game.kiosk.mode import KioskMode
    from game.kiosk.scores import Entry
    from game.match.model import Match
    from game.match.setup import MatchSetup
    from game.rules import Game
    from game.rules.events import RoundEnded
    from scenes.table.story import MoveStory


class KioskFlow(DesktopScreens):
    """The kiosk's screens; each is imported when first opened."""

    def __init__(self, kiosk: KioskMode) -> None:
        self.kiosk = kiosk

    def home(self) -> Scene:
        return self.attract()

    def quit_asked(self) -> Scene | None:
        return None  # a kiosk's window never closes by a guest's hand (game.kiosk.mode)

    def menu(self) -> Scene:
        return self.attract()

    def table(
        self,
        setup: MatchSetup,
        seed: int,
        game: Game | None = None,
        human_moves: Sequence[int] | None = None,
    ) -> Scene:
        from scenes.kiosk.table import KioskTable

        return KioskTable(setup, seed, game, human_moves)

    def round_results(self, match: Match, ended: RoundEnded) -> Scene:
        from scenes.kiosk.results import KioskResults

        return KioskResults.for_round(match, ended)  # kiosk games are one round

    def match_results(self, match: Match) -> Scene:
        """The match is over: initials first if a guest beat every bot, else the results."""
        totals = list(match.game.totals)
        seat = human_beat_every_bot(totals, match.humans())
        if seat is not None:
            return self.initials(match, seat, totals[seat])
        return self.kiosk_results(match)

    def pause(
        self,
        seat_name: str | None = None,
        hand_over: Callable[[str], None] | None = None,
        pauser_pad: int | None = None,
        take_back: dict[str, Callable[[], None]] | None = None,
        remove_phones: dict[str, Callable[[], None]] | None = None,
        phone_code: bool = False,
    ) -> Scene:
        """The kiosk's pause: no seat hand-over (a guest who leaves taps End game), and no
        phones (the kiosk never switches them on)."""
        from scenes.kiosk.overlays import KioskPauseScene

        return KioskPauseScene()

    def movelog(self, story: MoveStory) -> Scene:
        from scenes.kiosk.movelog import KioskMoveLog

        return KioskMoveLog(story)

    # The kiosk's own ---------------------------------------------------------------------
    def attract(self, seed: int | None = None, game: Game | None = None) -> Scene:
        from scenes.kiosk.attract import AttractTable

        return AttractTable(seed, self.kiosk.config, game)

    def attract_cards(self, page: int = 0) -> Scene:
        from scenes.kiosk.attract import AttractCards

        return AttractCards(page)

    def guest(self) -> Scene:
        from scenes.kiosk.guest import GuestScene

        return GuestScene()

    def rules(self) -> Scene:
        from scenes.kiosk.rules import RulesScene

        return RulesScene()

    def initials(self, match: Match, seat: int, score: int) -> Scene:
        from scenes.kiosk.initials import InitialsScene

        return InitialsScene(match, seat, score)

    def kiosk_results(self, match: Match, entry: Entry | None = None) -> Scene:
        from scenes.kiosk.results import KioskResults

        return KioskResults.with_entry(match, entry)

    def still_playing(self) -> Scene:
        from scenes.kiosk.overlays import StillPlayingScene

        return StillPlayingScene()

    def operator_pin(self, mode: str = "check") -> Scene:
        from scenes.kiosk.operator import OperatorPinScene

        return OperatorPinScene(mode)

    def operator(self) -> Scene:
        from scenes.kiosk.operator import OperatorMenu

        return OperatorMenu()

    def no_pin(self, problems: list[str] | None = None) -> Scene:
        from scenes.kiosk.operator import NoPinScene

        return NoPinScene(problems)


def kiosk_flow(kiosk: KioskMode) -> KioskScreens:
    """The kiosk's screens (typed as the Protocol, so mypy checks `KioskFlow` has every
    opener, with its arguments)."""
    return KioskFlow(kiosk)
