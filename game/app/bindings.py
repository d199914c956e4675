"""Rebindable controls: which keys and which pad buttons mean each intent, as data.

Saved in the settings file under `bindings` as names, e.g.

    {"keyboard": {"take": ["t"], "pass": ["p", "n"]}, "gamepad": {"take": ["x"]}}

Only intents that differ from the defaults need to be there. `load(data)` never raises:
an entry that is not a list of known names, or that would leave an intent with a key
another intent already uses, falls back to that intent's default and says so in the
notice. `rebind(...)` refuses a key or button that another intent uses.

Escape always means Back and F11 always toggles full screen: they cannot be rebound, so a
player can never lock themselves out of the menus.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.app import glyphs
from game.app.input import (
    KEY_BINDINGS,
    PAD_BUTTON_BINDINGS,
    PAD_BUTTON_LABELS,
    InputFunnel,
    key_label,
)
from game.app.intents import Intent
from game.app.pads import XBOX
from game.i18n import N_, _

KEYBOARD, GAMEPAD = "keyboard", "gamepad"
# What a player calls each intent (msgids: `intent_name` translates).
INTENT_NAMES: dict[Intent, str] = {
    Intent.UP: N_("Up"),
    Intent.DOWN: N_("Down"),
    Intent.LEFT: N_("Left"),
    Intent.RIGHT: N_("Right"),
    Intent.CONFIRM: N_("Confirm"),
    Intent.BACK: N_("Back"),
    Intent.TAKE: N_("Take"),
    Intent.PASS: N_("Pass"),
    Intent.PEEK: N_("Peek"),
    Intent.MENU: N_("Menu"),
    Intent.HINT: N_("Hint"),
    Intent.POINT: N_("Point"),
}


def intent_name(intent: Intent) -> str:
    """The intent's name in the language in use ("Take", "Nehmen", ...)."""
    return _(INTENT_NAMES[intent])


# The intents a player can rebind, in the order the controls screen lists them.
REBINDABLE = (
    Intent.CONFIRM,
    Intent.BACK,
    Intent.TAKE,
    Intent.PASS,
    Intent.PEEK,
    Intent.HINT,
    Intent.MENU,
    Intent.UP,
    Intent.DOWN,
    Intent.LEFT,
    Intent.RIGHT,
)
RESERVED_KEYS = {pygame.K_ESCAPE: Intent.BACK, pygame.K_F11: None}
PAD_BUTTON_NAMES: dict[str, int] = {
    "a": pygame.CONTROLLER_BUTTON_A,
    "b": pygame.CONTROLLER_BUTTON_B,
    "x": pygame.CONTROLLER_BUTTON_X,
    "y": pygame.CONTROLLER_BUTTON_Y,
    "back": pygame.CONTROLLER_BUTTON_BACK,
    "start": pygame.CONTROLLER_BUTTON_START,
    "leftshoulder": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rightshoulder": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "leftstick": pygame.CONTROLLER_BUTTON_LEFTSTICK,
    "rightstick": pygame.CONTROLLER_BUTTON_RIGHTSTICK,
    "dpup": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "dpdown": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "dpleft": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "dpright": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}
_BUTTON_NAME = {code: name for name, code in PAD_BUTTON_NAMES.items()}


@dataclass
class Bindings:
    keys: dict[int, Intent] = field(default_factory=lambda: dict(KEY_BINDINGS))
    pads: dict[int, Intent] = field(default_factory=lambda: dict(PAD_BUTTON_BINDINGS))

    def table(self, device: str) -> dict[int, Intent]:
        return self.keys if device == KEYBOARD else self.pads

    def codes(self, device: str, intent: Intent) -> list[int]:
        return [code for code, bound in self.table(device).items() if bound is intent]


def key_name(code: int) -> str:
    return pygame.key.name(code)


def key_code(name: str) -> int | None:
    try:
        code = pygame.key.key_code(name)
    except (ValueError, TypeError, pygame.error):
        return None
    return code if code != pygame.K_UNKNOWN else None


def code_label(device: str, code: int) -> str:
    """ "Enter", "T", "A", "LB", ... (the input funnel's prompt labels)."""
    if device == KEYBOARD:
        return key_label(code)
    return PAD_BUTTON_LABELS.get(code, _BUTTON_NAME.get(code, "?").title())


def label_words(device: str, code: int, family: str) -> str:
    """`code_label` for a sentence in the language in use: a key's name translated
    ("Leertaste"), a pad button's as its pad prints it ("Start", not the word "Los geht's";
    "Options" on a PlayStation pad)."""
    if device == KEYBOARD:
        return _(code_label(device, code))
    return glyphs.name_of(code_label(device, code), family)


def _code(device: str, name: object) -> int | None:
    if not isinstance(name, str):
        return None
    if device == KEYBOARD:
        code = key_code(name)
        return None if code is None or code in RESERVED_KEYS else code
    return PAD_BUTTON_NAMES.get(name)


def to_json(bindings: Bindings) -> dict[str, Any]:
    """Only what differs from the defaults, as names."""
    default = Bindings()
    out: dict[str, Any] = {}
    for device in (KEYBOARD, GAMEPAD):
        changed = {}
        for intent in REBINDABLE:
            codes = [c for c in bindings.codes(device, intent) if c not in RESERVED_KEYS]
            if codes != [c for c in default.codes(device, intent) if c not in RESERVED_KEYS]:
                name = key_name if device == KEYBOARD else _BUTTON_NAME.get
                changed[intent.value] = [name(code) for code in codes]
        if changed:
            out[device] = changed
    return out


def load(data: object) -> tuple[Bindings, str | None]:
    """Bindings from the settings' `bindings` entry; bad entries fall back to defaults."""
    bindings = Bindings()
    if data in ({}, None):
        return bindings, None
    bad: list[str] = []
    if not isinstance(data, dict):
        return bindings, _("Controls in the settings file were unreadable — using defaults")
    for device in (KEYBOARD, GAMEPAD):
        entries = data.get(device, {})
        if not isinstance(entries, dict):
            bad.append(device)
            continue
        for name, names in entries.items():
            intent = next((i for i in REBINDABLE if i.value == name), None)
            codes = [_code(device, n) for n in names] if isinstance(names, list) else [None]
            if intent is None or not codes or None in codes:
                bad.append(f"{device} {name}")
                continue
            codes_ = [c for c in codes if c is not None]
            error = _apply(bindings, device, intent, codes_, XBOX)  # (its words are not shown)
            if error:
                bad.append(f"{device} {name}")
    if bad:
        text = _("Some controls were invalid and were reset: {controls}")
        return bindings, text.format(controls=", ".join(bad))
    return bindings, None


def _apply(
    bindings: Bindings, device: str, intent: Intent, codes: list[int], family: str
) -> str | None:
    table = bindings.table(device)
    for code in codes:
        other = table.get(code)
        if other is not None and other is not intent:
            return _("{key} is already {action}").format(
                key=label_words(device, code, family), action=intent_name(other)
            )
    for code in bindings.codes(device, intent):
        if device == GAMEPAD or code not in RESERVED_KEYS:
            del table[code]
    for code in codes:
        table[code] = intent
    return None


def rebind(bindings: Bindings, device: str, intent: Intent, code: int, family: str) -> str | None:
    """Make `code` the one key (or button) for `intent`. Returns why not, if refused (a
    pad's button named as pads of `family` print it)."""
    if device == KEYBOARD and code in RESERVED_KEYS:
        if RESERVED_KEYS[code] is Intent.BACK:
            return _("{key} is kept for Back").format(key=label_words(device, code, family))
        return _("{key} is kept for full screen").format(key=label_words(device, code, family))
    if not bindable(device, code):
        # Saved by name, it would not come back (keycode 0 has no name; button 200 none):
        # the next start would reset it, and it would have no label on the prompts.
        return (
            _("That key has no name: choose another")
            if device == KEYBOARD
            else _("That button is not a standard pad button: choose another")
        )
    return _apply(bindings, device, intent, [code], family)


def bindable(device: str, code: int) -> bool:
    """Can `code` be saved by name and read back as itself?"""
    if device == KEYBOARD:
        return (
            code != pygame.K_UNKNOWN and bool(key_name(code)) and key_code(key_name(code)) == code
        )
    return code in _BUTTON_NAME


def apply_to(funnel: InputFunnel, bindings: Bindings) -> None:
    """Use `bindings` for input from now on (the funnel keeps its own copies)."""
    funnel.key_bindings = dict(bindings.keys)
    funnel.pad_bindings = dict(bindings.pads)
