"""Floods cannot cost a move (issue 66), on the loopback address only, bounded in count
and time: the game runs as its own process with its descriptor limit lowered, plays and
autosaves a match while hundreds of slow and malformed connections come from many
loopback addresses, is killed with SIGKILL mid-flood, and its save holds every decision.
Its descriptors stay well below the limit, no traceback reaches its stderr, and the
server answers a phone again once the flood stops. Also: saving with no descriptor free
but the reserved ones. Linux only (it reads /proc and binds 127.0.0.x)."""

from __future__ import annotations

import http.client
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.store.saves import decode

pytest.importorskip("aiohttp")
if not sys.platform.startswith("linux"):
    pytest.skip("reads /proc and binds 127.0.0.x (Linux)", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 256  # the game's descriptor limit: its server may hold a quarter
FLOOD = 400  # slow connections at once, from 40 loopback addresses
DECISIONS = 28
SECONDS = 120.0  # the whole test's bound


def hermetic_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "LC_", "LANG"))}
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_CACHE_HOME=str(home / "cache"),
        LANG="C.UTF-8",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(ROOT),
    )
    return env


def slow_connection(port: int, index: int, addresses: int = 40) -> socket.socket | None:
    """A connection from 127.0.0.(2 + index % addresses) that starts a request and never
    ends it (every tenth sends bytes that are not UTF-8)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind((f"127.0.0.{2 + index % addresses}", 0))
        sock.setblocking(False)
        sock.connect_ex(("127.0.0.1", port))
    except OSError:
        sock.close()
        return None
    return sock


def dribble(sock: socket.socket, index: int) -> bool:
    """One more header line (or garbage); False once the server closed it."""
    data = b"X-Slow: 1\r\n" if index % 10 else b"GET /\xff\xfe HTTP/1.1\r\nHost: \xc3\x28\r\n\r\n"
    try:
        sock.send(data)
        return True
    except OSError:
        return False


def open_descriptors(pid: int) -> int:
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


def run_flood(
    folder: Path, limit: int = LIMIT, flood: int = FLOOD, addresses: int = 40
) -> dict[str, object]:
    """The game under `flood` slow connections from `addresses` loopback addresses, its
    descriptor limit `limit`: DECISIONS played, then SIGKILL. Its figures: the most
    descriptors it held, the decisions in its save, and its stderr."""
    child = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "tests" / "phones" / "flood_child.py"),
            str(limit),
            str(DECISIONS),
            str(folder / "settings.json"),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=hermetic_env(folder / "home"),
    )
    lines: queue.Queue[str] = queue.Queue()
    assert child.stdout is not None
    out = child.stdout

    # Its JSON lines (the game prints others: pygame's banner, "phones: ADDRESS").
    def pass_on() -> None:
        for line in out:
            if line.startswith("{"):
                lines.put(line)

    threading.Thread(target=pass_on, daemon=True).start()
    deadline = time.monotonic() + SECONDS
    socks: dict[int, socket.socket] = {}
    played = 0
    most = 0
    try:
        hello = json.loads(lines.get(timeout=60))
        port, save = hello["port"], Path(hello["save"])
        for index in range(flood):
            sock = slow_connection(port, index, addresses)
            if sock is not None:
                socks[index] = sock
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
        reconnects = 0
        while played < DECISIONS:
            assert time.monotonic() < deadline, f"only {played} decisions played"
            # Keep the pressure: each slow connection sends a little; one the server
            # closed comes back (bounded: at most 4,000 in all).
            for index, sock in list(socks.items()):
                if not dribble(sock, index):
                    sock.close()
                    del socks[index]
                    if reconnects < 4000:
                        reconnects += 1
                        again = slow_connection(port, index, addresses)
                        if again is not None:
                            socks[index] = again
            most = max(most, open_descriptors(child.pid))
            try:
                line = lines.get(timeout=0.2)
            except queue.Empty:
                continue
            played = json.loads(line).get("played", played)
        most = max(most, open_descriptors(child.pid))
        child.kill()  # a power cut, mid-flood
        child.wait(30)
    finally:
        for sock in socks.values():
            sock.close()
        if child.poll() is None:
            child.kill()
            child.wait(30)
    saved = decode(json.loads(save.read_text(encoding="utf-8")))
    assert child.stderr is not None
    return {
        "limit": limit,
        "flood": flood,
        "played": played,
        "saved": len(saved.game.record.actions),
        "most_descriptors": most,
        "stderr": child.stderr.read(),
    }


def test_a_flood_of_slow_connections_costs_no_decision(tmp_path: Path) -> None:
    figures = run_flood(tmp_path)
    # Every decision the game said it played is in its save.
    assert figures["saved"] == figures["played"] == DECISIONS
    # The server's caps kept the process far from its limit; stderr holds no traceback.
    most = figures["most_descriptors"]
    assert isinstance(most, int) and 0 < most < LIMIT * 3 // 4, most
    errors = str(figures["stderr"])
    assert "Traceback" not in errors and "out of system resource" not in errors, errors[-2000:]


def test_the_server_answers_a_phone_again_once_a_flood_stops() -> None:
    from game.phones.server import PhoneServer

    server = PhoneServer("127.0.0.1", 0)
    server.cap = 24  # as under a low descriptor limit
    server.start()
    socks = [s for s in (slow_connection(server.port, i) for i in range(120)) if s is not None]
    try:
        time.sleep(0.5)
        assert server.connections <= server.cap
    finally:
        for sock in socks:
            sock.close()
    deadline = time.monotonic() + 20
    status = 0
    while time.monotonic() < deadline and status != 200:
        try:
            page = http.client.HTTPConnection("127.0.0.1", server.port, timeout=2)
            page.request("GET", "/")
            status = page.getresponse().status
            page.close()
        except OSError:
            time.sleep(0.1)
    server.stop()
    assert status == 200


def test_saving_finds_its_reserved_descriptors_when_none_is_free(tmp_path: Path) -> None:
    probe = f"""
import os, resource
from pathlib import Path
from game.store import files
resource.setrlimit(resource.RLIMIT_NOFILE, (64, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
files.reserve_descriptors()
held = []
try:
    while True:
        held.append(os.open(os.devnull, os.O_RDONLY))
except OSError:
    pass
target = Path({str(tmp_path / "current.json")!r})
problem = files.write_atomic(target, "saved")
os.close(held.pop())  # to read it back
print(problem, target.read_text())
"""
    out = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=hermetic_env(tmp_path / "home"),
    )
    assert out.stdout.split() == ["None", "saved"], out.stderr


def test_a_phone_gets_in_while_connections_that_wait_for_nothing_fill_the_server() -> None:
    """Full of connections that hold no seat, the server lets the oldest go to make room:
    a flood cannot keep a real phone out (issue 66: no lock-out by numbers); a seated
    phone's socket is never the one that goes."""
    import asyncio

    import aiohttp

    from game.phones.server import PhoneServer

    server = PhoneServer("127.0.0.1", 0)
    server.cap = 24
    server.start()
    url = f"http://127.0.0.1:{server.port}"

    async def phone(name: str) -> tuple[aiohttp.ClientSession, object]:
        session = aiohttp.ClientSession()
        ws = await session.ws_connect(f"{url}/ws")
        await ws.send_str(json.dumps({"type": "join", "name": name, "key": server.key}))
        answer = json.loads(await ws.receive_str(timeout=10))
        assert answer["type"] == "welcome", answer
        return session, ws

    async def main() -> None:
        seated_session, seated = await phone("Ann")  # joined before the flood
        socks = [s for s in (slow_connection(server.port, i) for i in range(200)) if s]
        try:
            await asyncio.sleep(0.5)
            session, _ws = await phone("Ben")  # in, though the server is full
            await session.close()
            assert not seated.closed  # type: ignore[attr-defined]
        finally:
            for sock in socks:
                sock.close()
            await seated_session.close()

    try:
        asyncio.run(main())
    finally:
        server.stop()
    joined = [m.name for m in server.drain() if m.kind == "join"]
    assert joined == ["Ann", "Ben"]
