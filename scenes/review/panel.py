"""The verdict panel's parts, drawn from what the scene knows (`ReviewPort`): the progress,
the verdict's badge, ◀ ▶ and Back, the costliest decisions and the strip of every
decision. Each part that a click or a tap can land on adds its `Hit`."""

from __future__ import annotations

import math

import pygame

from game import numbers
from game.app import ui
from game.bots import verdict_words
from game.bots.coach import EVEN_WITHIN
from game.bots.review import Kind, Verdict
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from game.rules import Card
from game.rules.cards import CardKind
from game.special_text import SHORT_NAME
from scenes.review.port import Hit, ReviewPort


def draw_progress(
    scene: ReviewPort, surface: pygame.Surface, inner: pygame.Rect, y: int, s: float, *, look: Look
) -> int:
    text = scene.progress_text()
    rows = len(theme.fit_text(text, px(24, s), "bold", inner.w, 0, 2, look=look).lines)
    row_h = max(px(32, s), rows * ui.line_height(px(24, s), look=look))
    theme.draw_text(
        surface, text, None, px(24, s), theme.CREAM if scene.finished else theme.BRASS,
        "bold", "topleft", box=pygame.Rect(inner.left, y, inner.w, row_h), lines=2, look=look,
    )  # fmt: skip
    y += row_h
    if not scene.finished:
        bar = pygame.Rect(inner.left, y, inner.w, px(10, s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, border_radius=bar.h // 2)
        fill = bar.copy()
        fill.w = max(bar.h, int(bar.w * scene.done / max(1, scene.total)))
        pygame.draw.rect(surface, theme.BRASS, fill, border_radius=bar.h // 2)
        y += px(18, s)
    return y


def draw_badge(
    scene: ReviewPort,
    surface: pygame.Surface,
    inner: pygame.Rect,
    y: int,
    s: float,
    index: int,
    verdict: Verdict | None,
    *,
    look: Look,
) -> int:
    if verdict is None:
        return y
    if index in scene.marked:
        rank = scene.marked.index(index) + 1
        text, fill = (
            _("Costliest #{rank} · about {count} pts").format(
                rank=rank, count=max(1, round(verdict.cost))
            ),
            theme.TOMATO,
        )
    elif not verdict.judged:
        text, fill = _("Not judged"), theme.INK_SOFT
    elif verdict.forced:
        text, fill = _("Forced"), theme.INK_SOFT
    elif verdict.kind is Kind.CLOSE:
        text, fill = _("Close call"), theme.INK_SOFT
    elif verdict.cost < EVEN_WITHIN:
        text, fill = _("Good call"), (58, 150, 92)
    else:
        cost = max(1, round(verdict.cost))
        text, fill = _("Cost about {count} pts").format(count=cost), theme.BRASS_DARK
    # The pill as wide as its words at their fitted size (never past the panel).
    pad_x, pad_y = px(24, s), px(10, s)
    # (On two lines where one is too narrow: larger text.)
    fitted = theme.fit_text(text, px(24, s), "bold", inner.w - pad_x - 2, 0, 2, look=look)
    f = theme.font(fitted.size, "bold")
    words_w = max(f.size(line)[0] for line in fitted.lines) + 2
    words_h = f.get_linesize() * len(fitted.lines)
    pill = pygame.Rect(inner.left, y, min(inner.w, words_w + pad_x), words_h + pad_y)
    surface.blit(sprites.rounded_rect(pill.size, fill, pill.h // 2, 255), pill)
    scene.text_rects.append(
        theme.draw_text(
            surface, text, None, px(24, s), theme.CREAM, "bold", outline=1,
            box=pill.inflate(-pad_x, -pad_y // 2), lines=2, look=look,
        )
    )  # fmt: skip
    return pill.bottom + px(14, s)


def nav_height(scene: ReviewPort, s: float) -> int:
    return max(px(56, s), 40)


def draw_nav(
    scene: ReviewPort, surface: pygame.Surface, inner: pygame.Rect, s: float, *, look: Look
) -> None:
    """◀ and ▶ (step) and Back, along the panel's bottom."""
    h = nav_height(scene, s)
    gap = px(12, s)
    arrow_w = max(h, int(inner.w * 0.22))
    prev = pygame.Rect(inner.left, inner.bottom - h, arrow_w, h)
    nxt = prev.move(arrow_w + gap, 0)
    back = pygame.Rect(nxt.right + gap, prev.top, inner.right - nxt.right - gap, h)
    pointer = ui.pointer(scene)
    count = len(scene.decisions)
    for rect, what, enabled in (
        (prev, "prev", scene.step > 0),
        (nxt, "next", scene.step < count - 1),
        (back, "back", True),
    ):
        lit = enabled and pointer is not None and rect.collidepoint(pointer)
        fill = ui.HOVER_FILL if lit else theme.PANEL
        edge = theme.BRASS if lit else theme.PANEL_EDGE
        surface.blit(sprites.rounded_rect(rect.size, fill, px(12, s), 255, px(2, s), edge), rect)
        color = theme.BRASS if enabled else theme.PANEL_EDGE
        if what == "back":
            theme.draw_text(
                surface,
                _("Back"),
                None,
                px(28, s),
                theme.CREAM,
                "bold",
                box=rect.inflate(-8, -2),
                look=look,
            )
        else:
            direction = "left" if what == "prev" else "right"
            theme.draw_arrow(surface, rect.center, px(26, s), direction, color)
        theme.record_control(surface, rect)
        if enabled:
            scene.hits.append(Hit(rect, what))


def draw_costly(
    scene: ReviewPort, surface: pygame.Surface, inner: pygame.Rect, s: float, *, look: Look
) -> None:
    """The three costliest, as buttons that jump there (above the strip)."""
    h = costly_height(scene, s)
    top = costly_top(scene, inner, s)
    if not scene.finished:
        return
    if not scene.marked:
        theme.draw_text(
            surface, _("No costly mistakes: well played!"), None, px(24, s), theme.CREAM,
            "bold", "midleft", box=pygame.Rect(inner.left, top, inner.w, h), lines=2, look=look,
        )  # fmt: skip
        return
    gap = px(10, s)
    x = inner.left
    head = theme.fit_text(_("Costliest:"), px(22, s), "bold", inner.w, look=look)
    head_w = theme.font(head.size, "bold").size(head.lines[0])[0] + gap
    count = max(1, len(scene.marked))
    beside = (inner.w - head_w - gap * (count - 1)) // count - px(12, s)
    # Big TV text leaves no room for the heading beside three buttons: the buttons
    # alone then (the badge above already says "Costliest #1").
    names = [_card_name(scene.verdicts[i]) for i in scene.marked]
    fits = [theme.fit_text(n, px(24, s), "bold", beside, floor=px(14, s), look=look) for n in names]
    if not any(fit.ellipsised or fit.shrunk for fit in fits):
        x = theme.draw_text(
            surface, _("Costliest:"), None, px(22, s), theme.MUTED, "bold", "midleft",
            box=pygame.Rect(inner.left, top, head_w, h), look=look,
        ).right + gap  # fmt: skip
    width = (inner.right - x - gap * (len(scene.marked) - 1)) // max(1, len(scene.marked))
    pointer = ui.pointer(scene)
    current = scene.current_index()
    rects = [
        pygame.Rect(x + rank * (width + gap), top, width, h) for rank in range(len(scene.marked))
    ]
    # One way of labelling for all three, so the row reads as one list ("#1: 24",
    # "#2: Bonus +15"…), never "#1: 24" beside "Bonus +15" beside a face.
    style = costly_label_style(
        [r.inflate(-px(12, s), -px(4, s)) for r in rects], names, s, look=look
    )
    for rank, index in enumerate(scene.marked):
        rect = rects[rank]
        on = index == current
        lit = pointer is not None and rect.collidepoint(pointer)
        fill = theme.TOMATO if on else (ui.HOVER_FILL if lit else theme.TOMATO_DARK)
        edge = theme.CREAM if on or lit else theme.TOMATO
        surface.blit(sprites.rounded_rect(rect.size, fill, px(12, s), 255, px(2, s), edge), rect)
        box = rect.inflate(-px(12, s), -px(4, s))
        draw_costly_label(surface, box, rank, names[rank], style, s, look=look)
        theme.record_control(surface, rect)
        scene.hits.append(Hit(rect, "costly", rank))


def _card_name(verdict: Verdict) -> str:
    """The card a costliest button names ("27", "Bonus +20")."""
    return verdict_words.label(verdict) or str(verdict.card)


def _costly_texts(rank: int, name: str) -> tuple[tuple[str, int], ...]:
    """A costliest button's words, longest first: "#1: Bonus +20" on one line, then on
    two lines ("#1:" above the name), which every button of a row tries in turn."""
    ranked = _("#{rank}: {card}").format(rank=rank + 1, card=name)
    return ((ranked, 1), (ranked, 2))


def costly_label_style(
    boxes: list[pygame.Rect], names: list[str], s: float, *, look: Look
) -> int | None:
    """The first of `_costly_texts` that fits every button, or None: each then shows its
    card's small face and its rank."""
    size, floor = px(24, s), px(14, s)
    for style in range(2):
        if all(
            not theme.fit_text(
                text, size, "bold", box.w - 2, box.h - 2, lines, floor, look=look
            ).ellipsised
            for rank, (box, name) in enumerate(zip(boxes, names, strict=True))
            for text, lines in [_costly_texts(rank, name)[style]]
        ):
            return style
    return None


def draw_costly_label(
    surface: pygame.Surface,
    box: pygame.Rect,
    rank: int,
    name: str,
    style: int | None,
    s: float,
    *,
    look: Look,
) -> None:
    """A costliest button's words in the row's style; with no room for words on every
    button (a long special's name at TV size), each shows its card's small face and its
    rank."""
    size, floor = px(24, s), px(14, s)
    if style is not None:
        label, lines = _costly_texts(rank, name)[style]
        theme.draw_text(
            surface, label, None, size, theme.CREAM, "bold", outline=1, box=box,
            lines=lines, floor=floor, look=look,
        )  # fmt: skip
        return
    kind = next((k for k in CardKind if k in SHORT_NAME and SHORT_NAME[k] == name), None)
    card = Card.special(kind) if kind is not None else None
    if card is None and name.isdigit():
        card = Card.number(int(name))
    short = _("#{rank}").format(rank=rank + 1)
    face = sprites.card_art(card, box.h, look=look) if card is not None else None
    gap = px(8, s)
    if face is not None:
        beside = box.w - face.get_width() - gap
        fitted = theme.fit_text(short, size, "bold", beside - 2, box.h - 2, 1, floor, look=look)
        if beside <= 0 or fitted.ellipsised:
            face = None  # no room for both: the rank alone, as every button shows it
    # (The outline takes a pixel each side.)
    if (
        face is None
        and theme.fit_text(
            short, size, "bold", box.w - 2, box.h - 2, 1, floor, look=look
        ).ellipsised
    ):
        short = numbers.number(rank + 1)  # "Nr. 1" too wide for a TV-text button: "1"
    if face is not None:
        # The card's small face, then its rank, the pair centred on the button.
        text_w = theme.font(fitted.size, "bold").size(short)[0] + 2
        left = max(box.left, box.centerx - (face.get_width() + gap + text_w) // 2)
        surface.blit(face, face.get_rect(midleft=(left, box.centery)))
        rest = left + face.get_width() + gap
        box = pygame.Rect(rest, box.top, max(1, box.right - rest), box.h)
    theme.draw_text(
        surface, short, None, size, theme.CREAM, "bold", "midleft" if face else "center",
        outline=1, box=box, floor=floor, look=look,
    )  # fmt: skip


def costly_height(scene: ReviewPort, s: float) -> int:
    return max(px(48, s), 36)


def costly_top(scene: ReviewPort, inner: pygame.Rect, s: float) -> int:
    above = nav_height(scene, s) + strip_height(scene, s) + costly_height(scene, s)
    return inner.bottom - above - 2 * px(12, s)


def strip_height(scene: ReviewPort, s: float) -> int:
    return max(px(30, s), 22)


def strip_top(scene: ReviewPort, inner: pygame.Rect, s: float) -> int:
    return inner.bottom - nav_height(scene, s) - px(12, s) - strip_height(scene, s)


def draw_strip(scene: ReviewPort, surface: pygame.Surface, inner: pygame.Rect, s: float) -> None:
    """Every decision as a tick: red for the costliest, brass for other mistakes,
    green when right, grey until judged; the one on screen outlined. Tap one to go."""
    count = len(scene.decisions)
    h = strip_height(scene, s)
    strip = pygame.Rect(inner.left, strip_top(scene, inner, s), inner.w, h)
    cell = strip.w / max(1, count)
    for step, index in enumerate(scene.decisions):
        rect = pygame.Rect(int(strip.left + step * cell), strip.top, max(2, math.ceil(cell)), h)
        verdict = scene.verdicts.get(index)
        if index in scene.marked:
            color = theme.TOMATO
        elif verdict is None or not verdict.judged:
            color = theme.PANEL_EDGE
        elif verdict.cost >= EVEN_WITHIN:
            color = theme.BRASS
        else:
            color = (58, 150, 92)
        tick = rect.inflate(-max(1, int(cell * 0.25)), -px(8, s))
        pygame.draw.rect(surface, color, tick)
        scene.hits.append(Hit(rect, "step", step))
    if count:
        here = pygame.Rect(
            int(strip.left + scene.step * cell), strip.top, max(2, math.ceil(cell)), h
        )
        pygame.draw.rect(surface, theme.CREAM, here.inflate(px(4, s), 0), px(3, s))
