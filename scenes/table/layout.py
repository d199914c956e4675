"""Where everything on the table sits, for a window size and a seat count.

Pure geometry: rectangles for the seats (plate, badge, display), the deck, the face-up
card, the pot, TAKE / NO THANKS!, the caption, Menu and Hint, and `display_slots`, which
lays a seat's cards out as runs. Reads only the theme's scale and the sprites' card sizes;
draws nothing. Recomputed on resize; the tests check that no two blocks overlap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import _, pgettext
from game.rules import Card, group_runs

MIN_SLOT_H = 30  # displays shrink their cards down to this height before overlapping runs


@dataclass
class SeatLayout:
    box: pygame.Rect
    plate: pygame.Rect
    display: pygame.Rect
    badge_center: tuple[int, int]
    badge_d: int


# Portrait slots (a phone or tablet held upright): the middle of the table is a band
# across the screen's centre, so seats sit in rows above and below it, never beside it.
_PORTRAIT = {
    "B": (0.5, 0.9),
    "LL": (0.26, 0.74),
    "UL": (0.26, 0.27),
    "T": (0.5, 0.1),
    "TL": (0.26, 0.1),
    "TR": (0.74, 0.1),
    "UR": (0.74, 0.27),
    "LR": (0.74, 0.74),
}
_PORTRAIT_SEATS = {
    3: ("B", "UL", "UR"),
    4: ("B", "UL", "T", "UR"),
    5: ("B", "LL", "UL", "UR", "LR"),
    6: ("B", "LL", "UL", "T", "UR", "LR"),
    7: ("B", "LL", "UL", "TL", "TR", "UR", "LR"),
}


def is_portrait(size: tuple[int, int]) -> bool:
    return size[1] > size[0] * 1.1


# Seat centres as fractions of the window, clockwise from the bottom seat [B5].
def seat_centres(n: int, portrait: bool = False) -> list[tuple[float, float]]:
    if portrait:
        return [_PORTRAIT[slot] for slot in _PORTRAIT_SEATS[n]]
    if n == 7:
        # An ellipse would put the lower side seats on the buttons: spread them wider.
        return [
            (0.5, 0.87),
            (0.17, 0.8),
            (0.11, 0.46),
            (0.3, 0.15),
            (0.7, 0.15),
            (0.89, 0.46),
            (0.83, 0.8),
        ]
    rx, ry = 0.375, 0.355
    out = []
    for i in range(n):
        a = math.radians(90 + i * 360 / n)
        out.append((0.5 + rx * math.cos(a), 0.5 + ry * math.sin(a)))
    if n == 5:
        # On the ellipse the two top seats' cards reach down into the turn caption.
        out[2] = (out[2][0], 0.15)
        out[3] = (out[3][0], 0.15)
    return out


class TableLayout:
    """Where everything sits for a window size and a seat count (recomputed on resize)."""

    def __init__(
        self,
        size: tuple[int, int],
        players: int,
        tactical: bool = False,
        tv: bool = False,
        larger: bool = False,
        *,
        look: Look,
    ) -> None:
        w, h = size
        self.size = size
        self._slots_cache: dict[tuple[object, ...], list[tuple[Card, str, pygame.Rect]]] = {}
        self.portrait = portrait = is_portrait(size)
        # Upright, the width is the limit: scale to it, not to a 16:9 frame inside it.
        self.s = s = min(w / 760, h / 1350) if portrait else theme.scale_for(size)
        self.tv = tv
        self.larger = larger = tv and larger  # text beyond TV text (Accessibility)
        self.big_h = min(int(h * 0.25), px(190, s))
        self.small_h = max(34, min(int(h * 0.105), px(80, s)))
        # TV floors are shares of the short side, as the App sets the text floor: upright,
        # shares of the height made the seats' cards so tall that the rows overlapped.
        short = min(w, h)
        if tv:
            # TV text: the values on the seats' cards readable from the couch.
            value = math.ceil(short * theme.TV_CARD_VALUE)
            self.small_h = max(self.small_h, sprites.card_height_for_numeral(value))
        bw, bh = sprites.card_size(self.big_h)
        cx, cy = w // 2, int(h * (0.48 if portrait else 0.455))
        self.card = pygame.Rect(0, 0, bw, bh)
        self.card.center = (cx + bw // 4, cy)
        self.deck = pygame.Rect(0, 0, bw, bh)
        self.deck.midright = (self.card.left - px(36, s), cy)
        self.chip_d = px(34, s)
        self.pot = pygame.Rect(self.card.right + px(16, s), cy - px(40, s), px(70, s), px(80, s))
        button_h = max(px(72, s), 44)
        button_w = px(236, s)
        gap = px(18, s)
        top = self.card.bottom + px(18, s)
        self.take = pygame.Rect(cx - gap // 2 - button_w, top, button_w, button_h)
        self.pass_ = pygame.Rect(cx + gap // 2, top, button_w, button_h)
        self.caption = (cx, self.card.top - px(22, s))
        # The turn caption ("Ada's turn") is reserved as wide as the buttons, so no seat
        # can sit on it.
        caption_h = px(36, s)
        caption_box = pygame.Rect(self.take.left, self.caption[1] - caption_h // 2, 0, caption_h)
        caption_box.width = self.pass_.right - self.take.left
        self.caption_w = caption_box.width  # a longer caption is drawn smaller to fit
        self.center = (
            self.deck.union(self.card)
            .union(self.pot)
            .union(self.take)
            .union(self.pass_)
            .union(caption_box)
        )
        # As wide as the longer word (a language's, at the TV floor) needs: "Historique"
        # at 38 px was cut to fit 140 px.
        # (The floor this layout is made for: the one last drawn with may be another's.)
        own_floor = 0
        if tv:
            own_floor = (theme.larger_text_floor if larger else theme.tv_text_floor)(short)
        label = theme.font(max(px(24, s), look.text_floor, own_floor, theme.MIN_TEXT), "bold")
        widest = max(label.size(word)[0] for word in (_("Menu"), _("Log")))
        self.menu = pygame.Rect(0, 0, max(px(96, s), widest + px(24, s)), px(44, s))
        self.menu.topright = (w - px(14, s), px(12, s))
        # The move log's button, under Menu (beside it a top seat could sit).
        self.log = self.menu.copy()
        self.log.midtop = (self.menu.centerx, self.menu.bottom + px(8, s))
        # The heads-up at the top left: round, and the tactical variant's cards out.
        # (Room for "Open counters" under it too.)
        self.hud = pygame.Rect(px(12, s), px(10, s), px(190, s), px(150 if tactical else 60, s))
        if portrait:
            # Upright, the top rows are full of seats but the bottom corners are free; Log
            # goes beside Menu, above the top row.
            self.hud.bottomleft = (px(12, s), h - px(12, s))
            self.log.topright = (self.menu.left - px(10, s), self.menu.top)
        # The coach's Hint button (shown only with coach hints on): beside the buttons if
        # the seats leave room there, else beside the deck or the pot, else by Menu.
        # Beside them it may slide up or down by up to half its height, still level with
        # them: seven seats with TV text leave only a band a few pixels above the row.
        hint = pygame.Rect(0, 0, max(px(104, s), 64), max(px(56, s), 44))
        candidates = []
        step = max(1, px(2, s))
        offsets = range(0, hint.h // 2 + 1, step)
        for dy in (d * sign for d in offsets for sign in ((1,) if d == 0 else (1, -1))):
            for side in ("right", "left"):
                beside = hint.copy()
                if side == "right":
                    beside.topleft = (self.pass_.right + gap, self.pass_.top - dy)
                else:
                    beside.topright = (self.take.left - gap, self.take.top - dy)
                candidates.append(beside)
        further = [hint.copy() for _ in range(4)]
        further[0].bottomright = (self.center.left - gap, self.deck.bottom)
        further[1].topleft = (self.center.right + gap, self.card.top)
        further[2].topright = (self.center.left - gap, self.card.top)
        further[3].topright = (self.menu.left - px(12, s), self.menu.top)
        candidates += further
        self.hint = candidates[-1]
        self.seats: list[SeatLayout] = []
        box_w = min(int(w * (0.44 if portrait else 0.235)), px(400 if portrait else 330, s))
        plate_h = px(50, s)
        if tv:
            # One line, the name.
            floor = (theme.larger_text_floor if larger else theme.tv_text_floor)(short)
            plate_h = max(plate_h, math.ceil(floor * 1.75))
        box_h = plate_h + px(8, s) + self.small_h + px(8, s)
        centres = seat_centres(players, portrait)
        if larger and players == 7 and not portrait:
            # Larger text: the lower side seats further out, so TAKE and NO THANKS! can
            # widen to hold their labels beside their key caps.
            centres[1], centres[6] = (0.14, 0.8), (0.86, 0.8)
        for fx, fy in centres:
            box = pygame.Rect(0, 0, box_w, box_h)
            box.center = (int(w * fx), int(h * fy))
            box.clamp_ip(pygame.Rect(px(6, s), px(6, s), w - px(12, s), h - px(12, s)))
            caption = self.caption_band(short)
            if box.colliderect(caption) and box.centery < caption.top:
                # A top seat as tall as larger text makes it: up off the turn caption,
                # as far as the screen's edge allows.
                box.bottom = caption.top - px(2, s)
                box.top = max(box.top, px(6, s))
            row = pygame.Rect(0, box.y, w, box.h)
            if portrait and row.collidelist([self.menu, self.log]) >= 0:
                # A top row as tall as TV text makes it: below Menu and Log, not on them
                # (the whole row, so its seats stay level).
                box.top = max(self.menu.bottom, self.log.bottom) + px(8, s)
            badge_d = int(plate_h * 1.15)
            plate = pygame.Rect(box.x + badge_d // 2, box.y, box.w - badge_d // 2, plate_h)
            display = pygame.Rect(box.x, plate.bottom + px(8, s), box.w, self.small_h + px(8, s))
            self.seats.append(
                SeatLayout(box, plate, display, (box.x + badge_d // 2, plate.centery), badge_d)
            )
        if larger:
            self._widen_buttons(short, [seat.box for seat in self.seats])
        screen = pygame.Rect(0, 0, w, h)
        taken = [seat.box for seat in self.seats] + [self.center, self.menu, self.log, self.hud]
        for r in candidates:
            if screen.contains(r) and r.collidelist(taken) < 0:
                self.hint = r
                break
        # Where a seat has free table below it (the Hint button placed first), its display
        # gets a second row: a long display (15 cards with the expansion) wraps there
        # before its cards shrink.
        for i, seat in enumerate(self.seats):
            grown = seat.box.inflate(0, 0)
            grown.h += self.small_h + px(8, s)
            others = [o.box for j, o in enumerate(self.seats) if j != i]
            others += [self.center, self.menu, self.log, self.hud, self.hint]
            if screen.contains(grown) and grown.collidelist(others) < 0:
                seat.box = grown
                seat.display.h += self.small_h + px(8, s)
        taken = [seat.box for seat in self.seats] + [self.center, self.menu, self.log, self.hud]
        self.coach_free = True  # False: the coach's panel found no free room
        self.coach_panel = self._coach_panel(screen, [*taken, self.hint], s)
        self.text_room = self._text_room(screen, s)
        if not self.coach_free and self.text_room.w >= self.coach_panel.w:
            # Over the deck, but under the turn caption rather than on it.
            self.coach_panel = self.text_room.copy()

    def _widen_buttons(self, short: int, seats: list[pygame.Rect]) -> None:
        """Larger text: TAKE and NO THANKS! as wide as the longest label at the floor
        with its key cap beside it (a cap above the label no longer fits the height),
        as far as the seats beside them allow."""
        s = self.s
        floor = theme.larger_text_floor(short)
        cap_w = max(px(32, s), math.ceil(floor / 0.62))  # theme.key_cap_size's
        face = theme.font(max(px(30, s), floor), "display")
        labels = [pgettext("button", word) for word in ("TAKE", "NO THANKS!", "BID", "DECLINE")]
        widest = max(face.size(label)[0] for label in labels) + 4  # its outline
        # (draw_buttons: the cap, a gap, the label, inside the button's margins)
        needed = cap_w + px(10, s) + widest + px(12, s) + px(8, s) + 2
        cx, gap = self.take.right + (self.pass_.left - self.take.right) // 2, px(18, s)
        for width in range(needed, self.take.w, -2):
            take = pygame.Rect(cx - gap // 2 - width, self.take.y, width, self.take.h)
            pass_ = pygame.Rect(cx + gap // 2, self.take.y, width, self.take.h)
            if take.collidelist(seats) < 0 and pass_.collidelist(seats) < 0:
                self.take, self.pass_ = take, pass_
                self.center = self.center.union(take).union(pass_)
                return

    def caption_band(self, short: int) -> pygame.Rect:
        """Where one line of the turn caption lies, at the text size in use: between the
        buttons' outer edges, just above the deck's stacked top and the card."""
        s = self.s
        size = px(26, s)
        if self.tv:
            floor = (theme.larger_text_floor if self.larger else theme.tv_text_floor)(short)
            size = max(size, floor)
        line_h = theme.font(size, "bold").get_linesize() + 4  # outline and shadow
        bottom = min(self.deck.top - 12, self.card.top) - px(6, s)
        return pygame.Rect(self.take.left, bottom - line_h, self.caption_w, line_h)

    def _coach_panel(self, screen: pygame.Rect, taken: list[pygame.Rect], s: float) -> pygame.Rect:
        """Where the coach's hint panel goes: under the buttons if free, else the freest
        corner or side, narrower if need be; at worst over the deck (never a seat, the
        card or the buttons)."""
        w, h = self.size
        gap = px(12, s)
        full = self.pass_.right - self.take.left
        for pw, ph in (
            (full, px(150, s)),
            (full * 3 // 4, px(170, s)),
            (full * 3 // 5, px(200, s)),
        ):
            spots = [
                (self.take.left + (full - pw) // 2, self.take.bottom + gap),
                (gap, h - ph - gap),
                (w - pw - gap, h - ph - gap),
                (gap, (h - ph) // 2),
                (w - pw - gap, (h - ph) // 2),
                (gap, self.hud.bottom + gap),
                (w - pw - gap, self.log.bottom + gap),
            ]
            for x, y in spots:
                r = pygame.Rect(x, y, pw, ph)
                if screen.contains(r) and r.collidelist(taken) < 0:
                    return r
        # A crowded table (five seats and more): any free band of the table, lower and
        # wider, before the panel falls back over the deck and its count.
        step = max(4, px(16, s))
        for pw, ph in (
            (full, px(120, s)),
            (full * 3 // 4, px(130, s)),
            (full * 3 // 5, px(150, s)),
        ):
            for y in range(h - ph - gap, gap - 1, -step):
                for x in range(gap, w - pw - gap + 1, step):
                    r = pygame.Rect(x, y, pw, ph)
                    if r.collidelist(taken) < 0:
                        return r
        self.coach_free = False
        top = self.caption[1] - px(18, s)
        return pygame.Rect(
            self.center.left,
            top,
            self.card.left - gap - self.center.left,
            self.take.top - gap - top,
        )

    def _text_room(self, screen: pygame.Rect, s: float) -> pygame.Rect:
        """Free table left of the face-up card, for its text when the coach's panel has
        no free room (a crowded table): over the deck, under the turn caption (which ends
        above the deck's stacked top, drawn up to 12 px up-left of it), above the buttons,
        and right of any seat beside it."""
        gap = px(12, s)
        top = self.card.top - 12
        bottom = self.take.top - gap
        left = screen.left + gap
        for seat in self.seats:
            box = seat.box
            if box.top < bottom and box.bottom > top and box.right <= self.card.left:
                left = max(left, box.right + gap)
        for block in (self.hud, self.hint):
            if block.top < bottom and block.bottom > top and block.right <= self.card.left:
                left = max(left, block.right + gap)
        right = self.card.left - gap
        room = pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))
        if room.collidelist([seat.box for seat in self.seats]) >= 0:
            return pygame.Rect(room.topleft, (0, 0))
        return room

    def slots(self, seat: int, cards: list[Card]) -> list[tuple[Card, str, pygame.Rect]]:
        """`display_slots` for a seat's cards. With TV text the cards keep the size that
        makes their values readable and crowd together instead of shrinking."""
        area = self.seats[seat].display
        # Asked several times a frame (drawing, hover, clicks): laid out once per display.
        key = (seat, tuple(cards), area.x, area.y, area.w, area.h)
        cache = self._slots_cache
        slots = cache.get(key)
        if slots is None:
            if len(cache) > 256:
                cache.clear()
            min_h = self.small_h if self.tv else MIN_SLOT_H
            slots = cache[key] = display_slots(cards, area, self.small_h, min_h, wrap_smaller=True)
        return slots

    def button_row(self, count: int) -> list[pygame.Rect]:
        """`count` decision buttons in the space of TAKE and NO THANKS! (the first two are
        exactly those while there are only two): any-time cards [X3] join the same row."""
        if count <= 2:
            return [self.take, self.pass_][:count]
        gap = px(12, self.s)
        left, right = self.take.left, self.pass_.right
        width = (right - left - gap * (count - 1)) // count
        return [
            pygame.Rect(left + i * (width + gap), self.take.top, width, self.take.h)
            for i in range(count)
        ]

    def rects(self) -> list[pygame.Rect]:
        """Every block that must not overlap another (checked by the tests)."""
        blocks = [self.center, self.menu, self.log, self.hud, self.hint]
        return [seat.box for seat in self.seats] + blocks


def display_slots(
    cards: list[Card],
    area: pygame.Rect,
    card_h: int,
    min_h: int = MIN_SLOT_H,
    *,
    wrap_smaller: bool = False,
) -> list[tuple[Card, str, pygame.Rect]]:
    """Cards of a display laid out as runs, to fit `area`. Returns (card, style, rect) in
    drawing order. The lowest card of a run of two or more is "scoring" (it alone counts
    [B7]) and its run-mates are "muted".

    A run's lowest card lies on top, whole; its higher cards are tucked behind it to the
    right, each showing a strip wide enough for its top-right index. Runs never overlap
    one another, so every run's lowest card is fully visible. When the cards do not fit,
    the gaps between runs close first, then the cards shrink (down to `min_h`); only
    past that are the runs squeezed together. `wrap_smaller`: an area too low for two rows
    of full-size cards still takes two rows of smaller ones when one row would shrink its
    cards more (the table's seats: a long display stays readable)."""
    if not cards:
        return []
    two_rows = _two_rows(cards, area, card_h, min_h)
    if two_rows is None and wrap_smaller:
        two_rows = _two_smaller_rows(cards, area, card_h, min_h)
    if two_rows is not None:
        return two_rows
    runs = _display_groups(cards)
    mates = len(cards) - len(runs)

    # How much of each card behind a run's lowest shows: over half of it while there is
    # room (its number and colour read at a glance), else 40 %, never less than its index.
    show = 0.58

    def steps(h: int, gap: float) -> tuple[int, float, float]:
        cw = sprites.card_size(h)[0]
        tuck = max(sprites.index_strip(h), cw * show)
        return cw, tuck, gap * cw

    def width(h: int, gap: float) -> float:
        cw, tuck, between = steps(h, gap)
        return len(runs) * cw + mates * tuck + (len(runs) - 1) * between

    h, gap = card_h, 0.12
    if width(h, 0.0) > area.w:
        show = 0.4
    if width(h, gap) > area.w:
        gap = max(0.0, (area.w - width(h, 0.0)) / max(1, len(runs) - 1) / sprites.card_size(h)[0])
    floor = min(card_h, min_h)
    while h > floor and width(h, gap) > area.w:
        h -= 1
    cw, tuck, between = steps(h, gap)
    starts = []  # each run's left edge, before any squeeze
    x = 0.0
    for run in runs:
        starts.append(x)
        x += cw + (len(run) - 1) * tuck + between
    natural = x - between
    k = 1.0
    if natural > area.w and len(runs) > 1:
        # Past the smallest cards: squeeze the runs' starts (a run may then cover the end
        # of the one before it, never its own lowest card).
        last = starts[-1]
        tail = natural - last
        k = max(0.0, (area.w - tail) / last) if last else 1.0
        natural = area.w
    left = max(float(area.x), area.centerx - natural / 2)
    ch = sprites.card_size(h)[1]
    lift = int(card_h * 0.08)
    top = area.y + (card_h - ch) // 2
    out: list[tuple[Card, str, pygame.Rect]] = []
    for start, run in zip(starts, runs, strict=True):
        x0 = left + start * k
        if len(run) == 1:
            out.append((run[0], "normal", pygame.Rect(int(x0), top + lift, cw, ch)))
            continue
        # Highest first, so each lower card is drawn over the one above it.
        for j in range(len(run) - 1, 0, -1):
            rect = pygame.Rect(int(x0 + j * tuck), top + lift, cw, ch)
            out.append((run[j], "muted", rect))
        out.append((run[0], "scoring", pygame.Rect(int(x0), top, cw, ch)))
    return out


def _two_rows(
    cards: list[Card], area: pygame.Rect, card_h: int, min_h: int
) -> list[tuple[Card, str, pygame.Rect]] | None:
    """The display on two rows, when `area` is two rows tall and one row would shrink
    its cards: runs (and the special cards after them) split where the rows come out
    most even. None when one row does (or two rows cannot)."""
    row_h = area.h // 2
    if row_h < card_h:
        return None
    one_row = pygame.Rect(area.x, area.y, area.w, row_h)
    single = display_slots(cards, one_row, card_h, min_h)
    if all(rect.h >= sprites.card_size(card_h)[1] for _c, _s, rect in single):
        return None  # every card at full size on one row
    groups = _display_groups(cards)
    if len(groups) < 2:
        return None
    sizes = [len(group) for group in groups]
    split = min(range(1, len(groups)), key=lambda k: abs(sum(sizes[:k]) - sum(sizes[k:])))
    first = [card for group in groups[:split] for card in group]
    second = [card for group in groups[split:] for card in group]
    lower = one_row.move(0, row_h)
    return display_slots(first, one_row, card_h, min_h) + display_slots(
        second, lower, card_h, min_h
    )


def _two_smaller_rows(
    cards: list[Card], area: pygame.Rect, card_h: int, min_h: int
) -> list[tuple[Card, str, pygame.Rect]] | None:
    """The display on two rows of half the area's height, if their cards come out taller
    than one row's (15 cards of the expansion in a seat's one row were 10-px digits)."""
    row_h = area.h // 2
    if row_h >= card_h or row_h < min_h:
        return None  # two full rows are _two_rows' to lay out; below the floor, never
    single = display_slots(cards, area, card_h, min_h)
    single_h = min(rect.h for _c, _s, rect in single)
    # Room in each row for the lift of a run's higher cards (8 % of the card).
    shrunk = _two_rows(cards, area, int(row_h / 1.09), min_h)
    if shrunk is None or min(rect.h for _c, _s, rect in shrunk) <= single_h:
        return None
    return shrunk


def _display_groups(cards: list[Card]) -> list[tuple[Card, ...]]:
    """A display's cards as it shows them: the number cards' runs, then each special card
    on its own (as runs their copy numbers chained them, tucked a "+20" behind a
    gold-edged "+15")."""
    numbers = [card for card in cards if card.is_number]
    return [*group_runs(numbers), *((card,) for card in cards if not card.is_number)]
