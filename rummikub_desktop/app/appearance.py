"""How the game looks, from the settings: colours, the widgets' fonts, sizes.

:class:`Appearance` is the part of :class:`~rummikub_desktop.app.window.App` that
turns the Contrast, Tile colours, Text size and Tile size settings and the
language into what the painters and the widgets use: the painters' colours
(:func:`rummikub_desktop.ui.style.use`), the widgets' theme in the language's fonts,
and how much bigger than usual words and tiles are drawn (times the display's
scaling, so that at 150 % they are as big on the screen as at 100 %, and sharp).
Building the widgets again is the window's job.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from rummikub_desktop import i18n
from rummikub_desktop.ui import style

from .theme import load_theme


class Appearance:
    """The look of the settings it is given, on a display scaled ``display_scale``."""

    def __init__(self, display_scale: float) -> None:
        self.display_scale = display_scale
        """The display's scaling (1.5 at 150 % on Windows): words are drawn this much
        bigger, so that they are as big on the screen as at 100 %, and sharp."""

    def use_colours(self, settings: Any) -> None:
        """The Contrast and Tile colours settings' colours, for the painters."""
        contrast = getattr(settings, "contrast", None)
        tile_colours = getattr(settings, "tile_colours", None)
        style.use(
            str(getattr(contrast, "value", "standard")),
            str(getattr(tile_colours, "value", "standard")),
        )

    def widget_theme(self, settings: Any) -> dict[str, Any]:
        """The widgets' theme at the Text size setting, in the language's fonts and the
        Contrast setting's colours."""
        return style.widget_theme(load_theme(self.text_scale(settings), i18n.language()))

    def text_scale(self, settings: Any) -> float:
        """How much bigger than standard the words are (the Text size setting, times
        the display's scaling)."""
        text_size = getattr(settings, "text_size", None)
        return float(getattr(text_size, "scale", 1.0)) * self.display_scale

    def tile_scale(self, settings: Any) -> float:
        """How much bigger than usual the tiles are (the Tile size setting, times the
        display's scaling)."""
        return float(settings.tile_size.scale) * self.display_scale

    def apply(self, settings: Any, manager: pygame_gui.UIManager) -> None:
        """The painters' colours and the widgets' theme of ``settings`` (the widgets
        show it once built again)."""
        self.use_colours(settings)
        manager.get_theme().load_theme(self.widget_theme(settings))

    def speak(self, settings: Any, manager: pygame_gui.UIManager) -> None:
        """The language now spoken (:func:`rummikub_desktop.i18n.language`) in the
        widgets' fonts and locale and the window's title."""
        manager.get_theme().load_theme(self.widget_theme(settings))
        manager.set_locale(i18n.record(i18n.language()).gui_locale)
        pygame.display.set_caption(i18n.tr("window.title"))
