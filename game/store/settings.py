"""Player settings, persisted as JSON.

`load_settings(path)` never raises or hangs: a missing file gives defaults silently; a
corrupt, unreadable, huge, or wrong-typed file (or a FIFO, device or directory) gives
defaults (for the bad keys only, where the file is otherwise readable) plus a
human-readable `notice` the App shows as a toast; the user's file is kept beside as
`.bad`, never silently overwritten. `save_settings(settings, path)` writes atomically
(temp file in the same folder, then `os.replace`), so a crash mid-write never leaves a
half-written file. Both go through the file store (`game.store.files`, kind "settings"):
a failed write is told once on screen, naming the file and the reason.

`last_setup` is a plain JSON-able dict owned by the setup scene (seats, variants, ...);
this module only checks that it is a dict.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import i18n
from game.i18n import N_, _
from game.store import files
from game.store.files import describe

SETTINGS_LIMIT = files.KINDS["settings"].limit

ANIMATION_SPEEDS: tuple[str, ...] = ("1x", "2x", "4x", "instant")
# Card palettes (game.draw.sprites): the standard ramp, or bands safe for colour-blind
# eyes, each with a pattern of its own so colour is never the only cue.
CARD_PALETTES: tuple[str, ...] = ("standard", "colourblind")
# Text sizes, smallest first: "tv" is the old TV text switch (`tv_text`), "larger" goes
# beyond it (`tv_text` and `larger_text` both on).
TEXT_SIZES: tuple[str, ...] = ("normal", "tv", "larger")
# Multiplier on animation playback speed; "instant" skips animations.
ANIMATION_MULTIPLIERS: dict[str, float] = {"1x": 1.0, "2x": 2.0, "4x": 4.0, "instant": float("inf")}
# The settings that are a volume, 0.0–1.0 (an int in the file is read as a float).
VOLUME_KEYS = ("sound_volume", "music_volume")
# How many finished games the history keeps (the Settings row's values; a file may hold
# any count from 1 to HISTORY_MOST). The oldest beyond it are dropped, with a note.
HISTORY_CHOICES: tuple[int, ...] = (20, 50, 100, 200, 500, 1000)
HISTORY_MOST = 10_000


@dataclass
class Settings:
    fullscreen: bool = False
    animation_speed: str = "1x"
    # 0.0–1.0, applied to every sound effect.
    sound_volume: float = 0.8
    # 0.0–1.0, the music loops' own volume (game.app.music); 0 is off. Apart from the
    # effects' so a player can keep the clicks and lose the tune, or the other way.
    music_volume: float = 0.5
    # (Open counters is a table option, chosen per game at setup, and music was once an
    # on/off key: old files holding either still load, the key is ignored.)
    coach_hints: bool = False
    last_setup: dict[str, Any] = field(default_factory=dict)
    # Couch play: big text for a TV (turned on once if a pad is there before the first
    # game, unless the player chose), a rumble on your turn, and rebound controls
    # (checked by game.app.bindings; a bad entry falls back to its default).
    tv_text: bool = False
    tv_text_chosen: bool = False
    rumble: bool = True
    bindings: dict[str, Any] = field(default_factory=dict)
    # "en", "de", "fr" or "es" (game.i18n.LANGUAGES); "" until the player picks one in
    # Settings: the desktop's language then (game.i18n.system_language).
    language: str = ""
    # Phones as private controllers (game/phones): off by default, never in kiosk mode.
    phones: bool = False
    # Accessibility (scenes/accessibility.py): the card palette, high contrast, reduced
    # motion (cross-fades, nothing flies or shakes; apart from animation speed), and text
    # beyond TV text (only with `tv_text`: an old file's TV text loads as the TV size).
    card_palette: str = "standard"
    high_contrast: bool = False
    reduced_motion: bool = False
    larger_text: bool = False
    # The guided first game: "" until it is offered and taken ("done") or left ("declined").
    tutorial: str = ""
    # Games kept in the history (game.store.saves; the statistics count them).
    history_max: int = 200

    @property
    def text_size(self) -> str:
        """ "normal", "tv" or "larger" (TEXT_SIZES)."""
        if not self.tv_text:
            return "normal"
        return "larger" if self.larger_text else "tv"

    def set_text_size(self, size: str) -> None:
        """Choose a text size (the player's choice: it beats the couch default)."""
        self.tv_text = size in ("tv", "larger")
        self.larger_text = size == "larger"
        self.tv_text_chosen = True

    @property
    def animation_multiplier(self) -> float:
        """How many times faster than normal animations play (inf = instant)."""
        return ANIMATION_MULTIPLIERS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


# What a player calls each setting, for notices (the screen never shows field names).
SETTING_LABELS: dict[str, str] = {
    "fullscreen": N_("Full screen"),
    "animation_speed": N_("Animation speed"),
    "sound_volume": N_("Sound volume"),
    "music_volume": N_("Music volume"),
    "coach_hints": N_("Coach hints"),
    "last_setup": N_("Last game's setup"),
    "tv_text": N_("TV text size"),
    "tv_text_chosen": N_("TV text size"),
    "rumble": N_("Rumble"),
    "bindings": N_("Controls"),
    "language": N_("Language"),
    "phones": N_("Phones can join"),
    "card_palette": N_("Card colours"),
    "high_contrast": N_("High contrast"),
    "reduced_motion": N_("Reduced motion"),
    "larger_text": N_("Text size"),
    "tutorial": N_("Learn to play"),
    "history_max": N_("Games kept"),
}


def speak(settings: Settings) -> str:
    """Show the game in the settings' language (the desktop's until the player chose);
    returns the language now in use."""
    return i18n.set_language(settings.language or i18n.system_language())


def default_settings_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_config_dir("nothanks")) / "settings.json"


def _valid(name: str, value: Any) -> bool:
    default = getattr(Settings(), name)
    if name == "animation_speed":
        return value in ANIMATION_SPEEDS
    if name == "card_palette":
        return value in CARD_PALETTES
    if name == "tutorial":
        return value in ("", "done", "declined")
    if name == "language":
        return value == "" or value in i18n.LANGUAGES
    if name in VOLUME_KEYS:
        # bool is an int subclass; reject it explicitly.
        return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1
    if name == "history_max":
        return type(value) is int and 1 <= value <= HISTORY_MOST
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, dict):
        return isinstance(value, dict)
    return isinstance(value, type(default))


def from_json(data: Any) -> tuple[Settings, list[str]]:
    """Build Settings from parsed JSON; returns the settings and the names of bad keys."""
    settings = Settings()
    if not isinstance(data, dict):
        return settings, ["<file>"]
    bad: list[str] = []
    for f in dataclasses.fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        if _valid(f.name, value):
            setattr(settings, f.name, float(value) if f.name in VOLUME_KEYS else value)
        else:
            bad.append(f.name)
    return settings, bad


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """Read settings from `path`. Returns (settings, notice-or-None). Never raises or
    hangs (see `game.store.files`). A file that was not wholly usable is kept beside as
    `settings.json.bad` before anything can overwrite it; its good keys are still used."""
    result = files.load("settings", path)
    if result.missing:
        speak(Settings())
        return Settings(), None
    if result.problem is not None:
        speak(Settings())
        problem = describe(path, result.problem, result.kept)
        return Settings(), _("{problem} — using defaults").format(problem=problem)
    settings, bad = from_json(result.value)
    speak(settings)  # before the notice is worded: it is told in the player's language
    if bad == ["<file>"]:
        kept = files.reject(path, "was corrupt")
        problem = describe(path, "was corrupt", kept)
        return settings, _("{problem} — using defaults").format(problem=problem)
    if bad:
        kept = files.reject(path, "had invalid values")
        labels = ", ".join(dict.fromkeys(_(SETTING_LABELS.get(name, name)) for name in bad))
        if kept is None:
            return settings, _("Reset to default (was invalid): {settings}").format(settings=labels)
        return settings, _(
            "Reset to default (was invalid): {settings} (old file kept as {file})"
        ).format(settings=labels, file=kept.name)
    return settings, None


def save_settings(settings: Settings, path: Path) -> bool:
    """Write atomically. Returns False (and leaves any old file intact) on failure; the
    store tells the failure on screen once."""
    return files.save("settings", path, settings.to_json()) is None
