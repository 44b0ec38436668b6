"""A question with two big word buttons, shown over the game ("Draw a tile?")."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel, UITextBox

from rummikub_desktop.ui import style
from rummikub_desktop.widgets.button_column import words_width
from rummikub_desktop.widgets.text_box import fitted_height, text_box

QUESTION_HEIGHT = 72
"""The question's least room; a longer question (big words) makes the dialog taller."""
QUESTION_LOOK = "#question"
"""The question's words: big, straight on the dialog (``assets/theme.json``)."""
DIALOG_WIDTH = 640
"""The widest the dialog gets."""
QUESTION_ROOM = 40
"""Of the dialog's width, what its question does not get (padding and the panel's frame)."""
BUTTONS_ROOM = 130
"""Of the dialog's height, what is not the question (the buttons, padding, the frame)."""
BUTTONS_PADDING = 48
"""Of the inside's width, what the two buttons leave free (either side and between)."""
BUTTONS_BOTTOM = 80
"""From the buttons' top to the inside's bottom (a button and the padding under it)."""
STACK_GAP = 12
"""Between the two buttons where they stand one over the other."""
LAYER = 5
"""The dialog's layer: over the screen's widgets."""


def worded_panel(
    screen: pygame.Rect,
    words: str,
    *,
    width: int,
    words_room: int,
    buttons_room: int,
    least_height: int,
    look: str,
    manager: pygame_gui.UIManager,
) -> tuple[UIPanel, UITextBox, pygame.Rect]:
    """A dialog's panel centred in ``screen`` (at most ``width`` wide), with its
    ``words`` at the top in the ``look``: as tall as they need (at least
    ``least_height``; a longer text scrolls inside, the dialog never leaves the
    window), and ``buttons_room`` under them for the buttons. Returns the panel,
    the words' box and the panel's inside (for placing the buttons)."""
    width = min(width, screen.width - style.DIALOG_SIDE_ROOM)
    # The panel's frame takes a few pixels of each side.
    needed = fitted_height(manager, words, width - words_room, look)
    highest = screen.height - style.DIALOG_END_ROOM - buttons_room
    text_height = min(max(least_height, needed), highest)
    rect = pygame.Rect(0, 0, width, text_height + buttons_room)
    rect.center = screen.center
    panel = UIPanel(rect, starting_height=LAYER, manager=manager, object_id="#dialog_panel")
    inner = panel.get_container().get_rect()
    box = pygame.Rect(
        style.DIALOG_PADDING,
        style.DIALOG_PADDING,
        inner.width - 2 * style.DIALOG_PADDING,
        text_height,
    )
    text = text_box(words, box, manager=manager, container=panel, object_id=look)
    return panel, text, inner


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
        # Side by side where both buttons' words fit half the dialog; else one over the
        # other, each the dialog's width ("Start a new gar" at 800x600, Largest).
        font = manager.get_theme().get_font(["button"])
        half = (min(DIALOG_WIDTH, screen.width - style.DIALOG_SIDE_ROOM) - BUTTONS_PADDING) // 2
        self.stacked = words_width(font, yes, no) > half - style.DIALOG_PADDING
        extra = style.BUTTON_HEIGHT + STACK_GAP if self.stacked else 0
        self.panel, self.text, inner = worded_panel(
            screen,
            question,
            width=DIALOG_WIDTH,
            words_room=QUESTION_ROOM,
            buttons_room=BUTTONS_ROOM + extra,
            least_height=QUESTION_HEIGHT,
            look=QUESTION_LOOK,
            manager=manager,
        )
        top = inner.height - BUTTONS_BOTTOM
        if self.stacked:
            width = inner.width - 2 * style.DIALOG_PADDING
            places = (
                pygame.Rect(style.DIALOG_PADDING, top - extra, width, style.BUTTON_HEIGHT),
                pygame.Rect(style.DIALOG_PADDING, top, width, style.BUTTON_HEIGHT),
            )
        else:
            width = (inner.width - BUTTONS_PADDING) // 2
            places = (
                pygame.Rect(style.DIALOG_PADDING, top, width, style.BUTTON_HEIGHT),
                pygame.Rect(2 * style.DIALOG_PADDING + width, top, width, style.BUTTON_HEIGHT),
            )
        self.yes = UIButton(
            places[0], yes, manager=manager, container=self.panel, object_id="#done_button"
        )
        self.no = UIButton(places[1], no, manager=manager, container=self.panel)

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
