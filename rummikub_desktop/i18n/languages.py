"""One record per language the game speaks: :class:`Language`.

Everything a layer needs to know of a language is in its record: the catalogue
and the spoken forms read it, the theme takes its font and its pygame-gui locale
from it, the voice chooser its voices' tags, the language screen its name. Adding
a language is its catalogue, its spoken forms, its fonts and one record here.

Where lines may break is not a language's: it follows the characters (a Chinese
name in an English sentence breaks as Chinese does; ``ui/linebreak.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rummikub_desktop.resources import BOLD_FONT, REGULAR_FONT, asset_path


@dataclass(frozen=True, slots=True)
class FontSource:
    """Where a language's fonts are cut from when the game is built
    (``scripts/build_fonts.py``), for a language whose letters DejaVu Sans lacks.

    Args:
        family: the face's family name in the system's font collections
            (``"Noto Sans CJK TC"``): the regular and the bold are cut from it.
        common: the character set of its script's everyday characters that its
            fonts keep beyond the catalogues' (``"big5"``: Big5's common
            characters; ``"gb2312"``: GB2312's level 1), so a name typed in it
            draws: every language's regular font keeps every one of these sets,
            its bold its own.
    """

    family: str
    common: str


@dataclass(frozen=True, slots=True)
class Language:
    """A language the game speaks.

    Args:
        code: its code (``"zh-Hant"``): the settings keep it, the files are named by it.
        name: its name in its own words (``"繁體中文"``), never translated.
        gui_locale: pygame-gui's locale for it (its theme picks fonts by these names).
        fonts: its (regular, bold) fonts for words, each a path under ``assets/``.
        theme_font: the theme's name for those fonts (pygame-gui keys fonts by name).
        voices: the language tags of the voices that may read it, best first: those
            that read it best, those that read it well, those that will do.
        catalogue: its catalogue (None: ``assets/i18n/<code>.json``).
        spoken: its spoken forms (None: ``assets/spoken/<code>.json``).
        font_source: where its fonts are cut from (None: bundled as they are).
    """

    code: str
    name: str
    gui_locale: str
    fonts: tuple[tuple[str, ...], tuple[str, ...]]
    theme_font: str
    voices: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
    catalogue: Path | None = None
    spoken: Path | None = None
    font_source: FontSource | None = None

    def catalogue_path(self) -> Path:
        """Where its catalogue is."""
        return self.catalogue or asset_path("i18n", f"{self.code}.json")

    def spoken_path(self) -> Path:
        """Where its spoken forms are."""
        return self.spoken or asset_path("spoken", f"{self.code}.json")

    def font_path(self, *, bold: bool = False) -> Path:
        """Its font for words (regular or bold)."""
        return asset_path(*self.fonts[1 if bold else 0])


ENGLISH = Language(
    "en",
    "English",
    "en",
    (REGULAR_FONT, BOLD_FONT),
    "dejavu",
    (("en-gb", "en-us"), ("en",), ()),
)
"""English (any ``en-…`` voice reads it well too: see ``ui/speech.voice_fit``)."""

TRADITIONAL_CHINESE = Language(
    "zh-Hant",
    "繁體中文",
    "zh_Hant",
    (
        ("fonts", "NotoSansCJKtc-Regular-subset.otf"),
        ("fonts", "NotoSansCJKtc-Bold-subset.otf"),
    ),
    "noto_sans_cjk_tc",
    (
        ("zh-tw", "cmn-tw", "zh-hant", "zh-hant-tw"),
        ("cmn", "zh-cmn", "zh", "zh-cn", "cmn-cn", "zh-hans", "zh-sg"),
        ("cmn-latn-pinyin",),
    ),
    font_source=FontSource("Noto Sans CJK TC", "big5"),
)
"""Traditional Chinese, in Noto Sans CJK TC (its own glyph forms)."""

SIMPLIFIED_CHINESE = Language(
    "zh-Hans",
    "简体中文",
    "zh_Hans",
    (
        ("fonts", "NotoSansCJKsc-Regular-subset.otf"),
        ("fonts", "NotoSansCJKsc-Bold-subset.otf"),
    ),
    "noto_sans_cjk_sc",
    (
        ("zh-cn", "cmn-cn", "zh-hans", "zh-hans-cn", "cmn", "zh-cmn"),
        ("zh", "zh-sg"),
        ("cmn-latn-pinyin", "zh-tw", "cmn-tw", "zh-hant"),
    ),
    font_source=FontSource("Noto Sans CJK SC", "gb2312"),
)
"""Simplified Chinese, in Noto Sans CJK SC."""

RECORDS = (ENGLISH, TRADITIONAL_CHINESE, SIMPLIFIED_CHINESE)
"""The game's languages, in the order the language screen shows them."""
