"""The computer's own speech engines.

- Linux (and other systems that are not Windows or macOS): the ``espeak-ng``
  program (or the older ``espeak``), one child process per sentence at a lower
  priority, started by a small helper process (:class:`ProgramHelper`) that the
  window's loop tells through a pipe and whose answers it looks at (never waits
  for) at each step: no thread of the window's process wakes while a sentence is
  read, so the frames do not wait for Python's shared lock, nor for a child to be
  started (measured with ``scripts/bench_ui.py --only speaking``). Stopping a sentence ends its
  process at once; the program plays through the system's sound itself and writes
  a WAV file for the tests (:meth:`EspeakProgram.to_wav`). Its voices are listed in
  the speech thread (a program run that takes a while).
  pyttsx3's own eSpeak driver is not used: in pyttsx3 2.99 it makes the whole
  sentence first, then plays it with ``aplay`` in a call that cannot be cut off,
  and prints to the console.
- macOS: the system's speech synthesiser as the ``say`` program, the same way
  (:class:`SayProgram` says why not pyttsx3).
- Windows (SAPI5): pyttsx3, in the speech thread (COM started on it), which stops a
  sentence between two words when the player cuts the voice off.

Nothing here is imported while Read aloud is off.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rummikub_desktop.persistence.processes import Ending, end_children
from rummikub_desktop.ui.speech import Engine, SentenceProgram, SpeechFailed, Utterance, Voice

log = logging.getLogger(__name__)

ESPEAK_RATE = 175
"""eSpeak NG's usual words a minute (its ``-s`` default)."""
PROGRAM_NICE = 10
"""How much nicer than the window a speech program runs (``nice``'s scale: 0 to 19)."""
MAX_SENTENCE_CHARACTERS = 4096
"""The most of a sentence given to a speech program (a pipe takes it without waiting)."""
MAX_COMPLAINT = 4096
"""The most of a speech program's error output kept for the log."""
HELPER_LOOK = 0.5
"""Seconds between the helper's looks at its programs when none has told it anything."""
HELPER_CLOSE_WAIT = 1.0
"""Seconds the helper is given to end when the window closes."""
ESPEAK_VOICES_WAIT = 10.0
"""The longest ``espeak-ng --voices`` may take."""
PYTTSX3_RATE = 200
"""pyttsx3's usual words a minute, when the engine does not say."""
_OTHER = re.compile(r"\(([^()\s]+)\s+\d+\)")
_SAY_LINE = re.compile(r"^(?P<name>\S.*?)\s+(?P<language>[a-z]{2,3}(?:[_-][A-Za-z0-9]+)*)\s+#")
SAY_RATE = 175
"""macOS ``say``'s usual words a minute (unmeasured here: no Mac)."""
ONECORE_KEY = r"SOFTWARE\Microsoft\Speech_OneCore\Voices\Tokens"
"""Where Windows 10 and 11 list their "OneCore" voices (under HKEY_LOCAL_MACHINE):
the voices Settings adds with a language's speech, which SAPI5's own list leaves out."""
ONECORE_ROOT = "HKEY_LOCAL_MACHINE\\" + ONECORE_KEY
"""A OneCore voice's id: its token's full registry path, as SAPI5 names tokens."""
WINDOWS_LOCALES = {
    0x0404: "zh-TW",
    0x0804: "zh-CN",
    0x0C04: "zh-HK",
    0x1004: "zh-SG",
    0x1404: "zh-MO",
    0x0409: "en-US",
    0x0809: "en-GB",
    0x0C09: "en-AU",
    0x1009: "en-CA",
    0x4009: "en-IN",
}
"""Windows' language numbers (a voice's ``Language`` attribute, in hexadecimal) and
their tags, for the languages the game reads."""


def windows_languages(attribute: str) -> tuple[str, ...]:
    """A voice's ``Language`` attribute ("404", or "409;9") as language tags; a number
    the game does not know is kept as ``windows-<hex>`` (never taken for a language)."""
    tags = []
    for part in attribute.replace(",", ";").split(";"):
        part = part.strip()
        if not part:
            continue
        try:
            number = int(part, 16)
        except ValueError:
            continue
        tags.append(WINDOWS_LOCALES.get(number, f"windows-{number:x}"))
    return tuple(tags)


def parse_onecore_tokens(tokens: Sequence[tuple[str, str, dict[str, str]]]) -> list[Voice]:
    """The OneCore voices from their registry tokens: (the token's key, its default
    value, its ``Attributes``), as :func:`read_onecore_tokens` gives them.

    ``MSTTS_V110_zhTW_HanHanM``, "Microsoft Hanhan - Chinese (Traditional, Taiwan)",
    ``{"Name": "Microsoft Hanhan", "Language": "404"}`` is the voice
    ``HKEY_LOCAL_MACHINE\\...\\Tokens\\MSTTS_V110_zhTW_HanHanM``, "Microsoft Hanhan", zh-TW.
    """
    voices = []
    for key, described, attributes in tokens:
        name = attributes.get("Name") or described or key
        languages = windows_languages(attributes.get("Language", ""))
        voices.append(Voice(id=f"{ONECORE_ROOT}\\{key}", name=name, languages=languages))
    return voices


def read_onecore_tokens() -> list[tuple[str, str, dict[str, str]]]:
    """The OneCore voice tokens in the registry (Windows only; none elsewhere, or when
    the key is missing: Windows 8 and older)."""
    if sys.platform != "win32":
        return []
    import winreg

    tokens: list[tuple[str, str, dict[str, str]]] = []
    try:
        root = winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, ONECORE_KEY)
    except OSError:
        return tokens
    with root:
        index = 0
        while True:
            try:
                key = winreg.EnumKey(root, index)
            except OSError:
                break
            index += 1
            try:
                with winreg.OpenKey(root, key) as token:
                    described = str(winreg.QueryValueEx(token, "")[0])
                    attributes: dict[str, str] = {}
                    with winreg.OpenKey(token, "Attributes") as values:
                        count = winreg.QueryInfoKey(values)[1]
                        for number in range(count):
                            name, value, _ = winreg.EnumValue(values, number)
                            attributes[str(name)] = str(value)
            except OSError:
                log.info("the OneCore voice %s could not be read", key)
                continue
            tokens.append((key, described, attributes))
    return tokens


def same_voice(sapi5: Voice, onecore: Voice) -> bool:
    """True when a OneCore voice is one SAPI5 lists already ("Microsoft Hanhan" and
    "Microsoft Hanhan Desktop")."""
    name = sapi5.name.removesuffix(" Desktop").strip().lower()
    return name == onecore.name.strip().lower()


def parse_espeak_voices(listing: str) -> list[Voice]:
    """The voices in ``espeak-ng --voices`` output.

    A line reads ``5  cmn  --/M  Chinese_(Mandarin,_latin_as_English) sit/cmn
    (zh-cmn 5)(zh 5)``: the language, age and gender, the name, the voice file and
    the other languages it speaks. The voice file is the voice's id (two voices can
    share a language). MBROLA voices (``mb/...``) need data that is rarely installed:
    they are left out.
    """
    voices = []
    for line in listing.splitlines()[1:]:
        fields = line.split()
        if len(fields) < 5 or not fields[0].isdigit():
            continue
        language, name, file = fields[1], fields[3], fields[4]
        if file.startswith("mb/"):
            continue
        others = _OTHER.findall(" ".join(fields[5:]))
        languages = tuple(dict.fromkeys([language, *others]))
        voices.append(Voice(id=file, name=name.replace("_", " "), languages=languages))
    return voices


def parse_say_voices(listing: str) -> list[Voice]:
    """The voices in macOS's ``say -v ?`` output.

    A line reads ``Mei-Jia             zh_TW    # 您好，我叫美佳。``: the voice's name
    (which may hold spaces and brackets: ``Eddy (English (UK))``), its language and a
    sample sentence. The name is what ``say -v`` takes.
    """
    voices = []
    for line in listing.splitlines():
        found = _SAY_LINE.match(line)
        if found is not None:
            name = found.group("name").strip()
            voices.append(Voice(id=name, name=name, languages=(found.group("language"),)))
    return voices


class _SpeechProgram:
    """What eSpeak NG and macOS's ``say`` share: a program per sentence, started by a
    :class:`ProgramHelper` (``helper=True``, the game's way) or from the caller's own
    process (``helper=False``)."""

    def __init__(self, helper: bool) -> None:
        self._wants_helper = helper
        self._helper: ProgramHelper | None = None
        self.env: dict[str, str] | None = None

    def _start_helper(self) -> None:
        """Start the helper now (called in the speech thread, with the voices)."""
        if self._wants_helper and self._helper is None:
            self._helper = ProgramHelper()

    def _start(self, command: list[str], text: str) -> Utterance:
        self._start_helper()
        if self._helper is not None:
            return self._helper.start(command, text, self.env)
        return start_program(command, text, self.env)

    def close(self) -> None:
        """End the helper (and with it what is being read)."""
        helper, self._helper = self._helper, None
        if helper is not None:
            helper.close()


class EspeakProgram(_SpeechProgram):
    """eSpeak NG as a program: a child process per sentence, started for the window's
    loop by the helper (:class:`~rummikub_desktop.ui.speech.SentenceProgram`).

    Args:
        program: the ``espeak-ng`` (or ``espeak``) program.
        output: write every sentence to this WAV file instead of the sound device
            (the tests and the benchmark, on machines with no sound).
        home: the program's home folder (the self-test's temporary one: eSpeak NG's
            sound library writes a ``.config`` folder there).
        helper: start the sentences through a :class:`ProgramHelper` (the game's way).
    """

    def __init__(
        self,
        program: str,
        output: Path | None = None,
        home: Path | None = None,
        helper: bool = True,
    ) -> None:
        super().__init__(helper)
        self.program = program
        self.output = output
        if home is not None:
            self.env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"))

    def voices(self) -> list[Voice]:
        """The voices the program lists (the helper is started too: this is the speech
        thread's first call)."""
        self._start_helper()
        done = subprocess.run(
            [self.program, "--voices"],
            capture_output=True,
            timeout=ESPEAK_VOICES_WAIT,
            check=True,
            env=self.env,
        )
        return parse_espeak_voices(done.stdout.decode("utf-8", "replace"))

    def command(self, voice: Voice, speed: float, output: Path | None = None) -> list[str]:
        """The program's command line for one sentence (the text comes on its input)."""
        words = [self.program, "-v", voice.id, "-s", str(max(80, round(ESPEAK_RATE * speed)))]
        if output is not None:
            words += ["-w", str(output)]
        return words

    def start(self, text: str, voice: Voice, speed: float) -> Utterance:
        """Start reading ``text`` (through the helper, see :class:`ProgramHelper`; else
        :func:`start_program`); returns at once.

        Raises:
            OSError: the program could not be started.
        """
        return self._start(self.command(voice, speed, self.output), text)

    def to_wav(self, text: str, voice: Voice, path: Path, speed: float = 1.0) -> None:
        """Write ``text`` read with ``voice`` to the WAV file ``path``.

        Raises:
            SpeechFailed: the program could not.
        """
        done = subprocess.run(
            self.command(voice, speed, path),
            input=text.encode("utf-8"),
            capture_output=True,
            timeout=ESPEAK_VOICES_WAIT,
            check=False,
            env=self.env,
        )
        if done.returncode != 0 or not path.is_file():
            raise SpeechFailed(done.stderr.decode("utf-8", "replace").strip())


def start_program(command: list[str], text: str, env: dict[str, str] | None) -> ProgramUtterance:
    """Start ``command`` (its program by its full path) reading ``text`` from its input,
    in a child process of lower priority; returns at once.

    Called in the helper process (:class:`ProgramHelper`; or by the caller, without
    a helper): ``posix_spawn`` (a light fork that waits until the child runs the
    program) and one write of the sentence into the child's input. The child is
    made nicer than the window (:data:`PROGRAM_NICE`): on a busy computer the
    window's frames go first, and a voice needs little: eSpeak NG makes 3.5 s of
    sound in about 30 ms of a core.

    Raises:
        OSError: the program could not be started.
    """
    text_read, text_write = os.pipe()
    said_read, said_write = os.pipe()
    try:
        # os.pipe()'s ends are not inherited: the child gets only the two it reads and
        # writes, as its input and its error output.
        pid = os.posix_spawn(
            command[0],
            command,
            env if env is not None else os.environ,
            setpgroup=0,  # a group of its own: cutting it off ends what it started too
            file_actions=[
                (os.POSIX_SPAWN_DUP2, text_read, 0),
                (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                (os.POSIX_SPAWN_DUP2, said_write, 2),
            ],
        )
    except OSError:
        for end in (text_write, said_read):
            os.close(end)
        raise
    finally:
        os.close(text_read)
        os.close(said_write)
    lower_priority(pid, PROGRAM_NICE)
    try:
        # A sentence is far smaller than a pipe holds (64 KiB): this never waits.
        os.write(text_write, text[:MAX_SENTENCE_CHARACTERS].encode("utf-8"))
    except OSError:  # the program ended already; what it said is read by done()
        pass
    finally:
        os.close(text_write)
    os.set_blocking(said_read, False)
    return ProgramUtterance(command[0], pid, said_read)


class ProgramHelper:
    """A small process, started once, that starts the speech programs for the window.

    Starting a program from the window's own process makes it wait until the child
    has been given the processor and has loaded the program (``posix_spawn`` waits
    for that): measured here with other work on both cores, 11 ms a sentence in the
    median and up to 180 ms. The helper does that waiting instead. The window's loop
    only writes a line into a pipe (:meth:`start`, :meth:`cut_off`) and looks at the
    helper's answers at each step (:meth:`ended`): neither ever waits. It is started
    with ``multiprocessing``'s ``spawn`` (as the computer's worker is, which a built
    executable supports through ``freeze_support``), from the speech thread, the
    first time voices are listed; it ends when told, when the pipe closes or when
    the window's process is gone.
    """

    def __init__(self) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self._connection, theirs = context.Pipe()
        self._process = context.Process(
            target=serve_programs, args=(theirs,), name="rummikub-speech", daemon=True
        )
        self._process.start()
        theirs.close()
        self._count = 0
        self._ended: dict[int, str | None] = {}
        self._broken: str | None = None

    def start(self, command: list[str], text: str, env: dict[str, str] | None) -> HelperUtterance:
        """Have the helper start ``command`` reading ``text``; returns at once."""
        self._count += 1
        self._send(("start", self._count, command, text, env))
        return HelperUtterance(self, self._count)

    def cut_off(self, number: int) -> None:
        """Have the helper end sentence ``number`` now."""
        self._send(("cut", number))

    def ended(self, number: int) -> tuple[bool, str | None]:
        """Whether sentence ``number`` has ended, and the program's complaint if it
        could not read (a look at the pipe, never a wait).

        Raises:
            SpeechFailed: the helper is gone.
        """
        try:
            while self._broken is None and self._connection.poll(0):
                _, ended, complaint = self._connection.recv()
                self._ended[ended] = complaint
        except (EOFError, OSError) as error:
            self._broken = f"the speech helper ended: {error!r}"
        if number in self._ended:
            return True, self._ended.pop(number)
        if self._broken is not None:
            raise SpeechFailed(self._broken)
        return False, None

    def _send(self, message: object) -> None:
        if self._broken is None:
            try:
                self._connection.send(message)  # a few hundred bytes: never waits
            except OSError as error:
                self._broken = f"the speech helper ended: {error!r}"

    def close(self) -> None:
        """End the helper (it ends what it is reading); waits a moment at most."""
        self._send(None)
        self._process.join(HELPER_CLOSE_WAIT)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(HELPER_CLOSE_WAIT)
        self._connection.close()


class HelperUtterance:
    """A sentence read by a program that :class:`ProgramHelper` started."""

    def __init__(self, helper: ProgramHelper, number: int) -> None:
        self._helper = helper
        self.number = number
        self._cut = False
        self._done = False

    def done(self) -> bool:
        """True once the program has ended (a look, never a wait).

        Raises:
            SpeechFailed: the program could not read it, or the helper is gone.
        """
        if not self._done:
            ended, complaint = self._helper.ended(self.number)
            if not ended:
                return False
            self._done = True
            if complaint is not None and not self._cut:
                raise SpeechFailed(complaint)
        return True

    def cut_off(self) -> None:
        """End the program now."""
        if not self._done and not self._cut:
            self._cut = True
            self._helper.cut_off(self.number)


def serve_programs(connection: Any) -> None:
    """The helper process (:class:`ProgramHelper`): start, cut off and reap the speech
    programs; tell the window when each has ended."""
    import multiprocessing.connection

    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is for the window
    # A closing signal sent to the game's whole process group (a closed terminal's
    # SIGHUP, ``timeout``'s SIGTERM) reaches the helper too: it ends its programs
    # (each in a group of its own, which the signal missed) before it goes. The
    # signal only wakes the wait below (a program being started is kept track of).
    closing: list[int] = []
    woken_read, woken_write = os.pipe()
    os.set_blocking(woken_read, False)
    os.set_blocking(woken_write, False)
    with contextlib.suppress(ValueError, OSError):
        signal.set_wakeup_fd(woken_write)
    for name in ("SIGTERM", "SIGHUP"):
        with contextlib.suppress(ValueError, OSError, AttributeError):
            signal.signal(getattr(signal, name), lambda number, _frame: closing.append(number))
    parent = multiprocessing.parent_process()
    waitables: list[Any] = [connection, woken_read]
    if parent is not None:
        waitables.append(parent.sentinel)
    running: dict[int, ProgramUtterance] = {}
    try:
        while True:
            # A program's end shows as the end of its error output; a look every
            # half second also finds one whose output a program of its own kept open.
            outputs = [u.said for u in running.values() if u.said is not None]
            ready = multiprocessing.connection.wait(
                waitables + outputs, timeout=HELPER_LOOK if running else None
            )
            if parent is not None and parent.sentinel in ready:
                break  # the window's process is gone
            if closing:
                break  # closed with the game's process group
            if connection in ready:
                message = connection.recv()
                if message is None:
                    break
                if message[0] == "start":
                    _, number, command, text, env = message
                    try:
                        running[number] = start_program(command, text, env)
                    except OSError as error:
                        connection.send(("ended", number, f"{command[0]}: {error}"))
                elif message[0] == "cut" and message[1] in running:
                    running[message[1]].cut_off()
            for number, utterance in list(running.items()):
                try:
                    if not utterance.done():
                        continue
                    complaint = None
                except SpeechFailed as error:
                    complaint = str(error)
                del running[number]
                connection.send(("ended", number, complaint))
    except (EOFError, OSError):
        pass  # the window is gone: nothing to tell
    finally:
        # However the window ended (closed, or killed with -9): no voice outlives it.
        end_children([utterance.pid for utterance in running.values()])


def lower_priority(pid: int, nicer: int) -> None:
    """Make process ``pid`` ``nicer`` steps nicer than this one (at most 19)."""
    try:
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        os.setpriority(os.PRIO_PROCESS, pid, min(19, ours + nicer))
    except OSError:  # it ended already, or the system does not allow it: it reads anyway
        log.debug("could not lower the priority of process %d", pid, exc_info=True)


class ProgramUtterance:
    """One sentence being read by a child process (see :func:`start_program`); looked
    at, never waited for."""

    def __init__(self, program: str, pid: int, said: int) -> None:
        self.program = program
        self.pid = pid
        self._said: int | None = said
        self._complaint = bytearray()
        self._cut = False
        self._ending: Ending | None = None
        self._status: int | None = None

    @property
    def said(self) -> int | None:
        """The program's error output (a pipe that ends when the program ends), or None."""
        return self._said

    def _read_said(self) -> None:
        """Take what the program wrote to its error output so far (never waits)."""
        while self._said is not None:
            try:
                chunk = os.read(self._said, 4096)
            except BlockingIOError:
                return
            if not chunk:
                os.close(self._said)
                self._said = None
                return
            self._complaint += chunk
            del self._complaint[:-MAX_COMPLAINT]

    def done(self) -> bool:
        """True once the program has ended (a look, never a wait).

        Raises:
            SpeechFailed: the program could not read (it says ``error`` or ends badly;
                eSpeak NG with no sound device says so and ends with 0).
        """
        if self._status is not None:
            return True
        self._read_said()
        pid, status = os.waitpid(self.pid, os.WNOHANG)
        if pid == 0:
            if self._ending is not None:
                self._ending.press()  # SIGKILL once the grace is over
            return False
        self._status = os.waitstatus_to_exitcode(status)
        if self._ending is not None:
            self._ending.press(reaped=True)
        self._read_said()
        if self._said is not None:  # a grandchild holds it open: nothing more to wait for
            os.close(self._said)
            self._said = None
        complaint = self._complaint.decode("utf-8", "replace").strip()
        if not self._cut and (self._status != 0 or "error" in complaint.lower()):
            raise SpeechFailed(
                f"{self.program} ended with {self._status}: {complaint or 'no message'}"
            )
        return True

    def cut_off(self) -> None:
        """End the program now (its sound stops with it)."""
        self._cut = True
        if self._status is None and self._ending is None:
            # SIGTERM now, SIGKILL after a short grace if it reads on (done() looks).
            # It may have just ended (done() reaps it).
            self._ending = Ending(self.pid)


class Pyttsx3Engine:
    """pyttsx3 with Windows' SAPI5, in the speech thread.

    SAPI5 is a COM server: COM must be started on the thread that makes and uses the
    voice (comtypes starts it only on the thread that first imports it, which may be
    another), so the engine starts it here (``pythoncom.CoInitialize``: a single-
    threaded apartment, whose events pyttsx3 pumps) and ends it in :meth:`close`, on
    the same thread (the speech thread makes and closes the engine).

    Args:
        driver: pyttsx3's driver name (``"sapi5"``).
    """

    def __init__(
        self,
        driver: str = "sapi5",
        onecore: Callable[[], Sequence[tuple[str, str, dict[str, str]]]] = read_onecore_tokens,
    ) -> None:
        # Only when reading aloud, in the speech thread.
        import pythoncom  # pywin32, installed with pyttsx3
        import pyttsx3

        self._onecore = onecore

        pythoncom.CoInitialize()
        self._com: Any = pythoncom
        try:
            self._engine: Any = pyttsx3.init(driver)
            rate = self._engine.getProperty("rate")
            self._rate = float(rate) if isinstance(rate, int | float) and rate > 0 else PYTTSX3_RATE
            self._interrupted: Callable[[], bool] | None = None
            self._engine.connect("started-word", self._word)
        except Exception:
            pythoncom.CoUninitialize()
            raise

    def _word(self, *_args: Any, **_words: Any) -> None:
        # pyttsx3 may be stopped from its own callbacks: the player cut the voice off.
        if self._interrupted is not None and self._interrupted():
            self._engine.stop()

    def voices(self) -> list[Voice]:
        """The voices SAPI5 lists (``voice.languages`` may be text or bytes), then the
        OneCore voices it leaves out (Windows 10 and 11: the voices Settings adds)."""
        found = []
        for voice in self._engine.getProperty("voices") or ():
            languages = []
            for language in getattr(voice, "languages", None) or ():
                if isinstance(language, bytes):
                    language = language.decode("utf-8", "ignore").lstrip("\x05")
                languages.append(str(language))
            name = str(getattr(voice, "name", "") or voice.id)
            found.append(Voice(id=str(voice.id), name=name, languages=tuple(languages)))
        try:
            onecore = parse_onecore_tokens(list(self._onecore()))
        except OSError:
            log.exception("the OneCore voices could not be listed")
            onecore = []
        found += [v for v in onecore if not any(same_voice(sapi5, v) for sapi5 in found)]
        return found

    def _use_voice(self, voice: Voice) -> None:
        """Read with ``voice``: a SAPI5 voice through pyttsx3; a OneCore voice by its
        token, given to SAPI5's voice object itself (pyttsx3 looks voices up in SAPI5's
        own list only). SAPI5 reads with a OneCore token as with its own."""
        if not voice.id.startswith(ONECORE_ROOT):
            self._engine.setProperty("voice", voice.id)
            return
        import comtypes.client  # installed with pyttsx3 (its SAPI5 driver uses it)

        token = comtypes.client.CreateObject("SAPI.SpObjectToken")
        token.SetId(voice.id, "", False)
        # pyttsx3 2.99 keeps SAPI5's SpVoice as its driver's ``_tts``.
        self._engine.proxy._driver._tts.Voice = token

    def speak(self, text: str, voice: Voice, speed: float, interrupted: Callable[[], bool]) -> None:
        """Read ``text``; stopped at the next word when ``interrupted()``."""
        self._interrupted = interrupted
        self._use_voice(voice)
        self._engine.setProperty("rate", int(self._rate * speed))
        self._engine.say(text)
        self._engine.runAndWait()

    def close(self) -> None:
        """Stop what is being read; COM ends on this thread."""
        try:
            self._engine.stop()
        finally:
            self._com.CoUninitialize()


class SayProgram(_SpeechProgram):
    """macOS's speech synthesiser as the ``say`` program: a child process per sentence,
    started by the helper as eSpeak NG's are.

    pyttsx3's macOS driver (2.99) is not used: its loop spins without waiting while it
    reads (a core kept busy in the window's process, which then waits for Python's
    shared lock), it needs a run loop of its own thread, and when it ends it calls
    PyObjC's ``stopEventLoop``, which quits the whole program when it finds no run
    loop to stop (pyttsx3 issues #225, #8, #22). ``say`` reads with the same voices
    (Mei-Jia, Ting-Ting...) and ends at once when told.

    Args:
        program: the ``say`` program (``/usr/bin/say``).
        helper: start the sentences through a :class:`ProgramHelper` (the game's way).
    """

    def __init__(self, program: str, helper: bool = True) -> None:
        super().__init__(helper)
        self.program = program

    def voices(self) -> list[Voice]:
        """The voices ``say -v ?`` lists (the helper is started too)."""
        self._start_helper()
        done = subprocess.run(
            [self.program, "-v", "?"],
            capture_output=True,
            timeout=ESPEAK_VOICES_WAIT,
            check=True,
        )
        return parse_say_voices(done.stdout.decode("utf-8", "replace"))

    def command(self, voice: Voice, speed: float) -> list[str]:
        """The program's command line for one sentence (the text comes on its input)."""
        rate = max(80, round(SAY_RATE * speed))
        return [self.program, "-v", voice.id, "-r", str(rate)]

    def start(self, text: str, voice: Voice, speed: float) -> Utterance:
        """Start reading ``text`` (through the helper, see :class:`ProgramHelper`; else
        :func:`start_program`); returns at once.

        Raises:
            OSError: the program could not be started.
        """
        return self._start(self.command(voice, speed), text)


class NoEngine:
    """No speech engine on this computer: no voices, so nothing is read."""

    def voices(self) -> Sequence[Voice]:
        """None."""
        return ()

    def speak(self, text: str, voice: Voice, speed: float, interrupted: Callable[[], bool]) -> None:
        """Never called (there is no voice to choose)."""

    def close(self) -> None:
        """Nothing to let go of."""


WINDOWS_DRIVER_MODULES = ("pythoncom", "pywintypes", "comtypes", "comtypes.client", "pyttsx3")
"""What pyttsx3's SAPI5 driver imports. A built program that left one out (PyInstaller
cannot see the driver, which pyttsx3 imports by name) could never read aloud."""
WINDOWS_DRIVER = "pyttsx3.drivers.sapi5"


class MissingDriver(ImportError):
    """A module of the speech driver is not in this copy of the game (a build that left it out)."""


def load_windows_driver() -> str:
    """Import pyttsx3's SAPI5 driver as ``pyttsx3.init`` would; the line that says how it went.

    Raises :class:`MissingDriver` when one of its modules is missing. The driver's own
    start (it makes a SAPI5 voice as it is imported) may fail where Windows has no
    SAPI5 (Wine): that is said in the line, not raised, as the game plays without speech.
    """
    import importlib

    for name in (*WINDOWS_DRIVER_MODULES, WINDOWS_DRIVER):
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as error:
            raise MissingDriver(f"{name}: {error}") from error
        except Exception as error:  # SAPI5 itself would not start: said, not raised
            if name != WINDOWS_DRIVER:
                raise MissingDriver(f"{name}: {error!r}") from error
            return f"speech driver {WINDOWS_DRIVER} loaded; SAPI5 did not start: {error!r}"
    return f"speech driver {WINDOWS_DRIVER} loaded"


def espeak_program() -> str | None:
    """The eSpeak NG program on this computer, or None."""
    return shutil.which("espeak-ng") or shutil.which("espeak")


def system_engine(home: Path | None = None, helper: bool = True) -> Engine | SentenceProgram:
    """The speech engine of this system (:class:`NoEngine` when there is none); ``home``
    and ``helper``: see :class:`EspeakProgram`."""
    if sys.platform == "win32":
        try:
            return Pyttsx3Engine("sapi5")
        except Exception:  # no SAPI5: nothing to read with
            log.exception("the system's speech engine could not be started")
            return NoEngine()
    if sys.platform == "darwin":
        say = shutil.which("say") or "/usr/bin/say"
        if os.path.exists(say):
            return SayProgram(say, helper=helper)
        log.info("no say program: nothing will be read aloud")
        return NoEngine()
    program = espeak_program()
    if program is None:
        log.info("no espeak-ng program: nothing will be read aloud")
        return NoEngine()
    return EspeakProgram(program, home=home, helper=helper)
