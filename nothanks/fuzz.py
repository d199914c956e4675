"""`python -m game fuzz [--malformed] [--kiosk] --events N --seed S [--json]`: random
input through every scene.

Random events of every kind go through the real pygame queue and `App.step`: keys (bound
and not), mouse buttons, wheel and motion, touches and swipes, gamepads added and removed
with unknown ids, buttons and sticks, window resizes to odd sizes, focus loss, quit
requests, and malformed events (missing fields, NaN, absurd ids). Every so often the
harness itself opens a scene by name (every desktop screen of the shot table,
scenes.flow.SHOTS: menu, setup, a table of bots and humans, pause, match results, the
review, how-to, settings; and round results, the quit question, Continue) so every scene
is fuzzed however the random walk goes. Each frame, every table on the stack is checked against the
engine's invariants: the 33 cards each in one place, counters conserved, the view equal
to the engine once caught up, and (every 200 frames) a replay of the record giving the
same state.

Modes (issue 44):
- `--malformed`: most events are malformed (`MalformedMaker`): every event type the
  game reads, with fields missing, of the wrong type (None, text, objects, lists), NaN,
  infinite or huge (1e300, 2**70), unknown codes (keys, buttons, axes, event types
  nobody registered), and floods of thousands of events in one frame; valid events
  between them keep the walk moving through the scenes.
- `--kiosk`: the same input (valid and malformed) at a kiosk App (the lockdown filter,
  the attract loop, guests' tables, initials, the operator screens), on a clock the
  harness moves; the harness opens the kiosk's screens of the shot table now and then.

It prints events, frames, exceptions that escaped `App.step` (the crash guard gave up),
errors the crash guard caught, invariant failures and events per second; `--json`
prints one object with keys `events`, `frames`, `exceptions` (escaped + caught),
`escaped`, `caught`, `invariant_failures`, `events_per_second`, `scenes`, `mode`. The
exit status is 1 if any of them is not 0.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.args import prog, seed, up_to
from scenes.flow import shot_names
from scenes.screens import screens

if TYPE_CHECKING:
    import pygame

    from game.app.main import App

MAX_EVENTS_PER_STEP = 40
SCENE_JUMP_EVERY = 80  # frames, on average, between scenes opened by the harness
REPLAY_CHECK_EVERY = 200  # frames
ODD_SIZES = [(1, 1), (799, 449), (800, 450), (801, 451), (3000, 200), (200, 3000), (1366, 768)]


def headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def make_app(folder: Path, size: tuple[int, int] = (1280, 720)) -> App:
    """A headless App on the title menu, its files in `folder` (never the real home)."""
    from game.app.main import App
    from scenes.flow import desktop

    app = App(
        size=size,
        settings_path=folder / "settings.json",
        fullscreen=False,
        screens=desktop(),
        open_home=True,
    )
    # Phones switched on by random presses (Settings, the lobby) listen on the loopback
    # address and any free port: the fuzz never opens a server the network can reach.
    app.phones_host, app.phones_port = "127.0.0.1", 0
    return app


class EventMaker:
    """Random pygame events of every kind, from one seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        import pygame

        self.rng = rng
        self.pg = pygame
        bound = [
            pygame.K_UP,
            pygame.K_DOWN,
            pygame.K_LEFT,
            pygame.K_RIGHT,
            pygame.K_RETURN,
            pygame.K_SPACE,
            pygame.K_ESCAPE,
            pygame.K_BACKSPACE,
            pygame.K_t,
            pygame.K_p,
            pygame.K_n,
            pygame.K_TAB,
            pygame.K_h,
        ]
        # Common keys weigh more, so the walk gets somewhere; F11 and Alt+Enter are rare.
        self.keys = bound * 6 + [pygame.K_a, pygame.K_z, pygame.K_F1, pygame.K_F11, 0, 2**20]
        self.pads: list[int] = []
        self.fingers: set[int] = set()

    def make(self, size: tuple[int, int]) -> list[pygame.event.Event]:
        pg, rng = self.pg, self.rng
        Event = pg.event.Event
        w, h = size
        kind = rng.random()
        if kind < 0.30:
            key = rng.choice(self.keys)
            mod = pg.KMOD_ALT if rng.random() < 0.01 else 0
            down = Event(pg.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
            up = Event(pg.KEYUP, key=key, mod=0, unicode="", scancode=0)
            return [down, up] if rng.random() < 0.8 else [down]
        if kind < 0.48:
            pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
            button = rng.choice((1, 1, 1, 2, 3, 4, 5))
            touch = rng.random() < 0.05
            return [
                Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=touch),
                Event(pg.MOUSEBUTTONDOWN, button=button, pos=pos, touch=touch),
                Event(pg.MOUSEBUTTONUP, button=button, pos=pos, touch=touch),
            ]
        if kind < 0.52:
            return [Event(pg.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 2)), touch=False)]
        if kind < 0.64:
            return self._touch(rng)
        if kind < 0.80:
            return self._pad(rng)
        if kind < 0.83:
            size_w, size_h = rng.choice(ODD_SIZES)
            return [Event(pg.VIDEORESIZE, w=size_w, h=size_h, size=(size_w, size_h))]
        if kind < 0.86:
            return [Event(pg.WINDOWFOCUSLOST), Event(pg.WINDOWFOCUSGAINED)]
        if kind < 0.862:
            return [Event(pg.QUIT)]
        return [self._malformed(rng)]

    def _touch(self, rng: random.Random) -> list[pygame.event.Event]:
        pg = self.pg
        finger = rng.randrange(3)
        x0, y0 = rng.random(), rng.random()
        x1 = min(1.0, max(0.0, x0 + rng.choice((0.0, 0.01, -0.3, 0.3, 0.6))))
        fields = {"touch_id": 1, "dx": 0.0, "dy": 0.0}
        out = [pg.event.Event(pg.FINGERDOWN, finger_id=finger, x=x0, y=y0, **fields)]
        for t in (0.3, 0.6):
            x = x0 + (x1 - x0) * t
            out.append(pg.event.Event(pg.FINGERMOTION, finger_id=finger, x=x, y=y0, **fields))
        if rng.random() < 0.9:
            out.append(pg.event.Event(pg.FINGERUP, finger_id=finger, x=x1, y=y0, **fields))
        return out

    def _pad(self, rng: random.Random) -> list[pygame.event.Event]:
        pg = self.pg
        Event = pg.event.Event
        roll = rng.random()
        if roll < 0.05 or not self.pads:
            # SDL would give a device index; nothing is plugged in, so opening fails.
            iid = rng.randrange(100, 2**31 - 1)
            self.pads.append(iid)
            return [Event(pg.CONTROLLERDEVICEADDED, device_index=rng.randrange(0, 8))]
        iid = rng.choice(self.pads)
        if roll < 0.08:
            self.pads.remove(iid)
            return [Event(pg.CONTROLLERDEVICEREMOVED, instance_id=iid)]
        if roll < 0.6:
            button = rng.randrange(0, 21)
            down = Event(pg.CONTROLLERBUTTONDOWN, instance_id=iid, button=button)
            up = Event(pg.CONTROLLERBUTTONUP, instance_id=iid, button=button)
            return [down, up] if rng.random() < 0.85 else [down]
        axis = rng.randrange(0, 6)
        values = [rng.choice((-32768, -20000, 0, 5000, 25000, 32767)) for _ in range(3)]
        return [Event(pg.CONTROLLERAXISMOTION, instance_id=iid, axis=axis, value=v) for v in values]

    def _malformed(self, rng: random.Random) -> pygame.event.Event:
        pg = self.pg
        Event = pg.event.Event
        nan = float("nan")
        choices = [
            lambda: Event(pg.MOUSEBUTTONDOWN, button=1),
            lambda: Event(pg.MOUSEBUTTONUP, button=1, pos=(nan, 1)),
            lambda: Event(pg.FINGERDOWN, touch_id=1, finger_id=0, x=nan, y=0.5),
            lambda: Event(pg.FINGERUP, touch_id=1, finger_id=0, x=math.inf, y=0.5),
            lambda: Event(pg.CONTROLLERDEVICEADDED, device_index=2**40),
            lambda: Event(pg.CONTROLLERDEVICEREMOVED, instance_id=-(2**40)),
            lambda: Event(pg.CONTROLLERAXISMOTION, instance_id=0, axis=1, value=nan),
            lambda: Event(pg.CONTROLLERBUTTONDOWN, instance_id="pad", button=0),
            lambda: Event(pg.KEYDOWN, key=None),
            lambda: Event(pg.MOUSEWHEEL, x=0, y=nan),
            lambda: Event(pg.VIDEORESIZE, w=2**40, h=-1),
            lambda: Event(pg.WINDOWSIZECHANGED, x=None, y=3),
            lambda: Event(pg.USEREVENT, whatever=object()),
        ]
        event: pygame.event.Event = rng.choice(choices)()
        return event


# Hostile values for a field: missing (None here means "leave the field out"), wrong
# types, non-finite, huge, negative, unknown codes.
_NO_FIELD = object()
_HOSTILE_VALUES: tuple[object, ...] = (
    _NO_FIELD,
    None,
    float("nan"),
    float("inf"),
    float("-inf"),
    1e300,
    -1e300,
    2**70,
    -(2**70),
    2**31,
    -1,
    0,
    "1",
    b"\xff",
    "\ud800",
    object(),
    [],
    (1,),
    (1, 2, 3),
    (float("nan"), 0),
    (2**70, 5),
    ("x", "y"),
    True,
)


class MalformedMaker:
    """Malformed events of every type the game reads (`python -m game fuzz --malformed`):
    a real event's fields, each left out or replaced by a hostile value at random; unknown
    codes and event types; and now and then a flood."""

    FLOOD = 3000

    def __init__(self, rng: random.Random, valid: EventMaker) -> None:
        import pygame as pg

        self.rng = rng
        self.valid = valid
        self.pg = pg
        # Each type with the fields SDL gives it.
        self.shapes: dict[int, tuple[str, ...]] = {
            pg.KEYDOWN: ("key", "mod", "unicode", "scancode"),
            pg.KEYUP: ("key", "mod", "unicode", "scancode"),
            pg.TEXTINPUT: ("text",),
            pg.TEXTEDITING: ("text", "start", "length"),
            pg.MOUSEMOTION: ("pos", "rel", "buttons", "touch"),
            pg.MOUSEBUTTONDOWN: ("pos", "button", "touch"),
            pg.MOUSEBUTTONUP: ("pos", "button", "touch"),
            pg.MOUSEWHEEL: ("x", "y", "flipped", "precise_x", "precise_y", "touch"),
            pg.FINGERDOWN: ("touch_id", "finger_id", "x", "y", "dx", "dy"),
            pg.FINGERUP: ("touch_id", "finger_id", "x", "y", "dx", "dy"),
            pg.FINGERMOTION: ("touch_id", "finger_id", "x", "y", "dx", "dy"),
            pg.CONTROLLERDEVICEADDED: ("device_index", "guid"),
            pg.CONTROLLERDEVICEREMOVED: ("instance_id",),
            pg.CONTROLLERDEVICEREMAPPED: ("instance_id",),
            pg.CONTROLLERBUTTONDOWN: ("instance_id", "button"),
            pg.CONTROLLERBUTTONUP: ("instance_id", "button"),
            pg.CONTROLLERAXISMOTION: ("instance_id", "axis", "value"),
            pg.JOYDEVICEADDED: ("device_index", "guid"),
            pg.JOYDEVICEREMOVED: ("instance_id",),
            pg.JOYBUTTONDOWN: ("instance_id", "joy", "button"),
            pg.JOYHATMOTION: ("instance_id", "joy", "hat", "value"),
            pg.VIDEORESIZE: ("w", "h", "size"),
            pg.WINDOWSIZECHANGED: ("x", "y", "window"),
            pg.WINDOWRESIZED: ("x", "y", "window"),
            pg.WINDOWFOCUSLOST: ("window",),
            pg.WINDOWMINIMIZED: ("window",),
            pg.WINDOWHIDDEN: ("window",),
            pg.MULTIGESTURE: ("touch_id", "x", "y", "pinched", "rotated", "num_fingers"),
            pg.USEREVENT: ("code",),
        }
        self.types = list(self.shapes)

    def make(self, size: tuple[int, int]) -> list[pygame.event.Event]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.35:
            return self.valid.make(size)  # keeps the walk moving through the scenes
        if roll < 0.3505:  # a flood: thousands of presses and moves in one frame
            return [self.one() for _ in range(self.FLOOD)]
        if roll < 0.40:  # an event type nobody registered
            etype = rng.choice((rng.randrange(0x8000, 0xFFFF), rng.randrange(1, 0x8000)))
            return [self.pg.event.Event(etype, **self._fields(("key", "pos", "x", "y")))]
        return [self.one()]

    def one(self) -> pygame.event.Event:
        etype = self.rng.choice(self.types)
        return self.pg.event.Event(etype, **self._fields(self.shapes[etype]))

    def _fields(self, names: tuple[str, ...]) -> dict[str, Any]:
        rng = self.rng
        out: dict[str, Any] = {}
        for name in names:
            if rng.random() < 0.5:
                out[name] = self._plausible(name)  # some fields right, so deeper code runs
                continue
            value = rng.choice(_HOSTILE_VALUES)
            if value is not _NO_FIELD:
                out[name] = value
        return out

    def _plausible(self, name: str) -> object:
        rng = self.rng
        if name == "pos":
            return (rng.randrange(-50, 2000), rng.randrange(-50, 1200))
        if name in ("x", "y", "dx", "dy", "value"):
            return rng.random()
        if name == "key":
            return rng.choice([*self.valid.keys, rng.randrange(0, 2**31)])
        if name in ("button", "axis", "finger_id", "touch_id", "instance_id", "hat"):
            return rng.randrange(0, 30)
        if name in ("unicode", "text"):
            return rng.choice(("a", "", " ", "é", "\x1b", "xyz"))
        if name in ("w", "h"):
            return rng.randrange(0, 5000)
        return 0


class KioskJumps:
    """The kiosk's screens opened from the shot table now and then (`--kiosk`)."""

    def __init__(self, clock: Any) -> None:
        self.clock = clock

    def __call__(self, app: App, rng: random.Random) -> None:
        from scenes.flow import open_shot, shot_names
        from scenes.shots import ShotPlan

        for scene in list(app.stack.scenes):
            scene.exit()
        app.stack.scenes.clear()
        name = rng.choice(shot_names(kiosk=True))
        open_shot(app, name, ShotPlan(seed=rng.randrange(1 << 20)))


def _table_setup(rng: random.Random) -> Any:
    from game.match.setup import HUMAN, MatchSetup, SeatSpec

    players = rng.randint(3, 7)
    kinds = [rng.choice((HUMAN, "normal", "easy", "random")) for _ in range(players)]
    setup = MatchSetup(seats=[SeatSpec(kind) for kind in kinds], persona_seed=rng.randrange(99))
    setup.choose(rounds=rng.choice((1, 1, 2)))
    setup.choose(tactical=rng.random() < 0.3)
    setup.choose(open_counters=rng.random() < 0.3)
    return setup


# What the harness opens: every desktop screen of the shot table (scenes.flow.SHOTS), so
# a new screen is fuzzed once it is in the table; again the table and the results, where
# most of the play is; and what no picture shows: a round's results, the quit question
# and Continue.
JUMPS = (
    *shot_names(kiosk=False),
    *("table", "results", "round_results", "round_results", "confirm_quit", "continue"),
)
# The screens the harness opens in its own way: random seats and options, part-played
# games, a menu beneath. Any other goes through the shot table on top of the menu.
OWN_JUMPS = frozenset(
    {"menu", "setup", "table", "pause", "results", "round_results", "howto", "settings"}
    | {"confirm_quit", "continue"}
)
# After the harness opens a scene, a few frames get only a couple of events each, so the
# scene is used for a while before a random Enter or Esc leaves it.
GENTLE_FRAMES = 8


def jump(app: App, rng: random.Random) -> None:
    """Open a screen (a name of the fuzz's table), the way the game would reach it."""
    from game.bots import make_bot
    from game.rules import Game
    from game.rules.events import RoundEnded
    from scenes.flow import open_shot
    from scenes.shots import ShotPlan

    stack = app.stack
    choice = rng.choice(JUMPS)
    if choice in ("menu", "setup"):
        stack.clear_to(screens(stack).menu())
        if choice == "setup":
            stack.push(screens(stack).setup())
        return
    if choice == "continue":
        stack.clear_to(screens(stack).menu())
        from scenes import resume

        resume.continue_match(app, stack)
        return
    if choice == "howto":
        stack.push(screens(stack).howto())
        return
    if choice == "settings":
        stack.push(screens(stack).settings())
        return
    if choice not in OWN_JUMPS:
        stack.clear_to(screens(stack).menu())
        # Judged by the worker, as a player's review is: judging here would hold frames.
        seed, players, expansion = rng.randrange(1 << 30), rng.randint(3, 7), rng.random() < 0.3
        open_shot(app, choice, ShotPlan(seed=seed, players=players, expansion=expansion))
        return
    setup = _table_setup(rng)
    game = None
    if choice in ("round_results", "results") or rng.random() < 0.3:
        # A match part played (or played out) by the engine: results need one.
        game = Game.new(setup.config(), rng.randrange(1 << 30))
        bot = make_bot("random", rng.randrange(99))
        stop = rng.randrange(0, 120) if choice == "table" else None
        events: list[Any] = []
        while not game.is_over and (stop is None or len(game.record.actions) < stop):
            seat = game.current_seat
            assert seat is not None
            events = game.apply(seat, bot.decide(game.observation(seat)))
            if choice == "round_results" and any(isinstance(e, RoundEnded) for e in events):
                break
    stack.clear_to(screens(stack).menu())
    table = stack.push(screens(stack).table(setup, rng.randrange(1 << 30), game=game))
    match = table.match
    assert match is not None
    if choice == "pause":
        stack.push(screens(stack).pause())
    elif choice == "confirm_quit":
        stack.push(screens(stack).confirm_quit(rng.choice(("quit", "menu"))))
    elif choice == "round_results" and game is not None:
        ended = game.round_results
        if ended:
            last = ended[-1]
            totals = tuple(sum(r.scores[i] for r in ended) for i in range(len(last.scores)))
            event = RoundEnded(last.round, last.breakdowns, last.scores, totals, last.winners)
            stack.push(screens(stack).round_results(match, event))
    elif choice == "results" and game is not None and game.is_over:
        stack.replace(screens(stack).match_results(match))


def check_invariants(app: App, frame: int) -> list[str]:
    """What is wrong with any table on the stack (empty if nothing)."""
    from game.rules import Game
    from game.rules.cards import green_cards, number_cards, pink_cards
    from scenes.table import TableScene

    problems: list[str] = []
    for scene in app.stack.scenes:
        if not isinstance(scene, TableScene):
            continue
        game = scene.game
        obs = game.observation(None)
        total = game.config.players * game.config.start_counters
        if sum(obs.counters) + obs.pot != total or min(obs.counters) < 0 or obs.pot < 0:
            problems.append(f"counters not conserved: {obs.counters} + {obs.pot} != {total}")
        # 33 number cards, and the expansion's 22 special ones (kiosk games may use it).
        cards = len(number_cards()) + (
            len(green_cards()) + len(pink_cards()) if game.config.expansion else 0
        )
        deal = game.record.deal
        if deal is not None and game.round == 1:  # a scripted first round (the tutorial)
            cards = len(deal.deck) + len(deal.set_aside) + len(deal.box)
        if not game.is_over and len(game.card_locations()) != cards:
            problems.append(f"{len(game.card_locations())} cards located, not {cards}")
        if scene.animator.idle and not scene.finished and not scene.view_matches_engine():
            problems.append("the view differs from the engine while caught up")
        replay_due = frame % REPLAY_CHECK_EVERY == 0
        if replay_due and Game.replay(game.record).state_digest() != game.state_digest():
            problems.append("replaying the record gives another state")
    return problems


def make_kiosk_app(folder: Path, size: tuple[int, int] = (1280, 720)) -> tuple[App, Any]:
    """A headless kiosk App on the attract loop, on a clock the harness moves."""
    from game.kiosk.idle import ManualClock
    from nothanks.kiosk_launch import headless_app

    clock = ManualClock()
    return headless_app(folder, size, now=clock), clock


def run_fuzz(
    events: int, seed: int, folder: Path, malformed: bool = False, kiosk: bool = False
) -> dict[str, Any]:
    import pygame

    rng = random.Random(seed)
    clock: Any = None
    if kiosk:
        app, clock = make_kiosk_app(folder)
        jumper: Callable[[App, random.Random], None] = KioskJumps(clock)
    else:
        app = make_app(folder)
        jumper = jump
    app.settings.animation_speed = "4x"
    valid = EventMaker(rng)
    maker: EventMaker | MalformedMaker = MalformedMaker(rng, valid) if malformed else valid
    scenes: Counter[str] = Counter()
    sent = frames = restarts = 0
    invariant_failures: list[str] = []
    escaped = 0
    started = time.perf_counter()
    gentle = 0
    while sent < events:
        if rng.random() < 1 / SCENE_JUMP_EVERY:
            gentle = GENTLE_FRAMES
            try:
                jumper(app, rng)
            except Exception as exc:  # a scene that cannot even be opened is a finding
                escaped += 1
                app.guard.run(partial(_raise, exc))
        batch: list[pygame.event.Event] = []
        gentle = max(0, gentle - 1)
        for _ in range(rng.randint(1, 2 if gentle else MAX_EVENTS_PER_STEP)):
            batch += maker.make(app.window.get_size())
        for event in batch:
            # pygame itself may refuse one (a full queue): it never reaches the game then.
            with contextlib.suppress(pygame.error, TypeError, ValueError, OverflowError):
                pygame.event.post(event)
        sent += len(batch)
        if clock is not None:
            clock.advance(1 / 60)
        try:
            app.step(1 / 60)
        except Exception:  # the guard gave up: counted, and the run goes on from home
            escaped += 1
            app.stack.scenes.clear()
        frames += 1
        top = app.stack.top
        scenes[top.name if top is not None else "none"] += 1
        if not app.running or top is None:
            restarts += 1  # quit (asked twice, or from the menu): start again at home
            app.running = True
            home = app.stack.screens
            assert home is not None
            app.stack.clear_to(home.home())
        for problem in check_invariants(app, frames):
            if len(invariant_failures) < 20:
                invariant_failures.append(f"frame {frames}: {problem}")
            else:
                invariant_failures.append(problem)
    seconds = time.perf_counter() - started
    for scene in list(app.stack.scenes):
        scene.exit()
    pygame.event.clear()
    mode = "+".join(name for name, on in (("malformed", malformed), ("kiosk", kiosk)) if on)
    return {
        "mode": mode or "random",
        "events": sent,
        "frames": frames,
        "exceptions": app.guard.errors + escaped,
        "escaped": escaped,
        "caught": app.guard.errors,
        "invariant_failures": len(invariant_failures),
        "invariant_examples": invariant_failures[:20],
        "events_per_second": round(sent / seconds, 1) if seconds > 0 else 0.0,
        "seconds": round(seconds, 1),
        "restarts": restarts,
        "scenes": dict(sorted(scenes.items())),
        "seed": seed,
    }


def _raise(exc: Exception) -> None:
    raise exc


def format_report(result: dict[str, Any]) -> str:
    lines = [
        f"fuzz ({result['mode']}) seed {result['seed']}: {result['events']} events in "
        f"{result['frames']} frames, {result['seconds']} s "
        f"({result['events_per_second']} events/s)",
        f"exceptions escaping: {result['escaped']}   caught errors: {result['caught']}"
        f"   invariant failures: {result['invariant_failures']}"
        f"   restarts after quit: {result['restarts']}",
        "frames per scene: " + ", ".join(f"{k} {v}" for k, v in result["scenes"].items()),
    ]
    lines += [f"  {example}" for example in result["invariant_examples"]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=prog("fuzz"), description="Random input through every scene."
    )
    parser.add_argument("--events", type=up_to(100_000_000), default=10_000)
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument(
        "--malformed", action="store_true", help="mostly malformed events, and floods"
    )
    parser.add_argument("--kiosk", action="store_true", help="at a kiosk App")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    # What the game prints meanwhile (e.g. "phones: ADDRESS") goes to stderr: with
    # --json, stdout holds one JSON document and nothing else.
    with contextlib.redirect_stdout(sys.stderr):
        result = run_headless(
            lambda folder: run_fuzz(args.events, args.seed, folder, args.malformed, args.kiosk)
        )
    print(json.dumps(result) if args.json else format_report(result))
    return 1 if result["exceptions"] or result["invariant_failures"] else 0


def run_headless(run: Callable[[Path], dict[str, Any]]) -> dict[str, Any]:
    """Run a harness headless, its files in a throw-away folder."""
    headless()
    with tempfile.TemporaryDirectory() as tmp:
        return run(Path(tmp))
