"""The application: the main loop, and the shared services scenes reach through `app`.

Running: `python -m game` calls `run(argv)`; flags `--fullscreen`, `--windowed`,
`--size WxH` (at least 800×450: smaller is a usage error, and the window cannot be
dragged smaller). Without a display it says so and exits 1 instead of running unseen.

Drawing: scenes draw on `app.canvas`, at most `DRAW_CAP` (3840×2160 either way round;
a larger window shows it scaled by a whole factor). A scene with `recordable = True`
(the table) draws on a recorder instead, and only the regions that changed since the
last frame are painted and sent to the window (`game.app.compose`). The window itself
(size, full screen, letterbox, `to_canvas`) is `game.app.window`, which `App` extends.

Services (a pushed scene reaches them as `self.app`, see `game.app.scene`):
  app.settings        `Settings` dataclass (app.save_settings() persists it atomically)
  app.theme           the `game.draw.theme` module (palette, fonts, text helpers)
  app.audio           `Audio`: app.audio.play("reveal"); silent without a sound device
  app.music           `Music`: the loop the scenes ask for (`Scene.music`), streamed
  app.input           the `InputFunnel` (bindings, held keys)
  app.last_device     `Device` of the latest input, for prompts
  app.prompt_label(intent) -> "Enter" / "A" / "Tap" / "Click" for the last device
  app.pads            `PadRegistry`: the gamepads plugged in (names, kinds, rumble, light)
  app.notify(text)    show a toast at the top of the screen
  app.saves           `SaveStore`: the autosaved match and the history (game.store.saves)
  app.dirs            `AppDirs`: where saves (`data`) and the log (`logs`) go
  app.stack           the `SceneStack`; app.running; app.quit()
  app.set_fullscreen(on) / app.toggle_fullscreen()
  app.to_canvas(pos)  the canvas pixel shown at a window pixel (letterbox, scaling)

Scenes and the app's parts see the app through `game.app.scene.AppPort`, which `App`
satisfies: they never import this module.

Headless (tests, tools): with SDL_VIDEODRIVER=dummy,

    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    app.step(1 / 60)      # reads the event queue once, updates, draws
    app.canvas            # what the scenes drew (pygame.image.save it)

The app knows no scene: its starter hands it the typed openers of its screens
(`App(screens=scenes.flow.DesktopScreens(), open_home=True)`, as `nothanks.cli` does), of
which it sees only `AppScreens` (the home screen, and the question before closing).
Without `open_home` the stack starts empty, so a test can push its own scene.
The loop ends when `app.running` is False (QUIT event, app.quit(), or an empty stack).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import signal
import sys
import time
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Protocol

import pygame

from game import desktop
from game.app import audio, bindings, compose, crashguard, glyphs, heap, prebuild
from game.app.audio import Audio
from game.app.input import InputFunnel, frame_events, is_well_formed
from game.app.intents import Device, Intent, IntentEvent
from game.app.music import Music
from game.app.pads import Pad, PadRegistry
from game.app.scene import AppScreens, PhoneLink, SceneStack
from game.app.ui import Toasts
from game.app.window import WindowHost
from game.args import port, prog, settings_file, window_size
from game.bots import worker as botworker
from game.draw import theme
from game.draw.look import Look
from game.i18n import _, pgettext
from game.store import files, logs, notices
from game.store.instance import InstanceLock
from game.store.saves import SaveStore
from game.store.settings import (
    Settings,
    default_settings_path,
    load_settings,
    save_settings,
    speak,
)

FPS = 60
# Past this many events in one frame, new presses are dropped so a flood cannot stall
# the loop; releases, touches, sticks, device and window events are always kept
# (`game.app.input.frame_events`).
MAX_EVENTS_PER_FRAME = 256
TITLE = "No Thanks!"
draw_log = logging.getLogger("nothanks.draw")


class FrameHook(Protocol):
    """A mode standing between the event queue and the scenes (the kiosk's lockdown is
    one, in `game.kiosk.mode`): it sees each frame's events after validation, before
    anything else, and draws over the scenes. The app knows no more of it than this, and
    than whether it locks the game down (`locks_down`)."""

    def attach(self, app: App) -> None:
        """Called once, before the window opens."""

    def locks_down(self) -> bool:
        """Does this mode lock the game down (a public screen)? Then no phone may join,
        and the language is the mode's own, not the player's setting."""
        return False

    def filter(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        """The events the app may see this frame (called every frame, even with none)."""
        return events

    def draws_now(self) -> bool:
        """Will `draw` draw anything this frame? (Frames it leaves alone keep the table's
        drawing of only what changed.)"""
        return True

    def draw(self, canvas: pygame.Surface) -> None:
        """Drawn after the scenes and toasts, on frames `draws_now` says so."""


def parse_size(text: str) -> tuple[int, int]:
    """A `--size` value: WIDTHxHEIGHT, at least the minimum window (else a usage error)."""
    return window_size(text)


def no_display_reason(environ: Mapping[str, str] | None = None) -> str | None:
    """Why no window can open here, or None. Linux and BSDs need X11 or Wayland (or an
    SDL driver named by hand); over plain SSH there is neither and SDL would run with
    no visible window forever."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    if any(env.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")):
        return None
    return (
        "No display found: DISPLAY and WAYLAND_DISPLAY are not set (over SSH? use "
        "ssh -X, or run the game on the machine's own screen). "
        f"Tools that need no window: {prog()} sim / bench / shot / autoplay --headless"
    )


class App(WindowHost):
    def __init__(
        self,
        size: tuple[int, int] | None = None,
        settings_path: Path | str | None = None,
        fullscreen: bool | None = None,
        screens: AppScreens | None = None,
        open_home: bool = False,
        hook: FrameHook | None = None,
        dirs: files.AppDirs | None = None,
    ) -> None:
        desktop.prepare_window()  # window class and app name: read when the display opens
        audio.check_device()
        # ALSA (a sound server that does not answer) and libwayland (no XDG_RUNTIME_DIR)
        # print straight to the C stderr while SDL tries them; the game says it in a line.
        with audio.quiet_native_stderr():
            pygame.init()
        with contextlib.suppress(pygame.error, ImportError):
            from pygame._sdl2 import controller

            # pygame.init() does not start the GameController subsystem.
            controller.init()
        self._caption = ""
        self._name_window()
        desktop.set_window_icon()
        self.settings_path = Path(settings_path) if settings_path else default_settings_path()
        self.dirs = dirs or files.AppDirs.for_settings(settings_path)
        logs.setup(self.dirs.logs)
        self.guard = crashguard.CrashGuard(self)
        self.saves = SaveStore(self.dirs.data)
        self.settings: Settings
        self.settings, notice = load_settings(self.settings_path)
        self.saves.history_max = self.settings.history_max
        self.theme: ModuleType = theme
        self.audio = Audio(self.settings.sound_volume)
        self.music = Music(self.audio.enabled, self.settings.music_volume)
        self.toasts = Toasts()
        self.input = InputFunnel(notify=self.notify)
        controls, controls_notice = bindings.load(self.settings.bindings)
        bindings.apply_to(self.input, controls)
        self.pads: PadRegistry = self.input.pads
        self.stack = SceneStack(app=self, screens=screens)
        self._look = Look.plain()  # see `look`
        self._look_made_of: tuple[object, ...] = ()
        # Phones as private controllers (game.phones), while switched on: set_phones.
        self.phones: PhoneLink | None = None
        self.phones_port = 8765
        self.phones_host = "0.0.0.0"  # phones on the LAN; tests and the fuzz: loopback
        self.instance_lock: InstanceLock | None = None  # set by `run`: one copy per user
        self.running = True
        self.frame = 0
        self._init_window(size, fullscreen)
        # Recordable scenes are drawn only where the frame changed (game.app.compose).
        self.compositor = compose.Compositor()
        self.compose_enabled = True
        # A mode between the events and the scenes (kiosk lockdown), or None.
        self.hook = hook
        if hook is not None:
            hook.attach(self)
        self._open_window()
        # No first-time work in a frame (docs/PERFORMANCE.md): the felt every menu and
        # table draws is built before the first frame, and Babel's modules and data (the
        # results' numbers) and the sound effects in pieces over the frames after it.
        # Start-up's garbage is collected now, not in a frame, and what is left frozen
        # (game.app.heap).
        theme.prebuild_felt(self.canvas.get_size(), self.settings.high_contrast)
        heap.settle()
        self.first_time = prebuild.first_time_work(self.audio.ahead())
        for text in (notice, controls_notice):
            if text:
                self.notify(text, seconds=6.0)
        if open_home:
            if screens is None:
                raise ValueError("open_home needs the screens to open it from")
            self.stack.push(screens.home())

    # Services --------------------------------------------------------------------
    @property
    def last_device(self) -> Device:
        return self.input.last_device

    def prompt_label(self, intent: Intent, device: Device | None = None) -> str:
        return self.input.prompt_label(intent, device)

    def notify(self, text: str, seconds: float = 4.0) -> None:
        self.toasts.push(text, seconds)

    def pad_arrived(self, pad: Pad) -> None:
        self.input.added_pads.append(pad)  # the scenes hear of it with the pads plugged in

    def pad_left(self, pad: Pad) -> None:
        self.input.removed_pads.append(pad)

    def save_settings(self) -> None:
        save_settings(self.settings, self.settings_path)  # a failure is told by the store

    def apply_settings(self) -> None:
        """Push changed settings into the services (volume, language, full screen) and
        save."""
        self.audio.set_volume(self.settings.sound_volume)
        self.music.set_volume(self.settings.music_volume)
        self.saves.history_max = self.settings.history_max
        if not self._locked_down():  # a kiosk speaks the operator's and the visitor's language
            speak(self.settings)
        if self.settings.fullscreen != self._saved_fullscreen:
            self.set_fullscreen(self.settings.fullscreen)
            return
        self.save_settings()

    def quit(self) -> None:
        self.running = False

    def _locked_down(self) -> bool:
        return self.hook is not None and self.hook.locks_down()

    def tv_text(self) -> bool:
        """Large text for a couch: as set, or, until the first game settles the setting
        (`scenes.table.couch`), on wherever pads are in use (the lobby, the name keyboard)."""
        settings = self.settings
        return settings.tv_text or (not settings.tv_text_chosen and len(self.pads) > 0)

    def set_phones(self, on: bool) -> str | None:
        """Start or stop the phones' server (its own thread; aiohttp is imported only
        here). Never while a mode locks the game down (the kiosk). Prints the address once
        listening, without the join key: `phones: http://ADDRESS:PORT/`."""
        if not on or self._locked_down():
            if self.phones is not None:
                self.phones.stop()
                self.phones = None
            return None
        if self.phones is None:
            try:
                from game.phones.hub import PhoneHub

                hub = PhoneHub(self, self.phones_port, self.phones_host)
                hub.start()
            except (OSError, ImportError) as error:
                logging.getLogger("nothanks.phones").warning("phones could not start: %s", error)
                self.notify(_("Phones cannot join: {reason}").format(reason=error), 6.0)
                return None
            self.phones = hub
            print(f"phones: {hub.address}", flush=True)  # never the key (a log may keep it)
        return self.phones.address

    # Frame -------------------------------------------------------------------------
    def _take_events(self) -> list[pygame.event.Event]:
        # The one validation: nothing after it (hook, funnel, scenes) sees an event that
        # lacks a field its type needs or holds one out of range (NaN, no pos, 2**40).
        events = [event for event in pygame.event.get() if is_well_formed(event)]
        if self.hook is not None:
            events = self.hook.filter(events)
        return frame_events(events, MAX_EVENTS_PER_FRAME)

    def _dispatch(self, intents: list[IntentEvent]) -> None:
        for intent in intents:
            self.stack.handle(intent)

    def _on_quit_request(self) -> None:
        """Closing the window mid-match asks first (once); the match is saved anyway."""
        top, stack = self.stack.top, self.stack
        in_match = any(scene.match_in_progress for scene in stack.scenes)
        if in_match and top is not None and top.name != "confirm_quit":
            asking = stack.screens.quit_asked() if stack.screens is not None else None
            if asking is not None:
                asked = stack.push(asking)
                # Whoever closed the window answers: not only the owner of a pause below.
                asked.owned, asked.owner = False, None
                return
        self.running = False

    def _handle_event(self, event: pygame.event.Event) -> None:
        etype = event.type  # well formed: `_take_events` validated it
        if etype == pygame.QUIT:
            self._on_quit_request()
            return
        if etype == pygame.VIDEORESIZE:
            self._on_window_resized((event.w, event.h))
            return
        if etype == pygame.WINDOWSIZECHANGED:
            self._on_window_resized((event.x, event.y))
            return
        if etype == pygame.WINDOWMOVED:
            self._on_window_moved()
        if etype == pygame.WINDOWFOCUSLOST:
            self._dispatch(self.input.release_all())
            return
        self.input.note(event)  # prompts follow the device used last, bound or not
        key = getattr(event, "key", None)
        if etype == pygame.KEYDOWN and (
            key == pygame.K_F11
            or (key == pygame.K_RETURN and getattr(event, "mod", 0) & pygame.KMOD_ALT)
        ):
            self.toggle_fullscreen()
            return
        top = self.stack.top
        if top is not None and top.handle_raw(event):
            return
        self._dispatch(self.input.translate(event))
        self._pads_changed()

    def _pads_changed(self) -> None:
        """Tell every scene of pads plugged in and unplugged: the table may lie under the
        round results or pause. The scene that owns the seats (the table's match, or the
        setup's seat list in the lobby) says which seat the pad held or has back."""
        while self.input.removed_pads:
            pad = self.input.removed_pads.pop(0)
            # Its screens go with it (its name keyboard, its pause): before the seat's
            # owner hears of it, so a panel asking about the seat opens over the table.
            self.stack.close_owned_by(pad.instance_id)
            held = [scene.on_pad_removed(pad) for scene in list(self.stack.scenes)]
            seat = next((s for s in held if s is not None), None)
            # Only a seat's pad is waited for; any other pad is simply gone.
            if seat is not None and pad.phone:
                text = _("{pad} lost its connection (seat {seat}): the seat waits for it")
                self.notify(text.format(pad=pad.label, seat=seat + 1))
            elif seat is not None and not any(s.waits_for_pads() for s in self.stack.scenes):
                # The lobby frees the seat at once: nothing to plug back in for.
                text = _("{pad} disconnected: seat {seat} is free")
                self.notify(text.format(pad=pad.name, seat=seat + 1))
            elif seat is not None:
                text = _("{pad} disconnected (seat {seat}) — plug it back in to continue")
                self.notify(text.format(pad=pad.name, seat=seat + 1))
            else:
                self.notify(_("{pad} disconnected").format(pad=pad.name))
        while self.input.added_pads:
            pad = self.input.added_pads.pop(0)
            back = [scene.on_pad_added(pad) for scene in list(self.stack.scenes)]
            seat = next((s for s in back if s is not None), None)
            if seat is not None:
                text = _("{pad} connected — back in seat {seat}")
                text = text.format(pad=pad.label if pad.phone else pad.name, seat=seat + 1)
            elif pad.phone:  # it picks its seat on its own screen
                text = _("{pad} connected").format(pad=pad.label)
            elif any(scene.waits_for_pads() for scene in self.stack.scenes):
                # Named as this pad's own family calls it ("Cross" on a DualSense), as the
                # panel beside the toast draws it.
                confirm = glyphs.name_of(
                    self.input.prompt_label(Intent.CONFIRM, Device.GAMEPAD), pad.family
                )
                text = _("{pad} connected — press {button} on it to say which seat is yours")
                text = text.format(pad=pad.name, button=confirm)
            else:
                text = _("{pad} connected").format(pad=pad.name)
            self.notify(text)

    def step(self, dt: float) -> None:
        """One frame: read the event queue once, update, draw, present. An exception is
        logged and shown by the crash guard instead of ending the game."""
        self.guard.run(lambda: self._frame(dt))

    def _name_window(self) -> None:
        """The window's title in the language in use ("Non Merci" in French), as the
        title screen says it; set again only when the language changed."""
        title = pgettext("game title", "No Thanks!")
        if title != self._caption:
            pygame.display.set_caption(title)
            self._caption = title

    def _frame(self, dt: float) -> None:
        self._name_window()
        for event in self._take_events():
            # Guarded one by one: an event that fails must not lose the events after it
            # (a key release lost would leave the key held).
            self.guard.run(partial(self._handle_event, event))
            if not self.running:
                return
        if self.phones is not None:
            self.phones.pump()  # what the phones sent: never waits (game.phones.hub)
            self._pads_changed()
        self._dispatch(self.input.update(dt))
        self.stack.update(dt)
        self.music.want(self.stack.music())
        self.music.update()
        for text in notices.drain():
            self.notify(text, 6.0)
        self.toasts.update(dt)
        if self.stack.top is None:
            self.running = False
            return
        self.draw()
        if self.frame:
            self.first_time.step()
        self.frame += 1

    @property
    def look(self) -> Look:
        """How frames are drawn (`game.draw.look`): derived here, from the settings, the
        canvas's size, the pads and the pad used last, and made anew only when one of
        those changed (the settings are changed in place by the screens that offer them)."""
        settings = self.settings
        # TV text's floor is a share of the screen's short side: on a portrait screen a
        # share of its height made every text a third wider than the screen (a special's
        # text wrapped to 499x8100 pixels at 2160x3840).
        short = min(self.canvas.get_size())
        made_of = (
            settings.text_size,
            self.tv_text(),
            short,
            settings.card_palette,
            settings.high_contrast,
            settings.reduced_motion,
            self.input.family,
        )
        if made_of != self._look_made_of:
            if settings.text_size == "larger":
                floor = theme.larger_text_floor(short)
            else:
                floor = theme.tv_text_floor(short) if self.tv_text() else 0
            self._look = Look(
                floor,
                settings.card_palette,
                settings.high_contrast,
                settings.reduced_motion,
                self.input.family,
            )
            self._look_made_of = made_of
        return self._look

    def draw(self) -> None:
        look = self.look
        dirty = self._draw_recorded(look) if self._recordable() else None
        if dirty is None:  # drawn straight on the canvas: all of it is new
            self.compositor.invalidate()
            self.stack.draw(self.canvas)
            self.toasts.draw(self.canvas, self.toast_avoid(), look=look)
            dirty = [self.canvas.get_rect()]
        if self.hook is not None and self.hook.draws_now():
            # The hook draws straight on the canvas (the kiosk's touch feedback): repaint
            # it all next frame.
            self.hook.draw(self.canvas)
            self.compositor.invalidate()
            dirty = [self.canvas.get_rect()]
        self._present(dirty)

    def toast_avoid(self) -> list[pygame.Rect]:
        """What the screen on top declares its players press: notices keep off it."""
        top = self.stack.top
        return top.interactive_rects() if top is not None else []

    def _recordable(self) -> bool:
        visible = self.stack.visible()
        return self.compose_enabled and bool(visible) and all(s.recordable for s in visible)

    def _draw_recorded(self, look: Look) -> list[pygame.Rect] | None:
        """Record the frame and paint only what changed; None if recording failed (a
        scene used the canvas in a way the recorder does not offer: drawn directly from
        then on, and logged)."""
        recorder = compose.Recorder(self.canvas.get_size())
        try:
            self.stack.draw(recorder)  # type: ignore[arg-type]
            self.toasts.draw(recorder, self.toast_avoid(), look=look)  # type: ignore[arg-type]
        except (TypeError, AttributeError):
            # What a pygame function handed the recorder raises (or a Surface method the
            # recorder lacks): a bug in the scene's drawing, so draw plainly from now on.
            # Any other error, or the same one again, reaches the crash guard as before.
            draw_log.exception("recorded drawing failed; drawing every frame in full")
            self.compose_enabled = False
            return None
        world = (self.canvas.get_size(), look)
        return self.compositor.present(self.canvas, recorder, world)

    def _present(self, dirty: list[pygame.Rect]) -> None:
        """Show the canvas's changed rectangles in the window."""
        if not dirty:
            return
        if self.canvas is self.window:
            if len(dirty) == 1 and dirty[0] == self.canvas.get_rect():
                pygame.display.flip()
            else:
                pygame.display.update(dirty)
            return
        box = self._letterbox
        k = self._upscale
        if k > 1:
            # Each changed rectangle scaled by the whole factor lands exactly where the
            # whole canvas scaled would put it: no seams, and only changes are copied.
            shown = []
            for area in dirty:
                big = pygame.transform.scale(self.canvas.subsurface(area), (area.w * k, area.h * k))
                shown.append(self.window.blit(big, (area.x * k, area.y * k)))
            pygame.display.update(shown)
            return
        self.window.fill((0, 0, 0))
        if box.w >= 1 and box.h >= 1:
            self.window.blit(pygame.transform.smoothscale(self.canvas, box.size), box)
        pygame.display.flip()

    def run_loop(self) -> None:
        clock = pygame.time.Clock()
        due = time.perf_counter()
        while self.running:
            phones = self.phones
            if phones is not None:
                # Until the next frame is due, or a phone's message arrives: the frame
                # that reads it starts at once instead of up to a frame later.
                phones.wait(due - time.perf_counter())
                ticked = clock.tick()
            else:
                ticked = clock.tick(FPS)
            due = time.perf_counter() + 1 / FPS
            # Clamp dt so a stall (window drag, debugger) does not jump animations.
            dt = min(ticked / 1000.0, 0.1)
            self.step(dt)
            lock = self.instance_lock
            if lock is not None and self.frame % FPS == 0 and lock.raise_requested():
                self.bring_forward()  # a second copy was started: it exits, we show up

    def shutdown(self) -> None:
        try:
            self.set_phones(False)
            self.saves.flush()
            self.save_settings()
        finally:
            # Whatever else failed: no worker process outlives the game (a stopped one
            # once kept the game from ever exiting).
            botworker.shutdown()
            self.music.stop()
            self.audio.close()
            pygame.quit()


# Drivers that show nothing: SDL falls back to them when no display answers.
INVISIBLE_DRIVERS = frozenset({"offscreen", "dummy"})


def headless_fallback_reason() -> str | None:
    """A display was named (DISPLAY=...) but none answered, and SDL quietly chose a driver
    that shows nothing. Only when nobody asked for such a driver on purpose."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    try:
        # SDL tries Wayland first, whose library prints "XDG_RUNTIME_DIR is invalid" to
        # the C stderr: only the one line below is for the player.
        with audio.quiet_native_stderr():
            pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as error:
        return f"Cannot open a window: {error}"
    if driver in INVISIBLE_DRIVERS:
        pygame.display.quit()
        shown = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "none"
        return f"No display answered (display {shown!r}); the game cannot open a window here."
    return None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog(), description="Play No Thanks!")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start in full screen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--size", type=parse_size, help="window size, e.g. 1280x720")
    parser.add_argument(
        "--settings", type=settings_file, help="settings file (default: user config)"
    )
    parser.add_argument(
        "--phones",
        action="store_true",
        help="let phones join as private controllers (never in kiosk mode)",
    )
    parser.add_argument(
        "--phones-port", type=port, default=8765, help="the phones' web port (default 8765)"
    )
    return parser


def run(
    screens: AppScreens,
    argv: list[str] | None = None,
    hook: FrameHook | None = None,
    dirs: files.AppDirs | None = None,
    on_first_frame: Callable[[App], bool] | None = None,
) -> int:
    """Open the window and play, starting from the home screen of `screens`.
    `on_first_frame(app)`, if given, runs before the loop; True ends the run there (the
    startup benchmark draws one frame and stops: nothanks/startup.py).
    Returns 0, or 128 + the signal's number when SIGTERM or SIGINT ended it (after the
    same clean shutdown), as a process killed by it would: the kiosk's supervisor tells
    the operator's "Exit to desktop" from a signal by this."""
    args = build_parser().parse_args(argv)
    fullscreen = True if args.fullscreen else False if args.windowed else None
    # One copy per user (per data folder): two would both write the same saves.
    lock = InstanceLock((dirs or files.AppDirs.for_settings(args.settings)).data)
    if not lock.acquire():
        lock.request_raise()
        holder = lock.holder()
        print(
            f"No Thanks! is already running{f' (process {holder})' if holder else ''}: "
            "its window is brought forward."
        )
        return 0
    # Before the display check below opens SDL's video once: pygame then names the X11
    # class after the script (`__main__.py` under `python -m game`), and SDL keeps it.
    desktop.prepare_window()
    reason = no_display_reason() or headless_fallback_reason()
    if reason is not None:
        print(reason, file=sys.stderr)
        lock.release()
        return 1
    # SIGTERM (logout, a service manager) or SIGINT (Ctrl+C) ends the loop so shutdown
    # writes the last save. Caught from before pygame starts, so SDL does not turn them
    # into a QUIT event (which a kiosk ignores).
    ended_by: list[int] = []
    running: list[App] = []

    def stop(signum: int, _frame: object) -> None:
        ended_by.append(signum)
        for app in running:
            app.quit()

    for signum in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(ValueError, AttributeError, OSError):
            signal.signal(signum, stop)
    try:
        app = App(
            size=args.size,
            settings_path=args.settings,
            fullscreen=fullscreen,
            screens=screens,
            open_home=True,
            hook=hook,
            dirs=dirs,
        )
    except pygame.error as error:
        print(f"Cannot open a window: {error}", file=sys.stderr)
        lock.release()
        return 1
    app.instance_lock = lock
    app.phones_port = args.phones_port
    if args.phones or app.settings.phones:
        app.set_phones(True)
    running.append(app)
    try:
        if not ended_by and not (on_first_frame is not None and on_first_frame(app)):
            app.run_loop()
    finally:
        app.shutdown()
        lock.release()
    return 128 + ended_by[0] if ended_by else 0
