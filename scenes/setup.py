"""The setup screen: seats (human or bot level), variants (tactical, expansion), rounds, first
player; Start.

Each option explains itself in one line under the columns while it is focused (or under
the mouse). Bot levels are offered weakest first with plain names (`scenes.levels`).
Human seats can be named (Select on the seat, or a click on its name: an on-screen
keyboard opens for pad and touch players). Bots keep their persona per seat: the seed
that picks them is saved with the setup, so a seat's bot keeps its name game after game.

Every control is an OptionRow in one focus list, so keyboard, gamepad, mouse or touch
alone can set up a game: UP/DOWN moves, LEFT/RIGHT changes, CONFIRM (or a tap) steps a
value or presses Start. Pads join and leave seats through `scenes.lobby` (A joins the
focused or the next free seat, B leaves); a seat a pad joined is played only by that pad
at the table. Each pad moves its own focus (`Lobby.focus_for`); who may change a seat or
start the match is `game.match.seats`' rule (a pad's seat is its own; Start is pressed
by a seated pad, or keyboard and mouse while no pad holds a seat).

`MatchSetup` (`game.match.setup`, the chosen setup, JSON-able) is what the table and the
results screen's "Play again" use; the last one is kept in `settings.last_setup`.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game import i18n
from game.app import glyphs, ui
from game.app.intents import Device, Intent, IntentEvent
from game.app.pads import Pad
from game.app.scene import Scene
from game.draw import sprites, theme
from game.draw.look import Look
from game.draw.theme import px
from game.i18n import N_, _
from game.match import seats
from game.match.setup import (
    HUMAN,
    MAX_SEATS,
    MIN_SEATS,
    ROUND_CHOICES,
    MatchSetup,
    SeatSpec,
    default_level,
)
from scenes import phones_lobby
from scenes.levels import level_help, level_label, offered_levels
from scenes.lobby import Lobby
from scenes.looks import seat_look
from scenes.screens import screens

# The option rows of the left (or, upright, the upper) column, top to bottom.
OPTION_ROWS = ("players", "tactical", "expansion", "rounds", "open", "first")

OPTION_HELP = {
    "players": N_("How many sit at the table: 3 to 7 (6 start with 9 counters, 7 with 7)"),
    "tactical": N_("Tactical: 10, 20 and 30 are out, face up; one counter fewer each"),
    "expansion": N_("Expansion: 22 special cards; green ones are bid for (How to play explains)"),
    "rounds": N_("Play 1, 3 or 5 rounds; scores add up and the lowest total wins"),
    "open": N_("Open counters: everyone's counters are shown (normally they are secret)"),
    "first": N_("Who decides first on the first card (Random: drawn by lot)"),
    "phones": N_("Each player's counters on their own phone: scan the code to join"),
    "start": N_("Start the game with these seats and options"),
    "back": N_("Back to the title menu"),
}


def _on_off(flag: bool) -> int:
    return 1 if flag else 0


class SetupScene(Scene):
    name = "setup"

    def __init__(self, setup: MatchSetup | None = None) -> None:
        super().__init__()
        self._given = setup
        self.setup = setup or MatchSetup()
        self.time = 0.0
        self.menu = ui.Menu([])
        self.size = (1280, 720)
        self._laid_for: tuple[int, str] = (-1, "")
        self.help_y = 0
        self._built = False
        self.lobby = Lobby(self)

    # Building the rows ---------------------------------------------------------------
    def enter(self) -> None:
        if self._given is None and self.app is not None:
            self.setup = MatchSetup.from_json(self.app.settings.last_setup)
        if self.app is not None:
            # Before a match exists the seats below say which pad holds which seat: a pad
            # no longer plugged in (a past game's) holds none.
            for spec in self.setup.seats:
                if spec.pad is not None and spec.pad not in self.app.pads:
                    spec.pad = None
        self._rebuild()

    def _rebuild(self, focus: str | None = None) -> None:
        s = self.setup
        options = s.config()
        levels = list(offered_levels())
        # A saved setup may hold a level no longer offered: keep it choosable for it.
        levels += [spec.kind for spec in s.seats if not spec.is_human and spec.kind not in levels]
        self.level_names = [HUMAN, *dict.fromkeys(levels)]
        self.seat_choices = [level_label(kind) for kind in self.level_names]
        items: list[ui.Button] = [
            ui.OptionRow(
                N_("Players"),
                [str(n) for n in range(MIN_SEATS, MAX_SEATS + 1)],
                s.players - MIN_SEATS,
                self._set_players,
                wrap=False,
                name="players",
            )
        ]
        for seat, spec in enumerate(s.seats):
            index = self.level_names.index(spec.kind) if spec.kind in self.level_names else 0
            row = _SeatRow(
                self,
                seat,
                _("Seat {number}").format(number=seat + 1),
                self.seat_choices,
                index,
                lambda i, seat=seat: self._set_seat(seat, i),
                name=f"seat{seat}",
            )
            items.append(row)
        items += [
            ui.OptionRow(
                N_("Tactical variant"),
                [N_("Off"), N_("On")],
                _on_off(options.tactical),
                self._set_tactical,
                name="tactical",
            ),
            ui.OptionRow(
                N_("Expansion"),
                [N_("Off"), N_("On")],
                _on_off(options.expansion),
                self._set_expansion,
                name="expansion",
            ),
            ui.OptionRow(
                N_("Rounds"),
                [str(r) for r in ROUND_CHOICES],
                ROUND_CHOICES.index(options.rounds) if options.rounds in ROUND_CHOICES else 0,
                self._set_rounds,
                name="rounds",
            ),
            ui.OptionRow(
                N_("Open counters"),
                [N_("Off"), N_("On")],
                _on_off(options.open_counters),
                self._set_open,
                name="open",
            ),
            ui.OptionRow(
                N_("First player"),
                [N_("Random"), *s.seat_names()],  # by name, as everywhere else
                0 if options.first_player is None else options.first_player + 1,
                self._set_first,
                name="first",
            ),
            ui.Button(N_("Start"), self.start, name="start"),
            ui.Button(N_("Back"), self.back, name="back"),
            # Last, as in the focus order (`_layout`): the other items keep their places.
            phones_lobby.switch_button(self),
        ]
        old_focus = focus or (self.menu.focused.name if self.menu.focused else None)
        self.menu = ui.Menu(items, wrap=True)
        if old_focus:
            self.menu.focus_named(old_focus)
        if not self._built:
            self.menu.focus_named("start")
            self._built = True
        self._layout()

    # Changes -------------------------------------------------------------------------
    def _set_players(self, index: int) -> None:
        n = MIN_SEATS + index
        seats = self.setup.seats
        while len(seats) < n:
            seats.append(SeatSpec(default_level()))
        for seat in range(n, len(seats)):
            self._release_pad(seat)  # a pad on a seat that goes away holds no seat
        del seats[n:]
        self.lobby.forget_seats_from(n)
        self._rebuild("players")

    def _set_seat(self, seat: int, index: int) -> None:
        spec = self.setup.seats[seat]
        spec.kind = self.level_names[index]
        if not spec.is_human:
            self._release_pad(seat)
        self._refresh_rows()

    def _set_tactical(self, index: int) -> None:
        self.setup.choose(tactical=index == 1)

    def _set_expansion(self, index: int) -> None:
        self.setup.choose(expansion=index == 1)

    def _set_rounds(self, index: int) -> None:
        self.setup.choose(rounds=ROUND_CHOICES[index])

    def _set_open(self, index: int) -> None:
        self.setup.choose(open_counters=index == 1)

    def _set_first(self, index: int) -> None:
        self.setup.choose(first_player=None if index == 0 else index - 1)

    def _refresh_rows(self) -> None:
        for item in self.menu.items:
            if item.name == "first" and isinstance(item, ui.OptionRow):
                item.choices = [N_("Random"), *self.setup.seat_names()]
            if isinstance(item, _SeatRow):
                spec = self.setup.seats[item.seat]
                item.index = (
                    self.level_names.index(spec.kind) if spec.kind in self.level_names else 0
                )

    def _release_pad(self, seat: int) -> None:
        self.setup.seats[seat].pad = None

    # What the lobby changes (`scenes.lobby.SeatOwner`) --------------------------------
    def claim(self, seat: int, pad: int) -> None:
        """Gamepad `pad` takes `seat` (which becomes human); it leaves any other seat."""
        for other, spec in enumerate(self.setup.seats):
            if spec.pad == pad and other != seat:
                spec.pad = None
        spec = self.setup.seats[seat]
        spec.kind = HUMAN
        spec.pad = pad
        if self.app is not None:
            self.app.audio.play("confirm")
        self._refresh_rows()

    def add_seat(self) -> None:
        """One more seat at the end of the list (a pad joined with every seat taken)."""
        self._set_players(len(self.setup.seats) + 1 - MIN_SEATS)

    def release(self, seat: int) -> None:
        """No pad holds `seat` any more (the lobby put its kind back)."""
        self._release_pad(seat)
        self._refresh_rows()

    def rename(self, seat: int, pad: int | None = None) -> None:
        """Open the on-screen keyboard to name a human seat; only `pad` (None: keyboard,
        mouse, touch) types into it."""
        if self.stack is None:
            return
        ui.sound_of(self)("confirm")
        spec = self.setup.seats[seat]

        def done(name: str) -> None:
            spec.name = name
            shown = self.setup.seat_name(seat)
            if name and shown != name and self.app is not None:
                # Two alike could not be told apart in the prompts and the log.
                self.app.notify(
                    _("{name} is taken: this seat plays as {shown}").format(name=name, shown=shown)
                )

        title = _("Name for seat {number}").format(number=seat + 1)
        self.stack.push(screens(self).name_entry(title, spec.name, done, owner=pad))

    def help_text(self) -> str:
        """One line about the focused (or hovered) option."""
        item = self.menu.hovered() or self.menu.focused
        if item is None:
            return ""
        if isinstance(item, _SeatRow):
            return level_help(self.setup.seats[item.seat].kind)
        return _(OPTION_HELP.get(item.name, ""))

    # Actions -------------------------------------------------------------------------
    def start(self, confirmed: bool = False, phone: bool = False) -> None:
        app = self.app
        if not confirmed and self.stack is not None and app is not None and app.saves.has_save():
            # An unfinished game is saved: ask before this one files it into the history.
            asked = self.stack.push(screens(self).confirm_new(lambda: self.start(confirmed=True)))
            if not phone:  # a phone has no such question: the room answers it on the TV
                asked.own_by(self.lobby.actor)  # whoever pressed Start answers
            return
        if app is not None:
            app.settings.last_setup = self.setup.to_json()
            app.save_settings()
        seed = random.SystemRandom().randrange(1 << 31)
        if self.stack is not None:
            self.stack.replace(screens(self).table(self.setup, seed))

    def back(self) -> None:
        if self.app is not None:
            self.app.audio.play("back")
        if self.stack is not None:
            self.stack.pop()

    # Frame ---------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._layout()

    def _layout(self) -> None:
        look = self.look
        self._laid_for = (look.text_floor, i18n.language())
        w, h = self.size
        s = theme.scale_for(self.size)
        self.scale = s
        items = self.menu.items
        if not items:
            return
        # Two columns: options on the left, seats on the right, then the focused option's
        # explanation and Start/Back, all above the prompt bar.
        top = int(h * 0.15)
        # At least a line of the button's words (larger text's floor outgrows 64 px).
        button_h = max(
            min(px(64, s), int(h * 0.1)), 40, ui.line_height(px(34, s), look=look) + px(8, s)
        )
        bottom = ui.prompt_bar_top(h, s, look=look) - px(10, s) - button_h
        self.help_y = bottom - px(22, s)
        avail = self.help_y - px(20, s) - top
        n_opts = len(OPTION_ROWS)
        # The option column: its rows and the gaps (a sixth of a row) between them.
        row_h = min(px(62, s), int(avail / (n_opts + (n_opts - 1) / 6 + 0.1)))
        gap = max(2, row_h // 6)
        col_w = min(int(w * 0.42), px(520, s))
        # The gap between the columns holds the seat badges.
        left_x = w // 2 - col_w - px(30, s)
        right_x = w // 2 + row_h + px(14, s)
        options = [i for i in items if i.name in OPTION_ROWS]
        seats = [i for i in items if isinstance(i, _SeatRow)]
        for n, item in enumerate(options):
            item.scale = s * row_h / px(76, s) if row_h < px(76, s) else s
            item.rect = pygame.Rect(left_x, top + n * (row_h + gap), col_w, row_h)
            if isinstance(item, ui.OptionRow):
                item.fit_value = True  # TV text: the labels need the room short values spare
                item.value_may_cut = item.name == "first"  # its values are the seats' names
        seat_gap = max(2, gap // 2)
        seat_h = min(row_h, (avail - seat_gap * 6) // 7)
        seat_top = top
        if h > w * 1.1:
            # Upright screens: one wide column, the options and then the seats under them.
            # As wide as the screen allows: a seat's row holds its badge, its name, who
            # holds it ("Manette 2") and its kind, and upright text is no smaller.
            col_w = int(w * 0.9)
            # Options, half a row of space, seven seats; gaps an eighth of a row.
            rows = n_opts + 0.5 + MAX_SEATS
            row_h = seat_h = min(px(76, s), int(avail / (rows + (rows - 1) / 8)))
            gap = seat_gap = max(2, row_h // 8)
            left_x = right_x = (w - col_w) // 2 + row_h // 2
            col_w -= row_h // 2
            for n, item in enumerate(options):
                item.scale = s * row_h / px(76, s) if row_h < px(76, s) else s
                item.rect = pygame.Rect(left_x, top + n * (row_h + gap), col_w, row_h)
            seat_top = top + len(options) * (row_h + gap) + row_h // 2
        for n, item in enumerate(seats):
            item.scale = s * seat_h / px(76, s) if seat_h < px(76, s) else s
            item.rect = pygame.Rect(right_x, seat_top + n * (seat_h + seat_gap), col_w, seat_h)
            item.fit_value = True
        for name in ("start", "back"):
            item = next(i for i in items if i.name == name)
            item.scale = s * button_h / px(64, s) if button_h < px(64, s) else s
            bw = px(300, s) if name == "start" else px(200, s)
            item.rect = pygame.Rect(0, bottom, bw, button_h)
            if name == "start":
                item.rect.right = w // 2 + px(140, s)
            else:
                item.rect.right = w // 2 - px(180, s)
        phones_lobby.place_switch(items, w, bottom, button_h, s)
        if h > w * 1.1:
            self._upright_buttons(w, bottom, button_h, s)
        # Reorder focus: options, seats, Start, Back (a column, then the other).
        self.menu.items = [
            *options,
            *seats,
            *[i for i in items if i.name in ("start", "back")],
            *[i for i in items if i.name == phones_lobby.SWITCH],  # last: Start stays next
        ]

    def _upright_buttons(self, w: int, top: int, height: int, s: float) -> None:
        """Back, Start and the phones switch across an upright screen's width, each as
        wide as its words need (larger text's words outgrow the landscape widths), the
        room left over shared out so Start stays the widest."""
        look = self.look
        row = [
            item
            for name in ("back", "start", phones_lobby.SWITCH)
            for item in self.menu.items
            if item.name == name
        ]
        margin, gap = px(12, s), px(16, s)
        face = theme.font(max(px(34, s), look.text_floor, theme.MIN_TEXT), "bold")
        needs = [face.size(_(item.label))[0] + px(24, s) + px(20, s) for item in row]
        spare = max(0, w - 2 * margin - gap * (len(row) - 1) - sum(needs))
        weights = [1 if item.name == "back" else 2 for item in row]
        x = margin
        for item, need, weight in zip(row, needs, weights, strict=True):
            width = need + spare * weight // sum(weights)
            item.rect = pygame.Rect(x, top, width, height)
            x += width + gap

    def on_pad_removed(self, pad: Pad) -> int | None:
        return self.lobby.on_pad_removed(pad.instance_id)

    def interactive_rects(self) -> list[pygame.Rect]:
        return [item.rect for item in self.menu.items]

    # Phones (issue 53): scenes.phones_lobby.
    def on_phone(self, actor: int, kind: str, value: object) -> bool:
        taken = phones_lobby.on_phone(self, self.lobby, actor, kind, value)
        self._refresh_rows()
        return taken

    def phone_view(self, actor: int) -> dict[str, Any] | None:
        return phones_lobby.phone_view(self, self.lobby, actor)

    def phone_version(self) -> object:
        return phones_lobby.phone_version(self)

    def phone_holds(self, actor: int) -> bool:
        return self.lobby.seat_of(actor) is not None

    def handle(self, event: IntentEvent) -> bool:
        actor = event.pad if event.device is Device.GAMEPAD else None
        self.lobby.focus_for(actor)  # every pad moves its own focus
        if event.intent is Intent.BACK and self.lobby.handle(event, None):
            return True  # B on a joined pad leaves its seat
        if actor is not None and event.intent in (Intent.BACK, Intent.MENU) and event.held:
            return self._pad_menu_or_back(event.intent, actor)
        if event.intent in (Intent.BACK, Intent.MENU) and event.held:
            self.back()
            return True
        focused = self.menu.focused
        if self.lobby.handle(event, focused.seat if isinstance(focused, _SeatRow) else None):
            return True  # a pad joins (or moves to) a seat, or leaves its own
        target = self._target(event)
        if event.held and phones_lobby.asks_removal(self, target, actor, event):
            return True  # someone at the TV chose a phone's seat: "Remove its phone?"
        if event.held and not self._allowed(target, actor):
            return True
        if (
            event.intent is Intent.CONFIRM
            and event.held
            and isinstance(focused, _SeatRow)
            and self.setup.seats[focused.seat].is_human
        ):
            self.rename(focused.seat, actor)
            return True
        return self.menu.handle(event, sound=ui.sound_of(self))

    def _pad_menu_or_back(self, intent: Intent, actor: int) -> bool:
        """Start or B on a pad (B on a seated pad left its seat before this): Start starts
        the match as the Start button would; B goes back only while no pad holds a seat.
        Neither throws away a lobby others have joined and named."""
        start = next(i for i in self.menu.items if i.name == "start")
        if intent is Intent.MENU:
            if self._allowed(start, actor):
                self.start()
            return True
        if any(spec.pad is not None for spec in self.setup.seats):
            ui.sound_of(self)("error")
            if self.app is not None:
                self.app.notify(_("Pads hold seats: Back on screen leaves the setup"))
            return True
        self.back()
        return True

    def _target(self, event: IntentEvent) -> ui.Button | None:
        """The item an intent would change or press: the focused one, or the one tapped."""
        if event.intent is Intent.POINT and event.pos is not None:
            return next((i for i in self.menu.items if i.rect.collidepoint(event.pos)), None)
        if event.intent in (Intent.CONFIRM, Intent.LEFT, Intent.RIGHT):
            return self.menu.focused
        return None

    def _allowed(self, target: ui.Button | None, actor: int | None) -> bool:
        """May `actor` change that seat or start the match? Says why not, if not."""
        app = self.app
        if app is None or target is None:
            return True
        if isinstance(target, _SeatRow):
            owner = self.setup.seats[target.seat].pad
            if seats.may_change(owner, actor):
                return True
            name = self.setup.seat_name(target.seat)
            app.notify(
                _("{name} is {pad}'s seat: only that pad changes it").format(
                    name=name, pad=app.pads.label(owner or 0)
                )
            )
        elif target.name == "start":
            held = [spec.pad for spec in self.setup.seats if spec.pad is not None]
            if seats.may_start(held, actor):
                return True
            if actor is None:
                app.notify(_("Pads hold seats: start with one of their pads"))
            else:
                confirm = glyphs.name_of(
                    glyphs.pad_label(app, Intent.CONFIRM, "A"), app.pads.family(actor)
                )
                app.notify(_("Take a seat first: press {confirm} to join").format(confirm=confirm))
        else:
            return True
        ui.sound_of(self)("error")
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        self._refresh_rows()  # names follow renames, bot levels and seat changes at once
        phones_lobby.relabel_switch(self, self.menu.items)
        self.menu.update(dt)
        self.menu.track(self)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        if self._laid_for != (look.text_floor, i18n.language()):
            self._layout()  # the text size or language changed since: buttons fit words
        theme.draw_felt(surface, look=look)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        theme.draw_text(
            surface,
            _("New game"),
            (w // 2, int(h * 0.075)),
            px(54, s),
            theme.CREAM,
            "display",
            outline=3,
            shadow=px(4, s),
            look=look,
        )
        self.menu.draw(surface, look=look)
        phones_lobby.draw_join(surface, self, look=look)
        self.lobby.draw_focus(surface, s, look=look)
        help_line = self.help_text()
        if help_line:
            theme.draw_text(
                surface,
                help_line,
                (w // 2, self.help_y),
                px(24, s),
                theme.BRASS,
                "bold",
                shadow=2,
                look=look,
            )
        # Seat badges beside the seat rows, so names and faces are known before play.
        for item in self.menu.items:
            if isinstance(item, _SeatRow):
                badge_look = seat_look(self.setup, item.seat)
                d = int(item.rect.h * 0.86)
                surface.blit(
                    sprites.badge(badge_look, d),
                    (item.rect.x - d - px(8, s), item.rect.centery - d // 2),
                )
        app = self.app
        if app is not None:
            device = app.last_device
            prompts = [
                (Intent.UP, N_("Move")),
                (Intent.LEFT, N_("Change")),
                (Intent.CONFIRM, N_("Select")),
            ]
            button = ""
            if len(app.pads):
                # Pads have no Enter: the cap names the pad's own button, as a seatless
                # pad's family calls it ("Cross" on a DualSense). (POINT stands in for it.)
                held = {spec.pad for spec in self.setup.seats}
                pad = next((p for p in app.pads if p not in held), next(iter(app.pads)))
                button = glyphs.name_of(
                    app.prompt_label(Intent.CONFIRM, Device.GAMEPAD), app.pads.family(pad)
                )
                join = Intent.CONFIRM if device is Device.GAMEPAD else Intent.POINT
                prompts.append((join, N_("on a pad: join")))

            def label_for(intent: Intent) -> str:
                return button if button and intent is Intent.POINT else app.prompt_label(intent)

            if device in (Device.MOUSE, Device.TOUCH):
                prompts = [(Intent.CONFIRM, N_("an arrow to change, a name to rename"))]
            prompts.append((Intent.BACK, N_("Back")))
            ui.draw_prompt_bar(surface, prompts, label_for, device, s, look=look)


class _SeatRow(ui.OptionRow):
    """A seat's row: Human or a bot level; shows the seat's name and its pad if claimed."""

    label_may_cut = True  # the seat's name, as a player typed it

    def __init__(self, scene: SetupScene, seat: int, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.scene = scene
        self.seat = seat

    def point(self, pos: tuple[int, int]) -> bool:
        left, _right = self.arrow_rects(look=self.drawn_look)
        if pos[0] < left.left and self.scene.setup.seats[self.seat].is_human:
            self.scene.rename(self.seat)  # a click on a human's name renames them
            return True
        return super().point(pos)

    def draw(
        self, surface: pygame.Surface, focused: bool, pulse: float = 0.0, *, look: Look
    ) -> None:
        setup = self.scene.setup
        self.label = setup.seat_name(self.seat)
        self.label_reserve = self.scene.lobby.slot_width(self, self.seat, look=look)
        super().draw(surface, focused, pulse, look=look)
        self.scene.lobby.draw_slot(surface, self, self.seat, focused, look=look)
