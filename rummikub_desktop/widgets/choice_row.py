"""A row of big word buttons of which exactly one is chosen (like radio buttons)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel

FIT_ROOM = 10
"""What words leave free of a button's width to count as fitting."""
CAPTION_WIDTH = 260
"""The caption's usual room."""
GAP = 8
"""The usual room between the caption and the buttons, and between two buttons."""
WORD_PADDING = 16
"""Room a button keeps around its word (both sides together)."""
NARROWEST_BUTTON = 40
"""The narrowest a button gets when the words do not all fit."""


def fits(manager: pygame_gui.UIManager, element: str, text: str, rect: pygame.Rect) -> bool:
    """True when ``text`` fits in ``rect`` at the theme's font for ``element``
    (an element type such as ``"button"``, or an object id such as ``"#hint"``)."""
    font = manager.get_theme().get_font(
        [element, "label"] if element.startswith("#") else [element]
    )
    width, height = font.size(text)
    return width <= rect.width - FIT_ROOM and height <= rect.height


LOOKS = (["button"], ["@compact_button", "button"], ["@tiny_button", "button"])
"""The buttons' looks, biggest words first (the smallest is the least a player reads)."""


def buttons_need(
    manager: pygame_gui.UIManager, texts: Sequence[str], gap: int = GAP, look: int = -1
) -> int:
    """The width a row of buttons showing ``texts`` needs at a look (by default the
    smallest), the room between them included."""
    font = manager.get_theme().get_font(LOOKS[look])
    return sum(font.size(text)[0] + WORD_PADDING for text in texts) + gap * (len(texts) - 1)


def looked_widths(
    manager: pygame_gui.UIManager, texts: Sequence[str], room: int, gap: int = GAP
) -> tuple[int, list[int]]:
    """The look (an index in :data:`LOOKS`) and the widths of a row of buttons
    showing ``texts`` in ``room`` pixels with ``gap`` between them: the biggest look
    at which every button has room for its words, each as wide as they need and
    the room left shared out evenly (at the smallest look, if even that does not
    fit, in proportion to their words, never under :data:`NARROWEST_BUTTON`)."""
    count = max(1, len(texts))
    room -= gap * (count - 1)
    look = next(
        (n for n in range(len(LOOKS)) if buttons_need(manager, texts, 0, n) <= room),
        len(LOOKS) - 1,
    )
    font = manager.get_theme().get_font(LOOKS[look])
    needs = [font.size(text)[0] + WORD_PADDING for text in texts]
    if sum(needs) <= room:
        spare = (room - sum(needs)) // count
        widths = [need + spare for need in needs]
    else:
        widths = [max(NARROWEST_BUTTON, room * need // sum(needs)) for need in needs]
    while sum(widths) > room and max(widths) > NARROWEST_BUTTON:
        widths[widths.index(max(widths))] -= 1
    return look, widths


def shared_widths(
    manager: pygame_gui.UIManager, texts: Sequence[str], room: int, gap: int = GAP
) -> list[int]:
    """:func:`looked_widths`' widths alone (the scene's :meth:`fit_words` gives each
    button the look its words need)."""
    return looked_widths(manager, texts, room, gap)[1]


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
        caption_width: int = CAPTION_WIDTH,
        gap: int = GAP,
        object_ids: Sequence[str | None] | None = None,
    ) -> None:
        self.value = value
        self.choices = list(choices)
        self.elements: list[Any] = []
        self.buttons: list[tuple[Any, UIButton]] = []
        left = rect.left
        if caption:
            caption_rect = pygame.Rect(rect.left, rect.top, caption_width, rect.height)
            label = UILabel(caption_rect, caption, manager=manager)
            self.elements.append(label)
            left += caption_width + gap
        count = max(1, len(self.choices))
        # Every button as wide as its word needs at the biggest look at which all
        # fit, and the room left shared out evenly.
        texts = [text for _, text in self.choices]
        look, widths = looked_widths(manager, texts, rect.right - left, gap)
        ids: list[str | None] = list(object_ids) if object_ids is not None else [None] * count
        x = left
        for (choice, text), width, object_id in zip(self.choices, widths, ids, strict=False):
            button_rect = pygame.Rect(x, rect.top, width, rect.height)
            # Every button of the row at the one look: the words read at one size.
            button = UIButton(
                button_rect,
                text,
                manager=manager,
                object_id=ObjectID(object_id=object_id, class_id=LOOKS[look][0])
                if look
                else object_id,
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
