"""The end of a round: who went out (or that the pool ran out), every rack, the scores.

Under the rows: the coach's summary of the round on lines of its own, then a row of
buttons (the look back, the next players' page, the score sheet), each as wide as
its words; where they do not all fit on one line (a small window, the biggest text),
their words go on two lines, written over the buttons.

The screen makes and wires two parts: :class:`~.round_end_room.RoundEndRoom` (where
the sentence, the rows, the summary and the buttons go, and which rows show now)
and :class:`~.round_end_rows.RowPainter` (a player's row); the screen keeps its
widgets, the look back's panel, the keys and what is read aloud.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import FinishedRound, ScoreSheetArguments, Shell
from rummikub_desktop.ui.narration import (
    as_sentence,
    choices_sentence,
    label_value,
    tile_groups,
)
from rummikub_desktop.ui.text import TextCache, signed
from rummikub_desktop.widgets.button_column import draw_button_words

from .look_back_panel import LookBackPanel, summary_sentence
from .round_end_room import SENTENCE_LEFT, RoundEndRoom
from .round_end_rows import SCORE_SIZE, SMALL_SIZE, RowPainter, winner_words

AUTOPLAY_FRAMES = 20
AUTOPLAY_WAKE = 0.1
"""Seconds between the round end's frames in an autoplay read aloud (not fast)."""


class RoundEndScene(Scene):
    """Every rack and the round's scores; then the score sheet."""

    def __init__(self, app: Shell, finished: FinishedRound, *, autoplay: bool = False) -> None:
        super().__init__(app)
        self.finished = finished
        self.controller = finished.controller
        self.autoplay = autoplay
        self.frames = 0
        self.text = TextCache(app.text_scale)
        self.sheet_button: UIButton | None = None
        self.looks = () if autoplay else finished.look_backs
        """The coach's look back on each person's round (issue 22)."""
        self.look_button: UIButton | None = None
        self.panel: LookBackPanel | None = None
        self.room = RoundEndRoom(
            self.text,
            lambda: self.size,
            [seat.name for seat in self.controller.seats],
            self.controller.match.round_number,
            self.controller.match.round.result,
            self.looks,
        )
        """Where everything goes, and which players' rows show now."""
        self.rows = RowPainter(self.text)
        """Draws each player's row."""
        self.page_button: UIButton | None = None
        self.button_words: dict[str, str] = {}
        """Each button's words, written over it (see :meth:`draw_over`)."""
        self.fitted: dict[tuple[str, int, int, int], tuple[list[str], int]] = {}

    def build(self) -> None:
        width = self.size[0]
        self.room.forget()
        self.fitted = {}
        self.button_words = {}
        self.sheet_button = self.look_button = self.page_button = None
        if self.panel is not None:
            # The look back lies over everything, on a shade.
            self.panel.build(pygame.Rect((0, 0), self.size))
            return
        self.room.fit()
        if not self.room.compact:
            self.track(
                UILabel(
                    pygame.Rect(0, style.TITLE_TOP, width, style.TITLE_HEIGHT),
                    self.room.title(),
                    manager=self.manager,
                    object_id="#title",
                )
            )
        places = self.room.button_places()
        self.sheet_button = self._button(places["sheet"], "sheet", tr("round.score_sheet"))
        if "look" in places:
            self.look_button = self._button(places["look"], "look", tr("coach.look_back.title"))
        if "page" in places:
            self.page_button = self._button(places["page"], "page", self.room.page_words())

    def _button(self, rect: pygame.Rect, name: str, words: str) -> UIButton:
        """A button whose words are written over it (on two lines when they need them)."""
        object_id = "#done_button" if name == "sheet" else None
        self.button_words[name] = words
        return self.track(UIButton(rect, "", manager=self.manager, object_id=object_id))

    def draw_over(self, surface: pygame.Surface) -> None:
        """Each button's words over it."""
        buttons = {"sheet": self.sheet_button, "look": self.look_button, "page": self.page_button}
        for name, words in self.button_words.items():
            button = buttons.get(name)
            if button is not None:
                draw_button_words(surface, button, words, self.text, fitted=self.fitted)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.panel is not None:
            said = self.panel.handle_event(event)
            if said == "close":
                self.panel = None
            if said is not None:
                self.rebuild()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.look_button:
            self.panel = LookBackPanel(
                self.looks,
                [seat.name for seat in self.controller.seats],
                self.app.tile_art,
                self.text,
                self.track,
                self.manager,
            )
            self.rebuild()
            return
        page_keys = (pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_DOWN, pygame.K_UP)
        if self.room.per_page and (
            (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.page_button)
            or (event.type == pygame.KEYDOWN and event.key in page_keys)
        ):
            self.turn_page()
            return
        if (
            event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.sheet_button
        ) or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.show_sheet()

    def turn_page(self) -> None:
        """Show the next players' rows (after the last page, the first again)."""
        self.room.turn_page()
        if self.page_button is not None:
            self.button_words["page"] = self.room.page_words()

    def show_sheet(self) -> None:
        """Go on to the match score sheet."""
        self.app.replace(ScoreSheetArguments(self.finished))

    def next_frame(self) -> float | None:
        if self.panel is not None and self.panel.moving:
            return 0.0
        return AUTOPLAY_WAKE if self.autoplay else None

    def view_key(self) -> object:
        if self.panel is None:
            return self.button_words.get("page")
        return self.panel.view_key()

    def update(self, dt: float) -> None:
        if self.panel is not None:
            self.panel.update(dt)
        self.frames += 1
        if self.autoplay and self.frames >= AUTOPLAY_FRAMES and not self.app.speaker.busy:
            self.app.quit(0)  # read aloud: once the round's result has been read

    def shown_sentences(self) -> tuple[str, ...]:
        """The screen read as it shows (the look back's panel, while it is open): the
        title and who won, each player's row shown (name, score and points left, the
        tiles left), the coach's summary and the buttons."""
        if self.panel is not None:
            return self.panel.shown_sentences()
        result = self.room.result
        if result is None:
            return ()
        said = [] if self.room.compact else [as_sentence(self.room.title())]
        said.append(self.room.sentence())
        for seat in self.room.shown_seats():
            name = self.room.names[seat]
            title = winner_words(name, seat) if seat in result.winners else name
            score = tr("round.score", score=signed(result.scores[seat]))
            left = tr("round.rack_total", points=result.totals[seat])
            said.append(label_value(title, tr("speech.list_separator").join((score, left))))
            rack = result.racks[seat]
            tiles = tile_groups(rack)
            said.append(tr("speech.tiles_left", tiles=tiles) if rack else tr("round.rack_empty"))
        if len(self.looks) == 1:
            said.append(summary_sentence(self.looks[0]))
        order = ("look", "page", "sheet")
        choices = [self.button_words[name] for name in order if name in self.button_words]
        return (*said, choices_sentence(choices))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        width = surface.get_width()
        result = self.room.result
        if result is None:
            return
        names = self.room.names
        sentence = self.room.sentence()
        lines, size = self.room.sentence_lines(sentence, width)
        sentence_top = self.room.sentence_top()
        used = 0
        for line in lines:
            label = self.text.fit(
                line, size, width - 2 * SENTENCE_LEFT, style.theme().gold, bold=True
            )
            surface.blit(label, (SENTENCE_LEFT, sentence_top + used))
            used += label.get_height()
        # Everything below follows the Text size setting: rows are laid out from the
        # fonts' own heights, so bigger words push the tiles down instead of covering them.
        header_h = self.text.font(SCORE_SIZE, True).get_linesize()
        small_h = self.text.font(SMALL_SIZE).get_linesize()
        art = self.app.tile_art
        for seat, rect in zip(self.room.shown_seats(), self.room.row_rects(), strict=True):
            self.rows.draw(surface, art, rect, seat, names, result, header_h, small_h)
        self._draw_look_back(surface)

    def _draw_look_back(self, surface: pygame.Surface) -> None:
        """The coach's summary of the round beside the buttons, or its panel."""
        if self.panel is not None:
            self.panel.draw(surface)
            return
        for line, place in self.summary_places():
            label = self.text.fit(line, SMALL_SIZE, place.width, style.theme().text)
            surface.blit(label, place.topleft)

    def summary_places(self) -> list[tuple[str, pygame.Rect]]:
        """Each line of the coach's summary and where it is drawn (none while the
        buttons are not there: the look back's panel is open)."""
        if self.sheet_button is None:
            return []
        return self.room.summary_places()
