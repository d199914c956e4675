"""The expansion's pictures [X1]-[X3]: set-up, green bidding, every green and pink card,
counting counters."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.draw import art, sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from game.rules.cards import Card, CardKind, Timing
from game.special_cards import SPECIALS, SpecialCard
from scenes.howto.pictures import centred, label_at
from scenes.howto.port import HowToPort


def _captioned(
    pick: Callable[[SpecialCard], bool],
) -> tuple[tuple[CardKind | tuple[CardKind, ...], str], ...]:
    """The specials `pick` chooses, in the order of their kinds, each with the how-to
    caption of its description; neighbours with one caption (the bonus cards) share it."""
    rows: list[tuple[list[CardKind], str]] = []
    for card in SPECIALS.values():
        if not pick(card):
            continue
        words = card.howto()
        if rows and rows[-1][1] == words:
            rows[-1][0].append(card.kind)
        else:
            rows.append(([card.kind], words))
    return tuple((kinds[0] if len(kinds) == 1 else tuple(kinds), words) for kinds, words in rows)


def _special(kind: CardKind, height: int, *, look: Look) -> pygame.Surface:
    return sprites.card_art(Card.special(kind), height, look=look)


def _veil(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """Grey a card out: unseen, or not counting."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 30, 22, 150), veil.get_rect(), border_radius=rect.h // 10)
    surf.blit(veil, rect)


def _caption(
    surf: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    width: int,
    bottom: int,
    s: float,
    *,
    look: Look,
) -> None:
    """What a card does, wrapped under it in a `width` column from `pos` down to `bottom`."""
    box = pygame.Rect(pos[0] - width // 2, pos[1], width, max(1, bottom - pos[1]))
    text = _break_at_hyphens(text, "bold", box.w - 2, look=look)
    theme.draw_text(
        surf,
        text,
        None,
        px(24, s),
        theme.CREAM,
        "bold",
        "midtop",
        shadow=2,
        box=box,
        lines=8,
        look=look,
    )


def _break_at_hyphens(text: str, kind: str, width: int, *, look: Look) -> str:
    """`text` with a line break after the hyphen of any word too wide for `width` even at
    the smallest size text may take ("normal-back" in a narrow column), as a typesetter
    would break it; words that fit are left whole."""
    f = theme.font(max(theme.MIN_TEXT, look.text_floor), kind)
    words = []
    for word in text.split(" "):
        if "-" in word.strip("-") and f.size(word)[0] > width:
            head, tail = word.split("-", 1)
            word = f"{head}-\n{tail}"
        words.append(word)
    return " ".join(words)


def _faces_with_captions(
    surf: pygame.Surface,
    area: pygame.Rect,
    s: float,
    cards: tuple[tuple[CardKind | tuple[CardKind, ...], str], ...],
    height: int,
    *,
    look: Look,
) -> None:
    """Special card faces side by side across `area`, each with what it does beneath; a
    slot of several kinds shows them fanned, the last on top. Where a row's slots are
    too narrow for the captions' words and `area` is tall enough (upright), the cards go
    on two rows with twice the room a slot."""
    if len(cards) > 3 and area.h >= 2 * (height + px(100, s)):
        width = area.w // len(cards) - px(12, s)
        _height, cut = _caption_room(cards, area, s, height, width, look=look)
        if cut:
            half = (len(cards) + 1) // 2
            row_h = (area.h + px(28, s)) // 2
            top = pygame.Rect(area.left, area.top, area.w, row_h - 2 * px(28, s))
            bottom = pygame.Rect(area.left, area.top + row_h, area.w, top.h)
            _faces_row(surf, top, s, cards[:half], height, look=look)
            _faces_row(surf, bottom, s, cards[half:], height, look=look)
            return
    _faces_row(surf, area, s, cards, height, look=look)


def _caption_room(
    cards: tuple[tuple[CardKind | tuple[CardKind, ...], str], ...],
    area: pygame.Rect,
    s: float,
    height: int,
    width: int,
    *,
    look: Look,
) -> tuple[int, bool]:
    """The cards' height once their captions (in `width` columns) have the lines they need
    (the cards shrink to no less than 60 % of `height`), and whether a caption is cut
    even so."""
    bottom_limit = area.bottom + px(28, s)
    need = 0
    cut = False
    for _kinds, words in cards:
        layout = theme.fit_text(_break_at_hyphens(words, "bold", width - 2, look=look),
                                px(24, s), "bold", width - 2, 0, 8, look=look)  # fmt: skip
        need = max(need, len(layout.lines) * theme.font(layout.size, "bold").get_linesize())
        cut = cut or layout.ellipsised
    shown = max(int(height * 0.6), min(height, bottom_limit - area.top - need - px(14, s)))
    return shown, cut or bottom_limit - area.top - shown - px(14, s) < need


def _faces_row(
    surf: pygame.Surface,
    area: pygame.Rect,
    s: float,
    cards: tuple[tuple[CardKind | tuple[CardKind, ...], str], ...],
    height: int,
    *,
    look: Look,
) -> None:
    slot = area.w // len(cards)
    step = px(16, s)
    # Cards give way to their words: with big TV text or a long language the captions
    # take the lines they need and the cards shrink (to no less than 60 % of `height`).
    bottom_limit = area.bottom + px(28, s)
    width = slot - px(12, s)
    height, _cut = _caption_room(cards, area, s, height, width, look=look)
    for i, (kinds, words) in enumerate(cards):
        fan = kinds if isinstance(kinds, tuple) else (kinds,)
        spread = step * (len(fan) - 1)
        rect = pygame.Rect(0, 0, 0, 0)
        for k, kind in enumerate(fan):
            face = _special(kind, height, look=look)
            centre = area.left + slot * i + slot // 2 - spread // 2 + k * step
            rect = face.get_rect(midtop=(centre, area.top + (spread - k * step) // 3))
            surf.blit(face, rect)
        bottom = rect.bottom + spread // 3
        _caption(
            surf,
            words,
            (area.left + slot * i + slot // 2, bottom + px(8, s)),
            width,
            bottom_limit,
            s,
            look=look,
        )


def pic_x_setup(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(130, s)
    normal, green = sprites.card_back(h, look=look), sprites.card_back(h, green=True, look=look)
    y = area.top + px(40, s)
    slot = area.w // 5
    stacks = (
        (normal, _("30 numbers & pink"), False),
        (green, _("9 green"), False),
        (None, "", False),
        (normal, _("9 set aside"), True),
        (green, _("7 back in the box"), True),
    )
    for i, (back, words, unseen) in enumerate(stacks):
        cx = area.left + slot * i + slot // 2
        if back is None:  # the deck these two make
            label_at(surf, _("= 39 cards"), (cx, y + h // 2), s, theme.BRASS, look=look)
            continue
        rect = back.get_rect(midtop=(cx, y))
        for k in range(1 if unseen else 3):
            surf.blit(back, rect.move(-k * px(4, s), -k * px(4, s)))
        if unseen:
            _veil(surf, rect)
        _caption(
            surf,
            words,
            (cx, rect.bottom + px(10, s)),
            slot - px(10, s),
            area.bottom + px(28, s),
            s,
            look=look,
        )
    theme.draw_text(
        surf, "+", None, px(50, s), theme.BRASS, "display", outline=2,
        box=centred((area.left + slot, y + h // 2), px(60, s), px(70, s)), look=look,
    )  # fmt: skip


def pic_x_bid(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(180, s)
    card = _special(CardKind.BONUS15, h, look=look)
    rect = card.get_rect(center=(area.centerx, area.centery - px(10, s)))
    surf.blit(card, rect)
    art.counter_pile(surf, (rect.centerx, rect.bottom - px(10, s)), px(40, s), 3)
    for word, words, x in (
        (_("BID"), _("put a counter on it; play passes left"), rect.left - px(190, s)),
        (_("DECLINE"), _("take its counters; turn up the next card"), rect.right + px(190, s)),
    ):
        label_at(surf, word, (x, rect.centery - px(50, s)), s, theme.BRASS, look=look)
        _caption(
            surf,
            words,
            (x, rect.centery - px(20, s)),
            px(300, s),
            area.bottom + px(28, s),
            s,
            look=look,
        )


@dataclass(frozen=True)
class ChipLine:
    """A story's chips laid out: each chip's width for its words, the line count (two
    when one line would make them shrink below their size) and the chips' height."""

    widths: tuple[int, ...]
    lines: int
    height: int


def _chip_line_layout(
    parts: tuple[str, ...], wide: pygame.Rect, s: float, *, look: Look
) -> ChipLine:
    """`wide`: the room the story's line may take."""
    size = max(px(24, s), theme.MIN_TEXT, look.text_floor)
    f = theme.font(size, "bold")
    gap, pad = px(54, s), px(14, s)
    widths = [f.size(text)[0] + 2 for text in parts]
    room = wide.w - gap * (len(parts) - 1) - 2 * pad * len(parts)
    lines = 1
    if sum(widths) > room:
        # Too long a story for the page (a long language, TV text): each chip gets its
        # share of the room and its words take two lines.
        shares = [max(1, w * room // sum(widths)) for w in widths]
        lines = 2
        if any(
            theme.fit_text(text, size, "bold", width, 0, 2, look=look).ellipsised
            for text, width in zip(parts, shares, strict=True)
        ):
            # Upright with larger text a share may be narrower than a chip's longest
            # word: each chip gets its longest word first, the rest of the room by
            # length; and three lines.
            least = [max(f.size(word)[0] + 2 for word in text.split()) for text in parts]
            spare = max(0, room - sum(least))
            extra = [max(0, w - m) for w, m in zip(widths, least, strict=True)]
            shares = [
                m + spare * e // max(1, sum(extra)) for m, e in zip(least, extra, strict=True)
            ]
            lines = 3
        widths = shares
    return ChipLine(tuple(widths), lines, lines * f.get_linesize() + max(px(8, s), 6))


def _chip_line(
    surf: pygame.Surface,
    parts: tuple[str, ...],
    top: int,
    wide: pygame.Rect,
    s: float,
    *,
    look: Look,
) -> int:
    """Steps of a story as chips joined by arrows, the last one (the outcome) lit, from
    `top` down, within `wide`; returns the chips' bottom."""
    lay = _chip_line_layout(parts, wide, s, look=look)
    gap, pad = px(54, s), px(14, s)
    height = max(px(44, s), lay.height)
    total = sum(w + 2 * pad for w in lay.widths) + gap * (len(parts) - 1)
    x = wide.centerx - total // 2
    for i, (text, width) in enumerate(zip(parts, lay.widths, strict=True)):
        box = pygame.Rect(x, top, width + 2 * pad, height)
        last = i == len(parts) - 1
        color = theme.BRASS_DARK if last else theme.PANEL
        surf.blit(sprites.rounded_rect(box.size, color, px(10, s), 235), box)
        theme.draw_text(
            surf, text, None, px(24, s), theme.CREAM, "bold", box=box.inflate(-2 * pad, 0),
            lines=lay.lines, look=look,
        )  # fmt: skip
        x = box.right + gap
        if not last:
            theme.draw_arrow(
                surf, (box.right + gap // 2, box.centery), px(22, s), "right", theme.BRASS
            )
    return top + height


def pic_x_receiver(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    stories = (
        (_("Ada bids"), _("Ben bids"), _("You decline"), _("Ben gets it")),
        (_("Nobody bid"), _("You decline"), _("Your right-hand player gets it")),
    )
    gap = px(26, s)
    # The stories may run 50 base px beyond the picture on either side, not off the screen.
    wide = area.inflate(px(100, s), 0).clip(surf.get_rect().inflate(-2 * px(8, s), 0))
    chips = sum(
        max(px(44, s), _chip_line_layout(story, wide, s, look=look).height) for story in stories
    )
    # The card gives way when the stories need two lines a chip.
    h = max(px(70, s), min(px(110, s), area.h + px(20, s) - chips - 2 * gap))
    card = _special(CardKind.WILD, h, look=look)
    surf.blit(card, card.get_rect(midtop=(area.centerx, area.top)))
    top = area.top + h + gap
    for story in stories:
        top = _chip_line(surf, story, top, wide, s, look=look) + gap


def pic_x_green_end(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    _faces_with_captions(
        surf,
        area,
        s,
        _captioned(lambda card: card.green and card.timing is Timing.END),
        px(170, s),
        look=look,
    )


def pic_x_any_time(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    inner = area.inflate(-px(200, s), 0)
    _faces_with_captions(
        surf,
        inner,
        s,
        _captioned(lambda card: card.green and card.timing is Timing.ANY_TIME),
        px(190, s),
        look=look,
    )


def pic_x_now(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(170, s)
    left = pygame.Rect(area.left, area.top, area.w // 2, area.h)
    right = pygame.Rect(area.centerx, area.top, area.w // 2, area.h)
    now = [card for card in SPECIALS.values() if card.green and card.timing is Timing.NOW]
    for half, card in zip((left, right), now, strict=True):
        kind, words = card.kind, card.howto()
        face = _special(kind, h, look=look)
        rect = face.get_rect(midtop=(half.centerx - px(70, s), half.top))
        surf.blit(face, rect)
        mine = art.card(17, int(h * 0.7), look=look)
        target = mine.get_rect(midleft=(rect.right + px(50, s), rect.centery))
        surf.blit(mine, target)
        theme.draw_arrow(
            surf, (rect.right + px(25, s), rect.centery), px(24, s), "right", theme.BRASS
        )
        if kind is CardKind.REMOVE:
            _veil(surf, target)
        _caption(
            surf,
            words,
            (half.centerx, rect.bottom + px(10, s)),
            half.w - px(30, s),
            half.bottom + px(28, s),
            s,
            look=look,
        )


def pic_x_pink(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    # Wider than the other pictures, but never off the screen (upright it is the screen).
    wide = area.inflate(px(120, s), 0).clip(surf.get_rect().inflate(-2 * px(8, s), 0))
    _faces_with_captions(
        surf,
        wide,
        s,
        _captioned(lambda card: not card.green),
        px(140, s),
        look=look,
    )


def pic_x_counters(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(130, s)
    steps = (
        (None, _("8 counters"), "−8"),
        (CardKind.DOUBLE_COUNTERS, _("doubled: 16"), "−16"),
        (CardKind.HALVE_COUNTERS, _("halved: 8"), "−8"),
        (CardKind.COUNTERS_NEGATIVE, _("now added"), "+8"),
    )
    slot = area.w // len(steps)
    # Two lines of words, then the points they make; where larger text cuts a caption
    # there, the points go lower, as far as the picture's room allows (upright).
    points_y = area.top + h + px(100, s)
    column = slot - px(10, s)
    for _kind, words, _points in steps:
        room = points_y - px(22, s) - (area.top + h + px(12, s)) - 2  # less the shadow
        if theme.fit_text(words, px(24, s), "bold", column - 2, room, 8, look=look).ellipsised:
            laid = theme.fit_text(words, px(24, s), "bold", column - 2, 0, 8, look=look)
            need = len(laid.lines) * theme.font(laid.size, "bold").get_linesize()
            points_y = max(points_y, min(area.bottom, area.top + h + px(34, s) + need + 2))
    for i, (kind, words, points) in enumerate(steps):
        cx = area.left + slot * i + slot // 2
        if kind is None:
            art.counter_pile(surf, (cx, area.top + h // 2), px(50, s), 8)
        else:
            face = _special(kind, h, look=look)
            surf.blit(face, face.get_rect(midtop=(cx, area.top)))
        if i:
            theme.draw_arrow(
                surf, (cx - slot // 2, area.top + h // 2), px(26, s), "right", theme.BRASS
            )
        _caption(
            surf, words, (cx, area.top + h + px(12, s)), column, points_y - px(22, s), s,
            look=look,
        )  # fmt: skip
        color = theme.BRASS if points.startswith("+") else theme.CREAM
        label_at(surf, points, (cx, points_y), s, color, slot - px(10, s), look=look)
