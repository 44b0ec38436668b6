"""The game's window on the desktop: its picture, its size and full screen.

:class:`DesktopWindow` is the part of :class:`~rummikub_desktop.app.window.App`
that opens the window, makes it full screen and back (F11), follows the player's
resizing, and says when its size is due to be kept for the next start (a second
after the last resize: one write per drag, kept even after a crash). What the
window holds (the widgets, the scenes) the window builds again after a change.
"""

from __future__ import annotations

import contextlib
import time
import warnings

import pygame

from rummikub_desktop.persistence.settings import MIN_WINDOW

WINDOW_SAVE_DELAY = 1.0
"""Seconds after the last resize before the window's size is saved (one write per drag)."""


def limit_window_size() -> None:
    """The window cannot be made smaller than the screens are laid out for."""
    # pygame-ce 2.5 warns that from_display_module() will go; it is still the
    # only way to reach the set_mode window's minimum size, so keep it quiet.
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_WINDOW


class DesktopWindow:
    """The window opened at ``size``, resizable.

    Args:
        size: the window's size (already fitted to the desktop).
    """

    def __init__(self, size: tuple[int, int]) -> None:
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        """The window's picture (a new surface after each change of size)."""
        limit_window_size()
        self.fullscreen = False
        self.window_size: tuple[int, int] = tuple(size)  # type: ignore[assignment]
        """The size the window comes back to from full screen."""
        self.save_delay = WINDOW_SAVE_DELAY
        self.save_due: float | None = None
        """When (``time.monotonic()``) the window's size is to be kept, or None."""

    def toggle_fullscreen(self) -> bool:
        """Full screen on or off (back to the window's last size). Returns False when
        the display refused (nothing changed)."""
        try:
            if self.fullscreen:
                self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
                limit_window_size()
            else:
                self.window_size = self.screen.get_size()
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        except pygame.error:
            self.screen = pygame.display.get_surface() or self.screen
            return False
        self.fullscreen = not self.fullscreen
        return True

    def resize(self, wanted: tuple[int, int]) -> None:
        """The window made ``wanted`` (unless full screen)."""
        if not self.fullscreen and self.screen.get_size() != wanted:
            self.screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
            limit_window_size()

    def changed(self) -> None:
        """The player resized the window: keep its size soon."""
        self.save_due = time.monotonic() + self.save_delay

    def is_save_due(self) -> bool:
        """True once the wait after the last resize is over."""
        return self.save_due is not None and time.monotonic() >= self.save_due

    def seconds_to_save(self) -> float | None:
        """Seconds until the size is due to be kept (None: nothing waits)."""
        if self.save_due is None:
            return None
        return max(0.0, self.save_due - time.monotonic())

    def settings_to_keep(self) -> dict[str, object]:
        """The window's size and full screen as the settings keep them (nothing waits
        any longer)."""
        self.save_due = None
        size = self.window_size if self.fullscreen else self.screen.get_size()
        return {"window_size": tuple(size), "fullscreen": self.fullscreen}
