"""The phones reach the app through its port: a phone's pad is handed to the app
(`AppPort.pad_arrived`, `pad_left`), as the App itself hears of a plugged pad, never
pushed into the app's input funnel from outside."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_phones_do_not_reach_into_the_apps_input() -> None:
    reached = []
    for path in sorted((ROOT / "game" / "phones").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Attribute)
                and node.attr == "input"
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "app"
            ):
                reached.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert reached == []


def test_the_hub_hands_pads_to_the_app_through_the_port() -> None:
    source = (ROOT / "game" / "phones" / "hub.py").read_text()
    calls = {
        node.func.attr
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    }
    assert {"pad_arrived", "pad_left"} <= calls
