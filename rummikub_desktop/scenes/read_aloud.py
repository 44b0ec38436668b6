"""Settings for reading aloud: on or off, the voice, the speed, and Try it.

Opened from the Settings screen's Read aloud row. The voices are those the
computer has for the game's language (looked up in the speech thread: the screen
says so while it looks); where there is none, the screen says so in plain words
and how to get one on this system.
"""

from __future__ import annotations

import sys
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import LANGUAGES, language, tr
from rummikub_desktop.persistence.settings import SpeechSpeed
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.speech import Voice, voices_for
from rummikub_desktop.ui.voice_names import voice_labels
from rummikub_desktop.widgets.choice_row import ChoiceRow
from rummikub_desktop.widgets.text_box import fitted_height, text_box

ROW_HEIGHT = 60
ROW_GAP = 16
VOICE_HEIGHT = 48
"""Each voice's button (one under the other)."""
VOICE_GAP = 6
ROWS_WIDTH = 1100
CAPTION_WIDTH = 260
CAPTION_SHARE = 4
"""A caption takes at most a quarter of the row."""
BUTTON_SPACES = 3
"""The spaces across the bottom buttons' line: left, between and right."""
MOST_VOICES = 3
"""The voices offered besides "Best for the language" (the best first)."""
LOOK_AGAIN = 0.1
"""Seconds between looks while the computer's voices are being found."""
TITLE_TOP = 16


def system_key() -> str:
    """This system's name in the catalogue's ``settings.get_voice.*`` keys."""
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


class ReadAloudScene(Scene):
    """Read aloud on or off, the voice and the speed; each change is kept at once."""

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.rows: dict[str, ChoiceRow] = {}
        self.try_button: UIButton | None = None
        self.back: UIButton | None = None
        self.voices: tuple[Voice, ...] | None = None
        self.voice_buttons: list[tuple[str, UIButton]] = []
        self.note = ""

    def enter(self) -> None:
        self.voices = self.app.speaker.voices()
        super().enter()

    def fitting(self) -> list[Voice]:
        """The voices that may read the game's language, the best first."""
        return voices_for(self.voices or (), language())

    def note_text(self) -> str:
        """The sentence under the rows: looking; no voice and how to get one; or the key
        that reads the game again."""
        if self.voices is None:
            return tr("settings.voices_looking")
        failure = self.app.speaker.failure
        if failure == "voice":
            return tr("settings.voice_failed.voice")
        if failure:
            return " ".join(
                (tr("settings.voice_failed.engine"), tr(f"settings.get_voice.{system_key()}"))
            )
        if not self.fitting():
            return " ".join(
                (
                    tr("settings.no_voice", language_name=LANGUAGES[language()].name),
                    tr(f"settings.get_voice.{system_key()}"),
                )
            )
        return tr("speech.again_key")

    def _specs(self) -> list[tuple[str, str, list[tuple[Any, str]], Any]]:
        settings = self.app.settings
        specs: list[tuple[str, str, list[tuple[Any, str]], Any]] = [
            (
                "read_aloud",
                tr("settings.read_aloud"),
                [(True, tr("common.on")), (False, tr("common.off"))],
                settings.read_aloud,
            )
        ]
        specs.append(
            (
                "speech_speed",
                tr("settings.speech_speed"),
                [(s, tr(f"settings.speech.{s.value}")) for s in SpeechSpeed],
                settings.speech_speed,
            )
        )
        return specs

    def voice_choices(self) -> list[tuple[str, str]]:
        """(voice id, words) of the voice buttons: the best for the language, then the
        voices that suit it ("" when there are none)."""
        fitting = self.fitting()
        if not fitting:
            return []
        shown = fitting[:MOST_VOICES]
        offered = list(zip([v.id for v in shown], voice_labels(shown), strict=True))
        return [("", tr("settings.voice.auto")), *offered]

    def chosen_voice(self) -> str:
        """The voice button shown as chosen."""
        wanted = self.app.settings.voice
        return wanted if any(id_ == wanted for id_, _ in self.voice_choices()) else ""

    def _show_voice(self) -> None:
        chosen = self.chosen_voice()
        for id_, button in self.voice_buttons:
            if id_ == chosen:
                button.select()
            else:
                button.unselect()

    def _row(
        self, name: str, caption: str, choices: list[tuple[Any, str]], value: Any, y: int
    ) -> None:
        width = self.size[0]
        margin = max(style.SCREEN_MARGIN, (width - ROWS_WIDTH) // 2)
        rect = pygame.Rect(margin, y, width - 2 * margin, ROW_HEIGHT)
        row = ChoiceRow(
            rect,
            caption,
            choices,
            value,
            manager=self.manager,
            caption_width=min(CAPTION_WIDTH, rect.width // CAPTION_SHARE),
        )
        for element in row.elements:
            self.track(element)
        self.rows[name] = row

    def _voice_rows(self, y: int) -> int:
        """The voice buttons, one under the other (voice names are long); the y under them."""
        width = self.size[0]
        margin = max(style.SCREEN_MARGIN, (width - ROWS_WIDTH) // 2)
        caption_w = min(CAPTION_WIDTH, (width - 2 * margin) // CAPTION_SHARE)
        left = margin + caption_w + ROW_GAP // 2
        self.track(
            UILabel(
                pygame.Rect(margin, y, caption_w, VOICE_HEIGHT),
                tr("settings.voice"),
                manager=self.manager,
            )
        )
        self.voice_buttons = []
        for id_, words in self.voice_choices():
            button = self.track(
                UIButton(
                    pygame.Rect(left, y, width - margin - left, VOICE_HEIGHT),
                    words,
                    manager=self.manager,
                )
            )
            self.voice_buttons.append((id_, button))
            y += VOICE_HEIGHT + VOICE_GAP
        self._show_voice()
        return y + ROW_GAP - VOICE_GAP

    def build(self) -> None:
        width, height = self.size
        self.track(
            UILabel(
                pygame.Rect(0, TITLE_TOP, width, style.TITLE_HEIGHT),
                tr("settings.read_aloud"),
                manager=self.manager,
                object_id="#title",
            )
        )
        margin = max(style.SCREEN_MARGIN, (width - ROWS_WIDTH) // 2)
        y = TITLE_TOP + style.TITLE_HEIGHT + ROW_GAP
        self.rows = {}
        self.voice_buttons = []
        for name, caption, choices, value in self._specs():
            self._row(name, caption, choices, value, y)
            y += ROW_HEIGHT + ROW_GAP
            if name == "read_aloud" and self.voice_choices():
                y = self._voice_rows(y)
        self.note = self.note_text()
        bottom = height - style.BOTTOM_MARGIN - style.BUTTON_HEIGHT
        if self.note:
            box_w = width - 2 * margin
            room = bottom - ROW_GAP - y
            needed = fitted_height(self.manager, self.note, box_w)
            # The key's reminder only where it fits; no voice: always said.
            if room > 0 and (needed <= room or not self.fitting()):
                self.track(
                    text_box(
                        self.note,
                        pygame.Rect(margin, y, box_w, min(needed, room)),
                        manager=self.manager,
                    )
                )
        button_w = min(style.BUTTON_WIDTH, (width - BUTTON_SPACES * style.SCREEN_MARGIN) // 2)
        left = width // 2 - button_w - style.SCREEN_MARGIN // 2
        self.try_button = self.track(
            UIButton(
                pygame.Rect(left, bottom, button_w, style.BUTTON_HEIGHT),
                tr("settings.try_it"),
                manager=self.manager,
            )
        )
        if not self.fitting():
            self.try_button.disable()
        self.back = self.track(
            UIButton(
                pygame.Rect(
                    left + button_w + style.SCREEN_MARGIN, bottom, button_w, style.BUTTON_HEIGHT
                ),
                tr("common.back"),
                manager=self.manager,
            )
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return
            if event.ui_element is self.try_button:
                self.app.speaker.try_voice(tr("settings.try_sentence"))
                return
            for id_, button in self.voice_buttons:
                if event.ui_element is button:
                    self.app.change_settings(voice=id_)
                    self._show_voice()
                    self.app.speaker.try_voice(tr("settings.try_sentence"))
                    return
            for name, row in list(self.rows.items()):
                if row.handle_event(event):
                    self.app.change_settings(**{name: row.value})
                    if name == "read_aloud" and not row.value:
                        self.app.speaker.stop()
                    else:
                        self.app.speaker.try_voice(tr("settings.try_sentence"))
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def update(self, dt: float) -> None:
        if self.voices is None:
            self.voices = self.app.speaker.voices()
            if self.voices is not None:
                self.rebuild()
        elif self.rows["read_aloud"].value != self.app.settings.read_aloud:
            self.rebuild()  # the engine failed and switched itself off
        elif self.app.speaker.failed and self.note != self.note_text():
            self.rebuild()  # Try it found the voice cannot be heard: say why

    def next_frame(self) -> float | None:
        return LOOK_AGAIN if self.voices is None else None

    def view_key(self) -> object:
        return (self.voices is None, self.note)
