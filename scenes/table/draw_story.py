"""Drawing the story: a speech bubble at the seat that just acted ("No thanks!",
"Takes 27 +4") and the Log button that opens the move log.

The bubble sits on the seat's own name plate, over its second line (the role), just
under the speaker's name: inside the seat's block, so it never covers another seat, a
button, or a card. With TV or larger text the name fills the plate: short words go
beside it, longer ones over the whole plate right of the badge while said (never over
half the name). Reads the scene's `MoveStory` and layout; changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import compose
from game.app.intents import Device
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from scenes.table.draw_buttons import draw_small_button

if TYPE_CHECKING:
    from scenes.table.frame import TableFrame

TAKE_GREEN = (58, 150, 92)
SPECIAL_BRASS = (150, 108, 36)
BUBBLE_COLORS = {
    "take": TAKE_GREEN,
    "pass": theme.TOMATO,
    "bid": TAKE_GREEN,
    "decline": theme.TOMATO,
    "special": SPECIAL_BRASS,
}


def speech_rect(
    frame: TableFrame, seat: int, wide: bool = False, beside: bool = False, whole: bool = False
) -> pygame.Rect:
    """The bubble's box: the plate's second line (its role), from the badge to the counter
    chip, so the speaker's name stays readable above it; `wide`, over the chip too (for
    words too long for the narrow one, while they are said). `beside`: with TV or larger
    text the plate holds the name alone, across its middle, and the second line's box
    lies over it: the room right of the name, over the chip, where short words go.
    `whole`: the plate right of the badge, top to bottom, for words too long to go beside
    the name there: they stand in the name's place while said (the badge still says
    whose they are), rather than over half of it."""
    lay = frame.layout
    s = lay.s
    sl = lay.seats[seat]

    def plate_from(left: int) -> pygame.Rect:
        """The plate's whole height, from `left` to its right end."""
        top = sl.plate.top + px(3, s)
        return pygame.Rect(
            left, top, max(1, sl.plate.right - px(5, s) - left), sl.plate.h - px(6, s)
        )

    if whole:
        return plate_from(sl.badge_center[0] + sl.badge_d // 2 + px(2, s))
    if beside:
        text_x = sl.badge_center[0] + sl.badge_d // 2 + px(8, s)
        counter_left = sl.plate.right - px(62, s) - px(26, s) // 2 - px(6, s)
        face = theme.font(max(px(24, s), frame.look.text_floor, theme.MIN_TEXT), "bold")
        name = frame.seats[seat].name
        # (Room for the tail between the name and the bubble.)
        return plate_from(
            text_x + min(face.size(name)[0], counter_left - text_x) + px(8, s) + px(9, s)
        )
    left = sl.badge_center[0] + sl.badge_d // 2 + px(2, s)
    right = sl.plate.right - (px(6, s) if wide else px(80, s))
    top = sl.plate.centery - px(1, s)
    return pygame.Rect(left, top, right - left, sl.plate.bottom + px(6, s) - top)


def draw_speech(surface: pygame.Surface, frame: TableFrame, seat: int) -> None:
    look = frame.look
    said = frame.seats[seat].speech
    if said is None:
        return
    lay = frame.layout
    s = lay.s
    # The words in the narrow bubble, else in the wide one, else the card's name alone
    # there ("Counters Negative" for "Takes Counters Negative +12"): the log says it all.
    # With TV or larger text the plate's name fills its middle: words that fit beside the
    # name go there first, clear of it ("Bids!" lay over "Player 1").
    # Words too long to go beside it stand in its place, over the whole plate, while said.
    big_name = lay.tv or look.text_floor > px(16, s)
    tries = [(said.text, False, False), (said.text, True, False)]
    if said.short:
        tries.append((said.short, True, False))
    if big_name:
        tries[:0] = [(said.text, True, True)] + ([(said.short, True, True)] if said.short else [])
    least = max(look.text_floor, theme.MIN_TEXT)
    for words, wide, beside in tries:
        box = speech_rect(frame, seat, wide, beside, whole=big_name and not beside)
        room = box.w - px(12, s) - 2
        size = bubble_size(words, px(21, s), room, look=look)
        if theme.font(max(size, least), "display").size(words)[0] <= room:
            break
    if box.w < 8 or box.h < 8:
        return
    color = BUBBLE_COLORS.get(said.kind, theme.PANEL)
    # A tail pointing at the speaker's badge.
    tail = px(9, s)
    compose.polygon(
        surface,
        theme.CREAM,
        [
            (box.left - tail, box.centery),
            (box.left + 2, box.centery - tail),
            (box.left + 2, box.centery + tail),
        ],
    )
    surface.blit(sprites.rounded_rect(box.size, color, box.h // 2, 255, px(2, s), theme.CREAM), box)
    theme.record_cover(surface, box)
    # The size that fits, found quickly (`bubble_size`); the one text path draws it there.
    theme.draw_text(
        surface, words, None, size, theme.CREAM, "display", outline=1,
        box=box.inflate(-px(12, s), 0), look=look,
    )  # fmt: skip


_bubble_sizes: dict[tuple[str, int, int, int], int] = {}


def _bubble_render(text: str, size: int, *, look: Look) -> pygame.Surface:
    return theme.render_text(text, size, theme.CREAM, "display", outline=1, look=look)


def bubble_label(text: str, size: int, room: int, *, look: Look) -> pygame.Surface:
    """`text` at the largest size up to `size` (at least 9) that fits `room` pixels."""
    return _bubble_render(text, bubble_size(text, size, room, look=look), look=look)


def bubble_size(text: str, size: int, room: int, *, look: Look) -> int:
    """The largest size up to `size` (at least 9) at which `text` fits `room` pixels.
    Found from a guess by its width, not by trying every size down: at 4K that was a
    dozen fonts opened and texts rendered in one frame. Remembered per text and room."""
    key = (text, size, room, look.text_floor)  # render_text keeps to the floor
    fit = _bubble_sizes.get(key)
    if fit is None:
        width = _bubble_render(text, size, look=look).get_width()
        fit = size
        if width > room:
            # Text width goes with size: start near the answer, then step to it.
            fit = max(9, min(size - 1, size * room // max(1, width)))
            while fit > 9 and _bubble_render(text, fit, look=look).get_width() > room:
                fit -= 1
            while fit < size - 1 and _bubble_render(text, fit + 1, look=look).get_width() <= room:
                fit += 1
        if len(_bubble_sizes) > 512:
            _bubble_sizes.clear()
        _bubble_sizes[key] = fit
    return fit


def draw_log_button(surface: pygame.Surface, frame: TableFrame) -> None:
    key = "L" if frame.last_device is Device.KEYBOARD else frame.log_key
    draw_small_button(surface, frame, frame.layout.log, _("Log"), key)
