"""A plain notice over any screen, with an OK button: "Your game could not be saved..."."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel

from rummikub_desktop.ui import style
from rummikub_desktop.widgets.text_box import SLACK, text_box

NOTICE_HEIGHT = 230
NOTICE_TOP = 74
"""Below the game's top bar, so whose turn it is stays in view."""
NOTICE_WIDTH = 760
"""The widest the notice gets."""
TEXT_INSET = (10, 8)
"""Between the inside's sides and top and the words."""
BELOW_TEXT = 84
"""Of the inside's height, what the words do not get (their top, the OK button and
the room around it)."""
OK_SIZE = (170, 60)
OK_MARGIN = (20, 10)
"""The OK button, and its distance from the inside's right side and bottom."""
LAYER = 20
"""The notice's layer: over the screen's widgets."""


class NoticePanel:
    """A sentence in a framed panel near the top of the window, until OK is pressed.

    It does not stop the game: the screen under it goes on working.

    Args:
        screen: the window's rectangle.
        text: what to tell the player.
        ok: the button's word.
        manager: the UI manager.
        calm: in the dialogs' quiet colours, not the file problems' (news that is
            no alarm: the voice stopped working).
    """

    def __init__(
        self,
        screen: pygame.Rect,
        text: str,
        ok: str,
        *,
        manager: pygame_gui.UIManager,
        calm: bool = False,
    ) -> None:
        self.text = text
        self.ok_words = ok
        width = min(NOTICE_WIDTH, screen.width - style.DIALOG_SIDE_ROOM)
        self._build(screen, width, NOTICE_HEIGHT, manager, calm)
        # As tall as its words need (one line is one line), up to the usual height.
        spare = self.box.rect.height - self._words_height()
        if spare > 0:
            self.kill()
            self._build(screen, width, NOTICE_HEIGHT - spare, manager, calm)

    def _build(
        self,
        screen: pygame.Rect,
        width: int,
        height: int,
        manager: pygame_gui.UIManager,
        calm: bool,
    ) -> None:
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (screen.centerx, min(NOTICE_TOP, max(0, screen.height - rect.height)))
        self.panel = UIPanel(
            rect,
            starting_height=LAYER,
            manager=manager,
            object_id="#dialog_panel" if calm else "#notice_panel",
        )
        inner = self.panel.get_container().get_rect()
        self.box = text_box(
            self.text,
            pygame.Rect(*TEXT_INSET, inner.width - 2 * TEXT_INSET[0], inner.height - BELOW_TEXT),
            manager=manager,
            container=self.panel,
            object_id="#notice_text",
        )
        self.ok = UIButton(
            pygame.Rect(
                inner.width - OK_SIZE[0] - OK_MARGIN[0],
                inner.height - OK_SIZE[1] - OK_MARGIN[1],
                *OK_SIZE,
            ),
            self.ok_words,
            manager=manager,
            container=self.panel,
            object_id="#done_button",
        )

    def _words_height(self) -> int:
        """The height the text box needs for all its words, as laid out in it."""
        box = self.box
        layout = box.text_box_layout
        if layout is None or not layout.layout_rows:
            return box.rect.height
        words = max(row.bottom for row in layout.layout_rows) - layout.layout_rect.y
        return words + box.rect.height - box.text_wrap_rect.height + SLACK

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
