"""Asked before a seat is handed to a bot from the pause menu ("Ada to bot"): "Keep
playing" or hand it over. A seat handed over by keyboard, mouse or touch is taken back
from the pause menu ("Take back Ada"); a pad takes any bot's seat as it drops in.

`ConfirmHandOverScene(seat_name, hand_over)`: `hand_over()` gives the seat to the bot the
pause menu's row chose and closes the pause menu. BACK keeps playing. It is the pause
overlay with other words and buttons, worked by whoever paused (it inherits the pause
menu's owner).
"""

from __future__ import annotations

from collections.abc import Callable

from game.app import ui
from game.i18n import N_, _
from scenes.pause import PauseScene


class ConfirmHandOverScene(PauseScene):
    name = "confirm_handover"
    title = N_("Give your seat to a bot?")
    note = N_("Take it back from the pause menu.")
    back_label = N_("Keep playing")
    wide = True

    def __init__(self, seat_name: str, hand_over: Callable[[], None]) -> None:
        self.confirm_name = seat_name
        self.on_yes = hand_over
        super().__init__()

    def buttons(self) -> list[ui.Button]:
        return [
            ui.Button(N_("Keep playing"), self.resume_game, name="keep"),
            ui.Button(_("{player} to bot").format(player=self.confirm_name), self.yes, name="yes"),
        ]

    def yes(self) -> None:
        if self.stack is not None:
            self.stack.pop()
        self.on_yes()
