"""How to play: the rules in plain words, with the keys, and the rule options
the player chose (for the next game)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.rules_text import rules_page
from rummikub_desktop.widgets.text_box import text_box


class HowToPlayScene(Scene):
    """A page of rules and keys, and a Back button."""

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.back: UIButton | None = None

    def build(self) -> None:
        width, height = self.size
        self.track(
            UILabel(
                pygame.Rect(0, 16, width, 76),
                tr("how.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        margin = max(20, (width - 1000) // 2)
        self.track(
            text_box(
                self.page_text(),
                pygame.Rect(margin, 90, width - 2 * margin, height - 190),
                manager=self.manager,
            )
        )
        rect = pygame.Rect(0, 0, 300, 64)
        rect.midbottom = (width // 2, height - 16)
        self.back = self.track(UIButton(rect, tr("common.back"), manager=self.manager))

    def page_text(self) -> str:
        """The rules, then the options chosen on the New game screen: the preset,
        how a round ends once the pool is empty, who wins the game, the XP box."""
        chosen = "<br>".join(rules_page(self.app.settings.rules))
        return f"{tr('how.text')}<br><br>{tr('how.your_rules')}<br>{chosen}"

    def handle_event(self, event: pygame.event.Event) -> None:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        ):
            self.app.pop()
