"""The Puzzles screen: today's puzzle at three levels, what each asks, the record, Back.

The day is the player's own date (the computer's local date, read here, above
the pure layers: the puzzle of a date is made by
:func:`~rummikub_desktop.session.puzzles.puzzle_of_day`, the same on every
computer). Each level is a band: its name, a plain sentence saying what it asks,
whether it is solved today, and Play (Play again once solved). Under them: the
days in a row and the puzzles solved, kept with the statistics. Choosing a level
plays it on the game screen (``SceneName.PUZZLE``); leaving it comes back here,
with the record read again.
"""

from __future__ import annotations

from datetime import date

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.persistence.stats import Statistics
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session.puzzle_record import PuzzleRecord
from rummikub_desktop.session.puzzles import PuzzleLevel
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import PuzzleArguments, Shell
from rummikub_desktop.ui.narration import as_sentence, choices_sentence
from rummikub_desktop.ui.text import TextCache

WIDEST = 1000
"""The widest the bands get."""
SIZES = ((26, 22), (24, 20), (22, 18), (20, 16))
"""A band's name and sentence sizes, tried in turn until the bands fit the window."""
PADDING = 10
"""Inside a band, around its words."""
BAND_GAP = 10
"""Between one band and the next."""
PLAY_WIDTH = 220
"""The widest Play gets (a quarter of the band, at least 150)."""
PLAY_LEAST = 150
PLAY_SHARE = 4
"""Play takes a quarter of the band."""
WORDS_PADDINGS = 3
"""The paddings across a band besides Play: before the words, after them, after Play."""
PLAY_HEIGHT = 56
"""The height of Play (less in a short window, never under 44)."""
PLAY_LEAST_HEIGHT = 44
TITLE_ROOM, COMPACT_TITLE_ROOM = 76, 70
"""The title's height (a short window: less)."""
DATE_HEIGHT = 34
"""The date line under the title, before the Text size setting's scale."""
RECORD_HEIGHT = 36
"""The record line under the bands, before the Text size setting's scale."""
BAND_RADIUS = 8
SOLVED_MARK = 4
"""The width of the green stripe down a solved band's left side."""


def date_words(day: date) -> str:
    """``day`` as the player reads a date."""
    return tr("puzzles.date", day=day.day, month=tr(f"date.month.{day.month}"), year=day.year)


def read_record(app: Shell) -> PuzzleRecord:
    """The puzzles solved, as the statistics hold them now (none when nothing is kept)."""
    stats = app.hooks.load_statistics()
    return (stats if stats is not None else Statistics()).puzzles


class PuzzlesScene(Scene):
    """Today's puzzle at three levels, the record, and Back.

    Args:
        day: the day whose puzzles are shown (a test gives it; else today's).
    """

    def __init__(self, app: Shell, *, day: date | None = None) -> None:
        super().__init__(app)
        self.fixed_day = day
        self.day = day if day is not None else app.hooks.today()
        self.record = PuzzleRecord()
        self.text = TextCache(app.text_scale)
        self.play: dict[PuzzleLevel, UIButton] = {}
        self.back: UIButton | None = None
        self.bands: list[tuple[PuzzleLevel, pygame.Rect, int, int]] = []
        """Each level's band, with its name and sentence sizes."""
        self.record_rect = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        # Read again each time: a puzzle just solved, or a new day since.
        self.day = self.fixed_day if self.fixed_day is not None else self.app.hooks.today()
        self.record = read_record(self.app)
        super().enter()

    # -- layout ----------------------------------------------------------------------------

    def _band_height(self, width: int, sizes: tuple[int, int], level: PuzzleLevel) -> int:
        """A band's height: its name and sentence, or Play and the state under it."""
        name_size, words_size = sizes
        words = self.text.wrap(self._about(level), words_size, width)
        line = self.text.font(words_size).get_linesize()
        told = self.text.font(name_size, True).get_linesize() + line * len(words)
        return 2 * PADDING + max(told, PLAY_LEAST_HEIGHT + line)

    @staticmethod
    def _name(level: PuzzleLevel) -> str:
        number = tr("puzzle.level_number", number=level.value)
        return tr("puzzle.goal", level=number, description=tr(f"puzzle.level.{level.value}"))

    @staticmethod
    def _about(level: PuzzleLevel) -> str:
        return tr(f"puzzle.level.{level.value}.description")

    def build(self) -> None:
        width, height = self.size
        self.text = TextCache(self.app.text_scale)
        scale = self.app.text_scale
        roomy = height >= style.COMPACT_HEIGHT
        title_h = TITLE_ROOM if roomy else COMPACT_TITLE_ROOM
        # A short window: the date goes into the title's line, the record beside Back.
        title = tr("puzzle.title")
        title_id = "#title"
        if not roomy:
            title = tr("puzzles.title_dated", title=title, date=date_words(self.day))
            # A long month ("Puzzles: 30 September 2026" at 800x600) in the smaller
            # title's size: the big one was cut on 64 days of the year.
            font = self.manager.get_theme().get_font([title_id])
            if font.size(title)[0] > width - 2 * style.SCREEN_MARGIN:
                title_id = "#title_long"
        self.track(
            UILabel(
                pygame.Rect(0, style.TITLE_TOP, width, title_h),
                title,
                manager=self.manager,
                object_id=title_id,
            )
        )
        date_h = 0
        if roomy:
            date_h = round(DATE_HEIGHT * scale)
            self.track(
                UILabel(
                    pygame.Rect(0, style.TITLE_TOP + title_h, width, date_h),
                    date_words(self.day),
                    manager=self.manager,
                    object_id="#subtitle",
                )
            )
        band_w = min(WIDEST, width - 2 * style.SCREEN_MARGIN)
        left = (width - band_w) // 2
        button_h = style.BUTTON_HEIGHT if roomy else PLAY_HEIGHT
        back = pygame.Rect(0, 0, style.BUTTON_WIDTH, button_h)
        record_h = round(RECORD_HEIGHT * scale)
        if roomy:
            back.midbottom = (width // 2, height - style.BOTTOM_MARGIN)
            bottom = back.top - BAND_GAP - record_h
            self.record_rect = pygame.Rect(left, bottom, band_w, record_h)
        else:
            back.bottomleft = (left, height - style.BOTTOM_MARGIN)
            bottom = back.top
            self.record_rect = pygame.Rect(back.right + BAND_GAP, back.top, 0, back.height)
            self.record_rect.width = left + band_w - self.record_rect.left
        self.back = self.track(UIButton(back, tr("common.back"), manager=self.manager))

        play_w = max(PLAY_LEAST, min(PLAY_WIDTH, band_w // PLAY_SHARE))
        words_w = band_w - play_w - WORDS_PADDINGS * PADDING - SOLVED_MARK
        top = style.TITLE_TOP + title_h + date_h + BAND_GAP
        room = bottom - BAND_GAP - top
        levels = list(PuzzleLevel)
        for sizes in SIZES:
            heights = [self._band_height(words_w, sizes, level) for level in levels]
            if sum(heights) + BAND_GAP * (len(levels) - 1) <= room:
                break
        self.bands, self.play = [], {}
        y = top
        line = self.text.font(sizes[1]).get_linesize()
        play_h = max(PLAY_LEAST_HEIGHT, min(PLAY_HEIGHT, min(heights) - 2 * PADDING - line))
        for level, band_h in zip(levels, heights, strict=True):
            band = pygame.Rect(left, y, band_w, band_h)
            self.bands.append((level, band, *sizes))
            rect = pygame.Rect(0, 0, play_w, play_h)
            rect.topright = (band.right - PADDING, band.centery - (play_h + line) // 2)
            solved = self.record.is_solved(self.day, level)
            words = tr("puzzles.play_again") if solved else tr("puzzles.play")
            object_id = None if solved else "#done_button"
            self.play[level] = self.track(
                UIButton(rect, words, manager=self.manager, object_id=object_id)
            )
            y += band_h + BAND_GAP

    # -- events ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return
            for level, button in self.play.items():
                if event.ui_element is button:
                    self.choose(level)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def choose(self, level: PuzzleLevel) -> None:
        """Play the day's puzzle at ``level`` on the game screen."""
        self.app.push(PuzzleArguments(level=level, day=self.day))

    def record_parts(self) -> tuple[str, str]:
        """The days in a row, and the puzzles solved."""
        days = tr_count("puzzle.days_in_row", self.record.days_in_row(self.day))
        return days, tr_count("puzzle.solved_count", self.record.solved_count())

    def record_line(self) -> str:
        """The days in a row and the puzzles solved, in one line."""
        days, solved = self.record_parts()
        return tr("puzzles.record", days=days, solved=solved)

    def view_key(self) -> object:
        return (self.day, self.record)

    def shown_sentences(self) -> tuple[str, ...]:
        """The title and the date, each level (its name, what it asks, solved today or
        not, its button), the record and Back, as the screen shows them."""
        said = [as_sentence(tr("puzzle.title")), as_sentence(date_words(self.day))]
        for level, button in self.play.items():
            solved = self.record.is_solved(self.day, level)
            state = tr("puzzles.solved_today") if solved else tr("puzzles.not_solved")
            said += [as_sentence(self._name(level)), as_sentence(self._about(level))]
            said += [as_sentence(state), choices_sentence([button.text])]
        days, solved_count = self.record_parts()
        said += [as_sentence(days), as_sentence(solved_count)]
        return (*said, choices_sentence([tr("common.back")]))

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        theme = style.theme()
        for level, band, name_size, words_size in self.bands:
            solved = self.record.is_solved(self.day, level)
            pygame.draw.rect(surface, theme.panel, band, border_radius=BAND_RADIUS)
            pygame.draw.rect(
                surface, theme.panel_line, band, style.THIN_FRAME, border_radius=BAND_RADIUS
            )
            if solved:
                stripe = pygame.Rect(band.left, band.top, SOLVED_MARK * 2, band.height)
                pygame.draw.rect(surface, theme.valid, stripe, border_radius=BAND_RADIUS)
            x = band.left + PADDING + SOLVED_MARK
            width = int(self.play[level].relative_rect.left) - PADDING - x
            y = band.top + PADDING
            ink, soft = theme.text_on_panel, theme.text_on_panel_soft
            name = self.text.fit(self._name(level), name_size, width, ink, bold=True)
            surface.blit(name, (x, y))
            y += self.text.font(name_size, True).get_linesize()
            step = self.text.font(words_size).get_linesize()
            for line in self.text.wrap(self._about(level), words_size, width):
                surface.blit(self.text.render(line, words_size, ink), (x, y))
                y += step
            state = tr("puzzles.solved_today") if solved else tr("puzzles.not_solved")
            colour = theme.valid if solved else soft
            play = self.play[level].relative_rect
            label = self.text.fit(state, words_size, int(play.width), colour, bold=solved)
            surface.blit(label, label.get_rect(midtop=(play.centerx, play.bottom)))
        area = self.record_rect
        lines = [self.record_line()]
        if self.text.font(style.TEXT_BODY).size(lines[0])[0] > area.width:
            lines = list(self.record_parts())  # beside Back in a short window: two lines
        step = self.text.font(style.TEXT_BODY).get_linesize()
        y = area.centery - step * len(lines) // 2
        for words in lines:
            label = self.text.fit(words, style.TEXT_BODY, area.width, theme.text)
            surface.blit(label, label.get_rect(midtop=(area.centerx, y)))
            y += step
