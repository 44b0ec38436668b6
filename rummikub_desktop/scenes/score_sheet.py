"""The match score sheet: every round's scores and the totals; Next round or New game."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session import ScoreSheet
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import FinishedRound, RoundEndAnswer, SceneName, Shell
from rummikub_desktop.ui.narration import as_sentence, choices_sentence, figures, label_value
from rummikub_desktop.ui.rules_text import match_winner_sentence
from rummikub_desktop.ui.seat_names import seat_key
from rummikub_desktop.ui.text import TextCache, signed

SIZES = ((20, 24), (17, 24), (17, 20), (15, 18), (14, 16))
"""(the sentence under the heading, the table's words): the sizes tried in turn
until the sheet stands above the buttons (six players, big words, a small window)."""
HEADING_TOP = style.TITLE_TOP + style.TITLE_HEIGHT
"""Where the sentence under the title starts: the title's bottom."""
HEADING_SIZE = 30
"""The text size of that sentence (the theme's ``#heading``), bold."""
HEADING_LEAST = 44
"""The sentence's least height."""
HEADING_PADDING = 4
"""Added to the sentence's line height."""
SENTENCE_LEFT = 20
"""Between the screen's sides and the sentences under the title."""
BUTTONS_BOTTOM = 20
"""Between the buttons and the bottom of the screen."""
BUTTONS_RISE = style.BUTTON_HEIGHT + BUTTONS_BOTTOM
"""From the bottom of the screen up to the top of the buttons."""
BUTTON_WIDEST = 320
BUTTONS = 3
"""Main menu, New game, Next round: side by side, never wider than ``BUTTON_WIDEST``."""
WIDE_EDGE = 40
NARROW_EDGE = 20
"""Between the screen's sides and the table: narrower for five or six players."""
WIDE_EDGE_COLUMNS = 5
"""The most columns (the first and one for each player) with the wide edges."""
BELOW_RULE = 14
"""Between the rule sentence and the table."""
ROW_LEAST = 44
SMALL_ROW_LEAST = 36
"""A row's least height; the second below ``BIG_CELL_SIZE`` text."""
BIG_CELL_SIZE = 24
CELL_PADDING = 12
"""Between a cell's words and its right side."""
CELL_TOP = 6
"""Between a row's top and its words (as much again below)."""
NOTE_BIGGEST = 20
NOTE_SMALLER = 4
"""The note's text size: ``NOTE_SMALLER`` under the table's, at most ``NOTE_BIGGEST``."""
ABOVE_NOTE = 10
"""Between the table and the note under it."""
FIRST_COLUMN_PADDING = 24
"""Added to the words of the first column."""
FIRST_COLUMN_SHARE = 22
PERCENT = 100
"""The first column takes at most 22 percent of the table's width."""
NAME_COLUMN_SHARE = 40
"""A row per player: the names' column takes at most 40 percent of the width."""
NAME_BIGGEST = 24
"""The names' biggest text size in the header."""
ONE_LINE_SIZES = 5
"""How many sizes (from the biggest down) the names try on one line before two."""
HEADER_PADDING = 8
"""Added to the height of the header's names."""


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """The score sheet's sizes and places for one window (see
    :meth:`ScoreSheetScene.sheet_layout`); ``bottom`` is where the note ends."""

    rule_lines: tuple[str, ...]
    rule_size: int
    cell_size: int
    name_size: int
    name_lines: tuple[tuple[str, ...], ...]
    note_size: int
    left: int
    top: int
    row_h: int
    header_h: int
    first_w: int
    col_w: int
    shown_rounds: int
    bottom: int


def match_sentence(names: list[str], leaders: tuple[int, ...], over: bool) -> str:
    """Who won the match, or who leads so far."""
    together = tr("round.list_separator").join(names[s] for s in leaders)
    if over:
        key = "sheet.match_winner" if len(leaders) == 1 else "sheet.match_tie"
    else:
        key = "sheet.leader" if len(leaders) == 1 else "sheet.leaders"
    if len(leaders) == 1:
        (leader,) = leaders
        key = seat_key(key, names[leader], leader)
    return tr(key, names=together)


class ScoreSheetScene(Scene):
    """The score sheet across rounds."""

    def __init__(self, app: Shell, finished: FinishedRound) -> None:
        super().__init__(app)
        self.finished = finished
        self.controller = finished.controller
        self.text = TextCache(app.text_scale)
        self.next_button: UIButton | None = None
        self.new_button: UIButton | None = None
        self.menu_button: UIButton | None = None

    def build(self) -> None:
        width, height = self.size
        sheet = ScoreSheet.of(self.controller.match)
        self.track(
            UILabel(
                pygame.Rect(0, style.TITLE_TOP, width, style.TITLE_HEIGHT),
                tr("sheet.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        self.track(
            UILabel(
                pygame.Rect(
                    SENTENCE_LEFT, HEADING_TOP, width - 2 * SENTENCE_LEFT, self.heading_height
                ),
                match_sentence(list(sheet.names), sheet.leaders, sheet.match_over),
                manager=self.manager,
                object_id="#heading",
            )
        )
        y = height - BUTTONS_RISE
        # Three buttons side by side, never overlapping in a narrow window.
        button_w = min(BUTTON_WIDEST, (width - (BUTTONS + 1) * style.SHEET_MARGIN) // BUTTONS)
        self.menu_button = self.track(
            UIButton(
                pygame.Rect(style.SHEET_MARGIN, y, button_w, style.BUTTON_HEIGHT),
                tr("sheet.main_menu"),
                manager=self.manager,
            )
        )
        self.new_button = self.track(
            UIButton(
                pygame.Rect(width // 2 - button_w // 2, y, button_w, style.BUTTON_HEIGHT),
                tr("sheet.new_game"),
                manager=self.manager,
            )
        )
        if not sheet.match_over:
            self.next_button = self.track(
                UIButton(
                    pygame.Rect(
                        width - style.SHEET_MARGIN - button_w, y, button_w, style.BUTTON_HEIGHT
                    ),
                    tr("sheet.next_round"),
                    manager=self.manager,
                    object_id="#done_button",
                )
            )
        else:
            self.next_button = None

    def shown_sentences(self) -> tuple[str, ...]:
        """The sheet read as it shows: its title, who won or leads, how the game is won,
        each player's row ("Ada: Round 1 -20, Total -20, Rounds won 0."), the rounds
        played and the buttons."""
        sheet = ScoreSheet.of(self.controller.match)
        said = [as_sentence(tr("sheet.title"))]
        said.append(match_sentence(list(sheet.names), sheet.leaders, sheet.match_over))
        said.append(match_winner_sentence(self.controller.rules.match_winner))
        for seat, name in enumerate(sheet.names):
            columns = [
                (tr("sheet.round", number=number), signed(scores[seat]))
                for number, scores in enumerate(sheet.rounds, start=1)
            ]
            columns.append((tr("sheet.total"), signed(sheet.totals[seat])))
            columns.append((tr("sheet.rounds_won"), str(sheet.rounds_won[seat])))
            said.append(label_value(name, figures(columns)))
        played = tr("sheet.rounds_played", played=len(sheet.rounds), total=sheet.rounds_in_match)
        buttons = (self.menu_button, self.new_button, self.next_button)
        choices = [button.text for button in buttons if button is not None]
        return (*said, as_sentence(played), choices_sentence(choices))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.next_button is not None:
                self.next_round()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.next_button:
            self.next_round()
        elif event.ui_element is self.new_button:
            self.new_game()
        elif event.ui_element is self.menu_button:
            self.main_menu()

    def next_round(self) -> None:
        """Deal the next round and go back to the table."""
        self.finished.answer(RoundEndAnswer.NEXT_ROUND)
        self.app.pop()

    def new_game(self) -> None:
        """The New game screen (over the main menu)."""
        self.app.reset_to(SceneName.MENU)
        self.app.push(SceneName.NEW_GAME)

    def main_menu(self) -> None:
        """Back to the main menu."""
        self.app.reset_to(SceneName.MENU)

    @property
    def heading_height(self) -> int:
        """The sentence under the title: as tall as its font (the Text size setting)."""
        return max(
            HEADING_LEAST, self.text.font(HEADING_SIZE, True).get_linesize() + HEADING_PADDING
        )

    def sheet_layout(self, width: int, height: int) -> SheetLayout:
        """Where the sentence about the winner, the table and the note go.

        Sizes are tried from big to small until the sentence takes at most two
        lines and the table (with at least its last round), the totals, the
        rounds won and the note all stand above the buttons.
        """
        sheet = ScoreSheet.of(self.controller.match)
        rule = match_winner_sentence(self.controller.rules.match_winner)
        columns = len(sheet.names) + 1
        # Five or six players: narrower edges leave the names more room.
        left = WIDE_EDGE if columns <= WIDE_EDGE_COLUMNS else NARROW_EDGE
        buttons_top = height - BUTTONS_RISE
        firsts = [
            tr("sheet.round", number=len(sheet.rounds)),
            tr("sheet.total"),
            tr("sheet.rounds_won"),
        ]
        layout = None
        least = style.least_words_size(self.text.scale)
        sizes = [pair for pair in SIZES if min(pair) >= least] or [(least, least)]
        for rule_size, cell_size in sizes:
            rule_lines = self.text.wrap(rule, rule_size, width - 2 * SENTENCE_LEFT)
            top = HEADING_TOP + self.heading_height
            top += len(rule_lines) * self.text.font(rule_size).get_linesize() + BELOW_RULE
            row_h = max(
                SMALL_ROW_LEAST if cell_size < BIG_CELL_SIZE else ROW_LEAST,
                self.text.font(cell_size, True).get_linesize() + 2 * CELL_TOP,
            )
            note_size = min(NOTE_BIGGEST, cell_size - NOTE_SMALLER)
            note_h = self.text.font(note_size).get_linesize()
            first_w = (
                max(self.text.font(cell_size, True).size(words)[0] for words in firsts)
                + FIRST_COLUMN_PADDING
            )
            # At most a share of the table, unless the players' columns leave it more
            # (two or three players): then "Rounds won" keeps the table's size.
            scores = [signed(score) for scores in sheet.rounds for score in scores]
            scores += [signed(total) for total in sheet.totals]
            font = self.text.font(cell_size, True)
            column_need = max((font.size(words)[0] for words in scores), default=0)
            column_need += 2 * CELL_PADDING
            share = (width - 2 * left) * FIRST_COLUMN_SHARE // PERCENT
            room = width - 2 * left - (columns - 1) * column_need
            first_w = min(first_w, max(share, room))
            col_w = (width - 2 * left - first_w) // max(1, columns - 1)
            name_size, name_lines = self._name_lines(
                sheet.names, min(NAME_BIGGEST, cell_size), col_w - CELL_PADDING
            )
            line_h = self.text.font(name_size, True).get_linesize()
            header_h = max(row_h, max(len(lines) for lines in name_lines) * line_h + HEADER_PADDING)
            fixed = top + header_h + 2 * row_h + ABOVE_NOTE + note_h
            shown_rounds = max(1, (buttons_top - style.ABOVE_BUTTONS - fixed) // row_h)
            layout = SheetLayout(
                rule_lines=tuple(rule_lines),
                rule_size=rule_size,
                cell_size=cell_size,
                name_size=name_size,
                name_lines=name_lines,
                note_size=note_size,
                left=left,
                top=top,
                row_h=row_h,
                header_h=header_h,
                first_w=first_w,
                col_w=col_w,
                shown_rounds=shown_rounds,
                bottom=fixed + min(len(sheet.rounds), shown_rounds) * row_h,
            )
            if len(rule_lines) <= 2 and layout.bottom <= buttons_top - style.ABOVE_BUTTONS:
                break
        assert layout is not None
        return layout

    def names_fit(self, layout: SheetLayout) -> bool:
        """True when every name stands whole in its column at the layout's size (else
        the players go in rows: :meth:`draw_player_rows`)."""
        font = self.text.font(layout.name_size, True)
        inner = layout.col_w - CELL_PADDING
        names = ScoreSheet.of(self.controller.match).names
        widths = [
            self.text.width(self.text.measuring_font(line, layout.name_size, True), line)
            for lines in layout.name_lines
            for line in lines
        ]
        whole = all(
            "".join(lines).replace(" ", "") == name.replace(" ", "")
            for lines, name in zip(layout.name_lines, names, strict=True)
        )
        numbers = [signed(total) for total in ScoreSheet.of(self.controller.match).totals]
        cells = max((font.size(number)[0] for number in numbers), default=0)
        return whole and max(widths, default=0) <= inner and cells <= inner

    def _name_lines(
        self, names: tuple[str, ...], biggest: int, inner: int
    ) -> tuple[int, tuple[tuple[str, ...], ...]]:
        """The names in the header: one size for all, on two lines where that helps."""
        least = min(biggest, style.least_words_size(self.text.scale))
        tries = [
            (size, 1) for size in range(biggest, biggest - ONE_LINE_SIZES, -1) if size >= least
        ]
        tries += [(size, 2) for size in range(biggest, least - 1, -1)]
        for name_size, most in tries:
            font = self.text.font(name_size, True)
            lines = [self.text.wrap(name, name_size, inner, bold=True) for name in names]
            if all(
                len(wrapped) <= most and all(font.size(line)[0] <= inner for line in wrapped)
                for wrapped in lines
            ):
                break
        return name_size, tuple(tuple(wrapped[:2]) for wrapped in lines)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        width, height = surface.get_size()
        sheet = ScoreSheet.of(self.controller.match)
        layout = self.sheet_layout(width, height)
        if not self.names_fit(layout):
            self.draw_player_rows(surface, width, height)
            return
        left, top, row_h, col_w = layout.left, layout.top, layout.row_h, layout.col_w
        first_w, header_h, size = layout.first_w, layout.header_h, layout.cell_size
        y = HEADING_TOP + self.heading_height
        rule_h = self.text.font(layout.rule_size).get_linesize()
        for line in layout.rule_lines:
            surface.blit(
                self.text.render(line, layout.rule_size, style.theme().text_soft),
                (SENTENCE_LEFT, y),
            )
            y += rule_h
        rows = [
            [tr("sheet.round", number=i + 1)] + [signed(s) for s in scores]
            for i, scores in enumerate(sheet.rounds)
        ]
        rows = rows[-layout.shown_rounds :]
        header = ["", *list(sheet.names)]
        totals = [tr("sheet.total")] + [signed(t) for t in sheet.totals]
        wins = [tr("sheet.rounds_won")] + [str(w) for w in sheet.rounds_won]
        table = [header, *rows, totals, wins]
        inner = col_w - CELL_PADDING
        line_h = self.text.font(layout.name_size, True).get_linesize()
        for r, row in enumerate(table):
            y = top + r * row_h + (header_h - row_h if r else 0)
            if r == 0:
                for c, lines in enumerate(layout.name_lines, start=1):
                    x = left + first_w + (c - 1) * col_w
                    for n, line in enumerate(lines):
                        label = self.text.fit(
                            line,
                            layout.name_size,
                            inner,
                            style.theme().text,
                            True,
                            layout.name_size,
                        )
                        place = label.get_rect(
                            topright=(x + col_w - CELL_PADDING, y + CELL_TOP + n * line_h)
                        )
                        surface.blit(label, place)
                continue
            bold = r >= len(table) - 2
            if r in (1, len(table) - 2):
                pygame.draw.line(
                    surface, style.theme().panel_line, (left, y - 2), (width - left, y - 2), 2
                )
            for c, cell in enumerate(row):
                colour = (
                    style.theme().gold
                    if c > 0 and (c - 1) in sheet.leaders and r >= len(table) - 2
                    else style.theme().text
                )
                if c == 0:
                    label = self.text.fit(cell, size, first_w - CELL_PADDING, colour, True)
                    surface.blit(label, (left, y + CELL_TOP))
                else:
                    label = self.text.fit(cell, size, inner, colour, bold)
                    x = left + first_w + (c - 1) * col_w
                    surface.blit(
                        label, label.get_rect(topright=(x + col_w - CELL_PADDING, y + CELL_TOP))
                    )
        note = self.text.render(
            tr("sheet.rounds_played", played=len(sheet.rounds), total=sheet.rounds_in_match),
            layout.note_size,
            style.theme().text_soft,
        )
        surface.blit(note, (left, top + header_h + (len(table) - 1) * row_h + ABOVE_NOTE))

    def draw_player_rows(self, surface: pygame.Surface, width: int, height: int) -> None:
        """The sheet turned round for many players in a narrow window: a row for each
        player (the name has the room it needs), a column for each of the last rounds,
        the total and the rounds won. The words keep their size; the rule sentence and
        the note under the table give way first, then older rounds."""
        sheet = ScoreSheet.of(self.controller.match)
        size = max(style.least_words_size(self.text.scale), min(SIZES[-1]))
        font = self.text.font(size, True)
        plain = self.text.font(size)
        row_h = max(SMALL_ROW_LEAST, font.get_linesize() + 2 * CELL_TOP)
        buttons_top = height - BUTTONS_RISE - style.ABOVE_BUTTONS
        top = HEADING_TOP + self.heading_height
        rule = match_winner_sentence(self.controller.rules.match_winner)
        rule_lines = self.text.wrap(rule, size, width - 2 * SENTENCE_LEFT)
        note = tr("sheet.rounds_played", played=len(sheet.rounds), total=sheet.rounds_in_match)
        heads = [tr("sheet.total"), tr("sheet.rounds_won")]
        left = NARROW_EDGE
        name_w = max(self.text.width(font, name) for name in sheet.names) + FIRST_COLUMN_PADDING
        name_w = min(name_w, (width - 2 * left) * NAME_COLUMN_SHARE // PERCENT)
        numbers = [signed(n) for scores in sheet.rounds for n in scores]
        numbers += [signed(n) for n in sheet.totals]
        number_w = max((self.text.width(font, n) for n in numbers), default=0)

        def column(words: str) -> tuple[int, list[str]]:
            widest = max(number_w, max(self.text.width(font, w) for w in words.split()))
            width_ = widest + CELL_PADDING + CELL_PADDING // 2
            return width_, self.text.wrap(words, size, width_ - CELL_PADDING, bold=True)

        fixed = [column(words) for words in heads]
        room = width - 2 * left - name_w - sum(w for w, _ in fixed)
        rounds: list[tuple[int, int, list[str]]] = []
        for index in reversed(range(len(sheet.rounds))):
            col_w, lines = column(tr("sheet.round", number=index + 1))
            if col_w > room:
                break
            room -= col_w
            rounds.insert(0, (index, col_w, lines))
        columns = [(w, lines) for _, w, lines in rounds] + fixed
        header_h = max(len(lines) for _, lines in columns) * font.get_linesize() + HEADER_PADDING
        table_h = header_h + len(sheet.names) * row_h
        note_h = plain.get_linesize() + ABOVE_NOTE
        rule_h = len(rule_lines) * plain.get_linesize() + BELOW_RULE
        # The note gives way first, then the rule sentence (and the note takes
        # the rule's room when it fits there).
        show_rule = top + rule_h + table_h <= buttons_top
        show_note = top + (rule_h if show_rule else 0) + table_h + note_h <= buttons_top
        y = top
        if show_rule:
            for line in rule_lines:
                surface.blit(
                    self.text.render(line, size, style.theme().text_soft), (SENTENCE_LEFT, y)
                )
                y += plain.get_linesize()
            y += BELOW_RULE
        x = left + name_w
        for col_w, lines in columns:
            for n, line in enumerate(lines):
                label = self.text.render(line, size, style.theme().text, True)
                place = label.get_rect(
                    topright=(x + col_w - CELL_PADDING, y + CELL_TOP + n * font.get_linesize())
                )
                surface.blit(label, place)
            x += col_w
        y += header_h
        pygame.draw.line(surface, style.theme().panel_line, (left, y - 2), (width - left, y - 2), 2)
        for seat, name in enumerate(sheet.names):
            leader = seat in sheet.leaders
            colour = style.theme().gold if leader else style.theme().text
            label = self.text.fit(name, size, name_w - CELL_PADDING, colour, True, size)
            surface.blit(label, (left, y + CELL_TOP))
            cells = [(signed(sheet.rounds[index][seat]), False) for index, _, _ in rounds]
            cells += [(signed(sheet.totals[seat]), True), (str(sheet.rounds_won[seat]), True)]
            x = left + name_w
            for (words, bold), (col_w, _) in zip(cells, columns, strict=True):
                label = self.text.render(words, size, colour if bold else style.theme().text, bold)
                surface.blit(
                    label, label.get_rect(topright=(x + col_w - CELL_PADDING, y + CELL_TOP))
                )
                x += col_w
            y += row_h
        if show_note:
            label = self.text.render(note, size, style.theme().text_soft)
            surface.blit(label, (left, y + ABOVE_NOTE))
