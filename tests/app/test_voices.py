"""Reading aloud, without a window: which voice reads which language, the speech
thread (cut off, not repeated, a failing engine), and eSpeak NG's real voices."""

from __future__ import annotations

import logging
import os
import shutil
import sys
import threading
import time
import wave
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from types import SimpleNamespace

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.speech import Narrator
from rummikub_desktop.app.speech_engines import (
    EspeakProgram,
    SayProgram,
    parse_espeak_voices,
    parse_say_voices,
)
from rummikub_desktop.persistence.settings import Settings, SpeechSpeed
from rummikub_desktop.ui.speech import (
    SentenceProgram,
    SpeechFailed,
    Voice,
    choose_voice,
    voices_for,
)

ESPEAK_LISTING = "\n".join(
    [
        "Pty Language       Age/Gender VoiceName          File                 Other Languages",
        " 5  cmn             --/M      Chinese_(Mandarin,_latin_as_English) sit/cmn"
        "              (zh-cmn 5)(zh 5)",
        " 5  cmn-latn-pinyin --/M      Chinese_(Mandarin,_latin_as_Pinyin) sit/cmn-Latn-pinyin"
        "  (zh-cmn 5)(zh 5)",
        " 5  zh              --/M      chinese-mb-cn1     mb/mb-cn1",
        " 5  yue             --/M      Chinese_(Cantonese) sit/yue              (zh-yue 5)(zh 8)",
        " 2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)",
        " 5  en-us           --/M      English_(America)  gmw/en-US            (en 3)",
    ]
)

SAPI5 = [
    Voice(r"HKEY_LOCAL_MACHINE\...\TTS_MS_EN-US_ZIRA_11.0", "Microsoft Zira Desktop", ("en-US",)),
    Voice(r"HKEY_LOCAL_MACHINE\...\TTS_MS_ZH-HK_TRACY_11.0", "Microsoft Tracy Desktop", ("zh-HK",)),
    Voice(
        r"HKEY_LOCAL_MACHINE\...\TTS_MS_ZH-CN_HUIHUI_11.0", "Microsoft Huihui Desktop", ("zh-CN",)
    ),
    Voice(
        r"HKEY_LOCAL_MACHINE\...\TTS_MS_ZH-TW_HANHAN_11.0", "Microsoft Hanhan Desktop", ("zh-TW",)
    ),
]
MACOS = [
    Voice("com.apple.voice.compact.en-US.Samantha", "Samantha", ("en_US",)),
    Voice("com.apple.voice.compact.zh-TW.Meijia", "Meijia", ("zh_TW",)),
    Voice("com.apple.voice.compact.zh-CN.Tingting", "Tingting", ("zh_CN",)),
    Voice("com.apple.voice.compact.zh-HK.Sinji", "Sinji", ("zh_HK",)),
]


def ids(voices: list[Voice]) -> list[str]:
    return [voice.id for voice in voices]


# -- the right voice or none ---------------------------------------------------------


def test_espeak_listing_gives_every_usable_voice_with_its_languages():
    voices = parse_espeak_voices(ESPEAK_LISTING)
    assert ids(voices) == ["sit/cmn", "sit/cmn-Latn-pinyin", "sit/yue", "gmw/en", "gmw/en-US"]
    assert voices[0].languages == ("cmn", "zh-cmn", "zh")
    assert voices[0].name == "Chinese (Mandarin, latin as English)"


def test_espeak_mandarin_reads_both_chinese_scripts_and_cantonese_neither():
    voices = parse_espeak_voices(ESPEAK_LISTING)
    for language in ("zh-Hant", "zh-Hans"):
        # Mandarin that reads the players' Latin names as English first, pinyin last.
        assert ids(voices_for(voices, language)) == ["sit/cmn", "sit/cmn-Latn-pinyin"]
    assert ids(voices_for(voices, "en")) == ["gmw/en", "gmw/en-US"]


@pytest.mark.parametrize(
    ("voices", "language", "expected"),
    [
        (SAPI5, "zh-Hant", "Microsoft Hanhan Desktop"),
        (SAPI5, "zh-Hans", "Microsoft Huihui Desktop"),
        (SAPI5, "en", "Microsoft Zira Desktop"),
        (MACOS, "zh-Hant", "Meijia"),
        (MACOS, "zh-Hans", "Tingting"),
        (MACOS, "en", "Samantha"),
    ],
)
def test_each_language_gets_its_own_voice_on_windows_and_macos(voices, language, expected):
    chosen = choose_voice(voices, language)
    assert chosen is not None and chosen.name == expected


def test_chinese_is_never_read_with_an_english_or_cantonese_voice():
    english_and_cantonese = [SAPI5[0], SAPI5[1], MACOS[0], MACOS[3]]
    assert choose_voice(english_and_cantonese, "zh-Hant") is None
    assert choose_voice(english_and_cantonese, "zh-Hans") is None
    # A voice the player chose for English is not used once the game speaks Chinese.
    assert choose_voice(SAPI5, "zh-Hant", wanted=SAPI5[0].id) == SAPI5[3]


def test_a_voice_with_no_languages_is_known_by_its_id():
    bare = [Voice(r"HKEY\TTS_MS_ZH-TW_HANHAN_11.0", "Hanhan", ("Unknown Locale: 1",))]
    assert choose_voice(bare, "zh-Hant") == bare[0]
    assert choose_voice(bare, "en") is None


def test_the_voice_the_player_chose_is_used_when_it_suits():
    voices = parse_espeak_voices(ESPEAK_LISTING)
    assert choose_voice(voices, "zh-Hans", wanted="sit/cmn-Latn-pinyin").id == "sit/cmn-Latn-pinyin"
    assert choose_voice(voices, "en", wanted="gmw/en-US").id == "gmw/en-US"


def test_taiwan_mandarin_is_chosen_for_traditional_before_the_mainland():
    voices = [MACOS[2], MACOS[1]]
    assert choose_voice(voices, "zh-Hant") == MACOS[1]
    assert choose_voice(voices, "zh-Hans") == MACOS[2]


# -- the speech thread ---------------------------------------------------------------


class Recording:
    """A fake engine: each sentence takes ``seconds`` to read, unless cut off."""

    def __init__(self, seconds: float = 0.0, fail_on: str | None = None) -> None:
        self.seconds = seconds
        self.fail_on = fail_on
        self.read: list[str] = []
        self.cut: list[str] = []
        self.threads: set[str] = set()
        self.started = threading.Event()

    def voices(self) -> list[Voice]:
        return [Voice("en", "English", ("en-gb",)), Voice("cmn", "Mandarin", ("cmn",))]

    def speak(self, text: str, voice: Voice, speed: float, interrupted: Callable[[], bool]):
        self.threads.add(threading.current_thread().name)
        if self.fail_on is not None and self.fail_on in text:
            raise SpeechFailed("no sound device")
        self.started.set()
        deadline = time.monotonic() + self.seconds
        while time.monotonic() < deadline:
            if interrupted():
                self.cut.append(text)
                return
            time.sleep(0.002)
        self.read.append(text)

    def close(self) -> None:
        pass


def narrator(engine: Recording, **settings: object) -> Narrator:
    chosen = Settings().with_changes(read_aloud=True, **settings)
    return Narrator(lambda: chosen, lambda: engine)


def test_nothing_starts_while_reading_aloud_is_off():
    engine = Recording()
    speaker = Narrator(lambda: Settings(), lambda: engine)
    speaker.say("Your turn.")
    assert not speaker.started
    assert not speaker.reading
    speaker.close()


def test_say_never_waits_for_the_voice():
    engine = Recording(seconds=60.0)  # a voice that reads for a minute, unless cut off
    speaker = narrator(engine)
    speaker.say("A long sentence.")
    assert engine.read == [], "say() waited for the voice to read the sentence"
    speaker.close()


def test_a_new_sentence_waits_for_the_one_being_read():
    engine = Recording(seconds=0.4)
    speaker = narrator(engine)
    speaker.say("Computer 2 laid 3 tiles.")
    assert engine.started.wait(30)
    speaker.say("Computer 3 drew a tile.")
    speaker.say("Your turn.")
    assert speaker.busy
    assert speaker.settle()
    assert engine.cut == []
    assert engine.read == ["Computer 2 laid 3 tiles.", "Computer 3 drew a tile. Your turn."]
    assert engine.threads == {"speech"}
    assert not speaker.busy
    speaker.close()


def test_a_newer_sentence_about_the_same_thing_replaces_a_waiting_one_only():
    engine = Recording(seconds=0.4)
    speaker = narrator(engine)
    speaker.say("Ben's turn.", about="turn")
    assert engine.started.wait(30)
    speaker.say("Ben drew a tile.")
    speaker.say("Ada's turn.", about="turn")
    speaker.say("Your turn.", about="turn")
    assert speaker.settle()
    assert engine.read == ["Ben's turn.", "Ben drew a tile. Your turn."]
    speaker.close()


def test_only_the_players_action_cuts_off_and_drops_what_waited():
    engine = Recording(seconds=5.0)
    speaker = narrator(engine)
    speaker.say("Computer 2 laid 3 tiles.")
    assert engine.started.wait(30)
    speaker.say("Computer 3's turn.")
    engine.seconds = 0.0
    speaker.interrupt()  # a press, a click, a key
    speaker.say("Your tiles: Red 5.")
    assert speaker.settle()
    assert engine.cut == ["Computer 2 laid 3 tiles."]
    assert engine.read == ["Your tiles: Red 5."]
    speaker.close()


def test_the_sentence_being_read_is_not_started_again():
    engine = Recording(seconds=0.3)
    speaker = narrator(engine)
    speaker.say("Your turn.")
    assert engine.started.wait(30)
    speaker.say("Your turn.")
    speaker.say("Your turn.")
    assert speaker.settle()
    assert engine.read == ["Your turn."] and not engine.cut
    speaker.again("Your turn.")  # the player asked
    assert speaker.settle()
    assert engine.read == ["Your turn.", "Your turn."]
    speaker.close()


def test_sentences_that_come_together_are_read_together_in_order():
    engine = Recording()
    speaker = narrator(engine)
    gate = threading.Event()
    original = engine.voices
    engine.voices = lambda: (gate.wait(2), original())[1]  # type: ignore[method-assign]
    speaker.say("Ben drew a tile.")
    speaker.say("Your turn.")
    gate.set()
    assert speaker.settle()
    assert engine.read == ["Ben drew a tile. Your turn."]
    speaker.close()


def test_the_voice_follows_the_language_and_speed_follows_the_setting():
    heard: list[tuple[str, float]] = []

    class Voices(Recording):
        def speak(self, text, voice, speed, interrupted):
            heard.append((voice.id, speed))

    speaker = narrator(Voices(), language="zh-Hant", speech_speed=SpeechSpeed.SLOWER)
    speaker.say("輪到你了。")
    assert speaker.settle()
    assert heard == [("cmn", 0.7)]
    assert Settings().speech_speed.factor < 1.0  # slower than usual to begin with
    speaker.close()


def test_the_voice_reads_at_the_reading_speed_whatever_the_computers_speed():
    """Issue 44: Instant computers made the voice 25 % faster while Reading speed
    still showed Slow. The two stay apart: the voice reads as the player chose."""
    from rummikub_desktop.session import Speed

    heard: list[float] = []

    class Speeds(Recording):
        def speak(self, text, voice, speed, interrupted):
            heard.append(speed)

    for pace in Speed:
        speaker = narrator(Speeds(), speech_speed=SpeechSpeed.SLOW, animation_speed=pace)
        speaker.say("Your turn.")
        assert speaker.settle()
        speaker.close()
    assert heard == [pytest.approx(SpeechSpeed.SLOW.factor)] * len(Speed)


def test_no_voice_for_the_language_reads_nothing():
    class EnglishOnly(Recording):
        def voices(self):
            return [Voice("en", "English", ("en-gb",))]

    engine = EnglishOnly()
    speaker = narrator(engine, language="zh-Hans")
    speaker.say("轮到你了。")
    assert speaker.settle()
    assert engine.read == []
    assert speaker.voices() is not None
    assert not speaker.reading  # Settings says so
    speaker.close()


def test_a_failing_engine_is_logged_once_and_switches_itself_off(caplog):
    engine = Recording(fail_on="turn")
    speaker = narrator(engine)
    with caplog.at_level(logging.ERROR):
        speaker.say("Your turn.")
        assert speaker.settle()
        deadline = time.monotonic() + 30  # at once: the limit only guards a hang
        while not speaker.failed and time.monotonic() < deadline:
            time.sleep(0.01)
        speaker.say("Ben's turn.")
    assert speaker.failed and not speaker.reading
    assert speaker.take_failure() is True
    assert speaker.take_failure() is False
    failures = [r for r in caplog.records if "reading aloud failed" in r.getMessage()]
    assert len(failures) == 1 and failures[0].exc_info is not None
    assert engine.read == []
    speaker.close()


# -- a program per sentence, started from the window's loop --------------------------

FAKE_ESPEAK = """#!/bin/sh
text=$(cat)
echo "$(nice) $text" >> "$SPEECH_LOG"
case "$text" in
  *fail*) echo "error: no sound device" >&2 ;;
  *long*) exec sleep 5 ;;
esac
"""


@pytest.fixture
def fake_espeak(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """An ``espeak-ng`` stand-in that writes its niceness and its sentence to a log."""
    if os.name != "posix":
        pytest.skip("a shell script stands in for espeak-ng")
    script = tmp_path / "espeak-ng"
    script.write_text(FAKE_ESPEAK)
    script.chmod(0o755)
    log_path = tmp_path / "said.log"
    monkeypatch.setenv("SPEECH_LOG", str(log_path))

    class Voices(EspeakProgram):
        def voices(self) -> list[Voice]:
            self._start_helper()  # as eSpeak NG's own listing does, in the speech thread
            return [Voice("gmw/en", "English", ("en-gb",))]

    def said() -> list[tuple[int, str]]:
        if not log_path.exists():
            return []
        lines = log_path.read_text().splitlines()
        return [(int(line.split(" ", 1)[0]), line.split(" ", 1)[1]) for line in lines]

    return Voices(str(script)), said


def program_narrator(engine: EspeakProgram) -> Narrator:
    chosen = Settings().with_changes(read_aloud=True)
    speaker = Narrator(lambda: chosen, lambda: engine)
    speaker.voices()  # the thread looks them up and hands the sentences to the loop
    deadline = time.monotonic() + 5
    while speaker._program is None and time.monotonic() < deadline:
        time.sleep(0.005)
    assert speaker._program is engine
    return speaker


def test_a_program_engine_reads_from_the_loop_at_a_lower_priority(fake_espeak):
    engine, said = fake_espeak
    speaker = program_narrator(engine)
    started: list[str] = []
    original = engine.start
    engine.start = lambda *a: (started.append(threading.current_thread().name), original(*a))[1]  # type: ignore[method-assign]
    speaker.say("Ben drew a tile.")
    speaker.say("Your turn.")
    assert started == []  # nothing is started before the loop's step
    speaker.update()
    assert speaker.settle()
    assert started == [threading.current_thread().name]  # the loop's thread, once
    ours = os.getpriority(os.PRIO_PROCESS, 0)
    assert said() == [(min(19, ours + 10), "Ben drew a tile. Your turn.")]
    speaker.close()


def test_a_program_engine_reads_in_full_and_is_cut_off_only_by_the_player(fake_espeak, monkeypatch):
    engine, said = fake_espeak
    speaker = program_narrator(engine)
    speaker.say("A long sentence.")
    speaker.update()
    deadline = time.monotonic() + 5
    while not said() and time.monotonic() < deadline:
        time.sleep(0.005)
    long_one = speaker._current
    assert long_one is not None and speaker.speaking
    speaker.say("A long sentence.")  # being read: not started again
    speaker.say("Your turn.")
    for _ in range(5):
        speaker.update()
    assert speaker._current is long_one and not long_one.done()  # the new one waits
    speaker.interrupt()  # the player acted
    speaker.say("Your tiles: Red 5.")
    looks: list[float] = []
    poll = Connection.poll
    monkeypatch.setattr(
        Connection,
        "poll",
        lambda self, timeout=0.0: (looks.append(timeout), poll(self, timeout))[1],
    )
    speaker.update()
    monkeypatch.undo()
    # The loop never waits for the cut-off one: it only looks at the helper's pipe.
    assert looks and all(timeout == 0 for timeout in looks), looks
    assert speaker._current is None  # nor starts the next before the cut-off one has ended
    assert speaker.settle()
    assert [text for _, text in said()] == ["A long sentence.", "Your tiles: Red 5."]
    assert long_one.done()  # ended (SIGTERM), its complaint not counted
    assert not speaker.failed
    speaker.close()


def test_a_program_that_complains_switches_reading_aloud_off_once(fake_espeak, caplog):
    engine, _ = fake_espeak
    speaker = program_narrator(engine)
    with caplog.at_level(logging.ERROR):
        speaker.say("This will fail.")
        speaker.update()
        assert speaker.settle()
        speaker.say("Your turn.")
        speaker.update()
    assert speaker.failed and not speaker.reading
    assert speaker.take_failure() is True and speaker.take_failure() is False
    failures = [r for r in caplog.records if "reading aloud failed" in r.getMessage()]
    assert len(failures) == 1 and failures[0].exc_info is not None
    assert "no sound device" in str(failures[0].exc_info[1])
    speaker.close()


def test_a_speech_helper_that_dies_switches_reading_aloud_off_with_the_player_told(
    fake_espeak, caplog
):
    engine, _ = fake_espeak
    speaker = program_narrator(engine)
    helper = engine._helper
    assert helper is not None
    helper._process.kill()
    helper._process.join(5)
    with caplog.at_level(logging.ERROR):
        speaker.say("Your turn.")
        deadline = time.monotonic() + 5
        while not speaker.failed and time.monotonic() < deadline:
            speaker.update()
            time.sleep(0.01)
    assert speaker.failed and speaker.take_failure()
    assert any("reading aloud failed" in r.getMessage() for r in caplog.records)
    speaker.close()


# -- macOS: the say program ----------------------------------------------------------

SAY_LISTING = "\n".join(
    [
        "Alex                en_US    # Most people recognize me by my voice.",
        "Eddy (English (UK)) en_GB    # Hello! My name is Eddy.",
        "Mei-Jia             zh_TW    # 您好，我叫美佳。",
        "Sin-ji              zh_HK    # 您好，我叫 Sin-ji。",
        "Ting-Ting           zh_CN    # 您好，我叫Ting-Ting。",
        "Grandma (Chinese (China mainland)) zh_CN    # 你好！我叫奶奶。",
    ]
)


def test_the_say_listing_gives_each_voice_by_the_name_say_takes():
    voices = parse_say_voices(SAY_LISTING)
    assert ids(voices) == [
        "Alex",
        "Eddy (English (UK))",
        "Mei-Jia",
        "Sin-ji",
        "Ting-Ting",
        "Grandma (Chinese (China mainland))",
    ]
    assert choose_voice(voices, "zh-Hant").id == "Mei-Jia"
    assert choose_voice(voices, "zh-Hans").id == "Ting-Ting"
    assert choose_voice(voices, "en").id == "Alex"
    assert "Sin-ji" not in ids(voices_for(voices, "zh-Hant"))  # Cantonese


def test_macos_reads_with_say_from_the_loop(fake_espeak, monkeypatch):
    from rummikub_desktop.app import speech_engines

    engine, said = fake_espeak
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(shutil, "which", lambda name: engine.program if name == "say" else None)
    say = speech_engines.system_engine()
    assert isinstance(say, SayProgram) and isinstance(say, SentenceProgram)
    voice = Voice("Mei-Jia", "Mei-Jia", ("zh_TW",))
    assert say.command(voice, SpeechSpeed.SLOW.factor)[1:] == ["-v", "Mei-Jia", "-r", "149"]
    utterance = say.start("輪到你了。", voice, 1.0)
    deadline = time.monotonic() + 5
    while not utterance.done() and time.monotonic() < deadline:
        time.sleep(0.005)
    assert [text for _, text in said()] == ["輪到你了。"]
    say.close()


# -- Windows: SAPI5 through pyttsx3, COM on the speech thread ----------------------


class FakeCom:
    """pywin32's ``pythoncom``: COM started and ended per thread."""

    def __init__(self) -> None:
        self.local = threading.local()
        self.calls: list[tuple[str, str]] = []

    def started(self) -> int:
        return getattr(self.local, "count", 0)

    def CoInitialize(self) -> None:  # pywin32's name
        self.local.count = self.started() + 1
        self.calls.append(("start", threading.current_thread().name))

    def CoUninitialize(self) -> None:  # pywin32's name
        self.local.count = self.started() - 1
        self.calls.append(("end", threading.current_thread().name))


class FakeSapi:
    """pyttsx3's engine with SAPI5: a word every 10 ms; SAPI5 fails without COM."""

    def __init__(self, com: FakeCom) -> None:
        if not com.started():
            raise OSError("CoInitialize has not been called")
        self.com = com
        self.words: Callable[..., None] | None = None
        self.queued: list[str] = []
        self.read: list[str] = []
        self.cut: list[str] = []
        self.stopped = False
        self.reading = threading.Event()
        self.spoken = 0
        """Words read so far."""

    def getProperty(self, name: str):  # pyttsx3's name
        if name == "rate":
            return 200
        hanhan = r"HKEY_LOCAL_MACHINE\...\TTS_MS_ZH-TW_HANHAN_11.0"
        return [SimpleNamespace(id=hanhan, name="Microsoft Hanhan Desktop", languages=["zh-TW"])]

    def setProperty(self, name: str, value: object) -> None:  # pyttsx3's name
        pass

    def connect(self, topic: str, callback: Callable[..., None]) -> None:
        assert topic == "started-word"
        self.words = callback

    def say(self, text: str) -> None:
        self.queued.append(text)

    def runAndWait(self) -> None:  # pyttsx3's name
        assert self.com.started(), "SAPI5 is used on a thread without COM"
        text = self.queued.pop()
        self.stopped = False
        self.reading.set()
        for word in range(300 if "long" in text else 2):
            assert self.words is not None
            self.words(name="word", location=word, length=1)
            self.spoken += 1
            if self.stopped:
                self.cut.append(text)
                return
            time.sleep(0.01)
        self.read.append(text)

    def stop(self) -> None:
        self.stopped = True


def test_sapi5_runs_with_com_started_and_ended_on_the_speech_thread(monkeypatch):
    from rummikub_desktop.app.speech_engines import Pyttsx3Engine

    com = FakeCom()
    made: list[FakeSapi] = []

    def init(driver: str) -> FakeSapi:
        assert driver == "sapi5"
        made.append(FakeSapi(com))
        return made[-1]

    monkeypatch.setitem(sys.modules, "pythoncom", com)
    monkeypatch.setitem(sys.modules, "pyttsx3", SimpleNamespace(init=init))
    chosen = Settings().with_changes(read_aloud=True, language="zh-Hant")
    speaker = Narrator(lambda: chosen, lambda: Pyttsx3Engine("sapi5"))
    speaker.say("A long sentence.")
    deadline = time.monotonic() + 5
    while not made and time.monotonic() < deadline:
        time.sleep(0.005)
    assert made[0].reading.wait(30)
    spoken = made[0].spoken
    speaker.say("輪到你了。")  # waits for the long one, which reads on
    deadline = time.monotonic() + 30  # five words: 50 ms; the limit only guards a hang
    while made[0].spoken < spoken + 5 and not made[0].cut:
        assert time.monotonic() < deadline, "the long sentence stopped being read"
        time.sleep(0.005)
    assert made[0].cut == [] and speaker.busy
    speaker.interrupt()  # the player acted: cut off at its next word
    speaker.say("輪到你了。")
    assert speaker.settle()
    sapi = made[0]
    assert sapi.cut == ["A long sentence."] and sapi.read == ["輪到你了。"]
    speaker.close()
    assert com.calls == [("start", "speech"), ("end", "speech")]


def test_sapi5_that_cannot_start_ends_com_again(monkeypatch):
    from rummikub_desktop.app.speech_engines import Pyttsx3Engine

    com = FakeCom()

    def init(driver: str) -> FakeSapi:
        raise OSError("no SAPI5 here")

    monkeypatch.setitem(sys.modules, "pythoncom", com)
    monkeypatch.setitem(sys.modules, "pyttsx3", SimpleNamespace(init=init))
    with pytest.raises(OSError, match="no SAPI5"):
        Pyttsx3Engine("sapi5")
    assert [call for call, _ in com.calls] == ["start", "end"]


# -- eSpeak NG's own voices ----------------------------------------------------------

SENTENCES = {
    "en": "Your turn. Computer 2 laid 3 tiles.",
    "zh-Hant": "輪到你了。電腦2出了3張牌。",
    "zh-Hans": "轮到你了。电脑2出了3张牌。",
}


def espeak() -> EspeakProgram:
    program = shutil.which("espeak-ng")
    if program:
        return EspeakProgram(program)
    message = "espeak-ng is not installed (Debian package espeak-ng; .ci/run installs it)"
    if os.environ.get("RUMMIKUB_REQUIRE_TOOLS") == "1":
        pytest.fail(f"{message}; RUMMIKUB_REQUIRE_TOOLS=1 requires it", pytrace=False)
    pytest.skip(message)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_a_sentence_in_each_language_is_spoken_to_a_wav_of_plausible_length(
    language, tmp_path: Path
):
    engine = espeak()
    voice = choose_voice(engine.voices(), language)
    assert voice is not None, f"eSpeak NG has no voice for {language}"
    kept = os.environ.get("RUMMIKUB_KEEP_WAVS")
    folder = Path(kept) if kept else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"read-aloud-{language}.wav"
    engine.to_wav(SENTENCES[language], voice, path, speed=SpeechSpeed.SLOW.factor)
    with wave.open(str(path)) as sound:
        seconds = sound.getnframes() / sound.getframerate()
        frames = sound.readframes(sound.getnframes())
    # About a syllable every 0.15-0.5 s: 9-12 syllables, read a little slowly.
    assert 1.2 < seconds < 10.0, seconds
    loud = max(
        abs(int.from_bytes(frames[i : i + 2], "little", signed=True))
        for i in range(0, len(frames), 200)
    )
    assert loud > 1000, "the sound is silent"
    print(f"{language}: {voice.id} {seconds:.2f} s -> {path}")


# -- the settings --------------------------------------------------------------------


def test_settings_kept_before_reading_aloud_load_unchanged_with_it_off():
    old = Settings().to_dict()
    for key in ("read_aloud", "voice", "speech_speed"):
        del old[key]
    loaded = Settings.from_dict(old)
    assert loaded == Settings()
    assert (loaded.read_aloud, loaded.voice, loaded.speech_speed) == (False, "", SpeechSpeed.SLOW)


def test_reading_aloud_settings_round_trip_and_bad_values_fall_back():
    chosen = Settings().with_changes(
        read_aloud=True, voice="sit/cmn", speech_speed=SpeechSpeed.FASTER
    )
    assert Settings.from_dict(chosen.to_dict()) == chosen
    bad = dict(chosen.to_dict(), read_aloud="yes", voice=["x"], speech_speed="warp")
    assert Settings.from_dict(bad) == Settings()


# -- Windows: the OneCore voices -----------------------------------------------------

ONECORE_WINDOWS_11 = [
    ("enUS", "ZiraM", "Zira", "409"),
    ("zhHK", "TracyM", "Tracy", "C04"),
    ("zhCN", "HuihuiM", "Huihui", "804"),
    ("zhCN", "KangkangM", "Kangkang", "804"),
    ("zhCN", "YaoyaoM", "Yaoyao", "804"),
    ("zhTW", "HanHanM", "Hanhan", "404"),
    ("zhTW", "YatingM", "Yating", "404"),
    ("zhTW", "ZhiweiM", "Zhiwei", "404"),
]
"""The OneCore voice tokens of Windows 10 and 11 with Chinese (Taiwan), Chinese
(Simplified) and Chinese (Hong Kong) added in Settings with their speech, in the
registry's order: the key's locale and voice, the voice's Name, its Language."""


def onecore_tokens(rows=ONECORE_WINDOWS_11) -> list[tuple[str, str, dict[str, str]]]:
    return [
        (
            f"MSTTS_V110_{locale}_{voice}",
            f"Microsoft {name}",
            {"Language": lcid, "Name": f"Microsoft {name}"},
        )
        for locale, voice, name, lcid in rows
    ]


def test_onecore_tokens_give_each_voice_its_language():
    from rummikub_desktop.app.speech_engines import ONECORE_ROOT, parse_onecore_tokens

    voices = parse_onecore_tokens(onecore_tokens())
    assert [v.name for v in voices][:3] == ["Microsoft Zira", "Microsoft Tracy", "Microsoft Huihui"]
    assert voices[5].id == ONECORE_ROOT + r"\MSTTS_V110_zhTW_HanHanM"
    assert [v.languages for v in voices[:3]] == [("en-US",), ("zh-HK",), ("zh-CN",)]
    odd = parse_onecore_tokens([("X", "", {"Language": "411;zz"})])
    assert odd[0].languages == ("windows-411",) and choose_voice(odd, "zh-Hant") is None


@pytest.mark.parametrize(
    ("language", "expected"),
    [("zh-Hant", "Microsoft Hanhan"), ("zh-Hans", "Microsoft Huihui"), ("en", "Microsoft Zira")],
)
def test_with_only_onecore_voices_each_language_gets_its_own(language, expected):
    """Windows 11 with Chinese added through Settings: SAPI5 lists only its English voice."""
    from rummikub_desktop.app.speech_engines import parse_onecore_tokens

    voices = parse_onecore_tokens(onecore_tokens())
    chosen = choose_voice(voices, language)
    assert chosen is not None and chosen.name == expected
    taiwan = {"Microsoft Hanhan", "Microsoft Yating", "Microsoft Zhiwei"}
    if language == "zh-Hant":
        assert [v.name for v in voices_for(voices, language)][:3] == sorted(taiwan)
    assert all(v.name != "Microsoft Tracy" for v in voices_for(voices, language))


def sapi5_with_onecore(monkeypatch, com: FakeCom, made: list[FakeSapi]):
    from rummikub_desktop.app.speech_engines import Pyttsx3Engine

    def init(driver: str) -> FakeSapi:
        sapi = FakeSapi(com)
        sapi.proxy = SimpleNamespace(_driver=SimpleNamespace(_tts=SimpleNamespace(Voice=None)))
        made.append(sapi)
        return sapi

    monkeypatch.setitem(sys.modules, "pythoncom", com)
    monkeypatch.setitem(sys.modules, "pyttsx3", SimpleNamespace(init=init))
    return lambda: Pyttsx3Engine("sapi5", onecore=onecore_tokens)


def test_sapi5_lists_the_onecore_voices_it_lacks_and_reads_with_them(monkeypatch):
    com = FakeCom()
    made: list[FakeSapi] = []
    tokens: list[object] = []

    class Token:
        def SetId(self, token_id: str, category: str, create: bool) -> None:  # SAPI's name
            self.id = token_id

    def create(name: str) -> Token:
        assert name == "SAPI.SpObjectToken"
        tokens.append(Token())
        return tokens[-1]  # type: ignore[return-value]

    comtypes = SimpleNamespace(client=SimpleNamespace(CreateObject=create))
    monkeypatch.setitem(sys.modules, "comtypes", comtypes)
    monkeypatch.setitem(sys.modules, "comtypes.client", comtypes.client)
    make = sapi5_with_onecore(monkeypatch, com, made)
    com.CoInitialize()
    try:
        engine = make()
        voices = engine.voices()
        # SAPI5's Hanhan Desktop comes first; OneCore's Hanhan is the same voice.
        names = [v.name for v in voices]
        assert names[0] == "Microsoft Hanhan Desktop" and "Microsoft Hanhan" not in names
        assert "Microsoft Yating" in names and "Microsoft Huihui" in names
        huihui = choose_voice(voices, "zh-Hans")
        assert huihui is not None and huihui.name == "Microsoft Huihui"
        engine.speak("轮到你了。", huihui, 1.0, lambda: False)
        sapi = made[0]
        assert sapi.proxy._driver._tts.Voice is tokens[-1]
        assert tokens[-1].id.endswith(r"\Speech_OneCore\Voices\Tokens\MSTTS_V110_zhCN_HuihuiM")
        assert sapi.read == ["轮到你了。"]
    finally:
        com.CoUninitialize()
