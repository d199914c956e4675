"""The frame loop's side of the phones: what arrived becomes the game's own inputs, and
each phone is shown its seat.

Every frame `pump()` drains the server's queue without waiting and:
- a phone that joins (or comes back) is registered as a device that owns a seat, as a
  plugged-in pad is (`PadRegistry.register_phone`): the App then tells the scenes, which
  seat it in the lobby or give its waiting seat back at the table; one that goes from
  the lobby is removed like an unplugged pad, so its seat is free;
- every decision ("take", "pass", "act": with the decision it answers, so a stale one
  changes nothing), taking a seat ("seat"), starting the match from the lobby ("start")
  and the coach's hint (shown on the phone only) go to the scene that owns the seats
  (`Scene.on_phone`), which submits them through the table's controller as any other
  choice;
- a phone put down (issue 66): a phone whose connection closes while it holds a seat in
  a match keeps its seat and its pad (`asleep`): the table plays on, and only when that
  seat's decision is due does the table wait, then after a grace lets it go (`let_go`:
  the seat waits for it as for an unplugged pad). When it reconnects it simply plays on;
- the TV removes a phone (`remove`): its seat is freed, its secret void, the key new;
- each phone's view (`Scene.phone_view`, from its seat's observation only) is sent when
  it may have changed: the scenes say when (`Scene.phone_version`), so a frame where
  nothing changed costs one comparison; the frame loop only takes the view's immutable
  facts, and the server's thread makes the view and its JSON (`snapshot.render`).

Nothing here waits on the network: the server is on its own thread (`server`).
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

from game.phones.announce import recent
from game.phones.protocol import spaced_key
from game.phones.server import Inbound, PhoneServer
from game.phones.snapshot import SeatFacts, as_view, seat_facts
from game.phones.words import page_strings

if TYPE_CHECKING:
    from game.app.scene import AppPort
    from game.match.model import Match

log = logging.getLogger("nothanks.phones")

DEFAULT_PORT = 8765
MOVES = ("take", "pass")  # the two moves with a message of their own
WAITING: dict[str, Any] = {"phase": "wait"}
SILENT_AFTER = 12.0  # seconds without a word (the page says "alive" every 4 s in front)
FOLLOW_EVERY = 10  # frames between looks at who holds seats (and at once on a message)
VIEWS_PER_FRAME = 2  # 7 phones: each looked at every 4 frames (67 ms at 60 frames a second)


def lan_address() -> str:
    """The machine's address on the local network (what a phone types), or loopback.
    No packet is sent: connecting a UDP socket only picks the outgoing interface."""
    import socket

    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class PhoneHub:
    def __init__(self, app: AppPort, port: int = DEFAULT_PORT, host: str = "0.0.0.0") -> None:
        self.app = app
        self.server = PhoneServer(host, port)
        self.names: dict[int, str] = {}  # actor -> the name it joined with
        self.connected: set[int] = set()
        # Phones whose connection closed while they hold a seat in a match: when (by the
        # monotonic clock). Their pad and seat are kept; the table decides when to wait.
        self.asleep: dict[int, float] = {}
        self._seated: frozenset[int] | None = None  # as last told to the server
        self.removed: set[int] = set()  # phones the TV removed (until the id joins anew)
        self.seen: dict[int, float] = {}  # actor -> when it last said anything (monotonic)
        self._pumps = 0
        self._views: dict[int, object] = {}  # actor -> the state last sent
        self._match: Match | None = None  # the match last shown (its results stay)
        # Its move log (`scenes.table.story`), whose last lines (the last move, the
        # round's and the match's end) are told after the table has gone: phones say them.
        self._story: object = None
        self._turn = 0  # whose views are looked at this frame (`publish`)
        self._asked: list[int] = []  # phones that sent something this frame
        self._stale: set[int] = set()  # phones whose view may have changed, not yet seen
        self._version: object = None  # the scenes' `phone_version` last seen
        self._held = False  # the last frame read messages and sent no views
        self._language = ""
        # When the latest message arrived at the server, and when the frame read it (the
        # benchmark's figures: nothanks/phones_bench.py).
        self.last_arrival = 0.0
        self.last_applied = 0.0

    @property
    def address(self) -> str:
        """The page's address, without the key: what is printed (a log may keep it)."""
        return f"http://{lan_address()}:{self.server.port}/"

    @property
    def url(self) -> str:
        """The address with the join key after "#" (a browser never sends it: no request
        line or log holds it): what the TV's QR code says."""
        return f"{self.address}#{self.server.key}"

    @property
    def code(self) -> str:
        """The join key as the TV shows it for typing ("ABCD-EFGH")."""
        return spaced_key(self.server.key)

    def start(self) -> None:
        from game.store import files

        files.reserve_descriptors()  # a flood of connections never costs a save
        self._refresh_strings()
        self.server.start()
        log.info("phones can join on port %d", self.server.port)

    def stop(self) -> None:
        self.server.stop()
        for actor in [*self.connected, *self.asleep]:
            self.let_go(actor)
        self.app.pads.forget_phones()

    # Each frame ----------------------------------------------------------------------
    def pump(self) -> None:
        """Read what the phones sent (never waiting), then send each its view."""
        messages = self.server.drain()
        for message in messages:
            self._read(message)
            self.last_arrival = message.at
            self.last_applied = time.perf_counter()
        self._refresh_strings()
        self._pumps += 1
        if messages or self._pumps % FOLLOW_EVERY == 0:
            self._follow_seats()
        if messages and not self._held:
            # This frame applies a move (the engine, its save, the animation's first
            # frame): the views it changed are taken next frame, so no frame carries both.
            # Never two frames running: a stream of messages must not starve the views.
            self._held = True
            return
        self._held = False
        self.publish()

    def _read(self, message: Inbound) -> None:
        actor, kind = message.actor, message.kind
        if kind == "join":
            self.removed.discard(actor)  # a new phone (the server may reuse a free id)
        elif actor in self.removed:
            return  # sent before the server heard of its removal: nothing of it counts
        self.seen[actor] = time.monotonic()
        if kind == "alive":
            return  # only that it is in front (`away_since`)
        self._asked.append(actor)
        if kind == "join":
            self.names[actor] = message.name
            self._arrived(actor)
            self._to_scenes(actor, "join", message.name)
        elif kind == "back":
            if actor not in self.connected:
                self._arrived(actor)
            self._to_scenes(actor, "back", self.names.get(actor, ""))
            self._views.pop(actor, None)  # the new page gets the view at once
        elif kind == "gone":
            self._gone(actor)
        elif actor not in self.connected:
            return  # a message that raced its connection's end
        elif kind in MOVES:  # the same route as every other move (the decision checked)
            self._to_scenes(actor, "act", (kind, message.decision))
        elif kind == "act":
            self._to_scenes(actor, "act", (message.move, message.decision))
        elif kind == "seat":
            self._to_scenes(actor, "seat", message.seat)
        elif kind == "hint":
            self._to_scenes(actor, "hint", None)
        elif kind == "start":
            self._to_scenes(actor, "start", None)

    def _arrived(self, actor: int) -> None:
        self.connected.add(actor)
        if self.asleep.pop(actor, None) is not None and actor in self.app.pads:
            return  # put down and picked up again: its seat was kept, nothing to tell
        pad = self.app.pads.register_phone(actor, self.names.get(actor, ""))
        self.app.pad_arrived(pad)  # the App tells the scenes, as for a pad

    def _gone(self, actor: int) -> None:
        if self._in_match(actor):
            # Put down mid-match (locked, in the background, off the Wi-Fi): the table
            # plays on; it waits for this phone only on its seat's turn (issue 66).
            self.connected.discard(actor)
            self._views.pop(actor, None)
            self.asleep.setdefault(actor, time.monotonic())
            return
        self.let_go(actor)

    def _in_match(self, actor: int) -> bool:
        return any(
            scene.match_in_progress
            and scene.match is not None
            and scene.match.seat_of(actor) is not None
            for scene in self.app.stack.scenes
        )

    def let_go(self, actor: int) -> None:
        """Phone `actor` is gone for now: its pad is removed, so its seat waits for it as
        for an unplugged pad (the table's "not connected" panel) or, in the lobby, is free.
        Its secret stays: its page, when back, has the seat it waits for."""
        self.connected.discard(actor)
        self.asleep.pop(actor, None)
        self._views.pop(actor, None)
        pad = self.app.pads.remove(actor)
        if pad is not None:
            self.app.pad_left(pad)

    def away_since(self, actor: int) -> float | None:
        """Since when phone `actor` is put down (monotonic), if it is: its connection
        closed, or its page silent `SILENT_AFTER` seconds (in the background, locked or
        frozen, a browser may keep the socket open and answer its heartbeats)."""
        if actor in self.asleep:
            return self.asleep[actor]
        seen = self.seen.get(actor)
        if actor in self.connected and seen is not None and time.monotonic() - seen > SILENT_AFTER:
            return seen
        return None

    def remove(self, actor: int) -> None:
        """The TV removes phone `actor`: the scenes free its seat, its secret is void, its
        page told so, and the join key is new."""
        self._to_scenes(actor, "removed", None)
        self.removed.add(actor)
        self.server.remove(actor)
        self.let_go(actor)
        self.names.pop(actor, None)

    def _follow_seats(self) -> None:
        """Phones asleep that no longer hold a seat in a match are let go; and the server
        is told which phones hold seats (their secrets outlive their connections)."""
        for actor in [a for a in self.asleep if not self._in_match(a)]:
            self.let_go(actor)
        known = {*self.names, *self.connected}
        seated = frozenset(
            actor for actor in known if any(s.phone_holds(actor) for s in self.app.stack.scenes)
        )
        if seated != self._seated:
            self._seated = seated
            self.server.set_seated(seated)

    def _to_scenes(self, actor: int, kind: str, value: object) -> bool:
        """The topmost scene that owns seats takes it (the table under the pause menu)."""
        return any(scene.on_phone(actor, kind, value) for scene in reversed(self.app.stack.scenes))

    def wait(self, seconds: float) -> bool:
        """Sleep up to `seconds` until the next frame, waking at once when a phone's
        message arrives (True): it is read then, not up to a frame later (message → TV,
        docs/PERFORMANCE.md)."""
        arrived = self.server.arrived
        woke = arrived.wait(max(0.0, seconds))
        arrived.clear()  # one that lands after this is drained by the frame coming now
        return woke

    def tell(self, actor: int, word: str) -> None:
        """Say one of the page's words to phone `actor` alone (a note it shows a moment)."""
        self.server.tell(actor, word)

    def view_of(self, actor: int) -> dict[str, Any]:
        """What phone `actor` is shown now."""
        return as_view(self._state_of(actor))

    def _state_of(self, actor: int) -> SeatFacts | dict[str, Any]:
        for scene in reversed(self.app.stack.scenes):
            state = scene.phone_view(actor)
            if state is not None:
                if scene.match is not None:
                    self._match = scene.match
                    self._story = getattr(scene, "story", None)
                return state
        # The match just played, while its results are on the TV: the final scores.
        match = self._match
        seat = match.seat_of(actor) if match is not None else None
        if match is not None and seat is not None and match.game.is_over:
            lines = getattr(self._story, "lines", None)
            if not isinstance(lines, list):
                return seat_facts(match, seat, live=False, results=True)
            told, story = recent(lines), id(self._story)
            return seat_facts(match, seat, live=False, results=True, told=told, story=story)
        return WAITING

    def _scenes_version(self) -> object:
        """What every phone's view depends on, as the scenes say it; None if a scene
        cannot say (its phones are then looked at every frame, a few at a time)."""
        parts: list[object] = [self._language, id(self._match)]
        for scene in self.app.stack.scenes:
            version = scene.phone_version()
            if version is None:
                return None
            parts.append((id(scene), version))
        return tuple(parts)

    def publish(self) -> None:
        """Send the views that may have changed: those of the phones that just sent
        something at once, the others a few a frame, in turn (building seven views in the
        frame of a move made that frame's CPU a third longer: docs/PERFORMANCE.md)."""
        actors = sorted(self.connected)
        if not actors:
            self._asked.clear()
            return
        version = self._scenes_version()
        if version is None or version != self._version:
            self._version = version
            self._stale.update(actors)
        start = self._turn % len(actors)
        due = [a for a in [*actors[start:], *actors[:start]] if a in self._stale]
        self._turn += VIEWS_PER_FRAME
        out: list[tuple[int, SeatFacts | dict[str, Any]]] = []
        for actor in dict.fromkeys([*self._asked, *due[:VIEWS_PER_FRAME]]):
            if actor not in self.connected:
                continue
            self._stale.discard(actor)
            state = self._state_of(actor)
            if self._views.get(actor) is state:
                continue  # the scene kept it: nothing changed
            self._views[actor] = state
            out.append((actor, state))
        self._asked.clear()
        self.server.publish_many(out)  # the views and their JSON are made on its thread

    def _refresh_strings(self) -> None:
        from game import i18n

        language = i18n.language()
        if language != self._language:
            self._language = language
            self.server.strings = page_strings()
