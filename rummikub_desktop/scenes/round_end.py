"""The end of a round: who went out (or that the pool ran out), every rack, the scores.

Under the rows: the coach's summary of the round on lines of its own, then a row of
buttons (the look back, the next players' page, the score sheet), each as wide as
its words; where they do not all fit on one line (a small window, the biggest text),
their words go on two lines, written over the buttons (:func:`plan_buttons`).
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.engine import RoundEnd, RoundResult
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import FinishedRound, ScoreSheetArguments, Shell
from rummikub_desktop.ui.narration import (
    as_sentence,
    choices_sentence,
    label_value,
    tile_groups,
)
from rummikub_desktop.ui.seat_names import seat_key
from rummikub_desktop.ui.text import TextCache, signed
from rummikub_desktop.ui.tile_art import ASPECT
from rummikub_desktop.widgets.button_column import (
    BUTTON_TEXT_SIZE,
    LINE_SPACING,
    ROOMY_PADDING,
    TEXT_PADDING,
    WORDS_AIR,
    draw_button_words,
    wrap_words,
)

from .look_back_panel import LookBackPanel, summary_sentence

AUTOPLAY_FRAMES = 20
AUTOPLAY_WAKE = 0.1
"""Seconds between the round end's frames in an autoplay read aloud (not fast)."""

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
SCORE_SIZE = 28
NAME_SIZE = 24
SMALL_SIZE = 20
"""A row's text sizes: the score, the name, and the small words (points left, no tiles)."""
ROW_PADDING = 14
"""Between a row's left side and its name and tiles."""
ROW_TOP = 6
"""Between a row's top and its words (and the bottom and its tiles)."""
ROW_RIGHT = 16
"""Between a row's right side and the score."""
STACKED_PADDING = 14
"""A tall row's height beside the score line and the tiles (above, between, below)."""
STACKED_TILES = 40
"""The least room for tiles under the name; with less, they go beside it."""
SHORT_ROW_PADDING = 8
"""A short row's height less its words' (they are no taller than the row)."""
BESIDE_SCORE = 20
"""Between the score and the points left beside it (a short row)."""
RIGHT_GAP = 40
"""Between the score column and the name or tiles before it."""
NAME_ROOM = 8
"""Added to the name's width beside the tiles."""
NAME_LEAST = 3
NAME_MOST = 6
"""The name beside the tiles: from 3 up to 6 tenths (``TENTHS``) of the row's room."""
TENTHS = 10
NAME_SMALLEST = 12
"""The smallest text size for a name that does not fit."""
NAME_GAP = 16
"""Between the name and the tiles beside it."""
SMALLEST_TILE = 44
"""The smallest tiles' height that old eyes read at a glance (issue 21): rather
fewer tiles this big and "and 5 more" than all of them too small to read. A
row with less room draws its tiles as tall as it is."""
BIGGEST_TILE = 64
"""The biggest tiles' height."""
TILE_GAP = 4
"""Between the rack's tiles, across and down."""
MORE_ROOM = 8
"""Added to the width of "and 12 more" after the tiles."""
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


def winner_words(name: str, seat: int) -> str:
    """A winner's row title: "Ann wins the round", or "You win the round"."""
    return tr(seat_key("round.row_winner", name, seat), name=name)


def fit_tiles(count: int, width: int, height: int, tile_h: int) -> tuple[tuple[int, int], int]:
    """The biggest tiles (up to ``tile_h`` high) that show ``count`` tiles in the space.

    When even the smallest readable tiles (:data:`SMALLEST_TILE`, or the row's
    height when it is less) cannot show them all, they are that big: as many
    as fit are shown, and how many others there are (:func:`tiles_shown`).
    """
    while True:
        tile_w = round(tile_h / ASPECT)
        per_row = max(1, width // (tile_w + TILE_GAP))
        rows = -(-max(1, count) // per_row)
        if rows * (tile_h + TILE_GAP) <= height:
            return (tile_w, tile_h), per_row
        if tile_h <= SMALLEST_TILE:
            return (tile_w, tile_h), per_row
        tile_h = max(SMALLEST_TILE, tile_h - 2)


def tiles_shown(count: int, size: tuple[int, int], per_row: int, height: int, last_row: int) -> int:
    """How many of ``count`` tiles fit ``height`` in rows of ``per_row``. When
    not all do, the last row holds only ``last_row`` tiles, leaving room for the
    number of the others ("and 12 more")."""
    rows = max(1, (height + TILE_GAP) // (size[1] + TILE_GAP))
    if count <= rows * per_row:
        return count
    return (rows - 1) * per_row + max(0, min(per_row, last_row))


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
        self.compact = False
        """Short rows (many players, a small window): the title joins the sentence
        at the top and the rows get the room, so that the tiles stay readable."""
        self.per_page = 0
        """How many players' rows show at once: all of them (0), or, where their
        rows would be too short for tiles and words at their size, as many as
        fit, a page at a time (issue 21)."""
        self.page = 0
        self.page_button: UIButton | None = None
        self.button_words: dict[str, str] = {}
        """Each button's words, written over it (see :meth:`draw_over`)."""
        self.fitted: dict[tuple[str, int, int, int], tuple[list[str], int]] = {}
        self._plans: dict[tuple[int, int, int, float], dict[str, pygame.Rect]] = {}

    def build(self) -> None:
        width, height = self.size
        self._plans = {}
        self.fitted = {}
        self.button_words = {}
        self.sheet_button = self.look_button = self.page_button = None
        if self.panel is not None:
            # The look back lies over everything, on a shade.
            self.panel.build(pygame.Rect((0, 0), self.size))
            return
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
        self.page = min(
            self.page, max(0, -(-len(self.controller.seats) // max(1, self.per_page)) - 1)
        )
        if not self.per_page and not self.compact:
            self.compact = self._rows_too_short(width, height)
        if not self.compact:
            self.track(
                UILabel(
                    pygame.Rect(0, style.TITLE_TOP, width, style.TITLE_HEIGHT),
                    self._title(),
                    manager=self.manager,
                    object_id="#title",
                )
            )
        places = self.button_places()
        self.sheet_button = self._button(places["sheet"], "sheet", tr("round.score_sheet"))
        if "look" in places:
            self.look_button = self._button(places["look"], "look", tr("coach.look_back.title"))
        if "page" in places:
            self.page_button = self._button(places["page"], "page", self._page_words())

    def _button(self, rect: pygame.Rect, name: str, words: str) -> UIButton:
        """A button whose words are written over it (on two lines when they need them)."""
        object_id = "#done_button" if name == "sheet" else None
        self.button_words[name] = words
        return self.track(UIButton(rect, "", manager=self.manager, object_id=object_id))

    def button_places(self) -> dict[str, pygame.Rect]:
        """Where the buttons go ("look", "page", "sheet") for the rows shown now."""
        width, height = self.size
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
        if self.per_page and (
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
        pages = -(-len(self.controller.seats) // max(1, self.per_page))
        self.page = (self.page + 1) % pages
        if self.page_button is not None:
            self.button_words["page"] = self._page_words()

    def shown_seats(self) -> range:
        """The seats whose rows show now (a page of them, or all)."""
        count = len(self.controller.seats)
        if not self.per_page:
            return range(count)
        first = self.page * self.per_page
        return range(first, min(count, first + self.per_page))

    def _page_words(self, page: int | None = None) -> str:
        """The page button's words: which players it shows (on ``page``: now)."""
        count = len(self.controller.seats)
        pages = -(-count // max(1, self.per_page))
        shown = self.page if page is None else page
        first = ((shown + 1) % pages) * self.per_page
        last = min(count, first + self.per_page)
        if last == first + 1:
            return tr("round.other_player", number=last)
        return tr("round.other_players", first=first + 1, last=last)

    def _all_page_words(self) -> list[str]:
        pages = -(-len(self.controller.seats) // max(1, self.per_page))
        return [self._page_words(page) for page in range(pages)]

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
        result = self.controller.match.round.result
        if result is None:
            return ()
        said = [] if self.compact else [as_sentence(self._title())]
        said.append(self._sentence())
        for seat in self.shown_seats():
            name = self.controller.seats[seat].name
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
        result = self.controller.match.round.result
        if result is None:
            return
        seats = self.controller.seats
        names = [seat.name for seat in seats]
        sentence = self._sentence()
        lines, size = self._sentence_lines(sentence, width)
        sentence_top = COMPACT_TOP if self.compact else SENTENCE_TOP
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
        for seat, rect in zip(self.shown_seats(), self.row_rects(), strict=True):
            self._draw_row(surface, rect, seat, names[seat], result, header_h, small_h)
        self._draw_look_back(surface)

    def row_rects(self) -> list[pygame.Rect]:
        """Where the shown players' rows are drawn (under the sentence's lines)."""
        width, height = self.size
        header_h = self.text.font(SCORE_SIZE, True).get_linesize()
        top, row_h, gap = self._rows(self._sentence_bottom(), height, header_h)
        return [
            pygame.Rect(
                style.SHEET_MARGIN, top + place * row_h, width - 2 * style.SHEET_MARGIN, row_h - gap
            )
            for place in range(len(self.shown_seats()))
        ]

    def _sentence_bottom(self) -> int:
        """Where the sentence that says who won ends (as drawn)."""
        width = self.size[0]
        lines, size = self._sentence_lines(self._sentence(), width)
        gold = style.theme().gold
        used = sum(
            self.text.fit(line, size, width - 2 * SENTENCE_LEFT, gold, bold=True).get_height()
            for line in lines
        )
        return (COMPACT_TOP if self.compact else SENTENCE_TOP) + used

    def _draw_look_back(self, surface: pygame.Surface) -> None:
        """The coach's summary of the round beside the buttons, or its panel."""
        if self.panel is not None:
            self.panel.draw(surface)
            return
        for line, place in self.summary_places():
            label = self.text.fit(line, SMALL_SIZE, place.width, style.theme().text)
            surface.blit(label, place.topleft)

    def _summary_lines(self, width: int) -> list[str]:
        return self.text.wrap(summary_sentence(self.looks[0]), SMALL_SIZE, width)

    def _summary_height(self) -> int:
        """The room the coach's summary takes above the buttons (0: none)."""
        if len(self.looks) != 1:
            return 0
        width = self.size[0] - 2 * style.SHEET_MARGIN
        step = self.text.font(SMALL_SIZE).get_linesize()
        return step * len(self._summary_lines(width)) + style.ABOVE_BUTTONS

    def summary_places(self) -> list[tuple[str, pygame.Rect]]:
        """Each line of the coach's summary and where it is drawn: on lines of its
        own, the window's width, above the buttons."""
        if len(self.looks) != 1 or self.sheet_button is None:
            return []
        step = self.text.font(SMALL_SIZE).get_linesize()
        left = style.SHEET_MARGIN
        width = self.size[0] - 2 * style.SHEET_MARGIN
        lines = self._summary_lines(width)
        top = min(rect.top for rect in self.button_places().values())
        y = top - style.ABOVE_BUTTONS - step * len(lines)
        places = []
        for line in lines:
            places.append((line, pygame.Rect(left, y, width, step)))
            y += step
        return places

    def _title(self) -> str:
        return tr("round.title", number=self.controller.match.round_number)

    def _sentence(self) -> str:
        """Who won and how; in short rows, after the title ("Round 2 is over. ...")."""
        result = self.controller.match.round.result
        if result is None:
            return ""
        names = [seat.name for seat in self.controller.seats]
        sentence = result_sentence(names, result.end, result.winners)
        if self.compact:
            return tr("round.title_with_result", title=self._title(), result=sentence)
        return sentence

    def _sentence_lines(self, sentence: str, width: int) -> tuple[list[str], int]:
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
        result = self.controller.match.round.result
        if result is None:
            return 0
        bottom = self._sentence_bottom()
        header_h = self.text.font(SCORE_SIZE, True).get_linesize()
        seats = len(self.controller.seats)

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
        result = self.controller.match.round.result
        if result is None:
            return True
        least = style.least_words_size(self.text.scale)
        rect = pygame.Rect(0, 0, width - 2 * style.SHEET_MARGIN, 0)
        sizes = (SCORE_SIZE, NAME_SIZE, SMALL_SIZE)
        names = [seat.name for seat in self.controller.seats]
        found = min(
            self._one_line_sizes(rect, seat, names[seat], result, sizes)
            for seat in range(len(names))
        )
        if min(found) < least:
            return False
        # Beside the words, room for a few readable tiles.
        tiles = ONE_LINE_TILES * (round(SMALLEST_TILE / ASPECT) + TILE_GAP)
        room = rect.width - 2 * ROW_PADDING - BESIDE_SCORE - RIGHT_GAP - NAME_GAP - MORE_ROOM
        return all(
            self._one_line_width(seat, names[seat], result, found) + tiles <= room
            for seat in range(len(names))
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
        if self.controller.match.round.result is None:
            return False
        header_h = self.text.font(SCORE_SIZE, True).get_linesize()
        _, row_h, gap = self._rows(self._sentence_bottom(), height, header_h)
        stacked = row_h - ROW_GAP - header_h - STACKED_PADDING >= STACKED_TILES
        return not stacked and row_h - gap - 2 * ROW_TOP < SMALLEST_TILE

    def _one_line_sizes(
        self,
        rect: pygame.Rect,
        seat: int,
        name: str,
        result: RoundResult,
        sizes: tuple[int, ...],
    ) -> tuple[int, int, int]:
        """A short row's text sizes, all a little smaller together until its name, the
        count of its tiles, the points left and the score fit side by side (so the
        words never run over each other and every row's name keeps the same size)."""
        score_size, name_size, left_size = sizes
        score_words = tr("round.score", score=signed(result.scores[seat]))
        left_words = tr("round.rack_total", points=result.totals[seat])
        count_words = tr_count("round.tiles_count", len(result.racks[seat]))
        room = rect.width - 2 * ROW_PADDING - BESIDE_SCORE - RIGHT_GAP - NAME_GAP - MORE_ROOM
        while min(score_size, name_size, left_size) > NAME_SMALLEST:
            needed = (
                self.text.font(score_size, True).size(score_words)[0]
                + self.text.font(left_size).size(left_words)[0]
                + self.text.font(name_size, True).size(name)[0]
                + self.text.font(left_size, True).size(count_words)[0]
            )
            if needed <= room:
                break
            score_size, name_size, left_size = score_size - 1, name_size - 1, left_size - 1
        return score_size, name_size, left_size

    def _draw_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        seat: int,
        name: str,
        result: RoundResult,
        header_h: int,
        small_h: int,
    ) -> None:
        """One player's row: name, score, points left and the tiles still on the rack.

        Tall enough, the tiles go under the name; in a short row (a small window with
        big text) they go beside it, so that they stay big enough to read.
        """
        winner = seat in result.winners
        colour = style.theme().gold if winner else style.theme().text
        grey = style.theme().text_soft
        pygame.draw.rect(surface, style.theme().panel, rect, border_radius=style.RADIUS)
        pygame.draw.rect(
            surface,
            style.theme().gold if winner else style.theme().panel_line,
            rect,
            style.FRAME if winner else style.THIN_FRAME,
            border_radius=style.RADIUS,
        )
        stacked = rect.height - header_h - STACKED_PADDING >= STACKED_TILES
        # A short row is one line: its words no taller than the row.
        line_h = rect.height - SHORT_ROW_PADDING
        sizes = (
            (SCORE_SIZE, NAME_SIZE, SMALL_SIZE)
            if stacked
            else tuple(
                self.text.size_within(size, line_h, bold)
                for size, bold in ((SCORE_SIZE, True), (NAME_SIZE, True), (SMALL_SIZE, False))
            )
        )
        score_size, name_size, left_size = sizes
        if not stacked:
            # Every row's words at the size the widest row needs, so names match.
            names = [player.name for player in self.controller.seats]
            score_size, name_size, left_size = min(
                self._one_line_sizes(rect, other, names[other], result, sizes)
                for other in range(len(names))
            )
        score = self.text.render(
            tr("round.score", score=signed(result.scores[seat])), score_size, colour, bold=True
        )
        score_rect = score.get_rect(topright=(rect.right - ROW_RIGHT, rect.top + ROW_TOP))
        if not stacked:
            score_rect.centery = rect.centery
        surface.blit(score, score_rect)
        right_w = score.get_width()
        points_left = tr("round.rack_total", points=result.totals[seat])
        left = self.text.render(points_left, left_size, grey)
        if rect.top + ROW_TOP + header_h + small_h <= rect.bottom:
            surface.blit(
                left,
                left.get_rect(topright=(rect.right - ROW_RIGHT, rect.top + ROW_TOP + header_h)),
            )
            right_w = max(right_w, left.get_width())
        else:
            # A short row (five or six players in a small window): the points left
            # stand beside the score, as they decide a round the pool ended.
            surface.blit(
                left, left.get_rect(midright=(score_rect.left - BESIDE_SCORE, score_rect.centery))
            )
            right_w += left.get_width() + BESIDE_SCORE
        right_w += RIGHT_GAP
        # A short row keeps the name big: its gold frame and score say who won.
        title = winner_words(name, seat) if winner and stacked else name
        if stacked:
            name_w = rect.width - right_w - ROW_PADDING
        else:
            # Beside the tiles: as wide as the widest name needs (so every row's tiles
            # start at the same place), from 30% up to 60% of the row.
            room = rect.width - right_w
            # (A row with no tiles left keeps its own name's width: its words
            # "No tiles left." get the room.)
            names = [title] if not result.racks[seat] else [o.name for o in self.controller.seats]
            wanted = NAME_ROOM + max(
                self.text.measuring_font(other, name_size, True).size(other)[0] for other in names
            )
            name_w = max(room * NAME_LEAST // TENTHS, min(wanted, room * NAME_MOST // TENTHS))
        label = self.text.fit(
            title, name_size, name_w, colour, True, smallest=min(NAME_SMALLEST, name_size)
        )
        name_rect = label.get_rect(topleft=(rect.left + ROW_PADDING, rect.top + ROW_TOP))
        if not stacked:
            name_rect.centery = rect.centery
        surface.blit(label, name_rect)
        if stacked:
            x, y = rect.left + ROW_PADDING, rect.top + ROW_TOP + header_h + 2
            tiles_w = rect.width - 2 * ROW_PADDING - right_w
        else:
            x, y = rect.left + ROW_PADDING + name_w + NAME_GAP, rect.top + ROW_TOP
            tiles_w = rect.right - right_w - x
        tiles_h = rect.bottom - ROW_TOP - y
        rack = sorted(result.racks[seat])
        if not rack:
            empty = self.text.fit(tr("round.rack_empty"), SMALL_SIZE, tiles_w, grey)
            surface.blit(empty, (x, y + max(0, (tiles_h - small_h) // 2)))
            return
        size, per_row = fit_tiles(len(rack), tiles_w, tiles_h, min(BIGGEST_TILE, tiles_h))
        more_w = self.text.font(left_size, True).size(tr_count("round.more_tiles", len(rack)))[0]
        more_w += MORE_ROOM
        last_row = (tiles_w - more_w) // (size[0] + TILE_GAP)
        shown = tiles_shown(len(rack), size, per_row, tiles_h, last_row)
        art = self.app.tile_art

        def place(index: int) -> tuple[int, int]:
            row, col = divmod(index, per_row)
            return x + col * (size[0] + TILE_GAP), y + row * (size[1] + TILE_GAP)

        for index, tile in enumerate(rack[:shown]):
            surface.blit(art.face(tile, size), place(index))
        if shown < len(rack):
            # No room for a single tile: how many there are.
            key = "round.more_tiles" if shown else "round.tiles_count"
            others = tr_count(key, len(rack) - shown)
            left_x, top_y = place(shown)
            more = self.text.fit(
                others, left_size, max(1, x + tiles_w - left_x), grey, True, NAME_SMALLEST
            )
            surface.blit(more, more.get_rect(midleft=(left_x + 2, top_y + size[1] // 2)))
