"""A "More" button's menu: the rarely used buttons it stands for, opened over the
buttons above it.

Where the side panel has no room for every button at the chosen text size, the
rack's buttons (sort by colour, sort by number, close gaps) give way to one button
that opens them (issue 21): their words keep their size. The menu owns its
pygame-gui buttons; the screen asks which one was pressed.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame_gui import UIManager
from pygame_gui.elements import UIButton, UIPanel

from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.button_column import WORDS_ROOM, draw_button_words, wrap_words

ITEM_PADDING = 6
"""Added to a menu button's lines (besides the room its words keep free)."""
MENU_LAYER = 5
"""How high over the screen's buttons the menu's lie (their words hide under it)."""


class MoreMenu:
    """The buttons a "More" button opens, stacked up from its top."""

    def __init__(self, manager: UIManager, text: TextCache) -> None:
        self.manager = manager
        self.text = text
        self.buttons: dict[str, UIButton] = {}
        self.backing: UIPanel | None = None
        """Under the menu's buttons, so that the buttons they cover do not show
        between them."""
        self.words: dict[str, tuple[str, int]] = {}
        self.fitted: dict[tuple[str, int, int, int], tuple[list[str], int]] = {}

    @property
    def is_open(self) -> bool:
        """True while the menu shows."""
        return bool(self.buttons)

    def open(
        self,
        anchor: pygame.Rect,
        items: Sequence[tuple[str, str, bool]],
        height: int,
        gap: int,
        size: int,
    ) -> None:
        """Show ``items`` (name, words, enabled) as buttons ``height`` tall, as wide
        as ``anchor`` (the More button), from just above it upwards."""
        self.close()
        bottom = anchor.top - gap
        line = self.text.font(size, bold=True).get_linesize()
        for name, words, enabled in reversed(items):
            # Taller where the words take two lines (they keep their size).
            lines = len(wrap_words(self.text, words, anchor.width, size))
            tall = max(height, lines * line + WORDS_ROOM[1] + ITEM_PADDING)
            rect = pygame.Rect(anchor.left, bottom - tall, anchor.width, tall)
            button = UIButton(rect, "", manager=self.manager, starting_height=MENU_LAYER)
            if not enabled:
                button.disable()
            self.buttons[name] = button
            self.words[name] = (words, size)
            bottom = rect.top - gap
        top = bottom + gap
        edge = gap // 2
        # Around the menu's buttons, short of the More button (whose words show).
        backing = pygame.Rect(
            anchor.left - edge, top - edge, anchor.width + 2 * edge, anchor.top - 1 - top + edge
        )
        self.backing = UIPanel(backing, starting_height=MENU_LAYER - 1, manager=self.manager)

    def close(self) -> None:
        """Hide the menu."""
        for button in self.buttons.values():
            button.kill()
        if self.backing is not None:
            self.backing.kill()
            self.backing = None
        self.buttons = {}
        self.words = {}

    def pressed(self, element: object) -> str | None:
        """The name of the menu's button ``element``, or None when it is none of them."""
        for name, button in self.buttons.items():
            if element is button:
                return name
        return None

    def contains(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is on one of the menu's buttons."""
        return any(button.rect.collidepoint(pos) for button in self.buttons.values())

    def draw(self, surface: pygame.Surface) -> None:
        """The buttons' words (drawn over the widgets, wrapped and centred)."""
        for name, (words, size) in self.words.items():
            draw_button_words(surface, self.buttons[name], words, self.text, size, self.fitted)
