"""The pygame-gui theme: ``assets/theme.json`` with absolute font paths, the Text
size setting applied, and the fonts of the current language.

pygame-gui picks an element's font by locale: a ``"font"`` list with
``"locale"`` keys inside an element's block (not under ``defaults``), falling
back to the ``"en"`` entry. Every element block that names a font gets, beside
its English entry, one for the current language's pygame-gui locale
(``zh_Hant``, ``zh_Hans``) with the same size and weight in that language's font,
each font under its own name. ``UIManager.set_locale`` then switches at run time.

The language buttons (``#language_en``, ``#language_zh_Hant``, ``#language_zh_Hans``),
and the language screen's headings and notes, always draw their words in that
language's own font, whatever the current language is.
"""

from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any

from rummikub_desktop import i18n
from rummikub_desktop.i18n import font_path
from rummikub_desktop.resources import asset_path
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import (
    COVERING_LANGUAGES,
    LANGUAGE_ID_KINDS,
    covering_object_id,
    language_object_id,
)
from rummikub_desktop.widgets.name_entry import COMPOSITION_ID, NAME_ENTRY_ID

_FONT_KEYS = ("regular_path", "bold_path", "italic_path", "bold_italic_path")
LANGUAGE_FONT_SIZES = {
    "language": 28,
    "language_row": 19,
    "language_heading": 30,
    "language_note": 22,
}
"""Sizes of the words drawn in a language's own font (before the Text size setting)."""


TITLES = ("#title", "#title_long")
"""The titles' theme blocks: big already, they keep their size whatever the Text size."""


def font_entry(language: str, size: int, bold: bool, locale: str = "en") -> dict[str, str]:
    """A theme font entry for ``language``'s font."""
    regular = str(font_path(bold=False, language=language))
    heavy = str(font_path(bold=True, language=language))
    return {
        "name": i18n.record(language).theme_font,
        "locale": locale,
        "size": str(size),
        "bold": "1" if bold else "0",
        "italic": "0",
        "regular_path": regular,
        "bold_path": heavy,
        "italic_path": regular,
        "bold_italic_path": heavy,
    }


@functools.cache
def _theme_file() -> dict[str, Any]:
    with open(asset_path("theme.json"), encoding="utf-8") as handle:
        return json.load(handle)


def load_theme(text_scale: float = 1.0, language: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The theme as a dictionary (pygame-gui resolves paths against the current
    folder, so they are made absolute here).

    ``text_scale`` makes every font bigger (the Text size setting; titles keep
    their size). ``language`` adds its fonts under its pygame-gui locale.
    """
    theme: dict[str, Any] = copy.deepcopy(_theme_file())

    def fix(node: Any, scale: float) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in _FONT_KEYS and isinstance(value, str):
                    node[key] = str(asset_path(*Path(value).parts))
                else:
                    if key == "font" and isinstance(value, dict) and "size" in value:
                        # No widget's words under the least a player reads (the
                        # smallest looks, for words too long for their widget,
                        # included): a layout that needs smaller words must wrap.
                        size = max(round(int(value["size"]) * scale), least)
                        value["size"] = str(size)
                    # Titles are big already: they keep their size.
                    fix(value, 1.0 if key in TITLES else scale)

    least = style.least_words_px(text_scale)
    fix(theme, text_scale)
    locale = i18n.record(language).gui_locale
    if locale != "en":
        for name, block in theme.items():
            font = block.get("font") if isinstance(block, dict) else None
            if name == "defaults" or not isinstance(font, dict):
                continue
            size = int(font.get("size", 22))
            bold = str(font.get("bold", "0")) == "1"
            block["font"] = [
                {**font, "locale": "en"},
                font_entry(language, size, bold, locale),
            ]
    # A name in Chinese characters shows on an English screen (and a Traditional one
    # on a Simplified screen): every block with a font has twins in the Chinese
    # fonts, which the screens give an element whose words its own font lacks
    # (scenes/base.py, Scene.track): an object id's whole block, or a class with the
    # font of an element kind or a class.
    for name, block in list(theme.items()):
        font = block.get("font") if isinstance(block, dict) else None
        if name == "defaults" or font is None:
            continue
        first = font[0] if isinstance(font, list) else font
        size = int(first.get("size", 22))
        bold = str(first.get("bold", "0")) == "1"
        for code in COVERING_LANGUAGES:
            for regular in (False, True) if bold else (False,):
                twin_font = font_entry(code, size, bold and not regular)
                whole = copy.deepcopy(block) if name.startswith("#") else {}
                theme[covering_object_id(name, code, regular)] = {**whole, "font": twin_font}
    # Names may be typed in Chinese whatever the language: their field (and the
    # word being composed under it) always has a Chinese font, of the language's
    # own script when it has one.
    names = language if language in ("zh-Hant", "zh-Hans") else "zh-Hant"
    entry_font = theme.get("text_entry_line", {}).get("font", {})
    if isinstance(entry_font, list):
        entry_font = entry_font[0]
    entry_size = int(entry_font.get("size", 22))
    for object_id in (NAME_ENTRY_ID, COMPOSITION_ID):
        theme.setdefault(object_id, {})["font"] = font_entry(names, entry_size, False)
    for code in i18n.LANGUAGES:
        for kind in LANGUAGE_ID_KINDS:
            size = max(least, round(LANGUAGE_FONT_SIZES[kind] * text_scale))
            entry: dict[str, Any] = {"font": font_entry(code, size, kind != "language_note")}
            if kind in ("language_heading", "language_note"):
                entry["colours"] = {"normal_text": "#FFF6DC"}
                entry["misc"] = {"text_horiz_alignment": "center"}
            theme[language_object_id(code, kind)] = entry
    return theme
