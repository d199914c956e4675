"""The operator's kiosk settings: `kiosk.json` in the user config dir (platformdirs).

`load_config(path)` never raises. A missing file is created with the defaults; a file
that cannot be used (not JSON, too large, unreadable, no file at all) is set aside as
`kiosk.json.bad` by the file store (`game.store.files`, kind "kiosk config") and the
defaults are written in its place; a key with a bad value falls back to its default
alone (the rest of the file is kept). Every key is documented in the README's kiosk
section.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import i18n
from game.bots.levels import kiosk_levels
from game.i18n import _, ngettext
from game.store import files

# The levels the operator may choose (the registry says which: game/bots/levels.py).
BOT_LEVELS = kiosk_levels()
LANGUAGES = tuple(i18n.LANGUAGES)


@dataclass
class KioskConfig:
    idle_timeout: int = 60  # seconds without input during a guest's decision
    still_playing: int = 15  # seconds the "Still playing?" countdown runs
    results_timeout: int = 20  # seconds before the results return to attract
    table_size: int = 4  # seats at the table, 3-7; bots fill the seats guests leave
    players_allowed: int = 4  # most guests at one screen, 1-4
    bot_level: str = "normal"
    open_counters: bool = False  # several guests: counters open, or secret (hold to see)
    expansion: bool = False  # guests' games (and the demo) use the expansion's special cards
    sound: bool = True
    volume: float = 0.8  # 0.0-1.0
    attract_sound: bool = False  # sound while nobody plays
    # The music loops, at `volume` while sound is heard: off unless the operator turns it
    # on (a kiosk stands in a shop or a hall, where a loop all day is not welcome).
    music: bool = False
    # (The operator PIN is not here: game.kiosk.pin keeps it hashed, in its own file.)
    # The operator's default language: the attract loop's, and each new visitor's until
    # they tap another on the attract screen (a new kiosk.json: the system's language).
    language: str = dataclasses.field(default_factory=i18n.system_language)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @property
    def humans_choices(self) -> list[int]:
        return list(range(1, min(self.players_allowed, self.table_size) + 1))


# Ranges for the numeric keys, inclusive; the operator menu steps within them.
RANGES: dict[str, tuple[float, float]] = {
    "idle_timeout": (15, 600),
    "still_playing": (5, 60),
    "results_timeout": (5, 120),
    "table_size": (3, 7),
    "players_allowed": (1, 4),
    "volume": (0.0, 1.0),
}


def default_config_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_config_dir("nothanks")) / "kiosk.json"


def valid(name: str, value: Any) -> bool:
    default = getattr(KioskConfig(), name)
    if isinstance(default, bool):
        return isinstance(value, bool)
    if name == "bot_level":
        return value in BOT_LEVELS
    if name == "language":
        return value in LANGUAGES
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    # (A float is checked, not converted: a huge integer would not fit in one.)
    if isinstance(default, int) and isinstance(value, float) and not value.is_integer():
        return False
    low, high = RANGES[name]
    return low <= value <= high


def from_json(data: Any) -> tuple[KioskConfig, list[str]]:
    """Config from parsed JSON, and the names of the keys that were bad."""
    config = KioskConfig()
    if not isinstance(data, dict):
        return config, ["<file>"]
    bad = []
    for field in dataclasses.fields(KioskConfig):
        if field.name not in data:
            continue
        value = data[field.name]
        if not valid(field.name, value):
            bad.append(field.name)
            continue
        default = getattr(config, field.name)
        if isinstance(default, float):
            value = float(value)
        elif isinstance(default, int) and not isinstance(default, bool):
            value = int(value)
        setattr(config, field.name, value)
    return config, bad


def load_config(path: Path) -> tuple[KioskConfig, str | None]:
    """Read the kiosk config; returns (config, notice for the log or None). Never raises."""
    result = files.load("kiosk config", path)
    if result.missing:
        config = KioskConfig()
        save_config(config, path)
        return config, None
    if result.problem is not None:
        config = KioskConfig()
        if result.kept is not None:  # set aside: put the defaults in its place
            save_config(config, path)
        problem = files.describe(path, result.problem, result.kept)
        return config, _("kiosk settings: {problem}; using the defaults").format(problem=problem)
    config, bad = from_json(result.value)
    if bad == ["<file>"]:
        kept = files.reject(path, _("is not a JSON object"))
        if kept is not None:
            save_config(config, path)
        problem = files.describe(path, _("is not a JSON object"), kept)
        return config, _("kiosk settings: {problem}; using the defaults").format(problem=problem)
    if bad:
        # The operator's next change rewrites the file: the bad values are kept beside it.
        kept = files.keep_copy(path)
        # (The keys are kiosk.json's own names: the operator finds them in the file.)
        text = ngettext(
            "kiosk settings: a bad value was reset to its default: {keys}",
            "kiosk settings: bad values were reset to their defaults: {keys}",
            len(bad),
        )
        return config, text.format(keys=", ".join(bad)) + files.kept_note(kept)
    return config, None


def configured_language(path: Path) -> str:
    """The operator's default language as kiosk.json names it (a new config's default if
    it names none usable). Read before the kiosk's files are loaded, so any problem with
    them is worded in the operator's language, not the desktop's."""
    result = files.read_json(path, files.KINDS["kiosk config"].limit)
    data = result.value if result.ok else None
    value = data.get("language") if isinstance(data, dict) else None
    return value if isinstance(value, str) and valid("language", value) else KioskConfig().language


def legacy_pin(path: Path) -> str | None:
    """The plain-text `operator_pin` a kiosk.json of old versions holds, if any (as text:
    the number 1234 is "1234"); game.kiosk.launch moves it into the hashed PIN file."""
    result = files.read_json(path, files.KINDS["kiosk config"].limit)
    data = result.value if result.ok else None
    value = data.get(LEGACY_PIN_KEY) if isinstance(data, dict) else None
    if isinstance(value, bool) or not isinstance(value, str | int):
        return None
    return str(value)


LEGACY_PIN_KEY = "operator_pin"


def save_config(config: KioskConfig, path: Path) -> bool:
    """Write atomically; False on failure (told once on screen by the store)."""
    return files.save("kiosk config", path, config.to_json()) is None
