"""Scenes and the stack that drives them.

A scene handles intents, updates with the frame's time step, and draws. `draw` must not
change game state; only `handle`/`update` may, and game state only ever changes by
submitting actions to the rules engine.

Reaching shared services: once a scene is pushed, `self.app` is the running
`game.app.main.App` (set through `SceneStack.app`), seen through `AppPort`: what a scene
(and the app's own parts) may use of it. So a scene can use `self.app.settings`,
`self.app.audio.play("reveal")`, `self.app.pads`, `self.app.last_device`,
`self.app.prompt_label(Intent.TAKE)` and `self.app.notify("text")`. A scene pushed onto a
bare stack (no App, e.g. in a unit test) gets `self.app is None`. Build layout in
`on_resize` (called on push, before `enter`), not in `__init__`, so `self.app` is set.

Scenes reach each other through typed openers, never by import and never by a name: the
stack holds the app's `screens` (`scenes.flow.DesktopScreens`, or the kiosk's), which
whoever starts the app hands to it, and a scene opens the next one with
`self.stack.push(screens(self).pause(...))` (`scenes.screens`, whose Protocol mypy checks
every call against). This package knows no scene: it sees only `AppScreens`, the two
screens the app itself opens.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from game.draw.look import Look
from game.match import seats
from game.match.seats import Actor

if TYPE_CHECKING:
    import pygame

    from game.app.audio import Audio
    from game.app.input import InputFunnel
    from game.app.intents import Device, Intent, IntentEvent
    from game.app.music import Music
    from game.app.pads import Pad, PadRegistry
    from game.match.model import Match
    from game.phones.snapshot import SeatFacts
    from game.store.files import AppDirs
    from game.store.saves import SaveStore
    from game.store.settings import Settings


class PhoneLink(Protocol):
    """The phones' server as the app and the scenes see it (`game.phones.hub.PhoneHub`)."""

    @property
    def url(self) -> str:
        """The address a phone opens, with the join key: http://ADDRESS:PORT/#KEY."""

    @property
    def address(self) -> str:
        """The address without the key (what may be printed): http://ADDRESS:PORT/."""

    @property
    def code(self) -> str:
        """The join key as the TV shows it for typing."""

    connected: set[int]
    names: dict[int, str]

    def away_since(self, actor: int) -> float | None:
        """When phone `actor` was put down (its connection closed), if its seat is kept."""

    def let_go(self, actor: int) -> None:
        """Stop keeping phone `actor`'s seat: it waits for it as for an unplugged pad."""

    def remove(self, actor: int) -> None:
        """The TV removes phone `actor`: its seat is freed and its secret void."""

    def pump(self) -> None: ...

    def stop(self) -> None: ...

    def tell(self, actor: int, word: str) -> None:
        """Show phone `actor` one of its page's words (`game.phones.words`) for a moment."""

    def wait(self, seconds: float) -> bool:
        """Sleep up to `seconds`, waking at once when a phone's message arrives (True)."""


# The app's services by role. Each part that is handed the app (not a scene: a scene sees
# all of it, `Scene.app`) names the roles it uses, so its signature says what it touches.


class Prompting(Protocol):
    """What to press, on which device."""

    @property
    def last_device(self) -> Device:
        """The device of the latest input, for prompts."""

    def prompt_label(self, intent: Intent, device: Device | None = None) -> str:
        """What to press for `intent` on `device` (by default the one used last):
        "Enter", "A", "Tap", "Click"..."""


class Notifying(Protocol):
    def notify(self, text: str, seconds: float = 4.0) -> None:
        """Show a toast at the top of the screen."""


class Configured(Protocol):
    """The player's settings, and where they are kept."""

    settings: Settings

    def save_settings(self) -> None:
        """Write `settings` to disk."""

    def apply_settings(self) -> None:
        """Push changed settings into the services (volume, language, full screen), and
        save."""


class Sounding(Protocol):
    audio: Audio
    music: Music


class Devices(Protocol):
    """The input devices: keys, mouse, touch and pads (phones come as pads)."""

    input: InputFunnel
    pads: PadRegistry

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The canvas pixel (where scenes draw) shown at window pixel `pos`."""

    def pad_arrived(self, pad: Pad) -> None:
        """A pad (or a phone, seen as one) joined: the scenes are told, as for a pad
        plugged in."""

    def pad_left(self, pad: Pad) -> None:
        """A pad (or a phone) left: the scenes are told, as for a pad unplugged."""


class Storing(Protocol):
    saves: SaveStore
    dirs: AppDirs


class Windowed(Protocol):
    window: pygame.Surface
    canvas: pygame.Surface

    @property
    def is_fullscreen(self) -> bool:
        """Is the window full screen now?"""

    def set_fullscreen(self, on: bool) -> None: ...


class Running(Protocol):
    """The scene stack and the app's life."""

    stack: SceneStack
    running: bool

    def quit(self) -> None: ...


class Looking(Protocol):
    @property
    def look(self) -> Look:
        """How frames are drawn now (`game.draw.look`): the text size, palette, contrast
        and motion of the settings, and the glyphs of the pad used last."""


class PhonesSwitch(Protocol):
    # The phones' server while phones can join (`set_phones`), else None.
    phones: PhoneLink | None

    def set_phones(self, on: bool) -> str | None:
        """Let phones join (start their server) or not; never in kiosk mode. The address
        phones open, or None if off (or it could not start: told in a toast)."""


class AppPort(
    Prompting,
    Notifying,
    Configured,
    Sounding,
    Devices,
    Storing,
    Windowed,
    Running,
    PhonesSwitch,
    Looking,
    Protocol,
):
    """What scenes use of the running app (`game.app.main.App` satisfies it): every role
    above. Declared here, not imported from `main`, so nothing the app is built from
    imports the app back."""


class Scene:
    """Base class. Override what you need.

    `opaque`: if False the scene below is drawn first (overlays such as pause).
    `recordable`: its `draw` keeps to what `game.app.compose.Recorder` offers, so the
    app repaints only what changed between frames (the table at 4K, issue 45).
    `name`: a short id used by tests and the shot tool ("menu", "table", ...).
    """

    name = "scene"
    opaque = True
    recordable = False
    # Presses are ignored for this long after the scene opens. For screens that open
    # unbidden (results after the last card, a panel when a pad goes): a player mashing
    # Confirm to hurry the table must not press "Play again" or hand a seat to a bot.
    settle_seconds = 0.0
    # Optional abilities, asked of any scene on the stack (override where they hold):
    final = False
    """Shows a finished match's last results (headless runs and soaks stop there)."""
    kiosk_attract = False
    """An attract screen: the kiosk plays its attract sound, and a visit has ended."""
    match: Match | None = None
    """The match this scene shows, if any (the menus over it reword or list its names)."""
    unbidden = False
    """Opens by itself (a pad went, a round ended), not by a press: nobody owns it."""
    owned = False
    owner: Actor = None
    music: str | None = None
    """The music loop this screen plays ("menu", "table"; "" for silence), or None to
    keep the music of the screen under it (overlays such as pause and settings)."""

    def __init__(self) -> None:
        self.stack: SceneStack | None = None
        self.shown_for = 0.0  # seconds on top of the stack since it was opened
        # Who owns this screen (`game.match.seats.may_use`): when `owned`, only `owner`
        # (a pad's id, or None for keyboard, mouse and touch) works it (docs/COUCH.md).
        self.owned = False
        self.owner: Actor = None

    def own_by(self, owner: Actor) -> None:
        """Only `owner` works this screen from now on (and what it opens)."""
        self.owned, self.owner = True, owner

    def refused(self, event: IntentEvent) -> bool:
        """Someone other than the owner pressed: True if consumed (by default the press is
        dropped; the move log closes and lets it through to the table)."""
        return True

    def interactive_rects(self) -> list[pygame.Rect]:
        """What a player points at or presses here (buttons, keys, the cards of a choice):
        a notice must not cover them (`game.app.ui.Toasts`)."""
        return []

    @property
    def app(self) -> AppPort | None:
        """The App that owns this scene's stack (None before push or on a bare stack)."""
        # A scene may also be handed its app in its constructor (`self.app = app`).
        own: AppPort | None = getattr(self, "_app", None)
        if own is not None:
            return own
        stack = getattr(self, "stack", None)
        return stack.app if stack is not None else None

    @app.setter
    def app(self, value: AppPort | None) -> None:
        self._app = value

    @property
    def look(self) -> Look:
        """How this scene draws (`game.draw.look`): its app's look, the plain one on a
        bare stack. Drawing functions are handed it; none reads a look of its own."""
        app = self.app
        return app.look if app is not None else Look.plain()

    @property
    def match_in_progress(self) -> bool:
        """A match is being played here: closing the window or quitting to the menu
        asks first (the match is saved either way)."""
        return False

    # Life cycle -----------------------------------------------------------------
    def enter(self) -> None:
        """Called when pushed onto the stack."""

    def exit(self) -> None:
        """Called when popped off the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene on top of this one is popped."""

    # Per frame ------------------------------------------------------------------
    def handle(self, event: IntentEvent) -> bool:
        """Handle one intent. Return True if consumed."""
        return False

    def handle_raw(self, event: pygame.event.Event) -> bool:
        """Optional: see a raw pygame event (text entry, resize). Return True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto `surface`. Must not change game state."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layout."""

    def ahead(self, size: tuple[int, int]) -> list[Callable[[], object]]:
        """The lasting work of this screen's first frame at `size` (its layout, its texts
        rendered), in pieces a scene about to open it does one a frame beforehand (the
        table, the results: `TableScene._results_ahead`), so the frame that opens it only
        paints. Drawn on a surface that paints nothing (`prebuild.dry_draw`)."""
        from game.app import prebuild

        return [partial(self.on_resize, size), partial(prebuild.dry_draw, self.draw, size)]

    def on_pad_removed(self, pad: Pad) -> int | None:
        """A gamepad was unplugged. A scene that owns seats (the table's match, the lobby)
        returns the seat it held, if any; the App's notice names it."""
        return None

    def on_pad_added(self, pad: Pad) -> int | None:
        """A gamepad was plugged in. A scene whose seats wait for unplugged pads returns
        the seat it gave this pad back, if any (never by guess: `game.match.seats`)."""
        return None

    def waits_for_pads(self) -> bool:
        """Does a seat here wait for its unplugged pad? (A pad plugged in is told to say
        which seat is its own.)"""
        return False

    def on_phone(self, actor: int, kind: str, value: object) -> bool:
        """A phone (`game.phones`) asks what only the scene that owns the seats can do:
        "join" or "back" (`value`: its name), "seat" (take seat `value`), "act" (`value`:
        the move's save form and the decision it was made for). True if this scene took
        it; the hub asks the scenes from the top down."""
        return False

    def phone_view(self, actor: int) -> dict[str, Any] | SeatFacts | None:
        """What phone `actor` is shown now (JSON-able, or the seat's facts the view is
        made of: `game.phones.snapshot`; its seat's knowledge only), or None to let a
        scene below answer. The same object again means nothing changed."""
        return None

    def phone_version(self) -> object:
        """Something equal from frame to frame as long as no phone's view here can change
        (None: no knowing, look every frame). A scene without phone views never changes."""
        return ()

    def phone_holds(self, actor: int) -> bool:
        """Does phone `actor` hold a seat here (or one kept for it while it is away)? Its
        secret then outlives its connection (`game.phones.server`)."""
        return False


class AppScreens(Protocol):
    """The screens the app itself opens, of the typed openers its starter hands it
    (`scenes.screens.Screens` is the whole set the scenes use)."""

    def home(self) -> Scene:
        """The first screen, and where a failing frame loop goes back to (the title menu,
        the kiosk's attract loop)."""

    def quit_asked(self) -> Scene | None:
        """Asks before the window closes mid-match (None: nothing to ask, just close)."""


SceneT = TypeVar("SceneT", bound=Scene)


class SceneStack:
    """Push/pop/replace scenes; the top scene gets intents first. Each of push, replace
    and clear_to returns the scene it was given, as its own type."""

    def __init__(self, app: AppPort | None = None, screens: AppScreens | None = None) -> None:
        self.scenes: list[Scene] = []
        self.size: tuple[int, int] = (1280, 720)
        self.app = app
        # The typed openers (`scenes.screens.screens(stack)`); None on a bare stack.
        self.screens = screens

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: SceneT) -> SceneT:
        if self.scenes:
            below = self.scenes[-1]
            if below.owned and not scene.owned and not scene.unbidden:
                scene.own_by(below.owner)  # opened from an owned screen: its owner's too
            below.pause()
        scene.stack = self
        scene.shown_for = 0.0
        self.scenes.append(scene)
        scene.on_resize(self.size)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: SceneT) -> SceneT:
        if self.scenes:
            old = self.scenes.pop()
            old.exit()
        scene.stack = self
        scene.shown_for = 0.0
        self.scenes.append(scene)
        scene.on_resize(self.size)
        scene.enter()
        return scene

    def clear_to(self, scene: SceneT) -> SceneT:
        """Pop everything and start again from `scene` (e.g. quit to menu, kiosk reset)."""
        while self.scenes:
            self.scenes.pop().exit()
        return self.push(scene)

    def handle(self, event: IntentEvent) -> None:
        top = self.top
        if top is None:
            return
        if event.held and top.shown_for < top.settle_seconds:
            return  # a press meant for the screen before (releases still go through)
        if top.owned and not seats.may_use(top.owner, event.pad):
            top.refused(event)  # another's screen: not theirs to work
            return
        top.handle(event)

    def close_owned_by(self, gone: Actor) -> list[Scene]:
        """Device `gone` left: close the screens it owns, with every screen opened over
        them (they were opened from it). Returns the scenes closed, top first."""
        lowest = next(
            (
                i
                for i, scene in enumerate(self.scenes)
                if scene.owned and seats.owner_left(scene.owner, gone)
            ),
            None,
        )
        if lowest is None:
            return []
        first = self.scenes[lowest]
        closed: list[Scene] = []
        kept: list[Scene] = []
        for scene in reversed(self.scenes[lowest:]):  # top first, as popping would
            if scene.unbidden and scene is not first:
                kept.append(scene)  # a panel that opened by itself over them stays
            else:
                closed.append(scene)
                scene.exit()
        self.scenes[lowest:] = reversed(kept)
        if not kept and self.scenes:
            self.scenes[-1].resume()
        return closed

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.shown_for += dt
            top.update(dt)

    def music(self) -> str | None:
        """The loop to play: the `music` of the topmost scene that names one."""
        for scene in reversed(self.scenes):
            if scene.music is not None:
                return scene.music or None
        return None

    def visible(self) -> list[Scene]:
        """The scenes a frame draws: the top opaque one and the overlays above it."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        # Draw from the lowest opaque scene upward so overlays show what is beneath.
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.scenes:
            scene.on_resize(size)
