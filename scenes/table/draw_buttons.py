"""Drawing the decision buttons (TAKE, NO THANKS!; BID, DECLINE; SKIP, LOOK) with the
prompt of the device in use, and the Menu button for mouse and touch players.

Reads one `TableFrame` (its buttons, their keys, the lit one); changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import compose, glyphs, ui
from game.app.intents import Device
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame


def draw_buttons(surface: pygame.Surface, frame: TableFrame, look: Look) -> None:
    """The decision's buttons, drawn in `look` (the glyphs of the pad whose turn it is)."""
    lay = frame.layout
    s = lay.s
    device = frame.device
    row = frame.buttons
    rects = lay.button_row(len(row))
    size = px(30, s) if len(row) <= 2 else px(24 if len(row) == 3 else 20, s)
    lit = frame.lit
    for i, (rect, button) in enumerate(zip(rects, row, strict=True)):
        enabled = button.enabled
        focused = enabled and i == lit
        if enabled and focused:
            g = sprites.glow(rect.size, theme.BRASS, px(14, s), px(18, s))
            surface.blit(g, g.get_rect(center=rect.center))
        fill = button.color if enabled else (44, 64, 54)
        edge = theme.CREAM if focused else (theme.INK if enabled else theme.PANEL_EDGE)
        surface.blit(
            sprites.rounded_rect(rect.size, (0, 0, 0), px(18, s), 90), rect.move(0, px(5, s))
        )
        surface.blit(sprites.rounded_rect(rect.size, fill, px(18, s), 255, px(3, s), edge), rect)
        tcolor = theme.CREAM if enabled else (110, 140, 124)
        outline = 2 if enabled else 0
        label = theme.render_text(button.text, size, tcolor, "display", outline=outline, look=look)
        label_size = size
        theme.record_control(surface, rect)
        inside = rect.inflate(-px(8, s), -2)
        if enabled:
            key = frame.button_keys[i]
            bh = px(32, s)
            bw = 0
            cap_gap = px(10, s)
            if key and device in (Device.KEYBOARD, Device.GAMEPAD):
                bw = _cap_width(key, bh, device, look=look)
                # A narrow button (any-time cards beside it): a slightly smaller label keeps
                # the badge; past that the cap goes above the label (NO THANKS! lost it).
                fit = size
                while bw + px(10, s) + label.get_width() > rect.w - px(12, s) and fit >= size * 0.8:
                    fit -= 1
                    label = theme.render_text(
                        button.text, fit, tcolor, "display", outline=2, look=look
                    )
                # Under a text floor the label cannot shrink and a grown cap no longer
                # fits above it: closer to the label and the button's edges instead.
                floored = look.text_floor >= size
                tight = bw + px(6, s) + label.get_width() <= rect.w - px(6, s)
                if fit < size * 0.8 and not (floored and tight):
                    _draw_stacked(
                        surface, rect, button.text, key, device, size, tcolor, s, look=look
                    )
                    continue
                label_size = fit
                if fit < size * 0.8:
                    cap_gap = px(6, s)
            total = bw + (cap_gap if bw else 0) + label.get_width()
            x = rect.centerx - total // 2
            if bw:
                badge = pygame.Rect(x - bh, rect.centery - bh, bw + 2 * bh, 2 * bh)
                compose.call(
                    surface, badge, ui.prompt_badge, key, device, (x, rect.centery), bh, look
                )
            theme.draw_text(
                surface, button.text, (x + total - label.get_width(), rect.centery), label_size,
                tcolor, "display", anchor="midleft", outline=outline, box=inside, look=look,
            )  # fmt: skip
        elif button.reason:
            # Off, and why ("no counters"): the label up, the reason under it.
            theme.draw_text(
                surface, button.text, (rect.centerx, rect.centery - px(10, s)), size, tcolor,
                "display", outline=outline, box=inside, look=look,
            )  # fmt: skip
            theme.draw_text(
                surface,
                button.reason,
                (rect.centerx, rect.centery + px(18, s)),
                max(12, px(18, s)),
                theme.WARN,
                "bold",
                box=inside,
                look=look,
            )
        else:
            theme.draw_text(
                surface,
                button.text,
                None,
                size,
                tcolor,
                "display",
                outline=outline,
                box=inside,
                look=look,
            )


def _cap_width(key: str, bh: int, device: Device, *, look: Look) -> int:
    if device is Device.GAMEPAD:
        return glyphs.prompt_width(key, bh, look=look)
    return theme.key_cap_size(key, bh, look=look)[0]


def _draw_stacked(
    surface: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    key: str,
    device: Device,
    size: int,
    color: tuple[int, int, int],
    s: float,
    *,
    look: Look,
) -> None:
    """A button too narrow for its cap beside its label: a smaller cap above the label."""
    inside = rect.inflate(-px(8, s), -2)
    cap_h = max(12, px(24, s))
    gap = px(3, s)
    layout = theme.fit_text(text, size, "display", inside.w, lines=1, look=look)
    label_h = theme.font(layout.size, "display").get_linesize()
    top = rect.centery - (cap_h + gap + label_h) // 2
    cap_w = _cap_width(key, cap_h, device, look=look)
    at = (rect.centerx - cap_w // 2, top + cap_h // 2)
    badge = pygame.Rect(at[0] - cap_h, at[1] - cap_h, cap_w + 2 * cap_h, 2 * cap_h)
    compose.call(surface, badge, ui.prompt_badge, key, device, at, cap_h, look)
    label_top = top + cap_h + gap
    box = pygame.Rect(inside.x, label_top, inside.w, max(1, inside.bottom - label_top))
    theme.draw_text(surface, text, None, size, color, "display", outline=2, box=box, look=look)


def draw_menu_button(surface: pygame.Surface, frame: TableFrame) -> None:
    draw_small_button(surface, frame, frame.layout.menu, _("Menu"))


def draw_small_button(
    surface: pygame.Surface, frame: TableFrame, rect: pygame.Rect, text: str, key: str = ""
) -> None:
    """A corner button (Menu, Log): lit under the mouse, with `key`'s badge if it fits."""
    look = frame.look
    s = frame.layout.s
    lit = frame.hovered(rect)
    fill, edge = ((40, 70, 56), theme.BRASS) if lit else (theme.PANEL, theme.PANEL_EDGE)
    surface.blit(sprites.rounded_rect(rect.size, fill, px(12, s), 220, px(2, s), edge), rect)
    label = theme.render_text(text, px(24, s), theme.CREAM, "bold", look=look)
    theme.record_control(surface, rect)
    device = frame.last_device
    if key and device in (Device.KEYBOARD, Device.GAMEPAD):
        bh = max(12, px(24, s))
        cap_w, cap_h = theme.key_cap_size(key, bh, look=look)
        total = cap_w + px(6, s) + label.get_width()
        if total <= rect.w - px(6, s) and cap_h <= rect.h:
            x = rect.centerx - total // 2
            badge = pygame.Rect(x - bh, rect.centery - bh, total + 2 * bh, 2 * bh)
            compose.call(surface, badge, ui.prompt_badge, key, device, (x, rect.centery), bh, look)
            theme.draw_text(
                surface,
                text,
                (x + total, rect.centery),
                px(24, s),
                anchor="midright",
                box=rect,
                look=look,
            )
            return
    theme.draw_text(surface, text, None, px(24, s), box=rect.inflate(-4, -2), look=look)
