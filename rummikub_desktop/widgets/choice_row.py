"""A row of big word buttons of which exactly one is chosen (like radio buttons)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel


class ChoiceRow:
    """A caption and a row of buttons; the chosen one stays pressed.

    Args:
        rect: where the row goes (caption on the left, buttons to its right).
        caption: the caption's text ("" for none).
        choices: (value, text) pairs.
        value: the chosen value.
        manager: the UI manager.
        caption_width: room for the caption.
        own_words: the buttons get no words of their own: the scene draws them
            (:meth:`worded_buttons`), so they can wrap or shrink to fit.
    """

    def __init__(
        self,
        rect: pygame.Rect,
        caption: str,
        choices: Sequence[tuple[Any, str]],
        value: Any,
        *,
        manager: pygame_gui.UIManager,
        caption_width: int = 260,
        gap: int = 8,
        own_words: bool = False,
    ) -> None:
        self.value = value
        self.own_words = own_words
        self.choices = list(choices)
        self.elements: list[Any] = []
        self.buttons: list[tuple[Any, UIButton]] = []
        left = rect.left
        if caption:
            label = UILabel(
                pygame.Rect(rect.left, rect.top, caption_width, rect.height),
                caption,
                manager=manager,
            )
            self.elements.append(label)
            left += caption_width + gap
        count = max(1, len(self.choices))
        # Longer words get wider buttons, so "No limit" fits beside "30 s".
        weights = [max(4, len(text)) for _, text in self.choices]
        room = rect.right - left - gap * (count - 1)
        x = left
        for (choice, text), weight in zip(self.choices, weights, strict=True):
            width = max(40, room * weight // sum(weights))
            words = "" if own_words else text
            button = UIButton(pygame.Rect(x, rect.top, width, rect.height), words, manager=manager)
            x += width + gap
            self.buttons.append((choice, button))
            self.elements.append(button)
        self._show()

    def _show(self) -> None:
        for choice, button in self.buttons:
            if choice == self.value:
                button.select()
            else:
                button.unselect()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take a button press; True when the value changed."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        for choice, button in self.buttons:
            if event.ui_element is button:
                changed = choice != self.value
                self.value = choice
                self._show()
                return changed
        return False

    def worded_buttons(self) -> list[tuple[UIButton, str]]:
        """With ``own_words``: each button and the words the scene draws over it
        (wrapped, or smaller, to fit; see :mod:`rummikub_desktop.widgets.button_column`)."""
        if not self.own_words:
            return []
        texts = [text for _, text in self.choices]
        return [(button, text) for (_, button), text in zip(self.buttons, texts, strict=True)]

    def set_enabled(self, enabled: bool) -> None:
        """Grey the buttons out (or not)."""
        for _, button in self.buttons:
            if enabled:
                button.enable()
            else:
                button.disable()
        self._show()

    def kill(self) -> None:
        """Remove the row's widgets."""
        for element in self.elements:
            element.kill()
        self.elements.clear()
        self.buttons.clear()
