"""The scene interface: one screen of the game (menu, new game, the table...)."""

from __future__ import annotations

from typing import TypeVar

import pygame
import pygame_gui

from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell

E = TypeVar("E", bound=pygame_gui.core.UIElement)


class Scene:
    """One screen. The app keeps a stack; only the top scene has widgets.

    A scene builds its pygame-gui widgets in :meth:`build` (for the current
    window size) and the app kills them when the scene is covered, closed or
    the window changes size, then calls :meth:`build` again. Game state lives
    in the scene's fields or its controller, never in the widgets.

    ``draw`` only reads state; changes happen in ``handle_event`` and ``update``.
    """

    background = style.BACKGROUND

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.manager: pygame_gui.UIManager = app.manager
        self._elements: list[pygame_gui.core.UIElement] = []

    # -- widgets ----------------------------------------------------------

    def track(self, element: E) -> E:
        """Remember a widget so that it is killed with the scene's widgets."""
        self._elements.append(element)
        return element

    def build(self) -> None:
        """Create the widgets for the window's current size."""

    def kill_widgets(self) -> None:
        """Remove every widget this scene made."""
        for element in self._elements:
            element.kill()
        self._elements.clear()

    def rebuild(self) -> None:
        """Kill and build the widgets again (after a resize or a language change)."""
        self.kill_widgets()
        self.build()

    # -- life cycle -------------------------------------------------------

    def enter(self) -> None:
        """The scene became the top of the stack."""
        self.build()

    def leave(self) -> None:
        """The scene was covered or closed."""
        self.kill_widgets()

    def close_requested(self) -> None:
        """The window is closing (save what must be saved)."""

    # -- the loop ---------------------------------------------------------

    @property
    def wants_pointer(self) -> bool:
        """True while the scene must see mouse events before the widgets (a drag)."""
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        """An event the widgets did not use, or a widget's own event."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what is under the widgets. Reads state only."""
        surface.fill(self.background)

    @property
    def size(self) -> tuple[int, int]:
        """The window's size."""
        return self.app.screen.get_size()
