"""The voices' names as a player understands them, in the game's language.

Speech engines name their voices for engineers: eSpeak NG lists
"Chinese (Mandarin, latin as English)" and "Chinese (Mandarin, latin as Pinyin)",
Windows "Microsoft Hanhan Desktop - Chinese (Traditional, Taiwan)". The Read aloud
screen shows the voice's language in the player's words (中文（台灣）, English
(British)), after the voice's own name when it has one (Hanhan, Mei-Jia), and a
number when two voices would read the same.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rummikub_desktop.i18n import language, tr
from rummikub_desktop.ui.speech import Voice, voice_tags

_LANGUAGE_KEYS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("cmn-latn-pinyin",), "pinyin"),
    (("zh-tw", "cmn-tw", "zh-hant", "zh-hant-tw"), "taiwan"),
    (("zh-sg", "cmn-sg"), "singapore"),
    (("zh-cn", "cmn-cn", "zh-hans", "zh-hans-cn", "cmn", "zh-cmn", "zh"), "mandarin"),
    (("zh-yue", "yue", "zh-hk", "zh-mo", "zh-hant-hk", "zh-hant-mo"), "cantonese"),
    (("en-gb",), "british"),
    (("en-us",), "american"),
    (("en",), "english"),
)
"""A voice's first language tag (or the start of it: ``en-gb-scotland``) and the
catalogue's ``settings.voice_language.*`` key that says it in words."""

_LANGUAGE_WORDS = re.compile(r"^(english|chinese|mandarin|cantonese|hakka)\b", re.IGNORECASE)
"""A system name that only describes a language (eSpeak NG's), not a voice's own name."""


_ENGINE_WORDS = re.compile(r"latin as|\(.*,", re.IGNORECASE)
"""An engine's words no player reads easily ("Chinese (Mandarin, latin as English)")."""


def _language_key(voice: Voice) -> str | None:
    for tag in voice_tags(voice):
        for tags, key in _LANGUAGE_KEYS:
            if any(tag == one or tag.startswith(f"{one}-") for one in tags):
                return key
    return None


def own_name(voice: Voice) -> str:
    """The voice's own name in the system's name ("Hanhan" in "Microsoft Hanhan
    Desktop - Chinese (Traditional, Taiwan)"), or "" when the name only says a language."""
    name = voice.name.split(" - ")[0]
    name = re.sub(r"\([^)]*\)", "", name)
    name = name.removeprefix("Microsoft ").strip()
    name = name.removesuffix(" Desktop").strip()
    if not name or _LANGUAGE_WORDS.match(name):
        return ""
    return name


def voice_label(voice: Voice) -> str:
    """One voice's name for the player: its own name and its language in words."""
    key = _language_key(voice)
    if key is None:
        return voice.name
    spoken = tr(f"settings.voice_language.{key}")
    name = own_name(voice)
    if name:
        return tr("settings.voice_named", name=name, spoken=spoken)
    if language() == "en" and not _ENGINE_WORDS.search(voice.name):
        return voice.name  # eSpeak NG's English accents say it best: English (Scotland)
    return spoken


def voice_labels(voices: Sequence[Voice]) -> list[str]:
    """Every voice's name for the player, numbered where two would read the same."""
    labels = [voice_label(voice) for voice in voices]
    seen: dict[str, int] = {}
    numbered = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        if labels.count(label) > 1:
            label = tr("settings.voice_numbered", name=label, number=seen[label])
        numbered.append(label)
    return numbered
