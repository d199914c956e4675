"""The operator's newer keys (expansion, open/secret counters, attract-loop sound,
music), the kiosk's tap-only prompts, and the heap given back between games; FINGER taps
only."""

from __future__ import annotations

import json
from pathlib import Path

from game.app.intents import Device, Intent
from game.kiosk.config import KioskConfig
from game.kiosk.launch import HEADLESS_PIN
from scenes.kiosk.guest import guest_setup
from tests.kiosk.helpers import close, kiosk_app, step, tap_at, tap_button, top_name


def open_operator_menu(app, clock) -> None:  # type: ignore[no-untyped-def]
    assert app.hook is not None
    app.hook.request_operator()
    step(app, clock)
    for digit in HEADLESS_PIN:
        tap_button(app, clock, f"digit_{digit}")
    tap_button(app, clock, "ok")
    assert top_name(app) == "operator"


def test_the_operator_turns_on_expansion_open_counters_and_attract_sound(
    tmp_path: Path,
) -> None:
    app, clock = kiosk_app(tmp_path)
    open_operator_menu(app, clock)
    for key in ("expansion", "open_counters", "attract_sound"):
        tap_button(app, clock, f"{key}_more")
    config = app.hook.config  # type: ignore[union-attr]
    assert (config.expansion, config.open_counters, config.attract_sound) == (True, True, True)
    saved = json.loads((tmp_path / "kiosk.json").read_text())
    assert saved["expansion"] is saved["open_counters"] is saved["attract_sound"] is True
    tap_button(app, clock, "resume")
    assert top_name(app) == "attract"
    # A guest's game now deals the expansion's special cards, like the table's own variant.
    app.settings.animation_speed = "instant"
    tap_at(app, clock, (640, 360))
    tap_button(app, clock, "start")
    assert top_name(app) == "table"
    assert app.stack.top.game.config.expansion  # type: ignore[union-attr]
    close(app)


def test_music_is_off_at_a_kiosk_until_the_operator_turns_it_on(tmp_path: Path) -> None:
    assert KioskConfig().music is False
    app, clock = kiosk_app(tmp_path)
    step(app, clock)
    assert app.music.volume == 0.0 and app.music.playing is None
    open_operator_menu(app, clock)
    tap_button(app, clock, "sound_less")  # Sound: on -> on, with music
    config = app.hook.config  # type: ignore[union-attr]
    assert config.sound is True and config.music is True
    assert json.loads((tmp_path / "kiosk.json").read_text())["music"] is True
    tap_button(app, clock, "resume")
    assert top_name(app) == "attract"
    # Nobody plays: the attract loop is silent, as its sound is (attract_sound is off).
    assert app.music.playing is None
    tap_at(app, clock, (640, 360))
    assert top_name(app) == "guest"
    assert app.music.volume == config.volume and app.music.playing == "menu"
    close(app)


def test_the_expansion_key_reaches_the_engine_and_defaults_off() -> None:
    plain = guest_setup(2, KioskConfig(), seed=3)
    assert not plain.config().expansion
    assert plain.config().open_counters is False
    both = guest_setup(2, KioskConfig(expansion=True, open_counters=True, table_size=5), seed=3)
    assert both.config().expansion and both.config().open_counters
    assert both.config().players == 5


def test_a_bad_expansion_value_falls_back_to_off(tmp_path: Path) -> None:
    (tmp_path / "kiosk.json").write_text('{"expansion": "maybe", "attract_sound": true}')
    app, _ = kiosk_app(tmp_path)
    config = app.hook.config  # type: ignore[union-attr]
    assert config.expansion is False and config.attract_sound is True
    close(app)


def test_kiosk_results_prompt_speaks_of_tapping_once(tmp_path: Path) -> None:
    from scenes.kiosk.results import KioskResults

    prompts = KioskResults.prompts(None)  # type: ignore[arg-type]
    assert [intent for intent, _ in prompts] == [Intent.CONFIRM]  # one hint, no "Choose"
    app, _ = kiosk_app(tmp_path)
    assert app.input.last_device is Device.TOUCH
    words = [f"{app.prompt_label(intent)} {text}" for intent, text in prompts]
    assert len(words) == 1 and words[0].startswith("Tap ") and words[0].count("Tap") == 1
    close(app)


def test_the_heap_is_given_back_each_time_attract_returns(tmp_path: Path) -> None:
    app, clock = kiosk_app(tmp_path)
    heap = app.hook.heap  # type: ignore[union-attr]
    assert heap is not None
    before = heap.trims
    tap_at(app, clock, (640, 360))
    assert top_name(app) == "guest"
    step(app, clock, 3)
    assert heap.trims == before  # leaving attract gives nothing back
    step(app, clock, 1, dt=61.0)  # the guest screen, left alone, returns to attract
    assert top_name(app) == "attract"
    step(app, clock)  # the kiosk notices the change of screen on the next frame
    assert heap.trims == before + (1 if heap.libc is not None else 0)
    close(app)
