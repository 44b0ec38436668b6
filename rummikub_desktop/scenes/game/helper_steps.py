"""The helper's third page, "The best play": the answer found, a step at a time.

Drawn as the table before each step with what to take picked out and an arrow to
where it goes (:mod:`.helper_answer`), its numbered sentence read aloud; Next step
and Back (or the arrows) at the player's pace; after the last step the table after
the play.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.ai.table_steps import TableAnswer
from rummikub_desktop.engine import Tile
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.ui.step_words import step_sentences
from rummikub_desktop.ui.tile_art import tile_size_for_height
from rummikub_desktop.widgets.geometry import GameLayout, rack_tile_height

from . import helper_answer
from .frame import GameFrame
from .helper_page import GAP, HELD, HelperPage, Host, Page

NEXT_KEYS = (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
BACK_KEYS = (pygame.K_LEFT, pygame.K_BACKSPACE)


class AnswerPage(HelperPage):
    """The best play's steps: which one is shown, and its sentence."""

    page = Page.ANSWER

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.step = 0
        """The step shown (its number from 0; the number of steps: the table after)."""
        self.sentences: tuple[str, ...] = ()

    def start(self, answer: TableAnswer) -> None:
        """The answer's first step."""
        self.sentences = step_sentences(answer)
        self.step = 0

    def heading(self) -> str:
        return tr("helper.answer_heading")

    def button_names(self) -> list[tuple[str, str]]:
        return [
            ("back", tr("helper.back")),
            ("next", tr("helper.next")),
            ("try", tr("helper.try")),
            ("change", tr("helper.change")),
        ]

    def enabled(self, name: str) -> bool:
        if name == "back":
            return self.step != 0
        if name == "next":
            return self.step < self.last_step()
        return True

    def press(self, name: str) -> None:
        if name == "back":
            self.go(self.step - 1)
        elif name == "next":
            self.go(self.step + 1)
        elif name == "try":
            self.host.try_it()
        elif name == "change":
            self.host.show(Page.RACK)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in NEXT_KEYS:
                self.go(self.step + 1)
            elif event.key in BACK_KEYS:
                self.go(self.step - 1)
            elif event.key == pygame.K_ESCAPE:
                return False  # Menu
            return True
        return event.type in HELD and self.in_panel(event)

    def key(self) -> object:
        return self.step

    def widgets(self) -> object:
        return self.step

    def shown_sentences(self) -> tuple[str, ...]:
        return (self.step_sentence(),)

    def last_step(self) -> int:
        """The number of the last page of the answer (its steps, then the table after)."""
        answer = self.state.answer
        return 0 if answer is None or not answer.steps else len(answer.steps)

    def go(self, step: int) -> None:
        self.step = max(0, min(self.last_step(), step))

    def step_sentence(self) -> str:
        """The sentence of the step shown (the table after: the whole play's)."""
        answer = self.state.answer
        if answer is None:
            return ""
        if not answer.steps:
            return " ".join(self.sentences) or tr("helper.no_play")
        if self.step >= len(answer.steps):
            return tr_count("helper.play_done", len(answer.laid))
        if len(self.sentences) == len(answer.steps):
            return self.sentences[self.step]
        return self.sentences[min(self.step, len(self.sentences) - 1)] if self.sentences else ""

    def rack_before(self) -> tuple[Tile, ...]:
        """The rack as it is before the step shown (the tiles laid so far gone)."""
        answer = self.state.answer
        return () if answer is None else helper_answer.rack_before(answer, self.step)

    def answer_places(self, layout: GameLayout) -> helper_answer.AnswerPlaces:
        """Where the answer's parts go: its sentence, the table, the rack, the buttons."""
        buttons = self.button_rects(layout)
        return helper_answer.answer_places(
            self.text,
            self.panel(layout),
            self.step_sentence(),
            min(rect.top for rect in buttons) - GAP if buttons else None,
            tile_size_for_height(rack_tile_height(layout.screen.height, layout.tile_scale)),
            len(self.rack_before()),
        )

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        answer = self.state.answer
        if answer is not None:
            layout = frame.layout
            helper_answer.draw_answer(
                surface,
                self.host.link.art,
                self.text,
                answer,
                self.step,
                self.panel(layout),
                self.answer_places(layout),
            )
