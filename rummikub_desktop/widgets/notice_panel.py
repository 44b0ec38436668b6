"""A plain notice over any screen, with an OK button: "Your game could not be saved..."."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel

from rummikub_desktop.widgets.text_box import text_box

NOTICE_HEIGHT = 230
NOTICE_TOP = 74
"""Below the game's top bar, so whose turn it is stays in view."""


class NoticePanel:
    """A sentence in a framed panel near the top of the window, until OK is pressed.

    It does not stop the game: the screen under it goes on working.

    Args:
        screen: the window's rectangle.
        text: what to tell the player.
        ok: the button's word.
        manager: the UI manager.
    """

    def __init__(
        self, screen: pygame.Rect, text: str, ok: str, *, manager: pygame_gui.UIManager
    ) -> None:
        self.text = text
        rect = pygame.Rect(0, 0, min(760, screen.width - 40), NOTICE_HEIGHT)
        rect.midtop = (screen.centerx, min(NOTICE_TOP, max(0, screen.height - rect.height)))
        self.panel = UIPanel(rect, starting_height=20, manager=manager, object_id="#notice_panel")
        inner = self.panel.get_container().get_rect()
        self.box = text_box(
            text,
            pygame.Rect(10, 8, inner.width - 20, inner.height - 84),
            manager=manager,
            container=self.panel,
            object_id="#notice_text",
        )
        self.ok = UIButton(
            pygame.Rect(inner.width - 190, inner.height - 70, 170, 60),
            ok,
            manager=manager,
            container=self.panel,
            object_id="#done_button",
        )

    @property
    def rect(self) -> pygame.Rect:
        """Where the notice is drawn."""
        return self.panel.rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was OK being pressed (the caller then removes the notice)."""
        return event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok

    def kill(self) -> None:
        """Remove the notice."""
        self.panel.kill()
