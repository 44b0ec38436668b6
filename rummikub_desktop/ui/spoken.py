"""Short spoken forms: what a long sentence says, in fewer words, for the voice.

The written sentence stays as it is on the screen; a sentence that takes the voice
long to read (over about 5 seconds at the usual pace with eSpeak NG's Mandarin) has
a spoken form in ``assets/spoken/<language>.json``, under the written sentence's
catalogue key, with the same placeholders or fewer. :func:`spoken` finds each
written sentence inside what is about to be read (a dialog's question, a refusal's
reason inside "The set with red 5 and 6: ...") and puts its spoken form in its
place, the values kept ("{name} passed." keeps the name).

Spoken forms are heard, not read on the screen: they need not be in the fonts.
"""

from __future__ import annotations

import json
import re
import string
from dataclasses import dataclass

from rummikub_desktop import i18n
from rummikub_desktop.resources import asset_path

_VALUE = r"[^.!?。！？\n]+?"
"""What a placeholder stands for inside a sentence: never across a sentence's end."""
_NUMBERS = frozenset({"count", "points", "needed", "number", "turn"})
"""Placeholders that stand for a number (a ``.other`` form never matches a ``.one``)."""


def spoken_path(language: str) -> str:
    """The file of ``language``'s spoken forms (its record says where)."""
    found = i18n.LANGUAGES.get(language)
    return str(
        found.spoken_path() if found is not None else asset_path("spoken", f"{language}.json")
    )


def load_forms(language: str) -> dict[str, str]:
    """``language``'s spoken forms by catalogue key (none when its file is missing)."""
    try:
        with open(spoken_path(language), encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return {}
    return {str(key): str(value) for key, value in data.items()}


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a catalogue text has."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def written_pattern(template: str) -> re.Pattern[str]:
    """A pattern that finds ``template``'s sentence, filled in, inside a text."""
    parts = []
    seen: set[str] = set()
    for literal, name, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        if not name:
            continue
        value = r"\d+" if name in _NUMBERS else _VALUE
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>{value})")
        seen.add(name)
    return re.compile("".join(parts))


@dataclass(frozen=True)
class _Form:
    pattern: re.Pattern[str]
    spoken: str

    def say(self, match: re.Match[str]) -> str:
        """The spoken form with the values the written sentence had."""
        return self.spoken.format(**match.groupdict())


_forms: dict[str, tuple[_Form, ...]] = {}


def _forms_of(language: str) -> tuple[_Form, ...]:
    if language not in _forms:
        written = i18n.catalogue(language)
        made = []
        for key, spoken_form in load_forms(language).items():
            template = written.get(key)
            if template:
                made.append((len(template), _Form(written_pattern(template), spoken_form)))
        # The longest written sentences first: a short one may be part of a longer.
        _forms[language] = tuple(form for _, form in sorted(made, key=lambda m: -m[0]))
    return _forms[language]


def spoken(text: str, language: str | None = None) -> str:
    """``text`` with each written sentence that has a spoken form replaced by it."""
    for form in _forms_of(language or i18n.language()):
        if form.pattern.search(text) is None:
            continue
        text = form.pattern.sub(form.say, text)
    return text
