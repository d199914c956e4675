"""The Controls page: every device's controls (`CONTROLS`), as bound now
(`controls_row`), in as many device columns as fit (`controls_layout`), with tabs for
the others."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app import glyphs, ui
from game.app.input import KEY_BINDINGS, PAD_BUTTON_BINDINGS, key_label
from game.app.intents import Device, Intent
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import N_, _
from scenes.howto.port import HowToPort


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
    (N_("No thanks!"), N_("N or P"), N_("click NO THANKS!"), "Y", N_("tap NO THANKS!")),
    (
        N_("Green card: bid / decline"),
        "T / N",
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
    (N_("Menus: move"), N_("arrows or {letters}"), N_("point"), N_("D-pad or stick"), N_("tap")),
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
    tabs_above: bool = False  # the tabs on a row of their own above the table

    @property
    def top(self) -> int:
        """The y of the table's first row (the devices' names)."""
        return self.box.top + (self.row_h if self.tabs_above else 0)

    @property
    def bottom(self) -> int:
        return self.top + self.row_h * (len(self.rows) + 1)


def device_groups(per_view: int) -> list[tuple[Device, ...]]:
    return [DEVICE_COLUMNS[i : i + per_view] for i in range(0, len(DEVICE_COLUMNS), per_view)]


def _words_fit(
    texts: list[str], size: int, kind: str, width: int, height: int, lines: int = 2, *, look: Look
) -> bool:
    """Do `texts` fit `width`×`height` on up to `lines` lines, uncut and barely shrunk?"""
    least = max(theme.MIN_TEXT, look.text_floor, int(size * 0.85))
    for text in texts:
        layout = theme.fit_text(text, size, kind, width, height, lines, look=look)
        if layout.ellipsised or layout.size < least:
            return False
    return True


def controls_layout(scene: HowToPort, area: pygame.Rect, s: float, *, look: Look) -> ControlsLayout:
    """The table's box, columns and rows, with as many devices side by side as their words
    allow at this size and in this language (TV text and German need pairs or one).
    Where the box is tall enough (an upright screen) and one line a cell is not enough,
    rows are two lines tall and the tabs of the devices not shown get a row of their own."""
    box = area.inflate(px(160, s), px(190, s))
    box.top = area.top - px(20, s)
    size = px(21, s)
    rows = [controls_words(scene, row, look=look) for row in CONTROLS]
    whats = [row[0] for row in rows]
    bold = theme.font(max(size, theme.MIN_TEXT, look.text_floor), "bold")
    # A row is at least a line of its words tall (larger text upright).
    line = bold.get_linesize()
    natural = max(bold.size(what)[0] for what in whats) + px(12, s)
    what_w = max(int(box.w * 0.22), min(natural, int(box.w * 0.4)))
    names = [_(DEVICE_NAMES[d]) for d in DEVICE_COLUMNS]
    cells = [cell for row in rows for cell in row[1:]]
    heights = [max(px(37, s), line + 2)]
    if (len(CONTROLS) + 2) * (2 * line + 4) <= box.h:
        heights.append(2 * line + 4)
    for row_h in heights:
        for count in VIEWS:
            col_w = (box.w - what_w) // count
            if (
                _words_fit(whats, size, "bold", what_w - px(6, s), row_h, look=look)
                and _words_fit(cells, size, "body", col_w - 6, row_h, look=look)
                and _words_fit(
                    names, px(24, s), "bold", col_w - 4, row_h, lines=1, look=look
                )  # as drawn
            ):
                return _with_tabs(box, what_w, col_w, row_h, size, count, rows, s, look=look)
    row_h, count = heights[-1], VIEWS[-1]
    col_w = (box.w - what_w) // count
    return _with_tabs(box, what_w, col_w, row_h, size, count, rows, s, look=look)


def _with_tabs(
    box: pygame.Rect,
    what_w: int,
    col_w: int,
    row_h: int,
    size: int,
    per_view: int,
    rows: list[tuple[str, ...]],
    s: float,
    *,
    look: Look,
) -> ControlsLayout:
    """The layout; the tabs go on a row of their own when the top-left cell is too narrow
    for their names and the box has room for the row."""
    hidden = len(DEVICE_COLUMNS) - per_view
    above = False
    if hidden:
        tab_w = (what_w - px(8, s)) // hidden - px(6, s) - px(8, s)
        names = [_(DEVICE_NAMES[d]) for d in DEVICE_COLUMNS]
        cramped = not _words_fit(names, px(22, s), "bold", tab_w, row_h - 2, lines=1, look=look)
        above = cramped and (len(rows) + 2) * row_h <= box.h
    return ControlsLayout(box, what_w, col_w, row_h, size, per_view, tuple(rows), above)


def pic_controls(
    scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
) -> None:
    """The devices side by side (all four where they fit, else pairs or one, the others
    as tabs); the one in use is lit."""
    lay = controls_layout(scene, area, s, look=look)
    box, what_w, col_w, row_h, size = lay.box, lay.what_w, lay.col_w, lay.row_h, lay.size
    scene.controls_views = lay.per_view
    shown = scene.shown_devices(lay.per_view)
    in_use = scene.device
    y = lay.top + row_h // 2
    for i, device in enumerate(shown):
        x = box.left + what_w + i * col_w
        if device is in_use:
            lit = pygame.Rect(x, lay.top, col_w, row_h * (len(CONTROLS) + 1))
            surf.blit(sprites.rounded_rect(lit.size, theme.BRASS, px(10, s), 60), lit)
        color = theme.BRASS if device is in_use else theme.MUTED
        cell = pygame.Rect(x + 2, y - row_h // 2, col_w - 4, row_h)
        theme.draw_text(
            surf, _(DEVICE_NAMES[device]), None, px(24, s), color, "bold", box=cell, look=look
        )
    # The devices not shown: tabs in the top-left cell (or on a row of their own above the
    # table), a click away.
    hidden = [d for d in DEVICE_COLUMNS if d not in shown]
    scene.device_tabs = {}
    if hidden:
        tabs_w = box.w if lay.tabs_above else what_w
        tab_w = (tabs_w - px(8, s)) // len(hidden)
        pointer = ui.pointer(scene)
        for i, device in enumerate(hidden):
            # (As tall as the row allows: at 800×450 TV text's line needs all of it.)
            tab = pygame.Rect(box.left + i * tab_w, box.top + 1, tab_w - px(6, s), row_h - 2)
            hover = pointer is not None and tab.collidepoint(pointer)
            fill = ui.HOVER_FILL if hover else theme.PANEL
            pygame.draw.rect(surf, fill, tab, border_radius=px(10, s))
            pygame.draw.rect(surf, theme.PANEL_EDGE, tab, max(1, px(2, s)), px(10, s))
            theme.draw_text(
                surf, _(DEVICE_NAMES[device]), None, px(22, s), theme.CREAM, "bold",
                box=tab.inflate(-px(8, s), 0), look=look,
            )  # fmt: skip
            theme.record_control(surf, tab)
            scene.device_tabs[device] = tab
    # Each cell keeps to its column (two lines, then a little smaller); the layout above
    # chose columns wide enough that none is cut.
    for words in lay.rows:
        y += row_h
        cell = pygame.Rect(box.left, y - row_h // 2, what_w - px(6, s), row_h)
        theme.draw_text(
            surf, words[0], None, size, theme.CREAM, "bold", "midleft", box=cell, lines=2, look=look
        )
        for i, device in enumerate(shown):
            x = box.left + what_w + i * col_w
            color = theme.CREAM if device is in_use else theme.MUTED
            cell = pygame.Rect(x + 3, y - row_h // 2, col_w - 6, row_h)
            text = words[1 + DEVICE_COLUMNS.index(device)]
            theme.draw_text(surf, text, None, size, color, "body", box=cell, lines=2, look=look)


def controls_words(scene: HowToPort, row: tuple[str, ...], *, look: Look) -> tuple[str, ...]:
    """A row of CONTROLS as shown: bound as now, in the language in use."""
    cells = controls_row(scene, row, look=look)
    formed = "{" in row[1]  # its keyboard cell is translated already, keys filled in
    return (
        _(cells[0]),
        *(
            text if text in PAD_NAMES or (formed and i == 0) else _(text)
            for i, text in enumerate(cells[1:])
        ),
    )


def _codes(table: dict[int, Intent], intent: Intent) -> set[int]:
    return {code for code, of in table.items() if of is intent}


def controls_row(scene: HowToPort, row: tuple[str, ...], *, look: Look) -> tuple[str, ...]:
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
        # The movement letters by place, as the player's keyboard prints them ("ZQSD").
        words["letters"] = app.input.movement_letters() if app is not None else "WASD"
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
            labels = [glyphs.name_of(label, look.family) for label in labels]
        text = " / ".join(labels)
        cells[column] = _("hold {key}").format(key=text) if intents == (Intent.PEEK,) else text
    return tuple(cells)
