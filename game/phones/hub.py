"""The frame loop's side of the phones: what arrived becomes the game's own inputs, and
each phone is shown its seat.

Every frame `pump()` drains the server's queue without waiting and:
- a phone that joins (or comes back) is registered as a device that owns a seat, as a
  plugged-in pad is (`PadRegistry.register_phone`): the App then tells the scenes, which
  seat it in the lobby or give its waiting seat back at the table; one that goes is
  removed like an unplugged pad, so its seat waits and the table offers "to bot";
- TAKE and NO THANKS are intents (`Device.PHONE`, `pad` = the phone's actor id),
  handled by the scenes as any device's; other decisions ("act"), taking a seat
  ("seat") and the coach's hint (shown on the phone only) go to the scene that owns the
  seats (`Scene.on_phone`), which submits them through the table's controller as any
  other choice;
- each phone's view (`Scene.phone_view`, built from its seat's observation only) is sent
  when it changed.

Nothing here waits on the network: the server is on its own thread (`server`).
"""

from __future__ import annotations

import json
import logging
import time
from typing import TYPE_CHECKING, Any

from game.app.intents import Device, Intent, IntentEvent
from game.phones.server import Inbound, PhoneServer
from game.phones.snapshot import seat_view
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
        self._sent: dict[int, str] = {}  # actor -> the view last sent (as JSON)
        self._views: dict[int, object] = {}  # actor -> the view object last sent
        self._match: Match | None = None  # the match last shown (its results stay)
        self._turn = 0  # whose views are looked at this frame (`publish`)
        self._asked: list[int] = []  # phones that sent something this frame
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
        for message in self.server.drain():
            self._read(message)
            self.last_arrival = message.at
            self.last_applied = time.perf_counter()
        self._refresh_strings()
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
            self._sent.pop(actor, None)  # the new page gets the view at once
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

    def _arrived(self, actor: int) -> None:
        self.connected.add(actor)
        pad = self.app.pads.register_phone(actor, self.names.get(actor, ""))
        self.app.input.added_pads.append(pad)  # the App tells the scenes, as for a pad

    def _gone(self, actor: int) -> None:
        self.connected.discard(actor)
        self._sent.pop(actor, None)
        pad = self.app.pads.remove(actor)
        if pad is not None:
            self.app.input.removed_pads.append(pad)

    def _to_scenes(self, actor: int, kind: str, value: object) -> bool:
        """The topmost scene that owns seats takes it (the table under the pause menu)."""
        return any(scene.on_phone(actor, kind, value) for scene in reversed(self.app.stack.scenes))

    def view_of(self, actor: int) -> dict[str, Any]:
        for scene in reversed(self.app.stack.scenes):
            view = scene.phone_view(actor)
            if view is not None:
                if scene.match is not None:
                    self._match = scene.match
                return view
        # The match just played, while its results are on the TV: the final scores.
        match = self._match
        seat = match.seat_of(actor) if match is not None else None
        if match is not None and seat is not None and match.game.is_over:
            return seat_view(match, seat, live=False, results=True)
        return WAITING

    def publish(self) -> None:
        """Send the views that changed. A few phones a frame, in turn (each is seen every
        few frames, the ones that just sent something at once): building seven views in
        one frame after a move made that frame's CPU a third longer (docs/PERFORMANCE.md)."""
        actors = sorted(self.connected)
        if not actors:
            return
        start = self._turn % len(actors)
        due = [*actors[start:], *actors[:start]][:VIEWS_PER_FRAME]
        self._turn += VIEWS_PER_FRAME
        for actor in dict.fromkeys([*self._asked, *due]):
            if actor not in self.connected:
                continue
            view = self.view_of(actor)
            if self._views.get(actor) is view and actor in self._sent:
                continue  # the scene kept it: nothing changed
            self._views[actor] = view
            text = json.dumps(view, separators=(",", ":"), sort_keys=True)
            if self._sent.get(actor) != text:
                self._sent[actor] = text
                self.server.publish(actor, view)
        self._asked.clear()

    def _refresh_strings(self) -> None:
        from game import i18n

        language = i18n.language()
        if language != self._language:
            self._language = language
            self.server.strings = page_strings()
