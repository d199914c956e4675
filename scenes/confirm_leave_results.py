"""Asked when Esc is pressed on a match's final results: the review is made from there,
so leaving at once lost it (issue 52). "Review" opens it, "Menu" leaves; BACK stays on
the results. It is the pause overlay with other words and buttons.

`ConfirmLeaveResultsScene(review, leave)`: the results' own Review and Menu.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app import ui
from game.i18n import N_
from scenes.pause import PauseScene


class ConfirmLeaveResultsScene(PauseScene):
    name = "confirm_leave_results"
    title = N_("Leave the results?")
    note = N_("Review this match now, or go to the menu.")
    back_label = N_("Back")

    def __init__(self, review: Callable[[], None], leave: Callable[[], None]) -> None:
        self.review_match = review
        self.leave = leave
        super().__init__()

    def buttons(self) -> list[ui.Button]:
        return [
            ui.Button(N_("Review"), self._review, name="review"),
            ui.Button(N_("Menu"), self.leave, name="menu"),
        ]

    def _review(self) -> None:
        if self.stack is not None:
            self.stack.pop()  # back to the results, which open the review over them
        self.review_match()
