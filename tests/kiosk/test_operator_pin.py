"""The operator PIN is never a published default: a salted hash in its own file, set
only with `nothanks kiosk-pin` (no usable PIN: the kiosk is out of service, and nobody at
the screen can set one), wrong PINs locked out on disk, untouched by a broken kiosk.json;
config problems show on the operator screen; steppers stop at their limits; ending a
guest game removes its save."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app.main import App
from game.draw import theme
from game.kiosk.idle import ManualClock
from game.kiosk.launch import HEADLESS_PIN, KioskPaths, make_kiosk
from game.kiosk.mode import KioskMode
from game.kiosk.pin import LOCKOUTS, PUBLISHED_DEFAULT, PinLock, PinStore, lock_path_for
from nothanks.kiosk_launch import headless_app
from scenes.kiosk.operator import step_choice
from tests.kiosk.helpers import close, hold, release, step, tap_at, tap_button, top_name
from tests.kiosk.test_kiosk_flow import guest_at_decision
from tests.packaging.helpers import ROOT, headless_env


def enter(app: App, clock: ManualClock, pin: str) -> None:
    for digit in pin:
        tap_button(app, clock, f"digit_{digit}")
    tap_button(app, clock, "ok")


def open_operator(app: App, clock: ManualClock, pin: str = HEADLESS_PIN) -> None:
    assert app.hook is not None
    app.hook.request_operator()  # type: ignore[attr-defined]
    step(app, clock)
    enter(app, clock, pin)
    assert top_name(app) == "operator"


def test_the_pin_is_a_salted_hash_in_its_own_file(tmp_path: Path) -> None:
    path = tmp_path / "kiosk-pin.json"
    assert PinStore(path).set("8642") is None
    first = path.read_text()
    assert "8642" not in first
    assert json.loads(first)["scheme"] == "scrypt"
    store = PinStore.load(path)
    assert store.matches("8642") and not store.matches("8643") and not store.matches("")
    PinStore(path).set("8642")
    assert json.loads(path.read_text())["salt"] != json.loads(first)["salt"]
    assert PinStore(path).set(PUBLISHED_DEFAULT) is not None  # never the published one
    assert PinStore(path).set("12a4") is not None
    assert PinStore.load(path).matches("8642")


def test_a_broken_kiosk_json_leaves_the_pin_alone(tmp_path: Path) -> None:
    paths = KioskPaths.under(tmp_path)
    PinStore(paths.pin).set("8642")
    for broken in ("{not json", '{"operator_pin": 1234}', '{"operator_pin": "2468"}'):
        paths.config.write_text(broken)
        kiosk = make_kiosk(paths)
        assert kiosk.pin.matches("8642"), broken
        assert not kiosk.pin.matches(PUBLISHED_DEFAULT) and not kiosk.pin.matches("1234")
        assert "operator_pin" not in paths.config.read_text()  # no PIN in plain text
    assert any("kiosk.json" in problem for problem in make_kiosk(paths).problems) is False
    paths.config.write_text("{not json")
    assert any("kiosk.json" in problem for problem in make_kiosk(paths).problems)


def test_an_old_plain_pin_moves_into_the_hashed_file_but_not_the_published_one(
    tmp_path: Path,
) -> None:
    paths = KioskPaths.under(tmp_path)
    paths.config.write_text('{"operator_pin": "5555", "idle_timeout": 90}')
    kiosk = make_kiosk(paths)
    assert kiosk.pin.matches("5555") and kiosk.config.idle_timeout == 90
    assert "5555" not in paths.config.read_text()
    other = KioskPaths.under(tmp_path / "b")
    other.config.parent.mkdir()
    other.config.write_text('{"operator_pin": "2468"}')
    assert not make_kiosk(other).pin.is_set


CORNER = (20, 20)


def hold_corner(app: App, clock: ManualClock) -> None:
    """The operator's hidden gesture: a finger held 6 s in the top-left corner."""
    hold(app, CORNER)
    step(app, clock, 360)
    release(app, CORNER)
    step(app, clock, 2)


UNUSABLE = {
    "missing": None,
    "corrupt": "{not json",
    "too large": '{"scheme": "scrypt", "pad": "' + "x" * 8000 + '"}',
    "a directory": "dir",
    # Numbers scrypt cannot run (more than its memory cap) or that freeze each check.
    "over the memory cap": (1 << 16, 8, 1),
    "too slow": (1 << 15, 8, 8),
}


def _write_unusable(path: Path, what: object) -> None:
    if what == "dir":
        path.mkdir()
    elif isinstance(what, str):
        path.write_text(what)
    elif isinstance(what, tuple):
        n, r, p = what
        record = {"scheme": "scrypt", "n": n, "r": r, "p": p, "salt": "00" * 16}
        path.write_text(json.dumps({**record, "hash": "00" * 64}))


@pytest.mark.parametrize("case", list(UNUSABLE))
def test_without_a_usable_pin_nobody_at_the_screen_gets_the_kiosk(
    tmp_path: Path, case: str
) -> None:
    _write_unusable(tmp_path / "kiosk-pin.json", UNUSABLE[case])
    clock = ManualClock()
    app = headless_app(tmp_path, (1280, 720), now=clock, pin=None)
    pygame.event.clear()
    step(app, clock)
    assert [s.name for s in app.stack.scenes] == ["no_pin"]
    # Every way a guest could try: the corner hold, the operator keys, taps everywhere,
    # and time passing (the idle return to attract).
    hold_corner(app, clock)
    keys = pygame.KMOD_CTRL | pygame.KMOD_SHIFT
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=keys))
    step(app, clock, 2)
    for x in range(40, 1280, 160):
        for y in range(40, 720, 120):
            tap_at(app, clock, (x, y), frames=1)
    step(app, clock, 60, dt=5.0)
    assert [s.name for s in app.stack.scenes] == ["no_pin"]
    assert not PinStore.load(tmp_path / "kiosk-pin.json").is_set
    # The operator sets it from a shell: the kiosk opens on attract by itself.
    assert PinStore(tmp_path / "kiosk-pin.json").set("97531") is None
    step(app, clock, 3, dt=1.0)
    assert top_name(app) == "attract"
    close(app)


def test_the_lock_out_survives_a_restart_and_grows(tmp_path: Path) -> None:
    clock = ManualClock()
    app = headless_app(tmp_path, (1280, 720), now=clock)
    step(app, clock)
    assert app.hook is not None
    app.hook.request_operator()  # type: ignore[attr-defined]
    step(app, clock)
    for _ in range(3):
        enter(app, clock, "9999")
    close(app)
    # A restart (kill -9, the supervisor starts it again): a fresh kiosk from the disk.
    again = headless_app(tmp_path, (1280, 720), now=clock)
    step(again, clock)
    lock = again.hook.pin_lock  # type: ignore[attr-defined]
    assert 0 < lock.locked_for() <= LOCKOUTS[0]
    again.hook.request_operator()  # type: ignore[attr-defined]
    step(again, clock)
    enter(again, clock, HEADLESS_PIN)  # the right PIN, while locked: not even checked
    assert top_name(again) == "operator_pin"
    # Each further wrong PIN locks for longer.
    clock.advance(LOCKOUTS[0])
    enter(again, clock, "9999")
    assert LOCKOUTS[0] < lock.locked_for() <= LOCKOUTS[1]
    clock.advance(LOCKOUTS[1])
    enter(again, clock, "9999")
    assert LOCKOUTS[1] < lock.locked_for() <= LOCKOUTS[2]
    assert PinLock.load(lock_path_for(tmp_path / "kiosk-pin.json"), clock).locked_for() > 0
    clock.advance(LOCKOUTS[2])
    enter(again, clock, HEADLESS_PIN)
    assert top_name(again) == "operator" and lock.locked_for() == 0
    close(again)


def test_a_damaged_lock_out_file_locks_and_is_set_aside(tmp_path: Path) -> None:
    clock = ManualClock()
    path = tmp_path / "kiosk-pin-lock.json"
    path.write_text('{"wrong": "none"}')
    lock = PinLock.load(path, clock)
    assert lock.locked_for() > 0 and lock.problem
    assert (tmp_path / "kiosk-pin-lock.json.bad").read_text() == '{"wrong": "none"}'


@pytest.mark.parametrize(
    "text",
    [
        '{"wrong": 0, "locked_until": NaN}',
        '{"wrong": 0, "locked_until": -Infinity}',
        '{"wrong": 2, "locked_until": Infinity}',
        '{"wrong": NaN, "locked_until": 0}',
        '{"wrong": 0, "locked_until": 1e300}',
        '{"wrong": true, "locked_until": 0}',
        '{"wrong": 0, "locked_until": "0"}',
        '{"wrong": 0, "locked_until": 0, "extra": 1}',
        "[]",
        "null",
        '"locked"',
        "0",
    ],
)
def test_a_lock_out_file_of_a_wrong_value_type_or_shape_locks_and_is_set_aside(
    tmp_path: Path, text: str
) -> None:
    """Issue 66: non-finite numbers, wrong types and wrong shapes are bad files like any
    other: set aside byte for byte (never overwritten) and read as locked; once the first
    lock-out passes, the right PIN opens as usual (NaN once made it a one-hour lock)."""
    clock = ManualClock()
    path = tmp_path / "kiosk-pin-lock.json"
    path.write_text(text)
    lock = PinLock.load(path, clock)
    assert 0 < lock.locked_for() <= LOCKOUTS[0] and lock.problem
    assert (tmp_path / "kiosk-pin-lock.json.bad").read_text() == text
    clock.advance(LOCKOUTS[0])
    assert lock.check("1357", lambda pin: pin == "1357") is True
    assert lock.wrong == 0 and lock.locked_for() == 0
    again = PinLock.load(path, clock)
    assert again.locked_for() == 0 and again.problem is None


@pytest.mark.parametrize("case", ["plain", "over the memory cap", "too slow"])
def test_a_damaged_pin_file_is_kept_aside_and_listed(tmp_path: Path, case: str) -> None:
    path = tmp_path / "kiosk-pin.json"
    if case == "plain":
        path.write_text('{"scheme": "plain", "pin": "1111"}')
    else:
        _write_unusable(path, UNUSABLE[case])
    before = path.read_bytes()
    kiosk = make_kiosk(KioskPaths.under(tmp_path))
    assert not kiosk.pin.is_set and not kiosk.pin.matches("1111")
    assert (tmp_path / "kiosk-pin.json.bad").read_bytes() == before
    assert any("kiosk-pin.json" in problem for problem in kiosk.problems)


def test_kiosk_pin_sets_it_before_deployment(tmp_path: Path) -> None:
    path = tmp_path / "pin.json"

    def run(pin: str) -> int:
        command = [sys.executable, "-m", "game", "kiosk-pin", "--stdin", "--file", str(path)]
        done = subprocess.run(
            command, input=pin + "\n", env=headless_env(), cwd=ROOT, capture_output=True, text=True
        )
        return done.returncode

    assert run(PUBLISHED_DEFAULT) == 1 and run("12") == 1 and not path.exists()
    assert run("246813") == 0
    assert PinStore.load(path).matches("246813")


def test_config_problems_are_shown_on_the_operator_screen(tmp_path: Path) -> None:
    def operator_screen(folder: Path, config: str | None) -> tuple[App, pygame.Surface]:
        folder.mkdir()
        if config is not None:
            (folder / "kiosk.json").write_text(config)
        clock = ManualClock()
        app = headless_app(folder, (1280, 720), now=clock)
        step(app, clock)
        open_operator(app, clock)
        step(app, clock)
        return app, app.canvas.copy()

    fine, fine_shot = operator_screen(tmp_path / "fine", None)
    broken, broken_shot = operator_screen(tmp_path / "broken", "{oops")
    assert isinstance(fine.hook, KioskMode) and isinstance(broken.hook, KioskMode)
    assert fine.hook.problems == [] and broken.hook.problems
    bottom = max(b.rect.bottom for b in broken.stack.top.actions)  # type: ignore[union-attr]
    area = pygame.Rect(0, bottom, 1280, 720 - bottom)
    assert pygame.image.tobytes(broken_shot.subsurface(area), "RGB") != pygame.image.tobytes(
        fine_shot.subsurface(area), "RGB"
    )
    close(fine)
    close(broken)


def test_steppers_stop_at_their_limits() -> None:
    volumes = (0.2, 0.4, 0.6, 0.8, 1.0)
    assert step_choice(volumes, 0.2, -1) == 0.2
    assert step_choice(volumes, 1.0, 1) == 1.0
    idle = (30, 45, 60, 90, 120, 180, 300)
    assert step_choice(idle, 15, -1) == 15  # an edited 15 s: below every choice, stays
    assert step_choice(idle, 15, 1) == 30
    assert step_choice(idle, 600, 1) == 600 and step_choice(idle, 600, -1) == 300
    assert step_choice((False, True), False, -1) is False
    assert step_choice(("easy", "normal", "hard"), "hard", 1) == "hard"


def test_the_operator_menu_steppers_stop_at_their_limits(tmp_path: Path) -> None:
    clock = ManualClock()
    app = headless_app(tmp_path, (1280, 720), now=clock)
    step(app, clock)
    open_operator(app, clock)
    config = app.hook.config  # type: ignore[attr-defined]
    config.volume, config.idle_timeout = 0.2, 15
    tap_button(app, clock, "volume_less")
    tap_button(app, clock, "idle_timeout_less")
    assert (config.volume, config.idle_timeout) == (0.2, 15)
    for _ in range(8):
        tap_button(app, clock, "volume_more")
        tap_button(app, clock, "table_size_more")
    assert (config.volume, config.table_size) == (1.0, 7)
    close(app)


def test_ending_a_guest_game_removes_its_save(tmp_path: Path) -> None:
    clock = ManualClock()
    app = headless_app(tmp_path, (1280, 720), now=clock)
    step(app, clock)
    guest_at_decision(app, clock)
    table = app.stack.top
    lay = table.layout  # type: ignore[union-attr]
    tap_at(app, clock, lay.pass_.center, frames=2)
    app.saves.flush()
    save = tmp_path / "data" / "current.json"
    assert save.is_file()
    tap_at(app, clock, lay.menu.center)
    assert top_name(app) == "pause"
    tap_button(app, clock, "end")
    assert top_name(app) == "attract"
    app.saves.flush()
    assert not save.exists()
    close(app)


def test_the_published_pin_is_refused_at_its_first_typing(tmp_path: Path) -> None:
    """Issue 54: 2468 was refused only after being typed twice."""
    clock = ManualClock()
    app = headless_app(tmp_path, (1280, 720), now=clock)
    step(app, clock)
    open_operator(app, clock)
    tap_button(app, clock, "change_pin")
    enter(app, clock, PUBLISHED_DEFAULT)
    scene = app.stack.top
    assert top_name(app) == "operator_pin"
    assert PUBLISHED_DEFAULT in scene.message and scene.first_entry == ""  # type: ignore[union-attr]
    enter(app, clock, "86420")
    enter(app, clock, "86420")
    assert top_name(app) == "operator"
    assert PinStore.load(tmp_path / "kiosk-pin.json").matches("86420")
    close(app)


def test_the_new_pin_keypad_shows_the_digit_rule_before_and_after_an_error(
    tmp_path: Path,
) -> None:
    """Issue 54: the 4 to 8 digit rule went away with the first message (an error)."""
    clock = ManualClock()
    app = headless_app(tmp_path, (1280, 720), now=clock)

    def shown() -> list[str]:
        with theme.recording() as record:
            step(app, clock)
        return [text.text for text in record.texts]

    try:
        step(app, clock)
        open_operator(app, clock)
        tap_button(app, clock, "change_pin")
        assert "4 to 8 digits" in shown()
        enter(app, clock, "12")  # too short: an error
        texts = shown()
        assert "At least 4 digits" in texts and "4 to 8 digits" in texts
        enter(app, clock, "86420")
        texts = shown()
        assert "The new PIN again" in texts and "4 to 8 digits" in texts
    finally:
        close(app)
