"""How to play: short pages, each with a picture the game draws, covering every rule the
game offers (setup and counters, a turn, taking and going again, runs, secret counters,
the tactical variant and rounds, scoring), the expansion's special cards [X1]-[X3] (set-up,
green bidding, every green and pink card, counting counters) and every device's controls.

The pages are in sections (Basics, Expansion, Controls), all shown always: the section
names beside the page dots jump to a section (click or tap), as do UP/DOWN.
LEFT/RIGHT (or a swipe, or the side arrows) turn pages; CONFIRM goes on and leaves after
the last page; BACK leaves at once. `HowToScene(section="expansion")` opens at a section.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app import glyphs, ui
from game.app.input import KEY_BINDINGS, PAD_BUTTON_BINDINGS, key_label
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.draw import art, sprites, theme
from game.draw.theme import Color, px
from game.i18n import N_, _
from game.rules.cards import Card, CardKind

# The sections (msgids: shown translated, compared in English).
BASICS = N_("Basics")
EXPANSION = N_("Expansion")
CONTROLS_SECTION = N_("Controls")


@dataclass(frozen=True)
class Page:
    """A page: `title` and `text` are msgids, translated when drawn."""

    title: str
    text: str
    picture: Callable[[HowToScene, pygame.Surface, pygame.Rect, float], None]
    section: str = BASICS


def _centred(pos: tuple[int, int], width: int, height: int) -> pygame.Rect:
    """A text's box of `width`×`height` centred on `pos`."""
    box = pygame.Rect(0, 0, width, height)
    box.center = pos
    return box


def _pic_aim(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(190, s)
    card = art.card(27, h)
    rect = card.get_rect(center=(area.centerx - px(110, s), area.centery))
    surf.blit(card, rect)
    theme.draw_text(
        surf, "+27", None, px(38, s), theme.TOMATO, "display", outline=px(2, s),
        outline_color=theme.CREAM,
        box=_centred((rect.centerx, rect.bottom + px(30, s)), px(200, s), px(58, s)),
    )  # fmt: skip
    art.counter_pile(surf, (area.centerx + px(130, s), area.centery + px(20, s)), px(54, s), 5)
    theme.draw_text(
        surf, _("−1 each"), None, px(38, s), theme.CREAM, "display", outline=px(2, s),
        box=_centred((area.centerx + px(130, s), rect.bottom + px(30, s)), px(230, s), px(58, s)),
    )  # fmt: skip


def _pic_turn(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(190, s)
    card = art.card(22, h)
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
            box=_centred((x, rect.centery - px(20, s)), px(250, s), px(60, s)),
        )  # fmt: skip
        key = label(intent)
        shown = key if device is Device.GAMEPAD else _(key)
        probe = theme.render_text(shown, px(23, s), theme.INK, "bold")
        width = (
            px(40, s)
            if device is Device.GAMEPAD and len(key) == 1
            else max(px(40, s), probe.get_width() + px(20, s))
        )
        ui.prompt_badge(surf, key, device, (x - width // 2, rect.centery + px(30, s)), px(40, s))


def _pic_runs(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(180, s)
    step = px(108, s)
    x0 = area.centerx - px(190, s)
    for i, value in enumerate((13, 14, 15)):
        card = art.card(value, h)
        rect = card.get_rect(midleft=(x0 + i * step - px(40, s), area.centery - px(10, s)))
        surf.blit(card, rect)
        if i:
            # Cards after the first of a run do not count: grey them out.
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 30, 26, 150), veil.get_rect(), border_radius=h // 10)
            surf.blit(veil, rect)
    theme.draw_text(
        surf, "= 13", None, px(70, s), theme.BRASS, "display", outline=px(3, s),
        box=_centred((area.centerx + px(250, s), area.centery - px(10, s)), px(200, s), px(96, s)),
    )  # fmt: skip


def _pic_score(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(130, s)
    values = (3, 7, 13, 25)
    step = px(104, s)
    x0 = area.centerx - step * 2 - px(60, s)
    for i, value in enumerate(values):
        card = art.card(value, h)
        surf.blit(card, card.get_rect(midtop=(x0 + i * step, area.top + px(4, s))))
    art.counter_pile(surf, (x0 + 4 * step + px(20, s), area.top + px(70, s)), px(36, s), 8)
    theme.draw_text(
        surf, _("48 − 8 counters = 40 points"), None, px(40, s), theme.BRASS, "display",
        outline=px(3, s),
        box=_centred((area.centerx, area.top + h + px(50, s)), area.w, px(60, s)),
    )  # fmt: skip


def _label(
    surf: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    s: float,
    color: Color = theme.CREAM,
    width: int = 0,
    lines: int = 1,
    anchor: str = "center",
) -> pygame.Rect:
    """A picture's word with its `anchor` at `pos`, kept to `width` (default: 260 base
    pixels) and `lines`, so a long one wraps or shrinks rather than running into its
    neighbour."""
    box = pygame.Rect(0, 0, width or px(260, s), px(46, s) + (lines - 1) * px(36, s))
    setattr(box, anchor, pos)
    return theme.draw_text(
        surf, text, None, px(30, s), color, "display", anchor, outline=px(2, s), box=box,
        lines=lines,
    )  # fmt: skip


def _pic_setup(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(150, s)
    back = sprites.card_back(h)
    deck = back.get_rect(midleft=(area.left + px(40, s), area.centery - px(20, s)))
    for i in range(4):
        surf.blit(back, deck.move(-i * px(3, s), -i * px(3, s)))
    hidden = back.get_rect(midleft=(deck.right + px(60, s), deck.centery))
    # The two piles' words share the room between the piles' centres.
    room = hidden.centerx - deck.centerx - px(10, s)
    _label(surf, _("24 played"), (deck.centerx, deck.bottom + px(30, s)), s, width=room)
    surf.blit(back, hidden)
    veil = pygame.Surface(hidden.size, pygame.SRCALPHA)
    veil.fill((10, 30, 22, 150))
    surf.blit(veil, hidden)
    _label(surf, _("9 hidden"), (hidden.centerx, hidden.bottom + px(30, s)), s, theme.MUTED, room)
    x = hidden.right + px(110, s)
    for players, counters in ((_("3–5 players"), 11), (_("6 players"), 9), (_("7 players"), 7)):
        art.counter_pile(surf, (x, area.centery - px(10, s)), px(44, s), min(counters, 8))
        _label(surf, str(counters), (x, area.centery - px(90, s)), s, theme.BRASS, px(140, s))
        words = pygame.Rect(0, 0, px(140, s), px(70, s))
        words.midtop = (x, deck.bottom + px(14, s))
        theme.draw_text(
            surf, players, None, px(24, s), theme.CREAM, "bold", "midtop", shadow=2, box=words,
            lines=2,
        )  # fmt: skip
        x += px(150, s)


def _pic_again(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(170, s)
    taken = art.card(22, h)
    rect = taken.get_rect(center=(area.centerx - px(230, s), area.centery))
    surf.blit(taken, rect)
    art.counter_pile(surf, (rect.centerx, rect.bottom - px(10, s)), px(38, s), 4)
    _label(surf, _("Yours, +4"), (rect.centerx, rect.top - px(26, s)), s, theme.BRASS)
    theme.draw_arrow(
        surf, (area.centerx - px(40, s), area.centery), px(60, s), "right", theme.BRASS
    )
    nxt = sprites.card_back(h)
    nrect = nxt.get_rect(center=(area.centerx + px(140, s), area.centery))
    surf.blit(nxt, nrect)
    face = art.card(9, h)
    surf.blit(face, face.get_rect(center=(nrect.centerx + px(150, s), area.centery)))
    # Over the next card and its face, growing upwards when it needs two lines.
    _label(
        surf, _("Next card: yours to decide"), (nrect.centerx + px(80, s), nrect.top - px(6, s)),
        s, width=px(460, s), lines=2, anchor="midbottom",
    )  # fmt: skip


def _pic_secret(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    d = px(90, s)
    secret = sprites.chip(d, hidden=True)
    left = secret.get_rect(center=(area.centerx - px(200, s), area.centery - px(10, s)))
    surf.blit(secret, left)
    _label(surf, _("Others: ?"), (left.centerx, left.bottom + px(36, s)), s)
    shown = sprites.chip(d)
    right = shown.get_rect(center=(area.centerx + px(200, s), area.centery - px(10, s)))
    surf.blit(shown, right)
    _label(surf, _("You: 8"), (right.centerx, right.bottom + px(36, s)), s, theme.BRASS)
    theme.draw_text(
        surf, peek_words(scene.device, scene.label(Intent.PEEK)), None, px(28, s), theme.CREAM,
        "bold", shadow=2, box=_centred((area.centerx, area.top + px(14, s)), area.w, px(44, s)),
    )  # fmt: skip


def _pic_variants(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(120, s)
    x = area.left + px(60, s)
    for value in (10, 20, 30):
        card = sprites.card_face(value, h, "muted")
        surf.blit(card, card.get_rect(midleft=(x, area.centery - px(20, s))))
        x += card.get_width() + px(10, s)
    _label(surf, _("Tactical: out"), (area.left + px(190, s), area.centery + px(70, s)), s)
    cx = area.centerx + px(230, s)
    for i, score in enumerate(("23", "+31", "+18")):
        y = area.top + px(40, s) + i * px(50, s)
        label = _("Round {number}").format(number=i + 1)
        words = pygame.Rect(0, 0, px(200, s), px(46, s))
        words.midright = (cx - px(60, s), y)
        theme.draw_text(surf, label, None, px(28, s), theme.MUTED, "bold", "midright", box=words)
        points = pygame.Rect(0, 0, px(100, s), px(46, s))
        points.midright = (cx + px(60, s), y)
        theme.draw_text(
            surf, score, None, px(30, s), theme.CREAM, "display", "midright", box=points
        )
    _label(surf, _("Total 72"), (cx, area.top + px(200, s)), s, theme.BRASS)


def peek_words(device: Device, key: str) -> str:
    if device is Device.MOUSE:
        return _("On your turn, click your seat to peek")
    if device is Device.TOUCH:
        return _("On your turn, tap your seat to peek")
    return _("On your turn, hold {key} to peek").format(key=_(key))


# Every device's controls: (what, keyboard, mouse, gamepad, touch); msgids, translated
# when drawn (a key's letter is not a word: it stays).
CONTROLS: tuple[tuple[str, str, str, str, str], ...] = (
    (N_("Take the card"), "T", N_("click TAKE"), "X", N_("tap TAKE")),
    (N_("No thanks!"), N_("P or N"), N_("click NO THANKS!"), "Y", N_("tap NO THANKS!")),
    (
        N_("Green card: bid / decline"),
        "T / P",
        N_("click BID / DECLINE"),
        "X / Y",
        N_("tap BID / DECLINE"),
    ),
    (
        N_("Skip, look, choose a card"),
        N_("{left} {right}, {confirm}"),
        N_("click it"),
        N_("D-pad, A"),
        N_("tap it"),
    ),
    (
        N_("Peek at your counters"),
        N_("hold Tab or V"),
        N_("click your seat"),
        N_("hold LB or RB"),
        N_("tap your seat"),
    ),
    (N_("Coach hint (Settings)"), "H", N_("click Hint"), "Select", N_("tap Hint")),
    (N_("Move log"), N_("L, {up} or {down}"), N_("click Log"), N_("D-pad up/down"), N_("tap Log")),
    (N_("Hurry the animation"), N_("Enter"), N_("click"), "A", N_("tap")),
    (N_("Pause menu"), N_("Esc"), N_("click Menu"), "Start", N_("tap Menu")),
    (N_("Menus: move"), N_("arrows or WASD"), N_("point"), N_("D-pad or stick"), N_("tap")),
    (
        N_("Menus: select / back"),
        N_("Enter / Esc"),
        N_("click / right-click"),
        "A / B",
        N_("tap / Back"),
    ),
    (N_("Full screen"), N_("F11 or Alt+Enter"), N_("Settings"), N_("Settings"), N_("Settings")),
)
# The rows Controls can rebind: their keyboard and gamepad cells follow the bindings in
# use (the text above is the defaults'), and "hold" stays for peek.
ROW_INTENTS: dict[str, tuple[Intent, ...]] = {
    "Take the card": (Intent.TAKE,),
    "No thanks!": (Intent.PASS,),
    "Green card: bid / decline": (Intent.TAKE, Intent.PASS),
    "Peek at your counters": (Intent.PEEK,),
    "Coach hint (Settings)": (Intent.HINT,),
    "Hurry the animation": (Intent.CONFIRM,),
    "Pause menu": (Intent.MENU,),
    "Menus: select / back": (Intent.CONFIRM, Intent.BACK),
}
# Buttons as the pad prints them: never translated, though "Start" is a word too.
PAD_NAMES = frozenset({"Start", "Select"})
DEVICE_COLUMNS = (Device.KEYBOARD, Device.MOUSE, Device.GAMEPAD, Device.TOUCH)
DEVICE_NAMES = {
    Device.KEYBOARD: N_("Keyboard"),
    Device.MOUSE: N_("Mouse"),
    Device.GAMEPAD: N_("Gamepad"),
    Device.TOUCH: N_("Touch"),
}


# How many devices the table shows side by side, largest first: all four when their words
# fit (a desk's window), else pairs (Keyboard and Mouse, Gamepad and Touch), else one at a
# time; the devices not shown wait as tabs in the table's top-left cell (DOWN or a click
# brings them). The pair or device shown is the one in use until a tab is chosen.
VIEWS = (4, 2, 1)


@dataclass(frozen=True)
class ControlsLayout:
    box: pygame.Rect
    what_w: int
    col_w: int
    row_h: int
    size: int
    per_view: int
    rows: tuple[tuple[str, ...], ...]  # each row of CONTROLS as shown (`controls_words`)


def _device_groups(per_view: int) -> list[tuple[Device, ...]]:
    return [DEVICE_COLUMNS[i : i + per_view] for i in range(0, len(DEVICE_COLUMNS), per_view)]


def _words_fit(texts: list[str], size: int, kind: str, width: int, height: int) -> bool:
    """Do `texts` fit `width`×`height` on up to two lines, uncut and barely shrunk?"""
    least = max(theme.MIN_TEXT, theme.text_floor(), int(size * 0.85))
    for text in texts:
        layout = theme.fit_text(text, size, kind, width, height, 2)
        if layout.ellipsised or layout.size < least:
            return False
    return True


def controls_layout(scene: HowToScene, area: pygame.Rect, s: float) -> ControlsLayout:
    """The table's box, columns and rows, with as many devices side by side as their words
    allow at this size and in this language (TV text and German need pairs or one)."""
    box = area.inflate(px(160, s), px(190, s))
    box.top = area.top - px(20, s)
    row_h = px(37, s)
    size = px(21, s)
    rows = [controls_words(scene, row) for row in CONTROLS]
    whats = [row[0] for row in rows]
    bold = theme.font(max(size, theme.MIN_TEXT, theme.text_floor()), "bold")
    natural = max(bold.size(what)[0] for what in whats) + px(12, s)
    what_w = max(int(box.w * 0.22), min(natural, int(box.w * 0.4)))
    per_view = VIEWS[-1]
    for count in VIEWS:
        col_w = (box.w - what_w) // count
        names = [_(DEVICE_NAMES[d]) for d in DEVICE_COLUMNS]
        cells = [cell for row in rows for cell in row[1:]]
        if (
            _words_fit(whats, size, "bold", what_w - px(6, s), row_h)
            and _words_fit(cells, size, "body", col_w - 6, row_h)
            and _words_fit(names, px(24, s), "bold", col_w - 4, row_h)
        ):
            per_view = count
            break
    col_w = (box.w - what_w) // per_view
    return ControlsLayout(box, what_w, col_w, row_h, size, per_view, tuple(rows))


def _pic_controls(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    """The devices side by side (all four where they fit, else pairs or one, the others
    as tabs); the one in use is lit."""
    lay = controls_layout(scene, area, s)
    box, what_w, col_w, row_h, size = lay.box, lay.what_w, lay.col_w, lay.row_h, lay.size
    scene.controls_views = lay.per_view
    shown = scene.shown_devices(lay.per_view)
    in_use = scene.device
    y = box.top + row_h // 2
    for i, device in enumerate(shown):
        x = box.left + what_w + i * col_w
        if device is in_use:
            lit = pygame.Rect(x, box.top, col_w, row_h * (len(CONTROLS) + 1))
            surf.blit(sprites.rounded_rect(lit.size, theme.BRASS, px(10, s), 60), lit)
        color = theme.BRASS if device is in_use else theme.MUTED
        cell = pygame.Rect(x + 2, y - row_h // 2, col_w - 4, row_h)
        theme.draw_text(surf, _(DEVICE_NAMES[device]), None, px(24, s), color, "bold", box=cell)
    # The devices not shown: tabs in the top-left cell, a click away.
    hidden = [d for d in DEVICE_COLUMNS if d not in shown]
    scene.device_tabs = {}
    if hidden:
        tab_w = (what_w - px(8, s)) // len(hidden)
        pointer = ui.pointer(scene)
        for i, device in enumerate(hidden):
            tab = pygame.Rect(box.left + i * tab_w, box.top + 2, tab_w - px(6, s), row_h - 4)
            hover = pointer is not None and tab.collidepoint(pointer)
            fill = ui.HOVER_FILL if hover else theme.PANEL
            pygame.draw.rect(surf, fill, tab, border_radius=px(10, s))
            pygame.draw.rect(surf, theme.PANEL_EDGE, tab, max(1, px(2, s)), px(10, s))
            theme.draw_text(
                surf, _(DEVICE_NAMES[device]), None, px(22, s), theme.CREAM, "bold",
                box=tab.inflate(-px(8, s), -2),
            )  # fmt: skip
            theme.record_control(surf, tab)
            scene.device_tabs[device] = tab
    # Each cell keeps to its column (two lines, then a little smaller); the layout above
    # chose columns wide enough that none is cut.
    for words in lay.rows:
        y += row_h
        cell = pygame.Rect(box.left, y - row_h // 2, what_w - px(6, s), row_h)
        theme.draw_text(
            surf, words[0], None, size, theme.CREAM, "bold", "midleft", box=cell, lines=2
        )
        for i, device in enumerate(shown):
            x = box.left + what_w + i * col_w
            color = theme.CREAM if device is in_use else theme.MUTED
            cell = pygame.Rect(x + 3, y - row_h // 2, col_w - 6, row_h)
            text = words[1 + DEVICE_COLUMNS.index(device)]
            theme.draw_text(surf, text, None, size, color, "body", box=cell, lines=2)


def controls_words(scene: HowToScene, row: tuple[str, ...]) -> tuple[str, ...]:
    """A row of CONTROLS as shown: bound as now, in the language in use."""
    cells = controls_row(scene, row)
    return (_(cells[0]), *(text if text in PAD_NAMES else _(text) for text in cells[1:]))


def _codes(table: dict[int, Intent], intent: Intent) -> set[int]:
    return {code for code, of in table.items() if of is intent}


def controls_row(scene: HowToScene, row: tuple[str, ...]) -> tuple[str, ...]:
    """`row` of CONTROLS with its keyboard and gamepad cells as bound now, where an
    intent of the row was moved in Controls."""
    intents = ROW_INTENTS.get(row[0])
    app = scene.app
    if "{" in row[1]:
        # Keys named in a sentence ("{left} {right}, {confirm}"): as the key caps show
        # them, arrows drawn as arrows.
        def key(intent: Intent) -> str:
            if app is not None:
                return _(app.prompt_label(intent, Device.KEYBOARD))
            return _(key_label(next(iter(_codes(KEY_BINDINGS, intent)))))

        words = {i.value: key(i) for i in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN)}
        words["confirm"] = key(Intent.CONFIRM)
        return (row[0], _(row[1]).format(**words), *row[2:])
    if intents is None or app is None:
        return row
    cells = list(row)
    for column, device, bound, defaults in (
        (1, Device.KEYBOARD, app.input.key_bindings, KEY_BINDINGS),
        (3, Device.GAMEPAD, app.input.pad_bindings, PAD_BUTTON_BINDINGS),
    ):
        if all(_codes(bound, i) == _codes(defaults, i) for i in intents):
            continue
        labels = [app.prompt_label(intent, device) for intent in intents]
        if device is Device.KEYBOARD:
            labels = [_(label) for label in labels]  # "Space" is a word; "Start" is a button
        else:  # as the pad in use prints them: "R3" on a PlayStation pad, "RS" on others
            labels = [glyphs.name_of(label, glyphs.current_family()) for label in labels]
        text = " / ".join(labels)
        cells[column] = _("hold {key}").format(key=text) if intents == (Intent.PEEK,) else text
    return tuple(cells)


# The expansion's pages [X1]-[X3] ---------------------------------------------------------
def _special(kind: CardKind, height: int) -> pygame.Surface:
    return sprites.card_art(Card.special(kind), height)


def _veil(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """Grey a card out: unseen, or not counting."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 30, 22, 150), veil.get_rect(), border_radius=rect.h // 10)
    surf.blit(veil, rect)


def _caption(
    surf: pygame.Surface, text: str, pos: tuple[int, int], width: int, bottom: int, s: float
) -> None:
    """What a card does, wrapped under it in a `width` column from `pos` down to `bottom`."""
    box = pygame.Rect(pos[0] - width // 2, pos[1], width, max(1, bottom - pos[1]))
    text = _break_at_hyphens(text, "bold", box.w - 2)
    theme.draw_text(
        surf, text, None, px(24, s), theme.CREAM, "bold", "midtop", shadow=2, box=box, lines=8
    )


def _break_at_hyphens(text: str, kind: str, width: int) -> str:
    """`text` with a line break after the hyphen of any word too wide for `width` even at
    the smallest size text may take ("normal-back" in a narrow column), as a typesetter
    would break it; words that fit are left whole."""
    f = theme.font(max(theme.MIN_TEXT, theme.text_floor()), kind)
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
) -> None:
    """Special card faces side by side across `area`, each with what it does beneath; a
    slot of several kinds shows them fanned, the last on top."""
    slot = area.w // len(cards)
    step = px(16, s)
    # Cards give way to their words: with big TV text or a long language the captions
    # take the lines they need and the cards shrink (to no less than 60 % of `height`).
    bottom_limit = area.bottom + px(28, s)
    width = slot - px(12, s)
    need = 0
    for _kinds, words in cards:
        layout = theme.fit_text(_break_at_hyphens(words, "bold", width - 2), px(24, s), "bold",
                                width - 2, 0, 8)  # fmt: skip
        need = max(need, len(layout.lines) * theme.font(layout.size, "bold").get_linesize())
    height = max(int(height * 0.6), min(height, bottom_limit - area.top - need - px(14, s)))
    for i, (kinds, words) in enumerate(cards):
        fan = kinds if isinstance(kinds, tuple) else (kinds,)
        spread = step * (len(fan) - 1)
        rect = pygame.Rect(0, 0, 0, 0)
        for k, kind in enumerate(fan):
            face = _special(kind, height)
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
        )


def _pic_x_setup(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(130, s)
    normal, green = sprites.card_back(h), sprites.card_back(h, green=True)
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
            _label(surf, _("= 39 cards"), (cx, y + h // 2), s, theme.BRASS)
            continue
        rect = back.get_rect(midtop=(cx, y))
        for k in range(1 if unseen else 3):
            surf.blit(back, rect.move(-k * px(4, s), -k * px(4, s)))
        if unseen:
            _veil(surf, rect)
        _caption(
            surf, words, (cx, rect.bottom + px(10, s)), slot - px(10, s), area.bottom + px(28, s), s
        )
    theme.draw_text(
        surf, "+", None, px(50, s), theme.BRASS, "display", outline=2,
        box=_centred((area.left + slot, y + h // 2), px(60, s), px(70, s)),
    )  # fmt: skip


def _pic_x_bid(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(180, s)
    card = _special(CardKind.BONUS15, h)
    rect = card.get_rect(center=(area.centerx, area.centery - px(10, s)))
    surf.blit(card, rect)
    art.counter_pile(surf, (rect.centerx, rect.bottom - px(10, s)), px(40, s), 3)
    for word, words, x in (
        (_("BID"), _("put a counter on it; play passes left"), rect.left - px(190, s)),
        (_("DECLINE"), _("take its counters; turn up the next card"), rect.right + px(190, s)),
    ):
        _label(surf, word, (x, rect.centery - px(50, s)), s, theme.BRASS)
        _caption(surf, words, (x, rect.centery - px(20, s)), px(300, s), area.bottom + px(28, s), s)


@dataclass(frozen=True)
class ChipLine:
    """A story's chips laid out: each chip's width for its words, the line count (two
    when one line would make them shrink below their size) and the chips' height."""

    widths: tuple[int, ...]
    lines: int
    height: int


def _chip_line_layout(parts: tuple[str, ...], area: pygame.Rect, s: float) -> ChipLine:
    size = max(px(24, s), theme.MIN_TEXT, theme.text_floor())
    f = theme.font(size, "bold")
    gap, pad = px(54, s), px(14, s)
    widths = [f.size(text)[0] + 2 for text in parts]
    room = area.w + px(100, s) - gap * (len(parts) - 1) - 2 * pad * len(parts)
    lines = 1
    if sum(widths) > room:
        # Too long a story for the page (a long language, TV text): each chip gets its
        # share of the room and its words take two lines.
        widths = [max(1, w * room // sum(widths)) for w in widths]
        lines = 2
    return ChipLine(tuple(widths), lines, lines * f.get_linesize() + max(px(8, s), 6))


def _chip_line(
    surf: pygame.Surface, parts: tuple[str, ...], top: int, area: pygame.Rect, s: float
) -> int:
    """Steps of a story as chips joined by arrows, the last one (the outcome) lit, from
    `top` down; returns the chips' bottom."""
    lay = _chip_line_layout(parts, area, s)
    gap, pad = px(54, s), px(14, s)
    height = max(px(44, s), lay.height)
    total = sum(w + 2 * pad for w in lay.widths) + gap * (len(parts) - 1)
    x = area.centerx - total // 2
    for i, (text, width) in enumerate(zip(parts, lay.widths, strict=True)):
        box = pygame.Rect(x, top, width + 2 * pad, height)
        last = i == len(parts) - 1
        color = theme.BRASS_DARK if last else theme.PANEL
        surf.blit(sprites.rounded_rect(box.size, color, px(10, s), 235), box)
        theme.draw_text(
            surf, text, None, px(24, s), theme.CREAM, "bold", box=box.inflate(-2 * pad, 0),
            lines=lay.lines,
        )  # fmt: skip
        x = box.right + gap
        if not last:
            theme.draw_arrow(
                surf, (box.right + gap // 2, box.centery), px(22, s), "right", theme.BRASS
            )
    return top + height


def _pic_x_receiver(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    stories = (
        (_("Ada bids"), _("Ben bids"), _("You decline"), _("Ben gets it")),
        (_("Nobody bid"), _("You decline"), _("Your right-hand player gets it")),
    )
    gap = px(26, s)
    chips = sum(max(px(44, s), _chip_line_layout(story, area, s).height) for story in stories)
    # The card gives way when the stories need two lines a chip.
    h = max(px(70, s), min(px(110, s), area.h + px(20, s) - chips - 2 * gap))
    card = _special(CardKind.WILD, h)
    surf.blit(card, card.get_rect(midtop=(area.centerx, area.top)))
    top = area.top + h + gap
    for story in stories:
        top = _chip_line(surf, story, top, area, s) + gap


def _pic_x_green_end(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    _faces_with_captions(
        surf,
        area,
        s,
        (
            (
                (CardKind.BONUS5, CardKind.BONUS10, CardKind.BONUS15, CardKind.BONUS20),
                _("+5 to +20: that many points off"),
            ),
            (CardKind.WILD, _("counts as the number 3–35 that scores best")),
            (CardKind.CARD_BONUS, _("1 point off per card in your display")),
            (CardKind.DOUBLE_COUNTERS, _("your counters count double")),
        ),
        px(170, s),
    )


def _pic_x_any_time(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    inner = area.inflate(-px(200, s), 0)
    _faces_with_captions(
        surf,
        inner,
        s,
        (
            (CardKind.SKIP, _("leave this card's bidding (you can't get it); back next card")),
            (CardKind.LOOK, _("see the set-aside cards: only you")),
        ),
        px(190, s),
    )


def _pic_x_now(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(170, s)
    left = pygame.Rect(area.left, area.top, area.w // 2, area.h)
    right = pygame.Rect(area.centerx, area.top, area.w // 2, area.h)
    for half, kind, words in (
        (left, CardKind.GIVE_LEFT, _("one card of your display to the player on your left")),
        (right, CardKind.REMOVE, _("one card of your display to the discard pile")),
    ):
        face = _special(kind, h)
        rect = face.get_rect(midtop=(half.centerx - px(70, s), half.top))
        surf.blit(face, rect)
        mine = art.card(17, int(h * 0.7))
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
        )


def _pic_x_pink(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    _faces_with_captions(
        surf,
        area.inflate(px(120, s), 0),
        s,
        (
            (CardKind.TAKE_PINK_BACK, _("at once: take the next normal-back card")),
            (CardKind.COUNTERS_NEGATIVE, _("counters add points")),
            (CardKind.HALVE_COUNTERS, _("counters count half")),
            (CardKind.HIGHEST_DOUBLED, _("your highest card (or its run’s lowest) ×2")),
            (CardKind.FORTY, _("a 40 that joins no run")),
            (CardKind.CARD_PENALTY, _("1 point added per card")),
        ),
        px(140, s),
    )


def _pic_x_counters(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(130, s)
    steps = (
        (None, _("8 counters"), "−8"),
        (CardKind.DOUBLE_COUNTERS, _("doubled: 16"), "−16"),
        (CardKind.HALVE_COUNTERS, _("halved: 8"), "−8"),
        (CardKind.COUNTERS_NEGATIVE, _("now added"), "+8"),
    )
    slot = area.w // len(steps)
    for i, (kind, words, points) in enumerate(steps):
        cx = area.left + slot * i + slot // 2
        if kind is None:
            art.counter_pile(surf, (cx, area.top + h // 2), px(50, s), 8)
        else:
            face = _special(kind, h)
            surf.blit(face, face.get_rect(midtop=(cx, area.top)))
        if i:
            theme.draw_arrow(
                surf, (cx - slot // 2, area.top + h // 2), px(26, s), "right", theme.BRASS
            )
        # Two lines of words, then the points they make.
        points_y = area.top + h + px(100, s)
        _caption(
            surf, words, (cx, area.top + h + px(12, s)), slot - px(10, s), points_y - px(22, s), s
        )
        color = theme.BRASS if points.startswith("+") else theme.CREAM
        _label(surf, points, (cx, points_y), s, color, slot - px(10, s))


PAGES: tuple[Page, ...] = (
    Page(
        N_("The aim"),
        N_(
            "Score as few points as you can. Every card you take costs its number in points; "
            "every counter you keep takes one point off."
        ),
        _pic_aim,
    ),
    Page(
        N_("Setting up"),
        N_(
            "3 to 7 players. Of the 33 cards (3 to 35), 24 are played and 9 stay hidden. Each "
            "player starts with 11 counters; with six players 9, with seven 7. A random player "
            "starts."
        ),
        _pic_setup,
    ),
    Page(
        N_("Your turn"),
        N_(
            "Take the face-up card with all the counters on it, or say \u201cNo thanks!\u201d and "
            "put one of your counters on it. Out of counters? You must take."
        ),
        _pic_turn,
    ),
    Page(
        N_("Take, then go again"),
        N_(
            "The counters on a card become the taker\u2019s. The taker turns up the next card and "
            "decides again; a \u201cNo thanks!\u201d passes the decision to the left."
        ),
        _pic_again,
    ),
    Page(
        N_("Runs"),
        N_(
            "Cards in a row of numbers score only their lowest card. "
            "A 13, 14 and 15 together cost just 13."
        ),
        _pic_runs,
    ),
    Page(
        N_("Secret counters"),
        N_(
            "Counters are hidden; only you see yours, though every counter paid or won is "
            "seen. The setup option \u201cOpen counters\u201d shows everyone\u2019s."
        ),
        _pic_secret,
    ),
    Page(
        N_("Options"),
        N_(
            "Tactical: 10, 20 and 30 are out, face up; 6 stay hidden; one counter fewer each. "
            "Rounds: 3 or 5 add up, the first player moves left each round, lowest total wins."
        ),
        _pic_variants,
    ),
    Page(
        N_("The end"),
        N_(
            "When the last card is taken, add up your cards and take off your counters. "
            "Lowest score wins; a tie shares the win."
        ),
        _pic_score,
    ),
    Page(
        N_("Expansion set-up"),
        N_(
            "Shuffle the 6 pink cards into the numbers; set 9 aside unseen (6 with Tactical). "
            "Add 9 of the 16 green cards; 7 go back in the box. Green backs show, so all see "
            "when one is next."
        ),
        _pic_x_setup,
        EXPANSION,
    ),
    Page(
        N_("Green: bid or decline"),
        N_(
            "Green cards are bid for. On your turn, bid (put a counter on it; play passes left) "
            "or decline: take all its counters and turn up the next card."
        ),
        _pic_x_bid,
        EXPANSION,
    ),
    Page(
        N_("Who gets it"),
        N_(
            "A declined green card goes to the last player still in who bid on it; with none, "
            "to the first player still in on the decliner\u2019s right. A player without "
            "counters must decline."
        ),
        _pic_x_receiver,
        EXPANSION,
    ),
    Page(
        N_("Green: at the end"),
        N_(
            "These stay in your display and count when the round ends. The game places the "
            "wild where it scores best for you."
        ),
        _pic_x_green_end,
        EXPANSION,
    ),
    Page(
        N_("Green: skip and look"),
        N_(
            "Play one on your own turn; then it is discarded. The last player still bidding "
            "may not skip. Unplayed, they stay in your display as cards."
        ),
        _pic_x_any_time,
        EXPANSION,
    ),
    Page(
        N_("Green: at once"),
        N_(
            "Give left and remove act as soon as you get them: choose one of your other cards. "
            "With none, nothing happens."
        ),
        _pic_x_now,
        EXPANSION,
    ),
    Page(
        N_("Pink cards"),
        N_(
            "Pink cards have normal backs and are taken like numbers, with their counters. "
            "All but Take Pink stay and count at the end."
        ),
        _pic_x_pink,
        EXPANSION,
    ),
    Page(
        N_("Counting counters"),
        N_(
            "At the end your counters are doubled if you hold Double Counters, then halved "
            "(rounded down) with Halve Counters, then added instead of taken off with Counters "
            "Negative."
        ),
        _pic_x_counters,
        EXPANSION,
    ),
    Page(N_("Controls"), "", _pic_controls, CONTROLS_SECTION),
)
SECTIONS: tuple[str, ...] = tuple(dict.fromkeys(page.section for page in PAGES))


def section_start(section: str) -> int:
    """The first page of a section."""
    return next(i for i, page in enumerate(PAGES) if page.section == section)


class HowToScene(Scene):
    name = "howto"

    def __init__(self, section: str | None = None) -> None:
        super().__init__()
        self.page = section_start(section) if section in SECTIONS else 0
        self.scale = 1.0
        self.size = (1280, 720)
        self.top = 0
        self.prev_rect = pygame.Rect(0, 0, 0, 0)
        self.next_rect = pygame.Rect(0, 0, 0, 0)
        self.done_rect = pygame.Rect(0, 0, 0, 0)
        # Each section's name beside its page dots: a click or tap opens the section.
        self.section_rects: dict[str, pygame.Rect] = {}
        self.text_rect = pygame.Rect(0, 0, 0, 0)  # where the page's words were drawn
        # The Controls page: how many devices it shows side by side (drawn last), the tabs
        # of the others, and the device a tab (or DOWN) chose (None: the one in use).
        self.controls_views = len(DEVICE_COLUMNS)
        self.device_tabs: dict[Device, pygame.Rect] = {}
        self.chosen_device: Device | None = None

    @property
    def device(self) -> Device:
        return self.app.last_device if self.app is not None else Device.KEYBOARD

    def label(self, intent: Intent) -> str:
        if self.app is not None:
            return self.app.prompt_label(intent)
        return intent.value.title()

    def shown_devices(self, per_view: int) -> tuple[Device, ...]:
        """The devices the Controls table shows: the group of the chosen one, or else of
        the one in use."""
        wanted = self.chosen_device or self.device
        return next(g for g in _device_groups(per_view) if wanted in g)

    def other_devices(self) -> None:
        """The Controls table's next group of devices (DOWN on that page)."""
        groups = _device_groups(self.controls_views)
        here = groups.index(self.shown_devices(self.controls_views))
        self.chosen_device = groups[(here + 1) % len(groups)][0]
        ui.sound_of(self)("move")

    @property
    def on_controls(self) -> bool:
        return PAGES[self.page].picture is _pic_controls

    def turn(self, delta: int) -> None:
        new = max(0, min(len(PAGES) - 1, self.page + delta))
        if new != self.page:
            self.page = new
            self.chosen_device = None
            self.device_tabs = {}
            ui.sound_of(self)("move")

    def jump(self, delta: int) -> None:
        """To the first page of the next (or, back, the current or previous) section."""
        here = SECTIONS.index(PAGES[self.page].section)
        if delta < 0 and self.page != section_start(SECTIONS[here]):
            target = here  # back to the start of this section first
        else:
            target = max(0, min(len(SECTIONS) - 1, here + delta))
        self.turn(section_start(SECTIONS[target]) - self.page)

    def leave(self) -> None:
        ui.sound_of(self)("back")
        if self.stack is not None:
            self.stack.pop()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = theme.scale_for(size)
        self.top = max(0, (size[1] - int(720 * s)) // 2)
        # Side arrows are tall strips: easy to hit with a thumb on a tablet.
        self.prev_rect = pygame.Rect(0, self.top + px(120, s), px(110, s), px(440, s))
        self.next_rect = pygame.Rect(
            size[0] - px(110, s), self.top + px(120, s), px(110, s), px(440, s)
        )
        self.done_rect = pygame.Rect(0, 0, px(200, s), px(66, s))
        self.done_rect.topright = (size[0] - px(24, s), self.top + px(24, s))

    def handle(self, event: IntentEvent) -> bool:
        if not event.held:
            return False
        intent = event.intent
        if intent in (Intent.BACK, Intent.MENU):
            self.leave()
        elif intent is Intent.LEFT:
            self.turn(-1)
        elif intent is Intent.RIGHT:
            self.turn(1)
        elif intent is Intent.UP:
            self.jump(-1)
        elif (
            intent is Intent.DOWN and self.on_controls and self.controls_views < len(DEVICE_COLUMNS)
        ):
            self.other_devices()
        elif intent is Intent.DOWN:
            self.jump(1)
        elif intent is Intent.CONFIRM:
            if self.page == len(PAGES) - 1:
                self.leave()
            else:
                self.turn(1)
        elif intent is Intent.POINT and event.pos is not None:
            if self.done_rect.collidepoint(event.pos):
                self.leave()
            elif self.prev_rect.collidepoint(event.pos):
                self.turn(-1)
            elif self.next_rect.collidepoint(event.pos):
                self.turn(1)
            elif hit := next(
                (name for name, rect in self.section_rects.items() if rect.collidepoint(event.pos)),
                None,
            ):
                self.turn(section_start(hit) - self.page)
            elif tab := next(
                (d for d, rect in self.device_tabs.items() if rect.collidepoint(event.pos)), None
            ):
                self.chosen_device = tab
                ui.sound_of(self)("move")
            else:
                return False
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        rects = [self.done_rect, *self.section_rects.values(), *self.device_tabs.values()]
        if self.page > 0:
            rects.append(self.prev_rect)
        if self.page < len(PAGES) - 1:
            rects.append(self.next_rect)
        ui.hover_cursor(self, rects)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        s = self.scale
        w = surface.get_width()
        page = PAGES[self.page]
        # The heading keeps to the left, leaving the page title room in the middle.
        heading_box = pygame.Rect(px(40, s), self.top + px(30, s), 0, px(52, s))
        heading_box.w = max(px(120, s), w // 2 - heading_box.x - px(200, s))
        heading = theme.draw_text(
            surface, _("How to play"), None, px(34, s), theme.MUTED, "bold", anchor="midleft",
            box=heading_box,
        )  # fmt: skip
        # The page title, centred between the heading and Done: a long one (German)
        # shrinks rather than running into either.
        gap = px(12, s)
        half = min(w // 2 - heading.right - gap, self.done_rect.left - gap - w // 2)
        title_box = pygame.Rect(0, 0, max(1, 2 * half), px(100, s))
        title_box.center = (w // 2, self.top + px(70, s))
        theme.draw_text(
            surface, _(page.title), None, px(72, s), theme.CREAM, "display",
            outline=px(4, s), shadow=px(4, s), box=title_box,
        )  # fmt: skip
        area = pygame.Rect(0, 0, px(900, s), px(300, s))
        area.midtop = (w // 2, self.top + px(130, s))
        page.picture(self, surface, area, s)
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        if page.text:
            # Between the picture and the section row: a long page (or language) wraps,
            # then shrinks, never into the Basics / Expansion / Controls row.
            box = pygame.Rect(0, self.top + px(462, s), min(px(960, s), w - px(150, s)), 0)
            box.h = self.top + px(640, s) - px(26, s) - box.y
            box.centerx = w // 2
            self.text_rect = theme.draw_text(
                surface, _(page.text), None, px(34, s), theme.CREAM, "bold", anchor="midtop",
                shadow=2, box=box, lines=8,
            )  # fmt: skip
        self._draw_chrome(surface, s)

    def _draw_chrome(self, surface: pygame.Surface, s: float) -> None:
        if self.page > 0:
            theme.draw_arrow(surface, self.prev_rect.center, px(56, s), "left", theme.BRASS)
        if self.page < len(PAGES) - 1:
            theme.draw_arrow(surface, self.next_rect.center, px(56, s), "right", theme.BRASS)
        pointer = ui.pointer(self)
        lit = pointer is not None and self.done_rect.collidepoint(pointer)
        fill, edge = (ui.HOVER_FILL, theme.BRASS) if lit else (theme.PANEL, theme.PANEL_EDGE)
        pygame.draw.rect(surface, fill, self.done_rect, border_radius=px(16, s))
        pygame.draw.rect(surface, edge, self.done_rect, px(2, s), px(16, s))
        theme.draw_text(
            surface,
            _("Done"),
            None,
            px(30, s),
            theme.CREAM,
            "bold",
            box=self.done_rect.inflate(-8, -4),
        )
        theme.record_control(surface, self.done_rect)
        self._draw_dots(surface, s)
        if self.app is not None:
            here = SECTIONS.index(PAGES[self.page].section)
            prompts = [
                (Intent.RIGHT, _("Next page"))
                if self.page < len(PAGES) - 1
                else (Intent.CONFIRM, _("Done")),
            ]
            if here < len(SECTIONS) - 1:
                prompts.append((Intent.DOWN, _(SECTIONS[here + 1])))
            elif self.on_controls and self.controls_views < len(DEVICE_COLUMNS):
                prompts.append((Intent.DOWN, _("Other devices")))
            ui.draw_prompt_bar(
                surface,
                [*prompts, (Intent.BACK, _("Back"))],
                self.app.prompt_label,
                self.app.last_device,
                s,
            )

    def _draw_dots(self, surface: pygame.Surface, s: float) -> None:
        """Page dots grouped by section, each group after its section's name (lit for the
        section shown); the names are the section buttons."""
        gap = px(26, s)
        y = self.top + px(640, s)
        here = PAGES[self.page].section
        names = {
            name: theme.render_text(
                _(name), px(24, s), theme.BRASS if name == here else theme.MUTED, "bold"
            )
            for name in SECTIONS
        }
        counts = {name: sum(page.section == name for page in PAGES) for name in SECTIONS}
        pad = px(12, s)
        total = sum(names[n].get_width() + pad + counts[n] * gap + px(20, s) for n in SECTIONS)
        x = surface.get_width() // 2 - total // 2
        self.section_rects = {}
        page = 0
        for name in SECTIONS:
            label = names[name]
            rect = label.get_rect(midleft=(x, y))
            # A thumb-sized target around the name.
            self.section_rects[name] = rect.inflate(px(16, s), max(0, px(44, s) - rect.h))
            pointer = ui.pointer(self)
            if pointer is not None and self.section_rects[name].collidepoint(pointer):
                pygame.draw.rect(
                    surface, ui.HOVER_FILL, self.section_rects[name], border_radius=px(10, s)
                )
            theme.draw_text(
                surface, _(name), None, px(24, s), theme.BRASS if name == here else theme.MUTED,
                box=rect.inflate(4, 2),
            )  # fmt: skip
            theme.record_control(surface, self.section_rects[name])
            x = rect.right + pad + gap // 2
            for _dot in range(counts[name]):
                lit = page == self.page
                color = theme.BRASS if lit else theme.FELT_DARK
                pygame.draw.circle(surface, color, (x, y), px(9 if lit else 7, s))
                x += gap
                page += 1
            x += px(20, s)
