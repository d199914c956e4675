"""The phones' web server: the page's own files and one WebSocket, on a thread of its own.

aiohttp runs on an asyncio loop made in that thread (`web.AppRunner` + `web.TCPSite`), so
nothing here ever blocks a frame. The boundary with the frame loop is two calls:

- the server puts each checked message on `inbox` (a thread-safe queue) as an `Inbound`;
  the frame loop drains it without waiting (`game.phones.hub`);
- the frame loop calls `publish_many([(actor, state), ...])` once a frame at most, with
  each phone's state as the scene took it (a small dict, or a seat's immutable
  `SeatFacts`); this thread makes the view and its JSON, drops one the phone has already,
  and sends the rest (one `loop.call_soon_threadsafe` a frame: each wakes this loop with
  a system call).

Seats and secrets: "join" gives the connection a new actor id (`game.match.seats`'
phone range) and a secret (`secrets.token_urlsafe(32)`, 256 bits) that only this phone is
told. Every later message must carry the connection's own secret; a message with none, a
wrong one or another seat's is refused and changes nothing. A phone that reconnects says
"resume" with its secret and is that seat again. No log line holds a secret.

No pygame: the game's side is the hub's.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import secrets
import threading
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.match.seats import PHONE_ACTORS
from game.phones import protocol
from game.phones.snapshot import SeatFacts, as_view

if TYPE_CHECKING:
    from aiohttp import web

log = logging.getLogger("nothanks.phones")

PAGE = Path(__file__).parent / "page"
# The only files served: the page's own, by fixed name (nothing is looked up by path).
FILES = {
    "/": ("index.html", "text/html"),
    "/phone.css": ("phone.css", "text/css"),
    "/phone.js": ("phone.js", "text/javascript"),
    "/table.js": ("table.js", "text/javascript"),
}
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
MAX_SEATS = 16  # secrets handed out in one run: seven seats and room for rejoins


@dataclass(frozen=True, slots=True)
class Inbound:
    """One checked message for the frame loop. `kind` is a protocol type, or "join" (a new
    phone: `name`), "back" (a phone reconnected with its secret) or "gone" (its connection
    closed). `at` is `time.perf_counter()` when the message arrived (the benchmark's start)."""

    kind: str
    actor: int
    name: str = ""
    move: str = ""
    decision: int = 0
    seat: int = 0
    at: float = 0.0


def same_origin(origin: str | None, host: str) -> bool:
    """Is a WebSocket's Origin the game's own page (or absent, as from a non-browser
    client, which holds no cookie or ambient right to abuse)?"""
    if origin is None:
        return True
    from urllib.parse import urlsplit

    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == host.lower()


class PhoneServer:
    def __init__(self, host: str = "0.0.0.0", port: int = 0) -> None:
        self.host = host
        self.port = port  # the port asked for; after `start`, the one listening
        self.inbox: queue.SimpleQueue[Inbound] = queue.SimpleQueue()
        # Set when a message is put on the inbox: the frame loop, waiting for its next
        # frame, wakes and reads it at once (`PhoneHub.wait`).
        self.arrived = threading.Event()
        # What the page's words are, in the game's language: set by the frame loop.
        self.strings: dict[str, str] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._stop: asyncio.Event | None = None
        # Touched only on the server's loop:
        self._secrets: dict[str, int] = {}  # secret -> actor
        self._sockets: dict[int, web.WebSocketResponse] = {}  # actor -> its live socket
        self._next_actor = PHONE_ACTORS.start
        self._pages: dict[str, bytes] = {}
        self._shown: dict[int, str] = {}  # actor -> the state its page has (as sent)
        self._tasks: set[asyncio.Future[object]] = set()

    # The frame loop's side -------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> None:
        """Listen (on a thread of its own); returns once listening, or raises OSError."""
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the phones' server did not start")
        if self._failed is not None:
            raise OSError(f"the phones' server could not listen: {self._failed}")

    def stop(self) -> None:
        loop, stop = self.loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(5.0)
            self._thread = None

    def publish(self, actor: int, state: SeatFacts | dict[str, Any]) -> None:
        """Send `state` to phone `actor`, if connected. Never blocks."""
        self.publish_many([(actor, state)])

    def publish_many(self, states: list[tuple[int, SeatFacts | dict[str, Any]]]) -> None:
        """Send each phone its state; the views and their JSON are made on this server's
        thread, not the caller's. Never blocks."""
        loop = self.loop
        if states and loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop just ended
                loop.call_soon_threadsafe(self._deliver, states)

    def tell(self, actor: int, word: str) -> None:
        """Show phone `actor` one of the page's words (`game.phones.words`) for a moment:
        what the game says to that phone alone. Never blocks."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop just ended
                loop.call_soon_threadsafe(self._tell, actor, word)

    # The server's thread ---------------------------------------------------------------
    def _run(self) -> None:
        loop = self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._serve())
        except BaseException as error:  # told to `start`, which raises it in its thread
            self._failed = error
            self._ready.set()
        finally:
            loop.close()

    def make_app(self) -> web.Application:
        from aiohttp import web

        # Read once: the page cannot change while the game runs.
        self._pages = {route: (PAGE / name).read_bytes() for route, (name, _t) in FILES.items()}
        app = web.Application(client_max_size=protocol.MAX_MESSAGE)
        for route in FILES:
            app.router.add_get(route, self._file)
        app.router.add_get("/strings.json", self._strings)
        app.router.add_get("/ws", self._socket)
        return app

    async def _serve(self) -> None:
        from aiohttp import web

        self._stop = asyncio.Event()
        runner = web.AppRunner(self.make_app(), access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port, reuse_address=True)
        try:
            await site.start()
            server = getattr(site, "_server", None)
            sockets = getattr(server, "sockets", None) or []
            if sockets:
                self.port = int(sockets[0].getsockname()[1])
            self._ready.set()
            await self._stop.wait()
        finally:
            for socket in list(self._sockets.values()):
                with contextlib.suppress(Exception):
                    await socket.close()
            await runner.cleanup()

    async def _file(self, request: web.Request) -> web.Response:
        from aiohttp import web

        _name, kind = FILES[request.path]
        return web.Response(
            body=self._pages[request.path], content_type=kind, charset="utf-8", headers=HEADERS
        )

    async def _strings(self, request: web.Request) -> web.Response:
        from aiohttp import web

        return web.json_response(self.strings, headers=HEADERS)

    def _deliver(self, states: list[tuple[int, SeatFacts | dict[str, Any]]]) -> None:
        # Nothing is kept for a phone that is away: when it is back the frame loop sends
        # it the view as it is then (an old one would show buttons live that are not).
        for actor, state in states:
            socket = self._sockets.get(actor)
            if socket is None or socket.closed:
                continue
            text = json.dumps({"type": "state", **as_view(state)}, separators=(",", ":"))
            if self._shown.get(actor) != text:
                self._shown[actor] = text
                self._spawn(self._send_now(socket, text))

    def _tell(self, actor: int, word: str) -> None:
        socket = self._sockets.get(actor)
        if socket is not None and not socket.closed:
            self._spawn(self._send_now(socket, json.dumps({"type": "note", "word": word})))

    def _spawn(self, work: Coroutine[Any, Any, object]) -> None:
        # Kept until done: the loop holds only a weak reference to a task.
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _send_now(socket: web.WebSocketResponse, text: str) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await socket.send_str(text)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        from aiohttp import WSMsgType, web

        if not same_origin(request.headers.get("Origin"), request.host):
            # Another site's page in a phone's browser could otherwise open a socket to
            # the game (cross-site WebSocket hijacking): only the game's own page may.
            log.warning("phone connection refused: a page from another origin")
            raise web.HTTPForbidden(text="not the game's page")
        socket = web.WebSocketResponse(max_msg_size=protocol.MAX_MESSAGE, heartbeat=10.0)
        await socket.prepare(request)
        connection = _Connection()
        try:
            async for message in socket:
                if message.type is not WSMsgType.TEXT:
                    if message.type in (WSMsgType.BINARY, WSMsgType.PING, WSMsgType.PONG):
                        connection.strikes += 1
                        continue
                    break  # an error (e.g. an oversized frame) or a close
                answer = self._receive(connection, socket, message.data)
                if answer is not None:
                    await socket.send_str(json.dumps(answer))
                if connection.strikes > protocol.MAX_STRIKES:
                    log.warning("phone connection closed: too many refused messages")
                    break
        finally:
            await socket.close()
            actor = connection.actor
            if actor is not None and self._sockets.get(actor) is socket:
                del self._sockets[actor]
                self._shown.pop(actor, None)
                self._put(Inbound("gone", actor, at=time.perf_counter()))
                log.info("phone %d disconnected", actor - PHONE_ACTORS.start)
        return socket

    def _receive(
        self, connection: _Connection, socket: web.WebSocketResponse, raw: str
    ) -> dict[str, str] | None:
        """Read one message: put it on the inbox, or refuse it (the answer to send)."""
        at = time.perf_counter()
        if not connection.limit.allow():
            connection.strikes += 1
            return {"type": "refused", "reason": "slow down"}
        try:
            message = protocol.parse(raw)
        except protocol.Refused as refused:
            connection.strikes += 1
            log.info("phone message refused: %s", refused)
            return {"type": "refused", "reason": str(refused)}
        if message.type == "join":
            if connection.actor is not None:
                return self._refuse(connection, "already seated")
            if len(self._secrets) >= MAX_SEATS:
                return self._refuse(connection, "full")
            secret = secrets.token_urlsafe(protocol.SECRET_BYTES)
            actor = self._next_actor
            self._next_actor += 1
            self._secrets[secret] = actor
            self._bind(connection, socket, actor, secret)
            self._put(Inbound("join", actor, name=message.name or "", at=at))
            log.info("phone %d joined", actor - PHONE_ACTORS.start)
            return {"type": "welcome", "secret": secret}
        if message.type == "resume":
            assert message.secret is not None
            known = self._secrets.get(message.secret)
            if known is None or connection.actor not in (None, known):
                return self._refuse(connection, "unknown seat")
            old = self._sockets.get(known)
            self._bind(connection, socket, known, message.secret)
            if old is not None and old is not socket:
                self._spawn(old.close())  # a reloaded page: the new one is the seat
            self._put(Inbound("back", known, at=at))
            log.info("phone %d reconnected", known - PHONE_ACTORS.start)
            return {"type": "welcome", "secret": message.secret}
        # Everything else acts for a seat: only the connection's own secret says which.
        own = connection.secret
        if own is None or not secrets.compare_digest(own, message.secret or ""):
            return self._refuse(connection, "not your seat")
        assert connection.actor is not None
        self._put(
            Inbound(
                message.type,
                connection.actor,
                move=message.move or "",
                decision=message.decision or 0,
                seat=message.seat or 0,
                at=at,
            )
        )
        return None

    @staticmethod
    def _refuse(connection: _Connection, reason: str) -> dict[str, str]:
        connection.strikes += 1
        log.info("phone message refused: %s", reason)
        return {"type": "refused", "reason": reason}

    def _bind(
        self, connection: _Connection, socket: web.WebSocketResponse, actor: int, secret: str
    ) -> None:
        connection.actor, connection.secret = actor, secret
        connection.strikes = 0
        self._sockets[actor] = socket
        self._shown.pop(actor, None)  # a new page: it has nothing yet

    def _put(self, message: Inbound) -> None:
        self.inbox.put(message)
        self.arrived.set()

    def drain(self, limit: int = 64) -> list[Inbound]:
        """The messages waiting (at most `limit`), without waiting for any."""
        out: list[Inbound] = []
        with contextlib.suppress(queue.Empty):
            while len(out) < limit:
                out.append(self.inbox.get_nowait())
        return out


class _Connection:
    """One WebSocket's state: the seat it speaks for (once joined or resumed)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.actor: int | None = None
        self.secret: str | None = None
        self.limit = protocol.RateLimit(clock=clock)
        self.strikes = 0
