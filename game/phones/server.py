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

Who may come in (issue 66):
- the join key: "join" must carry the key the TV shows (`key`, new each time phones are
  switched on; the QR code's address carries it after "#", which a browser never sends, so
  no request line and no log holds it). Wrong keys are counted per address (`KEY_TRIES`
  a minute after a burst) and, for addresses that guessed wrong, together (`WRONG_KEYS` a
  minute): a day of guessing finds one of 31**8 keys with a chance under one in a million,
  and a phone that never guessed wrong is never slowed by someone else's guessing;
- seats and secrets: "join" gives the connection an actor id (`game.match.seats`' phone
  range) and a secret (`secrets.token_urlsafe(32)`, 256 bits) that only this phone is
  told. Every later message must carry the connection's own secret; a message with none,
  a wrong one or another seat's is refused and changes nothing. A phone that reconnects
  says "resume" with its secret and is that seat again. No log line holds a secret;
- no lock-out by numbers: `MAX_PHONES` counts phones connected now or holding a seat (the
  frame loop says which: `set_seated`), never joins; a connection that closes before it
  holds a seat frees its place at once, and its secret expires `UNSEATED_SECONDS` later;
- floods: at most `connection_cap()` connections at once (a quarter of the descriptor
  limit, so saving always finds one; when full, the oldest connection that holds no seat
  makes room) and `MAX_PER_ADDRESS` from one address; a connection
  must finish a request within `HEADER_SECONDS`, idle keep-alive ones close after
  `KEEPALIVE_SECONDS`, and a socket that neither joins nor resumes in `JOIN_SECONDS`
  is closed. A malformed request is answered 400 with one quiet log line, no traceback;
- DNS rebinding: the Host must be an IP address or localhost (what the game prints).

No pygame: the game's side is the hub's.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
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
from urllib.parse import urlsplit

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
MAX_PHONES = 16  # phones connected or holding a seat at once: seven seats and onlookers
UNSEATED_SECONDS = 30.0  # an unseated phone's secret, once its connection closed
JOIN_SECONDS = 15.0  # a socket that neither joins nor resumes is closed after this (the
# page opens one to send its join or resume at once)
HEADER_SECONDS = 10.0  # a connection's request must arrive whole within this
KEEPALIVE_SECONDS = 5.0  # an idle keep-alive connection (not a socket) is closed after this
MAX_PER_ADDRESS = 12  # connections from one address (a phone's browser opens up to 6)
BACKLOG = 32  # connections the kernel holds before accepting: none holds a descriptor here
KEY_TRIES = 10  # wrong keys a minute from one address (after a burst of `KEY_BURST`)
KEY_BURST = 5
WRONG_KEYS = 60  # wrong keys a minute from all the addresses that guessed wrong, together


def connection_cap() -> int:
    """Connections open at once: a quarter of the process's descriptor limit, at most 256,
    so a flood never takes the descriptors the game saves with (`ulimit -n 1024`: 256)."""
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ImportError, OSError, ValueError):
        return 256
    if soft == resource.RLIM_INFINITY:
        return 256
    return max(8, min(256, soft // 4))


def host_allowed(host: str | None) -> bool:
    """May a request name this Host? An IP address or localhost only: the address the game
    prints is an IP address, and a foreign name is the shape of DNS rebinding."""
    if not host:
        return True  # HTTP/1.0 without Host: aiohttp uses the socket's own address
    try:
        name = urlsplit("//" + host).hostname
    except ValueError:
        return False
    if not name:
        return False
    if name == "localhost":
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def address_key(peer: object) -> str:
    """Whom a connection is counted against: its IPv4 address, or its IPv6 /64 (one device
    has as many addresses in its /64 as it likes)."""
    if not isinstance(peer, tuple) or not peer:
        return "?"
    text = str(peer[0])
    try:
        address = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return text
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is None:
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return str(address.ipv4_mapped)
    return str(address)


class _HttpLog(logging.Logger):
    """aiohttp's request handler logs a malformed request (non-UTF-8 bytes, a bad request
    line) with its traceback at ERROR (or DEBUG): a stranger could fill stderr or a log.
    Here it is one line at DEBUG, with the error's kind and no traceback."""

    def _quiet(self, msg: object, *args: object, **kwargs: Any) -> None:
        error = kwargs.get("exc_info")
        kind = type(error).__name__ if isinstance(error, BaseException) else ""
        with contextlib.suppress(TypeError, ValueError):
            msg = str(msg) % args if args else str(msg)
        log.debug("phones' server: %s %s", msg, kind)

    exception = error = warning = critical = debug = _quiet


_HTTP_LOG = _HttpLog("nothanks.phones.http")
_HTTP_LOG.parent = log


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
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == host.lower()


class PhoneServer:
    def __init__(self, host: str = "0.0.0.0", port: int = 0) -> None:
        self.host = host
        self.port = port  # the port asked for; after `start`, the one listening
        # The join key the TV shows (`protocol.KEY_ALPHABET`): new for each server, so
        # each time phones are switched on.
        self.key = protocol.new_key()
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
        self._given_up = threading.Event()  # `start` timed out: never listen after it
        self.cap = connection_cap()
        # Touched only on the server's loop:
        self._secrets: dict[str, int] = {}  # secret -> actor
        self._sockets: dict[int, web.WebSocketResponse] = {}  # actor -> its live socket
        self._seated: frozenset[int] = frozenset()  # actors holding a seat (the frame loop's)
        self._expiring: dict[int, asyncio.TimerHandle] = {}  # unseated actor -> its secret's end
        self._pages: dict[str, bytes] = {}
        self._shown: dict[int, str] = {}  # actor -> the state its page has (as sent)
        self._tasks: set[asyncio.Future[object]] = set()
        self._doors: dict[str, int] = {}  # address -> connections open from it
        self._open = 0  # connections open in all
        self._heard: dict[object, _Door] = {}  # transport -> its door (a request arrived)
        self._tries: dict[str, protocol.RateLimit] = {}  # address -> its key guesses
        self._guessed_wrong: set[str] = set()
        self._wrong = protocol.RateLimit(WRONG_KEYS / 60.0, WRONG_KEYS)

    # The frame loop's side -------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> None:
        """Listen (on a thread of its own); returns once listening, or raises OSError
        (and then is stopped: a server that timed out never listens later)."""
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            self._given_up.set()
            self.stop()
            raise OSError("the phones' server did not start")
        if self._failed is not None:
            raise OSError(f"the phones' server could not listen: {self._failed}")

    def stop(self) -> None:
        self._given_up.set()
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
        if states:
            self._call(self._deliver, states)

    def tell(self, actor: int, word: str) -> None:
        """Show phone `actor` one of the page's words (`game.phones.words`) for a moment:
        what the game says to that phone alone. Never blocks."""
        self._call(self._tell, actor, word)

    def set_seated(self, actors: frozenset[int]) -> None:
        """The phones that hold a seat now (the frame loop's word, when it changes): they
        keep their secrets while away; the others' expire. Never blocks."""
        self._call(self._set_seated, actors)

    def remove(self, actor: int) -> None:
        """The TV removes phone `actor`: its secret is void, its page told so and closed,
        and the join key is new (a stranger who saw the old one must see the TV again).
        Never blocks."""
        self.key = protocol.new_key()
        self._call(self._remove, actor)

    def _call(self, function: Callable[..., None], *args: Any) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop just ended
                loop.call_soon_threadsafe(function, *args)

    # The server's thread ---------------------------------------------------------------
    def _run(self) -> None:
        loop = self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        loop.set_exception_handler(_quiet_loop_error)
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

        @web.middleware
        async def gate(request: web.Request, handler: Any) -> web.StreamResponse:
            return await self._gate(request, handler)

        app = web.Application(client_max_size=protocol.MAX_MESSAGE, middlewares=[gate])
        for route in FILES:
            app.router.add_get(route, self._file)
        app.router.add_get("/strings.json", self._strings)
        app.router.add_get("/ws", self._socket)
        return app

    async def _serve(self) -> None:
        from aiohttp import web

        self._stop = asyncio.Event()
        runner = web.AppRunner(
            self.make_app(),
            access_log=None,
            handler_cancellation=True,  # a handler ends when its client goes
            keepalive_timeout=KEEPALIVE_SECONDS,
            logger=_HTTP_LOG,
            max_line_size=2048,
            max_field_size=4096,
            max_headers=48,
        )
        await runner.setup()
        handlers = runner.server
        assert handlers is not None
        loop = asyncio.get_running_loop()
        server: asyncio.AbstractServer | None = None
        try:
            # The listening socket is aiohttp's handler behind a door that counts
            # connections (`_Door`): what TCPSite does, with the caps in front.
            server = await loop.create_server(
                lambda: _Door(handlers, self),
                self.host,
                self.port,
                backlog=BACKLOG,
                reuse_address=True,
            )
            if self._given_up.is_set():
                return  # `start` stopped waiting: nobody was told this server is on
            if server.sockets:
                self.port = int(server.sockets[0].getsockname()[1])
            self._ready.set()
            await self._stop.wait()
        finally:
            if server is not None:
                server.close()
            for socket in list(self._sockets.values()):
                with contextlib.suppress(Exception):
                    await socket.close()
            await runner.cleanup()

    # The door: connection caps and deadlines ---------------------------------------------
    def _admit(self, address: str) -> bool:
        if self._doors.get(address, 0) >= MAX_PER_ADDRESS:
            return False
        if self._open >= self.cap and not self._evict():
            return False
        self._open += 1
        self._doors[address] = self._doors.get(address, 0) + 1
        return True

    def _evict(self) -> bool:
        """Full: the oldest connection that holds no seat (a page's, or a socket that has
        not joined) makes room, so connections that wait for nothing cannot keep a real
        phone out; a seated phone's socket is never closed for room. True if one went."""
        for transport, door in self._heard.items():
            if not door.bound and not door.evicted:
                door.evicted = True
                assert isinstance(transport, asyncio.WriteTransport)
                transport.abort()
                self._open -= 1  # its place is free now; `_leave` will not count it twice
                return True
        return False

    def _leave(self, address: str) -> None:
        self._open -= 1
        left = self._doors.get(address, 0) - 1
        if left > 0:
            self._doors[address] = left
        else:
            self._doors.pop(address, None)

    @property
    def connections(self) -> int:
        """Connections open now (read on the server's loop, or after it stopped)."""
        return self._open

    async def _gate(self, request: web.Request, handler: Any) -> web.StreamResponse:
        from aiohttp import web

        door = self._heard.get(request.transport)
        if door is not None:
            door.heard(websocket=request.path == "/ws")
        if not host_allowed(request.headers.get("Host")):
            log.info("phones' server: a request for another host refused")
            return web.Response(status=421, text="not this game's address")
        response: web.StreamResponse = await handler(request)
        return response

    # Requests --------------------------------------------------------------------------
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

    def _set_seated(self, actors: frozenset[int]) -> None:
        self._seated = actors
        for actor in actors:
            timer = self._expiring.pop(actor, None)
            if timer is not None:
                timer.cancel()
        for actor in set(self._secrets.values()) - actors - set(self._sockets):
            self._expire_later(actor)

    def _expire_later(self, actor: int) -> None:
        if actor not in self._expiring and self.loop is not None:
            self._expiring[actor] = self.loop.call_later(UNSEATED_SECONDS, self._expire, actor)

    def _expire(self, actor: int) -> None:
        self._expiring.pop(actor, None)
        if actor in self._seated or actor in self._sockets:
            return
        self._forget(actor)
        log.info("phone %d's seatless secret expired", actor - PHONE_ACTORS.start)

    def _forget(self, actor: int) -> None:
        for secret in [s for s, a in self._secrets.items() if a == actor]:
            del self._secrets[secret]

    def _remove(self, actor: int) -> None:
        self._forget(actor)
        socket = self._sockets.pop(actor, None)
        self._shown.pop(actor, None)
        if socket is not None and not socket.closed:
            self._spawn(self._close_removed(socket))
        log.info("phone %d removed by the TV", actor - PHONE_ACTORS.start)

    async def _close_removed(self, socket: web.WebSocketResponse) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await socket.send_str(json.dumps({"type": "removed"}))
            await socket.close()

    def _spawn(self, work: Coroutine[Any, Any, object]) -> None:
        # Kept until done: the loop holds only a weak reference to a task.
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _send_now(socket: web.WebSocketResponse, text: str) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await socket.send_str(text)

    def _new_actor(self) -> int | None:
        """The lowest phone actor id nobody uses (a held seat, a secret, a socket)."""
        used = {*self._secrets.values(), *self._sockets, *self._seated}
        return next((a for a in PHONE_ACTORS if a not in used), None)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        from aiohttp import WSMsgType, web

        if not same_origin(request.headers.get("Origin"), request.host):
            # Another site's page in a phone's browser could otherwise open a socket to
            # the game (cross-site WebSocket hijacking): only the game's own page may.
            log.warning("phone connection refused: a page from another origin")
            raise web.HTTPForbidden(text="not the game's page")
        socket = web.WebSocketResponse(max_msg_size=protocol.MAX_MESSAGE, heartbeat=10.0)
        await socket.prepare(request)
        transport = request.transport
        peer = transport.get_extra_info("peername") if transport is not None else None
        connection = _Connection(address_key(peer))
        connection.door = self._heard.get(transport) if transport is not None else None
        opened = time.monotonic()
        try:
            while True:
                # A socket that holds no seat yet is closed after `JOIN_SECONDS`.
                waited = time.monotonic() - opened
                wait = None if connection.actor is not None else JOIN_SECONDS - waited
                if wait is not None and wait <= 0:
                    break
                try:
                    message = await socket.receive(timeout=wait)
                except TimeoutError:
                    continue  # checked again above
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
            # Told before closing: a handler cancelled with its client (handler
            # cancellation) may not get past an await.
            actor = connection.actor
            if actor is not None and self._sockets.get(actor) is socket:
                del self._sockets[actor]
                self._shown.pop(actor, None)
                if actor not in self._seated:
                    self._expire_later(actor)
                self._put(Inbound("gone", actor, at=time.perf_counter()))
                log.info("phone %d disconnected", actor - PHONE_ACTORS.start)
            await socket.close()
        return socket

    def _key_allowed(self, connection: _Connection, key: str) -> bool:
        """Is `key` the TV's? Guessing is slowed per address, and for every address that
        guessed wrong, together; a right key from a slowed address waits too."""
        address = connection.address
        tries = self._tries.get(address)
        if tries is None:
            if len(self._tries) > 4096:  # a sweep of addresses: the oldest go first
                for old in list(self._tries)[:1024]:
                    del self._tries[old]
            tries = self._tries[address] = protocol.RateLimit(KEY_TRIES / 60.0, KEY_BURST)
        if not tries.peek() or (address in self._guessed_wrong and not self._wrong.peek()):
            return False
        if secrets.compare_digest(key.encode(), self.key.encode()):
            return True
        tries.allow()
        self._wrong.allow()
        self._guessed_wrong.add(address)
        return False

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
            if not self._key_allowed(connection, message.key or ""):
                return self._refuse(connection, "wrong key")
            if len(set(self._sockets) | self._seated) >= MAX_PHONES:
                return self._refuse(connection, "full")
            actor = self._new_actor()
            if actor is None:
                return self._refuse(connection, "full")
            secret = secrets.token_urlsafe(protocol.SECRET_BYTES)
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
        if self._secrets.get(own) != connection.actor:
            return self._refuse(connection, "unknown seat")  # removed by the TV meanwhile
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
        if connection.door is not None:
            connection.door.bound = True
        self._sockets[actor] = socket
        self._shown.pop(actor, None)  # a new page: it has nothing yet
        timer = self._expiring.pop(actor, None)
        if timer is not None:
            timer.cancel()

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


def _quiet_loop_error(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The server loop's own errors (e.g. "socket.accept() out of system resource" when
    the process runs out of descriptors) as one line, never a traceback on stderr."""
    error = context.get("exception")
    log.warning(
        "phones' server: %s%s",
        context.get("message", "error"),
        f" ({type(error).__name__}: {error})" if error is not None else "",
    )


class _Door(asyncio.Protocol):
    """One TCP connection's way in: counted against the caps (closed at once when over
    them, so it holds its descriptor for no time), given `HEADER_SECONDS` to send a whole
    request, then handed to aiohttp's request handler, which it wraps."""

    def __init__(self, handlers: Callable[[], asyncio.Protocol], server: PhoneServer) -> None:
        self.handlers = handlers
        self.server = server
        self.inner: asyncio.Protocol | None = None
        self.address = ""
        self.transport: asyncio.WriteTransport | None = None
        self.deadline: asyncio.TimerHandle | None = None
        self.bound = False  # its socket speaks for a seat (joined or resumed)
        self.evicted = False  # closed to make room (`PhoneServer._evict`)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.WriteTransport)  # a TCP connection
        address = address_key(transport.get_extra_info("peername"))
        if not self.server._admit(address):
            transport.abort()  # over a cap: the descriptor is given back now
            return
        self.address, self.transport = address, transport
        self.server._heard[transport] = self
        self._arm(HEADER_SECONDS)
        self.inner = self.handlers()
        self.inner.connection_made(transport)

    def _arm(self, seconds: float) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
        loop = self.server.loop
        self.deadline = loop.call_later(seconds, self._late) if loop is not None else None

    def heard(self, websocket: bool) -> None:
        """A whole request arrived: a socket keeps itself (heartbeats, `JOIN_SECONDS`);
        a page's connection must send its next request in time too."""
        if websocket:
            if self.deadline is not None:
                self.deadline.cancel()
            self.deadline = None
        else:
            self._arm(KEEPALIVE_SECONDS + HEADER_SECONDS)

    def _late(self) -> None:
        self.deadline = None
        if self.transport is not None:
            self.transport.abort()  # too slow to send a request: a slow-connection flood

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None
        if self.transport is None:
            return  # never admitted
        self.server._heard.pop(self.transport, None)
        if self.evicted:
            self.server._open += 1  # given back by `_evict` already: `_leave` counts all
        self.server._leave(self.address)
        self.transport = None
        if self.inner is not None:
            self.inner.connection_lost(exc)


class _Connection:
    """One WebSocket's state: the seat it speaks for (once joined or resumed)."""

    def __init__(self, address: str = "?", clock: Callable[[], float] = time.monotonic) -> None:
        self.address = address
        self.door: _Door | None = None  # its TCP connection's (None under a test server)
        self.actor: int | None = None
        self.secret: str | None = None
        self.limit = protocol.RateLimit(clock=clock)
        self.strikes = 0
