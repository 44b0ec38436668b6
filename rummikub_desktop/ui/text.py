"""Text for the drawn parts of the screen (status bar, panels, speech boxes).

Rendered lines are cached by (text, size, bold, colour), so a frame that
shows the same words again only blits.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.resources import font_path

Colour = tuple[int, int, int]


def signed(score: int) -> str:
    """A score with its sign: +56, -13, 0."""
    return f"+{score}" if score > 0 else str(score)


class TextCache:
    """Fonts and rendered lines, made once and kept."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._lines: dict[tuple[str, int, bool, Colour], pygame.Surface] = {}

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled font at ``size`` (times the text scale)."""
        size = max(8, round(size * self.scale))
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(font_path(bold=bold), size)
            self._fonts[key] = font
        return font

    def render(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """One line of text as a surface (cached)."""
        key = (text, size, bold, colour)
        surface = self._lines.get(key)
        if surface is None:
            if len(self._lines) > 2000:
                self._lines.clear()
            surface = self.font(size, bold).render(text, True, colour)
            self._lines[key] = surface
        return surface

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

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Break ``text`` into lines no wider than ``width`` pixels (at word breaks)."""
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split():
                candidate = f"{line} {word}" if line else word
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

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
