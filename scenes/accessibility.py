"""Accessibility (under Settings): the card colours, high contrast, reduced motion and
the text size. Each change applies at once and is saved, as in Settings; whoever works
the Settings screen works this one (`SceneStack.push` hands on `Scene.own_by`)."""

from __future__ import annotations

import pygame

from game.app import ui
from game.draw import theme
from game.draw.theme import px
from game.i18n import N_, _, pgettext
from game.store.settings import CARD_PALETTES, TEXT_SIZES
from scenes.options_screen import OptionsScene

OFF_ON = [N_("Off"), N_("On")]


def palette_labels() -> list[str]:
    return [
        pgettext("card colours", "Standard"),
        pgettext("card colours", "Colour-blind safe"),
    ]


def text_size_labels() -> list[str]:
    return [
        pgettext("text size", "Normal"),
        pgettext("text size", "Large (TV)"),
        pgettext("text size", "Larger"),
    ]


class AccessibilityScene(OptionsScene):
    name = "accessibility"

    def _build(self) -> None:
        st = self.settings
        palette = st.card_palette if st.card_palette in CARD_PALETTES else "standard"
        focus = self.menu.focus
        self.menu = ui.Menu(
            [
                ui.OptionRow(
                    N_("Card colours"),
                    palette_labels(),
                    CARD_PALETTES.index(palette),
                    self._palette,
                    name="card_palette",
                    translated=True,
                ),
                ui.OptionRow(
                    N_("High contrast"),
                    OFF_ON,
                    int(st.high_contrast),
                    self._contrast,
                    name="high_contrast",
                ),
                ui.OptionRow(
                    N_("Reduced motion"),
                    OFF_ON,
                    int(st.reduced_motion),
                    self._motion,
                    name="reduced_motion",
                ),
                ui.OptionRow(
                    N_("Text size"),
                    text_size_labels(),
                    TEXT_SIZES.index(st.text_size),
                    self._text_size,
                    wrap=False,
                    name="text_size",
                    translated=True,
                ),
                ui.Button(N_("Back"), self.back, name="back"),
            ]
        )
        self.menu.focus = min(focus, len(self.menu.items) - 1)
        self.on_resize(self.stack.size if self.stack else (1280, 720))

    # Changes ---------------------------------------------------------------------
    def _palette(self, index: int) -> None:
        self.settings.card_palette = CARD_PALETTES[index]
        self._apply()

    def _contrast(self, index: int) -> None:
        self.settings.high_contrast = bool(index)
        self._apply()

    def _motion(self, index: int) -> None:
        self.settings.reduced_motion = bool(index)
        self._apply()

    def _text_size(self, index: int) -> None:
        self.settings.set_text_size(TEXT_SIZES[index])
        self._apply()

    # Scene -----------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.scale = s = theme.scale_for(size)
        self.top = max(0, (size[1] - int(720 * s)) // 2)
        rows = max(1, len(self.menu.items))
        row_height = min(66, int(((720 - 140 - 90) / rows) - ui.ROW_GAP))
        width = px(760, s)
        if size[1] > size[0]:
            width, row_height = self.upright_column(size, row_height)
        bounds = self.menu.layout_column(
            size[0] // 2, self.top + px(140, s), width, s, row_height=row_height
        )
        self.panel = bounds.inflate(px(60, s), px(50, s))

    def interactive_rects(self) -> list[pygame.Rect]:
        return [item.rect for item in self.menu.items]

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_screen(surface, _("Accessibility"))
