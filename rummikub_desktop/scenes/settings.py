"""The Settings screen: language, animation speed, text size, full screen, sound."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import LANGUAGES, language, tr
from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session import Speed
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.text import language_object_id
from rummikub_desktop.widgets.choice_row import ChoiceRow

ROW_HEIGHT = 56


class SettingsScene(Scene):
    """Change the settings; each change is kept at once (through the save hook)."""

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.rows: dict[str, ChoiceRow] = {}
        self.back: UIButton | None = None

    def build(self) -> None:
        width, height = self.size
        settings = self.app.settings
        self.track(
            UILabel(
                pygame.Rect(0, 16, width, 76),
                tr("settings.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        margin = max(20, (width - 1100) // 2)
        on_off = [(True, tr("common.on")), (False, tr("common.off"))]
        specs: list[tuple[str, str, list[tuple[Any, str]], Any]] = [
            ("language", tr("settings.language"), list(LANGUAGES.items()), language()),
            (
                "animation_speed",
                tr("settings.animation_speed"),
                [(s, tr(f"settings.speed.{s.value}")) for s in Speed],
                settings.animation_speed,
            ),
            (
                "text_size",
                tr("settings.text_size"),
                [(s, tr(f"settings.text.{s.value}")) for s in TextSize],
                settings.text_size,
            ),
            ("fullscreen", tr("settings.fullscreen"), on_off, self.app.fullscreen),
            ("sound", tr("settings.sound"), on_off, settings.sound),
        ]
        self.rows = {}
        # The captions as wide as the longest one needs (at most 320 px): narrow
        # windows and big words leave the buttons their room.
        font = self.manager.get_theme().get_font(["label"])
        caption_width = min(320, max(font.size(caption)[0] for _, caption, _, _ in specs) + 16)
        for index, (name, caption, choices, value) in enumerate(specs):
            rect = pygame.Rect(
                margin, 120 + index * (ROW_HEIGHT + 24), width - 2 * margin, ROW_HEIGHT
            )
            # Each language's name is written in its own script and font.
            ids = None
            if name == "language":
                ids = [language_object_id(code, "language_row") for code in LANGUAGES]
            row = ChoiceRow(
                rect,
                caption,
                choices,
                value,
                manager=self.manager,
                caption_width=caption_width,
                object_ids=ids,
            )
            for element in row.elements:
                self.track(element)
            self.rows[name] = row
        rect = pygame.Rect(0, 0, 300, 64)
        rect.midbottom = (width // 2, height - 16)
        self.back = self.track(UIButton(rect, tr("common.back"), manager=self.manager))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return
            for name, row in list(self.rows.items()):
                if row.handle_event(event):
                    self.apply(name, row.value)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def apply(self, name: str, value: Any) -> None:
        """Change one setting now and keep it."""
        if name == "language":
            self.app.change_language(value)
            return
        if name == "fullscreen" and bool(value) != self.app.fullscreen:
            self.app.toggle_fullscreen()
            value = self.app.fullscreen
        self.app.change_settings(**{name: value})
        if name == "text_size":
            self.app.apply_text_size()
