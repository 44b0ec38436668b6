"""How long the voice takes for each sentence that has a short spoken form, written
and spoken (eSpeak NG to a WAV file, at the game's first reading speed).

    python scripts/spoken_lengths.py [--language zh-Hant] [--rate 149]

Needs ``espeak-ng`` (Debian package ``espeak-ng``). Prints one line per form:
seconds written, seconds spoken, the key, and the spoken form.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rummikub_desktop import i18n
from rummikub_desktop.ui.spoken import load_forms, spoken

VOICES = {"en": "gmw/en", "zh-Hant": "sit/cmn", "zh-Hans": "sit/cmn"}
SAMPLE = {"count": 3, "needed": 30, "points": 27}
NAMES = {"en": "Computer 2", "zh-Hant": "電腦2", "zh-Hans": "电脑2"}


def seconds(text: str, voice: str, rate: int) -> float:
    """How long eSpeak NG reads ``text``."""
    with tempfile.NamedTemporaryFile(suffix=".wav") as out:
        command = ["espeak-ng", "-v", voice, "-s", str(rate), "-w", out.name]
        subprocess.run(command, input=text.encode(), check=True)
        try:
            with wave.open(out.name) as sound:
                return sound.getnframes() / sound.getframerate()
        except EOFError:
            return 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="zh-Hant", choices=list(VOICES))
    parser.add_argument("--rate", type=int, default=149, help="words a minute (149: Slow)")
    args = parser.parse_args()
    if shutil.which("espeak-ng") is None:
        print("espeak-ng is not installed", file=sys.stderr)
        return 1
    language = args.language
    i18n.set_language(language)
    voice = VOICES[language]
    before_total = after_total = 0.0
    for key in load_forms(language):
        written = i18n.tr(key, name=NAMES[language], **SAMPLE)
        said = spoken(written, language)
        before = seconds(written, voice, args.rate)
        after = seconds(said, voice, args.rate)
        before_total += before
        after_total += after
        print(f"{before:5.1f} s -> {after:4.1f} s  {key}: {said}")
    print(f"all {len(load_forms(language))}: {before_total:.0f} s -> {after_total:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
