"""`python -m game bench phones`: the phones' speed figures (issue 53, docs/PERFORMANCE.md).

- message → TV: from a phone's message arriving at the server to the frame that applied
  it in the engine and started its animation on the TV (target < 50 ms);
- tap → TV: from a tap in a real browser (the system's Chromium, when installed) to that
  frame, on loopback (target < 150 ms);
- frame CPU: the frame loop's own CPU time per frame (its thread's), p99, with seven
  phones holding the seats against the same table played from the keyboard (target:
  within 10 %).

Headless (SDL's dummy drivers), the frame loop paced at 60 frames a second as the game
runs, the phones on loopback: WebSocket clients on a thread of their own here.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import shutil
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nothanks.headless import _headless, _make_app
from scenes.screens import screens

if TYPE_CHECKING:
    from game.app.main import App
    from scenes.table import TableScene

FPS = 60
SEED = 3  # both tables deal the same deck


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else 0.0


def _paced(app: App, frames: int, each: Any = None, before: Any = None) -> list[float]:
    """Step `frames` frames at 60 a second; the CPU time (this thread's) of each, in ms.
    `before()` (untimed) may return a callable run at the start of the frame's time, where
    a key pressed during the last frame is read; `each()` runs after the frame, untimed."""
    cpu: list[float] = []
    phones = app.phones
    for _ in range(frames):
        # As `App.run_loop`: the next frame is due a frame after this one starts, or at
        # once when a phone's message arrives.
        due = time.perf_counter() + 1 / FPS
        press = before() if before is not None else None
        start = time.thread_time()
        if press is not None:
            press()
        app.step(1 / FPS)
        cpu.append((time.thread_time() - start) * 1000)
        if each is not None:
            each()
        if phones is not None:
            phones.wait(due - time.perf_counter())
        else:
            time.sleep(max(0.0, due - time.perf_counter()))
        if not app.running:
            break
    return cpu


def _lobby(app: App, players: int, humans: int) -> Any:
    app.settings.animation_speed = "2x"
    # The same text size at both tables: left unchosen, TV text turns on wherever pads or
    # phones are in use (App.tv_text), so the phones' table would draw larger text than the
    # keyboard's and the figure would compare two sizes, not phones against none.
    app.settings.tv_text, app.settings.tv_text_chosen = True, True
    app.settings.last_setup = {
        "seats": ["human"] * humans + ["random"] * (players - humans),
        # The names the phones join with (`_Phones`), so both tables draw the same text.
        "names": [f"Phone {seat + 1}" for seat in range(players)],
        "first_player": 0,
    }
    app.stack.push(screens(app.stack).setup())
    app.step(1 / FPS)
    return app.stack.top


def _start(app: App, setup: Any) -> TableScene:
    from scenes.table import TableScene

    # As the setup's Start does, with the same deck at both tables (it draws a seed).
    app.stack.replace(screens(app.stack).table(setup.setup, SEED))
    app.step(1 / FPS)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def _phones_process(port: int, key: str, count: int, stop: Any) -> None:
    _Phones(port, key, count, stop).run()


class _Phones:
    """`count` phones on loopback that join and play whenever their buttons are live. Run
    in a process of their own, as real phones are: clients on a thread of the game's
    process would take turns with the frame loop for the interpreter's lock."""

    def __init__(self, port: int, key: str, count: int, stop: Any) -> None:
        self.port, self.key, self.count, self.stop = port, key, count, stop

    def run(self) -> None:
        asyncio.run(self._all())

    async def _all(self) -> None:
        import aiohttp

        async with aiohttp.ClientSession() as session:
            await asyncio.gather(*(self._one(session, i) for i in range(self.count)))

    async def _one(self, session: Any, index: int) -> None:
        import aiohttp

        url = f"http://127.0.0.1:{self.port}/ws"
        async with session.ws_connect(url) as ws:
            join = {"type": "join", "name": f"Phone {index + 1}", "key": self.key}
            await ws.send_str(json.dumps(join))
            secret, acted, said = None, -1, time.monotonic()
            while not self.stop.is_set():
                if secret is not None and time.monotonic() - said > 4.0:
                    said = time.monotonic()  # as the page in front does (`alive`)
                    await ws.send_str(json.dumps({"type": "alive", "secret": secret}))
                with contextlib.suppress(asyncio.TimeoutError):
                    message = await ws.receive(timeout=0.2)
                    if message.type is not aiohttp.WSMsgType.TEXT:
                        return
                    data = json.loads(message.data)
                    if data["type"] == "welcome":
                        secret = data["secret"]
                    elif (
                        data["type"] == "state"
                        and data.get("live")
                        and data["decision"] != acted
                        and secret is not None
                    ):
                        acted = data["decision"]
                        move = "pass" if "pass" in data["moves"] and acted % 3 else "take"
                        answer = {"type": move, "secret": secret, "decision": acted}
                        await ws.send_str(json.dumps(answer))


def message_figures(frames: int, players: int) -> tuple[list[float], list[float], list[float]]:
    """(message → TV latencies, the part of each spent waiting for the frame loop to read
    it, frame CPU), in ms, with `players` phones at the table."""
    with tempfile.TemporaryDirectory() as folder:
        app = _make_app((1280, 720), "2x", Path(folder))
        app.phones_port, app.phones_host = 0, "127.0.0.1"  # loopback only
        app.set_phones(True)
        hub: Any = app.phones
        spawn = multiprocessing.get_context("spawn")
        stop = spawn.Event()
        phones = spawn.Process(
            target=_phones_process,
            args=(hub.server.port, hub.server.key, players, stop),
            daemon=True,
        )
        setup = _lobby(app, players, 0)
        phones.start()
        deadline = time.monotonic() + 20
        while sum(s.pad is not None for s in setup.setup.seats) < players:
            app.step(1 / FPS)
            time.sleep(0.005)
            if time.monotonic() > deadline:
                phones.kill()
                raise SystemExit("the phones did not join")
        # The joins' toasts fade first: the keyboard's table has none to draw.
        for _ in range(FPS * 7):
            app.step(1 / FPS)
        table = _start(app, setup)
        latencies: list[float] = []
        waits: list[float] = []  # arrival → read by the frame loop (the rest: the frame)
        seen = [table.match.decisions]

        def each() -> None:
            # Right after the frame that applied it: engine, animation queued, drawn.
            if table.match.decisions != seen[0] and hub.last_arrival:
                latencies.append((time.perf_counter() - hub.last_arrival) * 1000)
                waits.append((hub.last_applied - hub.last_arrival) * 1000)
            seen[0] = table.match.decisions

        cpu = _paced(app, frames, each)
        stop.set()
        app.set_phones(False)
        phones.join(5)
        if phones.is_alive():
            phones.kill()
        app.saves.flush()
        return latencies, waits, cpu


def keyboard_cpu(frames: int, players: int) -> list[float]:
    """Frame CPU in ms for the same table with every seat played from the keyboard."""
    from game.app.intents import Device, Intent, IntentEvent

    with tempfile.TemporaryDirectory() as folder:
        app = _make_app((1280, 720), "2x", Path(folder))
        table = _start(app, _lobby(app, players, players))
        acted = [-1]

        def before() -> Any:
            # The phones' rule (`_Phones`): their move is applied in the frame that reads
            # it (`PhoneHub.pump`, before the frame's update and drawing), so the key is
            # pressed at the start of a frame's time, where the App reads its events.
            seat = table.turns.human_turn()
            decision = table.match.decisions
            if seat is None or decision == acted[0]:
                return None
            acted[0] = decision
            counters = table.match.game.observation(seat).my_counters or 0
            intent = Intent.PASS if counters and decision % 3 else Intent.TAKE
            return lambda: app.stack.handle(IntentEvent(intent, Device.KEYBOARD))

        cpu = _paced(app, frames, before=before)
        app.saves.flush()
        return cpu


def tap_figures(taps: int) -> list[float] | str:
    """Browser tap → TV latencies in ms (Chromium on loopback), or why none."""
    chromium = shutil.which("chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return "Playwright is not installed"
    if chromium is None:
        return "no Chromium installed"
    with tempfile.TemporaryDirectory() as folder:
        app = _make_app((1280, 720), "instant", Path(folder))
        app.phones_port, app.phones_host = 0, "127.0.0.1"  # loopback only
        app.set_phones(True)
        hub: Any = app.phones
        setup = _lobby(app, 3, 0)
        app.settings.animation_speed = "instant"
        taps_at: list[float] = []  # the browser's clock (ms since the epoch) at each tap
        ready = threading.Event()
        done = threading.Event()

        def browse() -> None:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=chromium, args=["--no-sandbox"]
                )
                page = browser.new_page(
                    viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
                )
                page.goto(f"http://127.0.0.1:{hub.server.port}/#{hub.server.key}")
                page.fill("#join-name", "Tap")
                page.tap("#join-go")
                ready.set()
                last = -1
                while len(taps_at) < taps and not done.is_set():
                    # Polled: the page's policy forbids the string evaluation a waiting
                    # function would need.
                    view = None
                    deadline = time.monotonic() + 20
                    while time.monotonic() < deadline and not done.is_set():
                        view = page.evaluate("window.noThanksView()")
                        if view and view.get("live") and view.get("decision") != last:
                            break
                        time.sleep(0.003)
                    else:
                        break
                    assert view is not None
                    last = view["decision"]
                    button = "pass" if "pass" in view["moves"] and last % 2 else "take"
                    taps_at.append(
                        page.evaluate(
                            "(id) => { const t = performance.timeOrigin + performance.now();"
                            " document.getElementById(id).click(); return t; }",
                            button,
                        )
                    )
                browser.close()
            done.set()

        thread = threading.Thread(target=browse, daemon=True)
        thread.start()
        deadline = time.monotonic() + 30
        while setup.setup.seats[0].pad is None and time.monotonic() < deadline:
            app.step(1 / FPS)
            time.sleep(0.005)
        table = _start(app, setup)
        applied: list[float] = []  # wall clock (ms since the epoch) of each frame applying one
        seen = [table.match.decisions, 0]

        def each() -> None:
            mine = [i for i, (seat, _a) in enumerate(table.match.game.record.actions) if seat == 0]
            if len(mine) != seen[1]:
                seen[1] = len(mine)
                applied.append(time.time() * 1000)

        while not done.is_set() and not table.finished:
            _paced(app, 30, each)
        done.set()
        thread.join(20)
        app.set_phones(False)
        app.saves.flush()
        return [a - t for t, a in zip(taps_at, applied, strict=False)]


def _figures(values: list[float]) -> dict[str, float]:
    return {
        "n": len(values),
        "median_ms": round(statistics.median(values), 2) if values else 0.0,
        "p95_ms": round(_p(values, 0.95), 2),
        "max_ms": round(max(values), 2) if values else 0.0,
    }


def bench_main(argv: list[str]) -> int:
    from game.args import prog, up_to

    parser = argparse.ArgumentParser(prog=prog("bench phones"), description=__doc__)
    parser.add_argument("--frames", type=up_to(10_000), default=1800, help="frames a table")
    parser.add_argument("--taps", type=up_to(200), default=20, help="browser taps")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    _headless()
    latencies, waits, phone_cpu = message_figures(args.frames, 7)
    room_cpu = keyboard_cpu(args.frames, 7)
    taps = tap_figures(args.taps)
    result: dict[str, Any] = {
        "message_to_tv": _figures(latencies),
        "message_waiting_for_the_frame": _figures(waits),
        "tap_to_tv": taps if isinstance(taps, str) else _figures(taps),
        "frame_cpu_p99_ms": {
            "seven_phones": round(_p(phone_cpu, 0.99), 3),
            "no_phones": round(_p(room_cpu, 0.99), 3),
        },
    }
    cpu = result["frame_cpu_p99_ms"]
    cpu["ratio"] = round(cpu["seven_phones"] / cpu["no_phones"], 3) if cpu["no_phones"] else 0.0
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"message → TV: {result['message_to_tv']}  (target < 50 ms)")
    print(f"  of which waiting to be read: {result['message_waiting_for_the_frame']}")
    print(f"browser tap → TV: {result['tap_to_tv']}  (target < 150 ms)")
    print(
        f"frame CPU p99: {cpu['seven_phones']} ms with 7 phones, {cpu['no_phones']} ms "
        f"without (ratio {cpu['ratio']}; target ≤ 1.10)"
    )
    return 0
