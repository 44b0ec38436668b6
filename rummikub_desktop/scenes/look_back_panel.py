"""Your round, looked back on: a panel over the round's end (issue 22).

The round-end screen shows the coach's summary of the round under the rows
("On 2 turns you could have laid more: 3 more tiles at most.", or kindly that every
turn was as good as any) and a button that opens this panel: the person's turns
where more was possible, each with how many tiles and its own Show me, which
plays that turn's better move on the table as it was, one numbered step at a
time with its sentence, as the game's Show me does (:mod:`rummikub_desktop.session.hand_walk`;
a click goes on at once). Close (or Escape) takes it away.

The panel lies over the round's end on a shade (the screen darkened, as under the
coach's Show me): a window opened over the screen, whose Back returns to it. Its
buttons are as wide as their words at the chosen text size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import language, tr, tr_count
from rummikub_desktop.session.coach import CoachFinding
from rummikub_desktop.session.hand_walk import HandWalk, hand_walk
from rummikub_desktop.session.look_back import MissedTurn, RoundLookBack
from rummikub_desktop.ui import style
from rummikub_desktop.ui.narration import as_sentence
from rummikub_desktop.ui.step_words import step_sentences
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.button_column import words_width
from rummikub_desktop.widgets.replay_view import ReplayView, tables_geometry

E = TypeVar("E", bound=pygame_gui.core.UIElement)

INTRO_SECONDS = 2.5
TRAVEL_SECONDS = 1.2
READ_SECONDS = 2.3
"""The table as it was, a tile's way and its rest while its sentence is read (as a replay)."""
REDRAWS_PER_SECOND = 60
"""How often a travelling tile is drawn again."""
SIDES = 2
"""A margin on both sides."""
ROW_GAPS = 3
"""A row's gaps besides its words and its button: left, between, right."""
PANEL_MARGIN = 40
"""Between the screen's sides and the panel."""
PADDING = 20
"""Between the panel's frame and what is in it."""
LINE_HEIGHT = 56
"""One missed turn's row, at the least (taller when its words or button are)."""
ROW_AIR = 8
"""A row's height besides the taller of its words and its button."""
SHOW_WIDTH = 160
CLOSE_WIDTH = 160
PAGE_WIDTH = 240
BUTTON_HEIGHT = 46
"""The panel's buttons."""
WORDS_SIZE = 24
"""The panel's words."""
SPEECH_LINES = 2
"""The sentence under the replayed table: room for this many lines at the least (more
when a sentence needs them: the table gives way)."""


def turn_words(missed: MissedTurn) -> str:
    """A missed turn's row: the player's own turn and how many more tiles."""
    return tr_count("coach.look_back.turn", missed.more, turn=missed.own_turn)


def summary_sentence(look: RoundLookBack) -> str:
    """The round's summary in words."""
    key, params = look.summary
    count = params.pop("count", None)
    return tr(key, **params) if count is None else tr_count(key, count, **params)


@dataclass
class Showing:
    """Where the replay of one better play is: its numbered step (-1: the table as
    it was)."""

    finding: CoachFinding
    step: int = -1
    elapsed: float = 0.0
    walk: HandWalk = field(init=False)
    """The play as its numbered steps on the table."""
    words: tuple[str, tuple[str, ...]] = field(init=False, default=("", ()))
    """The steps in words, in the language they were said in."""

    def __post_init__(self) -> None:
        self.walk = hand_walk(self.finding.replay)

    @property
    def finished(self) -> bool:
        """True once every step has been shown."""
        return self.step >= len(self.walk.steps)

    def sentence(self) -> str:
        """What is said now: the start, the step being made, or the end."""
        if self.finished:
            return tr("coach.showing_end")
        if self.step < 0:
            return tr("coach.showing_intro")
        if self.words[0] != language():
            self.words = (language(), step_sentences(self.walk.answer))
        return self.words[1][self.walk.steps[self.step].number]

    def advance(self, dt: float) -> None:
        """Time passes."""
        self.elapsed += dt
        while not self.finished:
            length = INTRO_SECONDS if self.step < 0 else TRAVEL_SECONDS + READ_SECONDS
            if self.elapsed < length:
                break
            self.elapsed -= length
            self.step += 1

    def next(self) -> None:
        """On to the next step at once (a click)."""
        self.elapsed = 0.0
        self.step += 1


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the list: its words, bold or not, and the better play its Show me
    shows (None: a name or a summary's line, no button)."""

    words: str
    bold: bool = False
    finding: CoachFinding | None = None


class LookBackPanel:
    """The person's missed turns of the round, each with Show me, over the round's end.

    The list is laid out in rows as tall as their words and buttons at the chosen
    text size; what does not fit the panel goes on further pages (a page button
    beside Back), so no row runs past the panel and every turn has its Show me.
    """

    def __init__(
        self,
        looks: tuple[RoundLookBack, ...],
        names: list[str],
        art: TileArt,
        text: TextCache,
        track: Callable[[UIButton], UIButton],
        manager: pygame_gui.UIManager,
    ) -> None:
        self.looks = looks
        self.names = names
        self.view = ReplayView(art)
        self.text = text
        self.track = track
        self.manager = manager
        self.showing: Showing | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.show_buttons: dict[UIButton, CoachFinding] = {}
        self.close_button: UIButton | None = None
        self.page_button: UIButton | None = None
        self.page = 0
        self.pages: list[list[Row]] = []
        self.row_height = LINE_HEIGHT
        self.show_width = SHOW_WIDTH
        """The Show me buttons' width (their words at the chosen text size)."""

    @property
    def moving(self) -> bool:
        """True while a tile travels (frames are needed)."""
        return self.showing is not None and not self.showing.finished

    def build(self, screen: pygame.Rect) -> None:
        """The panel's buttons in a window of ``screen``'s size."""
        self.rect = screen.inflate(-PANEL_MARGIN * SIDES, -PANEL_MARGIN * SIDES)
        self.show_buttons = {}
        self.page_button = None
        font = self.manager.get_theme().get_font(["button"])
        self.show_width = max(SHOW_WIDTH, words_width(font, tr("coach.show_me")))
        close = pygame.Rect(0, 0, max(CLOSE_WIDTH, words_width(font, tr("common.back"))), 0)
        close.height = BUTTON_HEIGHT
        close.bottomright = (self.rect.right - PADDING, self.rect.bottom - PADDING)
        self.close_button = self.track(UIButton(close, tr("common.back"), manager=self.manager))
        if self.showing is not None:
            return
        self._lay_out(close.top - PADDING)
        self.page = min(self.page, len(self.pages) - 1)
        if len(self.pages) > 1:
            pages = (tr("coach.look_back.next_page"), tr("coach.look_back.first_page"))
            page = pygame.Rect(0, 0, max(PAGE_WIDTH, words_width(font, *pages)), BUTTON_HEIGHT)
            page.bottomright = (close.left - PADDING, close.bottom)
            self.page_button = self.track(UIButton(page, self._page_words(), manager=self.manager))
        y = self._rows_top()
        for row in self.pages[self.page]:
            if row.finding is not None:
                rect = pygame.Rect(0, 0, self.show_width, BUTTON_HEIGHT)
                rect.midright = (self.rect.right - PADDING, y + self.row_height // 2)
                button = self.track(UIButton(rect, tr("coach.show_me"), manager=self.manager))
                self.show_buttons[button] = row.finding
            y += self.row_height

    def rows(self) -> list[Row]:
        """The list's rows, every page's: each person's name (when several played),
        their missed turns, then their round's summary (on as many lines as it needs)."""
        width = self._words_width()
        rows: list[Row] = []
        for look in self.looks:
            if len(self.looks) > 1:
                rows.append(Row(self.names[look.seat], bold=True))
            for missed in look.turns:
                words = turn_words(missed)
                rows.append(Row(words, finding=missed.finding))
            for line in self.text.wrap(summary_sentence(look), WORDS_SIZE, width, bold=True):
                rows.append(Row(line, bold=True))
        return rows

    def _lay_out(self, bottom: int) -> None:
        """Rows as tall as their words and buttons, cut into pages that end above ``bottom``."""
        words = self.text.font(WORDS_SIZE, bold=True).get_linesize()
        self.row_height = max(LINE_HEIGHT, words + ROW_AIR, BUTTON_HEIGHT + ROW_AIR)
        per_page = max(1, (bottom - self._rows_top()) // self.row_height)
        rows = self.rows()
        self.pages = [rows[at : at + per_page] for at in range(0, len(rows), per_page)] or [[]]

    def _words_width(self) -> int:
        return self.rect.width - PADDING * ROW_GAPS - self.show_width

    def _page_words(self) -> str:
        last = self.page == len(self.pages) - 1
        return tr("coach.look_back.first_page" if last else "coach.look_back.next_page")

    def row_places(self) -> list[tuple[Row, pygame.Rect]]:
        """Where each row of the page shown is drawn (its words' box)."""
        places = []
        y = self._rows_top()
        for row in self.pages[self.page] if self.pages else []:
            font = self.text.font(WORDS_SIZE, bold=row.bold)
            height = font.get_linesize()
            width = min(self._words_width(), self.text.width(font, row.words))
            top = y + (self.row_height - height) // 2
            places.append((row, pygame.Rect(self.rect.left + PADDING, top, width, height)))
            y += self.row_height
        return places

    def _rows_top(self) -> int:
        return self.rect.top + PADDING + self.text.font(style.TEXT_HEADING, True).get_linesize()

    def handle_event(self, event: pygame.event.Event) -> str | None:
        """ "close" when the panel is to go; "rebuild" when its buttons change."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.close_button:
                if self.showing is not None:
                    self.showing = None
                    return "rebuild"
                return "close"
            if event.ui_element is self.page_button:
                self.page = (self.page + 1) % len(self.pages)
                return "rebuild"
            finding = self.show_buttons.get(event.ui_element)
            if finding is not None:
                self.showing = Showing(finding)
                return "rebuild"
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.showing is not None:
                self.showing = None
                return "rebuild"
            return "close"
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.moving:
            assert self.showing is not None
            self.showing.next()
        return None

    def view_key(self) -> object:
        """What the panel shows, summed up (the screen's redraw key)."""
        showing = self.showing
        if showing is None:
            return "list"
        return (id(showing.finding), showing.step, round(showing.elapsed * REDRAWS_PER_SECOND))

    def shown_sentences(self) -> tuple[str, ...]:
        """What the panel shows in words now, read aloud: its title, each missed turn and
        each summary; or the sentence of the better play being shown."""
        showing = self.showing
        if showing is not None:
            return (showing.sentence(),)
        sentences = [tr("coach.look_back.title")]
        for look in self.looks:
            if len(self.looks) > 1:
                sentences.append(self.names[look.seat])
            for missed in look.turns:
                sentences.append(turn_words(missed))
            sentences.append(summary_sentence(look))
        return (tr("speech.sentence_separator").join(map(as_sentence, sentences)),)

    def update(self, dt: float) -> None:
        """Time passes for the replay."""
        if self.showing is not None:
            self.showing.advance(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The panel on a shade over the screen, or the better play being shown."""
        theme = style.theme()
        coach.dim_except(surface, surface.get_rect(), ())
        pygame.draw.rect(surface, theme.speech, self.rect, border_radius=style.RADIUS)
        pygame.draw.rect(surface, theme.gold, self.rect, style.FRAME, border_radius=style.RADIUS)
        if self.showing is not None:
            self._draw_showing(surface, self.showing)
            return
        text = self.text
        title = text.render(tr("coach.look_back.title"), style.TEXT_HEADING, theme.ink, True)
        surface.blit(title, (self.rect.left + PADDING, self.rect.top + PADDING))
        width = self._words_width()
        for row, place in self.row_places():
            label = text.fit(row.words, WORDS_SIZE, width, theme.ink, bold=row.bold)
            surface.blit(label, label.get_rect(midleft=place.midleft))

    def _draw_showing(self, surface: pygame.Surface, showing: Showing) -> None:
        walk = showing.walk
        inner = self.rect.inflate(-PADDING * SIDES, -PADDING * SIDES)
        lines = self.sentence_lines(showing.sentence())
        table = self.table_rect(len(lines))
        origin = (table.centerx, table.bottom)
        geometry = tables_geometry(table, walk.layouts)
        stages = walk.steps
        done = len(stages) if showing.finished or showing.step < 0 else showing.step
        framed = {tile_id for stage in stages[:done] for tile_id in stage.moved}
        if showing.finished or showing.step < 0:
            still = walk.after if showing.finished else walk.before
            self.view.draw_stage(surface, table, geometry, (still, still), (), 0.0, origin, framed)
        else:
            stage = stages[showing.step]
            progress = min(1.0, showing.elapsed / TRAVEL_SECONDS)
            tables = (stage.before, stage.after)
            self.view.draw_stage(
                surface, table, geometry, tables, stage.moved, progress, origin, framed
            )
        y = table.bottom + PADDING // 2
        for line in lines:
            label = self.text.render(line, WORDS_SIZE, style.theme().ink, True)
            surface.blit(label, (inner.left, y))
            y += label.get_height()

    def sentence_lines(self, sentence: str) -> list[str]:
        """A shown step's sentence in lines beside the Back button."""
        inner = self.rect.inflate(-PADDING * SIDES, -PADDING * SIDES)
        close = self.close_button.rect.width if self.close_button is not None else CLOSE_WIDTH
        return coach.wrapped(self.text, sentence, WORDS_SIZE, inner.width - close - PADDING, True)

    def table_rect(self, lines: int) -> pygame.Rect:
        """The replayed table: the panel's inside above a sentence of ``lines`` lines
        (never fewer than :data:`SPEECH_LINES`, so the table does not jump about)."""
        inner = self.rect.inflate(-PADDING * SIDES, -PADDING * SIDES)
        step = self.text.font(WORDS_SIZE, bold=True).get_linesize()
        speech = max(lines, SPEECH_LINES) * step + PADDING // 2
        return pygame.Rect(inner.left, inner.top, inner.width, inner.height - speech)
