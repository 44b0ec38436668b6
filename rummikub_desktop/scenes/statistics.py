"""The Statistics screen: games played and won per opponent level, rounds played and won
(every finished round, finished game or not), best round, streaks, the puzzles solved and
their days in a row; and on a second page (Your progress), the step Just right played at
for the player, round by round, as a chart, summed up in a sentence that is read aloud."""

from __future__ import annotations

from datetime import date

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from rummikub_desktop.ai import LADDER
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.persistence.stats import LevelRecord, Statistics
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_text import join_sentences
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.narration import as_sentence, choices_sentence, figures, label_value
from rummikub_desktop.ui.text import TextCache, signed
from rummikub_desktop.widgets.progress_chart import ProgressChart, ProgressPicture
from rummikub_desktop.widgets.text_box import fitted_height, text_box

LEVEL_ORDER = ("just_right", "easy", "medium", "hard", "expert")
TOP, COMPACT_TOP = 100, 82
TITLE_TOP, COMPACT_TITLE_TOP = 12, 4
"""The table's top and the title's (a short window: less, so the rows keep their words)."""
COMPACT_BUTTON_HEIGHT = 56
"""Back's height in a short window."""
"""Between the window's top and the title."""
TABLE_WIDTH = 1000
"""The widest the table gets."""
TABLE_SIDE_ROOM = 80
"""The room the table leaves at the window's sides (both together)."""
HEADER_SIZE = 24
"""The column headers' text size (bold), as ``#stat_header`` in ``assets/theme.json``."""
ROW_SIZE, SMALL_ROW_SIZE, TINY_ROW_SIZE = 28, 22, 18
"""The rows' text sizes, as ``#stat_number``, ``_small`` and ``_tiny`` in the theme."""
NUMBER_PADDING = 40
"""Added to the widest word or value of a number column."""
QUARTERS = 4
"""A number column is at least a quarter of the table."""
FACTS = 4
"""The rows under the table: best round, longest and current streak, and the puzzles
solved with their days in a row (one row: 800x600 at the Largest text has room for no more)."""
BUTTON_CLEARANCE, COMPACT_BUTTON_CLEARANCE = 16, 8
"""The least room between the rows and the Back button."""
FACTS_GAP, COMPACT_FACTS_GAP = 20, 6
"""Between the table and the facts under it."""
NOTE_HEIGHT = 76
"""The note under the rows, before the Text size setting's scale."""
NOTE_ROW_HEIGHT = 38
"""The note shows only where the rows are still this tall (before the scale)."""
ROW_HEIGHT = 52
"""A row's height before the Text size setting's scale, room allowing."""
LEAST_ROW_HEIGHT = 30
"""A row is never less tall than this."""
WORD_ROOM = 8
"""The room a row keeps above and below its words at the largest size."""
HEADER_HEIGHT = 44
"""The header's height before the Text size setting's scale, room allowing."""
LEAST_HEADER_HEIGHT = 28
"""The header is never less tall than this."""
HEADER_INSET = 8
"""The headers' labels stand this far in from their columns' edges."""
BAND_GAP = 4
"""Between one row's band and the next."""
NAME_INDENT = 16
"""A name's indent in its band."""
NAME_MARGINS = 24
"""A name's column less this is the name's room: its indent and a gap before the numbers."""
NOTE_LEAST_HEIGHT = 40
"""The least height of the note under the rows."""
NOTE_GAP = 8
"""The least room between the note and the Back button."""
BAND_RADIUS = 8
"""The rounded corners of a row's band."""


BUTTON_GAP = 16
"""Between the page's button and Back."""
SENTENCE_GAP = 12
"""Between the chart and its sentence."""
LEAST_CHART_HEIGHT = 160
"""The chart is never less tall than this."""


def progress_picture(stats: Statistics, name: str) -> ProgressPicture | None:
    """The progress of ``name``, else of the person who played Just right last; None
    before anyone played it."""
    people = [n for n, record in stats.skills.items() if record.steps]
    if not people:
        return None
    person = name if name in people else people[-1]
    record = stats.skills[person]
    first = record.first_step if record.first_step is not None else record.steps[0]
    return ProgressPicture(person, record.steps, first, len(LADDER))


def read_statistics(app: Shell) -> Statistics:
    """The saved statistics through the hook (zeros when nothing is kept; a bad file
    is set aside by the hook, which never raises for it)."""
    stats = app.hooks.load_statistics()
    return stats if stats is not None else Statistics()


class StatisticsScene(Scene):
    """A table of games played and won, then the best round and the streaks; Back."""

    def __init__(self, app: Shell, *, day: date | None = None) -> None:
        super().__init__(app)
        self.stats = read_statistics(app)
        self.day = day if day is not None else app.hooks.today()
        """The day the puzzles' days in a row are counted up to (the player's date)."""
        self.labels: dict[str, UILabel] = {}
        self.rows: list[pygame.Rect] = []
        self.back: UIButton | None = None
        self.page_button: UIButton | None = None
        self.note: UITextBox | None = None
        self.showing_progress = False
        """True on the progress page (the chart), False on the numbers."""
        self.chart: ProgressChart | None = None
        self.picture = progress_picture(self.stats, app.settings.player_name)

        self.note_words = ""
        """The note under the rows, as shown ("" when the window has no room for it)."""

    def label(self, key: str, rect: pygame.Rect, text: str, object_id: str) -> UILabel:
        """A label kept by ``key`` (the tests read what the player reads)."""
        element = UILabel(rect, text, manager=self.manager, object_id=object_id)
        self.labels[key] = self.track(element)
        return element

    def build(self) -> None:
        width, height = self.size
        scale = self.app.text_scale
        stats = self.stats
        self.labels = {}
        self.rows = []
        # A short window: smaller gaps, so that the rows keep room for their words.
        roomy = height >= style.COMPACT_HEIGHT
        title_top = TITLE_TOP if roomy else COMPACT_TITLE_TOP
        top = TOP if roomy else COMPACT_TOP
        button_h = style.BUTTON_HEIGHT if roomy else COMPACT_BUTTON_HEIGHT
        clearance = BUTTON_CLEARANCE if roomy else COMPACT_BUTTON_CLEARANCE
        facts_gap = FACTS_GAP if roomy else COMPACT_FACTS_GAP
        self.track(
            UILabel(
                pygame.Rect(0, title_top, width, style.TITLE_HEIGHT),
                tr("stats.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        back = pygame.Rect(0, 0, style.BUTTON_WIDTH, button_h)
        page = back.copy()
        pair = 2 * style.BUTTON_WIDTH + BUTTON_GAP
        if pair + TABLE_SIDE_ROOM <= width:
            page.bottomleft = ((width - pair) // 2, height - style.BOTTOM_MARGIN)
            back.bottomleft = (page.right + BUTTON_GAP, page.bottom)
        else:  # a very narrow window: one above the other
            back.midbottom = (width // 2, height - style.BOTTOM_MARGIN)
            page.midbottom = (width // 2, back.top - BUTTON_GAP // 2)
        self.back = self.track(UIButton(back, tr("common.back"), manager=self.manager))
        words = tr("stats.numbers") if self.showing_progress else tr("stats.progress")
        self.page_button = self.track(UIButton(page, words, manager=self.manager))
        self.chart = None
        if self.showing_progress:
            self._build_progress(pygame.Rect(0, top, width, min(back.top, page.top) - top))
            return

        measure = TextCache(scale)
        table_w = min(TABLE_WIDTH, width - TABLE_SIDE_ROOM)
        left = (width - table_w) // 2
        # Columns as wide as their words at this text size (the labels' fonts, measured).
        number_w = max(
            measure.font(HEADER_SIZE, True).size(tr(f"stats.{k}"))[0] for k in ("played", "won")
        )
        number_w = max(number_w + NUMBER_PADDING, table_w // QUARTERS)
        name_w = table_w - 2 * number_w
        # Header, four levels, all games, rounds, three facts (a gap between), then the
        # note: in a short window the rows keep their size and the note goes.
        rows = 1 + len(LEVEL_ORDER) + 2 + FACTS
        room = back.top - clearance - top - facts_gap
        if stats.games_played == 0 and stats.rounds_played == 0:
            note = tr("stats.empty")
        else:
            note = join_sentences(tr("stats.counted"), tr("stats.rounds_counted"))
        # The note is as tall as its words need (three sentences since rounds count).
        note_h = max(
            round(NOTE_HEIGHT * scale),
            fitted_height(self.manager, note, table_w, "#plain_text") + NOTE_GAP,
        )
        show_note = (room - note_h) // rows >= round(NOTE_ROW_HEIGHT * scale)
        if show_note:
            room -= note_h
        row_h = max(LEAST_ROW_HEIGHT, min(round(ROW_HEIGHT * scale), room // rows))
        # Big words in a short window: the rows' words a size smaller, so none is cut.
        # (Chinese lines are taller: the smallest size, 18, where even 22 does not fit.)
        if row_h >= measure.font(ROW_SIZE).get_linesize() + WORD_ROOM:
            size_name, number_size = "", ROW_SIZE
        elif row_h >= measure.font(SMALL_ROW_SIZE).get_linesize() + 2:
            size_name, number_size = "_small", SMALL_ROW_SIZE
        else:
            size_name, number_size = "_tiny", TINY_ROW_SIZE
        name_id = f"#stat_name{size_name}"
        number_id = f"#stat_number{size_name}"
        smaller_name_id = "#stat_name_tiny" if size_name == "_tiny" else "#stat_name_small"
        y = top
        header_h = max(LEAST_HEADER_HEIGHT, min(round(HEADER_HEIGHT * scale), row_h))
        small = "_small" if measure.font(HEADER_SIZE, True).get_linesize() > header_h else ""
        for key, x, w, text, object_id in (
            (
                "head.against",
                left + HEADER_INSET,
                name_w,
                tr("stats.against"),
                f"#stat_header_name{small}",
            ),
            ("head.played", left + name_w, number_w, tr("stats.played"), f"#stat_header{small}"),
            (
                "head.won",
                left + name_w + number_w,
                number_w,
                tr("stats.won"),
                f"#stat_header{small}",
            ),
        ):
            self.label(key, pygame.Rect(x, y, w - HEADER_INSET, header_h), text, object_id)
        y += header_h

        def record_row(key: str, name: str, record: LevelRecord) -> None:
            nonlocal y
            self.rows.append(pygame.Rect(left, y, table_w, row_h - BAND_GAP))
            self.label(
                f"{key}.name",
                pygame.Rect(left + NAME_INDENT, y, name_w - NAME_MARGINS, row_h - 2),
                name,
                name_id,
            )
            for column, value in enumerate((record.played, record.won)):
                rect = pygame.Rect(left + name_w + column * number_w, y, number_w, row_h - 2)
                field = ("played", "won")[column]
                self.label(f"{key}.{field}", rect, str(value), number_id)
            y += row_h

        for level in LEVEL_ORDER:
            record_row(level, tr(f"level.{level}"), stats.level(level))
        record_row("all", tr("stats.all_games"), LevelRecord(stats.games_played, stats.games_won))
        record_row(
            "rounds", tr("stats.all_rounds"), LevelRecord(stats.rounds_played, stats.rounds_won)
        )
        y += facts_gap

        best = stats.best_round_score
        facts = (
            (
                "best_round",
                tr("stats.best_round"),
                tr("stats.none_yet") if best is None else signed(best),
            ),
            (
                "longest_streak",
                tr("stats.longest_streak"),
                tr_count("stats.games", stats.longest_streak),
            ),
            (
                "current_streak",
                tr("stats.current_streak"),
                tr_count("stats.games", stats.current_streak),
            ),
            (
                "puzzles",
                tr("stats.puzzles_solved"),
                tr_count(
                    "stats.puzzles_value",
                    stats.puzzles.days_in_row(self.day),
                    solved=stats.puzzles.solved_count(),
                ),
            ),
        )
        value_w = (
            max(measure.font(number_size, True).size(v)[0] for _, _, v in facts) + NUMBER_PADDING
        )
        value_w = max(value_w, number_w)
        fact_w = table_w - value_w - NAME_MARGINS
        # A name too long for its room at this text size is written a size smaller.
        fits = all(measure.font(number_size).size(name)[0] <= fact_w for _, name, _ in facts)
        for key, name, value in facts:
            self.rows.append(pygame.Rect(left, y, table_w, row_h - BAND_GAP))
            rect = pygame.Rect(left + NAME_INDENT, y, fact_w, row_h - 2)
            self.label(f"{key}.name", rect, name, name_id if fits else smaller_name_id)
            rect = pygame.Rect(left + table_w - value_w, y, value_w, row_h - 2)
            self.label(key, rect, value, number_id)
            y += row_h
        self.note = None
        self.note_words = note if show_note else ""
        if show_note:
            rect = pygame.Rect(left, y, table_w, max(NOTE_LEAST_HEIGHT, back.top - y - NOTE_GAP))
            self.note = self.track(
                text_box(note, rect, manager=self.manager, object_id="#plain_text")
            )

    def _build_progress(self, room: pygame.Rect) -> None:
        """The progress page in ``room``: the chart, its sentence under it (or, before
        any round against Just right, only the sentence saying how to get one)."""
        width = min(TABLE_WIDTH, room.width - TABLE_SIDE_ROOM)
        left = room.centerx - width // 2
        picture = self.picture
        sentence = tr("stats.progress.none") if picture is None else picture.sentence
        sentence_h = fitted_height(self.manager, sentence, width, "#plain_text")
        top = room.top
        if picture is not None:
            title_h = self._title_room()
            self.label(
                "progress.title",
                pygame.Rect(left, top, width, title_h),
                tr("stats.progress.title", name=picture.name),
                "#progress_title",
            )
            top += title_h
            chart_h = max(LEAST_CHART_HEIGHT, room.bottom - top - sentence_h - 2 * SENTENCE_GAP)
            self.chart = ProgressChart(
                pygame.Rect(left, top, width, chart_h), picture, self.app.text_scale
            )
            top = self.chart.rect.bottom + SENTENCE_GAP
        rect = pygame.Rect(left, top, width, max(sentence_h, room.bottom - top - SENTENCE_GAP))
        self.note = self.track(
            text_box(sentence, rect, manager=self.manager, object_id="#plain_text")
        )

    def _title_room(self) -> int:
        """The chart's own title's height, above the chart."""
        return max(LEAST_HEADER_HEIGHT, round(HEADER_HEIGHT * self.app.text_scale))

    def show_page(self, progress: bool) -> None:
        """Show the progress page (True: its sentence is read aloud as it opens) or the
        numbers (False)."""
        self.showing_progress = progress
        self.rebuild()

    def shown_sentences(self) -> tuple[str, ...]:
        """The title, each row as one sentence ("Easy: Played 3, Won 2."; "Best score in
        one round: +42."), the note and the buttons, as the labels show them; on the
        progress page, its title and its sentence (read once as the page opens)."""
        said = [as_sentence(tr("stats.title"))]
        if self.showing_progress:
            picture = self.picture
            if picture is not None:
                said.append(as_sentence(tr("stats.progress.title", name=picture.name)))
            said.append(tr("stats.progress.none") if picture is None else picture.sentence)
            return (*said, choices_sentence(self.button_words()))
        headings = {"played": tr("stats.played"), "won": tr("stats.won")}
        row: tuple[str, list[tuple[str, str]], list[str]] | None = None

        def close_row() -> None:
            if row is not None:
                name, columns, values = row
                said.append(label_value(name, figures(columns) or " ".join(values)))

        for key, label in self.labels.items():
            field = key.rpartition(".")[2]
            if key.startswith("head."):
                continue
            if field == "name":
                close_row()
                row = (label.text, [], [])
            elif row is not None and field in headings:
                row[1].append((headings[field], label.text))
            elif row is not None:
                row[2].append(label.text)
        close_row()
        return (*said, self.note_words, choices_sentence(self.button_words()))

    def button_words(self) -> list[str]:
        """The screen's buttons' words, in their order on the screen."""
        buttons = [self.page_button, self.back]
        return [str(button.text) for button in buttons if button is not None]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.page_button:
            self.show_page(not self.showing_progress)
            return
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        ):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """Each row on a band of its own, so the eye can follow it across."""
        surface.fill(self.background)
        if self.showing_progress:
            if self.chart is not None:
                self.chart.draw(surface)
            return
        for rect in self.rows:
            pygame.draw.rect(surface, style.theme().panel, rect, border_radius=BAND_RADIUS)
            pygame.draw.rect(
                surface, style.theme().panel_line, rect, style.THIN_FRAME, border_radius=BAND_RADIUS
            )
