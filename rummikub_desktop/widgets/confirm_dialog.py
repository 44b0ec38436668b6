"""A question with two big word buttons, shown over the game ("Draw a tile?")."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel

from rummikub_desktop.widgets.text_box import fitted_height, text_box

QUESTION_HEIGHT = 150
"""The question's room; a longer question (big words) makes the dialog taller."""


class ConfirmDialog:
    """A modal question: :meth:`handle_event` returns True (yes), False (no) or None.

    Args:
        screen: the window's rectangle (the dialog is centred in it).
        question: the sentence to show.
        yes, no: the buttons' words.
        manager: the UI manager.
    """

    def __init__(
        self,
        screen: pygame.Rect,
        question: str,
        yes: str,
        no: str,
        *,
        manager: pygame_gui.UIManager,
        tag: str = "",
    ) -> None:
        self.tag = tag
        width = min(640, screen.width - 40)
        # The panel's frame takes a few pixels of each side.
        needed = fitted_height(manager, question, width - 40)
        text_height = min(max(QUESTION_HEIGHT, needed), screen.height - 20 - 130)
        rect = pygame.Rect(0, 0, width, text_height + 130)
        rect.center = screen.center
        self.panel = UIPanel(rect, starting_height=5, manager=manager, object_id="#dialog_panel")
        inner = self.panel.get_container().get_rect()
        self.text = text_box(
            question,
            pygame.Rect(16, 16, inner.width - 32, text_height),
            manager=manager,
            container=self.panel,
        )
        width = (inner.width - 48) // 2
        self.yes = UIButton(
            pygame.Rect(16, inner.height - 80, width, 64),
            yes,
            manager=manager,
            container=self.panel,
            object_id="#done_button",
        )
        self.no = UIButton(
            pygame.Rect(32 + width, inner.height - 80, width, 64),
            no,
            manager=manager,
            container=self.panel,
        )

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        """True when Yes was pressed, False for No (or Escape), None otherwise."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.yes:
                return True
            if event.ui_element is self.no:
                return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return True
        return None

    def kill(self) -> None:
        """Remove the dialog."""
        self.panel.kill()
