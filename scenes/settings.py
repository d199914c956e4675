"""Settings screen: every change applies at once and is saved (atomically) right away."""

from __future__ import annotations

import pygame

from game import numbers
from game.app import ui
from game.draw import theme
from game.draw.theme import px
from game.i18n import LANGUAGES, N_, _, language, pgettext
from game.store.settings import ANIMATION_SPEEDS, HISTORY_CHOICES, speak
from scenes import phones_lobby as phones
from scenes.options_screen import OptionsScene
from scenes.screens import screens

# Labels are msgids, translated when drawn (ui.Button), so a new language shows at once.
OFF_ON = [N_("Off"), N_("On")]
LANGUAGE_CODES = list(LANGUAGES)
VOLUMES = [i / 10 for i in range(11)]
LEAST_WORDS = 42  # a row's least height at 720p: its words (34 px) need 41


def speed_labels() -> dict[str, str]:
    """The speeds in the language in use, with a context of their own: French says
    "Vitesse : Normale" (the noun is feminine) where the bot level is "Normal"."""
    return {
        "1x": pgettext("animation speed", "Normal"),
        "2x": pgettext("animation speed", "Fast"),
        "4x": pgettext("animation speed", "Faster"),
        "instant": pgettext("animation speed", "Instant"),
    }


class SettingsScene(OptionsScene):
    name = "settings"

    def _build(self) -> None:
        st = self.settings
        speed = st.animation_speed if st.animation_speed in ANIMATION_SPEEDS else "1x"
        volume_index = min(range(11), key=lambda i: abs(VOLUMES[i] - st.sound_volume))
        kept_index = min(
            range(len(HISTORY_CHOICES)), key=lambda i: abs(HISTORY_CHOICES[i] - st.history_max)
        )
        focus = self.menu.focus
        self.menu = ui.Menu(
            [
                ui.OptionRow(
                    N_("Full screen"),
                    OFF_ON,
                    int(self._is_fullscreen()),
                    self._fullscreen,
                    name="fullscreen",
                ),
                ui.OptionRow(
                    N_("Animation speed"),
                    [speed_labels()[s] for s in ANIMATION_SPEEDS],
                    ANIMATION_SPEEDS.index(speed),
                    self._speed,
                    name="animation_speed",
                    translated=True,
                ),
                ui.OptionRow(
                    N_("Sound volume"),
                    [numbers.percent(v) for v in VOLUMES],
                    volume_index,
                    self._volume,
                    wrap=False,
                    name="sound_volume",
                    translated=True,
                ),
                ui.OptionRow(
                    N_("Music volume"),
                    [numbers.percent(v) for v in VOLUMES],
                    min(range(11), key=lambda i: abs(VOLUMES[i] - st.music_volume)),
                    self._music_volume,
                    wrap=False,
                    name="music_volume",
                    translated=True,
                ),
                ui.OptionRow(
                    N_("Coach hints"), OFF_ON, int(st.coach_hints), self._coach, name="coach_hints"
                ),
                # The text size (TV text and larger) is there, with the other options
                # for eyes and hands: a row fewer here.
                ui.Button(N_("Accessibility"), self.accessibility, name="accessibility"),
                ui.OptionRow(
                    N_("Language"),
                    # Each language by its own name: the one you read is the one you want.
                    [LANGUAGES[code] for code in LANGUAGE_CODES],
                    LANGUAGE_CODES.index(language()),
                    self._language,
                    name="language",
                ),
                ui.OptionRow(
                    N_("Phones can join"), OFF_ON, int(st.phones), self._phones, name="phones"
                ),
                ui.OptionRow(
                    N_("Games kept"),
                    [numbers.number(n) for n in HISTORY_CHOICES],
                    kept_index,
                    self._history_max,
                    wrap=False,
                    name="history_max",
                    translated=True,
                ),
                ui.Button(N_("Controls"), self.controls, name="controls"),
                ui.Button(N_("Back"), self.back, name="back"),
            ]
        )
        self.menu.focus = min(focus, len(self.menu.items) - 1)
        self.on_resize(self.stack.size if self.stack else (1280, 720))

    # Changes ---------------------------------------------------------------------
    def _is_fullscreen(self) -> bool:
        # Show the real window state: a --fullscreen flag can differ from the saved value.
        return self.app.is_fullscreen if self.app is not None else self.settings.fullscreen

    def _fullscreen(self, index: int) -> None:
        if self.app is not None:
            self.app.set_fullscreen(bool(index))
        else:
            self.settings.fullscreen = bool(index)

    def _language(self, index: int) -> None:
        self.settings.language = LANGUAGE_CODES[index]
        if self.app is not None:
            self.app.apply_settings()  # switches the language, and saves the choice
        else:
            speak(self.settings)
        # A match under the pause menu: its default names ("Player 1") in the new words.
        for scene in self.stack.scenes if self.stack is not None else []:
            if scene.match is not None:
                scene.match.reword_names()

    def _speed(self, index: int) -> None:
        self.settings.animation_speed = ANIMATION_SPEEDS[index]
        self._apply()

    def _volume(self, index: int) -> None:
        self.settings.sound_volume = VOLUMES[index]
        self._apply()
        ui.sound_of(self)("clink")  # let the player hear the new level

    def _music_volume(self, index: int) -> None:
        self.settings.music_volume = VOLUMES[index]
        self._apply()  # the music itself is what the player hears change

    def _coach(self, index: int) -> None:
        self.settings.coach_hints = bool(index)
        self._apply()

    def _phones(self, index: int) -> None:
        """Phones as private controllers (game/phones): the server starts or stops now."""
        phones.switch(self, bool(index))
        self._apply()

    def accessibility(self) -> None:
        if self.stack is not None:
            self.stack.push(screens(self).accessibility())

    def _history_max(self, index: int) -> None:
        """How many games the history keeps: fewer drops the oldest now, with a note."""
        self.settings.history_max = HISTORY_CHOICES[index]
        self._apply()
        if self.app is not None:
            self.app.saves.trim_history()

    def controls(self) -> None:
        if self.stack is not None:
            self.stack.push(screens(self).controls())

    # Scene -----------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        look = self.look
        self.scale = s = theme.scale_for(size)
        self.top = max(0, (size[1] - int(720 * s)) // 2)
        w, h = size
        top = self.top + px(140, s)
        # As many rows as fit between the title and the prompt bar, at most 66 px (720p).
        room = (ui.prompt_bar_top(h, s, look=look) - px(10, s) - top) / max(s, 0.01)
        items = self.menu.items
        # Controls and Back share the last row, as a pair of buttons: one row less.
        paired = len(items) >= 3 and [i.name for i in items[-2:]] == ["controls", "back"]
        rows = max(1, len(items) - paired)
        pitch = room / rows
        # A long list takes its room from the gaps first, down to a row its words need.
        gap = max(4, min(ui.ROW_GAP, int(pitch) - LEAST_WORDS))
        row_height = min(66, int(pitch - gap))
        if row_height >= LEAST_WORDS or h > w or rows < 2:
            width = px(760, s)
            if h > w:
                width, row_height = self.upright_column(size, row_height)
            self.menu.layout_column(w // 2, top, width, s, max(row_height, 1), gap=gap)
            if paired:
                controls, back = items[-2:]
                half = (width - px(ui.ROW_GAP, s)) // 2
                controls.rect.width = half
                back.rect = controls.rect.copy()
                back.rect.right = controls.rect.left + width
            bounds = self.menu.bounds()
        else:
            # Still too many rows for one column's words to fit: two columns, UP/DOWN
            # running down the left one and on into the right.
            rows = len(items)
            half_rows = (rows + 1) // 2
            row_height = min(66, int(room / half_rows - ui.ROW_GAP))
            width, gap_px = px(612, s), px(20, s)
            self.menu.layout_column(w // 2 - (width + gap_px) // 2, top, width, s, row_height)
            for i, item in enumerate(items[half_rows:]):
                item.rect.midtop = (w // 2 + (width + gap_px) // 2, items[i].rect.top)
            bounds = self.menu.bounds()
        self.panel = bounds.inflate(px(60, s), px(50, s))

    def update(self, dt: float) -> None:
        super().update(dt)
        # Full screen can change behind our back (F11): keep the row truthful.
        row = self.menu.items[0] if self.menu.items else None
        if isinstance(row, ui.OptionRow) and row.index != int(self._is_fullscreen()):
            row.index = int(self._is_fullscreen())

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_screen(surface, _("Settings"))
