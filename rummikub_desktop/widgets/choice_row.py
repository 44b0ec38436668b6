"""A row of big word buttons of which exactly one is chosen (like radio buttons)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel


def text_width(text: str) -> int:
    """A word's width in Latin letters: wide (Chinese) characters count two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


class ChoiceRow:
    """A caption and a row of buttons; the chosen one stays pressed.

    Args:
        rect: where the row goes (caption on the left, buttons to its right).
        caption: the caption's text ("" for none).
        choices: (value, text) pairs.
        value: the chosen value.
        manager: the UI manager.
        caption_width: room for the caption.
        object_ids: an object id for each choice's button (a language's name in its own font).
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
        object_ids: Sequence[str | None] | None = None,
    ) -> None:
        self.value = value
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
        # Longer words get wider buttons, so "No limit" fits beside "30 s"
        # (a Chinese character is about as wide as two Latin letters).
        weights = [max(4, text_width(text)) for _, text in self.choices]
        room = rect.right - left - gap * (count - 1)
        x = left
        ids = list(object_ids) if object_ids is not None else [None] * count
        for (choice, text), weight, object_id in zip(self.choices, weights, ids, strict=False):
            width = max(40, room * weight // sum(weights))
            button = UIButton(
                pygame.Rect(x, rect.top, width, rect.height),
                text,
                manager=manager,
                object_id=object_id,
            )
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
