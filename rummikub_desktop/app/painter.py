"""Drawing the window's frames, only when something changed.

:class:`Painter` is the part of :class:`~rummikub_desktop.app.window.App` that
draws the top scene and the widgets over it, and decides whether a frame needs
drawing at all: when asked to (:meth:`Painter.invalidate`), while the scene moves,
or when what the scene shows
(:meth:`~rummikub_desktop.ui.interfaces.SceneLike.view_key`) or what the widgets
show (their pictures, a text field's blinking caret) is not what was drawn last.
A still screen draws nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import SceneLike

from .recorder import Recorder


class Painter:
    """Draws frames for the widgets of ``manager`` and a scene under them."""

    def __init__(self, manager: pygame_gui.UIManager) -> None:
        self._manager = manager
        self.redraw = True
        """True when the next frame is drawn even if nothing seems to have changed."""
        self._drawn_key: object = None
        self.drawn_frames = 0
        """Frames drawn and shown (a step with nothing new draws nothing)."""

    def invalidate(self) -> None:
        """Draw the next frame even if nothing seems to have changed."""
        self.redraw = True

    def show(self, view_key: object, draw: Callable[[], None], *, moving: bool) -> None:
        """``draw`` the frame and show it, when it differs from the one shown (the
        scene's ``view_key`` or the widgets' pictures changed) or the scene moves."""
        key = (view_key, self._widget_key())
        if self.redraw or moving or key != self._drawn_key:
            draw()
            pygame.display.flip()
            self.drawn_frames += 1
            self.redraw = False
            self._drawn_key = key

    def draw(
        self,
        screen: pygame.Surface,
        scene: SceneLike | None,
        recorder: Recorder | None,
        *,
        moving: bool,
    ) -> None:
        """Draw ``scene`` and the widgets over it (through ``recorder`` when on)."""
        if recorder is not None:
            recorder.draw(
                screen,
                scene,
                lambda surface: draw_scene(scene, surface),
                self._manager,
                scene.draw_over if scene is not None else lambda _surface: None,
                moving=moving,
            )
            return
        draw_scene(scene, screen)
        self._manager.draw_ui(screen)
        if scene is not None:
            scene.draw_over(screen)

    def focused_text_fields(self) -> list[Any]:
        """The text fields the player types in (their caret blinks)."""
        return [
            element
            for element in self._manager.get_focus_set() or ()
            if hasattr(element, "cursor_on")
        ]

    def _widget_key(self) -> object:
        """What the widgets show, summed up: pygame-gui gives an element a new picture
        when it changes (enabled, pressed, new words), and a text field's caret blinks."""
        sprites = self._manager.get_sprite_group().sprites()
        pictures = tuple(id(sprite.image) for sprite in sprites)
        carets = tuple(field.cursor_on for field in self.focused_text_fields())
        return pictures, carets


def draw_scene(scene: SceneLike | None, surface: pygame.Surface) -> None:
    """``scene`` drawn on ``surface`` (the background when there is none)."""
    if scene is not None:
        scene.draw(surface)
    else:
        surface.fill(style.theme().background)
