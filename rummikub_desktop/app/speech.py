"""The shell's speaker: sentences read aloud in a thread of its own, fed by a queue.

The window's loop only puts sentences in the queue (:meth:`Narrator.say` never
waits). The speech thread takes what is waiting, cuts off the sentence being read
when a new one comes (the engine looks between words), and reads the sentences
that came together as one. A sentence is not started again while it is being read
or waiting. The engine is made inside the thread on first need: with Read aloud
off, nothing of a speech engine is imported or started
(:mod:`rummikub_desktop.app.speech_engines` is not even imported).

An engine that reads each sentence in a program of its own (eSpeak NG,
:class:`~rummikub_desktop.ui.speech.SentenceProgram`) is only made and asked for its
voices in the thread; its sentences are handed to it by the window's loop in
:meth:`Narrator.update` (at each step: what was said in that step is read together;
the engine's helper process starts the program), which also looks whether the
sentence being read has ended. The thread then sleeps until the window closes:
nothing in the window's process wakes while a sentence is read, so a frame never
waits for Python's shared lock (the GIL) to come back, nor for a child to start.

An engine that fails is written to the log once, with its traceback; the thread
stops, and :meth:`Narrator.take_failure` tells the window once, which switches
Read aloud off and tells the player in a sentence. Nothing here stops the game.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rummikub_desktop.i18n import LANGUAGES
from rummikub_desktop.ui.speech import Engine, SentenceProgram, Utterance, Voice, choose_voice

log = logging.getLogger(__name__)

JOINED = 3
"""The most sentences that arrived together read as one (the newest ones)."""
CLOSE_WAIT = 1.0
"""Seconds the window waits for the speech thread to end when it closes."""


def default_engine() -> Engine | SentenceProgram:
    """The computer's own speech engine (imported only now, in the speech thread)."""
    from . import speech_engines  # loaded only when reading aloud

    return speech_engines.system_engine()


def voices_report(engine: Callable[[], Engine | SentenceProgram] = default_engine) -> list[str]:
    """One line per language: the voice that would read it, or none (``--self-test``)."""
    try:
        made = engine()
        try:
            voices = list(made.voices())
        finally:
            made.close()
    except Exception as error:  # reported, never raised: the game works without speech
        log.exception("the speech engine could not list its voices")
        return [f"reading aloud: no speech engine ({error!r})"]
    lines = []
    for language in LANGUAGES:
        voice = choose_voice(voices, language)
        found = f"{voice.name} ({voice.id})" if voice is not None else "no voice: nothing is read"
        lines.append(f"reading aloud in {language}: {found}")
    return lines


@dataclass(frozen=True, slots=True)
class _Say:
    text: str
    language: str
    voice: str
    speed: float


class _Stop:
    pass


class _Quit:
    pass


class _Look:
    pass


_Item = _Say | _Stop | _Quit | _Look


class Narrator:
    """Reads the screens' sentences aloud when the settings say so.

    Args:
        settings: the current settings (``read_aloud``, ``voice``, ``speech_speed``,
            ``language`` are read at every sentence, so a change counts at once).
        engine: makes the engine, in the speech thread (the computer's own if None).
    """

    def __init__(
        self,
        settings: Callable[[], Any],
        engine: Callable[[], Engine | SentenceProgram] | None = None,
    ) -> None:
        self._settings = settings
        self._make_engine = engine or default_engine
        self._queue: queue.SimpleQueue[_Item] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._voices: tuple[Voice, ...] | None = None
        self._chosen: dict[tuple[str, str], Voice | None] = {}
        """The voice for (language, the player's choice), once the voices are known:
        choosing among eSpeak NG's 131 voices takes 4 ms, too long for a frame."""
        self._standing: tuple[str, ...] = ()
        """The sentences being read now (set by the speech thread)."""
        self._waiting: list[str] = []
        """Sentences put in the queue since the thread last took from it."""
        self._lock = threading.Lock()
        self._program: SentenceProgram | None = None
        """The engine, once made, when it starts its sentences from the window's loop."""
        self._said: list[_Say | _Stop] = []
        """For a program engine: what was said (or stopped) since the last update."""
        self._current: Utterance | None = None
        self._ending: list[Utterance] = []
        """Sentences cut off whose programs have not ended yet."""
        self._failed = False
        self._told = False
        self.utterances = 0
        """Utterances the engine was given (read by tests and the benchmark)."""

    # -- the window's side ----------------------------------------------------------

    def _choice(self) -> tuple[bool, str, str, float]:
        settings = self._settings()
        on = bool(getattr(settings, "read_aloud", False))
        language = str(getattr(settings, "language", "en"))
        voice = str(getattr(settings, "voice", "") or "")
        speed = float(getattr(getattr(settings, "speech_speed", None), "factor", 1.0))
        return on, language, voice, speed

    @property
    def reading(self) -> bool:
        """True when Read aloud is on, the engine works and (once the voices are known)
        a voice suits the game's language."""
        on, language, voice, _ = self._choice()
        if not on or self._failed:
            return False
        return self._voices is None or self._voice_for(language, voice) is not None

    def _voice_for(self, language: str, wanted: str) -> Voice | None:
        """:func:`choose_voice` among the engine's voices, worked out once for each choice."""
        key = (language, wanted)
        if self._voices is None:
            return None
        if key not in self._chosen:
            self._chosen[key] = choose_voice(self._voices, language, wanted)
        return self._chosen[key]

    @property
    def started(self) -> bool:
        """True once the speech thread (and with it the engine) was started."""
        return self._thread is not None

    @property
    def failed(self) -> bool:
        """True once the engine failed (reading aloud is then off until the next start)."""
        return self._failed

    @property
    def speaking(self) -> bool:
        """True while a sentence is being read or waits to be."""
        self._notice_end()
        with self._lock:
            return bool(self._standing or self._waiting)

    def say(self, text: str) -> None:
        """Read ``text`` when Read aloud is on; the sentence being read is cut off.

        The same sentence is not started again while it is read or waits.
        """
        on, language, voice, speed = self._choice()
        if not on or not text or self._failed:
            return
        self._notice_end()
        with self._lock:
            if text in self._standing or text in self._waiting:
                return
        self._send(_Say(text, language, voice, speed))

    def again(self, text: str) -> None:
        """Read ``text`` even if it is being read (the player asked for it)."""
        on, language, voice, speed = self._choice()
        if on and text and not self._failed:
            self._send(_Say(text, language, voice, speed))

    def try_voice(self, text: str) -> None:
        """Read ``text`` with the chosen voice even with Read aloud off (Settings' Try it)."""
        _, language, voice, speed = self._choice()
        if text and not self._failed:
            self._send(_Say(text, language, voice, speed))

    def stop(self) -> None:
        """Stop reading now."""
        if self._thread is not None:
            self._send(_Stop())

    def update(self) -> None:
        """At each step of the window's loop: for a program engine, start what was said
        in this step (read together; the sentence being read is cut off) and look
        whether the sentence being read has ended. Never waits."""
        if self._program is None or self._failed:
            return
        with self._lock:
            said, self._said = self._said, []
            for item in said:
                if isinstance(item, _Say) and item.text in self._waiting:
                    self._waiting.remove(item.text)
        if not said:
            self._notice_end()
            return
        try:
            self._ending = [utterance for utterance in self._ending if not utterance.done()]
            if self._current is not None:
                self._current.cut_off()
                self._ending.append(self._current)
                self._current = None
            says, voice = self._what_to_read(said)
            parts = self._parts(says, voice)
            with self._lock:
                self._standing = parts
            if voice is None or not parts:
                return
            self.utterances += 1
            self._current = self._program.start(" ".join(parts), voice, says[-1].speed)
        except Exception:
            log.exception("reading aloud failed; it is switched off")
            self._program_failed()

    def _notice_end(self) -> None:
        """For a program engine: clear the sentence being read once its program ended
        (and forget the cut-off ones that have ended)."""
        current = self._current
        if (current is None and not self._ending) or self._failed:
            return
        try:
            self._ending = [utterance for utterance in self._ending if not utterance.done()]
            if current is None:
                return
            finished = current.done()
        except Exception:
            log.exception("reading aloud failed; it is switched off")
            self._program_failed()
            return
        if finished:
            self._current = None
            with self._lock:
                self._standing = ()

    def _program_failed(self) -> None:
        for utterance in (self._current, *self._ending):
            if utterance is not None:
                try:
                    utterance.cut_off()
                except Exception:  # ending a broken program: nothing more to do
                    log.exception("a sentence's program could not be ended")
        self._current = None
        self._fail()

    def voices(self) -> tuple[Voice, ...] | None:
        """The engine's voices; None while they are being looked up (the first call
        starts the thread, which looks)."""
        if self._voices is None and not self._failed:
            self._send(_Look())
        return () if self._failed else self._voices

    def take_failure(self) -> bool:
        """True once after the engine failed (the window then tells the player)."""
        if self._failed and not self._told:
            self._told = True
            return True
        return False

    def settle(self, timeout: float = 2.0) -> bool:
        """Wait until the thread has nothing left to read (tests, the benchmark); True
        when it became quiet within ``timeout`` seconds."""
        deadline = time.monotonic() + timeout

        def quiet() -> bool:
            self.update()
            thread = self._thread
            if self._program is not None:
                return self._failed or not self.speaking
            return thread is None or not thread.is_alive() or not self.speaking

        while not quiet() and time.monotonic() < deadline:
            time.sleep(0.005)
        return quiet()

    def close(self) -> None:
        """Stop the thread (the window is closing); waits a moment at most."""
        thread = self._thread
        if thread is None:
            return
        deadline = time.monotonic() + CLOSE_WAIT
        if self._current is not None:
            self._current.cut_off()
            self._ending.append(self._current)
            self._current = None
        for utterance in self._ending:
            while time.monotonic() < deadline:
                try:
                    if utterance.done():
                        break
                except Exception:  # its complaint no longer matters: the window closes
                    break
                time.sleep(0.005)
        self._ending = []
        # Then the thread closes the engine (a program engine's helper with it).
        self._queue.put(_Quit())
        thread.join(max(CLOSE_WAIT, deadline - time.monotonic()))

    def _send(self, item: _Item) -> None:
        with self._lock:
            if isinstance(item, _Say):
                self._waiting.append(item.text)
            if self._program is not None and isinstance(item, _Say | _Stop):
                self._said.append(item)  # started by the window's next update
                return
            # In the lock: the speech thread hands what it holds to the loop in it.
            self._queue.put(item)
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()

    # -- the speech thread ------------------------------------------------------------

    def _pending(self) -> bool:
        return not self._queue.empty()

    def _take(self, wait: bool = True) -> list[_Item]:
        """What waits in the queue (waiting for the first unless ``wait`` is False),
        oldest first."""
        items = [self._queue.get()] if wait else []
        while not self._queue.empty():
            items.append(self._queue.get_nowait())
        return items

    def _run(self) -> None:
        try:
            engine = self._make_engine()
        except Exception:  # no engine at all: nothing to read with
            log.exception("no speech engine: nothing will be read aloud")
            self._voices = ()
            self._fail()
            return
        try:
            self._serve(engine)
        except Exception:
            log.exception("reading aloud failed; it is switched off")
            self._fail()
        finally:
            try:
                engine.close()
            except Exception:  # closing a broken engine: nothing more to do
                log.exception("the speech engine could not be closed")

    def _fail(self) -> None:
        with self._lock:
            self._standing = ()
            self._waiting = []
        self._failed = True

    def _what_to_read(self, items: Sequence[_Item]) -> tuple[list[_Say], Voice | None]:
        """The newest sentences after the last Stop (the older ones are cut off) and the
        voice for them (None: no voice for this language)."""
        says: list[_Say] = []
        for item in items:
            if isinstance(item, _Stop):
                says = []
            elif isinstance(item, _Say):
                says.append(item)
        says = says[-JOINED:]
        voice = None
        if says:
            voice = self._voice_for(says[-1].language, says[-1].voice)
        return says, voice

    @staticmethod
    def _parts(says: list[_Say], voice: Voice | None) -> tuple[str, ...]:
        # No voice for this language: nothing is read (Settings says so).
        return tuple(dict.fromkeys(say.text for say in says)) if voice else ()

    def _hand_to_loop(self, engine: SentenceProgram, items: list[_Item]) -> None:
        """From now on the window's loop starts the sentences (what waits included)."""
        with self._lock:
            items += self._take(wait=False)
            self._said = [item for item in items if isinstance(item, _Say | _Stop)]
            self._program = engine
        while not any(isinstance(item, _Quit) for item in items):
            items = self._take()  # the voices are known: only the window's closing is left

    def _serve(self, engine: Engine | SentenceProgram) -> None:
        while True:
            items = self._take()
            if any(isinstance(item, _Quit) for item in items):
                return
            if self._voices is None:
                self._voices = tuple(engine.voices())
                items += self._take(wait=False)  # what came while the voices were looked up
            if isinstance(engine, SentenceProgram):
                self._hand_to_loop(engine, items)
                return
            says, voice = self._what_to_read(items)
            parts = self._parts(says, voice)
            with self._lock:
                for item in items:
                    if isinstance(item, _Say) and item.text in self._waiting:
                        self._waiting.remove(item.text)
                self._standing = parts
            if voice is None:
                continue
            last = says[-1]
            try:
                self.utterances += 1
                engine.speak(" ".join(parts), voice, last.speed, self._pending)
            finally:
                with self._lock:
                    self._standing = ()
