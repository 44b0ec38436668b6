"""A question with several big word buttons, one under the other ("Try again", "Close anyway")."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel

from rummikub_desktop.widgets.text_box import text_box

BUTTON_HEIGHT = 56
GAP = 10


class ChoiceDialog:
    """A modal question: :meth:`handle_event` returns the chosen tag, or None.

    Args:
        screen: the window's rectangle (the dialog is centred in it).
        text: the question, with what it is about.
        choices: ``(tag, words)`` for each button, top to bottom; the first is
            the one to choose when unsure (drawn green).
        manager: the UI manager.
        highlighted: the tag drawn green instead of the first (the choice made
            now, when the question is which one to keep).
    """

    def __init__(
        self,
        screen: pygame.Rect,
        text: str,
        choices: list[tuple[str, str]],
        *,
        manager: pygame_gui.UIManager,
        highlighted: str | None = None,
    ) -> None:
        self.text = text
        self.choices = list(choices)
        buttons = len(self.choices) * (BUTTON_HEIGHT + GAP)
        height = min(screen.height - 20, 200 + buttons + 24)
        rect = pygame.Rect(0, 0, min(700, screen.width - 40), height)
        rect.center = screen.center
        self.panel = UIPanel(rect, starting_height=30, manager=manager, object_id="#dialog_panel")
        inner = self.panel.get_container().get_rect()
        text_height = max(80, inner.height - buttons - 24)
        self.box = text_box(
            text,
            pygame.Rect(16, 12, inner.width - 32, text_height),
            manager=manager,
            container=self.panel,
        )
        self.buttons: dict[str, UIButton] = {}
        y = 12 + text_height + 12
        first = self.choices[0][0] if self.choices else None
        green = highlighted if highlighted is not None else first
        for tag, words in self.choices:
            self.buttons[tag] = UIButton(
                pygame.Rect(16, y, inner.width - 32, BUTTON_HEIGHT),
                words,
                manager=manager,
                container=self.panel,
                object_id="#done_button" if tag == green else None,
            )
            y += BUTTON_HEIGHT + GAP

    def handle_event(self, event: pygame.event.Event) -> str | None:
        """The tag of the button pressed, or None."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for tag, button in self.buttons.items():
                if event.ui_element is button:
                    return tag
        return None

    def kill(self) -> None:
        """Remove the dialog."""
        self.panel.kill()
