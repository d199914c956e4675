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

from dataclasses import replace

import pygame

from game.app import ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.scene import Scene
from game.draw import theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _
from scenes.howto.controls import DEVICE_COLUMNS, controls_layout, device_groups, pic_controls
from scenes.howto.pages import PAGES, SECTIONS, section_start


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
        self.picture_rect = pygame.Rect(0, 0, 0, 0)  # the area the page's picture was given
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
        return next(g for g in device_groups(per_view) if wanted in g)

    def other_devices(self) -> None:
        """The Controls table's next group of devices (DOWN on that page)."""
        groups = device_groups(self.controls_views)
        here = groups.index(self.shown_devices(self.controls_views))
        self.chosen_device = groups[(here + 1) % len(groups)][0]
        ui.sound_of(self)("move")

    @property
    def on_controls(self) -> bool:
        return PAGES[self.page].picture is pic_controls

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
        # Upright, the header keeps to the top and the page runs down the screen (`_frame`);
        # landscape, the 1280×720 page is centred.
        self.top = 0 if self.upright else max(0, (size[1] - int(720 * s)) // 2)
        self.done_rect = pygame.Rect(0, 0, px(200, s), px(66, s))
        self.done_rect.topright = (size[0] - px(24, s), self.top + px(24, s))
        self._frame(self._page_look())

    @property
    def upright(self) -> bool:
        return self.size[1] > self.size[0]

    def _page_look(self) -> Look:
        """The look this page draws in: text larger than TV text (Accessibility) is
        clamped to the TV size here, as the pages' pictures and tables leave no room for
        more (tests/scenes/test_larger_text_fits.py)."""
        look = self.look
        cap = theme.tv_text_floor(min(self.size))
        return replace(look, text_floor=min(look.text_floor, cap))

    def _frame(self, look: Look) -> tuple[float, pygame.Rect, pygame.Rect, int]:
        """The page's picture scale and area, the box of its words and the y of the section
        row; sets the side arrows. Landscape: the 1280×720 page scaled. Upright: the
        picture as wide as the screen allows, the words under it with the rest of the
        screen's height, and the arrows (tall strips, easy for a thumb) beside the words."""
        s, (w, h) = self.scale, self.size
        strip = (px(110, s), px(440, s))
        if not self.upright:
            area = pygame.Rect(0, 0, px(900, s), px(300, s))
            area.midtop = (w // 2, self.top + px(130, s))
            box = pygame.Rect(0, self.top + px(462, s), min(px(960, s), w - px(150, s)), 0)
            box.h = self.top + px(640, s) - px(26, s) - box.y
            box.centerx = w // 2
            self.prev_rect = pygame.Rect((0, self.top + px(120, s)), strip)
            self.next_rect = pygame.Rect((w - strip[0], self.top + px(120, s)), strip)
            return s, area, box, self.top + px(640, s)
        # The Controls table reaches 80 base px beyond the picture's area on either side.
        wide = 1060 if self.on_controls else 900
        ps = (w - 2 * px(20, s)) / wide
        area = pygame.Rect(0, 0, px(900, ps), px(PAGES[self.page].upright_height, ps))
        area.midtop = (w // 2, px(130, s) + (px(20, ps) if self.on_controls else 0))
        dots = ui.prompt_bar_top(h, s, look=look) - px(50, s)
        under = area.bottom
        if self.on_controls:
            # The table's box, 20 base px above the area and 170 below it, gets the
            # screen's height down to the section row: its rows may take two lines.
            area.h = max(area.h, dots - px(40, s) - px(170, ps) - area.top)
            under = controls_layout(self, area, ps, look=look).bottom
        box = pygame.Rect(strip[0] + px(10, s), under + px(32, ps), 0, 0)
        box.w = w - 2 * box.x
        box.h = max(1, dots - px(26, s) - box.y)
        # The picture and its words a little above the middle of the free felt, not at
        # the top with the bottom half of the screen bare.
        text = PAGES[self.page].text
        tall = 0
        if text:
            laid = theme.fit_text(_(text), px(34, ps), "bold", box.w, box.h, 16, look=look)
            tall = len(laid.lines) * theme.font(laid.size, "bold").get_linesize()
        shift = max(0, box.h - tall) // 3
        area.move_ip(0, shift)
        box.y += shift
        box.h -= shift
        under += shift
        band = pygame.Rect(0, under + px(20, s), strip[0], 0)
        band.h = max(1, min(strip[1], dots - px(30, s) - band.y))
        self.prev_rect = band.copy()
        self.next_rect = band.move(w - strip[0], 0)
        return ps, area, box, dots

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
        self._draw(surface, self._page_look())

    def _draw(self, surface: pygame.Surface, look: Look) -> None:
        theme.draw_felt(surface, look=look)
        s = self.scale
        w = surface.get_width()
        page = PAGES[self.page]
        # The heading keeps to the left, leaving the page title room in the middle.
        heading_box = pygame.Rect(px(40, s), self.top + px(30, s), 0, px(52, s))
        heading_box.w = max(px(120, s), w // 2 - heading_box.x - px(200, s))
        heading = theme.draw_text(
            surface, _("How to play"), None, px(34, s), theme.MUTED, "bold", anchor="midleft",
            box=heading_box, look=look,
        )  # fmt: skip
        # The page title, centred between the heading and Done: a long one (German)
        # shrinks rather than running into either.
        gap = px(12, s)
        half = min(w // 2 - heading.right - gap, self.done_rect.left - gap - w // 2)
        title_box = pygame.Rect(0, 0, max(1, 2 * half), px(100, s))
        title_box.center = (w // 2, self.top + px(70, s))
        lines = 1
        if self.upright:
            # Narrow between the heading and Done: a long title (larger text) takes two
            # lines, down to the picture.
            lines = 2
            title_box.h = px(130, s) - title_box.top
        theme.draw_text(
            surface, _(page.title), None, px(72, s), theme.CREAM, "display",
            outline=px(4, s), shadow=px(4, s), box=title_box, lines=lines, look=look,
        )  # fmt: skip
        ps, area, box, dots = self._frame(look)
        self.picture_rect = area.copy()
        page.picture(self, surface, area, ps, look=look)
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        if page.text:
            # Between the picture and the section row: a long page (or language) wraps,
            # then shrinks, never into the Basics / Expansion / Controls row.
            self.text_rect = theme.draw_text(
                surface, _(page.text), None, px(34, ps), theme.CREAM, "bold", anchor="midtop",
                shadow=2, box=box, lines=16 if self.upright else 8, look=look,
            )  # fmt: skip
        self._draw_chrome(surface, s, dots, look)

    def _draw_chrome(self, surface: pygame.Surface, s: float, dots: int, look: Look) -> None:
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
            look=look,
        )
        theme.record_control(surface, self.done_rect)
        self._draw_dots(surface, s, dots, look)
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
                look=look,
            )

    def _draw_dots(self, surface: pygame.Surface, s: float, y: int, look: Look) -> None:
        """Page dots grouped by section, each group after its section's name (lit for the
        section shown); the names are the section buttons."""
        gap = px(26, s)
        here = PAGES[self.page].section
        names = {
            name: theme.render_text(
                _(name), px(24, s), theme.BRASS if name == here else theme.MUTED, "bold", look=look
            )
            for name in SECTIONS
        }
        counts = {name: sum(page.section == name for page in PAGES) for name in SECTIONS}
        pad = px(12, s)
        total = sum(names[n].get_width() + pad + counts[n] * gap + px(20, s) for n in SECTIONS)
        room = surface.get_width() - 2 * px(8, s)
        if total > room:
            # Larger text upright: the dots close up so that the row keeps to the screen.
            over = total - room
            dots = sum(counts.values())
            gap = max(px(18, s), gap - -(-over // dots))
            total -= dots * (px(26, s) - gap)
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
                box=rect.inflate(4, 2), look=look,
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
