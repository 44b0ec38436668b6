"""Reading aloud in the real window's loop: nothing loaded while it is off, a failing
engine switched off with the player told, dialogs, the round's result, first start."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.ui.interfaces import AppHooks, SceneName
from rummikub_desktop.ui.speech import SpeechFailed, Voice

from .driver import steps

ROOT = Path(__file__).resolve().parents[2]


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


def test_with_reading_aloud_off_nothing_of_a_speech_engine_is_loaded():
    code = textwrap.dedent(
        """
        import os, sys, threading
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        from rummikub_desktop.app.window import App
        from rummikub_desktop.ui.interfaces import AppHooks, SceneName
        app = App(hooks=AppHooks(), fast=True)
        app.reset_to(SceneName.MENU)
        for _ in range(5):
            app.step()
        app.speaker.say("Your turn.")
        app.push(SceneName.HOW_TO_PLAY)
        for _ in range(5):
            app.step()
        loaded = [m for m in sys.modules if m.split(".")[0] == "pyttsx3"
                  or m == "rummikub_desktop.app.speech_engines"]
        threads = [t.name for t in threading.enumerate() if t.name == "speech"]
        app.close()
        assert not loaded, loaded
        assert not threads, threads
        assert not app.speaker.started
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=60)


def test_a_failing_engine_switches_reading_aloud_off_and_tells_the_player():
    engine = RecordingEngine(fail=True)
    with reading_app(engine) as app:
        app.reset_to(SceneName.MENU)
        app.speaker.say("Your turn.")
        deadline = time.monotonic() + 5
        while app.file_watch.notice_text is None and time.monotonic() < deadline:
            steps(app)
            time.sleep(0.01)
        assert app.file_watch.notice_text == tr("speech.failed")
        assert app.settings.read_aloud is False
        assert app.running
        app.speaker.say("Ben's turn.")
        steps(app, 3)
        assert engine.read == []
