"""Asked before leaving a match in progress (closing the window, or Quit to menu from the
pause overlay): "Keep playing" or "Leave". Nothing is lost either way: the match is
autosaved after every action, and the menu offers Continue.

`ConfirmQuitScene(mode)`: mode "quit" ends the app on Leave, "menu" returns to the menu.
BACK keeps playing; closing the window again while this is shown quits at once (the App
asks only once). It is the pause overlay with other words and buttons.
"""

from __future__ import annotations

from game.app import ui
from game.i18n import N_
from scenes.pause import PauseScene
from scenes.screens import screens


class ConfirmQuitScene(PauseScene):
    name = "confirm_quit"
    note = N_("It is saved: Continue it from the menu.")
    back_label = N_("Keep playing")

    def __init__(self, mode: str = "quit") -> None:
        self.mode = mode
        self.title = N_("Quit the game?") if mode == "quit" else N_("Leave this match?")
        super().__init__()

    def buttons(self) -> list[ui.Button]:
        return [
            ui.Button(N_("Keep playing"), self.resume_game, name="keep"),
            ui.Button(N_("Leave"), self.leave, name="leave"),
        ]

    def leave(self) -> None:
        if self.mode == "quit" and self.app is not None:
            self.app.quit()
        elif self.stack is not None:
            self.stack.clear_to(screens(self).menu())
