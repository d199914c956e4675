"""Settings persist atomically; a bad file gives defaults and a visible notice."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.app.main import App
from game.store.settings import Settings, load_settings, save_settings
from scenes.flow import desktop
from tests.app.events import key, run


def test_round_trip_keeps_every_value(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "settings.json"
    original = Settings(
        fullscreen=True,
        animation_speed="instant",
        sound_volume=0.3,
        coach_hints=True,
        last_setup={"seats": [{"kind": "human", "pad": None}, {"kind": "bot"}], "rounds": 3},
    )
    assert save_settings(original, path)
    loaded, notice = load_settings(path)
    assert notice is None
    assert loaded == original
    # Atomic write leaves no temp files behind.
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


def test_missing_file_is_silent_defaults(tmp_path: Path) -> None:
    settings, notice = load_settings(tmp_path / "nope.json")
    assert settings == Settings()
    assert notice is None


def test_defaults_are_as_designed() -> None:
    s = Settings()
    assert s.coach_hints is False
    assert s.animation_speed == "1x"
    assert s.animation_multiplier == 1.0
    assert Settings(animation_speed="instant").animation_multiplier == float("inf")


def test_wrong_typed_keys_reset_only_those_keys(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "fullscreen": "yes",
                "sound_volume": 7,
                "animation_speed": "2x",
                "coach_hints": True,
                "last_setup": [1, 2],
                "unknown_future_key": 1,
            }
        )
    )
    settings, notice = load_settings(path)
    assert settings.fullscreen is False
    assert settings.sound_volume == Settings().sound_volume
    assert settings.last_setup == {}
    assert settings.animation_speed == "2x"
    assert settings.coach_hints is True
    # The notice names settings as the Settings screen does, never by field name.
    assert notice is not None and "Full screen" in notice and "Sound volume" in notice
    assert "fullscreen" not in notice and "sound_volume" not in notice


def test_non_object_json_is_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[1, 2, 3]")
    settings, notice = load_settings(path)
    assert settings == Settings()
    assert notice is not None and "corrupt" in notice


def test_corrupt_file_gives_defaults_and_a_toast_on_screen(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_bytes(b'{"fullscreen": tru\xff\xfe')
    app = App(
        size=(1280, 720),
        settings_path=settings_path,
        screens=desktop(),
        open_home=True,
    )
    pygame.event.clear()
    run(app)
    assert app.settings == Settings()
    assert any("using defaults" in t for t in app.toasts.texts)
    assert app.stack.top is not None and app.stack.top.name == "menu"


def test_unreadable_path_gives_defaults(tmp_path: Path) -> None:
    # A directory where the file should be cannot be read as text.
    path = tmp_path / "settings.json"
    path.mkdir()
    settings, notice = load_settings(path)
    assert settings == Settings()
    assert notice is not None
    assert (tmp_path / "settings.json.bad").is_dir()  # set aside, kept as it was
    assert save_settings(Settings(), path) is True  # so the settings can be saved again


def test_changing_a_setting_in_the_scene_saves_it(app: App, settings_path: Path) -> None:
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)  # Play, How to play, Learn to play, Settings
    key(pygame.K_RETURN)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "settings"
    # Focus "Animation speed", then step it right twice: 1x -> 2x -> 4x.
    key(pygame.K_DOWN)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    run(app)
    assert app.settings.animation_speed == "4x"
    on_disk, _ = load_settings(settings_path)
    assert on_disk.animation_speed == "4x"


def test_volume_setting_reaches_audio(app: App) -> None:
    from scenes.settings import SettingsScene

    app.stack.push(SettingsScene())
    menu = app.stack.top.menu  # type: ignore[union-attr]
    menu.focus_named("sound_volume")
    key(pygame.K_LEFT)
    run(app)
    assert app.settings.sound_volume == 0.7
    assert app.audio.volume == 0.7
    assert "clink" in app.audio.played
