"""Background music that never crashes the game.

    app.music.want("menu")      # the loop the screens ask for: "menu", "table" or None
    app.music.set_volume(0.5)   # 0.0–1.0, the Music volume setting (0 stops the stream)

Two loops, made by tools/make_music.py: `menu` (calm: the menu, set-up, settings and
how-to screens) and `table` (lighter: the table and its results). Which one plays is
asked of the scenes: the app calls `want` every frame with the `music` of the topmost
scene that names one (`game.app.scene.Scene.music`), so overlays such as the pause menu
keep the music of what is under them. The table's loop plays on under the pause menu on
purpose: a pause is a break at the table, not a silence, and the pause menu is where the
player opens Settings to set the music's volume, which they must hear to set. (Music
volume 0 % is off, for whoever wants silence.)

Played by `pygame.mixer.music`, streamed from the FLAC file by SDL's own thread (SDL_mixer
decodes it with the libFLAC that pygame-ce ships): no frame pays for decoding, and the
loop restarts sample-exactly. The stream plays one file at a
time, so a change of loop fades the old one out (`FADE_OUT`) and then the new one in
(`FADE_IN`): `update`, called every frame, starts the new loop once the old one is
silent. With no sound device (the mixer did not start), or a file that will not load,
every call does nothing.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pygame

from game import resources

MUSIC_DIR = resources.asset("music")
TRACKS = ("menu", "table")
FADE_OUT = 0.8  # seconds
FADE_IN = 1.5


class Music:
    def __init__(self, enabled: bool, volume: float = 0.5, music_dir: Path = MUSIC_DIR) -> None:
        # `enabled`: the mixer is up (`Audio.enabled`); without it nothing is ever played.
        self.enabled = enabled
        self.volume = max(0.0, min(1.0, volume))
        self.music_dir = music_dir
        self.wanted: str | None = None  # the loop the screens ask for
        self.playing: str | None = None  # the loop in the stream (it may be fading out)
        self._fading_out = False

    def want(self, track: str | None) -> None:
        """Ask for a loop (None: silence). Asking again for the same one does nothing."""
        if track == self.wanted:
            return
        self.wanted = track
        if self.playing is None:
            self._start()
        elif not self._fading_out:
            self._fade_out()

    def update(self) -> None:
        """Once a frame: when a fade-out has ended, start the loop now wanted."""
        if not self._fading_out or self._busy():
            return
        self._fading_out = False
        self.playing = None
        self._start()

    def set_volume(self, volume: float) -> None:
        volume = max(0.0, min(1.0, volume))
        was, self.volume = self.volume, volume
        if volume <= 0:
            self.stop()  # nothing to hear: the stream need not run
        elif was <= 0 or self.playing is None:
            self._start()
        elif not self._fading_out:
            with contextlib.suppress(pygame.error):
                pygame.mixer.music.set_volume(volume)

    def stop(self) -> None:
        if self.playing is not None:
            with contextlib.suppress(pygame.error):
                pygame.mixer.music.stop()
                pygame.mixer.music.unload()
        self.playing = None
        self._fading_out = False

    # The stream ------------------------------------------------------------------
    def _start(self) -> None:
        track = self.wanted
        if not self.enabled or track is None or self.volume <= 0 or self.playing is not None:
            return
        path = self.music_dir / f"{track}.flac"
        try:
            pygame.mixer.music.load(path)
            pygame.mixer.music.set_volume(self.volume)
            pygame.mixer.music.play(loops=-1, fade_ms=int(FADE_IN * 1000))
        except (pygame.error, OSError):
            return  # no such file, or the device went: play on in silence
        self.playing = track

    def _fade_out(self) -> None:
        try:
            pygame.mixer.music.fadeout(int(FADE_OUT * 1000))
            self._fading_out = True
        except pygame.error:
            self.stop()
            self._start()

    def _busy(self) -> bool:
        try:
            return bool(pygame.mixer.music.get_busy())
        except pygame.error:
            return False
