"""The table's parts, each given the match and callbacks (`Cues`), never the scene.

The callbacks close over the scene here, in one place: the parts cannot reach the scene,
nor one another through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.table import decision
from scenes.table import input as table_input
from scenes.table.coach import CoachDesk
from scenes.table.couch import CouchDesk
from scenes.table.cues import Cues
from scenes.table.look import LookDesk
from scenes.table.turns import TurnController

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


def parts(table: TableScene) -> tuple[Cues, TurnController, LookDesk, CoachDesk, CouchDesk]:
    match = table.match
    cues = Cues(
        app=lambda: table.app,
        settings=lambda: table.settings,
        sound=table.play_sound,
        warn=table.warn,
        caught_up=lambda: table.animator.idle,
        finished=lambda: table.finished,
        on_top=lambda: table.stack is None or table.stack.top is table,
        now=lambda: table.time,
    )
    turns = TurnController(
        match,
        cues,
        table.looks,
        blocked=lambda: look.blocking,
        show=table.animator.extend,
        refuse=lambda action: decision.refuse(table, action),
        forget_look=lambda seat: look.forget(seat),
    )
    look = LookDesk(
        match,
        accepts=turns.accepts,
        confirm_word=lambda seat: table_input.confirm_word(table, seat),
        sound=table.play_sound,
    )
    coach = CoachDesk(match, cues, human_turn=turns.human_turn, accepts=turns.accepts)
    couch = CouchDesk(match, cues, turns, lambda: _unplugged(table))
    return cues, turns, look, coach, couch


def _unplugged(table: TableScene) -> None:
    """A seated pad went: its owner is asked (one panel, wherever the table is)."""
    stack = table.stack
    if stack is not None and not any(scene.name == "unplugged" for scene in stack.scenes):
        stack.push_named("unplugged", table.couch)
