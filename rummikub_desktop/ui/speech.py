"""Reading aloud, as the screens see it: the :class:`Speaker`, the voices, which voice
suits which language.

The screens call ``app.speaker.say(sentence)``; the shell's speaker
(:mod:`rummikub_desktop.app.speech`) reads it in a thread of its own when Read aloud
is on, with a voice for the game's language, or says nothing. :class:`SilentSpeaker`
is the do-nothing speaker of tests and autoplay.

A voice is chosen from the voices the computer has (:func:`choose_voice`): English
for English, a Taiwan or Mandarin voice for 繁體中文, a mainland Mandarin voice for
简体中文. Chinese is never read with an English voice, nor Mandarin text with a
Cantonese one: where no voice suits, nothing is read and Settings says so.

Nothing here imports pygame or a speech engine.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from rummikub_desktop import i18n


@dataclass(frozen=True, slots=True)
class Voice:
    """One of the computer's voices.

    Attributes:
        id: what the engine knows it by (eSpeak NG: ``"cmn"``; Windows: a registry
            path; macOS: ``"com.apple.voice.compact.zh-TW.Meijia"``).
        name: its name as the system shows it (``"Microsoft Hanhan Desktop"``).
        languages: the language tags it speaks (``"zh-TW"``, ``"cmn"``, ``"en-gb"``).
    """

    id: str
    name: str
    languages: tuple[str, ...] = ()


class VoiceFit(enum.IntEnum):
    """How well a voice suits a language: lower is better; :attr:`NONE` never reads it."""

    BEST = 0
    GOOD = 1
    FAIR = 2
    NONE = 9


_TAG = re.compile(r"(?<![a-z])(zh|cmn|yue|en)(?:[-_](hant|hans|latn|[a-z]{2}))?(?![a-z])")
"""A language tag hidden in a voice's id or name (``TTS_MS_ZH-TW_HANHAN``,
``com.apple.voice.compact.zh_CN.Tingting``)."""


def _fits(language: str) -> dict[str, VoiceFit]:
    """The tags of the voices that may read ``language`` (its record's), by how well.
    Anything else (Cantonese ``yue``/``zh-HK``, English for Chinese) is
    :attr:`VoiceFit.NONE`. eSpeak NG's ``cmn-latn-pinyin`` reads Latin letters (the
    players' names) as pinyin: only when nothing better is there."""
    record = i18n.LANGUAGES.get(language)
    if record is None:
        return {}
    ranks = (VoiceFit.BEST, VoiceFit.GOOD, VoiceFit.FAIR)
    return {tag: fit for fit, tags in zip(ranks, record.voices, strict=True) for tag in tags}


CANTONESE = frozenset({"zh-yue", "zh-hk", "zh-mo", "zh-hant-hk", "zh-hant-mo"})
"""Tags of Cantonese voices (Hong Kong, Macau)."""


def normal_tag(tag: str) -> str:
    """A language tag in one spelling: lower case, ``-`` between parts (``zh_TW`` -> ``zh-tw``)."""
    return tag.strip().lower().replace("_", "-")


def voice_tags(voice: Voice) -> tuple[str, ...]:
    """The language tags of ``voice``: those it reports, else those in its id or name."""
    tags = tuple(normal_tag(tag) for tag in voice.languages if tag and tag.strip())
    tags = tuple(tag for tag in tags if not tag.startswith("unknown"))
    if tags:
        return tags
    found = []
    for text in (voice.id, voice.name):
        for match in _TAG.finditer(text.lower().replace("_", "-")):
            found.append(match.group(0))
    return tuple(found)


def voice_fit(voice: Voice, language: str) -> VoiceFit:
    """How well ``voice`` suits the game's ``language`` (``"en"``, ``"zh-Hant"``, ``"zh-Hans"``).

    The voice's first tag that the language knows decides (an engine lists a voice's
    own language first); a Cantonese voice never reads Mandarin text, whatever else
    it lists (eSpeak NG's ``yue`` also says ``zh``).
    """
    tags = voice_tags(voice)
    if any(tag.split("-")[0] == "yue" or tag in CANTONESE for tag in tags):
        return VoiceFit.NONE
    fits = _fits(language)
    for tag in tags:
        fit = fits.get(tag)
        if fit is None and language == "en" and tag.startswith("en-"):
            fit = VoiceFit.GOOD  # en-au, en-in, en-029...
        if fit is not None:
            return fit
    return VoiceFit.NONE


def voices_for(voices: Iterable[Voice], language: str) -> list[Voice]:
    """The voices that may read ``language``, the best first (in the engine's order within)."""
    fitting = [(voice_fit(voice, language), index, voice) for index, voice in enumerate(voices)]
    return [voice for fit, _, voice in sorted(fitting) if fit is not VoiceFit.NONE]


def choose_voice(voices: Sequence[Voice], language: str, wanted: str = "") -> Voice | None:
    """The voice to read ``language`` with: ``wanted`` (a voice id the player chose) when
    it suits the language, else the best that suits; None when none does."""
    fitting = voices_for(voices, language)
    for voice in fitting:
        if wanted and voice.id == wanted:
            return voice
    return fitting[0] if fitting else None


SECONDS_PER_WORD = 0.45
"""Seconds a voice takes for a word (or a Chinese character, or a number) at the usual
speed, pauses included: eSpeak NG read "Computer 2 played 3 tiles. Your turn." in
3.0 s and a rack of 15 words in 6.1 s; 「電腦2出了3張牌。輪到你了。」 in 5.1 s."""
SENTENCE_MARGIN = 3.0
"""Seconds added to a sentence's doubled expected length before it is cut as unanswered
(a voice that starts slowly on a busy computer)."""
_HAN = "\u3400-\u9fff\uf900-\ufaff"
_SPOKEN_UNITS = re.compile(f"[{_HAN}]|[^\\s\u3000-\u303f{_HAN}\uff00-\uffef]+")
"""What a voice says one at a time: a Chinese character, or a word or number."""


def expected_seconds(text: str, speed: float = 1.0) -> float:
    """About how long a voice reads ``text`` at ``speed`` times its usual rate."""
    units = sum(1 for unit in _SPOKEN_UNITS.findall(text) if any(c.isalnum() for c in unit))
    return units * SECONDS_PER_WORD / max(speed, 0.1)


def sentence_limit(text: str, speed: float = 1.0) -> float:
    """The longest a sentence may take before the voice is taken for one that does not
    answer: its expected length doubled, plus :data:`SENTENCE_MARGIN`."""
    return 2.0 * expected_seconds(text, speed) + SENTENCE_MARGIN


class Speaker(Protocol):
    """Reads sentences aloud, away from the window's loop (it never waits).

    Sentences are read in order and in full: what is said while one is read waits,
    and what waits is read together once it ends. Only the player's own action
    (:meth:`interrupt`) cuts off what is being read.
    """

    @property
    def reading(self) -> bool:
        """True when Read aloud is on and a voice for the game's language exists
        (as far as is known yet)."""
        ...

    @property
    def busy(self) -> bool:
        """True while reading and a sentence is read or waits (the game then waits
        before it shows the next computer's turn)."""
        ...

    @property
    def failed(self) -> bool:
        """True once the speech engine failed (nothing is read until the next start)."""
        ...

    @property
    def failure(self) -> str:
        """What failed: "engine" (no speech program) or "voice" (it cannot be heard:
        no sound device); "" while nothing has."""
        ...

    def say(self, text: str, about: str = "") -> None:
        """Read ``text`` when Read aloud is on (nothing otherwise), after what is read
        and waits; one ``about`` the same thing as a waiting one takes its place."""

    def interrupt(self) -> None:
        """The player acted: cut off what is being read and drop what waits."""

    def again(self, text: str) -> None:
        """Read ``text`` now, even if it is the sentence being read (the player asked)."""

    def unheard(self, text: str) -> bool:
        """True when ``text`` waited to be read and the player's last action dropped it
        before it was (a screen that still shows it says it again)."""
        ...

    def try_voice(self, text: str) -> None:
        """Settings' Try it: read ``text`` with the chosen voice, even with Read aloud off."""

    def stop(self) -> None:
        """Stop reading (the sentence being read is cut off)."""

    def voices(self) -> tuple[Voice, ...] | None:
        """The computer's voices; None while they are still being looked up (the
        first call starts looking, away from the window's loop)."""
        ...


class SilentSpeaker:
    """A speaker that reads nothing and knows no voices (tests, autoplay)."""

    @property
    def reading(self) -> bool:
        """Never."""
        return False

    @property
    def busy(self) -> bool:
        """Never."""
        return False

    @property
    def failed(self) -> bool:
        """Never."""
        return False

    @property
    def failure(self) -> str:
        """Nothing failed."""
        return ""

    def say(self, text: str, about: str = "") -> None:
        """Nothing is read."""

    def interrupt(self) -> None:
        """Nothing to cut off."""

    def again(self, text: str) -> None:
        """Nothing is read."""

    def unheard(self, text: str) -> bool:
        """Nothing waits."""
        return False

    def try_voice(self, text: str) -> None:
        """Nothing is read."""

    def stop(self) -> None:
        """Nothing to stop."""

    def voices(self) -> tuple[Voice, ...] | None:
        """No voices at all."""
        return ()


class SpeechFailed(RuntimeError):
    """The speech engine could not read a sentence (no sound device, a broken voice)."""


class Engine(Protocol):
    """A speech engine, used only from the speech thread."""

    def voices(self) -> Sequence[Voice]:
        """The voices it can read with."""
        ...

    def speak(self, text: str, voice: Voice, speed: float, interrupted: Callable[[], bool]) -> None:
        """Read ``text`` with ``voice`` at ``speed`` times the engine's usual rate; return
        when it is read, or soon after ``interrupted()`` becomes True (cut it off).

        Raises:
            Exception: anything, when the engine fails (the speaker then switches off).
        """

    def close(self) -> None:
        """Let go of the engine."""


class Utterance(Protocol):
    """A sentence being read by a program of its own (see :class:`SentenceProgram`)."""

    def done(self) -> bool:
        """True once the program has ended; never waits.

        Raises:
            SpeechFailed: the program could not read it (not after :meth:`cut_off`).
        """
        ...

    def cut_off(self) -> None:
        """Stop reading now; never waits (:meth:`done` tells when the program is gone)."""


@runtime_checkable
class SentenceProgram(Protocol):
    """A speech engine that reads each sentence in a program of its own.

    Its voices are looked up in the speech thread, as any engine's; its sentences are
    started from the window's loop, which only asks for a program and later looks
    whether it has ended (no thread of the window's process wakes while a sentence is
    read: the loop never waits for one, nor for the lock that Python's threads share).
    """

    def voices(self) -> Sequence[Voice]:
        """The voices it can read with (may take a while: called in the speech thread)."""
        ...

    def start(self, text: str, voice: Voice, speed: float) -> Utterance:
        """Start reading ``text``; returns at once."""
        ...

    def close(self) -> None:
        """Let go of the engine."""
