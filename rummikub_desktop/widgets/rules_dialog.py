"""Every rule option of the game, in big words, over the game screen: what the
rules line under the top bar opens when it has no room for them all."""

from __future__ import annotations

from html import escape

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.ui import style
from rummikub_desktop.widgets.button_column import words_width
from rummikub_desktop.widgets.confirm_dialog import worded_panel

WORDS_LOOK = "#question"
"""The list's words: big, straight on the dialog (``assets/theme.json``)."""
DIALOG_WIDTH = 720
"""The widest the dialog gets."""
WORDS_ROOM = 40
"""Of the dialog's width, what its words do not get (padding and the panel's frame)."""
BUTTON_ROOM = 110
"""Of the dialog's height, what is not the words (the button, padding, the frame)."""
BUTTON_WIDTH = 220
"""The Close button's width (wider for longer words)."""
BULLET = "• "


def rules_markup(title: str, options: list[str]) -> str:
    """The title, then one option a line with a bullet before it."""
    lines = [f"<b>{escape(title)}</b>"] + [BULLET + escape(option) for option in options]
    return "<br>".join(lines)


class RulesDialog:
    """The game's rule options, one a line, with a Close button.

    :meth:`handle_event` returns False once it is closed (Close, Escape or
    Enter) and None otherwise, like :class:`~.confirm_dialog.ConfirmDialog`, so
    the game screen holds either in the same place.
    """

    def __init__(
        self,
        screen: pygame.Rect,
        title: str,
        options: list[str],
        close: str,
        *,
        manager: pygame_gui.UIManager,
        tag: str = "rules",
    ) -> None:
        self.tag = tag
        self.markup = rules_markup(title, options)
        self.panel, self.text, inner = worded_panel(
            screen,
            self.markup,
            width=DIALOG_WIDTH,
            words_room=WORDS_ROOM,
            buttons_room=BUTTON_ROOM,
            least_height=0,
            look=WORDS_LOOK,
            manager=manager,
        )
        font = manager.get_theme().get_font(["button"])
        button_width = min(
            inner.width - 2 * style.DIALOG_PADDING,
            max(BUTTON_WIDTH, words_width(font, close)),
        )
        button = pygame.Rect(0, 0, button_width, style.BUTTON_HEIGHT)
        button.midbottom = (inner.width // 2, inner.height - style.DIALOG_PADDING)
        self.close = UIButton(
            button, close, manager=manager, container=self.panel, object_id="#done_button"
        )

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        """False once the dialog is closed (Close, Escape, Enter), None otherwise."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close:
            return False
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
        ):
            return False
        return None

    def kill(self) -> None:
        """Remove the dialog."""
        self.panel.kill()
