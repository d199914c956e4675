"""What the table's helpers see of the table scene, one port per helper: `WiringPort` for
`wiring` (the parts' callbacks), `FramePort` for `frame` and `paint` (one frame read from
the parts), and `TablePort`, the whole table, for `phones`. `scene.TableScene` satisfies
them all.

Declared apart from the scene so that the scene can import those helpers while they name
none of its code: the table's modules import one another in one direction only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.app.intents import Intent, IntentEvent
    from game.app.scene import AppPort, SceneStack
    from game.draw.look import Look as DrawingLook
    from game.draw.sprites import Look
    from game.match.model import Match
    from game.rules import Game
    from game.rules.events import Event
    from game.store.settings import Settings
    from scenes.table.animations import EventAnimator
    from scenes.table.coach import CoachDesk
    from scenes.table.couch import CouchDesk
    from scenes.table.decision import DecisionDesk
    from scenes.table.input import TableInput
    from scenes.table.layout import TableLayout
    from scenes.table.look import LookDesk
    from scenes.table.story import MoveStory
    from scenes.table.turns import TurnController
    from scenes.table.view import TableView


class WiringPort(Protocol):
    """What the parts are wired to (`wiring.parts`): the match and the view, the table's
    clock and state, and the doors the parts may open."""

    match: Match
    looks: list[Look]
    view: TableView
    layout: TableLayout
    animator: EventAnimator
    time: float
    finished: bool
    couch: CouchDesk  # built by `wiring`; the "unplugged" panel is given it

    @property
    def app(self) -> AppPort | None: ...

    @property
    def stack(self) -> SceneStack | None: ...

    @property
    def settings(self) -> Settings: ...

    def prompt_label(self, intent: Intent, seat: int | None = None) -> str: ...

    def play_sound(self, name: str) -> None: ...

    def warn(self, text: str, seconds: float = 2.5) -> None: ...

    def open_pause(self, event: IntentEvent | None = None) -> None: ...

    def open_log(self, event: IntentEvent | None = None) -> None: ...

    def hurry(self) -> None: ...


class FramePort(Protocol):
    """What one frame reads (`frame.frame_of`, `paint.draw_table`): the match, the view and
    the story, the layout, the animation playing, and the parts' state."""

    match: Match
    game: Game
    names: list[str]
    looks: list[Look]
    view: TableView
    story: MoveStory
    layout: TableLayout
    animator: EventAnimator
    time: float
    finished: bool
    notice: str  # a short warning shown in the caption's place, until `notice_until`
    notice_until: float
    peek_by_hold: bool
    # The parts `wiring` builds:
    turns: TurnController
    couch: CouchDesk
    coach_desk: CoachDesk
    look_desk: LookDesk
    decision_desk: DecisionDesk
    table_input: TableInput

    @property
    def app(self) -> AppPort | None: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def look(self) -> DrawingLook:
        """How the table is drawn (`game.draw.look`; `looks`: the seats' badges)."""

    def prompt_label(self, intent: Intent, seat: int | None = None) -> str: ...


class TablePort(WiringPort, FramePort, Protocol):
    """The whole table, for `phones` (a phone acts, asks and is shown, as a seat does)."""

    def show(self, events: Sequence[Event]) -> None: ...
