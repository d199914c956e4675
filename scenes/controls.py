"""Controls (under Settings): each intent's key and pad button, changed by pressing them.

Rows stand in two columns (UP/DOWN run down them in turn, LEFT/RIGHT cross over).
CONFIRM (or a click/tap) on an intent's row waits for the next key or pad button: a key
rebinds the keyboard, a button the gamepads. A key or button another intent uses is
refused with a notice; Escape cancels the wait (it always means Back). "Rumble" turns
the whose-turn rumble on or off; "Reset to defaults" restores every binding. Every
change is saved to the settings file and used at once.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.app import bindings, glyphs, ui
from game.app.bindings import GAMEPAD, INTENT_NAMES, KEYBOARD, REBINDABLE, Bindings
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import N_, _

OFF_ON = [N_("Off"), N_("On")]
CAPTURE_SECONDS = 6.0


NOTICE_SECONDS = 4.0


class ControlsScene(Scene):
    name = "controls"

    def __init__(self) -> None:
        super().__init__()
        self.bindings = Bindings()
        self.waiting: Intent | None = None  # the intent whose new key or button we await
        self.wait_left = 0.0
        # What the last change said ("P is already Pass"), shown in the bottom band for a
        # few seconds: the screen's own line, so it never covers the title and goes with
        # the screen.
        self.notice = ""
        self.notice_left = 0.0
        self.menu = ui.Menu([])
        self.scale = 1.0
        self.top = 0

    def enter(self) -> None:
        app = self.app
        if app is not None:
            self.bindings, _notice = bindings.load(app.settings.bindings)
        self._build()

    def _build(self) -> None:
        rumble = self.app.settings.rumble if self.app is not None else True
        focus = self.menu.focus
        rows: list[ui.Button] = [
            BindingRow(self, intent, partial(self.capture, intent)) for intent in REBINDABLE
        ]
        rows += [
            ui.OptionRow(N_("Rumble"), OFF_ON, int(rumble), self._rumble, name="rumble"),
            ui.Button(N_("Reset to defaults"), self.reset, name="reset"),
            ui.Button(N_("Back"), self.back, name="back"),
        ]
        self.menu = ui.Menu(rows)
        self.menu.focus = min(focus, len(rows) - 1)
        self.on_resize(self.stack.size if self.stack is not None else (1280, 720))

    # Changes -----------------------------------------------------------------------
    def capture(self, intent: Intent) -> None:
        self.waiting = intent
        self.wait_left = CAPTURE_SECONDS

    def _save(self) -> None:
        app = self.app
        if app is None:
            return
        app.settings.bindings = bindings.to_json(self.bindings)
        bindings.apply_to(app.input, self.bindings)
        app.save_settings()

    def _notify(self, text: str) -> None:
        self.notice, self.notice_left = text, NOTICE_SECONDS

    def assign(self, device: str, code: int) -> bool:
        """The awaited key or button: bind it unless another intent has it."""
        intent = self.waiting
        if intent is None:
            return False
        self.waiting = None
        error = bindings.rebind(self.bindings, device, intent, code, self.look.family)
        if error:
            ui.sound_of(self)("error")
            self._notify(error)
            return False
        ui.sound_of(self)("confirm")
        self._save()
        return True

    def _rumble(self, index: int) -> None:
        if self.app is not None:
            self.app.settings.rumble = bool(index)
            self.app.save_settings()

    def reset(self) -> None:
        self.bindings = Bindings()
        self._save()
        self._notify(_("Controls reset to defaults"))

    def back(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    # Scene ---------------------------------------------------------------------------
    def handle_raw(self, event: pygame.event.Event) -> bool:
        """While waiting, the next key or pad button press is the new binding."""
        if self.waiting is None:
            return False
        if event.type == pygame.KEYDOWN:
            code = getattr(event, "key", None)
            if code == pygame.K_ESCAPE:
                self.waiting = None
                ui.sound_of(self)("back")
                return True
            if isinstance(code, int):
                self.assign(KEYBOARD, code)
            return True
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            button = getattr(event, "button", None)
            if isinstance(button, int):
                self.assign(GAMEPAD, button)
            return True
        # A click cannot be bound: it goes on to the input and cancels the wait (below).
        # Releases go on too, so a key or button held when the wait began is not left
        # held (and repeating) for ever.
        return False

    def handle(self, event: IntentEvent) -> bool:
        if self.waiting is not None:
            # A click, a tap or a right click cancels, so mouse and touch are never stuck
            # on a wait only a key or a pad could end; releases and repeats do nothing.
            if event.held and event.intent in (Intent.POINT, Intent.BACK):
                self.waiting = None
                ui.sound_of(self)("back")
            return True
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            ui.sound_of(self)("back")
            self.back()
            return True
        focused = self.menu.focused
        if (
            event.intent in (Intent.LEFT, Intent.RIGHT)
            and event.held
            and not isinstance(focused, ui.OptionRow)
        ):
            # Across to the other column, at the same height.
            per_column = (len(self.menu.items) + 1) // 2
            target = self.menu.focus + (per_column if event.intent is Intent.RIGHT else -per_column)
            if 0 <= target < len(self.menu.items):
                self.menu.focus = target
                ui.sound_of(self)("move")
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def pause(self) -> None:
        # A panel over this screen (a pad unplugged mid-game) takes the keys meanwhile; the
        # wait must not still be armed when it closes, to bind whatever is pressed next.
        self.waiting = None

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        self.notice_left -= dt
        if self.notice_left <= 0:
            self.notice = ""
        if self.waiting is not None:
            self.wait_left -= dt
            if self.wait_left <= 0:
                self.waiting = None

    def on_resize(self, size: tuple[int, int]) -> None:
        """Two columns of rows (the focus runs down the left one, then the right one), so
        rows stay tall enough for TV text."""
        self.scale = s = theme.scale_for(size)
        self.top = max(0, (size[1] - int(720 * s)) // 2)
        per_column = (len(self.menu.items) + 1) // 2
        row_height = min(66, int((720 - 120 - 80) / max(1, per_column) - ui.ROW_GAP))
        h, gap = px(row_height, s), px(ui.ROW_GAP, s)
        width = px(580, s)
        centres = (size[0] // 2 - width // 2 - px(12, s), size[0] // 2 + width // 2 + px(12, s))
        for i, item in enumerate(self.menu.items):
            column, row = divmod(i, per_column)
            item.scale = s * row_height / 66
            item.rect = pygame.Rect(0, 0, width, h)
            item.rect.midtop = (centres[column], self.top + px(110, s) + row * (h + gap))

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        s = self.scale
        w = surface.get_width()
        title = pygame.Rect(0, 0, w - 2 * px(40, s), px(90, s))
        title.center = (w // 2, self.top + px(50, s))
        theme.draw_text(
            surface, _("Controls"), None, px(64, s), theme.CREAM, "display", outline=px(4, s),
            shadow=px(4, s), box=title, look=look,
        )  # fmt: skip
        self.menu.draw(surface, look=look)
        app = self.app
        # The wait's call and the last change's notice share the bottom band.
        band = pygame.Rect(0, ui.prompt_bar_top(surface.get_height(), s, look=look), w, 0)
        band.h = surface.get_height() - band.y
        if self.waiting is not None:
            name = bindings.intent_name(self.waiting)
            text = _("Press a key or a pad button for {action}  (Esc or tap: cancel)")
            theme.draw_text(
                surface, text.format(action=name), None, px(28, s), theme.BRASS, "bold",
                shadow=2, box=band.inflate(-px(40, s), 0), lines=2, look=look,
            )  # fmt: skip
        elif self.notice:
            theme.draw_text(
                surface, self.notice, None, px(28, s), theme.WARN, "bold", shadow=2,
                box=band.inflate(-px(40, s), 0), lines=2, look=look,
            )  # fmt: skip
        elif app is not None:
            ui.draw_prompt_bar(
                surface,
                [(Intent.CONFIRM, N_("Change")), (Intent.BACK, N_("Back"))],
                app.prompt_label,
                app.last_device,
                s,
                look=look,
            )


class BindingRow(ui.Button):
    """ "Take      [T]      [X]": the intent, its keys, its pad buttons."""

    def __init__(
        self, scene: ControlsScene, intent: Intent, on_activate: Callable[[], None]
    ) -> None:
        super().__init__(INTENT_NAMES[intent], on_activate, name=f"bind_{intent.value}")
        self.scene = scene
        self.intent = intent

    def draw(
        self, surface: pygame.Surface, focused: bool, pulse: float = 0.0, *, look: Look
    ) -> None:
        s = self.scale
        ui._draw_row_box(surface, self.rect, s, focused, True, pulse)
        color = theme.INK if focused else theme.CREAM
        cy = self.rect.centery
        waiting = self.scene.waiting is self.intent
        badge_h = int(self.rect.h * 0.66)
        gap = px(8, s)
        groups = {
            device: list(
                dict.fromkeys(  # keypad Enter shows as Enter
                    bindings.code_label(device, c)
                    for c in self.scene.bindings.codes(device, self.intent)
                )
            )[:2]
            for device in (KEYBOARD, GAMEPAD)
        }

        def width(device: str, height: int) -> int:
            labels = groups[device]
            return sum(
                _badge_width(device, label, height, look=look) for label in labels
            ) + gap * max(0, len(labels) - 1)

        # The pad's buttons keep inside the row's right end, the keys before them: a long
        # key name ("Umschalt links") or pad word ("Steuerkreuz") makes the badges smaller
        # rather than running past the row or into each other.
        right = self.rect.right - px(14, s)
        keys_x = self.rect.x + int(self.rect.w * 0.36)
        room = right - keys_x - gap
        needed = width(KEYBOARD, badge_h) + width(GAMEPAD, badge_h)
        if needed > room:
            badge_h = max(1, int(badge_h * room / needed))
        pad_x = min(self.rect.x + int(self.rect.w * 0.78), right - width(GAMEPAD, badge_h))
        pad_x = max(pad_x, keys_x + width(KEYBOARD, badge_h) + gap)
        name_box = pygame.Rect(self.rect.x + px(28, s), self.rect.y, 0, self.rect.h)
        name_box.w = keys_x - gap - name_box.x
        theme.draw_text(
            surface, _(self.label), None, px(30, s), color, "bold", anchor="midleft",
            box=name_box, look=look,
        )  # fmt: skip
        for device, x in ((KEYBOARD, keys_x), (GAMEPAD, pad_x)):
            if waiting:
                theme.draw_text(
                    surface, "…", (x, cy), px(30, s), color, "bold", anchor="midleft", look=look
                )
                continue
            for label in groups[device]:
                if device == GAMEPAD:
                    rect = glyphs.draw_prompt(surface, label, (x, cy), badge_h, None, look)
                else:
                    rect = ui.prompt_badge(
                        surface, label, Device.KEYBOARD, (x, cy), badge_h, look=look
                    )
                x = rect.right + gap


def _badge_width(device: str, label: str, height: int, *, look: Look) -> int:
    """How wide `label`'s key cap or pad button is drawn at `height`."""
    if device == GAMEPAD:
        return glyphs.prompt_width(label, height, look=look)
    text = theme.render_text(_(label), max(8, int(height * 0.58)), theme.INK, "bold", look=look)
    return max(height, text.get_width() + height // 2)
