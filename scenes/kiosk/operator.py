"""The operator's way in and their menu.

`OperatorPinScene`: a big keypad, opened by the hidden gesture (hold the top-left corner
for 5 s) or the operator key combination (both watched by `game.app.kiosk_mode`). The
right PIN opens the operator menu; three wrong PINs lock the keypad for a minute (the
count lives in the kiosk, so closing and reopening the keypad does not reset it).

`OperatorMenu`: resume, exit to desktop, idle timeout, players allowed, table size, bot
level, sound and volume, reset the best scores (tap twice). Changes are saved at once.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.app import theme
from game.kiosk.config import BOT_LEVELS, RANGES
from scenes.kiosk.widgets import (
    KioskScreen,
    TapButton,
    font_px,
    gap,
    lay_column,
    lay_grid,
    portrait,
    target_h,
)


class OperatorPinScene(KioskScreen):
    name = "operator_pin"

    def __init__(self) -> None:
        super().__init__()
        self.entered = ""
        self.message = "Operator PIN"
        digits = [TapButton(d, lambda d=d: self.digit(d), name=f"digit_{d}") for d in "123456789"]
        self.buttons = [
            *digits,
            TapButton("Del", self.erase, name="delete"),
            TapButton("0", lambda: self.digit("0"), name="digit_0"),
            TapButton("OK", self.submit, name="ok", primary=True),
            TapButton("Cancel", self.cancel, name="cancel"),
        ]

    def locked_for(self) -> float:
        kiosk = self.kiosk
        return kiosk.pin_lock.locked_for(self.now()) if kiosk is not None else 0.0

    def digit(self, d: str) -> None:
        if self.locked_for() <= 0 and len(self.entered) < 8:
            self.entered += d

    def erase(self) -> None:
        self.entered = self.entered[:-1]

    def submit(self) -> None:
        kiosk = self.kiosk
        if kiosk is None or self.stack is None:
            return
        verdict = kiosk.pin_lock.check(self.entered, kiosk.config.operator_pin, self.now())
        self.entered = ""
        if verdict is True:
            self.stack.replace_named("operator")
        elif verdict is False:
            self.play("error")
            self.message = "Wrong PIN"

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
        theme.draw_felt(surface)
        theme.dim(surface, 120)
        locked = self.locked_for()
        title = f"Locked: try again in {math.ceil(locked)} s" if locked > 0 else self.message
        top = self.buttons[0].rect.top
        self.draw_title(surface, title, top - font_px(self.size, 0.2), 0.06)
        dots = "•" * len(self.entered) if self.entered else "—"
        theme.draw_text(
            surface,
            dots,
            (self.buttons[1].rect.centerx, top - font_px(self.size, 0.08)),
            font_px(self.size, 0.08),
            theme.BRASS,
            "display",
        )
        self.draw_buttons(surface)


@dataclass
class Setting:
    key: str
    label: str
    choices: Sequence[object]

    def text(self, value: object) -> str:
        if isinstance(value, bool):
            return "on" if value else "off"
        if self.key == "idle_timeout":
            return f"{value} s"
        if self.key == "volume":
            return f"{round(float(value) * 100)}%"  # type: ignore[arg-type]
        return str(value)


SETTINGS = (
    Setting("idle_timeout", "Idle timeout", (30, 45, 60, 90, 120, 180, 300)),
    Setting("players_allowed", "Players allowed", tuple(range(1, 5))),
    Setting("table_size", "Table size", tuple(range(int(RANGES["table_size"][0]), 8))),
    Setting("bot_level", "Bot level", BOT_LEVELS),
    Setting("sound", "Sound", (True, False)),
    Setting("volume", "Volume", (0.2, 0.4, 0.6, 0.8, 1.0)),
)


class OperatorMenu(KioskScreen):
    name = "operator"

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[Setting, TapButton, TapButton]] = []
        for setting in SETTINGS:
            less = TapButton("−", lambda s=setting: self.step(s, -1), name=f"{setting.key}_less")
            more = TapButton("+", lambda s=setting: self.step(s, 1), name=f"{setting.key}_more")
            self.rows.append((setting, less, more))
        self.reset_armed = False
        self.actions = [
            TapButton("Resume", self.resume_kiosk, name="resume", primary=True),
            TapButton("Reset best scores", self.reset_scores, name="reset_scores"),
            TapButton("Exit to desktop", self.exit_to_desktop, name="exit"),
        ]
        self.buttons = [b for _, less, more in self.rows for b in (less, more)] + self.actions
        self.notice = ""

    def step(self, setting: Setting, delta: int) -> None:
        kiosk = self.kiosk
        if kiosk is None:
            return
        value = getattr(kiosk.config, setting.key)
        choices = list(setting.choices)
        index = choices.index(value) if value in choices else 0
        setattr(kiosk.config, setting.key, choices[(index + delta) % len(choices)])
        kiosk.save_config()

    def reset_scores(self) -> None:
        kiosk = self.kiosk
        if not self.reset_armed:
            self.reset_armed = True
            self.actions[1].label = "Tap again to reset"
            return
        self.reset_armed = False
        self.actions[1].label = "Reset best scores"
        if kiosk is not None:
            self.notice = "Best scores reset" if kiosk.scores.reset() else "Could not save scores"

    def resume_kiosk(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def exit_to_desktop(self) -> None:
        if self.app is not None:
            self.app.quit()

    def on_idle(self) -> None:
        self.resume_kiosk()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th, g = target_h(size), gap(size)
        rows_top = int(h * 0.1) if portrait(size) else int(h * 0.14)
        left_w = w if portrait(size) else int(w * 0.62)
        arrow_w = int(th * 1.2)
        for i, (_, less, more) in enumerate(self.rows):
            y = rows_top + i * (th + g)
            right = left_w - 2 * g
            more.rect = pygame.Rect(right - arrow_w, y, arrow_w, th)
            less.rect = pygame.Rect(right - arrow_w * 3 - g, y, arrow_w, th)
        if portrait(size):
            top = rows_top + len(self.rows) * (th + g) + g
            lay_column(self.actions, w // 2, top, int(w * 0.7), size)
        else:
            lay_column(self.actions, int(w * 0.81), rows_top, int(w * 0.32), size)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.dim(surface, 110)
        w, h = self.size
        self.draw_title(surface, "Operator", int(h * (0.05 if portrait(self.size) else 0.07)), 0.06)
        kiosk = self.kiosk
        size = font_px(self.size, 0.038)
        for setting, less, more in self.rows:
            theme.draw_text(
                surface,
                setting.label,
                (2 * gap(self.size), less.rect.centery),
                size,
                theme.CREAM,
                "bold",
                anchor="midleft",
            )
            if kiosk is not None:
                value = setting.text(getattr(kiosk.config, setting.key))
                center = ((less.rect.right + more.rect.left) // 2, less.rect.centery)
                theme.draw_text(surface, value, center, size, theme.BRASS, "display")
        if self.notice:
            theme.draw_text(
                surface,
                self.notice,
                (w // 2, h - font_px(self.size, 0.04)),
                size,
                theme.BRASS,
                "bold",
            )
        self.draw_buttons(surface)
