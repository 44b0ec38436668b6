"""The lasting mark beside the game's Menu button while the game is not being saved."""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_status import FileStatus
from rummikub_desktop.ui.text import TextCache

GAP = 14
"""Between the mark and the Menu button."""
SMALLEST_DISC = 10
"""The smallest radius of the disc with the exclamation mark."""
DISC_INDENT = 10
"""Between the mark's left side and the disc."""
WORDS_GAP = 10
"""Between the disc and the words."""
SPACES = 34
"""Of the mark's width, what is neither the disc nor the words (its sides, the gap)."""
HEIGHT_ROOM = 12
"""Above and below the words and the disc (together)."""


class UnsavedMark:
    """A red "Not saved" sign with an exclamation mark, until a save works again.

    Args:
        text: the scene's text cache.
        files: what could not be kept (``app.hooks.files``).
    """

    def __init__(self, text: TextCache, files: FileStatus | None) -> None:
        self.text = text
        self.files = files
        self.rect: pygame.Rect | None = None
        """Where it was drawn last (None: not shown)."""

    @property
    def shown(self) -> bool:
        """True while something of the player's is not kept."""
        return self.files is not None and self.files.failing() is not None

    def left_of(self, area: pygame.Rect, right: int) -> int:
        """Where the mark would begin if drawn in ``area`` ending at ``right`` (``right``
        when it is not shown)."""
        if not self.shown:
            return right
        label = self.text.render(tr("files.mark"), style.TEXT_BODY, style.theme().text, bold=True)
        return int(self._place(label, area, right).left)

    @staticmethod
    def _place(label: pygame.Surface, area: pygame.Rect, right: int) -> pygame.Rect:
        radius = max(SMALLEST_DISC, label.get_height() // 2)
        width = label.get_width() + 2 * radius + SPACES
        height = max(label.get_height(), 2 * radius) + HEIGHT_ROOM
        rect = pygame.Rect(0, 0, width, height)
        rect.midright = (right - GAP, area.centery)
        return rect

    def draw(self, surface: pygame.Surface, area: pygame.Rect, right: int) -> int:
        """Draw the mark in ``area`` ending at ``right``; returns where it begins (``right``
        when nothing is drawn), so that what comes before it stays clear of it."""
        if not self.shown:
            self.rect = None
            return right
        label = self.text.render(tr("files.mark"), style.TEXT_BODY, style.theme().text, bold=True)
        radius = max(SMALLEST_DISC, label.get_height() // 2)
        rect = self._place(label, area, right)
        pygame.draw.rect(surface, style.theme().invalid, rect, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.theme().text, rect, 2, border_radius=style.RADIUS)
        centre = (rect.left + DISC_INDENT + radius, rect.centery)
        pygame.draw.circle(surface, style.theme().text, centre, radius)
        bang = self.text.render("!", style.TEXT_BODY, style.theme().invalid, bold=True)
        surface.blit(bang, bang.get_rect(center=centre))
        surface.blit(label, label.get_rect(midleft=(centre[0] + radius + WORDS_GAP, rect.centery)))
        self.rect = rect
        return rect.left
