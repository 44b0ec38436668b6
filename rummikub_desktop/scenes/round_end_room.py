"""Where everything goes on the round end (:class:`RoundEndRoom`): the sentence that
says who won, the players' rows (all of them, or a page at a time), the coach's
summary and the row of buttons under them (:func:`plan_buttons`).

Where the rows would be too short for readable tiles, the title joins the sentence
first (short rows); only where that is not enough are the rows shown a page at a
time (issue 21).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from rummikub_desktop.engine import RoundEnd, RoundResult
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.session.look_back import RoundLookBack
from rummikub_desktop.ui import style
from rummikub_desktop.ui.seat_names import seat_key
from rummikub_desktop.ui.text import TextCache, signed
from rummikub_desktop.ui.tile_art import ASPECT
from rummikub_desktop.widgets.button_column import (
    BUTTON_TEXT_SIZE,
    LINE_SPACING,
    ROOMY_PADDING,
    TEXT_PADDING,
    WORDS_AIR,
    wrap_words,
)

from .look_back_panel import summary_sentence
from .round_end_rows import (
    BESIDE_SCORE,
    MORE_ROOM,
    NAME_GAP,
    NAME_SIZE,
    RIGHT_GAP,
    ROW_PADDING,
    ROW_TOP,
    SCORE_SIZE,
    SMALL_SIZE,
    SMALLEST_TILE,
    STACKED_PADDING,
    STACKED_TILES,
    TILE_GAP,
    one_line_sizes,
)

SHEET_BUTTON_WIDTH = 360
"""The score sheet button at its widest (it stands at the bottom right)."""
SHEET_BUTTON_BOTTOM = 16
"""Between the buttons and the bottom of the screen."""
SENTENCE_LEFT = 30
"""Between the screen's sides and the sentence that says who won."""
SENTENCE_TOP = 86
"""Where the sentence that says who won starts (under the title)."""
SENTENCE_SMALLEST = 14
"""The smallest text size for that sentence (it gets smaller to fit its lines)."""
SENTENCE_LINES = 2
JOINED_LINES = 3
"""The sentence's lines at most: under the title, or with the title joined to it
(which frees the title's room)."""
BELOW_SENTENCE = 12
"""Between the sentence and the players' rows."""
ROW_HEIGHT = 150
"""A player's row at most, when its score line is ``HEADER_LINE`` high."""
HEADER_LINE = 30
"""The score line's height that ``ROW_HEIGHT`` counts with (bigger text: taller rows)."""
ROW_GAP = 10
"""Between two players' rows."""
SHORT_ROW_GAP = 4
"""Between two short rows (many players in a small window: room for the tiles)."""
COMPACT_TOP = 14
"""Where the sentence starts when the title joins it (short rows)."""
WRAPPED_LINES = 2
"""A button's words go on at most this many lines when the buttons share a row
too narrow for them all on one."""
ONE_LINE_TILES = 3
"""Short rows are used only with room for this many readable tiles beside their
words; else the rows are tall and shown a page at a time."""


POOL_ENDINGS = {
    RoundEnd.POOL_EXHAUSTED: "round.pool_out",
    RoundEnd.DRAW_FROM_EMPTY_POOL: "round.pool_empty",
}
"""The sentence of each way a round ends with the pool empty (the lowest rack wins)."""


def result_sentence(names: list[str], end: RoundEnd, winners: tuple[int, ...]) -> str:
    """Who won the round and how, in one sentence: a player went out; nobody
    could play with the pool empty (play on); or a player would have had to
    draw from the empty pool (the round ends at once). Ties share the win."""
    if end is RoundEnd.WENT_OUT:
        return tr("round.went_out", name=names[winners[0]])
    key = POOL_ENDINGS[end]
    if len(winners) == 1:
        (winner,) = winners
        return tr(seat_key(key, names[winner], winner), name=names[winner])
    together = tr("round.list_separator").join(names[w] for w in winners)
    return tr(f"{key}_tie", names=together)


def _one_line_width(text: TextCache, words: str) -> int:
    font = text.font(BUTTON_TEXT_SIZE, bold=True)
    return text.width(font, words) + TEXT_PADDING + WORDS_AIR


def _lines_width(text: TextCache, words: str, lines: int) -> int:
    """The narrowest button that holds ``words`` on ``lines`` lines (or fewer)."""
    font = text.font(BUTTON_TEXT_SIZE, bold=True)

    def fits(width: int) -> bool:
        wrapped = wrap_words(text, words, width - WORDS_AIR)
        widest = max(text.width(font, line) for line in wrapped)
        return len(wrapped) <= lines and widest + TEXT_PADDING + WORDS_AIR <= width

    low, high = TEXT_PADDING + WORDS_AIR + 1, _one_line_width(text, words)
    while low < high:
        middle = (low + high) // 2
        if fits(middle):
            high = middle
        else:
            low = middle + 1
    return high


def plan_buttons(
    text: TextCache, buttons: list[tuple[str, str]], area: pygame.Rect, gap: int
) -> dict[str, pygame.Rect]:
    """A row of buttons along the bottom of ``area``, each (name, words): the first
    ones from the left, the last (the score sheet) at the right.

    Each is as wide as its words on one line when they all fit so (the last up to
    :data:`SHEET_BUTTON_WIDTH`); else each starts as narrow as its words on two
    lines, the room left makes the ones it can wide enough for one line again, and
    what is left after that is shared out. The row is as tall as the most lines.
    """
    names = [name for name, _ in buttons]
    words = dict(buttons)
    room = area.width - gap * (len(buttons) - 1)
    one = {name: _one_line_width(text, words[name]) for name in names}
    widths = dict(one)
    if sum(one.values()) <= room:
        last = names[-1]
        others = sum(one.values()) - one[last]
        widths[last] = max(one[last], min(SHEET_BUTTON_WIDTH, room - others))
    else:
        widths = {name: _lines_width(text, words[name], WRAPPED_LINES) for name in names}
        extra = room - sum(widths.values())
        for name in sorted(names, key=lambda n: one[n] - widths[n]):
            if 0 <= one[name] - widths[name] <= extra:
                extra -= one[name] - widths[name]
                widths[name] = one[name]
        if extra >= 0:
            for place, name in enumerate(names):
                widths[name] += extra // len(names) + (1 if place < extra % len(names) else 0)
        else:
            # Not even two lines each fit: shares of the room (the words get smaller).
            total = sum(widths.values())
            widths = {name: widths[name] * room // total for name in names}
    step = text.font(BUTTON_TEXT_SIZE, bold=True).get_linesize()
    lines = max(len(wrap_words(text, words[name], widths[name] - WORDS_AIR)) for name in names)
    height = max(style.BUTTON_HEIGHT, round(lines * step * LINE_SPACING) + ROOMY_PADDING)
    places: dict[str, pygame.Rect] = {}
    x = area.left
    for name in names[:-1]:
        places[name] = pygame.Rect(x, area.bottom - height, widths[name], height)
        x += widths[name] + gap
    last = names[-1]
    places[last] = pygame.Rect(0, area.bottom - height, widths[last], height)
    places[last].right = area.right
    return places


class RoundEndRoom:
    """Where the round end's sentence, rows, summary and buttons go, and which
    players' rows show now (all of them, or a page of them).

    Args:
        text: the screen's text cache (its sizes follow the Text size setting).
        size: the window's size, asked each time (it changes with the window).
        names: each seat's name, in seat order.
        round_number: the round that ended.
        result: how it ended (None: not over, nothing to place).
        looks: the coach's look back on each person's round (none without it).
    """

    def __init__(
        self,
        text: TextCache,
        size: Callable[[], tuple[int, int]],
        names: list[str],
        round_number: int,
        result: RoundResult | None,
        looks: tuple[RoundLookBack, ...],
    ) -> None:
        self.text = text
        self._size = size
        self.names = names
        self.round_number = round_number
        self.result = result
        self.looks = looks
        self.compact = False
        """Short rows (many players, a small window): the title joins the sentence
        at the top and the rows get the room, so that the tiles stay readable."""
        self.per_page = 0
        """How many players' rows show at once: all of them (0), or, where their
        rows would be too short for tiles and words at their size, as many as
        fit, a page at a time (issue 21)."""
        self.page = 0
        self._plans: dict[tuple[int, int, int, float], dict[str, pygame.Rect]] = {}

    def forget(self) -> None:
        """Forget the buttons' places (the window or the words changed)."""
        self._plans = {}

    def fit(self) -> None:
        """Choose tall or short rows and how many show at once, for the window now."""
        width, height = self._size()
        self.compact = False
        self.per_page = 0
        per_page = self._per_page(width, height)
        if per_page:
            # Rather than pages (or fewer rows a page), the title joins the sentence.
            self.compact = True
            joined = self._per_page(width, height)
            if joined and joined <= per_page:
                self.compact = False
            else:
                per_page = joined
        if per_page:
            # The page button takes room in the buttons' row (it may make it taller).
            self.per_page = per_page
            self.per_page = self._per_page(width, height) or per_page
        self.page = min(self.page, max(0, -(-len(self.names) // max(1, self.per_page)) - 1))
        if not self.per_page and not self.compact:
            self.compact = self._rows_too_short(width, height)

    def button_places(self) -> dict[str, pygame.Rect]:
        """Where the buttons go ("look", "page", "sheet") for the rows shown now."""
        width, height = self._size()
        key = (width, height, self.per_page, self.text.scale)
        plan = self._plans.get(key)
        if plan is None:
            wanted = []
            if any(look.turns for look in self.looks):
                wanted.append(("look", tr("coach.look_back.title")))
            if self.per_page:
                wanted.append(("page", max(self._all_page_words(), key=len)))
            wanted.append(("sheet", tr("round.score_sheet")))
            area = pygame.Rect(
                style.SHEET_MARGIN,
                0,
                width - 2 * style.SHEET_MARGIN,
                height - SHEET_BUTTON_BOTTOM,
            )
            plan = plan_buttons(self.text, wanted, area, style.SHEET_MARGIN)
            self._plans[key] = plan
        return plan

    def turn_page(self) -> None:
        """Show the next players' rows (after the last page, the first again)."""
        pages = -(-len(self.names) // max(1, self.per_page))
        self.page = (self.page + 1) % pages

    def shown_seats(self) -> range:
        """The seats whose rows show now (a page of them, or all)."""
        count = len(self.names)
        if not self.per_page:
            return range(count)
        first = self.page * self.per_page
        return range(first, min(count, first + self.per_page))

    def page_words(self, page: int | None = None) -> str:
        """The page button's words: which players it shows (on ``page``: now)."""
        count = len(self.names)
        pages = -(-count // max(1, self.per_page))
        shown = self.page if page is None else page
        first = ((shown + 1) % pages) * self.per_page
        last = min(count, first + self.per_page)
        if last == first + 1:
            return tr("round.other_player", number=last)
        return tr("round.other_players", first=first + 1, last=last)

    def _all_page_words(self) -> list[str]:
        pages = -(-len(self.names) // max(1, self.per_page))
        return [self.page_words(page) for page in range(pages)]

    def row_rects(self) -> list[pygame.Rect]:
        """Where the shown players' rows are drawn (under the sentence's lines)."""
        width, height = self._size()
        header_h = self.text.font(SCORE_SIZE, True).get_linesize()
        top, row_h, gap = self._rows(self._sentence_bottom(), height, header_h)
        return [
            pygame.Rect(
                style.SHEET_MARGIN, top + place * row_h, width - 2 * style.SHEET_MARGIN, row_h - gap
            )
            for place in range(len(self.shown_seats()))
        ]

    def sentence_top(self) -> int:
        """Where the sentence that says who won starts."""
        return COMPACT_TOP if self.compact else SENTENCE_TOP

    def _sentence_bottom(self) -> int:
        """Where the sentence that says who won ends (as drawn)."""
        width = self._size()[0]
        lines, size = self.sentence_lines(self.sentence(), width)
        gold = style.theme().gold
        used = sum(
            self.text.fit(line, size, width - 2 * SENTENCE_LEFT, gold, bold=True).get_height()
            for line in lines
        )
        return self.sentence_top() + used

    def summary_lines(self, width: int) -> list[str]:
        """The coach's summary of the round in lines ``width`` wide."""
        return self.text.wrap(summary_sentence(self.looks[0]), SMALL_SIZE, width)

    def _summary_height(self) -> int:
        """The room the coach's summary takes above the buttons (0: none)."""
        if len(self.looks) != 1:
            return 0
        width = self._size()[0] - 2 * style.SHEET_MARGIN
        step = self.text.font(SMALL_SIZE).get_linesize()
        return step * len(self.summary_lines(width)) + style.ABOVE_BUTTONS

    def summary_places(self) -> list[tuple[str, pygame.Rect]]:
        """Each line of the coach's summary and where it is drawn: on lines of its
        own, the window's width, above the buttons."""
        if len(self.looks) != 1:
            return []
        step = self.text.font(SMALL_SIZE).get_linesize()
        left = style.SHEET_MARGIN
        width = self._size()[0] - 2 * style.SHEET_MARGIN
        lines = self.summary_lines(width)
        top = min(rect.top for rect in self.button_places().values())
        y = top - style.ABOVE_BUTTONS - step * len(lines)
        places = []
        for line in lines:
            places.append((line, pygame.Rect(left, y, width, step)))
            y += step
        return places

    def title(self) -> str:
        """The screen's title ("Round 2 is over")."""
        return tr("round.title", number=self.round_number)

    def sentence(self) -> str:
        """Who won and how; in short rows, after the title ("Round 2 is over. ...")."""
        result = self.result
        if result is None:
            return ""
        sentence = result_sentence(self.names, result.end, result.winners)
        if self.compact:
            return tr("round.title_with_result", title=self.title(), result=sentence)
        return sentence

    def sentence_lines(self, sentence: str, width: int) -> tuple[list[str], int]:
        """The whole sentence in at most two lines (three with the title joined to
        it): smaller letters when it needs more."""
        most = JOINED_LINES if self.compact else SENTENCE_LINES
        size = style.TEXT_LARGE
        lines = self.text.wrap(sentence, size, width - 2 * SENTENCE_LEFT, bold=True)
        while len(lines) > most and size > SENTENCE_SMALLEST:
            size -= 2
            lines = self.text.wrap(sentence, size, width - 2 * SENTENCE_LEFT, bold=True)
        return lines[:most], size

    def _bottom(self, height: int) -> int:
        """Where the rows end: above the coach's summary and the buttons."""
        top = min(rect.top for rect in self.button_places().values())
        return top - style.ABOVE_BUTTONS - self._summary_height()

    def _rows(
        self, sentence_bottom: int, height: int, header_h: int, count: int = 0
    ) -> tuple[int, int, int]:
        """Where the rows start, each row's height and the gap under it, for
        ``count`` rows (0: the rows shown)."""
        top = sentence_bottom + BELOW_SENTENCE
        count = max(1, count or len(self.shown_seats()))
        row_h = min(ROW_HEIGHT + header_h - HEADER_LINE, (self._bottom(height) - top) // count)
        stacked = row_h - ROW_GAP - header_h - STACKED_PADDING >= STACKED_TILES
        return top, row_h, ROW_GAP if stacked else SHORT_ROW_GAP

    def _per_page(self, width: int, height: int) -> int:
        """0 when every player's row shows with its tiles and words at their size
        (tall rows, or short ones whose words fit beside the tiles); else how many
        tall rows fit at once (a page)."""
        result = self.result
        if result is None:
            return 0
        bottom = self._sentence_bottom()
        header_h = self.text.font(SCORE_SIZE, True).get_linesize()
        seats = len(self.names)

        def stacked(count: int) -> bool:
            _, row_h, _ = self._rows(bottom, height, header_h, count)
            return row_h - ROW_GAP - header_h - STACKED_PADDING >= STACKED_TILES

        if stacked(seats):
            return 0
        if not self._rows_too_short(width, height) and self._one_line_fits(width, height):
            return 0
        return max([count for count in range(1, seats) if stacked(count)], default=1)

    def _one_line_fits(self, width: int, height: int) -> bool:
        """True when short rows show every row's words side by side at their size
        (never under the least a player reads)."""
        result = self.result
        if result is None:
            return True
        least = style.least_words_size(self.text.scale)
        rect = pygame.Rect(0, 0, width - 2 * style.SHEET_MARGIN, 0)
        sizes = (SCORE_SIZE, NAME_SIZE, SMALL_SIZE)
        found = min(
            one_line_sizes(self.text, rect, seat, self.names[seat], result, sizes)
            for seat in range(len(self.names))
        )
        if min(found) < least:
            return False
        # Beside the words, room for a few readable tiles.
        tiles = ONE_LINE_TILES * (round(SMALLEST_TILE / ASPECT) + TILE_GAP)
        room = rect.width - 2 * ROW_PADDING - BESIDE_SCORE - RIGHT_GAP - NAME_GAP - MORE_ROOM
        return all(
            self._one_line_width(seat, self.names[seat], result, found) + tiles <= room
            for seat in range(len(self.names))
        )

    def _one_line_width(
        self, seat: int, name: str, result: RoundResult, sizes: tuple[int, int, int]
    ) -> int:
        """The width of a short row's words at ``sizes`` (score, name, small words)."""
        score_size, name_size, left_size = sizes
        return (
            self.text.font(score_size, True).size(
                tr("round.score", score=signed(result.scores[seat]))
            )[0]
            + self.text.font(left_size).size(tr("round.rack_total", points=result.totals[seat]))[0]
            + self.text.font(name_size, True).size(name)[0]
            + self.text.font(left_size, True).size(
                tr_count("round.tiles_count", len(result.racks[seat]))
            )[0]
        )

    def _rows_too_short(self, width: int, height: int) -> bool:
        """True when, under the title, the rows would be too short for readable tiles."""
        if self.result is None:
            return False
        header_h = self.text.font(SCORE_SIZE, True).get_linesize()
        _, row_h, gap = self._rows(self._sentence_bottom(), height, header_h)
        stacked = row_h - ROW_GAP - header_h - STACKED_PADDING >= STACKED_TILES
        return not stacked and row_h - gap - 2 * ROW_TOP < SMALLEST_TILE
