"""A voice that takes time, for tests of what is read aloud: a fake that finishes at
once hides every sentence skipped while another was read.

:class:`SlowVoice` is a speech program (``ui.speech.SentenceProgram``) for the real
:class:`~rummikub_desktop.app.speech.Narrator`: each sentence "plays" for about as
long as eSpeak NG's voice takes (14 letters a second, a Chinese character three
letters), counted in the window's frames (a fast test window runs 60 to its second),
and is logged as the ``espeak-ng`` stand-in logs it: START, then END or CUT.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.ui.interfaces import AppHooks
from rummikub_desktop.ui.speech import Voice

LETTERS_PER_SECOND = 14.0
FRAMES_PER_SECOND = 60


def seconds_to_read(text: str, speed: float = 1.0) -> float:
    """About how long eSpeak NG takes to read ``text``."""
    letters = sum(3 if ord(letter) >= 0x2E80 else 1 for letter in text)
    return letters / LETTERS_PER_SECOND / max(speed, 0.1)


@dataclass
class _Reading:
    voice: SlowVoice
    text: str
    ends_at: int
    over: bool = False

    def done(self) -> bool:
        if not self.over and self.voice.frames() >= self.ends_at:
            self.over = True
            self.voice.log.append(("END", self.text))
        return self.over

    def cut_off(self) -> None:
        if not self.over:
            self.over = True
            self.voice.log.append(("CUT", self.text))


class SlowVoice:
    """A speech program whose sentences take as long as a real voice's (see the module)."""

    def __init__(self) -> None:
        self.log: list[tuple[str, str]] = []
        self.frames: Callable[[], int] = lambda: 0
        self.speeds: list[float] = []

    def voices(self) -> list[Voice]:
        return [Voice("en", "English", ("en-gb",)), Voice("cmn", "Mandarin", ("cmn",))]

    def start(self, text: str, voice: Voice, speed: float) -> _Reading:
        self.log.append(("START", text))
        self.speeds.append(speed)
        frames = math.ceil(seconds_to_read(text, speed) * FRAMES_PER_SECOND)
        return _Reading(self, text, self.frames() + max(1, frames))

    def close(self) -> None:
        pass

    def started(self) -> list[str]:
        """What was started, in order."""
        return [text for kind, text in self.log if kind == "START"]

    def cut(self) -> list[str]:
        """What was cut off."""
        return [text for kind, text in self.log if kind == "CUT"]

    def heard(self) -> str:
        """Everything started, as one text."""
        return " ".join(self.started())


@contextmanager
def voiced_app(
    voice: SlowVoice, size: tuple[int, int] = (1280, 800), **settings: object
) -> Iterator[App]:
    """A real window (dummy video driver, frames back to back) reading aloud with ``voice``."""
    changes = {"read_aloud": True, **settings}
    hooks = AppHooks(settings=Settings().with_changes(**changes))
    app = App(size=size, hooks=hooks, fast=True, speech_engine=lambda: voice)
    voice.frames = lambda: app.frames
    pygame.event.clear()
    try:
        yield app
    finally:
        app.close()


def quiet(app: App, limit: int = 6000) -> None:
    """Run frames until nothing is read or waits (fails after ``limit`` frames)."""
    for _ in range(limit):
        app.step()
        if app.speaker.reading and not app.speaker.speaking and app.speaker.voices():
            return
    raise AssertionError("the voice never stopped")


def in_order(heard: str, sentences: list[str]) -> list[str]:
    """Those of ``sentences`` not found in ``heard`` one after the other (none: all were)."""
    missing = []
    at = 0
    for sentence in sentences:
        found = heard.find(sentence, at)
        if found < 0:
            missing.append(sentence)
        else:
            at = found + len(sentence)
    return missing
