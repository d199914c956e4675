"""Every consumer of the engine's events is exhaustive: a new event type fails mypy (and so
`make test`) until each consumer says what it does with it.

Each consumer is a `match` over the `Event` union (`game/rules/events.py`) that ends in
`assert_never`. The first test proves that this really fails: it type-checks the
consumers against a copy of the events module with one more member in the union
(mypy's `--shadow-file`), and every consumer, and only they, must then be reported. The
second makes sure no consumer escapes the check by dispatching on `isinstance` instead.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import typing
from pathlib import Path

from game.rules.events import Event

ROOT = Path(__file__).resolve().parents[3]
EVENTS = ROOT / "game" / "rules" / "events.py"

# Each function that turns an event into something (a change of the view, words, a sound,
# a duration, a picture), by file. A new consumer is added here, as a `match` ending in
# `assert_never`.
CONSUMERS = {
    "scenes/table/view.py": {"TableView.begin", "TableView.end"},
    "scenes/table/story.py": {"MoveStory.tell"},
    "scenes/table/animations.py": {"seconds", "stops_a_skip"},
    "scenes/table/sounds.py": {"event_sound"},
    "scenes/table/warm.py": {"landing"},
    "scenes/table/frame.py": {"keeps_text"},
    "scenes/table/draw_flying.py": {"draw_flying", "draw_crossfade", "counter_in_flight"},
    "scenes/table/scene.py": {"changes_deck", "TableScene._begin", "TableScene._end"},
}

# `isinstance` on an event class is allowed only where it picks one kind out of a list,
# which a new event type cannot concern.
FILTERS = {
    ("scenes/table/continued.py", "RoundEnded"),  # the last round's end in a record
    ("nothanks/fuzz.py", "RoundEnded"),  # a round's end, to stop the engine there
}


def _with_one_more_event(source: str) -> str:
    """The events module with a `FakeEvent` class, first in the `Event` union."""
    union = "Event = (\n    "
    assert source.count(union) == 1, "the Event union is no longer spelled as expected"
    fake = (
        "@dataclass(frozen=True, slots=True)\n"
        "class FakeEvent:\n"
        '    kind: ClassVar[str] = "fake"\n\n\n'
    )
    return source.replace(union, fake + union + "FakeEvent\n    | ")


def _functions(path: Path) -> list[tuple[int, int, str]]:
    """(first line, last line, qualified name) of each function in a module."""
    found = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")
            elif isinstance(child, ast.FunctionDef):
                end = child.end_lineno or child.lineno
                found.append((child.lineno, end, prefix + child.name))
                visit(child, f"{prefix}{child.name}.")

    visit(ast.parse(path.read_text()), "")
    return found


def _enclosing(path: Path, line: int) -> str:
    inside = [(first, name) for first, last, name in _functions(path) if first <= line <= last]
    assert inside, f"{path}:{line} is in no function"
    return max(inside)[1]  # the innermost


def test_a_new_event_type_fails_the_type_check_in_every_consumer(tmp_path: Path) -> None:
    shadow = tmp_path / "events.py"
    shadow.write_text(_with_one_more_event(EVENTS.read_text()))
    # Only the consumers and the events module are checked, the rest of the game is
    # skipped (read as Any): a second or two, where the whole game would take a minute.
    # The skipped imports bring other complaints; only `assert_never`'s matter here.
    done = subprocess.run(
        [
            sys.executable, "-m", "mypy", "--config-file", "pyproject.toml",
            "--follow-imports=skip", "--cache-dir", str(tmp_path / "cache"),
            "--shadow-file", str(EVENTS), str(shadow), str(EVENTS), *CONSUMERS,
        ],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    failing: dict[str, set[str]] = {}
    for line in done.stdout.splitlines():
        found = re.match(r"(.+?):(\d+): error: Argument 1 to \"assert_never\" .*FakeEvent", line)
        if found:
            path, number = found.group(1), int(found.group(2))
            failing.setdefault(path, set()).add(_enclosing(ROOT / path, number))
    # (On failure: which consumers let the new event through, or which are not listed.)
    said = [line for line in done.stdout.splitlines() if "assert_never" in line]
    assert failing == CONSUMERS, "\n".join(said) or done.stdout[-2000:] + done.stderr[-2000:]


def test_no_event_is_dispatched_by_isinstance() -> None:
    """`isinstance` against an event class would let a new event type through unseen."""
    kinds = {kind.__name__ for kind in typing.get_args(Event)}
    assert len(kinds) >= 15
    found = set()
    for package in ("game", "scenes", "nothanks"):
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if relative.startswith("game/rules/"):
                continue  # the engine makes the events
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "isinstance":
                    names = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
                    found |= {(relative, name) for name in names & kinds}
    assert found == FILTERS
