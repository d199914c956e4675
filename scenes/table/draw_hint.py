"""Drawing the coach: the Hint button (with hints on and a human to move) and the hint
panel where the layout found room for it (`coach_panel`: never over a seat), with a
thinking cue while the coach works.

Reads one `TableFrame`; changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.app import compose, ui
from game.app.intents import Device
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame


def draw_hint(surface: pygame.Surface, frame: TableFrame) -> None:
    look = frame.look
    lay = frame.layout
    s = lay.s
    if frame.hint_button:
        rect = lay.hint
        active = frame.hint_shown
        surface.blit(
            sprites.rounded_rect(rect.size, (0, 0, 0), px(14, s), 90), rect.move(0, px(4, s))
        )
        lit = active or frame.hovered(rect)
        edge = theme.BRASS if lit else theme.CREAM
        fill = (58, 44, 20) if lit else theme.PANEL
        surface.blit(sprites.rounded_rect(rect.size, fill, px(14, s), 245, px(3, s), edge), rect)
        label = theme.render_text(_("Hint"), max(12, px(24, s)), theme.CREAM, "bold", look=look)
        theme.record_control(surface, rect)
        beside_badge = False  # the label alone, centred, unless a key badge goes beside it
        device = frame.last_device
        bh = max(14, px(26, s))
        if device in (Device.KEYBOARD, Device.GAMEPAD):
            key = frame.hint_key
            probe = theme.render_text(key, max(8, int(bh * 0.58)), theme.INK, "bold", look=look)
            bw = max(bh, probe.get_width() + bh // 2)
            if bw + px(6, s) + label.get_width() <= rect.w - px(8, s):
                total = bw + px(6, s) + label.get_width()
                x = rect.centerx - total // 2
                badge = pygame.Rect(x - bh, rect.centery - bh, total + 2 * bh, 2 * bh)
                compose.call(
                    surface, badge, ui.prompt_badge, key, device, (x, rect.centery), bh, look
                )
                theme.draw_text(
                    surface, _("Hint"), (x + total, rect.centery), max(12, px(24, s)),
                    anchor="midright", box=rect, look=look,
                )  # fmt: skip
                beside_badge = True
        if not beside_badge:
            theme.draw_text(
                surface, _("Hint"), None, max(12, px(24, s)), box=rect.inflate(-4, -2), look=look
            )
    if not frame.hint_shown:
        return
    # The panel: where the layout found room (under the buttons when free), never on a
    # seat; the text shrinks until it fits.
    panel = lay.coach_panel
    pad = px(12, s)
    wrap = panel.w - 2 * pad
    lines = frame.hint_lines
    gap = px(6, s)
    big, small = _hint_sizes(
        lines, max(14, px(24, s)), max(12, px(18, s)), wrap, panel.h, pad, gap, look=look
    )
    surfs = _hint_surfaces(lines, big, small, wrap, look=look)
    theme.draw_panel(surface, panel, s, color=(34, 30, 22), edge=theme.BRASS, alpha=245, look=look)
    y = panel.top + pad
    for n, (line, surf) in enumerate(zip(lines, surfs, strict=True)):
        first = n == 0
        room = pygame.Rect(panel.x + pad, y, wrap, max(1, panel.bottom - pad - y))
        drawn = theme.draw_text(
            surface, line or " ", None, big if first else small,
            theme.CREAM if first else theme.MUTED, "bold" if first else "body", "midtop",
            box=room, lines=20, look=look,
        )  # fmt: skip
        y += max(drawn.h, surf.get_height()) + gap
    if frame.hint_thinking:
        # The thinking cue: three dots filling in turn, in the panel's second row.
        dots = int(frame.time * 3) % 4
        cy = panel.bottom - pad - surfs[-1].get_height() // 2
        for j in range(3):
            c = theme.BRASS if j < dots else (90, 90, 70)
            compose.circle(surface, c, (panel.centerx + (j - 1) * px(14, s), cy), max(2, px(4, s)))


def _hint_surfaces(
    lines: tuple[str, ...], big: int, small: int, wrap: int, *, look: Look
) -> list[pygame.Surface]:
    """The hint's lines rendered: the first large, the rest smaller and muted."""
    surfs = [theme.render_text(lines[0], big, theme.CREAM, "bold", wrap=wrap, look=look)]
    for line in lines[1:]:
        surfs.append(
            theme.render_text(line or " ", small, theme.MUTED, "body", wrap=wrap, look=look)
        )
    return surfs


# `_hint_sizes` as found for its inputs: the search renders the lines at each size it
# tries, which a shown hint would otherwise repeat every frame.
_hint_sizes_found: dict[tuple[object, ...], tuple[int, int]] = {}


def _hint_sizes(
    lines: tuple[str, ...],
    big: int,
    small: int,
    wrap: int,
    room: int,
    pad: int,
    gap: int,
    *,
    look: Look,
) -> tuple[int, int]:
    """The first line's and the others' sizes, each down from `big` and `small` a step at
    a time until the lines fit `room` pixels high (or the small size reaches 9)."""
    key = (lines, big, small, wrap, room, pad, gap, look.text_floor, i18n.language())
    found = _hint_sizes_found.get(key)
    if found is not None:
        return found
    while True:
        surfs = _hint_surfaces(lines, big, small, wrap, look=look)
        height = 2 * pad + sum(x.get_height() for x in surfs) + gap * (len(surfs) - 1)
        if height <= room or small <= 9:
            break
        big, small = big - 1, small - 1
    if len(_hint_sizes_found) > 32:
        _hint_sizes_found.clear()
    _hint_sizes_found[key] = (big, small)
    return big, small
