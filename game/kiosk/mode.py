"""Kiosk mode's lockdown, between the pygame event queue and the input funnel.

`App(hook=KioskMode(...))` (the app's generic `FrameHook`) calls `filter(events)` once a
frame on the events that passed the app's one validation (`game.app.input.is_well_formed`:
every field this filter reads is there and in range) and `draw(canvas)` after the
scenes. The filter:

- drops every way out: QUIT (window close, Alt+F4, SIGINT/SIGTERM), WINDOWCLOSE, and all
  keyboard, gamepad and joystick input, except the operator combination
  (Ctrl+Shift+O), which opens the operator PIN keypad;
- lets one pointer act at a time: the first finger down (or a left mouse button, for
  touch screens that report themselves as a mouse) owns the screen until it lifts;
  other fingers, a palm, right clicks, the wheel and SDL's mouse events synthesised from
  touch (`touch=True`) are dropped, so a tap acts once and multi-touch chaos acts never;
- gives every press at once a visible ripple and a tick sound, and touches the idle clock;
- watches the hidden operator gesture: a pointer held in the top-left corner for
  `CORNER_HOLD` seconds opens the PIN keypad.

Time comes from the injectable `now` (monotonic seconds), never from frame counts, so
tests and the soak benchmark move it themselves. The scenes it opens are reached through
the app's typed openers (`OperatorScreens`, which `scenes.kiosk.flow.KioskFlow` has); this
module knows none of them.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import random
import time
import warnings
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from game import i18n
from game.app.intents import Device
from game.kiosk.config import KioskConfig, save_config
from game.kiosk.idle import IdleClock
from game.kiosk.pin import PinLock, PinStore
from game.kiosk.scores import HighScores

if TYPE_CHECKING:
    from game.app.main import App
    from game.app.scene import Scene


@runtime_checkable
class OperatorScreens(Protocol):
    """The screens kiosk mode opens itself, of the app's openers (`scenes.kiosk.screens`)."""

    def home(self) -> Scene:
        """The attract loop."""

    def no_pin(self, problems: list[str] | None = None) -> Scene: ...

    def operator_pin(self, mode: str = "check") -> Scene: ...


def operator_screens(app: App) -> OperatorScreens:
    found: object = app.stack.screens
    if not isinstance(found, OperatorScreens):
        raise LookupError("a kiosk App needs the kiosk's screens (scenes.kiosk.flow)")
    return found


OPERATOR_KEY = pygame.K_o
OPERATOR_MODS = (pygame.KMOD_CTRL, pygame.KMOD_SHIFT)
CORNER_HOLD = 5.0  # seconds
CORNER_FRACTION = 0.12  # the corner square's side, as a share of the shorter screen side
RIPPLE_SECONDS = 0.35
OPERATOR_SCENES = ("operator_pin", "operator")
# The name of the screen shown alone while no usable PIN exists: nobody at the screen may
# set one (docs/KIOSK.md).
NO_PIN_SCENE = "no_pin"
NO_PIN_RECHECK = 2.0  # seconds between looks for a PIN set meanwhile (`nothanks kiosk-pin`)

_POINTER = {
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEMOTION,
    pygame.FINGERDOWN,
    pygame.FINGERUP,
    pygame.FINGERMOTION,
}
# Everything that only ever means "keyboard", "gamepad" or "leave".
_BLOCKED = {
    pygame.QUIT,
    pygame.WINDOWCLOSE,
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.TEXTINPUT,
    pygame.TEXTEDITING,
    pygame.MOUSEWHEEL,
    pygame.JOYAXISMOTION,
    pygame.JOYBALLMOTION,
    pygame.JOYHATMOTION,
    pygame.JOYBUTTONDOWN,
    pygame.JOYBUTTONUP,
    pygame.JOYDEVICEADDED,
    pygame.JOYDEVICEREMOVED,
    pygame.CONTROLLERAXISMOTION,
    pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED,
    pygame.CONTROLLERDEVICEREMAPPED,
    pygame.CONTROLLERTOUCHPADDOWN,
    pygame.CONTROLLERTOUCHPADMOTION,
    pygame.CONTROLLERTOUCHPADUP,
    pygame.MULTIGESTURE,
}


# Screens a visitor passes through on the way to a game: backing out of them to the attract
# loop keeps the language they picked there (the idle clock resets it if they leave).
VISITOR_STEPS = frozenset({"guest", "rules", "attract", "attract_cards"})


def kiosk_of_app(app: object) -> KioskMode | None:
    """The kiosk mode an App runs under, or None (the desktop game, tests, shots)."""
    hook = getattr(app, "hook", None)
    return hook if isinstance(hook, KioskMode) else None


# A kiosk runs for weeks at one screen size: smaller caches keep its memory flat from the
# first game on, where the desktop game keeps more sizes around for window resizes.
# Measured at 1920x1080 (`python -m game kiosk-soak`; the caps grow with the screen's
# area, as the desktop's budgets do: a 4K face is four times a 1080p one): a demo builds
# 60-100 card faces whatever the budget, so one table's faces and text still fit and
# frames do not rebuild them; an open font is ~300 KB and reopening one takes ~0.5 ms.
# Since issue 45 a table builds all its faces ahead (the deck's order is secret): ~22 MB
# at 1920x1080 with the expansion. At 8 MB the faces built ahead pushed out the ones
# about to show, and a reveal built its face in the frame (30-40 ms at 2160x3840).
KIOSK_SPRITE_CACHE_BYTES = 28 * 1024 * 1024
KIOSK_TEXT_CACHE_BYTES = 3 * 1024 * 1024
# The special cards' text panels, which a table also composes ahead (issue 65): its
# seventeen take ~8.5 MB at 1920x1080 (34 MB on the upright 2160x3840 screen). At 3 MB
# the ones composed ahead pushed each other out, and a card face up composed its panel
# in the frame again (7-10 ms there).
KIOSK_TEXT_PANEL_CACHE_BYTES = 10 * 1024 * 1024
KIOSK_FONT_CACHE_MAX = 32


def limit_caches() -> None:
    from game.draw import sprites, theme

    # Ceilings, not budgets: the app budgets its caches anew at every window it opens
    # (grown with the surface), and that must not undo the kiosk's cap.
    sprites._cache.cap(KIOSK_SPRITE_CACHE_BYTES)
    theme._text_cache.cap(KIOSK_TEXT_CACHE_BYTES)
    theme._text_panel_cache.cap(KIOSK_TEXT_PANEL_CACHE_BYTES)
    theme.FONT_CACHE_MAX = min(theme.FONT_CACHE_MAX, KIOSK_FONT_CACHE_MAX)


# glibc's malloc, where present. The bounded caches evict and rebuild card faces game
# after game (a face is drawn at 3x and scaled down: megabyte-sized scratch surfaces).
# Measured over a simulated day, the live heap stays flat but glibc keeps the freed
# blocks: its mmap threshold rises to the largest block ever freed, so later big
# surfaces come from the heap and leave holes the process never gives back.
M_MMAP_THRESHOLD = -3  # mallopt parameter (malloc.h)
MMAP_THRESHOLD_BYTES = 128 * 1024  # glibc's default, held fixed


def _glibc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    if libc is None or not hasattr(libc, "mallopt") or not hasattr(libc, "malloc_trim"):
        return None  # not glibc (musl, macOS, Windows): nothing to tune
    return libc


class HeapKeeper:
    """Keeps the kiosk's heap from creeping over weeks of games (glibc only; elsewhere a
    no-op): big surfaces always get their own mapping, returned to the system when freed,
    and between games (each return to attract) the freed heap pages are handed back."""

    def __init__(self) -> None:
        self.libc = _glibc()
        self.trims = 0
        if self.libc is not None:
            self.libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES)

    def release(self) -> None:
        if self.libc is not None:
            self.libc.malloc_trim(0)
            self.trims += 1


@dataclass
class KioskMode:
    config: KioskConfig
    config_path: Path | None
    scores: HighScores
    now: Callable[[], float] = time.monotonic
    fullscreen: bool = True
    pin_lock: PinLock = field(default_factory=PinLock)
    # The operator PIN (its own file, game.kiosk.pin). Unset: the kiosk is out of service
    # (NO_PIN_SCENE) until `nothanks kiosk-pin` sets one.
    pin: PinStore = field(default_factory=lambda: PinStore(None))
    # Problems with the kiosk's files, for the operator screen (not only stderr).
    problems: list[str] = field(default_factory=list)
    blocked: Counter[str] = field(default_factory=Counter)  # swallowed events by name

    # Seeds for guests' games (tests inject their own to replay a known game).
    new_seed: Callable[[], int] = field(
        default_factory=lambda: lambda: random.SystemRandom().randrange(1 << 31)
    )

    def __post_init__(self) -> None:
        self.app: App | None = None
        self.idle = IdleClock(self.now)
        self.pointer: tuple[object, ...] | None = None  # ("finger", touch, id) or ("mouse",)
        self.pressed_pos: tuple[int, int] | None = None  # canvas pixel while a pointer is down
        self.ripples: list[tuple[tuple[int, int], float]] = []
        self._corner_since: float | None = None
        self._swallow_pointer = False  # the rest of a corner hold is not a tap
        # A press in the operator's corner, kept back until it is known not to be the
        # operator's hold (released early or moved away): a hold must not also press
        # what is under it, such as "Tap to play".
        self._held_press: pygame.event.Event | None = None
        self._let_go: pygame.event.Event | None = None
        self._window_held = False
        self.heap: HeapKeeper | None = None
        self._last_top: Scene | None = None
        self._pin_checked_at: float | None = None
        self._out_of_service = False  # the no-PIN screen is up because no PIN is usable

    # Set-up ----------------------------------------------------------------------------
    def attach(self, app: App) -> None:
        """Called by the App before it opens its window."""
        self.app = app
        app.want_fullscreen = self.fullscreen
        settings = app.settings
        settings.animation_speed = "1x"
        settings.coach_hints = False
        # (Open counters are not a setting: guests' tables take the config's own value.)
        self.apply_sound(attract=True)
        app.input.pointer_is_touch = True  # a touch screen reporting itself as a mouse too
        i18n.set_language(self.config.language)  # the operator's, not the desktop's
        app.input.last_device = Device.TOUCH  # prompts say "Tap", never a key
        pygame.mouse.set_visible(False)
        limit_caches()
        self.heap = HeapKeeper()

    def apply_sound(self, attract: bool) -> None:
        if self.app is None:
            return
        audible = self.config.sound and (self.config.attract_sound or not attract)
        volume = self.config.volume if audible else 0.0
        if self.app.audio.volume != volume:
            self.app.audio.set_volume(volume)
        music = volume if self.config.music else 0.0
        if self.app.music.volume != music:
            self.app.music.set_volume(music)

    def save_config(self) -> None:
        if self.config_path is not None:
            save_config(self.config, self.config_path)  # a failure is told by the store
        self.apply_sound(attract=False)

    # The filter ------------------------------------------------------------------------
    def filter(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        """The events the app may see this frame (called once a frame, even with none)."""
        if not self._window_held:
            self._window_held = True
            self._hold_window(grab=True)
        if not self._pin_usable():
            # Out of service: the one screen, whatever was asked; every input dropped.
            for event in events:
                self._allow(event)
            self.pointer = self.pressed_pos = self._corner_since = self._held_press = None
            return []
        kept: list[pygame.event.Event] = []
        for event in events:
            allowed = self._allow(event)
            if self._let_go is not None:  # a corner press that was a plain touch after all
                kept.append(self._let_go)
                self._let_go = None
            if allowed:
                kept.append(event)
        self._check_corner()
        top = self.app.stack.top if self.app is not None else None
        attract = top is not None and top.kiosk_attract
        self.apply_sound(attract=attract)
        if top is not self._last_top:
            if attract and self._last_top is not None and self.heap is not None:
                self.heap.release()  # a game or carousel just ended: give back its scratch
            came_from = self._last_top.name if self._last_top is not None else None
            if attract and self._last_top is not None and came_from not in VISITOR_STEPS:
                self.speak_default()  # a visit ended: the next visitor starts afresh
            self._last_top = top
        elif attract and self.idle.idle_for() >= self.config.idle_timeout:
            self.speak_default()  # picked a language and walked away
        return kept

    def speak_default(self) -> None:
        """Back to the operator's language (no-op if it is the one in use)."""
        if i18n.language() != self.config.language:
            i18n.set_language(self.config.language)

    def _allow(self, event: pygame.event.Event) -> bool:
        etype = event.type
        if etype == pygame.KEYDOWN and self._is_operator_combo(event):
            self.request_operator()
        if etype in _BLOCKED:
            self.blocked[pygame.event.event_name(etype)] += 1
            return False
        if etype == pygame.WINDOWFOCUSLOST:
            # The release may never come: forget the pointer (the App releases held input).
            self._pointer_up()
        if etype in (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
            self._hold_window(grab=False)
        if etype not in _POINTER:
            return True
        if getattr(event, "touch", False):
            return False  # SDL's mouse copy of a finger; the FINGER events count
        if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button != 1:
            self.blocked["OtherMouseButton"] += 1
            return False
        if etype in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            source: tuple[object, ...] = ("finger", event.touch_id, event.finger_id)
            pos = self._finger_pos(event)
        else:
            source = ("mouse",)
            pos = self._map(event.pos)
        if etype in (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN):
            if self.pointer is not None:
                self.blocked["ExtraPointer"] += 1
                return False
            self._pointer_down(source, pos)
            if self._corner_since is not None:
                self._held_press = event
                return False
            return True
        if etype == pygame.MOUSEMOTION:
            if self.pointer == source:
                self._pointer_move(pos)
            return self.pointer is None or self.pointer == source
        if self.pointer != source:
            return False  # a finger that never owned the screen
        if etype == pygame.FINGERMOTION:
            self._pointer_move(pos)
            return not self._swallow_pointer
        swallow = self._swallow_pointer
        held = self._held_press
        self._pointer_up()
        if held is not None and not swallow:
            self._let_go = held
        return not swallow

    def _hold_window(self, grab: bool) -> None:
        """Full screen only (a windowed kiosk is a test run): keep the window up and, on
        start, grab the keyboard so the desktop's own shortcuts (Alt+Tab) reach us."""
        if not self.fullscreen or self.app is None or not self.app.is_fullscreen:
            return
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                window = pygame.Window.from_display_module()
            if grab:
                window.grab_keyboard = True
            else:
                window.restore()
                window.focus()
        except (pygame.error, AttributeError, TypeError):
            pass  # best effort: some drivers cannot

    def _is_operator_combo(self, event: pygame.event.Event) -> bool:
        mod = getattr(event, "mod", 0)
        return event.key == OPERATOR_KEY and all(mod & m for m in OPERATOR_MODS)

    # Pointer bookkeeping ---------------------------------------------------------------
    def _map(self, pos: tuple[int, int]) -> tuple[int, int]:
        if self.app is None:
            return int(pos[0]), int(pos[1])
        return self.app.to_canvas((int(pos[0]), int(pos[1])))

    def _finger_pos(self, event: pygame.event.Event) -> tuple[int, int]:
        w, h = self.app.window.get_size() if self.app is not None else (1280, 720)
        x = min(w - 1, max(0, int(float(event.x) * w)))
        y = min(h - 1, max(0, int(float(event.y) * h)))
        return self._map((x, y))

    def _pointer_down(self, source: tuple[object, ...], pos: tuple[int, int]) -> None:
        self.pointer = source
        self.pressed_pos = pos
        self._swallow_pointer = False
        self.idle.touch()
        now = self.now()
        self.ripples = [r for r in self.ripples if now - r[1] < RIPPLE_SECONDS][-8:]
        self.ripples.append((pos, now))
        self._tap_sound()
        self._corner_since = now if self._in_corner(pos) else None

    def _tap_sound(self) -> None:
        """Every tap clicks when sound is on, even over the muted attract loop."""
        if self.app is None:
            return
        audio = self.app.audio
        muted_volume = audio.volume
        if self.config.sound:
            audio.set_volume(self.config.volume)
        audio.play("move")  # the channel keeps the volume it started with
        audio.set_volume(muted_volume)

    def _pointer_move(self, pos: tuple[int, int]) -> None:
        self.pressed_pos = pos
        if self._corner_since is not None and not self._in_corner(pos):
            self._corner_since = None
            self._let_go, self._held_press = self._held_press, None

    def _pointer_up(self) -> None:
        self._held_press = None
        self.pointer = None
        self.pressed_pos = None
        self._corner_since = None
        self._swallow_pointer = False

    def _in_corner(self, pos: tuple[int, int]) -> bool:
        size = self.app.canvas.get_size() if self.app is not None else (1280, 720)
        side = int(min(size) * CORNER_FRACTION)
        return pos[0] < side and pos[1] < side

    def _check_corner(self) -> None:
        if self._corner_since is not None and self.now() - self._corner_since >= CORNER_HOLD:
            self._corner_since = None
            self._swallow_pointer = True
            self._held_press = None  # the operator's gesture: it presses nothing
            self.request_operator()

    def corner_progress(self) -> float:
        """0..1 while the corner is being held (drawn as a faint arc for the operator)."""
        if self._corner_since is None:
            return 0.0
        return min(1.0, (self.now() - self._corner_since) / CORNER_HOLD)

    # Operator --------------------------------------------------------------------------
    def _pin_usable(self) -> bool:
        """True once a usable PIN exists. Until then the stack holds only the out-of-service
        screen, and the PIN file is looked at again every NO_PIN_RECHECK seconds: the
        kiosk opens on attract as soon as the operator has set one from a shell."""
        if not self.pin.is_set and self.pin.path is not None:
            now = self.now()
            last = self._pin_checked_at
            if last is None or now - last >= NO_PIN_RECHECK:
                self._pin_checked_at = now
                if os.path.lexists(self.pin.path):
                    self.pin = PinStore.load(self.pin.path)
        app = self.app
        if self.pin.is_set:
            if self._out_of_service and app is not None:
                app.stack.clear_to(operator_screens(app).home())
            self._out_of_service = False
            return True
        self._out_of_service = True
        if app is not None and [scene.name for scene in app.stack.scenes] != [NO_PIN_SCENE]:
            app.stack.clear_to(operator_screens(app).no_pin())
        return False

    def request_operator(self) -> None:
        app = self.app
        if app is None or not self.pin.is_set:
            return  # no PIN: no gesture leads anywhere (it is set with `nothanks kiosk-pin`)
        if any(scene.name in OPERATOR_SCENES for scene in app.stack.scenes):
            return
        app.stack.push(operator_screens(app).operator_pin())

    def locks_down(self) -> bool:
        """A public screen: no phones, and the operator's and the visitor's language."""
        return True

    # Drawing ---------------------------------------------------------------------------
    def draws_now(self) -> bool:
        """Touch feedback is showing (a ripple, a pressed point, the operator corner's
        ring): `draw` draws over the scenes this frame."""
        now = self.now()
        rippling = any(0 <= now - started < RIPPLE_SECONDS for _, started in self.ripples)
        return rippling or self.pressed_pos is not None or self.corner_progress() > 0.2

    def draw(self, canvas: pygame.Surface) -> None:
        """Immediate press feedback: a ring where the pointer is down, ripples on taps."""
        now = self.now()
        short = min(canvas.get_size())
        for pos, started in self.ripples:
            t = (now - started) / RIPPLE_SECONDS
            if 0 <= t < 1:
                radius = int(short * (0.03 + 0.05 * t))
                width = max(2, int(short * 0.008 * (1 - t)))
                pygame.draw.circle(canvas, (250, 241, 222), pos, radius, width)
        if self.pressed_pos is not None:
            pygame.draw.circle(canvas, (246, 186, 64), self.pressed_pos, int(short * 0.025), 3)
        progress = self.corner_progress()
        if progress > 0.2:
            # Only someone holding the corner on purpose sees this.
            side = int(short * CORNER_FRACTION)
            rect = pygame.Rect(side // 4, side // 4, side // 2, side // 2)
            pygame.draw.arc(canvas, (246, 186, 64), rect, 0, 6.283 * progress, 4)
