"""How to play: short pages, each with a picture the game draws, covering every rule the
game offers (setup and counters, a turn, taking and going again, runs, secret counters,
the tactical variant and rounds, scoring) and every device's controls.

LEFT/RIGHT (or a swipe, or the side arrows) turn pages; CONFIRM goes on and leaves after
the last page; BACK leaves at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app import art, sprites, theme, ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.theme import Color, px


@dataclass(frozen=True)
class Page:
    title: str
    text: str
    picture: Callable[[HowToScene, pygame.Surface, pygame.Rect, float], None]


def _pic_aim(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(190, s)
    card = art.card(27, h)
    rect = card.get_rect(center=(area.centerx - px(110, s), area.centery))
    surf.blit(card, rect)
    theme.draw_text(
        surf,
        "+27",
        (rect.centerx, rect.bottom + px(30, s)),
        px(38, s),
        theme.TOMATO,
        "display",
        outline=px(2, s),
        outline_color=theme.CREAM,
    )
    art.counter_pile(surf, (area.centerx + px(130, s), area.centery + px(20, s)), px(54, s), 5)
    theme.draw_text(
        surf,
        "−1 each",
        (area.centerx + px(130, s), rect.bottom + px(30, s)),
        px(38, s),
        theme.CREAM,
        "display",
        outline=px(2, s),
    )


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
        ("Take", Intent.TAKE, rect.left - px(140, s)),
        ("No thanks!", Intent.PASS, rect.right + px(150, s)),
    ):
        theme.draw_text(
            surf,
            text,
            (x, rect.centery - px(20, s)),
            px(40, s),
            theme.CREAM,
            "display",
            outline=px(3, s),
        )
        key = label(intent)
        probe = theme.render_text(key, px(23, s), theme.INK, "bold")
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
        surf,
        "= 13",
        (area.centerx + px(250, s), area.centery - px(10, s)),
        px(70, s),
        theme.BRASS,
        "display",
        outline=px(3, s),
    )


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
        surf,
        "48 − 8 counters = 40 points",
        (area.centerx, area.top + h + px(50, s)),
        px(40, s),
        theme.BRASS,
        "display",
        outline=px(3, s),
    )


def _label(
    surf: pygame.Surface, text: str, pos: tuple[int, int], s: float, color: Color = theme.CREAM
) -> None:
    theme.draw_text(surf, text, pos, px(30, s), color, "display", outline=px(2, s))


def _pic_setup(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(150, s)
    back = sprites.card_back(h)
    deck = back.get_rect(midleft=(area.left + px(40, s), area.centery - px(20, s)))
    for i in range(4):
        surf.blit(back, deck.move(-i * px(3, s), -i * px(3, s)))
    _label(surf, "24 played", (deck.centerx, deck.bottom + px(30, s)), s)
    hidden = back.get_rect(midleft=(deck.right + px(60, s), deck.centery))
    surf.blit(back, hidden)
    veil = pygame.Surface(hidden.size, pygame.SRCALPHA)
    veil.fill((10, 30, 22, 150))
    surf.blit(veil, hidden)
    _label(surf, "9 hidden", (hidden.centerx, hidden.bottom + px(30, s)), s, theme.MUTED)
    x = hidden.right + px(110, s)
    for players, counters in (("3–5 players", 11), ("6 players", 9), ("7 players", 7)):
        art.counter_pile(surf, (x, area.centery - px(10, s)), px(44, s), min(counters, 8))
        _label(surf, str(counters), (x, area.centery - px(90, s)), s, theme.BRASS)
        theme.draw_text(
            surf, players, (x, deck.bottom + px(30, s)), px(24, s), theme.CREAM, "bold", shadow=2
        )
        x += px(150, s)


def _pic_again(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(170, s)
    taken = art.card(22, h)
    rect = taken.get_rect(center=(area.centerx - px(230, s), area.centery))
    surf.blit(taken, rect)
    art.counter_pile(surf, (rect.centerx, rect.bottom - px(10, s)), px(38, s), 4)
    _label(surf, "Yours, +4", (rect.centerx, rect.top - px(26, s)), s, theme.BRASS)
    theme.draw_arrow(
        surf, (area.centerx - px(40, s), area.centery), px(60, s), "right", theme.BRASS
    )
    nxt = sprites.card_back(h)
    nrect = nxt.get_rect(center=(area.centerx + px(140, s), area.centery))
    surf.blit(nxt, nrect)
    face = art.card(9, h)
    surf.blit(face, face.get_rect(center=(nrect.centerx + px(150, s), area.centery)))
    _label(
        surf, "Next card: yours to decide", (nrect.centerx + px(80, s), nrect.top - px(26, s)), s
    )


def _pic_secret(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    d = px(90, s)
    secret = sprites.chip(d, hidden=True)
    left = secret.get_rect(center=(area.centerx - px(200, s), area.centery - px(10, s)))
    surf.blit(secret, left)
    _label(surf, "Others: ?", (left.centerx, left.bottom + px(36, s)), s)
    shown = sprites.chip(d)
    right = shown.get_rect(center=(area.centerx + px(200, s), area.centery - px(10, s)))
    surf.blit(shown, right)
    _label(surf, "You: 8", (right.centerx, right.bottom + px(36, s)), s, theme.BRASS)
    theme.draw_text(
        surf,
        peek_words(scene.device, scene.label(Intent.PEEK)),
        (area.centerx, area.top + px(14, s)),
        px(28, s),
        theme.CREAM,
        "bold",
        shadow=2,
    )


def _pic_variants(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    h = px(120, s)
    x = area.left + px(60, s)
    for value in (10, 20, 30):
        card = sprites.card_face(value, h, "muted")
        surf.blit(card, card.get_rect(midleft=(x, area.centery - px(20, s))))
        x += card.get_width() + px(10, s)
    _label(surf, "Tactical: out", (area.left + px(190, s), area.centery + px(70, s)), s)
    cx = area.centerx + px(230, s)
    for i, (label, score) in enumerate((("Round 1", "23"), ("Round 2", "+31"), ("Round 3", "+18"))):
        y = area.top + px(40, s) + i * px(50, s)
        theme.draw_text(
            surf, label, (cx - px(60, s), y), px(28, s), theme.MUTED, "bold", "midright"
        )
        theme.draw_text(
            surf, score, (cx + px(60, s), y), px(30, s), theme.CREAM, "display", "midright"
        )
    _label(surf, "Total 72", (cx, area.top + px(200, s)), s, theme.BRASS)


def peek_words(device: Device, key: str) -> str:
    if device is Device.MOUSE:
        return "On your turn, click your seat to peek"
    if device is Device.TOUCH:
        return "On your turn, tap your seat to peek"
    return f"On your turn, hold {key} to peek"


# Every device's controls: (what, keyboard, mouse, gamepad, touch).
CONTROLS: tuple[tuple[str, str, str, str, str], ...] = (
    ("Take the card", "T", "click TAKE", "X", "tap TAKE"),
    ("No thanks!", "P or N", "click NO THANKS!", "Y", "tap NO THANKS!"),
    ("Peek at your counters", "hold Tab or V", "click your seat", "hold LB or RB", "tap your seat"),
    ("Coach hint (Settings)", "H", "click Hint", "Select", "tap Hint"),
    ("Move log", "L, Up or Down", "click Log", "D-pad up/down", "tap Log"),
    ("Hurry the animation", "Enter", "click", "A", "tap"),
    ("Pause menu", "Esc", "click Menu", "Start", "tap Menu"),
    ("Menus: move", "arrows or WASD", "point", "D-pad or stick", "tap"),
    ("Menus: select / back", "Enter / Esc", "click / right-click", "A / B", "tap / Back"),
    ("Full screen", "F11 or Alt+Enter", "Settings", "Settings", "Settings"),
)
DEVICE_COLUMNS = (Device.KEYBOARD, Device.MOUSE, Device.GAMEPAD, Device.TOUCH)
DEVICE_NAMES = {
    Device.KEYBOARD: "Keyboard",
    Device.MOUSE: "Mouse",
    Device.GAMEPAD: "Gamepad",
    Device.TOUCH: "Touch",
}


def _pic_controls(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    """All four devices side by side; the one in use is lit."""
    box = area.inflate(px(160, s), px(190, s))
    box.top = area.top - px(20, s)
    what_w = int(box.w * 0.26)
    col_w = (box.w - what_w) // 4
    row_h = px(37, s)
    size = px(21, s)
    y = box.top + row_h // 2
    in_use = scene.device
    for i, device in enumerate(DEVICE_COLUMNS):
        x = box.left + what_w + i * col_w
        if device is in_use:
            lit = pygame.Rect(x, box.top, col_w, row_h * (len(CONTROLS) + 1))
            surf.blit(sprites.rounded_rect(lit.size, theme.BRASS, px(10, s), 60), lit)
        color = theme.BRASS if device is in_use else theme.MUTED
        theme.draw_text(surf, DEVICE_NAMES[device], (x + col_w // 2, y), px(24, s), color, "bold")
    for row in CONTROLS:
        y += row_h
        theme.draw_text(surf, row[0], (box.left, y), size, theme.CREAM, "bold", "midleft")
        for i, text in enumerate(row[1:]):
            x = box.left + what_w + i * col_w + col_w // 2
            color = theme.CREAM if DEVICE_COLUMNS[i] is in_use else theme.MUTED
            theme.draw_text(surf, text, (x, y), size, color, "body")


PAGES: tuple[Page, ...] = (
    Page(
        "The aim",
        "Score as few points as you can. Every card you take costs its number in points; "
        "every counter you keep takes one point off.",
        _pic_aim,
    ),
    Page(
        "Setting up",
        "3 to 7 players. Of the 33 cards (3 to 35), 24 are played and 9 stay hidden. Each "
        "player starts with 11 counters; with six players 9, with seven 7.",
        _pic_setup,
    ),
    Page(
        "Your turn",
        "Take the face-up card with all the counters on it, or say \u201cNo thanks!\u201d and "
        "put one of your counters on it. Out of counters? You must take.",
        _pic_turn,
    ),
    Page(
        "Take, then go again",
        "The counters on a card become the taker\u2019s. The taker turns up the next card and "
        "decides again; a \u201cNo thanks!\u201d passes the decision to the left.",
        _pic_again,
    ),
    Page(
        "Runs",
        "Cards in a row of numbers score only their lowest card. "
        "A 13, 14 and 15 together cost just 13.",
        _pic_runs,
    ),
    Page(
        "Secret counters",
        "Counters are kept hidden; only you see yours. With the setup option "
        "\u201cOpen counters\u201d everyone\u2019s are shown.",
        _pic_secret,
    ),
    Page(
        "Options",
        "Tactical: 10, 20 and 30 are out, face up; 6 cards stay hidden and everyone has one "
        "counter fewer. Rounds: 3 or 5 rounds add up, and the lowest total wins.",
        _pic_variants,
    ),
    Page(
        "The end",
        "When the last card is taken, add up your cards and take off your counters. "
        "Lowest score wins; a tie shares the win.",
        _pic_score,
    ),
    Page("Controls", "", _pic_controls),
)


class HowToScene(Scene):
    name = "howto"

    def __init__(self) -> None:
        super().__init__()
        self.page = 0
        self.scale = 1.0
        self.size = (1280, 720)
        self.top = 0
        self.prev_rect = pygame.Rect(0, 0, 0, 0)
        self.next_rect = pygame.Rect(0, 0, 0, 0)
        self.done_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def device(self) -> Device:
        return self.app.last_device if self.app is not None else Device.KEYBOARD

    def label(self, intent: Intent) -> str:
        if self.app is not None:
            return self.app.prompt_label(intent)
        return intent.value.title()

    def turn(self, delta: int) -> None:
        new = max(0, min(len(PAGES) - 1, self.page + delta))
        if new != self.page:
            self.page = new
            ui.sound_of(self)("move")

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
        elif intent in (Intent.LEFT, Intent.UP):
            self.turn(-1)
        elif intent in (Intent.RIGHT, Intent.DOWN):
            self.turn(1)
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
            else:
                return False
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        rects = [self.done_rect]
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
        theme.draw_text(
            surface,
            "How to play",
            (px(40, s), self.top + px(56, s)),
            px(34, s),
            theme.MUTED,
            "bold",
            anchor="midleft",
        )
        theme.draw_text(
            surface,
            page.title,
            (w // 2, self.top + px(70, s)),
            px(72, s),
            theme.CREAM,
            "display",
            outline=px(4, s),
            shadow=px(4, s),
        )
        area = pygame.Rect(0, 0, px(900, s), px(300, s))
        area.midtop = (w // 2, self.top + px(130, s))
        page.picture(self, surface, area, s)
        if page.text:
            theme.draw_text(
                surface,
                page.text,
                (w // 2, self.top + px(470, s)),
                px(34, s),
                theme.CREAM,
                "bold",
                anchor="midtop",
                shadow=2,
                wrap=px(960, s),
            )
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
        theme.draw_text(surface, "Done", self.done_rect.center, px(30, s), theme.CREAM, "bold")
        # Page dots.
        n = len(PAGES)
        gap = px(30, s)
        x0 = surface.get_width() // 2 - gap * (n - 1) // 2
        y = self.top + px(640, s)
        for i in range(n):
            color = theme.BRASS if i == self.page else theme.FELT_DARK
            pygame.draw.circle(surface, color, (x0 + i * gap, y), px(9 if i == self.page else 7, s))
        if self.app is not None:
            ui.draw_prompt_bar(
                surface,
                [
                    (Intent.RIGHT, "Next page")
                    if self.page < len(PAGES) - 1
                    else (Intent.CONFIRM, "Done"),
                    (Intent.BACK, "Back"),
                ],
                self.app.prompt_label,
                self.app.last_device,
                s,
            )
