"""Asked before a new game starts while another is saved unfinished: "Continue" it, or
"Start anyway". Nothing is lost either way: starting anyway moves the unfinished game
into the history (`game.store.saves.SaveStore.save` files it there on the new match's
first save), and Continue opens it as the menu's Continue would.

`ConfirmNewScene(start)`: `start()` starts the new game (the setup's Start, confirmed).
BACK returns to the setup. It is the pause overlay with other words and buttons.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app import ui
from game.i18n import N_
from scenes import resume
from scenes.pause import PauseScene
from scenes.screens import screens


class ConfirmNewScene(PauseScene):
    name = "confirm_new"
    title = N_("A game is unfinished")
    note = N_("Start anyway keeps it in the history.")
    back_label = N_("Back")

    def __init__(self, start: Callable[[], None]) -> None:
        self.start = start
        super().__init__()

    def buttons(self) -> list[ui.Button]:
        return [
            ui.Button(N_("Continue"), self.continue_saved, name="continue"),
            ui.Button(N_("Start anyway"), self.start_anyway, name="start"),
        ]

    def continue_saved(self) -> None:
        app, stack = self.app, self.stack
        if app is None or stack is None:
            return
        stack.clear_to(screens(stack).menu())
        resume.continue_match(app, stack)  # (a save gone bad meanwhile: the menu, told why)

    def start_anyway(self) -> None:
        if self.stack is not None:
            self.stack.pop()
        self.start()
