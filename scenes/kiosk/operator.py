"""The operator's way in and their menu.

`OperatorPinScene`: a big keypad, opened by the hidden gesture (hold the top-left corner
for 5 s) or the operator key combination (both watched by `game.kiosk.mode`). The
right PIN (checked against its salted hash, `game.kiosk.pin`) opens the operator menu;
three wrong PINs lock the keypad for a minute, each further one for longer (the count is
kept on disk, `game.kiosk.pin.PinLock`, so neither closing the keypad nor a restart
resets it). The same keypad, opened from the menu with `mode="new"`, sets a new PIN
(typed twice).

`NoPinScene`: while no usable PIN exists the kiosk shows only this, saying to run
`nothanks kiosk-pin`; nothing at the screen sets a PIN (whoever stands there is a guest).

`OperatorMenu`: resume, exit to desktop, every key of the kiosk config a person sets
(idle timeout, players allowed, table size, bot level, open or secret counters, the
expansion, sound (with or without music), volume, attract-loop sound), change the PIN,
reset the best scores (tap twice). Changes are saved at once. − and + stop at the ends
of each list of values. Problems with the kiosk's files (a broken kiosk.json, scores or
PIN file) are listed at the bottom.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

import pygame

from game import i18n, numbers
from game.draw import theme
from game.i18n import LANGUAGES, N_, _
from game.kiosk.config import BOT_LEVELS, RANGES, KioskConfig
from game.kiosk.config import LANGUAGES as LANGUAGES_CONFIG
from game.kiosk.pin import PIN_MAX, PIN_MIN, pin_problem
from scenes.kiosk.screens import kiosk_screens
from scenes.kiosk.widgets import (
    MIN_GAP,
    KioskScreen,
    TapButton,
    font_px,
    gap,
    lay_column,
    lay_grid,
    lay_row,
    portrait,
    target_h,
)
from scenes.levels import level_label


class OperatorPinScene(KioskScreen):
    name = "operator_pin"

    def __init__(self, mode: str = "check") -> None:
        super().__init__()
        self.mode = mode  # "check": the way in; "new": the operator sets a new PIN
        self.entered = ""
        self.first_entry = ""  # a new PIN's first typing, to compare with the second
        # (msgids, or words already translated: both are shown through _)
        self.message = N_("New PIN") if mode == "new" else N_("Operator PIN")
        digits = [TapButton(d, partial(self.digit, d), name=f"digit_{d}") for d in "123456789"]
        self.buttons = [
            *digits,
            TapButton(N_("Del"), self.erase, name="delete"),
            TapButton("0", lambda: self.digit("0"), name="digit_0"),
            TapButton(N_("OK"), self.submit, name="ok", primary=True),
            TapButton(N_("Cancel"), self.cancel, name="cancel"),
        ]

    def locked_for(self) -> float:
        kiosk = self.kiosk
        if kiosk is None or self.mode == "new":
            return 0.0
        return kiosk.pin_lock.locked_for()

    def digit(self, d: str) -> None:
        if self.locked_for() <= 0 and len(self.entered) < PIN_MAX:
            self.entered += d

    def erase(self) -> None:
        self.entered = self.entered[:-1]

    def submit(self) -> None:
        kiosk = self.kiosk
        if kiosk is None or self.stack is None:
            return
        if self.mode == "new":
            self.submit_new()
            return
        verdict = kiosk.pin_lock.check(self.entered, kiosk.pin.matches)
        self.entered = ""
        if verdict is True:
            self.stack.replace(kiosk_screens(self).operator())
        elif verdict is False:
            self.play("error")
            self.message = N_("Wrong PIN")

    def submit_new(self) -> None:
        entered, self.entered = self.entered, ""
        kiosk = self.kiosk
        refused = pin_problem(entered) if len(entered) >= PIN_MIN else None
        if len(entered) < PIN_MIN:
            self.play("error")
            self.message = _("At least {count} digits").format(count=PIN_MIN)
        elif refused is not None:
            # Said at the first typing (2468 was refused only after being typed twice).
            self.play("error")
            self.first_entry = ""
            self.message = refused
        elif not self.first_entry:
            self.first_entry = entered
            self.message = N_("The new PIN again")
        elif entered != self.first_entry:
            self.play("error")
            self.first_entry = ""
            self.message = N_("They differ: new PIN again")
        elif kiosk is not None and self.stack is not None:
            problem = kiosk.pin.set(entered)
            if problem is not None:
                self.play("error")
                self.first_entry = ""
                self.message = _("Not saved: {problem}").format(problem=problem)
                return
            self.stack.pop()
            top = self.stack.top
            if isinstance(top, OperatorMenu):
                top.notice = N_("PIN changed")

    def cancel(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def on_idle(self) -> None:
        self.cancel()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th, g = target_h(size), gap(size)
        keys = self.buttons[:12]
        grid_h = 4 * th + 3 * g
        top = int(h * 0.25) if portrait(size) else h - grid_h - g
        area = pygame.Rect(0, top, w, grid_h)
        if not portrait(size):
            area.w = w * 2 // 3  # the keypad left, Cancel right
        lay_grid(keys, area, 3, size)
        cancel = self.buttons[12]
        if portrait(size):
            lay_column([cancel], w // 2, top + grid_h + 2 * g, int(w * 0.5), size)
        else:
            lay_column([cancel], w * 5 // 6, top, int(w * 0.22), size)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        theme.dim(surface, 120)
        locked = self.locked_for()
        if locked > 0:
            title = _("Locked: try again in {seconds} s").format(seconds=math.ceil(locked))
        else:
            title = _(self.message)
        top = self.buttons[0].rect.top
        title_y = top - font_px(self.size, 0.2)
        self.draw_title(surface, title, title_y, 0.06)
        if self.mode == "new":
            # The rule before any typing, and still there under an error or a step.
            rule = _("{least} to {most} digits").format(least=PIN_MIN, most=PIN_MAX)
            theme.draw_text(
                surface,
                rule,
                (surface.get_width() // 2, title_y + font_px(self.size, 0.06)),
                font_px(self.size, 0.035),
                theme.MUTED,
                "bold",
                box=surface.get_rect().inflate(-surface.get_width() // 8, 0),
                look=look,
            )
        dots = "•" * len(self.entered) if self.entered else "—"
        theme.draw_text(
            surface,
            dots,
            # Under the title, centred like it (in landscape the keypad sits left of
            # Cancel, so its middle column is not the screen's middle).
            (surface.get_width() // 2, top - font_px(self.size, 0.08)),
            font_px(self.size, 0.08),
            theme.BRASS,
            "display",
            look=look,
        )
        self.draw_buttons(surface)


class NoPinScene(KioskScreen):
    """Out of service: no usable operator PIN. It has no button and never times out; the
    kiosk (`game.kiosk.mode`) replaces it with attract once `nothanks kiosk-pin` has set
    a PIN. The kiosk's file problems (why the PIN file was set aside) are listed."""

    name = "no_pin"
    idle_to_attract = False

    def __init__(self, problems: list[str] | None = None) -> None:
        super().__init__()
        self.problems = problems  # None: the kiosk's own (the shot passes an example)

    def on_idle(self) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        theme.dim(surface, 120)
        w, h = self.size
        self.draw_title(surface, _("Out of service"), int(h * 0.2), 0.07)
        lines = [_("No operator PIN is set."), _("On this computer, run:")]
        bottom = self.draw_lines(surface, lines, int(h * 0.34), 0.045)
        # The command on a line of its own, never broken (it is typed as it reads).
        command = pygame.Rect(w // 16, bottom, w - w // 8, font_px(self.size, 0.07))
        bottom = theme.draw_text(
            surface,
            "nothanks kiosk-pin",
            None,
            font_px(self.size, 0.05),
            theme.BRASS,
            "display",
            anchor="midtop",
            box=command,
            look=look,
        ).bottom
        kiosk = self.kiosk
        problems = self.problems
        if problems is None:
            problems = kiosk.problems if kiosk is not None else []
        small = font_px(self.size, 0.026)
        y = bottom + gap(self.size)
        for line in problems[:4]:
            if y >= h:
                break
            box = pygame.Rect(w // 16, y, w - w // 8, h - y)
            drawn = theme.draw_text(
                surface,
                line,
                None,
                small,
                theme.WARN,
                "body",
                anchor="midtop",
                box=box,
                lines=2,
                look=look,
            )
            y = drawn.bottom + small // 3


@dataclass
class Setting:
    key: str
    label: str
    choices: Sequence[object]
    # A yes/no key's two values, as shown (msgids).
    names: tuple[str, str] = (N_("on"), N_("off"))

    def text(self, value: object) -> str:
        """The value as the operator reads it, in the language in use."""
        if isinstance(value, bool):
            return _(self.names[0] if value else self.names[1])
        if self.key == "idle_timeout":
            return _("{seconds} s").format(seconds=value)
        if self.key == "volume":
            return numbers.percent(float(value))  # type: ignore[arg-type]
        if self.key == "bot_level":
            return level_label(str(value))
        if self.key == "language":
            return LANGUAGES.get(str(value), str(value))  # each by its own name
        return str(value)

    def get(self, config: KioskConfig) -> object:
        return getattr(config, self.key)

    def put(self, config: KioskConfig, value: object) -> None:
        setattr(config, self.key, value)


class SoundSetting(Setting):
    """Sound and music in one row: on, off, or on with the music loops (the `sound` and
    `music` keys). A row of its own for music did not fit a landscape screen's two
    columns of finger-sized rows."""

    NAMES: ClassVar[dict[str, str]] = {
        "music": N_("on, with music"),
        "on": N_("on"),
        "off": N_("off"),
    }

    def __init__(self) -> None:
        # Most sound first, as on/off was: + from "on" is still "off".
        super().__init__("sound", N_("Sound"), ("music", "on", "off"))

    def text(self, value: object) -> str:
        return _(self.NAMES[str(value)])

    def get(self, config: KioskConfig) -> object:
        if not config.sound:
            return "off"
        return "music" if config.music else "on"

    def put(self, config: KioskConfig, value: object) -> None:
        config.sound = value != "off"
        config.music = value == "music"


SETTINGS = (
    Setting("idle_timeout", N_("Idle timeout"), (30, 45, 60, 90, 120, 180, 300)),
    Setting("players_allowed", N_("Players allowed"), tuple(range(1, 5))),
    Setting("table_size", N_("Table size"), tuple(range(int(RANGES["table_size"][0]), 8))),
    Setting("bot_level", N_("Bot level"), BOT_LEVELS),
    Setting("open_counters", N_("Counters, 2+ guests"), (False, True), (N_("open"), N_("secret"))),
    Setting("expansion", N_("Expansion cards"), (False, True)),
    SoundSetting(),
    Setting("volume", N_("Volume"), (0.2, 0.4, 0.6, 0.8, 1.0)),
    Setting("attract_sound", N_("Attract sound"), (False, True)),
    # The default language: the attract loop's, and each new visitor's (they can pick
    # another on the attract screen).
    Setting("language", N_("Language"), LANGUAGES_CONFIG),
)


class OperatorMenu(KioskScreen):
    name = "operator"

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[Setting, TapButton, TapButton]] = []
        for setting in SETTINGS:
            less = TapButton("−", partial(self.step, setting, -1), name=f"{setting.key}_less")
            more = TapButton("+", partial(self.step, setting, 1), name=f"{setting.key}_more")
            self.rows.append((setting, less, more))
        self.reset_armed = False
        self.reset_button = TapButton(
            N_("Reset best scores"), self.reset_scores, name="reset_scores"
        )
        self.actions = [
            TapButton(N_("Resume"), self.resume_kiosk, name="resume", primary=True),
            TapButton(N_("Change PIN"), self.change_pin, name="change_pin"),
            self.reset_button,
            TapButton(N_("Exit to desktop"), self.exit_to_desktop, name="exit"),
        ]
        self.buttons = [b for _, less, more in self.rows for b in (less, more)] + self.actions
        self.notice = ""
        self._laid_for: tuple[str, int] = ("", 0)  # (language, text floor) of the layout

    def step(self, setting: Setting, delta: int) -> None:
        kiosk = self.kiosk
        if kiosk is None:
            return
        value = setting.get(kiosk.config)
        stepped = step_choice(setting.choices, value, delta)
        if stepped != value:
            setting.put(kiosk.config, stepped)
            kiosk.save_config()
            if setting.key == "language":
                kiosk.speak_default()  # the operator sees the language they chose

    def reset_scores(self) -> None:
        kiosk = self.kiosk
        if not self.reset_armed:
            self.reset_armed = True
            self.reset_button.label = N_("Tap again to reset")
            return
        self.reset_armed = False
        self.reset_button.label = N_("Reset best scores")
        if kiosk is not None:
            reset = kiosk.scores.reset()
            self.notice = N_("Best scores reset") if reset else N_("Could not save scores")

    def change_pin(self) -> None:
        if self.stack is not None:
            self.notice = ""
            self.stack.push(kiosk_screens(self).operator_pin("new"))

    def resume_kiosk(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def exit_to_desktop(self) -> None:
        if self.app is not None:
            self.app.quit()

    def on_idle(self) -> None:
        self.resume_kiosk()

    def layout(self, size: tuple[int, int]) -> None:
        """Portrait: one column of settings, the actions two by two below. Landscape is
        too short for nine rows of finger-sized buttons: two columns, actions in a row."""
        look = self.look
        w, h = size
        th, g = target_h(size), gap(size)
        arrow_w = int(th * 1.2)
        row_gap = g
        if portrait(size):
            columns = [(0, w)]
            rows_top = int(h * 0.09)
            # Ten rows and two rows of actions: closer rows where the screen is short.
            needed = rows_top + (len(self.rows) + 2) * (th + g) + g
            if needed > h:
                row_gap = max(int(min(size) * MIN_GAP) + 1, g - (needed - h) // len(self.rows))
        else:
            columns = [(0, w // 2), (w // 2, w)]
            rows_top = int(h * 0.12)
        per_column = math.ceil(len(self.rows) / len(columns))
        # Between the arrows: room for the widest value in the language in use (up to a
        # third of a column), so "Normal" or "Experte" is never squeezed.
        column_w = columns[0][1] - columns[0][0]
        value_w = min(max(arrow_w + g, self._widest_value(size) + g), column_w // 3)
        self._laid_for = (i18n.language(), look.text_floor)
        for i, (_setting, less, more) in enumerate(self.rows):
            _left, right = columns[i // per_column]
            y = rows_top + (i % per_column) * (th + row_gap)
            more.rect = pygame.Rect(right - 2 * g - arrow_w, y, arrow_w, th)
            less.rect = pygame.Rect(more.rect.left - value_w - arrow_w, y, arrow_w, th)
        below = rows_top + per_column * (th + row_gap) + g
        if portrait(size):
            area = pygame.Rect(2 * g, below, w - 4 * g, 2 * th + g)
            half = (area.w - g) // 2
            for i, button in enumerate(self.actions):
                row, col = divmod(i, 2)
                button.rect = pygame.Rect(
                    area.x + col * (half + g), area.y + row * (th + g), half, th
                )
        else:
            lay_row(self.actions, (w // 2, below + th // 2), int(w * 0.22), size)

    def _widest_value(self, size: tuple[int, int]) -> int:
        look = self.look
        text_size = max(font_px(size, 0.036), look.text_floor, theme.MIN_TEXT)
        face = theme.font(text_size, "display")

        def width(text: str) -> int:
            # A value may take two lines ("on, with music"): its wider line at the best break.
            words = text.split()
            splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
            if not splits:
                return int(face.size(text)[0])
            return min(max(face.size(a)[0], face.size(b)[0]) for a, b in splits)

        return max(
            width(setting.text(choice))
            for setting, _less, _more in self.rows
            for choice in setting.choices
        )

    def label_left(self, less: TapButton) -> int:
        """Where a row's label starts: the left edge of its column, plus a margin."""
        column_w = self.size[0] if portrait(self.size) else self.size[0] // 2
        return (less.rect.left // column_w) * column_w + 2 * gap(self.size)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        if self._laid_for != (i18n.language(), look.text_floor):
            self.layout(self.size)  # the operator picked another language: other widths
        theme.draw_felt(surface, look=look)
        theme.dim(surface, 110)
        w, h = self.size
        title_y = int(h * (0.045 if portrait(self.size) else 0.06))
        self.draw_title(surface, _("Operator"), title_y, 0.06)
        kiosk = self.kiosk
        size = font_px(self.size, 0.036)
        g = gap(self.size)
        for setting, less, more in self.rows:
            left = self.label_left(less)
            # The label between its column's edge and the row's arrows; the value between
            # the arrows: each shrinks, then wraps, in its own box.
            label_box = pygame.Rect(left, less.rect.y, less.rect.left - g - left, less.rect.h)
            theme.draw_text(
                surface,
                _(setting.label),
                None,
                size,
                theme.CREAM,
                "bold",
                anchor="midleft",
                box=label_box,
                lines=2,
                look=look,
            )
            if kiosk is not None:
                value = setting.text(setting.get(kiosk.config))
                between = pygame.Rect(
                    less.rect.right + g // 4,
                    less.rect.y,
                    more.rect.left - less.rect.right - g // 2,
                    less.rect.h,
                )
                theme.draw_text(
                    surface,
                    value,
                    None,
                    size,
                    theme.BRASS,
                    "display",
                    box=between,
                    lines=2,
                    look=look,
                )
        bottom = max(b.rect.bottom for b in self.actions)
        lines = [_(self.notice)] if self.notice else []
        lines += kiosk.problems if kiosk is not None else []
        small = font_px(self.size, 0.026)
        y = bottom + g
        for i, line in enumerate(lines):
            color, kind = (theme.BRASS, "bold") if i == 0 and self.notice else (theme.WARN, "body")
            if y >= h:
                break
            # A long problem (a file's path and what went wrong) takes two lines.
            box = pygame.Rect(2 * g, y, w - 4 * g, h - y)
            drawn = theme.draw_text(
                surface,
                line,
                None,
                small,
                color,
                kind,
                anchor="midtop",
                box=box,
                lines=2,
                look=look,
            )
            y = drawn.bottom + small // 3
        self.draw_buttons(surface)


def step_choice(choices: Sequence[object], value: object, delta: int) -> object:
    """The value `delta` steps from `value` along `choices`, stopping at either end. A
    value between the choices (an edited kiosk.json's 15 s) steps to its neighbour."""
    options = list(choices)
    if value in options:
        index = options.index(value) + delta
        return options[max(0, min(len(options) - 1, index))]
    numeric = isinstance(value, int | float) and not isinstance(value, bool)
    if numeric and all(isinstance(c, int | float) for c in options):
        above = [c for c in options if c > value]  # type: ignore[operator]
        below = [c for c in options if c < value]  # type: ignore[operator]
        if delta > 0:
            return above[0] if above else value
        return below[-1] if below else value
    return options[0]
