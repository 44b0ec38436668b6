"""The language screen of the very first start: English, 繁體中文, 简体中文.

Shown before the menu when no settings were kept yet (the menu then offers the
tutorial). Each big button names
its language in its own words and its own font; the computer's own language
(:func:`rummikub_desktop.i18n.system_language`) is highlighted, so Enter takes
it. The question above the buttons is asked in all three languages. The choice
applies at once and is kept in the settings; Settings can change it later.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop import i18n
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import SceneName, Shell
from rummikub_desktop.ui.narration import dialog_text
from rummikub_desktop.ui.speech import voices_for
from rummikub_desktop.ui.text import language_object_id
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.text_box import line_height

BUTTON_SIZE = (420, 76)
GAP = 18
HEADING_PADDING = 6
"""Added to a heading's line height: the room between the three questions."""
HEADINGS_GAP = 16
"""Between the questions and the buttons, and between the buttons and the note under them."""
BELOW_CENTRE = 40
"""How far under the window's middle the buttons are centred (the questions are above)."""
HEADINGS_TOP = 16
"""The least room above the first question."""
NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
VOICES_WAIT = 3.0
"""Seconds a chosen language waits for the computer's voices to be found before the
menu comes without the Read aloud question."""
LOOK_AGAIN = 0.1
"""Seconds between looks for the voices while the choice waits for them."""


class LanguageScene(Scene):
    """Three big buttons, one per language; then the menu.

    Args:
        suggested: the language highlighted at first (the computer's own).
        notice: a sentence for the menu that comes next.
    """

    def __init__(
        self, app: Shell, *, suggested: str | None = None, notice: str | None = None
    ) -> None:
        super().__init__(app)
        self.choices = list(i18n.LANGUAGES)
        suggested = suggested or i18n.system_language()
        self.highlighted = suggested if suggested in self.choices else i18n.DEFAULT_LANGUAGE
        self.notice = notice
        self.buttons: dict[str, UIButton] = {}
        self.headings: dict[str, UILabel] = {}
        self.chosen: str | None = None
        """The language chosen, while the voices are looked up or the Read aloud
        question is asked."""
        self.waited = 0.0
        self.asking = False
        """True while the Read aloud question is asked."""
        self.question: ConfirmDialog | None = None

    def enter(self) -> None:
        # The voices are looked up now (away from the loop), so that the Read aloud
        # question can be asked at once after the language.
        self.app.speaker.voices()
        super().enter()

    def build(self) -> None:
        width, height = self.size
        heading_h = (
            line_height(self.manager, language_object_id("zh-Hant", "language_heading"))
            + HEADING_PADDING
        )
        total = len(self.choices) * BUTTON_SIZE[1] + (len(self.choices) - 1) * GAP
        top = max(
            style.SCREEN_MARGIN + len(self.choices) * heading_h + HEADINGS_GAP,
            (height - total) // 2 + BELOW_CENTRE,
        )
        first_heading = max(HEADINGS_TOP, top - HEADINGS_GAP - len(self.choices) * heading_h)
        self.headings = {}
        for index, code in enumerate(self.choices):
            rect = pygame.Rect(0, first_heading + index * heading_h, width, heading_h)
            self.headings[code] = self.track(
                UILabel(
                    rect,
                    i18n.text_in(code, "language.choose"),
                    manager=self.manager,
                    object_id=language_object_id(code, "language_heading"),
                )
            )
        self.buttons = {}
        for index, code in enumerate(self.choices):
            rect = pygame.Rect(
                0, 0, min(BUTTON_SIZE[0], width - 2 * style.SCREEN_MARGIN), BUTTON_SIZE[1]
            )
            rect.midtop = (width // 2, top + index * (BUTTON_SIZE[1] + GAP))
            button = UIButton(
                rect,
                i18n.LANGUAGES[code],
                manager=self.manager,
                object_id=language_object_id(code),
            )
            self.buttons[code] = self.track(button)
        bottom = top + total + HEADINGS_GAP
        if bottom + heading_h <= height:
            self.track(
                UILabel(
                    pygame.Rect(0, bottom, width, heading_h),
                    i18n.text_in(self.highlighted, "language.later"),
                    manager=self.manager,
                    object_id=language_object_id(self.highlighted, "language_note"),
                )
            )
        self._show()
        self.question = None
        if self.asking:
            self._show_question()

    def _show(self) -> None:
        for code, button in self.buttons.items():
            if code == self.highlighted:
                button.select()
            else:
                button.unselect()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.question is not None:
            answer = self.question.handle_event(event)
            if answer is not None:
                self.asking = False
                self.app.speaker.stop()
                self.app.change_settings(read_aloud=answer)
                self._go_on()
            return
        if self.chosen is not None:
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for code, button in self.buttons.items():
                if event.ui_element is button:
                    self.choose(code)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.highlighted)
            elif event.key in NEXT_KEYS or event.key in PREVIOUS_KEYS:
                step = 1 if event.key in NEXT_KEYS else -1
                index = self.choices.index(self.highlighted)
                self.highlighted = self.choices[(index + step) % len(self.choices)]
                self.rebuild()

    def choose(self, language: str) -> None:
        """Speak ``language`` from now on, keep it; then ask about reading aloud when
        the computer has a voice for the language, and go on to the menu."""
        self.chosen = language
        self.app.change_language(language)
        self._decide()

    def _has_voice(self) -> bool | None:
        """True when the computer has a voice for the game's language (None: not known yet)."""
        voices = self.app.speaker.voices()
        if voices is None:
            return None
        return bool(voices_for(voices, i18n.language()))

    def _decide(self) -> None:
        found = self._has_voice()
        if found is None and self.waited < VOICES_WAIT:
            return  # update() looks again
        if found:
            self.asking = True
            question = self._show_question()
            self.app.speaker.try_voice(question)
        else:
            self._go_on()

    def _show_question(self) -> str:
        """Read aloud? Asked once, in the chosen language; returns it as it is read aloud
        (the question and its buttons)."""
        question = i18n.tr("firststart.read_aloud")
        yes, no = i18n.tr("firststart.read_aloud_yes"), i18n.tr("firststart.read_aloud_no")
        self.question = ConfirmDialog(
            pygame.Rect((0, 0), self.size), question, yes, no, manager=self.manager
        )
        self.track(self.question.panel)
        return dialog_text(question, [yes, no])

    def _go_on(self) -> None:
        self.app.replace(SceneName.MENU, notice=self.notice, offer_tutorial=True)

    def update(self, dt: float) -> None:
        if self.asking and self._has_voice() is False:
            # The voice failed as it read the question (no sound device): no question.
            self.asking = False
            self._go_on()
            return
        if self.chosen is not None and not self.asking:
            self.waited += dt
            self._decide()

    def next_frame(self) -> float | None:
        return LOOK_AGAIN if self.chosen is not None else None

    def view_key(self) -> object:
        return self.asking
