"""Sound effects that never crash the game.

    app.audio.play("reveal")      # any name of a WAV in assets/sounds/ (without .wav)
    app.audio.set_volume(0.5)     # 0.0–1.0; the settings scene keeps this in sync

Names shipped (made by tools/make_sounds.py): reveal, clink, take, pass, fanfare,
move, confirm, back, error. With no audio device (or SDL_AUDIODRIVER=dummy) or a missing
file, `play` silently does nothing. Without any sound device, `check_device()` (called
before pygame starts) says so in one line and keeps SDL from probing ALSA, which would
print a dozen "ALSA lib ... Unknown PCM default" lines to the terminal. `played` keeps
the last few names asked for, so tests can check that a scene made a sound without
hearing it. A sound server that is named but does not answer (PULSE_SERVER=/nonexistent)
is found out only by trying: `quiet_native_stderr()` keeps ALSA's own lines from the
terminal while SDL tries, and the mixer's failure is told in the same one line.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from functools import partial
from pathlib import Path

import pygame

from game import resources

SOUNDS_DIR = resources.asset("sounds")
NO_DEVICE = "No sound device found: the game plays silently."
_no_device = False
_told = False


@contextlib.contextmanager
def quiet_native_stderr() -> Iterator[None]:
    """Silence file descriptor 2 for the block: ALSA, libwayland and SDL write to the C
    stderr, past sys.stderr. Python's own stderr is flushed first and works again after."""
    with contextlib.suppress(AttributeError, ValueError, OSError):
        sys.stderr.flush()
    try:
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield  # no stderr to hide (a closed fd 2): nothing to do
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def tell_no_device() -> None:
    """The one line saying there is no sound, said at most once."""
    global _told
    if not _told:
        _told = True
        print(NO_DEVICE, file=sys.stderr)


def no_device_reason(
    environ: Mapping[str, str] | None = None, dev_snd: Path | None = None
) -> str | None:
    """Why no sound can play here, or None if a device may be there. Linux only (other
    systems always have an audio service): a PulseAudio or PipeWire server, or an ALSA
    playback device in /dev/snd. A driver chosen by hand (SDL_AUDIODRIVER) is trusted."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux") or env.get("SDL_AUDIODRIVER"):
        return None
    if env.get("PULSE_SERVER") or env.get("PIPEWIRE_REMOTE"):
        return None
    runtime = env.get("XDG_RUNTIME_DIR")
    if runtime and any((Path(runtime) / name).exists() for name in ("pulse/native", "pipewire-0")):
        return None
    snd = Path("/dev/snd") if dev_snd is None else dev_snd
    try:
        if any(
            entry.name.startswith("pcmC") and entry.name.endswith("p") for entry in snd.iterdir()
        ):
            return None
    except OSError:
        pass
    return NO_DEVICE


def check_device() -> None:
    """Before pygame starts: with no sound device, say so once on stderr and give SDL its
    silent driver, so neither pygame.init() nor the mixer probes ALSA."""
    global _no_device
    reason = no_device_reason()
    if reason is None:
        return
    _no_device = True
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    tell_no_device()


class Audio:
    def __init__(self, volume: float = 0.8, sounds_dir: Path = SOUNDS_DIR) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.sounds_dir = sounds_dir
        self.enabled = False
        self.played: deque[str] = deque(maxlen=32)
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        if _no_device:
            # Nothing to hear. (pygame.init() started SDL's silent driver; stopping it
            # here would cost the first frame 35 ms: pygame.quit() does at the end.)
            return
        try:
            # Small buffer keeps clicks snappy; mixer may already be up if pygame.init ran.
            if not pygame.mixer.get_init():
                with quiet_native_stderr():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
            self.enabled = True
        except (pygame.error, OSError):
            self.enabled = False
            # A named sound server that did not answer: ALSA's noise was kept quiet.
            tell_no_device()

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._sounds:
            return self._sounds[name]
        sound: pygame.mixer.Sound | None = None
        path = self.sounds_dir / f"{name}.wav"
        if self.enabled and path.exists():
            try:
                sound = pygame.mixer.Sound(path)
            except (pygame.error, OSError):
                sound = None
        self._sounds[name] = sound
        return sound

    def ahead(self) -> list[Callable[[], object]]:
        """Each effect's loading, a piece to do before its first play (the App does one a
        frame over its first frames), so no frame loads a sound; none when silent."""
        if not self.enabled:
            return []
        names = sorted(path.stem for path in self.sounds_dir.glob("*.wav"))
        return [partial(self._load, name) for name in names]

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a named effect at `volume` × the master volume (no-op when silent)."""
        self.played.append(name)
        if not self.enabled or self.volume <= 0:
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(max(0.0, min(1.0, self.volume * volume)))
        except pygame.error:
            pass

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))

    def close(self) -> None:
        self._sounds.clear()
        if self.enabled:
            with contextlib.suppress(pygame.error):
                pygame.mixer.quit()
            self.enabled = False
