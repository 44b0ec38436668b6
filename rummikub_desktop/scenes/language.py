"""The language screen of the very first start: English, 繁體中文, 简体中文.

Shown before the menu when no settings were kept yet (the menu then offers the
tutorial). Each big button names
its language in its own words and its own font; the computer's own language
(:func:`rummikub_desktop.i18n.system_language`) is highlighted, so Enter takes
it. The question above the buttons is asked in all three languages, and so is the
note under them (Settings can change it later). The choice applies at once and
is kept in the settings.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop import i18n
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import MenuArguments, Shell
from rummikub_desktop.ui.narration import dialog_text
from rummikub_desktop.ui.speech import voices_for
from rummikub_desktop.ui.text import language_object_id
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.text_box import line_height

BUTTON_SIZE = (420, 76)
SMALLEST_BUTTON = 56
"""The buttons get this short, at the least, so that every line fits a small window."""
GAP = 18
HEADING_PADDING = 6
"""Added to a heading's line height: the room between the three questions."""
HEADINGS_GAP = 16
"""Between the questions and the buttons, and between the buttons and the note under them."""
HEADINGS_TOP = 16
"""The least room above the first question (and under the last note)."""
NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
VOICE_CHECK = 0.4
"""Seconds the voice reads the Read aloud question before it is shown: a voice that
cannot be heard (no sound device) fails sooner, and then nothing is asked."""
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
        self.notes: list[UILabel] = []
        self.chosen: str | None = None
        """The language chosen, while the voices are looked up or the Read aloud
        question is asked."""
        self.waited = 0.0
        self.asking = False
        """True while the Read aloud question is asked."""
        self.question: ConfirmDialog | None = None
        self.checking: float | None = None
        """Seconds the question has been read before it is shown (None: not now)."""

    def enter(self) -> None:
        # The voices are looked up now (away from the loop), so that the Read aloud
        # question can be asked at once after the language.
        self.app.speaker.voices()
        super().enter()

    def build(self) -> None:
        width, height = self.size
        count = len(self.choices)
        heading_h = (
            line_height(self.manager, language_object_id("zh-Hant", "language_heading"))
            + HEADING_PADDING
        )
        note_h = line_height(self.manager, language_object_id("zh-Hant", "language_note"))
        notes_h = count * note_h
        # Everything shows, whatever the window and the Text size: the buttons get
        # shorter (never under SMALLEST_BUTTON) before anything is left out.
        room = height - 2 * HEADINGS_TOP - count * heading_h - notes_h - 2 * HEADINGS_GAP
        button_h = max(SMALLEST_BUTTON, min(BUTTON_SIZE[1], (room - (count - 1) * GAP) // count))
        total = count * button_h + (count - 1) * GAP
        content = count * heading_h + HEADINGS_GAP + total + HEADINGS_GAP + notes_h
        first_heading = max(HEADINGS_TOP, (height - content) // 2)
        top = first_heading + count * heading_h + HEADINGS_GAP
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
            rect = pygame.Rect(0, 0, min(BUTTON_SIZE[0], width - 2 * style.SCREEN_MARGIN), button_h)
            rect.midtop = (width // 2, top + index * (button_h + GAP))
            button = UIButton(
                rect,
                i18n.LANGUAGES[code].name,
                manager=self.manager,
                object_id=language_object_id(code),
            )
            self.buttons[code] = self.track(button)
        # "You can change it later in Settings." in every language, the
        # highlighted one first.
        bottom = top + total + HEADINGS_GAP
        ordered = [self.highlighted] + [c for c in self.choices if c != self.highlighted]
        self.notes = []
        for index, code in enumerate(ordered):
            self.notes.append(
                self.track(
                    UILabel(
                        pygame.Rect(0, bottom + index * note_h, width, note_h),
                        i18n.text_in(code, "language.later"),
                        manager=self.manager,
                        object_id=language_object_id(code, "language_note"),
                    )
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
            # Read first, shown once the voice is heard to work (see VOICE_CHECK).
            self.asking = True
            self.checking = 0.0
            self.app.speaker.try_voice(self._question_words())
        else:
            self._go_on()

    def _question_words(self) -> str:
        """The Read aloud question and its buttons, as read aloud."""
        yes, no = i18n.tr("firststart.read_aloud_yes"), i18n.tr("firststart.read_aloud_no")
        return dialog_text(i18n.tr("firststart.read_aloud"), [yes, no])

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
        self.app.replace(MenuArguments(notice=self.notice, offer_tutorial=True))

    def update(self, dt: float) -> None:
        if self.asking and self._has_voice() is False:
            # The voice failed as it read the question (no sound device): no question,
            # no error (Read aloud was never on; its settings say why).
            self.asking = False
            self.checking = None
            self._go_on()
            return
        if self.checking is not None:
            self.checking += dt
            if self.checking >= VOICE_CHECK:
                self.checking = None
                self._show_question()
            return
        if self.chosen is not None and not self.asking:
            self.waited += dt
            self._decide()

    def next_frame(self) -> float | None:
        return LOOK_AGAIN if self.chosen is not None else None

    def view_key(self) -> object:
        return self.asking
