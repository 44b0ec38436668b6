"""Issue 43: a voice that does not answer never holds the game.

A speech program that ignores SIGTERM and never ends a sentence held the round for
good: the computers wait for the voice (``hold=speaker.busy``) and no sentence had a
time limit. Now each sentence has one (its expected length doubled, plus a margin);
past it the program is ended (SIGTERM, then SIGKILL), the log says so, the next
sentence is read, and the player is told once.
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import time
from collections.abc import Callable

import pytest

from rummikub_desktop.app.speech import Narrator
from rummikub_desktop.app.speech_engines import EspeakProgram
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.ui import speech as speech_words
from rummikub_desktop.ui.interfaces import AppHooks, SceneName
from rummikub_desktop.ui.speech import Voice, expected_seconds, sentence_limit
from tests.support.driver import steps
from tests.support.speech_stand_ins import deaf_program, running


def _until(condition: Callable[[], bool], what: str, seconds: float = 60.0) -> None:
    """Wait for ``condition`` (a guard against a hang, not a measure of speed)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"never: {what}")
        time.sleep(0.02)


def test_a_sentence_may_take_its_expected_length_doubled_plus_a_margin():
    assert expected_seconds("Your turn.") == 2 * speech_words.SECONDS_PER_WORD
    assert sentence_limit("Your turn.") == (
        2 * expected_seconds("Your turn.") + speech_words.SENTENCE_MARGIN
    )
    # Faster speech, less time; a Chinese character counts as a word; punctuation not.
    assert sentence_limit("Your turn.", 2.0) < sentence_limit("Your turn.")
    assert expected_seconds("輪到你了。") == 4 * speech_words.SECONDS_PER_WORD
    assert expected_seconds("Computer 2 drew a tile.") > expected_seconds("Your turn.")


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc; POSIX signals")
def test_a_voice_that_never_ends_a_sentence_is_cut_off_and_the_game_goes_on(tmp_path, caplog):
    pids = tmp_path / "pids"
    program = tmp_path / "espeak-ng"
    deaf_program(program, pids)
    settings = Settings().with_changes(read_aloud=True)
    engine = EspeakProgram(str(program))
    speaker = Narrator(lambda: settings, lambda: engine, limit=lambda text, speed: 3.0)
    started: list[int] = []
    caplog.set_level(logging.WARNING, logger="rummikub_desktop.app.speech")
    try:
        speaker.voices()
        speaker.say("Your turn.")
        _until(lambda: (speaker.update(), pids.exists())[1], "the voice started")
        assert speaker.busy  # the computers wait for it...
        _until(lambda: (speaker.update(), not speaker.busy)[1], "the game went on")
        assert speaker.unanswered == 1  # ...until its time limit, not for ever
        assert speaker.take_unanswered() is True
        assert speaker.take_unanswered() is False  # told once
        assert any("did not end a sentence" in r.getMessage() for r in caplog.records)
        started = [int(pid) for pid in pids.read_text().split()]
        # SIGTERM is ignored: SIGKILL ends the program and its player.
        _until(lambda: (speaker.update(), not any(map(running, started)))[1], "it was killed")
        speaker.say("Computer 2 drew a tile.")
        _until(lambda: (speaker.update(), speaker.utterances == 2)[1], "the next was read")
        _until(lambda: (speaker.update(), not speaker.busy)[1], "the next was cut too")
        assert speaker.unanswered == 2 and speaker.take_unanswered() is False
    finally:
        speaker.close()
        if pids.exists():
            for pid in (int(p) for p in pids.read_text().split()):
                if running(pid):
                    os.kill(pid, signal.SIGKILL)


class HangingEngine:
    """A speech engine in the speech thread (as SAPI5) that reads until it is stopped."""

    def __init__(self) -> None:
        self.stopped: list[str] = []

    def voices(self) -> list[Voice]:
        return [Voice("en", "English", ("en-gb",))]

    def speak(self, text: str, voice: Voice, speed: float, interrupted: Callable[[], bool]):
        while not interrupted():
            time.sleep(0.01)
        self.stopped.append(text)

    def close(self) -> None:
        pass


def test_the_player_is_told_once_that_the_voice_did_not_answer(monkeypatch):
    monkeypatch.setattr(speech_words, "SECONDS_PER_WORD", 0.01)
    monkeypatch.setattr(speech_words, "SENTENCE_MARGIN", 0.1)
    engine = HangingEngine()
    hooks = AppHooks(settings=Settings().with_changes(read_aloud=True))
    app = App(hooks=hooks, fast=True, speech_engine=lambda: engine)
    try:
        app.reset_to(SceneName.MENU)
        app.speaker.say("Your turn.")

        def told() -> bool:
            steps(app)
            return app.file_watch.notice_text is not None

        _until(told, "the player was told")
        assert app.file_watch.notice_text == tr("speech.no_answer")
        assert app.settings.read_aloud is True  # the voice goes on with the next sentence
        assert engine.stopped == ["Your turn."]
        app.speaker.say("Computer 2 drew a tile.")
        _until(lambda: (steps(app), len(engine.stopped) == 2)[1], "the next was cut too")
        assert app.speaker.unanswered == 2
        assert not app.speaker.take_unanswered()  # nothing more to tell
    finally:
        app.close()
