"""The project's fuzz never opens a server the network can reach, and `--json` prints one
JSON document (issue 66): phones switched on by its random presses listen on the loopback
address, and what the game prints meanwhile goes to stderr."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from nothanks import fuzz

pytest.importorskip("aiohttp")


def test_phones_switched_on_in_the_fuzz_listen_on_loopback_and_json_stays_one_document(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    hosts: list[str] = []

    def fuzz_that_switches_phones_on(events: int, seed: int, folder: Path, *_: Any) -> Any:
        app = fuzz.make_app(folder)
        try:
            assert app.set_phones(True) is not None  # as a press on "Phones: off" does
            assert app.phones is not None
            hosts.append(app.phones.server.host)  # type: ignore[attr-defined]
        finally:
            app.set_phones(False)
        return {"exceptions": 0, "invariant_failures": 0, "events": events, "seed": seed}

    monkeypatch.setattr(fuzz, "run_fuzz", fuzz_that_switches_phones_on)
    assert fuzz.main(["--events", "5", "--seed", "2", "--json"]) == 0
    out, err = capsys.readouterr()
    assert hosts == ["127.0.0.1"]
    assert json.loads(out) == {"exceptions": 0, "invariant_failures": 0, "events": 5, "seed": 2}
    assert "phones: http://" in err
