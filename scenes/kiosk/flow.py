"""Every kiosk scene by name, and the flow between them.

    attract ──tap──▶ guest ──Start──▶ table ──match ends──▶ [initials] ──▶ kiosk_results ──▶ attract
       │  ▲            └─How to play─▶ rules    │ └─idle─▶ still_playing ─0 s─▶ attract
       ▼  │                                     ├─Menu─▶ pause (keep playing / end game)
          │                                     └─Log──▶ movelog (closes itself when idle)
    attract_cards (rules carousel, today's best)
    anywhere ──corner hold 5 s / Ctrl+Shift+O──▶ operator_pin ──PIN──▶ operator
    no usable PIN: no_pin alone (no way out at the screen) ──`nothanks kiosk-pin`──▶ attract

The normal table is reused by name ("table" is the kiosk's subclass of it); "menu" leads
back to attract, and there is no settings, how-to-play menu page or quit anywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app.scene import Scene, SceneRegistry
from game.kiosk.scores import human_beat_every_bot
from scenes.kiosk.attract import AttractCards, AttractTable
from scenes.kiosk.guest import GuestScene
from scenes.kiosk.initials import InitialsScene
from scenes.kiosk.movelog import KioskMoveLog
from scenes.kiosk.operator import NoPinScene, OperatorMenu, OperatorPinScene
from scenes.kiosk.overlays import KioskPauseScene, StillPlayingScene
from scenes.kiosk.results import KioskResults
from scenes.kiosk.rules import RulesScene
from scenes.kiosk.table import KioskTable

if TYPE_CHECKING:
    from game.kiosk.mode import KioskMode
    from game.match.model import Match

FIRST_SCENE = "attract"


def after_match(match: Match) -> Scene:
    """The match is over: initials first if a guest beat every bot, else the results."""
    totals = list(match.game.totals)
    seat = human_beat_every_bot(totals, match.humans())
    if seat is not None:
        return InitialsScene(match, seat, totals[seat])
    return KioskResults.with_entry(match)


def build_kiosk_registry(kiosk: KioskMode) -> SceneRegistry:
    registry = SceneRegistry()
    registry.register(
        "attract", lambda seed=None, game=None: AttractTable(seed, kiosk.config, game)
    )
    registry.register("menu", lambda: AttractTable(None, kiosk.config))
    registry.register("attract_cards", AttractCards)
    registry.register("guest", GuestScene)
    registry.register("rules", RulesScene)
    registry.register("table", KioskTable)  # (setup, seed, game=None)
    registry.register("match_results", after_match)  # (match)
    registry.register("round_results", KioskResults.for_round)  # kiosk games are one round
    registry.register("kiosk_results", KioskResults.with_entry)  # (match, entry)
    registry.register("initials", InitialsScene)  # (match, seat, score)
    registry.register("still_playing", StillPlayingScene)
    registry.register("pause", KioskPauseScene)
    registry.register("movelog", KioskMoveLog)  # (story): the table's Log button
    registry.register("operator_pin", OperatorPinScene)
    registry.register("operator", OperatorMenu)
    registry.register("no_pin", NoPinScene)
    return registry
