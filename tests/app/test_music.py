"""The music: the menu's calm loop, the table's lighter one, its own volume, and never a
crash without sound. Headless on SDL's dummy audio driver, which runs the mixer's stream
in real time as a sound card would (`pygame.mixer.music` reports what it plays)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame

from game.app.main import App
from game.app.music import MUSIC_DIR, TRACKS, Music
from game.store.settings import Settings, load_settings
from tests.app.events import key, run


def run_until_heard(app: App, done: Callable[[], bool], seconds: float = 20.0) -> bool:
    """Frames until `done()`: a fade is timed by the mixer's own thread, in real time."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        run(app)
        time.sleep(0.005)
    return True


def test_the_menu_plays_the_calm_loop_and_the_table_fades_to_the_lighter_one(app: App) -> None:
    assert app.music.enabled  # the dummy driver is a device: the stream really runs
    assert app.music.playing == "menu"
    assert pygame.mixer.music.get_busy()
    key(pygame.K_RETURN)  # Play: the set-up screen, over the menu, keeps its music
    run(app)
    setup = app.stack.top
    assert setup is not None and setup.name == "setup"
    run(app)
    assert app.music.playing == "menu" and app.music.wanted == "menu"
    setup.menu.focus_named("start")  # type: ignore[attr-defined]
    key(pygame.K_RETURN)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "table"
    # The menu's loop fades out first (one stream), then the table's comes in.
    assert app.music.wanted == "table"
    assert run_until_heard(app, lambda: app.music.playing == "table")
    assert pygame.mixer.music.get_busy()
    # Pausing keeps the table's loop: the pause menu is where its volume is set.
    key(pygame.K_ESCAPE)
    run(app)
    assert app.stack.top is not None and app.stack.top.name == "pause"
    assert app.stack.music() == "table" and app.music.wanted == "table"
    for scene in list(app.stack.scenes):
        scene.exit()


def test_the_music_volume_row_sets_the_stream_and_is_saved(app: App, settings_path: Path) -> None:
    from scenes.settings import SettingsScene

    assert Settings().music_volume == 0.5
    assert abs(pygame.mixer.music.get_volume() - 0.5) < 0.01
    app.stack.push(SettingsScene())
    menu = app.stack.top.menu  # type: ignore[union-attr]
    menu.focus_named("music_volume")
    key(pygame.K_LEFT)
    run(app)
    assert app.settings.music_volume == 0.4
    assert app.settings.sound_volume == Settings().sound_volume  # the effects' own, apart
    assert abs(pygame.mixer.music.get_volume() - 0.4) < 0.01  # the mixer steps by 1/128
    assert load_settings(settings_path)[0].music_volume == 0.4
    # Down to 0 is off: the stream stops; up again, the menu's loop comes back.
    for _ in range(4):
        key(pygame.K_LEFT)
    run(app)
    assert app.settings.music_volume == 0.0
    assert app.music.playing is None and not pygame.mixer.music.get_busy()
    key(pygame.K_RIGHT)
    run(app)
    assert app.music.playing == "menu" and pygame.mixer.music.get_busy()
    assert abs(pygame.mixer.music.get_volume() - 0.1) < 0.01


def test_a_saved_music_volume_is_used_at_start_and_a_bad_one_is_reset(tmp_path: Path) -> None:
    from game.store.settings import from_json

    settings, bad = from_json({"music_volume": 0, "sound_volume": 1})
    assert settings.music_volume == 0.0 and isinstance(settings.music_volume, float)
    assert bad == []
    settings, bad = from_json({"music_volume": True, "music_enabled": False})
    assert bad == ["music_volume"] and settings.music_volume == 0.5  # the old key: ignored


def test_without_a_mixer_every_call_does_nothing(tmp_path: Path) -> None:
    silent = Music(enabled=False, volume=1.0)
    silent.want("menu")
    silent.update()
    silent.set_volume(0.3)
    assert silent.playing is None
    # A mixer that went away (or a file that will not load) is no crash either.
    missing = Music(enabled=True, volume=1.0, music_dir=tmp_path)
    missing.want("menu")
    missing.update()
    assert missing.playing is None


def test_every_track_a_scene_names_is_shipped() -> None:
    import scenes.kiosk.attract
    import scenes.kiosk.guest
    import scenes.menu
    import scenes.results.scene
    import scenes.table.scene

    named = {
        scenes.menu.MenuScene.music,
        scenes.table.scene.TableScene.music,
        scenes.results.scene.ResultsScene.music,
        scenes.kiosk.attract.AttractTable.music,
        scenes.kiosk.attract.AttractCards.music,
        scenes.kiosk.guest.GuestScene.music,
    }
    assert named == set(TRACKS)
    for track in TRACKS:
        assert (MUSIC_DIR / f"{track}.flac").is_file()
