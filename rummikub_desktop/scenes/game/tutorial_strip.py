"""The tutorial's speech strip over the table and its lesson's title: :class:`LessonStrip`.

The strip says the step (and "Not quite" under it, or in its place where the table
cannot spare the room) at the biggest size that leaves the table its tiles; the
top bar shows the lesson's title and, before the first play, the first-play
counter (in the strip's corner where the bar has no room). It reads the judge
(:class:`~.tutorial_judge.StepJudge`) and draws; it judges nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from rummikub_desktop.i18n import language, tr
from rummikub_desktop.session.tutorial import Tutorial
from rummikub_desktop.session.views import GameReading, MeldProgress
from rummikub_desktop.table import TableLayout
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.geometry import Least, table_geometry

from .frame import GameFrame
from .options import TUTORIAL_ROWS
from .tutorial_judge import StepJudge

STRIP_SIZES = (22, 20, 18, 16)
"""The speech strip's text sizes, tried in turn until the strip leaves the table room
(never under the least a player reads, :func:`~rummikub_desktop.ui.style.least_words_size`:
at that size the strip takes the room its longest sentence needs)."""
STEP_SIZES = (30, 28, 26, 24, 22, 20, 18, 16)
"""A step's own words: the biggest of these that fits the strip (never smaller than
the size the strip was made for), so a short sentence is written big."""
STRIP_SHARE = 0.42
"""The most of the table's height the speech strip may take at a size above the least
(and only where the table's tiles are as big as with the least)."""
END_STRIP_SHARE = 0.7
"""At the end (the score told, the table done with), the strip may take more."""
STRIP_PADDING = 20
"""Added to the height of the strip's lines."""
TITLE_SIZES = (style.TEXT_LARGE, 24, 22, 20, 18, 16)
COUNTER_SIZE = style.TEXT_BODY
COUNTER_GAP = 20
COUNTER_SHARE = 3
"""The first-play counter beside the lesson's title: its size, the gap before it, and
its short form ("First play: 30/30") when the full one takes over a third of the bar."""
STRIP_GAP = 8
"""Between the speech strip and the table under it."""


class LessonStrip:
    """The speech strip and the lesson's title, laid out and drawn.

    Args:
        tutorial: the script (every step's words, to size the strip once a lesson).
        judge: the step the player is on, and what was said of the last move.
        text: the screen's text cache.
        game: the game played now, to read (the first-play counter).
    """

    def __init__(
        self,
        tutorial: Tutorial,
        judge: StepJudge,
        text: TextCache,
        game: Callable[[], GameReading],
    ) -> None:
        self._tutorial = tutorial
        self._judge = judge
        self._text = text
        self._game = game
        self.strip = pygame.Rect(0, 0, 0, 0)
        """Where the strip is (over the table's top)."""
        self.size = STRIP_SIZES[0]
        """The size its words are made for (the same on every step of a lesson)."""
        self.title_room = pygame.Rect(0, 0, 0, 0)
        """Where the lesson's title is written in the top bar (left of its buttons)."""
        self._strip_layouts: dict[tuple[object, ...], tuple[int, int]] = {}
        """The strip's size and height, by the table's size (see table_top)."""
        self._fullest: TableLayout | None = None
        """The table at the tutorial's last step (the strip leaves it its tiles)."""

    def least_size(self) -> int:
        """The least size the tutorial's words are written at (before the text scale)."""
        return style.least_words_size(self._text.scale)

    def strip_sizes(self) -> tuple[int, ...]:
        """The strip's sizes to try, the biggest first, the least a player reads last."""
        least = self.least_size()
        return (*(size for size in STRIP_SIZES if size > least), least)

    def layout(self, table: pygame.Rect) -> tuple[int, int]:
        """The text size and height of the strip: the biggest text whose longest
        sentence (of the lesson's steps, so the table does not move between them) leaves
        the table most of its room, and tiles as big as the least size would; at the
        least size, the room the longest needs. Room for "Not quite" under a step's
        words where the table can spare it; else "Not quite" takes their place. At the end,
        only the end's sentence. (The lesson's title is in the top bar.)"""
        text = self._text
        step = self._judge.step
        lesson = None if step is None else step.lesson
        # Before the first play, a line's room for the first-play counter, should the
        # top bar have none beside the title (the strip's corner shows it then).
        counter = self._counter_room()
        key = (table.size, self._judge.finished, language(), text.scale, lesson, counter)
        kept = self._strip_layouts.get(key)
        if kept is not None:
            return kept
        partner = self._tutorial.partner
        # Each thing the strip may say in this lesson (the table changes size only
        # between lessons, not between a lesson's steps): the words, and "Not quite"
        # that may be added. Sized to the tutorial's longest sentence, a lesson of
        # one line left the table a third of its room (20 px tiles at 800x600).
        if self._judge.finished:
            said = [(self._judge.sentence(), "")]
        else:
            said = [
                (tr(step.text, partner=partner), self._judge.not_quite_for(step))
                for step in self._tutorial.steps
                if lesson is None or step.lesson is lesson
            ]
            said.append((tr("tutorial.watch", partner=partner), ""))
        width = table.width - style.SPEECH_MARGINS
        share = END_STRIP_SHARE if self._judge.finished else STRIP_SHARE
        sizes = self.strip_sizes()
        together: list[tuple[int, int]] = []
        apart: list[tuple[int, int]] = []
        for size in sizes:
            line = text.font(size, True).get_linesize()
            counts = [
                (
                    len(coach.wrapped(text, words, size, width, True)),
                    len(coach.wrapped(text, feedback, size, width, True)) if feedback else 0,
                )
                for words, feedback in said
            ]
            pad = STRIP_PADDING + counter
            together.append((size, max(a + b for a, b in counts) * line + pad))
            apart.append((size, max(max(a, b) for a, b in counts) * line + pad))
        # Bigger words, and "Not quite" under the words rather than in their place,
        # only where the table keeps the tiles it has with the least strip.
        found = apart[-1]
        best = self._table_tile(table, found[1])
        for size, height in together + apart:
            fits = height <= table.height * share
            if fits and (self._judge.finished or self._table_tile(table, height) >= best):
                found = size, height
                break
        self._strip_layouts[key] = found
        return found

    def _counter_room(self) -> int:
        """Before the first play, a line's room in the strip for the first-play
        counter, should the top bar have none beside the title (0 after it)."""
        meld = self._game().turn_view.meld_progress
        if self._judge.finished or meld is None:
            return 0
        if self.title_room.width > 0 and self._title_and_counter_for(meld)[2] is not None:
            return 0  # the top bar shows it beside the title
        return self._text.font(max(self.least_size(), COUNTER_SIZE), True).get_linesize()

    def _table_tile(self, table: pygame.Rect, strip_height: int) -> int:
        """How tall the tutorial's fullest table (its last step's) is drawn on the
        table left under a strip this tall (at the usual tile size: only to compare
        strips)."""
        if self._fullest is None:
            self._fullest = self._tutorial.game_at(len(self._tutorial.steps) - 1).table
        rest = pygame.Rect(table.left, 0, table.width, table.height - strip_height - STRIP_GAP)
        if rest.height <= 0:
            return 0
        return table_geometry(self._fullest, rest, least=Least(rows=TUTORIAL_ROWS)).tile_size[1]

    def strip_words(self) -> tuple[int, list[str], list[str]]:
        """What the strip writes now: its size, the sentence's lines and "Not quite"'s.

        The size is the biggest with which the sentence, and "Not quite" (shown, or
        that would be), fit the strip: never smaller than the size the strip was made
        for (its height is the same on every step, so the table never moves). Where
        both do not fit, "Not quite" (which says what to do) takes the sentence's place
        while it is shown."""
        text = self._text
        width = self.strip.width - style.SPEECH_MARGINS
        room = self.strip.height - STRIP_PADDING - self._counter_room()
        sentence = self._judge.sentence()
        step = self._judge.step
        feedback = ""
        if not self._judge.finished and not self._judge.waiting_for_partner and step is not None:
            feedback = self._judge.not_quite_for(step)
        sizes = [*(size for size in STEP_SIZES if size > self.size), self.size]
        for together in (True, False):
            for size in sizes:
                line = text.font(size, True).get_linesize()
                said = coach.wrapped(text, sentence, size, width, True)
                told = coach.wrapped(text, feedback, size, width, True) if feedback else []
                if together and (len(said) + len(told)) * line <= room:
                    return size, said, (told if self._judge.feedback else [])
                if not together and max(len(said), len(told)) * line <= room:
                    return (
                        size,
                        ([] if self._judge.feedback else said),
                        (told if self._judge.feedback else []),
                    )
        size = self.size
        told = (
            coach.wrapped(text, self._judge.feedback, size, width, True)
            if self._judge.feedback
            else []
        )
        return size, ([] if told else coach.wrapped(text, sentence, size, width, True)), told

    def step_size(self) -> int:
        """The size of the strip's words now (:meth:`strip_words`)."""
        return self.strip_words()[0]

    def draw_strip(self, surface: pygame.Surface, frame: GameFrame) -> None:
        size, said, told = self.strip_words()
        ink = style.theme().ink
        lines: list[tuple[str, int, tuple[int, int, int], bool]] = []
        lines.extend((line, size, ink, True) for line in said)
        lines.extend((line, size, style.theme().invalid, True) for line in told)
        coach.speech_panel(surface, self._text, self.strip, lines)
        counter = self.strip_counter(frame)
        if counter is not None:
            words, counter_size, box = counter
            label = self._text.render(words, counter_size, ink, True)
            surface.blit(label, box)

    def strip_counter(self, frame: GameFrame) -> tuple[str, int, pygame.Rect] | None:
        """The first-play counter in the strip's free bottom right corner, where the
        top bar has no room for it beside the title (a narrow window, long words)."""
        counter = self.counter_place(frame)
        if counter is None or self.title_and_counter(frame)[2] is not None:
            return None
        words, size, box = counter
        text = self._text
        said_size, said, told = self.strip_words()
        used = (len(said) + len(told)) * text.font(said_size, True).get_linesize()
        box = box.copy()
        box.bottomright = (
            self.strip.right - coach.SPEECH_PADDING[0],
            self.strip.bottom - coach.SPEECH_PADDING[1],
        )
        if box.top < self.strip.top + coach.SPEECH_PADDING[1] + used:
            return None
        return words, size, box

    def title_lines(self, width: int | None = None, short: bool = False) -> tuple[int, list[str]]:
        """The lesson's title in the top bar: its size and lines (none at the end,
        where the bar says the round is over, or with no room), ``width`` wide at
        most (the title's room, less the first-play counter's; ``short``: without
        the lesson's name)."""
        room = self.title_room
        width = room.width if width is None else width
        if self._judge.finished or width <= 0:
            return 0, []
        text = self._text
        title = self._judge.lesson_line(short)
        sizes = [size for size in TITLE_SIZES if size > self.least_size()]
        for size in sizes:
            if text.font(size, True).size(title)[0] <= width:
                return size, [title]
        least = self.least_size()
        return least, text.wrap(title, least, width, True)

    def counter_place(self, frame: GameFrame) -> tuple[str, int, pygame.Rect] | None:
        """The first-play counter at the bar's right end, as the game shows it (a
        lesson speaks of it: "the counter at the top agrees"): its words, size and
        box; None once the first play is made."""
        return self._counter_for(frame.status.meld)

    def _counter_for(self, meld: MeldProgress | None) -> tuple[str, int, pygame.Rect] | None:
        room = self.title_room
        if meld is None or self._judge.finished or room.width <= 0:
            return None
        text = self._text
        size = max(self.least_size(), COUNTER_SIZE)
        font = text.font(size, True)
        words = tr("game.meld_counter", points=meld.points, needed=meld.threshold)
        if font.size(words)[0] > room.width // COUNTER_SHARE:
            words = tr("game.meld_counter_short", points=meld.points, needed=meld.threshold)
        width, height = font.size(words)
        box = pygame.Rect(0, 0, width, height)
        box.midright = (room.right, room.centery)
        return words, size, box

    def title_and_counter(
        self, frame: GameFrame
    ) -> tuple[int, list[str], tuple[str, int, pygame.Rect] | None]:
        """The title's size and lines and the counter beside it, as they fit the bar:
        the whole title, else the title without the lesson's name (the strip says
        what to do), else the title alone (no counter)."""
        return self._title_and_counter_for(frame.status.meld)

    def _title_and_counter_for(
        self, meld: MeldProgress | None
    ) -> tuple[int, list[str], tuple[str, int, pygame.Rect] | None]:
        counter = self._counter_for(meld)
        room = self.title_room
        if counter is not None:
            width = counter[2].left - COUNTER_GAP - room.left
            for short in (False, True):
                size, lines = self.title_lines(width, short)
                tall = len(lines) * self._text.font(size, True).get_linesize()
                if lines and tall <= room.height:
                    return size, lines, counter
        size, lines = self.title_lines()
        return size, lines, None

    def draw_title(self, surface: pygame.Surface, frame: GameFrame, *, dimmed: bool) -> None:
        """The lesson's title over the bar's "Your turn" (the strip says whose turn;
        ``dimmed``: the bar is drawn dimmed, as the coaching left it), and the
        first-play counter at its right end."""
        size, lines, counter = self.title_and_counter(frame)
        room = self.title_room
        if not lines:
            return
        bar = pygame.Rect(0, room.top, room.right, room.height)
        # Over the bar's "Your turn" (the strip says whose turn it is).
        colour = style.theme().bar
        pygame.draw.rect(surface, coach.dimmed(colour) if dimmed else colour, bar)
        text = self._text
        line = text.font(size, True).get_linesize()
        y = room.centery - line * len(lines) // 2
        for words in lines:
            label = text.render(words, size, style.theme().text, True)
            surface.blit(label, (room.left, y))
            y += line
        if counter is not None:
            words, counter_size, box = counter
            surface.blit(text.render(words, counter_size, style.theme().gold, True), box)
