"""The phones' protocol and server, through aiohttp's own test client: seats and secrets,
refused messages that change nothing, the files served and nothing else (issue 53)."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from game.match.seats import PHONE_ACTORS, is_phone
from game.phones import protocol
from game.phones import server as server_module
from game.phones.server import PhoneServer

aiohttp = pytest.importorskip("aiohttp")
from aiohttp.test_utils import TestClient, TestServer  # noqa: E402


def run(body: Callable[[TestClient, PhoneServer], Awaitable[None]]) -> PhoneServer:
    phones = PhoneServer()

    async def main() -> None:
        client = TestClient(TestServer(phones.make_app()))
        await client.start_server()
        phones.loop = asyncio.get_running_loop()
        try:
            await body(client, phones)
        finally:
            await client.close()

    asyncio.run(main())
    return phones


async def ask(ws: Any, message: dict[str, Any]) -> dict[str, Any]:
    await ws.send_str(json.dumps(message))
    return json.loads(await ws.receive_str(timeout=5))  # type: ignore[no-any-return]


async def join(client: TestClient, phones: PhoneServer, name: str = "Anna") -> tuple[Any, str]:
    ws = await client.ws_connect("/ws")
    answer = await ask(ws, {"type": "join", "name": name, "key": phones.key})
    assert answer["type"] == "welcome"
    return ws, answer["secret"]


def test_a_phone_is_an_actor_no_pad_can_be() -> None:
    # SDL instance ids are signed 32-bit: the phones' range lies above all of them.
    assert PHONE_ACTORS.start > 2**31 - 1
    assert is_phone(PHONE_ACTORS.start) and not is_phone(0) and not is_phone(None)
    assert not is_phone(2**31 - 1)


def test_join_gives_an_unguessable_secret_and_a_seat() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        _ws, secret = await join(client, phones, "  Anna\u0000  B ")
        assert len(secret) >= 43  # 32 random bytes: 256 bits
        _ws2, other = await join(client, phones, "Ben")
        assert other != secret

    phones = run(body)
    first, second = [m for m in phones.drain() if m.kind == "join"]
    assert (first.kind, first.name) == ("join", "Anna B")
    assert second.kind == "join" and second.actor != first.actor
    assert is_phone(first.actor) and is_phone(second.actor)


def test_actions_carry_the_own_secret_and_reach_the_inbox() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        ws, secret = await join(client, phones)
        await ws.send_str(json.dumps({"type": "take", "secret": secret, "decision": 5}))
        act = {"type": "act", "secret": secret, "move": "bid", "decision": 3}
        await ws.send_str(json.dumps(act))
        # A refused message after them proves both were read in order.
        assert (await ask(ws, {"type": "pass"}))["type"] == "refused"

    phones = run(body)
    kinds = [(m.kind, m.move, m.decision) for m in phones.drain() if m.kind != "gone"]
    assert kinds == [("join", "", 0), ("take", "", 5), ("act", "bid", 3)]


def test_start_carries_the_own_secret_and_nothing_else() -> None:
    secret = "a" * 43
    assert protocol.parse(json.dumps({"type": "start", "secret": secret})).type == "start"
    for bad in (
        {"type": "start"},
        {"type": "start", "secret": secret, "seat": 0},
        {"type": "start", "secret": "short"},
    ):
        with pytest.raises(protocol.Refused):
            protocol.parse(json.dumps(bad))

    async def body(client: TestClient, phones: PhoneServer) -> None:
        anna, _anna_secret = await join(client, phones, "Anna")
        _ben, ben_secret = await join(client, phones, "Ben")
        phones.drain()
        # Anna's phone cannot start in Ben's name; Ben's own start reaches the game.
        assert (await ask(anna, {"type": "start", "secret": ben_secret}))["type"] == "refused"
        await _ben.send_str(json.dumps({"type": "start", "secret": ben_secret}))
        for _ in range(100):
            if phones.inbox.qsize():
                break
            await asyncio.sleep(0.01)
        (start,) = phones.drain()
        assert start.kind == "start"
        # What the game says to one phone alone reaches that phone only.
        phones._tell(start.actor, "start_seated")
        assert json.loads(await _ben.receive_str(timeout=5)) == {
            "type": "note",
            "word": "start_seated",
        }

    run(body)


def test_another_seats_secret_or_none_is_refused_and_changes_nothing() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        anna, _anna_secret = await join(client, phones, "Anna")
        ben, ben_secret = await join(client, phones, "Ben")
        phones.drain()
        for message in (
            {"type": "take", "secret": ben_secret, "decision": 0},  # Anna's phone with Ben's secret
            {"type": "take", "secret": "A" * 43, "decision": 0},  # a guess
            {"type": "take", "decision": 0},  # none
            {"type": "resume", "secret": ben_secret},  # Anna's connection claiming Ben's seat
        ):
            answer = await ask(anna, message)
            assert answer["type"] == "refused", message
        # A fresh connection that guesses a secret gets no seat.
        stranger = await client.ws_connect("/ws")
        assert (await ask(stranger, {"type": "resume", "secret": "B" * 43}))["type"] == "refused"
        assert (await ask(stranger, {"type": "pass", "secret": ben_secret, "decision": 0}))[
            "type"
        ] == "refused"
        assert phones.drain() == []
        await ben.send_str(json.dumps({"type": "pass", "secret": ben_secret, "decision": 0}))
        assert (await ask(ben, {"type": "nope"}))["type"] == "refused"

    phones = run(body)
    assert [m.kind for m in phones.drain() if m.kind != "gone"] == ["pass"]


def test_resume_with_the_secret_gives_the_seat_back() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        ws, secret = await join(client, phones)
        (joined,) = phones.drain()
        phones._deliver([(joined.actor, {"n": 1})])  # as the server's loop runs it
        assert json.loads(await ws.receive_str(timeout=5)) == {"type": "state", "n": 1}
        await ws.close()
        for _ in range(100):
            if phones.inbox.qsize():
                break
            await asyncio.sleep(0.01)
        (gone,) = phones.drain()
        assert (gone.kind, gone.actor) == ("gone", joined.actor)
        again = await client.ws_connect("/ws")
        assert (await ask(again, {"type": "resume", "secret": secret}))["type"] == "welcome"
        # The page that came back has nothing yet: the same state is sent again.
        phones._deliver([(joined.actor, {"n": 1})])
        assert json.loads(await again.receive_str(timeout=5)) == {"type": "state", "n": 1}
        (back,) = phones.drain()
        assert (back.kind, back.actor) == ("back", joined.actor)

    run(body)


def test_the_server_makes_a_seats_view_from_its_facts_and_sends_only_a_change() -> None:
    from game.match.model import Match
    from game.match.setup import MatchSetup
    from game.phones.snapshot import seat_facts, seat_view

    match = Match(MatchSetup.from_json({"seats": ["human", "human", "random"]}), 3)

    async def body(client: TestClient, phones: PhoneServer) -> None:
        ws, _secret = await join(client, phones)
        (joined,) = phones.drain()
        # The frame loop hands over the facts; the view is made here, on the server's loop.
        phones._deliver([(joined.actor, seat_facts(match, 0, live=True))])
        first = json.loads(await ws.receive_str(timeout=5))
        assert first == {"type": "state", **seat_view(match, 0, live=True)}
        assert first["live"] is True and first["moves"] == ["take", "pass"]
        phones._deliver([(joined.actor, seat_facts(match, 0, live=True))])  # the same view
        phones._deliver([(joined.actor, seat_facts(match, 0, live=False))])
        second = json.loads(await ws.receive_str(timeout=5))
        assert second["live"] is False and second["moves"] == []  # the same one was not sent

    run(body)


@pytest.mark.parametrize(
    "raw",
    [
        "{not json",
        "[]",
        '{"type": "join"}',
        '{"type": "join", "name": ""}',
        '{"type": "join", "name": "Anna", "admin": true}',
        '{"type": "fly", "secret": "x"}',
        '{"type": "join", "name": 5}',
        json.dumps({"type": "join", "name": "A" * 2000}),
    ],
)
def test_malformed_messages_are_refused(raw: str) -> None:
    with pytest.raises(protocol.Refused):
        protocol.parse(raw)


def test_fields_are_checked_for_type_and_range() -> None:
    secret = "a" * 43
    good = protocol.parse(json.dumps({"type": "seat", "secret": secret, "seat": 6}))
    assert good.seat == 6
    for bad in (7, -1, True, "1", 1.0):
        with pytest.raises(protocol.Refused):
            protocol.parse(json.dumps({"type": "seat", "secret": secret, "seat": bad}))
    for move in ("bid", "choose:17", "choose:bonus5:2"):
        assert (
            protocol.parse(
                json.dumps({"type": "act", "secret": secret, "move": move, "decision": 0})
            ).move
            == move
        )
    for move in ("BID", "choose:../x", "take; drop"):
        with pytest.raises(protocol.Refused):
            protocol.parse(
                json.dumps({"type": "act", "secret": secret, "move": move, "decision": 0})
            )


def test_floods_are_rate_limited_and_oversized_frames_close_the_socket() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        ws, secret = await join(client, phones)
        for _ in range(60):
            await ws.send_str(json.dumps({"type": "hint", "secret": secret}))
        # Accepted messages are not answered; the ones past the burst are refused.
        refused = 0
        while refused < 30:
            got = await ws.receive(timeout=5)
            assert got.type == aiohttp.WSMsgType.TEXT
            refused += json.loads(got.data)["reason"] == "slow down"
        big = await client.ws_connect("/ws")
        await big.send_str("x" * (protocol.MAX_MESSAGE * 4))
        got = await big.receive(timeout=5)
        assert got.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)

    phones = run(body)
    hints = [m for m in phones.drain() if m.kind == "hint"]
    assert 0 < len(hints) <= protocol.BURST + 5


def test_only_the_pages_own_files_are_served() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        for path in ("/", "/phone.css", "/phone.js", "/strings.json"):
            response = await client.get(path)
            assert response.status == 200, path
            assert "default-src 'none'" in response.headers["Content-Security-Policy"]
        for path in (
            "/../server.py",
            "/%2e%2e/server.py",
            "/page/index.html",
            "/server.py",
            "/etc/passwd",
            "/index.html/../../protocol.py",
        ):
            response = await client.get(path)
            assert response.status == 404, (path, response.status)

    run(body)


def test_no_secret_in_any_log_line(caplog: pytest.LogCaptureFixture) -> None:
    seen: list[str] = []

    async def body(client: TestClient, phones: PhoneServer) -> None:
        ws, secret = await join(client, phones)
        seen.append(secret)
        await ask(ws, {"type": "take", "secret": "Z" * 43, "decision": 0})
        await ask(ws, {"type": "resume", "secret": "Y" * 43})
        await ws.close()
        again = await client.ws_connect("/ws")
        await ask(again, {"type": "resume", "secret": secret})
        await ask(again, {"type": "join", "name": "Eve", "key": "WRONGKEY"})
        await again.close()
        seen.append(phones.key)
        # The page's address carries the key after "#": a browser never sends it.
        assert (await client.get("/")).status == 200

    with caplog.at_level(logging.DEBUG):
        run(body)
    assert caplog.records  # joins, refusals and reconnects are logged...
    text = "\n".join(record.getMessage() for record in caplog.records)
    assert seen[0] not in text and "Z" * 43 not in text  # ...without a secret
    assert seen[1] not in text and "WRONGKEY" not in text  # ...or a key, right or wrong


def test_the_server_and_the_protocol_load_without_pygame_or_a_web_library() -> None:
    """The server thread's code needs no pygame; aiohttp is imported only once phones are
    switched on (startup and the kiosk never pay for it)."""
    import subprocess
    import sys
    from pathlib import Path

    probe = "import sys, game.phones.protocol, game.phones.server, game.phones.snapshot; "
    probe += "print('pygame' in sys.modules, 'aiohttp' in sys.modules); "
    # The game's screens, phones off: no web library, no QR library.
    probe += "import game.app.main, scenes.setup, scenes.table, scenes.settings; "
    probe += "print('aiohttp' in sys.modules, 'segno' in sys.modules)"
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=root, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["False", "False", "False", "False"]


def test_a_socket_from_another_sites_page_is_refused() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        host = f"{client.host}:{client.port}"
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect("/ws", headers={"Origin": "http://evil.example"})
        assert refused.value.status == 403
        # The game's own page (same origin) joins as before.
        ws = await client.ws_connect("/ws", headers={"Origin": f"http://{host}"})
        answer = await ask(ws, {"type": "join", "name": "Anna", "key": phones.key})
        assert answer["type"] == "welcome"
        await ws.close()

    phones = run(body)
    kinds = [phones.inbox.get_nowait().kind for _ in range(phones.inbox.qsize())]
    assert kinds == ["join", "gone"]  # the page's own; the refused socket put nothing there


# Issue 66: only the room can come in, and no numbers lock a phone out -------------------


def test_a_join_needs_the_tvs_key_and_guessing_it_is_slowed() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        ws = await client.ws_connect("/ws")
        no_key = await ask(ws, {"type": "join", "name": "Eve"})
        assert no_key == {"type": "refused", "reason": "unknown or missing fields"}
        wrong = "A" * protocol.KEY_LENGTH if phones.key != "A" * 8 else "B" * 8
        for _ in range(server_module.KEY_BURST):
            assert (await ask(ws, {"type": "join", "name": "Eve", "key": wrong}))["reason"] == (
                "wrong key"
            )
        # Out of tries: even the right key waits (a guesser cannot tell it found it).
        answer = await ask(ws, {"type": "join", "name": "Eve", "key": phones.key})
        assert answer == {"type": "refused", "reason": "wrong key"}
        # Another phone that types the code, in any case and with its dash, joins.
        typed = protocol.spaced_key(phones.key).lower()
        other = await client.ws_connect("/ws")
        phones._tries.clear()  # (another address: the test client has only one)
        phones._guessed_wrong.clear()
        assert (await ask(other, {"type": "join", "name": "Ann", "key": typed}))["type"] == (
            "welcome"
        )

    phones = run(body)
    assert [m.name for m in phones.drain() if m.kind == "join"] == ["Ann"]


def test_many_addresses_guessing_slow_each_other_but_never_a_phone_that_did_not_guess() -> None:
    phones = PhoneServer()
    wrong = "A" * protocol.KEY_LENGTH if phones.key != "A" * 8 else "B" * 8
    for index in range(server_module.WRONG_KEYS):
        assert not phones._key_allowed(server_module._Connection(f"10.0.0.{index}"), wrong)
    # The guessers' shared allowance is spent: a guesser's right key waits too...
    assert not phones._key_allowed(server_module._Connection("10.0.0.1"), phones.key)
    # ...but a phone that never guessed wrong comes in with the code it scanned.
    assert phones._key_allowed(server_module._Connection("10.0.1.1"), phones.key)
    # A day of guessing at the shared rate finds the key with a chance under one in a
    # million (31**8 keys).
    per_day = server_module.WRONG_KEYS * 60 * 24 + server_module.WRONG_KEYS
    assert per_day / len(protocol.KEY_ALPHABET) ** protocol.KEY_LENGTH < 1e-6


def test_joins_and_leaves_never_fill_the_room() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        # Thirty join-and-close: each frees its place at once.
        for i in range(30):
            ws, _secret = await join(client, phones, f"P{i}")
            await ws.close()
        for _ in range(100):
            if not phones._sockets:
                break
            await asyncio.sleep(0.01)
        assert phones._sockets == {}
        # The room holds MAX_PHONES phones connected at once; one more is told "full"...
        held = [await join(client, phones, f"Q{i}") for i in range(server_module.MAX_PHONES)]
        extra = await client.ws_connect("/ws")
        answer = await ask(extra, {"type": "join", "name": "Z", "key": phones.key})
        assert answer == {"type": "refused", "reason": "full"}
        # ...until one leaves: its place is free at once.
        await held[0][0].close()
        for _ in range(100):
            if len(phones._sockets) < server_module.MAX_PHONES:
                break
            await asyncio.sleep(0.01)
        assert (await ask(extra, {"type": "join", "name": "Z", "key": phones.key}))["type"] == (
            "welcome"
        )

    run(body)


def test_an_unseated_secret_expires_and_a_seated_one_waits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(server_module, "UNSEATED_SECONDS", 0.05)

    async def body(client: TestClient, phones: PhoneServer) -> None:
        seated, seated_secret = await join(client, phones, "Ann")
        idle, idle_secret = await join(client, phones, "Eve")
        ann = phones._secrets[seated_secret]
        phones._set_seated(frozenset({ann}))
        await seated.close()
        await idle.close()
        await asyncio.sleep(0.3)
        again = await client.ws_connect("/ws")
        assert (await ask(again, {"type": "resume", "secret": idle_secret}))["type"] == "refused"
        assert (await ask(again, {"type": "resume", "secret": seated_secret}))["type"] == (
            "welcome"
        )

    run(body)


def test_the_tv_removing_a_phone_voids_its_secret_and_tells_its_page() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        ws, secret = await join(client, phones, "Eve")
        (joined,) = [m for m in phones.drain() if m.kind == "join"]
        old_key = phones.key
        phones.remove(joined.actor)
        await asyncio.sleep(0.05)
        assert json.loads(await ws.receive_str(timeout=5)) == {"type": "removed"}
        assert phones.key != old_key  # whoever saw the old code must see the TV again
        again = await client.ws_connect("/ws")
        assert (await ask(again, {"type": "resume", "secret": secret}))["reason"] == (
            "unknown seat"
        )

    run(body)


@pytest.mark.parametrize(
    ("host", "allowed"),
    [
        ("127.0.0.1:8765", True),
        ("192.168.1.20:8765", True),
        ("[::1]:8765", True),
        ("localhost:8765", True),
        ("LOCALHOST", True),
        ("evil.example:8765", False),
        ("127.0.0.1.nip.io:8765", False),
        ("", True),
    ],
)
def test_the_host_must_be_an_ip_address_or_localhost(host: str, allowed: bool) -> None:
    assert server_module.host_allowed(host) is allowed


def test_a_request_or_socket_for_a_foreign_host_is_refused() -> None:
    async def body(client: TestClient, phones: PhoneServer) -> None:
        assert (await client.get("/", headers={"Host": "evil.example"})).status == 421
        assert (await client.get("/", headers={"Host": "localhost"})).status == 200
        # DNS rebinding's shape: a foreign name, its Origin matching it.
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(
                "/ws", headers={"Host": "evil.example", "Origin": "http://evil.example"}
            )
        assert refused.value.status == 421

    run(body)


def test_malformed_requests_get_400_and_no_traceback(
    caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    import socket

    server = PhoneServer("127.0.0.1", 0)
    server.start()
    answers = []
    try:
        with caplog.at_level(logging.DEBUG):
            for raw in (
                b"GET /\xff\xfe HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                b"\xff\xff\xff\r\n\r\n",
                b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X: " + b"y" * 9000 + b"\r\n\r\n",
            ):
                with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
                    sock.sendall(raw)
                    answers.append(sock.recv(64))
    finally:
        server.stop()
    assert all(answer.startswith(b"HTTP/1.") and b" 400 " in answer for answer in answers)
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]
    assert "Traceback" not in capfd.readouterr().err


def test_a_server_that_did_not_start_in_time_never_listens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import socket

    slow = PhoneServer.make_app

    def make_app_slowly(self: PhoneServer) -> Any:
        time.sleep(0.3)  # a loaded machine: listening comes after `start` gave up
        return slow(self)

    monkeypatch.setattr(PhoneServer, "make_app", make_app_slowly)

    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    server = PhoneServer("127.0.0.1", port)
    with pytest.raises(OSError, match="did not start"):
        server.start(timeout=0.05)
    time.sleep(0.6)
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        pass
