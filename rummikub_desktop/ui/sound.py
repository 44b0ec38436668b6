"""Gentle sounds, made by the program itself (no sound files).

:class:`Sounds` plays a :class:`Cue`: a soft click when a tile is put down, a low
tone when a play is refused, a chime when a turn is accepted and a few rising
notes when a person wins a round. It asks ``enabled()`` (the Sound setting)
before every sound, so switching sound off takes effect at once.

With no sound device ``pygame.mixer.init()`` raises ``pygame.error``: the game
then plays silently. Nothing here ever stops the game.
"""

from __future__ import annotations

import array
import enum
import logging
import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

log = logging.getLogger(__name__)

FREQUENCY = 44100
VOLUME = 0.35
CLOSE_WAIT = 0.2
"""Seconds the mixer is given to finish the sounds it is stopping before it quits."""


class Cue(enum.Enum):
    """What just happened, to be heard."""

    PLACE = "place"
    """A tile (or a set) was put down."""
    REFUSED = "refused"
    """Done was pressed but the table is not right yet."""
    ACCEPTED = "accepted"
    """The turn was played."""
    ROUND_WON = "round_won"
    """A person won the round."""


@dataclass(frozen=True, slots=True)
class Note:
    """One tone: starts at ``start`` seconds, sounds ``length`` seconds, dies away."""

    hz: float
    start: float
    length: float
    level: float = 1.0
    decay: float = 6.0
    """How fast it fades (higher: shorter, like a struck bell or a tap)."""
    glide: float = 1.0
    """The pitch at the end as a fraction of the pitch at the start."""


# Soft, low in volume, in one major chord (C), so nothing sounds harsh together.
CUE_NOTES: dict[Cue, tuple[Note, ...]] = {
    Cue.PLACE: (Note(880.0, 0.0, 0.045, 0.55, decay=70.0, glide=0.8),),
    Cue.REFUSED: (
        Note(233.1, 0.0, 0.20, 0.9, decay=5.0, glide=0.95),
        Note(196.0, 0.16, 0.30, 0.9, decay=5.0, glide=0.95),
    ),
    Cue.ACCEPTED: (
        Note(1046.5, 0.0, 0.45, 0.6, decay=7.0),
        Note(1318.5, 0.09, 0.55, 0.55, decay=6.0),
    ),
    Cue.ROUND_WON: (
        Note(523.3, 0.0, 0.40, 0.55, decay=6.0),
        Note(659.3, 0.13, 0.40, 0.55, decay=6.0),
        Note(784.0, 0.26, 0.45, 0.55, decay=5.0),
        Note(1046.5, 0.39, 0.90, 0.6, decay=3.5),
    ),
}


def synthesize(notes: Sequence[Note], frequency: int = FREQUENCY, channels: int = 1) -> bytes:
    """Signed 16-bit samples (native byte order) of ``notes`` mixed together.

    Each note is a sine with a little of its octave for warmth, a 5 ms fade-in
    (no click at the start) and an exponential fade-out to silence at its end.
    """
    end = max(note.start + note.length for note in notes)
    count = int(end * frequency) + 1
    mix = [0.0] * count
    attack = 0.005
    for note in notes:
        first = int(note.start * frequency)
        length = int(note.length * frequency)
        phase = 0.0
        for i in range(length):
            t = i / frequency
            share = i / max(1, length - 1)
            hz = note.hz * (1.0 + (note.glide - 1.0) * share)
            phase += 2 * math.pi * hz / frequency
            envelope = min(1.0, t / attack) * math.exp(-note.decay * t) * (1.0 - share)
            value = math.sin(phase) + 0.25 * math.sin(2 * phase)
            mix[first + i] += note.level * envelope * value / 1.25
    peak = max(1.0, max(abs(v) for v in mix))
    samples = array.array("h")
    for value in mix:
        sample = int(32767 * VOLUME * value / peak)
        samples.extend([sample] * channels)
    return samples.tobytes()


_MADE: dict[tuple[Cue, int, int], bytes] = {}
"""Samples already made, by cue, frequency and channels: the same for every game of
the program's life (making them all takes a tenth of a second of Python)."""


def samples_of(cue: Cue, frequency: int, channels: int) -> bytes:
    """``cue``'s 16-bit samples at ``frequency`` with ``channels``, made once."""
    key = (cue, frequency, channels)
    found = _MADE.get(key)
    if found is None:
        found = _MADE[key] = synthesize(CUE_NOTES[cue], frequency, channels)
    return found


class Sounds:
    """The game's sounds: built on first use, played only when ``enabled()`` says so.

    Args:
        enabled: asked before every sound (the Sound setting).
        init: starts the mixer; raises ``pygame.error`` where there is no sound device.
    """

    def __init__(
        self,
        enabled: Callable[[], bool],
        *,
        init: Callable[..., Any] | None = None,
    ) -> None:
        self.enabled = enabled
        self._cache: dict[Cue, Any] = {}
        self._samples: dict[Cue, bytes] = {}
        self._preparing: threading.Thread | None = None
        self.format: tuple[int, int, int] | None = None
        try:
            (init or pygame.mixer.init)(frequency=FREQUENCY, size=-16, channels=2, buffer=512)
            self.format = pygame.mixer.get_init()
        except Exception as error:  # no device, no driver: play silently
            log.info("no sound: %s", error)
            self.format = None

    @property
    def available(self) -> bool:
        """True when the mixer started (there is somewhere to play to)."""
        return self.format is not None

    def prepare(self) -> None:
        """Make the sounds' samples in the background (a game starts: no pause later).

        Making them takes a tenth of a second in all; done on first use otherwise.
        """
        if self.format is None or self._preparing is not None:
            return
        frequency, _, channels = self.format

        def make() -> None:
            for cue in CUE_NOTES:
                self._samples.setdefault(cue, samples_of(cue, frequency, channels))

        self._preparing = threading.Thread(target=make, name="sounds", daemon=True)
        self._preparing.start()

    def _build(self, cue: Cue) -> Any:
        """The playable sound for ``cue`` (a ``pygame.mixer.Sound``)."""
        assert self.format is not None
        frequency, size, channels = self.format
        if abs(size) != 16:
            raise pygame.error(f"unexpected sample size {size}")
        data = self._samples.get(cue) or samples_of(cue, frequency, channels)
        if size > 0:  # unsigned samples: move the middle from 0 to 32768
            values = array.array("h", data)
            data = array.array("H", (v + 32768 for v in values)).tobytes()
        return pygame.mixer.Sound(buffer=data)

    def play(self, cue: Cue) -> bool:
        """Play ``cue`` if sound is on and there is a device; True when it was started."""
        try:
            if not self.available or not self.enabled():
                return False
            sound = self._cache.get(cue)
            if sound is None:
                sound = self._build(cue)
                self._cache[cue] = sound
            sound.play()
        except Exception as error:  # a sound must never stop the game
            log.warning("could not play %s: %r", cue.value, error)
            return False
        return True

    def close(self) -> None:
        """Stop the mixer (the window is closing)."""
        played = bool(self._cache)  # a sound is built when it is first played
        self._cache.clear()
        if self.available:
            try:
                if played:
                    # A sound that ends calls back into Python from SDL's audio
                    # thread; quitting the mixer while that call waits for Python's
                    # lock would wait for ever. Stop the sounds and let their ends
                    # be told first.
                    pygame.mixer.stop()
                    deadline = time.monotonic() + CLOSE_WAIT
                    while pygame.mixer.get_busy() and time.monotonic() < deadline:
                        time.sleep(0.01)
                    time.sleep(0.02)
                pygame.mixer.quit()
            except Exception as error:  # closing: nothing left to do but say so
                log.warning("could not stop the sound cleanly: %r", error, exc_info=True)
            self.format = None
