"""The shell's speaker: sentences read aloud in order and in full, away from the loop.

The window's loop only puts sentences in a queue (:meth:`Narrator.say` never waits).
A sentence is read to its end: what is said while one is read waits, and the
sentences waiting when it ends are read together as one ("Computer 2 drew a tile.
Your turn."). A newer sentence about the same thing (``about``: whose turn it is, the
sentence over the table) takes the place of one still waiting, never of the one being
read. Only the player's own action (:meth:`Narrator.interrupt`: a press, a click, a
key) cuts off what is being read; what was waiting then is dropped (it told of a
moment that has passed). The game asks :attr:`Narrator.busy` before it shows the
next computer's turn, so the computers' pace follows the voice.

The engine is made inside a thread of its own on first need: with Read aloud off,
nothing of a speech engine is imported or started
(:mod:`rummikub_desktop.app.speech_engines` is not even imported).

An engine that reads each sentence in a program of its own (eSpeak NG,
:class:`~rummikub_desktop.ui.speech.SentenceProgram`) is only made and asked for its
voices in the thread; its sentences are handed to it by the window's loop in
:meth:`Narrator.update`, which also looks whether the sentence being read has ended.
The thread then sleeps until the window closes: nothing in the window's process
wakes while a sentence is read, so a frame never waits for Python's shared lock (the
GIL) to come back, nor for a child to start. An engine that reads in the thread
(SAPI5) is given the waiting sentences there, one joined utterance at a time.

An engine that fails is written to the log once, with its traceback; the thread
stops, and :meth:`Narrator.take_failure` tells the window once, which switches
Read aloud off and tells the player in a sentence. Nothing here stops the game.

A voice that does not answer (a program that reads on and on, or hangs) never holds
the game: each sentence has a time limit (:func:`~rummikub_desktop.ui.speech.sentence_limit`:
its expected length doubled, plus a margin). Past it the sentence is cut off as the
player's cut is (SIGTERM to its program's group, SIGKILL after a short grace), the
log says so, the game goes on with the next sentence, and
:meth:`Narrator.take_unanswered` tells the window once, which tells the player.
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
from rummikub_desktop.ui.speech import (
    Engine,
    SentenceProgram,
    Utterance,
    Voice,
    choose_voice,
    sentence_limit,
)
from rummikub_desktop.ui.spoken import spoken

log = logging.getLogger(__name__)

SETTLE_LIMIT = 30.0
"""How long :meth:`Narrator.settle` waits at most by default: a sentence of the tests
is read in well under a second, but a busy machine (two CPU hogs) took over 2 s to
start the speech program and hear its complaint."""
CLOSE_WAIT = 1.0
"""Seconds the window waits for the speech thread to end when it closes."""
CUT_WAIT = 1.0
"""The longest the next sentence waits for a cut-off one's program to end (it ends
within a few hundredths of a second: the two are never heard together)."""


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
    about: str
    """What the sentence is about ("" for nothing in particular): a newer one about the
    same thing takes its place while it waits."""
    cuts: int
    """How many times the player had cut the voice off when it was said."""


class _Wake:
    pass


class _Quit:
    pass


class _Look:
    pass


_Item = _Wake | _Quit | _Look


def joined(says: Sequence[_Say]) -> str:
    """The sentences waiting, read as one (each once, in order)."""
    return " ".join(dict.fromkeys(say.text for say in says))


class Narrator:
    """Reads the screens' sentences aloud when the settings say so.

    Args:
        settings: the current settings (``read_aloud``, ``voice``, ``speech_speed``,
            ``language`` are read at every sentence, so a change counts at once).
        engine: makes the engine, in the speech thread (the computer's own if None).
        limit: the seconds a sentence (its text, its speed) may take before its voice
            is taken for one that does not answer and it is cut off.
    """

    def __init__(
        self,
        settings: Callable[[], Any],
        engine: Callable[[], Engine | SentenceProgram] | None = None,
        limit: Callable[[str, float], float] = sentence_limit,
    ) -> None:
        self._settings = settings
        self._make_engine = engine or default_engine
        self._limit = limit
        self._allowed = 0.0
        """The seconds the sentence being read may take (a program engine)."""
        self._deadline = 0.0
        """When the sentence being read is over its time limit."""
        self.unanswered = 0
        """Sentences cut off because the voice did not end them in their time limit."""
        self._unanswered_told = False
        self._queue: queue.SimpleQueue[_Item] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._voices: tuple[Voice, ...] | None = None
        self._chosen: dict[tuple[str, str], Voice | None] = {}
        """The voice for (language, the player's choice), once the voices are known:
        choosing among eSpeak NG's 131 voices takes 4 ms, too long for a frame."""
        self._lock = threading.Lock()
        self._standing: tuple[_Say, ...] = ()
        """The sentences being read now."""
        self._pending: list[_Say] = []
        """The sentences waiting to be read, oldest first."""
        self._cuts = 0
        """How many times the player cut the voice off (a sentence said before the last
        cut is not read any more)."""
        self._dropped: frozenset[str] = frozenset()
        """The sentences the player's last action dropped before they were read."""
        self._program: SentenceProgram | None = None
        """The engine, once made, when it starts its sentences from the window's loop."""
        self._current: Utterance | None = None
        self._ending: list[Utterance] = []
        """Sentences cut off whose programs have not ended yet."""
        self._cut_at = 0.0
        """When the last sentence was cut off (the next waits for its program's end)."""
        self._failed = False
        self._failure = ""
        """What failed: "engine" (no speech program, or its voices could not be listed)
        or "voice" (a sentence could not be read: no sound device)."""
        self._told = False
        self.utterances = 0
        """Utterances the engine was given (read by tests and the benchmark)."""

    # -- the window's side ----------------------------------------------------------

    def _choice(self) -> tuple[bool, str, str, float]:
        settings = self._settings()
        on = bool(getattr(settings, "read_aloud", False))
        language = str(getattr(settings, "language", "en"))
        voice = str(getattr(settings, "voice", "") or "")
        # The voice reads at the Reading speed the player chose, whatever the computers'
        # speed: a faster game already waits less, as its computers wait for the voice.
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
    def failure(self) -> str:
        """What failed, once it did: "engine" (no speech program the game can use) or
        "voice" (the voice could not be heard: no sound device); "" before."""
        return self._failure

    @property
    def speaking(self) -> bool:
        """True while a sentence is being read or waits to be."""
        self._notice_end()
        with self._lock:
            return bool(self._standing or self._pending)

    @property
    def busy(self) -> bool:
        """True while the game should wait for the voice before it shows what comes
        next (a computer's turn): Read aloud is on and a sentence is read or waits."""
        return self.reading and self.speaking

    def say(self, text: str, about: str = "") -> None:
        """Read ``text`` when Read aloud is on, after what is being read and what waits.

        The same sentence is not said again while it is read or waits; a sentence
        ``about`` something takes the place of a waiting one about the same.
        """
        on, language, voice, speed = self._choice()
        if not on or not text or self._failed:
            return
        text = spoken(text, language)  # the short spoken form of a long sentence
        self._notice_end()
        with self._lock:
            self._dropped = self._dropped - {text}
            said = _Say(text, language, voice, speed, about, self._cuts)
            if any(say.text == text for say in self._standing if say.cuts == self._cuts):
                return
            for index, waiting in enumerate(self._pending):
                if waiting.text == text or (about and waiting.about == about):
                    self._pending[index] = said
                    return
            self._pending.append(said)
        self._wake()

    def interrupt(self) -> None:
        """The player acted (a press, a click, a key): cut off what is being read and
        drop what waits; what the action makes the game say is read next."""
        with self._lock:
            if not self._standing and not self._pending:
                return
            self._cuts += 1
            self._dropped = frozenset(say.text for say in self._pending)
            self._pending = []
        self._wake()

    def unheard(self, text: str) -> bool:
        """True when ``text`` waited to be read and the player's last action dropped it
        (a screen that still shows it says it again: see ``ShownReader``)."""
        dropped = self._dropped
        if not dropped:
            return False  # every frame asks: nothing to look up then
        _, language, _, _ = self._choice()
        return spoken(text, language) in dropped

    def again(self, text: str) -> None:
        """Read ``text`` now, even if it is being read (the player asked for it)."""
        self.interrupt()
        self.say(text)

    def try_voice(self, text: str) -> None:
        """Read ``text`` now with the chosen voice, even with Read aloud off (Try it)."""
        _, language, voice, speed = self._choice()
        if not text or self._failed:
            return
        self.interrupt()
        with self._lock:
            self._pending.append(_Say(text, language, voice, speed, "", self._cuts))
        self._wake()

    def stop(self) -> None:
        """Stop reading now."""
        self.interrupt()

    def _wake(self) -> None:
        """Tell whoever starts the sentences that there is something to do: the loop's
        next update (a program engine) or the speech thread."""
        if self._program is not None:
            return
        self._send(_Wake())

    def _send(self, item: _Item) -> None:
        self._queue.put(item)
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()

    def update(self) -> None:
        """At each step of the window's loop, for a program engine: cut off what the
        player cut off, and once nothing is being read, start what waits (read
        together). Never waits."""
        if self._program is None or self._failed:
            return
        try:
            self._cut_if_asked()
            self._notice_end()
            self._cut_if_unanswered()
            if self._current is not None:
                return
            if self._ending and time.monotonic() - self._cut_at < CUT_WAIT:
                return  # the cut-off sentence's program is ending: never two voices at once
            says = self._take_pending()
            if not says:
                return
            voice = self._voice_for(says[-1].language, says[-1].voice)
            if voice is None:
                return  # no voice for this language: nothing is read (Settings says so)
            with self._lock:
                self._standing = tuple(says)
            self.utterances += 1
            text = joined(says)
            self._current = self._program.start(text, voice, says[-1].speed)
            self._allowed = self._limit(text, says[-1].speed)
            self._deadline = time.monotonic() + self._allowed
        except Exception:
            log.exception("reading aloud failed; it is switched off")
            self._program_failed()

    def _take_pending(self) -> list[_Say]:
        """What waits and still counts (said since the player's last cut), taken."""
        with self._lock:
            says = [say for say in self._pending if say.cuts == self._cuts]
            self._pending = []
        return says

    def _cut_if_asked(self) -> None:
        """For a program engine: end the sentence being read if the player cut it off."""
        with self._lock:
            standing, cuts = self._standing, self._cuts
        if self._current is None or not standing or standing[-1].cuts == cuts:
            return
        self._current.cut_off()
        self._ending.append(self._current)
        self._cut_at = time.monotonic()
        self._current = None
        with self._lock:
            self._standing = ()

    def _cut_if_unanswered(self) -> None:
        """For a program engine: end the sentence being read once it is over its time
        limit (the voice does not answer), and go on."""
        if self._current is None or time.monotonic() < self._deadline:
            return
        with self._lock:
            text = joined(self._standing)
            self._standing = ()
        log.warning(
            "the voice did not end a sentence in its %.1f s: it is cut off (%r)",
            self._allowed,
            text[:80],
        )
        self._current.cut_off()
        self._ending.append(self._current)
        self._cut_at = time.monotonic()
        self._current = None
        self.unanswered += 1

    def take_unanswered(self) -> bool:
        """True once, after the first sentence the voice did not end in its time limit
        (the window then tells the player that the voice did not answer)."""
        if self.unanswered and not self._unanswered_told:
            self._unanswered_told = True
            return True
        return False

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
        self._fail("voice")

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

    def settle(self, timeout: float = SETTLE_LIMIT) -> bool:
        """Wait until nothing is read or waits (tests, the benchmark); True when it
        became quiet within ``timeout`` seconds (the default only guards a hang)."""
        deadline = time.monotonic() + timeout

        def quiet() -> bool:
            self.update()
            if self._failed:
                return True
            thread = self._thread
            if self._program is None and (thread is None or not thread.is_alive()):
                return True
            return not self.speaking

        while not quiet() and time.monotonic() < deadline:
            time.sleep(0.005)
        return quiet()

    def close(self) -> None:
        """Stop the thread (the window is closing); waits a moment at most."""
        thread = self._thread
        if thread is None:
            return
        deadline = time.monotonic() + CLOSE_WAIT
        with self._lock:
            self._cuts += 1
            self._pending = []
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

    # -- the speech thread ------------------------------------------------------------

    def _take(self) -> list[_Item]:
        """What waits in the queue (waiting for the first), oldest first."""
        items = [self._queue.get()]
        while not self._queue.empty():
            items.append(self._queue.get_nowait())
        return items

    def _run(self) -> None:
        try:
            engine = self._make_engine()
        except Exception:  # no engine at all: nothing to read with
            log.exception("no speech engine: nothing will be read aloud")
            self._voices = ()
            self._fail("engine")
            return
        try:
            self._serve(engine)
        except Exception:
            log.exception("reading aloud failed; it is switched off")
            self._fail("voice" if self._voices else "engine")
        finally:
            try:
                engine.close()
            except Exception:  # closing a broken engine: nothing more to do
                log.exception("the speech engine could not be closed")

    def _fail(self, failure: str) -> None:
        with self._lock:
            self._standing = ()
            self._pending = []
        self._failure = failure
        self._failed = True

    def _serve(self, engine: Engine | SentenceProgram) -> None:
        while True:
            items = self._take()
            if any(isinstance(item, _Quit) for item in items):
                return
            if self._voices is None:
                self._voices = tuple(engine.voices())
            if isinstance(engine, SentenceProgram):
                # From now on the window's loop starts the sentences (what waits included).
                self._program = engine
                while not any(isinstance(item, _Quit) for item in items):
                    items = self._take()  # only the window's closing is left
                return
            self._read_in_thread(engine)

    def _cut_since(self, cuts: int, text: str, deadline: float) -> Callable[[], bool]:
        """The engine's question "stop now?": has the player cut the voice off since,
        or is the sentence over its time limit (counted and logged once)."""
        late = False

        def interrupted() -> bool:
            nonlocal late
            if self._cuts != cuts:
                return True
            if not late and time.monotonic() >= deadline:
                late = True
                self.unanswered += 1
                log.warning("the voice did not end a sentence in time: cut off (%r)", text[:80])
            return late

        return interrupted

    def _read_in_thread(self, engine: Engine) -> None:
        """Read what waits, one joined utterance at a time, until nothing waits."""
        while True:
            says = self._take_pending()
            if not says:
                return
            last = says[-1]
            voice = self._voice_for(last.language, last.voice)
            if voice is None:
                continue
            with self._lock:
                self._standing = tuple(says)
            try:
                self.utterances += 1
                text = joined(says)
                deadline = time.monotonic() + self._limit(text, last.speed)
                engine.speak(text, voice, last.speed, self._cut_since(last.cuts, text, deadline))
            finally:
                with self._lock:
                    self._standing = ()
