"""The table's parts, each given the match, the parts built before it and callbacks
(`Cues`), never the scene.

The callbacks close over the scene here, in one place: the parts cannot reach the scene,
nor one another through it. None refers to a part built after it, and none carries the
engine's events: those are returned to the scene (`TableScene.show`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import ui
from scenes.screens import screens
from scenes.table.coach import CoachDesk
from scenes.table.couch import CouchDesk
from scenes.table.cues import Cues
from scenes.table.decision import DecisionDesk
from scenes.table.input import TableInput
from scenes.table.look import LookDesk
from scenes.table.turns import TurnController

if TYPE_CHECKING:
    from scenes.table.port import WiringPort


Parts = tuple[Cues, TurnController, LookDesk, CoachDesk, CouchDesk, DecisionDesk, TableInput]


def _unplugged(table: WiringPort) -> None:
    """A seated pad went: its owner is asked (one panel, wherever the table is)."""
    stack = table.stack
    if stack is not None and not any(scene.name == "unplugged" for scene in stack.scenes):
        stack.push(screens(stack).unplugged(table.couch))


def parts(table: WiringPort, turns_class: type[TurnController] = TurnController) -> Parts:
    """`turns_class`: who decides for each seat (the guided first game plays scripted bots
    and asks for one move at a time). Each part is built after the parts it is given."""
    match = table.match
    scene: object = table  # the scene on the stack, whatever port it is seen through
    cues = Cues(
        app=lambda: table.app,
        settings=lambda: table.settings,
        sound=table.play_sound,
        warn=table.warn,
        caught_up=lambda: table.animator.idle,
        finished=lambda: table.finished,
        on_top=lambda: table.stack is None or table.stack.top is scene,
        now=lambda: table.time,
    )
    look = LookDesk(match, sound=table.play_sound)
    turns = turns_class(match, cues, table.looks, look)
    coach = CoachDesk(match, cues, human_turn=turns.on_screen, accepts=turns.accepts)
    couch = CouchDesk(match, cues, turns, lambda: _unplugged(table))
    desk = DecisionDesk(
        match,
        table.view,
        turns,
        layout=lambda: table.layout,
        prompt_label=table.prompt_label,
        warn=table.warn,
    )
    intents = TableInput(
        match,
        cues,
        turns=turns,
        desk=desk,
        look=look,
        couch=couch,
        coach=coach,
        layout=lambda: table.layout,
        pointer=lambda: ui.pointer(table),
        prompt_label=table.prompt_label,
        open_pause=table.open_pause,
        open_log=table.open_log,
        hurry=table.hurry,
    )
    return cues, turns, look, coach, couch, desk, intents
