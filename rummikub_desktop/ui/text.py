"""Text for the drawn parts of the screen (status bar, panels, speech boxes).

Rendered lines are cached by (text, size, bold, colour, language), so a frame
that shows the same words again only blits. The fonts are the current
language's (:func:`rummikub_desktop.i18n.font_path`), so a change of
language needs no new cache. Text with characters the language's font lacks
(a name) is drawn and measured with another bundled font that has them all,
or else with the system's Chinese font (:mod:`rummikub_desktop.ui.system_fonts`);
which font a string needs is worked out once and kept.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pygame.freetype

from rummikub_desktop import i18n
from rummikub_desktop.ui import drawn
from rummikub_desktop.ui.linebreak import break_lines
from rummikub_desktop.ui.system_fonts import system_chinese_fonts

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]


LANGUAGE_ID_KINDS = ("language", "language_row", "language_heading", "language_note")
"""The kinds of element that draw words in a given language's own font (theme object ids)."""


def language_object_id(language: str, kind: str = "language") -> str:
    """The theme object id that draws ``language``'s words in its own font, whatever
    the current language: ``#language_zh_Hant`` (a button), ``#language_heading_en``..."""
    return f"#{kind}_{i18n.record(language).gui_locale}"


COVERING_LANGUAGES = ("zh-Hant", "zh-Hans")
"""The languages whose bundled fonts draw words another language's font lacks (a
Chinese name on an English screen): both cover Latin letters and either script's
common characters."""


def covering_object_id(block: str, language: str, regular: bool = False) -> str:
    """The theme id of the block ``block`` drawn in ``language``'s fonts, for words the
    element's own font lacks: an object id's twin (``#heading`` ->
    ``#heading_in_zh_Hant``, the whole block), or a class's for an element kind or a
    class (``label`` or ``@compact_label`` -> ``@label_in_zh_Hant``, its font only);
    ``regular``: in the regular font even for a bold block (the bold one lacks a
    character the regular one has)."""
    prefix = "#" if block.startswith("#") else "@"
    weight = "_regular" if regular else ""
    return f"{prefix}{block.lstrip('#@')}_in_{i18n.record(language).gui_locale}{weight}"


def covering_font(
    cache: TextCache, text: str, font_name: str, bold: bool
) -> tuple[str, bool] | None:
    """The language whose bundled font draws every character of ``text`` when the
    theme's font ``font_name`` (a language's ``theme_font``, ``bold`` or not) lacks
    one, and whether only its regular weight does; None when that font draws it all
    (or no bundled font does)."""
    if text.isascii():
        return None
    own = next((code for code in i18n.LANGUAGES if i18n.record(code).theme_font == font_name), None)
    if own is None or cache.has_every_character(i18n.font_path(bold, own), text):
        return None
    ordered = sorted(COVERING_LANGUAGES, key=lambda code: code != i18n.language())
    for weight in (bold, False) if bold else (False,):
        for code in ordered:
            if cache.has_every_character(i18n.font_path(weight, code), text):
                return code, weight != bold
    return None


def signed(score: int) -> str:
    """A score with its sign: +56, -13, 0."""
    return f"+{score}" if score > 0 else str(score)


WIDTHS_KEPT = 50_000
"""How many measured lines :class:`TextCache` keeps (a few megabytes)."""


class TextCache:
    """Fonts and rendered lines, made once and kept."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._fonts: dict[tuple[int, bool, str], pygame.font.Font] = {}
        self._lines: dict[tuple[str, int, bool, Colour, str], pygame.Surface] = {}
        self._choices: dict[tuple[str, bool, str], tuple[Path, bool] | None] = {}
        """Which font file (and whether it is a bold one) draws a string that the
        language's own font cannot, by (text, bold, language)."""
        self._files: dict[tuple[Path, int, bool], pygame.font.Font | None] = {}
        self._maps: dict[Path, pygame.freetype.Font | None] = {}
        """Each font file's character map, to ask whether it has a character (SDL_ttf's
        metrics give a missing character the box's, never None)."""
        self._widths: dict[tuple[pygame.font.Font, str], int] = {}
        """Lines measured, by font and line: breaking a paragraph measures the same
        beginnings again for every width tried (the rule book tries many)."""

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The current language's bundled font at ``size`` (times the text scale)."""
        size = max(8, round(size * self.scale))
        language = i18n.language()
        key = (size, bold, language)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(i18n.font_path(bold=bold, language=language), size)
            self._fonts[key] = font
        return font

    def render(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """One line of text as a surface (cached).

        Bold text with a character the bold font lacks (a name typed in the other
        Chinese script) is drawn with the regular font, made bold by the renderer.
        """
        key = (text, size, bold, colour, i18n.language())
        surface = self._lines.get(key)
        if surface is None:
            if len(self._lines) > 2000:
                self._lines.clear()
            surface = self.measuring_font(text, size, bold).render(text, True, colour)
            self._lines[key] = surface
        drawn.mark(surface, drawn.WORDS, text)
        return surface

    def _covering_font(self, text: str, size: int, bold: bool) -> tuple[pygame.font.Font, bool]:
        """The current language's font, or, for characters it lacks (a name typed in
        Chinese while the game speaks English, or in the other Chinese script in
        bold), the first bundled font that has them all, else the first of the
        system's Chinese fonts that has them all; and whether it is bold. With
        none that has them all, the language's own font (a box for what it lacks)."""
        font = self.font(size, bold)
        if text.isascii():
            return font, bold
        choice = self._choice(text, bold)
        if choice is None:
            return font, bold
        path, heavy = choice
        chosen = self._file_font(path, max(8, round(size * self.scale)), bold and not heavy)
        return (chosen, heavy) if chosen is not None else (font, bold)

    def font_file_for(self, text: str, bold: bool = False) -> tuple[Path, bool]:
        """The font file that draws ``text`` in the current language, and whether it
        is a bold one (worked out once per string and kept)."""
        choice = self._choice(text, bold)
        return choice if choice is not None else (i18n.font_path(bold, i18n.language()), bold)

    def _choice(self, text: str, bold: bool) -> tuple[Path, bool] | None:
        """:meth:`font_file_for`, None for the language's own font (the usual case)."""
        language = i18n.language()
        key = (text, bold, language)
        if key in self._choices:
            return self._choices[key]
        choice = None
        if not (text.isascii() or self.has_every_character(i18n.font_path(bold, language), text)):
            choice = self._choose(text, bold, language)
        if len(self._choices) > 2000:
            self._choices.clear()
        self._choices[key] = choice
        return choice

    def _choose(self, text: str, bold: bool, language: str) -> tuple[Path, bool] | None:
        """The font file for ``text`` when the language's own font lacks a character."""
        choices = [(i18n.font_path(bold=False, language=language), False)]
        choices += [
            (i18n.font_path(bold=heavy, language=code), heavy)
            for code in i18n.LANGUAGES
            for heavy in (bold, False)
        ]
        choices += [(path, False) for path in system_chinese_fonts(language)]
        for path, heavy in choices:
            if self.has_every_character(path, text):
                return path, heavy
        # No font has them all: the language's own, with a box for what it lacks.
        return None

    def has_every_character(self, path: Path, text: str) -> bool:
        """True when the font in ``path`` has a glyph for every character of ``text``."""
        if path not in self._maps:
            try:
                if not pygame.freetype.get_init():
                    pygame.freetype.init()
                self._maps[path] = pygame.freetype.Font(path, size=16)
            except (OSError, pygame.error):
                log.warning("could not read the font %s", path, exc_info=True)
                self._maps[path] = None
        found = self._maps[path]
        if found is None:
            return False
        return None not in found.get_metrics("".join(set(text) - {" "}))

    def _file_font(self, path: Path, size: int, emboldened: bool) -> pygame.font.Font | None:
        """The font in ``path`` at ``size`` pixels, made bold by the renderer when
        ``emboldened`` (a regular font standing in for a bold one); kept. None for a
        file that is not a font pygame can read."""
        key = (path, size, emboldened)
        if key not in self._files:
            try:
                font = pygame.font.Font(path, size)
                font.bold = emboldened
                self._files[key] = font
            except (OSError, pygame.error):
                log.warning("could not read the font %s", path, exc_info=True)
                self._files[key] = None
        return self._files[key]

    def measuring_font(self, text: str, size: int, bold: bool = False) -> pygame.font.Font:
        """The font :meth:`render` draws ``text`` with (bold set as it draws), to
        measure it."""
        return self._covering_font(text, size, bold)[0]

    def fit(
        self,
        text: str,
        size: int,
        width: int,
        colour: Colour,
        bold: bool = False,
        smallest: int = 14,
    ) -> pygame.Surface:
        """One line at ``size``, or smaller (down to ``smallest``) until it fits ``width``.

        Still too wide at the smallest size, it is cut at ``width``.
        """
        while size > smallest and self.width(self.measuring_font(text, size, bold), text) > width:
            size -= 1
        surface = self.render(text, size, colour, bold)
        if surface.get_width() > width > 0:
            cut = surface.subsurface(pygame.Rect(0, 0, width, surface.get_height()))
            drawn.mark(cut, drawn.WORDS, text, cut=True)
            return cut
        return surface

    def size_within(self, size: int, height: int, bold: bool = False, smallest: int = 10) -> int:
        """``size``, or smaller (down to ``smallest``) until a line is at most
        ``height`` pixels tall (big words in a short row)."""
        while size > smallest and self.font(size, bold).get_height() > height:
            size -= 1
        return size

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Break ``text`` into lines no wider than ``width`` pixels.

        English breaks at spaces; Chinese between characters, never with closing
        punctuation at a line's start or opening punctuation at its end
        (:mod:`rummikub_desktop.ui.linebreak`).
        """
        font = self.measuring_font(text, size, bold)
        return break_lines(text, width, lambda line: self.width(font, line))

    def width(self, font: pygame.font.Font, line: str) -> int:
        """``line``'s width in pixels drawn with ``font`` (one of this cache's),
        measured once and kept (at most :data:`WIDTHS_KEPT` lines, then forgotten)."""
        key = (font, line)
        found = self._widths.get(key)
        if found is None:
            if len(self._widths) >= WIDTHS_KEPT:
                self._widths.clear()
            found = self._widths[key] = font.size(line)[0]
        return found

    def draw_lines(
        self,
        surface: pygame.Surface,
        lines: list[str],
        topleft: tuple[int, int],
        size: int,
        colour: Colour,
        bold: bool = False,
    ) -> int:
        """Draw lines one under the other; returns the height used."""
        x, y = topleft
        step = self.font(size, bold).get_linesize()
        for line in lines:
            surface.blit(self.render(line, size, colour, bold), (x, y))
            y += step
        return step * len(lines)
