"""A question with several big word buttons, one under the other ("Try again", "Close anyway")."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel

from rummikub_desktop.ui import style
from rummikub_desktop.widgets.text_box import text_box

BUTTON_HEIGHT = 56
GAP = 10
DIALOG_WIDTH = 700
"""The widest the dialog gets."""
TEXT_HEIGHT = 200
"""The question's room when the window is tall enough."""
SMALLEST_TEXT = 80
"""The least room the question keeps in a short window."""
PADDING_Y = 12
"""Above the question, and between it and the buttons."""
LAYER = 30
"""The dialog's layer: over the screen's widgets and their dialogs."""


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
        height = min(screen.height - style.DIALOG_END_ROOM, TEXT_HEIGHT + buttons + 2 * PADDING_Y)
        rect = pygame.Rect(0, 0, min(DIALOG_WIDTH, screen.width - style.DIALOG_SIDE_ROOM), height)
        rect.center = screen.center
        self.panel = UIPanel(
            rect, starting_height=LAYER, manager=manager, object_id="#dialog_panel"
        )
        inner = self.panel.get_container().get_rect()
        text_height = max(SMALLEST_TEXT, inner.height - buttons - 2 * PADDING_Y)
        self.box = text_box(
            text,
            pygame.Rect(
                style.DIALOG_PADDING,
                PADDING_Y,
                inner.width - 2 * style.DIALOG_PADDING,
                text_height,
            ),
            manager=manager,
            container=self.panel,
        )
        self.buttons: dict[str, UIButton] = {}
        y = PADDING_Y + text_height + PADDING_Y
        first = self.choices[0][0] if self.choices else None
        green = highlighted if highlighted is not None else first
        for tag, words in self.choices:
            self.buttons[tag] = UIButton(
                pygame.Rect(
                    style.DIALOG_PADDING, y, inner.width - 2 * style.DIALOG_PADDING, BUTTON_HEIGHT
                ),
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
