"""Pause overlay drawn over the table: Resume, (hand my seat to a bot), Settings, How to
play, Quit to menu.

The table pushes `PauseScene(seat_name, hand_over)` on MENU/BACK; `hand_over(level)`, if
given, gives the pauser's seat to a bot of that level and the game goes on (drop-out).
BACK or MENU here resumes (pops).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.theme import px
from game.i18n import N_, _
from scenes.levels import level_label, offered_levels
from scenes.screens import screens


class PauseScene(Scene):
    name = "pause"
    opaque = False
    # A subclass (the quit question) changes the words and the buttons, not the layout.
    # (msgids, translated when drawn)
    title = N_("Paused")
    note = ""  # a line under the title
    back_label = N_("Resume")
    wide = False  # a panel wide enough for a row with a player's name

    def __init__(
        self,
        seat_name: str | None = None,
        hand_over: Callable[[str], None] | None = None,
        pauser_pad: int | None = None,
        take_back: dict[str, Callable[[], None]] | None = None,
        remove_phones: dict[str, Callable[[], None]] | None = None,
        phone_code: bool = False,
    ) -> None:
        super().__init__()
        self.phone_code = phone_code  # phones are on: a row shows their join card
        self.hand_over = hand_over
        # Phones holding seats: name -> ask whether to remove it (issue 66).
        self.remove_phones = remove_phones or {}
        # Seats handed to a bot by keyboard, mouse or touch: name -> give it back to them.
        self.take_back = take_back or {}
        self.seat_name = seat_name
        # Only whoever paused (their pad, or keyboard/mouse/touch if None) gives the seat away.
        self.pauser_pad = pauser_pad
        self._seat_index: int | None = None  # the paused seat, while Settings is open
        self.menu = ui.Menu(self.buttons())
        self.scale = 1.0
        self.laid_floor = -1  # the text floor the rows were last laid out for
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_pos = (0, 0)
        self.note_pos = (0, 0)

    def _hand_over(self, level: str) -> None:
        """Asks first (issue 52): a seat handed over by a stray press was lost for good."""
        if self.stack is None or self.seat_name is None:
            return
        self.stack.push(screens(self).confirm_handover(self.seat_name, lambda: self._handed(level)))

    def _handed(self, level: str) -> None:
        if self.hand_over is not None:
            self.hand_over(level)
        self.resume_game()

    def _took_back(self, give: Callable[[], None]) -> None:
        give()
        self.resume_game()

    def buttons(self) -> list[ui.Button]:
        items: list[ui.Button] = [ui.Button(N_("Resume"), self.resume_game, name="resume")]
        if self.hand_over is not None and self.seat_name is not None:
            # Drop-out: whoever paused hands their seat to a bot; the game goes on.
            label = _("{player} to bot").format(player=self.seat_name)
            items.append(HandOverRow(label, self._hand_over, name="handover"))
        for name, give in self.take_back.items():
            items.append(
                ui.Button(
                    _("Take back {player}").format(player=name),
                    lambda give=give: self._took_back(give),  # type: ignore[misc]
                    name="takeback",
                )
            )
        if self.phone_code:
            # A guest's phone joins mid-match with the TV's code (issue 66).
            items.append(ui.Button(N_("Show the phones' code"), self._show_code, name="phonecode"))
        if len(self.remove_phones) == 1:
            ((name, ask),) = self.remove_phones.items()
            label = _("Remove {player}'s phone").format(player=name)
            items.append(ui.Button(label, ask, name="removephone"))
        elif self.remove_phones:  # one row, the phone chosen by name: < Anna >
            items.append(RemovePhoneRow(self.remove_phones))
        return [
            *items,
            ui.Button(N_("Settings"), self.settings, name="settings"),
            ui.Button(N_("How to play"), self.howto, name="howto"),
            ui.Button(N_("Quit to menu"), self.quit_to_menu, name="quit"),
        ]

    def _show_code(self) -> None:
        if self.stack is not None:
            self.stack.push(screens(self).phones_join(with_off=False))

    def resume(self) -> None:
        # Back from Settings, perhaps in another language: "Ada to bot" is worded anew,
        # and a default name with it ("Player 1 to bot" becomes "Joueur 1 à un bot").
        names = self._match_names()
        if self._seat_index is not None and self._seat_index < len(names):
            self.seat_name = names[self._seat_index]
        focus = self.menu.focus
        self.menu = ui.Menu(self.buttons())
        self.menu.focus = min(focus, len(self.menu.items) - 1)
        if self.stack is not None:
            self.on_resize(self.stack.size)

    def resume_game(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def settings(self) -> None:
        if self.stack is not None:
            # A language switch there words "Player 1" anew: note which seat this is.
            names = self._match_names()
            self._seat_index = names.index(self.seat_name) if self.seat_name in names else None
            self.stack.push(screens(self).settings())

    def _match_names(self) -> list[str]:
        """The names of the match under the menu (empty if none)."""
        for scene in reversed(self.stack.scenes if self.stack is not None else []):
            if scene.match is not None:
                return scene.match.names
        return []

    def howto(self) -> None:
        if self.stack is not None:
            self.stack.push(screens(self).howto())

    def quit_to_menu(self) -> None:
        if self.stack is None:
            return
        if any(scene.match_in_progress for scene in self.stack.scenes):
            self.stack.push(screens(self).confirm_quit("menu"))  # asks first; the match is saved
        else:
            self.stack.clear_to(screens(self).menu())

    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        self.scale = s = theme.scale_for(size)
        cx, cy = size[0] // 2, size[1] // 2
        rows = len(self.menu.items)
        # Rows 70 (720p pixels) tall, less when many (phones' rows): the panel, its title
        # and the prompt bar stay on the screen.
        room = size[1] / max(s, 1e-6) - 110 - (60 if self.note else 0) - 120
        row_h = max(50, min(70, int(room / max(1, rows)) - ui.ROW_GAP))
        height = rows * px(row_h, s) + (rows - 1) * px(ui.ROW_GAP, s)
        top = cy - height // 2 + px(40 + (30 if self.note else 0), s)
        wide = (
            self.wide
            or self.hand_over is not None
            or bool(self.take_back)
            or bool(self.remove_phones)
            or self.phone_code
        )
        width = px(640 if wide else 420, s)
        if size[1] > size[0]:
            # Upright, the panel may be as wide as the screen allows: larger text's
            # "Zurück zum Menü" was cut in 420 px. Rows at least a line of words tall.
            face = theme.font(max(px(34, s), look.text_floor, theme.MIN_TEXT), "bold")
            labels = [item for item in self.menu.items if type(item) is ui.Button]
            need = max((face.size(_(item.label))[0] for item in labels), default=0)
            room = size[0] - 2 * px(80 + (80 if self.note else 0), s) - px(24, s)
            width = max(width, min(need + px(48, s), room))
            row_h = max(row_h, ui.words_row(s, look=look))
            height = rows * px(row_h, s) + (rows - 1) * px(ui.ROW_GAP, s)
            top = cy - height // 2 + px(40 + (30 if self.note else 0), s)
        self.laid_floor = look.text_floor
        bounds = self.menu.layout_column(cx, top, width, s, row_height=row_h)
        head = px(90 + (60 if self.note else 0), s)
        self.panel = bounds.inflate(px(80 + (80 if self.note else 0), s), px(60, s))
        self.panel.top -= head
        self.panel.height += head
        self.title_pos = (cx, self.panel.top + px(62, s))
        self.note_pos = (cx, self.panel.top + px(122, s))

    def handle(self, event: IntentEvent) -> bool:
        pad = event.pad if event.device is Device.GAMEPAD else None
        focused = self.menu.focused
        on_row = isinstance(focused, HandOverRow) and event.intent is Intent.CONFIRM
        if event.intent is Intent.POINT and event.pos is not None:
            on_row = any(
                isinstance(i, HandOverRow) and i.rect.collidepoint(event.pos)
                for i in self.menu.items
            )
        if on_row and event.held and pad != self.pauser_pad:
            ui.sound_of(self)("error")
            if self.app is not None:
                self.app.notify(_("Only the player who paused can give their seat to a bot"))
            return True
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            if self.shown_for == 0.0:
                return True  # opened by a press this very frame: a second one (two pads'
                # Starts at once) would close it before anyone saw it
            ui.sound_of(self)("back")
            self.resume_game()
            return True
        return self.menu.handle(event, ui.sound_of(self))

    def interactive_rects(self) -> list[pygame.Rect]:
        return [item.rect for item in self.menu.items]

    def update(self, dt: float) -> None:
        self.menu.update(dt)
        self.menu.track(self)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        if look.text_floor != self.laid_floor:  # the text size changed since
            self.on_resize(surface.get_size())
        s = self.scale
        theme.dim(surface, 175)
        theme.draw_panel(surface, self.panel, s, look=look)
        theme.draw_text(
            surface,
            _(self.title),
            self.title_pos,
            px(60, s),
            theme.CREAM,
            "display",
            outline=px(3, s),
            look=look,
        )
        if self.note:
            theme.draw_text(surface, _(self.note), self.note_pos, px(26, s), look=look)
        self.menu.draw(surface, look=look)
        app = self.app
        if app is not None:
            ui.clear_prompt_band(surface, s, look=look)
            ui.draw_prompt_bar(
                surface,
                [(Intent.CONFIRM, N_("Select")), (Intent.BACK, self.back_label)],
                app.prompt_label,
                app.last_device,
                s,
                look=look,
            )


class HandOverRow(ui.OptionRow):
    """A row "Player 2 to bot  < Normal >": LEFT/RIGHT (or the arrows) pick one of the
    levels players are offered; CONFIRM (or a tap on the label) calls `on_level(level)`."""

    def __init__(self, label: str, on_level: Callable[[str], None], name: str) -> None:
        self.levels = offered_levels()
        start = self.levels.index("normal") if "normal" in self.levels else 0
        super().__init__(label, [level_label(lv) for lv in self.levels], start, name=name)
        self.on_level = on_level

    def activate(self) -> None:
        self.on_level(self.levels[self.index])

    def point(self, pos: tuple[int, int]) -> bool:
        left, right = self.arrow_rects(look=self.drawn_look)
        if left.collidepoint(pos) or right.collidepoint(pos):
            self.step(-1 if left.collidepoint(pos) else 1)
        else:
            self.activate()
        return True


class RemovePhoneRow(ui.OptionRow):
    """ "Remove a phone  < Anna >": LEFT/RIGHT pick whose (by seat name); CONFIRM (or a tap
    on the label) asks at the TV whether to remove it. One row for any number of phones."""

    value_may_cut = True  # names a player typed

    def __init__(self, phones: dict[str, Callable[[], None]]) -> None:
        super().__init__(N_("Remove a phone"), list(phones), 0, name="removephone", translated=True)
        self.asks = list(phones.values())

    def activate(self) -> None:
        self.asks[self.index]()

    def point(self, pos: tuple[int, int]) -> bool:
        left, right = self.arrow_rects(look=self.drawn_look)
        if left.collidepoint(pos) or right.collidepoint(pos):
            self.step(-1 if left.collidepoint(pos) else 1)
        else:
            self.activate()
        return True
