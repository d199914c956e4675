"""The frame loop's side of the phones: what arrived becomes the game's own inputs, and
each phone is shown its seat.

Every frame `pump()` drains the server's queue without waiting and:
- a phone that joins (or comes back) is registered as a device that owns a seat, as a
  plugged-in pad is (`PadRegistry.register_phone`): the App then tells the scenes, which
  seat it in the lobby or give its waiting seat back at the table; one that goes is
  removed like an unplugged pad, so its seat waits and the table offers "to bot";
- TAKE and NO THANKS are intents (`Device.PHONE`, `pad` = the phone's actor id),
  handled by the scenes as any device's; other decisions ("act"), taking a seat
  ("seat"), starting the match from the lobby ("start") and the coach's hint (shown
  on the phone only) go to the scene that owns the seats (`Scene.on_phone`), which
  submits them through the table's controller as any other choice;
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

from game.app.intents import Device, Intent, IntentEvent
from game.phones.server import Inbound, PhoneServer
from game.phones.snapshot import SeatFacts, as_view, seat_facts
from game.phones.words import page_strings

if TYPE_CHECKING:
    from game.app.scene import AppPort
    from game.match.model import Match

log = logging.getLogger("nothanks.phones")

DEFAULT_PORT = 8765
INTENTS = {"take": Intent.TAKE, "pass": Intent.PASS}
WAITING: dict[str, Any] = {"phase": "wait"}
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
        self._views: dict[int, object] = {}  # actor -> the state last sent
        self._match: Match | None = None  # the match last shown (its results stay)
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
    def url(self) -> str:
        return f"http://{lan_address()}:{self.server.port}/"

    def start(self) -> None:
        self._refresh_strings()
        self.server.start()
        log.info("phones can join on port %d", self.server.port)

    def stop(self) -> None:
        self.server.stop()
        for actor in list(self.connected):
            self._gone(actor)
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
        elif kind in INTENTS:
            self.app.stack.handle(IntentEvent(INTENTS[kind], Device.PHONE, pad=actor))
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
        pad = self.app.pads.register_phone(actor, self.names.get(actor, ""))
        self.app.pad_arrived(pad)  # the App tells the scenes, as for a pad

    def _gone(self, actor: int) -> None:
        self.connected.discard(actor)
        self._views.pop(actor, None)
        pad = self.app.pads.remove(actor)
        if pad is not None:
            self.app.pad_left(pad)

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
                return state
        # The match just played, while its results are on the TV: the final scores.
        match = self._match
        seat = match.seat_of(actor) if match is not None else None
        if match is not None and seat is not None and match.game.is_over:
            return seat_facts(match, seat, live=False, results=True)
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
