"""The rules in three cards (the offer, runs, counters), drawn for the attract carousel and
for the guests' one-page "How to play" (`RulesScene`, skippable: one tap on "Got it").
"""

from __future__ import annotations

import pygame

from game import i18n
from game.draw import sprites, theme
from game.draw.look import Look
from game.i18n import N_, _
from scenes.kiosk.widgets import KioskScreen, TapButton, lay_row, portrait, target_h

# Title and text per card (msgids: translated when drawn).
RULE_CARDS = (
    (
        N_("The offer"),
        N_(
            "TAKE the card with every counter on it, then turn up the next; "
            "or say NO THANKS! and put one of your counters on it."
        ),
    ),
    (
        N_("Runs"),
        N_("Cards in a row count only their lowest card: 30 31 32 scores just 30."),
    ),
    (
        N_("Counters"),
        N_(
            "Every counter you keep takes a point off. Lowest score wins! "
            "No counters left? Then you must take."
        ),
    ),
)


def rule_cards(language: str | None = None) -> tuple[tuple[str, str], ...]:
    """The three cards' titles and texts in `language` (default: the one in use)."""
    say = i18n.translations(language).gettext if language else i18n._
    return tuple((say(title), say(text)) for title, text in RULE_CARDS)


def draw_rule_art(surface: pygame.Surface, index: int, area: pygame.Rect, *, look: Look) -> None:
    """The picture of rule card `index` inside `area`."""
    card_h = min(area.h, int(area.w / 3.2 / sprites.CARD_RATIO))
    cw = sprites.card_size(card_h)[0]
    chip_d = max(12, card_h // 4)
    if index == 0:
        card = sprites.card_face(27, card_h, look=look)
        rect = card.get_rect(center=area.center)
        surface.blit(card, rect)
        for i in range(3):
            c = sprites.chip(chip_d)
            surface.blit(c, c.get_rect(center=(rect.right + chip_d, rect.top + chip_d * (1 + i))))
    elif index == 1:
        values = (30, 31, 32)
        x = area.centerx - (cw + 2 * int(cw * 0.45)) // 2
        for j in range(len(values) - 1, -1, -1):
            style = "scoring" if j == 0 else "muted"
            face = sprites.card_face(values[j], card_h, style, look=look)
            surface.blit(face, (x + j * int(cw * 0.45), area.centery - card_h // 2))
    else:
        for i in range(5):
            c = sprites.chip(int(chip_d * 1.6))
            surface.blit(
                c, c.get_rect(center=(area.centerx + (i - 2) * int(chip_d * 1.4), area.centery))
            )


def _art_rect(rect: pygame.Rect) -> pygame.Rect:
    pad = rect.h // 14
    return pygame.Rect(rect.x + pad, rect.y + rect.h * 0.24, rect.w - 2 * pad, rect.h * 0.36)


def rule_text_size(
    screen: tuple[int, int],
    rect: pygame.Rect,
    index: int,
    language: str | None = None,
    *,
    look: Look,
) -> int:
    """The largest text size (down to two thirds of the usual) at which card `index`'s
    words fit under its picture: on a narrow card (a 4:3 screen) they wrap into more
    lines."""
    text = rule_cards(language)[index][1]
    short = min(screen)
    room = rect.bottom - rect.h // 28 - (_art_rect(rect).bottom + rect.h // 14)
    size = int(short * 0.036)
    wrap = int(rect.w * 0.88)
    while (
        size > short * 0.024
        and theme.render_text(text, size, theme.CREAM, "body", wrap=wrap, look=look).get_height()
        > room
    ):
        size -= 1
    return size


def draw_rule_card(
    surface: pygame.Surface,
    index: int,
    rect: pygame.Rect,
    language: str | None = None,
    text_size: int | None = None,
    *,
    look: Look,
) -> pygame.Rect:
    """Rule card `index` (0-2) in `rect`: a panel with title, picture and text; returns
    where the text went (it must stay inside the card). `text_size`: one size for cards
    shown side by side (the smallest that fits them all); by default this card's own."""
    title, text = rule_cards(language)[index]
    short = min(surface.get_size())
    theme.draw_panel(surface, rect, max(0.3, short / 720), alpha=225, look=look)
    pad = rect.h // 14
    if text_size is None:
        text_size = rule_text_size(surface.get_size(), rect, index, language, look=look)
    art, text_box = _picture_and_words(rect, text, text_size, look=look)
    # Title above the picture and words under it, each kept to its part of the card: a
    # long word (a language's, a narrow card's) shrinks rather than leaving it.
    title_box = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, art.top - rect.y - pad)
    theme.draw_text(
        surface, title, None, int(short * 0.06), theme.BRASS, "display", anchor="midtop",
        outline=2, box=title_box, look=look,
    )  # fmt: skip
    draw_rule_art(surface, index, art, look=look)
    return theme.draw_text(
        surface, text, None, text_size, theme.CREAM, "body", anchor="midtop", box=text_box,
        lines=12, look=look,
    )  # fmt: skip


def _picture_and_words(
    rect: pygame.Rect, text: str, size: int, *, look: Look
) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a card's picture and words go: the words get the lines they need at `size`
    (TV text makes them many), the picture gives way, to an eighth of the card at least."""
    pad = rect.h // 14
    art = _art_rect(rect)
    wrap = int(rect.w * 0.88)
    bottom = rect.bottom - rect.h // 28
    layout = theme.fit_text(text, size, "body", wrap, 0, 50, look=look)
    need = len(layout.lines) * theme.font(layout.size, "body").get_linesize()
    spare = bottom - (art.bottom + pad) - need
    if spare < 0:
        art.h = max(rect.h // 8, art.h + spare)
    text_box = pygame.Rect(rect.centerx - wrap // 2, art.bottom + pad, wrap, 0)
    text_box.h = max(1, bottom - text_box.y)
    return art, text_box


class RulesScene(KioskScreen):
    """All three rule cards on one page; "Got it" goes back."""

    name = "rules"

    def __init__(self) -> None:
        super().__init__()
        self.buttons = [TapButton(N_("Got it"), self.back, name="got_it", primary=True)]

    def back(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        lay_row(self.buttons, (w // 2, h - target_h(size)), int(w * 0.4), size)

    def card_rects(self) -> list[pygame.Rect]:
        w, h = self.size
        bottom = self.buttons[0].rect.top - h // 30
        top = int(h * 0.1)
        if portrait(self.size):
            ch = (bottom - top) // 3 - h // 60
            return [pygame.Rect(w * 0.06, top + i * (ch + h // 60), w * 0.88, ch) for i in range(3)]
        cw = int(w * 0.3)
        g = (w - 3 * cw) // 4
        return [pygame.Rect(g + i * (cw + g), top, cw, bottom - top) for i in range(3)]

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        theme.draw_felt(surface, look=look)
        self.draw_title(surface, _("How to play"), int(self.size[1] * 0.05), 0.06)
        rects = self.card_rects()
        size = min(rule_text_size(self.size, rect, i, look=look) for i, rect in enumerate(rects))
        for i, rect in enumerate(rects):
            draw_rule_card(surface, i, rect, text_size=size, look=look)
        self.draw_buttons(surface)
