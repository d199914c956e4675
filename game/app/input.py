"""The input funnel: raw pygame events in, `IntentEvent`s out.

Only `game.app.main.App.step` reads the pygame event queue; it hands each event to
`InputFunnel.translate(event)` and once a frame calls `InputFunnel.update(dt)` (key and
stick auto-repeat). Scenes only ever see intents.

Bindings are data (`KEY_BINDINGS`, `PAD_BUTTON_BINDINGS`); pass your own dicts to
`InputFunnel(...)` to rebind.

Keyboard: arrows/WASD move (by position: ZQSD on AZERTY) · Enter/Space confirm ·
Esc/Backspace back · T take · N/P pass · Tab/V peek (held) · H hint.
Mouse: left click = POINT(pos) · right click = BACK · wheel = UP/DOWN (with the mouse's pos).
Gamepad (couch layout, positional Xbox names): A confirm · B back · X take · Y pass
("No thanks!") · LB/RB peek (held) · START menu · BACK/SELECT hint · D-pad and left stick
move (dead zone with hysteresis, auto-repeat).
Touch: a tap (finger up near where it went down) = POINT(pixel pos) · a horizontal swipe
= LEFT/RIGHT · a vertical drag = DOWN (up the screen) or UP, with where it began. Mouse
events SDL synthesises from touch (`event.touch`) are ignored so a tap never counts twice.

`last_device` is the device of the latest real input, for `prompt_label`.
`pads` (a `game.app.pads.PadRegistry`) knows the gamepads plugged in; pads plugged in and
unplugged wait in `added_pads`/`removed_pads` for the App to tell the scenes (whose seats
they may hold).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app.intents import Device, Intent, IntentEvent
from game.app.pads import MAX_PADS, XBOX, Pad, PadRegistry
from game.i18n import N_

KEY_BINDINGS: dict[int, Intent] = {
    pygame.K_UP: Intent.UP,
    pygame.K_w: Intent.UP,
    pygame.K_DOWN: Intent.DOWN,
    pygame.K_s: Intent.DOWN,
    pygame.K_LEFT: Intent.LEFT,
    pygame.K_a: Intent.LEFT,
    pygame.K_RIGHT: Intent.RIGHT,
    pygame.K_d: Intent.RIGHT,
    pygame.K_RETURN: Intent.CONFIRM,
    pygame.K_KP_ENTER: Intent.CONFIRM,
    pygame.K_SPACE: Intent.CONFIRM,
    pygame.K_ESCAPE: Intent.BACK,
    pygame.K_BACKSPACE: Intent.BACK,
    pygame.K_t: Intent.TAKE,
    # N first, so prompts name it: "No thanks", "Nein danke", "Non merci", "No, gracias"
    # (P reads as "Prendre", take, to a French player).
    pygame.K_n: Intent.PASS,
    pygame.K_p: Intent.PASS,
    pygame.K_TAB: Intent.PEEK,
    pygame.K_v: Intent.PEEK,
    pygame.K_h: Intent.HINT,
}

PAD_BUTTON_BINDINGS: dict[int, Intent] = {
    pygame.CONTROLLER_BUTTON_A: Intent.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Intent.BACK,
    pygame.CONTROLLER_BUTTON_X: Intent.TAKE,
    pygame.CONTROLLER_BUTTON_Y: Intent.PASS,
    pygame.CONTROLLER_BUTTON_START: Intent.MENU,
    pygame.CONTROLLER_BUTTON_BACK: Intent.HINT,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Intent.PEEK,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Intent.PEEK,
    pygame.CONTROLLER_BUTTON_DPAD_UP: Intent.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Intent.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Intent.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Intent.RIGHT,
}

# The movement letters go by the key's place, not its letter (SDL scancodes name places
# as on a US keyboard): W A S D are Z Q S D on AZERTY, where Z and Q are where W and A are.
POSITIONAL_KEYS: dict[int, int] = {
    pygame.KSCAN_W: pygame.K_w,
    pygame.KSCAN_A: pygame.K_a,
    pygame.KSCAN_S: pygame.K_s,
    pygame.KSCAN_D: pygame.K_d,
}

# What a player calls a key, for key caps, prompts and the Controls screens (msgids,
# translated where drawn: "Space" is "Leertaste" on a German key cap). The arrows are
# drawn as arrows, in every language. Saved bindings keep pygame's stable names
# ("return", "left shift"): only what is shown is friendly. Keys not listed are named by
# `key_label`.
KEY_LABELS: dict[int, str] = {
    pygame.K_RETURN: N_("Enter"),
    pygame.K_KP_ENTER: N_("Enter"),
    pygame.K_ESCAPE: N_("Esc"),
    pygame.K_BACKSPACE: N_("Backspace"),
    pygame.K_SPACE: N_("Space"),
    pygame.K_TAB: N_("Tab"),
    pygame.K_UP: "\u2191",
    pygame.K_DOWN: "\u2193",
    pygame.K_LEFT: "\u2190",
    pygame.K_RIGHT: "\u2192",
    pygame.K_LSHIFT: N_("Left Shift"),
    pygame.K_RSHIFT: N_("Right Shift"),
    pygame.K_LCTRL: N_("Left Ctrl"),
    pygame.K_RCTRL: N_("Right Ctrl"),
    pygame.K_LALT: N_("Alt"),
    pygame.K_RALT: N_("Right Alt"),
    pygame.K_CAPSLOCK: N_("Caps Lock"),
    pygame.K_DELETE: N_("Del"),
    pygame.K_INSERT: N_("Insert"),
    pygame.K_HOME: N_("Home"),
    pygame.K_END: N_("End"),
    pygame.K_PAGEUP: N_("Page Up"),
    pygame.K_PAGEDOWN: N_("Page Down"),
    pygame.K_PAUSE: N_("Pause"),
    pygame.K_NUMLOCKCLEAR: N_("Num Lock"),
    pygame.K_SCROLLLOCK: N_("Scroll Lock"),
    pygame.K_PRINTSCREEN: N_("Print Screen"),
    pygame.K_KP_EQUALS: "Num =",
}


def key_label(code: int) -> str:
    """A key's name for players (a msgid where it is a word): "Enter", "Left Shift",
    "\u2190", "Num 1", "F11", "T". pygame's own names are lower case and technical
    ("return", "left shift", "[1]")."""
    label = KEY_LABELS.get(code)
    if label is not None:
        return label
    name = pygame.key.name(code)
    if len(name) > 2 and name.startswith("[") and name.endswith("]"):
        return f"Num {name[1:-1]}"  # the number pad's keys, as their caps say
    if len(name) <= 3:
        return name.upper()  # "t", "f11", "-"
    return name.title()  # "left meta" and other rare keys: capitalised, at least


PAD_BUTTON_LABELS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "A",
    pygame.CONTROLLER_BUTTON_B: "B",
    pygame.CONTROLLER_BUTTON_X: "X",
    pygame.CONTROLLER_BUTTON_Y: "Y",
    pygame.CONTROLLER_BUTTON_START: "Start",
    pygame.CONTROLLER_BUTTON_BACK: "Select",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "LB",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "RB",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "LS",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "RS",
    # Each direction its own label: a prompt glyph shows which arm of the cross, so a bar
    # never shows one badge for two hints ("Next page" and "Expansion").
    pygame.CONTROLLER_BUTTON_DPAD_UP: N_("D-pad up"),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: N_("D-pad down"),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: N_("D-pad left"),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: N_("D-pad right"),
}

DIRECTIONS = frozenset({Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT})
# Intents reported on release too (held=False), e.g. peek while held.
HOLD_INTENTS = frozenset({Intent.PEEK})

REPEAT_DELAY = 0.40  # seconds before a held direction starts repeating
REPEAT_INTERVAL = 0.11  # seconds between repeats
STICK_PRESS = 0.60  # stick deflection that counts as a press ...
STICK_RELEASE = 0.35  # ... and the smaller one that releases it (hysteresis)
SWIPE_FRACTION = 0.12  # horizontal travel (share of window width) that makes a swipe
TAP_SLOP_FRACTION = 0.04  # travel under which a finger-up still counts as a tap
MOUSE_TRAVEL = 3  # pixels a mouse motion must cover to make the mouse the device in use


@dataclass
class _Held:
    intent: Intent
    device: Device
    pad: int | None
    timer: float


# Event validation ---------------------------------------------------------------
# SDL would not send these malformed events today, but a bad driver, a test or a future
# SDL might; they are ignored rather than allowed to crash a frame.
_INT32 = 2**31
MAX_DEVICE_INDEX = 1024
MAX_WINDOW_SIDE = 16384

_INT_FIELDS: dict[int, tuple[str, ...]] = {
    pygame.KEYDOWN: ("key",),
    pygame.KEYUP: ("key",),
    pygame.MOUSEBUTTONDOWN: ("button",),
    pygame.MOUSEBUTTONUP: ("button",),
    pygame.CONTROLLERBUTTONDOWN: ("instance_id", "button"),
    pygame.CONTROLLERBUTTONUP: ("instance_id", "button"),
    pygame.CONTROLLERAXISMOTION: ("instance_id", "axis"),
    pygame.CONTROLLERDEVICEREMOVED: ("instance_id",),
    pygame.FINGERDOWN: ("touch_id", "finger_id"),
    pygame.FINGERUP: ("touch_id", "finger_id"),
    pygame.FINGERMOTION: ("touch_id", "finger_id"),
}
_REAL_FIELDS: dict[int, tuple[str, ...]] = {
    pygame.CONTROLLERAXISMOTION: ("value",),
    pygame.FINGERDOWN: ("x", "y"),
    pygame.FINGERUP: ("x", "y"),
    pygame.FINGERMOTION: ("x", "y"),
    pygame.MOUSEWHEEL: ("y",),
}
_POS_EVENTS = frozenset({pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION})
_SIZE_FIELDS: dict[int, tuple[str, str]] = {
    pygame.VIDEORESIZE: ("w", "h"),
    pygame.WINDOWSIZECHANGED: ("x", "y"),
    pygame.WINDOWRESIZED: ("x", "y"),
}


# Fields read only where present (`getattr(event, name, default)`), checked when present:
# `rel` once raised in `InputFunnel.note` for (), (1,) or ("x", "y") (issue 54).
_OPTIONAL_PAIRS: dict[int, tuple[str, ...]] = {pygame.MOUSEMOTION: ("rel",)}
_OPTIONAL_FLAGS: dict[int, tuple[str, ...]] = {
    pygame.MOUSEMOTION: ("touch",),
    pygame.MOUSEBUTTONDOWN: ("touch",),
    pygame.MOUSEBUTTONUP: ("touch",),
    pygame.MOUSEWHEEL: ("touch",),
}
_ABSENT = object()


def _is_pair(value: object) -> bool:
    return isinstance(value, tuple | list) and len(value) == 2 and all(map(_is_real, value))


def _is_flag(value: object) -> bool:
    return type(value) in (bool, int)


def _fields_present_are_sound(event: pygame.event.Event) -> bool:
    """The optional fields code reads (`rel`, `touch`), where the event has them."""
    etype = event.type
    for name in _OPTIONAL_PAIRS.get(etype, ()):
        value = getattr(event, name, _ABSENT)
        if value is not _ABSENT and not _is_pair(value):
            return False
    for name in _OPTIONAL_FLAGS.get(etype, ()):
        value = getattr(event, name, _ABSENT)
        if value is not _ABSENT and not _is_flag(value):
            return False
    # Read on every event type by the app's F11 check: an int or nothing.
    key = getattr(event, "key", _ABSENT)
    return key is _ABSENT or _is_int(key, -(2**63), 2**63)


def _is_int(value: object, low: int = -_INT32, high: int = _INT32) -> bool:
    return isinstance(value, int) and low <= value < high


def _is_real(value: object) -> bool:
    return isinstance(value, int | float) and math.isfinite(value) and abs(value) < _INT32


def is_well_formed(event: pygame.event.Event) -> bool:
    """False for an event missing a field its type needs, or with a field out of range
    (a mouse button with no `pos`, a finger at NaN, a device index of 2**40, a motion's
    `rel` of ("x", "y"), ...). Every field any code reads is checked here first."""
    etype = event.type
    if not _fields_present_are_sound(event):
        return False
    for name in _INT_FIELDS.get(etype, ()):
        # Touch and finger ids are 64-bit in SDL; everything else here is 32-bit.
        bound = 2**63 if name in ("touch_id", "finger_id") else _INT32
        if not _is_int(getattr(event, name, None), -bound, bound):
            return False
    for name in _REAL_FIELDS.get(etype, ()):
        if not _is_real(getattr(event, name, None)):
            return False
    if etype in _POS_EVENTS:
        pos = getattr(event, "pos", None)
        if not isinstance(pos, tuple | list) or len(pos) != 2 or not all(map(_is_real, pos)):
            return False
    if etype in (pygame.KEYDOWN, pygame.KEYUP) and not (
        _is_int(getattr(event, "mod", 0)) and isinstance(getattr(event, "unicode", ""), str)
    ):
        return False
    if etype in (pygame.TEXTINPUT, pygame.TEXTEDITING) and not isinstance(
        getattr(event, "text", None), str
    ):
        return False
    if etype == pygame.CONTROLLERDEVICEADDED:
        return _is_int(getattr(event, "device_index", None), 0, MAX_DEVICE_INDEX)
    if etype in _SIZE_FIELDS:
        return all(
            _is_int(getattr(event, name, None), 0, MAX_WINDOW_SIDE + 1)
            for name in _SIZE_FIELDS[etype]
        )
    return True


# The per-frame event budget -----------------------------------------------------
# Past `cap` events in one frame, new *presses* are dropped so a flood cannot stall the
# loop. Nothing whose loss would leave an input held or change a gesture is ever
# dropped: releases, finger downs and ups, stick movement, device and window events.
# Motion is coalesced instead (the funnel only needs the latest position).
_DROPPABLE = frozenset(
    {pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.MOUSEWHEEL}
)
_COALESCED = frozenset({pygame.MOUSEMOTION, pygame.FINGERMOTION})


def frame_events(events: list[pygame.event.Event], cap: int) -> list[pygame.event.Event]:
    """The events a frame handles, in order: runs of motion from one source coalesced
    (a stick run keeps its furthest value, then its last), presses past `cap` dropped."""
    out: list[pygame.event.Event] = []
    for event in events:
        prev = out[-1] if out else None
        if prev is not None and prev.type == event.type and _same_source(prev, event):
            if event.type in _COALESCED:
                out[-1] = event
                continue
            if event.type == pygame.CONTROLLERAXISMOTION:
                # Keep the run's furthest value (so a flick still presses) and its last
                # (so a return to centre still releases).
                before = out[-2] if len(out) >= 2 else None
                if before is not None and before.type == event.type and _same_source(before, event):
                    if abs(getattr(prev, "value", 0)) >= abs(getattr(before, "value", 0)):
                        out[-2] = prev
                    out[-1] = event
                    continue
        out.append(event)
    if len(out) <= cap:
        return out
    return out[:cap] + [e for e in out[cap:] if e.type not in _DROPPABLE]


def _same_source(a: pygame.event.Event, b: pygame.event.Event) -> bool:
    if a.type == pygame.CONTROLLERAXISMOTION:
        return bool(
            getattr(a, "instance_id", None) == getattr(b, "instance_id", None)
            and getattr(a, "axis", None) == getattr(b, "axis", None)
        )
    if a.type == pygame.FINGERMOTION:
        return bool(
            getattr(a, "touch_id", None) == getattr(b, "touch_id", None)
            and getattr(a, "finger_id", None) == getattr(b, "finger_id", None)
        )
    return True


class InputFunnel:
    """Turns raw pygame events into intents; tracks held keys, sticks and fingers."""

    def __init__(
        self,
        key_bindings: dict[int, Intent] | None = None,
        pad_bindings: dict[int, Intent] | None = None,
        notify: Callable[[str], None] | None = None,
    ) -> None:
        self.key_bindings = dict(KEY_BINDINGS if key_bindings is None else key_bindings)
        self.pad_bindings = dict(PAD_BUTTON_BINDINGS if pad_bindings is None else pad_bindings)
        self.notify = notify or (lambda _text: None)
        self.pads = PadRegistry()
        self._last_device = Device.KEYBOARD
        # The family of the pad pressed last (`game.app.pads`): whose glyphs prompts show.
        self.family = XBOX
        # A kiosk's screen is touch only, even when it reports its touches as a mouse:
        # its prompts then say "Tap", never "Click".
        self.pointer_is_touch = False
        self.window_size: tuple[int, int] = (1280, 720)
        # Maps a window pixel to the scenes' canvas pixel (the App letterboxes tiny windows).
        self.map_pos: Callable[[tuple[int, int]], tuple[int, int]] = lambda p: p
        self.added_pads: list[Pad] = []
        self.removed_pads: list[Pad] = []
        self._held: dict[tuple[object, ...], _Held] = {}
        self._stick: dict[tuple[int, int], int] = {}
        self._fingers: dict[tuple[int, int], tuple[float, float]] = {}
        # What the player's layout prints on each movement place, learnt from key presses
        # (pygame-ce 2.5 cannot ask SDL for the layout); until then the US letter.
        self.layout_keys: dict[int, int] = {}

    @property
    def last_device(self) -> Device:
        """The device of the latest input, which the prompts name."""
        return self._last_device

    @last_device.setter
    def last_device(self, device: Device) -> None:
        self._last_device = self._as_shown(device)

    def _as_shown(self, device: Device) -> Device:
        """`device` as the prompts name it: a kiosk's mouse is its touch screen."""
        return Device.TOUCH if self.pointer_is_touch and device is Device.MOUSE else device

    # Prompts -----------------------------------------------------------------------
    def prompt_label(self, intent: Intent, device: Device | None = None) -> str:
        """Short text naming the input for `intent` on `device` (default: last used)."""
        device = self._as_shown(device or self.last_device)
        if device is Device.GAMEPAD:
            for button, bound in self.pad_bindings.items():
                if bound is intent:
                    return PAD_BUTTON_LABELS.get(button, N_("Pad"))
            return N_("Pad")
        if device is Device.TOUCH:
            return N_("Tap")
        if device is Device.MOUSE:
            if intent is Intent.BACK:
                return N_("Right-click")
            if intent in (Intent.CONFIRM, Intent.TAKE, Intent.PASS, Intent.POINT):
                return N_("Click")
        for key, bound in self.key_bindings.items():
            if bound is intent:
                return key_label(self.printed_key(key))
        return "Click" if intent is Intent.POINT else intent.value.title()

    def printed_key(self, key: int) -> int:
        """The key the player's layout prints where `key`, bound by place, is."""
        for scan, us_key in POSITIONAL_KEYS.items():
            if us_key == key:
                return self.layout_keys.get(scan, key)
        return key

    def movement_letters(self) -> str:
        """The movement letters as the player's keyboard prints them: "WASD", "ZQSD"."""
        return "".join(key_label(self.printed_key(key)) for key in POSITIONAL_KEYS.values())

    def _bound_key(self, event: pygame.event.Event) -> int | None:
        """The binding `event` presses: the movement letters by place, the rest by letter."""
        key = getattr(event, "key", None)
        scan = getattr(event, "scancode", 0)
        if not isinstance(scan, int) or not scan:
            return key  # no place known (a synthetic event): the letter, as before
        if scan in POSITIONAL_KEYS and isinstance(key, int):
            self.layout_keys[scan] = key
        us_key = POSITIONAL_KEYS.get(scan)
        if us_key is not None and self._moves(us_key):
            return us_key
        if isinstance(key, int) and key in POSITIONAL_KEYS.values() and self._moves(key):
            return None  # AZERTY's A is where Q is: not a movement place
        return key

    def _moves(self, key: int) -> bool:
        intent = self.key_bindings.get(key)
        return intent is not None and intent in DIRECTIONS

    # Events ------------------------------------------------------------------------
    def note(self, event: pygame.event.Event) -> None:
        """Any real use of the keyboard or the mouse makes it the device the prompts name,
        also input no binding knows: typing a name, L for the log, a mouse moved without
        a click. (Presses of bound inputs, pads and fingers are noted in `translate`.)"""
        etype = event.type
        if etype in (pygame.KEYDOWN, pygame.TEXTINPUT):
            self.last_device = Device.KEYBOARD
        elif etype == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            rel = getattr(event, "rel", None)
            # SDL sends a motion of its own when a window opens or changes (no travel):
            # only the mouse really moving counts.
            if not isinstance(rel, tuple) or abs(rel[0]) + abs(rel[1]) >= MOUSE_TRAVEL:
                self.last_device = Device.MOUSE

    def translate(self, event: pygame.event.Event) -> list[IntentEvent]:
        """Intents for one raw event (usually zero or one); none for a malformed one."""
        if not is_well_formed(event):
            return []
        etype = event.type
        if etype == pygame.KEYDOWN:
            return self._key(event, True)
        if etype == pygame.KEYUP:
            return self._key(event, False)
        if etype == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event)
        if etype == pygame.MOUSEWHEEL:
            if getattr(event, "touch", False) or event.y == 0:
                return []
            self.last_device = Device.MOUSE
            intent = Intent.UP if event.y > 0 else Intent.DOWN
            # Where the mouse is: a scene scrolls the panel under it (History's list).
            x, y = pygame.mouse.get_pos()
            return [IntentEvent(intent, Device.MOUSE, pos=self.map_pos((int(x), int(y))))]
        if etype == pygame.CONTROLLERBUTTONDOWN:
            return self._pad_button(event, True)
        if etype == pygame.CONTROLLERBUTTONUP:
            return self._pad_button(event, False)
        if etype == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(event)
        if etype == pygame.CONTROLLERDEVICEADDED:
            return self._pad_added(event)
        if etype == pygame.CONTROLLERDEVICEREMOVED:
            return self._pad_removed(event)
        if etype == pygame.FINGERDOWN:
            key = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
            self._fingers[key] = (_unit(event.x), _unit(event.y))
            self.last_device = Device.TOUCH
            return []
        if etype == pygame.FINGERUP:
            return self._finger_up(event)
        return []

    def update(self, dt: float) -> list[IntentEvent]:
        """Auto-repeat for held directions; call once a frame."""
        out: list[IntentEvent] = []
        for held in self._held.values():
            if held.intent not in DIRECTIONS:
                continue
            held.timer -= dt
            if held.timer <= 0:
                # At most one repeat per frame, so a long hitch never bursts many moves.
                held.timer = REPEAT_INTERVAL
                out.append(IntentEvent(held.intent, held.device, held.pad))
        return out

    def release_all(self) -> list[IntentEvent]:
        """Forget held inputs (window lost focus); releases held intents such as peek."""
        out = [
            IntentEvent(h.intent, h.device, h.pad, held=False)
            for h in self._held.values()
            if h.intent in HOLD_INTENTS
        ]
        self._held.clear()
        self._stick.clear()
        self._fingers.clear()
        return out

    # Devices -----------------------------------------------------------------------
    def _press(
        self, source: tuple[object, ...], intent: Intent, device: Device, pad: int | None
    ) -> list[IntentEvent]:
        if source in self._held:
            # SDL key repeat or a duplicate press: our own repeat handles held directions.
            return []
        if intent in DIRECTIONS or intent in HOLD_INTENTS:
            self._held[source] = _Held(intent, device, pad, REPEAT_DELAY)
        return [IntentEvent(intent, device, pad)]

    def _release(self, source: tuple[object, ...]) -> list[IntentEvent]:
        held = self._held.pop(source, None)
        if held is not None and held.intent in HOLD_INTENTS:
            return [IntentEvent(held.intent, held.device, held.pad, held=False)]
        return []

    def _key(self, event: pygame.event.Event, down: bool) -> list[IntentEvent]:
        key = getattr(event, "key", None)
        source = ("key", key)
        if not down:
            # Released by source, not binding: a key unbound while held must still let go.
            return self._release(source)
        bound = self._bound_key(event)
        intent = self.key_bindings.get(bound) if bound is not None else None
        if intent is None:
            return []
        self.last_device = Device.KEYBOARD
        return self._press(source, intent, Device.KEYBOARD, None)

    def _mouse_down(self, event: pygame.event.Event) -> list[IntentEvent]:
        if getattr(event, "touch", False):
            return []  # synthesised from a finger; the FINGER events already count
        self.last_device = Device.MOUSE
        if event.button == 1:
            pos = self.map_pos((int(event.pos[0]), int(event.pos[1])))
            return [IntentEvent(Intent.POINT, Device.MOUSE, pos=pos)]
        if event.button == 3:
            return [IntentEvent(Intent.BACK, Device.MOUSE)]
        return []

    def _ensure_pad(self, instance_id: int) -> None:
        # A pad can send input before (or without) an ADDED event we could open.
        if instance_id not in self.pads:
            self.pads.register(instance_id)

    def _pad_button(self, event: pygame.event.Event, down: bool) -> list[IntentEvent]:
        iid = int(getattr(event, "instance_id", -1))
        button = getattr(event, "button", None)
        source = ("pad", iid, button)
        if not down:
            return self._release(source)  # as for keys: even if unbound while held
        intent = self.pad_bindings.get(button) if button is not None else None
        if intent is None:
            return []
        self._ensure_pad(iid)
        self.last_device = Device.GAMEPAD
        self.family = self.pads.family(iid)
        return self._press(source, intent, Device.GAMEPAD, iid)

    def _pad_axis(self, event: pygame.event.Event) -> list[IntentEvent]:
        axis = event.axis
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            neg, pos = Intent.LEFT, Intent.RIGHT
        elif axis == pygame.CONTROLLER_AXIS_LEFTY:
            neg, pos = Intent.UP, Intent.DOWN
        else:
            return []
        iid = int(getattr(event, "instance_id", -1))
        value = max(-1.0, min(1.0, event.value / 32767))
        key = (iid, axis)
        old = self._stick.get(key, 0)
        if old == 0:
            new = 1 if value >= STICK_PRESS else -1 if value <= -STICK_PRESS else 0
        else:
            new = old if abs(value) > STICK_RELEASE and (value > 0) == (old > 0) else 0
            if new == 0 and abs(value) >= STICK_PRESS:
                new = 1 if value > 0 else -1  # flicked straight across to the other side
        if new == old:
            return []
        self._stick[key] = new
        if len(self._stick) > 4 * MAX_PADS:
            # Sticks of pads no longer known, at rest: forgotten with their pads.
            for k in [k for k, v in self._stick.items() if v == 0 and k[0] not in self.pads]:
                del self._stick[k]
        source = ("stick", iid, axis)
        out = self._release(source)
        if new != 0:
            self._ensure_pad(iid)
            self.last_device = Device.GAMEPAD
            out += self._press(source, pos if new > 0 else neg, Device.GAMEPAD, iid)
        return out

    def _pad_added(self, event: pygame.event.Event) -> list[IntentEvent]:
        pad = self.pads.open_device(int(getattr(event, "device_index", 0)))
        if pad is not None:
            self.added_pads.append(pad)  # the App says so, with its seat if it has one back
        return []

    def _pad_removed(self, event: pygame.event.Event) -> list[IntentEvent]:
        iid = int(getattr(event, "instance_id", -1))
        out: list[IntentEvent] = []
        for source in [s for s in self._held if s[0] in ("pad", "stick") and s[1] == iid]:
            out += self._release(source)
        for key in [k for k in self._stick if k[0] == iid]:
            del self._stick[key]
        pad = self.pads.remove(iid)
        if pad is not None:
            self.removed_pads.append(pad)  # the App says so, with the seat it held if any
        if self.last_device is Device.GAMEPAD and len(self.pads) == 0:
            self.last_device = Device.KEYBOARD
        return out

    def _finger_up(self, event: pygame.event.Event) -> list[IntentEvent]:
        key = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
        x, y = _unit(event.x), _unit(event.y)
        start = self._fingers.pop(key, None)
        if start is None:
            # Its touch began before focus was lost (release_all forgot it) or before we
            # started: a lift alone is not a tap, and on a kiosk it could press a button.
            return []
        self.last_device = Device.TOUCH
        w, h = self.window_size
        dx = (x - start[0]) * w
        dy = (y - start[1]) * h
        if abs(dx) >= SWIPE_FRACTION * w and abs(dx) > 1.5 * abs(dy):
            # Swipe left = next page (like turning a page), i.e. RIGHT.
            return [IntentEvent(Intent.RIGHT if dx < 0 else Intent.LEFT, Device.TOUCH)]
        if abs(dy) >= SWIPE_FRACTION * h and abs(dy) > 1.5 * abs(dx):
            # A drag up reads on (DOWN), as a page follows the finger; with where it
            # began, so a scene scrolls the panel it began on.
            begun = (min(w - 1, max(0, int(start[0] * w))), min(h - 1, max(0, int(start[1] * h))))
            intent = Intent.DOWN if dy < 0 else Intent.UP
            return [IntentEvent(intent, Device.TOUCH, pos=self.map_pos(begun))]
        if (dx * dx + dy * dy) ** 0.5 > TAP_SLOP_FRACTION * w:
            return []  # a drag that was neither a tap nor a swipe
        pixel = (min(w - 1, max(0, int(x * w))), min(h - 1, max(0, int(y * h))))
        return [IntentEvent(Intent.POINT, Device.TOUCH, pos=self.map_pos(pixel))]


def _unit(value: float) -> float:
    """A touch coordinate clamped to the window (0..1)."""
    return min(1.0, max(0.0, float(value)))
