"""Text for the drawn parts of the screen (status bar, panels, speech boxes).

Rendered lines are cached by (text, size, bold, colour, language), so a frame
that shows the same words again only blits. The fonts are the current
language's (:func:`rummikub_desktop.resources.font_path`), so a change of
language needs no new cache.
"""

from __future__ import annotations

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.resources import font_path
from rummikub_desktop.ui.linebreak import break_lines

Colour = tuple[int, int, int]


LANGUAGE_ID_KINDS = ("language", "language_row", "language_heading", "language_note")
"""The kinds of element that draw words in a given language's own font (theme object ids)."""


def language_object_id(language: str, kind: str = "language") -> str:
    """The theme object id that draws ``language``'s words in its own font, whatever
    the current language: ``#language_zh_Hant`` (a button), ``#language_heading_en``..."""
    return f"#{kind}_{i18n.GUI_LOCALES.get(language, 'en')}"


def signed(score: int) -> str:
    """A score with its sign: +56, -13, 0."""
    return f"+{score}" if score > 0 else str(score)


class TextCache:
    """Fonts and rendered lines, made once and kept."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._fonts: dict[tuple[int, bool, str], pygame.font.Font] = {}
        self._lines: dict[tuple[str, int, bool, Colour, str], pygame.Surface] = {}

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The current language's bundled font at ``size`` (times the text scale)."""
        size = max(8, round(size * self.scale))
        language = i18n.language()
        key = (size, bold, language)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(font_path(bold=bold, language=language), size)
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
            font, heavy = self._covering_font(text, size, bold)
            if bold and not heavy:
                font.bold = True  # the renderer's bold, for a regular fallback font
                surface = font.render(text, True, colour)
                font.bold = False
            else:
                surface = font.render(text, True, colour)
            self._lines[key] = surface
        return surface

    def _covering_font(self, text: str, size: int, bold: bool) -> tuple[pygame.font.Font, bool]:
        """The current language's font, or, for characters it lacks (a name typed in
        Chinese while the game speaks English, or in the other Chinese script in
        bold), the first bundled font that has them all; and whether it is bold."""
        font = self.font(size, bold)
        if None not in font.metrics(text):
            return font, bold
        size = max(8, round(size * self.scale))
        choices = [(i18n.language(), False)]
        choices += [(code, heavy) for code in i18n.LANGUAGES for heavy in (bold, False)]
        for language, heavy in choices:
            key = (size, heavy, language)
            other = self._fonts.get(key)
            if other is None:
                other = pygame.font.Font(font_path(bold=heavy, language=language), size)
                self._fonts[key] = other
            if None not in other.metrics(text):
                return other, heavy
        return font, bold

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
        while size > smallest and self.font(size, bold).size(text)[0] > width:
            size -= 1
        surface = self.render(text, size, colour, bold)
        if surface.get_width() > width > 0:
            return surface.subsurface(pygame.Rect(0, 0, width, surface.get_height()))
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
        font = self.font(size, bold)
        return break_lines(text, width, lambda line: font.size(line)[0])

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
