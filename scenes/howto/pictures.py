"""The basic rules' pictures, drawn by the game: the aim, a turn, runs, scoring, set-up,
going again, secret counters, the variants."""

from __future__ import annotations

import pygame

from game.app import ui
from game.app.intents import Device, Intent
from game.draw import art, sprites, theme
from game.draw.look import Look
from game.draw.theme import Color, px
from game.i18n import _
from scenes.howto.controls import peek_words
from scenes.howto.port import HowToPort


def centred(pos: tuple[int, int], width: int, height: int) -> pygame.Rect:
    """A text's box of `width`×`height` centred on `pos`."""
    box = pygame.Rect(0, 0, width, height)
    box.center = pos
    return box


def pic_aim(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(190, s)
    card = art.card(27, h, look=look)
    rect = card.get_rect(center=(area.centerx - px(110, s), area.centery))
    surf.blit(card, rect)
    theme.draw_text(
        surf, "+27", None, px(38, s), theme.TOMATO, "display", outline=px(2, s),
        outline_color=theme.CREAM,
        box=centred((rect.centerx, rect.bottom + px(30, s)), px(200, s), px(58, s)), look=look,
    )  # fmt: skip
    art.counter_pile(surf, (area.centerx + px(130, s), area.centery + px(20, s)), px(54, s), 5)
    theme.draw_text(
        surf, _("−1 each"), None, px(38, s), theme.CREAM, "display", outline=px(2, s),
        box=centred((area.centerx + px(130, s), rect.bottom + px(30, s)), px(230, s), px(58, s)),
        look=look,
    )  # fmt: skip


def pic_turn(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(190, s)
    card = art.card(22, h, look=look)
    rect = card.get_rect(center=area.center)
    rect.y -= px(20, s)
    surf.blit(card, rect)
    art.counter_pile(surf, (rect.centerx, rect.bottom - px(10, s)), px(40, s), 4)
    device = scene.device
    label = scene.label
    for text, intent, x in (
        (_("Take"), Intent.TAKE, rect.left - px(140, s)),
        (_("No thanks!"), Intent.PASS, rect.right + px(150, s)),
    ):
        theme.draw_text(
            surf, text, None, px(40, s), theme.CREAM, "display", outline=px(3, s),
            box=centred((x, rect.centery - px(20, s)), px(250, s), px(60, s)), look=look,
        )  # fmt: skip
        key = label(intent)
        shown = key if device is Device.GAMEPAD else _(key)
        probe = theme.render_text(shown, px(23, s), theme.INK, "bold", look=look)
        width = (
            px(40, s)
            if device is Device.GAMEPAD and len(key) == 1
            else max(px(40, s), probe.get_width() + px(20, s))
        )
        ui.prompt_badge(
            surf, key, device, (x - width // 2, rect.centery + px(30, s)), px(40, s), look=look
        )


def pic_runs(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(180, s)
    step = px(108, s)
    x0 = area.centerx - px(190, s)
    for i, value in enumerate((13, 14, 15)):
        card = art.card(value, h, look=look)
        rect = card.get_rect(midleft=(x0 + i * step - px(40, s), area.centery - px(10, s)))
        surf.blit(card, rect)
        if i:
            # Cards after the first of a run do not count: grey them out.
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 30, 26, 150), veil.get_rect(), border_radius=h // 10)
            surf.blit(veil, rect)
    theme.draw_text(
        surf, "= 13", None, px(70, s), theme.BRASS, "display", outline=px(3, s),
        box=centred((area.centerx + px(250, s), area.centery - px(10, s)), px(200, s), px(96, s)),
        look=look,
    )  # fmt: skip


def pic_score(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(130, s)
    values = (3, 7, 13, 25)
    step = px(104, s)
    x0 = area.centerx - step * 2 - px(60, s)
    for i, value in enumerate(values):
        card = art.card(value, h, look=look)
        surf.blit(card, card.get_rect(midtop=(x0 + i * step, area.top + px(4, s))))
    art.counter_pile(surf, (x0 + 4 * step + px(20, s), area.top + px(70, s)), px(36, s), 8)
    theme.draw_text(
        surf, _("48 − 8 counters = 40 points"), None, px(40, s), theme.BRASS, "display",
        outline=px(3, s),
        box=centred((area.centerx, area.top + h + px(50, s)), area.w, px(60, s)), look=look,
    )  # fmt: skip


def label_at(
    surf: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    s: float,
    color: Color = theme.CREAM,
    width: int = 0,
    lines: int = 1,
    anchor: str = "center",
    more: int = 0,
    *,
    look: Look,
) -> pygame.Rect:
    """A picture's word with its `anchor` at `pos`, kept to `width` (default: 260 base
    pixels) and `lines`, so a long one wraps or shrinks rather than running into its
    neighbour. Where `lines` would cut it (larger text), it may take `more` lines,
    growing downwards."""
    box = pygame.Rect(0, 0, width or px(260, s), px(46, s) + (lines - 1) * px(36, s))
    setattr(box, anchor, pos)
    laid = theme.fit_text(text, px(30, s), "display", box.w, box.h, lines, look=look)
    if more and laid.ellipsised:
        lines += more
        box.h += more * px(36, s)
    return theme.draw_text(
        surf, text, None, px(30, s), color, "display", anchor, outline=px(2, s), box=box,
        lines=lines, look=look,
    )  # fmt: skip


def pic_setup(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(150, s)
    back = sprites.card_back(h, look=look)
    deck = back.get_rect(midleft=(area.left + px(40, s), area.centery - px(20, s)))
    for i in range(4):
        surf.blit(back, deck.move(-i * px(3, s), -i * px(3, s)))
    hidden = back.get_rect(midleft=(deck.right + px(60, s), deck.centery))
    # The two piles' words share the room between the piles' centres.
    room = hidden.centerx - deck.centerx - px(10, s)
    label_at(
        surf, _("24 played"), (deck.centerx, deck.bottom + px(30, s)), s, width=room, more=1,
        look=look,
    )  # fmt: skip
    surf.blit(back, hidden)
    veil = pygame.Surface(hidden.size, pygame.SRCALPHA)
    veil.fill((10, 30, 22, 150))
    surf.blit(veil, hidden)
    label_at(
        surf, _("9 hidden"), (hidden.centerx, hidden.bottom + px(30, s)), s, theme.MUTED, room,
        more=1, look=look,
    )  # fmt: skip
    x = hidden.right + px(110, s)
    seatings = ((_("3–5 players"), 11), (_("6 players"), 9), (_("7 players"), 7))
    pitch = px(150, s)
    face = theme.font(max(px(24, s), theme.MIN_TEXT, look.text_floor), "bold")
    widest = max(face.size(word)[0] for text, _n in seatings for word in text.split())
    if widest > pitch - px(10, s):
        # Larger text: the columns spread over the rest of the picture, the last one's
        # words still inside it.
        pitch = max(pitch, int((area.right - x + px(5, s)) / 2.5))
    for players, counters in seatings:
        art.counter_pile(surf, (x, area.centery - px(10, s)), px(44, s), min(counters, 8))
        label_at(
            surf, str(counters), (x, area.centery - px(90, s)), s, theme.BRASS, px(140, s),
            look=look,
        )  # fmt: skip
        # Two lines, down to the page's words if larger text needs the room.
        words = pygame.Rect(0, 0, pitch - px(10, s), px(70, s))
        words.midtop = (x, deck.bottom + px(14, s))
        words.h = max(words.h, area.bottom + px(28, s) - words.top)
        theme.draw_text(
            surf, players, None, px(24, s), theme.CREAM, "bold", "midtop", shadow=2, box=words,
            lines=2, look=look,
        )  # fmt: skip
        x += pitch


def pic_again(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(170, s)
    taken = art.card(22, h, look=look)
    rect = taken.get_rect(center=(area.centerx - px(230, s), area.centery))
    surf.blit(taken, rect)
    art.counter_pile(surf, (rect.centerx, rect.bottom - px(10, s)), px(38, s), 4)
    label_at(surf, _("Yours, +4"), (rect.centerx, rect.top - px(26, s)), s, theme.BRASS, look=look)
    theme.draw_arrow(
        surf, (area.centerx - px(40, s), area.centery), px(60, s), "right", theme.BRASS
    )
    nxt = sprites.card_back(h, look=look)
    nrect = nxt.get_rect(center=(area.centerx + px(140, s), area.centery))
    surf.blit(nxt, nrect)
    face = art.card(9, h, look=look)
    surf.blit(face, face.get_rect(center=(nrect.centerx + px(150, s), area.centery)))
    # Over the next card and its face, growing upwards when it needs two lines.
    label_at(
        surf, _("Next card: yours to decide"), (nrect.centerx + px(80, s), nrect.top - px(6, s)),
        s, width=px(460, s), lines=2, anchor="midbottom", look=look,
    )  # fmt: skip


def pic_secret(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    d = px(90, s)
    secret = sprites.chip(d, hidden=True)
    left = secret.get_rect(center=(area.centerx - px(200, s), area.centery - px(10, s)))
    surf.blit(secret, left)
    label_at(surf, _("Others: ?"), (left.centerx, left.bottom + px(36, s)), s, look=look)
    shown = sprites.chip(d)
    right = shown.get_rect(center=(area.centerx + px(200, s), area.centery - px(10, s)))
    surf.blit(shown, right)
    label_at(
        surf, _("You: 8"), (right.centerx, right.bottom + px(36, s)), s, theme.BRASS, look=look
    )
    theme.draw_text(
        surf, peek_words(scene.device, scene.label(Intent.PEEK)), None, px(28, s), theme.CREAM,
        "bold", shadow=2, box=centred((area.centerx, area.top + px(14, s)), area.w, px(44, s)),
        look=look,
    )  # fmt: skip


def pic_variants(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    h = px(120, s)
    x = area.left + px(60, s)
    for value in (10, 20, 30):
        card = sprites.card_face(value, h, "muted", look=look)
        surf.blit(card, card.get_rect(midleft=(x, area.centery - px(20, s))))
        x += card.get_width() + px(10, s)
    label_at(
        surf, _("Tactical: out"), (area.left + px(190, s), area.centery + px(70, s)), s, look=look
    )
    cx = area.centerx + px(230, s)
    for i, score in enumerate(("23", "+31", "+18")):
        y = area.top + px(40, s) + i * px(50, s)
        label = _("Round {number}").format(number=i + 1)
        words = pygame.Rect(0, 0, px(200, s), px(46, s))
        words.midright = (cx - px(60, s), y)
        theme.draw_text(
            surf, label, None, px(28, s), theme.MUTED, "bold", "midright", box=words, look=look
        )
        points = pygame.Rect(0, 0, px(100, s), px(46, s))
        points.midright = (cx + px(60, s), y)
        theme.draw_text(
            surf, score, None, px(30, s), theme.CREAM, "display", "midright", box=points, look=look
        )
    label_at(surf, _("Total 72"), (cx, area.top + px(200, s)), s, theme.BRASS, look=look)
