"""A question about a phone, answered at the TV (issue 66): "Eve's phone asks for Cleo's
seat: Allow / Refuse", or "Remove Anna's phone?".

`PhoneQuestionScene(question, yes_label, on_yes, no_label, on_no)`: the words are given
already in the language of the moment (they hold names). Whoever is at the TV answers it
(keyboard, mouse, touch or a pad); a phone never does: the room decides who sits. BACK is
the "no" answer. It is the pause overlay with other words and buttons, its question wrapped
to the panel (a name makes it any length).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import ui
from game.app.intents import Device, Intent, IntentEvent
from game.draw import theme
from game.draw.theme import px
from game.i18n import N_, _
from scenes.pause import PauseScene
from scenes.screens import screens

if TYPE_CHECKING:
    from game.app.scene import AppPort


class PhoneQuestionScene(PauseScene):
    name = "phone_question"
    wide = True
    unbidden = True  # it opens when a phone asks, not when someone at the TV pressed

    def __init__(
        self,
        question: str,
        yes_label: str,
        on_yes: Callable[[], None],
        no_label: str,
        on_no: Callable[[], None] | None = None,
    ) -> None:
        self.question = question
        self.yes_label, self.no_label = yes_label, no_label
        self.on_yes, self.on_no = on_yes, on_no
        self.back_label = no_label
        self.title = ""
        super().__init__()

    def buttons(self) -> list[ui.Button]:
        # "No" first: a stray press at the TV seats nobody and removes nobody.
        return [
            ui.Button(self.no_label, self.no, name="no"),
            ui.Button(self.yes_label, self.yes, name="yes"),
        ]

    def yes(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()
        self.on_yes()

    def no(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()
        if self.on_no is not None:
            self.on_no()

    def resume_game(self) -> None:  # BACK, MENU: the "no" answer
        self.no()

    def handle(self, event: IntentEvent) -> bool:
        if event.device is Device.PHONE:
            return True  # the room answers, not a phone
        return super().handle(event)

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        head = px(60, self.scale)  # two lines of question where the title was one
        self.panel.top -= head
        self.panel.height += head

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        s = self.scale
        theme.dim(surface, 175)
        theme.draw_panel(surface, self.panel, s, look=look)
        margin = px(30, s)
        top = self.panel.top + px(16, s)
        bottom = min(item.rect.top for item in self.menu.items) - px(10, s)
        box = pygame.Rect(self.panel.x + margin, top, self.panel.w - 2 * margin, bottom - top)
        if box.h > 0:
            theme.draw_text(
                surface,
                self.question,
                None,
                px(40, s),
                theme.CREAM,
                "display",
                box=box,
                lines=2,
                look=look,
            )
        self.menu.draw(surface, look=look)
        app = self.app
        if app is not None:
            ui.clear_prompt_band(surface, s, look=look)
            ui.draw_prompt_bar(
                surface,
                [(Intent.CONFIRM, N_("Select")), (Intent.BACK, self.no_label)],
                app.prompt_label,
                app.last_device,
                s,
                look=look,
            )


def ask_remove(app: AppPort, actor: int, name: str) -> None:
    """ "Remove Anna's phone?" at the TV: Keep / Remove (from the lobby or the pause menu:
    the question goes over whatever is on top)."""

    def remove() -> None:
        if app.phones is not None:
            app.phones.remove(actor)
            app.notify(_("{name}'s phone was removed: the TV shows a new code").format(name=name))

    app.stack.push(
        screens(app.stack).phone_question(
            _("Remove {player}'s phone?").format(player=name), _("Remove"), remove, _("Keep")
        )
    )
