"""How to play: a few short pages, each with a picture the game draws.

LEFT/RIGHT (or a swipe, or the side arrows) turn pages; CONFIRM goes on and leaves after
the last page; BACK leaves at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app import art, theme, ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.app.theme import px


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


def _pic_controls(scene: HowToScene, surf: pygame.Surface, area: pygame.Rect, s: float) -> None:
    device = scene.device
    if device in (Device.TOUCH, Device.MOUSE):
        verb = "Tap" if device is Device.TOUCH else "Click"
        lines = [
            f"{verb} Take or No thanks! on the table",
            f"{verb} your own seat to show or hide your counters",
            f"{verb} Menu (top right) to pause",
            "Swipe or use the arrows to turn these pages"
            if verb == "Tap"
            else "Right-click goes back",
        ]
        y = area.top + px(40, s)
        for line in lines:
            theme.draw_text(surf, line, (area.centerx, y), px(34, s), theme.CREAM, "bold", shadow=2)
            y += px(70, s)
        return
    rows = [
        (Intent.DOWN, "Move"),
        (Intent.CONFIRM, "Select"),
        (Intent.TAKE, "Take the card"),
        (Intent.PASS, "No thanks! (pay a counter)"),
        (Intent.PEEK, "Hold to peek at your counters"),
        (Intent.MENU if device is Device.GAMEPAD else Intent.BACK, "Pause menu"),
    ]
    h = px(44, s)
    y = area.top + px(10, s)
    for intent, text in rows:
        ui.prompt_badge(surf, scene.label(intent), device, (area.centerx - px(300, s), y), h)
        theme.draw_text(
            surf,
            text,
            (area.centerx - px(160, s), y),
            px(32, s),
            theme.CREAM,
            "bold",
            anchor="midleft",
            shadow=2,
        )
        y += px(62, s)


PAGES: tuple[Page, ...] = (
    Page(
        "The aim",
        "Score as few points as you can. Every card you take costs its number in points; "
        "every counter you keep takes one point off.",
        _pic_aim,
    ),
    Page(
        "Your turn",
        "Take the face-up card with all the counters on it, or say \u201cNo thanks!\u201d and "
        "put one of your counters on it. Out of counters? You must take.",
        _pic_turn,
    ),
    Page(
        "Runs",
        "Cards in a row of numbers score only their lowest card. "
        "A 13, 14 and 15 together cost just 13.",
        _pic_runs,
    ),
    Page(
        "The end",
        "When the last card is taken, add up your cards and take off your counters. "
        "Lowest score wins. Nine cards stay hidden, so no one knows the whole deck.",
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
        pygame.draw.rect(surface, theme.PANEL, self.done_rect, border_radius=px(16, s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.done_rect, px(2, s), px(16, s))
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
