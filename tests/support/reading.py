"""Reading aloud in the tests: a speech engine that records what it is given, a window
reading aloud through it, and a speaker that listens to what the screens send."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.ui.interfaces import AppHooks
from rummikub_desktop.ui.speech import SpeechFailed, Voice


class RecordingEngine:
    """Records every utterance, in order, at once (no sound)."""

    def __init__(self, voices: list[Voice] | None = None, fail: bool = False) -> None:
        self.read: list[str] = []
        self.fail = fail
        self._voices = voices or [
            Voice("en", "English", ("en-gb",)),
            Voice("cmn", "Mandarin", ("cmn",)),
        ]

    def voices(self) -> list[Voice]:
        return self._voices

    def speak(self, text: str, voice: Voice, speed: float, interrupted: Callable[[], bool]):
        if self.fail:
            raise SpeechFailed("no sound device")
        self.read.append(text)

    def close(self) -> None:
        pass


@contextmanager
def reading_app(
    engine: RecordingEngine, *, read_aloud: bool = True, **settings: object
) -> Iterator[App]:
    hooks = AppHooks(settings=Settings().with_changes(read_aloud=read_aloud, **settings))
    app = App(hooks=hooks, fast=True, speech_engine=lambda: engine)
    pygame.event.clear()
    try:
        yield app
    finally:
        app.close()


def settled(app: App, frames: int = 1) -> None:
    """Run frames, then let the speech thread catch up."""
    for _ in range(frames):
        app.step()
        assert app.speaker.settle()


def wait_for(app: App, check: Callable[[], bool], seconds: float = 30.0) -> None:
    """Run frames until ``check()`` holds: the speech thread's answer (well under a
    second; ``seconds`` only guards a hang)."""
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:
        settled(app)
        time.sleep(0.005)
    assert check(), f"not so after {seconds:.0f} s"


class ListeningSpeaker:
    """A speaker that keeps what the screens hand it (Read aloud on, never busy)."""

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []

    @property
    def reading(self) -> bool:
        return True

    @property
    def busy(self) -> bool:
        return False

    @property
    def speaking(self) -> bool:
        return False

    def say(self, text: str, about: str = "") -> None:
        self.said.append((text, about))

    def interrupt(self) -> None:
        pass

    def again(self, text: str) -> None:
        self.said.append((text, "again"))

    def unheard(self, text: str) -> bool:
        return False

    def try_voice(self, text: str) -> None:
        pass

    def stop(self) -> None:
        pass

    def voices(self) -> tuple[Voice, ...] | None:
        return (Voice("en", "English", ("en-gb",)),)

    def update(self) -> None:
        pass

    def take_failure(self) -> bool:
        return False

    def take_unanswered(self) -> bool:
        return False

    def close(self) -> None:
        pass

    def heard(self) -> str:
        return " ".join(text for text, _ in self.said)
