"""Big touch targets for kiosk screens, and the base scene they share.

Sizes follow the screen's shorter side, not the 1280×720 scale, so a portrait 1080×1920
screen gets the same finger-sized targets as a landscape one: every target is
`TARGET` of the shorter side tall (the floor is `MIN_TARGET`) with at least `MIN_GAP`
between targets. `KioskScreen.targets()` lists a screen's live targets; the tests check
every screen against these floors in both orientations.

A tap on a target shows its pressed state at once (while the pointer is down, from the
kiosk filter's `pressed_pos`, and for a moment after) and plays a sound.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.app.intents import Intent, IntentEvent
from game.app.scene import Scene
from game.draw import sprites, theme
from game.draw.look import Look
from game.i18n import _
from game.kiosk.config import KioskConfig
from game.kiosk.mode import KioskMode, kiosk_of_app
from scenes.kiosk.screens import kiosk_screens

TARGET = 0.11  # target height, share of the shorter screen side
MIN_TARGET = 0.09
GAP = 0.03
MIN_GAP = 0.02
FLASH = 0.18  # seconds a tapped target stays drawn pressed
_DEFAULT_CONFIG = KioskConfig()


def short_side(size: tuple[int, int]) -> int:
    return min(size)


def target_h(size: tuple[int, int]) -> int:
    return int(short_side(size) * TARGET)


def gap(size: tuple[int, int]) -> int:
    return int(short_side(size) * GAP)


def font_px(size: tuple[int, int], share: float) -> int:
    return max(10, int(short_side(size) * share))


def portrait(size: tuple[int, int]) -> bool:
    return size[1] > size[0]


def kiosk_of(scene: Scene) -> KioskMode | None:
    """The app's kiosk services, or None outside kiosk mode (tests, shots)."""
    return kiosk_of_app(scene.app)


class TapButton:
    """A big button; its `label` is translated when drawn (pass the msgid, `N_`), unless
    `translate` is False (a language's own name reads the same in every language)."""

    def __init__(
        self,
        label: str,
        action: Callable[[], object],
        name: str | None = None,
        primary: bool = False,
        enabled: bool = True,
        translate: bool = True,
    ) -> None:
        self.label = label
        self.translate = translate
        self.action = action
        self.name = name or label.lower()
        self.primary = primary
        self.enabled = enabled
        self.selected = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.flash = 0.0

    def draw(self, surface: pygame.Surface, pressed: bool, *, look: Look) -> None:
        rect = self.rect
        if rect.w <= 0 or rect.h <= 0:
            return
        radius = max(6, rect.h // 5)
        down = max(2, rect.h // 24)
        if self.primary or self.selected:
            fill, text = theme.BRASS, theme.INK
        else:
            fill, text = theme.PANEL, theme.CREAM
        if not self.enabled:
            fill, text = (30, 44, 38), theme.MUTED
        if pressed and self.enabled:
            fill = theme.lerp_color(fill, (0, 0, 0), 0.3)
        body = rect.move(0, down) if pressed else rect
        if not pressed:
            surface.blit(
                sprites.rounded_rect(rect.size, (0, 0, 0), radius, 110), rect.move(0, down)
            )
        edge = theme.CREAM if self.selected else theme.PANEL_EDGE
        surface.blit(
            sprites.rounded_rect(rect.size, fill, radius, 255, max(2, rect.h // 30), edge), body
        )
        # The label fits the button's face: shrunk to the floor, then onto a second line
        # (a longer language, a narrow upright screen), never past the edge.
        face = pygame.Rect(0, 0, int(rect.w * 0.9), int(rect.h * 0.9))
        face.center = body.center
        # A msgid (N_), in the language of the moment.
        words = _(self.label) if self.translate else self.label
        theme.draw_text(
            surface, words, None, int(rect.h * 0.42), text, "bold", box=face, lines=2, look=look
        )
        theme.record_control(surface, rect)


def lay_column(
    buttons: Sequence[TapButton], center_x: int, top: int, width: int, size: tuple[int, int]
) -> int:
    """Stack buttons downward; returns the bottom edge."""
    h, g = target_h(size), gap(size)
    y = top
    for button in buttons:
        button.rect = pygame.Rect(0, 0, width, h)
        button.rect.midtop = (center_x, y)
        y += h + g
    return y - g


def lay_row(
    buttons: Sequence[TapButton], center: tuple[int, int], width: int, size: tuple[int, int]
) -> None:
    """Side by side, each `width` wide (shrunk to fit the screen), centred on `center`."""
    h, g = target_h(size), gap(size)
    n = len(buttons)
    width = min(width, (size[0] - 2 * g - (n - 1) * g) // max(1, n))
    x = center[0] - (n * width + (n - 1) * g) // 2
    for button in buttons:
        button.rect = pygame.Rect(x, center[1] - h // 2, width, h)
        x += width + g


def lay_grid(
    buttons: Sequence[TapButton],
    area: pygame.Rect,
    cols: int,
    size: tuple[int, int],
    row_h: int | None = None,
) -> None:
    """Rows of `cols` cells, each a full target tall (or `row_h`, where a screen has room
    for bigger keys), centred in `area` horizontally."""
    h, g = max(row_h or 0, target_h(size)), gap(size)
    w = min((area.w - (cols - 1) * g) // cols, int(h * 1.6))
    left = area.centerx - (cols * w + (cols - 1) * g) // 2
    for i, button in enumerate(buttons):
        r, c = divmod(i, cols)
        button.rect = pygame.Rect(left + c * (w + g), area.y + r * (h + g), w, h)


class KioskScreen(Scene):
    """A kiosk screen: big buttons, an idle timeout, and the kiosk's clock and config.

    `kiosk_attract` (see `Scene`): True on attract screens (sound follows the
    `attract_sound` key).
    `idle_to_attract`: a screen left untouched for the idle timeout returns to attract.
    """

    name = "kiosk"
    idle_to_attract = True

    def __init__(self) -> None:
        super().__init__()
        self.buttons: list[TapButton] = []
        self.size = (1280, 720)
        self.time = 0.0
        self.entered_at: float | None = None

    # Services ------------------------------------------------------------------------
    @property
    def kiosk(self) -> KioskMode | None:
        return kiosk_of(self)

    @property
    def config(self) -> KioskConfig:
        kiosk = self.kiosk
        return kiosk.config if kiosk is not None else _DEFAULT_CONFIG

    def now(self) -> float:
        kiosk = self.kiosk
        return kiosk.now() if kiosk is not None else self.time

    def idle_seconds(self) -> float:
        """Seconds since the last input or since this screen appeared, whichever is later."""
        kiosk = self.kiosk
        since = self.entered_at if self.entered_at is not None else self.now()
        if kiosk is None:
            return max(0.0, self.now() - since)
        return kiosk.idle.idle_for(since)

    def play(self, sound: str) -> None:
        if self.app is not None:
            self.app.audio.play(sound)

    def targets(self) -> list[pygame.Rect]:
        """Every rectangle a tap can act on now (checked for size by the tests)."""
        return [b.rect for b in self.buttons if b.enabled]

    # Life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.entered_at = self.now()

    def resume(self) -> None:
        self.entered_at = self.now()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        """Place `self.buttons` for `size`."""

    def to_attract(self) -> None:
        if self.stack is not None:
            self.stack.clear_to(kiosk_screens(self).attract())

    # Input -----------------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> bool:
        if event.intent is not Intent.POINT or event.pos is None or not event.held:
            return False
        for button in self.buttons:
            if button.enabled and button.rect.collidepoint(event.pos):
                button.flash = FLASH
                self.play("confirm")
                button.action()
                return True
        return self.tap_elsewhere(event.pos)

    def tap_elsewhere(self, pos: tuple[int, int]) -> bool:
        """A tap on no button."""
        return False

    # Frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        for button in self.buttons:
            button.flash = max(0.0, button.flash - dt)
        on_top = self.stack is not None and self.stack.top is self
        if self.idle_to_attract and on_top and self.idle_seconds() >= self.config.idle_timeout:
            self.on_idle()

    def on_idle(self) -> None:
        """Untouched too long: attract returns. Over a guest's match (the pause, the rules
        read mid-game) it is the table's "Still playing?" countdown first, as at the table."""
        stack = self.stack
        table = next(
            (
                scene
                for scene in reversed(stack.scenes if stack is not None else [])
                if scene.name == "table" and scene.match_in_progress
            ),
            None,
        )
        if stack is None or table is None:
            self.to_attract()
            return
        while stack.top is not table:
            stack.pop()
        stack.push(kiosk_screens(stack).still_playing())

    def pressed(self, button: TapButton) -> bool:
        kiosk = self.kiosk
        pos = kiosk.pressed_pos if kiosk is not None else None
        return button.flash > 0 or (pos is not None and button.rect.collidepoint(pos))

    def draw_buttons(self, surface: pygame.Surface) -> None:
        look = self.look
        for button in self.buttons:
            button.draw(surface, self.pressed(button), look=look)

    def draw_title(self, surface: pygame.Surface, text: str, y: int, share: float = 0.07) -> None:
        look = self.look
        theme.draw_text(
            surface,
            text,
            (surface.get_width() // 2, y),
            font_px(self.size, share),
            theme.CREAM,
            "display",
            outline=3,
            # A few pixels, as the desktop's titles (4 at 720p): font_px's floor of 10
            # made it a second, offset copy of the title.
            shadow=max(2, short_side(self.size) * 4 // 720),
            # A long title (a longer language, an upright screen) shrinks to the screen.
            box=surface.get_rect().inflate(-surface.get_width() // 16, 0),
            look=look,
        )

    def draw_lines(
        self, surface: pygame.Surface, lines: Sequence[str], top: int, share: float = 0.04
    ) -> int:
        """Centred wrapped text lines from `top`; returns the bottom."""
        look = self.look
        w, h = surface.get_size()
        size = font_px(self.size, share)
        y = top
        for line in lines:
            box = pygame.Rect((w - int(w * 0.86)) // 2, y, int(w * 0.86), max(1, h - y))
            drawn = theme.draw_text(
                surface,
                line,
                None,
                size,
                theme.CREAM,
                "body",
                anchor="midtop",
                box=box,
                lines=8,
                look=look,
            )
            y = drawn.bottom + size // 3
        return y


def drift(time: float, amount: int) -> tuple[int, int]:
    """A slow wandering offset, so nothing stays on the same pixels (screen burn-in)."""
    return (
        int(amount * math.sin(time * 0.23)),
        int(amount * math.sin(time * 0.17 + 1.3)),
    )


def pulse(time: float) -> float:
    return 0.5 + 0.5 * math.sin(time * 3.0)
