"""A player-name field that takes names typed with a Chinese input method.

An input method (IME) sends SDL ``TEXTEDITING`` events while a word is being
composed (pinyin or zhuyin letters, then the chosen characters) and one
``TEXTINPUT`` with the characters chosen. :class:`NameEntry` shows the
composition under the field as it is typed, tells SDL where the field is (so the
input method's list of candidates opens beside it), and takes the chosen text.

A name is limited by the width it takes on screen, not by counting letters:
text that would not fit in the field is refused at a whole character (never
half of one), so ten Chinese characters fit where twenty Latin letters do.
The theme's ``#name_entry`` font draws Latin and Chinese in every language.

What may be typed follows the one rule for names
(:mod:`rummikub_desktop.persistence.names`, which the settings and the saved
game read with too): a control character is dropped; joiners and direction
marks are kept.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UILabel, UITextEntryLine

from rummikub_desktop.persistence.names import keep_name_characters

NAME_ENTRY_ID = "#name_entry"
COMPOSITION_ID = "#composition"
CURSOR_ROOM = 6
"""Pixels kept free at the field's right for the text cursor."""
USUAL_PADDING = 8
USUAL_BORDER = 2
"""The field's padding and border when the theme does not give them as numbers."""
COMPOSITION_ROOM = 24
"""Room the composition line keeps beside its words."""


class NameEntry(UITextEntryLine):
    """A text field for a name: input-method composition shown, length limited by width."""

    def __init__(self, rect: pygame.Rect, *, manager: pygame_gui.UIManager, text: str = "") -> None:
        super().__init__(rect, manager=manager, object_id=NAME_ENTRY_ID)
        self.composition = ""
        self._composition_label: UILabel | None = None
        if text:
            self.set_text(self.fitting(keep_name_characters(text)))

    @property
    def text_room(self) -> int:
        """The width the name may take: the field's inside, less room for the cursor."""
        padding = self.padding[0] if isinstance(self.padding, tuple) else USUAL_PADDING
        border = self.border_width if isinstance(self.border_width, int) else USUAL_BORDER
        return self.rect.width - 2 * (padding + border) - CURSOR_ROOM

    def text_width(self, text: str) -> int:
        """How wide ``text`` is drawn in this field's font."""
        if self.font is None:
            return 0
        return self.font.size(text)[0]

    def fits(self, text: str) -> bool:
        """True when ``text`` fits in the field."""
        return self.text_width(text) <= self.text_room

    def fitting(self, text: str) -> str:
        """``text`` cut after its last whole character that still fits."""
        while text and not self.fits(text):
            text = text[:-1]
        return text

    # -- events ---------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> bool:
        """Composition (``TEXTEDITING``) shown; typed text taken while it fits."""
        if event.type == pygame.TEXTEDITING and self.is_focused and self.is_enabled:
            self.show_composition(event.text)
            return True
        if event.type == pygame.TEXTINPUT and self.is_focused and self.is_enabled:
            self.show_composition("")
            kept = ""
            for char in keep_name_characters(event.text):
                if self.fits(self._with_typed(kept + char)):
                    kept += char
            if not kept:
                return True
            if kept != event.text:
                event = pygame.event.Event(pygame.TEXTINPUT, text=kept, window=None)
        consumed = super().process_event(event)
        text = self.get_text()
        allowed = keep_name_characters(text)  # a paste may bring anything
        if allowed != text or not self.fits(allowed):
            self.set_text(self.fitting(allowed))
        return consumed

    def _with_typed(self, typed: str) -> str:
        """The field's text as it would be with ``typed`` at the cursor."""
        text = self.get_text()
        low, high = sorted(self.select_range)
        if high > low:
            return text[:low] + typed + text[high:]
        return text[: self.edit_position] + typed + text[self.edit_position :]

    def focus(self) -> None:
        """Typing starts: the input method's window goes beside this field."""
        super().focus()
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def unfocus(self) -> None:
        """Typing ends: any half-composed word is dropped."""
        super().unfocus()
        self.show_composition("")

    def show_composition(self, text: str) -> None:
        """Show the word being composed just under the field (or hide it)."""
        self.composition = text
        if not text:
            if self._composition_label is not None:
                self._composition_label.kill()
                self._composition_label = None
            return
        height = self.rect.height
        width = max(self.rect.width, self.text_width(text) + COMPOSITION_ROOM)
        rect = pygame.Rect(self.rect.left, self.rect.bottom + 2, width, height)
        if self._composition_label is None:
            self._composition_label = UILabel(
                rect, text, manager=self.ui_manager, object_id=COMPOSITION_ID
            )
        else:
            self._composition_label.set_relative_position(rect.topleft)
            self._composition_label.set_dimensions(rect.size)
            self._composition_label.set_text(text)

    def kill(self) -> None:
        """Remove the field and its composition line."""
        self.show_composition("")
        super().kill()
