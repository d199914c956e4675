"""The game under a flood, for tests/phones/test_flood.py: run as its own process with
its descriptor limit lowered (`RLIMIT_NOFILE` = argv[1]), phones on at 127.0.0.1, a
three-seat match played from this process's own frame loop (keyboard seats, decided here
in turn: no bot processes), each decision autosaved as in the game.

Prints, one JSON line each: {"port", "key", "save"} once listening; then after each
decision {"played": N} (after its autosave returned); waits for a line on stdin before
playing (the flood is up by then), and after `argv[2]` decisions plays no more but keeps
its frames going until killed (the test kills it with SIGKILL, as a power cut would)."""

from __future__ import annotations

import json
import os
import resource
import sys
import time


def main() -> None:
    limit, decisions, settings = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from game.app.main import App
    from game.rules import Action
    from scenes.flow import desktop
    from scenes.screens import screens
    from scenes.table import TableScene

    app = App(size=(640, 360), settings_path=settings, screens=desktop(), open_home=True)
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "human", "human"], "first_player": 0}
    app.phones_port, app.phones_host = 0, "127.0.0.1"  # loopback only
    hub_address = app.set_phones(True)
    assert hub_address is not None and app.phones is not None
    port = int(hub_address.rsplit(":", 1)[1].strip("/"))
    say({"port": port, "key": app.phones.server.key, "save": str(app.saves.current_path)})
    sys.stdin.readline()  # the flood is up
    app.stack.push(screens(app.stack).setup())
    app.step(0.05)
    setup = app.stack.top
    setup.start(confirmed=True)  # type: ignore[union-attr]
    app.step(0.05)
    table = app.stack.top
    assert isinstance(table, TableScene)
    played = 0
    while True:
        app.step(0.05)
        pygame.event.clear()
        seat = table.turns.human_turn()
        if played < decisions and seat is not None and not table.finished:
            counters = table.match.game.observation(seat).my_counters or 0
            move = Action.PASS if counters > 3 and played % 3 else Action.TAKE
            events = table.turns.choose(move)
            if isinstance(events, list):  # applied: the table saves it with its events
                table.show(events)
                played += 1
                say({"played": played})
        time.sleep(0.005)


def say(line: dict[str, object]) -> None:
    print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()
